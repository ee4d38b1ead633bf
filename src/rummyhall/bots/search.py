"""Search bots: determinization (perfect-information Monte Carlo) with rollouts.

At each decision the bot deals again, with ``state.determinize(seat, rng)``,
everything its seat cannot see, and tries each candidate action in that
sampled world: it applies the action to a copy (``clone``, ``apply``) and lets
quick rule-based policies play every seat (``legal``, ``view``) to the end of
the deal or round.  Every candidate is tried in the same samples, with the
same policies' seeds, so that the comparison measures the action and not the
luck of the draw (common random numbers); one that surely trails the default
policy's choice is dropped (:func:`behind`), and when none is left the search
stops.  The default policy's choice (``Plan.default_bot``: the ``shrewd`` bot,
a bot of its own; in Rummoli it plays as the greedy bot) is the first
candidate, and the bot keeps it unless another beats it surely enough over the
samples (:func:`preferred`): plain determinization, taking the best mean of a
few noisy samples, loses to the greedy bot.

The bot never looks at the real state beyond what determinize keeps: its
seat's view (``state.view(seat)``), which the conformance suite checks, and
its legal actions.  ``determinize`` deals the hidden cards from a sorted pool,
so for a given generator the samples, and the choice, depend only on what the
seat sees.

What is tried, how a rollout is played and what an outcome is worth differ by
game (:class:`Plan`, in ``search_liverpool``, ``search_carousel`` and
``search_rummoli``).  Thinking time per decision is a parameter
(``seconds``), on average: the time a decision answered at once does not use
is kept for the close ones, up to :data:`LONGEST_DECISION` for one decision;
``samples`` fixes the number of samples instead, for reproducible play.  With
one candidate the bot answers at once.
"""

from __future__ import annotations

import importlib
import math
import time
from abc import ABC, abstractmethod
from collections.abc import Sequence

from rummyhall.bots import Bot, make_bot
from rummyhall.engine import Action, BadOptions, Event, IllegalAction, Seat, State, View

DEFAULT_SECONDS = 1.0
"""Thinking time per decision of ``--bots search``."""
LONGEST_DECISION = 1.0
"""A bot thinking less than this a decision may spend up to this much on one
decision, from the time it saved on decisions it answered at once (its bank):
it thinks ``seconds`` a decision on average, and longest where a choice is close."""
DROP = 2.0
"""An option that trails the greedy choice by this many standard errors is no longer tried."""

PLANS = {
    "liverpool": "rummyhall.bots.search_liverpool:LiverpoolPlan",
    "carousel": "rummyhall.bots.search_carousel:CarouselPlan",
    "rummoli": "rummyhall.bots.search_rummoli:RummoliPlan",
}
"""Where each game's search plan lives (imported only when asked for)."""


class Plan(ABC):
    """How a search bot plays one game: what it tries, how rollouts go, what outcomes are worth."""

    END_KINDS: frozenset[str] = frozenset()
    """Events that end a rollout (the end of a deal or a round)."""
    MAX_PLIES = 400
    """A rollout that has not ended after this many moves is scored where it stands."""
    CONFIDENCE = 2.0
    """How many standard errors an action must gain over the greedy bot's choice to be preferred."""
    LEAST_SAMPLES = 5
    """How many samples it takes before the greedy bot's choice may be left."""
    REDRAWS = 20
    """How many times an implausible sample is drawn again (:meth:`plausible`)."""
    TIME_SHARE = 1.0
    """The share of the decision's ``seconds`` the samples may use (the rest is
    kept for a move that runs past the deadline, where a move is slow)."""
    LISTS_EVERY_ACTION = True
    """Whether ``legal`` lists every action; when it does not (Carousel lists a few
    melds), a single listed action is not the only choice, and the default
    policy is asked."""

    @abstractmethod
    def candidates(self, view: View, legal: Sequence[Action], default: Action) -> list[Action]:
        """The actions worth trying: ``default``, the choice of :meth:`default_bot`, first,
        then others from ``legal`` (pruned where some are rarely worth a look)."""

    def plausible(self, world: State, seat: Seat, view: View) -> bool:
        """Whether the sampled ``world`` fits what the others did that
        ``determinize`` does not take into account (their bets, say); an
        implausible sample is drawn again, up to ``REDRAWS`` times."""
        return True

    def default_bot(self, game: str, seed: int) -> Bot:
        """The bot whose choice is the first candidate, kept unless beaten (the ``shrewd`` bot)."""
        return make_bot(game, "shrewd", seed)

    @abstractmethod
    def policy(self, seed: int) -> Bot:
        """The quick bot that plays a seat in rollouts."""

    def next_move(self, world: State, players: Sequence[Bot]) -> tuple[Seat, Action]:
        """The next move in a rollout (:func:`next_move`, the policies asked with
        the sampled world's views); a plan may read the sampled world directly
        to play the same moves faster."""
        return next_move(world, players)

    @abstractmethod
    def outcome(self, world: State, seat: Seat, start: View, ended: bool) -> float:
        """What the rollout ``world`` is worth to ``seat`` (higher is better).

        ``start`` is the seat's view before the decision (a spectator's view of
        the sampled world is fair game: it is a sample); ``ended`` is False
        when the rollout stopped at ``MAX_PLIES``."""


