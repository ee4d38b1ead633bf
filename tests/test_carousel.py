"""Carousel (CAR-1..CAR-13) on the engine protocol.

Scores are worked out by hand in the docstrings; positions are set up with
``CarouselState.from_position`` (hands, draw pile in drawing order, table).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conformance import assert_refused
from rummyhall.bots import make_bot
from rummyhall.cards import JOKER, format_cards, pack, parse_card, parse_cards
from rummyhall.engine import BadOptions, IllegalAction, fill
from rummyhall.games import make
from rummyhall.games.carousel import (
    DRAW,
    KNOCK,
    PASS,
    Carousel,
    CarouselState,
    Meld,
    arranged,
    as_played,
    final_scores,
    hand_value,
    parse_action,
    quick_placement,
    score_round,
)
from rummyhall.melds import carousel_joker_fault as joker_fault
from rummyhall.melds import carousel_meld_fault
from rummyhall.selfplay import play_game

QUICK = settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def position(
    hands: Sequence[str],
    pile: str = "",
    table: str = "",
    players: int | None = None,
    **kwargs: object,
) -> CarouselState:
    game = Carousel(players or len(hands), {k: v for k, v in kwargs.items() if k in Carousel.OPTIONS})
    rest = {k: v for k, v in kwargs.items() if k not in Carousel.OPTIONS}
    return CarouselState.from_position(game, hands, pile, table, **rest)  # type: ignore[arg-type]


def table_text(state: CarouselState) -> list[str]:
    return [format_cards(m) for m in state.table]


def refused(state: CarouselState, seat: int, text: str, reason: str) -> None:
    """``text`` is refused with a reason containing ``reason``, and nothing changes."""
    before = state.snapshot()
    with pytest.raises(IllegalAction) as error:
        state.act(seat, text)
    assert reason in error.value.reason, error.value.reason
    assert state.snapshot() == before


# CAR-1, CAR-2: cards and deal --------------------------------------------------


def test_car1_two_players_one_pack_and_one_joker() -> None:
    """CAR-1: two players play with 53 cards (one pack, one joker)."""
    state = make("carousel", 2).new(1)
    assert state.all_cards() == Counter([*pack(), JOKER])


@pytest.mark.parametrize("players", [3, 4, 5])
def test_car1_three_or_more_two_packs_and_two_jokers(players: int) -> None:
    """CAR-1: three or more players play with 106 cards (two packs, two jokers)."""
    state = make("carousel", players).new(1)
    assert state.all_cards() == Counter(pack() * 2 + [JOKER] * 2)


@pytest.mark.parametrize("players", [1, 6])
def test_car1_two_to_five_players(players: int) -> None:
    """CAR-1: 2 to 5 players."""
    with pytest.raises(BadOptions, match="2 to 5"):
        make("carousel", players)


def test_car2_deal_ten_each_left_of_dealer_starts() -> None:
    """CAR-2: ten cards each, the rest is the draw pile; the dealer's left starts."""
    for players in (2, 3, 5):
        state = make("carousel", players).new(4)
        view = state.view(None)
        assert [p["cards"] for p in view["players"]] == [10] * players
        assert view["draw_pile"] == (53 if players == 2 else 106) - 10 * players
        assert view["turn"] == (view["dealer"] + 1) % players
        assert view["table"] == []
        assert state.actors() == (view["turn"],)


def test_car2_cards_dealt_one_at_a_time_from_the_dealers_left() -> None:
    """CAR-2: the shuffled cards go one at a time round the table, starting left of the dealer."""
    state = Carousel(3).new(21)
    rng = random.Random(21)
    dealer = rng.randrange(3)
    cards = sorted(pack() * 2 + [JOKER] * 2)
    rng.shuffle(cards)
    hands: list[list[int]] = [[], [], []]
    for _ in range(10):
        for i in (1, 2, 3):
            hands[(dealer + i) % 3].append(cards.pop())
    assert state.dealer == dealer
    assert state.hands == hands
    assert state.pile == cards


def test_car2_first_dealer_is_random() -> None:
    """CAR-2: the first dealer is chosen at random (it varies with the seed)."""
    dealers = {make("carousel", 4).new(seed).view(None)["dealer"] for seed in range(30)}
    assert len(dealers) > 2


def test_car2_deal_passes_clockwise_each_round() -> None:
    """CAR-2: when a round ends and nobody reached the target, the next dealer is the
    one to the left; ten cards each again, and every card is back in play."""
    state = Carousel(3).new(8)
    cards = state.all_cards()
    rng = random.Random(8)
    first_dealer = state.dealer
    while state.round == 1:
        seat = state.actors()[0]
        state.apply(seat, rng.choice(state.legal(seat)))
    assert not state.over  # this seed's first round leaves everyone below 150
    assert state.dealer == (first_dealer + 1) % 3
    assert state.turn == (state.dealer + 1) % 3
    assert [len(h) for h in state.hands] == [10, 10, 10]
    assert state.table == []
    assert state.all_cards() == cards
    assert state.view(None)["last_round"]["round"] == 1


# CAR-3, CAR-4: melds ------------------------------------------------------------


