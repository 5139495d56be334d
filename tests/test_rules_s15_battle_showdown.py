"""RULES.md section 15: battle showdown (R15.1-R15.7; house rule `exclusion`, R2.4)."""

from __future__ import annotations

import pytest

from palace_desktop.engine import actions as A
from palace_desktop.engine.history import result_of

from rules_support import (C, bet, buy, call, disc, of_type, one, play, raise_, start, stay,
                           strs)


def battle(state, attacker, defender):
    return play(state, bet(attacker, defender), call(defender))


def shown(events):
    return {e.seat: e for e in of_type(events, A.BattleHandShown)}


# R15.1 -------------------------------------------------------------------------------------

def test_r15_1_on_a_call_both_battle_hands_are_compared():
    state, _ = start("2c 2d", ["Ah Kh 9s", "Qh Js 8h"])
    events = battle(state, 0, 1)
    hands = shown(events)
    assert set(hands) == {0, 1}
    assert (hands[0].category, strs(hands[0].cards)) == ("high card", ["Ah", "Kh", "9s", "2c"])
    assert (hands[1].category, strs(hands[1].cards)) == ("high card", ["Qh", "Js", "8h", "2d"])
    kinds = [type(e) for e in events]
    assert kinds.index(A.Called) < kinds.index(A.BattleHandShown) < kinds.index(A.BattleEnded)


@pytest.mark.parametrize("caller", [0, 1])
def test_r15_1_the_last_to_call_looks_first(caller):
    # The caller always sees the other's hand; here the caller loses, so its own hand is not
    # shown to the other (R19.2). Seat 0 attacks; seat 1 calls, or raises and seat 0 calls.
    palaces = ["Ah Kh 9s", "Qh Js 8h"] if caller == 1 else ["Qh Js 8h", "Ah Kh 9s"]
    state, _ = start("2c 2d", palaces, draw="7s 6s")
    play(state, buy(0), disc(0), buy(1), disc(1), bet(0, 1))
    events = state.apply(call(1)) if caller == 1 else play(state, raise_(1), call(0))
    other = 1 - caller
    hands = shown(events)
    assert caller in hands[other].audience
    assert hands[caller].audience == frozenset({caller})
    assert one(events, A.BattleEnded).winner == other


# R15.2 -------------------------------------------------------------------------------------

def test_r15_2_the_battle_hand_is_the_best_five_of_banner_palace_and_soldiers():
    # Seat 0 holds 9 cards: banner Kc, palace Ks 4h 3h, soldiers Kh 9h 8s 7s 6s; best five:
    # three kings with 9 and 8. Seat 1 (banner 2d) holds a pair of queens.
    state, _ = start("Kc 2d", ["Ks 4h 3h", "Qs Qh 5c"], draw="Kh 9h 8s 7s 6s")
    for _ in range(5):
        play(state, buy(0), disc(0), stay(1))
    assert len(state.held_cards(0)) == 9
    events = battle(state, 0, 1)
    hand = shown(events)[0]
    assert hand.category == "three of a kind"
    assert strs(hand.cards) == ["Kc", "Ks", "Kh", "9h", "8s"]


def test_r15_2_a_bare_hand_has_four_cards():
    state, _ = start("Kc 2d", ["Ks 4h 3h", "Qs Qh 5c"])
    assert len(state.held_cards(0)) == 4
    hand = shown(battle(state, 0, 1))[0]
    assert (hand.category, strs(hand.cards)) == ("one pair", ["Kc", "Ks", "4h", "3h"])


# R15.3 -------------------------------------------------------------------------------------

# Scenario A: seat 0 (banner 2c) holds Ah As 7d, seat 1 (banner 3h) holds Kd Ks 9s.
#   suit: seat 0 loses Ah (hearts is seat 1's banner suit): A high against kings.
#   rank, none: aces against kings.
# Scenario B: seat 0 (banner 2c) holds 3d 3s 8d, seat 1 (banner 3h) holds Kd Qs 9s.
#   rank: seat 0 loses both threes (seat 1's banner rank): 8 high against K high.
#   suit, none: threes against K high.
SCENARIOS = {
    "A": ("2c 3h", ["Ah As 7d", "Kd Ks 9s"]),
    "B": ("2c 3h", ["3d 3s 8d", "Kd Qs 9s"]),
}


