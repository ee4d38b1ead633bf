"""``rummyhall tournament``: duplicate deals, the statistics, the same games on every
backend (this process, worker processes, a local Ray), the reports and the errors.

Games are short Rummoli games (20 chips each) so that the tests take seconds.
"""

from __future__ import annotations

import csv
import io
import json
import math
from collections import Counter
from pathlib import Path

import pytest
from click.testing import CliRunner

from rummyhall.bots import Bot, RandomBot
from rummyhall.cli import cli, main
from rummyhall.engine import Action, BadOptions, Seat, State, View
from rummyhall.record import Record, replay
from rummyhall.tournament import play
from rummyhall.tournament.executors import GameFailed, InProcess, LocalProcesses
from rummyhall.tournament.play import TimedBot, make_player, play_task, ranks
from rummyhall.tournament.ratings import places, rate
from rummyhall.tournament.run import Tournament, head_to_head, run
from rummyhall.tournament.schedule import Plan, TournamentError, parse_bots
from rummyhall.tournament.stats import Z95, Samples, SprtBounds, elo, score_of, sign_test, wilson
from test_packaging import without

SHORT = {"starting_chips": 20}
"""Rummoli with few chips: a game is over in tens of moves."""


def short_plan(deals: int = 6, players: int = 3, bots: tuple[str, ...] = ("greedy", "random")) -> Plan:
    return Plan("rummoli", players, SHORT, list(bots), deals=deals, seed=40)


# -- the schedule ---------------------------------------------------------------------------------


def test_each_deal_seats_every_bot_at_every_seat_equally_with_the_same_seed() -> None:
    plan = Plan("liverpool", 4, {}, ["search:0.5", "greedy", "random"], deals=3, seed=7)
    assert plan.seats == ("search:0.5", "greedy", "random", "search:0.5")
    assert len(plan.shifts) == 4 and plan.games == 12
    for deal in range(3):
        tasks = plan.deal_tasks(deal)
        assert {t.seed for t in tasks} == {7 + deal} and [t.rotation for t in tasks] == [0, 1, 2, 3]
        for seat in range(4):
            at_seat = Counter(t.bots[seat] for t in tasks)
            assert at_seat == {"search:0.5": 2, "greedy": 1, "random": 1}, at_seat
        # A place of the line-up keeps its name whatever seat it has.
        for task in tasks:
            for seat, entry in enumerate(task.entries):
                assert task.names[seat] == plan.names[entry] and task.bots[seat] == plan.seats[entry]
    assert len(set(plan.names)) == 4 and all("(" in name for name in plan.names)


def test_rotations_that_seat_the_same_kinds_are_played_once() -> None:
    assert Plan("rummoli", 4, {}, ["greedy", "random"], deals=1).shifts == (0, 1)
    assert Plan("rummoli", 3, {}, ["greedy"], deals=1).shifts == (0,)
    assert Plan("rummoli", 3, {}, ["greedy", "random"], deals=1).shifts == (0, 1, 2)


@pytest.mark.parametrize("text", ["", " , ", "greedy,,random", "greedy,:3", "search:"])
def test_bad_bot_lists_are_refused(text: str) -> None:
    with pytest.raises(TournamentError):
        parse_bots(text)


def test_a_failed_game_comes_back_from_a_worker_with_its_sentence() -> None:
    """A worker's error is pickled with its template and params, so the command line can translate it."""
    import pickle

    from rummyhall.i18n import translator
    from rummyhall.tournament.executors import run_task

    task = next(Plan("rummoli", 2, {}, ["greedy", "random"], deals=1).tasks())
    broken = type(task)(**{**task.__dict__, "options": {"no_such_option": 1}})
    with pytest.raises(GameFailed) as caught:
        run_task(broken)
    again = pickle.loads(pickle.dumps(caught.value))
    assert type(again) is GameFailed and str(again) == str(caught.value)
    assert (again.template, again.params) == (caught.value.template, caught.value.params)
    assert str(again).startswith("the game of rummoli seed 1 rotation 0 (greedy, random) failed: BadOptions")
    lithuanian = translator("lt").refusal(again)
    assert lithuanian.startswith("Rummoli žaidimas (maišymo nr. 1, apsukimas 0, greedy, random) nepavyko")


def test_too_many_bots_and_no_deals_are_refused() -> None:
    with pytest.raises(TournamentError, match="3 bots for 2 players"):
        Plan("rummoli", 2, {}, ["a", "b", "c"], deals=1)
    with pytest.raises(TournamentError, match="--games must be 1 or more"):
        Plan("rummoli", 2, {}, ["a", "b"], deals=0)


# -- one game ---------------------------------------------------------------------------------------


