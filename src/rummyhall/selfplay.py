"""Bots playing whole games: one game with a record, or a series with a summary.

>>> from rummyhall.games import make
>>> game = make("liverpool", 3, {"cut_bonus": False, "turn_cap": 30})
>>> recorder = play_game(game, seed=3, bots=["random", "random", "random"])
>>> recorder.state.over
True
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from rummyhall.bots import Bot, bot_names, make_bot
from rummyhall.engine import Action, Game, RulesError, Seat, State
from rummyhall.record import Recorder


class StuckGame(RulesError):
    """Nobody acted although someone had to: a bug in a bot or a game."""


def choose_move(state: State, bots: Sequence[Bot]) -> tuple[Seat, Action]:
    """The next move the bots make: (seat, action), not yet applied.

    The actors are asked in the order the state lists them; one that may let
    the moment go (``state.may_pass``) can decline, and the next is asked."""
    for seat in state.actors():
        may_pass = state.may_pass(seat)
        action = bots[seat].move(state, seat)
        if action is not None:
            return seat, action
        if not may_pass:
            raise StuckGame(f"bot {bots[seat].name} at seat {seat} declined a move it must make")
    raise StuckGame(f"nobody acted; actors were {state.actors()}")


def play_game(game: Game, seed: int, bots: Sequence[str | Bot], names: Sequence[str] | None = None) -> Recorder:
    """Play one whole game between bots; returns its recorder (state and record)."""
    players = [make_bot(game.name, b, seed * 100 + i) if isinstance(b, str) else b for i, b in enumerate(bots)]
    recorder = Recorder(game, seed, names or bot_names([p.name for p in players]))
    while not recorder.state.over:
        recorder.apply(*choose_move(recorder.state, players))
    return recorder


@dataclass
class Summary:
    """Wins and scores per bot line-up position over a series of games."""

    bots: list[str]
    games: int = 0
    wins: list[float] = field(default_factory=list)
    score_sums: list[int] = field(default_factory=list)
    actions: int = 0

    def mean_scores(self) -> list[float]:
        return [s / self.games if self.games else 0.0 for s in self.score_sums]


def series(
    game: Game,
    games: int,
    seed: int,
    bots: Sequence[str],
    on_game: Callable[[int, Recorder], None] | None = None,
) -> Summary:
    """Play ``games`` games with seeds ``seed``, ``seed+1``...; the line-up of
    bots rotates one seat each game so that no bot keeps the best seat.  A
    shared win counts as a fraction."""
    n = len(bots)
    summary = Summary(list(bots), wins=[0.0] * n, score_sums=[0] * n)
    for g in range(games):
        shift = g % n
        seated = [bots[(s - shift) % n] for s in range(n)]  # bot i sits at seat (i + shift) % n
        recorder = play_game(game, seed + g, seated)
        result = recorder.state.result
        assert result is not None
        for i in range(n):
            seat = (i + shift) % n
            summary.score_sums[i] += result.scores[seat]
            if seat in result.winners:
                summary.wins[i] += 1 / len(result.winners)
        summary.games += 1
        summary.actions += len(recorder.record.moves)
        if on_game is not None:
            on_game(g, recorder)
    return summary
