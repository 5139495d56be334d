"""The example cards of the rules book: five cards per hand category for the chart (R20), the
worked example of the exclusion rule (R15.3), and the seats drawn in the picture of the table.

Plain data and the engine's own hand ranking: what the book says about an example (its
category, its best five with and without the exclusion) is computed here, never typed in.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...bots.equity import countable
from ...engine.cards import Card
from ...engine.hands import Hand, best_hand


def _cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(word) for word in text.split())


# Best first, as a chart of hands is read (R20.1). Each line's five cards make exactly its
# category; tests/test_rules_book.py checks that with the engine.
HAND_EXAMPLES: tuple[tuple[str, tuple[Card, ...]], ...] = (
    ("straight flush", _cards("Js Ts 9s 8s 7s")),
    ("four of a kind", _cards("Qc Qd Qh Qs 4d")),
    ("full house", _cards("Kh Kc Kd 6s 6h")),
    ("flush", _cards("Ad Jd 8d 6d 3d")),
    ("straight", _cards("Tc 9h 8d 7s 6c")),
    ("three of a kind", _cards("7h 7d 7c Ks 2d")),
    ("two pair", _cards("Jh Jc 4s 4d As")),
    ("one pair", _cards("Ts Th Ac 8d 3s")),
    ("high card", _cards("Ah Qd 9c 6s 3h")),
)

# The lowest straight: the ace plays low (R20.2).
WHEEL = _cards("5c 4d 3h 2s Ac")


@dataclass(frozen=True)
class ExclusionExample:
    """A battle hand whose best five change when the opponent's banner excludes cards."""

    banner: Card
    palace: tuple[Card, ...]
    soldiers: tuple[Card, ...]
    opponent_banner: Card

    @property
    def cards(self) -> tuple[Card, ...]:
        """Everything the player holds, banner first (R15.2)."""
        return (self.banner, *self.palace, *self.soldiers)

    def excluded(self, exclusion: str) -> frozenset[Card]:
        """The cards that do not count under the house rule `exclusion` (R15.3)."""
        counted = set(countable(self.cards, self.opponent_banner, exclusion))
        return frozenset(card for card in self.cards if card not in counted)

    def best(self, exclusion: str) -> Hand:
        """The best hand of the cards that count (R15.2-R15.4)."""
        return best_hand(countable(self.cards, self.opponent_banner, exclusion))


# Against the nine of hearts a full house of nines and queens falls to three nines when hearts
# do not count, and to a pair of queens when nines do not: one hand shows both house rules.
EXCLUSION_EXAMPLE = ExclusionExample(
    banner=Card.parse("Qs"),
    palace=_cards("9c Qh 5h"),
    soldiers=_cards("9d 9s 3c Ah"),
    opponent_banner=Card.parse("9h"),
)


@dataclass(frozen=True)
class PictureSeat:
    """A seat as the picture of the table shows it."""

    banner: Card
    soldiers: tuple[Card, ...]
    palace: tuple[Card, ...]


# The picture of the table: you at the bottom (your palace cards face up, as you see them) and
# one opponent at the top (palace cards face down).
YOUR_SEAT = PictureSeat(Card.parse("6d"), _cards("Ks 9c"), _cards("Ah 6c 3s"))
OPPONENT_SEAT = PictureSeat(Card.parse("Qc"), _cards("Th"), ())
