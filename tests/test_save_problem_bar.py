"""A full disk or a read-only folder is shown plainly until saving works again (issue 37.9):
a bar over the table says what cannot be saved, why, and that the game goes on unkept; it
stays move after move, and goes once every save that failed has worked (the status bar and a
screen reader then say so, once). It was a status line gone after 10 s while hands were lost.

The tests run as root in CI, where a folder's mode stops no write: the writes themselves fail
here, as a full disk makes them."""

from __future__ import annotations

import errno
import os

import pytest
from PySide6.QtGui import QAccessibleAnnouncementEvent

from palace_desktop.app import Launcher
from palace_desktop.games import saved_games, settings, stats, storage
from palace_desktop.live.bot_worker import BotWorker
from palace_desktop.live.persistence import Persistence
from palace_desktop.ui import speech
from test_app_flow import play, small_hot_seat

FULL = "No space left on device"


def disk_full(patch) -> None:
    """Every write of the game, the settings and the statistics fails as on a full disk."""

    def full(path, *args, **kwargs):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(path))

    for module in (saved_games, settings, stats):
        patch.setattr(module, "atomic_write_json", full)


@pytest.fixture
def heard(monkeypatch) -> list[str]:
    """What the screen reader is told, as it is told (ui/speech.py is its one door)."""
    said: list[str] = []
    monkeypatch.setattr(speech, "post", lambda event: said.append(event.message())
                        if isinstance(event, QAccessibleAnnouncementEvent) else None)
    return said


@pytest.fixture
def launcher(qapp, tmp_path):
    persistence = Persistence(storage.Paths(tmp_path))
    persistence.settings.coach = "off"  # these games attack blindly: no coach's question
    made = Launcher(qapp, persistence, lambda: BotWorker(inline=True))
    yield made
    if made.window is not None:
        made.window.close()


def moved(launcher, qtbot, moves: int = 1) -> None:
    """`moves` of the people's moves (and the bots' between them), each one's save done."""
    made = 0
    for _ in range(20 * moves):  # (a step may open the curtain or deal the next hand)
        made += play(launcher, qtbot, 1)
        if made == moves:
            break
    assert made == moves
    launcher.persistence.flush()
    qtbot.wait(10)  # the writer's report crosses to the window's thread as a queued signal


def test_a_full_disk_shows_a_bar_that_stays_until_saving_works_again(launcher, qtbot,
                                                                       monkeypatch, heard):
    session = launcher.session_from_setup(small_hot_seat(), seed=77)
    launcher.show(session, 77, fresh=True)
    window = launcher.window
    window.set_speed("instant")
    session.bot_delay_ms = 0
    bar = window.save_problem
    moved(launcher, qtbot)
    assert not bar.isVisible()
    with monkeypatch.context() as patch:
        disk_full(patch)
        moved(launcher, qtbot)
        qtbot.waitUntil(bar.isVisible, timeout=5000)
        text = bar.label.text()
        assert f"The game could not be saved: {FULL}" in text
        assert "The game goes on, but it is not being kept" in text
        assert str(launcher.persistence.paths.root) not in text  # the error in short
        for _ in range(4):  # it stays, move after move
            moved(launcher, qtbot)
            assert bar.isVisible() and bar.label.text() == text
        launcher.persistence.save_settings()
        assert f"Settings could not be saved: {FULL}" in bar.label.text()
        assert bar.accessibleName() and bar.accessibleDescription() == bar.label.text()
        picture = bar.grab().toImage()  # a warning's colours, whatever the theme
        assert picture.pixelColor(picture.width() - 3, picture.height() // 2).name() == "#fff3cd"
        assert picture.pixelColor(0, picture.height() // 2).name() == "#e0b000"
    assert [line for line in heard if FULL in line] == [text]  # said once, as it came
    moved(launcher, qtbot)  # the game saves again; the settings have not yet
    assert bar.isVisible()
    assert "The game could not be saved" not in bar.label.text()
    assert f"Settings could not be saved: {FULL}" in bar.label.text()
    launcher.persistence.save_settings()
    assert not bar.isVisible()
    assert window.statusBar().currentMessage() == "Saving works again."
    assert heard.count("Saving works again.") == 1
    moved(launcher, qtbot)
    assert not bar.isVisible() and heard.count("Saving works again.") == 1


def test_a_save_that_failed_before_the_table_was_built_shows_with_it(launcher, qtbot,
                                                                     monkeypatch):
    with monkeypatch.context() as patch:
        disk_full(patch)
        launcher.persistence.save_settings()  # as the New Game dialog does, before the table
    launcher.start_set_up(small_hot_seat(), seed=5)
    bar = launcher.window.save_problem
    qtbot.waitUntil(bar.isVisible, timeout=5000)
    assert f"Settings could not be saved: {FULL}" in bar.label.text()
    assert "this is not being kept" in bar.label.text()


def test_the_bar_s_warning_icon_is_looked_up_when_a_problem_first_shows(launcher, qtbot,
                                                                        monkeypatch):
    # Issue 43: the style's icon (an icon theme's lookup, ~7 ms) was made with the window's
    # table, before its first frame, for a bar that shows only when saving fails.
    session = launcher.session_from_setup(small_hot_seat(), seed=77)
    launcher.show(session, 77, fresh=True)
    bar = launcher.window.save_problem
    assert bar.icon.pixmap().isNull()
    with monkeypatch.context() as patch:
        disk_full(patch)
        launcher.persistence.save_settings()
    qtbot.waitUntil(bar.isVisible, timeout=5000)
    assert not bar.icon.pixmap().isNull() and bar.icon.accessibleName() == "Warning"
