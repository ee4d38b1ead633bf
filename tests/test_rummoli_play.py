"""Rummoli played at random and by the greedy bot: RUM-15 conservation at every step,
hidden information, the bot, and the terminal screen."""

from __future__ import annotations

import io
import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rich.console import Console

from rummyhall.bots import RandomBot, make_bot
from rummyhall.bots.rummoli import GreedyRummoli, percentile, win_chance
from rummyhall.cards import pack, parse_cards
from rummyhall.engine import Action
from rummyhall.games.rummoli import POTS, Bid, Claim, Rummoli, RummoliState
from rummyhall.selfplay import choose_move, play_game, series
from rummyhall.terminal import play_in_terminal
from rummyhall.terminal.rummoli import RummoliScreen

FULL_PACK = Counter(pack())


def _game(seed: int) -> Rummoli:
    """A varied small game: players, chips and every option drawn from the seed."""
    rng = random.Random(seed)
    chips = rng.choice([9, 12, 20, 100])
    return Rummoli(
        rng.randint(2, 8),
        {
            "starting_chips": chips,
            "bet_limit": rng.choice([1, 5, 20]),
            "poker": rng.choice(["betting", "showdown"]),
            "strict_claims": rng.random() < 0.5,
            "rounds": rng.choice([1, 2, 3, None] if chips < 20 else [1, 2, 3]),  # None: until one is left
            "final_poker": rng.choice(["one_pot", "per_pot"]),
        },
    )


def _check_every_step(state: RummoliState, bots: list[str], seed: int) -> None:
    """Play to the end, checking RUM-15 and the cards after every action."""
    players = [make_bot("rummoli", name, seed + i) for i, name in enumerate(bots)]
    total = state.chips_in_play()
    assert total == state.game.players * state.game.options["starting_chips"]
    for step in range(20_000):
        if state.over:
            break
        seat, action = choose_move(state, players)
        if step % 17 == 0 or state.phase == "claim":  # hidden information: re-dealing it changes no view and no card
            for viewer in (None, seat):
                other = state.determinize(viewer, random.Random(step))
                assert other.view(viewer) == state.view(viewer)
                assert other.all_cards() == FULL_PACK
                assert all(other.legal(s) for s in other.actors()), "the seats to act must be able to act"
        state.apply(seat, action)
        assert state.chips_in_play() == total, f"chips changed after {action} (RUM-15)"
        assert all(c >= 0 for c in state.stacks) and all(c >= 0 for c in state.pots.values())
        assert state.all_cards() == FULL_PACK, f"cards changed after {action}"
    else:
        raise AssertionError("the game did not end")
    assert state.result is not None
    assert sum(state.result.scores) == total and sum(state.pots.values()) == 0
    assert state.result.winners == tuple(s for s, c in enumerate(state.stacks) if c == max(state.stacks))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), greedy=st.lists(st.booleans(), min_size=8, max_size=8))
def test_rum15_chips_and_cards_conserved_at_every_step(seed: int, greedy: list[bool]) -> None:
    """RUM-15: stacks + pots + bets equal the starting total after every action, in
    games of every size and option, played by random and greedy bots."""
    game = _game(seed)
    bots = ["greedy" if g else "random" for g in greedy[: game.players]]
    _check_every_step(game.new(seed), bots, seed)


def test_rum15_many_seeded_games() -> None:
    """RUM-15 over a fixed set of seeds (the same games every run)."""
    for seed in range(120):
        game = _game(1000 + seed)
        bots = ["greedy" if (seed >> s) & 1 else "random" for s in range(game.players)]
        _check_every_step(game.new(seed), bots, seed)


def test_rum14_game_without_a_round_limit_ends() -> None:
    """RUM-14: with ``rounds=None`` the game goes on until all but one are out of chips."""
    game = Rummoli(3, {"rounds": None, "starting_chips": 20})
    for seed in range(5):
        recorder = play_game(game, seed, ["greedy", "random", "random"])
        assert recorder.state.over
        assert sum(recorder.state.stacks) == 60


def test_determinize_keeps_public_facts() -> None:
    """Re-dealt hidden cards keep the sizes, the shown poker cards and the card a player must play."""
    game = Rummoli(4, {"poker": "showdown"})
    rng = random.Random(5)
    for seed in range(15):
        state = game.new(seed)
        while not state.over and state.phase != "rummoli":
            seat = state.actors()[0]
            state.apply(seat, rng.choice(state.legal(seat)))
        for _ in range(rng.randint(0, 30)):
            if state.over or state.phase != "rummoli":
                break
            seat = state.actors()[0]
            state.apply(seat, rng.choice(state.legal(seat)))
        if state.over or state.phase != "rummoli":
            continue
        for viewer in (None, 0, 1, 2, 3):
            other = state.determinize(viewer, random.Random(seed))
            assert other.view(viewer) == state.view(viewer)
            turn = other.turn
            assert turn is not None
            assert other.legal(turn), "the player to move must be able to move"
            for s in range(4):
                assert set(state.shown[s]) & set(state.hands[s]) <= set(other.hands[s])
            if state.need == "next":
                assert state.need_card in other.hands[turn]


