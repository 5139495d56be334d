"""The questions about a saved game: resume it, start a new game over it, keep it for later.
A saved game is never deleted unless the person said so in so many words."""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QDateTime, QLocale, Qt, QObject
from PySide6.QtWidgets import QMessageBox, QWidget
from ...live.i18n import fill, isolate
from ..plain_text import plain_box
from .question import give_room

RESUME, NEW_GAME, KEEP, DELETE = "resume", "new", "keep", "delete"


class SavedGames(QObject):
    """The translation context of the questions about saved and kept games: `SavedGames.tr(...)`, which
    pyside6-lupdate files under "SavedGames"."""


def describe(names, hands: int, saved_at: str = "") -> str:
    """"Ann, Bea and Ada, hand 4, saved 1/12/2026 14:03" in the reader's language."""
    locale = QLocale()
    # Each name isolated: a list that opens with a Latin name would otherwise be laid out left
    # to right in an Arabic sentence, the names in reverse order for its reader.
    players = locale.createSeparatedList([isolate(name) for name in names])
    number = locale.toString(max(1, hands))
    when = QDateTime.fromString(saved_at, Qt.DateFormat.ISODate) if saved_at else QDateTime()
    if when.isValid():
        return fill(SavedGames.tr("{players}, hand {number}, saved {when}"),
            players=players, number=number,
            when=locale.toString(when.toLocalTime(), QLocale.FormatType.ShortFormat))
    return fill(SavedGames.tr("{players}, hand {number}"), players=players, number=number)


def _ask(parent: Optional[QWidget], icon, title: str, text: str, info: str, choices,
         default, escape):
    """Show a question whose buttons are `choices` ((label or standard button, role, value),
    ...) and return the value of the one clicked; Esc gives `escape`'s value."""
    box = plain_box(icon, title, text, QMessageBox.StandardButton.NoButton, parent)
    box.setInformativeText(info)
    buttons = {}
    for label, role, value in choices:
        button = (box.addButton(label) if isinstance(label, QMessageBox.StandardButton)
                  else box.addButton(label, role))
        buttons[value] = button
    box.setDefaultButton(buttons[default])
    box.setEscapeButton(buttons[escape])
    give_room(box)
    box.exec()
    clicked = box.clickedButton()
    return next((value for value, button in buttons.items() if button is clicked), escape)


def ask_resume(parent: Optional[QWidget], description: str) -> str:
    """At start-up: RESUME, NEW_GAME (the caller then asks before deleting) or KEEP (Esc)."""
    Role = QMessageBox.ButtonRole
    return _ask(parent, QMessageBox.Icon.Question, SavedGames.tr("Palace Desktop"),
                fill(SavedGames.tr("A game is in progress:\n{game}"), game=description),
                SavedGames.tr("Resume it, start a new game, or keep it for later (Game ▸ Resume a kept "
                   "game brings it back)."),
                [(SavedGames.tr("&Resume"), Role.AcceptRole, RESUME),
                 (SavedGames.tr("&New game…"), Role.DestructiveRole, NEW_GAME),
                 (SavedGames.tr("&Keep it for later"), Role.RejectRole, KEEP)], RESUME, KEEP)


def confirm_delete(parent: Optional[QWidget], description: str) -> bool:
    """True only when the person chose to delete the saved game."""
    return _ask(parent, QMessageBox.Icon.Warning, SavedGames.tr("Delete the saved game?"),
                fill(SavedGames.tr("Delete the saved game?\n{game}"), game=description),
                SavedGames.tr("It cannot be brought back. To play it another time, keep it for later "
                   "instead."),
                [(SavedGames.tr("&Delete it"), QMessageBox.ButtonRole.DestructiveRole, True),
                 (QMessageBox.StandardButton.Cancel, None, False)], False, False)


def ask_replace(parent: Optional[QWidget], description: str) -> Optional[str]:
    """Before another game replaces the running one: KEEP, DELETE, or None to carry on."""
    Role = QMessageBox.ButtonRole
    return _ask(parent, QMessageBox.Icon.Question, SavedGames.tr("Leave the game in progress?"),
                fill(SavedGames.tr("Leave the game in progress?\n{game}"), game=description),
                SavedGames.tr("Kept for later, it comes back with Game ▸ Resume a kept game."),
                [(SavedGames.tr("&Keep it for later"), Role.AcceptRole, KEEP),
                 (SavedGames.tr("&Delete it"), Role.DestructiveRole, DELETE),
                 (QMessageBox.StandardButton.Cancel, None, None)], KEEP, None)
