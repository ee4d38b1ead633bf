"""The Carousel placement solver (CAR-3, CAR-4, CAR-5, CAR-7, CAR-9).

Worked examples are computed by hand; the properties check every answer is a
legal table, and a small brute force (independent of the solver) checks the
optimum on small random positions.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Sequence

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from examples import examples
from rummyhall.cards import ACE, JOKER, card, carousel_value, parse_cards
from rummyhall.melds import carousel_joker_fault as joker_fault
from rummyhall.melds import carousel_meld_fault
from rummyhall.solve.carousel import (
    _DIVE,
    Placement,
    _best_from,
    _cases,
    _meldable_copies,
    _mirror_card,
    _Position,
    _supply,
    parse_table,
    placement_json,
    solve,
)
from rummyhall.solve.carousel_dp import best_plan


def points(table: str, hand: str, initial_meld_from_hand: bool = False) -> int:
    return solve(parse_table(table), parse_cards(hand), initial_meld_from_hand).points


def check_valid(table: Sequence[Sequence[int]], hand: Sequence[int], initial_meld_from_hand: bool = False) -> int:
    """Solve, check the answer is a legal table (CAR-3, CAR-4, CAR-5, CAR-7, CAR-9), return its points."""
    best = solve(table, hand, initial_meld_from_hand)
    check_legal(table, hand, best, initial_meld_from_hand)
    return best.points


def check_legal(
    table: Sequence[Sequence[int]], hand: Sequence[int], best: Placement, initial_meld_from_hand: bool = False
) -> None:
    """The placement is a legal new table made of the old one and hand cards, worth its points,
    with every sequence written from its lowest card up."""
    for meld in best.melds:
        assert carousel_meld_fault(meld) is None, meld
        assert _written_ascending(meld), meld
    as_played = Counter(JOKER if c >= JOKER else c for meld in best.melds for c in meld)
    before = Counter(JOKER if c >= JOKER else c for meld in table for c in meld)
    assert as_played == before + Counter(best.placed)
    assert not Counter(best.placed) - Counter(hand)
    assert joker_fault(table, best.melds) is None
    assert best.points == sum(carousel_value(c) for c in best.placed)
    if best.points == 0:
        assert best.melds == tuple(tuple(meld) for meld in table)
    if initial_meld_from_hand and best.points:
        assert any(_from_hand_only(meld, best.placed) for meld in best.melds)


def _written_ascending(meld: Sequence[int]) -> bool:
    ranks = [(c & 63) >> 2 for c in meld]
    if len(set(ranks)) == 1:
        return True  # a group
    places = [1 if rank == ACE and i == 0 else rank for i, rank in enumerate(ranks)]
    return all(later == earlier + 1 for earlier, later in itertools.pairwise(places))


def _from_hand_only(meld: Sequence[int], placed: Sequence[int]) -> bool:
    """Could this meld be made of placed hand cards only (the other melds then hold the old table)?"""
    return not Counter(JOKER if c >= JOKER else c for c in meld) - Counter(placed)


# Worked examples ---------------------------------------------------------------


def test_issue_example_43_points_car9() -> None:
    """CAR-9: 8h on the run (8), Qh on the queens (10), the joker somewhere (25); 2c fits nowhere."""
    table = parse_table("5h 6h 7h | Qc Qd Qs")
    assert check_valid(table, parse_cards("8h Qh * 2c")) == 43
    answer = placement_json(table, parse_cards("8h Qh * 2c"))
    assert answer["points"] == 43
    assert answer["placed"] == ["8h", "Qh", "*"]
    assert ["Qc", "Qd", "Qh", "Qs"] in answer["melds"]
    run = next(meld for meld in answer["melds"] if "5h" in meld)
    assert run in (["*4h", "5h", "6h", "7h", "8h"], ["5h", "6h", "7h", "8h", "*9h"])


def test_a_large_table_without_jokers_far_below_the_hands_worth_car9() -> None:
    """CAR-3, CAR-4, CAR-7, CAR-9: 69 cards without a joker, searched by exact passes aiming lower
    and lower (``_best_falling``).  The hand's cards that could lie in some meld are worth 103; the
    best placement, 73, is found only by the last pass, aimed at anything (the ILP of
    bench/bench_carousel.py also gives 73)."""
    table = parse_table(
        "4c 4d 4h 4s | 5c 6c 7c 8c | 7s 8s 9s | 7s 8s 9s | 7h 8h 9h Th | 4c 4d 4h | 5c 5d 5h | Qc Qh Qs"
        " | Ac Ad Ah As | 8d 9d Td Jd | 7c 8c 9c | 2c 2h 2s | Ac Ah As | Qc Qh Qs | 6c 6d 6h 6s | 9c Tc Jc"
    )
    assert check_valid(table, parse_cards("Ks Ts Ks 5h 7d 3d Jc Kh 3h 7d 2h Kh Js 3h 3c")) == 73


def test_a_large_table_where_the_quick_passes_miss_the_whole_hand_car9() -> None:
    """CAR-3, CAR-4, CAR-7, CAR-9: 68 cards without a joker; the whole hand (53 points) can be laid,
    but the search (from the kings down, on the mirrored position) does not find how with its quick
    passes (2, then 8 states a place).  No exact pass aims at the most the hand could add
    (``_FALLING_GAPS``): the one aimed 4 points below it finds it (the ILP of bench/bench_carousel.py
    also gives 53)."""
    table = parse_table(
        "2c 3c 4c | 6c 6d 6h | 6c 6d 6h 6s | 3c 4c 5c | Qd Kd Ad | Jc Jh Js | 7c 7d 7h | 8d 9d Td"
        " | As 2s 3s 4s 5s 6s 7s | 7h 8h 9h Th | 8c 8d 8h 8s | 2c 2d 2h | Qs Ks As | 9d Td Jd | Ad 2d 3d"
        " | Qc Kc Ac | Jc Jh Js | 3h 4h 5h | 3s 4s 5s | 7c 8c 9c Tc"
    )
    hand = parse_cards("5d Qh 5d 9s 4h 3h 7s Qc")
    assert _Position(table, hand).walk_down()
    mirrored = _Position(
        [[_mirror_card(c) for c in meld] for meld in table], [_mirror_card(c) for c in hand], mirrored=True
    )
    supply, table_worth, most = _supply(mirrored, next(_cases(mirrored)))
    assert supply is not None and most == 53
    assert best_plan(supply, most + table_worth, _DIVE) == (None, False)
    assert best_plan(supply, most + table_worth, 8) == (None, False)
    assert check_valid(table, hand) == 53


def test_nothing_fits_leaves_the_table_unchanged() -> None:
    table = parse_table("5h 6h 7h | Qc Qd Qs")
    best = solve(table, parse_cards("2c 9s Kd"))
    assert best.points == 0
    assert best.placed == ()
    assert best.melds == tuple(tuple(m) for m in table)


def test_group_of_four_car3() -> None:
    """CAR-3: a group takes a fourth suit but never a second card of a suit."""
    assert points("7c 7d 7s", "7h") == 7
    assert points("7c 7d 7s", "7c") == 0
    assert points("7c 7d 7h 7s", "7h") == 0


def test_sequence_ends_and_aces_car4() -> None:
    """CAR-4: ace low (A-2-3) or high (Q-K-A), never round the corner (K-A-2)."""
    assert points("2h 3h 4h", "Ah") == 1
    assert points("Jh Qh Kh", "Ah") == 1
    assert points("", "Kh Ah 2h") == 0
    assert points("", "Qs Ks As") == 21
    assert points("2d 3d 4d | Jd Qd Kd", "Ad Ad") == 2


def test_whole_suit_and_both_aces_car4() -> None:
    """CAR-4: A-2-...-K-A holds the ace twice only as two sequences (A-2-3 and 4-...-A)."""
    table = parse_table("2c 3c 4c 5c 6c 7c 8c 9c Tc Jc Qc Kc")
    assert check_valid(table, parse_cards("Ac Ac")) == 2


def test_rearranging_the_table_to_place_a_card_car7() -> None:
    """CAR-7: 8h joins the eights; equally the run takes it.  Either way 8 points."""
    assert check_valid(parse_table("4h 5h 6h 7h | 8c 8d 8s"), parse_cards("8h")) == 8


def test_card_moved_out_of_a_run_into_a_group_car7() -> None:
    """CAR-7: 4h leaves 4h-7h for the hand's 4c 4d; 5h 6h 7h still stand."""
    assert check_valid(parse_table("4h 5h 6h 7h"), parse_cards("4c 4d")) == 8


