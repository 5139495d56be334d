"""Hand ranking: the best hand of 1 to 9 cards (R15.4, R20) as a comparable `Hand` or a plain int.

`hand_value(cards)` is on every bot's hot path, so it never looks at 5-card subsets: each card
adds one precomputed integer, kept on the card as `Card._hand_bits` (and as `Card._pair_bits`,
added to every other card's already, to add two at a time), and the sum says it all:

* bits 0-31: the rank key, the sum of 5**rank over the cards (a base-5 number whose digits are
  the rank counts, so distinct rank multisets have distinct keys);
* bits 32-47: four 4-bit suit counts (biased so that one AND finds a flush);
* bits 48-99: the cards' bits in a 52-bit deck mask (bit `Card.index`).

Without a flush, a hand's value depends on its rank multiset alone and is one lookup away:
`_SLOT[(key + _DISP[key % BUCKETS]) % SLOTS]`, a hash-and-displace table of every multiset of 1
to 9 ranks generated offline (tools/gen_hand_table.py writes engine/data/hand_table.bin, laid
out as engine/hand_table.py says) and read on first use. A flush is then valued from its suit's
13-bit rank mask.

A value is `category << 20` plus five 4-bit rank slots, most significant first: the defining
ranks, then the kickers (quads then kicker; trips then pair; pairs high to low then kicker; ...).
A slot holds rank + 1, and an empty slot holds 0, below every rank: that is R15.4's "a missing
card ranks below any card" for hands of fewer than 5 cards. Suits never enter a value (R20.3).
"""

from __future__ import annotations

from operator import attrgetter
from typing import Iterable

from . import hand_table
from .cards import Card, Rank, UnknownCard, make_pair_terms, standard_deck

__all__ = ["CATEGORIES", "Hand", "best_hand", "hand_value", "category_of"]

CATEGORIES: tuple[str, ...] = (
    "high card",
    "one pair",
    "two pair",
    "three of a kind",
    "straight",
    "flush",
    "full house",
    "four of a kind",
    "straight flush",
)

(HIGH_CARD, ONE_PAIR, TWO_PAIR, THREE_OF_A_KIND, STRAIGHT, FLUSH, FULL_HOUSE, FOUR_OF_A_KIND,
 STRAIGHT_FLUSH) = range(9)

_CATEGORY_SHIFT = 20
_MAX_CARDS = 9
# The layout of `Card._hand_bits` (engine/cards.py builds it from these).
_KEY_MASK = (1 << 32) - 1
_COUNT_SHIFT = 32  # the four suit-count nibbles
_CARD_SHIFT = 48   # the 52 card bits


def _build_tables() -> tuple[list[int], list[int]]:
    """The flush and straight flush values by the flush suit's 13-bit rank mask."""
    masks = range(1 << 13)
    top_bit = [1 << m.bit_length() - 1 if m else 0 for m in masks]
    # The 5 highest ranks of m as slots (rank + 1), the highest in the slot at bit 16.
    top5 = [0] * (1 << 13)
    for m in masks:
        v, rest = 0, m
        for _ in range(5):
            v = v << 4 | rest.bit_length()
            rest ^= top_bit[rest]
        top5[m] = v

    def run_top(m: int) -> int:
        # Bit 0 of `wide` is the ace again, playing low: the wheel is five-high (R20.2). Bit j
        # of `runs` marks five ranks in a row from bit j, whose top is rank j + 3.
        wide = m << 1 | m >> 12
        runs = wide & wide >> 1 & wide >> 2 & wide >> 3 & wide >> 4
        return runs.bit_length() + 3 if runs else 0  # a slot: rank + 1

    straight_flush = [STRAIGHT_FLUSH << _CATEGORY_SHIFT | t << 16 if t else 0
                      for t in map(run_top, masks)]
    flush = [FLUSH << _CATEGORY_SHIFT | v for v in top5]
    return straight_flush, flush


_FULL_HOUSE_VALUE = FULL_HOUSE << _CATEGORY_SHIFT  # the least value that beats every flush

# A suit nibble holds at most 9. Biased by 3, its top bit is set exactly when the suit has 5
# cards or more, so one AND finds a flush. The bias starts the sum, or comes in with one card's
# term (`Card._hand_bits_first`, which engine/cards.py builds with this bias).
_FLUSH_BIAS = 0x3333 << _COUNT_SHIFT
_FLUSH_TEST = 0x8888 << _COUNT_SHIFT


