"""Carousel placement: the most value a hand can add to the table (CAR-3..CAR-9).

Given the melds on the table and a hand, :func:`solve` finds the hand cards of
greatest total value (CAR-9) that can be laid so that every card on the table
lies in a valid group (CAR-3) or sequence (CAR-4), rearranging the table freely
(CAR-7) while every table card stays and every table joker keeps its card
unless the real card takes its place (CAR-5, ``melds.carousel_joker_fault``).  The
answer is exact; the work is done by the dynamic programme in
:mod:`rummyhall.solve.carousel_dp`.

>>> from rummyhall.cards import parse_cards
>>> table = [parse_cards("5h 6h 7h"), parse_cards("Qc Qd Qs")]
>>> best = solve(table, parse_cards("8h Qh * 2c"))
>>> best.points
43
>>> placement_json(table, parse_cards("8h Qh * 2c"))["placed"]
['8h', 'Qh', '*']
"""

from __future__ import annotations

import gc
import itertools
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, Final

from rummyhall.cards import ACE, JOKER, card, carousel_value, format_card, format_cards, parse_cards
from rummyhall.melds import carousel_meld_fault
from rummyhall.solve.carousel_dp import (
    HIGH_ACE_PLACE,
    JOKER_VALUE,
    LOW_ACE_PLACE,
    PLACES,
    Plan,
    Step,
    Supply,
    best_plan,
)

Table = Sequence[Sequence[int]]
Melds = tuple[tuple[int, ...], ...]


@dataclass(frozen=True)
class Placement:
    """The best placement: its value (hand cards only), the hand cards laid
    (bare jokers as ``JOKER``, in hand order) and the whole table after it."""

    points: int
    placed: tuple[int, ...]
    melds: Melds

    def __str__(self) -> str:
        table = " | ".join(format_cards(meld) for meld in self.melds)
        return f"{self.points} points: place {format_cards(self.placed) or 'nothing'}; table {table}"


def parse_table(text: str) -> list[list[int]]:
    """Melds written as card text separated by ``|``.

    >>> [format_cards(meld) for meld in parse_table("5h 6h 7h | Qc Qd *Qh")]
    ['5h 6h 7h', 'Qc Qd *Qh']
    """
    return [parse_cards(part) for part in text.split("|") if part.strip()]


def solve(table: Table, hand: Sequence[int], initial_meld_from_hand: bool = False) -> Placement:
    """The placement of greatest value (CAR-9) of hand cards onto the table.

    Raises ``ValueError`` if a table meld is not valid or the cards are not
    Carousel cards (at most two of each card and two jokers, CAR-1).  With
    ``initial_meld_from_hand`` (CAR-7 option), at least one whole meld of the
    result is made only of hand cards.
    """
    position = _Position(table, hand)
    # The search makes many small tuples and no reference cycles: the cyclic garbage collector,
    # which would scan them again and again, is paused while it runs (7-8% of the time).
    collecting = gc.isenabled()
    gc.disable()
    try:
        found = _best_with_own_meld(position) if initial_meld_from_hand else _best(position, 1)
    finally:
        if collecting:
            gc.enable()
    if found is None:
        return Placement(0, (), tuple(tuple(meld) for meld in table))
    return found


def placement_json(table: Table, hand: Sequence[int], initial_meld_from_hand: bool = False) -> dict[str, Any]:
    """:func:`solve` as plain data: card text for every card.

    >>> from rummyhall.cards import parse_cards
    >>> placement_json([parse_cards("7c 7d 7s")], parse_cards("7h Kd"))
    {'points': 7, 'placed': ['7h'], 'melds': [['7c', '7d', '7h', '7s']]}
    """
    best = solve(table, hand, initial_meld_from_hand)
    return {
        "points": best.points,
        "placed": [format_card(c) for c in best.placed],
        "melds": [[format_card(c) for c in meld] for meld in best.melds],
    }


# The position ----------------------------------------------------------------


