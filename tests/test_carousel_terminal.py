"""Carousel in the terminal: editing the table step by step before melding (CAR-5, CAR-7)."""

from __future__ import annotations

import pytest

from rummyhall.cards import parse_cards
from rummyhall.engine import IllegalAction
from rummyhall.games import make
from rummyhall.games.carousel import CarouselState, Meld
from rummyhall.terminal.carousel import CarouselScreen
from rummyhall.terminal.carousel_draft import Draft


def test_car7_draft_put_move_undo_and_send() -> None:
    """CAR-7: a card is taken out of a table run into a new group with hand cards; undo steps back."""
    draft = Draft([parse_cards("5h 6h 7h 8h")], parse_cards("8c 8d Kd"))
    draft.move(parse_cards("8h")[0], "1", "new")
    assert draft.lines() == ["1. 5h 6h 7h  (valid)", "2. 8h  (Not a group: a group has 3 or 4 cards, this has 1)"]
    draft.put(parse_cards("8c 8d"), "2")
    assert draft.lines()[1] == "2. 8c 8d 8h  (valid)"
    assert sorted(draft.left_in_hand().elements()) == parse_cards("Kd")
    draft.undo()
    assert draft.lines()[1].startswith("2. 8h ")
    with pytest.raises(IllegalAction, match="no Kc left in hand"):
        draft.put(parse_cards("Kc"), "1")
    with pytest.raises(IllegalAction, match="not a meld number"):
        draft.put(parse_cards("Kd"), "7")
    draft.reset()
    assert draft.melds == [parse_cards("5h 6h 7h 8h")]


def test_car5_draft_jokers_are_declared() -> None:
    """CAR-5: a joker from the hand goes down declared; a table joker can be declared anew in the draft."""
    draft = Draft([parse_cards("5h 6h *7h")], parse_cards("* 7h Qc"))
    with pytest.raises(IllegalAction, match="say which card"):
        draft.put([64], "1")
    draft.put(parse_cards("7h"), "1")
    draft.declare(parse_cards("*7h")[0], parse_cards("*8h")[0])
    assert draft.lines() == ["1. 5h 6h 7h *8h  (valid)"]
    draft.put(parse_cards("*4h"), "1")
    assert draft.left_in_hand() == {parse_cards("Qc")[0]: 1}


def test_screen_commands_send_a_meld_the_engine_accepts() -> None:
    """The screen's send turns the draft into the meld action, which the engine applies."""
    game = make("carousel", 2)
    state = CarouselState.from_position(
        game,
        hands=[parse_cards("8h 9c Kd"), parse_cards("2c 3c")],
        table=[parse_cards("5h 6h 7h")],
        draw_pile=parse_cards("4d 5d 6d 7d"),
        turn=0,
    )
    state.act(0, "draw")
    screen = CarouselScreen()
    assert screen.command(state, 1, "put 2c 1").startswith("You can edit")  # type: ignore[union-attr]
    shown = screen.command(state, 0, "put 8h 1")
    assert isinstance(shown, str) and "5h 6h 7h 8h  (valid)" in shown
    action = screen.command(state, 0, "send")
    assert isinstance(action, Meld)
    state.apply(0, action)
    assert [list(m) for m in state.table] == [parse_cards("5h 6h 7h 8h")]
    assert screen.command(state, 0, "discard 7h") is None
