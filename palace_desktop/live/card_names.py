"""Cards and hands named in words, translated: "queen of clubs", "a full house". Text that a
person reads (the log, the seats dock, the hand summary, bot reasons, screen readers) names
cards this way in every language; "Qc" stays for files and the command line."""

from __future__ import annotations

from typing import Optional, Sequence

from PySide6.QtCore import QCoreApplication, QT_TRANSLATE_NOOP

from ..engine.cards import Card

CONTEXT = "CardNames"

RANK_NAMES = (
    QT_TRANSLATE_NOOP("CardNames", "two"), QT_TRANSLATE_NOOP("CardNames", "three"),
    QT_TRANSLATE_NOOP("CardNames", "four"), QT_TRANSLATE_NOOP("CardNames", "five"),
    QT_TRANSLATE_NOOP("CardNames", "six"), QT_TRANSLATE_NOOP("CardNames", "seven"),
    QT_TRANSLATE_NOOP("CardNames", "eight"), QT_TRANSLATE_NOOP("CardNames", "nine"),
    QT_TRANSLATE_NOOP("CardNames", "ten"), QT_TRANSLATE_NOOP("CardNames", "jack"),
    QT_TRANSLATE_NOOP("CardNames", "queen"), QT_TRANSLATE_NOOP("CardNames", "king"),
    QT_TRANSLATE_NOOP("CardNames", "ace"),
)
SUIT_NAMES = (
    QT_TRANSLATE_NOOP("CardNames", "clubs"), QT_TRANSLATE_NOOP("CardNames", "diamonds"),
    QT_TRANSLATE_NOOP("CardNames", "hearts"), QT_TRANSLATE_NOOP("CardNames", "spades"),
)
# "shows {hand}": the hand's name as it reads after a verb.
HAND_NAMES = {
    "straight flush": QT_TRANSLATE_NOOP("HandNames", "a straight flush"),
    "four of a kind": QT_TRANSLATE_NOOP("HandNames", "four of a kind"),
    "full house": QT_TRANSLATE_NOOP("HandNames", "a full house"),
    "flush": QT_TRANSLATE_NOOP("HandNames", "a flush"),
    "straight": QT_TRANSLATE_NOOP("HandNames", "a straight"),
    "three of a kind": QT_TRANSLATE_NOOP("HandNames", "three of a kind"),
    "two pair": QT_TRANSLATE_NOOP("HandNames", "two pair"),
    "one pair": QT_TRANSLATE_NOOP("HandNames", "one pair"),
    "high card": QT_TRANSLATE_NOOP("HandNames", "high card"),
}


def _tr(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


def suit_name(suit: int) -> str:
    return _tr(CONTEXT, SUIT_NAMES[suit])


def card_name(card) -> str:
    """"queen of clubs"; "a hidden card" for a card this seat may not see."""
    if not isinstance(card, Card):
        return QCoreApplication.translate("CardNames", "a hidden card")
    words = {"rank": _tr(CONTEXT, RANK_NAMES[card.rank]), "suit": suit_name(card.suit)}
    try:
        return QCoreApplication.translate("CardNames", "{rank} of {suit}").format(**words)
    except (KeyError, IndexError, ValueError):  # a translation that lost a placeholder
        return "{rank} {suit}".format(**words)


def cards_names(cards: Sequence) -> str:
    """"queen of clubs, two of hearts": a list of cards in words."""
    return QCoreApplication.translate("CardNames", ", ").join(card_name(c) for c in cards)


def hand_name(category: Optional[str]) -> str:
    """A hand category ("full house", one of `engine.hands.CATEGORIES` spelt with spaces) as
    it reads after "shows"; "a hidden hand" when unknown."""
    if category is None:
        return QCoreApplication.translate("HandNames", "a hidden hand")
    text = HAND_NAMES.get(category.replace("_", " "))
    return _tr("HandNames", text) if text else category


# The letters of the court cards and the ace as a short name shows them (the card faces print
# J, Q, K, A); numbers are written as numbers.
SHORT_RANKS = {
    9: QT_TRANSLATE_NOOP("ShortCardNames", "J"), 10: QT_TRANSLATE_NOOP("ShortCardNames", "Q"),
    11: QT_TRANSLATE_NOOP("ShortCardNames", "K"), 12: QT_TRANSLATE_NOOP("ShortCardNames", "A"),
}
SUIT_SYMBOLS = ("\u2663", "\u2666", "\u2665", "\u2660")  # by Suit: clubs, diamonds, hearts, spades


def short_card_name(card) -> str:
    """"Q♣", "10♦": a card in a narrow column (its tooltip should say `card_name`); "?" for
    a card this seat may not see."""
    if not isinstance(card, Card):
        return "?"
    rank = int(card.rank)
    if rank in SHORT_RANKS:
        text = _tr("ShortCardNames", SHORT_RANKS[rank])
    else:
        from .i18n import digits

        text = digits(rank + 2)
    return text + SUIT_SYMBOLS[int(card.suit)]