def test_car3_group_of_distinct_suits() -> None:
    """CAR-3: three or four of a rank in different suits; never two of one suit."""
    state = position(["Qc Qh 2c", "Kc"], "3d 3d", "Qc Qd Qs")
    state.act(0, "draw")
    refused(state, 0, "meld Qc Qd Qs | Qc Qh 3d", "meld 2 (Qc Qh 3d): Not a ")
    refused(state, 0, "meld Qc Qd Qs Qc", "meld 1 (Qc Qd Qs Qc): Not a group: two cards of c")
    refused(state, 0, "meld Qc Qd Qs Qh Qc", "a group has 3 or 4 cards")
    state.act(0, "meld Qc Qd Qs Qh")
    assert table_text(state) == ["Qc Qd Qh Qs"]


def test_car4_sequences_ace_low_or_high_never_round_the_corner() -> None:
    """CAR-4: A-2-3 and Q-K-A are sequences, K-A-2 is not, nor a gap."""
    hand = "Ah 2h 3h Qs Ks As Kd Ad 2d 5c 7c 6c 9c"
    state = position([hand, "Kc"], "Tc Tc")
    state.act(0, "draw")
    refused(state, 0, "meld Kd Ad 2d", "K-A-2 turns the corner")
    refused(state, 0, "meld 5c 7c 9c", "not consecutive")
    state.act(0, "meld Ah 2h 3h | Qs Ks As | 5c 6c 7c")
    assert table_text(state) == ["Ah 2h 3h", "Qs Ks As", "5c 6c 7c"]


# CAR-5: jokers --------------------------------------------------------------------


def test_car5_joker_declared_when_laid() -> None:
    """CAR-5: a joker on the table says what it stands for; a bare joker is refused."""
    state = position(["* 5h 6h 9c", "Kc"], "Tc Tc")
    state.act(0, "draw")
    refused(state, 0, "meld 5h 6h *", "must say which card it stands for")
    state.act(0, "meld 5h 6h *7h")
    assert table_text(state) == ["5h 6h *7h"]
    assert state.hands[0] == [parse_card("9c"), parse_card("Tc")]


def test_car5_joker_keeps_its_card_but_may_move() -> None:
    """CAR-5: a joker may not change its card without the real card; it may move elsewhere keeping it."""
    state = position(["Th 4c", "Kc"], "2c 2d", "*7h 8h 9h | 4h 5h 6h")
    state.act(0, "draw")
    refused(state, 0, "meld 4h 5h 6h | 8h 9h Th *Jh", "the joker *7h can only change if the real 7h")
    # the joker keeps *7h but moves: 4h 5h 6h *7h and 8h 9h Th
    state.act(0, "meld 4h 5h 6h *7h | 8h 9h Th")
    assert table_text(state) == ["4h 5h 6h *7h", "8h 9h Th"]


def test_car5_replaced_joker_is_used_again_same_turn() -> None:
    """CAR-5: the real card (from the hand) frees the joker, which takes a new card at once."""
    state = position(["7h Kc Kd", "Qc"], "Tc Tc", "6h *7h 8h")
    state.act(0, "draw")
    state.act(0, "meld 6h 7h 8h | Kc Kd *Kh")
    assert table_text(state) == ["6h 7h 8h", "Kc Kd *Kh"]
    assert sorted(state.hands[0]) == sorted(parse_cards("Tc"))


def test_car5_real_card_from_another_meld_frees_the_joker() -> None:
    """CAR-5: the real card may come from another meld on the table."""
    state = position(["Jc Jd", "Qc"], "Tc Tc", "5s 6s *7s | 7c 7d 7h 7s")
    state.act(0, "draw")
    state.act(0, "meld 5s 6s 7s | 7c 7d 7h | Jc Jd *Js")
    assert table_text(state) == ["5s 6s 7s", "7c 7d 7h", "Jc Jd *Js"]


def test_car5_joker_never_goes_back_to_a_hand() -> None:
    """CAR-5: a replaced joker may not be taken into a hand: it must stay on the table."""
    state = position(["7h 2c", "Qc"], "Tc Tc", "6h *7h 8h")
    state.act(0, "draw")
    refused(state, 0, "meld 6h 7h 8h", "a joker was on the table and is missing")


# CAR-6: a turn ----------------------------------------------------------------------


def test_car6_draw_then_meld_ends_the_turn() -> None:
    """CAR-6: draw one card, then meld; melding ends the turn."""
    state = position(["5h 6h 2c", "Kc Kd", "Qs"], "7h 9c 9d")
    refused(state, 0, "meld 5h 6h 7h", "draw first")
    assert state.legal(0) == [DRAW]
    state.act(0, "draw")
    assert DRAW in state.legal(0) and PASS not in state.legal(0)
    state.act(0, "meld 5h 6h 7h")
    assert (state.turn, state.phase, state.draws) == (1, "draw", 0)


def test_car6_up_to_three_draws_then_the_turn_ends_without_meld() -> None:
    """CAR-6: no meld after the first or second draw: draw again; the third draw ends the turn."""
    state = position(["Kh Kd 2c", "Qc Qd", "Js"], "Ks 5c 6c 7c")
    state.act(0, "draw")  # Ks: Kd Kh Ks could be melded now
    assert any(isinstance(a, Meld) for a in state.legal(0))
    refused(state, 0, "pass", "draw again")
    state.act(0, "draw")
    events = state.act(0, "draw")
    assert events[0].text == "drew card 3 of this turn"
    assert (state.turn, state.phase) == (1, "draw")
    assert len(state.hands[0]) == 6
    refused(state, 0, "meld Kd Kh Ks", "not your turn")