def test_splitting_a_long_sequence_for_groups_car7() -> None:
    """CAR-7: 3h..9h splits into 3h 4h 5h | 6c 6d 6h | 7h 8h 9h."""
    assert check_valid(parse_table("3h 4h 5h 6h 7h 8h 9h"), parse_cards("6c 6d")) == 12
    # 3h..8h cannot give up both 5h and 6h: 3h 4h and 7h 8h would be left over.
    assert points("3h 4h 5h 6h 7h 8h", "5c 5d 6c 6d") == 0
    # but it can give up 3h and 8h at its ends.
    assert points("3h 4h 5h 6h 7h 8h", "8c 8d 3c 3d") == 22


def test_two_groups_become_sequences_car7() -> None:
    """CAR-7: three groups 5, 6, 7 (c d s) plus 5h 6h 7h makes four sequences."""
    table = parse_table("5c 5d 5s | 6c 6d 6s | 7c 7d 7s")
    assert check_valid(table, parse_cards("5h 6h 7h")) == 18


def test_table_joker_freed_by_real_card_and_reused_car5() -> None:
    """CAR-5: 9h can only go where *9h stands, so it takes the joker's place and the
    joker, declared anew (Jh or 7h), stays on the table."""
    table = parse_table("8h *9h Th | Jc Jd Js")
    best = solve(table, parse_cards("9h"))
    assert check_valid(table, parse_cards("9h")) == 9
    on_table = [c for meld in best.melds for c in meld]
    assert on_table.count(card(9, 2)) == 1
    assert card(9, 2) + JOKER not in on_table  # the joker no longer stands for 9h
    assert sum(1 for c in on_table if c > JOKER) == 1


