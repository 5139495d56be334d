"""Sentences about actions, translated, one place for them whatever screen shows them: what a
person did ("Ann attacks Ben", the history viewer), and a move as an imperative with its price
("Attack Ben: bet 10", "Buy a soldier for 5", "Discard 2": the action bar, a drag's hint).
Every amount comes from the seat view; nothing here works one out."""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QCoreApplication

from ..engine import actions as A
from ..engine.view import SeatView


def tr(text: str) -> str:
    return QCoreApplication.translate("ActionTexts", text)


def action_sentence(action: A.Action, names: Sequence[str]) -> str:
    """The action as a short sentence ("Ann attacks Ben"). Actions name no hidden card."""
    name = names[action.seat]
    if isinstance(action, A.Buy):
        return tr("{name} buys a soldier").format(name=name)
    if isinstance(action, A.Discard):
        if not action.cards:
            return tr("{name} keeps every soldier").format(name=name)
        return tr("{name} discards {cards}").format(
            name=name, cards=" ".join(str(c) for c in action.cards))
    if isinstance(action, A.Stay):
        return tr("{name} stays").format(name=name)
    if isinstance(action, A.Fold):
        return tr("{name} folds").format(name=name)
    if isinstance(action, A.Bet):
        return tr("{name} attacks {target}").format(name=name, target=names[action.target])
    if isinstance(action, A.Call):
        return tr("{name} calls").format(name=name)
    if isinstance(action, A.Raise):
        if action.amount is None:
            return tr("{name} raises").format(name=name)
        return tr("{name} raises {amount}").format(name=name, amount=action.amount)
    return tr("{name}: {action}").format(name=name, action=action.name)


def action_label(action: A.Action, view: SeatView) -> str:
    """The move as a short imperative with its price, as `view` (the acting seat's) prices it:
    for a button, a menu entry or a drag's hint. A no-limit raise without an amount is just
    "Raise" (the amount is chosen beside it)."""
    if isinstance(action, A.Buy):
        return tr("Buy a soldier for {price}").format(price=view.price_of(action))
    if isinstance(action, A.Bet):
        return tr("Attack {name}: bet {amount}").format(name=view.names[action.target],
                                                        amount=view.price_of(action))
    if isinstance(action, A.Discard):
        price, count = view.price_of(action), len(action.cards)
        if price:
            return tr("Discard {count} for {price}").format(count=count, price=price)
        return tr("Discard {count}").format(count=count)
    if isinstance(action, A.Call):
        if view.call_is_all_in:
            return tr("Call all-in {amount}").format(amount=view.call_amount)
        return tr("Call {amount}").format(amount=view.call_amount)
    if isinstance(action, A.Raise):
        amount = action.amount
        if amount is None and view.rules.is_limit:
            amount = view.raise_size_limit(action.seat)  # R14.2: the fixed size
        return tr("Raise") if amount is None else tr("Raise {amount}").format(amount=amount)
    if isinstance(action, A.Stay):
        return tr("Stay")
    if isinstance(action, A.Fold):
        return tr("Fold")
    return action.name
