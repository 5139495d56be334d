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


def _ask(parent: Optional[QWidget], icon, title: str, text: str, info: str, choices,
         default, escape):
    """Show a question whose buttons are `choices` ((label or standard button, role, value),
    ...) and return the value of the one clicked; Esc gives `escape`'s value."""
    box = QMessageBox(icon, title, text, QMessageBox.StandardButton.NoButton, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setInformativeText(info)
    buttons = {}
    for label, role, value in choices:
        button = (box.addButton(label) if isinstance(label, QMessageBox.StandardButton)
                  else box.addButton(label, role))
        buttons[value] = button
    box.setDefaultButton(buttons[default])
    box.setEscapeButton(buttons[escape])
    box.exec()
    clicked = box.clickedButton()
    return next((value for value, button in buttons.items() if button is clicked), escape)


def ask_resume(parent: Optional[QWidget], description: str) -> str:
    """At start-up: RESUME, NEW_GAME (the caller then asks before deleting) or KEEP (Esc)."""
    Role = QMessageBox.ButtonRole
    return _ask(parent, QMessageBox.Icon.Question, tr("Palace Desktop"),
                tr("A game is in progress:\n{game}").format(game=description),
                tr("Resume it, start a new game, or keep it for later (Game ▸ Resume a kept "
                   "game brings it back)."),
                [(tr("&Resume"), Role.AcceptRole, RESUME),
                 (tr("&New game…"), Role.DestructiveRole, NEW_GAME),
                 (tr("&Keep it for later"), Role.RejectRole, KEEP)], RESUME, KEEP)


def confirm_delete(parent: Optional[QWidget], description: str) -> bool:
    """True only when the person chose to delete the saved game."""
    return _ask(parent, QMessageBox.Icon.Warning, tr("Delete the saved game?"),
                tr("Delete the saved game?\n{game}").format(game=description),
                tr("It cannot be brought back. To play it another time, keep it for later "
                   "instead."),
                [(tr("&Delete it"), QMessageBox.ButtonRole.DestructiveRole, True),
                 (QMessageBox.StandardButton.Cancel, None, False)], False, False)


def ask_replace(parent: Optional[QWidget], description: str) -> Optional[str]:
    """Before another game replaces the running one: KEEP, DELETE, or None to carry on."""
    Role = QMessageBox.ButtonRole
    return _ask(parent, QMessageBox.Icon.Question, tr("Leave the game in progress?"),
                tr("Leave the game in progress?\n{game}").format(game=description),
                tr("Kept for later, it comes back with Game ▸ Resume a kept game."),
                [(tr("&Keep it for later"), Role.AcceptRole, KEEP),
                 (tr("&Delete it"), Role.DestructiveRole, DELETE),
                 (QMessageBox.StandardButton.Cancel, None, None)], KEEP, None)