def test_places_follow_the_way_the_game_is_won() -> None:
    assert ranks([5, 120, 80, 80], [0]) == (1.0, 4.0, 2.5, 2.5)  # Liverpool: the lowest total wins
    assert ranks([90, 160, 40], [1]) == (2.0, 1.0, 3.0)  # Rummoli, Carousel: the most wins
    assert ranks([3, 3], [0, 1]) == (1.5, 1.5)


def test_a_game_is_the_same_each_time_it_is_played_and_its_record_replays() -> None:
    task = short_plan().deal_tasks(2)[1]
    first, again = play_task(task), play_task(task)
    assert first.same_play() == again.same_play()
    assert first.record is not None
    record = Record.loads(first.record)
    assert (record.seed, record.players) == (task.seed, list(task.names))
    state = replay(record)
    assert state.result is not None and tuple(state.result.scores) == first.scores
    assert first.winners and all(first.ranks[w] == min(first.ranks) for w in first.winners)
    assert sum(first.decisions) >= first.moves  # (a bot may also decline a moment)


class LevelledBot(RandomBot):
    """A stand-in for a bot with a level (``search:0.5``), made by :func:`levelled`."""

    def __init__(self, game: str, seed: int, **level: float) -> None:
        super().__init__(seed)
        self.level = (game, seed, level)


def levelled(game: str, seed: int, **level: float) -> LevelledBot:
    return LevelledBot(game, seed, **level)


def test_a_parameter_after_the_colon_gives_the_bot_its_level(monkeypatch: pytest.MonkeyPatch) -> None:
    # (The factory is imported by name, as a second copy of this module: its class is not LevelledBot here.)
    monkeypatch.setitem(play.PARAMETERS, "random", "test_tournament:levelled")
    for text, level in [
        ("random:0.25", {"seconds": 0.25}),
        ("random:2s", {"seconds": 2.0}),
        ("random:200samples", {"samples": 200}),
    ]:
        made = make_player("rummoli", text, 7)
        assert type(made).__name__ == "LevelledBot" and made.level == ("rummoli", 7, level)  # type: ignore[attr-defined]
    for bad in ("random:fast", "random:0", "random:-1", "random:nan", "random:0.5samples", "random:inf"):
        with pytest.raises(BadOptions, match="takes seconds per decision"):
            make_player("rummoli", bad, 1)
    assert type(make_player("rummoli", "random", 1)) is RandomBot


class StateBot(Bot):
    """A bot that decides from the state (as a search bot does), never from the view alone."""

    name = "state"

    def choose(self, view: View, legal: list[Action], may_pass: bool) -> Action | None:  # type: ignore[override]
        raise AssertionError("asked for a view-only choice")

    def move(self, state: State, seat: Seat) -> Action | None:
        return state.legal(seat)[-1]


def test_the_timed_bot_lets_a_bot_decide_from_the_state_when_it_can() -> None:
    state = make_game_state()
    seat = state.actors()[0]
    timed = TimedBot(StateBot())
    assert timed.move(state, seat) == state.legal(seat)[-1]
    assert timed.decisions == 1 and timed.seconds >= 0
    plain = TimedBot(RandomBot(3))
    assert plain.move(state, seat) in state.legal(seat) and plain.decisions == 1


def make_game_state() -> State:
    from rummyhall.games import make

    return make("rummoli", 3, SHORT).new(5)


# -- statistics ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(("wins", "n"), [(80, 100), (3, 10), (0, 20), (20, 20), (7.5, 30)])
def test_the_wilson_interval_is_where_the_score_test_is_at_1_96(wins: float, n: int) -> None:
    low, high = wilson(wins, n)
    p = wins / n
    assert 0 <= low <= p <= high <= 1
    for bound in (low, high):
        if 0 < bound < 1:  # (an end at 0 or 1 is where the interval is cut)
            z = abs(p - bound) / math.sqrt(bound * (1 - bound) / n)
            assert z == pytest.approx(Z95, rel=1e-9)


@pytest.mark.parametrize(("ahead", "behind"), [(9, 1), (60, 40), (50, 50), (0, 7), (120, 95), (1, 0)])
def test_the_sign_test_agrees_with_scipy(ahead: int, behind: int) -> None:
    binomtest = pytest.importorskip("scipy.stats").binomtest
    expected = binomtest(ahead, ahead + behind, 0.5).pvalue
    assert sign_test(ahead, behind) == pytest.approx(expected, rel=1e-9)


def test_elo_and_expected_score_are_inverse() -> None:
    for difference in (-400.0, -35.5, 0.0, 10.0, 250.0):
        assert elo(score_of(difference)) == pytest.approx(difference)
    assert score_of(400) == pytest.approx(10 / 11)
    assert elo(1.0) == math.inf and elo(0.0) == -math.inf


