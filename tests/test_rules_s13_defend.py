"""RULES.md section 13: the defender answers (R13.1-R13.4, house rule `call_rule`, R2.4)."""

from __future__ import annotations

import pytest

from palace_desktop.engine import actions as A
from palace_desktop.engine.battle_records import BattleRecord
from palace_desktop.engine.phases import Outcome
from palace_desktop.engine.cards import UNKNOWN
from palace_desktop.engine.view import redact_events

from rules_support import (C, bet, buy, call, disc, duel, fold, of_type, one, play, raise_,
                           refused, start, stay, strs)

THREE = ("2c 2d 2h", ["3c 4c 5c", "3d 4d 6d", "Ah Kh Qh"])


def test_r13_1_the_defender_folds_calls_or_raises():
    state, _ = start(*THREE)
    state.apply(bet(0, 1))
    assert state.legal_actions() == [A.Fold(1), A.Call(1), A.Raise(1, 5)]


def test_r13_1_the_defender_may_do_nothing_else():
    state = duel(1, 1)
    state.apply(bet(0, 1))
    for action in (buy(1), stay(1), disc(1, "8s"), bet(1, 0)):
        refused(state, action, "R13.1")


def test_r13_1_only_the_defender_answers():
    state, _ = start(*THREE)
    state.apply(bet(0, 1))
    for action in (call(0), fold(0), raise_(0), stay(2), call(2), fold(2)):
        refused(state, action, "R13.1")


@pytest.mark.parametrize("att,dfn", [(0, 0), (2, 0), (0, 3), (1, 2)])
def test_r13_2_the_call_is_the_defenders_own_soldiers_plus_one(att, dfn):
    state = duel(att, dfn)
    state.apply(bet(0, 1))
    assert state.battle.bet == (att + 1) * 5
    assert state.battle.owed == (dfn + 1) * 5
    committed, pot = state.committed[1], state.pot
    events = state.apply(call(1))
    assert one(events, A.Called) == A.Called(1, (dfn + 1) * 5, False)
    assert state.committed[1] == committed + (dfn + 1) * 5
    assert state.pot + sum(state.payouts) == pot + (dfn + 1) * 5


@pytest.mark.parametrize("att,dfn", [(0, 0), (2, 0), (0, 3), (1, 2)])
def test_r13_2_r2_4_house_rule_call_match_pays_the_attackers_bet(att, dfn):
    state = duel(att, dfn, call_rule="match")
    state.apply(bet(0, 1))
    assert state.battle.owed == (att + 1) * 5
    events = state.apply(call(1))
    assert one(events, A.Called).amount == (att + 1) * 5


def test_r13_3_a_folding_defender_is_out_and_the_attacker_captures():
    state, _ = start(*THREE, draw="9s")
    play(state, stay(0), buy(1), disc(1), stay(2), stay(0))
    events = play(state, bet(1, 2))
    pot = state.pot
    events = state.apply(fold(2))
    assert events[0] == A.Folded(2, "defend")
    ended = one(events, A.BattleEnded)
    assert (ended.outcome, ended.winner, ended.rule) == ("defender_folded", 1, "R13.3")
    assert one(events, A.CardsCaptured) == A.CardsCaptured(1, 2, (C("2h"),))
    assert one(events, A.SeatEliminated) == A.SeatEliminated(2, "R13.3")
    assert strs(state.soldiers[1]) == ["9s", "2h"]
    assert state.in_hand == [True, True, False]
    assert set(state.discard_pile) == {C("Ah"), C("Kh"), C("Qh")}
    assert state.pot == pot  # the defender pays nothing more
    assert state.battles[-1] == BattleRecord(1, 2, Outcome.DEFENDER_FOLDED)
    # The palace goes unseen: nobody but its owner learns it, not even the attacker.
    for viewer in (0, 1):
        shown = one(redact_events(events, viewer), A.CardsToDiscardPile)
        assert shown.palace == (UNKNOWN,) * 3
        assert state.view(viewer).discard_pile == (UNKNOWN,) * 3
    assert not of_type(events, A.BattleHandShown)
    assert (state.phase, state.to_act) == ("trim", 1)


def test_r13_3_a_defender_with_soldiers_hands_them_all_over():
    state = duel(0, 2)
    play(state, bet(0, 1))
    events = state.apply(fold(1))
    assert strs(one(events, A.CardsCaptured).cards) == ["2d", "8s", "Ts"]
    assert state.is_over  # one player left (R17.1): no trim step
    assert strs(state.soldiers[0]) == ["2d", "8s", "Ts"]


def test_r13_4_a_short_defender_calls_all_in_and_the_battle_goes_ahead():
    # Seat 1 has 3 chips after the ante; the call is 5. Seat 1 wins the battle (6 high
    # against 5 high) and, being the last two, the whole pot: no side pots.
    state, _ = start("2c 2d", ["3c 4c 5c", "3d 4d 6d"], chips=[200, 5])
    state.apply(bet(0, 1))
    events = state.apply(call(1))
    assert one(events, A.Called) == A.Called(1, 3, True)
    assert one(events, A.BattleEnded).winner == 1
    assert state.payouts == [0, 2 + 2 + 5 + 3]
    assert state.chips == [193, 12]


def test_r13_4_all_in_with_nothing_left_still_calls():
    state, _ = start("2c 2d", ["3c 4c 5c", "3d 4d 6d"], chips=[200, 2])
    assert state.chips[1] == 0
    state.apply(bet(0, 1))
    assert A.Call(1) in state.legal_actions()
    events = state.apply(call(1))
    assert one(events, A.Called) == A.Called(1, 0, True)
    assert of_type(events, A.BattleHandShown)


def test_r13_4_no_side_pot_when_the_all_in_defender_wins_among_three():
    # Seat 2 (A K Q hearts) is short and calls all-in against seat 0, and wins: it captures,
    # the pot stays whole for the end of the hand.
    state, _ = start(*THREE, chips=[200, 200, 4])
    events = play(state, bet(0, 2), call(2))
    assert one(events, A.Called) == A.Called(2, 2, True)
    assert one(events, A.BattleEnded).winner == 2
    assert state.pot == 6 + 5 + 2
    play(state, disc(2), fold(1))
    assert state.payouts == [0, 0, 13] and state.chips == [193, 198, 13]
