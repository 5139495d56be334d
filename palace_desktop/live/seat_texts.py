"""Short texts about a seat, translated: its status in the hand ("To act", "Out of this
hand"...) and who plays it ("You", "Human", "Bot (hard)"). The seats dock and the table's
plates say the same."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..engine.view import SeatView


def tr(text: str) -> str:
    return QCoreApplication.translate("SeatTexts", text)


def seat_status(view: SeatView, seat: int, thinking: bool = False) -> str:
    """The short status of a seat in this hand, translated."""
    if seat not in view.players:
        return tr("Out of the match") if view.chips[seat] <= 0 else tr("Sitting out")
    if not view.in_hand[seat]:
        return tr("Out of this hand")
    if thinking:
        return tr("Thinking…")
    if view.to_act == seat:
        return {"turn": tr("To act"), "trim": tr("Discarding"), "defend": tr("Attacked"),
                "respond": tr("Facing a raise")}.get(view.phase, tr("To act"))
    if view.battle and seat in (view.battle.attacker, view.battle.defender):
        return tr("In battle")
    if view.phase == "over":
        won = view.payouts[seat]
        return tr("Won {amount}").format(amount=won) if won else ""
    return ""


def kind_text(kind) -> str:
    if kind.kind == "you":
        return tr("You")
    if kind.kind == "human":
        return tr("Human")
    return tr("Bot ({level})").format(level=QCoreApplication.translate("BotLevel", kind.level))
