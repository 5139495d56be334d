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


# Every status but an amount won, as lupdate files them; `status_text` translates one. The
# seats dock keeps room for all of them before the game shows any (`every_status`).
_STATUSES = {
    "out_of_match": QT_TRANSLATE_NOOP("SeatTexts", "Out of the match"),
    "out_of_hand": QT_TRANSLATE_NOOP("SeatTexts", "Out of this hand"),
    "thinking": QT_TRANSLATE_NOOP("SeatTexts", "Thinking…"),
    TRIM: QT_TRANSLATE_NOOP("SeatTexts", "Discarding"),
    DEFEND: QT_TRANSLATE_NOOP("SeatTexts", "Attacked"),
    RESPOND: QT_TRANSLATE_NOOP("SeatTexts", "Facing a raise"),
    "to_act": QT_TRANSLATE_NOOP("SeatTexts", "To act"),
    "in_battle": QT_TRANSLATE_NOOP("SeatTexts", "In battle"),
}


def _status_text(key: str) -> str:
    return QCoreApplication.translate("SeatTexts", _STATUSES[key])


def seat_status(view: SeatView, seat: int, thinking: bool = False) -> str:
    """The short status of a seat in this hand, translated."""
    if seat not in view.players:
        return _status_text("out_of_match")  # R3.4: a seat that cannot pay the ante
    if not view.in_hand[seat]:
        return _status_text("out_of_hand")
    if thinking:
        return _status_text("thinking")
    if view.to_act == seat:
        return _status_text(view.phase if view.phase in (TRIM, DEFEND, RESPOND) else "to_act")
    if view.battle and seat in (view.battle.attacker, view.battle.defender):
        return _status_text("in_battle")
    if view.phase == OVER:
        won = view.payouts[seat]
        return fill(SeatTexts.tr("Won {amount}"), amount=won) if won else ""
    return ""


def every_status() -> list[str]:
    """Every status `seat_status` gives but an amount won, translated: what the seats dock
    keeps room for before the game shows it."""
    return [_status_text(key) for key in _STATUSES]


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
