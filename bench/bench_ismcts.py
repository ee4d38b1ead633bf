"""An outside opponent: OpenSpiel's ISMCTS bot against our search bot, at the same time per decision.

    .venv/bin/python bench/bench_ismcts.py carousel --players 2 --seeds 3 --seconds 0.2

Both play the OpenSpiel registration (``rummyhall.env.openspiel``, issue 17): a game
is ``deal(game, seed)``, OpenSpiel's ``ISMCTSBot`` (``open_spiel.python.algorithms.
ismcts``) chooses the action numbers of its seats from the OpenSpiel state, and our
search bot (``--ours``, ``search`` by default) its seats' actions from the engine state
behind it (``state.dealt().state``), by ``bot.move``, played as their action numbers.

Each seed is played ``players`` times, our bot at each seat in turn and ISMCTS at every
other (duplicate deals: the same cards for every line-up).  Time per decision: our bot
thinks ``--seconds`` (``make_search_bot(..., seconds=...)``: it answers at once when it
has one candidate); ISMCTS runs simulations for ``--seconds`` (:class:`TimedISMCTS`: at
least two, the first expanding the root; with one legal action it answers at once, as OpenSpiel's bot does).  ISMCTS
evaluates a leaf by one random rollout (``mcts.RandomRolloutEvaluator``) of at most
``--rollout`` moves, scored by the returns so far (the rewards of the deals and rounds
ended; the games' reward scales: Liverpool and Carousel points / 100, Rummoli chips /
starting chips, and 1 more for each winner at the game's end).

Printed per line-up and in all: our seat's wins (a shared win counts as a fraction) and
the ISMCTS seats' mean, our return less the ISMCTS seats' mean (with its standard error
over the games), seconds per decision each side, ISMCTS's simulations per searched
decision, and how many of our moves had no action number (the encoding numbers only
some of the engine's actions, e.g. Carousel's one "solver's best placement"; such a move
is played on the table directly and left out of the OpenSpiel history).
"""

from __future__ import annotations

import argparse
import math
import statistics
import time
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import pyspiel
from open_spiel.python.algorithms import ismcts, mcts

from rummyhall.bots import Bot, make_bot
from rummyhall.bots.search import make_search_bot
from rummyhall.engine import Action
from rummyhall.env.openspiel import RummyhallState, deal, register


class TimedISMCTS(ismcts.ISMCTSBot):  # type: ignore[misc]
    """OpenSpiel's ISMCTS bot searching for ``seconds`` per decision rather than a number of simulations."""

    def __init__(self, game: Any, evaluator: Any, seconds: float, **kwargs: Any) -> None:
        super().__init__(game, evaluator, kwargs.pop("uct_c", 2.0), 1, **kwargs)
        self.seconds = seconds
        self.simulations: list[int] = []
        """Simulations of each searched decision."""

    def run_search(self, state: Any) -> list[tuple[int, float]]:
        self.reset()
        legal = state.legal_actions()
        if len(legal) == 1:
            return [(legal[0], 1.0)]
        self._root_node = self.create_new_node(state)
        deadline = time.perf_counter() + self.seconds
        done = 0
        while done < 2 or time.perf_counter() < deadline:  # (the first only expands the root)
            self.run_simulation(self.sample_root_state(state))
            done += 1
        self.simulations.append(done)
        node = self._root_node
        if self._allow_inconsistent_action_sets:
            node = self.filter_illegals(node, state.legal_actions())
        policy: list[tuple[int, float]] = self.get_final_policy(state, node)
        return policy


def number_of(state: RummyhallState, action: Action | None) -> int | None:
    """The action number of the bot's ``action`` at the seat to decide (None: it has none)."""
    table = state.dealt()
    for number, offered in table.options(table.seat()).items():
        if offered == action:
            return number
    return None


def play_unnumbered(state: RummyhallState, action: Action | None) -> None:
    """Play an action without a number on the table itself, keeping the state's rewards and returns."""
    rewards = state.dealt().play_action(action)
    state._rewards = rewards
    state._returns = [a + b for a, b in zip(state._returns, rewards, strict=True)]


@dataclass
class Side:
    """Decisions and the time they took, for one side."""

    decisions: int = 0
    seconds: float = 0.0
    unnumbered: int = 0


@dataclass
class Outcome:
    """One game: our seat, the returns, the winners, and each side's time."""

    seed: int
    ours: int
    returns: list[float]
    winners: list[int]
    moves: int
    sides: dict[str, Side] = field(default_factory=dict)


