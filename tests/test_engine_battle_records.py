"""The finished battles as named, frozen records (issue 39.3, `engine/battle_records.py`): the
state, its views and the wire hold `BattleRecord`s; the hand's result and the wire write them
as ENGINE_API.md section 3 shows, and read back only that."""

from __future__ import annotations

import dataclasses
import json
import pickle
import random

import pytest
from hypothesis import given, strategies as st

from engine_play import random_action, random_rules, random_table
from palace_desktop.engine.battle_records import BattleRecord, ShownHand
from palace_desktop.engine.deal import SeedDeal
from palace_desktop.engine.phases import Outcome
from palace_desktop.engine.state import GameState


def played_states(seeds):
    """Each state at the end of a random hand, with the views of every seat."""
    for seed in seeds:
        rng = random.Random(seed)
        names, chips, dealer = random_table(rng)
        state, _ = GameState.start(random_rules(rng), names, chips, dealer, SeedDeal(seed))
        while not state.is_over:
            state.apply(random_action(state.legal_actions(), rng))
        yield state


def test_every_record_of_the_state_and_its_views_goes_to_json_and_back_unchanged():
    called = folded = 0
    for state in played_states(range(60)):
        views = [state.view(seat) for seat in range(state.num_seats)]
        for records in [state.battles] + [view.battles for view in views]:
            for record in records:
                assert type(record) is BattleRecord and type(record.outcome) is Outcome
                text = json.dumps(record.to_json())
                assert BattleRecord.from_json(json.loads(text)) == record
                assert pickle.loads(pickle.dumps(record)) == record
                called += record.hands is not None
                folded += record.hands is None
        for record in state.battles:
            assert record.opponent_of(record.attacker) == record.defender
            assert record.opponent_of(record.defender) == record.attacker
    assert called > 10 and folded > 10


def test_a_record_is_written_as_engine_api_section_3_shows_it():
    fold = BattleRecord(2, 1, Outcome.DEFENDER_FOLDED)
    assert json.dumps(fold.to_json()) == (
        '{"attacker": 2, "defender": 1, "outcome": "defender_folded"}')
    called = BattleRecord(0, 1, Outcome.ATTACKER, (
        ShownHand(0, "flush", ("Ah", "Th", "7h", "3h", "2h")),
        ShownHand(1, "three of a kind", ("6d", "6s", "6c", "Ad"))))
    assert json.dumps(called.to_json()) == (
        '{"attacker": 0, "defender": 1, "outcome": "attacker", "hands": ['
        '{"seat": 0, "category": "flush", "cards": ["Ah", "Th", "7h", "3h", "2h"]}, '
        '{"seat": 1, "category": "three of a kind", "cards": ["6d", "6s", "6c", "Ad"]}]}')
    # As a seat that did not fight in it saw it: no hands (R19.2).
    assert called.without_hands() == BattleRecord(0, 1, Outcome.ATTACKER)


def test_a_record_refuses_every_change():
    record = BattleRecord(0, 1, Outcome.SPLIT, (ShownHand(0, "one pair", ("2h", "2c")),))
    for name in ("attacker", "defender", "outcome", "hands"):
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(record, name, None)
    with pytest.raises(dataclasses.FrozenInstanceError):
        record.hands[0].seat = 1
    assert hash(record) == hash(BattleRecord(0, 1, Outcome.SPLIT,
                                             (ShownHand(0, "one pair", ("2h", "2c")),)))


GOOD = {"attacker": 0, "defender": 1, "outcome": "attacker",
        "hands": [{"seat": 0, "category": "flush", "cards": ["Ah"]}]}


@pytest.mark.parametrize("change", [
    lambda d: d.pop("outcome"),
    lambda d: d.update(winner=0),
    lambda d: d.update(attacker=True),
    lambda d: d.update(defender=-1),
    lambda d: d.update(attacker="0"),
    lambda d: d.update(outcome="won"),
    lambda d: d.update(outcome=["attacker"]),
    lambda d: d.update(hands={"seat": 0}),
    lambda d: d.update(hands=[{"seat": 0, "category": "flush"}]),
    lambda d: d.update(hands=[{"seat": 0, "category": "flush", "cards": "Ah"}]),
    lambda d: d.update(hands=[{"seat": 0, "category": 5, "cards": ["Ah"]}]),
    lambda d: d.update(hands=[{"seat": 0, "category": "flush", "cards": [1]}]),
    lambda d: d.update(hands=[["seat", 0]]),
])
def test_reading_refuses_what_is_not_a_record(change):
    data = json.loads(json.dumps(GOOD))
    assert BattleRecord.from_json(data).hands == (ShownHand(0, "flush", ("Ah",)),)
    change(data)
    with pytest.raises(ValueError):
        BattleRecord.from_json(data)


@given(st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=8),
                    lambda inner: st.lists(inner, max_size=4)
                    | st.dictionaries(st.sampled_from(sorted(GOOD) + ["seat", "cards", "x"]),
                                      inner, max_size=5),
                    max_leaves=20))
def test_reading_any_json_gives_a_record_or_a_value_error(data):
    try:
        record = BattleRecord.from_json(data)
    except ValueError:
        return
    assert BattleRecord.from_json(json.loads(json.dumps(record.to_json()))) == record