def test_the_sprt_accepts_h1_for_a_clearly_better_bot_and_h0_for_an_equal_one() -> None:
    bounds = SprtBounds(elo0=0, elo1=50, alpha=0.05, beta=0.05)
    better, equal = Samples(), Samples()
    decided = {}
    for n in range(1, 2001):
        better.add([1.0, 0.5, 0.5, 0.0, 1.0][n % 5])  # mean 0.6: about +70 Elo
        equal.add([1.0, 0.5, 0.0][n % 3])  # mean 0.5
        for name, samples in (("better", better), ("equal", equal)):
            if name not in decided and bounds.decide(samples):
                decided[name] = (bounds.decide(samples), n)
    assert decided["better"][0] == "H1" and decided["equal"][0] == "H0"
    assert decided["better"][1] >= bounds.min_deals
    assert bounds.llr(better) > bounds.upper and bounds.llr(equal) < bounds.lower
    with pytest.raises(ValueError, match="elo0 < elo1"):
        SprtBounds(elo0=5, elo1=5)
    with pytest.raises(ValueError, match="alpha"):
        SprtBounds(alpha=0.7)


# -- a whole tournament ---------------------------------------------------------------------------------


def check_sums(tournament: Tournament) -> None:
    """The per-bot and per-pair sums agree with the games counted."""
    for bot, result in tournament.bots.items():
        seats = [(o, s) for o in tournament.outcomes for s, b in enumerate(o.bots) if b == bot]
        assert result.seats == len(seats)
        assert result.wins == pytest.approx(sum(1 / len(o.winners) for o, s in seats if s in o.winners))
        assert result.mean_rank == pytest.approx(sum(o.ranks[s] for o, s in seats) / len(seats))
    for pair in tournament.pairs:
        totals = [head_to_head(o, pair.first, pair.second) for o in tournament.outcomes]
        assert (pair.ahead, pair.level, pair.behind) == tuple(map(sum, zip(*totals, strict=True)))
        assert pair.deals.n == tournament.deals


def test_a_tournament_counts_every_game_once() -> None:
    plan = short_plan(deals=5)
    with InProcess() as backend:
        tournament = run(plan, backend)
    assert tournament.deals == 5 and len(tournament.outcomes) == plan.games == tournament.played
    assert [(o.deal, o.rotation) for o in tournament.outcomes] == [(d, r) for d in range(5) for r in range(3)]
    check_sums(tournament)


def test_the_same_seeds_give_the_same_games_on_one_process_local_processes_and_ray() -> None:
    """And the SPRT stops after the same deal on each, though the backends finish games in another order."""
    pytest.importorskip("ray")
    from rummyhall.tournament.executors import RayCluster

    plan = Plan("rummoli", 2, SHORT, ["greedy", "random"], deals=60, seed=3, records=True)
    sprt = SprtBounds(elo0=0, elo1=100, alpha=0.1, beta=0.1, min_deals=8)
    results = {}
    for name, make in (("one", InProcess), ("local", lambda: LocalProcesses(2)), ("ray", lambda: RayCluster(cpus=2))):
        with make() as backend:
            results[name] = run(plan, backend, sprt)
    one = results["one"]
    assert one.stopped_early and one.deals < 60 and one.pair("greedy", "random").decision is not None
    for name in ("local", "ray"):
        other = results[name]
        assert other.deals == one.deals, name
        assert [o.same_play() for o in other.outcomes] == [o.same_play() for o in one.outcomes], name
        assert other.pair("greedy", "random").llr == one.pair("greedy", "random").llr
    assert results["ray"].backend == "Ray, 2 CPUs (local)"


def test_local_processes_stop_at_once_when_the_sprt_stops_again_and_again() -> None:
    """Each early stop closes the backend with games still being played (and
    outcomes with records half sent); ``multiprocessing.Pool`` once hung there."""
    plan = Plan("rummoli", 2, SHORT, ["greedy", "random"], deals=60, seed=3, records=True)
    sprt = SprtBounds(elo0=0, elo1=100, alpha=0.1, beta=0.1, min_deals=8)
    with InProcess() as backend:
        expected = [o.same_play() for o in run(plan, backend, sprt).outcomes]
    for _time in range(6):
        with LocalProcesses(2) as local:
            processes = list(local.processes)
            tournament = run(plan, local, sprt)
        assert tournament.stopped_early and [o.same_play() for o in tournament.outcomes] == expected
        assert not any(process.is_alive() for process in processes)


def test_a_failed_game_in_a_worker_stops_the_tournament_with_its_sentence() -> None:
    plan = Plan("rummoli", 2, {"no_such_option": 1}, ["greedy", "random"], deals=4)
    with LocalProcesses(2) as local, pytest.raises(GameFailed, match=r"the game of rummoli seed .* failed: BadOptions"):
        run(plan, local)


