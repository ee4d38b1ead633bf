"""Rummoli (RUM-1..RUM-15): worked examples on stacked deals, computed by hand.

Most examples are three players with the dealer at seat 2, so the deal goes
seat 0, seat 1, seat 2, widow, 13 cards each.  After the ante every stack is
100 - 9 = 91 and every pot holds 3 chips.
"""

from __future__ import annotations

import json
import random
from collections.abc import Mapping
from typing import Any

import pytest

from conformance import assert_refused
from rummyhall.cards import format_card, is_red, pack, parse_card, parse_cards
from rummyhall.engine import BadOptions, IllegalAction
from rummyhall.games import make
from rummyhall.games.rummoli import (
    ANTE,
    PAY_CARDS,
    POTS,
    Rummoli,
    RummoliState,
    hand_sizes,
    parse_action,
    stack_deck,
)
from rummyhall.selfplay import play_game

HEARTS = "2h 3h 4h 5h 6h 7h 8h 9h Th Jh Qh Kh Ah"
SPADES = "2s 3s 4s 5s 6s 7s 8s 9s Ts Js Qs Ks As"
CLUBS = "2c 3c 4c 5c 6c 7c 8c 9c Tc Jc Qc Kc Ac"
DIAMONDS = "2d 3d 4d 5d 6d 7d 8d 9d Td Jd Qd Kd Ad"

# The stalemate deal: diamonds then spades are played out, the hearts are dead.
STALEMATE = {
    0: "2d 3d 4d 5d 6d 9c Tc Jc Qc Kc Ac 5s 6s",
    1: "7d 8d 9d Td Jd Qd Kd Ad 2s 3s 4s 7s 8c",
    2: "2c 3c 4c 5c 6c 7c 8s 9s Ts Js Qs Ks As",
}
# One suit each; seat 0 runs its clubs out and goes out.
SUITS = {0: CLUBS, 1: DIAMONDS, 2: HEARTS}
# Seat 0 and seat 1 hold no pay card; the widow holds a royal flush in spades.
AUCTION = {
    0: "2c 3c 4c 5c 6c 7c 8c 2h 3h 4h 5h 6h 7h",
    1: "2d 3d 4d 5d 6d 7d 8d 9d Td 2s 3s 4s 5s",
    2: "9c Tc Jc Qc Kc Ac 8h 9h Th Jh Qh Kh Ah",
}
AUCTION_WIDOW = "Jd Qd Kd Ad 6s 7s 8s 9s Ts Js Qs Ks As"


def start(
    hands: Mapping[int, str],
    widow: str,
    dealer: int = 2,
    players: int = 3,
    later: tuple[list[int], ...] = (),
    **options: Any,
) -> RummoliState:
    """A game whose first deal is exactly these hands (poker = showdown unless asked)."""
    game = Rummoli(players, {"poker": "showdown", **options})
    return game.new(0, decks=[stack_deck(hands, widow, dealer, players), *later], dealer=dealer)


def act(state: RummoliState, *moves: tuple[int, str]) -> None:
    for seat, text in moves:
        state.act(seat, text)


def pass_widow(state: RummoliState) -> None:
    """The dealer keeps and everyone passes: the widow stays out."""
    act(state, (state.dealer, "keep"))
    while state.phase == "auction":
        state.act(state.actors()[0], "pass")


def play_out(state: RummoliState, claim: bool = True) -> list[tuple[int, str]]:
    """Play forced cards (claiming every pot if ``claim``) until a choice or the round's end;
    returns who played what."""
    played: list[tuple[int, str]] = []
    start_round = state.round
    while not state.over and state.round == start_round and state.phase in ("rummoli", "claim"):
        seat = state.actors()[0]
        legal = [str(a) for a in state.legal(seat)]
        if state.phase == "claim":
            state.act(seat, "claim" if claim else "pass")
            continue
        if "claim" in legal and claim:
            state.act(seat, "claim")
            continue
        turn = state.turn
        assert turn is not None
        plays = [a for a in (str(x) for x in state.legal(turn)) if a.startswith("play")]
        if len(plays) != 1:
            break
        state.act(turn, plays[0])
        played.append((turn, plays[0][5:]))
    return played


def pots(state: RummoliState) -> dict[str, int]:
    return {p: c for p, c in state.pots.items() if c}


# RUM-1 .. RUM-3: equipment ------------------------------------------------------


def test_rum1_players_chips_and_one_pack() -> None:
    """RUM-1: 2 to 8 players, 52 cards, equal starting chips (default 100)."""
    for bad in (1, 9):
        with pytest.raises(BadOptions, match="2 to 8"):
            Rummoli(bad)
    with pytest.raises(BadOptions):
        Rummoli(3, {"starting_chips": 5})  # cannot even pay one ante
    with pytest.raises(BadOptions):
        Rummoli(3, {"jokers": 2})
    state = Rummoli(5, {"starting_chips": 40}).new(1)
    assert state.all_cards() == {c: 1 for c in pack()}
    assert state.stacks == [40 - ANTE] * 5
    assert Rummoli(3).options["starting_chips"] == 100


