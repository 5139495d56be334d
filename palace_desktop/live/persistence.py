"""Keeps the live game and the player's things on disk: autosave after every action, statistics
after every hand, settings on change. A thin Qt-side wrapper over `storage` (which has no Qt)."""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QObject, Signal, Slot

from ..games import storage
from .session import GameSession
from .i18n import fill


class Persistence(QObject):
    problem = Signal(str)  # a message for the user (a save that could not be written, ...)

    def __init__(self, paths: storage.Paths, parent=None):
        super().__init__(parent)
        self.paths = paths
        # Writes a kill cut short left their temp files behind: the files themselves are whole.
        storage.remove_interrupted_writes((paths.config_dir, paths.data_dir, paths.kept_dir))
        self.settings, warning = storage.load_settings(paths)
        self.statistics, stats_warning = storage.load_statistics(paths)
        self.warnings = [w for w in (warning, stats_warning) if w]  # English, for stderr
        # The same for the window, in the reader's language (the detail stays technical).
        self.notices = [fill(text, detail=detail) for text, detail in (
            (self.tr("Your settings could not be read and were put aside; the defaults are "
                     "used.\n{detail}"), warning),
            (self.tr("Your statistics could not be read and were put aside; they start "
                     "again from zero.\n{detail}"), stats_warning)) if detail]
        self.session: Optional[GameSession] = None
        self.meta: dict = {}

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
            storage.discard_saved_match(self.paths)
            return
        meta = dict(self.meta, viewer=session.viewer if session.viewer >= 0 else
                    self.meta.get("viewer", 0))
        try:
            storage.save_match(self.paths, session.match.to_json(), meta)
        except OSError as error:
            self.problem.emit(fill(self.tr("The game could not be saved: {error}"), error=error))

    @Slot()
    def _hand_finished(self) -> None:
        state = self.session.match.state
        self.statistics.record_hand(state)
        self.save_statistics()

    def save_statistics(self) -> None:
        try:
            storage.save_statistics(self.paths, self.statistics)
        except OSError as error:
            self.problem.emit(fill(self.tr("Statistics could not be saved: {error}"), error=error))

    def save_settings(self) -> None:
        try:
            storage.save_settings(self.paths, self.settings)
        except OSError as error:
            self.problem.emit(fill(self.tr("Settings could not be saved: {error}"), error=error))

    def discard_save(self) -> None:
        storage.discard_saved_match(self.paths)

    def keep_save(self) -> bool:
        """Put the autosave aside for later (Game ▸ Resume a kept game). False (and a message)
        when it could not be moved: then nothing may overwrite it."""
        try:
            storage.keep_saved_match(self.paths)
        except OSError as error:
            self.problem.emit(fill(self.tr("The game could not be kept: {error}"), error=error))
            return False
        return True

    def kept_games(self) -> list:
        return storage.kept_games(self.paths)
