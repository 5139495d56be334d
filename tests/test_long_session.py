"""A long session keeps a constant cost per hand (issue: "a long session leaks and slows"):
the hand summaries are deleted once closed, nothing else piles up under the window from hand to
hand, the session keeps the events of the recent hands only, and the log's work per hand does
not grow with the number of hands played. Earlier hands stay readable in the log, each as the
seat at the screen saw it. Work is counted (objects, rows, model calls), never timed."""

from __future__ import annotations

import random

import pytest

from palace_desktop.engine import actions as A
from palace_desktop.engine.cards import UNKNOWN
from palace_desktop.engine.deal import SeedDeal
from palace_desktop.engine.match import Match
from palace_desktop.engine.rules import Rules
from palace_desktop.live.session import GameSession, SeatKind

from engine_play import random_action

KEPT = 3  # hands the session keeps in these tests (the app keeps more): few hands show growth


@pytest.fixture
def few_kept_hands(monkeypatch):
    monkeypatch.setattr(GameSession, "KEPT_HANDS", KEPT)


def hands_of(events) -> list[list]:
    """A match's events cut at each HandStarted."""
    hands: list[list] = []
    for event in events:
        if isinstance(event, A.HandStarted):
            hands.append([])
        hands[-1].append(event)
    return hands


class BotTable:
    """Easy bots (four by default) in the real main window at instant speed, each hand ended
    by its summary's button (a new match in the same window when one is over)."""

    def __init__(self, qtbot, seats: int = 4, chips: int = 1000):
        from palace_desktop.live.bot_worker import BotWorker
        from palace_desktop.ui.main_window import MainWindow

        self.qtbot = qtbot
        self.worker = BotWorker(inline=True)
        self.seats = seats
        self.chips = chips
        self.matches = 0
        self.window = MainWindow(self.new_session())
        qtbot.addWidget(self.window)
        self.window.set_speed("instant")
        self.window.resize(1280, 800)
        self.window.show()
        self.window.new_game_requested.connect(self.new_game)
        self.window.session.start_hand(SeedDeal(11))

    def new_session(self) -> GameSession:
        self.matches += 1
        names = [f"P{i}" for i in range(self.seats)]
        match = Match(Rules.make(), names, [self.chips] * self.seats, dealer=0)
        session = GameSession(match, [SeatKind("bot", "easy")] * self.seats, 0,
                              worker=self.worker, bot_seed=self.matches)
        session.bot_delay_ms = 0
        return session

    def new_game(self) -> None:
        session = self.new_session()
        self.window.set_session(session)
        session.start_hand(SeedDeal(11 + self.matches))

    def finish_hand(self) -> None:
        """Wait for the hand's summary (the cards have stopped); leave it up."""
        window = self.window
        self.qtbot.waitUntil(lambda: window.summary is not None and window.summary.isVisible(),
                             timeout=30000)

    def next_hand(self) -> None:
        from PySide6.QtCore import QCoreApplication, QEvent

        self.window.summary.primary.click()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)

    def close(self) -> None:
        self.window.close()
        self.worker.shutdown()


def qobjects(window) -> int:
    from PySide6.QtCore import QObject

    return len(window.findChildren(QObject))


@pytest.mark.slow
def test_a_hand_summary_is_deleted_once_closed(qtbot):
    from palace_desktop.ui.dialogs.hand_summary import HandSummaryDialog

    table = BotTable(qtbot)
    try:
        for _ in range(4):
            table.finish_hand()
            assert len(table.window.findChildren(HandSummaryDialog)) == 1
            table.next_hand()
            assert table.window.findChildren(HandSummaryDialog) == []
        table.finish_hand()
        table.window.summary.close()  # "Look at the table": closed is deleted too
        assert table.window.summary is None
        from PySide6.QtCore import QCoreApplication, QEvent

        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        assert table.window.findChildren(HandSummaryDialog) == []
        table.window.deal_next_hand()
        assert table.window.session.match.hand_in_progress
    finally:
        table.close()


