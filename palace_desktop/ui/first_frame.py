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

With PALACE_STARTUP_REPORT=screen the benchmark watches the screen itself (its --screen): the
app reports its first frame as ever and goes on, then the times at its table's first paint
(`table at`, `cpu seconds`); once the deal's animation has come to rest it
prints `cards at X,Y,W,H ...` (screen pixels: the draw pile first, then the cards the player
sees face up) for the benchmark to know where to look, and closes a moment later.
PALACE_STARTUP_REPORT=screen-bare is the bare window's: it closes a moment after its frame.

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
CARDS = "cards at "
SCREEN_HOLD_MS = 1000  # on screen that long after its report, for the benchmark to look


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
        elif self.after == "screen-bare":
            QTimer.singleShot(SCREEN_HOLD_MS, QCoreApplication.instance().closeAllWindows)
        return True


def print_times(label: str) -> None:
    """The wall-clock time after `label`, and the CPU time the process took to get there (all
    its threads): what a loaded machine's scheduling changes least."""
    print(label + repr(time.time()), file=sys.stderr)
    print(CPU + repr(time.process_time()), file=sys.stderr, flush=True)


def report_table_frame(window) -> None:
    """With PALACE_STARTUP_REPORT=exit-at-table: once the table of `window`, whose game has
    just been dealt, has been painted, report the times as `table at SECONDS` and end the
    process (the benchmark counts the instructions until the table is on screen, beside
    those until the first frame). Its first paint, as the screen's: the table was laid out
    and its pictures painted in the turns before (a `repaint()` here painted nothing, the
    window's updates being held for the docks' sizing, and so left that work uncounted)."""
    wanted = os.environ.get(REPORT)
    if wanted not in ("exit-at-table", "screen"):
        return
    # By the package's name: only the app reaches here, never the bare window (module doc).
    from palace_desktop.ui.after_paint import AfterFirstPaint

    if wanted == "exit-at-table":
        AfterFirstPaint(window.table_view.viewport(), lambda: (print_times(TABLE), os._exit(0)))
        return
    # "screen": looked at every 50 ms once the table has painted, rather than told by the
    # animator: the deal may have come to rest before its table was first laid out and painted.
    timer = QTimer(window)

    def look() -> None:
        if window.scene.busy:
            return
        timer.stop()
        print(CARDS + " ".join(",".join(map(str, rect)) for rect in card_rects(window)),
              file=sys.stderr, flush=True)
        QTimer.singleShot(SCREEN_HOLD_MS, QCoreApplication.instance().closeAllWindows)

    timer.timeout.connect(look)
    AfterFirstPaint(window.table_view.viewport(), lambda: (print_times(TABLE), timer.start(50)))


def card_rects(window) -> list:
    """Where the draw pile and the cards the viewer sees face up are on the screen (x, y,
    width, height in pixels, a little inside each card's edge)."""
    view = window.table_view
    seat = window.scene.seats.get(window.session.viewer)
    items = [window.scene.draw_pile] + [card for card in (seat.cards() if seat else [])
                                        if card.face_up]
    rects = []
    for item in items:
        box = view.mapFromScene(item.sceneBoundingRect()).boundingRect().adjusted(3, 3, -3, -3)
        corner = view.viewport().mapToGlobal(box.topLeft())
        rects.append((corner.x(), corner.y(), box.width(), box.height()))
    return rects


def report_first_frame(window) -> None:
    """Report the first frame of `window` (a top-level QWidget, just shown: its QWindow exists
    and its expose has not been handled yet) when PALACE_STARTUP_REPORT asks."""
    wanted = os.environ.get(REPORT)
    if wanted:
        handle = window.windowHandle()
        handle.installEventFilter(FirstFrameReport(handle, after=wanted))
