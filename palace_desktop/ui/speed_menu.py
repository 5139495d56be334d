"""The animation speeds as menu entries: one checkable action per speed of `SPEEDS`, in one
exclusive group, for every window that animates the table (the main window, the history
viewer)."""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QActionGroup

from .table.speeds import SPEEDS


class SpeedMenu(QObject):
    """The translation context of the Speed menu: `SpeedMenu.tr(...)`, which
    pyside6-lupdate files under "SpeedMenu"."""


def speed_actions(parent: QObject, choose: Callable[[str], None]
                  ) -> tuple[QActionGroup, dict[str, QAction]]:
    """(the group, speed key -> action); triggering one calls `choose(key)`. "normal" starts
    ticked."""
    group = QActionGroup(parent)  # exclusive: one speed ticked
    labels = {"slow": SpeedMenu.tr("&Slow"), "normal": SpeedMenu.tr("&Normal"), "fast": SpeedMenu.tr("&Fast"),
              "instant": SpeedMenu.tr("&Instant")}
    actions: dict[str, QAction] = {}
    for key in SPEEDS:
        action = QAction(labels[key], parent)
        action.setCheckable(True)
        action.triggered.connect(lambda _checked=False, k=key: choose(k))
        group.addAction(action)
        actions[key] = action
    actions["normal"].setChecked(True)
    return group, actions
