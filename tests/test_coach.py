"""The coach (issue 12, item 7): a warning before a clearly losing attack or call, quiet in a
clearly winning spot; "Take it back" changes nothing, "Do it anyway" plays the move; after a
hand, a review line when the player's biggest decision differed from the hard bot's."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMainWindow

from palace_desktop.engine import actions as A
from palace_desktop.engine.match import Match
from palace_desktop.engine.rules import Rules
from palace_desktop.games.seats import SeatKind
from palace_desktop.live import coach as coach_module
from palace_desktop.live.bot_worker import BotWorker
from palace_desktop.live.coach import Coach, coach_active, warning_text, win_chance
from palace_desktop.live.session import GameSession
from palace_desktop.ui.controller import Controller

from rules_support import deal
from test_bot_reasons import position

# Ann (seat 0, banner 2c) holds nothing; Ben (3h) shows trips of kings as soldiers (the Kc
# does not count against her clubs, R15.3): Ann loses her battle against Ben whatever his
# hidden palace.
LOST = dict(banners="2c 3h 4d", palaces=["7c 8d 9s", "Th Js 4s", "2d 5s 6h"],
            soldiers=["", "Kc Ks Kd", ""])
# Ben shows an eight and a seven: Ann's nine-high wins only if his palace holds nothing better,
# about one battle in ten.
LOSING = dict(LOST, soldiers=["", "8s 7s", ""])


def test_a_clearly_losing_attack_is_warned_of():
    state = position(LOSING["banners"], LOSING["palaces"], LOSING["soldiers"])
    view = state.view(0)
    chance = win_chance(view, A.Bet(0, 1))
    assert chance is not None and 0.05 < chance < 0.15
    text = warning_text(view, A.Bet(0, 1))
    assert "Ben" in text and "about 10%" in text


def test_a_battle_lost_whatever_the_opponent_holds_is_not_called_one_percent():
    """The coach said "you win only about 1%" of a battle no palace could win, where the
    action bar beside it said "You lose this battle whatever they hold"."""
    state = position(LOST["banners"], LOST["palaces"], LOST["soldiers"])
    view = state.view(0)
    assert win_chance(view, A.Bet(0, 1)) == 0.0
    text = warning_text(view, A.Bet(0, 1))
    assert "%" not in text and "Whatever Ben holds, you lose this battle" in text
    state = position(LOST["banners"], LOST["palaces"], LOST["soldiers"], to_act=1, bet=(1, 0))
    text = warning_text(state.view(0), A.Call(0))
    assert "%" not in text and "Whatever Ben holds, you lose this battle" in text
    assert "folding now saves the call" in text


def test_a_clearly_winning_attack_and_a_quiet_move_say_nothing():
    state = position("Ac 3h 4d", ["Ad As Ah", "7s 2s 5s", "8h 9h Th"], ["", "", ""])
    view = state.view(0)
    assert win_chance(view, A.Bet(0, 1)) > 0.9
    assert warning_text(view, A.Bet(0, 1)) == ""
    assert warning_text(view, A.Stay(0)) == "" and warning_text(view, A.Buy(0)) == ""


def test_a_losing_call_is_warned_of_and_a_free_one_is_not():
    state = position(LOSING["banners"], LOSING["palaces"], LOSING["soldiers"], to_act=1,
                     bet=(1, 0))
    view = state.view(0)
    assert view.to_act == 0 and view.call_amount > 0
    assert "folding now saves the call" in warning_text(view, A.Call(0))


def test_first_games_mode_ends_after_thirty_hands():
    assert coach_active("first_games", 0) and coach_active("first_games", 29)
    assert not coach_active("first_games", 30)
    assert coach_active("on", 10_000) and not coach_active("off", 0)


@pytest.fixture
def table(qtbot, monkeypatch):
    """Ann (you) against Ben (a bot) at the deal; every battle counts as risky here, so the
    coach's question comes on any attack (the threshold is tested above)."""
    monkeypatch.setattr(coach_module, "WARN_BELOW", 1.01)
    made = []

    def build():
        spec = deal("2c 3h", ["7c 8d 9s", "Kh Ks Kd"], "Qc Jd Ts 9h 8c")
        match = Match(Rules.make(), ["Ann", "Ben"], [200, 200], dealer=1)
        worker = BotWorker(inline=True)
        session = GameSession(match, [SeatKind("you"), SeatKind("bot", "easy")], 0,
                              worker=worker)
        session.bot_delay_ms = 0
        window = QMainWindow()
        qtbot.addWidget(window)
        controller = Controller(session, window)
        coach = Coach(session, worker, window)
        controller.coach = coach
        session.start_hand(spec)
        made.append((session, worker, window))
        return session, controller, coach

    yield build
    for session, worker, _window in made:
        session.stop()
        worker.shutdown()


def test_take_it_back_changes_nothing_and_do_it_anyway_plays(table):
    session, controller, _coach = table()
    asked = []
    controller.confirm_risky = lambda text: asked.append(text) or False
    before = len(session.event_history)
    assert not controller.attack(1)
    assert asked and len(session.event_history) == before and session.state.phase == "turn"
    controller.confirm_risky = lambda text: asked.append(text) or True
    assert controller.attack(1)
    assert len(asked) == 2 and session.state.battle is not None


def test_the_review_names_the_biggest_decision_the_hard_bot_would_not_make(table, qtbot,
                                                                          monkeypatch):
    # A cheap hard bot, so the test is quick; its figures are the exact battle chances.
    monkeypatch.setattr(coach_module, "REVIEW_OPTIONS", {"iterations": 40, "time_limit": None})
    session, controller, coach = table()
    controller.confirm_risky = lambda text: True  # the player attacks anyway
    reviews = []
    coach.review.connect(reviews.append)
    assert controller.attack(1)
    qtbot.waitUntil(lambda: session.state.is_over or session.human_to_act() == 0, timeout=10000)
    if not session.state.is_over:  # Ben raised: Ann calls
        assert controller.call()
    qtbot.waitUntil(lambda: session.state.is_over, timeout=10000)
    qtbot.waitUntil(lambda: bool(reviews), timeout=5000)
    assert reviews[0].startswith("Coach: you chose “Attack Ben: bet 5”")
    assert "hard bot would have chosen" in reviews[0]


def test_the_coach_is_silent_when_turned_off(table):
    session, controller, coach = table()
    coach.active = False
    asked = []
    controller.confirm_risky = lambda text: asked.append(text) or False
    assert controller.attack(1)
    assert not asked


def test_no_coach_at_a_hot_seat(qtbot, tmp_path):
    """The coach's figures come from the palace of the person who acted; at a shared screen its
    review line would stay in the log for the next person to read, so a hot seat has none."""
    from palace_desktop.games import storage
    from palace_desktop.live.persistence import Persistence
    from palace_desktop.ui.main_window import MainWindow

    match = Match(Rules.make(), ["Ann", "Bea", "Cy"], [200] * 3, dealer=2)
    worker = BotWorker(inline=True)
    kinds = [SeatKind("human"), SeatKind("human"), SeatKind("bot", "easy")]
    session = GameSession(match, kinds, 0, worker=worker)
    persistence = Persistence(storage.Paths(tmp_path))
    assert persistence.settings.coach == "first_games"
    window = MainWindow(session, persistence=persistence)
    qtbot.addWidget(window)
    try:
        assert session.hot_seat
        assert window.coach is None and window.controller.coach is None
    finally:
        session.stop()
        worker.shutdown()
