"""The bar over the table while saving fails (a full disk, a read-only folder): what cannot be
saved, why, and that the game goes on without being kept. It stays until every save that
failed has worked again, then goes, and the status bar says so once (issue 37.9: a line in the
status bar for 10 s was all a player saw while hands were being lost).

A screen reader hears the problem once, when the bar comes (not at every move that fails
again), and once that saving works again. The bar has no button: nothing in it to reach."""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import Qt, Slot
from PySide6.QtWidgets import QFrame, QHBoxLayout

from . import speech
from .plain_text import plain_label

# A warning's colours, both given (not the palette's): as legible on a dark theme as on a light.
COLOURS = "background: #fff3cd; color: #523c00; border: 1px solid #e0b000;"
WORKS_AGAIN_MS = 6000


class SaveProblemBar(QFrame):
    """Follows `persistence`'s `saving_failed` and `saving_works`."""

    def __init__(self, persistence, parent=None):
        super().__init__(parent)
        self.setObjectName("save_problem_bar")
        self.setAccessibleName(self.tr("Saving does not work"))
        # Its picture comes with the first problem (`show_problem`): the style's warning icon,
        # looked up in the icon theme, took ~7 ms of CPU before the dealt table's first frame.
        self.icon = icon = plain_label(self)
        icon.setAccessibleName(self.tr("Warning"))
        self.label = plain_label(self)  # an error's words come from outside
        self.label.setWordWrap(True)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        layout.addWidget(icon, 0, Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self.label, 1)
        self.hide()
        persistence.saving_failed.connect(self.show_problem)
        persistence.saving_works.connect(self.saving_works)
        if persistence.failing:  # (a save failed before the window had its table)
            self.show_problem(persistence.failing_text())

    @classmethod
    def shown_in(cls, layout, persistence) -> Optional[SaveProblemBar]:
        """A bar at the top of `layout` (the window's centre), or None without `persistence`
        (a screenshot's window, which saves nothing)."""
        if persistence is None:
            return None
        bar = cls(persistence, layout.parentWidget())
        layout.insertWidget(0, bar)
        return bar

    @Slot(str)
    def show_problem(self, text: str) -> None:
        self.label.setText(text)
        self.setAccessibleDescription(text)
        if self.isHidden():
            if self.icon.pixmap().isNull():
                # Its colours too come with the first problem: a style sheet is Qt's style
                # sheet style made for the bar and its labels (~0.4 ms of a start).
                self.setStyleSheet(f"#save_problem_bar {{ {COLOURS} }} "
                                   "QLabel { color: #523c00; }")
                from PySide6.QtWidgets import QStyle  # (its Python type: ~7 ms of a start)

                size = self.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize)
                self.icon.setPixmap(self.style().standardIcon(
                    QStyle.StandardPixmap.SP_MessageBoxWarning).pixmap(size, size))
            self.show()
            speech.announce(self, text, assertive=True)  # once, as it comes

    @Slot()
    def saving_works(self) -> None:
        self.hide()
        words = self.tr("Saving works again.")
        window = self.window()
        if hasattr(window, "statusBar"):
            window.statusBar().showMessage(words, WORKS_AGAIN_MS)
        speech.announce(self, words)