def plan_for(game: str) -> Plan:
    """The search plan of ``game``."""
    if game not in PLANS:
        raise BadOptions(f"there is no search bot for {game}")
    module, _, cls = PLANS[game].partition(":")
    plan: Plan = getattr(importlib.import_module(module), cls)()
    return plan


def label(seconds: float | None, samples: int | None) -> str:
    """The bot's kind with its level, as its name shows it: ``search 1s``, ``search 50 samples``."""
    if samples is not None:
        return f"search {samples} samples"
    return f"search {seconds if seconds is not None else DEFAULT_SECONDS:g}s"


class SearchBot(Bot):
    """Determinization with rollouts; see the module docstring."""

    def __init__(self, game: str, seed: int = 0, seconds: float | None = None, samples: int | None = None) -> None:
        super().__init__(seed)
        if samples is not None and samples < 1:
            raise BadOptions("a search bot needs at least one sample")
        if seconds is not None and seconds <= 0:
            raise BadOptions("a search bot needs some time to think")
        self.plan = plan_for(game)
        self.seconds = DEFAULT_SECONDS if seconds is None and samples is None else seconds
        self.samples = samples
        self.name = label(self.seconds, samples)
        self.fallback = self.plan.default_bot(game, seed)
        self.last_samples = 0
        """How many samples the last search used (for benchmarks)."""
        self.searched = 0
        """How many decisions were searched (had more than one candidate)."""
        self.bank = 0.0
        """Seconds saved on earlier decisions, which a searched one may spend (:data:`LONGEST_DECISION`)."""

    def choose(self, view: View, legal: Sequence[Action], may_pass: bool) -> Action | None:
        """Without the state (a face that only passes the view) there is nothing
        to sample from: the bot plays as the greedy bot."""
        return self.fallback.choose(view, legal, may_pass)

    def move(self, state: State, seat: Seat) -> Action | None:
        started = time.perf_counter()
        action = self._decide(state, seat, started)
        if self.seconds is not None:  # (what the decision did not use is saved, up to the longest decision's)
            longest = max(self.seconds, LONGEST_DECISION)
            self.bank = min(self.bank + self.seconds - (time.perf_counter() - started), longest - self.seconds)
        return action

    def budget(self) -> float | None:
        """The seconds the next decision may think: ``seconds`` and the bank, at most
        :data:`LONGEST_DECISION` (or ``seconds``, if longer); None with a number of samples."""
        if self.seconds is None:
            return None
        return min(self.seconds + max(self.bank, 0.0), max(self.seconds, LONGEST_DECISION))

    def _decide(self, state: State, seat: Seat, started: float) -> Action | None:
        view = state.view(seat)
        legal = state.legal(seat)
        may_pass = state.may_pass(seat)
        if not legal and not may_pass:
            return None
        if len(legal) == 1 and not may_pass and self.plan.LISTS_EVERY_ACTION:
            return legal[0]
        if may_pass:  # (an optional call, such as Liverpool's rummy: the greedy bot's answer)
            return self.fallback.choose(view, legal, may_pass)
        default = self.fallback.choose(view, legal, False)
        assert default is not None
        options = self.plan.candidates(view, legal, default)
        if len(options) == 1:
            return options[0]
        budget = self.budget()
        deadline = started + budget * self.plan.TIME_SHARE if budget is not None else None
        return self._search(state, seat, view, options, deadline)

    def _search(self, state: State, seat: Seat, view: View, options: list[Action], deadline: float | None) -> Action:
        """The preferred option over as many samples as the budget allows.

        A sample is not begun when one as long as the last would end past the
        deadline, nor a rollout when one as long as the longest so far would;
        a sample so cut short is left out, and a rollout still going at the
        deadline is abandoned (its sample left out too).  So the decision keeps
        within its ``seconds``, give or take a move."""
        outcomes: list[list[float]] = [[] for _ in options]
        alive = list(range(len(options)))
        done = 0
        longest = 0.0  # (the longest rollout so far: one that would end past the deadline is not begun)
        while True:
            sample_started = time.perf_counter()
            world = state.determinize(seat, self.rng)
            for _ in range(self.plan.REDRAWS):
                if self.plan.plausible(world, seat, view):
                    break
                world = state.determinize(seat, self.rng)
            policy_seed = self.rng.getrandbits(32)
            for i in alive:
                begun = time.perf_counter()
                if deadline is not None and begun + longest >= deadline:
                    break
                value = self._rollout(world, seat, view, options[i], policy_seed, deadline)
                if value is None:  # (abandoned at the deadline)
                    break
                outcomes[i].append(value)
                longest = max(longest, time.perf_counter() - begun)
            if len(outcomes[alive[-1]]) == done:  # (cut short)
                outcomes = [values[:done] for values in outcomes]
                break
            done += 1
            alive = [i for i in alive if i == 0 or not _out(outcomes[i], outcomes[0])]
            if len(alive) == 1:  # (every other option is surely worse than the greedy choice)
                break
            if self.samples is not None and done >= self.samples:
                break
            now = time.perf_counter()
            if deadline is not None and now + (now - sample_started) >= deadline:
                break  # (another sample as long as this one would not end in time)
        self.last_samples = done
        self.searched += 1
        if done < self.plan.LEAST_SAMPLES:
            return options[0]
        return options[preferred(outcomes, self.plan.CONFIDENCE)]

    def _rollout(
        self, world: State, seat: Seat, start: View, action: Action, policy_seed: int, deadline: float | None = None
    ) -> float | None:
        """Play ``action`` in a copy of ``world``, then the policies to the end of
        the deal or round; None if it is still going at ``deadline``."""
        game = world.clone()
        players = [self.plan.policy(policy_seed + s) for s in range(game.game.players)]
        try:
            ended = _ends(game.apply(seat, action), self.plan.END_KINDS)
        except IllegalAction:  # (a move ``legal`` listed and ``apply`` refused: never chosen)
            return -math.inf
        plies = 0
        while not ended and not game.over and plies < self.plan.MAX_PLIES:
            if deadline is not None and time.perf_counter() >= deadline:
                return None
            mover, chosen = self.plan.next_move(game, players)
            try:
                ended = _ends(game.apply(mover, chosen), self.plan.END_KINDS)
            except IllegalAction:  # (the same in the rollout: it is scored where it stands)
                break
            plies += 1
        return self.plan.outcome(game, seat, start, ended or game.over)


