"""Hand ranking: the best hand of 1 to 9 cards (R15.4, R20) as a comparable `Hand` or a plain int.

`hand_value(cards)` is on every bot's hot path, so it never looks at 5-card subsets: each card
adds one precomputed integer, kept on the card as `Card._hand_bits`, and the sum says it all:

* bits 0-31: the rank key, the sum of 5**rank over the cards (a base-5 number whose digits are
  the rank counts, so distinct rank multisets have distinct keys);
* bits 32-47: four 4-bit suit counts (biased so that one AND finds a flush);
* bits 48-99: the cards' bits in a 52-bit deck mask (bit `Card.index`).

Without a flush, a hand's value depends on its rank multiset alone and is one lookup away:
`_SLOT[(key + _DISP[key % BUCKETS]) % SLOTS]`, a hash-and-displace table of every multiset of 1
to 9 ranks generated offline (tools/gen_hand_table.py writes engine/_hand_table.py) and unpacked
on first use. A flush is then valued from its suit's 13-bit rank mask.

A value is `category << 20` plus five 4-bit rank slots, most significant first: the defining
ranks, then the kickers (quads then kicker; trips then pair; pairs high to low then kicker; ...).
A slot holds rank + 1, and an empty slot holds 0, below every rank: that is R15.4's "a missing
card ranks below any card" for hands of fewer than 5 cards. Suits never enter a value (R20.3).
"""

from __future__ import annotations

import itertools
from operator import attrgetter
from typing import Iterable

from .cards import Card, UnknownCard, standard_deck

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


_STRAIGHT_FLUSH, _FLUSH = _build_tables()
_FULL_HOUSE_VALUE = FULL_HOUSE << _CATEGORY_SHIFT  # the least value that beats every flush

# A suit nibble holds at most 9. Biased by 3, its top bit is set exactly when the suit has 5
# cards or more, so one AND finds a flush. The bias starts the sum.
_FLUSH_BIAS = 0x3333 << _COUNT_SHIFT
_FLUSH_TEST = 0x8888 << _COUNT_SHIFT


class _Unpacked:
    """Stands for _SLOT or _DISP until first use, which unpacks both and rebinds the names:
    the table costs nothing to import the engine, and nothing per call once unpacked."""

    __slots__ = ("name",)

    def __init__(self, name: str):
        self.name = name

    def __getitem__(self, i: int) -> int:
        _unpack_tables()
        return globals()[self.name][i]


def _unpack_tables() -> None:
    global _SLOT, _DISP
    import base64
    import sys
    import zlib
    from array import array

    from . import _hand_table as t

    if (t.BUCKETS, t.SLOTS) != (_BUCKETS, _SLOTS):
        raise ImportError("engine/_hand_table.py does not match engine/hands.py: regenerate it")
    raw = zlib.decompress(base64.b64decode(t.DATA))
    disp = array(t.DISP_TYPECODE)
    cut = t.BUCKETS * disp.itemsize
    disp.frombytes(raw[:cut])
    slots = array("I")
    slots.frombytes(raw[cut:])
    if sys.byteorder == "big":  # stored little-endian
        disp.byteswap()
        slots.byteswap()
    # Arrays, not lists: 4 and 2 bytes a slot, not a pointer to an int object, so more of the
    # table stays in cache; the int made on each read costs less than the misses it saves. Read
    # as stored: unpacking takes a few ms.
    # A thread racing this one may see either name still standing in: it unpacks again and
    # reads the same value.
    _SLOT = slots
    _DISP = disp


_SLOT = _Unpacked("_SLOT")
_DISP = _Unpacked("_DISP")
_BUCKETS = 131072
_SLOTS = 600011


