"""A view's finished battles on the wire (issue 39.3): written as ENGINE_API.md section 3's
records, read back as the same frozen `BattleRecord`s, and a record that is not one refused
with `WireError` naming the field."""

from __future__ import annotations

import json

import pytest

from test_engine_battle_records import played_states
from palace_desktop.net.wire import WireError, view_from_json, view_to_json


def test_every_view_s_battles_come_back_from_the_wire_as_they_went():
    called = 0
    for state in played_states(range(30)):
        for seat in range(state.num_seats):
            view = state.view(seat)
            back = view_from_json(json.loads(json.dumps(view_to_json(view))))
            assert back.battles == view.battles
            called += sum(record.hands is not None for record in back.battles)
    assert called > 5


@pytest.mark.parametrize("battles", [
    [{"attacker": 0, "defender": 1, "outcome": "won"}],
    [{"attacker": 0, "defender": 1}],
    [{"attacker": 0, "defender": 1, "outcome": "split", "hands": [{"seat": 0}]}],
    ["attacker"],
])
def test_a_battle_that_is_not_a_record_is_refused_by_name(battles):
    state = next(s for s in played_states(range(30)) if s.battles)
    data = json.loads(json.dumps(view_to_json(state.view(0))))
    data["battles"] = battles
    with pytest.raises(WireError, match="view.battles"):
        view_from_json(data)
