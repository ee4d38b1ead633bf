"""RUM-7: the poker hand is the best five cards of a Rummoli hand (ace high, and low in A-2-3-4-5).

Strengths in the worked examples are computed by hand from the class order
(see docs/poker.md): within a category, classes go up by main rank(s), then by
kickers; the number of rank sets below a set of ranks r1 > r2 > ... (each
ranks' index among the ranks still free, 2 = 0) is the combinatorial number
C(i1, k) + C(i2, k - 1) + ...
"""

from __future__ import annotations

import random
import re
from itertools import combinations, combinations_with_replacement

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rummyhall.cards import declare, format_cards, parse_card, parse_cards
from rummyhall.poker import BEST, CATEGORIES, WORST, HandRank, best_five, category_of, describe, evaluate

PACK = list(range(8, 60))


def strength(text: str) -> int:
    return evaluate(parse_cards(text))


def best_text(text: str) -> str:
    return format_cards(best_five(text).best)


# Worked examples: every category, from its worst to its best class ------------

WORKED = [
    # (hand, category, strength, best five as read); the working is in the comment.
    ("7c 5d 4h 3s 2c", "high card", 1, "7c 5d 4h 3s 2c"),  # the worst hand of all
    # K Q 9 6 3: sets below = C(11,5)+C(10,4)+C(7,3)+C(4,2)+C(1,1) = 714, less the 7 straights 6..Q high
    ("Kc Qd 9h 6s 3c", "high card", 708, "Kc Qd 9h 6s 3c"),
    ("Ac Kd Qh Js 9c", "high card", 1277, "Ac Kd Qh Js 9c"),  # 1277 high-card classes
    ("2c 2d 5h 4s 3c", "pair", 1278, "2d 2c 5h 4s 3c"),
    # kings: 11 lower pair ranks x C(12,3)=220, kickers 9 7 4 = C(7,3)+C(5,2)+C(2,1) = 47
    ("Kc Kd 9h 7s 4c 3d 2h", "pair", 1277 + 11 * 220 + 47 + 1, "Kd Kc 9h 7s 4c"),
    ("Ac Ad Kh Qs Jc", "pair", 4137, "Ad Ac Kh Qs Jc"),
    ("3c 3d 2h 2s 4c", "two pair", 4138, "3d 3c 2s 2h 4c"),
    # three pairs: Q-7 = C(10,2)+C(5,1) = 50 pair sets below, x 11 kickers; kicker 4 is 2nd of 11
    ("Qs Qd 7c 7h 4s 4d 2c", "two pair", 4137 + 50 * 11 + 2 + 1, "Qs Qd 7h 7c 4s"),
    ("Ac Ad Kh Ks Qc", "two pair", 4995, "Ad Ac Ks Kh Qc"),
    ("2c 2d 2h 4s 3c", "three of a kind", 4996, "2h 2d 2c 4s 3c"),
    # sevens: 5 lower x C(12,2)=66; kickers K 2 = C(10,2)+C(0,1) = 45
    ("7c 7d 7h Ks 2c", "three of a kind", 4995 + 5 * 66 + 45 + 1, "7h 7d 7c Ks 2c"),
    ("Ac Ad Ah Ks Qc", "three of a kind", 5853, "Ah Ad Ac Ks Qc"),
    ("Ac 2d 3h 4s 5c", "straight", 5854, "5c 4s 3h 2d Ac"),  # the wheel: the lowest straight
    ("2c 3d 4h 5s 6c", "straight", 5855, "6c 5s 4h 3d 2c"),  # six high beats the wheel
    ("Ac Kd Qh Js Tc", "straight", 5863, "Ac Kd Qh Js Tc"),
    ("7h 5h 4h 3h 2h", "flush", 5864, "7h 5h 4h 3h 2h"),
    ("Kh Qh 9h 6h 3h", "flush", 5863 + 707 + 1, "Kh Qh 9h 6h 3h"),  # same 707 sets below as high card
    ("Ah Kh Qh Jh 9h", "flush", 7140, "Ah Kh Qh Jh 9h"),
    ("2c 2d 2h 3s 3c", "full house", 7141, "2h 2d 2c 3s 3c"),
    # two trips: nines over fives; 7 lower trip ranks x 12, fives 4th of the 12 others
    ("9c 9d 9h 5c 5d 5s 2h", "full house", 7140 + 7 * 12 + 3 + 1, "9h 9d 9c 5s 5d"),
    ("Ac Ad Ah Ks Kc", "full house", 7296, "Ah Ad Ac Ks Kc"),
    ("2c 2d 2h 2s 3c", "four of a kind", 7297, "2s 2h 2d 2c 3c"),
    # kicker choice: K beats the 3; 6 lower quad ranks x 12, K is 11th of the 12 others
    ("8c 8d 8h 8s Kc Kd 3h", "four of a kind", 7296 + 6 * 12 + 10 + 1, "8s 8h 8d 8c Kd"),
    ("Ah 2h 3h 4h 5h", "straight flush", 7453, "5h 4h 3h 2h Ah"),  # the steel wheel
    # a straight flush inside a hand that also has a higher plain flush (A K 9 8 7)
    ("5h 6h 7h 8h 9h Ah Kh", "straight flush", 7453 + 4, "9h 8h 7h 6h 5h"),
    ("Ah Kh Qh Jh Th 2c 3d", "straight flush", 7462, "Ah Kh Qh Jh Th"),
]