_CARDS: Final = JOKER + 1  # the length of a list counted by card: the naturals 8..59 and the bare joker
_NATURALS: Final = range(8, 60)


def _place_rank(place: int) -> int:
    return ACE if place in (LOW_ACE_PLACE, HIGH_ACE_PLACE) else place


class _Position:
    """The table and hand checked and counted: real cards, table jokers by
    declared card, hand jokers.  A ``mirrored`` position is another one with
    every card mirrored (see :func:`_mirror_card`) that keeps the card values
    of the original."""

    def __init__(self, table: Table, hand: Sequence[int], mirrored: bool = False, checked: bool = False) -> None:
        if not checked:  # (a position made from a checked one, mirrored or with fewer hand cards, is valid)
            for number, meld in enumerate(table, 1):
                fault = carousel_meld_fault(meld)
                if fault:
                    raise ValueError(f"table meld {number} ({_text(meld)}) is not valid: {fault}")
            for c in hand:
                if not (8 <= c < 60 or c == JOKER):
                    raise ValueError(f"{c} is not a card a hand can hold (a natural card or a bare joker)")
        self.table = [list(meld) for meld in table]
        self.hand = list(hand)
        self.mirrored = mirrored
        # Counted by card (lists indexed by card, not Counters: compiled, a list is much quicker to read)
        self.table_real = [0] * _CARDS
        self.table_jokers = [0] * _CARDS  # by the card each table joker stands for
        self.hand_real = [0] * _CARDS
        for meld in table:
            for c in meld:
                if c < JOKER:
                    self.table_real[c] += 1
                elif c > JOKER:
                    self.table_jokers[c - JOKER] += 1
        self.hand_jokers = 0
        for c in hand:
            if c == JOKER:
                self.hand_jokers += 1
            else:
                self.hand_real[c] += 1
        for c in _NATURALS:
            count = self.table_real[c] + self.hand_real[c]
            if count > 2:
                raise ValueError(f"there are {count} cards {format_card(c)}; two packs hold two of each (CAR-1)")
        if self.hand_jokers + sum(self.table_jokers) > 2:
            raise ValueError("there are more than two jokers; the game has two (CAR-1)")

    def without(self, cards: Sequence[int]) -> _Position:
        """The same table with ``cards`` taken out of the hand."""
        rest = list(self.hand)
        for c in cards:
            rest.remove(c)
        return _Position(self.table, rest, self.mirrored, checked=True)

    def value(self, c: int) -> int:
        """The value of card ``c`` (CAR-9), a mirrored card valued as the original."""
        return _MIRRORED_VALUES[c] if self.mirrored else _VALUES[c]

    def walk_down(self) -> bool:
        """Should the search go from the kings down?  It is quicker from the end
        of the sequence where there are fewer cards (measured, see
        docs/solver-carousel.md): down when the cards of the table and the hand
        (aces and bare jokers apart) lie lower on average than the middle,
        between the seven and the eight."""
        cards = [c & 63 for meld in self.table for c in meld] + [c for c in self.hand if c < JOKER]
        ranks = [c >> 2 for c in cards if c >> 2 != ACE]
        return 2 * sum(ranks) < 15 * len(ranks)


def _mirror_card(c: int) -> int:
    """The card in the mirrored order of the sequence: a two becomes a king, a
    three a queen, ..., a king a two; aces stay aces (the low ace becomes the
    high one).  Groups and sequences stay groups and sequences.

    >>> format_cards([_mirror_card(c) for c in parse_cards("2h 7c Kd As *3s *")])
    'Kh 8c 2d As *Qs *'
    """
    if c >= JOKER:
        return c if c == JOKER else JOKER + _mirror_card(c - JOKER)
    rank = c >> 2
    return c if rank == ACE else card(15 - rank, c & 3)