def hand_value(cards) -> int:
    """The strength of the best hand in `cards` (1 to 9 distinct cards) as an int; higher wins.

    Equal to `best_hand(cards).value` without building the `Hand`. Raises ValueError for no
    cards, more than 9, a duplicate or a face-down card, TypeError for something not a card.
    """
    # Each card's term of the sum is precomputed on the card (`Card._hand_bits`): one slot
    # read per card, no table lookup. UNKNOWN and non-cards have no such attribute.
    try:
        n = len(cards)
        if n == 9:
            a, b, c, d, e, f, g, h, i = cards
            m = (_FLUSH_BIAS + a._hand_bits + b._hand_bits + c._hand_bits + d._hand_bits
                 + e._hand_bits + f._hand_bits + g._hand_bits + h._hand_bits + i._hand_bits)
        elif n == 7:
            a, b, c, d, e, f, g = cards
            m = (_FLUSH_BIAS + a._hand_bits + b._hand_bits + c._hand_bits + d._hand_bits
                 + e._hand_bits + f._hand_bits + g._hand_bits)
        elif n == 8:
            a, b, c, d, e, f, g, h = cards
            m = (_FLUSH_BIAS + a._hand_bits + b._hand_bits + c._hand_bits + d._hand_bits
                 + e._hand_bits + f._hand_bits + g._hand_bits + h._hand_bits)
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


def _reject(cards) -> int:
    """Raise the error that explains why `cards` cannot be ranked (or rank an iterator)."""
    if not hasattr(cards, "__len__"):
        return hand_value(tuple(cards))
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
    raise ValueError(f"cannot rank {cards!r}")  # pragma: no cover - every case is caught above


def category_of(value: int) -> str:
    """The category name (one of CATEGORIES) of a `hand_value`."""
    return CATEGORIES[value >> _CATEGORY_SHIFT]


class Hand:
    """A ranked hand: `.category`, `.cards` (at most 5, defining cards first) and `.value`.

    Ordered and hashed by `.value` alone, so hands of equal strength compare equal whatever
    their suits (R20.3). Read-only.
    """

    # Plain slots behind read-only properties: an immutable value that is still cheap to build
    # (a __setattr__ guard with object.__setattr__ costs more than the evaluation itself).
    # best_hand leaves `_cards` None and keeps the cards it was given in `_given` and their
    # sum of `Card._hand_bits` in `_mask`: comparing hands needs only the value, so the cards
    # to show are picked on first use.
    __slots__ = ("_value", "_cards", "_given", "_mask")

    def __init__(self, value: int, cards: Iterable[Card]):
        self._value = value
        self._cards = tuple(cards)
        self._given = None
        self._mask = None

    value = property(attrgetter("_value"), doc="The comparison key; equals `hand_value(cards)`.")

    @property
    def cards(self) -> tuple[Card, ...]:
        """The cards used, at most 5, in display order (see `best_hand`)."""
        cards = self._cards
        if cards is None:
            # `_given` stays: another thread may be picking the same cards right now.
            cards = self._cards = _cards_shown(self._value, self._mask, self._given)
        return cards

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
        return (Hand, (self._value, self.cards))

    def __str__(self) -> str:
        return f"{self.category} ({' '.join(map(str, self.cards))})"

    def __repr__(self) -> str:
        return f"<Hand {self.category}: {' '.join(map(str, self.cards))}>"


_DECK = tuple(standard_deck())
_new = object.__new__  # best_hand builds its Hand without the call to __init__


def best_hand(cards: Iterable[Card]) -> Hand:
    """The best hand of 1 to 9 distinct cards (R15.4, R20).

    `.cards` lists the defining cards first (groups by size, then by rank, high to low; cards of
    one rank in the order given), straights high to low with the wheel as 5 4 3 2 A.
    """
    if type(cards) is not tuple:
        cards = tuple(cards)
    # hand_value's sum, kept for `.cards`: the card bits say which cards of a rank are there.
    try:
        n = len(cards)
        if n == 9:
            a, b, c, d, e, f, g, h, i = cards
            m = (_FLUSH_BIAS + a._hand_bits + b._hand_bits + c._hand_bits + d._hand_bits
                 + e._hand_bits + f._hand_bits + g._hand_bits + h._hand_bits + i._hand_bits)
        else:
            if not 0 < n <= _MAX_CARDS:
                raise ValueError
            m = _FLUSH_BIAS
            for a in cards:
                m += a._hand_bits
    except (TypeError, AttributeError, ValueError):
        m = None
    value = _value_of_sum(m, n) if m is not None else -1
    if value < 0:
        _reject(cards)
    hand = _new(Hand)
    hand._value = value
    hand._cards = None
    hand._given = cards
    hand._mask = m
    return hand


