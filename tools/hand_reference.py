"""The hand evaluator as it was before the faster one (engine/hands.py at 470ae4b), kept frozen
as the simple reference: tools/gen_hand_table.py takes the hand table's values from it, and
tests/test_hands_fast.py pins the fast paths to it, value for value and card for card (it lived
in tests/ as hands_previous.py until the generator needed it). Never imported by the app. One
mend since: with two fours of a kind (8 or 9 cards) the lower four's rank was left out of the
kicker (R20.3); tools/gen_hand_table.py regenerated the table from the mended reference.

Hand ranking: the best hand of 1 to 9 cards (R15.4, R20) as a comparable `Hand` or a plain int.

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

from operator import attrgetter
from typing import Iterable

from palace_desktop.engine.cards import Card, UnknownCard, standard_deck

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


def _term(card) -> int:
    """The card's term of the sum as `Card._hand_bits` was when this copy was frozen (its bit in
    a 52-bit deck mask plus 1 in its suit's count nibble); engine/hands.py has since changed
    that attribute's layout. Reading the attribute first keeps the old errors for UNKNOWN and
    non-cards (AttributeError)."""
    card._hand_bits
    return (1 << card.index) + (1 << _COUNT_SHIFT + 4 * card.suit)


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
_DECK_BITS = (1 << 52) - 1


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
            m = (_FLUSH_BIAS + _term(a) + _term(b) + _term(c) + _term(d)
                 + _term(e) + _term(f) + _term(g) + _term(h) + _term(i))
        elif n == 7:
            a, b, c, d, e, f, g = cards
            m = (_FLUSH_BIAS + _term(a) + _term(b) + _term(c) + _term(d)
                 + _term(e) + _term(f) + _term(g))
        elif n == 8:
            a, b, c, d, e, f, g, h = cards
            m = (_FLUSH_BIAS + _term(a) + _term(b) + _term(c) + _term(d)
                 + _term(e) + _term(f) + _term(g) + _term(h))
        else:
            if not 0 < n <= _MAX_CARDS:
                raise ValueError
            # Unrolled sums above for the sizes bots evaluate most; a loop for the rest.
            m = _FLUSH_BIAS
            for a in cards:
                m += _term(a)
    except (TypeError, AttributeError, ValueError):
        return _reject(cards)
    # Distinct cards add without carries; a duplicate or UNKNOWN shows in the popcount of the
    # 52 card bits.
    if (m & _DECK_BITS).bit_count() != n:
        return _reject(cards)

    # Low 13 bits of x: clubs | diamonds; bits 26..38: hearts | spades. p likewise with xor.
    t = m >> 13
    x = m | t
    r = (x | x >> 26) & 8191  # ranks present
    dups = n - _POPCOUNT[r]  # cards beyond the first of their rank

    if m & _FLUSH_TEST:
        counts = m >> _COUNT_SHIFT
        if counts & 15 > 7:
            s = m & 8191
        elif counts >> 4 & 15 > 7:
            s = t & 8191
        elif counts >> 8 & 15 > 7:
            s = m >> 26 & 8191
        else:
            s = m >> 39 & 8191
        v = _STRAIGHT_FLUSH[s]
        if v:
            return v
        if dups < 3:  # quads and full houses need 3 repeated cards
            return _FLUSH[s]
        y = m & t
        q = y & y >> 26 & 8191
        if q:
            top = _TOP_BIT[q]  # two fours of a kind: the lower one's rank is a kicker (R20.3)
            return _QUADS[top] + _KICK1_AT12[r ^ top]
        p = m ^ t
        pairs = r ^ ((p ^ p >> 26) & 8191)
        if _POPCOUNT[pairs] != dups:  # some rank is there three times
            held2 = (y | y >> 26 | x & x >> 26) & 8191
            top = _TOP_BIT[held2 ^ pairs]
            return _FULL_HOUSE[top] + _KICK1_AT12[held2 ^ top]
        return _FLUSH[s]

    # Branches in order of frequency for 9 cards: 2 repeats 41%, 1 28%, 3+ 26%, 0 5%.
    if dups == 2:
        v = _STRAIGHT[r]
        if v:
            return v
        # A rank held an even number of times drops out of the xor of the suits: `odd` are
        # the ranks held once or three times.
        p = m ^ t
        odd = (p ^ p >> 26) & 8191
        if odd != r:
            return _TWO_PAIR[r ^ odd] + _KICK1_AT8[odd]
        # No pair but 2 repeats: one rank three times, the only rank held in two suits.
        y = m & t
        trips = (y | y >> 26 | x & x >> 26) & 8191
        return _TRIPS[trips] + _KICK2_AT12[r ^ trips]
    if dups == 1:
        v = _STRAIGHT[r]
        if v:
            return v
        p = m ^ t
        odd = (p ^ p >> 26) & 8191
        return _PAIR[r ^ odd] + _KICK3_AT12[odd]
    if dups:
        y = m & t
        q = y & y >> 26 & 8191
        if q:
            top = _TOP_BIT[q]  # two fours of a kind: the lower one's rank is a kicker (R20.3)
            return _QUADS[top] + _KICK1_AT12[r ^ top]
        p = m ^ t
        pairs = r ^ ((p ^ p >> 26) & 8191)
        if _POPCOUNT[pairs] != dups:
            held2 = (y | y >> 26 | x & x >> 26) & 8191
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
    # best_hand leaves `_cards` None and keeps the cards it was given in `_given`: comparing
    # hands needs only the value, so the cards to show are picked on first use.
    __slots__ = ("_value", "_cards", "_given")

    def __init__(self, value: int, cards: Iterable[Card]):
        self._value = value
        self._cards = tuple(cards)
        self._given = None

    value = property(attrgetter("_value"), doc="The comparison key; equals `hand_value(cards)`.")

    @property
    def cards(self) -> tuple[Card, ...]:
        """The cards used, at most 5, in display order (see `best_hand`)."""
        cards = self._cards
        if cards is None:
            # `_given` stays: another thread may be picking the same cards right now.
            cards = self._cards = _cards_shown(self._value, self._given)
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
# The ranks of a straight by its top slot (rank + 1), high to low; rank 12 after the two is
# the ace playing low (R20.2).
_RUNS = {top: tuple((top - 1 - k) % 13 for k in range(5)) for top in range(4, 14)}
# Per category: size of the first group, size of the second group (0: none) and the shifts of
# the single-card slots after them. None: a straight or flush, whose cards follow from a rank
# run or a suit instead.
_PICKS = (
    (1, 0, (12, 8, 4, 0)),  # high card
    (2, 0, (12, 8, 4)),     # one pair
    (2, 2, (8,)),           # two pair
    (3, 0, (12, 8)),        # three of a kind
    None,                   # straight
    None,                   # flush
    (3, 2, ()),             # full house
    (4, 0, (12,)),          # four of a kind
    None,                   # straight flush
)


def best_hand(cards: Iterable[Card]) -> Hand:
    """The best hand of 1 to 9 distinct cards (R15.4, R20).

    `.cards` lists the defining cards first (groups by size, then by rank, high to low; cards of
    one rank in the order given), straights high to low with the wheel as 5 4 3 2 A.
    """
    if type(cards) is not tuple:
        cards = tuple(cards)
    hand = _new(Hand)
    hand._value = hand_value(cards)
    hand._cards = None
    hand._given = cards
    return hand


def _cards_shown(value: int, cards: tuple[Card, ...]) -> tuple[Card, ...]:
    """The cards of `cards` that make the hand worth `value`, in display order."""
    category = value >> _CATEGORY_SHIFT
    if len(cards) > 4 and category in _SPELLED_OUT:
        return _common_cards_shown(category, value, cards)
    pick = _PICKS[category]
    ranks = [card.rank for card in cards]
    find = ranks.index  # first card of a rank at or after a position: keeps the given order

    if pick is not None:
        first, second, kicker_shifts = pick
        rank = (value >> 16 & 15) - 1
        i = find(rank)
        used = [cards[i]]
        if first > 1:
            i = find(rank, i + 1)
            used.append(cards[i])
            if first > 2:
                i = find(rank, i + 1)
                used.append(cards[i])
                if first > 3:
                    used.append(cards[find(rank, i + 1)])
        if second:
            rank = (value >> 12 & 15) - 1
            i = find(rank)
            used.append(cards[i])
            used.append(cards[find(rank, i + 1)])
        for shift in kicker_shifts:
            rank = (value >> shift & 15) - 1
            if rank < 0:
                break  # R15.4: fewer than 5 cards leave the last slots empty
            used.append(cards[find(rank)])
        return tuple(used)

    if category == FLUSH:
        run = ((value >> 16 & 15) - 1, (value >> 12 & 15) - 1, (value >> 8 & 15) - 1,
               (value >> 4 & 15) - 1, (value & 15) - 1)
    else:
        run = _RUNS[value >> 16 & 15]
    if category == STRAIGHT:
        return tuple([cards[find(rank)] for rank in run])
    # At most 9 cards: only one suit can have 5.
    suits = [card.suit for card in cards]
    suit = (0 if suits.count(0) > 4 else 1 if suits.count(1) > 4
            else 2 if suits.count(2) > 4 else 3)
    return tuple([_DECK[suit * 13 + rank] for rank in run])


# The categories of most 5- to 9-card hands, picked by `_common_cards_shown` with every step
# written out; the generic loop above costs about a fifth more per hand.
_SPELLED_OUT = frozenset((ONE_PAIR, TWO_PAIR, STRAIGHT, FLUSH))


def _common_cards_shown(category: int, value: int, cards: tuple[Card, ...]) -> tuple[Card, ...]:
    """`_cards_shown` of 5 or more cards (every slot of `value` holds a rank) for _SPELLED_OUT."""
    if category == FLUSH:
        suits = [card.suit for card in cards]
        # At most 9 cards: only one suit can have 5. A slot holds rank + 1, hence the - 1.
        base = (0 if suits.count(0) > 4 else 13 if suits.count(1) > 4
                else 26 if suits.count(2) > 4 else 39) - 1
        return (_DECK[base + (value >> 16 & 15)], _DECK[base + (value >> 12 & 15)],
                _DECK[base + (value >> 8 & 15)], _DECK[base + (value >> 4 & 15)],
                _DECK[base + (value & 15)])
    find = [card.rank for card in cards].index  # the first of a rank from a position on
    if category == STRAIGHT:
        a, b, c, d, e = _RUNS[value >> 16 & 15]
        return cards[find(a)], cards[find(b)], cards[find(c)], cards[find(d)], cards[find(e)]
    rank = (value >> 16 & 15) - 1
    i = find(rank)
    if category == ONE_PAIR:
        return (cards[i], cards[find(rank, i + 1)], cards[find((value >> 12 & 15) - 1)],
                cards[find((value >> 8 & 15) - 1)], cards[find((value >> 4 & 15) - 1)])
    j = find(rank, i + 1)
    rank = (value >> 12 & 15) - 1
    k = find(rank)
    return (cards[i], cards[j], cards[k], cards[find(rank, k + 1)],
            cards[find((value >> 8 & 15) - 1)])
