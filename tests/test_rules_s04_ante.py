"""RULES.md section 4: the ante (R4.1)."""

from __future__ import annotations

from palace_desktop.engine import actions as A
from palace_desktop.engine.deal import SeedDeal
from palace_desktop.engine.rules import Rules
from palace_desktop.engine.state import GameState

from rules_support import of_type, start


def test_r4_1_every_seat_in_the_hand_pays_the_ante_into_the_pot():
    state, events = start("2c 2d 2h 2s", ["3c 4c 5c", "3d 4d 5d", "3h 4h 5h", "3s 4s 5s"],
                          chips=[10, 20, 30, 40], small_bet=6)
    assert state.rules.ante == 3
    assert state.pot == 12
    assert state.chips == [7, 17, 27, 37]
    assert state.committed == [3, 3, 3, 3]
    assert [(e.seat, e.amount) for e in of_type(events, A.AntePaid)] == [
        (0, 3), (1, 3), (2, 3), (3, 3)]


def test_r4_1_antes_are_paid_before_the_banner_deal_from_the_dealers_left():
    state, events = GameState.start(Rules.make(), ["A", "B", "C"], [50, 50, 50], 1, SeedDeal(4))
    kinds = [type(e) for e in events]
    last_ante = max(i for i, k in enumerate(kinds) if k is A.AntePaid)
    first_banner = min(i for i, k in enumerate(kinds) if k in (A.BannerDealt, A.BannerRejected))
    assert last_ante < first_banner
    assert [e.seat for e in of_type(events, A.AntePaid)] == [2, 0, 1]


def test_r4_1_a_seat_sitting_out_pays_no_ante():
    state, events = start(["2c", None, "2d"], ["3c 4c 5c", "", "3d 4d 5d"], chips=[50, 1, 50])
    assert state.rules.ante == 2
    assert state.chips == [48, 1, 48] and state.pot == 4
    assert [e.seat for e in of_type(events, A.AntePaid)] == [0, 2]


def test_r4_1_a_zero_ante_puts_nothing_in_the_pot():
    state, events = start("2c 2d", ["3c 4c 5c", "3d 4d 5d"], chips=[50, 50], ante=0)
    assert state.pot == 0 and state.chips == [50, 50]
    assert [e.amount for e in of_type(events, A.AntePaid)] == [0, 0]


def test_r4_1_a_seat_may_go_all_in_with_the_ante():
    state, _ = start("2c 2d", ["3c 4c 5c", "3d 4d 5d"], chips=[2, 50])
    assert state.chips == [0, 48] and state.in_hand == [True, True]
