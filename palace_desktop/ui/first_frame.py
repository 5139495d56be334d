"""The moment the first window is on screen, for benchmarks/bench_startup.py (issue 16).

When PALACE_STARTUP_REPORT is set, `report_first_frame(app)` prints `shown at SECONDS` (the
wall-clock time) to stderr once the first window has been exposed and its first frame painted;
with PALACE_STARTUP_REPORT=quit the app then closes its windows and so ends.

The benchmark's bare PySide6 window imports this very file (by its folder, not through the
package), so both programs are timed the same way. Hence no relative imports here.
"""

from __future__ import annotations

import os
import sys
import time

from PySide6.QtCore import QEvent, QObject, QTimer

REPORT = "PALACE_STARTUP_REPORT"
SHOWN = "shown at "


class FirstFrameReport(QObject):
    """An application-wide event filter until the first window is exposed: it lets the window
    paint that first frame (a widget window paints and flushes while handling the expose),
    then prints the time and removes itself."""

    def __init__(self, app, quit_after: bool):
        super().__init__(app)
        self.app = app
        self.quit_after = quit_after

    def eventFilter(self, watched, event) -> bool:
        if event.type() != QEvent.Type.Expose or not watched.isExposed():
            return False
        watched.event(event)  # the first frame, painted and flushed
        print(SHOWN + repr(time.time()), file=sys.stderr, flush=True)
        self.app.removeEventFilter(self)
        if self.quit_after:
            QTimer.singleShot(0, self.app.closeAllWindows)
        return True


def report_first_frame(app) -> None:
    """Report the first frame of `app` (a QApplication) when PALACE_STARTUP_REPORT asks."""
    wanted = os.environ.get(REPORT)
    if wanted:
        app.installEventFilter(FirstFrameReport(app, quit_after=wanted == "quit"))