def test_car6_no_meld_after_the_third_draw_even_when_knocking_is_possible() -> None:
    """CAR-6, CAR-8: after the third draw only knock or pass remain (no meld)."""
    state = position(["Ac", "Kc Kd"], "Ad Ah As 9c")
    for _ in range(3):
        state.act(0, "draw")
    assert state.phase == "knock"
    assert state.legal(0) == [KNOCK, PASS]
    refused(state, 0, "meld Ac Ad Ah As", "after the third draw the turn ends with no meld")
    state.act(0, "pass")
    assert state.turn == 1


def test_car6_after_the_third_draw_the_turn_passes_by_itself() -> None:
    """CAR-6: with no knock possible the turn simply ends after the third draw."""
    state = position(["Kc", "Qc Qd"], "Kd Ks 9c 9d")
    for _ in range(3):
        state.act(0, "draw")
    assert (state.turn, state.phase) == (1, "draw")


# CAR-7: melding and manipulation ------------------------------------------------------------


def test_car7_first_meld_on_empty_table_needs_a_whole_meld() -> None:
    """CAR-7: the first meld on an empty table contains a group or sequence of three or more."""
    state = position(["5h 6h 9c", "Kc"], "7h Tc")
    state.act(0, "draw")
    refused(state, 0, "meld 5h 6h", "a sequence needs at least 3 cards")
    state.act(0, "meld 5h 6h 7h")
    assert table_text(state) == ["5h 6h 7h"] and state.hands[0] == parse_cards("9c") and state.melded[0]


def test_car7_table_rearranged_split_and_regrouped() -> None:
    """CAR-7: a sequence is split and its cards move into new groups with hand cards."""
    state = position(["6c 6d Tc", "Kc"], "2c 2d", "3h 4h 5h 6h 7h 8h 9h")
    state.act(0, "draw")
    state.act(0, "meld 3h 4h 5h | 6c 6d 6h | 7h 8h 9h")
    assert table_text(state) == ["3h 4h 5h", "6c 6d 6h", "7h 8h 9h"]
    assert sorted(state.hands[0]) == sorted(parse_cards("Tc 2c"))


def test_car7_no_card_may_leave_the_table() -> None:
    """CAR-7: every card that was on the table must still be there."""
    state = position(["Kh 2c", "Qc"], "Tc Tc", "Kc Kd Ks | 5h 6h 7h")
    state.act(0, "draw")
    refused(state, 0, "meld Kc Kh Ks | 5h 6h 7h", "Kd was on the table and is missing")
    refused(state, 0, "meld Kc Kd Kh Ks", "5h was on the table and is missing")


def test_car7_at_least_one_card_from_the_hand() -> None:
    """CAR-7: a rearrangement alone is not a meld; every added card must be held."""
    state = position(["Kh 2c", "Qc"], "Tc Tc", "Kc Kd Ks | 5h 6h 7h")
    state.act(0, "draw")
    refused(state, 0, "meld Kd Kc Ks | 5h 6h 7h", "at least one card from your hand")
    refused(state, 0, "meld Kc Kd Ks | 5h 6h 7h 8h", "you do not hold 8h")
    refused(state, 0, "meld Kc Kd Ks | 5h 6h 7h | 2c 2c 2c", "you hold 1 2c, not 3")
    refused(state, 0, "meld Kc Kd Ks Kh | 5h 6h 7h | *2d 2c *2h", "you do not hold a joker")


def test_car7_option_initial_meld_from_hand() -> None:
    """CAR-7 option initial_meld_from_hand: the first meld of a round holds a whole meld of
    hand cards; adding to table melds alone is refused until then."""
    state = position(
        ["Kh 9c 9d 9s 2c", "Qc Qh", "Js"],
        "Tc Tc Td Th 3c 3d 3h 3s 4c 4d 4h 4s",
        "Kc Kd Ks",
        initial_meld_from_hand=True,
    )
    state.act(0, "draw")
    refused(state, 0, "meld Kc Kd Kh Ks", "initial_meld_from_hand")
    assert all(
        any(not as_played(m) - Counter(state.hands[0]) for m in a.melds) for a in state.legal(0) if isinstance(a, Meld)
    )
    state.act(0, "meld Kc Kd Ks | 9c 9d 9s")
    assert state.melded[0]
    for seat in (1, 2):
        state.act(seat, "draw")
        state.act(seat, "draw")
        state.act(seat, "draw")
    state.act(0, "draw")
    state.act(0, "meld Kc Kd Kh Ks | 9c 9d 9s")  # the second meld may just add
    assert table_text(state) == ["Kc Kd Kh Ks", "9c 9d 9s"] and parse_card("Kh") not in state.hands[0]


