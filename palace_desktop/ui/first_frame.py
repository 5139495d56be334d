"""The moment the first window is on screen, for benchmarks/bench_startup.py (issue 16).

When PALACE_STARTUP_REPORT is set, `report_first_frame(window)`, called just after the first
`window.show()`, prints `shown at SECONDS` (the wall-clock time) and `cpu seconds SECONDS` (the
process's CPU time) to stderr once that window has been exposed and its first frame painted;
with PALACE_STARTUP_REPORT=quit the app then closes its windows and so ends; with
PALACE_STARTUP_REPORT=exit the process ends there and then (`os._exit`), so that what it runs
until its first frame can be counted whole (the benchmark's --instructions, under valgrind).
That first frame is the window's frame (menus, status bar); the game follows. With
PALACE_STARTUP_REPORT=exit-at-table the process goes on to the frame that shows the game
dealt, reports `table at SECONDS` (`report_table_frame`) and ends there.

The filter watches that one window's QWindow, not the whole application: an application-wide
Python event filter makes PySide wrap every object that gets an event, and wrapping one of Qt's
private classes (QGestureManager, for one) makes it load every class of QtCore, QtGui and
QtWidgets with all their Python enums. That cost the bare window ~180 enums and the app ~80 that
neither creates when nobody watches, so the probe was timing itself.

The benchmark's bare PySide6 window imports this very file (by its folder, not through the
package), so both programs are timed the same way. Hence no relative imports here.
"""

from __future__ import annotations

import os
import sys
import time

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer

REPORT = "PALACE_STARTUP_REPORT"
SHOWN = "shown at "
TABLE = "table at "
CPU = "cpu seconds "


class FirstFrameReport(QObject):
    """An event filter on a window's QWindow until it is exposed: it lets the window paint
    that first frame (a widget window paints and flushes while handling the expose), then
    prints the time and removes itself."""

    def __init__(self, handle, after: str):
        super().__init__(handle)
        self.handle = handle
        self.after = after

    def eventFilter(self, watched, event) -> bool:
        if event.type() != QEvent.Type.Expose or not watched.isExposed():
            return False
        watched.event(event)  # the first frame, painted and flushed
        print_times(SHOWN)
        if self.after == "exit":
            os._exit(0)
        watched.removeEventFilter(self)
        if self.after == "quit":
            QTimer.singleShot(0, QCoreApplication.instance().closeAllWindows)
        return True


def print_times(label: str) -> None:
    """The wall-clock time after `label`, and the CPU time the process took to get there (all
    its threads): what a loaded machine's scheduling changes least."""
    print(label + repr(time.time()), file=sys.stderr)
    print(CPU + repr(time.process_time()), file=sys.stderr, flush=True)


def report_table_frame(window) -> None:
    """With PALACE_STARTUP_REPORT=exit-at-table: paint `window`, whose game has just been
    dealt, report the times as `table at SECONDS` and end the process (the benchmark counts
    the instructions until the table is on screen, beside those until the first frame)."""
    if os.environ.get(REPORT) == "exit-at-table":
        window.repaint()
        print_times(TABLE)
        os._exit(0)


def report_first_frame(window) -> None:
    """Report the first frame of `window` (a top-level QWidget, just shown: its QWindow exists
    and its expose has not been handled yet) when PALACE_STARTUP_REPORT asks."""
    wanted = os.environ.get(REPORT)
    if wanted:
        handle = window.windowHandle()
        handle.installEventFilter(FirstFrameReport(handle, after=wanted))
