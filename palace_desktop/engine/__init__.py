"""The rules engine of Palace Poker: pure Python, deterministic, no Qt (RULES.md, ENGINE_API.md)."""

from .cards import Card, Rank, Suit, UNKNOWN, UnknownCard, parse_cards, standard_deck
from .hands import Hand, best_hand, CATEGORIES

__all__ = [
    "Card", "Rank", "Suit", "UNKNOWN", "UnknownCard", "parse_cards", "standard_deck",
    "Hand", "best_hand", "CATEGORIES",
]