def test_ratings_put_the_stronger_bot_first_and_are_the_same_in_the_same_order() -> None:
    with InProcess() as backend:
        tournament = run(short_plan(deals=12, players=2), backend)
    history = rate(tournament.outcomes, ["greedy", "random"])
    assert len(history.after) == len(tournament.outcomes)
    assert history.final["greedy"].mu > history.final["random"].mu
    assert history.final == rate(tournament.outcomes, ["greedy", "random"]).final
    assert history.final["greedy"].sigma < history.after[0]["greedy"].sigma
    for outcome in tournament.outcomes:
        place = places(outcome)
        assert set(place) == {"greedy", "random"} and min(place.values()) == 1


# -- the command ------------------------------------------------------------------------------------------


def test_the_command_writes_results_csv_records_and_plots(tmp_path: Path) -> None:
    out = tmp_path / "out"
    args = ["tournament", "rummoli", "--bots", "greedy,random", "-p", "3", "-g", "4", "-o", "starting_chips=20"]
    result = CliRunner().invoke(cli, [*args, "--seed", "9", "-w", "1", "-q", "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert "greedy v random" in result.output and "12 games" in result.output
    summary = json.loads((out / "results.json").read_text())
    assert (summary["deals"], summary["games"], summary["rotations"]) == (4, 12, 3)
    rows = list(csv.DictReader(io.StringIO((out / "games.csv").read_text())))
    assert len(rows) == 12 * 3
    for entry in summary["results"]:
        mine = [r for r in rows if r["bot"] == entry["bot"]]
        assert entry["seats"] == len(mine)
        assert entry["wins"] == pytest.approx(sum(float(r["win"]) for r in mine))
        assert entry["mean_score"] == pytest.approx(sum(int(r["score"]) for r in mine) / len(mine))
        low, high = entry["win_interval_95"]
        assert low <= entry["win_rate"] <= high
        assert entry["rating"]["sigma"] > 0
    records = sorted((out / "records").iterdir())
    assert len(records) == 12 and {r["record"] for r in rows} == {f"records/{p.name}" for p in records}
    for path in records[:3]:
        state = replay(Record.loads(path.read_text()))
        assert state.over
    for plot in ("ratings.png", "scores.png"):
        assert (out / plot).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_json_output_and_sprt_stop_drop_the_uncounted_records(tmp_path: Path) -> None:
    out = tmp_path / "out"
    args = ["tournament", "rummoli", "-g", "200", "-o", "starting_chips=20", "--sprt", "--elo1", "100"]
    result = CliRunner().invoke(cli, [*args, "-w", "2", "-q", "--json", "--out", str(out), "--no-plots"])
    assert result.exit_code == 0, result.output
    summary = json.loads(result.output)
    assert summary["stopped_early"] and summary["deals"] < 200
    assert summary["sprt"]["elo1"] == 100 and summary["pairs"][0]["sprt"]["decision"] in ("H0", "H1")
    assert len(list((out / "records").iterdir())) == summary["games"] == 2 * summary["deals"]
    assert not list(out.glob("*.png"))


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["chess"], "Invalid value for 'GAME'"),
        (["rummoli", "--bots", "greedy,wizard"], "unknown bot 'wizard'"),
        (["rummoli", "--bots", "greedy:fast"], "the greedy bot takes no parameter (greedy:fast)"),
        (["rummoli", "--bots", "wizard:0.5,greedy"], "unknown bot 'wizard'"),
        (["liverpool", "-p", "2"], "liverpool is for 3 to 8 players, not 2"),
        (["rummoli", "-p", "9"], "rummoli is for 2 to 8 players, not 9"),
        (["rummoli", "-g", "0"], "--games must be 1 or more, not 0"),
        (["rummoli", "--bots", "greedy,random,greedy", "-p", "2"], "3 bots for 2 players"),
        (["rummoli", "--bots", "greedy", "--sprt"], "--sprt compares bots"),
        (["rummoli", "--sprt", "--alpha", "0.9"], "alpha must be between 0 and 0.5"),
        (["rummoli", "--workers", "0"], "--workers must be 1 or more"),
        (["carousel", "-o", "colour=red"], "carousel has no option 'colour'"),
        (["rummoli", "--ray", "127.0.0.1:1"], "cannot reach the Ray cluster at 127.0.0.1:1"),
        (["rummoli", "--ray", "cluster"], "a Ray address is HOST:PORT"),
    ],
)
def test_bad_input_is_one_line_error(args: list[str], message: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit:
        main(["tournament", *args, "-q"])
    assert exit.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ") and message in err and err.count("\n") == 1, err


def test_without_the_tournament_extra_the_command_names_it() -> None:
    run = without({"openskill"}, "tournament", "rummoli")
    assert (run.returncode, run.stdout) == (2, "")
    assert run.stderr == "error: rummyhall tournament needs the tournament extra: pip install 'rummyhall[tournament]'\n"
