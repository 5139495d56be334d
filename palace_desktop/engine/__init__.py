"""The rules engine of Palace Poker: pure Python, deterministic, no Qt (RULES.md, ENGINE_API.md).

The names below are this package's API, each imported from its module at first use (PEP 562):
importing one module of the engine (`engine.records`, which the window's first frame needs for
its settings and seats) does not import all of it (issue 43)."""

from __future__ import annotations

import importlib

_HOMES = {
    "cards": ("Card", "Rank", "Suit", "UNKNOWN", "UnknownCard", "parse_cards", "standard_deck"),
    "hands": ("Hand", "best_hand", "CATEGORIES"),
    "actions": ("RuleViolation", "Action", "Buy", "Discard", "Stay", "Fold", "Bet", "Call",
                "Raise", "Event"),
    "rules": ("Rules",),
    "deal": ("SeedDeal", "DeckDeal", "ExplicitDeal", "choose_first_dealer"),
    "state": ("GameState",),
    "view": ("SeatView", "redact_events"),
    "worlds": ("determinize",),
    "match": ("Match",),
    "history": ("HistoryError", "replay", "parse", "load_match", "result_of"),
}
_HOME_OF = {name: module for module, names in _HOMES.items() for name in names}

__all__ = [name for names in _HOMES.values() for name in names]


def __getattr__(name: str):
    module = _HOME_OF.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{module}", __name__), name)
    globals()[name] = value  # once found, a plain attribute
    return value


def __dir__():
    return sorted(set(globals()) | set(__all__))
