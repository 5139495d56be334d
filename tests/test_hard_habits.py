"""Heads-up, a seat that plays by its hand's value (the buyer of benchmarks/strategies.py:
buys to five soldiers, attacks with two pair or better, calls with a pair): the memory counts
what it does by the soldiers it holds, `opponents.habit_thresholds` reads its thresholds back,
`opponents.HabitPolicy` plays it in hard's rollouts as it plays, and hard weighs its hidden
hand by what it just did."""

import random

from hypothesis import given, settings, strategies as st

from benchmarks.strategies import ONE_PAIR, TWO_PAIR, Buyer
from palace_desktop.bots.equity import Seen, battle_value
from palace_desktop.bots.hard import HABIT_MISS, HardBot
from palace_desktop.bots.hard_config import HardConfig
from palace_desktop.bots.memory import TableMemory
from palace_desktop.bots.opponents import (CANDIDATES, HabitPolicy, Thresholds, _fit,
                                           habit_thresholds)
from palace_desktop.engine import actions as A
from palace_desktop.engine.deal import SeedDeal
from palace_desktop.engine.rules import Rules
from palace_desktop.engine.state import GameState
from palace_desktop.engine.worlds import determinize


def start(seed):
    return GameState.start(Rules.make(), ["P0", "P1"], [200, 200], 0, SeedDeal(seed))


def prober(rng, attack=0.3):
    """Seat 1's play while it watches: stays, buys now and then, attacks at `attack`, calls
    every bet."""
    def choose(view):
        legal = view.legal_actions
        if view.phase == "trim":
            return min(legal, key=lambda a: len(a.cards))
        if view.battle is not None:
            return next(a for a in legal if type(a) is A.Call)
        bets = [a for a in legal if type(a) is A.Bet]
        if bets and rng.random() < attack:
            return bets[0]
        buys = [a for a in legal if type(a) is A.Buy]
        if buys and rng.random() < 0.4:
            return buys[0]
        return next(a for a in legal if type(a) is A.Stay)
    return choose


def buyer_memory(hands, seed=0):
    """Seat 1's memory of the buyer (seat 0) over `hands` hands, and the last hand's state."""
    memory = TableMemory(viewer=1)
    buyer = Buyer(seat=0)
    rng = random.Random(seed)
    other = prober(rng)
    state = None
    for h in range(hands):
        state, events = start(1000 + h)
        memory.record(events)
        while not state.is_over:
            view = state.view(state.to_act)
            if view.viewer == 0:
                action = buyer.decide(view, view.legal_actions, rng).action
            else:
                action = other(view)
            memory.record(state.apply(action))
    return memory, state


def test_the_memory_counts_by_soldiers_held_and_keeps_the_last_turn():
    """The buyer never passes on a buy under five soldiers, so every turn it does not buy is
    at five (or when it may not buy), and `last_turn` is the option of its latest turn."""
    memory, _ = buyer_memory(12)
    nobuy = {k: memory.count(0, f"nobuy@{k}") for k in range(6)}
    assert nobuy[5] > 0 and sum(nobuy.values()) == memory.count(0, "turn") - memory.count(0, "buy")
    assert sum(memory.count(0, f"attack@{k}") for k in range(6)) == memory.count(0, "attack")
    attacked = sum(memory.count(0, f"attacked@{k}") for k in range(6))
    assert attacked == memory.count(0, "attacked") > 0
    assert (sum(memory.count(0, f"defend_fold@{k}") for k in range(6))
            == memory.count(0, "defend_fold"))
    fresh = TableMemory(viewer=1)
    state, events = start(7)
    fresh.record(events)
    assert fresh.last_turn(0) is None
    while state.to_act != 0:
        fresh.record(state.apply(prober(random.Random(1), attack=0)(state.view(state.to_act))))
    view = state.view(0)
    buy = next(a for a in view.legal_actions if type(a) is A.Buy)
    fresh.record(state.apply(buy))
    assert fresh.last_turn(0) == ("buy", 0)


