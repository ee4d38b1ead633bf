"""RUM-7: our betting round (``games/rummoli_betting.py``) against pokerkit.

The issue asks that a home-made betting state machine be tested against
pokerkit's behaviour on the same betting sequences.  Every test here drives one
sequence through :class:`BettingRound` and through a one-street
``pokerkit.State`` and compares, after every action, whose turn it is, which
actions are available, the chips each player has put in and whether the round
is over; at the end it compares the main and side pots (chips and eligible
players) and how equal hands split them.

How the Rummoli round is modelled in pokerkit:

* Seat ``order[i]`` (clockwise from the dealer's left) is pokerkit player ``i``;
  the dealer is pokerkit's last player (the button).  With no blinds pokerkit
  opens with player 0, i.e. the dealer's left, as RUM-7 says.
* pokerkit needs a forced bet and positive starting stacks, so every player
  posts an ante of 1 chip (our ``side_pots`` gets those chips as ``pot``) and
  starts with our stack plus that chip; a player whose stack is 0 is then all
  in from the start, as a Rummoli player with no chips after the ante is.
* One street: five hole cards each, no board, ``Opening.POSITION``, minimum
  bet 1, at most 4 "completions, bets or raises" (a bet and three raises),
  tournament mode (so folding is refused when there is nothing to call).

Differences by design (only what both rules share is compared):

* Bet sizing.  RUM-7 is a *spread* limit: any bet or raise is 1..``bet_limit``
  chips, whatever the previous raise was.  pokerkit knows fixed, pot and no
  limit.  With ``bet_limit == 1`` the spread limit *is* fixed limit with a bet
  of 1, so those sequences run against ``FIXED_LIMIT`` and the bet/raise
  amounts are compared exactly.  Otherwise pokerkit runs ``NO_LIMIT`` (min bet
  1, a raise at least the previous raise, up to all in) and the sequences only
  use amounts both accept; only the availability of a bet/raise is compared.
  Because we never make a raise pokerkit would treat as a short (incomplete)
  all-in raise, the "an incomplete raise does not reopen the betting" rule
  never comes into play.
* Pointless raises.  pokerkit refuses a bet or raise when every other player
  still in the hand is all in or could not call more than the current bet;
  our round offers it (the excess is a side "pot" only the raiser can win,
  i.e. it comes back).  Raise availability is compared only when some other
  player could still put in more.
* Uncalled chips.  pokerkit hands an uncalled bet back to its player when the
  bets are collected; our ``side_pots`` leaves it in a top layer whose only
  eligible player is that bettor.  Single-player pots are therefore compared
  as "chips that go back to that player".
* The odd chips.  pokerkit gives the whole remainder of a split to the first
  winner (from the dealer's left); we give the odd chips one each to the
  winners in order from the dealer's left.  With two winners (remainder at
  most 1) the rules agree and the payouts are compared exactly; with more the
  test checks each library's own rule on the same winners and pot.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

import pytest

from rummyhall.games.rummoli_betting import (
    CALL,
    CHECK,
    FOLD,
    MAX_RAISES,
    Bet,
    BettingRound,
    Raise,
    share,
    side_pots,
)

pk = pytest.importorskip("pokerkit")

ANTE = 1
BETS_AND_RAISES = 4  # RUM-7: "at most 3 raises" = a bet and three raises (pokerkit counts both)
SUITS = "shdc"
# Two levels of five-card hands, no pair, straight or flush whatever the suits.
LEVEL_RANKS = ("23457", "689TQ")  # 7-high loses to Q-high
AUTOMATIONS = (
    pk.Automation.ANTE_POSTING,
    pk.Automation.BET_COLLECTION,
    pk.Automation.BLIND_OR_STRADDLE_POSTING,
    pk.Automation.CARD_BURNING,
    pk.Automation.BOARD_DEALING,
    pk.Automation.HAND_KILLING,
)


def hands_for(levels: list[int]) -> list[str]:
    """Five-card hands for players at the given levels (at most 4 per level):
    equal levels are equal hands, a higher level is a better hand."""
    used = [0] * len(LEVEL_RANKS)
    hands = []
    for level in levels:
        k = used[level]
        used[level] += 1
        assert k < len(SUITS)
        hands.append("".join(r + SUITS[(k + i) % 4] for i, r in enumerate(LEVEL_RANKS[level])))
    return hands


@dataclass
class Table:
    """The same hand in both implementations; seat ``order[i]`` is pokerkit player ``i``."""

    order: list[int]
    stacks: list[int]  # ours, by seat
    limit: int
    levels: list[int]  # hand level by pokerkit index
    rnd: BettingRound = field(init=False)
    pk_state: object = field(init=False)
    log: list[str] = field(default_factory=list)
    compared_splits: int = 0  # split pots whose payouts were compared chip for chip

    def __post_init__(self) -> None:
        seats = len(self.order)
        self.rnd = BettingRound(self.order, self.stacks, self.limit, seats)
        structure = pk.BettingStructure.FIXED_LIMIT if self.limit == 1 else pk.BettingStructure.NO_LIMIT
        state = pk.State(
            AUTOMATIONS,
            pk.Deck.STANDARD,
            (pk.StandardHighHand,),
            (pk.Street(False, (False,) * 5, 0, False, pk.Opening.POSITION, 1, BETS_AND_RAISES),),
            structure,
            True,
            ANTE,
            0,
            0,
            tuple(self.stacks[s] + ANTE for s in self.order),
            seats,
        )
        for hand in hands_for(self.levels):
            state.deal_hole(hand)
        self.pk_state = state

    @property
    def n(self) -> int:
        return len(self.order)

    def seat(self, index: int | None) -> int | None:
        return None if index is None else self.order[index]

    def ours_turn(self) -> int | None:
        return None if self.rnd.done else self.rnd.needs[0]

    def pk_betting(self) -> bool:
        return self.pk_state.actor_index is not None

    def compare_state(self) -> None:
        st, rnd = self.pk_state, self.rnd
        ctx = f"{self.log}"
        assert self.seat(st.actor_index) == self.ours_turn(), ctx
        assert rnd.done == (not self.pk_betting()), ctx
        if not self.pk_betting():
            return
        # chips put in this round and chips behind, while the betting goes on
        assert [rnd.bets[s] for s in self.order] == list(st.bets), ctx
        assert [self.stacks[s] for s in self.order] == list(st.stacks), ctx
        assert [not rnd.folded[s] for s in self.order] == list(st.statuses), ctx
        seat = self.ours_turn()
        assert seat is not None
        legal = rnd.legal(seat, self.stacks[seat])
        i = self.order.index(seat)
        # check versus call and fold
        calling = st.checking_or_calling_amount
        assert (CHECK in legal) == (calling == 0), ctx
        assert (CALL in legal) == (FOLD in legal) == st.can_fold() == (calling > 0), ctx
        assert calling == min(rnd.to_call(seat), self.stacks[seat]), ctx
        assert st.can_check_or_call(), ctx
        # bet or raise availability (see the module docstring for the exception)
        ours_can = any(isinstance(a, Bet | Raise) for a in legal)
        top = max(st.bets)
        someone_can_respond = any(j != i and st.statuses[j] and st.stacks[j] + st.bets[j] > top for j in range(self.n))
        if someone_can_respond:
            assert ours_can == st.can_complete_bet_or_raise_to(), ctx
        else:
            assert not st.can_complete_bet_or_raise_to(), ctx
        if ours_can and st.can_complete_bet_or_raise_to():
            amounts = sorted(a.amount for a in legal if isinstance(a, Bet | Raise))
            assert all(isinstance(a, Bet) == (rnd.current == 0) for a in legal if isinstance(a, Bet | Raise))
            if self.limit == 1:  # fixed limit: the one bet size must agree exactly
                assert amounts == [1], ctx
                assert st.min_completion_betting_or_raising_to_amount == top + 1, ctx
                assert st.max_completion_betting_or_raising_to_amount == top + 1, ctx
            else:
                assert amounts == list(range(1, min(self.limit, self.stacks[seat] - rnd.to_call(seat)) + 1))
                assert st.max_completion_betting_or_raising_to_amount == st.stacks[i] + st.bets[i], ctx

    def common_actions(self) -> list[object]:
        """Our legal actions that pokerkit accepts as the same action."""
        st = self.pk_state
        seat = self.ours_turn()
        assert seat is not None
        out: list[object] = []
        for action in self.rnd.legal(seat, self.stacks[seat]):
            if isinstance(action, Bet | Raise):
                to = self.rnd.current + action.amount
                full = max(st.completion_betting_or_raising_amount, 1)
                if action.amount < full or not st.can_complete_bet_or_raise_to(to):
                    continue
            out.append(action)
        return out

    def act(self, action: object) -> None:
        seat = self.ours_turn()
        assert seat is not None
        self.log.append(f"{seat}:{action}")
        assert self.rnd.fault(seat, action, self.stacks[seat]) is None
        st = self.pk_state
        if action in (CHECK, CALL):
            st.check_or_call()
        elif action == FOLD:
            st.fold()
        else:
            assert isinstance(action, Bet | Raise)
            st.complete_bet_or_raise_to(self.rnd.current + action.amount)
        self.rnd.apply(seat, action, self.stacks)

    def compare_showdown(self) -> None:
        """Pots, eligible players and the split of each pot, once the betting is over."""
        st, rnd = self.pk_state, self.rnd
        ctx = f"{self.log} levels={self.levels}"
        assert rnd.done and not self.pk_betting(), ctx
        # uncalled chips pokerkit gave back (or, when all folded, left in front of the player)
        refund = [st.stacks[i] + st.bets[i] - self.stacks[s] for i, s in enumerate(self.order)]
        assert all(r >= 0 for r in refund), ctx
        layers = side_pots(ANTE * self.n, rnd.bets, rnd.contenders())
        pk_pots = list(st.pots)  # before the showdown: pokerkit's automatic muck would drop losers
        while st.can_show_or_muck_hole_cards(True):
            st.show_or_muck_hole_cards(True)  # everyone shows, as in a Rummoli showdown
        ours_multi = [(layer.chips, layer.eligible) for layer in layers if len(layer.eligible) > 1]
        pk_multi = [
            (pot.amount, tuple(self.order[i] for i in pot.player_indices))
            for pot in pk_pots
            if len(pot.player_indices) > 1
        ]
        assert ours_multi == pk_multi, ctx
        # chips only one player can win: our single-eligible layers, pokerkit's
        # single-player pots plus the uncalled chips it handed back
        ours_single = {s: 0 for s in self.order}
        for layer in layers:
            if len(layer.eligible) == 1:
                ours_single[layer.eligible[0]] += layer.chips
        pk_single = {s: refund[i] for i, s in enumerate(self.order)}
        for pot in pk_pots:
            if len(pot.player_indices) == 1:
                pk_single[self.order[pot.player_indices[0]]] += pot.amount
        assert ours_single == pk_single, ctx
        # the split of each pot.  pokerkit kills the hands that cannot win
        # anything and then re-forms the pots from the players left, so pots
        # with the same winners are merged; both are therefore grouped by
        # their winners (the best hands among the eligible players).
        strength = {s: self.levels[i] for i, s in enumerate(self.order)}
        won, _first = share(layers, strength)
        ours_groups: dict[frozenset[int], list[dict[int, int]]] = {}
        for layer, payout in won:
            best = max(strength[s] for s in layer.eligible)
            winners = [s for s in layer.eligible if strength[s] == best]
            assert set(payout) == set(winners), ctx
            q, r = divmod(layer.chips, len(winners))  # ours: odd chips one each from the dealer's left
            assert payout == {s: q + (1 if k < r else 0) for k, s in enumerate(winners)}, ctx
            ours_groups.setdefault(frozenset(winners), []).append(payout)
        pk_groups: dict[frozenset[int], list[dict[int, int]]] = {}
        for i, s in enumerate(self.order):
            if refund[i]:
                pk_groups.setdefault(frozenset([s]), []).append({s: refund[i]})
        while st.can_push_chips():
            push = st.push_chips()
            pot = st._pots[push.pot_index]
            best = max(self.levels[i] for i in pot.player_indices)
            winners = [self.order[i] for i in pot.player_indices if self.levels[i] == best]
            payout = {self.order[i]: a for i, a in enumerate(push.amounts) if a}
            q, r = divmod(sum(push.amounts), len(winners))  # pokerkit: the remainder to the first winner
            assert payout == {s: a for k, s in enumerate(winners) if (a := q + (r if k == 0 else 0))}, ctx
            pk_groups.setdefault(frozenset(winners), []).append(payout)
        total = {w: sum(sum(p.values()) for p in ps) for w, ps in ours_groups.items()}
        assert total == {w: sum(sum(p.values()) for p in ps) for w, ps in pk_groups.items()}, ctx
        for winners, ours in ours_groups.items():
            theirs = pk_groups[winners]
            if len(ours) == len(theirs) == 1 and len(winners) > 1:  # the same pot on both sides
                odd = sum(ours[0].values()) % len(winners)
                if odd <= 1:  # the odd-chip rules agree: exact payouts
                    assert {s: a for s, a in ours[0].items() if a} == theirs[0], ctx
                    self.compared_splits += 1

        while st.can_pull_chips():
            st.pull_chips()
        assert not st.status, ctx


def play(table: Table, rng: random.Random, script: list[object] | None = None) -> None:
    """Play a scripted or random legal sequence through both, comparing after every action."""
    table.compare_state()
    steps = iter(script or [])
    while not table.rnd.done:
        action = next(steps, None) if script is not None else None
        if action is None:
            choices = table.common_actions()
            assert choices, table.log
            action = rng.choice(choices)
        table.act(action)
        table.compare_state()
    table.compare_showdown()


def random_table(rng: random.Random, n: int | None = None, limit: int | None = None) -> Table:
    n = n or rng.randint(2, 6)
    dealer = rng.randrange(n)
    order = [(dealer + 1 + k) % n for k in range(n)]
    kinds = [rng.random() for _ in range(n)]
    stacks = [0 if x < 0.1 else rng.randint(1, 4) if x < 0.45 else rng.randint(5, 30) for x in kinds]
    limit = limit if limit is not None else rng.choice([1, 1, 2, 3, 5, 6])
    while True:
        levels = [rng.randrange(len(LEVEL_RANKS)) for _ in range(n)]
        if all(levels.count(v) <= 4 for v in set(levels)):
            break
    if rng.random() < 0.3:  # everybody ties: every pot is split
        levels = [0] * n if n <= 4 else levels
    return Table(order, stacks, limit, levels)


# --- scripted sequences -------------------------------------------------------


def test_rum7_betting_matches_pokerkit_opening_and_checks() -> None:
    """No blinds: the dealer's left opens; all check and the round ends."""
    table = Table(order=[1, 2, 0], stacks=[10, 10, 10], limit=5, levels=[0, 0, 1])
    assert table.pk_state.actor_index == 0 and table.ours_turn() == 1
    play(table, random.Random(0), [CHECK, CHECK, CHECK])


