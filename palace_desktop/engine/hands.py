"""Hand ranking: the best hand of 1 to 9 cards (R15.4, R20) as a comparable `Hand` or a plain int.

`hand_value(cards)` is on every bot's hot path, so it is a bitmask evaluator and never looks at
5-card subsets: each card adds one precomputed integer, kept on the card as `Card._hand_bits`
(its bit in a 52-bit deck mask plus 1 in its suit's count nibble), and the rest is a few bit
operations on the four 13-bit suit masks and lookups in tables indexed by a 13-bit rank mask.

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
_COUNT_SHIFT = 52  # the four suit-count nibbles sit above the 52 card bits


def _build_tables() -> dict[str, list[int]]:
    """Tables indexed by a 13-bit rank mask, values already shifted into their slots."""
    masks = range(1 << 13)
    shared: dict[int, int] = {}

    def table(values: list[int]) -> list[int]:
        # Most entries repeat (a pair's value depends on one rank only); sharing the int
        # objects keeps each table down to its pointer array.
        return list(map(shared.setdefault, values, values))

    top_bit = [1 << m.bit_length() - 1 if m else 0 for m in masks]
    below_top = [m ^ top_bit[m] for m in masks]
    # top[k][m]: the k highest ranks of m as slots (rank + 1, 0 if missing), the highest in
    # the slot at bit 4 * (k - 1).
    top = [None, [m.bit_length() for m in masks]]
    for k in range(2, 6):
        top.append([top[1][m] << 4 * (k - 1) | top[k - 1][below_top[m]] for m in masks])

    def run_top(m: int) -> int:
        # Bit 0 of `wide` is the ace again, playing low: the wheel is five-high (R20.2). Bit j
        # of `runs` marks five ranks in a row from bit j, whose top is rank j + 3.
        wide = m << 1 | m >> 12
        runs = wide & wide >> 1 & wide >> 2 & wide >> 3 & wide >> 4
        return runs.bit_length() + 3 if runs else 0  # a slot: rank + 1

    straight = [run_top(m) << 16 for m in masks]

    def based(category: int, values: list[int]) -> list[int]:
        return table([category << _CATEGORY_SHIFT | v for v in values])

    return {
        "popcount": table([m.bit_count() for m in masks]),
        "top_bit": table(top_bit),
        "top_two_bits": table([top_bit[m] | top_bit[below_top[m]] for m in masks]),
        "straight": table([v and STRAIGHT << _CATEGORY_SHIFT | v for v in straight]),
        "straight_flush": table([v and STRAIGHT_FLUSH << _CATEGORY_SHIFT | v for v in straight]),
        "high_card": based(HIGH_CARD, top[5]),
        "flush": based(FLUSH, top[5]),
        "pair": based(ONE_PAIR, [v << 16 for v in top[1]]),
        "two_pair": based(TWO_PAIR, [v << 12 for v in top[2]]),
        "trips": based(THREE_OF_A_KIND, [v << 16 for v in top[1]]),
        "full_house": based(FULL_HOUSE, [v << 16 for v in top[1]]),
        "quads": based(FOUR_OF_A_KIND, [v << 16 for v in top[1]]),
        "kick3_at12": table([v << 4 for v in top[3]]),
        "kick2_at12": table([v << 8 for v in top[2]]),
        "kick1_at12": table([v << 12 for v in top[1]]),
        "kick1_at8": table([v << 8 for v in top[1]]),
    }


_T = _build_tables()
_POPCOUNT = _T["popcount"]
_TOP_BIT = _T["top_bit"]
_TOP_TWO_BITS = _T["top_two_bits"]
_STRAIGHT = _T["straight"]
_STRAIGHT_FLUSH = _T["straight_flush"]
_HIGH_CARD = _T["high_card"]
_FLUSH = _T["flush"]
_PAIR = _T["pair"]
_TWO_PAIR = _T["two_pair"]
_TRIPS = _T["trips"]
_FULL_HOUSE = _T["full_house"]
_QUADS = _T["quads"]
_KICK3_AT12 = _T["kick3_at12"]
_KICK2_AT12 = _T["kick2_at12"]
_KICK1_AT12 = _T["kick1_at12"]
_KICK1_AT8 = _T["kick1_at8"]
del _T

# A suit nibble holds at most 9. Biased by 3, its top bit is set exactly when the suit has 5
# cards or more, so one AND finds a flush. The bias starts the sum.
_FLUSH_BIAS = 0x3333 << _COUNT_SHIFT
_FLUSH_TEST = 0x8888 << _COUNT_SHIFT
_HALF = (1 << 26) - 1  # two suits' card bits


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
    # The sum is a 68-bit int, and every operation on it costs about twice one on an int below
    # 2**30 (CPython's fast path), so it is cut once into two such halves, each holding two
    # suits' 13-bit rank masks, and all the rest works on them.
    lo = m & _HALF            # clubs | diamonds << 13
    hi = m >> 26 & _HALF      # hearts | spades << 13
    # Distinct cards add without carries; a duplicate or UNKNOWN shows in the popcount of the
    # 52 card bits.
    if lo.bit_count() + hi.bit_count() != n:
        return _reject(cards)
    # x: a rank of clubs or hearts in the low 13 bits, of diamonds or spades in the next 13;
    # y (later) likewise with "and", p with "xor".
    x = lo | hi
    r = (x | x >> 13) & 8191
    dups = n - _POPCOUNT[r]
    if m & _FLUSH_TEST:
        counts = m >> _COUNT_SHIFT
        if counts & 8:
            s = lo & 8191
        elif counts & 128:
            s = lo >> 13
        elif counts & 2048:
            s = hi & 8191
        else:
            s = hi >> 13
        v = _STRAIGHT_FLUSH[s]
        if v:
            return v
        if dups < 3:  # quads and full houses need 3 repeated cards
            return _FLUSH[s]
        y = lo & hi
        q = y & y >> 13
        if q:
            return _QUADS[q] + _KICK1_AT12[r ^ q]
        p = lo ^ hi
        pairs = r ^ ((p ^ p >> 13) & 8191)
        if _POPCOUNT[pairs] != dups:  # some rank is there three times
            held2 = (y | y >> 13 | x & x >> 13) & 8191
            top = _TOP_BIT[held2 ^ pairs]
            return _FULL_HOUSE[top] + _KICK1_AT12[held2 ^ top]
        return _FLUSH[s]
    # Branches in order of frequency for 9 cards: 2 repeats 41%, 1 28%, 3+ 26%, 0 5%.
    if dups == 2:
        v = _STRAIGHT[r]
        if v:
            return v
        p = lo ^ hi
        odd = (p ^ p >> 13) & 8191
        # A rank held an even number of times drops out of the xor of the suits: `odd` are
        # the ranks held once or three times.
        if odd != r:
            return _TWO_PAIR[r ^ odd] + _KICK1_AT8[odd]
        # No pair but 2 repeats: one rank three times, the only rank held in two suits.
        y = lo & hi
        trips = (y | y >> 13 | x & x >> 13) & 8191
        return _TRIPS[trips] + _KICK2_AT12[r ^ trips]
    if dups == 1:
        v = _STRAIGHT[r]
        if v:
            return v
        p = lo ^ hi
        odd = (p ^ p >> 13) & 8191
        return _PAIR[r ^ odd] + _KICK3_AT12[odd]
    if dups:
        y = lo & hi
        q = y & y >> 13
        if q:
            return _QUADS[q] + _KICK1_AT12[r ^ q]
        p = lo ^ hi
        pairs = r ^ ((p ^ p >> 13) & 8191)
        if _POPCOUNT[pairs] != dups:
            held2 = (y | y >> 13 | x & x >> 13) & 8191
            top = _TOP_BIT[held2 ^ pairs]
            return _FULL_HOUSE[top] + _KICK1_AT12[held2 ^ top]
        v = _STRAIGHT[r]
        if v:
            return v
        return _TWO_PAIR[pairs] + _KICK1_AT8[r ^ _TOP_TWO_BITS[pairs]]
    return _STRAIGHT[r] or _HIGH_CARD[r]


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
    lo = m & _HALF
    hi = m >> 26 & _HALF
    if lo.bit_count() + hi.bit_count() != n:
        return -1
    x = lo | hi
    r = (x | x >> 13) & 8191
    dups = n - _POPCOUNT[r]
    if m & _FLUSH_TEST:
        counts = m >> _COUNT_SHIFT
        if counts & 8:
            s = lo & 8191
        elif counts & 128:
            s = lo >> 13
        elif counts & 2048:
            s = hi & 8191
        else:
            s = hi >> 13
        v = _STRAIGHT_FLUSH[s]
        if v:
            return v
        if dups < 3:
            return _FLUSH[s]
        y = lo & hi
        q = y & y >> 13
        if q:
            return _QUADS[q] + _KICK1_AT12[r ^ q]
        p = lo ^ hi
        pairs = r ^ ((p ^ p >> 13) & 8191)
        if _POPCOUNT[pairs] != dups:
            held2 = (y | y >> 13 | x & x >> 13) & 8191
            top = _TOP_BIT[held2 ^ pairs]
            return _FULL_HOUSE[top] + _KICK1_AT12[held2 ^ top]
        return _FLUSH[s]
    if dups == 2:
        v = _STRAIGHT[r]
        if v:
            return v
        p = lo ^ hi
        odd = (p ^ p >> 13) & 8191
        if odd != r:
            return _TWO_PAIR[r ^ odd] + _KICK1_AT8[odd]
        y = lo & hi
        trips = (y | y >> 13 | x & x >> 13) & 8191
        return _TRIPS[trips] + _KICK2_AT12[r ^ trips]
    if dups == 1:
        v = _STRAIGHT[r]
        if v:
            return v
        p = lo ^ hi
        odd = (p ^ p >> 13) & 8191
        return _PAIR[r ^ odd] + _KICK3_AT12[odd]
    if dups:
        y = lo & hi
        q = y & y >> 13
        if q:
            return _QUADS[q] + _KICK1_AT12[r ^ q]
        p = lo ^ hi
        pairs = r ^ ((p ^ p >> 13) & 8191)
        if _POPCOUNT[pairs] != dups:
            held2 = (y | y >> 13 | x & x >> 13) & 8191
            top = _TOP_BIT[held2 ^ pairs]
            return _FULL_HOUSE[top] + _KICK1_AT12[held2 ^ top]
        v = _STRAIGHT[r]
        if v:
            return v
        return _TWO_PAIR[pairs] + _KICK1_AT8[r ^ _TOP_TWO_BITS[pairs]]
    return _STRAIGHT[r] or _HIGH_CARD[r]


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
    """The cards of `cards` (whose `Card._hand_bits` add up to `m`: bit `Card.index` for each)
    that make the hand worth `value`, in display order."""
    category = value >> _CATEGORY_SHIFT
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
        counts = m >> _COUNT_SHIFT
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