def test_clone_shares_nothing_mutable() -> None:
    """``clone`` copies attribute by attribute: a new list or dict attribute must be copied too."""
    state = Rummoli(4, {"poker": "betting"}).new(3)
    state.act(state.dealer, "keep")
    copy = state.clone()
    for name in state.FIELDS:
        value = getattr(state, name)
        if isinstance(value, list | dict | set) or hasattr(value, "copy"):
            assert getattr(copy, name) is not value, f"clone shares {name}"
    assert copy.snapshot() == state.snapshot()


def test_greedy_bot_always_claims() -> None:
    """With strict claims the greedy bot never lets a pot go (RUM-10)."""
    game = Rummoli(4, {"strict_claims": True, "rounds": 3})
    claims = 0
    for seed in range(6):
        state = game.new(seed)
        bots = [GreedyRummoli(seed + i) for i in range(4)]
        while not state.over:
            seat, action = choose_move(state, bots)
            claims += isinstance(action, Claim)
            for event in state.apply(seat, action):
                assert "claim" not in event.text, event.text
    assert claims > 6


def test_greedy_claim_first_and_lets_nothing_go() -> None:
    bot = GreedyRummoli(0)
    view = Rummoli(3).new(1).view(0)
    view["phase"] = "rummoli"
    legal: list[Action] = [Claim()]
    assert isinstance(bot.choose(view, legal, True), Claim)


def test_greedy_beats_random() -> None:
    """The greedy bot ends with more chips than random bots on average (fixed seeds)."""
    summary = series(Rummoli(4, {"rounds": 5}), 24, 1, ["greedy", "random", "random", "random"])
    scores = summary.mean_scores()
    assert scores[0] > max(scores[1:])


def test_percentiles_and_win_chance() -> None:
    """The percentile grows with strength; more opponents mean less chance."""
    assert percentile(2000, 7) < percentile(5000, 7) < percentile(7000, 7)
    hand = parse_cards("Ah Ad Ac 7s 7d 2c 4h 9s Jd Qc Ks 3d 5c")
    assert 0 < win_chance(hand, 4) < win_chance(hand, 1) < 1


def test_greedy_bids_within_its_means() -> None:
    """A greedy bidder never bids chips it would need for the next ante."""
    game = Rummoli(4, {"starting_chips": 20, "rounds": 4})
    for seed in range(8):
        recorder = play_game(game, seed, ["greedy"] * 4)
        assert recorder.state.over


# The terminal ------------------------------------------------------------------------------


def _render(view: dict[str, object]) -> str:
    out = io.StringIO()
    console = Console(file=out, width=120, color_system=None)
    RummoliScreen().render(console, view, ["you", "ann", "bob", "cy"])  # type: ignore[arg-type]
    return out.getvalue()


def test_terminal_renders_every_phase() -> None:
    game = Rummoli(4, {"strict_claims": True, "rounds": 1})
    seen = set()
    for seed in range(3):
        state = game.new(seed)
        bots = [RandomBot(seed + i) for i in range(4)]
        step = 0
        while not state.over:
            if state.phase != "rummoli" or state.claim is not None or step % 9 == 0:
                viewer = state.actors()[0]
                text = _render(state.view(viewer))
                assert ("Round 1 of 1" in text or "Final poker for the whole board" in text) and "Your hand" in text
                seen.add(state.phase)
            seat, action = choose_move(state, bots)
            state.apply(seat, action)
            step += 1
        assert "game over" not in _render(state.view(None))
    assert {"widow", "auction", "betting", "rummoli"} <= seen


def test_terminal_prompts() -> None:
    state = Rummoli(4).new(2)
    dealer = state.dealer
    text = _render(state.view(dealer))
    assert "exchange" in text and all(pot in text for pot in POTS)
    screen = RummoliScreen()
    legal = state.legal(dealer)
    choice = make_bot("rummoli", "greedy").choose(state.view(dealer), legal, False)
    advice = screen.advice(choice, state.view(dealer))
    assert choice in legal and "greedy bot would" in advice and f"type [bold]{choice}[/]" in advice
    state.act(dealer, "keep")
    bidder = state.actors()[0]
    state.stacks[bidder] = 10
    question = screen.question(state, bidder, Bid(8), str)
    assert question is not None and "8 of your 10 chips" in question
    assert screen.question(state, bidder, Bid(2), str) is None


def test_terminal_session() -> None:
    """A scripted person at seat 0: a refused command, the help words, then quitting."""
    out = io.StringIO()
    console = Console(file=out, width=120, color_system=None)
    answers = iter(["legal", "hint", "play 9z", "table", "quit"])
    recorder = play_in_terminal(
        Rummoli(3, {"rounds": 1}), 3, "you", ["greedy", "random"], console, read=lambda prompt: next(answers)
    )
    assert not recorder.state.over and recorder.record.players == ["you", "Ada (greedy)", "Ben (random)"]
    text = out.getvalue()
    assert "You may:" in text and "Refused:" in text and "The board" in text and "You left the game." in text