@pytest.mark.parametrize("scenario,exclusion,winner,hand0", [
    ("A", "suit", 1, ("high card", ["As", "7d", "2c"])),
    ("A", "rank", 0, ("one pair", ["Ah", "As", "7d", "2c"])),
    ("A", "none", 0, ("one pair", ["Ah", "As", "7d", "2c"])),
    ("B", "suit", 0, ("one pair", ["3d", "3s", "8d", "2c"])),
    ("B", "rank", 1, ("high card", ["8d", "2c"])),
    ("B", "none", 0, ("one pair", ["3d", "3s", "8d", "2c"])),
])
def test_r15_3_r2_4_house_rule_exclusion(scenario, exclusion, winner, hand0):
    state, _ = start(*SCENARIOS[scenario], exclusion=exclusion)
    events = battle(state, 0, 1)
    assert one(events, A.BattleEnded).winner == winner
    hand = shown(events)[0]
    assert (hand.category, strs(hand.cards)) == hand0
    record = result_of(state)["battles"][0]["hands"][0]
    assert (record["category"], record["cards"]) == hand0


def test_r15_3_suit_exclusion_drops_every_card_of_the_opponents_banner_suit():
    state, _ = start("2c 3h", ["Ah Kh 7d", "Kd Ks 9s"], draw="Qh")
    play(state, buy(0), disc(0))
    events = play(state, stay(1), bet(0, 1), call(1))
    hand = shown(events)[0]
    assert set(strs(hand.excluded)) == {"Ah", "Kh", "Qh"}
    assert strs(hand.cards) == ["7d", "2c"]
    # Seat 1 loses no card: seat 0's banner is a club.
    assert shown(events)[1].excluded == ()


def test_r15_3_rank_exclusion_drops_every_card_of_the_opponents_banner_rank():
    state, _ = start("2c 3h", ["3d 3s 2h", "Kd Qs 9s"], exclusion="rank")
    events = battle(state, 0, 1)
    hands = shown(events)
    assert set(strs(hands[0].excluded)) == {"3d", "3s"}
    assert set(strs(hands[1].excluded)) == set()  # seat 1 holds no two
    assert strs(hands[0].cards) == ["2c", "2h"]


def test_r15_3_captured_banners_exclude_nothing_only_the_dealt_banner_counts():
    # Seat 0 (banner 2c) captures seat 2's 5h banner: against seat 1 (banner 3d) its hearts
    # still count and its diamonds do not; seat 1 excludes clubs (seat 0's dealt banner), not
    # hearts, so its Qh counts.
    state, _ = start("2c 3d 5h", ["Ah As Kh", "Qd Qh 9c", "4h 6s 7s"])
    play(state, bet(0, 2), call(2), disc(0), stay(1))
    assert C("5h") in state.soldiers[0]
    events = play(state, bet(0, 1), call(1))
    hands = shown(events)
    assert set(strs(hands[1].excluded)) == {"9c"}
    assert hands[0].excluded == ()
    assert one(events, A.BattleEnded).winner == 0


# R15.4 -------------------------------------------------------------------------------------

def test_r15_4_a_missing_card_ranks_below_any_card():
    # Seat 0 counts A K Q J (four cards); seat 1 counts A K Q J 2: seat 1 wins.
    state, _ = start("As 2c", ["Kd Qd Jh", "Ad Kc Qc"], draw="Jd")
    play(state, stay(0), buy(1), disc(1), bet(0, 1))
    events = state.apply(call(1))
    hands = shown(events)
    assert strs(hands[0].cards) == ["As", "Kd", "Qd", "Jh"]
    assert strs(hands[1].cards) == ["Ad", "Kc", "Qc", "Jd", "2c"]
    assert one(events, A.BattleEnded).winner == 1


