"""The exact Liverpool lay-down solver (LIV-4, LIV-5, LIV-7, LIV-11, LIV-17, LIV-20).

Given a hand and a deal, find whether the deal's contract (LIV-7) can be laid
down and the lay-down that leaves the fewest points in hand (LIV-20).

>>> from rummyhall.cards import parse_cards, format_cards
>>> best = solve(parse_cards("7c 7d * Qs Qh Qd 4h 5h 6h 7h Kc 2s 9d"), deal=5)
>>> [format_cards(meld) for meld in best.melds]
['7c 7d *', 'Qd Qh Qs', '4h 5h 6h 7h']
>>> format_cards(best.left), best.left_points
('2s 9d Kc', 20)

Method (more in docs/solver-liverpool.md):

1. List every *candidate run* the hand could lay down: a suit, a first place,
   and for each place its natural card or a wild card, wild places at least
   four apart (LIV-5), never past the ace (LIV-2).
2. Search the multisets of the contract's runs among the candidates, most
   natural points first, with a bound: stop a branch when even the best
   books imaginable and the best remaining candidates could not beat the best
   lay-down found.
3. For each choice of runs the best books follow directly: a book takes
   *every* natural card left of its rank (more cards only lower the points
   left) and any wild card left over, so only which ranks to book is chosen.
4. Deal 7 (LIV-17) is an exact cover instead: the lowest card not yet placed
   must be in one of the remaining runs, and the last run must be exactly
   the cards left.

Cards are interchangeable where the rules make them so: jokers are never told
apart, and with ``wild_twos`` a two is one more wild card (worth 15, like a
joker) that may also stand as itself at its own place in a run of its suit,
or in a book of twos (LIV-3).
A wild two of another suit at that place is wild (it stands for the card),
and a run never holds an ace at both ends: two readings of LIV-2/LIV-3/LIV-5
that ``melds.liverpool_run_fault`` is more lenient about.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from operator import attrgetter
from typing import Final

from rummyhall.cards import ACE, JOKER, CardError, format_card, liverpool_value, parse_card
from rummyhall.melds import CONTRACTS

__all__ = [
    "CONTRACTS",
    "HandTally",
    "LayDown",
    "can_go_down",
    "choices",
    "lay_downs",
    "solve",
    "solve_json",
    "solve_keeping",
    "surely_not_tallied",
]

WILD_POINTS: Final = 15  # LIV-20: a joker, or a wild two, left in hand
LOW_ACE: Final = 1  # the place of an ace at the bottom of a run (A-2-3-4)
_NO_WILD: Final = -100  # "place of the last wild card" before any wild card
_ALL_CARDS: Final = (1 << 60) - 1  # a mask with a bit for each code below 60


class LayDown:
    """A contract laid down: its books, its runs (in run order, lowest place
    first) and the cards left in hand with their points (LIV-20).

    Never changed once made.  A plain class, not a frozen dataclass, since
    ``legal`` lists several at every turn of a player who could go down (a
    frozen dataclass is slow to make: docs/compiled.md); equal and hashed by
    its fields, as a frozen dataclass would be."""

    def __init__(
        self,
        books: tuple[tuple[int, ...], ...],
        runs: tuple[tuple[int, ...], ...],
        left: tuple[int, ...],
        left_points: int,
    ) -> None:
        self.books = books
        self.runs = runs
        self.left = left
        self.left_points = left_points

    def _fields(self) -> tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...], tuple[int, ...], int]:
        return (self.books, self.runs, self.left, self.left_points)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, LayDown) and self._fields() == other._fields()

    def __hash__(self) -> int:
        return hash(self._fields())

    def __repr__(self) -> str:
        return (
            f"LayDown(books={self.books!r}, runs={self.runs!r}, left={self.left!r}, left_points={self.left_points!r})"
        )

    @property
    def melds(self) -> tuple[tuple[int, ...], ...]:
        """The books, then the runs."""
        return self.books + self.runs


@dataclass(slots=True)
class _Run:
    """A candidate run: its suit, first place (1 for a low ace), the places
    held by wild cards and the natural cards of the other places.  (Never
    changed once made; not frozen only because frozen ones are slower to make.)"""

    suit: int
    low: int
    length: int
    wild_places: tuple[int, ...]
    naturals: tuple[int, ...]
    value: int  # LIV-20 points of all its cards
    natural_points: int  # LIV-20 points of its natural cards
    pool_use: int  # cards it takes from the wild pool (wilds; with wild_twos also its natural two)
    mask: int  # bit ``c`` set for each natural card ``c`` it holds (each at most once)
    search_order: tuple[int, int, int, int, tuple[int, ...]]  # most natural points first, then most points (_Search)
    listing_order: tuple[int, int, int, tuple[int, ...]]  # suit, first place, length, wild places (lay_downs)
    end_wild: bool  # five places or more with a wild card at either end (see _candidate_runs)


_VALUES: Final = [liverpool_value(c) for c in range(JOKER + 1)]  # LIV-20 points by card code
_VALUES_WILD_TWOS: Final = [liverpool_value(c, True) for c in range(JOKER + 1)]
_RANK_POINTS: Final = [5 if r <= 9 else 10 for r in range(14)] + [15]  # LIV-20 points of a natural card by rank
_RANK_POINTS_WILD_TWOS: Final = [WILD_POINTS if r == 2 else points for r, points in enumerate(_RANK_POINTS)]


def _not_in_hand(c: object) -> CardError:
    return CardError(f"{c!r} is not a card in hand (naturals are 8..59, a joker is {JOKER})")


class _Hand:
    """A hand as counts: natural cards by code, naturals by rank, and the
    *wild pool* (jokers, plus every two under ``wild_twos``).  ``hand`` comes
    sorted (as :func:`_check` makes it)."""

    def __init__(self, hand: Sequence[int], wild_twos: bool) -> None:
        self.wild_twos = wild_twos
        self.size = len(hand)
        self.values = _VALUES_WILD_TWOS if wild_twos else _VALUES
        counts = [0] * 60
        by_rank = [0] * 15
        jokers = 0
        held = 0
        natural_points = 0
        distinct: list[int] = []  # the natural cards held, once each
        values = self.values
        for c in hand:
            if c == JOKER:
                jokers += 1
            elif 8 <= c < 60:
                if not counts[c]:
                    distinct.append(c)
                counts[c] += 1
                by_rank[c >> 2] += 1
                held |= 1 << c
                natural_points += values[c]
            else:
                raise _not_in_hand(c)
        self.counts = counts
        self.by_rank = by_rank
        self.jokers = jokers
        self.held = held  # bit ``c`` set for each natural card ``c`` held
        self.natural_points = natural_points  # LIV-20 points of the natural cards (wild twos too)
        self.pool = jokers + (by_rank[2] if wild_twos else 0)
        self.total_points = natural_points + WILD_POINTS * jokers
        # Ranks a book of natural cards can be made of; with wild twos the
        # twos also make books of twos, from the wild pool (see _best_books).
        self.book_ranks = range(3, 15) if wild_twos else range(2, 15)
        self.pair_ranks = [r for r in self.book_ranks if by_rank[r] >= 2]  # the book ranks held twice or more
        # The natural cards held (once each) that are never wild: all but the twos under wild_twos.
        self.distinct = distinct  # the natural cards held (wild twos too), once each, in order (the hand's)
        self.natural_cards = [c for c in distinct if c >= 12] if wild_twos else distinct
        self.rank_points = _RANK_POINTS_WILD_TWOS if wild_twos else _RANK_POINTS

    def pool_cards(self, counts: Sequence[int]) -> list[int]:
        """The physical wild cards available given the natural counts left:
        jokers first, then (with wild_twos) the twos not used as naturals."""
        cards = [JOKER] * self.jokers
        if self.wild_twos:
            for two in range(8, 12):
                cards += [two] * counts[two]
        return cards


# Candidate runs ---------------------------------------------------------------


def _candidate_runs(hand: _Hand, end_wilds: bool) -> list[_Run]:
    """Every run the hand could lay down on its own (LIV-2, LIV-5).

    With ``end_wilds`` false, runs of five or more with a wild card at either
    end are left out: when the contract has a book, that wild card does as well
    in the book, so such runs never beat the run without it.

    A suit's runs depend only on its ranks held and the wild cards (at most
    four fit in a run, places four apart), so each suit's are found once
    (:func:`_suit_runs`) and remembered: a hand mostly changes a suit or two from
    one turn to the next.  They come in the order :func:`lay_downs` takes them:
    suit, first place, length, wild places (each suit's kept in that order)."""
    ranks_held = [0, 0, 0, 0]  # by suit, bit ``rank`` set for each rank held (the ace at 14)
    for c in hand.distinct:
        ranks_held[c & 3] |= 1 << (c >> 2)
    found: list[_Run] = []
    wilds = min(hand.pool, 4)
    for suit in range(4):
        ranks = ranks_held[suit]
        if ranks.bit_count() < 3:  # (no four places in a row hold three of its cards)
            continue
        ranks = _run_ranks(ranks, wilds > 0)  # (the others make no difference: more hands share a suit's runs)
        if not ranks:
            continue
        key = (((ranks << 2 | suit) << 3 | wilds) << 1 | end_wilds) << 1 | hand.wild_twos
        runs = _SUIT_RUNS.get(key)
        if runs is None:
            if len(_SUIT_RUNS) >= 1 << 15:
                _SUIT_RUNS.clear()
            runs = _SUIT_RUNS[key] = _suit_runs(suit, ranks, wilds, end_wilds, hand.wild_twos)
        found += runs
    return found


_SUIT_RUNS: Final[dict[int, list[_Run]]] = {}
"""A suit's candidate runs by its ranks held, wild cards, ``end_wilds`` and ``wild_twos`` (see _candidate_runs)."""
_RUN_RANKS: Final[dict[int, int]] = {}


def _run_ranks(ranks: int, wild: bool) -> int:
    """Of a suit's ranks held (bit ``rank`` set for each, the ace at 14), those a
    run could hold: in some window of four places holding all four, or three and
    a ``wild`` card (LIV-5).  In a run every natural card is in such a window
    (four places of a run hold at most one wild card), so the others never are.
    Remembered."""
    key = ranks << 1 | wild
    found = _RUN_RANKS.get(key)
    if found is None:
        places = ranks | (ranks >> ACE & 1) << LOW_ACE  # (the ace at both ends)
        covered = _windows_held(places, wild, 1)
        found = ranks & (covered | (covered >> LOW_ACE & 1) << ACE)
        if len(_RUN_RANKS) >= 1 << 16:
            _RUN_RANKS.clear()
        _RUN_RANKS[key] = found
    return found


def _suit_runs(suit: int, ranks: int, pool: int, end_wilds: bool, wild_twos: bool) -> list[_Run]:
    """The candidate runs (see :func:`_candidate_runs`) of one suit, ``ranks`` held
    (bit ``rank`` set for each), with ``pool`` wild cards."""
    runs = _SuitRuns(suit, ranks, pool, end_wilds, wild_twos)
    held = runs.held
    for low in range(1, 12):
        # (its first four places hold at most one wild card: LIV-5)
        if held[low] + held[low + 1] + held[low + 2] + held[low + 3] >= (3 if pool else 4):
            top = 13 if low == LOW_ACE else 14  # never A-2-...-K-A (LIV-2)
            runs.grow(low, low, top, 0, 0)
    runs.found.sort(key=_LISTING_ORDER)
    return runs.found


class _SuitRuns:
    """The search of :func:`_suit_runs` (a class, not nested functions: those
    would make reference cycles, left for the garbage collector)."""

    def __init__(self, suit: int, ranks: int, pool: int, end_wilds: bool, wild_twos: bool) -> None:
        self.suit, self.pool, self.end_wilds, self.wild_twos = suit, pool, end_wilds, wild_twos
        self.found: list[_Run] = []
        self.wild_places: list[int] = []
        self.naturals: list[int] = []
        self.card_at = _CARD_AT[suit]
        self.held = [False] + [ranks >> (ACE if place == LOW_ACE else place) & 1 == 1 for place in range(1, 15)]
        self.values = [(_VALUES_WILD_TWOS if wild_twos else _VALUES)[c] for c in self.card_at]

    def grow(self, low: int, place: int, top: int, points: int, mask: int) -> None:
        """Add the card of ``place`` to the run ``low..place-1``: its natural
        card if held, or a wild card if one is free and the last is four places back."""
        wild_places, held = self.wild_places, self.held
        length = place - low + 1
        last_wild = wild_places[-1] if wild_places else _NO_WILD
        wild_free = len(wild_places) < self.pool
        # (grow on only where the next place can take a card)
        if held[place]:
            c = self.card_at[place]
            value = self.values[place]
            self.naturals.append(c)
            if length >= 4 and (self.end_wilds or length == 4 or not wild_places or wild_places[0] != low):
                self.found.append(self.run(low, length, points + value, mask | 1 << c))
            if place < top and (held[place + 1] or (wild_free and place + 1 - last_wild >= 4)):
                self.grow(low, place + 1, top, points + value, mask | 1 << c)
            self.naturals.pop()
        if wild_free and place - last_wild >= 4:
            wild_places.append(place)
            if length >= 4 and (self.end_wilds or length == 4):
                self.found.append(self.run(low, length, points + WILD_POINTS, mask))
            if place < top and held[place + 1]:  # (a wild card next would be too close)
                self.grow(low, place + 1, top, points + WILD_POINTS, mask)
            wild_places.pop()

    def run(self, low: int, length: int, points: int, mask: int) -> _Run:
        """The run of the places chosen, ``low`` to ``low + length - 1``."""
        naturals, suit = self.naturals, self.suit
        wild_places = tuple(self.wild_places)
        twos = sum(1 for c in naturals if c < 12) if self.wild_twos else 0
        wilds = len(wild_places)
        return _Run(
            suit,
            low,
            length,
            wild_places,
            tuple(naturals),
            points,
            points - WILD_POINTS * wilds,
            wilds + twos,
            mask,
            (wilds * WILD_POINTS - points, -points, suit, low, wild_places),
            (suit, low, length, wild_places),
            length > 4 and bool(wild_places) and (wild_places[0] == low or wild_places[-1] == low + length - 1),
        )


_SEARCH_ORDER: Final = attrgetter("search_order")
_LISTING_ORDER: Final = attrgetter("listing_order")
_CARD_AT: Final = [
    [0] + [(ACE if place == LOW_ACE else place) * 4 + suit for place in range(1, 15)] for suit in range(4)
]
"""The natural card of each place (1 to 14) of a run, by suit."""


# Books --------------------------------------------------------------------------


_BookPlan = tuple[int, tuple[tuple[int, int], ...]]  # natural points in books; (rank, number of books) pairs


def _best_books(hand: _Hand, by_rank: list[int], wilds: int, books: int) -> _BookPlan | None:
    """The most natural points ``books`` books can hold, and how: ``(rank, how
    many books of it)`` pairs.  A book takes every natural of its rank left
    (LIV-4: at least two natural cards each; a third card may be wild).

    With wild twos a book of twos (LIV-3) is made from the ``wilds`` alone:
    two of its twos stand for themselves and a third card is any wild card.
    It adds no natural points (every wild card left goes into some book
    anyway), so it is only chosen where it makes the contract possible."""
    best: _BookPlan | None = None
    if books == 1:  # the common case, quickly: the rank worth most that makes a book
        for rank in hand.pair_ranks:
            naturals = by_rank[rank]
            if naturals >= 3 or (naturals == 2 and wilds):
                points = naturals * hand.rank_points[rank]
                if best is None or points > best[0]:
                    best = (points, ((rank, 1),))
    else:
        options = [(by_rank[r] * hand.rank_points[r], r) for r in hand.pair_ranks if by_rank[r] >= 2]
        options.sort(reverse=True)
        best = _choose_books(options, by_rank, 0, books, wilds)
        if not hand.wild_twos:
            return best
        twos = min(by_rank[2], wilds)  # (the twos still held: wild places in runs take jokers first)
        for k in range(1, min(books, twos // 2, wilds // 3) + 1):  # (each book of twos takes three wild cards)
            rest = (0, ()) if k == books else _choose_books(options, by_rank, 0, books - k, wilds - 3 * k)
            if rest is not None and (best is None or rest[0] > best[0]):
                best = (rest[0], ((2, k), *rest[1]))
        return best
    if best is None and hand.wild_twos and min(by_rank[2], wilds) >= 2 and wilds >= 3:
        best = (0, ((2, 1),))
    return best


def _choose_books(
    options: list[tuple[int, int]], by_rank: list[int], start: int, books: int, wilds: int
) -> _BookPlan | None:
    """The best plan for ``books`` books of ranks from ``options[start:]``."""
    if books == 0:
        return 0, ()
    best: _BookPlan | None = None
    for i in range(start, len(options)):
        points, rank = options[i]
        if best is not None and best[0] >= books * points:
            break  # (options come most points first: no plan from here on does better)
        naturals = by_rank[rank]
        for k in range(1, min(books, naturals // 2) + 1):
            need = 3 * k - naturals if 3 * k > naturals else 0
            if need > wilds:
                break
            rest = (0, ()) if k == books else _choose_books(options, by_rank, i + 1, books - k, wilds - need)
            if rest is not None and (best is None or points + rest[0] > best[0]):
                best = (points + rest[0], ((rank, k), *rest[1]))
    return best


# The search ---------------------------------------------------------------------


class _Search:
    """Branch and bound over the contract's runs, then the best books; keep the best.

    Candidate runs are tried most points first, so a node can stop as soon as
    even the best remaining candidates, and the best books imaginable, could
    not leave fewer points than the best lay-down found so far."""

    def __init__(
        self,
        hand: _Hand,
        books: int,
        runs: int,
        whole_hand: bool,
        first_only: bool,
        every_run: list[_Run] | None = None,
    ) -> None:
        """``every_run``: the hand's candidate runs with wild cards at the ends, when already listed."""
        self.hand = hand
        self.books = books
        self.runs = runs
        self.whole_hand = whole_hand
        self.first_only = first_only
        # Most natural points first: good lay-downs come early, and of equals the most natural.
        if not runs:
            self.candidates = []
        elif every_run is None:
            self.candidates = _candidate_runs(hand, end_wilds=books == 0)
        else:
            self.candidates = list(every_run) if books == 0 else [run for run in every_run if not run.end_wild]
        self.candidates.sort(key=_SEARCH_ORDER)
        self.minus_natural_points = [-run.natural_points for run in self.candidates]  # ascending, for bisect
        self.masks = [run.mask for run in self.candidates]
        self.pool_uses = [run.pool_use for run in self.candidates]
        self.most_points_from = [0] * (len(self.candidates) + 1)  # the most points of candidates i, i+1, ...
        most = 0
        for i in range(len(self.candidates) - 1, -1, -1):
            value = self.candidates[i].value
            if value > most:  # (not max(): a builtin call per candidate costs more than the comparison)
                most = value
            self.most_points_from[i] = most
        self.natural_points = hand.natural_points
        self.counts = list(hand.counts)
        self.by_rank = list(hand.by_rank)
        self.pool = hand.pool
        self.missing = _ALL_CARDS & ~hand.held  # cards not (or no longer) held
        self.chosen: list[_Run] = []
        self.best_left = hand.total_points + 1  # "none found yet"
        self.best_runs: tuple[_Run, ...] = ()
        self.best_books: tuple[tuple[int, int], ...] = ()
        self.floor = self._least_possible_left()
        self.done = False
        if whole_hand:  # indexes for _cover
            twos = 0xF00 if hand.wild_twos else 0  # (with wild twos, a two need not be in a run as itself)
            self.naturals_mask = ((1 << 60) - 1) & ~twos
            self.by_card: dict[int, list[_Run]] = {}
            self.by_cards: dict[int, list[_Run]] = {}
            for run in self.candidates:
                for c in run.naturals:
                    self.by_card.setdefault(c, []).append(run)
                self.by_cards.setdefault(run.mask & ~twos, []).append(run)

    def _least_possible_left(self) -> int:
        """Points no lay-down can avoid leaving: naturals in no candidate run
        and (with a book to make) in no rank held twice."""
        hand = self.hand
        in_runs = 0
        for run in self.candidates:
            in_runs |= run.mask
        stuck = 0
        for c in hand.natural_cards:  # (with wild twos, a two is never stuck)
            if not in_runs >> c & 1:
                bookable = self.books > 0 and c >> 2 in hand.book_ranks and hand.by_rank[c >> 2] >= 2
                if not bookable:
                    stuck += hand.counts[c] * hand.values[c]
        return stuck

    def run(self) -> None:
        if self.books and self.runs and _best_books(self.hand, self.by_rank, self.pool, self.books) is None:
            return  # not even the whole hand holds the books (without runs, _finish finds that out)
        if self.whole_hand:
            if self.floor == 0:  # (else some card fits no run)
                self._cover(self.runs, self.hand.size)
        else:
            self._choose(0, self.runs, 0)

    def _book_bound(self) -> int:
        """At most the natural points the books can still take: all the
        naturals of the best ranks held twice or more, one rank per book."""
        by_rank, points = self.by_rank, self.hand.rank_points
        rank_points = sorted((by_rank[r] * points[r] for r in self.hand.pair_ranks if by_rank[r] >= 2), reverse=True)
        return sum(rank_points[: self.books])

    def _choose(self, start: int, runs_left: int, run_points: int) -> None:
        """Choose the remaining runs from candidates ``start`` on (a multiset)."""
        if runs_left == 0:
            self._finish(run_points)
            return
        # Bounds on the points left: if the books took all naturals of their
        # best ranks, every wild card were used, and each remaining run had as
        # many natural points as candidate i (no later candidate has more) or,
        # with no books, as many points as the best candidate from i on.
        books, pool = self.books, self.pool
        left_no_books = self.hand.total_points - run_points
        left_before_runs = left_no_books - (self._book_bound() if books else 0) - WILD_POINTS * pool
        # Skip runs needing more natural points than are left (a run holds at least 3 naturals: 15 points).
        most_natural = self.natural_points - 15 * (runs_left - 1)
        start = max(start, bisect_left(self.minus_natural_points, -most_natural))
        candidates, most_points_from = self.candidates, self.most_points_from
        missing, best_left = self.missing, self.best_left  # (missing is the same again after each child)
        if runs_left == 1:  # the last run: most candidates no longer fit, so drop those first, quickly
            masks, pool_uses = self.masks, self.pool_uses
            tried: Iterable[int] = [
                i for i in range(start, len(candidates)) if not masks[i] & missing and pool_uses[i] <= pool
            ]
        else:
            tried = range(start, len(candidates))
        for i in tried:
            run = candidates[i]
            least_left = left_before_runs - runs_left * run.natural_points
            if not books and left_no_books - runs_left * most_points_from[i] > least_left:
                least_left = left_no_books - runs_left * most_points_from[i]
            if least_left >= best_left:
                return  # the candidates from here on cannot do better
            if run.mask & missing or run.pool_use > pool:
                continue
            self._take(run)
            self._choose(i, runs_left - 1, run_points + run.value)
            self._give_back(run)
            if self.done:
                return
            best_left = self.best_left

    def _take(self, run: _Run) -> None:
        counts, by_rank = self.counts, self.by_rank
        for c in run.naturals:
            counts[c] -= 1
            by_rank[c >> 2] -= 1
            if not counts[c]:
                self.missing |= 1 << c
        self.natural_points -= run.natural_points
        self.pool -= run.pool_use
        self.chosen.append(run)

    def _give_back(self, run: _Run) -> None:
        counts, by_rank = self.counts, self.by_rank
        for c in run.naturals:
            counts[c] += 1
            by_rank[c >> 2] += 1
            self.missing &= ~(1 << c)
        self.natural_points += run.natural_points
        self.pool += run.pool_use
        self.chosen.pop()

    def _finish(self, run_points: int) -> None:
        """All runs chosen: add the best books and compare."""
        if self.books:
            books = _best_books(self.hand, self.by_rank, self.pool, self.books)
            if books is None:
                return
            left = self.hand.total_points - run_points - books[0] - WILD_POINTS * self.pool
            plan = books[1]
        else:
            left = self.hand.total_points - run_points
            plan = ()
        if left < self.best_left:
            self.best_left = left
            self.best_runs = tuple(self.chosen)
            self.best_books = plan
            self.done = self.first_only or left <= self.floor

    def _cover(self, runs_left: int, cards_left: int) -> None:
        """Deal 7 (LIV-17): the runs must hold every card.  The lowest natural
        card not yet placed must be in one of the remaining runs, and the last
        run must hold exactly the cards left."""
        held = ~self.missing & self.naturals_mask
        if runs_left == 1:
            for run in self.by_cards.get(held, ()):
                if run.length == cards_left and run.pool_use == self.pool and not run.mask & self.missing:
                    self._take(run)
                    self._finish(self.hand.total_points)
                    self._give_back(run)
                    return
            return
        lowest = (held & -held).bit_length() - 1
        longest = cards_left - 4 * (runs_left - 1)  # leave at least four cards for each other run
        for run in self.by_card.get(lowest, ()):
            if run.length > longest or run.mask & self.missing or run.pool_use > self.pool:
                continue
            self._take(run)
            self._cover(runs_left - 1, cards_left - run.length)
            self._give_back(run)
            if self.done:
                return


# Building the answer ----------------------------------------------------------


def _run_cards(run: _Run, wilds: list[int]) -> list[int]:
    """The run's cards in order, wild places taken from the front of ``wilds``."""
    cards = list(run.naturals)
    for place in run.wild_places:  # (lowest first: the places before it are filled already)
        cards.insert(place - run.low, wilds.pop(0))
    return cards


def _book_cards(rank: int, books: int, naturals: list[int]) -> list[list[int]]:
    """``books`` books of ``rank`` sharing its naturals (sorted: a rank's side by side) as evenly as possible."""
    first = bisect_left(naturals, rank * 4)
    mine = naturals[first : bisect_left(naturals, rank * 4 + 4, first)]
    return [mine] if books == 1 else [mine[i::books] for i in range(books)]


def _lay_down(hand: _Hand, runs: Sequence[_Run], plan: Sequence[tuple[int, int]]) -> LayDown:
    """The lay-down of these runs and book plan, with physical cards."""
    counts = list(hand.counts)
    runs = sorted(runs, key=_LISTING_ORDER)
    for run in runs:
        for c in run.naturals:
            counts[c] -= 1
    wilds = hand.pool_cards(counts)
    naturals = list(_naturals_left(hand, counts)[0])
    run_cards = [_run_cards(run, wilds) for run in runs]
    books: list[list[int]] = []
    for rank, k in sorted(plan):
        if rank == 2 and hand.wild_twos:  # books of twos, from the wild cards (see _best_books)
            twos = [c for c in wilds if c < JOKER][: 2 * k]
            for c in twos:
                wilds.remove(c)
            books += [twos[i::k] for i in range(k)]
        else:
            books += _book_cards(rank, k, naturals)
    for book in books:
        while len(book) < 3:
            book.append(wilds.pop(0))
    if books:
        books[0] += wilds
        wilds = []
    if hand.wild_twos:
        for book in books:
            if all(c < 12 or c == JOKER for c in book):
                book.sort()  # (a book of twos: which twos stand for themselves is no matter)
    booked = {rank for rank, _ in plan}  # (a book takes every natural of its rank; with wild twos
    left = [c for c in naturals if c >> 2 not in booked] + wilds  # the naturals hold no twos)
    _naturals_into_runs(hand, runs, run_cards, books, left)
    values = hand.values
    points = sum([values[c] for c in left])
    return LayDown(tuple(map(tuple, books)), tuple(map(tuple, run_cards)), tuple(sorted(left)), points)


def _naturals_into_runs(
    hand: _Hand, runs: Sequence[_Run], run_cards: list[list[int]], books: list[list[int]], left: list[int]
) -> None:
    """Of equal lay-downs, show the natural one: a wild card in a run trades
    places with the card it stands for when that card is in a book that keeps
    two natural cards, or is an ace left in hand (same points either way)."""
    wild_twos = hand.wild_twos
    for run, cards in zip(runs, run_cards, strict=True):
        for place in run.wild_places:
            own = (ACE if place == LOW_ACE else place) * 4 + run.suit
            i = place - run.low
            for book in books:
                if own in book and sum(1 for c in book if not _is_wild(c, wild_twos)) >= 3:
                    book[book.index(own)] = cards[i]
                    book.sort(key=lambda c: (_is_wild(c, wild_twos), c))
                    cards[i] = own
                    break
            else:
                if own in left and liverpool_value(own, wild_twos) == WILD_POINTS:
                    left[left.index(own)] = cards[i]
                    cards[i] = own


def _is_wild(c: int, wild_twos: bool) -> bool:
    return c >= JOKER or (wild_twos and c < 12)


def _check(hand: Iterable[int], deal: int) -> tuple[list[int], int, int]:
    if deal not in CONTRACTS:
        raise ValueError(f"Liverpool has deals 1 to 7, not {deal!r}")
    books, runs = CONTRACTS[deal]
    return sorted(hand), books, runs


def _surely_not(cards: Sequence[int], books: int, runs: int, wild_twos: bool, whole_hand: bool = False) -> bool:
    """A quick test that rules out most hands that cannot make the contract.

    Only necessary conditions, counting the wild cards the contract needs at
    least: a book of ``n`` naturals needs ``3 - n`` more; every run holds four
    places in a row with at most one wild card among them (LIV-5), so the runs
    need at least the places such windows of four would miss.  Books and runs
    are each counted against the whole hand, which only ever asks for less.

    The runs are counted twice over when need be: first ``k`` runs of a suit
    as ``k`` times its best window's places missed (exact for one run, never
    more than the truth), and only if that leaves the hand in with a chance,
    exactly (:func:`_run_wilds`).  ``cards`` must be sorted (as :func:`_check` makes them).

    With ``whole_hand`` (deal 7, LIV-17) every natural card must be in a run, so
    each must be in a window of four places of its suit that a run could hold
    (:func:`_coverable`): most hands fail that at once."""
    size = len(cards)
    jokers = size - bisect_left(cards, JOKER)
    end = size - jokers  # (the natural cards, wild twos too, come first)
    if size and (cards[0] < 8 or cards[-1] > JOKER or (end and cards[end - 1] >= 60)):
        raise _not_in_hand(next(c for c in cards if not (8 <= c < 60 or c == JOKER)))
    twos = bisect_left(cards, 12) if wild_twos else 0
    return _short(cards[:end], None, size, jokers, twos, books, runs, wild_twos, whole_hand)


class HandTally:
    """A hand counted as the quick test reads it (:func:`surely_not_tallied`),
    kept up to date card by card with :meth:`add` and :meth:`remove`: a hand
    changes by a card or two a turn, so the game keeps one for each seat rather
    than count the whole hand at every turn."""

    def __init__(self, hand: Iterable[int]) -> None:
        self.size = 0
        self.jokers = 0
        self.by_rank = [0] * 15  # natural cards (wild twos too) by rank
        self.places = [0] * 56  # natural cards (wild twos too) at each place of each suit (_SUIT_PLACE)
        self.held = [0, 0, 0, 0]  # by suit, bit ``place`` set for each place held (_PLACE_BIT)
        by_rank, places, held = self.by_rank, self.places, self.held
        for c in hand:  # (as add does, without a call a card)
            self.size += 1
            if c == JOKER:
                self.jokers += 1
            elif 8 <= c < 60:
                by_rank[c >> 2] += 1
                places[_SUIT_PLACE[c]] += 1
                held[c & 3] |= _PLACE_BIT[c]
            else:
                raise _not_in_hand(c)

    def add(self, c: int) -> None:
        self.size += 1
        if c == JOKER:
            self.jokers += 1
            return
        if not 8 <= c < 60:
            raise _not_in_hand(c)
        self.by_rank[c >> 2] += 1
        self.places[_SUIT_PLACE[c]] += 1
        self.held[c & 3] |= _PLACE_BIT[c]

    def remove(self, c: int) -> None:
        self.size -= 1
        if c == JOKER:
            self.jokers -= 1
            return
        self.by_rank[c >> 2] -= 1
        place = _SUIT_PLACE[c]
        self.places[place] -= 1
        if not self.places[place]:
            self.held[c & 3] &= ~_PLACE_BIT[c]


def surely_not_tallied(tally: HandTally, deal: int, wild_twos: bool = False) -> bool:
    """:func:`_surely_not` (the quick test) of a hand kept as a :class:`HandTally`."""
    books, runs = CONTRACTS[deal]
    twos = tally.by_rank[2] if wild_twos else 0
    return _short((), tally, tally.size, tally.jokers, twos, books, runs, wild_twos, deal == 7)


def _short(
    naturals: Sequence[int],
    tally: HandTally | None,
    size: int,
    jokers: int,
    twos: int,
    books: int,
    runs: int,
    wild_twos: bool,
    whole_hand: bool,
) -> bool:
    """The quick test of :func:`_surely_not`, on the hand's counts: its sorted
    ``naturals`` counted here, or a ``tally`` of them."""
    pool = jokers + twos
    if size < 3 * books + 4 * runs:
        return True
    need = 0
    if books:
        if tally is None:
            by_rank = [0] * 15
            for c in naturals:
                by_rank[c >> 2] += 1
        else:
            by_rank = tally.by_rank
        if twos:  # (wild twos are in the pool, not in books of their rank)
            by_rank = list(by_rank)
            by_rank[2] -= twos
        need = _book_wilds(by_rank, books, twos)
    if runs and need <= pool:
        if tally is None:
            held = [0, 0, 0, 0]  # by suit, bit ``place`` set for each place a natural is held at (see _SUIT_PLACE)
            for c in naturals:
                held[c & 3] |= _PLACE_BIT[c]
        else:
            held = tally.held
        # By suit, the fewest places a window of four misses (if one or none; a suit
        # of fewer than three places held has none).
        try:
            least = [_LEAST_MISSED[held[0]], _LEAST_MISSED[held[1]], _LEAST_MISSED[held[2]], _LEAST_MISSED[held[3]]]
        except KeyError:  # (remembered by the suit's places held: the first time, counted; only those not yet)
            least = [_LEAST_MISSED[bits] if bits in _LEAST_MISSED else _least_missed(bits) for bits in held]
        if whole_hand:
            must = ~0b10 if wild_twos else ~0  # (a wild two need not be in a run as itself: bit 1, its place)
            for bits in held:
                if bits & must & ~_coverable(bits, pool > 0):
                    return True
        fewest = min(least)  # (k runs of a suit miss k times its best window's places or more: all in the best suit)
        if fewest == _NEVER or need + runs * fewest > pool:
            return True
        if runs == 1:
            return False
        # Runs in as many suits, each run its suit's best window, are exact: if they fit, the
        # hand is in.  Else only a suit whose two runs could fit needs the exact count; for the
        # others ``k`` times its best window (no more than the truth, and too many already) will do.
        budget = pool - need
        ordered = sorted(least)
        if sum(ordered[:runs]) <= budget:
            return False
        places: list[int] = [] if tally is None else tally.places
        suits: list[tuple[int, ...]] = []
        for suit in range(4):
            fewest = least[suit]
            if fewest < _NEVER:
                if 2 * fewest <= budget:
                    if not places:
                        places = [0] * 56  # the naturals (wild twos too) held at each place of each suit (_SUIT_PLACE)
                        for c in naturals:
                            places[_SUIT_PLACE[c]] += 1
                    suits.append(_run_wilds(tuple(places[14 * suit : 14 * suit + 14]), runs))
                else:
                    suits.append(tuple(k * fewest for k in range(runs + 1)))
        need += _combine_suits(suits, runs)
    return need > pool


_LEAST_MISSED: Final[dict[int, int]] = {}
_COVERABLE: Final[dict[int, int]] = {}


def _coverable(bits: int, wild: bool) -> int:
    """The places of a suit's places held (``bits``, as for :func:`_least_missed`)
    that lie in some window of four a run could hold: all four held, or with a
    ``wild`` card three (LIV-5).  Remembered."""
    key = bits << 1 | wild
    found = _COVERABLE.get(key)
    if found is None:
        places = bits | 1 << 13 if bits & 1 else bits  # (the ace at both ends)
        covered = _windows_held(places, wild, 0)
        found = covered & _ALL_PLACES | covered >> 13 & 1  # (the ace high is the ace low: place 0)
        if len(_COVERABLE) >= 1 << 16:
            _COVERABLE.clear()
        _COVERABLE[key] = found
    return found


def _windows_held(places: int, wild: bool, first: int) -> int:
    """The bits of ``places`` (14 of a suit, from bit ``first``: the ace at both ends) in
    some window of four that a run could hold: all four held, or three and a ``wild``
    card (LIV-5)."""
    covered = 0
    for low in range(first, first + 11):
        if _MISSED[places >> low & 15] <= wild:
            covered |= 15 << low
    return covered


def _least_missed(bits: int) -> int:
    """The fewest places missed by a window of four of a suit's places held
    (``bits``, the ace at place 0 only), if it is at most one; else _NEVER."""
    places = bits | 1 << 13 if bits & 1 else bits  # (the ace at both ends)
    least = _NEVER
    for w in range(11):
        missed = _MISSED[places >> w & 15]
        if missed < least:
            least = missed
    found = least if least <= 1 else _NEVER
    _LEAST_MISSED[bits] = found
    return found


def _combine_suits(suits: list[tuple[int, ...]], runs: int) -> int:
    """The fewest wild cards for ``runs`` runs, given each suit's fewest for 0, 1, ... runs."""
    fewest = [0] + [_NEVER] * runs  # the fewest wild cards for 0, 1, ... runs, over the suits so far
    for suit in suits:
        for total in range(runs, 0, -1):  # (highest first: each suit is counted once)
            for k in range(1, total + 1):
                if fewest[total - k] + suit[k] < fewest[total]:
                    fewest[total] = fewest[total - k] + suit[k]
    return fewest[runs]


def _suit_counts(cards: Sequence[int], suit: int) -> tuple[int, ...]:
    """The natural cards (wild twos too) of one suit held at each of its 14 places (see _SUIT_PLACE)."""
    counts = [0] * 14
    for c in cards:
        if c != JOKER and c & 3 == suit:
            counts[_SUIT_PLACE[c] - 14 * suit] += 1
    return tuple(counts)


_NEVER: Final = 99  # "cannot be done with any number of wild cards"
_SUIT_PLACE: Final = [(c & 3) * 14 + (0 if c >> 2 == ACE else (c >> 2) - 1) % 14 for c in range(60)]
"""Where :func:`_surely_not` counts a natural card: 14 places a suit, place 0
a low ace (and place 13 the same ace high, left at 0; codes below 8 are no
cards and only ever rejected later)."""
_PLACE_BIT: Final = [0 if place % 14 == 13 else 1 << place % 14 for place in _SUIT_PLACE]
"""A card's bit among its suit's places held, as :func:`_run_wilds` reads them (place 13 only through the ace)."""


def _book_wilds(by_rank: list[int], books: int, twos: int = 0) -> int:
    """The fewest wild cards for ``books`` books: a rank of ``n`` naturals makes
    ``k`` books (``2k <= n``) with ``3k - n`` wild cards, so each further book
    of a rank costs at least as much as the one before; take the cheapest.
    A book of ``twos`` (wild twos, LIV-3) costs three cards of the wild pool."""
    if books == 1:  # the common case, quickly: a rank of three naturals needs none, of two one
        fewest = 3 if twos >= 2 else _NEVER
        for n in by_rank:
            if n >= 3:
                return 0
            if n == 2:
                fewest = 1
        return fewest
    costs: list[int] = []
    for n in by_rank:
        if n >= 2:  # (a rank of fewer than two naturals makes no book)
            costs += _RANK_BOOK_COSTS[n][books] if n < len(_RANK_BOOK_COSTS) else _rank_book_costs(n, books)
    costs += [3] * min(books, twos // 2)
    costs.sort()
    return sum(costs[:books]) if len(costs) >= books else _NEVER


def _rank_book_costs(n: int, books: int) -> tuple[int, ...]:
    """The wild cards each further book of a rank of ``n`` naturals costs, up to ``books`` books (see _book_wilds)."""
    return tuple(max(0, 3 * k - n) - max(0, 3 * k - 3 - n) for k in range(1, min(n // 2, books) + 1))


_RANK_BOOK_COSTS: Final = [[_rank_book_costs(n, books) for books in range(4)] for n in range(13)]
"""_rank_book_costs by ``n`` (up to twelve: three packs) and ``books`` (up to three: LIV-7)."""

_MISSED: Final = [4 - bin(mask).count("1") for mask in range(16)]  # places of a window of four not held


@lru_cache(maxsize=1 << 16)  # (a player's suits mostly stay the same from one turn to the next)
def _run_wilds(counts: tuple[int, ...], most: int) -> tuple[int, ...]:
    """The fewest wild cards for 0..``most`` windows of four places in a suit
    (``counts`` by place), each window holding natural cards at three places or more."""
    held = 1 << 13 if counts[0] else 0  # bit ``place`` set for each place held (the ace at both ends)
    for place in range(13):
        if counts[place]:
            held |= 1 << place
    windows = sorted((_MISSED[held >> w & 15], w) for w in range(11) if _MISSED[held >> w & 15] <= 1)
    apart: list[int] = []  # windows four places apart or more, fewest places missed first: often the best
    for _, w in windows:
        # (windows 0 and 10, A-2-3-4 and J-Q-K-A, share the ace)
        if all(abs(w - v) >= 4 and (w, v) not in ((0, 10), (10, 0)) for v in apart):
            apart.append(w)
    fewest = [0]
    for j in range(1, most + 1):
        if not windows:
            fewest.append(_NEVER)
            continue
        least = j * windows[0][0]  # (a window may be taken twice, with two packs)
        apart_missed = sum(_MISSED[held >> w & 15] for w in apart[:j]) if j <= len(apart) else _NEVER
        if apart_missed == least:
            fewest.append(least)
        else:
            # Some j windows need no more than this: the first j apart, or the best j - 1 and one more.
            at_most = min(apart_missed, fewest[j - 1] + 4)
            fewest.append(_overlapping_windows(counts, sorted(w for _, w in windows), j, at_most))
    return tuple(fewest)


def _overlapping_windows(counts: tuple[int, ...], windows: list[int], j: int, at_most: int = _NEVER) -> int:
    """The fewest wild cards for ``j`` of these windows, a place's cards shared
    out among them; ``at_most``: a number that some ``j`` of them are known to need.

    Places are bits (the ace's two places folded into bit 0): ``at_most_held[k]``
    has the places holding ``k`` cards or fewer."""
    at_most_held = [0] * (j + 1)
    for place in range(13):
        for k in range(counts[place], j + 1):
            at_most_held[k] |= 1 << place
    masks = [_WINDOW_MASK[w] for w in windows]
    return _fewest_shortfall(masks, at_most_held, 0, j, [_ALL_PLACES] + [0] * j, 0, at_most)


_ALL_PLACES: Final = (1 << 13) - 1
_WINDOW_MASK: Final = [(15 << w | 1) & _ALL_PLACES if w == 10 else 15 << w for w in range(11)]
"""The places of each window of four as bits, the ace high (place 13) folded into bit 0 with the ace low."""


def _fewest_shortfall(
    masks: list[int], at_most_held: list[int], start: int, j: int, covered: list[int], short: int, best: int
) -> int:
    """The fewest places short (as :func:`_overlapping_windows`) after adding
    ``j`` windows (``masks``) from ``start`` on to those taken so far, whose
    ``covered[k]`` are the places in ``k`` or more of them (``short`` so far),
    or ``best`` if none is fewer.  A window falls one short at each place
    already asked for as many cards as it holds; adding a window never lowers
    the count, so a branch stops as soon as it reaches ``best``."""
    full = 0  # the places asked for all their cards already
    for k in range(len(covered)):
        full |= covered[k] & at_most_held[k]
    for i in range(start, len(masks)):
        window = masks[i]
        more = (window & full).bit_count()
        if short + more < best:
            if j == 1:
                best = short + more
            else:
                deeper = [covered[0]] + [covered[k] | covered[k - 1] & window for k in range(1, len(covered))]
                best = _fewest_shortfall(masks, at_most_held, i, j - 1, deeper, short + more, best)
    return best


# Public API ---------------------------------------------------------------------


def solve(hand: Sequence[int], deal: int, wild_twos: bool = False) -> LayDown | None:
    """The lay-down of the deal's contract leaving the fewest points (LIV-20), or None.

    In deal 7 only a lay-down of the whole hand counts (LIV-17).  Among equally
    good lay-downs the answer is fixed by the hand as a multiset of cards.

    >>> from rummyhall.cards import parse_cards, format_cards
    >>> [format_cards(run) for run in solve(parse_cards("3d 4d * 6d 9s Ts Js Qs"), deal=3).runs]
    ['3d 4d * 6d', '9s Ts Js Qs']
    >>> solve(parse_cards("3d 4d * * 9s Ts Js Qs"), deal=3) is None
    True
    """
    cards, books, runs = _check(hand, deal)
    if _surely_not(cards, books, runs, wild_twos, deal == 7):
        return None
    return _best(_Hand(cards, wild_twos), books, runs, deal == 7)


def solve_keeping(hand: Sequence[int], deal: int, taken: int, wild_twos: bool = False) -> LayDown | None:
    """The best lay-down that does not leave ``taken`` alone in hand, or None.

    LIV-10: a card taken from the discard pile this turn cannot be discarded,
    so a lay-down may not leave it as the only card.  When the best lay-down
    does, the best of the others keeps some other card ``x`` back: it is the
    best lay-down of the hand without ``x``, plus ``x`` (no lay-down leaves
    nothing, or the best would have).

    >>> from rummyhall.cards import parse_cards, format_cards
    >>> hand, kc = parse_cards("5c 5d 5h 5s 9c 9d 9h Kc"), parse_cards("Kc")[0]
    >>> format_cards(solve(hand, deal=1).left), format_cards(solve_keeping(hand, 1, kc).left)
    ('Kc', '5c Kc')
    >>> solve_keeping(parse_cards("5c 5d 5h 9c 9d 9h Kc"), 1, kc) is None  # every card is needed
    True
    """
    best = solve(hand, deal, wild_twos)
    if best is None or best.left != (taken,):
        return best
    kept: LayDown | None = None
    for x in sorted(set(hand) - ({taken} if list(hand).count(taken) == 1 else set())):
        rest = list(hand)
        rest.remove(x)
        found = solve(rest, deal, wild_twos)
        if found is None or (found.left == () and x == taken):  # (that keeps back a second copy of ``taken``, alone)
            continue
        if kept is None or found.left_points + liverpool_value(x, wild_twos) < kept.left_points:
            left = tuple(sorted((*found.left, x)))
            kept = LayDown(found.books, found.runs, left, found.left_points + liverpool_value(x, wild_twos))
    return kept


def _best(hand: _Hand, books: int, runs: int, whole_hand: bool, every_run: list[_Run] | None = None) -> LayDown | None:
    if not runs:  # (books only: the best books are the answer, as the search would find)
        plan = _best_books(hand, hand.by_rank, hand.pool, books)
        return None if plan is None else _lay_down(hand, (), plan[1])
    search = _Search(hand, books, runs, whole_hand, first_only=False, every_run=every_run)
    search.run()
    if search.best_left > hand.total_points:
        return None
    return _lay_down(hand, search.best_runs, search.best_books)


def choices(
    hand: Sequence[int], deal: int, wild_twos: bool = False, limit: int = 1, *, quick_tested: bool = False
) -> list[LayDown]:
    """The best lay-down (as :func:`solve`) and then others (as :func:`lay_downs`),
    ``limit`` in all at most; none when the contract cannot be made.
    ``quick_tested``: the hand passed the quick test already (:func:`surely_not_tallied`).

    >>> from rummyhall.cards import parse_cards, format_cards
    >>> [format_cards(lay_down.left) for lay_down in choices(parse_cards("5c 5d 5h 9c 9d * *"), deal=1, limit=3)]
    ['', '*', '']
    """
    cards, books, runs = _check(hand, deal)
    if not quick_tested and _surely_not(cards, books, runs, wild_twos, deal == 7):
        return []
    state = _Hand(cards, wild_twos)
    every_run = _candidate_runs(state, end_wilds=True) if runs else []
    best = _best(state, books, runs, deal == 7, every_run)
    if best is None:
        return []
    found = [best]
    if limit <= 1:
        return found
    if not wild_twos:
        return found + _joker_lay_downs(state, every_run, books, runs, deal == 7, limit - 1, best)
    for other in _distinct_lay_downs(state, every_run, books, runs, deal == 7):
        if other.runs != best.runs or other.books != best.books:  # (the same number of each)
            found.append(other)
            if len(found) >= limit:
                break
    return found


def can_go_down(hand: Sequence[int], deal: int, wild_twos: bool = False) -> bool:
    """Whether the deal's contract can be laid down from ``hand`` (LIV-7, LIV-11, LIV-17).

    >>> from rummyhall.cards import parse_cards
    >>> can_go_down(parse_cards("5c 5d 5h Kc Kd *"), deal=1), can_go_down(parse_cards("5c 5d 5h Kc Kd 2s"), deal=1)
    (True, False)
    """
    cards, books, runs = _check(hand, deal)
    state = _Hand(cards, wild_twos)
    if _surely_not(cards, books, runs, wild_twos, deal == 7):
        return False
    search = _Search(state, books, runs, whole_hand=deal == 7, first_only=True)
    search.run()
    return search.best_left <= state.total_points


def solve_json(hand: str | Iterable[int | str], deal: int, wild_twos: bool = False) -> dict[str, object]:
    """:func:`solve` as plain data for the command line and JSON lines.

    ``hand`` may be card codes, card texts, or one text like ``"7c 7d * Qs"``.

    >>> solve_json("5c 5d * Kc Kd Ks 9h", deal=1)
    {'can_go_down': True, 'melds': [['5c', '5d', '*'], ['Kc', 'Kd', 'Ks']], 'left': ['9h'], 'left_points': 5}
    >>> solve_json("5c 9h", deal=1)
    {'can_go_down': False, 'melds': [], 'left': ['5c', '9h'], 'left_points': 10}
    """
    items = hand.split() if isinstance(hand, str) else list(hand)
    cards = [c if isinstance(c, int) else parse_card(c) for c in items]
    best = solve(cards, deal, wild_twos)
    if best is None:
        return {
            "can_go_down": False,
            "melds": [],
            "left": [format_card(c) for c in sorted(cards)],
            "left_points": sum(liverpool_value(c, wild_twos) for c in cards),
        }
    return {
        "can_go_down": True,
        "melds": [[format_card(c) for c in meld] for meld in best.melds],
        "left": [format_card(c) for c in best.left],
        "left_points": best.left_points,
    }


def lay_downs(hand: Sequence[int], deal: int, wild_twos: bool = False, limit: int | None = None) -> Iterator[LayDown]:
    """Every distinct lay-down of the deal's contract (distinct as multisets of
    melds, a run being its cards in order), up to ``limit`` of them.

    Order: grouped by the contract's runs, taken as a multiset of candidate
    runs in the order suit (c d h s), first place (low ace first), length,
    wild places; within that by the books, a multiset of book shapes in the
    order rank, more natural cards first, natural cards, fewer wild cards
    first; last by which wild cards (jokers, or with ``wild_twos`` twos) fill
    the wild places.  It is not by points: use :func:`solve` for the best.
    In deal 7 only lay-downs of the whole hand are listed (LIV-17).  The
    number of lay-downs grows fast with jokers; ``limit`` stops early.

    >>> from rummyhall.cards import parse_cards, format_cards
    >>> for lay_down in lay_downs(parse_cards("5c 5d 5h 9c 9d * *"), deal=1):
    ...     melds = " / ".join(format_cards(meld) for meld in lay_down.melds)
    ...     print(melds, "| left:", format_cards(lay_down.left) or "-")
    5c 5d 5h / 9c 9d * | left: *
    5c 5d 5h / 9c 9d * * | left: -
    5c 5d 5h * / 9c 9d * | left: -
    5c 5d * / 9c 9d * | left: 5h
    5c 5h * / 9c 9d * | left: 5d
    5d 5h * / 9c 9d * | left: 5c
    """
    cards, books, runs = _check(hand, deal)
    state = _Hand(cards, wild_twos)
    every_run = _candidate_runs(state, True)
    if not wild_twos:
        most = None if limit is None else max(limit, 1)  # (as before: at least one, if any)
        yield from _joker_lay_downs(state, every_run, books, runs, deal == 7, most)
        return
    for count, lay_down in enumerate(_distinct_lay_downs(state, every_run, books, runs, deal == 7), 1):
        yield lay_down
        if limit is not None and count >= limit:
            return


def _distinct_lay_downs(
    hand: _Hand, every_run: list[_Run], books: int, runs: int, whole_hand: bool
) -> Iterator[LayDown]:
    """Lay-downs in the order of :func:`lay_downs`, each once (with wild twos);
    ``every_run`` in that order (as :func:`_candidate_runs` lists them)."""
    seen: set[tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...]]] = set()
    for lay_down in _all_lay_downs(hand, every_run, books, runs, whole_hand):
        key = (tuple(sorted(lay_down.books)), tuple(sorted(lay_down.runs)))
        if key not in seen:
            seen.add(key)
            yield lay_down


def _joker_lay_downs(
    hand: _Hand,
    candidates: list[_Run],
    books: int,
    runs: int,
    whole_hand: bool,
    limit: int | None,
    skip: LayDown | None = None,
) -> list[LayDown]:
    """The first ``limit`` lay-downs (all if None) in the order of :func:`lay_downs`
    but ``skip``'s melds, when every wild card is a joker (no wild twos).

    As :func:`_all_lay_downs` lists them, but each never twice (candidate runs
    differ in their places, so in their cards; book shapes in their cards; and
    each multiset is listed once) and with one way to fill the wild places, so
    the runs' cards and the naturals they leave are made once for each choice of
    runs, not for each lay-down."""
    listing = _JokerListing(hand, candidates, books, whole_hand, limit, skip)
    if limit is None or limit > 0:
        listing.choose_runs(0, runs, hand.jokers)
    return listing.found


class _JokerListing:
    """The search of :func:`_joker_lay_downs` (a class, not nested functions:
    those would make reference cycles, left for the garbage collector)."""

    def __init__(
        self,
        hand: _Hand,
        candidates: list[_Run],
        books: int,
        whole_hand: bool,
        limit: int | None,
        skip: LayDown | None,
    ) -> None:
        self.hand, self.candidates, self.books, self.whole_hand = hand, candidates, books, whole_hand
        self.limit, self.skip = limit, skip
        self.found: list[LayDown] = []
        self.counts = list(hand.counts)  # the naturals not in the runs and books chosen so far
        self.missing = _ALL_CARDS & ~hand.held  # the naturals not (or no longer) held, as bits (runs chosen)
        self.run_cards: list[tuple[int, ...]] = []  # the chosen runs' cards
        self.runs_laid: tuple[tuple[int, ...], ...] = ()
        self.shapes: list[_BookShape] = []
        self.chosen: list[_BookShape] = []  # the chosen book shapes
        self.naturals_left: tuple[int, ...] = ()  # the naturals the runs leave, and their points
        self.points = 0

    def choose_runs(self, start: int, runs_left: int, pool: int) -> bool:
        """Lists the lay-downs with more runs from candidates ``start`` on; True once ``limit`` are found."""
        if runs_left == 0:
            return self.choose_books(pool)
        candidates, counts, run_cards = self.candidates, self.counts, self.run_cards
        missing = self.missing  # (the same again after each child)
        for i in range(start, len(candidates)):
            run = candidates[i]
            if run.pool_use > pool or run.mask & missing:
                continue
            for c in run.naturals:
                counts[c] -= 1
                if not counts[c]:
                    self.missing |= 1 << c
            run_cards.append(tuple(_run_cards(run, [JOKER] * run.pool_use)) if run.pool_use else run.naturals)
            full = self.choose_runs(i, runs_left - 1, pool - run.pool_use)
            run_cards.pop()
            for c in run.naturals:
                counts[c] += 1
            self.missing = missing
            if full:
                return True
        return False

    def choose_books(self, pool: int) -> bool:
        """The runs are chosen: lists the lay-downs with each multiset of book shapes."""
        if self.books:
            self.shapes = _book_shapes(self.hand, self.counts, pool)
            if not self.shapes:
                return False  # (no book left to make: nothing more to work out)
        self.runs_laid = tuple(self.run_cards)
        self.naturals_left, self.points = _naturals_left(self.hand, self.counts)
        if not self.books:
            return self.add((), list(self.naturals_left), self.points, pool)
        return self.choose(0, self.books, pool)

    def choose(self, start: int, books_left: int, pool: int) -> bool:
        """Lists the lay-downs with more book shapes from ``start`` on; True once ``limit`` are found."""
        shapes, counts, chosen = self.shapes, self.counts, self.chosen
        # Shapes come by rank from the counts the runs leave: one fits unless a book of its
        # rank is chosen already (the last chosen, if any).  The last book needs no counts.
        last_rank = chosen[-1][0][0] >> 2 if chosen else 0
        for i in range(start, len(shapes)):
            naturals, wilds = shapes[i]
            if wilds > pool:
                continue
            if books_left == 1 and naturals[0] >> 2 != last_rank:
                chosen.append(shapes[i])
                full = self.finish(pool - wilds)
                chosen.pop()
                if full:
                    return True
                continue
            fits = True
            for c in naturals:
                counts[c] -= 1
                if counts[c] < 0:
                    fits = False
            full = False
            if fits:
                chosen.append(shapes[i])
                full = self.finish(pool - wilds) if books_left == 1 else self.choose(i, books_left - 1, pool - wilds)
                chosen.pop()
            for c in naturals:
                counts[c] += 1
            if full:
                return True
        return False

    def finish(self, spare: int) -> bool:
        """The books are chosen too (``spare`` jokers left over)."""
        left = list(self.naturals_left)
        taken = 0
        values = self.hand.values
        for naturals, _ in self.chosen:
            for c in naturals:
                left.remove(c)
                taken += values[c]
        books_laid = tuple([naturals + (JOKER,) * wilds for naturals, wilds in self.chosen])
        return self.add(books_laid, left, self.points - taken, spare)

    def add(self, books_laid: tuple[tuple[int, ...], ...], left: list[int], points: int, spare: int) -> bool:
        """Lists this lay-down (``spare`` jokers left over); True once ``limit`` are found."""
        if self.whole_hand and (left or spare):
            return False
        skip = self.skip
        if skip is not None and books_laid == skip.books and self.runs_laid == skip.runs:
            return False
        self.found.append(
            LayDown(books_laid, self.runs_laid, tuple(left) + (JOKER,) * spare, points + WILD_POINTS * spare)
        )
        return self.limit is not None and len(self.found) >= self.limit


def _all_lay_downs(hand: _Hand, candidates: list[_Run], books: int, runs: int, whole_hand: bool) -> Iterator[LayDown]:
    """Lay-downs in the order of :func:`lay_downs`, possibly repeated."""
    counts = list(hand.counts)  # while a multiset of melds is yielded, its naturals are taken from here
    for chosen in _run_multisets(candidates, counts, hand.pool, 0, runs):
        pool = hand.pool - sum(run.pool_use for run in chosen)
        shapes = _book_shapes(hand, counts, pool)
        for book_set in _book_multisets(shapes, counts, pool, 0, books, hand.wild_twos):
            if whole_hand:
                free = pool - sum(_pool_use(shape, hand.wild_twos) for shape in book_set)
                if free or any(counts[c] for c in range(12 if hand.wild_twos else 8, 60)):
                    continue
            wilds = hand.pool_cards(counts)
            if not wilds or wilds.count(wilds[0]) == len(wilds):  # all wild cards alike: one way, if enough
                lay_down = _with_like_wild_cards(hand, counts, chosen, book_set, wilds)
                if lay_down is not None:
                    yield lay_down
            else:
                yield from _with_wild_cards(hand, counts, chosen, book_set, wilds)


def _run_multisets(candidates: list[_Run], counts: list[int], pool: int, start: int, runs: int) -> Iterator[list[_Run]]:
    """Multisets of ``runs`` candidates (from ``start`` on) that the counts
    allow; while one is yielded its natural cards are taken from ``counts``."""
    if runs == 0:
        yield []
        return
    for i in range(start, len(candidates)):
        run = candidates[i]
        if run.pool_use > pool or not all(counts[c] for c in run.naturals):
            continue
        for c in run.naturals:
            counts[c] -= 1
        for rest in _run_multisets(candidates, counts, pool - run.pool_use, i, runs - 1):
            yield [run, *rest]
        for c in run.naturals:
            counts[c] += 1


_BookShape = tuple[tuple[int, ...], int]  # a book's natural cards, and how many wild cards it holds


def _book_shapes(hand: _Hand, counts: list[int], pool: int) -> list[_BookShape]:
    """Every book the counts allow: (its natural cards, how many wild cards),
    by rank, then more natural cards first, then natural cards, then fewer wild cards.
    With wild twos, books of twos are listed first (LIV-3)."""
    shapes: list[_BookShape] = []
    twos_book = [2] if hand.wild_twos and hand.by_rank[2] >= 2 else []
    for rank in twos_book + hand.pair_ranks:
        held = tuple(counts[rank * 4 : rank * 4 + 4])
        if sum(held) >= 2:
            shapes += _rank_book_shapes(rank, held, pool)
    return shapes


@lru_cache(maxsize=1 << 12)
def _rank_book_shapes(rank: int, held: tuple[int, ...], pool: int) -> tuple[tuple[tuple[int, ...], int], ...]:
    """The books of one rank (``held``: how many of each suit), in the order of :func:`_book_shapes`."""
    book_naturals = [
        naturals
        for naturals in _sub_multisets([(rank * 4 + suit, n) for suit, n in enumerate(held) if n])
        if len(naturals) >= 2
    ]
    book_naturals.sort(key=lambda naturals: (-len(naturals), naturals))
    return tuple(
        (naturals, wilds) for naturals in book_naturals for wilds in range(max(0, 3 - len(naturals)), pool + 1)
    )


def _sub_multisets(held: list[tuple[int, int]]) -> list[tuple[int, ...]]:
    """Every sub-multiset of cards held as (card, count) pairs, sorted."""
    found: list[tuple[int, ...]] = [()]
    for c, n in held:
        found = [part + (c,) * k for part in found for k in range(n + 1)]
    return found


def _pool_use(shape: _BookShape, wild_twos: bool) -> int:
    """The cards a book shape takes from the wild pool: its wild cards, and
    with wild twos the twos of a book of twos."""
    naturals, wilds = shape
    return wilds + len(naturals) if wild_twos and naturals[0] < 12 else wilds


def _book_multisets(
    shapes: list[_BookShape], counts: list[int], pool: int, start: int, books: int, wild_twos: bool
) -> Iterator[list[_BookShape]]:
    """Multisets of ``books`` book shapes (from ``start`` on) that the counts
    allow; while one is yielded its natural cards are taken from ``counts``."""
    if books == 0:
        yield []
        return
    for i in range(start, len(shapes)):
        naturals, wilds = shapes[i]
        used = _pool_use(shapes[i], wild_twos)
        if used > pool:
            continue
        fits = True
        for c in naturals:
            counts[c] -= 1
            if counts[c] < 0:
                fits = False
        if fits:
            for rest in _book_multisets(shapes, counts, pool - used, i, books - 1, wild_twos):
                yield [(naturals, wilds), *rest]
        for c in naturals:
            counts[c] += 1


def _naturals_left(hand: _Hand, counts: list[int]) -> tuple[tuple[int, ...], int]:
    """The natural cards left in hand (``counts`` no longer holds the naturals of
    the runs and books; with wild twos it still holds the twos, which leave the
    hand as wild cards), and their points."""
    values = hand.values
    kept: list[int] = []
    points = 0
    for c in hand.natural_cards:
        n = counts[c]
        if n:
            points += n * values[c]
            if n == 1:
                kept.append(c)
            else:
                kept += [c] * n
    return tuple(kept), points


def _with_like_wild_cards(
    hand: _Hand, counts: list[int], runs: list[_Run], books: list[_BookShape], pool: list[int]
) -> LayDown | None:
    """The lay-down of these runs and books when the wild cards ``pool`` are all alike
    (one way to fill the wild places), or None if there are too few."""
    used = 0
    for run in runs:
        used += len(run.wild_places)
    for _, in_book in books:
        used += in_book
    if used > len(pool):
        return None
    naturals_left, points = _naturals_left(hand, counts)
    wild = pool[0] if pool else JOKER
    run_cards = tuple(
        tuple(_run_cards(run, [wild] * len(run.wild_places))) if run.wild_places else run.naturals for run in runs
    )
    book_cards = tuple(_book_in_order(naturals + (wild,) * wilds, hand.wild_twos) for naturals, wilds in books)
    spare = pool[used:]
    return LayDown(book_cards, run_cards, naturals_left + tuple(spare), points + len(spare) * hand.values[wild])


def _with_wild_cards(
    hand: _Hand, counts: list[int], runs: list[_Run], books: list[_BookShape], pool: list[int]
) -> Iterator[LayDown]:
    """The lay-downs of these runs and books for each way of choosing which
    wild cards (``pool``, not all alike: with ``wild_twos``) fill the wild places."""
    run_wilds = 0
    for run in runs:
        run_wilds += len(run.wild_places)
    values = hand.values
    naturals_left, points = _naturals_left(hand, counts)
    slots = [1] * run_wilds + [wilds for _, wilds in books]
    for fills in _fill_slots(slots, sorted(pool)):
        spare = list(pool)
        for fill in fills:
            for c in fill:
                spare.remove(c)
        wilds = [c for fill in fills[: len(slots) - len(books)] for c in fill]
        run_cards = tuple(tuple(_run_cards(run, wilds)) for run in runs)
        book_fills = fills[len(slots) - len(books) :]
        book_cards = tuple(
            _book_in_order(naturals + fill, hand.wild_twos)
            for (naturals, _), fill in zip(books, book_fills, strict=True)
        )
        spare.sort()
        yield LayDown(book_cards, run_cards, naturals_left + tuple(spare), points + sum([values[c] for c in spare]))


def _book_in_order(cards: tuple[int, ...], wild_twos: bool) -> tuple[int, ...]:
    """A book's cards as listed: a book of twos sorted, since which of its twos
    stand for themselves makes no difference (LIV-3); others as built."""
    if wild_twos and cards[0] < 12:
        return tuple(sorted(cards))
    return cards


def _fill_slots(slots: list[int], pool: list[int]) -> Iterator[list[tuple[int, ...]]]:
    """Each way of filling slots of the given sizes from ``pool`` (sorted):
    a slot's cards are a sub-multiset, so jokers are never told apart."""
    if not slots:
        yield []
        return
    size, rest = slots[0], slots[1:]
    held = sorted({(c, pool.count(c)) for c in pool})
    for fill in _sub_multisets(held):
        if len(fill) == size:
            remaining = list(pool)
            for c in fill:
                remaining.remove(c)
            for others in _fill_slots(rest, remaining):
                yield [fill, *others]
