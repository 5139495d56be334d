"""The running commentary for a screen reader that hears no announcement (issue 42: Orca 43 in
Debian 12): each text shown once as a notification in the status bar, the way chosen by what the
AT-SPI registry says, never both ways for one text, the Settings' mode followed, and at a hot
seat nothing of one person's palace told during another's turn or left for them in the tree."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from palace_desktop.games.settings import Settings
from palace_desktop.live.session import SPECTATOR, SeatKind
from palace_desktop.ui import atspi_registry, speech, spoken_notes

from test_accessibility import game, heard, my_move, play_a_hand, settle  # noqa: F401

NAME = QAccessible.Text.Name


@pytest.fixture
def way():
    """Choose the way to the screen reader for a test; the desktop decides again after it."""
    yield speech.force_way
    speech.force_way(None)


@pytest.fixture
def noted(monkeypatch):
    """Every note shown: (its text, the note). The texts of one turn of the event loop are
    gathered, not those of half a second: the tests do not wait for it."""
    monkeypatch.setattr(spoken_notes, "GATHER_MS", 0)
    shown: list[tuple[str, spoken_notes.SpokenNote]] = []
    real = spoken_notes.show

    def show(source, text):
        note = real(source, text)
        shown.append((text, note))
        return note

    monkeypatch.setattr(spoken_notes, "show", show)
    return shown


def said(heard):  # noqa: F811
    return [text for kind, text in heard if kind == "say"]


def flushed(qtbot, window):
    """Every text said so far is in a note."""
    qtbot.waitUntil(lambda: not getattr(window.statusBar().findChild(spoken_notes.Gatherer),
                                        "pending", None))


def test_a_hand_told_in_notes_is_the_hand_announced_each_text_once_one_way(
        game, qtbot, heard, noted, way):  # noqa: F811
    way(speech.ANNOUNCEMENT)
    window, session = game(7)
    play_a_hand(window, session, qtbot)
    announced = said(heard)
    assert announced and not noted  # announcements only: no note besides
    heard.clear()
    way(speech.NOTE)
    window, session = game(7)
    play_a_hand(window, session, qtbot)
    flushed(qtbot, window)
    assert not said(heard)  # notes only: no announcement besides
    # The same texts in the same order, each once; those said in one moment share a note.
    assert " ".join(text for text, _note in noted) == " ".join(announced)
    assert 1 < len(noted) < len(announced)


def test_texts_said_together_make_one_note_and_the_next_moment_another(game, qtbot, noted,
                                                                        way):  # noqa: F811
    way(speech.NOTE)
    window, session = game(7)
    settle(qtbot, window)
    flushed(qtbot, window)
    noted.clear()
    for text in ("One.", "Two.", "Three."):
        speech.announce(window, text)
    assert not noted  # not yet: the burst may go on
    flushed(qtbot, window)
    speech.announce(window.table_view, "Four.")  # any widget of the window
    flushed(qtbot, window)
    assert [text for text, _note in noted] == ["One. Two. Three.", "Four."]


def test_a_note_is_a_notification_in_the_status_bar_that_shows_nothing(game, qtbot, noted,
                                                                       way):  # noqa: F811
    way(speech.NOTE)
    window, session = game(7)
    settle(qtbot, window)
    flushed(qtbot, window)
    text, note = noted[-1]
    assert note.parent() is window.statusBar()
    assert note.isVisible() and note.size().isEmpty()
    assert note not in [window.statusBar().layout().itemAt(i).widget()
                        for i in range(window.statusBar().layout().count())]
    node = QAccessible.queryAccessibleInterface(note)
    assert node.role() == QAccessible.Role.Notification
    assert node.text(NAME) == text
    # Each text its own note: a renamed one would be read with a later text.
    notes = [made for _text, made in noted]
    assert len(set(map(id, notes))) == len(notes)


def test_a_note_goes_after_its_life(game, qtbot, noted, way, monkeypatch):  # noqa: F811
    monkeypatch.setattr(spoken_notes, "LIFE_MS", 0)
    way(speech.NOTE)
    window, session = game(7)
    settle(qtbot, window)
    flushed(qtbot, window)
    assert noted
    qtbot.waitUntil(lambda: not spoken_notes.notes(window))


def test_notes_follow_the_speech_setting(game, qtbot, noted, way):  # noqa: F811
    way(speech.NOTE)
    window, session = game(7, settings=Settings(speech="mine", bot_delay_ms=0))
    play_a_hand(window, session, qtbot, refuse_once=False)
    flushed(qtbot, window)
    texts = " ".join(text for text, _note in noted)
    assert "pays the ante" not in texts and "Your turn" in texts
    window.announcer.set_mode("off")
    noted.clear()
    qtbot.waitUntil(lambda: window.summary is not None and window.summary.isVisible())
    window.summary.close()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    window.deal_next_hand()
    play_a_hand(window, session, qtbot, refuse_once=False)
    flushed(qtbot, window)
    assert not noted
    window.summary.close()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    QTest.keyClick(window.table_view, Qt.Key.Key_P)  # asked for: said whatever the setting
    flushed(qtbot, window)
    assert len(noted) == 1 and noted[0][0].startswith("Pot ")


def test_the_way_is_what_the_registry_says(monkeypatch, way):
    asked = []
    answer = {"now": False}

    def listens():
        asked.append(answer["now"])
        return answer["now"]

    now = {"t": 100.0}
    monkeypatch.setattr(atspi_registry, "listens_for_announcements", listens)
    monkeypatch.setattr(speech, "clock", lambda: now["t"])
    monkeypatch.setattr(speech, "atspi_in_use", lambda: True)
    way(None)
    assert speech.way() == speech.NOTE  # Orca 43: nobody listens for announcements
    answer["now"] = True
    assert speech.way() == speech.NOTE and len(asked) == 1  # not asked again so soon
    now["t"] += speech.RECHECK_S
    assert speech.way() == speech.ANNOUNCEMENT  # a current Orca now
    answer["now"] = None
    now["t"] += speech.RECHECK_S
    assert speech.way() == speech.ANNOUNCEMENT  # cannot tell: the modern way
    # No AT-SPI in use (another system, nobody reading): nothing is asked.
    monkeypatch.setattr(speech, "atspi_in_use", lambda: False)
    now["t"] += speech.RECHECK_S
    count = len(asked)
    assert speech.way() == speech.ANNOUNCEMENT and len(asked) == count


def test_at_a_hot_seat_no_note_tells_or_keeps_another_persons_palace(game, qtbot, noted,
                                                                     way):  # noqa: F811
    way(speech.NOTE)
    viewers = []
    real = spoken_notes.show
    kinds = [SeatKind("human"), SeatKind("human"), SeatKind("bot", "easy")]
    window, session = game(11, kinds=kinds, names=("Ann", "Bea", "Hiro"))

    def show(source, text):
        viewers.append(session.viewer)
        return real(source, text)

    spoken_notes.show, shown_by = show, spoken_notes.show
    curtains = 0
    try:
        for _ in range(40):
            qtbot.waitUntil(lambda: session.state.is_over or window.curtain.isVisible()
                            or session.human_to_act() is not None, timeout=20000)
            QApplication.processEvents()
            if session.state.is_over:
                break
            if window.curtain.isVisible():
                curtains += 1
                # Behind the curtain nothing said to the last person stays in the tree, nor
                # waits to be shown.
                assert not spoken_notes.notes(window)
                assert not window.statusBar().findChild(spoken_notes.Gatherer).pending
                window.curtain.button.click()
                continue
            session.submit(my_move(session))
    finally:
        spoken_notes.show = shown_by
    assert curtains >= 2
    names = session.match.names
    for (text, _note), viewer in zip(noted, viewers):
        if "palace card" in text:
            assert viewer != SPECTATOR and names[viewer] in text, (viewer, text)
            assert not any(name in text for seat, name in enumerate(names) if seat != viewer)