def _value_of_sum(m: int, n: int) -> int:
    """`hand_value` of the `n` cards whose `Card._hand_bits` plus _FLUSH_BIAS add up to `m`, -1
    when they are not distinct. The same steps as hand_value's after its sum, which has them
    inline to save a call (tests/test_hands_fast.py checks the two agree)."""
    if (m >> _CARD_SHIFT).bit_count() != n:
        return -1
    k = m & _KEY_MASK
    v = _SLOT[(k + _DISP[k % _BUCKETS]) % _SLOTS]
    if m & _FLUSH_TEST:
        counts = m >> _COUNT_SHIFT
        if counts & 8:
            s = m >> _CARD_SHIFT & 8191
        elif counts & 128:
            s = m >> _CARD_SHIFT + 13 & 8191
        elif counts & 2048:
            s = m >> _CARD_SHIFT + 26 & 8191
        else:
            s = m >> _CARD_SHIFT + 39
        return _STRAIGHT_FLUSH[s] or (v if v >= _FULL_HOUSE_VALUE else _FLUSH[s])
    return v


# --- the cards to show, picked from the value and the card bits ------------------------------
#
# A value names the ranks (its slots hold rank + 1); the card bits of the sum say which cards of
# each rank are there. A rank held once gives its card by one lookup; only a rank held more than
# once needs the given order, to list its cards as they were given. That order is looked up in
# a tuple of the cards' deck indices (`_order`): `tuple.index` on the cards themselves would
# compare cards with `==`, which goes through Card's Python-level comparison slot (it has
# `__lt__`), about ten times slower than comparing ints.

# The card bits of a rank in all four suits, by slot (rank + 1; slot 0: no rank, no bits).
_COLUMN = (0,) + tuple(sum(1 << suit * 13 + rank for suit in range(4)) for rank in range(13))
# The cards of one rank whose card bits are `bits` are found at `bits % _SPREAD` in two lists:
# `_ONE` (the card, if one) and `_SOME` (their deck indices in suit order, if 2 to 4). The 195
# possible `bits` (13 ranks, 15 non-empty sets of suits) leave distinct remainders. A dict keyed
# by `bits` itself would be slow: its keys are sums of a few powers of two, whose hashes (the
# value) share their low bits, so most lookups walk a long chain of collisions.
_SPREAD = 487
_ONE: list = [None] * _SPREAD
_SOME: list = [None] * _SPREAD
for _rank in range(13):
    for _k in range(1, 5):
        for _group in itertools.combinations(range(_rank, 52, 13), _k):
            _at = sum(1 << i for i in _group) % _SPREAD
            assert _ONE[_at] is None and _SOME[_at] is None, "remainders must differ"
            if _k == 1:
                _ONE[_at] = _DECK[_group[0]]
            else:
                _SOME[_at] = _group
del _rank, _k, _group, _at
# The ranks of a straight by its top slot (rank + 1), high to low; rank 12 after the two is
# the ace playing low (R20.2).
_RUNS = {top: tuple((top - 1 - k) % 13 for k in range(5)) for top in range(4, 14)}


def _order(cards: tuple[Card, ...]) -> tuple[int, ...]:
    """The deck indices of `cards`, in the given order."""
    if len(cards) == 9:
        # Written out: a list comprehension costs about five times as much for 9 cards.
        a, b, c, d, e, f, g, h, i = cards
        return a.index, b.index, c.index, d.index, e.index, f.index, g.index, h.index, i.index
    return tuple([card.index for card in cards])


def _ranks(cards: tuple[Card, ...]) -> tuple[int, ...]:
    """The ranks of `cards`, in the given order (`Rank` compares as an int, in C)."""
    if len(cards) == 9:
        a, b, c, d, e, f, g, h, i = cards
        return a.rank, b.rank, c.rank, d.rank, e.rank, f.rank, g.rank, h.rank, i.rank
    return tuple([card.rank for card in cards])


def _first(bits: int, pos) -> Card:
    """The card given first (`pos`: its place in the given order, by deck index) among the
    cards of one rank whose card bits are `bits`."""
    at = bits % _SPREAD
    card = _ONE[at]
    if card is None:
        card = _DECK[min(_SOME[at], key=pos)]
    return card


