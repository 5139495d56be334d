"""The first start's question: learn to play with the tutorial, or start a game."""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMessageBox, QWidget

from ..plain_text import plain_box
from .question import give_room


class TutorialOffer(QObject):
    """The translation context of the first start's question: `TutorialOffer.tr(...)`, which
    pyside6-lupdate files under "TutorialOffer"."""


def ask_new_to_palace(parent: Optional[QWidget] = None) -> bool:
    """True: Learn to play; False: Start a game (Esc too)."""
    box = plain_box(parent)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(TutorialOffer.tr("Palace Desktop"))
    box.setText(TutorialOffer.tr("New to Palace Poker?"))
    box.setInformativeText(TutorialOffer.tr(
        "Four short hands at the real table show you how to play: buying soldiers, battles "
        "and showdowns. Help ▸ Learn to play brings the tutorial back at any time."))
    learn = box.addButton(TutorialOffer.tr("Learn to play"), QMessageBox.ButtonRole.AcceptRole)
    start = box.addButton(TutorialOffer.tr("Start a game"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(learn)
    box.setEscapeButton(start)
    give_room(box)
    box.exec()
    return box.clickedButton() is learn
