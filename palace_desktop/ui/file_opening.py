"""Reading a file on a worker thread: the file is read, checked and replayed away from the
window, which shows how far it has come and can stop it. Hand histories (history_opening.py)
and saved games (launcher/saved_opening.py) open this way.

A file at the limits takes seconds to read and replay: opened on the window's thread it froze
the window (15 s for a history of a million actions, many seconds for a saved game near its
8 MiB bound). The worker is a Python thread (no Qt object is touched there): it hears
`progress(share)` from the reader and answers a cancel by raising out of it; what it found
comes back to the window's thread as a queued signal.
"""

from __future__ import annotations

import gc
import sys
import threading
import traceback
from typing import Any, Callable, Optional

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal, Slot
from PySide6.QtWidgets import QProgressDialog, QWidget

from ..live.i18n import fill
from .plain_text import plain_label

STEPS = 1000  # the progress bar's range
# A load that ends sooner shows no progress at all (it would flash); one that takes longer
# shows it, with its Cancel button.
SHOW_PROGRESS_AFTER_MS = 400
FAST_SWITCH_SECONDS = 0.0005  # while a file is read: see FileOpening._run

Progress = Callable[[float], None]

# Loads under way, and the switch interval and collection from before the first of them.
_loads = {"count": 0, "switching": 0.0, "collecting": False}
_loads_lock = threading.Lock()


def _loading(starting: bool) -> None:
    """While any load runs (several may), process-wide: no cyclic garbage collection, and the
    interpreter's switch interval at FAST_SWITCH_SECONDS; both as before after the last.

    A full collection walks the load's million objects with the interpreter held, the
    window's thread waiting (670 ms at a time for a file of empty objects); counting frees
    them as usual. And the window's thread needs the interpreter for every event a Python
    object handles (filters, paints, slots), waiting up to the switch interval for each while
    a load computes: at the default 5 ms, showing the progress dialog took 450 ms."""
    with _loads_lock:
        if starting:
            if _loads["count"] == 0:
                _loads["switching"] = sys.getswitchinterval()
                _loads["collecting"] = gc.isenabled()
                sys.setswitchinterval(min(_loads["switching"], FAST_SWITCH_SECONDS))
                gc.disable()
            _loads["count"] += 1
        else:
            _loads["count"] -= 1
            if _loads["count"] == 0:
                sys.setswitchinterval(_loads["switching"])
                if _loads["collecting"]:
                    gc.enable()


class _Cancelled(Exception):
    """Raised out of the load's progress callback to stop it."""


