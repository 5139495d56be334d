"""Opening a hand history on a worker thread (file_opening.py): a file at the limits (32 MB,
a million actions) took seconds to read and replay, and opened on the window's thread it
froze the window for 15 s; a refusal found late in a long file did as much."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from ..live.i18n import fill
from .file_opening import STEPS, FileOpening  # noqa: F401  (STEPS: the progress bar's range)
from .plain_text import plain_box


class HistoryOpening(FileOpening):
    """One history file being opened for `parent` (the main window). `opened(cursor)` once it
    is loaded; a refusal is shown in a message box naming the file; a cancel ends quietly.
    `finished` comes last in every case."""

    running: set["HistoryOpening"] = set()

    def __init__(self, path: str, parent: QWidget):
        super().__init__(path, parent,
                         QCoreApplication.translate("WindowFiles", "Open a hand history"),
                         fill(QCoreApplication.translate(
                             "HistoryOpening", "Reading {path}…"), path=path), "history-opening")

    def start(self, viewer: int) -> None:
        """Load the file for the seat `viewer` (or PUBLIC)."""
        self._viewer = viewer
        super().start()

    def load(self, progress):
        """A ReplayCursor; or, for a history exported from a seat at a table on the network
        (no deals in it to replay), its SeatHistory (live/seat_history.py)."""
        import os

        from ..engine.history import HistoryError
        from ..engine.history_file import file_label
        from ..games.replay import ReplayCursor, read_history_file
        from ..live.seat_history import is_seat_history, seat_history_from_json

        progress(0.0)
        doc = read_history_file(self.path)
        if is_seat_history(doc):
            try:
                return seat_history_from_json(doc)
            except HistoryError as error:
                name = os.path.basename(file_label(self.path)) or file_label(self.path)
                raise HistoryError(f"{name}: {error}") from None
        return ReplayCursor.from_doc(doc, self.path, self._viewer, progress)

    def refusal(self, error: Exception):
        from ..engine.history import HistoryError

        return str(error) if isinstance(error, HistoryError) else None

    def show_refusal(self, error: str) -> None:
        # Plain text: the line may quote the file ("unknown value '<img src=...>'"), and
        # QMessageBox.warning would render what looks like markup.
        box = plain_box(QMessageBox.Icon.Warning,
                        QCoreApplication.translate("WindowFiles", "Open a hand history"),
                        fill(QCoreApplication.translate(
                            "HistoryOpening", "{path} cannot be shown: {error}"),
                             path=self.path, error=error),
                        QMessageBox.StandardButton.Ok, self._window)
        box.exec()
