"""What the New Game dialog's pages share: a page that says when a person changed it (and not
while it fills itself), explanatory notes in a readable grey, frameless scroll areas, the colour
of a problem."""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import Signal, Slot
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QWidget

ERROR_COLOUR = "#d32f2f"


class FormPage(QWidget):
    """A page of the form. `changed` follows a person's edits; while the page sets its own
    widgets (`_updating` > 0) it stays quiet, so the dialog checks the setup once, at rest."""

    changed = Signal()

    def __init__(self, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self._updating = 0

    @Slot()
    def _changed(self) -> None:
        if not self._updating:
            self.changed.emit()


def plain_scroll_area(content: QWidget, parent: QWidget) -> QScrollArea:
    """A frameless scroll area that looks like the page around it (no darker box)."""
    scroll = QScrollArea(parent)
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QFrame.Shape.NoFrame)
    scroll.setWidget(content)
    scroll.viewport().setAutoFillBackground(False)
    content.setAutoFillBackground(False)
    return scroll


def make_note(label: QLabel) -> QLabel:
    """Explanatory text: between the text colour and the background, readable (a disabled
    label's grey is too faint to read) yet clearly not a control."""
    palette = QPalette(label.palette())
    text = palette.color(QPalette.ColorRole.WindowText)
    back = palette.color(QPalette.ColorRole.Window)
    mixed = QColor(*(round(0.62 * a + 0.38 * b) for a, b in
                     ((text.red(), back.red()), (text.green(), back.green()),
                      (text.blue(), back.blue()))))
    for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive):
        palette.setColor(group, QPalette.ColorRole.WindowText, mixed)
    label.setPalette(palette)
    return label
