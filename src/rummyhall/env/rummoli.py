"""Rummoli's action numbers and observation tensor (docs/env.md lists both).

>>> from rummyhall.games.rummoli import Rummoli
>>> encoding = RummoliEncoding(Rummoli(4))
>>> encoding.size, encoding.names()[:9]
(75, ['keep', 'exchange', 'pass', 'claim', 'let go', 'check', 'call', 'fold', 'bid +1'])
"""

from __future__ import annotations

import numpy as np

from rummyhall.cards import format_card
from rummyhall.engine import Action, Seat, State, View
from rummyhall.env.features import CARD_INDEX, Layout, count_cards
from rummyhall.env.table import Encoding, Observation
from rummyhall.games.rummoli import (
    ANTE,
    CLAIM,
    EXCHANGE,
    KEEP,
    LISTED_BIDS,
    PASS,
    POTS,
    Bid,
    Play,
    Rummoli,
    RummoliState,
)
from rummyhall.games.rummoli_betting import CALL, CHECK, FOLD, MAX_RAISES, Bet, Raise
from rummyhall.poker import CATEGORIES

MOST_BET = 20
"""Bets and raises are numbered 1..min(bet_limit, MOST_BET) chips."""
PHASES = ("deal", "widow", "auction", "betting", "rummoli", "claim", "final", "over")
NEEDS = ("lowest", "next", "colour")
PLAYER_FEATURES = (
    *("chips", "in_game", "cards", "bet", "folded", "in_auction"),
    *("dealer", "turn", "poker_winner", "acting"),
)