def test_car7_without_the_option_adding_to_a_table_meld_is_enough() -> None:
    """CAR-7 (option off): a first meld may add a single card to a table meld."""
    state = position(["Kh 2c", "Qc"], "Tc Tc", "Kc Kd Ks")
    state.act(0, "draw")
    state.act(0, "meld Kc Kd Kh Ks")
    assert table_text(state) == ["Kc Kd Kh Ks"] and sorted(state.hands[0]) == sorted(parse_cards("2c Tc"))


# CAR-8, CAR-9: knocking, going out, card values -------------------------------------------------


def test_car9_card_values() -> None:
    """CAR-9: joker 25, J Q K 10, 2-10 face value, ace 1."""
    assert hand_value(parse_cards("* Jc Qd Ks Th 9h 2c Ad")) == 25 + 30 + 10 + 9 + 2 + 1
    assert hand_value([]) == 0


def test_car8_knock_after_drawing_with_five_or_less() -> None:
    """CAR-8: knocking needs a draw first and a hand of at most 5 points; it ends the round."""
    state = position(["Ac 2d", "Kc Kd 5s", "7c 8d"], "2h 9c 9d", target=500)
    assert KNOCK not in state.legal(0)
    refused(state, 0, "knock", "only after drawing")
    state.act(0, "draw")  # 2h: 1 + 2 + 2 = 5
    assert KNOCK in state.legal(0)
    state.act(0, "knock")
    assert state.round == 2
    last = state.view(None)["last_round"]
    assert last["knocker"] == 0 and fill(last["why"], last, ["Ann", "Bob", "Cy"]) == "Ann knocked"


def test_car8_no_knock_with_six_points() -> None:
    """CAR-8: six points is too many to knock."""
    state = position(["Ac 2d", "Kc"], "3h 9c 9d")
    state.act(0, "draw")
    assert KNOCK not in state.legal(0)
    refused(state, 0, "knock", "5 points or less; your hand is worth 6")


def test_car8_going_out_ends_the_round() -> None:
    """CAR-8: a player who plays every card goes out and the round ends."""
    state = position(["7h 8h", "Kc Kd", "5c"], "9h 2c 2d", "Qc Qd Qs", target=500)
    state.act(0, "draw")
    state.act(0, "meld Qc Qd Qs | 7h 8h 9h")
    last = state.view(None)["last_round"]
    assert last["went_out"] == 0 and state.round == 2


# CAR-10, CAR-11: scoring, worked examples ----------------------------------------------------------


def finish(state: CarouselState) -> dict[str, object]:
    last = state.view(None)["last_round"]
    assert last is not None
    return last  # type: ignore[no-any-return]


def test_car10_two_players_winner_scores_the_difference() -> None:
    """CAR-10: two players; seat 0 knocks with Ac 2d + Ah = 4, seat 1 holds 30: 30 - 4 = 26."""
    state = position(["Ac 2d", "Kc Kd Ks"], "Ah 9c 9d", target=500)
    state.act(0, "draw")
    state.act(0, "knock")
    assert finish(state)["points"] == [26, 0]
    assert finish(state)["winners"] == [0]
    assert state.totals == [26, 0] and state.round_wins == [1, 0]


def test_car10_three_players_sum_of_differences() -> None:
    """CAR-10: knocker 4, others 25 and 15: (25 - 4) + (15 - 4) = 32, no bonus for the knocker."""
    state = position(["Ac 2d", "Kc Kd 5s", "7c 8d"], "Ah 9c 9d", target=500)
    state.act(0, "draw")
    state.act(0, "knock")
    assert finish(state)["values"] == [4, 25, 15]
    assert finish(state)["points"] == [32, 0, 0]


def test_car10_five_players_sum_of_differences() -> None:
    """CAR-10: knocker 3 against 10, 20, 4 and 13: 7 + 17 + 1 + 10 = 35."""
    state = position(["2c", "Kc", "Kd Qd", "4c", "Ts 3s"], "Ac 9c 9d", target=500)
    state.act(0, "draw")
    state.act(0, "knock")
    assert finish(state)["points"] == [35, 0, 0, 0, 0]


def test_car11_winner_not_the_knocker_gets_ten() -> None:
    """CAR-11: seat 0 knocks with 5 but seat 1 holds 3: (5 - 3) + (10 - 3) + 10 = 19."""
    state = position(["Ac 2d", "3c", "Kc"], "2h 9c 9d", target=500)
    state.act(0, "draw")
    state.act(0, "knock")
    assert finish(state)["points"] == [0, 19, 0]
    assert finish(state)["winners"] == [1]


def test_car11_knocker_ties_one_other_that_other_wins() -> None:
    """CAR-11: knocker 4 ties seat 1 at 4; seat 2 holds 9: seat 1 wins 0 + 5 + 10 = 15."""
    state = position(["Ac 2d", "2c 2h", "9c"], "Ah 9d 9h", target=500)
    state.act(0, "draw")
    state.act(0, "knock")
    assert finish(state)["points"] == [0, 15, 0]
    assert finish(state)["winners"] == [1]
    assert state.round_wins == [0, 1, 0]


def test_car11_knocker_ties_one_other_two_players() -> None:
    """CAR-11 with two players: knocker 4 ties the other at 4: the other wins 0 + 10."""
    state = position(["Ac 2d", "2c 2h"], "Ah 9d 9h", target=500)
    state.act(0, "draw")
    state.act(0, "knock")
    assert finish(state)["points"] == [0, 10]


