"""RULES.md section 17: the end of the hand (R17.1-R17.4; house rule `two_left`, R2.4)."""

from __future__ import annotations

import pytest

from palace_desktop.engine import actions as A
from palace_desktop.engine.history import result_of

from rules_support import (bet, buy, call, disc, fold, of_type, one, play, raise_, refused,
                           start, stay, strs)

THREE = ("2c 2d 2h", ["Ac Kc 9s", "Ad Qd 8s", "Ah Jh 7s"])
# Five players from dealer 4: seat 4 (player 5) shares clubs with seat 0.
FIVE = ("2c 2d 2h 2s 3c", ["4c 5c 6c", "4d 5d 6d", "4h 5h 6h", "4s 5s 6s", "7c 8c 9c"])


# R17.1 -------------------------------------------------------------------------------------

def test_r17_1_one_player_left_wins_the_pot():
    state, _ = start(*THREE)
    play(state, fold(0))
    events = state.apply(fold(1))
    award = one(events, A.PotAwarded)
    assert (award.rule, award.winners, award.payouts) == ("R17.1", (2,), (0, 0, 6))
    assert events[-1] == A.HandEnded((198, 198, 204))
    assert state.is_over and state.pot == 0 and state.to_act is None
    assert not of_type(events, A.ShowdownHeld) and state.showdown is None


def test_r17_1_same_suit_survivors_split_after_the_others_fold():
    state, _ = start(*FIVE)
    play(state, stay(0), fold(1), fold(2))
    assert not state.is_over
    events = state.apply(fold(3))  # seats 0 and 4 remain, both clubs
    award = one(events, A.PotAwarded)
    assert award.rule == "R17.1" and award.winners == (0, 4)
    assert award.payouts == (5, 0, 0, 0, 5)
    assert not of_type(events, A.BattleHandShown) and not of_type(events, A.ShowdownHeld)
    assert state.in_hand == [True, False, False, False, True]


def test_r17_1_same_suit_survivors_split_after_a_battle():
    # Seats 1 and 2 fold; seat 3 attacks seat 4 and loses; seats 0 and 4 (both clubs) are
    # left and split at once, without the captor's trim step.
    state, _ = start(*FIVE)
    play(state, stay(0), fold(1), fold(2))
    state.apply(bet(3, 4))
    events = state.apply(call(4))
    assert one(events, A.BattleEnded).winner == 4
    award = one(events, A.PotAwarded)
    assert award.rule == "R17.1" and award.winners == (0, 4)
    assert award.payouts == (10, 0, 0, 0, 10)  # pot 5 x 2 + 5 + 5
    assert state.is_over and state.phase == "over"
    assert not of_type(events, A.ShowdownHeld)


# R17.2 -------------------------------------------------------------------------------------

def test_r17_2_the_hand_ends_when_everyone_has_stayed():
    state, _ = start(*THREE)
    play(state, stay(0), stay(1))
    assert not state.is_over
    events = state.apply(stay(2))
    assert one(events, A.ShowdownHeld).rule == "R17.3"
    assert state.is_over


def test_r17_2_a_buy_starts_the_quiet_round_over():
    state, _ = start(*THREE)
    play(state, stay(0), buy(1), disc(1), stay(2), stay(0))
    assert not state.is_over and state.quiet == {2, 0}
    play(state, stay(1))
    assert state.is_over


def test_r17_2_the_trim_after_a_buy_is_not_a_quiet_discard():
    state, _ = start(*THREE, draw="9h")
    play(state, stay(0), stay(1), buy(2), disc(2, "9h"))
    assert not state.is_over and state.quiet == set()


def test_r17_2_discards_and_folds_are_quiet():
    state, _ = start(*THREE, draw="9h")
    play(state, buy(0), disc(0), stay(1), stay(2))
    events = state.apply(disc(0, "9h"))  # 1 and 2 stayed since the buy; 0 discards
    assert one(events, A.ShowdownHeld)
    state, _ = start(*THREE)
    play(state, stay(0), stay(1))
    events = state.apply(fold(2))
    assert state.is_over and one(events, A.ShowdownHeld).rule == "R17.4"


def test_r17_2_a_bet_is_loud_even_when_the_defender_folds():
    state, _ = start(*THREE)
    play(state, stay(0), stay(1), bet(2, 0), fold(0), disc(2))
    assert state.quiet == set() and state.to_act == 1
    play(state, stay(1))
    assert not state.is_over
    events = state.apply(stay(2))
    assert state.is_over and one(events, A.ShowdownHeld).rule == "R17.4"


