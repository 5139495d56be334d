"""RULES.md section 9: Discard on a turn (R9.1, R9.2 and house rule `discard_cost`, R2.4)."""

from __future__ import annotations

from palace_desktop.engine import actions as A

from rules_support import C, buy, disc, one, play, refused, start, strs

TWO = ("2c 2d", ["3c 4c 5c", "3d 4d 5d"])


def with_soldiers(**house):
    """Seat 0 holds soldiers 9s 8s, seat 1 7s 6s; seat 0 to act, nobody quiet yet."""
    state, _ = start(*TWO, draw="9s 7s 8s 6s", **house)
    play(state, buy(0), disc(0), buy(1), disc(1), buy(0), disc(0), buy(1), disc(1))
    assert state.quiet == set()
    assert strs(state.soldiers[0]) == ["9s", "8s"] and state.to_act == 0
    return state


def test_r9_1_discard_one_or_more_soldiers_face_down_drawing_nothing():
    state = with_soldiers()
    chips, pot, draw = list(state.chips), state.pot, list(state.draw_pile)
    events = state.apply(disc(0, "8s"))
    assert one(events, A.SoldiersDiscarded) == A.SoldiersDiscarded(0, (C("8s"),), 0, False)
    assert strs(state.soldiers[0]) == ["9s"]
    assert state.discard_pile == [C("8s")]
    assert state.draw_pile == draw
    assert state.chips == chips and state.pot == pot  # R9.2: free by default
    assert (state.phase, state.to_act) == ("turn", 1)


def test_r9_1_discard_all_soldiers_at_once():
    state = with_soldiers()
    state.apply(disc(0, "9s 8s"))
    assert state.soldiers[0] == []
    assert strs(state.discard_pile) == ["9s", "8s"]


def test_r9_1_discard_needs_at_least_one_card():
    state = with_soldiers()
    refused(state, disc(0), "R9.1")


def test_r9_1_discard_requires_a_soldier():
    state, _ = start(*TWO)
    assert not any(isinstance(a, A.Discard) for a in state.legal_actions())
    refused(state, disc(0), "R9.1")
    refused(state, disc(0, "3c"), "R9.1")  # a palace card is not a soldier
    refused(state, disc(0, "2c"), "R9.1")  # nor is the banner


def test_r9_1_only_own_soldiers_each_once():
    state = with_soldiers()
    refused(state, disc(0, "7s"), "R9.1")  # seat 1's soldier
    refused(state, disc(0, "5s"), "R9.1")  # on the draw pile
    refused(state, disc(0, "9s 9s"), "R9.1")
    refused(state, disc(0, "9s 3c"), "R9.1")
    legal = [a for a in state.legal_actions() if isinstance(a, A.Discard)]
    assert sorted(tuple(strs(a.cards)) for a in legal) == sorted(
        [("9s",), ("8s",), ("9s", "8s")])


def test_r9_2_discard_costs_nothing_by_default():
    state = with_soldiers()
    assert state.rules.discard_cost == 0 and state.rules.discard_price == 0
    before = state.chips[0]
    state.apply(disc(0, "9s"))
    assert state.chips[0] == before


def test_r9_2_r2_4_house_rule_discard_cost_sb_puts_a_small_bet_in_the_pot():
    state = with_soldiers(discard_cost="SB", small_bet=4)
    chips, pot = state.chips[0], state.pot
    events = state.apply(disc(0, "9s 8s"))
    assert one(events, A.SoldiersDiscarded).cost == 4
    assert state.chips[0] == chips - 4 and state.pot == pot + 4


def test_r9_2_r2_4_the_trim_after_a_buy_stays_free_under_discard_cost_sb():
    state, _ = start(*TWO, draw="9s", discard_cost="SB")
    state.apply(buy(0))
    chips = state.chips[0]
    events = state.apply(disc(0, "9s"))
    assert one(events, A.SoldiersDiscarded).cost == 0 and state.chips[0] == chips


def test_r9_2_r2_4_a_player_who_cannot_pay_the_discard_cannot_discard():
    # Seat 0: 2 ante + 5 + 5 for two buys leaves 3 < SB 5.
    state, _ = start(*TWO, draw="9s 8s 7s", chips=[15, 200], discard_cost="SB")
    play(state, buy(0), disc(0), buy(1), disc(1), buy(0), disc(0), buy(1), disc(1))
    assert state.chips[0] == 3
    assert not any(isinstance(a, A.Discard) for a in state.legal_actions())
    refused(state, disc(0, "9s"), "R9.2")


def test_r9_discard_is_quiet():
    state = with_soldiers()
    state.apply(disc(0, "9s"))
    assert state.quiet == {0}