@pytest.mark.parametrize(("hand", "category", "expected", "best"), WORKED)
def test_rum7_worked_examples(hand: str, category: str, expected: int, best: str) -> None:
    """RUM-7: hand-computed strength, category and best five of each example."""
    rank = best_five(hand)
    assert rank == HandRank(category, tuple(parse_cards(best)), expected)
    assert strength(hand) == expected
    assert category_of(expected) == category


def test_rum7_category_boundaries() -> None:
    """RUM-7: categories come in the standard order and the 7,462 classes are 1..7462."""
    firsts = [1, 1278, 4138, 4996, 5854, 5864, 7141, 7297, 7453]
    assert [category_of(s) for s in firsts] == list(CATEGORIES)
    assert [category_of(s - 1) for s in firsts[1:]] == list(CATEGORIES[:-1])
    assert (WORST, BEST) == (1, 7462)


def test_rum7_wheel_loses_to_six_high_straight_and_ace_is_not_low_elsewhere() -> None:
    """RUM-7: A-2-3-4-5 is the lowest straight; the ace is never low in a corner straight."""
    assert strength("Ac 2d 3h 4s 5c") < strength("2c 3d 4h 5s 6c")
    assert best_five("Qc Kd Ah 2s 3c").category == "high card"  # Q-K-A-2-3 is no straight
    assert strength("Ac 2d 3h 4s 5c 6d") == strength("2c 3d 4h 5s 6c")  # six high, not the wheel


def test_rum7_seventeen_card_hand_full_house_beats_flush_and_straight() -> None:
    """RUM-7 with a two-player Rummoli hand: 17 cards holding a flush, a straight and a full house."""
    hand = "2h 4h 6h 8h Th Qh 9c 9d 9s Kc Kd Jc Js 3c 5d 7s Ac"
    # nines full of kings: 7 lower trip ranks x 12, kings 11th of the 12 others
    assert best_five(hand) == HandRank("full house", tuple(parse_cards("9s 9d 9c Kd Kc")), 7140 + 7 * 12 + 10 + 1)


def test_rum7_seventeen_card_hand_straight_flush_beats_quads() -> None:
    """RUM-7: a low straight flush among 17 cards beats four aces."""
    hand = "Ac Ad Ah As 5c 6c 7c 8c 9c Kd Kh Qs Qh 2d 3s 4h Jd"
    assert best_five(hand) == HandRank("straight flush", tuple(parse_cards("9c 8c 7c 6c 5c")), 7457)


