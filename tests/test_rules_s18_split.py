"""RULES.md section 18: splitting the pot (R18.1)."""

from __future__ import annotations

import pytest

from palace_desktop.engine import actions as A

from rules_support import bet, buy, call, disc, fold, one, play, start, stay


@pytest.mark.parametrize("dealer,payouts", [
    (1, [4, 3, 4]),  # order 2, 0, 1: seats 2 and 0 get the odd chips
    (2, [4, 4, 3]),  # order 0, 1, 2
    (0, [3, 4, 4]),  # order 1, 2, 0
])
def test_r18_1_equal_shares_odd_chips_clockwise_from_the_dealers_left(dealer, payouts):
    # Three equal hands (A K 9 2 each); one buy makes the pot 6 + 5 = 11 for three winners.
    state, _ = start("2c 2d 2h", ["Ac Kd 9h", "Ad Kh 9s", "Ah Ks 9c"], dealer=dealer,
                     draw="3s")
    first = state.to_act
    play(state, buy(first), disc(first, "3s"))
    while not state.is_over:
        state.apply(stay(state.to_act))
    assert sorted(state.showdown["winners"]) == [0, 1, 2]
    assert state.payouts == payouts and sum(payouts) == 11


@pytest.mark.parametrize("dealer,payouts", [(1, [10, 9]), (0, [9, 10])])
def test_r18_1_a_split_battle_of_the_last_two_gives_the_odd_chip_from_the_dealers_left(
        dealer, payouts):
    # Equal battle hands and banner counts (R15.6); pot 4 + 5 (buy) + 5 + 5 = 19.
    state, _ = start("2c 2d", ["Ah Ks 9s", "As Kh 9h"], dealer=dealer, draw="3s")
    first = state.to_act
    other = 1 - first
    play(state, buy(first), disc(first, "3s"), stay(other), bet(first, other))
    events = state.apply(call(other))
    assert one(events, A.BattleEnded).outcome == "split"
    assert state.payouts == payouts
    award = one(events, A.PotAwarded)
    assert award.winners == ((0, 1) if dealer == 1 else (1, 0))


def test_r18_1_same_suit_survivors_split_with_the_odd_chip_to_the_first_from_the_dealers_left():
    state, _ = start("2c 2d 2h 2s 3c", ["4c 5c 6c", "4d 5d 6d", "4h 5h 6h", "4s 5s 6s",
                                        "7c 8c 9c"], draw="Ts")
    play(state, buy(0), disc(0, "Ts"), fold(1), fold(2))
    events = state.apply(fold(3))
    award = one(events, A.PotAwarded)
    assert award.winners == (0, 4) and award.payouts == (8, 0, 0, 0, 7)


def test_r18_1_an_even_pot_splits_evenly():
    state, _ = start("2c 2d", ["Ah Ks 9s", "As Kh 9h"])
    play(state, stay(0), stay(1))
    assert state.payouts == [2, 2] and state.pot == 0
