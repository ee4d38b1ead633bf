"""The exact Liverpool lay-down solver (LIV-2..LIV-5, LIV-7, LIV-11, LIV-17, LIV-20).

Worked examples are computed by hand (the reasoning is in each docstring); the
properties check that every answer is a legal lay-down of the contract, and that
its points equal those of a slow brute force (``reference_least_left`` in
bench/bench_liverpool_solver.py, which tries every choice of melds).
"""

from __future__ import annotations

import importlib.util
import random
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rummyhall.cards import JOKER, CardError, format_cards, liverpool_value, parse_cards, shoe
from rummyhall.melds import liverpool_book_fault, liverpool_run_fault
from rummyhall.solve import liverpool as solver
from rummyhall.solve.liverpool import CONTRACTS, LayDown, can_go_down, lay_downs, solve, solve_json


def _load_bench() -> ModuleType:
    path = Path(__file__).resolve().parents[1] / "bench" / "bench_liverpool_solver.py"
    spec = importlib.util.spec_from_file_location("bench_liverpool_solver", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


bench = _load_bench()
reference_least_left = bench.reference_least_left
strict_run_fault = bench.strict_run_fault


def best(hand: str, deal: int, wild_twos: bool = False) -> LayDown | None:
    """Solve, check the answer is a legal lay-down, return it."""
    cards = parse_cards(hand)
    found = solve(cards, deal, wild_twos)
    if found is not None:
        check_lay_down(found, cards, deal, wild_twos)
    assert can_go_down(cards, deal, wild_twos) == (found is not None)
    return found


def check_lay_down(lay_down: LayDown, hand: Sequence[int], deal: int, wild_twos: bool) -> None:
    """LIV-4, LIV-5 (as laid down), LIV-7, LIV-17, LIV-20: a legal lay-down of the hand."""
    books, runs = CONTRACTS[deal]
    assert (len(lay_down.books), len(lay_down.runs)) == (books, runs)
    for book in lay_down.books:
        assert liverpool_book_fault(book, wild_twos) is None, book
    for run in lay_down.runs:
        assert liverpool_run_fault(run, wild_twos, laying_down=True) is None, run
        assert strict_run_fault(run, wild_twos) is None, run
    used = Counter(c for meld in lay_down.melds for c in meld)
    assert used + Counter(lay_down.left) == Counter(hand)
    assert lay_down.left_points == sum(liverpool_value(c, wild_twos) for c in lay_down.left)
    assert lay_down.melds == lay_down.books + lay_down.runs
    if deal == 7:
        assert lay_down.left == ()


def melds_text(lay_down: LayDown | None) -> list[str]:
    assert lay_down is not None
    return [format_cards(meld) for meld in lay_down.melds]


# Contracts, deal by deal (LIV-7) -----------------------------------------------


def test_contracts_table_liv_7() -> None:
    assert CONTRACTS == {1: (2, 0), 2: (1, 1), 3: (0, 2), 4: (3, 0), 5: (2, 1), 6: (1, 2), 7: (0, 3)}


def test_deal_1_two_books_liv_7() -> None:
    """5c 5d 5h / Kc Kd * is the only pair of books; 9s (5 points) stays in hand."""
    found = best("5c 5d 5h Kc Kd * 9s", 1)
    assert found is not None
    assert sorted(map(sorted, found.books)) == sorted([sorted(parse_cards("5c 5d 5h")), sorted(parse_cards("Kc Kd *"))])
    assert found.left == tuple(parse_cards("9s")) and found.left_points == 5


def test_deal_2_book_and_run_liv_7() -> None:
    """The 8h can sit in the run (8h-Qh, book 8c 8s *) or in the book (8c 8h 8s
    with or without the joker, run 9h-Qh, joker at the top or in the book):
    every way leaves only the 4c, 5 points."""
    found = best("8c 8h 8s 9h Th Jh Qh 4c *", 2)
    assert found is not None
    assert found.left == tuple(parse_cards("4c")) and found.left_points == 5


def test_deal_3_two_runs_liv_7() -> None:
    found = best("3d 4d * 6d 9s Ts Js Qs Kc", 3)
    assert melds_text(found) == ["3d 4d * 6d", "9s Ts Js Qs"]
    assert found is not None and found.left_points == 10


def test_deal_4_three_books_liv_7() -> None:
    """Books of 3s, 9s and aces need one joker (for Ac Ad); the other joker
    joins a book.  Left: 6h, 5 points."""
    found = best("3c 3d 3s 9c 9h 9s Ac Ad * * 6h", 4)
    assert found is not None
    assert found.left == tuple(parse_cards("6h")) and found.left_points == 5
    assert sum(1 for meld in found.books for c in meld if c == JOKER) == 2


def test_deal_5_worked_example_from_the_command_line_liv_7_liv_20() -> None:
    """7c 7d * / Qs Qh Qd / 4h 5h 6h 7h.  Kc, 2s and 9d can be in no meld: no
    other king, two or spade run; diamonds 7d 9d Qd hold no three naturals in
    four places.  So at least 10 + 5 + 5 = 20 points stay, and 20 is reached."""
    found = best("7c 7d * Qs Qh Qd 4h 5h 6h 7h Kc 2s 9d", 5)
    assert melds_text(found) == ["7c 7d *", "Qd Qh Qs", "4h 5h 6h 7h"]
    assert found is not None and found.left_points == 20
    assert sorted(found.left) == sorted(parse_cards("Kc 2s 9d"))
    assert solve_json("7c 7d * Qs Qh Qd 4h 5h 6h 7h Kc 2s 9d", 5) == {
        "can_go_down": True,
        "melds": [["7c", "7d", "*"], ["Qd", "Qh", "Qs"], ["4h", "5h", "6h", "7h"]],
        "left": ["2s", "9d", "Kc"],
        "left_points": 20,
    }


def test_deal_6_book_and_two_runs_liv_7() -> None:
    found = best("Kc Kd Ks 3d 4d 5d 6d 9s Ts Js Qs 2c", 6)
    assert melds_text(found) == ["Kc Kd Ks", "3d 4d 5d 6d", "9s Ts Js Qs"]
    assert found is not None and found.left_points == 5


def test_deal_6_a_card_may_serve_the_book_or_a_run_liv_7() -> None:
    """The 6d is wanted by the run 3d-6d and by the book of sixes: the book
    6c 6s * takes the joker and leaves the 6d to the run (nothing left)."""
    found = best("6c 6s 6d 3d 4d 5d 9s Ts Js Qs *", 6)
    assert found is not None and found.left_points == 0


# Deal 7: the whole hand as three runs (LIV-17) ------------------------------------


def test_deal_7_needs_the_whole_hand_liv_17() -> None:
    runs = "3d 4d 5d 6d 9s Ts Js Qs 5h 6h 7h 8h"
    assert best(runs, 3) is not None
    found = best(runs, 7)
    assert found is not None and found.left == ()
    assert best(runs + " Kc", 7) is None  # one card too many, though three runs can be laid
    assert best(runs + " Kc", 6) is None  # (no book either)


def test_deal_7_runs_may_be_longer_than_four_liv_17() -> None:
    found = best("3d 4d 5d 6d 7d 8d 9s Ts Js Qs 5h 6h 7h 8h *", 7)
    assert found is not None and found.left == ()
    assert sorted(len(run) for run in found.runs) in ([4, 5, 6], [4, 4, 7])


def test_deal_7_same_suit_twice_with_two_packs_liv_17() -> None:
    found = best("3h 4h 5h 6h 3h 4h 5h 6h 7h 8h * Qs", 7)
    assert found is None  # Qs fits no run
    found = best("3h 4h 5h 6h 3h 4h 5h 6h 7h 8h 9h * ", 7)
    assert found is not None and found.left == ()


# Meld rules -----------------------------------------------------------------------


def test_wild_cards_four_places_apart_liv_5() -> None:
    """4h * * 7h 8h is no run (two wild cards side by side), nor is any other
    order of 4h 7h 8h with two jokers; with 6h the run 4h * 6h 7h 8h is fine."""
    assert liverpool_run_fault(parse_cards("4h * * 7h 8h")) is not None
    assert best("4h 7h 8h * * 9s Ts Js Qs", 3) is None
    found = best("4h 6h 7h 8h * 9s Ts Js Qs", 3)
    assert melds_text(found) == ["4h * 6h 7h 8h", "9s Ts Js Qs"]


def test_wild_cards_exactly_four_places_apart_are_allowed_liv_5() -> None:
    found = best("5h * 7h 8h 9h * Jh 9s Ts Js Qs", 3)
    assert melds_text(found) == ["5h * 7h 8h 9h * Jh", "9s Ts Js Qs"]
    assert found is not None and found.left_points == 0


def test_wild_cards_left_when_they_cannot_be_spaced_liv_5_liv_20() -> None:
    """Deal 3 has no book, so a joker goes only where a run has room.  Jd Qd Kd
    Ad and As 2s 3s 4s can each grow at one end only (no K-A-2), and a joker
    inside would stand two places from the one at the end.  So one of three
    jokers stays (or the run drops an ace for it): 15 points."""
    found = best("Jd Qd Kd Ad As 2s 3s 4s * * *", 3)
    assert found is not None and found.left_points == 15
    found = best("3d 4d 5d 6d * * * 9s Ts Js Qs", 3)  # * 3d 4d 5d 6d *: wild places five apart
    assert found is not None and found.left_points == 0


def test_book_needs_two_natural_cards_liv_4() -> None:
    assert best("5c * * 9c 9d 9h", 1) is None
    found = best("5c 5d * 9c 9d 9h", 1)
    assert found is not None and found.left_points == 0


def test_books_may_share_a_rank_liv_4() -> None:
    found = best("7c 7c 7d 7d 7h 7s", 1)
    assert found is not None and found.left_points == 0
    assert all(len(book) == 3 for book in found.books)
    assert best("7c 7c 7d 7d 7h 7h", 4) is None  # three books need nine cards
    found = best("7c 7c 7d 7d 7h 7h * * *", 4)
    assert found is not None and found.left_points == 0


def test_ace_low_and_high_liv_2() -> None:
    found = best("Ah 2h 3h 4h Js Qs Ks As", 3)
    assert melds_text(found) == ["Ah 2h 3h 4h", "Js Qs Ks As"]


def test_no_wrap_around_the_ace_liv_2() -> None:
    assert best("Kh Ah 2h 3h 9s Ts Js Qs", 3) is None
    found = best("Kh Ah 2h 3h 9s Ts Js Qs *", 3)  # Ah 2h 3h * (the king stays)
    assert found is not None and found.left == tuple(parse_cards("Kh"))


def test_never_an_ace_at_both_ends_liv_2() -> None:
    """Fourteen hearts A-A and a book of nines (deal 2): the run is A-K or 2-A,
    thirteen cards; one ace stays (15 points)."""
    found = best("Ah 2h 3h 4h 5h 6h 7h 8h 9h Th Jh Qh Kh Ah 9c 9d 9s", 2)
    assert found is not None
    assert [len(run) for run in found.runs] == [13]
    assert found.left == tuple(parse_cards("Ah")) and found.left_points == 15


def test_wild_twos_liv_3() -> None:
    assert best("5c 5d 2s 9c 9d 9h", 1) is None
    found = best("5c 5d 2s 9c 9d 9h", 1, wild_twos=True)
    assert found is not None and found.left_points == 0
    found = best("Ah 2h 3h 4h * 6s 7s 8s", 3, wild_twos=True)  # 2h natural at its own place
    assert melds_text(found) == ["Ah 2h 3h 4h", "* 6s 7s 8s"]


def test_books_of_twos_under_wild_twos_liv_3() -> None:
    """LIV-3: with wild twos, twos standing for themselves make a book of twos.  Deal 1 from
    2c 2d 2h 2s 5c 5d: the twos book 2c 2d 2h and 5c 5d with the 2s as its wild card leave
    nothing.  2c 2d * 9c 9d 9h: the twos book takes the joker.  2c 2d 2h 7c 7d 9s cannot:
    the twos book takes three of the wild pool and 7c 7d needs a fourth."""
    found = best("2c 2d 2h 2s 5c 5d", 1, wild_twos=True)
    assert found is not None and found.left == () and len(found.books) == 2
    assert sorted(melds_text(found)) == ["2c 2d 2h", "5c 5d 2s"]
    found = best("2c 2d * 9c 9d 9h Kc", 1, wild_twos=True)
    assert melds_text(found) == ["2c 2d *", "9c 9d 9h"] and found is not None and found.left_points == 10
    assert best("2c 2d 2h 7c 7d 9s", 1, wild_twos=True) is None
    found = best("2c 2d 2h 2s 2c 2d", 4, wild_twos=True)  # deal 4: three books need nine cards
    assert found is None
    found = best("2c 2d 2h 2s 2c 2d", 1, wild_twos=True)
    assert found is not None and all(c >> 2 == 2 for meld in found.melds for c in meld) and found.left == ()


def test_each_book_of_twos_takes_three_wild_cards_liv_3() -> None:
    """LIV-3, found by the command-line fuzz test: deal 5 from 2c Ac 2d 2s Ad * 3c 4c 6s 2s.  The run
    A-2-3-4 of clubs takes the joker (or the 2c), leaving four twos: one book of twos (three
    cards), and no second book, so the contract cannot be made.  The solver once planned two
    books of twos from those four cards and failed building them."""
    assert best("2c Ac 2d 2s Ad * 3c 4c 6s 2s", 5, wild_twos=True) is None
    found = best("2c Ac 2d 2s Ad * 3c 4c 6s 2s 2h 2h", 5, wild_twos=True)  # two more twos: only the 6s is left
    assert found is not None and found.left == tuple(parse_cards("6s"))


def test_a_wild_two_of_another_suit_is_wild_in_a_run_liv_3_liv_5() -> None:
    """With wild twos, * 2c 3h 4h holds two wild cards in four places: the 2c
    stands for the 2h, it is not the 2h (LIV-3, LIV-5), so it is no run."""
    assert best("* 2c 3h 4h 9s Ts Js Qs", 3, wild_twos=True) is None
    found = best("* 2h 3h 4h 9s Ts Js Qs", 3, wild_twos=True)
    assert melds_text(found) == ["* 2h 3h 4h", "9s Ts Js Qs"]


def test_wild_two_left_in_hand_counts_15_liv_20() -> None:
    found = best("3d 4d 5d 6d 9s Ts Js Qs 2c", 3)
    assert found is not None and found.left_points == 5
    found = best("3d 4d 5d 6d 7d 9s Ts Js Qs 2c", 3, wild_twos=True)  # 3d..7d then the 2c at the top
    assert found is not None and found.left_points == 0
    found = best("Jd Qd Kd Ad As 3s 4s 5s 2c 2d", 3, wild_twos=True)  # * Jd Qd Kd Ad and As * 3s 4s 5s
    assert found is not None and found.left_points == 0
    found = best("Jd Qd Kd Ad As 2s 3s 4s 2c 2d 2h", 3, wild_twos=True)  # room for two wild cards: one two stays
    assert found is not None and found.left_points == 15


def test_left_points_liv_20() -> None:
    """Books 5c 5d 5h (+ the joker) and Kc Kd Ks; left Ah 2d Tc = 15 + 5 + 10."""
    found = best("5c 5d 5h Kc Kd Ks Ah * 2d Tc", 1)
    assert found is not None and found.left_points == 30
    assert sorted(found.left) == sorted(parse_cards("Ah 2d Tc"))


def test_cannot_go_down() -> None:
    assert solve_json("5c 9h *", 1) == {"can_go_down": False, "melds": [], "left": ["5c", "9h", "*"], "left_points": 25}
    assert not can_go_down([], 1)
    assert solve([], 3) is None


def test_bad_input() -> None:
    with pytest.raises(ValueError, match="deals 1 to 7"):
        solve(parse_cards("5c 5d 5h"), 8)
    with pytest.raises(CardError):
        solve([72], 1)  # a declared joker is not a card in hand


def test_answer_depends_only_on_the_cards() -> None:
    hand = parse_cards("7c 7d * Qs Qh Qd 4h 5h 6h 7h Kc 2s 9d * 8h")
    shuffled = list(hand)
    random.Random(4).shuffle(shuffled)
    for deal in CONTRACTS:
        assert solve(hand, deal) == solve(shuffled, deal)


# lay_downs ------------------------------------------------------------------------


def test_lay_downs_listed_by_hand_liv_4() -> None:
    """5c 5d 5h 9c 9d * *: the nines need a joker; the fives take all three (with
    0 or 1 joker, or 0 with both jokers on the nines) or two and a joker: 6."""
    listed = list(lay_downs(parse_cards("5c 5d 5h 9c 9d * *"), 1))
    assert len(listed) == 6
    assert [d.left_points for d in listed] == [15, 0, 0, 5, 5, 5]
    assert len(list(lay_downs(parse_cards("5c 5d 5h 9c 9d * *"), 1, limit=2))) == 2


def test_lay_downs_deal_7_whole_hand_only_liv_17() -> None:
    listed = list(lay_downs(parse_cards("3d 4d 5d 6d 9s Ts Js Qs 5h 6h 7h 8h *"), 7))
    assert listed and all(d.left == () for d in listed)
    # The joker goes at either end of any of the three runs: 2d or 7d, 8s or Ks, 4h or 9h.
    assert len(listed) == 6


# Properties -----------------------------------------------------------------------

TWO_PACKS = shoe(2, 4)


def from_three_packs(hand: list[int]) -> bool:
    """At most 3 copies of a card and 6 jokers."""
    held = Counter(hand)
    return held[JOKER] <= 6 and all(n <= 3 for c, n in held.items() if c != JOKER)


def hands(max_size: int) -> st.SearchStrategy[list[int]]:
    return st.lists(st.sampled_from(TWO_PACKS), max_size=max_size).filter(from_three_packs)


def crowded_hands(max_size: int) -> st.SearchStrategy[list[int]]:
    """Hands from two suits and six ranks, where melds are common."""
    corner = [r * 4 + s for r in range(2, 8) for s in (1, 2)] * 2 + [JOKER] * 4
    return st.permutations(corner).flatmap(lambda cards: st.integers(0, max_size).map(lambda n: cards[:n]))


def twos_corner(max_size: int) -> st.SearchStrategy[list[int]]:
    """Hands heavy in twos and jokers, with aces, threes and fours of two suits: books of twos
    against runs through the two's place (LIV-3)."""
    corner = [r * 4 + s for r in (2, 3, 4, 14) for s in (0, 3)] * 2 + [8, 9, 10, 11] + [JOKER] * 3
    return st.permutations(corner).flatmap(lambda cards: st.integers(0, max_size).map(lambda n: cards[:n]))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(hand=st.one_of(hands(13), crowded_hands(13), twos_corner(12)), deal=st.integers(1, 7), wild_twos=st.booleans())
def test_solution_is_legal_and_matches_brute_force_liv_7_liv_20(hand: list[int], deal: int, wild_twos: bool) -> None:
    """LIV-4, LIV-5, LIV-7, LIV-17, LIV-20: any lay-down returned is legal, and its
    points are the least any lay-down leaves (brute force)."""
    found = solve(hand, deal, wild_twos)
    if found is not None:
        check_lay_down(found, hand, deal, wild_twos)
    assert can_go_down(hand, deal, wild_twos) == (found is not None)
    assert (None if found is None else found.left_points) == reference_least_left(hand, deal, wild_twos)


def runs_corner(max_size: int) -> st.SearchStrategy[list[int]]:
    """Big hands of one suit with copies, aces and jokers: overlapping runs, both ends of the ace."""
    corner = [r * 4 for r in (2, 3, 4, 5, 6, 10, 11, 12, 13, 14)] * 3 + [JOKER] * 3
    return st.permutations(corner).flatmap(lambda cards: st.integers(0, max_size).map(lambda n: cards[:n]))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(hand=st.one_of(hands(24), crowded_hands(24), runs_corner(24)), deal=st.integers(1, 7), wild_twos=st.booleans())
def test_quick_test_never_rules_out_a_lay_down_liv_5_liv_7(hand: list[int], deal: int, wild_twos: bool) -> None:
    """The solver's quick test only ever rules out hands its full search finds nothing for."""
    books, runs = CONTRACTS[deal]
    if solver._surely_not(sorted(hand), books, runs, wild_twos, deal == 7):
        search = solver._Search(solver._Hand(sorted(hand), wild_twos), books, runs, deal == 7, first_only=True)
        search.run()
        assert search.best_left > search.hand.total_points, format_cards(sorted(hand))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(hand=st.one_of(hands(9), crowded_hands(9)), deal=st.integers(1, 7), wild_twos=st.booleans())
def test_lay_downs_are_legal_distinct_and_include_the_best_liv_11(hand: list[int], deal: int, wild_twos: bool) -> None:
    listed = list(lay_downs(hand, deal, wild_twos))
    keys = set()
    for lay_down in listed:
        check_lay_down(lay_down, hand, deal, wild_twos)
        keys.add((tuple(sorted(tuple(sorted(b)) for b in lay_down.books)), tuple(sorted(lay_down.runs))))
    assert len(keys) == len(listed)
    found = solve(hand, deal, wild_twos)
    if found is None:
        assert listed == []
    else:
        assert min(d.left_points for d in listed) == found.left_points


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(hand=st.one_of(hands(9), crowded_hands(9)), deal=st.integers(1, 6), wild_twos=st.booleans(), pick=st.integers())
def test_solve_keeping_is_the_best_lay_down_not_leaving_the_taken_card_alone_liv_10(
    hand: list[int], deal: int, wild_twos: bool, pick: int
) -> None:
    """LIV-10: solve_keeping's lay-down never leaves the taken card alone, and leaves as few points
    as the best such lay-down among all of them (lay_downs lists every one).  Where the hand can go
    down, the test takes the melds of its best lay-down plus one card as the taken one: the case
    where the best lay-down would leave exactly that card."""
    first = solve(hand, deal, wild_twos)
    if first is not None:
        taken = TWO_PACKS[pick % len(TWO_PACKS)]
        hand = [c for meld in first.melds for c in meld] + [taken]
    elif hand:
        taken = hand[pick % len(hand)]
    else:
        return
    found = solver.solve_keeping(hand, deal, taken, wild_twos)
    allowed = [d.left_points for d in lay_downs(hand, deal, wild_twos) if d.left != (taken,)]
    if found is None:
        assert allowed == []
    else:
        check_lay_down(found, hand, deal, wild_twos)
        assert found.left != (taken,) and found.left_points == min(allowed)


def test_solve_keeping_with_two_copies_of_the_taken_card_liv_10() -> None:
    """LIV-10 with two packs: the hand holds 6h twice and took one from the discard pile.  Its best
    lay-down (a book of fours and runs 2c-6c, 3h-8h) leaves 6h alone, and so does the same lay-down
    found by holding back "the other" 6h; the best that keeps another card back holds 2c with 6h."""
    hand = parse_cards("3c 7h * 2c 4h 4c 5h 5c 6c 3h 4c 8h 4h 6h 6h")
    six = parse_cards("6h")[0]
    assert solve(hand, 6).left == (six,)
    found = solver.solve_keeping(hand, 6, six)
    assert found is not None and format_cards(found.left) == "2c 6h"


def test_wild_card_at_the_end_of_a_run_or_in_the_book_liv_5_liv_7() -> None:
    """Deal 2.  5h 6h 7h needs the joker to make a run of four (5h 6h 7h * or
    * 5h 6h 7h), and the nines make a book without it.  With 8h the run needs
    no joker, and the joker goes to the book 9c 9d *.  Nothing is left."""
    found = best("5h 6h 7h * 9c 9d 9s", 2)
    assert found is not None and found.left_points == 0
    assert [len(run) for run in found.runs] == [4]
    found = best("5h 6h 7h 8h * 9c 9d", 2)
    assert melds_text(found) == ["9c 9d *", "5h 6h 7h 8h"]


def test_quick_test_keeps_runs_ending_in_a_high_ace_liv_2_liv_5() -> None:
    # The quick test counts a high ace at the low ace's place: J * K A is a run.
    found = best("Jc * Kc Ac 9d Td Jd * 3s", 3)
    assert found is not None and found.left_points == 5
    assert best("Jc * Kc 9d Td Jd * 3s Ac", 3) is not None
    assert best("Jc * Kc 9d Td Jd 3s Ah", 3) is None  # one wild card for two runs that each need one