def test_rum7_best_of_two_flushes_is_taken() -> None:
    """RUM-7: with flushes in two suits, the higher flush counts, whichever suit comes first."""
    hand = "Ac Kc Qc Jc 8c As Ks Qs Js 9s"
    assert best_five(hand) == HandRank("flush", tuple(parse_cards("As Ks Qs Js 9s")), 7140)


def test_rum7_equal_flushes_show_the_higher_suit() -> None:
    """RUM-7: two flushes of the same ranks tie; best_five shows the one in the higher suit."""
    assert best_text("Ac Kc Qc Jc 9c Ad Kd Qd Jd 9d") == "Ad Kd Qd Jd 9d"
    assert best_text("9s Js Qs Ks As 9h Jh Qh Kh Ah") == "As Ks Qs Js 9s"


def test_rum7_two_quads_take_the_higher_with_the_best_kicker() -> None:
    """RUM-7: four aces and four kings: aces with a king kicker, the best four of a kind."""
    assert best_text("Kc Kd Kh Ks Ac Ad Ah As 2c") == "As Ah Ad Ac Ks"
    assert strength("Kc Kd Kh Ks Ac Ad Ah As 2c") == 7452


def test_rum7_twenty_six_cards_accepted() -> None:
    """RUM-7: half the pack is a legal hand; a full suit is a royal flush."""
    hand = [c for c in PACK if c & 3 == 0] + [c for c in PACK if c & 3 == 1]
    assert len(hand) == 26
    assert evaluate(hand) == BEST


def test_describe_is_json_ready() -> None:
    """RUM-7: the JSON form of a hand."""
    assert describe("Ah Kh Qh Jh Th 2c 3d") == {
        "category": "straight flush",
        "best": ["Ah", "Kh", "Qh", "Jh", "Th"],
        "strength": 7462,
    }
    assert describe(parse_cards("Ah Kh Qh Jh Th 2c 3d")) == describe("Ah Kh Qh Jh Th 2c 3d")


# Every class, once ---------------------------------------------------------------


def one_hand_per_class() -> list[list[int]]:
    """7,462 five-card hands, one of each class: every rank multiset in mixed suits, then every rank set suited."""
    hands = []
    for ranks in combinations_with_replacement(range(2, 15), 5):
        if max(ranks.count(r) for r in ranks) <= 4:
            hands.append([rank * 4 + position % 4 for position, rank in enumerate(ranks)])  # never five of a suit
    hands += [[rank * 4 + 2 for rank in ranks] for ranks in combinations(range(2, 15), 5)]
    return hands


def test_rum7_every_class_has_its_own_strength() -> None:
    """RUM-7: the 7,462 classes map one to one onto 1..7462."""
    hands = one_hand_per_class()
    assert len(hands) == 7462
    assert sorted(evaluate(hand) for hand in hands) == list(range(1, 7463))


def test_rum7_every_class_agrees_with_phevaluator() -> None:
    """RUM-7: strength = 7463 - phevaluator's rank for one hand of every class."""
    phevaluator = pytest.importorskip("phevaluator")
    for hand in one_hand_per_class():
        assert evaluate(hand) == 7463 - phevaluator.evaluate_cards(*(c - 8 for c in hand)), format_cards(hand)


def test_rum7_random_hands_agree_with_phevaluator_and_treys() -> None:
    """RUM-7: 3,000 random hands of 5 to 7 cards against phevaluator, and treys on the 7-card ones."""
    phevaluator = pytest.importorskip("phevaluator")
    treys = pytest.importorskip("treys")
    evaluator = treys.Evaluator()
    rng = random.Random(7)
    for _ in range(3000):
        hand = rng.sample(PACK, rng.randint(5, 7))
        expected = 7463 - phevaluator.evaluate_cards(*(c - 8 for c in hand))
        assert evaluate(hand) == expected, format_cards(hand)
        if len(hand) == 7:
            treys_hand = [treys.Card.new(text) for text in format_cards(hand).split()]
            assert evaluate(hand) == 7463 - evaluator.evaluate(treys_hand[:2], treys_hand[2:])