def test_rum1_aces_are_high_in_the_run() -> None:
    """RUM-1: the ace is the top of a suit: after Ac nothing follows in clubs (RUM-9)."""
    state = start(SUITS, SPADES)
    pass_widow(state)
    played = [c for _, c in play_out(state)]
    assert played == CLUBS.split()  # 2c up to Ac, never round the corner to 2c


def test_rum2_nine_pots() -> None:
    """RUM-2: the board has nine pots, and the ante puts a chip from each player in each."""
    assert len(POTS) == 9
    assert set(POTS) == {"Ts", "Jd", "Qc", "Kh", "As", "Kd-Ad", "7-8-9", "poker", "rummoli"}
    state = Rummoli(4).new(3)
    assert state.pots == dict.fromkeys(POTS, 4)


def test_rum3_pay_cards() -> None:
    """RUM-3: the seven pay cards."""
    assert set(parse_cards("Ts Jd Qc Kh As Kd Ad")) == PAY_CARDS


# RUM-4 / RUM-5: ante and deal -----------------------------------------------------


def test_rum4_ante_and_players_who_cannot_pay_leave() -> None:
    """RUM-4: 9 chips each before the deal; a player short of 9 leaves the game.

    Seat 0 leads its clubs and wins 7-8-9 (3); seat 1 wins Qc (3) and goes out
    with its 9d (Rummoli pot 3, seat 0 pays 5 for Th-Ah, seat 2 pays 13).
    From 25 chips: 25 - 9 + 1 (poker split) = 17 each, then seat 0 17 + 3 - 5
    = 15, seat 2 17 - 13 = 4, which cannot pay the next ante."""
    hands = {
        0: "2c 3c 4c 5c 6c 7c 8c 9c Th Jh Qh Kh Ah",
        1: "Tc Jc Qc Kc Ac 2d 3d 4d 5d 6d 7d 8d 9d",
        2: "Td Jd Qd Kd Ad 2h 3h 4h 5h 6h 7h 8h 9h",
    }
    state = start(hands, SPADES, starting_chips=25)
    assert state.stacks == [16, 16, 16]
    pass_widow(state)
    play_out(state)
    assert state.round == 2
    assert state.in_game == [True, True, False]
    assert state.stacks == [15 - ANTE, 17 + 3 + 3 + 5 + 13 - ANTE, 4]
    assert state.hands[2] == [] and state.dealer == 0
    assert [len(state.hands[s]) for s in (1, 0)] + [len(state.widow)] == [18, 17, 17]


def test_rum4_one_player_left_who_can_pay_takes_the_board() -> None:
    """RUM-4: seats 1 and 2 cannot pay the next ante, so they leave keeping their chips, and seat 0,
    the only one left, takes every chip on the board; the game ends without a final poker."""
    state = start(SUITS, SPADES, starting_chips=28, later=(pack(),))
    pass_widow(state)
    play_out(state)  # seat 0 goes out; seats 1 and 2 keep 28 - 9 + 1 - 13 = 7 chips
    assert state.over and state.round == 1 and state.deals == 1  # (no final deal)
    assert state.stacks == [3 * 28 - 7 - 7, 7, 7] and sum(state.pots.values()) == 0
    assert state.result is not None and state.result.winners == (0,)


def test_rum4_the_issue_game_the_short_player_leaves_before_the_final_poker() -> None:
    """RUM-4, the issue's self-play case (`selfplay rummoli --players 4 --seed 1708 --bots random
    -o starting_chips=9 -o rounds=none`): after round 1 seat 1 holds 6 chips and seat 3 holds 14.
    Seat 1 cannot pay and leaves with its 6; seat 3 is left alone and takes the board's 16:
    0 6 0 30.  (The old engine played a final poker between them, and seat 1 won 27 to 9.)"""
    recorder = play_game(Rummoli(4, {"starting_chips": 9, "rounds": None}), 1708, ["random"] * 4)
    assert recorder.state.result is not None
    assert recorder.state.result.scores == (0, 6, 0, 30) and recorder.state.result.winners == (3,)


def test_rum4_nobody_can_pay_so_everyone_still_in_plays_the_final_poker() -> None:
    """RUM-4 with RUM-14: when nobody can pay the full ante, the game ends with the final poker among
    everyone still in: here seats 0 and 1 (8 chips each) play for the 2-chip board, nobody leaves."""
    state = start(SUITS, SPADES, starting_chips=28, later=(pack(),))
    state.stacks = [8, 8, 0]
    state.in_game = [True, True, False]
    state.pots = dict.fromkeys(state.pots, 0)
    state.pots["poker"] = 2
    total = sum(state.stacks) + sum(state.pots.values())
    events = state._start_round()
    assert "nobody can pay the ante" in events[0].text and state.final
    assert state.in_game == [True, True, False]
    while not state.over:
        seat = state.actors()[0]
        state.apply(seat, state.legal(seat)[0])
    assert sum(state.stacks) == total and state.deals == 2
    assert state.stacks == [9, 9, 0]  # (dealt from an unshuffled pack, seats 0 and 1 share the 2 chips)


