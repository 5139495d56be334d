"""Keeps the live game and the player's things on disk: autosave after every action, statistics
after every hand, settings on change. A thin Qt-side wrapper over `storage` (which has no Qt).

The autosave is written by a thread of its own (`SaveWriter`): the window only takes the
match's document, and the writing and its two fsyncs, which grow with the match and wait on the
disk, never hold up a move. Whatever reads, moves or deletes the autosave, or starts another
process that will, calls `flush()` first."""

from __future__ import annotations

import threading
import time
from typing import TYPE_CHECKING, Callable, Optional

from PySide6.QtCore import QObject, Signal, Slot

from ..games import storage
from ..games.files import one_line
from .i18n import fill

if TYPE_CHECKING:  # (the session, and with it the engine, come after the window's first frame)
    from .session import GameSession


def problem_text(error: BaseException) -> str:
    """An exception as one line of text that Qt can show: its message may quote what could
    not be encoded (a lone surrogate), which is shown escaped."""
    return one_line(error).encode("utf-8", "backslashreplace").decode("utf-8")


class SaveWriter:
    """Writes the latest autosave on its own thread. A save asked for while another is being
    written replaces any save still waiting (only the newest matters), so the writer never
    falls behind; each write is atomic (storage), so a crash leaves the previous save whole.

    A write that fails, for whatever reason, is handed to `failed` and tried again: at the
    next save (the match's newer document, after the next move), else at `flush` (before the
    window closes or the save is moved). The thread outlives any failure, and `flush` waits a
    bounded time, so closing the window never waits on a writer that is stuck or gone. (No
    timer: a thread or timer left waiting would outlive the window.)"""

    def __init__(self, write: Callable[[dict, dict], None],
                 failed: Callable[[Exception], None]):
        self._write = write
        self._failed = failed
        self._changed = threading.Condition()
        self._waiting: Optional[tuple[dict, dict]] = None
        self._failed_save: Optional[tuple[dict, dict]] = None  # the newest, when it failed
        self._writing = False
        self._thread: Optional[threading.Thread] = None
        self._held = False

    def save(self, doc: dict, meta: dict) -> None:
        with self._changed:
            self._waiting = (doc, meta)
            self._failed_save = None  # the newer save replaces it
            self._start()
            self._changed.notify_all()

    def hold(self) -> None:
        """Write nothing until `release` (or `flush`): the save of a game just dealt waits for
        its table's first frame, which its thread (the engine's history and datetime imported,
        the JSON written, ~7 ms) would otherwise slow down, taking turns at the interpreter."""
        with self._changed:
            self._held = True

    def release(self) -> None:
        with self._changed:
            self._held = False
            if self._waiting is not None:
                self._start()
                self._changed.notify_all()

    def _start(self) -> None:
        if self._held:
            return
        if self._thread is None or not self._thread.is_alive():
            # A thread while there is something to write. A daemon: a process ended without
            # flush() (a crash, a kill) loses at most the save being written, and the last
            # whole one stays on disk.
            self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
            self._thread.start()

    def flush(self, timeout: float = 5.0) -> bool:
        """Wait until every save asked for is on disk, or has failed once more (a save that
        failed before is tried again now), at most `timeout` seconds. True when it is on
        disk; False when a write failed, or is still going after `timeout`."""
        deadline = time.monotonic() + timeout
        self.release()
        with self._changed:
            self._changed.wait_for(self._idle, timeout)
            if self._failed_save is not None and self._waiting is None and not self._writing:
                self._waiting, self._failed_save = self._failed_save, None
                self._start()
                self._changed.wait_for(self._idle, max(0.0, deadline - time.monotonic()))
            return self._waiting is None and not self._writing and self._failed_save is None

    def drop(self) -> None:
        """Forget a save that failed and any still waiting: the game they hold was discarded
        or kept meanwhile, and writing them later would bring it back as the autosave."""
        with self._changed:
            self._waiting = self._failed_save = None
            self._changed.notify_all()

    def _idle(self) -> bool:
        """Nothing left to write, or no thread left to write it (called holding the lock)."""
        return (self._waiting is None and not self._writing) or self._thread is None \
            or not self._thread.is_alive()

    def _run(self) -> None:
        while True:
            with self._changed:
                save, self._waiting = self._waiting, None
                if save is None:
                    self._thread = None
                    self._changed.notify_all()
                    return
                self._writing = True
            problem: Optional[Exception] = None
            try:
                self._write(*save)
            except Exception as error:  # any: a thread that dies here takes every save with it
                problem = error
            with self._changed:
                self._writing = False
                if problem is not None and self._waiting is None:
                    self._failed_save = save  # else a newer save replaces it
                self._changed.notify_all()
            if problem is not None:
                try:
                    self._failed(problem)
                except Exception:  # the window's side is gone (the app is closing)
                    pass