def test_r17_2_a_bet_is_loud_after_a_called_battle_too():
    # Everyone but seat 3 has stayed; seat 3 attacks seat 0 and loses; seat 0 captures and
    # trims. The quiet round starts again: the hand ends only after 0, 1 and 2 all stay.
    state, _ = start("2c 2d 2h 2s", ["Ac Kc 9s", "Ad Qd 8s", "Ah Jh 7s", "3s 4s 5c"])
    play(state, stay(0), stay(1), stay(2), bet(3, 0), call(0), disc(0))
    assert state.in_hand == [True, True, True, False]
    assert state.quiet == set() and state.to_act == 0
    play(state, stay(0), stay(1))
    assert not state.is_over
    events = state.apply(stay(2))
    assert state.is_over and one(events, A.ShowdownHeld).rule == "R17.3"


# R17.3 -------------------------------------------------------------------------------------

def test_r17_3_three_or_more_left_normal_showdown_best_hand_wins():
    state, _ = start(*THREE)
    events = play(state, stay(0), stay(1), stay(2))
    held = one(events, A.ShowdownHeld)
    assert held.rule == "R17.3" and held.winners == (0,)
    award = one(events, A.PotAwarded)
    assert (award.rule, award.winners, award.payouts) == ("R17.3", (0,), (6, 0, 0))
    result = result_of(state)
    assert result["showdown"] == {"winners": [0], "hands": [
        {"seat": 0, "category": "high card", "cards": ["Ac", "Kc", "9s", "2c"]},
        {"seat": 1, "category": "high card", "cards": ["Ad", "Qd", "8s", "2d"]},
        {"seat": 2, "category": "high card", "cards": ["Ah", "Jh", "7s", "2h"]}]}
    assert result["in_hand"] == [True, True, True]  # nobody is put out by the showdown
    assert state.chips == [204, 198, 198]


def test_r17_3_no_exclusion_in_the_quiet_round_showdown():
    # Seat 0 holds a pair of aces, one of them a diamond (seat 1's banner suit): it counts.
    state, _ = start("2c 2d 2h", ["Ac Ad 9s", "Kd Ks 8s", "Qh Qs 7s"])
    events = play(state, stay(0), stay(1), stay(2))
    held = one(events, A.ShowdownHeld)
    hands = {seat: (cat, strs(cards)) for seat, cat, cards, _ in held.hands}
    assert hands[0] == ("one pair", ["Ac", "Ad", "9s", "2c"])
    assert held.winners == (0,)


def test_r17_3_r20_3_two_fours_of_a_kind_show_the_lower_four_as_the_kicker():
    # The best five of each hand decide: four threes and a two, not four threes alone (which
    # was worth less than the same cards with a two taken away); four aces and a king, not
    # the four. Seat 0 buys 2s 3d 3h 3s, seat 1 Kc Kd Kh Ks 4d, seat 2 stays.
    state, _ = start("3c Ad 9s", ["2c 2d 2h", "Ac Ah As", "9c 8d 7h"],
                     draw="2s Kc 3d Kd 3h Kh 3s Ks 4d")
    for _ in range(4):
        play(state, buy(0), disc(0), buy(1), disc(1), stay(2))
    events = play(state, stay(0), buy(1), disc(1), stay(2), stay(0), stay(1))
    held = one(events, A.ShowdownHeld)
    hands = {seat: (cat, strs(cards)) for seat, cat, cards, _ in held.hands}
    assert hands[0] == ("four of a kind", ["3c", "3d", "3h", "3s", "2c"])
    assert hands[1] == ("four of a kind", ["Ad", "Ac", "Ah", "As", "Kc"])
    assert held.winners == (1,)


def test_r17_3_no_banner_tie_break_equal_best_hands_split():
    # Seats 0 and 1 both hold A K 9 8 2; seat 1 holds three diamonds (its banner suit) to seat
    # 0's two clubs, which would decide a battle (R15.5) but not this showdown.
    state, _ = start("2c 2d 2h", ["Ac Kh 9s", "Ad Kd 9h", "Qh 3s 7s"], draw="8s 8h")
    events = play(state, buy(0), disc(0), buy(1), disc(1), stay(2), stay(0), stay(1))
    assert state.is_over
    assert one(events, A.ShowdownHeld).winners == (0, 1)
    assert state.showdown["winners"] == [0, 1]
    assert state.payouts == [8, 8, 0]  # pot 6 + 5 + 5