def test_table_joker_keeps_its_card_car5() -> None:
    """CAR-5: without the real 5s the joker *5s must stay 5s, so 5s 6s 7s' neighbour 8s cannot
    free it for the king group."""
    table = parse_table("*5s 6s 7s | Kc Kd Kh")
    assert check_valid(table, parse_cards("8s")) == 8
    assert check_valid(table, parse_cards("Qc Qd")) == 0


def test_freed_joker_must_be_redeclared_car5() -> None:
    """CAR-5: 4s replaces *4s, and the freed joker, declared Td or Kd, lets Jd Qd be laid."""
    table = parse_table("*4s 5s 6s | 9c 9d 9h")
    assert check_valid(table, parse_cards("4s Jd Qd")) == 4 + 10 + 10
    assert check_valid(table, parse_cards("Jd Qd")) == 0


def test_two_real_cards_already_on_table_free_the_joker_car5() -> None:
    """CAR-5: a real 9h already on the table may take the joker's place."""
    table = parse_table("8h *9h Th Jh | 9c 9d 9h 9s")
    assert check_valid(table, parse_cards("Qs Ks")) == 20
    assert check_valid(parse_table("8h *9h Th | 9c 9d 9h"), parse_cards("Qs Ks")) == 0


def test_joker_from_hand_counts_25_car9() -> None:
    """CAR-9: a joker from the hand is worth 25; it may be declared anything that fits."""
    assert points("7c 7d 7s", "*") == 25
    assert points("", "* 5c 5d") == 35
    assert points("", "* * 5c") == 55
    assert points("", "* *") == 0


def test_empty_table_first_meld_car7() -> None:
    """CAR-7: on an empty table the hand alone must make groups or sequences."""
    assert points("", "5c 6c 7c 9d 9h 9s 2c") == 18 + 27
    assert points("", "5c 6c 8c") == 0


