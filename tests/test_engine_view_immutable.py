"""A seat's view is deeply immutable (issue 39.5): a view goes to a bot's thread or process,
soon over the network, and whoever holds one must not be able to change the state it came
from, nor another seat's view, through it. Every field, every item of every record in it,
refuses to change."""

from __future__ import annotations

import dataclasses
import json
import pickle
import random
from collections.abc import Mapping

import pytest
from hypothesis import given, strategies as st

from engine_play import random_action, random_rules
from palace_desktop.engine import actions as A
from palace_desktop.engine.cards import Card, UnknownCard
from palace_desktop.engine.deal import SeedDeal
from palace_desktop.engine.frozen import frozen
from palace_desktop.engine.rules import Rules
from palace_desktop.engine.state import GameState

_PLAIN = (int, str, bool, float, type(None), Card, UnknownCard)
_SENTINEL = object()


def _refused(attempt) -> bool:
    try:
        attempt()
    except (AttributeError, TypeError):  # what read-only types and frozen records raise
        return True
    except Exception:  # noqa: BLE001 - e.g. popitem() on an emptied dict: not read-only
        return False
    return False


def mutable_places(value, path: str = "view") -> list[str]:
    """Where in `value` something could be changed: each place a mutation did not refuse,
    and each mutable container (list, set, dict, bytearray), found recursively."""
    found: list[str] = []
    if isinstance(value, _PLAIN) or isinstance(value, Rules):
        if isinstance(value, Rules) and not _refused(
                lambda: setattr(value, "small_bet", 1)):
            found.append(f"{path}.small_bet")
        return found
    if isinstance(value, (list, set, bytearray)):
        return [f"{path} is a {type(value).__name__}"]
    if isinstance(value, Mapping):
        key = next(iter(value), "missing")
        attempts = {"[k] = x": lambda: value.__setitem__(key, _SENTINEL),
                    "del [k]": lambda: value.__delitem__(key),
                    "clear()": lambda: value.clear(),
                    "update()": lambda: value.update({key: _SENTINEL}),
                    "pop()": lambda: value.pop(key),
                    "popitem()": lambda: value.popitem(),
                    "setdefault()": lambda: value.setdefault("new", _SENTINEL),
                    "|=": lambda: value.__ior__({key: _SENTINEL})}
        for name, attempt in attempts.items():
            if not _refused(attempt):
                found.append(f"{path}.{name}")
        for k, item in value.items():
            found += mutable_places(item, f"{path}[{k!r}]")
        return found
    if isinstance(value, (tuple, frozenset)):
        for index, item in enumerate(value):
            found += mutable_places(item, f"{path}[{index}]")
        return found
    if dataclasses.is_dataclass(value):
        for f in dataclasses.fields(value):
            item = getattr(value, f.name)
            if not _refused(lambda: setattr(value, f.name, _SENTINEL)):
                found.append(f"{path}.{f.name} = x")
            found += mutable_places(item, f"{path}.{f.name}")
        return found
    if isinstance(value, A.Action):
        return found
    return [f"{path} is a {type(value).__name__}, not known to be a value"]


def snapshot(state) -> str:
    """Everything the state holds but its generator and what it remembers of its views."""
    return repr({k: v for k, v in vars(state).items() if k not in ("rng", "_shown")})


def hand_states(seed: int, seats: int):
    """A live state along one seeded random hand at `seats` seats (the same object, moved on:
    it remembers parts of its views between moves, as in play)."""
    rng = random.Random(seed)
    names = [f"P{i}" for i in range(seats)]
    chips = [rng.choice([20, 50, 200, 1000]) for _ in range(seats)]
    state, _ = GameState.start(random_rules(rng), names, chips, rng.randrange(seats),
                               SeedDeal(seed))
    for _ in range(3000):
        yield state
        if state.is_over:
            return
        state.apply(random_action(state.legal_actions(), rng))


@pytest.mark.parametrize("seats", range(2, 11))
def test_no_field_of_any_view_can_be_changed(seats):
    reached = set()
    for seed in range(200):
        if seed >= 4 and len(reached) == 2:
            break
        for state in hand_states(seed * 11 + seats, seats):
            if state.showdown:
                reached.add("showdown")
            if any(r.hands for r in state.battles):
                reached.add("called battles")
            before = snapshot(state)
            views = [state.view(viewer) for viewer in range(seats)]
            others = [pickle.dumps(v) for v in views]
            for view in views:
                assert mutable_places(view) == []
            assert snapshot(state) == before
            assert [pickle.dumps(v) for v in views] == others
    assert reached == {"showdown", "called battles"}


JSON_LIKE = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(), st.text(max_size=3)),
    lambda inner: st.one_of(st.lists(inner, max_size=3),
                            st.dictionaries(st.text(max_size=3), inner, max_size=3)),
    max_leaves=12)


@given(JSON_LIKE)
def test_a_frozen_record_writes_and_pickles_as_the_record_it_came_from(record):
    """What a view's records are (frozen.py): the same JSON as the state's (a view is to be
    sent over the network), the same after pickling (a view goes to a bot worker so), and
    nothing in them that could change."""
    copy = frozen(record)
    assert json.dumps(copy) == json.dumps(record)
    again = pickle.loads(pickle.dumps(copy))
    assert again == copy and type(again) is type(copy)
    assert mutable_places(copy) == []
    assert mutable_places(again) == []
