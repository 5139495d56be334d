"""RULES.md section 16: captures (R16.1, R16.2)."""

from __future__ import annotations

from palace_desktop.engine import actions as A

from rules_support import (C, bet, buy, call, disc, fold, one, play, raise_, refused, start,
                           stay, strs)


def loaded_three():
    """Seat 0 (banner 2c) with soldiers 7s 8s 9s Ts; seat 1 (2d) with Jh Qh; seat 2 (2h)
    with nothing. Seat 0 to act, nobody quiet."""
    state, _ = start("2c 2d 2h", ["Ac As Ad", "3d 4h 5s", "3h 4s 6c"],
                     draw="7s Jh 8s Qh 9s Ts")
    play(state, buy(0), disc(0), buy(1), disc(1), stay(2), buy(0), disc(0), buy(1), disc(1),
         stay(2), buy(0), disc(0), stay(1), stay(2), buy(0), disc(0), stay(1), stay(2))
    assert strs(state.soldiers[0]) == ["7s", "8s", "9s", "Ts"]
    assert strs(state.soldiers[1]) == ["Jh", "Qh"]
    assert state.to_act == 0
    return state


def test_r16_1_captured_banner_and_soldiers_become_the_captors_soldiers():
    state = loaded_three()
    events = play(state, bet(0, 1), call(1))
    assert one(events, A.BattleEnded).winner == 0
    assert one(events, A.CardsCaptured) == A.CardsCaptured(0, 1, (C("2d"), C("Jh"), C("Qh")))
    assert strs(state.soldiers[0]) == ["7s", "8s", "9s", "Ts", "2d", "Jh", "Qh"]
    assert state.soldiers[1] == []
    for viewer in range(3):  # soldiers lie face up (R6.3)
        assert strs(state.view(viewer).soldiers[0]) == strs(state.soldiers[0])


def test_r16_1_captured_cards_play_in_the_captors_next_battle_hand():
    # Seat 0 buys 2s and attacks seat 2 with a pair of twos; seat 2 (a pair of aces) wins and
    # takes 2c and 2s. Against seat 1 (diamonds) seat 2 then counts 2h 2c 2s: three twos.
    state, _ = start("2c 2d 2h", ["5c 6d 7s", "3d 4d 9c", "Ah Ad Kh"], draw="2s")
    play(state, buy(0), disc(0), stay(1), stay(2))
    events = play(state, bet(0, 2), call(2))
    assert one(events, A.BattleEnded).winner == 2
    assert strs(state.soldiers[2]) == ["2c", "2s"]
    play(state, disc(2), stay(1))
    events = play(state, bet(2, 1), call(1))
    hand = next(e for e in events if isinstance(e, A.BattleHandShown) and e.seat == 2)
    assert hand.category == "three of a kind"
    assert strs(hand.cards) == ["2h", "2c", "2s", "Ah", "Kh"]
    assert one(events, A.BattleEnded).winner == 2


def test_r16_2_the_captor_must_discard_down_to_five():
    state = loaded_three()
    play(state, bet(0, 1), call(1))
    assert (state.phase, state.to_act, state.trim_rule) == ("trim", 0, "R16.2")
    error = refused(state, disc(0), "R16.2")
    assert "5" in str(error)
    refused(state, disc(0, "7s"), "R16.2")  # 6 would remain
    for action in (stay(0), buy(0), bet(0, 2), fold(0)):
        refused(state, action, "R16.2")
    refused(state, disc(0, "Ac"), "R16.2")  # a palace card is not a soldier
    events = state.apply(disc(0, "2d Jh"))
    assert one(events, A.SoldiersDiscarded) == A.SoldiersDiscarded(
        0, (C("2d"), C("Jh")), 0, True)
    assert strs(state.soldiers[0]) == ["7s", "8s", "9s", "Ts", "Qh"]
    assert (state.phase, state.to_act) == ("turn", 2)


def test_r16_2_the_captor_may_discard_any_number_even_none():
    state, _ = start("2c 2d 2h", ["Ac As Ad", "3d 4h 5s", "3h 4s 6c"])
    play(state, bet(0, 1), call(1))
    assert state.phase == "trim"
    state.apply(disc(0))
    assert strs(state.soldiers[0]) == ["2d"]
    state2, _ = start("2c 2d 2h", ["Ac As Ad", "3d 4h 5s", "3h 4s 6c"])
    play(state2, bet(0, 1), call(1))
    state2.apply(disc(0, "2d"))
    assert state2.soldiers[0] == []


def test_r16_2_the_trim_options_are_every_subset_leaving_at_most_five():
    state = loaded_three()
    play(state, bet(0, 1), call(1))
    legal = state.legal_actions()
    assert all(isinstance(a, A.Discard) for a in legal)
    assert {len(a.cards) for a in legal} == {2, 3, 4, 5, 6, 7}


def test_r16_2_a_defender_who_captures_trims_before_the_turn_moves_on():
    state, _ = start("2c 2d 2h", ["3c 4c 5c", "3d 4d 6d", "Ah Kh Qh"])
    play(state, bet(0, 2), raise_(2), fold(0))
    assert (state.phase, state.to_act, state.trim_rule) == ("trim", 2, "R16.2")
    state.apply(disc(2))
    assert (state.phase, state.to_act) == ("turn", 1)


def test_r16_2_a_capture_that_ends_the_hand_has_no_trim_step():
    # Seat 0 holds 4 soldiers and captures seat 1's banner and 2 soldiers: 7 soldiers, but the
    # hand is over, so no trim.
    state, _ = start("2c 2d", ["Ac As Ad", "3d 4h 5s"], draw="7s Jh 8s Qh 9s Ts")
    play(state, buy(0), disc(0), buy(1), disc(1), buy(0), disc(0), buy(1), disc(1),
         buy(0), disc(0), stay(1), buy(0), disc(0), stay(1))
    state.apply(bet(0, 1))
    events = state.apply(call(1))
    assert state.is_over and state.phase == "over" and state.to_act is None
    assert len(state.soldiers[0]) == 7
    assert not any(isinstance(e, A.TurnStarted) for e in events)
    refused(state, disc(0, "7s 8s"), "R17.1")
