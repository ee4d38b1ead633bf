"""The search bots (bots/search.py): legal choices, no hidden information,
single actions answered at once, determinism; on small sample budgets."""

from __future__ import annotations

import random
from typing import Any

import pytest

from rummyhall.bots import BOTS, bot_names, make_bot
from rummyhall.bots.search import SearchBot, make_search_bot, preferred
from rummyhall.cards import parse_card, parse_cards
from rummyhall.engine import BadOptions, IllegalAction, Seat, State
from rummyhall.games import make
from rummyhall.selfplay import choose_move, play_game

OPTIONS: dict[str, dict[str, Any]] = {
    "liverpool": {"cut_bonus": False},
    "carousel": {},
    "rummoli": {"rounds": 1},
}
GAMES = sorted(OPTIONS)


def _searched_position(game: str, seed: int, skip: int) -> tuple[State, Seat]:
    """A position after greedy play where the actor has a real choice (at least
    two candidates), the ``skip``-th such position of the game."""
    state = make(game, 3, OPTIONS[game]).new(seed)
    greedy = [make_bot(game, "greedy", s) for s in range(3)]
    probe = make_search_bot(game, samples=1)
    found = 0
    while not state.over:
        seat = state.actors()[0]
        view, legal = state.view(seat), state.legal(seat)
        if not state.may_pass(seat) and len(legal) > 1:
            default = probe.fallback.choose(view, legal, False)
            assert default is not None
            if len(probe.plan.candidates(view, legal, default)) > 1:
                if found == skip:
                    return state, seat
                found += 1
        state.apply(*choose_move(state, greedy))
    raise AssertionError(f"no choice found in {game} seed {seed}")


def _accepted(state: State, seat: Seat, action: Any) -> bool:
    """``apply`` takes ``action`` (a Carousel meld may be one ``legal`` does not list)."""
    try:
        state.clone().apply(seat, action)
    except IllegalAction:
        return False
    return True


@pytest.mark.parametrize("game", GAMES)
def test_choices_are_legal_and_searched(game: str) -> None:
    for skip in (0, 3):
        state, seat = _searched_position(game, seed=11, skip=skip)
        bot = make_search_bot(game, seed=1, samples=2)
        action = bot.move(state, seat)
        assert bot.last_samples == 2
        assert action in state.legal(seat) or _accepted(state, seat, action)


@pytest.mark.parametrize("game", GAMES)
def test_no_hidden_information(game: str) -> None:
    """The same view gives the same choice, whatever the hidden cards are."""
    state, seat = _searched_position(game, seed=5, skip=1)
    worlds = [state] + [state.determinize(seat, random.Random(k)) for k in (1, 2)]
    assert worlds[1].snapshot() != worlds[2].snapshot()  # the hidden cards differ...
    assert all(w.view(seat) == state.view(seat) for w in worlds)  # ...what the seat sees does not
    choices, samples = [], []
    for world in worlds:
        bot = make_search_bot(game, seed=3, samples=6)
        choices.append(bot.move(world, seat))
        samples.append(bot.last_samples)
    assert choices[0] == choices[1] == choices[2]
    assert samples[0] == samples[1] == samples[2] > 0  # (the same samples, so the same early stop)


@pytest.mark.parametrize("game", GAMES)
def test_determinize_depends_only_on_the_view(game: str) -> None:
    """What the bot samples from: two states with the same view give the same sample."""
    state, seat = _searched_position(game, seed=8, skip=0)
    a, b = (state.determinize(seat, random.Random(k)) for k in (1, 2))
    assert a.determinize(seat, random.Random(9)).snapshot() == b.determinize(seat, random.Random(9)).snapshot()


def test_one_legal_action_is_answered_at_once() -> None:
    state = make("carousel", 3).new(4)
    seat = state.actors()[0]
    assert [str(a) for a in state.legal(seat)] == ["draw"]
    bot = make_search_bot("carousel", samples=50)
    assert str(bot.move(state, seat)) == "draw"
    assert bot.last_samples == 0


