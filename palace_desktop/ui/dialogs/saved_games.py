"""The questions about a saved game: resume it, start a new game over it, keep it for later.
A saved game is never deleted unless the person said so in so many words."""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

RESUME, NEW_GAME, KEEP, DELETE = "resume", "new", "keep", "delete"


def tr(text: str) -> str:
    return QCoreApplication.translate("SavedGames", text)


def describe(names, hands: int, saved_at: str = "") -> str:
    """"Ann, Bea and Ada, hand 4, saved 1/12/2026 14:03" in the reader's language."""
    locale = QLocale()
    players = locale.createSeparatedList(list(names))
    number = locale.toString(max(1, hands))
    when = QDateTime.fromString(saved_at, Qt.DateFormat.ISODate) if saved_at else QDateTime()
    if when.isValid():
        return tr("{players}, hand {number}, saved {when}").format(
            players=players, number=number,
            when=locale.toString(when.toLocalTime(), QLocale.FormatType.ShortFormat))
    return tr("{players}, hand {number}").format(players=players, number=number)


def _box(parent: Optional[QWidget], icon, title: str, text: str) -> QMessageBox:
    box = QMessageBox(icon, title, text, QMessageBox.StandardButton.NoButton, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    return box


def ask_resume(parent: Optional[QWidget], description: str) -> str:
    """At start-up: RESUME, NEW_GAME (the caller then asks before deleting) or KEEP (Esc)."""
    box = _box(parent, QMessageBox.Icon.Question, tr("Palace Desktop"),
               tr("A game is in progress:\n{game}").format(game=description))
    box.setInformativeText(tr("Resume it, start a new game, or keep it for later (Game ▸ "
                              "Resume a kept game brings it back)."))
    resume = box.addButton(tr("&Resume"), QMessageBox.ButtonRole.AcceptRole)
    new = box.addButton(tr("&New game…"), QMessageBox.ButtonRole.DestructiveRole)
    keep = box.addButton(tr("&Keep it for later"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(resume)
    box.setEscapeButton(keep)
    box.exec()
    clicked = box.clickedButton()
    return RESUME if clicked is resume else NEW_GAME if clicked is new else KEEP


def confirm_delete(parent: Optional[QWidget], description: str) -> bool:
    """True only when the person chose to delete the saved game."""
    box = _box(parent, QMessageBox.Icon.Warning, tr("Delete the saved game?"),
               tr("Delete the saved game?\n{game}").format(game=description))
    box.setInformativeText(tr("It cannot be brought back. To play it another time, keep it "
                              "for later instead."))
    delete = box.addButton(tr("&Delete it"), QMessageBox.ButtonRole.DestructiveRole)
    cancel = box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(cancel)
    box.setEscapeButton(cancel)
    box.exec()
    return box.clickedButton() is delete


def ask_replace(parent: Optional[QWidget], description: str) -> Optional[str]:
    """Before another game replaces the running one: KEEP, DELETE, or None to carry on."""
    box = _box(parent, QMessageBox.Icon.Question, tr("Leave the game in progress?"),
               tr("Leave the game in progress?\n{game}").format(game=description))
    box.setInformativeText(tr("Kept for later, it comes back with Game ▸ Resume a kept game."))
    keep = box.addButton(tr("&Keep it for later"), QMessageBox.ButtonRole.AcceptRole)
    delete = box.addButton(tr("&Delete it"), QMessageBox.ButtonRole.DestructiveRole)
    cancel = box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(keep)
    box.setEscapeButton(cancel)
    box.exec()
    clicked = box.clickedButton()
    return KEEP if clicked is keep else DELETE if clicked is delete else None
