"""Battle hands described with their ranks, translated: "two pair, kings and fives", "a flush,
ace high", "a full house, queens over fours".

The engine orders a hand's cards (`engine.hands.best_hand`: the defining groups first, high to
low; a straight from its top card, the wheel from the five), so the ranks a description names
are read off that order and nothing here ranks a hand. Each category has one template of its
own, so a language can phrase each its own way; a rank is a word from a table, singular
("ace high") or plural ("a pair of kings").
"""

from __future__ import annotations

from typing import Optional, Sequence

from PySide6.QtCore import QCoreApplication, QT_TRANSLATE_NOOP

from ..engine.cards import Card
from ..engine.hands import best_hand
from .card_names import RANK_NAMES, hand_name
from .i18n import fill

__all__ = ["describe_hand", "rank_plural"]

CONTEXT = "HandWords"

# "a pair of {ranks}", "three {ranks}": a rank as a group of cards.
RANK_PLURALS = (
    QT_TRANSLATE_NOOP("HandWords", "twos"), QT_TRANSLATE_NOOP("HandWords", "threes"),
    QT_TRANSLATE_NOOP("HandWords", "fours"), QT_TRANSLATE_NOOP("HandWords", "fives"),
    QT_TRANSLATE_NOOP("HandWords", "sixes"), QT_TRANSLATE_NOOP("HandWords", "sevens"),
    QT_TRANSLATE_NOOP("HandWords", "eights"), QT_TRANSLATE_NOOP("HandWords", "nines"),
    QT_TRANSLATE_NOOP("HandWords", "tens"), QT_TRANSLATE_NOOP("HandWords", "jacks"),
    QT_TRANSLATE_NOOP("HandWords", "queens"), QT_TRANSLATE_NOOP("HandWords", "kings"),
    QT_TRANSLATE_NOOP("HandWords", "aces"),
)

# One template per category. {high}: the top card's rank, singular; {ranks}: the group's rank,
# plural; two pair names {high} and {low} pairs in the plural, a full house {trips} and {pair}.
TEMPLATES = {
    "straight flush": QT_TRANSLATE_NOOP("HandWords", "a straight flush, {high} high"),
    "four of a kind": QT_TRANSLATE_NOOP("HandWords", "four {ranks}"),
    "full house": QT_TRANSLATE_NOOP("HandWords", "a full house, {trips} over {pair}"),
    "flush": QT_TRANSLATE_NOOP("HandWords", "a flush, {high} high"),
    "straight": QT_TRANSLATE_NOOP("HandWords", "a straight, {high} high"),
    "three of a kind": QT_TRANSLATE_NOOP("HandWords", "three {ranks}"),
    "two pair": QT_TRANSLATE_NOOP("HandWords", "two pair, {high} and {low}"),
    "one pair": QT_TRANSLATE_NOOP("HandWords", "a pair of {ranks}"),
    "high card": QT_TRANSLATE_NOOP("HandWords", "high card {high}"),
}


def rank_plural(rank: int) -> str:
    """"kings": the rank of a group of cards, in the current language."""
    return QCoreApplication.translate(CONTEXT, RANK_PLURALS[rank])


def _rank_single(rank: int) -> str:
    # The card's own rank word ("ace" of "ace of spades"), as in "ace high".
    return QCoreApplication.translate("CardNames", RANK_NAMES[rank])


def describe_hand(category: Optional[str], cards: Sequence) -> str:
    """The hand `cards` make (the cards a battle counted, at most 5; R15.2, R15.4) named with
    its ranks: "two pair, kings and fives". `category` is one of `engine.hands.CATEGORIES`;
    None, or no cards to read ranks from, gives the plain category name."""
    known = [card for card in cards if isinstance(card, Card)]
    template = TEMPLATES.get((category or "").replace("_", " "))
    if template is None or not known or len(known) != len(cards):
        return hand_name(category)
    ordered = best_hand(known).cards  # defining cards first, high to low (R20.3)
    ranks = [card.rank for card in ordered]
    words = {}
    if category in ("one pair", "three of a kind", "four of a kind"):
        words["ranks"] = rank_plural(ranks[0])
    elif category == "two pair":
        if len(ranks) < 4:
            return hand_name(category)
        words["high"], words["low"] = rank_plural(ranks[0]), rank_plural(ranks[2])
    elif category == "full house":
        words["trips"], words["pair"] = rank_plural(ranks[0]), rank_plural(ranks[3])
    else:  # high card, straight, flush, straight flush: named by the top card
        words["high"] = _rank_single(ranks[0])
    return fill(QCoreApplication.translate(CONTEXT, template), **words)