@pytest.mark.parametrize("players", range(2, 9))
def test_rum5_deal_sizes_and_order(players: int) -> None:
    """RUM-5: all 52 cards one at a time from the dealer's left, the widow last in each pass."""
    deck = pack()
    random.Random(players).shuffle(deck)
    dealer = players - 1
    state = Rummoli(players).new(0, decks=[deck], dealer=dealer)
    order = [*range(players), "widow"]  # the dealer's left is seat 0; the dealer is last before the widow
    places = [state.hands[s] if s != "widow" else state.widow for s in order]
    assert [len(p) for p in places] == hand_sizes(players + 1)
    for i, c in enumerate(deck):
        assert c in places[i % (players + 1)]
    assert sum(len(p) for p in places) == 52


def test_rum5_stack_deck_round_trips() -> None:
    """RUM-5: ``stack_deck`` builds the deck that deals the given hands."""
    state = start(STALEMATE, HEARTS)
    for seat, text in STALEMATE.items():
        assert sorted(state.hands[seat]) == sorted(parse_cards(text))
    assert sorted(state.widow) == sorted(parse_cards(HEARTS))
    with pytest.raises(BadOptions, match="must be dealt 13"):
        stack_deck({0: CLUBS + " 2s", 1: DIAMONDS, 2: HEARTS}, SPADES[3:], dealer=2, seats=3)


# RUM-6: the widow -------------------------------------------------------------------


def test_rum6_dealer_with_a_pay_card_must_keep() -> None:
    """RUM-6: the dealer holding a pay card may not exchange; the others holding one may not bid."""
    state = start(STALEMATE, HEARTS)
    assert state.actors() == (2,)
    assert [str(a) for a in state.legal(2)] == ["keep"]
    assert_refused(state, 2, "exchange")
    assert_refused(state, 0, "keep")
    state.act(2, "keep")
    assert state.actors() == (0, 1)
    assert [str(a) for a in state.legal(0)] == ["pass"]  # seat 0 holds Qc
    assert_refused(state, 0, "bid 1")
    with pytest.raises(IllegalAction, match="pay card"):
        state.act(1, "bid 1")
    act(state, (0, "pass"), (1, "pass"))
    assert state.widow_status == "dead" and state.phase == "rummoli"


def test_rum6_dealer_exchanges_unseen_and_the_dead_hand_is_hidden() -> None:
    """RUM-6: the dealer takes the widow; the hand given up is dead, in no view and no event."""
    dead = "2c 3c 4c 5c 6c 7c 8c 2h 3h 4h 5h 6h 7h"
    hands = {0: "9c Tc Jc Qc Kc Ac 8h 9h Th Jh Qh Kh Ah", 1: DIAMONDS, 2: dead}
    state = start(hands, SPADES, poker="betting")
    assert [str(a) for a in state.legal(2)] == ["keep", "exchange"]
    events = state.act(2, "exchange")
    assert sorted(state.hands[2]) == sorted(parse_cards(SPADES))
    assert sorted(state.widow) == sorted(parse_cards(dead))
    assert state.phase == "betting" and state.widow_status == "dead"
    dead_text = {format_card(c) for c in parse_cards(dead)}
    for viewer in (None, 0, 1, 2):
        shown = json.dumps(state.view(viewer))
        assert not any(f'"{c}"' in shown for c in dead_text)
        for event in events:
            assert not dead_text & {format_card(c) for c in event.seen_by(viewer).revealed}
    taken = [e for e in events if e.revealed]
    assert taken and all(e.private and e.seat == 2 for e in taken)
    assert state.view(2)["widow"] == {"cards": 13, "status": "dead", "taken_by": 2}


def test_rum6_auction_ascending_bids_paid_to_the_dealer() -> None:
    """RUM-6: whole-chip bids, each higher; the highest bidder pays the dealer and takes the widow."""
    state = start(AUCTION, AUCTION_WIDOW)
    state.act(2, "keep")
    assert state.actors() == (0, 1)
    assert [str(a) for a in state.legal(0)] == ["bid 1", "bid 2", "bid 3", "bid 4", "bid 5", "pass"]
    state.act(0, "bid 3")
    assert state.actors() == (1,)  # the high bidder is not asked
    assert_refused(state, 1, "bid 3")
    assert_refused(state, 1, "bid 92")  # more than seat 1 owns
    assert_refused(state, 2, "bid 10")  # the dealer does not bid
    assert_refused(state, 0, "bid 4")  # already the highest
    state.act(1, "bid 5")
    state.act(0, "bid 6")
    assert state.view(None)["auction"] == {"high_bid": 6, "high_bidder": 0, "bidders": [0, 1]}
    state.act(1, "pass")
    # then the showdown: seat 0's new royal flush ties seat 2's, the 3-chip pot splits 2 + 1
    assert state.stacks == [91 - 6 + 2, 91, 91 + 6 + 1]
    assert sorted(state.hands[0]) == sorted(parse_cards(AUCTION_WIDOW))
    assert sorted(state.widow) == sorted(parse_cards(AUCTION[0]))
    assert state.widow_taker == 0 and state.phase == "rummoli"


