"""Scenario files: every `tests/scenarios/NAME.json` is a valid `palace-hand/1` history whose
replay must give exactly `NAME.result.json` (ENGINE_API.md sections 2 and 3).

`engine_api_example` is the example of ENGINE_API.md section 3, with the documented result.
The other expected results were worked out by hand (chips, pot, payouts, hands, the turn after
a rejected action) and then checked against the engine; the rule-by-rule tests
(tests/test_rules_s*.py) test the same rules in smaller steps.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from palace_desktop.engine.history import parse, replay

HERE = Path(__file__).parent / "scenarios"
SCENARIOS = sorted(p for p in HERE.glob("*.json") if not p.name.endswith(".result.json"))


def test_every_scenario_has_an_expected_result_and_every_result_a_scenario():
    results = {p.name[:-len(".result.json")] for p in HERE.glob("*.result.json")}
    assert {p.stem for p in SCENARIOS} == results
    assert "engine_api_example" in results


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_scenario_replays_to_its_expected_result(path):
    document = json.loads(path.read_text(encoding="utf-8"))
    parse(document)  # a valid hand history, no extra keys such as "expect"
    assert document["format"] == "palace-hand/1"
    expected = json.loads(path.with_name(path.stem + ".result.json").read_text(encoding="utf-8"))
    assert replay(document) == expected


def test_engine_api_example_is_the_documented_one():
    document = json.loads((HERE / "engine_api_example.json").read_text(encoding="utf-8"))
    assert document["seats"] == [{"name": "Ann", "chips": 200}, {"name": "Ben", "chips": 200}]
    assert document["dealer"] == 1
    assert document["deal"] == {"banners": ["3h", "6d"],
                                "palaces": [["Ah", "Th", "7h"], ["6s", "6c", "Ad"]],
                                "draw_pile": ["2h"]}
    result = replay(document)
    assert result["chips"] == [207, 193] and result["payouts"] == [24, 0]
    hands = result["battles"][0]["hands"]
    assert hands[0]["cards"] == ["Ah", "Th", "7h", "3h", "2h"]
    assert hands[1]["cards"] == ["6d", "6s", "6c", "Ad"]