@pytest.mark.parametrize("game", GAMES)
def test_same_seed_same_choice(game: str) -> None:
    state, seat = _searched_position(game, seed=21, skip=2)
    first, second = (make_search_bot(game, seed=5, samples=6).move(state, seat) for _ in range(2))
    assert first == second


def test_a_tiny_game_is_reproducible() -> None:
    game = make("rummoli", 3, {"rounds": 1, "poker": "showdown"})
    records = [
        play_game(game, 2, [make_search_bot("rummoli", seed=1, samples=1), "greedy", "random"]).record.dumps()
        for _ in range(2)
    ]
    assert records[0] == records[1]


def test_preferred_keeps_the_greedy_choice_unless_sure() -> None:
    assert preferred([[5.0, 1.0, 3.0], [6.0, 2.0, 4.0]], confidence=1.0) == 1  # better in every sample
    assert preferred([[5.0, 1.0, 3.0], [9.0, -3.0, 4.0]], confidence=1.0) == 0  # better on average, not surely
    assert preferred([[0.0], [100.0]], confidence=1.0) == 0  # one sample proves nothing


def test_registered_and_named_with_its_level() -> None:
    assert "search" in BOTS
    bot = make_bot("liverpool", "search", seed=1)
    assert isinstance(bot, SearchBot) and bot.name == "search 1s"
    assert make_search_bot("rummoli", seconds=0.2).name == "search 0.2s"
    assert make_search_bot("rummoli", samples=30).name == "search 30 samples"
    names = bot_names(["search", "greedy", bot.name, "search 0.2s"], taken=["ada"])
    assert names == ["Ben (search 1s)", "Cleo (greedy)", "Dev (search 1s)", "Eli (search 0.2s)"]
    with pytest.raises(BadOptions):
        make_bot("poker", "search")
    with pytest.raises(BadOptions):
        make_search_bot("rummoli", samples=0)


def test_without_the_state_it_plays_as_the_greedy_bot() -> None:
    state = make("liverpool", 3, {"cut_bonus": False}).new(2)
    seat = state.actors()[0]
    view, legal = state.view(seat), state.legal(seat)
    assert make_search_bot("liverpool").choose(view, legal, False) == make_bot("liverpool", "greedy").choose(
        view, legal, False
    )


def test_rummoli_samples_fit_the_opponents_bets() -> None:
    """In the betting, a sample is drawn again where an opponent who put chips
    in holds a hand the greedy bot would have folded, or where, facing a bet,
    nobody at the full bet holds what the greedy bot bets (or raises) with."""
    from rummyhall.bots.rummoli import BET_AT, RAISE_AT, win_chance
    from rummyhall.bots.search_rummoli import CALLED, RummoliPlan
    from rummyhall.cards import parse_cards

    game = make("rummoli", 4, {"rounds": 1})
    facing_bets = 0
    for seed in range(60):
        state = game.new(seed)
        greedy = [make_bot("rummoli", "greedy", s) for s in range(4)]
        while not state.over and state.view(None)["phase"] != "rummoli":
            seat = state.actors()[0]
            view = state.view(seat)
            players = view["players"]
            bettors = [p["seat"] for p in players if p["seat"] != seat and p["bet"] > 0 and not p["folded"]]
            betting = view["betting"]
            if betting is not None and bettors and betting["to_call"]:
                full = [s for s in bettors if players[s]["bet"] == betting["current_bet"]]
                least = RAISE_AT if betting["raises"] else BET_AT
                opponents = sum(1 for p in players if p["in_game"] and not p["folded"]) - 1
                rng = random.Random(seed)
                answers = set()
                for _ in range(30):
                    world = state.determinize(seat, rng)
                    chances = {o: win_chance(parse_cards(world.view(o)["hand"]), opponents) for o in bettors}
                    fits = min(chances.values()) >= CALLED and max(chances[o] for o in full) >= least
                    answers.add(fits)
                    assert RummoliPlan().plausible(world, seat, view) == fits
                assert answers == {True, False}  # (some samples are kept, some drawn again)
                facing_bets += 1
                break
            state.apply(*choose_move(state, greedy))
        if facing_bets == 2:
            return
    raise AssertionError("no betting facing an opponent's bet found")


