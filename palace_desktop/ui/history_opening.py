"""Opening a hand history on a worker thread: the file is read, checked and replayed away from
the window, which shows how far it has come and can stop it.

A file at the limits (32 MB, a million actions) takes seconds to read and replay: opened on
the window's thread it froze the window for 15 s, and a refusal found late in a long file
did as much. The worker is a Python thread (no Qt object is touched there): it hears
`progress` from games/replay.py and answers a cancel by raising out of it; what it found
comes back to the window's thread as a queued signal.
"""

from __future__ import annotations

import gc
import threading
import traceback
from typing import Optional

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal, Slot
from PySide6.QtWidgets import QMessageBox, QProgressDialog, QWidget

from ..live.i18n import fill
from .plain_text import plain_box

STEPS = 1000  # the progress bar's range
# A load that ends sooner shows no progress at all (it would flash); one that takes longer
# shows it, with its Cancel button.
SHOW_PROGRESS_AFTER_MS = 400


class _Cancelled(Exception):
    """Raised out of the load's progress callback to stop it."""


def _translate(text: str) -> str:
    return QCoreApplication.translate("HistoryOpening", text)


class HistoryOpening(QObject):
    """One history file being opened for `parent` (the main window). `opened(cursor)` once it
    is loaded; a refusal is shown in a message box naming the file; a cancel ends quietly.
    `finished` comes last in every case."""

    opened = Signal(object)
    finished = Signal()
    # The openings under way: each keeps itself here (nothing else need hold it) until its end.
    running: set["HistoryOpening"] = set()
    _loaded = Signal(object)
    _refused = Signal(str)
    _progressed = Signal(int)
    _stopped = Signal()

    def __init__(self, path: str, parent: QWidget):
        super().__init__(parent)
        self.path = path
        self._window = parent
        self._cancel = threading.Event()
        self._done = False
        self._loaded.connect(self._on_loaded, Qt.ConnectionType.QueuedConnection)
        self._refused.connect(self._on_refused, Qt.ConnectionType.QueuedConnection)
        self._progressed.connect(self._on_progress, Qt.ConnectionType.QueuedConnection)
        self._stopped.connect(self._end, Qt.ConnectionType.QueuedConnection)
        self.progress = QProgressDialog(
            fill(_translate("Reading {path}…"), path=path),
            QCoreApplication.translate("HistoryOpening", "Cancel"), 0, STEPS, parent)
        self.progress.setWindowTitle(QCoreApplication.translate("WindowFiles",
                                                                "Open a hand history"))
        self.progress.setAccessibleName(self.progress.windowTitle())
        # Not modal: a modal progress dialog runs an event loop of its own in setValue.
        self.progress.setWindowModality(Qt.WindowModality.NonModal)
        self.progress.setMinimumDuration(SHOW_PROGRESS_AFTER_MS)
        self.progress.setAutoClose(False)
        self.progress.setAutoReset(False)
        self.progress.canceled.connect(self.cancel)
        # The window closed meanwhile: the worker stops at its next step (this object is gone).
        cancelled = self._cancel
        parent.destroyed.connect(lambda *_: cancelled.set())
        self._thread = threading.Thread(target=self._load, name="history-opening", daemon=True)

    def start(self, viewer: int) -> None:
        """Load the file for the seat `viewer` (or PUBLIC)."""
        self._viewer = viewer
        HistoryOpening.running.add(self)
        self.progress.setValue(0)
        self._thread.start()

    @Slot()
    def cancel(self) -> None:
        """Stop the load at its next step (reading the file itself runs to its end)."""
        self._cancel.set()

    def is_running(self) -> bool:
        return not self._done

    def wait(self, seconds: Optional[float] = None) -> bool:
        """Wait for the worker to end (tests, and a window closing); True when it has."""
        self._thread.join(seconds)
        return not self._thread.is_alive()

    # ----------------------------------------------------------------------------------------
    # On the worker

    def _load(self) -> None:
        from ..engine.history import HistoryError
        from ..games.replay import ReplayCursor

        last = [-1]

        def progress(share: float) -> None:
            if self._cancel.is_set():
                raise _Cancelled()
            step = int(share * STEPS)
            if step != last[0]:  # a queued signal a step, not one for each of 100,000 hands
                last[0] = step
                self._send(self._progressed, step)

        # No cyclic garbage collection while the load makes its million objects: each full
        # collection walks them all with the interpreter held, the window's thread waiting
        # (670 ms at a time for a file of empty objects). Counting frees them as usual.
        collecting = gc.isenabled()
        gc.disable()
        try:
            cursor = ReplayCursor.from_file(self.path, self._viewer, progress)
        except _Cancelled:
            self._send(self._stopped)
        except HistoryError as error:
            self._send(self._refused, str(error))
        except MemoryError:
            self._send(self._refused, "too big to open in the memory available")
        except Exception as error:  # a fault of ours: said, and the window never left waiting
            traceback.print_exc()
            self._send(self._refused, f"cannot be opened ({type(error).__name__}: "
                                      f"{' '.join(str(error).split())[:200]})")
        else:
            self._send(self._loaded, cursor)
        finally:
            if collecting:
                gc.enable()

    def _send(self, signal, *args) -> None:
        try:
            signal.emit(*args)
        except RuntimeError:  # the window, and this object with it, was closed meanwhile
            HistoryOpening.running.discard(self)

    # ----------------------------------------------------------------------------------------
    # Back on the window's thread

    @Slot(int)
    def _on_progress(self, step: int) -> None:
        if not self._done:
            self.progress.setValue(step)

    @Slot(object)
    def _on_loaded(self, cursor) -> None:
        if self._cancel.is_set():  # cancelled just as it ended: the person said no
            self._end()
            return
        self._close_progress()
        self.opened.emit(cursor)
        self._end()

    @Slot(str)
    def _on_refused(self, error: str) -> None:
        self._close_progress()
        # Plain text: the line may quote the file ("unknown value '<img src=...>'"), and
        # QMessageBox.warning would render what looks like markup.
        box = plain_box(QMessageBox.Icon.Warning,
                        QCoreApplication.translate("WindowFiles", "Open a hand history"),
                        fill(_translate("{path} cannot be shown: {error}"),
                             path=self.path, error=error),
                        QMessageBox.StandardButton.Ok, self._window)
        box.exec()
        self._end()

    def _close_progress(self) -> None:
        self.progress.canceled.disconnect(self.cancel)
        self.progress.close()

    @Slot()
    def _end(self) -> None:
        if self._done:
            return
        self._done = True
        HistoryOpening.running.discard(self)
        self.progress.close()
        self.progress.deleteLater()
        self.finished.emit()
        self.deleteLater()