_VALUES: Final = [carousel_value(c) if c >= 8 else 0 for c in range(JOKER + 1)]
_MIRRORED_VALUES: Final = [carousel_value(_mirror_card(c)) if c >= 8 else 0 for c in range(JOKER + 1)]
# the value of one card at each place 0..14 (the dynamic programme's ``Supply.values``)
_PLACE_VALUES: Final = tuple(_VALUES[card(_place_rank(place), 0)] if place else 0 for place in range(15))
_MIRRORED_PLACE_VALUES: Final = tuple(
    _MIRRORED_VALUES[card(_place_rank(place), 0)] if place else 0 for place in range(15)
)


def _mirror_placement(found: Placement) -> Placement:
    """A placement found on the mirrored position, on the original one."""
    melds = []
    for meld in found.melds:
        mirrored = [_mirror_card(c) for c in meld]
        is_group = (meld[0] & 63) >> 2 == (meld[1] & 63) >> 2
        melds.append(tuple(mirrored if is_group else reversed(mirrored)))
    placed = tuple(_mirror_card(c) for c in found.placed)
    return Placement(found.points, placed, tuple(sorted(melds, key=_meld_order)))


def _text(meld: Sequence[int]) -> str:
    try:
        return format_cards(meld)
    except ValueError:
        return repr(list(meld))


@dataclass(frozen=True)
class _Case:
    """One way to treat the table jokers: how many jokers of each declared card
    are freed (they must then be replaced by as many real cards)."""

    freed: dict[int, int]

    def kept(self, position: _Position) -> list[int]:
        """The table jokers kept, by the card they stand for."""
        kept = list(position.table_jokers)
        for d, n in self.freed.items():
            kept[d] -= n
        return kept

    def forced(self, position: _Position) -> list[int]:
        """Hand cards that must be laid to replace freed jokers, by card."""
        forced = [0] * _CARDS
        for d, n in self.freed.items():
            forced[d] = max(0, n - position.table_real[d])
        return forced


def _cases(position: _Position) -> Iterator[_Case]:
    """The ways to free table jokers worth trying, most jokers freed first.

    Freeing a joker whose real card is already on the table costs nothing, so
    it is always done; a joker whose real card is only in the hand may be freed
    (and the card must then be laid) or kept."""
    choices = []
    for d in _NATURALS:
        n = position.table_jokers[d]
        if not n:
            continue
        free_anyway = min(n, position.table_real[d])
        most = min(n, position.table_real[d] + position.hand_real[d])
        choices.append([(d, k) for k in range(most, free_anyway - 1, -1)])
    for combination in itertools.product(*choices):
        yield _Case({d: k for d, k in combination if k})


# The passes of the search: (states kept per place, or 0 for all; whether to look only for
# the most the hand could add).  Measured on random positions: see docs/solver-carousel.md.
PASSES: Final = ((8, True), (24, False), (0, True), (0, False))

# On positions of ``_FALLING_FROM`` cards or more, a first pass keeps only this many states and
# looks only for the most the hand could add: on a large table the whole hand often fits, and so
# narrow a pass often finds it for less (measured: docs/solver-carousel.md).
_DIVE: Final = 2


# With no joker to lay (none in the hand, none that may be freed from the table), on positions of
# this many cards (table and hand) or more, exact passes aiming at the most the hand could add less
# each of these gaps find the best sooner than the beam does (measured: docs/solver-carousel.md).
# (None aims at the most itself: when the quick passes miss it, it is seldom there.)
_FALLING_FROM: Final = 60
_FALLING_GAPS: Final = (4, 12, 28)


def _best(position: _Position, target: int) -> Placement | None:
    """The best placement worth at least ``target`` points, over every joker case."""
    return _best_from(position, target, position.walk_down())


def _best_from(position: _Position, target: int, down: bool) -> Placement | None:
    """:func:`_best`, searched from the twos up or from the kings ``down`` (on the
    mirrored position).  Both give the same value."""
    if down:
        mirrored = [[_mirror_card(c) for c in meld] for meld in position.table]
        hand = [_mirror_card(c) for c in position.hand]
        found = _best_walking_up(_Position(mirrored, hand, mirrored=True, checked=True), target)
        return None if found is None else _mirror_placement(found)
    return _best_walking_up(position, target)


