"""RULES.md section 14: raises (R14.1-R14.6; house rules `limit_raise_without_soldiers` and
`raise_cap`, R2.4; the no-limit structure, R2.3)."""

from __future__ import annotations

import pytest

from palace_desktop.engine import actions as A
from palace_desktop.engine.battle_records import BattleRecord
from palace_desktop.engine.phases import Outcome
from palace_desktop.engine.cards import UNKNOWN
from palace_desktop.engine.view import redact_events

from rules_support import (C, bet, buy, call, disc, duel, fold, of_type, one, play, raise_,
                           refused, start, stay, strs)


def three(**house):
    """Three seats, seat 0 attacks seat 2 in the tests; seat 1 looks on."""
    state, _ = start("2c 2d 2h", ["3c 4c 5c", "3d 4d 6d", "Ah Kh Qh"], draw="9s 8s 7s",
                     **house)
    play(state, buy(0), disc(0), buy(1), disc(1), buy(2), disc(2))
    return state


# R14.1 -------------------------------------------------------------------------------------

def test_r14_1_the_defender_raises_by_calling_and_adding_a_raise():
    state = duel(1, 1)
    state.apply(bet(0, 1))
    chips, pot = state.chips[1], state.pot
    events = state.apply(raise_(1))
    assert events == [A.Raised(1, 10, 10), A.TurnStarted(0)]
    assert state.chips[1] == chips - 20 and state.pot == pot + 20
    assert (state.phase, state.to_act) == ("respond", 0)
    assert (state.battle.owed, state.battle.raises) == (10, 1)


def test_r14_1_the_attacker_may_fold_call_or_re_raise():
    state = duel(1, 1)
    play(state, bet(0, 1), raise_(1))
    assert state.legal_actions() == [A.Fold(0), A.Call(0), A.Raise(0, 10)]


def test_r14_1_the_attacker_calls_by_paying_the_latest_raise():
    state = duel(1, 1)
    play(state, bet(0, 1), raise_(1))
    committed = state.committed[0]
    events = state.apply(call(0))
    assert one(events, A.Called) == A.Called(0, 10, False)
    assert state.committed[0] == committed + 10


def test_r14_1_players_alternate_until_one_calls():
    state = duel(1, 1)
    play(state, bet(0, 1))
    c0, c1 = state.committed
    events = play(state, raise_(1), raise_(0), raise_(1))
    assert of_type(events, A.Raised) == [A.Raised(1, 10, 10), A.Raised(0, 10, 10),
                                         A.Raised(1, 10, 10)]
    assert [e.seat for e in of_type(events, A.TurnStarted)] == [0, 1, 0]
    events = state.apply(call(0))
    assert one(events, A.Called).amount == 10
    assert state.committed[0] == c0 + 20 + 10 and state.committed[1] == c1 + 40
    assert of_type(events, A.BattleEnded)


def test_r14_1_calling_a_raise_pays_the_latest_raise_under_call_rule_match_too():
    state = duel(2, 0, call_rule="match")
    play(state, bet(0, 1))  # the bet is 15; under `match` the defender's call is 15 too
    assert state.battle.owed == 15
    events = state.apply(raise_(1))  # no soldiers: the raise is SB (R14.2)
    assert one(events, A.Raised) == A.Raised(1, 15, 5)
    events = state.apply(call(0))
    assert one(events, A.Called).amount == 5


def test_r14_1_only_the_player_facing_the_raise_answers_and_only_by_fold_call_raise():
    state = three()
    play(state, bet(0, 2), raise_(2))
    for action in (call(2), raise_(2), fold(2), call(1), stay(1)):
        refused(state, action, "R14.1")
    for action in (stay(0), buy(0), bet(0, 1), disc(0, "9s")):
        refused(state, action, "R14.1")


# R14.2 -------------------------------------------------------------------------------------

def test_r14_2_limit_raise_is_one_big_bet():
    state = duel(1, 1, small_bet=3, big_bet=8)
    play(state, bet(0, 1))
    assert state.raise_range() == (8, 8)
    events = state.apply(raise_(1, 8))
    assert one(events, A.Raised) == A.Raised(1, 6, 8)


def test_r14_2_limit_raise_of_another_size_is_refused():
    state = duel(1, 1)
    play(state, bet(0, 1))
    refused(state, raise_(1, 5), "R14.2")
    refused(state, raise_(1, 20), "R14.2")


