"""The coach's question before a clearly losing battle: do it anyway, or take it back."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMessageBox, QWidget

from ..plain_text import plain_box
from .question import answered_yes


class CoachWarning(QObject):
    """The translation context of the coach's question: `CoachWarning.tr(...)`, which
    pyside6-lupdate files under "CoachWarning"."""


def coach_box(parent: QWidget | None, warning: str) -> QMessageBox:
    """The question, not yet shown. Taking it back is the default: Enter must not walk into
    the losing battle the coach just warned of."""
    box = plain_box(QMessageBox.Icon.Information, CoachWarning.tr("Coach"), warning,
                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, parent)
    box.setObjectName("coach_warning")
    box.button(QMessageBox.StandardButton.Yes).setText(CoachWarning.tr("Do it anyway"))
    box.button(QMessageBox.StandardButton.No).setText(CoachWarning.tr("Take it back"))
    box.setDefaultButton(QMessageBox.StandardButton.No)
    box.setInformativeText(CoachWarning.tr("The coach can be turned off in Settings."))
    return box


def ask_coach(parent: QWidget | None, warning: str) -> bool:
    """True: do it anyway."""
    return answered_yes(coach_box(parent, warning))