def _best_walking_up(position: _Position, target: int) -> Placement | None:
    """The best placement worth at least ``target`` points, over every joker case.

    Quick passes keep only the most valuable states: the first looks only for
    the most the hand could add (when that is possible it is usually found
    here, and it is the best; on a large table a narrower pass, ``_DIVE``, tries
    first), the second for anything.  Then exact passes do
    the same: first the most (with so high a target they drop states fast),
    then anything better than found so far.  A case searched in full is
    settled at once."""
    cases = []
    for case in _cases(position):
        supply, table_worth, placeable = _supply(position, case)
        if supply is not None and placeable >= target:
            cases.append((case, supply, table_worth + supply.jokers_forced * JOKER_VALUE, placeable))
    if len(cases) == 1 and not cases[0][1].jokers and _size(position) >= _FALLING_FROM:
        return _best_falling(position, target, *cases[0])
    best: tuple[_Case, Plan, int] | None = None  # laid out as melds at the end only
    settled = set()
    for beam, hope in ((_DIVE, True), *PASSES) if _size(position) >= _FALLING_FROM else PASSES:
        for number, (case, supply, offset, placeable) in enumerate(cases):
            if placeable < target or number in settled:
                continue
            plan, exhaustive = best_plan(supply, (placeable if hope else target) + offset, beam)
            if exhaustive and (plan is not None or not hope or placeable == target):
                settled.add(number)  # a full search found this case's best, or that it cannot reach the target
            if plan is not None:
                best = (case, plan, plan.value - offset)
                target = plan.value - offset + 1
    if best is None:
        return None
    case, plan, points = best
    found = _placement(position, case, plan)
    assert found.points == points
    return found


def _size(position: _Position) -> int:
    """The cards of the table and the hand."""
    return sum(len(meld) for meld in position.table) + len(position.hand)


def _best_falling(
    position: _Position, target: int, case: _Case, supply: Supply, offset: int, placeable: int
) -> Placement | None:
    """:func:`_best_walking_up` for a position with no joker to lay: quick passes (the
    narrowest first) look for the most the hand could add, then exact passes aim
    at it less each of ``_FALLING_GAPS`` in turn, and last at ``target``.  An exact pass that
    reaches its aim finds the best placement, so the first to find one ends the
    search; aiming high, a pass drops most states at once."""
    plan, exhaustive = best_plan(supply, placeable + offset, _DIVE)
    if plan is None and not exhaustive:
        plan, _ = best_plan(supply, placeable + offset, 8)
    for gap in (*_FALLING_GAPS, placeable - target):
        if plan is not None:
            break
        aim = max(placeable - gap, target)
        plan, _ = best_plan(supply, aim + offset, 0)
        if aim == target:
            break
    return None if plan is None else _placement(position, case, plan)