def _cards_shown(value: int, m: int, cards: tuple[Card, ...]) -> tuple[Card, ...]:
    """The cards of `cards` (whose `Card._hand_bits` plus _FLUSH_BIAS add up to `m`: bit
    _CARD_SHIFT + `Card.index` for each)
    that make the hand worth `value`, in display order."""
    category = value >> _CATEGORY_SHIFT
    counts = m >> _COUNT_SHIFT
    m >>= _CARD_SHIFT  # from here on, the 52 card bits alone
    column = _COLUMN
    deck = _DECK
    spread = _SPREAD
    if category == TWO_PAIR:  # each pair's rank is held exactly twice (three would be more)
        pos = _order(cards).index
        i, j = _SOME[(m & column[value >> 16 & 15]) % spread]
        if pos(i) > pos(j):
            i, j = j, i
        k, l = _SOME[(m & column[value >> 12 & 15]) % spread]
        if pos(k) > pos(l):
            k, l = l, k
        slot = value >> 8 & 15
        if not slot:  # R15.4: 4 cards have no kicker
            return deck[i], deck[j], deck[k], deck[l]
        # The kicker's rank may be a third pair: its first card given.
        return deck[i], deck[j], deck[k], deck[l], _first(m & column[slot], pos)
    if category == ONE_PAIR:  # the kickers' ranks are held once
        pos = _order(cards).index
        i, j = _SOME[(m & column[value >> 16 & 15]) % spread]
        if pos(i) > pos(j):
            i, j = j, i
        one = _ONE
        slot = value >> 4 & 15
        if slot:
            return (deck[i], deck[j], one[(m & column[value >> 12 & 15]) % spread],
                    one[(m & column[value >> 8 & 15]) % spread], one[(m & column[slot]) % spread])
        shown = [deck[i], deck[j]]
        for shift in (12, 8):  # R15.4: fewer than 5 cards
            slot = value >> shift & 15
            if not slot:
                break
            shown.append(one[(m & column[slot]) % spread])
        return tuple(shown)
    if category == STRAIGHT:  # a rank may be held up to 3 times: its first card given
        find = _ranks(cards).index
        a, b, c, d, e = _RUNS[value >> 16 & 15]
        return cards[find(a)], cards[find(b)], cards[find(c)], cards[find(d)], cards[find(e)]
    if category == FLUSH or category == STRAIGHT_FLUSH:
        # At most 9 cards: only one suit can have 5. Its biased count is 8 or more.
        base = 0 if counts & 8 else 13 if counts & 128 else 26 if counts & 2048 else 39
        if category == FLUSH:
            base -= 1  # a slot holds rank + 1
            return (deck[base + (value >> 16 & 15)], deck[base + (value >> 12 & 15)],
                    deck[base + (value >> 8 & 15)], deck[base + (value >> 4 & 15)],
                    deck[base + (value & 15)])
        return tuple([deck[base + rank] for rank in _RUNS[value >> 16 & 15]])
    if category == HIGH_CARD:  # every rank held once
        one = _ONE
        shown = []
        for shift in (16, 12, 8, 4, 0):
            slot = value >> shift & 15
            if not slot:
                break
            shown.append(one[(m & column[slot]) % spread])
        return tuple(shown)
    # Three of a kind (held exactly 3 times, kickers once), full house (the three held exactly
    # 3 times, the pair's rank 2 or 3 times: its first 2 given) and four of a kind (the
    # kicker's rank 1 to 3 times: its first given).
    pos = _order(cards).index
    shown = [deck[i] for i in sorted(_SOME[(m & column[value >> 16 & 15]) % spread], key=pos)]
    if category == FULL_HOUSE:
        pair = _SOME[(m & column[value >> 12 & 15]) % spread]
        if len(pair) == 2:
            i, j = pair
            if pos(i) > pos(j):
                i, j = j, i
        else:
            i, j = sorted(pair, key=pos)[:2]
        shown += deck[i], deck[j]
    elif category == FOUR_OF_A_KIND:
        slot = value >> 12 & 15
        if slot:
            shown.append(_first(m & column[slot], pos))
    else:
        for shift in (12, 8):
            slot = value >> shift & 15
            if not slot:
                break
            shown.append(_ONE[(m & column[slot]) % spread])
    return tuple(shown)
