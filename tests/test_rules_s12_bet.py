"""RULES.md section 12: Bet, the start of a battle (R12.1-R12.5)."""

from __future__ import annotations

import pytest

from palace_desktop.engine import actions as A

from rules_support import (C, bet, buy, call, disc, fold, of_type, one, play, refused, start,
                           stay, strs)

THREE = ("2c 2d 2h", ["3c 4c 5c", "3d 4d 6d", "Ah Kh Qh"])
# Five players from dealer 4: seats 0-3 are players 1-4, seat 4 is player 5 and may share
# seat 0's suit (R5.2).
FIVE = ("2c 2d 2h 2s 3c", ["4c 5c 6c", "4d 5d 6d", "4h 5h 6h", "4s 5s 6s", "7c 8c 9c"])


def test_r12_1_bet_names_an_opponent_who_must_answer():
    state, _ = start(*THREE)
    events = state.apply(bet(0, 2))
    assert events == [A.BetPlaced(0, 2, 5), A.TurnStarted(2)]
    assert (state.phase, state.to_act) == ("defend", 2)
    assert (state.battle.attacker, state.battle.defender, state.battle.bet) == (0, 2, 5)


@pytest.mark.parametrize("target", [0, -1, 3, 7])
def test_r12_1_the_target_must_be_an_opponent_at_the_table(target):
    state, _ = start(*THREE)
    refused(state, bet(0, target), "R12.1")


def test_r12_1_no_bet_against_a_player_who_has_left_the_hand():
    state, _ = start(*THREE)
    state.apply(stay(0))
    state.apply(fold(1))
    refused(state, bet(2, 1), "R12.1")
    assert [a.target for a in state.legal_actions() if isinstance(a, A.Bet)] == [0]


def test_r12_1_no_bet_against_a_seat_sitting_out():
    state, _ = start(["2c", None, "2d"], ["3c 4c 5c", "", "3d 4d 5d"], chips=[50, 0, 50])
    refused(state, bet(0, 1), "R12.1")


def test_r12_2_no_bet_against_same_banner_suit():
    state, _ = start(*FIVE)
    refused(state, bet(0, 4), "R12.2")
    targets = [a.target for a in state.legal_actions() if isinstance(a, A.Bet)]
    assert targets == [1, 2, 3]
    state.apply(stay(0))
    for seat in (1, 2, 3):
        state.apply(stay(seat))
    refused(state, bet(4, 0), "R12.2")


def test_r12_2_captured_banners_do_not_change_the_suit():
    # Seat 0 (banner 2c) beats seat 1 (banner 2d) and holds 2d as a soldier: it still may
    # not attack seat 4 (clubs), and nobody's clubs/diamonds status changes.
    banners = "2c 2d 2h 2s 3c"
    palaces = ["Ac As Ad", "4d 5d 7h", "4h 5h 6h", "4s 5s 6s", "7c 8c 9c"]
    state, _ = start(banners, palaces)
    play(state, bet(0, 1), call(1))
    assert C("2d") in state.soldiers[0]
    state.apply(disc(0))
    for seat in (2, 3, 4):
        state.apply(stay(seat))
    refused(state, bet(0, 4), "R12.2")
    assert [a.target for a in state.legal_actions() if isinstance(a, A.Bet)] == [2, 3]


@pytest.mark.parametrize("structure", ["limit", "no-limit"])
def test_r12_3_the_bet_is_soldiers_plus_one_times_the_small_bet(structure):
    state, _ = start(*THREE, draw="9s 8s 7s", small_bet=3, structure=structure)
    play(state, buy(0), disc(0), stay(1), stay(2), buy(0), disc(0), stay(1), stay(2))
    assert len(state.soldiers[0]) == 2
    chips, pot = state.chips[0], state.pot
    events = state.apply(bet(0, 1))
    assert one(events, A.BetPlaced).amount == 9
    assert state.chips[0] == chips - 9 and state.pot == pot + 9


def test_r12_3_without_soldiers_the_bet_is_one_small_bet():
    state, _ = start(*THREE, small_bet=7)
    assert one(state.apply(bet(0, 1)), A.BetPlaced).amount == 7


def test_r12_4_all_chips_go_into_the_one_pot_a_battle_wins_cards_not_chips():
    state, _ = start(*THREE)
    chips = list(state.chips)
    events = play(state, stay(0), bet(1, 0), call(0))  # seat 0 (5 high) loses to seat 1 (6 high)
    assert one(events, A.BattleEnded).winner == 1
    assert state.pot == 6 + 5 + 5
    assert state.chips == [chips[0] - 5, chips[1] - 5, chips[2]]
    assert not of_type(events, A.PotAwarded)
    assert strs(state.soldiers[1]) == ["2c"]


def test_r12_5_a_player_who_cannot_pay_the_bet_cannot_bet():
    state, _ = start(*THREE, chips=[6, 200, 200])  # 4 left, the bet is 5
    assert not any(isinstance(a, A.Bet) for a in state.legal_actions())
    refused(state, bet(0, 1), "R12.5")


def test_r12_5_a_bet_of_exactly_all_chips_is_allowed():
    state, _ = start(*THREE, chips=[7, 200, 200])
    state.apply(bet(0, 1))
    assert state.chips[0] == 0


def test_r12_5_a_player_may_attack_again_in_the_same_hand():
    # Seat 2 (hearts, A K Q) beats seat 0, trims, then later beats seat 1 as well.
    state, _ = start(*THREE)
    play(state, stay(0), stay(1), bet(2, 0), call(0), disc(2))
    assert state.to_act == 1  # R7.3: after the attacker, seat 0 is out
    play(state, stay(1))
    events = play(state, bet(2, 1), call(1))
    assert one(events, A.BattleEnded).winner == 2
    assert state.is_over and state.payouts[2] == state.committed[0] + state.committed[1] + \
        state.committed[2]
