"""Every registered game against the conformance suite (see conformance.py)."""

from __future__ import annotations

import random
import re
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conformance import Profile, assert_refused, profiles, random_moves
from examples import examples
from rummyhall.engine import Event, Game, IllegalAction
from rummyhall.record import Record, Recorder, replay

PROFILES = profiles()
SEEDS = st.integers(min_value=0, max_value=2**40)
PROPERTY = settings(max_examples=examples(100), deadline=None, suppress_health_check=[HealthCheck.too_slow])
"""At least 100 examples per game for every property (the CI budget allows it)."""


def _players(profile: Profile, seed: int) -> int:
    return profile.players[seed % len(profile.players)]


def _random_game(profile: Profile, seed: int) -> Recorder:
    recorder = Recorder(profile.game(_players(profile, seed)), seed)
    rng = random.Random(seed)
    for steps, (seat, action) in enumerate(random_moves(recorder.state, rng)):
        assert steps < profile.max_steps, "the game did not end"
        recorder.apply(seat, action)
    return recorder


@pytest.mark.parametrize("profile", PROFILES, ids=lambda p: p.name)
@PROPERTY
@given(seed=SEEDS)
def test_every_legal_action_applies_cleanly(profile: Profile, seed: int) -> None:
    """Random playouts: at every step each listed action applies (on a clone),
    round-trips through its text, and no card is created or lost."""
    state = profile.game(_players(profile, seed)).new(seed)
    cards = state.all_cards()
    rng = random.Random(seed)
    for step, (seat, action) in enumerate(random_moves(state, rng)):
        assert step < profile.max_steps
        for actor in state.actors():
            listed = state.legal(actor)
            for candidate in rng.sample(listed, min(4, len(listed))):
                assert state.game.parse_action(str(candidate)) == candidate, f"{candidate} does not round-trip"
                state.clone().apply(actor, candidate)
        events = state.apply(seat, action)
        for event in events:
            assert_event_is_well_formed(state.game, event)
        assert state.all_cards() == cards, f"cards changed after {action}"
    assert state.result is not None
    assert len(state.result.scores) == state.game.players
    assert_names_every_seat(state.result.describe(NAMES), state.result.text)


NAMES = ["Ann", "Bob", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"]


def assert_event_is_well_formed(game: Game, event: Event) -> None:
    """An event has a kind its game lists, and says what happened with every seat by name."""
    assert isinstance(event, Event) and event.kind in game.EVENT_KINDS, f"{event.kind!r} is not in EVENT_KINDS"
    assert_names_every_seat(event.describe(NAMES), event.text)


def assert_names_every_seat(described: str, text: str) -> None:
    assert "{" not in text and "{" not in described, text
    assert not re.search(r"\bseat \d", described), f"a seat by number in {described!r}"


@pytest.mark.parametrize("profile", PROFILES, ids=lambda p: p.name)
@PROPERTY
@given(seed=SEEDS)
def test_illegal_actions_are_refused_and_change_nothing(profile: Profile, seed: int) -> None:
    """Wrong seat, malformed text, and actions that were legal earlier but are not now."""
    state = profile.game(_players(profile, seed)).new(seed)
    rng = random.Random(seed)
    seen: list = []
    for step, (seat, action) in enumerate(random_moves(state, rng)):
        if step % 7 == 0:
            actors = state.actors()
            idle = [s for s in range(state.game.players) if s not in actors]
            if idle:
                assert_refused(state, rng.choice(idle), action)
            assert_refused(state, seat, "fold the table 9z")
            assert_refused(state, seat, "")
            assert_refused(state, state.game.players + 3, action)
            for old in rng.sample(seen, min(6, len(seen))):
                if profile.listed_completely(old) and old not in state.legal(seat):
                    assert_refused(state, seat, old)
        seen.append(action)
        state.apply(seat, action)
    with pytest.raises(IllegalAction):
        state.apply(seat, action)


@pytest.mark.parametrize("profile", PROFILES, ids=lambda p: p.name)
@PROPERTY
@given(seed=SEEDS)
def test_views_hide_what_a_seat_may_not_see(profile: Profile, seed: int) -> None:
    """Dealing every hidden card again (other hands, stock...) must not change a
    seat's view; private events show their cards only to their own seat."""
    state = profile.game(_players(profile, seed)).new(seed)
    rng = random.Random(seed)
    for step, (seat, action) in enumerate(random_moves(state, rng)):
        if step % 5 == 0:
            for viewer in [None, *range(state.game.players)]:
                other = state.determinize(viewer, random.Random(step))
                assert other.view(viewer) == state.view(viewer), f"seat {viewer}'s view depends on hidden cards"
                assert other.all_cards() == state.all_cards()
        for event in state.apply(seat, action):
            if event.private:
                for viewer in range(state.game.players):
                    if viewer != event.seat:
                        assert event.seen_by(viewer).revealed == ()


@pytest.mark.parametrize("profile", PROFILES, ids=lambda p: p.name)
@PROPERTY
@given(seed=SEEDS)
def test_same_seed_same_game_and_records_replay(profile: Profile, seed: int) -> None:
    """The same seed and moves give the same record; the record's text reads back
    to the same record and replays to the same result."""
    first = _random_game(profile, seed)
    second = _random_game(profile, seed)
    text = first.record.dumps()
    assert text == second.record.dumps()
    loaded = Record.loads(text)
    assert loaded.dumps() == text
    final = replay(loaded)
    assert final.result == first.state.result
    assert final.snapshot() == first.state.snapshot()


@pytest.mark.parametrize("profile", PROFILES, ids=lambda p: p.name)
def test_record_with_a_changed_card_fails_replay(profile: Profile) -> None:
    """A record whose revealed cards were altered is caught on replay."""
    recorder = _random_game(profile, 11)
    moves = recorder.record.moves
    index = next(i for i, m in enumerate(moves) if m.revealed)
    record = Record.loads(recorder.record.dumps())
    shown = list(record.moves[index].revealed)
    shown[0] = 8 if shown[0] != 8 else 9
    record.moves[index] = type(record.moves[index])(record.moves[index].seat, record.moves[index].action, tuple(shown))
    from rummyhall.record import RecordError

    with pytest.raises(RecordError, match="revealed"):
        replay(record)


@pytest.mark.parametrize("profile", PROFILES, ids=lambda p: p.name)
def test_clone_is_independent(profile: Profile) -> None:
    state = profile.game(profile.players[0]).new(3)
    rng = random.Random(3)
    moves = random_moves(state, rng)
    for _ in range(40):
        seat, action = next(moves)
        state.apply(seat, action)
    copy = state.clone()
    before = state.snapshot()
    assert copy.snapshot() == before
    for seat, action in random_moves(copy, random.Random(4)):
        copy.apply(seat, action)
    assert state.snapshot() == before
    assert Counter(copy.all_cards()) == Counter(state.all_cards())


@pytest.mark.parametrize("profile", PROFILES, ids=lambda p: p.name)
def test_fields_name_every_attribute(profile: Profile) -> None:
    """``FIELDS`` (what snapshot and clone copy; a compiled state has no
    ``vars``) names every attribute a state sets, but ``game`` and caches
    (names starting with "_"), all the way through a game."""
    state = profile.game(profile.players[-1]).new(5)
    if not hasattr(state, "__dict__"):
        pytest.skip("a compiled build: its attributes are fixed by the compiler")
    fields = set(type(state).FIELDS)
    assert len(fields) == len(type(state).FIELDS)
    for seat, action in random_moves(state, random.Random(5)):
        state.apply(seat, action)
        assert {name for name in vars(state) if name != "game" and not name.startswith("_")} == fields