def test_car11_knocker_ties_two_others_each_wins() -> None:
    """CAR-11: knocker 4 ties seats 1 and 2 at 4; seat 3 holds 20: seats 1 and 2 each score
    (4 - 4) + (4 - 4) + (20 - 4) + 10 = 26; the knocker scores nothing."""
    state = position(["Ac 2d", "4c", "3c Ah", "Kc Kd"], "Ah 9d 9h", target=500)
    state.act(0, "draw")
    state.act(0, "knock")
    assert finish(state)["points"] == [0, 26, 26, 0]
    assert finish(state)["winners"] == [1, 2]
    assert state.round_wins == [0, 1, 1, 0]


def test_car11_knocker_ties_three_others() -> None:
    """CAR-11: knocker 2 ties all four others (five players): each other scores 0 + 10."""
    state = position(["Ac", "2c", "2d", "Ad Ah", "2s"], "As 9d 9h", target=500)
    state.act(0, "draw")
    state.act(0, "knock")
    assert finish(state)["points"] == [0, 10, 10, 10, 10]


def test_car11_knocker_beaten_by_two_tied_players() -> None:
    """CAR-10/11 (our reading): the knocker (5) is beaten by two players tied at 3; each of them
    wins with (5 - 3) + (3 - 3) + (10 - 3) + 10 = 19."""
    state = position(["Ac 2d", "3c", "3d", "Kc"], "2h 9c 9d", target=500)
    state.act(0, "draw")
    state.act(0, "knock")
    assert finish(state)["points"] == [0, 19, 19, 0]


def test_car11_going_out_gets_twenty_five() -> None:
    """CAR-11: seat 0 goes out (0); others hold Kc Kd (20) and 5c (5): 20 + 5 + 25 = 50."""
    state = position(["7h 8h", "Kc Kd", "5c"], "9h 2c 2d", "Qc Qd Qs", target=500)
    state.act(0, "draw")
    state.act(0, "meld Qc Qd Qs | 7h 8h 9h")
    assert finish(state)["points"] == [50, 0, 0]
    assert finish(state)["values"] == [0, 20, 5]


def test_car11_score_round_directly() -> None:
    """CAR-10, CAR-11: the scoring function on its own, every case."""
    assert score_round([4, 30], knocker=0).points == (26, 0)
    assert score_round([4, 4], knocker=0).points == (0, 10)
    assert score_round([4, 25, 15], knocker=0).points == (32, 0, 0)
    assert score_round([5, 3, 10], knocker=0).points == (0, 19, 0)
    assert score_round([4, 4, 9], knocker=0).points == (0, 15, 0)
    assert score_round([4, 4, 4, 20], knocker=0).points == (0, 26, 26, 0)
    assert score_round([0, 20, 5], went_out=0).points == (50, 0, 0)
    assert score_round([9, 9, 20]).points == (11, 11, 0)  # CAR-12: every tied player wins
    assert score_round([9, 9, 20]).winners == (0, 1)


# CAR-12: empty draw pile ---------------------------------------------------------------------------


def test_car12_empty_pile_one_more_turn_each_then_count() -> None:
    """CAR-12: seat 0 takes the last card (Kd); then seats 1, 2 and 0 each have one more
    turn with no draw.  Seat 1 lays 8h, seat 2 lays 4h, seat 0 passes.  Hands: seat 0
    2c 3d Kd = 15, seat 1 9s = 9, seat 2 Qc = 10: seat 1 wins (15 - 9) + (10 - 9) = 7."""
    state = position(["2c 3d", "8h 9s", "4h Qc"], "Kd", "5h 6h 7h", target=500)
    state.act(0, "draw")
    assert state.legal(0) == [PASS]
    refused(state, 0, "draw", "the draw pile is empty")
    state.act(0, "pass")
    assert (state.phase, state.turn, state.last_turns) == ("last", 1, [1, 2, 0])
    refused(state, 1, "draw", "the draw pile is empty")
    refused(state, 1, "knock", "no knocking in the last turns")
    state.act(1, "meld 5h 6h 7h 8h")
    assert (state.phase, state.turn) == ("last", 2)
    state.act(2, "meld 4h 5h 6h 7h 8h")
    assert (state.phase, state.turn) == ("last", 0)
    state.act(0, "pass")
    last = finish(state)
    assert last["values"] == [15, 9, 10]
    assert last["points"] == [0, 7, 0]
    assert state.round == 2


def test_car12_last_card_on_the_third_draw() -> None:
    """CAR-12: the last card taken as the third draw ends that turn; the last turns start
    with the next player and end with the one who took it."""
    state = position(["Kc", "Qc", "Jc"], "9c 9d 9h")
    for _ in range(3):
        state.act(0, "draw")
    assert (state.phase, state.last_turns) == ("last", [1, 2, 0])


def test_car12_ties_every_tied_player_wins() -> None:
    """CAR-12: after the last turns, seats 0 and 1 tie at 9 against 20: each wins 11 + 0."""
    state = position(["9c", "9d", "Kc Kd"], "", target=500)
    assert state.phase == "last"
    for seat in (0, 1, 2):
        state.act(seat, "pass")
    assert finish(state)["points"] == [11, 11, 0]
    assert state.round_wins == [1, 1, 0]


