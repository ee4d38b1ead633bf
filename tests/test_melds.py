"""Melds with reasons: Liverpool books and runs (LIV-2..LIV-5), Carousel groups and sequences (CAR-3..CAR-5)."""

from __future__ import annotations

import pytest

from rummyhall.cards import parse_cards
from rummyhall.melds import (
    arrange_run,
    carousel_group_fault,
    carousel_meld_fault,
    carousel_sequence_fault,
    liverpool_book_fault,
    liverpool_run_fault,
    make_run,
)


def fault_of_run(text: str, **kw: bool) -> str | None:
    return liverpool_run_fault(parse_cards(text), **kw)


def test_liv4_book_needs_three_cards_of_a_rank_two_natural() -> None:
    """LIV-4: three or more of a rank, suits may repeat, at least two natural cards."""
    assert liverpool_book_fault(parse_cards("7c 7c 7d")) is None
    assert liverpool_book_fault(parse_cards("7c 7d *")) is None
    assert liverpool_book_fault(parse_cards("7c * *")) == "Not a book: a book needs at least two natural cards"
    assert "different ranks" in (liverpool_book_fault(parse_cards("7c 8d 7h")) or "")
    assert "at least 3 cards" in (liverpool_book_fault(parse_cards("7c 7d")) or "")


def test_liv3_wild_twos_count_as_wild_in_books() -> None:
    """LIV-3: with wild_twos a two is wild, so it does not count as a natural card."""
    assert liverpool_book_fault(parse_cards("7c 7d 2h"), wild_twos=True) is None
    assert liverpool_book_fault(parse_cards("7c 2d 2h"), wild_twos=True) is not None
    assert liverpool_book_fault(parse_cards("7c 7d 2h")) is not None  # without the option a two is a two


def test_liv5_run_of_four_in_suit() -> None:
    """LIV-5: four or more of one suit in sequence; a joker takes the place of one card."""
    assert fault_of_run("4h 5h 6h 7h") is None
    assert fault_of_run("4h 5h * 7h") is None
    assert "at least 4 cards" in (fault_of_run("4h 5h 6h") or "")
    assert "different suits" in (fault_of_run("4h 5h 6c 7h") or "")


def test_liv5_three_naturals_in_every_four_when_laid_down() -> None:
    """LIV-5: as laid down, no two wild cards within four places; lay-offs are not limited."""
    assert "two wild cards within four places" in (fault_of_run("4h * * 7h") or "")
    assert "two wild cards" in (fault_of_run("4h * 6h 7h * 9h") or "")
    assert fault_of_run("4h * 6h 7h 8h * Th") is None  # wild cards four places apart
    assert fault_of_run("4h * * 7h", laying_down=False) is None


def test_liv2_ace_low_or_high_never_around_the_corner() -> None:
    """LIV-2: A-2-3-4 and J-Q-K-A are runs, K-A-2-3 is not."""
    assert fault_of_run("Ah 2h 3h 4h") is None
    assert fault_of_run("Jh Qh Kh Ah") is None
    assert fault_of_run("Kh Ah 2h 3h") == "Not a run: K-A-2 turns the corner"
    assert "past the ace" in (fault_of_run("Qh Kh Ah *") or "")


def test_liv5_joker_stands_for_the_exact_card_of_its_place() -> None:
    run = make_run(parse_cards("* 5h 6h 7h"))
    assert run.low == 4  # the joker is the four of hearts
    assert run.card_at(4) == parse_cards("4h")[0]


def test_arrange_run_fills_gaps_then_extends() -> None:
    assert arrange_run(parse_cards("7h 4h * 5h")) == parse_cards("4h 5h * 7h")
    assert arrange_run(parse_cards("Kh * Qh Jh")) == parse_cards("Jh Qh Kh *")
    assert arrange_run(parse_cards("Qh Kh Ah *")) == parse_cards("* Qh Kh Ah")
    assert arrange_run(parse_cards("4h * * 7h")) is None
    assert arrange_run(parse_cards("2h 3h 4h 5h"), wild_twos=True) == parse_cards("2h 3h 4h 5h")


def test_car3_group_three_or_four_different_suits() -> None:
    """CAR-3: three or four of a rank, every suit different, even with two packs."""
    assert carousel_group_fault(parse_cards("Qc Qd Qs")) is None
    assert carousel_group_fault(parse_cards("Qc Qd Qs Qh")) is None
    assert (
        carousel_group_fault(parse_cards("Qc Qd Qc"))
        == "Not a group: two cards of c (a group's suits are all different)"
    )
    assert "3 or 4 cards" in (carousel_group_fault(parse_cards("Qc Qd")) or "")


def test_car4_sequence_rules() -> None:
    """CAR-4: three or more in suit; ace low or high, never both, no corner."""
    assert carousel_sequence_fault(parse_cards("Ah 2h 3h")) is None
    assert carousel_sequence_fault(parse_cards("Qh Kh Ah")) is None
    assert carousel_sequence_fault(parse_cards("Kh Ah 2h")) == "Not a sequence: K-A-2 turns the corner"
    assert carousel_sequence_fault(parse_cards("5h 6h 8h")) == "Not a sequence: the ranks are not consecutive"


@pytest.mark.parametrize("text", ["5h 6h *7h", "*5h 6h 7h", "Qc *Qd Qs"])
def test_car5_declared_jokers_count_as_their_card(text: str) -> None:
    """CAR-5: a joker on the table is declared and stands for that card."""
    assert carousel_meld_fault(parse_cards(text)) is None


def test_car5_joker_must_be_declared_and_fit() -> None:
    assert "must say which card" in (carousel_meld_fault(parse_cards("5h 6h *")) or "")
    assert carousel_meld_fault(parse_cards("5h 6h *8h")) is not None


def test_liv2_never_an_ace_at_both_ends() -> None:
    """LIV-2: a run of all thirteen ranks cannot take a second ace."""
    assert fault_of_run("Ah 2h 3h 4h 5h 6h 7h 8h 9h Th Jh Qh Kh") is None
    assert fault_of_run("Ah 2h 3h 4h 5h 6h 7h 8h 9h Th Jh Qh Kh Ah") is not None


def test_liv3_a_two_of_another_suit_is_wild_in_a_run() -> None:
    """LIV-3 / LIV-5: under wild_twos only the run's own two at its place is natural."""
    assert fault_of_run("Ah 2h 3h 4h", wild_twos=True) is None
    assert "two wild cards" in (fault_of_run("* 2c 3h 4h 5h", wild_twos=True) or "")
    assert fault_of_run("2c 3h 4h 5h", wild_twos=True) is None  # one wild card: the 2c stands for 2h
