"""bots/memory.py: what a seat remembers of the others is what it saw (R19), counted by
situation."""

import random

from palace_desktop.bots.memory import TableMemory
from palace_desktop.engine import actions as A
from palace_desktop.engine.deal import SeedDeal
from palace_desktop.engine.rules import Rules
from palace_desktop.engine.state import GameState


def play(seed, chooser, seats=3, memories=()):
    state, events = GameState.start(Rules.make(), [f"P{i}" for i in range(seats)],
                                    [200] * seats, 0, SeedDeal(seed))
    for memory in memories:
        memory.record(events)
    while not state.is_over:
        view = state.view(state.to_act)
        events = state.apply(chooser(view))
        for memory in memories:
            memory.record(events)
    return state


def test_counts_attacks_and_answers_by_situation():
    """Seat 0 attacks whenever it can and the defender folds: the observer counts one attack
    per turn of seat 0 and one defend_fold for each attacked seat."""
    memory = TableMemory(viewer=2)

    def chooser(view):
        legal = view.legal_actions
        if view.viewer == 0:
            bets = [a for a in legal if isinstance(a, A.Bet)]
            if bets:
                return bets[0]
        folds = [a for a in legal if isinstance(a, A.Fold)]
        if view.phase == "defend" and folds:
            return folds[0]
        stays = [a for a in legal if isinstance(a, A.Stay)]
        return stays[0] if stays else legal[0]

    play(5, chooser, memories=[memory])
    assert memory.count(0, "attack") >= 1
    assert memory.count(0, "attack") <= memory.count(0, "turn")
    attacked = memory.count(1, "attacked") + memory.count(2, "attacked")
    assert memory.count(1, "attacked") == memory.count(1, "defend_fold")
    assert 1 <= attacked <= memory.count(0, "attack")  # attacks on the observer itself are not counted
    assert memory.rate(0, "attack", "turn") > 0.25  # above the prior
    assert 2 not in memory.counts  # the observer does not count itself


def test_sees_only_battle_hands_shown_to_it():
    """R19.2: a battle hand shown to the two sides is not counted by a third seat."""
    rng = random.Random(3)
    outsider = TableMemory(viewer=2)
    sides = TableMemory(viewer=1)
    for seed in range(30):
        def chooser(view):
            legal = view.legal_actions
            if view.viewer == 0:
                bets = [a for a in legal if isinstance(a, A.Bet) and a.target == 1]
                if bets:
                    return bets[0]
            calls = [a for a in legal if isinstance(a, A.Call)]
            if calls:
                return calls[0]
            stays = [a for a in legal if isinstance(a, A.Stay)]
            return stays[0] if stays else rng.choice(legal)
        play(seed, chooser, memories=[outsider, sides])
    assert sides.count(0, "shown") > 0
    assert outsider.count(0, "shown") == 0


def test_prior_pulls_small_samples():
    memory = TableMemory(viewer=0)
    assert memory.rate(1, "attack", "turn") == 0.25
    memory.counts[1] = {"turn": 1, "attack": 1}
    assert 0.25 < memory.rate(1, "attack", "turn") < 0.5
    memory.counts[1] = {"turn": 100, "attack": 100}
    assert memory.rate(1, "attack", "turn") > 0.95
