"""Sentences about actions, translated, one place for them whatever screen shows them: what a
person did ("Ann attacks Ben", the history viewer), and a move as an imperative with its price
("Attack Ben: bet 10", "Buy a soldier for 5", "Discard 2": the action bar, a drag's hint).
Every amount comes from the seat view; nothing here works one out."""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QObject

from ..engine import actions as A
from ..engine.view import SeatView
from .card_names import cards_names
from .i18n import fill


class ActionTexts(QObject):
    """The translation context of sentences and labels for moves: `ActionTexts.tr(...)`, which
    pyside6-lupdate files under "ActionTexts"."""


def action_sentence(action: A.Action, names: Sequence[str]) -> str:
    """The action as a short sentence ("Ann attacks Ben"). Actions name no hidden card."""
    name = names[action.seat]
    if isinstance(action, A.Buy):
        return fill(ActionTexts.tr("{name} buys a soldier"), name=name)
    if isinstance(action, A.Discard):
        if not action.cards:
            return fill(ActionTexts.tr("{name} keeps every soldier"), name=name)
        return fill(ActionTexts.tr("{name} discards {cards}"),
            name=name, cards=cards_names(action.cards))
    if isinstance(action, A.Stay):
        return fill(ActionTexts.tr("{name} stays"), name=name)
    if isinstance(action, A.Fold):
        return fill(ActionTexts.tr("{name} folds"), name=name)
    if isinstance(action, A.Bet):
        return fill(ActionTexts.tr("{name} attacks {target}"), name=name,
                    target=names[action.target])
    if isinstance(action, A.Call):
        return fill(ActionTexts.tr("{name} calls"), name=name)
    if isinstance(action, A.Raise):
        if action.amount is None:
            return fill(ActionTexts.tr("{name} raises"), name=name)
        return fill(ActionTexts.tr("{name} raises {amount}"), name=name, amount=action.amount)
    return fill(ActionTexts.tr("{name}: {action}"), name=name, action=action.name)


def action_label(action: A.Action, view: SeatView) -> str:
    """The move as a short imperative with its price, as `view` (the acting seat's) prices it:
    for a button, a menu entry or a drag's hint. A no-limit raise without an amount is just
    "Raise" (the amount is chosen beside it)."""
    if isinstance(action, A.Buy):
        return fill(ActionTexts.tr("Buy a soldier for {price}"), price=view.price_of(action))
    if isinstance(action, A.Bet):
        return fill(ActionTexts.tr("Attack {name}: bet {amount}"), name=view.names[action.target],
                                                        amount=view.price_of(action))
    if isinstance(action, A.Discard):
        price, count = view.price_of(action), len(action.cards)
        if price:
            return fill(ActionTexts.tr("Discard %Ln soldiers for {price}", "", count), price=price)
        return ActionTexts.tr("Discard %Ln soldiers", "", count)
    if isinstance(action, A.Call):
        if view.call_is_all_in:
            return fill(ActionTexts.tr("Call all-in {amount}"), amount=view.call_amount)
        return fill(ActionTexts.tr("Call {amount}"), amount=view.call_amount)
    if isinstance(action, A.Raise):
        amount = action.amount
        if amount is None and view.rules.is_limit:
            amount = view.raise_size_limit(action.seat)  # R14.2: the fixed size
        if amount is None:
            return ActionTexts.tr("Raise")
        return fill(ActionTexts.tr("Raise {amount}"), amount=amount)
    if isinstance(action, A.Stay):
        return ActionTexts.tr("Stay")
    if isinstance(action, A.Fold):
        return ActionTexts.tr("Fold")
    return action.name