def test_third_copy_of_a_card_by_joker() -> None:
    """A joker may stand for a card both packs already show (CAR-5 'any card')."""
    table = parse_table("9c 9d 9h 9s | 9c 9d 9h 9s | *9s Ts Js")
    assert check_valid(table, parse_cards("Qs")) == 10


def test_initial_meld_from_hand_option_car7() -> None:
    """CAR-7 option: the first meld must include a whole meld made only of hand cards."""
    table = parse_table("5h 6h 7h | Qc Qd Qs")
    assert points("5h 6h 7h | Qc Qd Qs", "8h Qh * 2c", initial_meld_from_hand=True) == 0
    assert points("5h 6h 7h | Qc Qd Qs", "8h Qh * Qs", initial_meld_from_hand=True) == 10 + 10 + 25 + 8
    assert check_valid(table, parse_cards("8h 9h Th Qh"), initial_meld_from_hand=True) == 37
    assert check_valid(table, parse_cards("2c 3c 4c 8h Kh"), initial_meld_from_hand=True) == 17


def test_hand_cards_must_be_naturals_or_bare_jokers() -> None:
    with pytest.raises(ValueError, match="hand"):
        solve([], [card(9, 2) + JOKER])
    with pytest.raises(ValueError, match="CAR-1"):
        solve(parse_table("*5h 6h 7h | *9c 9d 9h"), parse_cards("*"))


def test_placement_json_shape() -> None:
    answer = placement_json(parse_table("7c 7d 7s"), parse_cards("7h Kd"))
    assert answer == {"points": 7, "placed": ["7h"], "melds": [["7c", "7d", "7h", "7s"]]}


def test_bad_table_raises_naming_the_meld() -> None:
    with pytest.raises(ValueError, match=r"table meld 2 \(7h 8h 9c\).*suit"):
        solve(parse_table("5h 6h 7h | 7h 8h 9c"), [])
    with pytest.raises(ValueError, match="must say which card"):
        solve([[*parse_cards("5h 6h"), JOKER]], [])
    with pytest.raises(ValueError, match="CAR-1"):
        solve(parse_table("5h 6h 7h | 5h 6h 7h"), parse_cards("5h"))


def test_joker_fault_messages_car5() -> None:
    """CAR-5: the engine's check of a submitted table."""
    before = parse_table("*8h 9h Th Jh")
    assert joker_fault(before, parse_table("9h Th Jh *Qh")) == (
        "the joker *8h can only change if the real 8h takes its place"
    )
    assert joker_fault(before, parse_table("8h 9h Th Jh | *Qc Qd Qs")) is None
    assert joker_fault(before, parse_table("9h Th Jh")) == "a joker on the table must stay on the table"
    two = parse_table("*8h 9h Th | *8h 9h Th")  # both jokers are 8h; one real 8h frees one of them
    assert joker_fault(two, parse_table("8h 9h Th | *8h 9h Th | *Jc Jd Js")) is None
    assert joker_fault(two, parse_table("8h 9h Th | 9h Th *Jh | *Jc Jd Js")) is not None


# Properties and a brute force --------------------------------------------------


def brute_force_points(table: Sequence[Sequence[int]], hand: Sequence[int]) -> int:
    """Best value by trying every subset of the hand and every way to cut the cards into melds.

    Independent of the solver: melds are enumerated directly, every joker may
    stand for any card, and the CAR-5 rule is checked on each finished table."""
    before = Counter(c for meld in table for c in meld if c > JOKER)
    table_real = Counter(c for meld in table for c in meld if c < JOKER)
    table_jokers = sum(before.values())
    hand_real = sorted(c for c in hand if c < JOKER)
    hand_jokers = list(hand).count(JOKER)
    choices = sorted(set(hand_real))
    subsets = []
    for counts in _sub_multisets([hand_real.count(c) for c in choices]):
        chosen = Counter({c: n for c, n in zip(choices, counts, strict=True) if n})
        for jokers in range(hand_jokers + 1):
            subsets.append((sum(carousel_value(c) * n for c, n in chosen.items()) + 25 * jokers, jokers, chosen))
    for value, jokers, chosen in sorted(subsets, key=lambda subset: -subset[0]):
        real = table_real + chosen
        if _can_cover(Counter(real), table_jokers + jokers, [], before, real):
            return value
    return 0