def test_r15_4_compare_category_first_even_with_fewer_cards():
    # Seat 0 counts only 3 cards after the exclusion but holds a pair; seat 1 holds A K Q J 9.
    state, _ = start("9c 2d", ["9h Kd Qd", "Ah Kh Qs"], draw="Js")
    play(state, stay(0), buy(1), disc(1), bet(0, 1))
    events = state.apply(call(1))
    hands = shown(events)
    assert (hands[0].category, strs(hands[0].cards)) == ("one pair", ["9c", "9h"])
    assert hands[1].category == "high card"
    assert one(events, A.BattleEnded).winner == 0


def test_r15_4_four_suited_or_four_in_a_row_make_no_flush_or_straight():
    # Seat 0: Ah Kh Qh Jh, four hearts in a row: only ace high. Seat 1: a pair of twos.
    state, _ = start("Ah 2c", ["Kh Qh Jh", "2s 5d 7d"])
    events = battle(state, 0, 1)
    hands = shown(events)
    assert hands[0].category == "high card"
    assert hands[1].category == "one pair"
    assert one(events, A.BattleEnded).winner == 1


def test_r15_4_four_cards_can_be_four_of_a_kind_or_two_pair():
    state, _ = start("Ah 2c", ["As Ad Ac", "Ks Kd 7h"])
    hands = shown(battle(state, 0, 1))
    # Seat 0 holds Ac, a club, excluded by seat 1's banner suit: three aces remain.
    assert hands[0].category == "three of a kind"
    state, _ = start("Ah 2c", ["As Ad Ac", "Ks Kd 7h"], exclusion="none")
    hands = shown(battle(state, 0, 1))
    assert (hands[0].category, len(hands[0].cards)) == ("four of a kind", 4)
    state, _ = start("Ah 2c", ["As Kd Ks", "3s 3d 7h"])
    hands = shown(battle(state, 0, 1))
    assert (hands[0].category, strs(hands[0].cards)) == ("two pair", ["Ah", "As", "Kd", "Ks"])


def test_r15_2_r20_3_two_fours_of_a_kind_play_the_higher_four_and_a_card_of_the_lower():
    # With the exclusion a battle hand has at most three suits; house rule `none` lets seat 0
    # keep all 9 cards: AAAA KKKK 2. Its best five are the four aces and a king, not the two.
    state, _ = start("Ac 5d", ["Ad Ah As", "Qd Qh 9s"], draw="Kc Kd Kh Ks 2c", exclusion="none")
    for _ in range(5):
        play(state, buy(0), disc(0), stay(1))
    assert len(state.held_cards(0)) == 9
    events = battle(state, 0, 1)
    hands = shown(events)
    assert (hands[0].category, strs(hands[0].cards)) == ("four of a kind",
                                                         ["Ac", "Ad", "Ah", "As", "Kc"])
    assert one(events, A.BattleEnded).winner == 0


# R15.5 -------------------------------------------------------------------------------------

def test_r15_5_equal_hands_more_cards_of_own_banner_suit_wins():
    # Both count A K Q J 9; seat 1 holds a second diamond (its banner suit), 2d, that plays
    # no part in its best hand.
    state, _ = start("Ac Ad", ["Kh Qh Js", "Ks Qs Jh"], draw="9s 9h 2d")
    play(state, buy(0), disc(0), buy(1), disc(1), stay(0), buy(1), disc(1), bet(0, 1))
    events = state.apply(call(1))
    hands = shown(events)
    assert state.rules.exclusion == "suit"
    assert strs(hands[0].cards) == ["Ac", "Kh", "Qh", "Js", "9s"]
    assert strs(hands[1].cards) == ["Ad", "Ks", "Qs", "Jh", "9h"]
    ended = one(events, A.BattleEnded)
    assert (ended.outcome, ended.winner, ended.rule) == ("defender", 1, "R15.7")