def test_r14_2_a_raiser_without_soldiers_raises_a_small_bet():
    state = duel(1, 0)
    play(state, bet(0, 1))
    assert state.raise_range() == (5, 5)
    refused(state, raise_(1, 10), "R14.2")
    events = state.apply(raise_(1))
    assert one(events, A.Raised) == A.Raised(1, 5, 5)  # call plus raise: double the SB
    # The attacker has a soldier: its re-raise is a big bet.
    assert state.raise_range() == (10, 10)
    events = state.apply(raise_(0))
    assert one(events, A.Raised) == A.Raised(0, 5, 10)


def test_r14_2_r2_4_house_rule_limit_raise_without_soldiers_bb():
    state = duel(1, 0, limit_raise_without_soldiers="BB")
    play(state, bet(0, 1))
    assert state.raise_range() == (10, 10)
    refused(state, raise_(1, 5), "R14.2")
    events = state.apply(raise_(1))
    assert one(events, A.Raised) == A.Raised(1, 5, 10)


# R14.3 -------------------------------------------------------------------------------------

def test_r14_3_no_limit_raise_from_big_bet_to_all_remaining_chips():
    state = duel(1, 1, structure="no-limit")
    play(state, bet(0, 1))
    left = state.chips[1] - state.battle.owed
    assert state.raise_range() == (10, left)
    raises = sorted(a.amount for a in state.legal_actions() if isinstance(a, A.Raise))
    assert raises[0] == 10 and raises[-1] == left
    refused(state, raise_(1, 9), "R14.3")
    refused(state, raise_(1, left + 1), "R14.3")
    refused(state, raise_(1), "R14.3")  # the amount is required
    events = state.apply(raise_(1, 37))
    assert one(events, A.Raised) == A.Raised(1, 10, 37)
    assert state.battle.owed == 37


def test_r14_3_no_limit_raise_may_be_all_in():
    state = duel(1, 1, chips=[150, 200], structure="no-limit")
    play(state, bet(0, 1))
    left = state.chips[1] - state.battle.owed
    assert left == 183
    state.apply(raise_(1, left))
    assert state.chips[1] == 0
    # The attacker (133 chips) cannot match it: it may call all-in (R14.6), not re-raise.
    assert state.chips[0] == 133
    assert state.raise_range() is None
    refused(state, raise_(0, 10), "R14.6")
    events = state.apply(call(0))
    assert one(events, A.Called) == A.Called(0, 133, True)
    assert state.is_over and state.payouts == [0, 4 + 5 + 5 + 10 + 10 + 183 + 133]


def test_r14_3_no_limit_the_opening_bet_is_still_fixed():
    state = duel(2, 0, structure="no-limit")
    events = state.apply(bet(0, 1))
    assert one(events, A.BetPlaced).amount == 15


def test_r14_3_no_limit_re_raise_is_at_least_a_big_bet_not_the_previous_raise():
    state = duel(1, 1, structure="no-limit")
    play(state, bet(0, 1), raise_(1, 50))
    assert state.raise_range() == (10, state.chips[0] - 50)
    events = state.apply(raise_(0, 10))
    assert one(events, A.Raised) == A.Raised(0, 50, 10)


# R14.4 -------------------------------------------------------------------------------------

def test_r14_4_limit_allows_three_raises_per_battle_the_defenders_counts():
    state = duel(1, 1)
    play(state, bet(0, 1), raise_(1), raise_(0), raise_(1))
    assert state.battle.raises == 3
    assert state.legal_actions() == [A.Fold(0), A.Call(0)]
    assert state.raise_range() is None
    refused(state, raise_(0), "R14.4")
    state.apply(call(0))


def test_r14_4_the_cap_is_per_battle():
    state = three()
    play(state, bet(0, 2), raise_(2), raise_(0), raise_(2), call(0))
    assert state.in_hand == [False, True, True]  # seat 2 (A K Q) won
    play(state, disc(2), bet(1, 2), raise_(2))
    assert state.battle.raises == 1


@pytest.mark.parametrize("cap", [0, 1, 2, 5])
def test_r14_4_r2_4_house_rule_raise_cap_number(cap):
    state = duel(1, 1, raise_cap=cap)
    play(state, bet(0, 1))
    for k in range(cap):
        state.apply(raise_(state.to_act))
    assert state.battle.raises == cap
    refused(state, raise_(state.to_act), "R14.4")