def test_rum6_any_higher_bid_the_bidder_owns_is_accepted() -> None:
    """RUM-6: ``legal`` lists the next five bids, but a jump bid up to the bidder's chips is fine."""
    state = start(AUCTION, AUCTION_WIDOW)
    state.act(2, "keep")
    state.act(1, "bid 91")
    state.act(0, "pass")
    # seat 1's new royal flush ties seat 2's: the 3-chip poker pot splits 2 + 1
    assert state.stacks == [91, 0 + 2, 182 + 1]


def test_rum6_nobody_bids_the_widow_stays_out() -> None:
    """RUM-6: with no bid the widow is dead; no chips move."""
    state = start(AUCTION, AUCTION_WIDOW)
    pass_widow(state)
    assert state.widow_status == "dead" and state.widow_taker is None
    assert sorted(state.widow) == sorted(parse_cards(AUCTION_WIDOW))


# RUM-7: poker ------------------------------------------------------------------------


def test_rum7_showdown_split_with_the_odd_chip_to_the_dealers_left() -> None:
    """RUM-7 (showdown): seat 0 buys the royal spades for 1; seats 0 and 2 tie with royal
    flushes over seat 1's ten-high straight flush; the 3-chip pot splits 2 (seat 0,
    first to the dealer's left) and 1 (seat 2).  Only the best five are shown."""
    state = start(AUCTION, AUCTION_WIDOW)
    act(state, (2, "keep"), (0, "bid 1"), (1, "pass"))
    assert state.stacks == [90 + 2, 91, 92 + 1]
    assert state.shown[0] == parse_cards("As Ks Qs Js Ts")
    assert state.shown[1] == parse_cards("Td 9d 8d 7d 6d")
    assert state.poker_winner == 0


def test_rum7_betting_round_fold_call_and_showdown() -> None:
    """RUM-7: seat 0 checks, seat 1 bets 5, seat 2 raises 5, seat 0 folds, seat 1 calls.
    Seat 2's royal flush beats seat 1: 3 + 10 + 10 = 23 chips."""
    state = start(AUCTION, AUCTION_WIDOW, poker="betting")
    pass_widow(state)
    assert state.phase == "betting" and state.actors() == (0,)
    assert [str(a) for a in state.legal(0)] == ["check", "bet 1", "bet 2", "bet 3", "bet 4", "bet 5"]
    assert_refused(state, 0, "fold")  # nothing to fold to
    assert_refused(state, 0, "bet 6")  # over the limit
    assert_refused(state, 1, "check")  # not seat 1's turn
    act(state, (0, "check"), (1, "bet 5"))
    assert_refused(state, 2, "check")
    assert state.view(2)["betting"]["to_call"] == 5
    act(state, (2, "raise 5"), (0, "fold"))
    assert state.chips_in_play() == 300
    state.act(1, "call")
    assert state.stacks == [91, 81, 91 - 10 + 23]
    assert state.shown[0] == [] and state.shown[2] == parse_cards("Ah Kh Qh Jh Th")  # hearts outrank clubs
    assert state.poker_winner == 2 and state.turn == 2
    assert [str(a) for a in state.legal(2)] == ["play 8h"]  # RUM-8/9: the winner leads the lowest card


def test_rum7_at_most_three_raises() -> None:
    """RUM-7: a bet and three raises, then only call or fold."""
    state = start(AUCTION, AUCTION_WIDOW, poker="betting")
    pass_widow(state)
    act(state, (0, "bet 1"), (1, "raise 1"), (2, "raise 1"), (0, "raise 1"))
    assert [str(a) for a in state.legal(1)] == ["call", "fold"]
    with pytest.raises(IllegalAction, match="capped"):
        state.act(1, "raise 1")
    act(state, (1, "call"), (2, "call"))
    assert state.phase == "rummoli"
    assert state.stacks == [91 - 4, 91 - 4, 91 - 4 + 3 + 12]


def test_rum7_everyone_folds_to_a_bet() -> None:
    """RUM-7: the last player not folded wins the pot without a showdown."""
    state = start(AUCTION, AUCTION_WIDOW, poker="betting")
    pass_widow(state)
    act(state, (0, "bet 5"), (1, "fold"), (2, "fold"))
    assert state.stacks == [91 + 3, 91, 91]
    assert state.shown == [[], [], []]
    assert state.poker_winner == 0


def test_rum7_all_in_side_pot_and_odd_chip() -> None:
    """RUM-7: from 15 chips (6 after the ante) seat 0 buys the widow for 4 and has 2.
    Seat 0 bets 2 (all in), seat 1 raises 4 (all in, 6), seat 2 calls 6.
    Main pot 3 + 2 + 2 + 2 = 9: seats 0 and 2 tie (royal flushes), 5 to seat 0
    (the odd chip, first from the dealer's left) and 4 to seat 2; the side pot
    4 + 4 = 8 goes to seat 2, whose royal flush beats seat 1's straight flush."""
    state = start(AUCTION, AUCTION_WIDOW, poker="betting", starting_chips=15)
    act(state, (2, "keep"), (0, "bid 4"), (1, "pass"))
    assert state.stacks == [2, 6, 10]
    assert [str(a) for a in state.legal(0)] == ["check", "bet 1", "bet 2"]
    act(state, (0, "bet 2"), (1, "raise 4"))
    assert [str(a) for a in state.legal(2)] == ["call", "fold", "raise 1", "raise 2", "raise 3", "raise 4"]
    state.act(2, "call")
    assert state.stacks == [5, 0, 4 + 4 + 8]
    assert state.chips_in_play() == 45
    assert state.poker_winner == 0 and state.turn == 0  # RUM-8
    assert state.in_game == [True, True, True]  # seat 1 plays the Rummoli phase with no chips


