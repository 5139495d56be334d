"""The question asked before folding with chips in the pot: Yes/No and "Don't ask again"."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QCheckBox, QMessageBox, QWidget

from ..plain_text import plain_box
from .question import answered_yes


class FoldConfirm(QObject):
    """The translation context of the question before a fold: `FoldConfirm.tr(...)`, which
    pyside6-lupdate files under "FoldConfirm"."""


def fold_box(parent: QWidget | None, question: str) -> QMessageBox:
    """The dialog, not yet shown. No is the default: Enter must not fold by accident."""
    box = plain_box(QMessageBox.Icon.Question, FoldConfirm.tr("Fold?"), question,
                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, parent)
    box.setObjectName("fold_confirm")
    box.setDefaultButton(QMessageBox.StandardButton.No)
    box.button(QMessageBox.StandardButton.Yes).setText(FoldConfirm.tr("Fold"))
    box.button(QMessageBox.StandardButton.No).setText(FoldConfirm.tr("Keep playing"))
    check = QCheckBox(FoldConfirm.tr("Don't ask again"), box)
    check.setAccessibleName(FoldConfirm.tr("Don't ask again before folding"))
    box.setCheckBox(check)
    return box


def ask_fold(parent: QWidget | None, question: str) -> tuple[bool, bool]:
    """Ask `question` modally. Returns (fold, don't ask again)."""
    box = fold_box(parent, question)
    fold = answered_yes(box)
    return fold, box.checkBox().isChecked()
