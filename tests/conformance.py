"""The conformance suite: what every registered game must do, whatever its rules.

Each game has a profile (below) saying how to make small, quick games of it
and which of its actions ``legal`` lists completely.  ``test_conformance.py``
runs every check against every profile; a new game is guarded by adding its
profile here.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from rummyhall.engine import Action, Game, IllegalAction, Seat, State
from rummyhall.games import GAMES, make


@dataclass
class Profile:
    """How the suite plays a game."""

    name: str
    players: tuple[int, ...]
    options: dict[str, Any] = field(default_factory=dict)
    listed_completely: Callable[[Action], bool] = lambda action: True
    """Actions of this kind that ``legal`` lists exhaustively (so one not listed must be refused)."""
    max_steps: int = 4000

    def game(self, players: int) -> Game:
        return make(self.name, players, self.options)


def _liverpool_complete(action: Action) -> bool:
    from rummyhall.games.liverpool import Down

    return not isinstance(action, Down)  # legal lists at most LAY_DOWN_LIMIT lay-downs


PROFILES: dict[str, Profile] = {
    "liverpool": Profile("liverpool", (3, 4, 5), {"turn_cap": 12}, _liverpool_complete),
    "carousel": Profile("carousel", (2, 3, 5), {"target": 100}, lambda a: not str(a).startswith("meld ")),
    "rummoli": Profile("rummoli", (2, 4, 8), {"rounds": 2}, lambda action: type(action).__name__ != "Bid"),
}


def profiles() -> list[Profile]:
    """One profile per registered game; a game without a profile fails loudly."""
    missing = sorted(set(GAMES) - set(PROFILES))
    assert not missing, f"games without a conformance profile: {missing}"
    return [PROFILES[name] for name in sorted(GAMES)]


def random_moves(state: State, rng: random.Random) -> Iterator[tuple[Seat, Action]]:
    """Random legal moves until the game ends: uniform over every actor's legal actions."""
    while not state.over:
        actors = state.actors()
        assert actors, "a game that is not over must have someone to act"
        options = [(seat, a) for seat in actors for a in state.legal(seat)]
        assert options, f"actors {actors} have no legal action"
        yield rng.choice(options)


def assert_refused(state: State, seat: Seat, action: Action | str) -> None:
    """``action`` must raise IllegalAction and leave the state exactly as it was."""
    before = state.snapshot()
    try:
        if isinstance(action, str):
            state.act(seat, action)
        else:
            state.apply(seat, action)
    except IllegalAction as error:
        assert error.reason, "a refusal must say why"
    else:
        raise AssertionError(f"{action} by seat {seat} was accepted; it should have been refused")
    assert state.snapshot() == before, f"refusing {action} changed the state"
