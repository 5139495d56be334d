"""Asking a prepared Yes/No message box: shown modally, answered, then deleted."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox


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
