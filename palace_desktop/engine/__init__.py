"""The rules engine of Palace Poker: pure Python, deterministic, no Qt (RULES.md, ENGINE_API.md)."""

from .cards import Card, Rank, Suit, UNKNOWN, UnknownCard, parse_cards, standard_deck
from .hands import Hand, best_hand, CATEGORIES
from .actions import (
    RuleViolation, Action, Buy, Discard, Stay, Fold, Bet, Call, Raise, Event,
)
from .rules import Rules
from .deal import SeedDeal, DeckDeal, ExplicitDeal, choose_first_dealer
from .state import GameState
from .view import SeatView, redact_events
from .worlds import determinize
from .match import Match
from .history import HistoryError, replay, parse, load_match, result_of

__all__ = [
    "Card", "Rank", "Suit", "UNKNOWN", "UnknownCard", "parse_cards", "standard_deck",
    "Hand", "best_hand", "CATEGORIES",
    "RuleViolation", "Action", "Buy", "Discard", "Stay", "Fold", "Bet", "Call", "Raise", "Event",
    "Rules", "SeedDeal", "DeckDeal", "ExplicitDeal", "choose_first_dealer",
    "GameState", "SeatView", "determinize", "redact_events", "Match",
    "HistoryError", "replay", "parse", "load_match", "result_of",
]
