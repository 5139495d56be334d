"""The question after the language was changed: restart now (the game is saved and resumed)
or later."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMessageBox, QWidget

from ..plain_text import plain_box
from .question import answered_yes


class RestartQuestion(QObject):
    """The translation context of the restart question: `RestartQuestion.tr(...)`, which
    pyside6-lupdate files under "RestartQuestion"."""


def restart_box(parent: QWidget | None) -> QMessageBox:
    box = plain_box(QMessageBox.Icon.Question, RestartQuestion.tr("Change the language"),
                      RestartQuestion.tr("The new language is used from the next start. "
                                         "Restart Palace Desktop now? Your game is saved and "
                                         "goes on where it is."),
                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, parent)
    box.setObjectName("restart_question")
    box.button(QMessageBox.StandardButton.Yes).setText(RestartQuestion.tr("Restart now"))
    box.button(QMessageBox.StandardButton.No).setText(RestartQuestion.tr("Later"))
    box.setDefaultButton(QMessageBox.StandardButton.Yes)
    return box


def ask_restart(parent: QWidget | None) -> bool:
    return answered_yes(restart_box(parent))