def test_car12_going_out_in_a_last_turn() -> None:
    """CAR-12, CAR-11: going out in a last turn ends the round at once, with the 25 bonus."""
    state = position(["8h", "Kc", "2c"], "", "5h 6h 7h", target=500)
    state.act(0, "meld 5h 6h 7h 8h")
    assert finish(state)["points"] == [10 + 2 + 25, 0, 0]


# CAR-13: the end of the game -----------------------------------------------------------------------


def test_car13_final_scores_directly() -> None:
    """CAR-13: +100 at or over the target, +25 per round won."""
    assert final_scores([160, 90, 150], [2, 1, 3], 150) == (310, 115, 325)
    assert final_scores([149, 0], [0, 0], 150) == (149, 0)


def test_car13_game_ends_at_target_with_bonuses() -> None:
    """CAR-13: totals 30 and 10 (seat 0 has won a round), seat 0 goes out for 20 + 5 + 25 = 50:
    80 >= 40 ends the game: 80 + 100 + 2 x 25 = 230; seat 1 10, seat 2 0."""
    state = position(["7h 8h", "Kc Kd", "5c"], "9h 2c", "Qc Qd Qs", target=40, totals=[30, 10, 0], round_wins=[1, 0, 0])
    state.act(0, "draw")
    state.act(0, "meld Qc Qd Qs | 7h 8h 9h")
    assert state.over and state.result is not None
    assert state.result.scores == (230, 10, 0)
    assert state.result.winners == (0,)
    assert state.legal(0) == []
    with pytest.raises(IllegalAction, match="over"):
        state.act(0, "draw")


def test_car13_every_player_over_the_target_gets_the_bonus() -> None:
    """CAR-13: knocker (4) ties seats 1 and 2: each scores 0 + 10 and both pass 150:
    seat 1 150 + 100 + 25 = 275, seat 2 155 + 100 + 25 x 2 = 305; seat 0 100 + 25 = 125."""
    state = position(["Ac 2d", "4c", "3c Ah"], "Ah 9d", target=150, totals=[100, 140, 145], round_wins=[1, 0, 1])
    state.act(0, "draw")
    state.act(0, "knock")
    assert state.result is not None
    assert state.result.scores == (125, 275, 305)
    assert state.result.winners == (2,)


def test_car13_ties_share_the_win() -> None:
    """CAR-13: seat 0 knocks with 4 against 14 (+10): 150 + 100 + 25 = 275; seat 1 has
    125 and six rounds: 125 + 150 = 275.  They share the win."""
    state = position(["Ac 2d", "Kc 4d"], "Ah 9d", target=150, totals=[140, 125], round_wins=[0, 6])
    state.act(0, "draw")
    state.act(0, "knock")
    assert state.result is not None
    assert state.result.scores == (275, 275)
    assert state.result.winners == (0, 1)


def test_car13_game_goes_on_below_the_target() -> None:
    """CAR-13: nobody at the target: a new round is dealt."""
    state = position(["Ac 2d", "Kc Kd"], "Ah 9c 9d", target=150)
    state.act(0, "draw")
    state.act(0, "knock")
    assert not state.over and state.round == 2 and state.totals == [16, 0]


# The protocol --------------------------------------------------------------------------------------


def test_actions_round_trip() -> None:
    for text in ("draw", "knock", "pass", "meld 5h 6h 7h 8h | Qc Qd Qs Qh | *9h Th Jh"):
        action = parse_action(text)
        assert str(action) == text
        assert parse_action(str(action)) == action
    assert parse_action("meld ah 2h 3h|*4s 5s 6s") == Meld(
        (tuple(parse_cards("Ah 2h 3h")), tuple(parse_cards("*4s 5s 6s")))
    )
    for bad in ("", "meld", "meld 1x", "draw 2", "fold"):
        with pytest.raises(IllegalAction):
            parse_action(bad)


def test_a_meld_of_numbers_that_are_not_cards_is_refused() -> None:
    state = position(["Ac 2d", "Kc"], "Ah 9c")
    state.act(0, "draw")
    assert_refused(state, 0, Meld(((200, 8, 9),)))
    assert_refused(state, 0, Meld(((JOKER + 3, 8, 9),)))


def test_view_shows_only_what_the_seat_may_see() -> None:
    state = position(["Ac 2d", "Kc Kd Ks"], "Ah 9c 9d", "5h 6h 7h")
    view = state.view(1)
    assert view["hand"] == ["Kc", "Kd", "Ks"] and view["hand_value"] == 30
    assert [p["cards"] for p in view["players"]] == [2, 3]
    assert view["table"] == [["5h", "6h", "7h"]] and view["draw_pile"] == 3
    assert "hand" not in state.view(None)
    assert "Ac" not in str(state.view(1)) and "Ah" not in str(state.view(1))


def test_draw_is_private() -> None:
    state = position(["Ac 2d", "Kc"], "Ah 9c")
    event = state.act(0, "draw")[0]
    assert event.private and event.revealed == (parse_card("Ah"),)
    assert event.seen_by(1).revealed == ()