def test_rum7_short_stack_calls_all_in_for_less() -> None:
    """RUM-7: a call with too few chips puts in what the player has; the rest comes back."""
    state = start(AUCTION, AUCTION_WIDOW, poker="betting", starting_chips=15)
    act(state, (2, "keep"), (0, "bid 4"), (1, "pass"))
    act(state, (0, "check"), (1, "bet 5"))
    assert [str(a) for a in state.legal(2)][:2] == ["call", "fold"]
    act(state, (2, "call"), (0, "call"))  # seat 0 has 2: all in for 2
    # main pot 3 + 2 + 2 + 2 = 9, seats 0 and 2 tie: 5 and 4; side pot 3 + 3 to seat 2
    assert state.stacks == [5, 1, 5 + 4 + 6]


def test_rum7_parse_and_text_round_trip() -> None:
    for text in ("check", "call", "fold", "bet 3", "raise 5", "bid 12", "pass", "keep", "exchange", "play Qc", "claim"):
        assert str(parse_action(text)) == text
    for bad in ("bet", "bet x", "play 1x", "raise 2 3", "hello"):
        with pytest.raises(IllegalAction):
            parse_action(bad)


# RUM-8 .. RUM-12: the Rummoli phase ------------------------------------------------------


def test_rum8_the_poker_winner_leads_the_rummoli_phase() -> None:
    """RUM-8: seat 1 bets and the others fold, so seat 1 (not the dealer's left) leads,
    with its lowest card, 2d."""
    state = start(AUCTION, AUCTION_WIDOW, poker="betting")
    pass_widow(state)
    act(state, (0, "check"), (1, "bet 2"), (2, "fold"), (0, "fold"))
    assert state.poker_winner == 1 and state.phase == "rummoli"
    assert state.actors() == (1,) and [str(a) for a in state.legal(1)] == ["play 2d", "play 2s"]
    assert state.view(None)["need"] == {"kind": "lowest", "card": None, "colour": None}


def test_rum9_rum11_runs_colour_changes_and_stalemate() -> None:
    """RUM-8, RUM-9, RUM-10, RUM-11 worked through.

    All three hold royal flushes: the poker pot splits 1-1-1 and seat 0 (first
    from the dealer's left) leads its lowest card, 2d.  Diamonds run 2d-6d (seat 0),
    7d-Ad (seat 1: 7-8-9, Jd and K-A of diamonds pots).  After the ace seat 1 plays
    its lowest black card, 2s; spades run to As (seat 2 wins Ts and As).  After As
    red is needed: the hearts are dead and the diamonds played, so nobody can play:
    stalemate.  Seats pay 6, 1 and 6 chips into the Rummoli pot (3 + 13 = 16)."""
    state = start(STALEMATE, HEARTS)
    pass_widow(state)
    assert state.stacks == [92, 92, 92] and state.turn == 0
    played = play_out(state)
    assert [c for _, c in played] == (DIAMONDS + " 2s 3s 4s 5s 6s 7s 8s 9s Ts Js Qs Ks As").split()
    assert [s for s, _ in played] == [0] * 5 + [1] * 8 + [1] * 3 + [0] * 2 + [1] + [2] * 7
    assert state.round == 2  # the next round has begun: see the carry-over test


def test_rum11_stalemate_payments_and_rum13_carry_over() -> None:
    """RUM-11/RUM-13: after the stalemate the Rummoli pot (16) carries over and grows
    by the next ante (19); Qc and Kh (unplayed) hold 6; the deal passes to seat 0."""
    state = start(STALEMATE, HEARTS)
    pass_widow(state)
    play_out(state)
    assert state.stacks == [92 - 6 - ANTE, 92 + 9 - 1 - ANTE, 92 + 6 - 6 - ANTE]
    assert pots(state) == {
        "Ts": 3,
        "Jd": 3,
        "Qc": 6,
        "Kh": 6,
        "As": 3,
        "Kd-Ad": 3,
        "7-8-9": 3,
        "poker": 3,
        "rummoli": 19,
    }
    assert state.dealer == 0 and state.round == 2
    assert state.chips_in_play() == 300


def test_rum9_duty_passes_clockwise_and_going_out_rum12() -> None:
    """RUM-9/RUM-12: as in the stalemate deal, but seat 1 holds 5h instead of 8c.
    After As nobody to seat 2's left holds red until seat 1, who plays 5h (6h is
    dead) and, holding nothing more, goes out: Rummoli pot 3, and seats 0 and 2
    pay one chip per card left (6 each)."""
    hands = dict(STALEMATE)
    hands[1] = hands[1].replace("8c", "5h")
    state = start(hands, HEARTS.replace("5h", "8c"))
    pass_widow(state)
    events: list[str] = []
    while state.round == 1:
        turn = state.turn
        assert turn is not None
        (only,) = state.legal(turn)
        events += [f"{e.seat} {e.text}" for e in state.apply(turn, only)]
    assert "2 holds no red card" in events and "0 holds no red card" in events
    assert "1 must play their lowest red card" in events
    assert "1 goes out" in events
    assert state.stacks == [92 - 6 - ANTE, 92 + 9 + 3 + 12 - ANTE, 92 + 6 - 6 - ANTE]


