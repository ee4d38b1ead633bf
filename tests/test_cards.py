"""Cards: notation (rules/README.md), packs and values (LIV-1, LIV-2, LIV-20, CAR-1, CAR-4, CAR-9)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rummyhall.cards import (
    ACE,
    CLUBS,
    HEARTS,
    JOKER,
    SPADES,
    CardError,
    card,
    carousel_value,
    declare,
    declared_card,
    format_card,
    format_cards,
    liverpool_value,
    pack,
    parse_card,
    parse_cards,
    shoe,
)

NATURALS = st.integers(min_value=2, max_value=14).flatmap(
    lambda r: st.integers(min_value=0, max_value=3).map(lambda s: card(r, s))
)
ANY_CARD = st.one_of(NATURALS, st.just(JOKER), NATURALS.map(declare))


@given(ANY_CARD)
def test_every_card_round_trips_through_its_text(c: int) -> None:
    assert parse_card(format_card(c)) == c


@given(st.lists(ANY_CARD, max_size=30))
def test_card_lists_round_trip(cards: list[int]) -> None:
    assert parse_cards(format_cards(cards)) == cards


def test_ten_suits_and_symbols_are_accepted() -> None:
    assert parse_card("10h") == parse_card("Th") == parse_card("T♥") == card(10, HEARTS)
    assert parse_card("a♠") == card(ACE, SPADES)
    assert parse_cards("7c, 7d *") == [card(7, CLUBS), card(7, 1), JOKER]


def test_declared_joker() -> None:
    """CAR-5 notation: *9h is a joker that stands for the nine of hearts."""
    c = parse_card("*9h")
    assert c == declare(card(9, HEARTS))
    assert declared_card(c) == card(9, HEARTS)
    assert declared_card(JOKER) is None
    assert format_card(c) == "*9h"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("1x", "'1x' is not a card: unknown rank '1'"),
        ("7x", "unknown suit 'x'"),
        ("h", "no rank"),
        ("*1h", "a joker is '*' or '*' and a card"),
        ("", "empty"),
    ],
)
def test_bad_text_names_the_bad_token(text: str, message: str) -> None:
    with pytest.raises(CardError, match=message.replace("*", r"\*")):
        parse_card(text)


def test_bad_token_inside_a_list_is_named() -> None:
    with pytest.raises(CardError, match="'Qz'"):
        parse_cards("7c 7d Qz")


def test_liv1_packs_and_shoes() -> None:
    """LIV-1 / CAR-1: a pack is 52 distinct cards; shoes repeat packs and add jokers."""
    assert len(set(pack())) == 52
    assert len(shoe(2, 4)) == 108 and shoe(2, 4).count(JOKER) == 4
    assert len(shoe(3, 6)) == 162
    assert len(pack(jokers=1)) == 53


def test_liv20_card_values() -> None:
    """LIV-20: 2-9 five points, ten to king ten, aces and jokers fifteen (a wild two fifteen)."""
    values = [liverpool_value(c) for c in parse_cards("2c 9d Th Kh As *")]
    assert values == [5, 5, 10, 10, 15, 15]
    assert liverpool_value(parse_card("2c"), wild_twos=True) == 15


def test_car9_card_values() -> None:
    """CAR-9: joker 25, J Q K 10, number cards their face value, ace 1."""
    assert [carousel_value(c) for c in parse_cards("* Jc Qd Ks Th 7c 2d Ah")] == [25, 10, 10, 10, 10, 7, 2, 1]


def test_liv2_rank_order() -> None:
    """LIV-2: ranks run 2 3 ... K A from low to high; card codes follow that order within a suit."""
    ranks = [parse_card(r + "c") for r in "23456789TJQKA"]
    assert ranks == sorted(ranks)
