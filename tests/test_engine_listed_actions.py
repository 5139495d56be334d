"""Issue 16, round 4: `GameState.apply` does not check again an action a view listed for the
state as it is (`Shown.listed`). It must do exactly what the checked path does, and check
everything else: an action listed before the state moved on, an equal action that is not the
listed object, an action of another state's list."""

from __future__ import annotations

import dataclasses
import random

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from engine_play import random_action, random_rules, random_table
from palace_desktop.engine import actions as A
from palace_desktop.engine import fast_paths as F
from palace_desktop.engine.actions import RuleViolation
from palace_desktop.engine.deal import SeedDeal
from palace_desktop.engine.state import GameState

SLOW = dict(deadline=None, suppress_health_check=[HealthCheck.too_slow])


def started(seed: int, buy_often: bool = False) -> tuple[GameState, random.Random]:
    rng = random.Random(seed)
    names, chips, dealer = random_table(rng)
    if buy_often:
        chips = [10**6] * len(names)
    state, _ = GameState.start(random_rules(rng), names, chips, dealer, SeedDeal(seed))
    return state, rng


def fields_of(state: GameState) -> dict:
    values = {f.name: getattr(state, f.name) for f in dataclasses.fields(state)}
    values["rng"] = state.rng.getstate()
    return values


@settings(max_examples=60, **SLOW)
@given(st.integers(0, 10**9), st.booleans())
def test_a_listed_action_is_carried_out_as_a_checked_one(seed, buy_often):
    """Along random hands: every action a view lists passes the check (what makes skipping
    it safe), and carrying out the one chosen without the check gives the same events and
    the same state as a clone (which remembers no list) that checks it."""
    state, rng = started(seed, buy_often)
    while not state.is_over:
        listed = state.view(state.to_act).legal_actions
        assert state._shown.listed is listed
        for action in listed:
            state.check(action)  # raises if a listed action were illegal
        buys = [a for a in listed if isinstance(a, A.Buy)]
        action = (buys[0] if buy_often and buys and rng.random() < 0.8
                  else random_action(list(listed), rng))
        checked = state.clone()
        assert checked._shown is None
        assert checked.apply(action) == state.apply(action)
        assert state._shown.listed is None  # dropped at the move
        assert fields_of(state) == fields_of(checked)


@settings(max_examples=40, **SLOW)
@given(st.integers(0, 10**9))
def test_actions_not_listed_for_the_state_as_it_is_are_checked(seed):
    """Listed for the state before its last move, equal to a listed one but another object,
    listed by another state, or not listed at all: each goes through the check, and an
    illegal one is refused with nothing changed."""
    state, rng = started(seed)
    other, _ = started(seed + 1)
    while not state.is_over:
        seat = state.to_act
        before = state.view(seat).legal_actions
        other_listed = () if other.is_over else other.view(other.to_act).legal_actions
        state.view(seat)  # listing again for the same state keeps the skip valid
        action = random_action(list(before), rng)
        state.apply(action)
        if state.is_over:
            break
        # A stale listing: the seat's old actions, now refused if it is no longer its move.
        for old in before:
            if not state.is_legal(old):
                saved = fields_of(state)
                with pytest.raises(RuleViolation):
                    state.apply(old)
                assert fields_of(state) == saved
        listed = state.view(state.to_act).legal_actions
        # Another state's list, and fresh copies of a listed action: the check decides.
        for foreign in other_listed:
            if not state.is_legal(foreign):
                with pytest.raises(RuleViolation):
                    state.apply(foreign)
        assert state._shown.listed is listed
        wrong_seat = A.Stay((state.to_act + 1) % state.num_seats)
        with pytest.raises(RuleViolation):
            state.apply(wrong_seat)
        assert state._shown.listed is listed  # a refusal changes nothing


def test_an_equal_action_that_is_not_the_listed_object_is_checked(monkeypatch):
    state, _ = started(3)
    listed = state.view(state.to_act).legal_actions
    calls = []
    original = GameState.check
    monkeypatch.setattr(GameState, "check", lambda self, a: (calls.append(a), original(self, a)))
    copy = dataclasses.replace(listed[-1])
    assert copy == listed[-1] and copy is not listed[-1]
    state.apply(copy)
    assert calls == [copy]
    listed = state.view(state.to_act).legal_actions
    state.apply(listed[0])
    assert calls == [copy]  # the listed object itself: not checked again


@settings(max_examples=40, **SLOW)
@given(st.integers(0, 10**9))
def test_shared_events_are_the_events_made_afresh(seed):
    """Events kept in `fast_paths.SHARED` (made once per value) are the events a hand would
    make anew: the same hand played with the store emptied before every move gives equal
    events, and each event is equal to a copy of it made by its own dataclass."""
    games = []
    for empty_first in (False, True):
        state, rng = started(seed)
        if empty_first:
            F.SHARED.clear()
        _, start_events = GameState.start(state.rules, state.names,
                                          [c + state.committed[s] for s, c
                                           in enumerate(state.chips)],
                                          state.dealer, SeedDeal(seed))
        events = [start_events]
        while not state.is_over:
            if empty_first:
                F.SHARED.clear()
            events.append(state.apply(random_action(state.legal_actions(), rng)))
        games.append(events)
    assert games[0] == games[1]
    for moved in games[0]:
        for event in moved:
            assert dataclasses.replace(event) == event
            assert type(dataclasses.replace(event)) is type(event)


def test_the_shared_events_store_stays_small():
    F.SHARED.clear()
    for amount in range(5000):
        key = (A.BetPlaced, 0, 1, amount)
        assert (F.SHARED.get(key) or F.shared_event(key)) == A.BetPlaced(0, 1, amount)
    assert len(F.SHARED) <= 4097
    key = (A.Called, 2, 7, True)
    assert F.shared_event(key) is F.SHARED[key]
    assert F.SHARED[key] == A.Called(2, 7, True)
