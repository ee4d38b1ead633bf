"""Train a small Liverpool agent on the CPU and plot its win rate against random bots.

MaskablePPO (sb3-contrib) learns on ``rummyhall/Liverpool-v0``: one seat of a
three-player game, the two others played by random bots, the mask keeping it
to legal moves.  Every ``--eval-every`` steps the current policy (its most
likely legal action) plays ``--eval-games`` whole games against random bots;
the curve of its win rate (ties count as wins) and of its average final total
goes to ``artifacts/train_liverpool.png`` and ``.json``.  Three random players
win about a third of the games each.

Not part of the tests.  Needs examples/requirements.txt (torch, sb3-contrib)
and matplotlib (the tournament extra).

Run:  .venv/bin/python examples/train_liverpool.py [--steps 60000] [--eval-every 10000] [--eval-games 20]
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path
from typing import Any

import gymnasium
import matplotlib
import numpy as np
from sb3_contrib import MaskablePPO
from stable_baselines3.common.callbacks import BaseCallback

import rummyhall.env  # noqa: F401 (registers the Gymnasium environments)

matplotlib.use("Agg")
import matplotlib.pyplot as plt

ARTIFACTS = Path(__file__).resolve().parents[1] / "artifacts"


def make_env(players: int) -> Any:
    return gymnasium.make("rummyhall/Liverpool-v0", players=players, opponents="random")


def evaluate(model: MaskablePPO, players: int, games: int, seed: int) -> dict[str, float]:
    """Whole games of the policy against random bots: win rate and average final total."""
    env = make_env(players)
    wins, totals = 0, []
    for game in range(games):
        observation, _ = env.reset(seed=seed + game)
        done = False
        while not done:
            mask = env.unwrapped.action_masks()
            action, _ = model.predict(observation, action_masks=mask, deterministic=True)
            observation, _, terminated, truncated, _ = env.step(int(action))
            done = terminated or truncated
        result = env.unwrapped.table.state.result
        if result is not None:
            wins += 0 in result.winners
            totals.append(result.scores[0])
    return {"win_rate": wins / games, "average_total": float(np.mean(totals)) if totals else float("nan")}


class Curve(BaseCallback):
    """Evaluates the policy every ``every`` steps (and at the start); the curve so far is saved each time."""

    def __init__(self, every: int, players: int, games: int) -> None:
        super().__init__()
        self.every, self.players, self.games = every, players, games
        self.points: list[dict[str, float]] = []
        self.next = 0
        self.started = time.monotonic()

    def _on_step(self) -> bool:
        if self.num_timesteps >= self.next:
            self.record()
            self.next += self.every
        return True

    def record(self) -> None:
        found = evaluate(self.model, self.players, self.games, seed=10_000)  # (the same games each time)
        found.update(steps=self.num_timesteps, minutes=(time.monotonic() - self.started) / 60)
        self.points.append(found)
        print(
            f"{found['steps']:>7.0f} steps  {found['minutes']:5.1f} min  win rate {found['win_rate']:.2f}"
            f"  average total {found['average_total']:.0f}",
            flush=True,
        )
        save(self.points, self.players)


def plot(points: list[dict[str, float]], players: int, out: Path) -> None:
    steps = [p["steps"] for p in points]
    figure, (left, right) = plt.subplots(1, 2, figsize=(10, 4))
    left.plot(steps, [p["win_rate"] for p in points], marker="o")
    left.axhline(1 / players, linestyle="--", color="grey", label=f"a random player (1/{players})")
    left.set(xlabel="training steps", ylabel="win rate", title="MaskablePPO vs random bots", ylim=(0, 1.05))
    left.legend()
    right.plot(steps, [p["average_total"] for p in points], marker="o", color="tab:red")
    right.set(xlabel="training steps", ylabel="final total (lower is better)", title="Liverpool total, 7 deals")
    figure.tight_layout()
    figure.savefig(out, dpi=100)
    plt.close(figure)


def save(points: list[dict[str, float]], players: int) -> None:
    """The curve as a picture and as numbers, in artifacts/."""
    ARTIFACTS.mkdir(exist_ok=True)
    plot(points, players, ARTIFACTS / "train_liverpool.png")
    (ARTIFACTS / "train_liverpool.json").write_text(json.dumps(points, indent=1), encoding="utf-8")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=60_000, help="training steps (the learner's decisions)")
    parser.add_argument("--eval-every", type=int, default=10_000)
    parser.add_argument("--eval-games", type=int, default=20)
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    env = make_env(args.players)
    env.reset(seed=args.seed)
    model = MaskablePPO("MultiInputPolicy", env, n_steps=1024, batch_size=256, seed=args.seed, verbose=0)
    curve = Curve(args.eval_every, args.players, args.eval_games)
    model.learn(total_timesteps=args.steps, callback=curve)
    curve.record()
    print(f"curve: {ARTIFACTS / 'train_liverpool.png'}")


if __name__ == "__main__":
    main()