def test_rum7_betting_matches_pokerkit_skips_players_without_chips() -> None:
    """A player with no chips after the ante is all in from the start and never acts."""
    table = Table(order=[0, 1, 2], stacks=[0, 7, 9], limit=5, levels=[1, 0, 1])
    assert table.ours_turn() == 1
    play(table, random.Random(0), [Bet(5), CALL])


def test_rum7_betting_matches_pokerkit_no_betting_with_one_player_holding_chips() -> None:
    table = Table(order=[0, 1, 2], stacks=[0, 7, 0], limit=5, levels=[1, 0, 1])
    assert table.rnd.done and table.pk_state.actor_index is None
    play(table, random.Random(0), [])


def test_rum7_betting_matches_pokerkit_raise_cap_fixed_limit() -> None:
    """A bet and three raises, then only call or fold (bet_limit 1 = fixed limit)."""
    assert MAX_RAISES + 1 == BETS_AND_RAISES
    table = Table(order=[0, 1, 2], stacks=[20, 20, 20], limit=1, levels=[0, 1, 1])
    play(table, random.Random(0), [Bet(1), Raise(1), Raise(1), Raise(1), CALL, CALL])
    assert table.rnd.bets == [4, 4, 4]


def test_rum7_betting_matches_pokerkit_side_pots_and_odd_chip() -> None:
    """Short stacks call all in; the equal hands split each layer, odd chip to the dealer's left."""
    table = Table(order=[0, 1, 2, 3], stacks=[2, 20, 5, 20], limit=5, levels=[0, 0, 0, 0])
    play(table, random.Random(0), [Bet(2), Raise(3), CALL, CALL, CALL])


def test_rum7_betting_matches_pokerkit_all_fold_to_a_bet() -> None:
    table = Table(order=[2, 0, 1], stacks=[9, 9, 9], limit=3, levels=[0, 0, 1])
    play(table, random.Random(0), [CHECK, Bet(3), FOLD, FOLD])
    assert table.rnd.contenders() == (0,)


# --- random sequences ---------------------------------------------------------


@pytest.mark.parametrize("seed", range(4))
def test_rum7_betting_matches_pokerkit_random_sequences(seed: int) -> None:
    """100 random legal sequences per seed, 2-6 players, random (often short) stacks."""
    rng = random.Random(f"rum7-pokerkit-{seed}")
    for _ in range(100):
        play(random_table(rng), rng)


@pytest.mark.parametrize("n", [2, 3, 6])
def test_rum7_betting_matches_pokerkit_random_fixed_limit(n: int) -> None:
    """bet_limit 1 against pokerkit's fixed limit: bet sizes and the raise cap compared exactly."""
    rng = random.Random(f"rum7-fixed-{n}")
    for _ in range(60):
        play(random_table(rng, n=n, limit=1), rng)