class _Unpacked:
    """Stands for a table (_SLOT and _DISP, _STRAIGHT_FLUSH and _FLUSH) until first use, which
    makes both of its pair and rebinds their names: the tables cost nothing to import the
    engine (the flush tables took ~9 ms of CPU on the way to the app's dealt table, where no
    hand is valued), and nothing per call once made."""

    __slots__ = ("name", "make")

    def __init__(self, name: str, make):
        self.name = name
        self.make = make

    def __getitem__(self, i: int) -> int:
        self.make()
        return globals()[self.name][i]


def _unpack_tables() -> None:
    global _SLOT, _DISP
    # Arrays, not lists: 4 and 2 bytes a slot, not a pointer to an int object, so more of the
    # table stays in cache; the int made on each read costs less than the misses it saves. Read
    # as stored: loading takes a few ms.
    # A thread racing this one may see either name still standing in: it loads again and
    # reads the same value.
    _DISP, _SLOT = hand_table.load()


def _make_flush_tables() -> None:
    global _STRAIGHT_FLUSH, _FLUSH
    _STRAIGHT_FLUSH, _FLUSH = _build_tables()  # (as `_unpack_tables`: a race makes them twice)


_SLOT = _Unpacked("_SLOT", _unpack_tables)
_DISP = _Unpacked("_DISP", _unpack_tables)
_STRAIGHT_FLUSH = _Unpacked("_STRAIGHT_FLUSH", _make_flush_tables)
_FLUSH = _Unpacked("_FLUSH", _make_flush_tables)
_BUCKETS = hand_table.BUCKETS
_SLOTS = hand_table.SLOTS


def hand_value(cards) -> int:
    """The strength of the best hand in `cards` (1 to 9 distinct cards) as an int; higher wins.

    Equal to `best_hand(cards).value` without building the `Hand`. Raises ValueError for no
    cards, more than 9, a duplicate or a face-down card, TypeError for something not a card.
    """
    # Each card's term of the sum is precomputed on the card (`Card._hand_bits`): one slot
    # read per card, no table lookup, and two cards' terms already added for a pair of cards
    # (`_pair_bits`, read by the other's `_pair_key`). UNKNOWN and non-cards have neither.
    # A card's `_hand_bits_first` brings the bias in: one addition fewer than adding it.
    try:
        n = len(cards)
        if n == 9:
            a, b, c, d, e, f, g, h, i = cards
            m = (a._pair_bits[b._pair_key] + c._pair_bits[d._pair_key]
                 + e._pair_bits[f._pair_key] + g._pair_bits[h._pair_key] + i._hand_bits_first)
        elif n == 7:
            a, b, c, d, e, f, g = cards
            m = (a._pair_bits[b._pair_key] + c._pair_bits[d._pair_key]
                 + e._pair_bits[f._pair_key] + g._hand_bits_first)
        elif n == 8:
            a, b, c, d, e, f, g, h = cards
            m = (a._pair_bits[b._pair_key] + c._pair_bits[d._pair_key]
                 + e._pair_bits[f._pair_key] + g._hand_bits_first + h._hand_bits)
        else:
            if not 0 < n <= _MAX_CARDS:
                raise ValueError
            # Unrolled sums above for the sizes bots evaluate most; a loop for the rest.
            m = _FLUSH_BIAS
            for a in cards:
                m += a._hand_bits
    except (TypeError, AttributeError, ValueError):
        return _reject(cards)
    # Distinct cards add without carries; a duplicate or UNKNOWN shows in the popcount of the
    # card bits (a carry clears a bit and sets at most one).
    if (m >> _CARD_SHIFT).bit_count() != n:
        return _reject(cards)
    k = m & _KEY_MASK
    v = _SLOT[(k + _DISP[k % _BUCKETS]) % _SLOTS]
    if m & _FLUSH_TEST:
        # At most 9 cards: only one suit can have 5. Its biased count is 8 or more.
        counts = m >> _COUNT_SHIFT
        if counts & 8:
            s = m >> _CARD_SHIFT & 8191
        elif counts & 128:
            s = m >> _CARD_SHIFT + 13 & 8191
        elif counts & 2048:
            s = m >> _CARD_SHIFT + 26 & 8191
        else:
            s = m >> _CARD_SHIFT + 39
        # A straight flush beats all; a full house or quads (of the ranks alone) beat a flush.
        return _STRAIGHT_FLUSH[s] or (v if v >= _FULL_HOUSE_VALUE else _FLUSH[s])
    return v