def test_rum7_random_large_hands_agree_with_brute_force_phevaluator() -> None:
    """RUM-7: 100 random hands of 8 to 17 cards against phevaluator over all five-card subsets."""
    phevaluator = pytest.importorskip("phevaluator")
    rng = random.Random(17)
    for _ in range(100):
        hand = rng.sample(PACK, rng.randint(8, 17))
        ids = [c - 8 for c in hand]
        best_rank = min(phevaluator.evaluate_5cards(*five) for five in combinations(ids, 5))
        assert evaluate(hand) == 7463 - best_rank, format_cards(hand)


# Properties ------------------------------------------------------------------------

hands = st.lists(st.sampled_from(PACK), min_size=5, max_size=26, unique=True)
small_hands = st.lists(st.sampled_from(PACK), min_size=5, max_size=9, unique=True)


@given(small_hands)
def test_rum7_strength_is_best_of_all_five_card_subsets(hand: list[int]) -> None:
    """RUM-7: the strength of 5-9 cards is the best strength of their five-card subsets."""
    assert evaluate(hand) == max(evaluate(five) for five in combinations(hand, 5))


@given(hands, st.randoms(use_true_random=False))
def test_rum7_order_of_cards_does_not_matter(hand: list[int], rng: random.Random) -> None:
    """RUM-7: strength and best five do not depend on the order of the cards."""
    shuffled = hand[:]
    rng.shuffle(shuffled)
    assert evaluate(shuffled) == evaluate(hand)
    assert best_five(shuffled) == best_five(hand)


@given(st.lists(st.sampled_from(PACK), min_size=6, max_size=26, unique=True))
def test_rum7_adding_a_card_never_lowers_strength(hand: list[int]) -> None:
    """RUM-7: more cards to choose from can only help."""
    assert evaluate(hand) >= evaluate(hand[:-1])


@given(hands)
def test_rum7_best_five_is_five_of_the_cards_with_the_same_strength(hand: list[int]) -> None:
    """RUM-7: the best five come from the hand, hold the whole strength, and name its category."""
    rank = best_five(hand)
    assert len(set(rank.best)) == 5
    assert set(rank.best) <= set(hand)
    assert evaluate(rank.best) == rank.strength == evaluate(hand)
    assert rank.category == category_of(rank.strength)


# Faults --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("cards", "message"),
    [
        (parse_cards("Ah Kh Qh Jh"), "5 to 26 cards, not 4"),
        (PACK[:27], "5 to 26 cards, not 27"),
        (parse_cards("Ah Kh Qh Jh Ah"), "Ah appears more than once"),
        (parse_cards("Ah Kh Qh Jh *"), "no jokers, but * is one"),
        ([*parse_cards("Ah Kh Qh Jh"), declare(parse_card("Th"))], "no jokers, but *Th is one"),
        ([*parse_cards("Ah Kh Qh Jh"), 3], "3 is not a card code"),
        ([*parse_cards("Ah Kh Qh Jh"), -20], "-20 is not a card code"),
    ],
)
def test_rum7_faulty_hands_raise_value_error(cards: list[int], message: str) -> None:
    """RUM-7 has no jokers and one pack: a hand is 5 to 26 different natural cards."""
    with pytest.raises(ValueError, match=re.escape(message)):
        evaluate(cards)
    with pytest.raises(ValueError, match=re.escape(message)):
        describe(cards)


def test_faulty_text_raises_value_error() -> None:
    with pytest.raises(ValueError, match="not a card"):
        describe("Ah Kh Qh Jh 1x")
    with pytest.raises(ValueError, match="no jokers"):
        describe("Ah Kh Qh Jh *")
    with pytest.raises(ValueError, match="card codes"):
        evaluate("Ah Kh Qh Jh Th")  # type: ignore[arg-type]