def test_rum9_lowest_card_choice_and_refusals() -> None:
    """RUM-9: the leader may play any of their equally lowest cards; others are refused."""
    hands = {0: "2c 2s 3d 4d 5d 6d 7d 8d 9d Td Jd Qd Kd", 1: "Ad 3c 4c 5c 6c 7c 8c 9c Tc Jc Qc Kc Ac", 2: HEARTS}
    state = start(hands, "3s 4s 5s 6s 7s 8s 9s Ts Js Qs Ks As 2d", poker="betting")
    pass_widow(state)
    act(state, (0, "bet 1"), (1, "fold"), (2, "fold"))
    assert [str(a) for a in state.legal(0)] == ["play 2c", "play 2s"]
    with pytest.raises(IllegalAction, match="lowest card: 2c or 2s"):
        state.act(0, "play 3d")
    assert_refused(state, 0, "play Ah")  # not held
    assert_refused(state, 1, "play 3c")  # not their turn
    state.act(0, "play 2c")
    assert state.turn == 1 and [str(a) for a in state.legal(1)] == ["play 3c"]
    with pytest.raises(IllegalAction, match="next card, 3c"):
        state.act(1, "play Ad")


def test_rum9_a_card_already_played_stops_the_run() -> None:
    """RUM-9 (open point): a next card already played cannot be played either.

    Seat 0 wins the pot (the others fold), leads 4h 5h (6h is dead), then its
    lowest black card, 5c, up to Ac.  Red is needed: seat 0 has none, so seat 1
    plays its lowest red, 2h, then 3h; 4h was played already, so seat 1 switches
    to black (2s)."""
    hands = {
        0: "4h 5h As Ac Kc Qc Jc Tc 9c 8c 7c 6c 5c",
        1: "2h 3h 2s 3s 4s 5s 6s 7s 8s 9s Ts Js Qs",
        2: DIAMONDS,
    }
    state = start(hands, "6h 7h 8h 9h Th Jh Qh Kh Ah 2c 3c 4c Ks", poker="betting")
    pass_widow(state)
    act(state, (0, "bet 1"), (1, "fold"), (2, "fold"))
    played = []
    while state.run[-1:] != [(1, parse_card("3h"))]:
        turn = state.turn
        assert turn is not None
        (only,) = state.legal(turn)
        state.apply(turn, only)
        played.append(str(only)[5:])
    assert played == ["4h", "5h", "5c", "6c", "7c", "8c", "9c", "Tc", "Jc", "Qc", "Kc", "Ac", "2h", "3h"]
    assert state.turn == 1 and state.need == "colour" and not state.need_red
    assert [str(a) for a in state.legal(1)] == ["play 2s"]
    assert state.pots["7-8-9"] == 0 and state.stacks[0] == 91 + 3 + 3 + 3  # poker, 7-8-9, Qc
    # determinize keeps what is public: seat 0 is known to hold no red card
    for seed in range(20):
        other = state.determinize(2, random.Random(seed))
        assert not any(is_red(c) for c in other.hands[0])
        assert other.view(2) == state.view(2)


def test_rum10_pots_won_only_by_one_players_cards() -> None:
    """RUM-10: 7-8-9 and K-A of diamonds count only when one player plays them in a row.

    Seat 0 (royal clubs, tied with seat 2's royal hearts; 2 + 1 of the poker pot)
    leads 2d-7d; seat 1 plays 8d, seat 0 9d: no 7-8-9.  Seat 1: Td, Jd (pot), Qd;
    seat 0 Kd; seat 1 Ad: no K-A pot.  Seat 1 then runs 2c-9c, winning 7-8-9
    with its last card and going out: seat 0 pays 5 (Tc-Ac), seat 2 pays 13."""
    hands = {
        0: "2d 3d 4d 5d 6d 7d 9d Kd Tc Jc Qc Kc Ac",
        1: "8d Td Jd Qd Ad 2c 3c 4c 5c 6c 7c 8c 9c",
        2: HEARTS,
    }
    state = start(hands, SPADES)
    pass_widow(state)
    assert state.stacks == [93, 91, 92]
    events: list[str] = []
    while state.round == 1:
        turn = state.turn
        assert turn is not None
        (only,) = state.legal(turn)
        events += [f"{e.seat} {e.text}" for e in state.apply(turn, only)]
    wins = [e for e in events if "wins the" in e]
    assert wins == [
        "1 wins the jack of diamonds pot: 3 chips",
        "1 wins the 7-8-9 pot: 3 chips",
        "1 wins the Rummoli pot: 3 chips",
    ]
    assert state.stacks == [93 - 5 - ANTE, 91 + 9 + 5 + 13 - ANTE, 92 - 13 - ANTE]
    assert state.pots["Kd-Ad"] == 6  # not won: carried over and topped up


