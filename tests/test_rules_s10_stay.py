"""RULES.md section 10: Stay (R10.1)."""

from __future__ import annotations

from palace_desktop.engine import actions as A

from rules_support import buy, disc, play, snapshot, start, stay

THREE = ("2c 2d 2h", ["3c 4c 5c", "3d 4d 5d", "3h 4h 5h"])


def test_r10_1_stay_does_nothing_but_pass_the_turn():
    state, _ = start(*THREE, draw="9s")
    play(state, buy(0), disc(0))
    before = snapshot(state)
    events = state.apply(stay(1))
    assert events == [A.Stayed(1), A.TurnStarted(2)]
    after = snapshot(state)
    assert after["result"]["to_act"] == 2
    for key in ("palaces", "draw", "discard", "committed", "battle", "revealed"):
        assert after[key] == before[key]
    for key in ("chips", "pot", "soldiers", "in_hand", "payouts", "phase"):
        assert after["result"][key] == before["result"][key]
    assert state.quiet == {1}  # a Stay counts toward the quiet round (R17.2)


def test_r10_1_stay_is_always_an_option_on_a_turn():
    state, _ = start(*THREE, chips=[2, 200, 200])  # seat 0 has nothing left after the ante
    assert state.chips[0] == 0
    assert A.Stay(0) in state.legal_actions()
    state.apply(stay(0))
    assert state.to_act == 1