def test_r14_4_r2_4_house_rule_raise_cap_none_allows_any_number_in_limit():
    state = duel(1, 1, raise_cap=None)
    play(state, bet(0, 1))
    for _ in range(8):
        state.apply(raise_(state.to_act))
    assert state.battle.raises == 8
    state.apply(call(state.to_act))


def test_r14_4_no_limit_has_no_cap_by_default_but_may_take_one():
    state = duel(1, 1, structure="no-limit")
    play(state, bet(0, 1))
    for _ in range(5):
        state.apply(raise_(state.to_act, 10))
    assert state.battle.raises == 5
    state = duel(1, 1, structure="no-limit", raise_cap=1)
    play(state, bet(0, 1), raise_(1, 10))
    refused(state, raise_(0, 10), "R14.4")


# R14.5 -------------------------------------------------------------------------------------

def test_r14_5_an_attacker_who_folds_to_a_raise_is_out_and_the_defender_captures():
    state = three()
    play(state, bet(0, 2), raise_(2))
    pot = state.pot
    events = state.apply(fold(0))
    assert events[0] == A.Folded(0, "respond")
    ended = one(events, A.BattleEnded)
    assert (ended.outcome, ended.winner, ended.rule) == ("attacker_folded", 2, "R14.5")
    assert one(events, A.CardsCaptured) == A.CardsCaptured(2, 0, (C("2c"), C("9s")))
    assert one(events, A.SeatEliminated) == A.SeatEliminated(0, "R14.5")
    assert state.in_hand == [False, True, True]
    assert state.pot == pot  # all chips stay in the pot
    assert set(state.discard_pile) == {C("3c"), C("4c"), C("5c")}
    for viewer in (1, 2):
        seen = one(redact_events(events, viewer), A.CardsToDiscardPile)
        assert seen.palace == (UNKNOWN,) * 3  # unseen
    assert state.battles[-1] == BattleRecord(0, 2, Outcome.ATTACKER_FOLDED)
    assert (state.phase, state.to_act) == ("trim", 2)
    state.apply(disc(2))
    assert state.to_act == 1  # R7.3: from the attacker's seat


def test_r14_5_a_defender_who_folds_to_a_re_raise_is_out():
    state = three()
    play(state, bet(0, 2), raise_(2), raise_(0))
    events = state.apply(fold(2))
    assert events[0] == A.Folded(2, "respond")
    ended = one(events, A.BattleEnded)
    assert (ended.outcome, ended.winner, ended.rule) == ("defender_folded", 0, "R14.5")
    assert strs(state.soldiers[0]) == ["9s", "2h", "7s"]


# R14.6 -------------------------------------------------------------------------------------

def test_r14_6_a_player_who_cannot_pay_a_raise_may_call_all_in_but_not_re_raise():
    # Seat 0: 30 chips - 2 ante - 5 buy - 10 bet = 13. The defender raises (10 + 10); seat 0
    # owes 10 and could not add a raise of 10 on top.
    state = duel(1, 1, chips=[30, 200])
    play(state, bet(0, 1), raise_(1))
    assert state.chips[0] == 13
    assert state.legal_actions() == [A.Fold(0), A.Call(0)]
    error = refused(state, raise_(0), "R14.6")
    assert "all-in" in str(error)
    events = state.apply(call(0))
    assert one(events, A.Called) == A.Called(0, 10, False)


def test_r14_6_short_of_even_the_raise_the_call_is_all_in():
    state = duel(1, 1, chips=[25, 200])  # 8 left after the bet
    play(state, bet(0, 1), raise_(1))
    assert state.chips[0] == 8
    refused(state, raise_(0), "R14.6")
    events = state.apply(call(0))
    assert one(events, A.Called) == A.Called(0, 8, True)
    assert state.chips[0] == 0 and of_type(events, A.BattleEnded)


def test_r14_6_a_defender_who_cannot_pay_call_and_raise_may_not_raise():
    state = duel(1, 1, chips=[200, 25])  # seat 1: 25 - 2 - 5 = 18 < 10 + 10
    play(state, bet(0, 1))
    assert state.legal_actions() == [A.Fold(1), A.Call(1)]
    refused(state, raise_(1), "R14.6")


def test_r14_6_no_limit_short_of_a_big_bet_after_the_call_may_not_raise():
    state = duel(1, 1, chips=[200, 26], structure="no-limit")  # 19 left, call 10
    play(state, bet(0, 1))
    refused(state, raise_(1, 9), "R14.6")
    refused(state, raise_(1, 10), "R14.6")