class RummoliEncoding(Encoding):
    """Actions and observations of Rummoli for a given number of players and options."""

    SCORING = frozenset(("round_over", "game_over"))
    KEEP, EXCHANGE, PASS, CLAIM, LET_GO, CHECK, CALL, FOLD = range(8)
    BID = 8

    def __init__(self, game: Rummoli) -> None:
        self.game = game
        n = game.players
        self.bets = min(int(game.options["bet_limit"]), MOST_BET)
        self.BET = self.BID + LISTED_BIDS
        self.RAISE = self.BET + self.bets
        self.PLAY = self.RAISE + self.bets
        self.size = self.PLAY + 52
        self.chips = int(game.options["starting_chips"]) * n  # (every chip in the game)
        self.REWARD_SCALE = 1 / int(game.options["starting_chips"])
        self.layout = layout = Layout()
        self.HAND = layout.add("hand", 52, "the cards held (one-hot)")
        self.RUN = layout.add("run", 52, "the cards played in this round's run (one-hot)")
        self.SHOWN = layout.add("shown", 52, "the cards shown at the showdown (one-hot)")
        self.NEED = layout.add("need_card", 52, "the card that must come next in the run (one-hot)")
        self.NEED_KIND = layout.add("need", 5, "what the run needs: lowest, next, colour (one-hot); red, black")
        self.PHASE = layout.add("phase", len(PHASES), ", ".join(PHASES) + " (one-hot)")
        self.POTS = layout.add("pots", len(POTS), "chips in each pot " + " ".join(POTS) + ", / all chips")
        self.CONTESTED = layout.add("contested", len(POTS), "the pot the poker is played for (one-hot)")
        self.POKER = layout.add(
            "poker_hand", len(CATEGORIES), "this seat's best five's category, high card..straight flush (one-hot)"
        )
        self.MISC = layout.add(
            "board",
            16,
            "widow cards / 13, widow dead, widow taken by this seat, by another; high bid / starting chips, "
            "this seat holds the high bid, this seat still bids; betting pot / all chips, current bet / (4 x limit), "
            "raises / 3, to call / (4 x limit), this seat bets next; a pot to claim for this seat; "
            "round / rounds (or / 50), final poker, strict claims",
        )
        self.PLAYERS = layout.add(
            "players",
            len(PLAYER_FEATURES) * n,
            "per player from this seat on (this seat first, then to its left): chips / all chips, in the game, "
            "cards / 26, bet / (4 x limit), folded, in the auction, dealer, to play, won the poker, acting",
        )
        self.obs_size = layout.size
        self._names = ["keep", "exchange", "pass", "claim", "let go", "check", "call", "fold"]
        self._names += [f"bid +{k}" for k in range(1, LISTED_BIDS + 1)]
        self._names += [f"bet {k}" for k in range(1, self.bets + 1)]
        self._names += [f"raise {k}" for k in range(1, self.bets + 1)]
        self._names += [f"play {format_card(c)}" for c in range(8, 60)]

    def names(self) -> list[str]:
        return self._names

    def choices(self, state: State, seat: Seat) -> dict[int, Action]:
        assert isinstance(state, RummoliState)
        found: dict[int, Action] = {}
        fixed = {KEEP: self.KEEP, EXCHANGE: self.EXCHANGE, PASS: self.PASS, CLAIM: self.CLAIM}
        fixed.update({CHECK: self.CHECK, CALL: self.CALL, FOLD: self.FOLD})
        for action in state.legal(seat):
            if isinstance(action, Play):
                found[self.PLAY + action.card - 8] = action
            elif isinstance(action, Bid):
                step = action.amount - state.high_bid
                if 1 <= step <= LISTED_BIDS:
                    found[self.BID + step - 1] = action
            elif isinstance(action, Bet):
                if action.amount <= self.bets:
                    found[self.BET + action.amount - 1] = action
            elif isinstance(action, Raise):
                if action.amount <= self.bets:
                    found[self.RAISE + action.amount - 1] = action
            else:
                found[fixed[action]] = action
        return found

    def observe(self, view: View) -> Observation:
        out = [0.0] * self.obs_size
        seat = view["seat"]
        n = self.game.players
        chips = self.chips
        count_cards(out, self.HAND, view["hand"], 1)
        count_cards(out, self.RUN, (c for _, c in view["run"]), 1)
        for p in view["players"]:
            count_cards(out, self.SHOWN, p["shown"], 1)
        need = view["need"]
        if need is not None:
            out[self.NEED_KIND + NEEDS.index(need["kind"])] = 1
            if need["card"] is not None:
                out[self.NEED + CARD_INDEX[need["card"]]] = 1
            if need["colour"] is not None:
                out[self.NEED_KIND + 3 + (need["colour"] != "red")] = 1
        out[self.PHASE + PHASES.index(view["phase"])] = 1
        pots = view["pots"]
        for k, pot in enumerate(POTS):
            out[self.POTS + k] = pots[pot] / chips
        out[self.CONTESTED + POTS.index(view["contested"])] = 1
        if "poker_hand" in view:
            out[self.POKER + CATEGORIES.index(view["poker_hand"]["category"])] = 1
        widow, auction, betting, claim = view["widow"], view["auction"], view["betting"], view["claim"]
        limit4 = 4 * self.game.options["bet_limit"]
        rounds = view["rounds"] or 50
        misc = [
            widow["cards"] / 13,
            widow["status"] == "dead",
            widow["taken_by"] == seat,
            widow["taken_by"] is not None and widow["taken_by"] != seat,
            auction["high_bid"] / self.game.options["starting_chips"] if auction else 0,
            bool(auction) and auction["high_bidder"] == seat,
            bool(auction) and seat in auction["bidders"],
            betting["pot"] / chips if betting else 0,
            betting["current_bet"] / limit4 if betting else 0,
            betting["raises"] / MAX_RAISES if betting else 0,
            (betting["to_call"] or 0) / limit4 if betting else 0,
            bool(betting) and betting["next"] == seat,
            claim is not None and claim["seat"] == seat,
            view["round"] / rounds,
            view["final"],
            view["strict_claims"],
        ]
        out[self.MISC : self.MISC + 16] = misc
        width = len(PLAYER_FEATURES)
        actors = view["actors"]
        for p in view["players"]:
            s = p["seat"]
            at = self.PLAYERS + width * ((s - seat) % n)
            out[at : at + width] = (
                p["chips"] / chips,
                p["in_game"],
                p["cards"] / 26,
                p["bet"] / limit4,
                p["folded"],
                p["in_auction"],
                s == view["dealer"],
                s == view["turn"],
                s == view["poker_winner"],
                s in actors,
            )
        return np.clip(np.array(out, dtype=np.float32), 0, 1)

    def score(self, state: State) -> list[int]:
        """Each seat's chips, counting the ante of a round being played as its own (RUM-4),
        rewarded / starting chips: a round's reward is what it won or lost."""
        assert isinstance(state, RummoliState)
        anted = not state.final and not state.over
        return [chips + (ANTE if anted and state.in_game[s] else 0) for s, chips in enumerate(state.stacks)]
