"""At the start, a seat kept at a table on the network: "Rejoin the table ROOM at ADDRESS?"
with Rejoin, Not now and Forget it."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMessageBox

from ...live.i18n import fill
from ..plain_text import plain_box
from .question import give_room

REJOIN, NOT_NOW, FORGET = "rejoin", "not_now", "forget"


class RejoinOffer(QObject):
    """The translation context "RejoinOffer"."""


def shown_address(uri: str) -> str:
    """The address as a person typed it: no ws:// and no default port."""
    shown = uri.split("://", 1)[-1]
    return shown[: -len(":8765")] if shown.endswith(":8765") else shown


def make_rejoin_box(parent, room: str, uri: str, name: str) -> tuple[QMessageBox, dict]:
    box = plain_box(parent)
    box.setObjectName("rejoin_offer")
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(RejoinOffer.tr("Rejoin a table"))
    box.setText(fill(RejoinOffer.tr("Rejoin the table {room} at {address}?"), room=room,
                     address=shown_address(uri)))
    box.setInformativeText(fill(RejoinOffer.tr(
        "You ({name}) hold a seat there. While you are away a bot plays it after a while; "
        "rejoining takes it back."), name=name))
    buttons = {
        REJOIN: box.addButton(RejoinOffer.tr("&Rejoin"), QMessageBox.ButtonRole.AcceptRole),
        NOT_NOW: box.addButton(RejoinOffer.tr("&Not now"), QMessageBox.ButtonRole.RejectRole),
        FORGET: box.addButton(RejoinOffer.tr("&Forget it"),
                              QMessageBox.ButtonRole.DestructiveRole),
    }
    box.setDefaultButton(buttons[REJOIN])
    box.setEscapeButton(buttons[NOT_NOW])
    give_room(box)
    return box, buttons


def ask_rejoin(parent, room: str, uri: str, name: str) -> str:
    """REJOIN, NOT_NOW or FORGET."""
    box, buttons = make_rejoin_box(parent, room, uri, name)
    try:
        box.exec()
        clicked = box.clickedButton()
        for choice, button in buttons.items():
            if clicked is button:
                return choice
        return NOT_NOW
    finally:
        box.deleteLater()
