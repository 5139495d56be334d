"""A move as an imperative with its price (live/action_texts.py): the words the action bar and a
drag's hint share, every amount from the seat view."""

from __future__ import annotations

from palace_desktop.engine import actions as A
from palace_desktop.live.action_texts import action_label

from rules_support import C, start

TWO = ("As Kh", ["2c 3d 4h", "5c 6d 7s"])
DRAW = "9c Tc Jc Qc 8c"


def test_turn_moves_with_their_prices(qapp):
    state, _ = start(*TWO, DRAW, names=["Ann", "Ben"])
    view = state.view(0)
    assert action_label(A.Buy(0), view) == "Buy a soldier for 5"
    assert action_label(A.Bet(0, 1), view) == "Attack Ben: bet 5"
    assert action_label(A.Stay(0), view) == "Stay"
    assert action_label(A.Fold(0), view) == "Fold"
    state.apply(A.Buy(0))  # the trim: discarding is free whatever the house rule
    assert action_label(A.Discard(0, (C("9c"),)), state.view(0)) == "Discard 1 soldier"


def test_r9_2_a_priced_discard_says_its_price(qapp):
    state, _ = start(*TWO, DRAW, names=["Ann", "Ben"], discard_cost="SB")
    state.apply(A.Buy(0))
    state.apply(A.Discard(0, ()))
    state.apply(A.Buy(1))
    state.apply(A.Discard(1, ()))
    view = state.view(0)
    assert action_label(A.Discard(0, (C("9c"),)), view) == "Discard 1 soldier for 5"
    # Ann has a soldier now: her bet is (1 + 1) x SB (R12.3).
    assert action_label(A.Bet(0, 1), view) == "Attack Ben: bet 10"


def test_answers_call_all_in_and_raises(qapp):
    state, _ = start(*TWO, DRAW, names=["Ann", "Ben"], chips=[200, 5])
    state.apply(A.Bet(0, 1))
    view = state.view(1)  # Ben has 3 chips left and owes 5 (R13.4)
    assert action_label(A.Call(1), view) == "Call all-in 3"
    state, _ = start(*TWO, DRAW, names=["Ann", "Ben"])
    state.apply(A.Bet(0, 1))
    view = state.view(1)
    assert action_label(A.Call(1), view) == "Call 5"
    assert action_label(A.Raise(1, None), view) == "Raise 5"  # limit, no soldiers: SB (R14.2)
    state, _ = start(*TWO, DRAW, names=["Ann", "Ben"], structure="no-limit")
    state.apply(A.Bet(0, 1))
    view = state.view(1)
    assert action_label(A.Raise(1, None), view) == "Raise"  # the amount is chosen beside it
    assert action_label(A.Raise(1, 40), view) == "Raise 40"