def play(game: Any, name: str, seed: int, ours: int, args: argparse.Namespace) -> Outcome:
    state = deal(game, seed)
    rng = np.random.RandomState(seed * 10 + ours)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng, max_length=args.rollout)
    opponent = TimedISMCTS(game, evaluator, args.seconds, random_state=rng, allow_inconsistent_action_sets=True)
    bot: Bot = (
        make_search_bot(name, seed, seconds=args.seconds) if args.ours == "search" else make_bot(name, args.ours, seed)
    )
    sides = {"ours": Side(), "ismcts": Side()}
    moves = 0
    while not state.is_terminal():
        seat = state.current_player()
        started = time.perf_counter()
        if seat == ours:
            action = bot.move(state.dealt().state, seat)
            number = number_of(state, action)
            if number is None:
                play_unnumbered(state, action)
                sides["ours"].unnumbered += 1
            else:
                state.apply_action(number)
            side = sides["ours"]
        else:
            state.apply_action(opponent.step(state))
            side = sides["ismcts"]
        side.decisions += 1
        side.seconds += time.perf_counter() - started
        moves += 1
    result = state.dealt().state.result
    winners = list(result.winners) if result is not None else []
    outcome = Outcome(seed, ours, state.returns(), winners, moves, sides)
    outcome.sides["simulations"] = Side(len(opponent.simulations), float(sum(opponent.simulations)))
    return outcome


def report(label: str, outcomes: list[Outcome], players: int) -> str:
    ours_wins = theirs_wins = 0.0
    diffs = []
    for o in outcomes:
        share = 1.0 / len(o.winners) if o.winners else 0.0
        ours_wins += share if o.ours in o.winners else 0.0
        theirs_wins += sum(share for w in o.winners if w != o.ours) / (players - 1)
        others = [r for s, r in enumerate(o.returns) if s != o.ours]
        diffs.append(o.returns[o.ours] - sum(others) / len(others))
    mean = statistics.fmean(diffs)
    error = statistics.stdev(diffs) / math.sqrt(len(diffs)) if len(diffs) > 1 else math.nan
    ours = [o.sides["ours"] for o in outcomes]
    theirs = [o.sides["ismcts"] for o in outcomes]
    sims = [o.sides["simulations"] for o in outcomes]
    per_ours = sum(s.seconds for s in ours) / max(1, sum(s.decisions for s in ours))
    per_theirs = sum(s.seconds for s in theirs) / max(1, sum(s.decisions for s in theirs))
    per_search = sum(s.seconds for s in sims) / max(1, sum(s.decisions for s in sims))
    return (
        f"{label}: {len(outcomes)} games, wins ours {ours_wins:g} / ISMCTS seat mean {theirs_wins:.2f}; "
        f"return ours less ISMCTS mean {mean:+.3f} ± {error:.3f}; s/decision ours {per_ours:.3f}, "
        f"ISMCTS {per_theirs:.3f} ({per_search:.0f} simulations per searched decision); "
        f"our moves without a number {sum(s.unnumbered for s in ours)} of {sum(s.decisions for s in ours)}; "
        f"moves a game {statistics.fmean(o.moves for o in outcomes):.0f}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("game", choices=["liverpool", "rummoli", "carousel"])
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seeds", type=int, default=2, help="seeds (each played once per seat)")
    parser.add_argument("--seed", type=int, default=1, help="the first seed")
    parser.add_argument("--seconds", type=float, default=0.2, help="thinking time per decision, each side")
    parser.add_argument("--rollout", type=int, default=200, help="ISMCTS's random rollouts: most moves")
    parser.add_argument("--max-moves", type=int, default=0, help="the registration's max_moves (0: whole games)")
    parser.add_argument("--ours", default="search", help="our bot's kind (search, shrewd, greedy, random)")
    args = parser.parse_args()
    register()
    game = pyspiel.load_game(f"rummyhall_{args.game}(players={args.players},max_moves={args.max_moves})")
    outcomes: list[Outcome] = []
    started = time.perf_counter()
    for seed in range(args.seed, args.seed + args.seeds):
        for ours in range(args.players):
            outcome = play(game, args.game, seed, ours, args)
            outcomes.append(outcome)
            print(
                f"seed {seed}, ours at seat {ours}: returns {[round(r, 3) for r in outcome.returns]}, "
                f"winners {outcome.winners}, {outcome.moves} moves, {time.perf_counter() - started:.0f} s so far",
                flush=True,
            )
    for seat in range(args.players):
        print(report(f"ours at seat {seat}", [o for o in outcomes if o.ours == seat], args.players))
    print(report("all", outcomes, args.players))


if __name__ == "__main__":
    main()