def gain(values: Sequence[float], base: Sequence[float]) -> tuple[float, float] | None:
    """The mean gain of ``values`` over ``base`` in the samples both have, and
    its standard error (None with fewer than two samples)."""
    diffs = [v - b for v, b in zip(values, base, strict=False)]
    n = len(diffs)
    if n < 2:
        return None
    mean = sum(diffs) / n
    return mean, math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1) / n)


def behind(values: Sequence[float], base: Sequence[float], confidence: float) -> bool:
    """Whether ``values`` trail ``base`` by more than ``confidence`` standard
    errors, after at least three samples: the option is dropped from the search.

    >>> behind([0, 0, 0], [5, 6, 7], confidence=2.0), behind([0, 0], [5, 6], confidence=2.0)
    (True, False)
    >>> behind([0, 9, 0], [5, 6, 7], confidence=2.0)
    False
    """
    found = gain(values, base) if len(values) >= 3 else None
    return found is not None and found[0] + confidence * found[1] < 0


def preferred(outcomes: Sequence[Sequence[float]], confidence: float) -> int:
    """Which option to take, given each option's outcome in each sample: the
    first (the greedy bot's choice) unless another beats it in the same samples
    by more than ``confidence`` standard errors of the difference, the most
    surely of all.  With few samples the bot thus plays as the greedy bot, and
    it leaves that choice only where its samples agree.

    >>> preferred([[0, 0, 0], [1, 2, 3], [9, -9, 9]], confidence=1.0)
    1
    >>> preferred([[0, 0], [1, -1]], confidence=1.0)
    0
    """
    best, best_bound = 0, 0.0
    for i, values in enumerate(outcomes[1:], 1):
        found = gain(values, outcomes[0])
        if found is not None and found[0] - confidence * found[1] > best_bound:
            best, best_bound = i, found[0] - confidence * found[1]
    return best


def _out(values: Sequence[float], base: Sequence[float]) -> bool:
    """Whether an option leaves the search: ``apply`` refused it, or it surely trails the greedy choice."""
    return values[-1] == -math.inf or behind(values, base, DROP)


def _ends(events: Sequence[Event], kinds: frozenset[str]) -> bool:
    """Whether one of ``events`` ends the rollout."""
    return any(e.kind in kinds for e in events)


def next_move(state: State, players: Sequence[Bot]) -> tuple[Seat, Action]:
    """The next move in a rollout: the actors are asked in order; one that may
    let the moment go and does so leaves it to the next."""
    for seat in state.actors():
        may_pass = state.may_pass(seat)
        legal = state.legal(seat)
        if len(legal) == 1 and not may_pass:  # (no view needed)
            return seat, legal[0]
        action = players[seat].choose(state.view(seat), legal, may_pass)
        if action is not None:
            return seat, action
    raise RuntimeError(f"nobody acted in a rollout; actors were {state.actors()}")


def mean_others(values: Sequence[float], seat: Seat) -> float:
    """The mean of ``values`` over every seat but ``seat``."""
    others = [v for s, v in enumerate(values) if s != seat]
    return sum(others) / len(others) if others else 0.0


def make_search_bot(game: str, seed: int = 0, seconds: float | None = None, samples: int | None = None) -> SearchBot:
    """A search bot for ``game`` thinking ``seconds`` per decision (default 1 s), or ``samples`` samples."""
    return SearchBot(game, seed, seconds, samples)