def _sub_multisets(limits: list[int]) -> list[list[int]]:
    result: list[list[int]] = [[]]
    for limit in limits:
        result = [r + [n] for r in result for n in range(limit + 1)]
    return result


def _place(place: int, suit: int) -> int:
    return card(ACE if place in (1, 14) else place, suit)


def _melds_holding(c: int) -> list[list[int]]:
    rank, suit = c >> 2, c & 3
    others = [s for s in range(4) if s != suit]
    melds = [[card(rank, s) for s in pick] for size in (2, 3) for pick in itertools.combinations(others, size)]
    places = (1, 14) if rank == ACE else (rank,)
    for place in places:
        for low in range(1, place + 1):
            for high in range(max(place, low + 2), 15):
                if low == 1 and high == 14:
                    continue
                melds.append([_place(q, suit) for q in range(low, high + 1) if q != place])
    return melds


def _can_cover(left: Counter[int], jokers: int, declared: list[int], before: Counter[int], real: Counter[int]) -> bool:
    if not +left:
        if jokers:
            return False
        after = Counter(JOKER + d for d in declared)
        return all(n - after[j] <= real[j - JOKER] for j, n in before.items())
    c = min(k for k, n in left.items() if n)
    left[c] -= 1
    for cells in _melds_holding(c):
        if _fill(cells, 0, left, jokers, declared, before, real):
            left[c] += 1
            return True
    left[c] += 1
    return False


def _fill(
    cells: list[int],
    i: int,
    left: Counter[int],
    jokers: int,
    declared: list[int],
    before: Counter[int],
    real: Counter[int],
) -> bool:
    if i == len(cells):
        return _can_cover(left, jokers, declared, before, real)
    cell = cells[i]
    if left[cell] > 0:
        left[cell] -= 1
        found = _fill(cells, i + 1, left, jokers, declared, before, real)
        left[cell] += 1
        if found:
            return True
    if jokers > 0:
        declared.append(cell)
        found = _fill(cells, i + 1, left, jokers - 1, declared, before, real)
        declared.pop()
        if found:
            return True
    return False


def random_position(
    seed: int, ranks: int = 5, table_melds: int = 3, hand_size: int = 4
) -> tuple[list[list[int]], list[int]]:
    """A small dense position: a valid table dealt from a few ranks of two packs and two jokers."""
    rng = random.Random(seed)
    low = rng.randint(1, 14 - ranks + 1)
    places = list(range(low, low + ranks))
    shoe = Counter({_place(q, s): 2 for q in places for s in range(4)})
    jokers = 2
    table: list[list[int]] = []
    for _ in range(table_melds):
        for _attempt in range(20):
            if rng.random() < 0.5:
                place = rng.choice(places)
                cells = [_place(place, s) for s in rng.sample(range(4), rng.choice((3, 4)))]
            else:
                suit = rng.randrange(4)
                length = rng.randint(3, ranks)
                start = rng.randint(low, low + ranks - length)
                cells = [_place(q, suit) for q in range(start, start + length)]
            meld = []
            use = Counter(cells)
            spare = jokers
            for cell in cells:
                if shoe[cell] >= use[cell] and rng.random() > 0.15:
                    meld.append(cell)
                elif spare:
                    meld.append(JOKER + cell)
                    spare -= 1
                else:
                    break
            else:
                if any(c < JOKER for c in meld):
                    table.append(meld)
                    shoe -= Counter(c for c in meld if c < JOKER)
                    jokers = spare
                    break
    deck = list(shoe.elements()) + [JOKER] * jokers
    rng.shuffle(deck)
    return table, deck[:hand_size]


@settings(max_examples=examples(100), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2**32 - 1))
def test_matches_brute_force_on_small_positions(seed: int) -> None:
    """CAR-3, CAR-4, CAR-5, CAR-7, CAR-9: the optimum equals a brute force's, and the answer is legal."""
    table, hand = random_position(seed)
    assert check_valid(table, hand) == brute_force_points(table, hand)