class FileOpening(QObject):
    """One file being opened for `parent` (a window, or None). `opened(result)` once it is
    loaded; a refusal goes to `show_refusal`; a cancel ends quietly. `finished` comes last in
    every case. A subclass says what loading is (`load`, on the worker) and which errors are
    refusals (`refusal`)."""

    opened = Signal(object)
    finished = Signal()
    # The openings under way, each kind its own set: each keeps itself there (nothing else
    # need hold it) until its end.
    running: set["FileOpening"] = set()
    _loaded = Signal(object)
    _refused = Signal(str)
    _progressed = Signal(int)
    _stopped = Signal()

    def __init__(self, path: str, parent: Optional[QWidget], title: str, label: str,
                 thread_name: str):
        super().__init__(parent)
        self.path = path
        self._window = parent
        self._cancel = threading.Event()
        self._done = False
        self.was_cancelled = False
        self._loaded.connect(self._on_loaded, Qt.ConnectionType.QueuedConnection)
        self._refused.connect(self._on_refused, Qt.ConnectionType.QueuedConnection)
        self._progressed.connect(self._on_progress, Qt.ConnectionType.QueuedConnection)
        self._stopped.connect(self._on_stopped, Qt.ConnectionType.QueuedConnection)
        self.progress = QProgressDialog(
            label, QCoreApplication.translate("HistoryOpening", "Cancel"), 0, STEPS, parent)
        self.progress.setLabel(plain_label(label))  # the label names a file from outside
        self.progress.setWindowTitle(title)
        self.progress.setAccessibleName(title)
        # Not modal: a modal progress dialog runs an event loop of its own in setValue.
        self.progress.setWindowModality(Qt.WindowModality.NonModal)
        self.progress.setMinimumDuration(SHOW_PROGRESS_AFTER_MS)
        self.progress.setAutoClose(False)
        self.progress.setAutoReset(False)
        self.progress.canceled.connect(self.cancel)
        if parent is not None:
            # The window closed meanwhile: the worker stops at its next step (this object is
            # gone).
            cancelled = self._cancel
            parent.destroyed.connect(lambda *_: cancelled.set())
        self._thread = threading.Thread(target=self._run, name=thread_name, daemon=True)

    # ----------------------------------------------------------------------------------------
    # What a kind of file says

    def load(self, progress: Progress) -> Any:
        """On the worker: the file read, checked and replayed, calling `progress(share)` as it
        goes (whatever that raises must go through)."""
        raise NotImplementedError

    def refusal(self, error: Exception) -> Optional[str]:
        """On the worker: the one line telling why the file cannot be opened, when `error` is
        one of the kind's refusals; None for anything else (a fault of ours)."""
        return None

    def show_refusal(self, error: str) -> None:
        """On the window's thread: tell the person."""
        raise NotImplementedError

    # ----------------------------------------------------------------------------------------

    def start(self) -> None:
        type(self).running.add(self)
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

    def _run(self) -> None:
        last = [-1]

        def progress(share: float) -> None:
            if self._cancel.is_set():
                raise _Cancelled()
            step = int(share * STEPS)
            if step != last[0]:  # a queued signal a step, not one for each of 100,000 hands
                last[0] = step
                self._send(self._progressed, step)

        _loading(True)
        try:
            result = self.load(progress)
        except _Cancelled:
            self._send(self._stopped)
        except MemoryError:
            self._send(self._refused, QCoreApplication.translate(
                "HistoryOpening", "too big to open in the memory available"))
        except Exception as error:
            problem = self.refusal(error)
            if problem is None:  # a fault of ours: said, and the window never left waiting
                traceback.print_exc()
                problem = fill(QCoreApplication.translate(
                    "HistoryOpening", "an error of the app stopped the reading ({error})"),
                    error=f"{type(error).__name__}: {' '.join(str(error).split())[:200]}")
            self._send(self._refused, problem)
        else:
            self._send(self._loaded, result)
        finally:
            _loading(False)

    def _send(self, signal, *args) -> None:
        try:
            signal.emit(*args)
        except RuntimeError:  # the window, and this object with it, was closed meanwhile
            type(self).running.discard(self)

    # ----------------------------------------------------------------------------------------
    # Back on the window's thread

    @Slot(int)
    def _on_progress(self, step: int) -> None:
        if not self._done:
            self.progress.setValue(step)

    @Slot(object)
    def _on_loaded(self, result) -> None:
        if self._cancel.is_set():  # cancelled just as it ended: the person said no
            self._on_stopped()
            return
        self._close_progress()
        self.opened.emit(result)
        self._end()

    @Slot(str)
    def _on_refused(self, error: str) -> None:
        self._close_progress()
        try:
            self.show_refusal(error)
        finally:  # whatever the telling did, this opening is over
            self._end()

    @Slot()
    def _on_stopped(self) -> None:
        self.was_cancelled = True
        self._end()

    def _close_progress(self) -> None:
        self.progress.canceled.disconnect(self.cancel)
        self.progress.close()

    @Slot()
    def _end(self) -> None:
        if self._done:
            return
        self._done = True
        type(self).running.discard(self)
        self.progress.close()
        self.progress.deleteLater()
        self.finished.emit()
        self.deleteLater()