@pytest.mark.slow
def test_nothing_piles_up_from_hand_to_hand_and_the_log_work_per_hand_stays_flat(
        qtbot, few_kept_hands, monkeypatch):
    from palace_desktop.ui import models

    calls = [0]
    original = models.LogModel.data

    def counting(self, index, role=0):
        calls[0] += 1
        return original(self, index, role)

    monkeypatch.setattr(models.LogModel, "data", counting)
    table = BotTable(qtbot)
    window = table.window
    per_hand = []  # (QObjects, scene items, log rows, data calls per event)
    events = [0]
    window.session.events_applied.connect(lambda batch: events.__setitem__(0, events[0]
                                                                          + len(batch)))
    try:
        for _ in range(4 * KEPT):
            table.finish_hand()
            objects, rows, work = qobjects(window), window.log_model.rowCount(), calls[0]
            calls[0], done = 0, events[0]
            events[0] = 0
            table.next_hand()  # the next hand dealt: the same table, whatever the last showed
            per_hand.append((objects, len(window.scene.items()), rows, work / max(1, done)))
    finally:
        table.close()
    early, late = per_hand[:KEPT + 1], per_hand[-KEPT:]
    # Each hand leaves behind what the one before it did: no more objects, items or rows
    # (give or take the odd object Qt makes on first need).
    assert max(q for q, *_ in late) <= max(q for q, *_ in early) + 4, per_hand
    assert max(s for _, s, *_ in late) <= max(s for _, s, *_ in early), per_hand
    # The log holds the kept hands only.
    assert max(r for _, _, r, _ in late) <= 2 * max(r for _, _, r, _ in early), per_hand
    # The log's model work per event does not grow with the hands played (the old view laid
    # every row out again at each new line).
    work = [c for *_, c in per_hand]
    assert sum(work[-KEPT:]) <= 1.5 * sum(work[1:KEPT + 1]) + KEPT, per_hand


def play_random_hand(session: GameSession, rng: random.Random) -> None:
    session.start_hand()
    while not session.state.is_over:
        session.submit(random_action(session.state.legal_actions(), rng))


def test_the_session_keeps_the_events_of_the_recent_hands_only(qapp, few_kept_hands):
    match = Match(Rules.make(), ["Ann", "Ben", "Cy"], [500] * 3, dealer=0)
    session = GameSession(match, [SeatKind("you")] + [SeatKind("human")] * 2, 0)
    rng = random.Random(4)
    for _ in range(2 * KEPT + 1):
        play_random_hand(session, rng)
    everything = hands_of(match.events())
    kept = session.kept_hands()
    assert [number for number, _ in kept] == list(range(KEPT + 2, 2 * KEPT + 2))
    assert [events for _, events in kept] == everything[-KEPT:]
    assert session.event_history == [e for hand in everything[-KEPT:] for e in hand]
    # An older hand comes back from the match record, event for event.
    for number in (1, KEPT + 1, 2 * KEPT + 1):
        assert session.hand_events(number) == everything[number - 1]


def test_a_resumed_match_keeps_its_recent_hands_as_a_live_one_does(qapp, few_kept_hands):
    match = Match(Rules.make(), ["Ann", "Ben"], [500] * 2, dealer=0)
    live = GameSession(match, [SeatKind("you"), SeatKind("bot", "easy")], 0)
    rng = random.Random(9)
    for _ in range(KEPT + 2):
        play_random_hand(live, rng)
    resumed = GameSession(match, [SeatKind("you"), SeatKind("bot", "easy")], 0)
    assert resumed.kept_hands() == live.kept_hands()


def told(session: GameSession, events, viewer: int) -> list[str]:
    """The log lines of `events` for `viewer`: what that seat saw, nothing more."""
    from palace_desktop.live.narration import describe

    lines = [describe(e, session.match.names, viewer) for e in session.events_for(events, viewer)]
    return [line for line in lines if line]


def test_an_earlier_hand_is_read_in_the_log_as_the_seat_at_the_screen_saw_it(
        qtbot, few_kept_hands):
    table = BotTable(qtbot, seats=3)
    window = table.window
    try:
        for _ in range(KEPT + 2):
            table.finish_hand()
            table.next_hand()
        session = window.session
        live_lines = window.log_model.lines()
        picker = window.log_hand_picker
        assert picker.maximum() == session.match.finished_hands == KEPT + 2
        picker.setValue(1)  # the first hand, long out of the kept ones
        first = session.hand_events(1)
        lines = window.log_model.lines()
        assert lines == window.log_view.toPlainText().split("\n")
        assert lines[0] == "Hand 1 begins; P0 deals." and lines == told(session, first, 0)
        assert window.log_view.verticalScrollBar().value() == 0  # read from its start
        assert any(isinstance(e, A.PalaceDealt) and e.seat != 0 and e.card is not UNKNOWN
                   for e in first)  # the record knows every palace; the log tells seat 0's
        session.set_viewer(1)  # rebuilt for another seat: still hand 1, as seat 1 saw it
        assert window.log_model.lines() == told(session, first, 1) != lines
        picker.setValue(0)  # back to the recent hands, following the game again
        session.set_viewer(0)
        assert window.log_model.lines() == live_lines
        table.finish_hand()
        assert window.log_model.lines()[-1] != live_lines[-1]
    finally:
        table.close()


def test_the_log_view_shows_every_line_of_the_log_in_order(qtbot, few_kept_hands):
    table = BotTable(qtbot, seats=2)
    window = table.window
    try:
        for _ in range(KEPT + 2):
            table.finish_hand()
            text = window.log_view.toPlainText().split("\n")
            assert text == window.log_model.lines()
            # The newest line is in sight.
            bar = window.log_view.verticalScrollBar()
            assert bar.value() == bar.maximum()
            table.next_hand()
    finally:
        table.close()
