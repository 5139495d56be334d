"""Playing cards: `Card`, `Rank`, `Suit`, the hidden-card value `UNKNOWN`, and "As"-style text.

Cards are interned: there are exactly 52 `Card` objects, so identity, equality and hashing are
all cheap, and `Card.index` (0..51, in the deck order of ENGINE_API.md section 2: 2c 3c ... Ac
2d ... As) is a dense key for tables and bitmasks.
"""

from __future__ import annotations

from enum import IntEnum
from typing import Iterable

RANK_CHARS = "23456789TJQKA"
SUIT_CHARS = "cdhs"


class Rank(IntEnum):
    """Card ranks, low to high (R1.2). The value is the index into `RANK_CHARS`."""

    TWO = 0
    THREE = 1
    FOUR = 2
    FIVE = 3
    SIX = 4
    SEVEN = 5
    EIGHT = 6
    NINE = 7
    TEN = 8
    JACK = 9
    QUEEN = 10
    KING = 11
    ACE = 12

    @property
    def char(self) -> str:
        return RANK_CHARS[self]


class Suit(IntEnum):
    """Suits, which never rank (R1.2); the order only fixes the standard deck order."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def char(self) -> str:
        return SUIT_CHARS[self]


class Card:
    """One of the 52 cards. Build with `Card.parse("As")` or `Card.of(rank, suit)`."""

    # `_hand_bits`: this card's term in engine/hands.py's sum over a hand (5**rank in a rank key
    # in bits 0-31, 1 in its suit's 4-bit count from bit 32, its bit in a 52-bit deck mask from
    # bit 48; hands.py's docstring says why), kept on the card because an attribute read is the
    # cheapest way to get it in that hot loop. `_hand_bits_first`: the same with hands.py's
    # `_FLUSH_BIAS` added, the term of the first card of a hand, which saves that loop one
    # addition of a 100-bit int. `_pair_bits[other._pair_key]`: this card's term and another's
    # added, so that the loop adds two cards at a time (a tuple read costs a fraction of an
    # addition, which makes a new int); `_pair_key` is `index` under a name only cards have.
    # The pairs are made on first use (`make_pair_terms`), not at import.
    __slots__ = ("rank", "suit", "index", "_text", "_hand_bits", "_hand_bits_first", "_pair_key",
                 "_pair_bits")
    is_known = True

    rank: Rank
    suit: Suit
    index: int

    def __new__(cls, rank: int, suit: int) -> "Card":
        return _CARDS[Suit(suit) * 13 + Rank(rank)]

    @classmethod
    def _make(cls, rank: Rank, suit: Suit) -> "Card":
        card = object.__new__(cls)
        object.__setattr__(card, "rank", rank)
        object.__setattr__(card, "suit", suit)
        object.__setattr__(card, "index", suit * 13 + rank)
        object.__setattr__(card, "_text", rank.char + suit.char)
        object.__setattr__(card, "_hand_bits",
                           5 ** rank + (1 << 32 + 4 * suit) + (1 << 48 + suit * 13 + rank))
        object.__setattr__(card, "_hand_bits_first", card._hand_bits + (0x3333 << 32))
        object.__setattr__(card, "_pair_key", suit * 13 + rank)
        return card

    def __setattr__(self, name, value):  # cards are values
        raise AttributeError("Card is immutable")

    @classmethod
    def of(cls, rank: int, suit: int) -> "Card":
        return _CARDS[suit * 13 + rank]

    @classmethod
    def from_index(cls, index: int) -> "Card":
        return _CARDS[index]

    @classmethod
    def parse(cls, text: str) -> "Card":
        """Parse "As", "Td", "2c". Raises ValueError naming the text when it is not a card."""
        if isinstance(text, str) and len(text) == 2:
            rank = RANK_CHARS.find(text[0].upper())
            suit = SUIT_CHARS.find(text[1].lower())
            if rank >= 0 and suit >= 0:
                return _CARDS[suit * 13 + rank]
        raise ValueError(f"not a card: {text!r} (expected rank 23456789TJQKA and suit cdhs, e.g. 'As')")

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"Card({self._text!r})"

    def __reduce__(self):
        return (Card.from_index, (self.index,))

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    def __lt__(self, other: "Card") -> bool:
        # Sorting by rank then suit gives stable, readable card lists; suits never break a tie
        # between hands (R20.3), this order is for display only.
        if not isinstance(other, Card):
            return NotImplemented
        return (self.rank, self.suit) < (other.rank, other.suit)


class UnknownCard:
    """A face-down card the viewer may not see. A real value, so views keep their shape."""

    __slots__ = ()
    is_known = False
    rank = None
    suit = None
    index = -1
    _instance: "UnknownCard | None" = None

    def __new__(cls) -> "UnknownCard":
        if cls._instance is None:
            cls._instance = object.__new__(cls)
        return cls._instance

    def __str__(self) -> str:
        return "??"

    def __repr__(self) -> str:
        return "UNKNOWN"

    def __reduce__(self):
        return (UnknownCard, ())

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self


UNKNOWN = UnknownCard()

_CARDS: tuple[Card, ...] = tuple(Card._make(Rank(i % 13), Suit(i // 13)) for i in range(52))


def make_pair_terms() -> None:
    """Give every card its `_pair_bits` (2,704 ints, ~135 KB, 0.2-0.6 ms): engine/hands.py
    calls it the first time it ranks a hand, so that importing the engine does not pay it. A
    thread racing this one makes the same ints."""
    for card in _CARDS:
        object.__setattr__(card, "_pair_bits",
                           tuple([card._hand_bits + other._hand_bits for other in _CARDS]))


def standard_deck() -> list[Card]:
    """A new deck in the standard order of ENGINE_API.md: 2c 3c ... Ac 2d ... As (index 0 on top)."""
    return list(_CARDS)


def parse_cards(texts: Iterable[str]) -> list[Card]:
    return [Card.parse(t) for t in texts]