def test_rummoli_candidates_leave_out_middle_bet_sizes() -> None:
    """Of the bet (or raise, or bid) sizes, only the smallest and the largest are searched."""
    from rummyhall.bots.search_rummoli import RummoliPlan
    from rummyhall.games.rummoli_betting import CHECK, Bet

    legal = [CHECK, *(Bet(k) for k in range(1, 6))]
    assert RummoliPlan().candidates({}, legal, CHECK) == [CHECK, Bet(1), Bet(5)]
    assert RummoliPlan().candidates({}, legal, Bet(3)) == [Bet(3), CHECK, Bet(1), Bet(5)]


def test_no_hidden_information_where_it_leaves_the_greedy_choice() -> None:
    """Where the search overrules the greedy bot, the hidden cards still make no difference."""
    for skip in range(12):
        state, seat = _searched_position("rummoli", seed=3, skip=skip)
        bot = make_search_bot("rummoli", seed=2, samples=8)
        default = make_bot("rummoli", "greedy", 2).choose(state.view(seat), state.legal(seat), False)
        choice = bot.move(state, seat)
        if choice != default:
            break
    else:
        raise AssertionError("the search never left the greedy choice")
    for k in (1, 2):
        world = state.determinize(seat, random.Random(k))
        assert make_search_bot("rummoli", seed=2, samples=8).move(world, seat) == choice


def test_rummoli_outcome_is_the_chance_of_finishing_ahead() -> None:
    """The Rummoli search scores a rollout by places, not chips: at the game's
    end a lead of one chip is as good as any; before it, a lead is worth more
    the bigger it is and the fewer rounds are left to undo it."""
    from rummyhall.bots.search_rummoli import ahead_chances

    game = make("rummoli", 3, {"rounds": 10})
    early = game.new(1).view(None)
    players = early["players"]
    for p, chips in zip(players, (110, 100, 90), strict=True):
        p["chips"] = chips
    chances = ahead_chances(early, 0)
    assert chances[1] == pytest.approx(1 - ahead_chances(early, 1)[0])
    assert 0.5 < chances[1] < chances[2] < 1.0
    late = {**early, "round": 10, "players": [dict(p) for p in players]}
    assert ahead_chances(late, 0)[1] > chances[1]  # (the same lead, fewer rounds to undo it)
    over = {**early, "over": True, "players": [dict(p) for p in players]}
    assert ahead_chances(over, 0)[1:] == [1.0, 1.0]
    assert ahead_chances(over, 1) == [0.0, 0.5, 1.0]


def test_time_saved_on_quick_decisions_is_spent_on_close_ones(monkeypatch: pytest.MonkeyPatch) -> None:
    """A bot thinking 0.1 s a decision keeps what its quick decisions did not use (its bank) for
    the searched ones, up to 1 s a decision: so it thinks 0.1 s a decision on average at most.
    At 1 s a decision there is nothing to save (on a fake clock; each decision takes what it is told)."""
    from rummyhall.bots import search

    clock = [0.0]

    class FakeTime:
        @staticmethod
        def perf_counter() -> float:
            return clock[0]

    monkeypatch.setattr(search, "time", FakeTime)

    def budgets(seconds: float, spends: list[float]) -> list[float | None]:
        """The budget of each decision of a bot whose decisions take ``spends``."""
        bot = make_search_bot("liverpool", seed=1, seconds=seconds)
        seen: list[float | None] = []
        todo = list(spends)

        def decide(state: Any, seat: int, started: float) -> None:
            seen.append(bot.budget())
            clock[0] += todo.pop(0)

        monkeypatch.setattr(bot, "_decide", decide)
        for _ in spends:
            bot.move(None, 0)  # type: ignore[arg-type]
        assert sum(spends) <= seconds * len(spends) + 1e-9  # (never more than its seconds a decision, on average)
        return seen

    quick = budgets(0.1, [0.0] * 5 + [0.55] + [0.0] * 20 + [0.7, 0.3])
    assert quick[:8] == pytest.approx([0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.15, 0.25])
    assert quick[-2:] == pytest.approx([1.0, 0.4])  # (the bank stops at 0.9: one decision of 1 s at most)
    assert budgets(1.0, [0.0, 0.0, 0.4, 1.0, 0.0]) == pytest.approx([1.0] * 5)


