"""A saved game is read and replayed on a worker (issue 37.6): one near its 8 MiB bound took
many seconds on the window's thread, at start or from Game ▸ Resume a kept game, and held the
window. Now the window's own timer keeps ticking meanwhile, the progress shows with its
Cancel, and a cancel loses nothing."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QElapsedTimer, QTimer
from PySide6.QtWidgets import QMessageBox, QPushButton

from palace_desktop.engine.actions import Fold
from palace_desktop.engine.deal import SeedDeal
from palace_desktop.engine.match import Match
from palace_desktop.engine.rules import Rules
from palace_desktop.games import storage
from palace_desktop.games.save_meta import make_meta
from palace_desktop.games.seats import SeatKind
from palace_desktop.live.bot_worker import BotWorker
from palace_desktop.live.persistence import Persistence
from palace_desktop.ui.launcher import Launcher

PAIRS = 2500  # hands of two: thousands of hands to replay, seconds on this kind of machine


def long_match_document(pairs: int) -> dict:
    """A legal match of 2 * `pairs` hands, made at once: in each pair of hands one seat, then
    the other, folds at the first turn, so the stacks come back to where they were and the
    same two hands can follow again and again."""
    match = Match(Rules.make(), ["Ann", "Ben"], [200, 200], dealer=1)
    for _ in range(2):
        match.start_hand(SeedDeal(1))
        match.apply(next(a for a in match.state.legal_actions() if isinstance(a, Fold)))
    assert match.chips == (200, 200) and not match.hand_in_progress
    doc = match.to_json()
    doc["hands"] = doc["hands"] * pairs
    return doc


@pytest.fixture
def launcher(qapp, tmp_path):
    persistence = Persistence(storage.Paths(tmp_path))
    made = Launcher(qapp, persistence, lambda: BotWorker(inline=True))
    made.open_window()  # the window's frame, as a start shows it before the save's question
    yield made
    made.window.close()


def save_long_game(paths) -> None:
    kinds = [SeatKind("you", ""), SeatKind("bot", "easy")]
    storage.save_match(paths, long_match_document(PAIRS), make_meta(kinds, 0, 5))


class Ticks:
    """The window's thread's timer, every 10 ms, while the save is read: it stops when the
    read game is handed to the window (building the table for it is any game's start)."""

    def __init__(self, launcher, monkeypatch, on_tick=lambda: None):
        self.clock, self.at = QElapsedTimer(), [0]
        self.timer = QTimer()
        self.timer.setInterval(10)
        self.timer.timeout.connect(lambda: (self.at.append(self.clock.elapsed()), on_tick()))
        resume_loaded = launcher.resume_loaded

        def read(*args):
            self.stop()
            return resume_loaded(*args)

        monkeypatch.setattr(launcher, "resume_loaded", read)
        self.clock.start()
        self.timer.start()

    def stop(self) -> None:
        if self.timer.isActive():
            self.timer.stop()
            self.at.append(self.clock.elapsed())

    def longest_gap(self) -> int:
        self.stop()
        return max(later - earlier for earlier, later in zip(self.at, self.at[1:]))

    def responsive(self) -> bool:
        """No wait of a second or more, nor of a third of the reading: on the window's thread
        the reading was one wait (the machine's speed and load only change how long)."""
        gap = self.longest_gap()
        return len(self.at) > 10 and gap < 1000 and gap < (self.at[-1] - self.at[0]) / 3


def progress_shown():
    from palace_desktop.ui.launcher.saved_opening import SavedGameOpening

    return [opening.progress for opening in SavedGameOpening.running
            if opening.progress.isVisible()]


def test_a_long_saved_game_resumes_with_the_window_responsive(launcher, qtbot, monkeypatch):
    save_long_game(launcher.persistence.paths)
    seen = []
    ticks = Ticks(launcher, monkeypatch, lambda: seen.extend(progress_shown()))
    assert launcher.resume_saved(ask=False)
    assert ticks.responsive(), (ticks.longest_gap(), ticks.at[-1], len(ticks.at))
    assert seen  # it took a while: the progress showed
    assert len(launcher.window.session.match.hands) == 2 * PAIRS


def test_cancelling_the_saved_game_s_reading_keeps_it_for_later(launcher, qtbot, monkeypatch):
    paths = launcher.persistence.paths
    save_long_game(paths)
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: pytest.fail("a message"))

    def cancel_once_shown():
        for progress in progress_shown():
            cancel, = progress.findChildren(QPushButton)
            cancel.click()

    ticks = Ticks(launcher, monkeypatch, cancel_once_shown)
    assert not launcher.resume_saved(ask=False)
    ticks.longest_gap()
    assert launcher.window.session is None
    assert not paths.autosave_path.exists()
    kept, = paths.kept_dir.iterdir()  # whole, unchanged, to be resumed later
    assert storage.load_saved_file(kept)[0].hands.__len__() == 2 * PAIRS


def test_a_long_kept_game_is_read_off_the_window_s_thread(launcher, qtbot, monkeypatch):
    paths = launcher.persistence.paths
    save_long_game(paths)
    kept = storage.keep_saved_match(paths)
    ticks = Ticks(launcher, monkeypatch)
    launcher.resume_kept(str(kept))
    assert ticks.responsive(), (ticks.longest_gap(), ticks.at[-1], len(ticks.at))
    assert len(launcher.window.session.match.hands) == 2 * PAIRS
    assert paths.autosave_path.exists() and not kept.exists()


def test_the_switch_interval_and_collection_are_set_while_loads_run_and_given_back_after_the_last():
    # The window's thread waited up to the interpreter's switch interval (5 ms) for each event
    # a Python object handles while a load computed: the progress dialog took 450 ms to show.
    # And the first of two loads at once to end turned collection back on under the second.
    import gc
    import sys

    from palace_desktop.ui import file_opening

    before, collecting = sys.getswitchinterval(), gc.isenabled()
    file_opening._loading(True)
    file_opening._loading(True)  # a second load at once
    assert sys.getswitchinterval() == min(before, file_opening.FAST_SWITCH_SECONDS)
    file_opening._loading(False)
    assert sys.getswitchinterval() == min(before, file_opening.FAST_SWITCH_SECONDS)
    assert not gc.isenabled()
    file_opening._loading(False)
    assert sys.getswitchinterval() == before and gc.isenabled() == collecting