def _reject(cards, rank=None):
    """Raise the error that explains why `cards` cannot be ranked; or rank them with `rank`
    (hand_value by default) where they can: an iterator, or the first hand ranked, before the
    cards have their `_pair_bits`."""
    rank = rank or hand_value
    if not hasattr(cards, "__len__"):
        return rank(tuple(cards))
    n = len(cards)
    if not 0 < n <= _MAX_CARDS:
        raise ValueError(f"a hand has 1 to {_MAX_CARDS} cards, got {n}")
    seen = set()
    for card in cards:
        if isinstance(card, UnknownCard):
            raise ValueError("cannot rank a face-down card (UNKNOWN)")
        if not isinstance(card, Card):
            raise TypeError(f"not a Card: {card!r}")
        if card in seen:
            raise ValueError(f"duplicate card {card} in hand")
        seen.add(card)
    if not hasattr(card, "_pair_bits"):
        make_pair_terms()
        return rank(cards)
    raise ValueError(f"cannot rank {cards!r}")  # pragma: no cover - every case is caught above


def category_of(value: int) -> str:
    """The category name (one of CATEGORIES) of a `hand_value`."""
    return CATEGORIES[value >> _CATEGORY_SHIFT]


def category_number(value: int) -> int:
    """The category of a `hand_value` as a number: HIGH_CARD (0) to STRAIGHT_FLUSH (8)."""
    return value >> _CATEGORY_SHIFT


_RANK_BITS = 4  # each deciding rank of a `hand_value` below the category: 1 (deuce) to 13 (ace)


def value_floor(category: int, top_rank: int = 0) -> int:
    """The least `hand_value` of `category` whose first deciding rank is `top_rank` (1 for a
    deuce to 13 for an ace; 0: the least of the category), a threshold for hand values:
    `hand_value(cards) >= value_floor(ONE_PAIR, 5)` holds for a pair of sixes or better."""
    return (category << _CATEGORY_SHIFT) | (top_rank << (_CATEGORY_SHIFT - _RANK_BITS))


def value_ranks(value: int, count: int) -> tuple[int, ...]:
    """The first `count` deciding ranks of a `hand_value` (1 for a deuce to 13 for an ace, 0
    where the hand has none): for a pair of sixes with an ace, (5, 13, ...)."""
    return tuple((value >> (_CATEGORY_SHIFT - _RANK_BITS * (k + 1))) & 15 for k in range(count))


class Hand:
    """A ranked hand: `.category`, `.cards` (at most 5, defining cards first) and `.value`.

    Ordered and hashed by `.value` alone, so hands of equal strength compare equal whatever
    their suits (R20.3). Read-only.
    """

    # Plain slots behind read-only properties whose getters are C (attrgetter): an immutable
    # value that is still cheap to build and to read (a __setattr__ guard with
    # object.__setattr__ costs more than the evaluation itself, and a Python-level getter
    # costs a frame on every read). best_hand fills the slots without calling __init__.
    __slots__ = ("_value", "_cards")

    def __init__(self, value: int, cards: Iterable[Card]):
        self._value = value
        self._cards = tuple(cards)

    value = property(attrgetter("_value"), doc="The comparison key; equals `hand_value(cards)`.")
    cards = property(attrgetter("_cards"),
                     doc="The cards used, at most 5, in display order (see `best_hand`).")

    @property
    def category(self) -> str:
        """One of CATEGORIES."""
        return CATEGORIES[self._value >> _CATEGORY_SHIFT]

    def __eq__(self, other):
        if isinstance(other, Hand):
            return self._value == other._value
        return NotImplemented

    def __ne__(self, other):
        if isinstance(other, Hand):
            return self._value != other._value
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, Hand):
            return self._value < other._value
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, Hand):
            return self._value <= other._value
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, Hand):
            return self._value > other._value
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, Hand):
            return self._value >= other._value
        return NotImplemented

    def __hash__(self):
        return hash(self._value)

    def __reduce__(self):
        return (Hand, (self._value, self._cards))

    def __str__(self) -> str:
        return f"{self.category} ({' '.join(map(str, self._cards))})"

    def __repr__(self) -> str:
        return f"<Hand {self.category}: {' '.join(map(str, self._cards))}>"