def test_the_search_begins_no_sample_it_cannot_end_in_time(monkeypatch: pytest.MonkeyPatch) -> None:
    """With a budget, a sample is not begun when one as long as the last would
    end past the deadline: the decision keeps within its seconds (on a fake
    clock where each sample takes 0.3 s of a 1 s budget: three samples, not a
    fourth cut short at 1.05 s)."""
    from rummyhall.bots import search

    state, seat = _searched_position("rummoli", seed=11, skip=0)
    probe = make_search_bot("rummoli", samples=1)
    view, legal = state.view(seat), state.legal(seat)
    default = probe.fallback.choose(view, legal, False)
    assert default is not None
    options = len(probe.plan.candidates(view, legal, default))
    clock = [0.0]

    class FakeTime:
        @staticmethod
        def perf_counter() -> float:
            return clock[0]

    def rollout(*args: Any) -> float:
        clock[0] += 0.3 / options
        return 0.0

    monkeypatch.setattr(search, "time", FakeTime)
    bot = make_search_bot("rummoli", seed=1, seconds=1.0)
    monkeypatch.setattr(bot, "_rollout", rollout)
    assert bot.move(state, seat) == default
    assert bot.last_samples == 3
    assert clock[0] == pytest.approx(0.9)


def test_liverpool_rollouts_read_from_the_world_play_the_same_moves() -> None:
    """``LiverpoolPlan.next_move`` (the quick policy read from the sampled world)
    plays every rollout move as the quick bots asked with views would."""
    from rummyhall.bots.search import next_move
    from rummyhall.bots.search_liverpool import LiverpoolPlan, QuickLiverpool

    plan = LiverpoolPlan()
    players = [QuickLiverpool(s) for s in range(4)]
    compared = 0
    for seed in (5, 6):
        world = make("liverpool", 4, {}).new(seed)
        while not world.over:
            assert plan.next_move(world, players) == next_move(world, players)
            world.apply(*next_move(world, players))
            compared += 1
    assert compared > 300


def test_liverpool_weighs_dearer_discards_once_someone_is_down() -> None:
    """With ``DEARER`` set, not down, with another player down: the search weighs the shrewd
    discard against the dearest cards the hand misses least (one per value above it)."""
    from rummyhall.bots.search_liverpool import LiverpoolPlan
    from rummyhall.games.liverpool import Discard, Liverpool

    state = Liverpool(3, {"cut_bonus": False}).new(1)
    state.hands[0] = parse_cards("5c 5d 9h As Kd Qc 3h")
    state.down[1] = True
    state.phase, state.turn = "play", 0
    view, legal = state.view(0), state.legal(0)
    default = Discard(parse_card("9h"))
    plan = LiverpoolPlan()
    assert plan.candidates(view, legal, default) == [default]  # (off by default: it did not win)
    plan.DEARER = 2
    assert [str(a) for a in plan.candidates(view, legal, default)] == [
        "discard 9h",
        "discard As",
        "discard Qc",
    ]
    state.down[1] = False
    assert plan.candidates(state.view(0), legal, default) == [default]