def test_rum10_strict_claims() -> None:
    """RUM-10 with ``strict_claims``: a pot is taken only by ``claim`` before the next card.

    Seat 0 completes 7-8-9 with 9c while seat 1 holds Tc: both are asked; seat 1
    plays first, so the pot stays.  Seat 1 claims Qc.  Seat 1 later plays
    7d 8d 9d, its last cards: the round waits for it to claim or pass."""
    hands = {
        0: "2c 3c 4c 5c 6c 7c 8c 9c Th Jh Qh Kh Ah",
        1: "Tc Jc Qc Kc Ac 2d 3d 4d 5d 6d 7d 8d 9d",
        2: "Td Jd Qd Kd Ad 2h 3h 4h 5h 6h 7h 8h 9h",
    }
    state = start(hands, SPADES, strict_claims=True)
    pass_widow(state)
    for c in ["2c", "3c", "4c", "5c", "6c", "7c", "8c", "9c"]:
        state.act(0, f"play {c}")
    assert state.actors() == (0, 1) and state.may_pass(0) and not state.may_pass(1)
    assert [str(a) for a in state.legal(0)] == ["claim"]
    assert_refused(state, 1, "claim")
    events = state.act(1, "play Tc")
    assert "did not claim" in events[0].text and state.pots["7-8-9"] == 3
    act(state, (1, "play Jc"), (1, "play Qc"))
    assert [str(a) for a in state.legal(1)] == ["claim", "play Kc"]
    state.act(1, "claim")
    assert state.stacks[1] == 92 + 3
    for c in ["Kc", "Ac", "2d", "3d", "4d", "5d", "6d", "7d", "8d", "9d"]:
        state.act(1, f"play {c}")
    assert state.phase == "claim" and state.actors() == (1,)
    assert [str(a) for a in state.legal(1)] == ["claim", "pass"]
    state.act(1, "pass")
    assert state.round == 2 and state.pots["7-8-9"] == 6
    assert state.stacks == [92 - 5 - ANTE, 95 + 3 + 5 + 13 - ANTE, 92 - 13 - ANTE]


def test_rum10_claims_are_automatic_without_strict_claims() -> None:
    """RUM-10: with strict_claims off, ``claim`` is never needed or allowed."""
    state = start(SUITS, SPADES)
    pass_widow(state)
    for c in ["2c", "3c", "4c", "5c", "6c", "7c", "8c", "9c"]:
        state.act(0, f"play {c}")
    assert state.pots["7-8-9"] == 0
    with pytest.raises(IllegalAction, match="automatically"):
        state.act(0, "claim")


def test_rum12_going_out_takes_the_rummoli_pot_and_a_chip_per_card() -> None:
    """RUM-12: seat 0 runs its 13 clubs: 7-8-9 (3), Qc (3), the Rummoli pot (3) and
    13 chips from each of the others.  92 + 9 + 26 = 127; 92 - 13 = 79."""
    state = start(SUITS, SPADES, rounds=5)
    pass_widow(state)
    play_out(state)
    assert state.stacks == [127 - ANTE, 79 - ANTE, 79 - ANTE]
    assert pots(state)["rummoli"] == 3


def test_rum12_a_player_left_without_chips_leaves() -> None:
    """RUM-12: paying what they can, a player with no chips left leaves the game."""
    state = start(SUITS, SPADES, starting_chips=21, rounds=5)  # 21 - 9 + 1 = 13: pays all 13
    pass_widow(state)
    play_out(state)
    assert state.stacks[1:] == [0, 0]
    assert state.over  # all but one out of chips: the game ends (RUM-14)
    assert state.stacks[0] == 63 and state.result is not None and state.result.winners == (0,)


# RUM-14: the end of the game --------------------------------------------------------------


FINAL_DEAL = {  # with seat 0 dealing: seat 1 gets the royal spades
    1: SPADES,
    2: "2c 3c 4c 5c 6c 7c 8c 8d 9d Td Jd Qd Kd",
    0: "2h 3h 4h 5h 6h 7h 8h 2d 3d 4d 5d 6d 7d",
}
FINAL_WIDOW = "9c Tc Jc Qc Kc Ac 9h Th Jh Qh Kh Ah Ad"


def test_rum14_final_poker_for_the_whole_board() -> None:
    """RUM-14: after the last round the board (Qc 3, Kh 3, Rummoli 16) is one pot of 22,
    played for in one poker round on a fresh deal (dealer seat 0, widow dead)."""
    final = stack_deck(FINAL_DEAL, FINAL_WIDOW, dealer=0, seats=3)
    state = start(STALEMATE, HEARTS, rounds=1, later=(final,))
    pass_widow(state)
    play_out(state)
    assert state.over and state.phase == "over"
    assert state.dealer == 0 and state.widow_status == "dead"
    assert state.stacks == [86, 100 + 22, 92]
    assert sum(state.pots.values()) == 0
    assert state.result is not None and state.result.winners == (1,) and state.result.scores == (86, 122, 92)