def _supply(position: _Position, case: _Case) -> tuple[Supply | None, int, int]:
    """The counts the dynamic programme needs for one joker case, the value of the
    table's cards, and the most the hand could add.  None if the case is impossible."""
    kept = case.kept(position)
    forced = case.forced(position)
    free_jokers = sum(case.freed.values()) + position.hand_jokers
    mandatory = [position.table_real[c] + kept[c] for c in range(_CARDS)]  # by card
    optional = list(position.hand_real)
    hand_cards = [c for c in _NATURALS if optional[c]]
    table_once = table_twice = 0  # bit c: at least one, at least two cards c on the table
    for c in range(8, 60):
        if mandatory[c]:
            table_once |= 1 << c
            if mandatory[c] > 1:
                table_twice |= 1 << c
    dropped = True
    while dropped:  # until no hand card is ruled out
        dropped = False
        once, twice = table_once, table_twice  # and with the hand cards still in
        for c in hand_cards:
            available = mandatory[c] + optional[c]
            if available:
                once |= 1 << c
                if available > 1:
                    twice |= 1 << c
        for c in hand_cards:
            if not optional[c]:
                continue
            copies = _copies_in_melds(c, once, twice, free_jokers)
            if copies == 2:
                continue  # (more than two copies are not tried: with kept jokers there may be more)
            if copies - mandatory[c] < forced[c]:
                return None, 0, 0
            if optional[c] > copies - mandatory[c]:
                optional[c] = max(0, copies - mandatory[c])
                dropped = True
    low = [[0] * 4 for _ in range(15)]
    high = [[0] * 4 for _ in range(15)]
    most = [[0] * 4 for _ in range(17)]  # by place 0..16, the aces at 1 and 14
    ace_low = [0] * 4
    ace_high = [0] * 4
    values = _MIRRORED_VALUES if position.mirrored else _VALUES
    table_worth = placeable = 0
    for c in range(8, 60):
        laid = mandatory[c] + optional[c]
        if not laid:
            continue
        rank, suit = c >> 2, c & 3
        if rank == ACE:
            ace_low[suit], ace_high[suit] = mandatory[c] + forced[c], laid
            most[LOW_ACE_PLACE][suit] = most[HIGH_ACE_PLACE][suit] = laid
        else:
            low[rank][suit], high[rank][suit] = mandatory[c] + forced[c], laid
            most[rank][suit] = laid
        table_worth += values[c] * mandatory[c]
        placeable += values[c] * optional[c]
    supply = Supply(
        _rows(low),
        _rows(high),
        tuple(ace_low),
        tuple(ace_high),
        _MIRRORED_PLACE_VALUES if position.mirrored else _PLACE_VALUES,
        free_jokers,
        sum(case.freed.values()),
        _rows(most),
    )
    return supply, table_worth, placeable + JOKER_VALUE * position.hand_jokers


def _rows(table: list[list[int]]) -> tuple[tuple[int, ...], ...]:
    """A table of counts as tuples, row by row."""
    return tuple([tuple(row) for row in table])


def _meldable_copies(c: int, available: list[int], jokers: int) -> int:
    """How many copies of ``c`` (0, 1 or 2) could lie in melds at once, each in its
    own group or sequence, with the available cards (counted by card) and jokers?
    (A quick test that rules hopeless hand cards out.)  Every group or sequence
    holding ``c`` holds a group of three or a sequence of three holding it, so it
    is enough to try those, and for two copies every pair of them."""
    once = sum(1 << other for other, count in enumerate(available) if count)
    twice = sum(1 << other for other, count in enumerate(available) if count > 1)
    return _copies_in_melds(c, once, twice, jokers)


def _copies_in_melds(c: int, once: int, twice: int, jokers: int) -> int:
    """:func:`_meldable_copies` on bit masks: bit ``d`` of ``once`` (``twice``) says
    at least one (two) cards ``d`` are available.  A meld's cards missing are the
    bits of its mask not in ``once``; a pair of melds also misses a card it needs
    twice and ``twice`` lacks."""
    lacking_one, lacking_two = ~once, ~twice
    # (Bits are counted only when jokers may fill a gap: compiled, ``int.bit_count`` is a call through Python.)
    for shape in _SMALLEST_MASKS[c]:
        missing = shape & lacking_one
        if not missing or (jokers and missing.bit_count() <= jokers):
            break
    else:
        return 0
    for first, second in _PAIR_MASKS[c]:
        missing, missing_twice = first & lacking_one, second & lacking_two
        if not (missing or missing_twice) or (jokers and missing.bit_count() + missing_twice.bit_count() <= jokers):
            return 2
    return 1


