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


def test_a_turn_is_counted_once_per_option_taken():
    """R7.2: a turn is one Buy, Discard, Stay, Fold or Bet. The engine also starts a turn for a
    captor's trim (R16.2) and for the next seat as a battle ends the hand; those are no
    turns taken (counting them read a seat that attacks on every turn as attacking on about
    half). Heads-up, seat 0 attacks on every turn and raises every bet."""
    memory = TableMemory(viewer=1)
    taken = 0
    for seed in range(12):
        def chooser(view):
            nonlocal taken
            legal = view.legal_actions
            if view.viewer == 0:
                if view.phase == "turn":
                    taken += 1
                pick = [a for a in legal if type(a) in (A.Bet, A.Raise)]
                return pick[0] if pick else legal[0]
            answers = [a for a in legal if type(a) is A.Raise] or [
                a for a in legal if type(a) in (A.Stay, A.Call)]
            return answers[0] if answers else legal[0]
        play(seed, chooser, seats=2, memories=[memory])
    assert taken > 5
    assert memory.count(0, "turn") == taken
    assert memory.count(0, "attack") == taken


def test_turns_under_five_soldiers_and_the_buys_among_them_are_counted():
    """`turn_short` / `buy_short`: turns taken holding fewer than five soldiers (R8.2) and the
    buys among them, with the count of soldiers followed from the events the observer sees
    (buys, discards and trims face down: only their number). Seat 0 buys whenever it may and
    then stays; seat 1 stays: seat 0's short turns are exactly its buys, and every turn it
    took at five soldiers is a Stay."""
    memory = TableMemory(viewer=1)
    short = full = 0
    for seed in range(6):
        def chooser(view):
            nonlocal short, full
            legal = view.legal_actions
            if view.viewer == 0 and view.phase == "turn":
                if len(view.soldiers[0]) < 5:
                    short += 1
                    buy = [a for a in legal if type(a) is A.Buy]
                    if buy:
                        return buy[0]
                else:
                    full += 1
            if view.phase == "trim":
                return min(legal, key=lambda a: len(a.cards))
            stays = [a for a in legal if type(a) is A.Stay]
            return stays[0] if stays else legal[0]
        play(seed, chooser, seats=2, memories=[memory])
    assert short > 5 and full > 0
    assert memory.count(0, "turn_short") == short
    assert memory.count(0, "buy_short") == memory.count(0, "buy") == short
    assert memory.count(0, "turn") == short + full
    assert 1 not in memory.counts  # the observer does not count itself