@settings(max_examples=examples(200), deadline=None)
@given(st.integers(0, 2**32 - 1))
def test_answer_is_always_a_legal_table(seed: int) -> None:
    """CAR-3, CAR-4, CAR-5, CAR-7, CAR-9 on larger random positions: every meld valid, cards conserved,
    jokers treated fairly, points are the placed cards' values."""
    table, hand = random_position(seed, ranks=9, table_melds=8, hand_size=10)
    check_valid(table, hand)


@settings(max_examples=examples(40), deadline=None)
@given(st.integers(0, 2**32 - 1))
def test_initial_meld_option_is_legal_and_no_better(seed: int) -> None:
    """CAR-7 option: never more than without the option, and a hand-only meld when anything is laid."""
    table, hand = random_position(seed, ranks=6, table_melds=3, hand_size=6)
    with_option = check_valid(table, hand, initial_meld_from_hand=True)
    assert with_option <= check_valid(table, hand)


# The search from either end, and hand cards ruled out by copies ------------------


def test_mirror_card_turns_the_sequence_round() -> None:
    """Twos become kings, aces stay aces: A-2-3 becomes Q-K-A (CAR-4) and groups stay groups (CAR-3)."""
    mirrored = [_mirror_card(c) for c in parse_cards("Ah 2h 3h *4h")]
    assert mirrored == parse_cards("Ah Kh Qh *Jh")
    assert [_mirror_card(c) for c in parse_cards("7c 7d *7s *")] == parse_cards("8c 8d *8s *")
    assert all(_mirror_card(_mirror_card(c)) == c for c in range(8, 60))


def test_search_down_gives_the_same_placement_values_car9() -> None:
    """Searching from the kings down keeps the real card values: the issue's 43 points both ways."""
    table, hand = parse_table("5h 6h 7h | Qc Qd Qs"), parse_cards("8h Qh * 2c")
    for down in (False, True):
        best = _best_from(_Position(table, hand), 1, down)
        assert best is not None and best.points == 43
        check_legal(table, hand, best)


@settings(max_examples=examples(80), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2**32 - 1))
def test_both_directions_match_brute_force(seed: int) -> None:
    """CAR-3, CAR-4, CAR-5, CAR-9: from the twos up and from the kings down, the optimum is the brute
    force's and the answer is a legal table (the mirrored search is mapped back correctly)."""
    table, hand = random_position(seed, ranks=5, table_melds=3, hand_size=5)
    expected = brute_force_points(table, hand)
    for down in (False, True):
        best = _best_from(_Position(table, hand), 1, down)
        points = 0 if best is None else best.points
        assert points == expected, (down, points, expected)
        if best is not None:
            check_legal(table, hand, best)


def test_two_copies_need_two_melds() -> None:
    """A second 8h needs a second meld of its own: with one 6h and one 7h only a joker pair makes it."""
    available = [0] * 60
    for c in parse_cards("5h 6h 7h 8h 8h"):
        available[c] += 1
    eight = parse_cards("8h")[0]
    assert _meldable_copies(eight, available, 0) == 1
    assert _meldable_copies(eight, available, 1) == 1
    assert _meldable_copies(eight, available, 2) == 2
    assert _meldable_copies(parse_cards("2c")[0], available, 1) == 0
    assert check_valid(parse_table("5h 6h 7h"), parse_cards("8h 8h")) == 8
    assert check_valid(parse_table("5h 6h 7h"), parse_cards("8h 8h * *")) == 8 + 8 + 50


@settings(max_examples=examples(60), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2**32 - 1))
def test_copies_rule_on_dense_positions_matches_brute_force(seed: int) -> None:
    """Hand cards ruled out because too few melds could hold every copy (two packs): on dense
    positions from three ranks, where copies compete most, the optimum is still the brute force's."""
    table, hand = random_position(seed, ranks=3, table_melds=2, hand_size=5)
    assert check_valid(table, hand) == brute_force_points(table, hand)