def test_r15_5_the_count_includes_cards_excluded_from_the_hand():
    # Under `rank`, both count A K Q J 9. Seat 0 (banner 2c) holds two clubs: 2c, Kc. Seat 1
    # (banner 3d) holds 3d, Jd and 2d; the 2d does not count in its hand (seat 0's banner rank)
    # but is still a diamond it holds: 3 against 2, seat 1 wins.
    state, _ = start("2c 3d", ["Ah Kc Qs", "As Kh Qh"], draw="Js Jd 9s 9h 2d",
                     exclusion="rank")
    play(state, buy(0), disc(0), buy(1), disc(1), buy(0), disc(0), buy(1), disc(1), stay(0),
         buy(1), disc(1))
    events = battle(state, 0, 1)
    hands = shown(events)
    assert strs(hands[1].excluded) == ["2d"]
    assert strs(hands[0].cards) == ["Ah", "Kc", "Qs", "Js", "9s"]
    assert strs(hands[1].cards) == ["As", "Kh", "Qh", "Jd", "9h"]
    ended = one(events, A.BattleEnded)
    assert (ended.outcome, ended.winner) == ("defender", 1)


# R15.6 -------------------------------------------------------------------------------------

def test_r15_6_still_equal_both_out_with_more_players_capturing_nothing():
    # Seats 0 and 1 both count A K 9 2 and hold one card of their banner suit each.
    state, _ = start("2c 2d 2h", ["Ah Ks 9s", "As Kh 9h", "3s 4s 5s"])
    events = play(state, stay(0), bet(1, 0), call(0))
    ended = one(events, A.BattleEnded)
    assert (ended.outcome, ended.winner, ended.rule) == ("both_out", None, "R15.6")
    assert not of_type(events, A.CardsCaptured)
    assert [e.seat for e in of_type(events, A.SeatEliminated)] == [1, 0]
    assert [e.rule for e in of_type(events, A.SeatEliminated)] == ["R15.6", "R15.6"]
    assert state.in_hand == [False, False, True]
    assert {str(c) for c in state.discard_pile} == {"2c", "Ah", "Ks", "9s", "2d", "As", "Kh",
                                                    "9h"}
    assert state.soldiers[2] == []
    # Seat 2 is the only one left and wins the pot (R17.1).
    assert state.is_over and state.payouts[2] == sum(state.committed) == 16


def test_r15_6_the_last_two_split_the_pot():
    state, _ = start("2c 2d", ["Ah Ks 9s", "As Kh 9h"])
    events = battle(state, 0, 1)
    ended = one(events, A.BattleEnded)
    assert (ended.outcome, ended.winner, ended.rule) == ("split", None, "R15.6")
    award = one(events, A.PotAwarded)
    assert award.rule == "R15.6" and award.winners == (0, 1)
    assert state.payouts == [7, 7]  # pot 4 + 5 + 5
    assert state.chips == [200, 200]
    assert state.in_hand == [True, True]
    assert result_of(state)["battles"][0]["outcome"] == "split"


# R15.7 -------------------------------------------------------------------------------------

def test_r15_7_the_loser_is_out_the_winner_captures_banner_and_soldiers():
    state, _ = start("2c 2d 2h", ["Ah As 9s", "3d 4h 7c", "5s 6s 8c"], draw="Td Jd")
    play(state, stay(0), buy(1), disc(1), buy(2), disc(2), stay(0), buy(1), disc(1))
    assert strs(state.soldiers[1]) == ["Td", "3c"]  # 3c: the first card named nowhere
    soldiers = list(state.soldiers[1])
    play(state, stay(2))
    events = battle(state, 0, 1)
    ended = one(events, A.BattleEnded)
    assert (ended.outcome, ended.winner, ended.rule) == ("attacker", 0, "R15.7")
    captured = one(events, A.CardsCaptured)
    assert captured.captor == 0 and captured.loser == 1
    assert list(captured.cards) == [C("2d")] + soldiers
    assert state.soldiers[0] == [C("2d")] + soldiers
    assert state.in_hand == [True, False, True]
    assert one(events, A.SeatEliminated) == A.SeatEliminated(1, "R15.7")
    to_pile = one(events, A.CardsToDiscardPile)
    assert to_pile.seat == 1 and strs(to_pile.palace) == ["3d", "4h", "7c"]
    assert state.discard_pile[-3:] == [C("3d"), C("4h"), C("7c")]
    record = result_of(state)["battles"][0]
    assert record["outcome"] == "attacker" and [h["seat"] for h in record["hands"]] == [0, 1]
    assert (state.phase, state.to_act) == ("trim", 0)