def test_legal_lists_quick_placement_and_simple_melds() -> None:
    """``legal`` offers a greedy placement of many cards, new hand melds and single additions."""
    state = position(["8h 9h Kh 2c 3c 4c", "Qc"], "Th Tc", "5h 6h 7h | Kc Kd Ks")
    state.act(0, "draw")
    texts = [str(a) for a in state.legal(0)]
    assert texts[0] == "draw"
    assert texts[1] == "meld 5h 6h 7h | Kc Kd Kh Ks | 2c 3c 4c | 8h 9h Th"
    assert "meld 5h 6h 7h 8h | Kc Kd Ks" in texts
    assert "meld 5h 6h 7h | Kc Kd Kh Ks" in texts
    assert "meld 5h 6h 7h | Kc Kd Ks | 2c 3c 4c" in texts
    for action in state.legal(0):
        state.clone().apply(0, action)


def test_quick_placement() -> None:
    table = [tuple(parse_cards("5h 6h 7h"))]
    assert quick_placement(table, parse_cards("2c 9s")) is None
    placed = quick_placement(table, parse_cards("4h 8h 9h Jc Jd Js"))
    assert placed is not None
    assert [format_cards(m) for m in placed] == ["4h 5h 6h 7h 8h 9h", "Jc Jd Js"]


def test_arranged() -> None:
    assert format_cards(arranged(parse_cards("Ks *Qs As"))) == "*Qs Ks As"
    assert format_cards(arranged(parse_cards("2c Ac *3c"))) == "Ac 2c *3c"
    assert format_cards(arranged(parse_cards("9s *9h 9c"))) == "9c *9h 9s"


# Properties ------------------------------------------------------------------------------------------


def _random_table_edit(state: CarouselState, rng: random.Random) -> list[list[int]]:
    """A random new table: the old one with hand cards added, cards moved, melds split or joined."""
    table = [list(m) for m in state.table]
    hand = list(state.hands[state.turn])
    for _ in range(rng.randint(1, 4)):
        move = rng.randrange(5)
        if move == 0 and hand:
            c = hand.pop(rng.randrange(len(hand)))
            if c == JOKER:
                c = JOKER + rng.choice(pack())
            if table and rng.random() < 0.7:
                rng.choice(table).append(c)
            else:
                table.append([c])
        elif move == 1 and len(table) >= 2:
            a, b = rng.sample(range(len(table)), 2)
            if table[a]:
                table[b].append(table[a].pop(rng.randrange(len(table[a]))))
        elif move == 2 and table:
            meld = table.pop(rng.randrange(len(table)))
            cut = rng.randint(0, len(meld))
            table += [meld[:cut], meld[cut:]]
        elif move == 3 and len(table) >= 2:
            joined = table.pop(rng.randrange(len(table)))
            rng.choice(table).extend(joined)
        elif move == 4 and hand:
            table.append([c for c in hand[:3] if c != JOKER])
    return [m for m in table if m]


def _is_valid_meld(state: CarouselState, new: list[list[int]]) -> bool:
    """The rules written out independently of the engine (CAR-3..CAR-5, CAR-7)."""
    old_cards = as_played(c for m in state.table for c in m)
    new_cards = as_played(c for m in new for c in m)
    added = new_cards - old_cards
    return (
        not old_cards - new_cards
        and bool(added)
        and not added - Counter(state.hands[state.turn])
        and all(carousel_meld_fault(m) is None for m in new)
        and joker_fault(state.table, new) is None
    )


def _midgame(seed: int, options: dict[str, object] | None = None) -> CarouselState:
    """A game played at random to a seat's meld decision."""
    state = Carousel(2 + seed % 4, options).new(seed)
    rng = random.Random(seed)
    for _ in range(rng.randint(5, 80)):
        seat = state.actors()[0]
        state.apply(seat, rng.choice(state.legal(seat)))
        if state.round > 1:
            break
    while state.phase not in ("meld", "last"):
        seat = state.actors()[0]
        state.apply(seat, DRAW if DRAW in state.legal(seat) else state.legal(seat)[0])
    return state


@QUICK
@given(seed=st.integers(0, 2**32))
def test_property_any_valid_table_is_accepted_and_refusals_change_nothing(seed: int) -> None:
    """CAR-7: a submitted table that satisfies the rules is accepted (whatever its order);
    one that does not is refused with a reason and the state is exactly unchanged."""
    state = _midgame(seed)
    rng = random.Random(seed)
    seat = state.turn
    candidates = [_random_table_edit(state, rng) for _ in range(25)]
    listed = [a for a in state.legal(seat) if isinstance(a, Meld)]
    for action in rng.sample(listed, min(4, len(listed))):  # valid tables, in a new order
        shuffled = [list(m) for m in action.melds]
        rng.shuffle(shuffled)
        candidates.append([rng.sample(m, len(m)) for m in shuffled])
    accepted = 0
    for new in candidates:
        action = Meld(tuple(tuple(m) for m in new))
        if _is_valid_meld(state, new):
            other = state.clone()
            hand_before = Counter(other.hands[seat])
            other.apply(seat, action)
            added = as_played(c for m in new for c in m) - as_played(c for m in state.table for c in m)
            if other.round == state.round and not other.over:  # unless the seat went out
                assert Counter(other.hands[seat]) == hand_before - added
                assert other.table == [arranged(m) for m in new]
            assert other.all_cards() == state.all_cards()
            accepted += 1
        else:
            assert_refused(state, seat, action)
    assert accepted >= min(4, len(listed))