def _smallest_melds(c: int) -> list[list[int]]:
    """The other cards of every group of three and every sequence of three holding ``c``."""
    rank, suit = c >> 2, c & 3
    others = [card(rank, s) for s in range(4) if s != suit]
    shapes = [list(pair) for pair in itertools.combinations(others, 2)]
    places = (LOW_ACE_PLACE, HIGH_ACE_PLACE) if rank == ACE else (rank,)
    for place in places:
        for start in range(max(LOW_ACE_PLACE, place - 2), min(place, HIGH_ACE_PLACE - 2) + 1):
            shapes.append([card(_place_rank(q), suit) for q in range(start, start + 3) if q != place])
    return shapes


def _mask(cards: Sequence[int]) -> int:
    return sum(1 << c for c in set(cards))


_SMALLEST_MASKS: Final = [tuple(_mask(shape) for shape in _smallest_melds(c)) if c >= 8 else () for c in range(60)]
# per pair of smallest melds (a meld may be taken twice): the cards it needs, and those it needs
# twice (a meld's cards are all different: those of both melds), as masks
_PAIR_MASKS: Final = [
    tuple((first | second, first & second) for first, second in itertools.combinations_with_replacement(masks, 2))
    for masks in _SMALLEST_MASKS
]


# From a plan to melds --------------------------------------------------------


class _Run:
    """A sequence being laid: its suit, the place of its first card, its cards.
    (A plain class: compiled, it is made far faster than a dataclass.)"""

    def __init__(self, suit: int, start: int, cards: list[int]) -> None:
        self.suit = suit
        self.start = start
        self.cards = cards

    @property
    def top(self) -> int:
        return self.start + len(self.cards) - 1


def _placement(position: _Position, case: _Case, plan: Plan) -> Placement:
    """Lay out the melds the plan decided on and name the hand cards it used."""
    kept = case.kept(position)
    laid = [0] * _CARDS  # by card: how many are laid so far (the jokers that keep it first, then real ones)
    groups: list[list[int]] = []
    runs: list[_Run] = []
    open_runs: list[list[_Run]] = [[], [], [], []]
    needing_ace: list[_Run] = []
    free_jokers = plan.extra_jokers
    for place in PLACES:
        rank = _place_rank(place)
        group_cards: list[int] = []
        for suit in range(4):
            step = plan.steps.get((place, suit))
            if step is None:
                runs.extend(open_runs[suit])
                open_runs[suit] = []
                continue
            if not (step.laid or step.jokers or open_runs[suit]):
                continue  # (nothing laid, nothing open)
            natural = card(rank, suit)
            first = laid[natural]
            cards = [_nth(natural, number, kept) for number in range(first, first + step.laid)]
            laid[natural] = first + step.laid
            free_jokers += step.jokers + step.one_before + 2 * step.two_before
            in_runs = [JOKER + natural] * step.jokers + cards[: step.laid - step.to_groups]
            group_cards.extend(cards[step.laid - step.to_groups :])
            open_runs[suit] = _extend_runs(open_runs[suit], runs, needing_ace, step, suit, in_runs)
        jokers = plan.group_jokers.get(place, 0)
        free_jokers += jokers
        groups.extend(_groups(rank, group_cards, jokers))
    for open_here in open_runs:
        runs.extend(open_here)
    for suit, count in enumerate(plan.low_aces):
        if not count:
            continue
        ace = card(ACE, suit)
        takers = [run for run in needing_ace if run.suit == suit]
        takers += [run for run in runs if run.suit == suit and run.start == 2 and run not in takers]
        for number, run in enumerate(takers[:count]):
            run.cards.insert(0, _nth(ace, laid[ace] + number, kept))
            run.start = LOW_ACE_PLACE
        laid[ace] += count
    runs = [piece for run in runs for piece in _split_at_both_aces(run)]
    for _ in range(plan.extra_jokers):
        runs = _add_joker(runs, groups)
    melds = [tuple(run.cards) for run in runs] + [tuple(group) for group in groups]
    placed = _placed_from_hand(position, laid, kept, free_jokers - sum(case.freed.values()))
    points = sum(position.value(c) for c in placed)
    return Placement(points, placed, tuple(sorted(melds, key=_meld_order)))