_DECK = tuple(standard_deck())
_SUITS = (_DECK[:13], _DECK[13:26], _DECK[26:39], _DECK[39:])  # a suit's cards by rank
_RANKS = tuple(Rank)
# best_hand builds its Hand without the call to __init__. object.__new__ takes its arguments as
# a tuple: given this one, built once, the call makes none.
_new = object.__new__
_NEW_HAND = (Hand,)
_SEQUENCES = (list, tuple)  # best_hand reads these as given (a list first: callers pass lists)

# --- the cards to show ------------------------------------------------------------------------
#
# A value names the ranks to show (its slots hold rank + 1) and its category how many cards of
# each; the given order decides which cards of a rank come first. `_PLAN[value]` spells that
# out, worked out the first time a value is met (`_planned`; 7,462 values of 5 cards or more,
# under 1 MB if all are met): the ranks to show, each once, as `Rank`s, looked up in the ranks
# of the given cards with `tuple.index` (the same object matches at once), or for flushes as
# plain ints, each the index of its card in the flush suit's row of `_SUITS`.

# The ranks of a straight by its top slot (rank + 1), high to low; rank 12 after the two is
# the ace playing low (R20.2): the wheel shows as 5 4 3 2 A.
_RUNS = {top: tuple((top - 1 - k) % 13 for k in range(5)) for top in range(4, 14)}


_PLAN: dict[int, tuple] = {}


def _planned(value: int) -> tuple:
    """`_PLAN[value]`, worked out from the value and kept (a thread racing this one keeps an
    equal tuple)."""
    category = value >> _CATEGORY_SHIFT
    if category == STRAIGHT or category == STRAIGHT_FLUSH:
        ranks = _RUNS[value >> 16 & 15]
    else:
        ranks = [(value >> shift & 15) - 1 for shift in (16, 12, 8, 4, 0)]
        ranks = ranks[:len(ranks) - ranks.count(-1)]
    if category == FLUSH or category == STRAIGHT_FLUSH:
        plan = tuple(ranks)
    else:
        plan = tuple([_RANKS[r] for r in ranks])
    _PLAN[value] = plan
    return plan


