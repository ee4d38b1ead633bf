"""The rank-by-rank dynamic programme behind the Carousel placement solver.

The programme walks the places of a sequence from the two (place 2) up to the
ace above the king (place 14), after van Rijn, Takes & Vis (2015).  At each
place it decides, suit by suit, how many cards of that place are laid, how many
of them extend the sequences still open in that suit, how many open new
sequences, and how many go into groups (CAR-3) of that rank.  The state carried
from one place to the next says, for each suit, how many open sequences have
length 1, 2 and 3 or more (a sequence shorter than 3 may not stop, CAR-4), how
many free jokers are laid, and how much room for more jokers the melds leave.

Low aces.  An ace below the two (A-2-3) is not a place of its own: a sequence
that starts at the two may take one in front of it.  A joker as low ace is laid
when the sequence opens; for real aces the state counts, per suit, the
sequences that started at the two (each *may* take a real low ace) and those
that stopped at the three (each *must*).  At place 14 the aces of a suit are
shared out: as many as possible go low, the rest high or into groups.  So an
ace is decided once, where the information is, instead of carrying a guess
from the bottom to the top.

Cards of a place are counted, never named: ``low[p][s]`` of them must be laid
(table cards, jokers that keep their card, hand cards that must replace a
joker) and at most ``high[p][s]``.  *Free* jokers (jokers freed from the table
or coming from the hand) may stand for anything, even a third copy of a card.

Free jokers are placed in two steps.  The programme lays only the jokers a
meld needs: to finish a short sequence, inside a long one that a real card may
continue, in front of a new sequence (one or two places below its first real
card), or to make groups of exactly three.  No sequence opens with a joker in
the hope of real cards to come.  Any other joker only lengthens a meld that is
valid without it, so it is added at the end: every sequence has room for two
more (at either end; a sequence that then holds both aces is cut in two) and
every group of three for one.  The state records that room, capped at 2.

The value of a state is the value (CAR-9) of every card laid so far, table
cards included, and 25 per free joker; the caller subtracts the table's part.
States whose value plus everything still to come cannot reach the target are
dropped, and so is every state another state dominates (see
``_without_dominated``).  A state also ends at once when its short sequences
cannot go on in the next places or its group cards cannot be completed by the
suits still to come, and it keeps no more long sequences in a suit than the
next place can extend (the others stop, whichever they are).  Two choices are never explored because an equal
arrangement is explored anyway: a sequence of length 3 or more is never closed
where a new one of the same suit opens (extend it instead), and a joker never
joins a sequence while a real card of its place goes into a group (swap them).
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import Final

PLACES: Final = range(2, 15)
LOW_ACE_PLACE: Final = 1
KING_PLACE: Final = 13
HIGH_ACE_PLACE: Final = 14
JOKER_VALUE: Final = 25
ACE_VALUE: Final = 1

# A state is one int.  Per suit, 13 bits: open sequences of length 1, 2 and 3+
# (3 bits each), sequences that started at the two (2 bits) and those of them
# that stopped at the three and need a real low ace (2 bits).
_SUIT_BITS: Final = 13
_SUIT_MASK: Final = (1 << _SUIT_BITS) - 1
_FIELD_MASK: Final = 511
_STARTED_SHIFT: Final = 9
_NEEDS_ACE_SHIFT: Final = 11
_USED_SHIFT: Final = 52  # free jokers laid so far (2 bits)
_ROOM_SHIFT: Final = 54  # room for jokers added at the end, capped at 2: 0b00, 0b01 or 0b11 (so a bit-or can fill it)
# While a place is decided: the cards sent to its groups so far (4 bits: at most 10, two of each
# suit and two kept jokers, CAR-1) and the most of one suit among them (3 bits).  So a state is
# below 2**62 unless four cards of one suit go to groups: compiled, an int that big is a Python
# object whose every operation is a call, not a machine word.
_GROUP_TOTAL_SHIFT: Final = 56
_GROUP_TOTAL_MASK: Final = 15
_GROUP_MAX_SHIFT: Final = 60
_PLACE_MASK: Final = (1 << _GROUP_TOTAL_SHIFT) - 1
_ROOM_MASK: Final = 3 << _ROOM_SHIFT
_ROOM_FULL: Final = 3 << _ROOM_SHIFT
_ROOM_BITS: Final = (0, 1, 3)  # room 0, 1, 2 as bits
_ROOM_COUNT: Final = (0, 1, 1, 2)  # and back: the room of bits 0b00, 0b01 (0b10 never), 0b11

# Stages of a place: what a sequence may do there.
_TWO: Final = 0
_THREE: Final = 1
_FOUR: Final = 2
_MIDDLE: Final = 3
_KING: Final = 4
_END: Final = 5
_STAGES: Final = [
    {2: _TWO, 3: _THREE, 4: _FOUR, KING_PLACE: _KING, HIGH_ACE_PLACE: _END}.get(p, _MIDDLE) for p in range(15)
]

# An option for one suit at one place: new field, cards to groups, cards laid (free jokers
# apart), free jokers laid in sequences (here and in front of new ones), sequences of length
# 2 stopped at the three (place 4 only), sequences opened, of those the ones with one and
# with two jokers in front, how many of the new sequences begin at the two (they may take
# a low ace), and how many long sequences are extended.
Option = tuple[int, int, int, int, int, int, int, int, int, int]


class _Entry:
    """How the search reached a state, the best way so far: the value of the
    cards laid, the state, the entry it came from (one place and suit, or one
    closing of groups, before) and the choice made there (an option, or the free
    jokers sent to the groups).  The best final entry leads back to every
    decision, so the layers need not be kept.  (A plain class: compiled, one is
    made and read without boxing an int, where a tuple of three boxed two.  Its
    ``__slots__`` change nothing compiled and make the source build's quicker.)"""

    __slots__ = ("choice", "key", "previous", "worth")

    def __init__(self, worth: int, key: int, previous: _Entry | None, choice: object) -> None:
        self.worth = worth
        self.key = key
        self.previous = previous
        self.choice = choice


Layer = dict[int, _Entry]  # state -> how it was reached
_OPTIONS: Final[dict[tuple[int, int, int, int, int, bool], tuple[Option, ...]]] = {}


def _group_choices(total: int, most: int, jokers: int) -> tuple[tuple[int, int], ...]:
    """Ways to finish the groups of a place holding ``total`` real cards, at most
    ``most`` of one suit, with up to ``jokers`` free jokers: pairs (jokers laid,
    groups of three made).  Jokers are laid only to make every group exactly three.

    >>> _group_choices(4, 1, 2)  # one group of four, or two of three with two jokers
    ((0, 0), (2, 2))
    """
    if total == 0:
        return ((0, 0),)
    choices = []
    count = total // 3
    if max(most, -(-total // 4)) <= count:
        choices.append((0, 4 * count - total))
    for count in range(max(most, 1), (total + jokers) // 3 + 1):
        needed = 3 * count - total
        if 0 < needed <= jokers:
            choices.append((needed, count))
    return tuple(choices)


_GROUP_CHOICES: Final = [[[_group_choices(t, m, j) for j in range(3)] for m in range(8)] for t in range(24)]


def _groups_may_fit(total: int, most: int, more: int) -> bool:
    """Could groups be made of ``total`` cards (at most ``most`` of a suit) plus up to ``more``?"""
    return any(t == 0 or max(most, -(-t // 4)) <= t // 3 for t in range(total, total + more + 1))


# _GROUPS_MAY_FIT[total][most][more], with ``more`` up to 14
_GROUPS_MAY_FIT: Final = [[[_groups_may_fit(t, m, e) for e in range(15)] for m in range(8)] for t in range(24)]


@dataclass(frozen=True)
class Supply:
    """What may be laid.  ``low`` and ``high`` are indexed ``[place][suit]`` for
    places 2..13; the aces (low and high together) use ``ace_low`` and
    ``ace_high`` per suit.  ``values[place]`` is the value of one card there."""

    low: tuple[tuple[int, ...], ...]
    high: tuple[tuple[int, ...], ...]
    ace_low: tuple[int, ...]
    ace_high: tuple[int, ...]
    values: tuple[int, ...]
    jokers: int  # free jokers in all
    jokers_forced: int  # how many of them must be laid (jokers freed from the table)
    mosts: tuple[tuple[int, ...], ...] = ()  # :meth:`most_table`, made once by the caller (else per search)

    def most(self, place: int, suit: int) -> int:
        """The most cards of a place and suit that may be laid."""
        if place in (LOW_ACE_PLACE, HIGH_ACE_PLACE):
            return self.ace_high[suit]
        return self.high[place][suit]

    def most_table(self) -> tuple[tuple[int, ...], ...]:
        """:meth:`most` for every place 0..16 (none beyond the ace) and suit, as a table."""
        return tuple(
            tuple(self.most(place, suit) if place <= HIGH_ACE_PLACE else 0 for suit in range(4)) for place in range(17)
        )


class Step:
    """What the best arrangement does with one suit at one place.

    (A plain class, not a frozen dataclass: compiled, it is made some twenty times
    faster, and a plan makes dozens.)"""

    def __init__(
        self,
        to_groups: int,
        laid: int,
        jokers: int,
        opened: int,
        one_before: int,
        two_before: int,
        extended: int,
        stopped: int,
    ) -> None:
        self.to_groups = to_groups  # cards of the place sent to groups
        self.laid = laid  # cards of the place laid (not counting free jokers)
        self.jokers = jokers  # free jokers laid in this suit's sequences at this place
        self.opened = opened  # new sequences
        self.one_before = one_before  # of those, with a free joker in front (at the place below)
        self.two_before = two_before  # of those, with two free jokers in front
        self.extended = extended  # sequences of length 3 or more that go on
        self.stopped = stopped  # at the four: sequences 2-3 stopped at the three (each takes a real low ace)


@dataclass(frozen=True)
class Plan:
    """The best arrangement found, as decisions: ``steps[(place, suit)]``,
    ``group_jokers[place]`` (free jokers sent to the groups of that place),
    ``low_aces[suit]`` (real aces laid below the two) and ``extra_jokers``
    (free jokers added to finished melds at the end)."""

    value: int
    steps: dict[tuple[int, int], Step]
    group_jokers: dict[int, int]
    low_aces: tuple[int, ...]
    extra_jokers: int


def field_counts(field: int) -> tuple[int, int, int]:
    """Open sequences of length 1, 2 and 3-or-more in one suit's field.

    >>> field_counts(1 + (2 << 3) + (1 << 6))
    (1, 2, 1)
    """
    return field & 7, (field >> 3) & 7, (field >> 6) & 7


def _options(field: int, low: int, high: int, jokers: int, stage: int, continued: bool) -> tuple[Option, ...]:
    """Every way one suit can treat one place, from its open sequences ``field``.

    A joker laid at this place may finish a short sequence, or lengthen a long
    one if a real card of the suit may follow (``continued``).  A new sequence
    starts at a real card, perhaps with one or two jokers in front of it (in
    the places just below); it never starts with a joker in the hope of real
    cards to come, so no state is spent on hopes."""
    key = (field, low, high, jokers, stage, continued)
    found = _OPTIONS.get(key)
    if found is not None:
        return found
    ones, twos, longs = field_counts(field)
    options: list[Option] = []
    most_two_before = 0 if stage == _TWO else 2  # in front of the two there is only the low ace
    for stopped in range(twos + 1 if stage == _FOUR else 1):
        going_twos = twos - stopped
        must = ones + going_twos  # sequences of length 1 or 2 cannot stop here
        if stage == _END and ones:
            break
        for laid in range(low, high + 1):
            for used in range(jokers + 1):
                if used > must and not continued:
                    break
                cards = laid + used
                if cards < must:
                    continue
                for extend in range(longs + 1):
                    spare = cards - must - extend
                    if spare < 0:
                        break
                    if used > must + extend:
                        continue  # a joker here may not open a sequence
                    may_open = spare if extend == longs else 0
                    for new in range(may_open + 1):
                        to_groups = spare - new
                        if used and to_groups:
                            continue
                        for two_before in range(min(new, (jokers - used) // 2, most_two_before) + 1):
                            for one_before in range(min(new - two_before, jokers - used - 2 * two_before) + 1):
                                plain = new - two_before - one_before
                                if (plain and stage >= _KING) or (one_before and stage == _END):
                                    continue  # too near the top to reach length 3
                                new_field = plain | (ones + one_before) << 3 | (going_twos + extend + two_before) << 6
                                from_two = plain if stage == _TWO else one_before if stage == _THREE else 0
                                if stage == _FOUR:
                                    from_two = two_before
                                jokers_laid = used + one_before + 2 * two_before
                                option = (new_field, to_groups, laid, jokers_laid, stopped, new, one_before, two_before)
                                options.append((*option, from_two, extend))
    found = tuple(options)
    _OPTIONS[key] = found
    return found


# Layers of at most this many states are not searched for dominated ones.
_FEW_STATES: Final = 16

# With a beam, the states kept while a place is decided (suit by suit), per state kept after it.
_WITHIN_PLACE: Final = 4

Mosts = tuple[tuple[int, ...], ...]  # the most cards of each place and suit that may be laid


def best_plan(supply: Supply, target: int, beam: int = 0) -> tuple[Plan | None, bool]:
    """The arrangement of greatest value, if its value is at least ``target`` (else
    None), and whether the search was exhaustive (so the answer is exact).

    With ``beam``, only that many of the most valuable states are kept after
    each place: the answer is then quick and valid but, if states had to be
    dropped, not always the best."""
    if len(_MOVES) > _CONTEXTS_KEPT:  # (a twentieth goes, the oldest: see _MOVES)
        for context in list(itertools.islice(_MOVES, len(_MOVES) - _CONTEXTS_KEPT + _CONTEXTS_KEPT // 20)):
            del _MOVES[context]
    jokers = supply.jokers
    most = supply.mosts or supply.most_table()
    # to_come[p][s]: the most value still to come after suit s of place p (free jokers apart)
    to_come = [[0] * 4 for _ in range(16)]
    total = 0
    for place in range(HIGH_ACE_PLACE, 1, -1):  # (PLACES backwards; compiled, ``range`` here is a C loop)
        for suit in range(3, -1, -1):
            to_come[place][suit] = total
            total += most[place][suit] * supply.values[place]

    layer: Layer = {0: _Entry(0, 0, None, None)}
    history: list[tuple[int, int]] = []  # (place, suit) of each step, suit -1 for closing the groups
    exhaustive = True
    for place in range(2, HIGH_ACE_PLACE + 1):  # (PLACES)
        stage = _STAGES[place]
        decided = False
        row = most[place]
        later_groups = row[0] + row[1] + row[2] + row[3]  # cards of the place in the suits still to decide
        for suit in range(4):
            later_groups -= row[suit]
            # A suit without cards here has nothing to decide unless a sequence is open: one that
            # holds a real card at one of the three places below (at most two free jokers between).
            if most[place][suit] == 0 and (
                not (most[place - 1][suit] or most[place - 2][suit] or most[place - 3][suit]) or _quiet(layer, suit)
            ):
                continue
            # Could a real card of the suit follow in one of the next two places?  Only then may a
            # joker lengthen a sequence long enough already (a joker at the end is added later anyway).
            continued = bool(most[place + 1][suit] or most[place + 2][suit])
            need = target - to_come[place][suit]
            decided = True
            layer = _decide_suit(layer, supply, most, place, suit, stage, continued, need, min(12, later_groups))
            if beam and len(layer) > _WITHIN_PLACE * beam:
                layer = _best_states(layer, _WITHIN_PLACE * beam, jokers)
                exhaustive = False
            history.append((place, suit))
            if not layer:
                return None, exhaustive
        if not decided:
            continue  # nothing happened at this place
        # Groups are closed only if some state sent cards to them (else every state stays as it is).
        closing = max(layer) >> _GROUP_TOTAL_SHIFT
        if closing:
            layer = _close_groups(layer, jokers, target - to_come[place][3])
        if len(layer) > _FEW_STATES:  # (with so few, looking for dominated states costs more than it saves)
            layer = _without_dominated(layer)
        if beam and len(layer) > beam:
            layer = _best_states(layer, beam, jokers)
            exhaustive = False
        if closing:
            history.append((place, -1))
        if not layer:
            return None, exhaustive

    best: _Entry | None = None
    best_worth, best_extra = target - 1, 0
    for entry in layer.values():
        key = entry.key
        used = (key >> _USED_SHIFT) & 3
        extra = min(_ROOM_COUNT[(key >> _ROOM_SHIFT) & 3], jokers - used)
        worth = entry.worth + extra * JOKER_VALUE
        if worth > best_worth and used + extra >= supply.jokers_forced:
            best, best_worth, best_extra = entry, worth, extra
    if best is None:
        return None, exhaustive
    best_key = best.key
    plan = _trace(history, best, best_worth, best_extra)
    low_aces = []
    for suit in range(4):
        started = (best_key >> (suit * _SUIT_BITS + _STARTED_SHIFT)) & 3
        step = plan.steps.get((HIGH_ACE_PLACE, suit))
        low_aces.append(min(started, supply.ace_high[suit] - (step.laid if step else 0)))
    return Plan(plan.value, plan.steps, plan.group_jokers, tuple(low_aces), plan.extra_jokers), exhaustive


def _decide_suit(
    layer: Layer,
    supply: Supply,
    mosts: Mosts,
    place: int,
    suit: int,
    stage: int,
    continued: bool,
    need: int,
    later_groups: int,
) -> Layer:
    """The states after deciding what one suit does at one place.  A state is
    kept only if its value plus the free jokers left can still reach ``need``,
    and its group cards only if they and the ``later_groups`` cards of the suits
    still to decide at this place (with jokers) could make groups.
    The moves of each situation are worked out once and kept in ``_MOVES``."""
    shift = suit * _SUIT_BITS
    clear = ~(_FIELD_MASK << shift)
    started_shift = shift + _STARTED_SHIFT
    needs_shift = shift + _NEEDS_ACE_SHIFT
    ace_high = supply.ace_high[suit]
    low_aces = stage in (_TWO, _THREE, _FOUR)
    context = _move_context(supply, mosts, place, suit, stage)
    known = _MOVES.get(context)
    if known is None:
        known = _MOVES[context] = {}
    new_layer: Layer = {}
    for entry in layer.values():
        key = entry.key
        worth = entry.worth
        situation = (key >> shift) & _FIELD_MASK | ((key >> _USED_SHIFT) & 3) << 9
        if stage == _END:
            situation |= ((key >> started_shift) & 15) << 11
        moves = known.get(situation)
        if moves is None:
            moves = known[situation] = _moves(supply, mosts, place, suit, stage, continued, situation)
        base = key & clear
        group_total = (key >> _GROUP_TOTAL_SHIFT) & _GROUP_TOTAL_MASK
        group_most = key >> _GROUP_MAX_SHIFT
        for reach, gain, field, room, jokers_bits, to_groups, jokers_after, from_two, stopped, option in moves:
            if worth + reach < need:
                break  # the moves come best first
            new_key = (base | field << shift | room) + jokers_bits
            if to_groups or group_total:
                total = group_total + to_groups
                most = to_groups if to_groups > group_most else group_most
                if not _GROUPS_MAY_FIT[total][most][later_groups + jokers_after]:
                    continue
                new_key = (new_key & _PLACE_MASK) | total << _GROUP_TOTAL_SHIFT | most << _GROUP_MAX_SHIFT
            if low_aces:
                if from_two and ace_high:  # more sequences from the two than aces would change nothing
                    started = (new_key >> started_shift) & 3
                    new_key += (min(started + from_two, ace_high) - started) << started_shift
                if stopped:  # each sequence 2-3 stopped here takes a real low ace, settled at place 14
                    if ((key >> needs_shift) & 3) + stopped > ace_high:
                        continue
                    new_key += stopped << needs_shift
            new_worth = worth + gain
            old = new_layer.get(new_key)
            if old is None:
                new_layer[new_key] = _Entry(new_worth, new_key, entry, option)
            elif old.worth < new_worth:  # (an entry of this step: nothing leads back to it yet)
                old.worth, old.previous, old.choice = new_worth, entry, option
    return new_layer


# A move: (value it adds plus jokers still free, value it adds, the suit's new field (not yet
# shifted to the suit: a move serves every suit), the room for jokers it makes (the state's bits),
# jokers it lays (shifted into place), cards to groups, free jokers left after it, new
# sequences from the two, sequences stopped for a low ace, the option behind it).  The option
# is an object here: compiled, a typed tuple is taken apart when the move is read and made
# again for every state that keeps it.
_Move = tuple[int, int, int, int, int, int, int, int, int, object]

# The moves of a suit at a place, worked out once for every search: by what they depend on (see
# :func:`_move_context`), then by the situation of the states (a small dict: a search looks up
# its situations there, not in one dict of every context).  When it holds more than this many
# contexts (some six situations each), a twentieth of them, the oldest, is dropped before the
# next search: a little at a time, since freeing them takes time (emptying it all at once cost
# the search that did it some milliseconds).  The oldest, not those used longest ago: moving a
# context to the end as it is used cost a Python call a suit and place.  540 positions of every
# family make some 1,950 contexts and 12,000 lists of moves (the command's memory grows from
# 18 MB to 30 MB over them), so a benchmark round never fills it.
_MOVES: Final[dict[int, dict[int, list[_Move]]]] = {}
_CONTEXTS_KEPT: Final = 5_000


def _move_context(supply: Supply, most: Mosts, place: int, suit: int, stage: int) -> int:
    """Everything but the states' situation that :func:`_moves` depends on, 4 bits
    each in one number: the cards of the place and suit that must and may be laid,
    a card's value there, the cards of the suit at the next two places, the free
    jokers and the stage; the aces only where they matter (at the two and the
    three, whether the suit has any; at the top, how many must and may be laid,
    which stand for the place's cards).  Not the suit: a move's field is shifted
    to its suit as it is applied.  So the suits, and positions that differ only in
    what does not matter, share their moves (a cold start computes half as many).
    (No count exceeds 4: two cards and two jokers that keep their card; no value
    exceeds 10.)"""
    if stage == _END:
        cards = supply.ace_low[suit] | supply.ace_high[suit] << 4
    else:
        cards = supply.low[place][suit] | supply.high[place][suit] << 4
        if stage <= _THREE and supply.ace_high[suit]:
            cards |= 1 << 8
    return (
        cards
        | supply.values[place] << 16
        | most[place + 1][suit] << 20
        | most[place + 2][suit] << 24
        | supply.jokers << 28
        | stage << 32
    )


def _moves(
    supply: Supply, most: Mosts, place: int, suit: int, stage: int, continued: bool, situation: int
) -> list[_Move]:
    """The options of one suit at one place for states in one situation (the
    suit's field, free jokers laid, at the top the low-ace counts), ready to
    apply, best first.  Options whose short sequences cannot go on in the next
    places are left out, and a field with more long sequences than the next
    place can extend keeps only as many (the others stop here, whichever)."""
    field, used = situation & _FIELD_MASK, (situation >> 9) & 3
    value = supply.values[place]
    left = supply.jokers - used
    ace_high = supply.ace_high[suit]
    started = (situation >> 11) & 3
    if stage == _END:  # high aces: enough that the sequences from the two can take the rest, one left per 2-3
        low, high = max(0, supply.ace_low[suit] - started), ace_high - (situation >> 13)
    else:
        low, high = supply.low[place][suit], supply.high[place][suit]
    next_one = most[place + 1][suit]
    next_two = most[place + 2][suit]
    moves: list[_Move] = []
    for option in _options(field, low, high, left, stage, continued):
        new_field, to_groups, laid, jokers_here, stopped, opened, _, _, from_two, _ = option
        gain = laid * value + jokers_here * JOKER_VALUE
        if stage == _END:
            gain += min(started, ace_high - laid) * ACE_VALUE
        jokers_after = left - jokers_here
        # short sequences must go on, except that a sequence from the two may stop at the three for a low ace
        ones = new_field & 7
        going = ones if stage == _THREE and ace_high else ones + ((new_field >> 3) & 7)
        if going > next_one + jokers_after:
            continue
        if ones > next_two + jokers_after and not (stage == _TWO and ace_high):
            continue
        if new_field >> 6 > next_one + jokers_after - going:
            new_field = (new_field & 63) | (next_one + jokers_after - going) << 6
        room = _ROOM_FULL if opened else 0  # a sequence has room for two jokers
        reach = gain + jokers_after * JOKER_VALUE
        moves.append(
            (
                reach,
                gain,
                new_field,
                room,
                jokers_here << _USED_SHIFT,
                to_groups,
                jokers_after,
                from_two,
                stopped,
                option,
            )
        )
    moves.sort(key=lambda move: -move[0])
    return moves


def _best_states(layer: Layer, count: int, jokers: int) -> Layer:
    """The ``count`` states of greatest value (free jokers not yet laid counted
    as laid), among equals those with the freest open sequences (with no free
    ``jokers``, weighed otherwise: :func:`_order_without_jokers`)."""
    return dict(sorted(layer.items(), key=_merit if jokers else _merit_without_jokers)[-count:])


def _merit(item: tuple[int, _Entry]) -> int:
    """:func:`_best_states`' order as one number: the value, then (in the low 8 bits,
    shifted to be positive) how free the open sequences are."""
    return _ranked(item, _ORDER)


def _merit_without_jokers(item: tuple[int, _Entry]) -> int:
    """:func:`_merit` with no free joker."""
    return _ranked(item, _ORDER_WITHOUT_JOKERS)


def _ranked(item: tuple[int, _Entry], order: list[int]) -> int:
    key, entry = item
    flexibility = (
        order[key & _SUIT_MASK]
        + order[(key >> _SUIT_BITS) & _SUIT_MASK]
        + order[(key >> 2 * _SUIT_BITS) & _SUIT_MASK]
        + order[(key >> 3 * _SUIT_BITS) & _SUIT_MASK]
    )
    return (entry.worth - ((key >> _USED_SHIFT) & 3) * JOKER_VALUE) << 8 | (flexibility + 128)


def _quiet(layer: Layer, suit: int) -> bool:
    """True when a suit with no card at a place has nothing to decide there: no
    open sequence (a new one starts only at a real card)."""
    shift = suit * _SUIT_BITS
    return not any((key >> shift) & _FIELD_MASK for key in layer)


def _close_groups(layer: Layer, jokers: int, need: int) -> Layer:
    """End a place: keep the states whose group cards, with jokers to make groups
    of exactly three if needed, form groups; count the groups of three as room."""
    closed: Layer = {}
    for entry in layer.values():
        key = entry.key
        total = (key >> _GROUP_TOTAL_SHIFT) & _GROUP_TOTAL_MASK
        most = key >> _GROUP_MAX_SHIFT
        used = (key >> _USED_SHIFT) & 3
        room = _ROOM_COUNT[(key >> _ROOM_SHIFT) & 3]
        bare = key & _PLACE_MASK & ~_ROOM_MASK
        for laid, threes in _GROUP_CHOICES[total][most][jokers - used]:
            worth = entry.worth + laid * JOKER_VALUE
            if worth + (jokers - used - laid) * JOKER_VALUE < need:
                continue
            new_key = bare + (laid << _USED_SHIFT) + (_ROOM_BITS[min(2, room + threes)] << _ROOM_SHIFT)
            old = closed.get(new_key)
            if old is None:
                closed[new_key] = _Entry(worth, new_key, entry, laid)
            elif old.worth < worth:
                old.worth, old.previous, old.choice = worth, entry, laid
    return closed


def _dominated_fields(field: int) -> tuple[int, ...]:
    """The fields (open sequences of one suit) that ``field`` dominates, itself included.

    Open sequences are worth more the longer they are, and a sequence of length
    3 or more is never a burden (it may stop at once), so one field dominates
    another when the other's sequences can be matched to longer-or-equal ones
    with only sequences of length 3+ left over.  In counts: no more of length 1,
    no more of length 1 or 2, at least as many in all.

    >>> [field_counts(f) for f in _dominated_fields(2 << 6)]  # two long sequences
    [(0, 0, 0), (0, 0, 1), (0, 0, 2), (0, 1, 0), (0, 1, 1), (0, 2, 0), (1, 0, 0), (1, 0, 1), (1, 1, 0), (2, 0, 0)]
    """
    ones, twos, longs = field_counts(field)
    found = []
    for o1 in range(ones, 5):
        for o2 in range(max(0, ones + twos - o1), 5 - o1):
            for o3 in range(5 - o1 - o2):
                if o1 + o2 + o3 <= ones + twos + longs:
                    found.append(o1 | o2 << 3 | o3 << 6)
    return tuple(found)


def _dominated_aces(aces: int) -> tuple[int, ...]:
    """The low-ace counts of one suit (sequences from the two, and those of them
    that need a real low ace, 2 bits each) that ``aces`` dominates: more
    sequences that may take one and fewer that need one are better."""
    started, needs = aces & 3, aces >> 2
    return tuple(s | n << 2 for s in range(started + 1) for n in range(needs, s + 1))


_DOMINATED_FIELDS: Final = [_dominated_fields(field) for field in range(_FIELD_MASK + 1)]
_DOMINATED_ACES: Final = [_dominated_aces(aces) for aces in range(16)]


def _order(suit_state: int) -> int:
    """A number that grows with every step up the dominance order of one suit (a
    sequence of one made two, of two made long, a long one more; a sequence more
    that may take a low ace, one fewer that needs one): how free its open
    sequences are."""
    ones, twos, longs = field_counts(suit_state)
    return longs - 2 * ones - twos + ((suit_state >> _STARTED_SHIFT) & 3) - ((suit_state >> _NEEDS_ACE_SHIFT) & 3)


def _order_without_jokers(suit_state: int) -> int:
    """:func:`_order` weighed for a search with no free joker, where a beam keeps
    the freest states among those of equal value: a long sequence (it may take
    the next card or stop) counts 3, a sequence of one (it needs two more cards)
    -1, one of two 0.  (Measured: with these weights a pass of 2 states a place
    aimed at the most the hand could add, where every state has the same value,
    finds it 1.4 times as often on large tables; with free jokers they were
    slower on some families and quicker on others: docs/solver-carousel.md.)"""
    ones, _, longs = field_counts(suit_state)
    return 3 * longs - ones + ((suit_state >> _STARTED_SHIFT) & 3) - ((suit_state >> _NEEDS_ACE_SHIFT) & 3)


_ORDER: Final = [_order(suit_state) for suit_state in range(_SUIT_MASK + 1)]
_ORDER_WITHOUT_JOKERS: Final = [_order_without_jokers(suit_state) for suit_state in range(_SUIT_MASK + 1)]


def _without_dominated(layer: Layer) -> Layer:
    """Drop every state that another state dominates.

    ``B`` dominates ``A`` when, in every suit, the open sequences and the low-ace
    counts of ``B`` dominate those of ``A`` (see ``_dominated_fields`` and
    ``_dominated_aces``), both have room for two more jokers, ``B`` laid no more
    free jokers and the cards ``B`` laid are worth at least as much.  (With room
    for two, every free joker not laid will be added at the end, so a joker
    kept back is worth its 25 points and more choices.)  Whatever ``A`` can still
    do, ``B`` can too, for at least as much, so ``A`` is not needed.

    States are taken best first, dominating ones before those they dominate.
    For each suit and each field (and low-ace count) a bit mask records which
    kept states dominate it; a state is dominated when the masks of its fields,
    its low-ace counts and its jokers share a bit."""
    ordered = []
    kept: Layer = {}
    for entry in layer.values():
        key = entry.key
        if key & _ROOM_MASK != _ROOM_FULL:
            kept[key] = entry
            continue
        used = (key >> _USED_SHIFT) & 3
        order = (
            _ORDER[key & _SUIT_MASK]
            + _ORDER[(key >> _SUIT_BITS) & _SUIT_MASK]
            + _ORDER[(key >> 2 * _SUIT_BITS) & _SUIT_MASK]
            + _ORDER[(key >> 3 * _SUIT_BITS) & _SUIT_MASK]
        )
        # (no two keys are alike, so no two entries are compared)
        ordered.append((entry.worth - used * JOKER_VALUE, -used, order, key, entry))
    ordered.sort(reverse=True)
    field_masks = [[0] * (_FIELD_MASK + 1) for _ in range(4)]  # per suit: field -> kept states dominating it
    ace_masks = [[0] * 16 for _ in range(4)]  # per suit: low-ace counts -> kept states dominating them
    joker_masks = [0, 0, 0]  # per jokers laid: kept states that laid no more
    bit = 1
    for _, _, _, key, entry in ordered:
        used = (key >> _USED_SHIFT) & 3
        common = joker_masks[used]
        for suit in range(4):
            if not common:
                break
            suit_state = key >> (suit * _SUIT_BITS)
            common &= field_masks[suit][suit_state & _FIELD_MASK] & ace_masks[suit][(suit_state >> _STARTED_SHIFT) & 15]
        if common:
            continue
        kept[key] = entry
        for suit in range(4):
            suit_state = key >> (suit * _SUIT_BITS)
            masks = field_masks[suit]
            for other in _DOMINATED_FIELDS[suit_state & _FIELD_MASK]:
                masks[other] |= bit
            masks = ace_masks[suit]
            for other in _DOMINATED_ACES[(suit_state >> _STARTED_SHIFT) & 15]:
                masks[other] |= bit
        for more in range(used, 3):
            joker_masks[more] |= bit
        bit <<= 1
    return kept


def _trace(history: list[tuple[int, int]], entry: _Entry, worth: int, extra_jokers: int) -> Plan:
    """Follow the entries back from the best final one to the decisions that made it,
    one step of ``history`` each."""
    steps: dict[tuple[int, int], Step] = {}
    group_jokers: dict[int, int] = {}
    for place, suit in reversed(history):
        choice = entry.choice
        if suit < 0:
            assert isinstance(choice, int)
            group_jokers[place] = choice
        else:
            assert isinstance(choice, tuple)
            _, to_groups, laid, used, stopped, opened, one_before, two_before, _, extended = choice
            in_place = used - one_before - 2 * two_before
            step = Step(to_groups, laid, in_place, opened, one_before, two_before, extended, stopped)
            steps[(place, suit)] = step
        previous = entry.previous
        assert previous is not None
        entry = previous
    return Plan(worth, steps, group_jokers, (), extra_jokers)