class Persistence(QObject):
    problem = Signal(str)  # a message for the user (a game that could not be kept, ...)
    # While saves fail: what cannot be saved and why, a line each, then what that means for
    # the game (again at each failure); `saving_works` once every one has worked since.
    saving_failed = Signal(str)
    saving_works = Signal()
    _save_failed = Signal(str)  # from the writer's thread, shown by the window's
    _game_saved = Signal()  # (the same)

    def __init__(self, paths: storage.Paths, parent=None):
        super().__init__(parent)
        self.paths = paths
        # Writes a kill cut short left their temp files behind: the files themselves are whole.
        storage.remove_interrupted_writes((paths.config_dir, paths.data_dir, paths.kept_dir))
        self.settings, warning, dropped = storage.read_settings(paths)
        self.statistics, stats_warning = storage.load_statistics(paths)
        self._unsaved_hands = storage.Statistics()  # counted here, not yet in the file
        refused = ", ".join(dropped)  # the settings' names, as settings.json has them
        self.warnings = [w for w in (warning, stats_warning) if w]  # English, for stderr
        if refused:
            self.warnings.append(f"{paths.settings_path}: these settings could not be used and "
                                 f"take their defaults (or were cleaned): {refused}.")
        # The same for the window, in the reader's language (the detail stays technical).
        self.notices = [fill(text, detail=detail) for text, detail in (
            (self.tr("Your settings could not be read and were put aside; the defaults are "
                     "used.\n{detail}"), warning),
            (self.tr("Some of your settings could not be used: they take their defaults, or "
                     "were shortened or cleaned of characters a name cannot hold.\n{detail}"),
             refused),
            (self.tr("Your statistics could not be read and were put aside; they start "
                     "again from zero.\n{detail}"), stats_warning)) if detail]
        self.session: Optional[GameSession] = None
        self.meta: dict = {}
        self.failing: dict[str, str] = {}  # "game", "settings", "statistics": its line
        self._save_failed.connect(self._report_save_failed)
        self._game_saved.connect(self._report_game_saved)  # (a method: run on this thread)
        self.writer = SaveWriter(self._write_match,
                                 lambda error: self._save_failed.emit(in_short(error)))

    def flush(self) -> bool:
        """Wait until the autosave asked for last is on disk (at most a few seconds: False
        when it is not, after one more try)."""
        return self.writer.flush()

    def hold_saves(self) -> None:
        """Write no autosave until `release_saves` (or `flush`): SaveWriter.hold."""
        self.writer.hold()

    def release_saves(self) -> None:
        self.writer.release()

    def attach(self, session: GameSession, meta: dict) -> None:
        """Follow `session`: every change is saved; finished hands count in the statistics."""
        if self.session is not None:
            self.session.events_applied.disconnect(self._autosave)
            self.session.hand_finished.disconnect(self._hand_finished)
        self.session = session
        self.meta = dict(meta)
        session.events_applied.connect(self._autosave)
        session.hand_finished.connect(self._hand_finished)

    @Slot()
    def _autosave(self, *_args) -> None:
        session = self.session
        if session is None or not session.match.hands:
            return
        if session.match.is_over:
            self.discard_save()
            return
        meta = dict(self.meta, viewer=session.viewer if session.viewer >= 0 else
                    self.meta.get("viewer", 0))
        self.writer.save(session.match.to_json(), meta)

    def _write_match(self, doc: dict, meta: dict) -> None:  # on the writer's thread
        storage.save_match(self.paths, doc, meta)
        self._game_saved.emit()

    @Slot(str)
    def _report_save_failed(self, error: str) -> None:
        self._failing("game", fill(self.tr("The game could not be saved: {error}"), error=error))

    @Slot()
    def _report_game_saved(self) -> None:
        self._saved("game")

    def _failing(self, what: str, line: str) -> None:
        self.failing[what] = line
        self.saving_failed.emit(self.failing_text())

    def _saved(self, what: str) -> None:
        if self.failing.pop(what, None) is None:
            return
        if self.failing:
            self.saving_failed.emit(self.failing_text())
        else:
            self.saving_works.emit()

    def failing_text(self) -> str:
        """What cannot be saved and why, and what that means: the window shows it until
        saving works again."""
        return "\n".join([*self.failing.values(), self.tr(
            "The game goes on, but it is not being kept until saving works again.")
            if "game" in self.failing else self.tr(
            "The game goes on, but this is not being kept until saving works again.")])

    @Slot()
    def _hand_finished(self) -> None:
        self.count_hand(self.session.match.state)

    def count_hand(self, state) -> None:
        """Count a finished hand in the statistics shown and in the file."""
        self.statistics.record_hand(state)
        self._unsaved_hands.record_hand(state)
        self.save_statistics()

    def save_statistics(self) -> None:
        """Add the hands finished since the last save to the file, which may hold another
        window's too: those are then shown as well. Hands that could not be saved are added
        at the next try."""
        try:
            saved, warning = storage.add_to_statistics(self.paths, self._unsaved_hands)
        except OSError as error:
            self._failing("statistics", fill(self.tr("Statistics could not be saved: {error}"),
                                             error=in_short(error)))
            return
        self._saved("statistics")
        self._unsaved_hands = storage.Statistics()
        self.statistics.replace_with(saved)
        if warning:
            self.problem.emit(fill(self.tr("Your statistics could not be read and were put "
                                           "aside; they start again from zero.\n{detail}"),
                                   detail=warning))

    def reset_statistics(self, name: Optional[str] = None) -> None:
        """Forget everyone's statistics (or one player's), in the file too: hands another
        window adds later count from zero."""
        self._unsaved_hands.reset(name)
        try:
            saved = storage.reset_statistics(self.paths, name)
        except OSError as error:
            self.statistics.reset(name)
            self._failing("statistics", fill(self.tr("Statistics could not be saved: {error}"),
                                             error=in_short(error)))
            return
        self._saved("statistics")
        self.statistics.replace_with(saved)

    def save_settings(self) -> None:
        try:
            storage.save_settings(self.paths, self.settings)
        except Exception as error:  # any: a settings change is never worth the window
            self._failing("settings", fill(self.tr("Settings could not be saved: {error}"),
                                           error=in_short(error)))
        else:
            self._saved("settings")

    def discard_save(self) -> None:
        self.flush()  # a save still being written would bring it back
        self.writer.drop()  # and so would one that failed, tried again later
        storage.discard_saved_match(self.paths)

    def keep_save(self, match=None) -> bool:
        """Put the autosave aside for later (Game ▸ Resume a kept game). False (and a message)
        when it could not be moved: then nothing may overwrite it. `match`: the saved one,
        when no session is attached (the attached session's otherwise), so the menu knows
        its players and hands without reading the file."""
        self.flush()
        # A save that failed is not tried again: it would come back as the autosave beside
        # the game kept (the last one written).
        self.writer.drop()
        try:
            kept = storage.keep_saved_match(self.paths)
        except OSError as error:
            self.problem.emit(fill(self.tr("The game could not be kept: {error}"), error=error))
            return False
        if match is None and self.session is not None:
            match = self.session.match
        if kept is not None and match is not None:
            storage.note_kept(kept, match.names, len(match.hands))
        return True

    def kept_games(self) -> list:
        return storage.kept_games(self.paths)

    def known_kept_games(self) -> tuple[list, list]:
        return storage.known_kept_games(self.paths)


def in_short(error: BaseException) -> str:
    """An error as the bar shows it: "No space left on device", "Read-only file system" (the
    system's words for an OSError, without the file's long path)."""
    return getattr(error, "strerror", None) or problem_text(error) or type(error).__name__
