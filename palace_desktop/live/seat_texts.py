"""Short texts about a seat, translated: its status in the hand ("To act", "Out of this
hand"...) and who plays it ("You", "Human", "Bot (hard)"). The seats dock and the table's
plates say the same."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QT_TRANSLATE_NOOP, QObject

from ..engine.phases import DEFEND, OVER, RESPOND, TRIM
from ..engine.view import SeatView
from ..games.seats import default_player_name
from .i18n import fill


class SeatTexts(QObject):
    """The translation context of a seat's status and who plays it: `SeatTexts.tr(...)`, which
    pyside6-lupdate files under "SeatTexts"."""


def seat_status(view: SeatView, seat: int, thinking: bool = False) -> str:
    """The short status of a seat in this hand, translated."""
    if seat not in view.players:
        return SeatTexts.tr("Out of the match")  # R3.4: a seat that cannot pay the ante
    if not view.in_hand[seat]:
        return SeatTexts.tr("Out of this hand")
    if thinking:
        return SeatTexts.tr("Thinking…")
    if view.to_act == seat:
        return {TRIM: SeatTexts.tr("Discarding"), DEFEND: SeatTexts.tr("Attacked"),
                RESPOND: SeatTexts.tr("Facing a raise")}.get(view.phase, SeatTexts.tr("To act"))
    if view.battle and seat in (view.battle.attacker, view.battle.defender):
        return SeatTexts.tr("In battle")
    if view.phase == OVER:
        won = view.payouts[seat]
        return fill(SeatTexts.tr("Won {amount}"), amount=won) if won else ""
    return ""


def every_status() -> list[str]:
    """Every status `seat_status` gives but an amount won, translated: what the seats dock
    keeps room for before the game shows it."""
    return [SeatTexts.tr("Out of the match"), SeatTexts.tr("Out of this hand"),
            SeatTexts.tr("Thinking…"), SeatTexts.tr("Discarding"), SeatTexts.tr("Attacked"),
            SeatTexts.tr("Facing a raise"), SeatTexts.tr("To act"), SeatTexts.tr("In battle")]


def local_player_name() -> str:
    """The name of the person at this computer until they choose one, in the language."""
    return default_player_name(fallback=SeatTexts.tr("Player"))


def kind_text(kind) -> str:
    if kind.is_you:
        return SeatTexts.tr("You")
    if kind.kind == "human":
        return SeatTexts.tr("Human")
    if kind.kind == "online":  # a person at another computer (live/remote_seats.py)
        return getattr(kind, "note", "") or SeatTexts.tr("Online")
    return fill(SeatTexts.tr("Bot ({level})"), level=level_name(kind.level))


# The bot levels' names, wherever a level is shown (the seats dock, the New Game dialog).
LEVEL_NAMES = {
    "easy": QT_TRANSLATE_NOOP("BotLevel", "easy"),
    "medium": QT_TRANSLATE_NOOP("BotLevel", "medium"),
    "hard": QT_TRANSLATE_NOOP("BotLevel", "hard"),
    "random": QT_TRANSLATE_NOOP("BotLevel", "random"),
    "tutorial": QT_TRANSLATE_NOOP("BotLevel", "tutorial"),  # Learn to play's scripted seats
}


def level_name(level: str) -> str:
    return QCoreApplication.translate("BotLevel", LEVEL_NAMES.get(level, level))