def test_rum14_final_poker_per_pot_smallest_first() -> None:
    """RUM-14 ``final_poker=per_pot``: Qc (3), then Kh (3, board order breaks the tie), then
    the Rummoli pot (16), each on a fresh deal with the deal passing on: the royal flush
    goes to seat 1, then seat 2, then seat 0."""
    decks = tuple(stack_deck(FINAL_DEAL, FINAL_WIDOW, dealer=0, seats=3) for _ in range(3))
    state = start(STALEMATE, HEARTS, rounds=1, final_poker="per_pot", later=decks)
    pass_widow(state)
    events: list[str] = []
    while state.round == 1 and not state.over:
        turn = state.turn
        assert turn is not None
        (only,) = state.legal(turn)
        events += [e.text for e in state.apply(turn, only)]
    finals = [e for e in events if e.startswith("final poker")]
    assert [e.split(" pot")[0] for e in finals] == [
        "final poker for the queen of clubs",
        "final poker for the king of hearts",
        "final poker for the Rummoli",
    ]
    assert state.stacks == [86 + 16, 100 + 3, 92 + 3]
    assert state.result is not None and state.result.winners == (1,)


def test_rum14_final_poker_with_betting() -> None:
    """RUM-14: with poker=betting the final round has its betting round too."""
    final = stack_deck(FINAL_DEAL, FINAL_WIDOW, dealer=0, seats=3)
    state = start(STALEMATE, HEARTS, rounds=1, later=(final,), poker="betting")
    pass_widow(state)
    act(state, (0, "check"), (1, "check"), (2, "check"))
    play_out(state)
    assert state.phase == "betting" and state.final and state.actors() == (1,)
    act(state, (1, "bet 5"), (2, "call"), (0, "fold"))
    assert state.over and state.stacks == [86, 100 + 22 + 5, 92 - 5]


# RUM-15 and the protocol ------------------------------------------------------------------


def test_rum15_chips_conserved_through_a_worked_round() -> None:
    """RUM-15: stacks + pots + bets stay 300 after every action of a round with betting."""
    state = start(AUCTION, AUCTION_WIDOW, poker="betting", starting_chips=100)
    moves = [
        (2, "keep"),
        (0, "bid 2"),
        (1, "bid 3"),
        (0, "pass"),
        (0, "bet 3"),
        (1, "raise 5"),
        (2, "call"),
        (0, "raise 5"),
        (1, "call"),
        (2, "fold"),
    ]
    for seat, text in moves:
        state.act(seat, text)
        assert state.chips_in_play() == 300
    while state.round == 1:
        turn = state.turn
        assert turn is not None
        state.apply(turn, state.legal(turn)[0])
        assert state.chips_in_play() == 300
        assert state.all_cards() == {c: 1 for c in pack()}


def test_views_show_only_what_a_seat_may_see() -> None:
    state = start(AUCTION, AUCTION_WIDOW)
    view = state.view(0)
    assert view["hand"] == [format_card(c) for c in sorted(parse_cards(AUCTION[0]), key=lambda c: (c & 3, c >> 2))]
    assert "hand" not in state.view(None)
    assert view["widow"] == {"cards": 13, "status": "widow", "taken_by": None}
    assert [p["cards"] for p in view["players"]] == [13, 13, 13]
    text = json.dumps(state.view(1))
    assert '"Jd"' not in text.replace('"Jd": 3', "")  # the widow's cards are nowhere


def test_make_registry_and_option_checks() -> None:
    assert isinstance(make("rummoli", 4), Rummoli)
    with pytest.raises(BadOptions, match="poker"):
        make("rummoli", 4, {"poker": "stud"})
    with pytest.raises(BadOptions, match="rounds"):
        make("rummoli", 4, {"rounds": 0})
    assert make("rummoli", 4, {"rounds": None}).options["rounds"] is None
    with pytest.raises(BadOptions, match="52 cards"):
        Rummoli(3).new(0, decks=[pack()[:51]])


def test_last_round_shows_every_hand_once_the_round_is_over() -> None:
    """The end-of-round summary: nothing while the first round is played; when it ends,
    every view shows each player's cards left (one chip paid for each) and the pots won."""
    game = make("rummoli", 3, {"rounds": 2})
    state = game.new(4)
    assert all(state.view(s)["last_round"] is None for s in (0, 1, 2, None))
    while state.round == 1:
        seat = state.actors()[0]
        before = [list(h) for h in state.hands] if state.phase in ("rummoli", "claim") else None
        stacks = list(state.stacks)
        state.act(seat, str(state.legal(seat)[0]))
        assert state.round > 1 or state.view(None)["last_round"] is None
    last = state.view(None)["last_round"]
    assert last is not None and last["round"] == 1
    assert last == state.view(0)["last_round"] == state.view(1)["last_round"]
    assert before is not None  # (the round ended in its run of cards)
    left = [sorted(format_card(c) for c in h) for h in before]
    out = last["out"]
    if out is not None:  # the last card was the one that went out
        assert not last["hands"][out]
    for s, hand in enumerate(last["hands"]):
        assert len(hand) <= len(left[s]) and set(hand) <= set(left[s])
        if s != out and hand:
            assert last["chips"][s] == max(stacks[s] - len(hand), 0)
    assert all(w["round"] == 1 for w in last["wins"])