@QUICK
@given(seed=st.integers(0, 2**32), own=st.booleans())
def test_property_cards_are_never_created_or_lost(seed: int, own: bool) -> None:
    """Random games, with or without initial_meld_from_hand: every listed action applies
    and the cards stay the same from first action to last."""
    state = Carousel(2 + seed % 4, {"target": 80, "initial_meld_from_hand": own}).new(seed)
    cards = state.all_cards()
    rng = random.Random(seed)
    steps = 0
    while not state.over and steps < 1500:
        seat = state.actors()[0]
        legal = state.legal(seat)
        for action in rng.sample(legal, min(3, len(legal))):
            state.clone().apply(seat, action)
        state.apply(seat, rng.choice(legal))
        assert state.all_cards() == cards
        for meld in state.table:
            assert carousel_meld_fault(meld) is None
        steps += 1


# Bots and terminal -----------------------------------------------------------------------------------


def test_greedy_bot_knocks_goes_out_and_melds_the_best() -> None:
    bot = make_bot("carousel", "greedy")
    state = position(["Ac 2d", "Kc"], "Ah 9c 9d")
    state.act(0, "draw")
    assert bot.choose(state.view(0), state.legal(0), False) == KNOCK
    state = position(["7h 8h", "Kc"], "9h 9c 9d", "Qc Qd Qs")
    state.act(0, "draw")
    choice = bot.choose(state.view(0), state.legal(0), False)
    assert isinstance(choice, Meld)
    state.apply(0, choice)
    assert state.view(None)["last_round"]["went_out"] == 0
    state = position(["7h 8h Ks", "Kc"], "9h 9c 9d", "Qc Qd Qs")
    state.act(0, "draw")
    choice = bot.choose(state.view(0), state.legal(0), False)
    assert isinstance(choice, Meld) and state.check(0, choice).fault is None
    state = position(["2c 9s", "Kc"], "Kd 9c 9d", "Qc Qd Qs")
    assert bot.choose(state.view(0), state.legal(0), False) == DRAW


def test_bots_play_whole_games() -> None:
    for bots in (["greedy", "random", "random"], ["greedy", "greedy"]):
        recorder = play_game(make("carousel", len(bots), {"target": 80}), 5, bots)
        assert recorder.state.over and recorder.state.result is not None


def test_terminal_screen_render_hint_confirm() -> None:
    from io import StringIO

    from rich.console import Console

    from rummyhall.terminal.carousel import CarouselScreen

    screen = CarouselScreen()
    state = position(["7h 8h Ks", "Kc"], "9h 9c 9d", "Qc Qd Qs")
    state.act(0, "draw")
    out = StringIO()
    screen.render(Console(file=out, width=100), state.view(0), ["me", "bot"])
    text = out.getvalue()
    assert "1. Qc Qd Qs" in text and "meld Qc Qd Qs" in text and "7h 8h 9h Ks" in text
    choice = make_bot("carousel", "greedy").choose(state.view(0), state.legal(0), False)
    advice = screen.advice(choice, state.view(0))
    assert advice.startswith("The greedy bot would meld 7h 8h 9h (24 points)") and "meld Qc Qd Qs | 7h 8h 9h" in advice

    def words(template: str, params: Mapping[str, Any] | None = None) -> str:
        return fill(template, params or {}, ["me", "bot"])

    question = screen.question(state, 0, parse_action("meld Qc Qd Qs | 7h 8h Ks"), words)
    assert question is not None and "Not a sequence" in question
    assert screen.question(state, 0, parse_action("meld Qc Qd Qs | 7h 8h 9h"), words) is None


def test_a_whole_game_in_the_terminal() -> None:
    """A person who always takes the first legal action plays a whole game in the terminal."""
    from io import StringIO

    from rich.console import Console

    from rummyhall.terminal import play_in_terminal

    out = StringIO()
    console = Console(file=out, width=120, color_system=None)
    game = make("carousel", 3, {"target": 30})
    answers = iter(["meld 2c 3c 4c", "hint"])
    asked_legal = [False]

    def read(prompt: str) -> str:
        if prompt.startswith("This meld will be refused"):
            return "n"
        step = next(answers, None)
        if step is not None:
            return step
        asked_legal[0] = not asked_legal[0]
        if asked_legal[0]:
            return "legal"
        return out.getvalue().rsplit("You may: ", 1)[1].splitlines()[0].split("; ")[0]

    recorder = play_in_terminal(game, 2, "tester", ["greedy", "random"], console=console, read=read)
    shown = out.getvalue()
    assert recorder.state.over
    assert "Game over." in shown and "Not sent." in shown


def test_snapshot_keeps_true_and_false() -> None:
    """A snapshot is plain data of the same kinds as the state: the flags of who has
    melded stay True and False, in either build (compiled, a shortcut for ints once
    wrote them as 1 and 0)."""
    state = make("carousel", 3).new(seed=5)
    melded = state.snapshot()["melded"]
    assert melded == [False, False, False]
    assert [type(flag) for flag in melded] == [bool, bool, bool]
