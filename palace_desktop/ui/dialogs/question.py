"""Asking a prepared Yes/No message box: shown modally, answered, then deleted; and giving a
box with an explanation under its question a width to read it at."""

from __future__ import annotations

from PySide6.QtWidgets import QGridLayout, QMessageBox, QSizePolicy, QSpacerItem


def answered_yes(box: QMessageBox) -> bool:
    """Show `box` modally; True when its Yes button (whatever its text) was pressed. The box
    is deleted once the event loop runs again, so its check box can still be read."""
    try:
        box.exec()
        clicked = box.clickedButton()
        return clicked is not None and (
            box.standardButton(clicked) == QMessageBox.StandardButton.Yes)
    finally:
        box.deleteLater()


def reading_width(box: QMessageBox) -> int:
    """About 25 lines' height wide (425 pixels at a 10 pt font), and never wider than the
    screen allows."""
    width = 25 * box.fontMetrics().height()
    screen = box.screen()
    if screen is not None:
        width = min(width, screen.availableGeometry().width() - 80)
    return width


def give_room(box: QMessageBox) -> QMessageBox:
    """Make `box` at least `reading_width` wide. Qt sizes a message box by its first line and
    its buttons and wraps the informative text to that: a short question over a paragraph
    came out a column of three or four words a line. A spacer across the box's grid is the
    one width its sizing takes into account."""
    layout = box.layout()
    if isinstance(layout, QGridLayout):
        layout.addItem(QSpacerItem(reading_width(box), 0, QSizePolicy.Policy.Minimum,
                                   QSizePolicy.Policy.Minimum),
                       layout.rowCount(), 0, 1, layout.columnCount())
    return box


def yes_or_no(parent, icon: QMessageBox.Icon, title: str, text: str, informative: str,
              yes: str, no: str) -> bool:
    """Ask, in plain text, a question whose two buttons say what each does (`yes`, `no`), the
    cautious one (`no`) the default; True for `yes`."""
    from ..plain_text import plain_box

    box = plain_box(icon, title, text, QMessageBox.StandardButton.NoButton, parent)
    box.setInformativeText(informative)
    box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
    box.button(QMessageBox.StandardButton.Yes).setText(yes)
    box.button(QMessageBox.StandardButton.No).setText(no)
    box.setDefaultButton(QMessageBox.StandardButton.No)
    return answered_yes(give_room(box))