def test_r17_3_the_showdown_shows_every_remaining_hand_and_skips_folded_ones():
    state, _ = start("2c 2d 2h 2s", ["Ac Kc 9s", "Ad Qd 8s", "Ah Jh 7s", "3s 4s 5c"])
    events = play(state, fold(0), stay(1), stay(2), stay(3))
    held = one(events, A.ShowdownHeld)
    assert [h[0] for h in held.hands] == [1, 2, 3]
    assert [h["seat"] for h in state.showdown["hands"]] == [1, 2, 3]
    assert held.winners == (1,)


# R17.4 -------------------------------------------------------------------------------------

# Exclusion decides: seat 0 (banner 2c) holds Ac Ad 9s, seat 1 (banner 3d) Ks Kh 8s. In a
# battle seat 0 loses its Ad (diamonds) and has ace high against kings.
EXCLUSION = ("2c 3d", ["Ac Ad 9s", "Ks Kh 8s"])
# The banner tie-break decides: both count A K 9 2, seat 1 holds two diamonds to one club.
TIE_BREAK = ("2c 2d", ["Ah Kh 9s", "As Kd 9h"])
# Still equal: both count A K 9 2 and hold one card of their banner suit.
EQUAL = ("2c 2d", ["Ah Ks 9s", "As Kh 9h"])


def test_r17_4_two_left_settle_by_battle_rules_with_the_exclusion():
    state, _ = start(*EXCLUSION)
    chips = list(state.chips)
    events = play(state, stay(0), stay(1))
    held = one(events, A.ShowdownHeld)
    assert (held.rule, held.winners) == ("R17.4", (1,))
    assert state.showdown["hands"] == [
        {"seat": 0, "category": "high card", "cards": ["Ac", "9s", "2c"]},
        {"seat": 1, "category": "one pair", "cards": ["Ks", "Kh", "8s", "3d"]}]
    assert not of_type(events, A.BetPlaced) and not of_type(events, A.Called)
    assert state.payouts == [0, 4] and state.chips == [chips[0], chips[1] + 4]
    assert state.in_hand == [True, True]  # nobody is put out
    assert not of_type(events, A.CardsCaptured)


def test_r17_4_two_left_use_the_banner_tie_break():
    state, _ = start(*TIE_BREAK)
    events = play(state, stay(0), stay(1))
    assert one(events, A.ShowdownHeld).winners == (1,)
    assert state.payouts == [0, 4]


def test_r17_4_two_left_still_equal_split():
    state, _ = start(*EQUAL)
    events = play(state, stay(0), stay(1))
    assert one(events, A.ShowdownHeld).winners == (0, 1)
    assert state.payouts == [2, 2]


@pytest.mark.parametrize("scenario,winners,payouts", [
    (EXCLUSION, [0], [4, 0]),  # pair of aces: the Ad counts
    (TIE_BREAK, [0, 1], [2, 2]),  # no banner tie-break
    (EQUAL, [0, 1], [2, 2]),
])
def test_r17_4_r2_4_house_rule_two_left_showdown_plays_as_r17_3(scenario, winners, payouts):
    state, _ = start(*scenario, two_left="showdown")
    events = play(state, stay(0), stay(1))
    held = one(events, A.ShowdownHeld)
    assert held.rule == "R17.3"
    assert state.showdown["winners"] == winners
    assert state.payouts == payouts


def test_r17_4_the_two_left_after_a_battle_settle_the_same_way():
    # Three players; seat 2 folds after the others stayed: 0 and 1 are quiet -> R17.4.
    state, _ = start("2c 3d 2h", ["Ac Ad 9s", "Ks Kh 8s", "4h 5h 6c"])
    events = play(state, stay(0), stay(1), fold(2))
    assert one(events, A.ShowdownHeld).rule == "R17.4"
    assert state.showdown["winners"] == [1]


def test_r17_no_action_after_the_hand_is_over():
    state, _ = start(*EQUAL)
    play(state, stay(0), stay(1))
    assert state.legal_actions() == []
    for action in (stay(0), stay(1), buy(0), fold(1), bet(0, 1), call(1), raise_(0)):
        refused(state, action, "R17.1")
