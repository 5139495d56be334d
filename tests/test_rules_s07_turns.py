"""RULES.md section 7: turns (R7.1-R7.3)."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from palace_desktop.engine import actions as A
from palace_desktop.engine.actions import RuleViolation
from palace_desktop.engine.cards import standard_deck
from palace_desktop.engine.deal import SeedDeal
from palace_desktop.engine.rules import CHOICES, Rules
from palace_desktop.engine.state import GameState

from rules_support import (bet, buy, call, disc, fold, one, raise_, refused, snapshot, start,
                           stay)

FOUR = ("2c 2d 2h 2s", ["3c 4c 5c", "3d 4d 5d", "3h 4h 5h", "3s 4s 5s"])


def test_r7_1_the_player_on_the_dealers_left_acts_first():
    for dealer, first in [(0, 1), (1, 2), (2, 3), (3, 0)]:
        state, events = start(*FOUR, dealer=dealer)
        assert state.to_act == first and state.phase == "turn"
        assert events[-1] == A.TurnStarted(first)


def test_r7_1_a_seat_sitting_out_on_the_dealers_left_is_skipped():
    state, _ = start(["2c", None, "2d"], ["3c 4c 5c", "", "3d 4d 5d"], chips=[50, 0, 50],
                     dealer=0)
    assert state.to_act == 2


def test_r7_1_turns_pass_clockwise_among_players_still_in_the_hand():
    state, _ = start(*FOUR, dealer=1)  # order 2, 3, 0, 1
    order = []
    events = state.apply(stay(2))
    order.append(one(events, A.TurnStarted).seat)
    events = state.apply(fold(3))
    order.append(one(events, A.TurnStarted).seat)
    events = state.apply(stay(0))
    order.append(one(events, A.TurnStarted).seat)
    events = state.apply(buy(1)) + state.apply(disc(1))
    order.append(one(events, A.TurnStarted).seat)
    assert order == [3, 0, 1, 2]
    events = state.apply(stay(2))
    assert one(events, A.TurnStarted).seat == 0  # seat 3 folded: skipped


def test_r7_1_acting_out_of_turn_is_refused():
    state, _ = start(*FOUR)
    for seat in (1, 2, 3):
        refused(state, stay(seat), "R7.1")
        refused(state, buy(seat), "R7.1")
        refused(state, bet(seat, 0), "R7.1")


def test_r7_2_a_turn_offers_buy_discard_stay_fold_and_bet():
    state, _ = start(*FOUR, draw="9s 8s")
    state.apply(buy(0))
    state.apply(disc(0))
    for seat in (1, 2, 3):
        state.apply(stay(seat))
    kinds = {type(a) for a in state.legal_actions()}
    assert kinds == {A.Buy, A.Discard, A.Stay, A.Fold, A.Bet}


def test_r7_2_exactly_one_option_per_turn_then_the_turn_passes():
    state, _ = start(*FOUR)
    state.apply(stay(0))
    assert state.to_act == 1
    refused(state, stay(0), "R7.1")


def test_r7_2_call_or_raise_without_a_bet_is_not_an_option():
    state, _ = start(*FOUR)
    refused(state, call(0), "R7.2")
    refused(state, raise_(0), "R7.2")
    refused(state, raise_(0, 10), "R7.2")


def test_r7_2_something_that_is_not_an_action_is_refused():
    state, _ = start(*FOUR)
    with pytest.raises(A.RuleViolation) as info:
        state.apply("stay")
    assert info.value.rule == "R7.2" and str(info.value).startswith("R7.2")


def test_r7_3_turn_passes_from_attacker_seat_after_the_attacker_wins():
    # Seat 1 attacks seat 3 and wins; seat 1 trims; the turn goes to seat 2 (after seat 1).
    state, _ = start("2c Ad 2h 3s", ["3c 4c 5c", "Ac Ah 9d", "3h 4h 5h", "6s 7d 8c"])
    state.apply(stay(0))
    events = play_battle(state, 1, 3)
    assert one(events, A.BattleEnded).winner == 1
    assert state.phase == "trim" and state.to_act == 1
    events = state.apply(disc(1))
    assert state.phase == "turn" and state.to_act == 2
    assert events[-1] == A.TurnStarted(2)


def test_r7_3_turn_passes_from_attacker_seat_even_when_eliminated():
    # Seat 2 attacks seat 0 and loses: seat 0 captures and trims, then the turn passes to the
    # seat after the attacker's (seat 3), not after the captor's (seat 1).
    state, _ = start("Ad 2c 2h 3s", ["Ac As 9d", "3c 4c 5c", "3h 4h 6h", "6s 7s 8c"])
    state.apply(stay(0))
    state.apply(stay(1))
    events = play_battle(state, 2, 0)
    assert one(events, A.BattleEnded).winner == 0
    assert state.in_hand == [True, True, False, True]
    assert (state.phase, state.to_act) == ("trim", 0)
    state.apply(disc(0))
    assert (state.phase, state.to_act) == ("turn", 3)


def test_r7_3_after_the_attacker_is_out_the_next_seat_clockwise_in_the_hand_acts():
    # Seat 3 attacks seat 1 and loses; the seat after 3 is 0, which has folded: seat 1 (the
    # captor) acts after its trim, as the next seat in the hand clockwise from seat 3.
    state, _ = start("2c Ad 2h 3s", ["3c 4c 5c", "Ac As 9d", "3h 4h 6h", "6s 7s 8c"])
    state.apply(fold(0))
    state.apply(stay(1))
    state.apply(stay(2))
    play_battle(state, 3, 1)
    assert state.in_hand == [False, True, True, False]
    state.apply(disc(1))
    assert (state.phase, state.to_act) == ("turn", 1)


def test_r7_3_after_a_defender_folds_the_turn_passes_from_the_attacker():
    state, _ = start(*FOUR)
    state.apply(stay(0))
    state.apply(bet(1, 3))
    state.apply(fold(3))
    assert (state.phase, state.to_act) == ("trim", 1)
    state.apply(disc(1))
    assert (state.phase, state.to_act) == ("turn", 2)


def test_r7_3_after_a_both_out_battle_the_turn_passes_from_the_attacker():
    # Seats 1 and 2 hold equal hands and as many banner-suit cards: both out (R15.6); the turn
    # passes to seat 3, the next in the hand after the attacker.
    state, _ = start("2c 2d 2h 2s", ["3c 4c 5c", "Ks Qs 9c", "Kc Qc 9s", "3s 4s 5s"])
    state.apply(stay(0))
    events = play_battle(state, 1, 2)
    assert one(events, A.BattleEnded).outcome == "both_out"
    assert (state.phase, state.to_act) == ("turn", 3)


def play_battle(state, attacker, defender):
    return state.apply(bet(attacker, defender)) + state.apply(call(defender))


# Any action at any moment: legal ones apply, the others raise RuleViolation naming a rule and
# change nothing (R7.2: a turn takes exactly one of the options, and nothing else happens).

RULE_IDS = {f"R{s}.{n}" for s in range(1, 21) for n in range(1, 10)}


def arbitrary_action(state, rng):
    seat = rng.choice([state.to_act] * 3 + list(range(-1, state.num_seats + 1)))
    kind = rng.choice(["buy", "discard", "stay", "fold", "bet", "call", "raise"])
    if kind == "discard":
        pool = [c for s in state.soldiers for c in s] + rng.sample(standard_deck(), 3)
        picked = [rng.choice(pool) for _ in range(rng.randint(0, 3))] if pool else []
        return A.Discard(seat, tuple(picked))
    if kind == "bet":
        return A.Bet(seat, rng.randint(-1, state.num_seats))
    if kind == "raise":
        return A.Raise(seat, rng.choice([None, 0, -5, 1, 5, 10, 20, 37, 500]))
    return {"buy": A.Buy, "stay": A.Stay, "fold": A.Fold, "call": A.Call}[kind](seat)


def assert_listed(action, legal, state):
    """An action the check accepts is among the legal actions (discards in any card order;
    no-limit raises are listed at a few sizes only, any size in `raise_range()` is fine)."""
    if isinstance(action, A.Discard):
        wanted = (action.seat, frozenset(action.cards))
        assert wanted in {(a.seat, frozenset(a.cards)) for a in legal
                          if isinstance(a, A.Discard)}
    elif isinstance(action, A.Raise):
        low, high = state.raise_range()
        if state.rules.is_limit:
            assert A.Raise(action.seat, low) in legal and action.amount in (None, low)
        else:
            assert low <= action.amount <= high
    else:
        assert action in legal


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(min_value=0, max_value=2**32))
def test_r7_2_any_refused_action_names_a_rule_and_changes_nothing(seed):
    rng = random.Random(seed)
    seats = rng.randint(2, 6)
    house = {name: rng.choice(values) for name, values in CHOICES.items()}
    rules = Rules.make(small_bet=rng.choice([1, 5]), **house)
    state, _ = GameState.start(rules, [f"P{i}" for i in range(seats)],
                               [rng.choice([10, 40, 200]) for _ in range(seats)],
                               rng.randrange(seats), SeedDeal(seed))
    for _ in range(300):
        action = arbitrary_action(state, rng)
        before = snapshot(state)
        legal = state.legal_actions()
        try:
            state.check(action)
        except RuleViolation as error:
            assert error.rule in RULE_IDS and str(error).startswith(error.rule + ": ")
            assert action not in legal
            try:
                state.apply(action)
            except RuleViolation as again:
                assert again.rule == error.rule
            else:
                raise AssertionError(f"apply accepted {action} that check refused")
            assert snapshot(state) == before
        else:
            assert_listed(action, legal, state)
            state.apply(action)
        if state.is_over:
            break
        if rng.random() < 0.5:
            state.apply(rng.choice(state.legal_actions()))
            if state.is_over:
                break
