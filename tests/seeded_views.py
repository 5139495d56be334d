"""Seeded positions for the tests of strategies that judge from a seat's view
(benchmarks/strategies.py, benchmarks/styles.py): a dealt hand, a defender's view."""

from __future__ import annotations

from palace_desktop.engine import actions as A
from palace_desktop.engine.cards import Card
from palace_desktop.engine.deal import SeedDeal
from palace_desktop.engine.rules import Rules
from palace_desktop.engine.state import GameState


def cards(text: str) -> tuple:
    return tuple(Card.parse(t) for t in text.split())


def start(seats: int, seed: int = 1, exclusion: str = "suit"):
    state, _ = GameState.start(Rules.make(exclusion=exclusion), [f"P{i}" for i in range(seats)],
                               [200] * seats, 0, SeedDeal(seed))
    return state


def defend_view():
    """The defender's view just after a heads-up attack: (view, attacker)."""
    for seed in range(1, 200):
        state = start(2, seed)
        attacker = state.to_act
        bets = [a for a in state.view(attacker).legal_actions if type(a) is A.Bet]
        if bets:
            state.apply(bets[0])
            return state.view(state.to_act), attacker
    raise AssertionError("no such deal")