def best_hand(cards: Iterable[Card]) -> Hand:
    """The best hand of 1 to 9 distinct cards (R15.4, R20).

    `.cards` lists the defining cards first (groups by size, then by rank, high to low; cards of
    one rank in the order given), straights high to low with the wheel as 5 4 3 2 A.
    """
    if type(cards) not in _SEQUENCES:
        cards = tuple(cards)  # read only here: a list is as good as a tuple
    # hand_value's steps, written out again to save a call (tests/test_hands_fast.py checks
    # that the two agree), then the cards to show, picked at once: every caller in the app
    # shows them, and picking them here reuses the cards already unpacked.
    try:
        n = len(cards)
        if n == 9:
            a, b, c, d, e, f, g, h, i = cards
            m = (a._pair_bits[b._pair_key] + c._pair_bits[d._pair_key]
                 + e._pair_bits[f._pair_key] + g._pair_bits[h._pair_key] + i._hand_bits_first)
        elif n == 7:  # battles count 4 to 9 cards (R15.2): their usual sizes unrolled too
            a, b, c, d, e, f, g = cards
            m = (a._pair_bits[b._pair_key] + c._pair_bits[d._pair_key]
                 + e._pair_bits[f._pair_key] + g._hand_bits_first)
        elif n == 8:
            a, b, c, d, e, f, g, h = cards
            m = (a._pair_bits[b._pair_key] + c._pair_bits[d._pair_key]
                 + e._pair_bits[f._pair_key] + g._hand_bits_first + h._hand_bits)
        else:
            if not 0 < n <= _MAX_CARDS:
                raise ValueError
            m = _FLUSH_BIAS
            for a in cards:
                m += a._hand_bits
    except (TypeError, AttributeError, ValueError):
        return _reject(cards, best_hand)
    held = m >> _CARD_SHIFT  # the card bits
    if held.bit_count() != n:
        _reject(cards)
    k = m & _KEY_MASK
    value = _SLOT[(k + _DISP[k % _BUCKETS]) % _SLOTS]
    hand = _new(*_NEW_HAND)
    if m & _FLUSH_TEST:
        counts = m >> _COUNT_SHIFT
        if counts & 8:
            s, suit = held & 8191, 0
        elif counts & 128:
            s, suit = held >> 13 & 8191, 1
        elif counts & 2048:
            s, suit = held >> 26 & 8191, 2
        else:
            s, suit = held >> 39, 3
        flush = _STRAIGHT_FLUSH[s] or (0 if value >= _FULL_HOUSE_VALUE else _FLUSH[s])
        if flush:
            # Only the flush suit's cards count: their ranks say which.
            hand._value = flush
            try:
                r1, r2, r3, r4, r5 = _PLAN[flush]
            except KeyError:
                r1, r2, r3, r4, r5 = _planned(flush)
            row = _SUITS[suit]
            hand._cards = row[r1], row[r2], row[r3], row[r4], row[r5]
            return hand
    hand._value = value
    # The first card of a rank at or after a position, in the given order: `tuple.index` on the
    # ranks (`Rank` compares as an int, in C; called as a method each time, it makes no bound
    # method). On the cards themselves it would compare cards with `==`, which goes through
    # Card's Python-level comparison slot (it has `__lt__`).
    if n == 9:
        ranks = (a.rank, b.rank, c.rank, d.rank, e.rank, f.rank, g.rank, h.rank, i.rank)
    elif n == 7:
        ranks = (a.rank, b.rank, c.rank, d.rank, e.rank, f.rank, g.rank)
    elif n == 8:
        ranks = (a.rank, b.rank, c.rank, d.rank, e.rank, f.rank, g.rank, h.rank)
    elif n > 4:
        ranks = tuple([card.rank for card in cards])
    else:
        ranks = None
    try:
        plan = _PLAN[value]
    except KeyError:
        plan = _planned(value)
    if ranks is None:  # fewer than 5 cards: all of them count (R15.4)
        hand._cards = _all_in_plan_order(plan, cards)
        return hand
    category = value >> _CATEGORY_SHIFT
    if category == TWO_PAIR:  # each pair's rank held exactly twice (three would be more)
        r1, r2, r3 = plan
        p = ranks.index(r1)
        q = ranks.index(r2)
        hand._cards = (cards[p], cards[ranks.index(r1, p + 1)],
                       cards[q], cards[ranks.index(r2, q + 1)],
                       cards[ranks.index(r3)])  # the kicker's rank may be a third pair
    elif category == ONE_PAIR:
        r1, r2, r3, r4 = plan
        p = ranks.index(r1)
        hand._cards = (cards[p], cards[ranks.index(r1, p + 1)], cards[ranks.index(r2)],
                       cards[ranks.index(r3)], cards[ranks.index(r4)])
    elif category == STRAIGHT or category == HIGH_CARD:
        # A straight's rank may be held up to 3 times: its first card given.
        r1, r2, r3, r4, r5 = plan
        hand._cards = (cards[ranks.index(r1)], cards[ranks.index(r2)], cards[ranks.index(r3)],
                       cards[ranks.index(r4)], cards[ranks.index(r5)])
    elif category == FULL_HOUSE:  # the pair's rank may be held 3 times: its first 2 given
        r1, r2 = plan
        p = ranks.index(r1)
        q = ranks.index(r1, p + 1)
        o = ranks.index(r2)
        hand._cards = (cards[p], cards[q], cards[ranks.index(r1, q + 1)], cards[o],
                       cards[ranks.index(r2, o + 1)])
    elif category == THREE_OF_A_KIND:
        r1, r2, r3 = plan
        p = ranks.index(r1)
        q = ranks.index(r1, p + 1)
        hand._cards = (cards[p], cards[q], cards[ranks.index(r1, q + 1)], cards[ranks.index(r2)],
                       cards[ranks.index(r3)])
    else:  # four of a kind; the kicker's rank may be held up to 4 times: its first given
        r1, r2 = plan
        p = ranks.index(r1)
        q = ranks.index(r1, p + 1)
        o = ranks.index(r1, q + 1)
        hand._cards = (cards[p], cards[q], cards[o], cards[ranks.index(r1, o + 1)],
                       cards[ranks.index(r2)])
    return hand


def _all_in_plan_order(plan: tuple, cards) -> tuple[Card, ...]:
    """The cards of the ranks in `plan`, rank by rank in its order (the groups first), each
    rank's cards as given: a hand of fewer than 5 cards shows them all. Apart from best_hand,
    whose names it would otherwise turn into cells (slower to read on every path)."""
    return tuple([card for rank in plan for card in cards if card.rank == rank])