def _nth(natural: int, number: int, kept: list[int]) -> int:
    """The card laid as the ``number``-th (from 0) card ``natural``: the table
    jokers that keep it come first, then the real cards."""
    return JOKER + natural if number < kept[natural] else natural


def _extend_runs(
    open_runs: list[_Run], finished: list[_Run], needing_ace: list[_Run], step: Step, suit: int, cards: list[int]
) -> list[_Run]:
    """One step of one suit at one place: stop the sequences 2-3 the plan stops
    (each takes a real low ace at the end), extend the other short sequences and
    as many long ones as the plan says, finish the other long ones, open new
    ones (some with jokers in front); return the sequences left open."""
    if not open_runs:  # (most steps: every card opens a sequence)
        return _open_runs(step, suit, cards)
    ones = [run for run in open_runs if len(run.cards) == 1]
    twos_going = [run for run in open_runs if len(run.cards) == 2]
    long = [run for run in open_runs if len(run.cards) >= 3]
    needing_ace.extend(twos_going[: step.stopped])
    finished.extend(twos_going[: step.stopped])
    going_on = ones + twos_going[step.stopped :] + long[: step.extended]
    finished.extend(long[step.extended :])
    for number in range(min(len(going_on), len(cards))):  # (an index, not zip: compiled, zip is a Python call)
        going_on[number].cards.append(cards[number])
    return going_on + _open_runs(step, suit, cards[len(going_on) :])


def _open_runs(step: Step, suit: int, opened: list[int]) -> list[_Run]:
    """The new sequences of a step, one a card, some with jokers in front."""
    assert len(opened) == step.opened, "plan and layout disagree"
    fresh = [_Run(suit, _start_place(c), [c]) for c in opened]
    for number in range(step.one_before + step.two_before):
        run = fresh[number]
        for _ in range(2 if number < step.two_before else 1):
            run.start -= 1
            run.cards.insert(0, JOKER + card(_place_rank(run.start), suit))
    return fresh


def _start_place(c: int) -> int:
    rank = (c & 63) >> 2
    return HIGH_ACE_PLACE if rank == ACE else rank


def _groups(rank: int, cards: list[int], jokers: int) -> list[list[int]]:
    """Deal the group cards of one rank, in suit order, round-robin into as many
    groups as fit (each in suit order), then give each joker to the smallest
    group, declared as a suit it lacks."""
    total = len(cards) + jokers
    if total == 0:
        return []
    count = total // 3
    groups: list[list[int]] = [[] for _ in range(count)]
    for i, c in enumerate(cards):
        groups[i % count].append(c)
    for _ in range(jokers):
        _add_joker_to_group(min(groups, key=len), rank)
    return groups


def _add_joker_to_group(group: list[int], rank: int) -> None:
    suits = {c & 3 for c in group}
    group.append(JOKER + card(rank, next(s for s in range(4) if s not in suits)))
    group.sort(key=lambda c: c & 3)


def _add_joker(runs: list[_Run], groups: list[list[int]]) -> list[_Run]:
    """Lengthen a sequence by a joker (at the top if it can), else make a group
    of three a group of four.  The plan guarantees there is room."""
    if runs:
        run = runs[0]
        if run.top < HIGH_ACE_PLACE:
            run.cards.append(JOKER + card(_place_rank(run.top + 1), run.suit))
        else:
            run.start -= 1
            run.cards.insert(0, JOKER + card(_place_rank(run.start), run.suit))
        return _split_at_both_aces(run) + runs[1:]
    group = next(group for group in groups if len(group) == 3)
    _add_joker_to_group(group, (group[0] & 63) >> 2)
    return runs