def test_the_buyers_thresholds_are_read_back_and_medium_has_none():
    """Over 40 hands the fit lands on the buyer's own thresholds within a category: it
    attacks from two pair (read between a high one pair and trips) and calls from a pair
    (read between a high card ace and a pair of sixes)."""
    memory, state = buyer_memory(40)
    # A fresh heads-up position to read from (the thresholds are the seat's, not the hand's).
    live, _ = start(4242)
    while live.to_act != 1:
        live.apply(prober(random.Random(2), attack=0)(live.view(live.to_act)))
    seen = Seen(live.view(1))
    found = habit_thresholds(memory, seen, random.Random(3))
    assert found is not None and found.buy_short > 0.85
    assert (1 << 20) | (10 << 16) <= found.attack <= 3 << 20
    assert 13 << 16 <= found.call <= (1 << 20) | (5 << 16)
    careful = TableMemory(viewer=1)
    careful.counts[0] = {"turn": 40, "buy": 18, "stay": 12, "attack": 10, "turn_short": 36,
                         "buy_short": 18, "nobuy@3": 22}
    assert habit_thresholds(careful, seen, random.Random(3)) is None


@given(st.lists(st.tuples(st.integers(0, 5), st.integers(1, 20), st.floats(0, 1)),
                min_size=1, max_size=4), st.integers(0, 10**6))
@settings(max_examples=40, deadline=None)
def test_the_fit_is_the_least_squares_candidate(observed, seed):
    """`_fit` returns a candidate of least weighted squared error (checked by trying every
    candidate with the plain formula)."""
    rng = random.Random(seed)
    refs = {k: sorted(rng.choice(CANDIDATES + [CANDIDATES[-1] + 5]) for _ in range(30))
            for k in range(6)}
    obs = {}
    for k, n, r in observed:
        obs[k] = (n, r)
    chosen = _fit(refs, obs, above=True)

    def err(t):
        return sum(n * (sum(1 for v in refs[k] if v >= t) / len(refs[k]) - r) ** 2
                   for k, (n, r) in obs.items())
    assert chosen in CANDIDATES
    assert err(chosen) <= min(err(t) for t in CANDIDATES) + 1e-9


@given(st.integers(0, 10**6))
@settings(max_examples=25, deadline=None)
def test_the_habit_policy_with_the_buyers_thresholds_plays_as_the_buyer(seed):
    """Given two pair and a pair as thresholds and buying whenever short, the rollout policy
    takes the buyer's action in every position of a hand it plays against a prober."""
    rng = random.Random(seed)
    state, _ = start(seed)
    policy = HabitPolicy(0, Thresholds(attack=TWO_PAIR, call=ONE_PAIR, buy_short=1.0))
    buyer = Buyer(seat=0)
    other = prober(rng)
    while not state.is_over:
        view = state.view(state.to_act)
        legal = list(view.legal_actions)
        if view.viewer == 0:
            action = buyer.decide(view, legal, rng).action
            if len(legal) > 1 and view.phase != "trim":
                assert policy._decide(view, legal, rng).action == action
        else:
            action = other(view)
        state.apply(action)


def test_hard_weighs_the_buyers_hidden_hand_by_what_it_just_did():
    """Attacked by a seat read as the buyer, hard keeps the deals where its hand reaches the
    attack threshold (the rest at `HABIT_MISS`); after its stay, the deals below it."""
    memory, _ = buyer_memory(40)
    bot = HardBot(1, config=HardConfig(iterations=10, time_limit=None))
    bot.memory = memory
    state, _ = start(11)
    while state.to_act != 0:  # seat 1 buys first: seat 0's stay does not end the hand
        view = state.view(1)
        legal = view.legal_actions
        if view.phase == "trim":
            state.apply(min(legal, key=lambda a: len(a.cards)))
        else:
            state.apply(next(a for a in legal if type(a) is A.Buy))
    view0 = state.view(0)
    rng = random.Random(5)
    seen1 = Seen(state.view(1))
    bot._habits = habit_thresholds(memory, seen1, rng)
    assert bot._habits is not None
    floor = bot._habits.attack
    for kind in (A.Bet, A.Stay):
        trial = state.clone()
        mem = TableMemory(viewer=1)
        mem.counts = memory.counts
        action = next(a for a in view0.legal_actions if type(a) is kind)
        mem.record(trial.apply(action))
        bot.memory = mem
        view = trial.view(1)
        weight = bot._habit_weight(view, Seen(view))
        assert weight is not None
        for _ in range(30):
            world = determinize(view, rng)
            v = battle_value(world.held_cards(0), view.banners[1], view.rules.exclusion)
            strong = v >= floor
            assert weight(world) == (1.0 if strong == (kind is A.Bet) else HABIT_MISS)
