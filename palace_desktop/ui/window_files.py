"""What the main window keeps on disk and reads back: exported hands and matches, opened hand
histories, the games kept for later, the settings and statistics dialogs, and the window's own
size and docks. A mixin of `MainWindow` (main_window.py): it uses the window's `persistence`,
`session`, actions and status bar."""

from __future__ import annotations

from contextlib import nullcontext

from PySide6.QtCore import Slot
# (The dialogs' classes are imported where they are asked: the window's frame, shown first,
# needs none of them.)
from .file_names import file_filter, hand_file_name, match_file_name
from .table.speeds import SPEEDS
from ..live.i18n import fill


class WindowFiles:
    """The Game menu's file, settings and statistics handlers, and the window geometry."""

    # ----------------------------------------------------------------------------------------
    # Files

    def _files_folder(self) -> str:
        from ..games.storage import Settings, files_folder

        settings = self.persistence.settings if self.persistence is not None else Settings()
        return str(files_folder(settings))

    def _remember_folder(self, path: str) -> None:
        from pathlib import Path

        self._store_settings(last_folder=str(Path(path).parent))

    def _save_json(self, title: str, default: str, doc: dict) -> None:
        from pathlib import Path

        from PySide6.QtWidgets import QFileDialog

        from .plain_text import warn

        start = str(Path(self._files_folder()) / default)
        path, _ = QFileDialog.getSaveFileName(self, title, start,
                                              file_filter(self.tr("Hand histories (*.json)")))
        if not path:
            return
        self._remember_folder(path)
        from ..games.storage import atomic_write_json

        try:
            atomic_write_json(path, doc)
        except (OSError, ValueError) as error:
            warn(self, title, fill(self.tr("Could not write {path}: {error}"), path=path,
                                   error=error))
            return
        self.statusBar().showMessage(fill(self.tr("Saved {path}"), path=path), 6000)

    @Slot()
    def export_hand(self) -> None:
        """The last finished hand: a hand still being played would give away every palace."""
        match = self.session.match
        done = match.finished_hands
        if done:
            self._save_json(self.tr("Export the last hand"), hand_file_name(done),
                            match.hand_to_json(done - 1))

    @Slot()
    def export_match(self) -> None:
        match = self.session.match
        if match.finished_hands:
            self._save_json(self.tr("Export the match"), match_file_name(),
                            match.to_json(finished_only=True))

    @Slot()
    def open_history(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a hand history"),
                                              self._files_folder(),
                                              file_filter(self.tr("Hand histories (*.json)")))
        if path:
            self._remember_folder(path)
            self.open_history_requested.emit(path)

    @Slot()
    def fill_kept_menu(self) -> None:
        """The games kept for later, newest first, each named by its players and hand: those
        not known yet are read on a worker and come as they are read (kept_menu.py)."""
        from .kept_menu import KeptMenu

        if getattr(self, "_kept_menu", None) is None:
            self._kept_menu = KeptMenu(self)
        self._kept_menu.fill()

    # ----------------------------------------------------------------------------------------
    # Settings and statistics

    def apply_settings(self, settings) -> None:
        self.set_speed(settings.animation_speed if settings.animation_speed in SPEEDS
                       else "normal")
        self.four_colour_action.setChecked(settings.four_colour)
        self.sounds.configure(settings)
        self.sound_action.setChecked(settings.sound)
        self.session.bot_delay_ms = settings.bot_delay_ms
        if self.action_bar is not None:
            self.action_bar.confirm_fold = settings.confirm_fold
        if self.coach is not None:
            self.coach.active = self._coach_wanted()

    def _store_settings(self, **changes) -> None:
        if self.persistence is None:
            return
        from dataclasses import replace

        self.persistence.settings = replace(self.persistence.settings, **changes)
        self.persistence.save_settings()

    @Slot(bool)
    def on_confirm_fold_changed(self, on: bool) -> None:
        self._store_settings(confirm_fold=on)

    @Slot()
    def show_settings(self) -> None:
        if self.persistence is None:
            return
        from .dialogs.restart import ask_restart
        from .dialogs.settings_dialog import SettingsDialog
        from .settings_preview import TableLookPreview

        dialog = SettingsDialog(self.persistence.settings, self)
        preview = TableLookPreview(self, dialog)
        if not dialog.exec():
            preview.undo()
            return
        language = self.persistence.settings.language
        self.persistence.settings = dialog.result_settings()
        self.persistence.save_settings()
        self.apply_settings(self.persistence.settings)
        if self.persistence.settings.language != language and ask_restart(self):
            self.restart_requested.emit()

    @Slot()
    def show_statistics(self) -> None:
        if self.persistence is None:
            return
        from .dialogs.statistics_dialog import StatisticsDialog

        dialog = StatisticsDialog(self.persistence.statistics, self)
        dialog.reset_requested.connect(lambda: self.persistence.reset_statistics())
        dialog.exec()

    # ----------------------------------------------------------------------------------------
    # The window

    def restore_window(self) -> bool:
        """The size, position and docks the player left the window with, if remembered."""
        from PySide6.QtCore import QByteArray

        saved = self.persistence.settings.window if self.persistence is not None else ""
        if not saved or ";" not in saved:
            return False
        geometry, state, *rest = saved.split(";")
        ok = self.restoreGeometry(QByteArray.fromBase64(geometry.encode("ascii")))
        ok = self.restoreState(QByteArray.fromBase64(state.encode("ascii"))) and ok
        self._docks_sized = ok
        # Restored before the docks exist (the frame comes first), the state puts them back
        # in their places but not at their widths: they take the width kept beside it once
        # made (`_build_docks`).
        # (0: a state kept before the width was, or with the docks hidden or floating.)
        self._restored_dock_width = ((int(rest[0]) if rest and rest[0].isdigit() else 0)
                                     if ok else None)
        return ok

    def _remember_window(self) -> None:
        if self.persistence is None or self.isFullScreen():
            return
        geometry = bytes(self.saveGeometry().toBase64()).decode("ascii")
        dock = self.seats_dock
        # The docks as the player chose them, not as a narrow window folded them.
        room = self.dock_room if dock is not None else None
        with room.saved_as_the_player_left_them() if room is not None else nullcontext():
            state = bytes(self.saveState().toBase64()).decode("ascii")
            width = (str(dock.width()) if dock is not None and dock.isVisible()
                     and not dock.isFloating() else "")
        self._store_settings(window=f"{geometry};{state};{width}")