def _split_at_both_aces(run: _Run) -> list[_Run]:
    """A sequence from the low ace to the high ace is two sequences (CAR-4)."""
    if len(run.cards) == 14:
        return [_Run(run.suit, 1, run.cards[:3]), _Run(run.suit, 4, run.cards[3:])]
    return [run]


def _meld_order(meld: tuple[int, ...]) -> tuple[int, int, int]:
    """Groups by rank, then sequences by suit and lowest card (a low ace first)."""
    first, second = meld[0] & 63, meld[1] & 63
    if first >> 2 == second >> 2:
        return (0, first >> 2, 0)
    low = 1 if first >> 2 == ACE else first >> 2
    return (1, first & 3, low)


def _placed_from_hand(position: _Position, laid: list[int], kept: list[int], hand_jokers: int) -> tuple[int, ...]:
    """The hand cards laid, in hand order: real cards beyond the table's, and jokers."""
    from_hand = [laid[c] - position.table_real[c] - kept[c] for c in range(_CARDS)]
    from_hand[JOKER] = hand_jokers
    return _in_hand_order(position.hand, from_hand)


def _counts(cards: Iterable[int]) -> list[int]:
    """How many of each card (bare jokers at ``JOKER``), as a list indexed by card."""
    counts = [0] * _CARDS
    for c in cards:
        counts[c] += 1
    return counts


def _in_hand_order(hand: Sequence[int], counts: list[int]) -> tuple[int, ...]:
    """The cards counted in ``counts`` (by card), in the order the hand holds them."""
    left = list(counts)
    placed = []
    for c in hand:
        if left[c] > 0:
            placed.append(c)
            left[c] -= 1
    return tuple(placed)


# CAR-7 option: a whole meld from the hand ------------------------------------


def _best_with_own_meld(position: _Position) -> Placement | None:
    """The best placement that includes a whole meld made only of hand cards.

    Such a meld can be taken to be a group or a sequence of 3 to 5 cards (a
    longer one leaves a whole meld of 3 to 5 when cut); the rest is an ordinary
    placement of the other hand cards."""
    best: Placement | None = None
    for own in sorted(_own_melds(position.hand), key=lambda m: -sum(map(carousel_value, m))):
        own_value = sum(carousel_value(c) for c in own)
        rest = position.without([JOKER if c > JOKER else c for c in own])
        ceiling = own_value + sum(carousel_value(c) for c in rest.hand)
        target = 1 if best is None else best.points + 1
        if ceiling < target:
            continue
        found = _best(rest, max(target - own_value, 0))
        if found is None:
            found = Placement(0, (), tuple(tuple(meld) for meld in position.table))
        if best is None or found.points + own_value > best.points:
            placed_own = [JOKER if c > JOKER else c for c in own]
            placed = _in_hand_order(position.hand, _counts([*found.placed, *placed_own]))
            melds = tuple(sorted((*found.melds, own), key=_meld_order))
            best = Placement(found.points + own_value, placed, melds)
    return best


def _own_melds(hand: Sequence[int]) -> set[tuple[int, ...]]:
    """Every group and every sequence of 3 to 5 cards the hand alone can make."""
    real = Counter(c for c in hand if c < JOKER)
    jokers = list(hand).count(JOKER)
    found: set[tuple[int, ...]] = set()
    shapes: list[list[int]] = []
    for rank in range(2, ACE + 1):
        for size in (3, 4):
            shapes.extend([card(rank, s) for s in suits] for suits in itertools.combinations(range(4), size))
    for suit in range(4):
        for length in (3, 4, 5):
            for start in range(LOW_ACE_PLACE, HIGH_ACE_PLACE - length + 2):
                shapes.append([card(_place_rank(q), suit) for q in range(start, start + length)])
    for shape in shapes:
        missing = [i for i, c in enumerate(shape) if not real[c]]
        if len(missing) > jokers or len(missing) == len(shape):
            continue
        found.add(tuple(JOKER + c if i in missing else c for i, c in enumerate(shape)))
    return found
