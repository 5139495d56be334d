"""Game ▸ Resume a kept game fills without reading a kept game on the window's thread (issue
37.7: twenty kept games of 5.5 MB took 14.8 s at the menu's first opening): what is known
shows at once, the rest is read on a worker and comes as it is read, and a game this window
kept itself is known without reading it."""

from __future__ import annotations

import threading

import pytest

from palace_desktop.games import saved_games, storage
from palace_desktop.games.setup import preset
from palace_desktop.live.bot_worker import BotWorker
from palace_desktop.live.persistence import Persistence
from palace_desktop.ui.launcher import Launcher

from test_kept_games import kept


@pytest.fixture
def launcher(qapp, tmp_path):
    made = Launcher(qapp, Persistence(storage.Paths(tmp_path)), lambda: BotWorker(inline=True))
    made.open_window()
    yield made
    made.window.close()


@pytest.fixture
def reads(monkeypatch):
    """(file name, read on the window's thread) for each kept game read."""
    done = []
    real = saved_games.read_json
    monkeypatch.setattr(saved_games, "read_json", lambda path, limit, **how: done.append(
        (path.name, threading.current_thread() is threading.main_thread()))
        or real(path, limit, **how))
    return done


def entries(window) -> list[str]:
    return [action.text() for action in window.kept_menu.actions() if action.isEnabled()]


def test_the_menu_reads_kept_games_on_a_worker_and_adds_them_as_they_come(
        launcher, reads, qtbot):
    paths = launcher.persistence.paths
    kept(paths, "a.json", ["Ann", "Ben"])
    kept(paths, "bb.json", ["Cleo", "Dora"], hands=2)
    kept(paths, "ccc.json", ["Eve", "Finn"], hands=3)
    window = launcher.window
    window.kept_menu.aboutToShow.emit()
    assert [name for name, on_window in reads if on_window] == []
    assert entries(window) == [] or len(entries(window)) < 3
    qtbot.waitUntil(lambda: len(entries(window)) == 3, timeout=20000)
    qtbot.waitUntil(lambda: len(window.kept_menu.actions()) == 3)  # "Reading…" gone
    assert sorted(reads) == [("a.json", False), ("bb.json", False), ("ccc.json", False)]
    assert ["Eve" in entries(window)[0], "Ann" in entries(window)[2]] == [True, True]
    reads.clear()
    window.kept_menu.aboutToShow.emit()  # the next opening: all known, nothing read
    assert len(entries(window)) == 3 and reads == []


def test_a_game_this_window_kept_is_in_the_menu_without_reading_it(launcher, reads):
    launcher.show(launcher.session_from_setup(preset("solo3", "Ann"), seed=8), 8, fresh=True)
    assert launcher.persistence.keep_save()
    window = launcher.window
    window.kept_menu.aboutToShow.emit()
    entry, = entries(window)
    assert "Ann" in entry and reads == []
    assert len(window.kept_menu.actions()) == 1
    info, = storage.kept_games(launcher.persistence.paths)  # as read from the file
    assert entry == window.kept_menu.actions()[0].text()
    assert (info.names, info.hands) == (tuple(launcher.window.session.match.names), 1)
