"""Sentences about actions, translated: what a person did ("Ann attacks Ben"), for the history
viewer; one place for them, whatever screen shows them."""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QCoreApplication

from ..engine import actions as A


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
