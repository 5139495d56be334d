"""RULES.md section 2: stakes and house rules (R2.1-R2.4).

What each house rule changes in play is tested with its own rule: `exclusion` in section 15,
`call_rule` in 13, `discard_cost` in 9, `limit_raise_without_soldiers` and `raise_cap` in 14,
`two_left` in 17. Here: the table settings, their defaults and their validation.
"""

from __future__ import annotations

import pytest

from palace_desktop.engine import actions as A
from palace_desktop.engine.history import HistoryError, replay
from palace_desktop.engine.rules import CHOICES, Rules

from rules_support import bet, buy, call, disc, one, raise_, start, stay


def test_r2_1_big_bet_defaults_to_twice_the_small_bet():
    assert Rules.make(small_bet=5).big_bet == 10
    assert Rules.make(small_bet=7).big_bet == 14
    assert Rules.make(small_bet=5, big_bet=15).big_bet == 15


def test_r2_1_each_seat_starts_with_its_own_stack():
    state, _ = start("2c 2d 2h", ["Ac Kc Qc", "Ad Kd Qd", "Ah Kh Qh"], chips=[50, 120, 300])
    ante = state.rules.ante
    assert state.chips == [50 - ante, 120 - ante, 300 - ante]


@pytest.mark.parametrize("small_bet,ante", [(5, 2), (1, 1), (2, 1), (3, 1), (4, 2), (10, 5),
                                            (11, 5)])
def test_r2_2_ante_is_half_the_small_bet_rounded_down_at_least_one(small_bet, ante):
    rules = Rules.make(small_bet=small_bet)
    assert rules.ante == ante
    state, events = start("2c 2d", ["Ac Kc Qc", "Ad Kd Qd"], rules=rules)
    assert state.pot == 2 * ante
    assert [e.amount for e in events if isinstance(e, A.AntePaid)] == [ante, ante]


def test_r2_2_an_explicit_ante_overrides_the_default():
    assert Rules.make(small_bet=5, ante=0).ante == 0
    assert Rules.make(small_bet=5, ante=4).ante == 4
    doc = {"format": "palace-hand/1", "rules": {"small_bet": 5, "ante": 3},
           "seats": [{"name": "A", "chips": 100}, {"name": "B", "chips": 100}],
           "dealer": 0, "deal": {"seed": 3}}
    assert replay(doc)["chips"] == [97, 97]


def test_r2_3_limit_is_the_default_structure():
    assert Rules.make().structure == "limit"
    assert Rules.make().is_limit
    assert not Rules.make(structure="no-limit").is_limit


@pytest.mark.parametrize("structure", ["limit", "no-limit"])
def test_r2_3_structure_only_changes_raise_sizes(structure):
    # Same buy, bet and call amounts in both structures (R8.1, R12.3, R13.2).
    state, _ = start("2c 2d", ["Ac Kc 9h", "Ad Kd 8h"], draw="5s", structure=structure)
    state.apply(buy(0))
    state.apply(disc(0))
    state.apply(stay(1))
    events = state.apply(bet(0, 1))
    assert one(events, A.BetPlaced).amount == 10
    assert state.battle.owed == 5
    span = state.raise_range()
    if structure == "limit":
        assert span == (5, 5)  # defender without soldiers raises SB (R14.2)
    else:
        assert span == (10, 200 - 2 - 5)  # BB up to the chips left after the call (R14.3)
    events = state.apply(call(1))
    assert one(events, A.Called).amount == 5


def test_r2_4_house_rule_defaults_come_first():
    rules = Rules.make()
    assert (rules.exclusion, rules.call_rule, rules.discard_cost,
            rules.limit_raise_without_soldiers, rules.raise_cap, rules.two_left) == (
        "suit", "own", 0, "SB", 3, "battle")
    for name, values in CHOICES.items():
        assert getattr(rules, name) == values[0]


def test_r2_4_raise_cap_defaults_to_3_in_limit_and_none_in_no_limit():
    assert Rules.make(structure="limit").raise_cap == 3
    assert Rules.make(structure="no-limit").raise_cap is None
    assert Rules.make(structure="limit", raise_cap=None).raise_cap is None
    assert Rules.make(structure="no-limit", raise_cap=2).raise_cap == 2
    assert Rules.make(raise_cap=0).raise_cap == 0


@pytest.mark.parametrize("name,values", [
    ("exclusion", ["suit", "rank", "none"]),
    ("call_rule", ["own", "match"]),
    ("discard_cost", [0, "SB"]),
    ("limit_raise_without_soldiers", ["SB", "BB"]),
    ("raise_cap", [0, 1, 3, 7, None]),
    ("two_left", ["battle", "showdown"]),
    ("structure", ["limit", "no-limit"]),
])
def test_r2_4_every_house_rule_value_is_accepted_in_python_and_json(name, values):
    for value in values:
        assert getattr(Rules.make(**{name: value}), name) == value
        doc = {"format": "palace-hand/1", "rules": {name: value},
               "seats": [{"name": "A", "chips": 100}, {"name": "B", "chips": 100}],
               "dealer": 0, "deal": {"seed": 1}}
        assert replay(doc)["status"] == "ok"


@pytest.mark.parametrize("name,value", [
    ("exclusion", "colour"), ("exclusion", None), ("call_rule", "raise"),
    ("discard_cost", 5), ("discard_cost", "BB"), ("discard_cost", False),
    ("limit_raise_without_soldiers", 10), ("raise_cap", -1), ("raise_cap", 2.5),
    ("raise_cap", True), ("two_left", "fold"), ("structure", "pot-limit"),
    ("small_bet", 0), ("big_bet", -10), ("ante", -1),
])
def test_r2_4_unknown_house_rule_values_are_refused(name, value):
    with pytest.raises(ValueError, match=name):
        Rules.make(**{name: value})
    doc = {"format": "palace-hand/1", "rules": {name: value},
           "seats": [{"name": "A", "chips": 100}, {"name": "B", "chips": 100}],
           "dealer": 0, "deal": {"seed": 1}}
    with pytest.raises(HistoryError, match=name):
        replay(doc)


def test_r2_4_unknown_house_rule_key_is_refused():
    doc = {"format": "palace-hand/1", "rules": {"jokers": True},
           "seats": [{"name": "A", "chips": 100}, {"name": "B", "chips": 100}],
           "dealer": 0, "deal": {"seed": 1}}
    with pytest.raises(HistoryError, match="jokers"):
        replay(doc)


def test_r2_4_rules_round_trip_through_json():
    rules = Rules.make(small_bet=4, structure="no-limit", exclusion="rank", call_rule="match",
                       discard_cost="SB", limit_raise_without_soldiers="BB", raise_cap=2,
                       two_left="showdown")
    assert Rules.from_json(rules.to_json()) == rules


def test_r2_3_no_limit_raise_is_free_in_size_limit_is_fixed():
    # The same battle in both structures, defender with a soldier: limit fixes the raise at
    # BB, no-limit lets the defender raise anything from BB to its remaining chips.
    for structure, amount, ok in [("limit", 10, True), ("limit", 20, False),
                                  ("no-limit", 20, True), ("no-limit", 150, True)]:
        state, _ = start("2c 2d", ["Ac Kc 9h", "Ad Kd 8h"], draw="5s", structure=structure)
        state.apply(stay(0))
        state.apply(buy(1))
        state.apply(disc(1))
        state.apply(bet(0, 1))
        assert state.is_legal(raise_(1, amount)) is ok
