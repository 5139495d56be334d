"""The widgets Qt makes inside the table's view and the seats table (their viewports, their
scroll bars' containers) are handed to Python without PySide looking through every widget
class for theirs (issue 43: ~70 Python enums created, ~15 ms of CPU each time, before the dealt
table's first frame)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from enum_counting import COUNTING_ENUMS_PRELUDE

ROOT = Path(__file__).resolve().parent.parent

COUNTING_ENUMS = COUNTING_ENUMS_PRELUDE + """from PySide6.QtWidgets import QApplication
from palace_desktop.ui.seats_table import SeatsTableView
from palace_desktop.ui.table.scene import TableScene
from palace_desktop.ui.table.table_view import TableView
app = QApplication(sys.argv[:1])
view = TableView(TableScene()) if sys.argv[1] == "table" else SeatsTableView()
before = len(created)
view.viewport()
view.horizontalScrollBar().parentWidget()
view.verticalScrollBar().parentWidget()
print(len(created) - before)
"""


@pytest.mark.parametrize("view", ["table", "seats"])
def test_the_views_inner_widgets_come_without_pyside_loading_every_widget_class(view):
    # A fresh process: in this one, earlier tests have had PySide load every class already.
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-c", COUNTING_ENUMS, view], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    # The scroll bars' own (QAbstractSlider's) are a few; looking through every widget class
    # created 60 to 75 more.
    assert int(done.stdout) < 10
