"""How the New Game dialog's pages look: explanatory notes in a readable grey, frameless scroll
areas, the colour of a problem. Shared by the seats page, the rules pages and the dialog."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QWidget

ERROR_COLOUR = "#d32f2f"


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
