"""Which item a mouse press on the table is meant for.

Some items only show something over the cards: the keyboard's focus ring, a panel read as a page
on the table, a sprite that stands for its card. They accept no mouse button, so Qt's own event
delivery passes through them; the table's gestures ask the scene for the item under the cursor
themselves, and must pass through them too (the ring over the draw pile took the press, and a
drag or double-click of the pile did nothing while it showed).
"""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene


def item_for_the_mouse(scene: QGraphicsScene, pos: QPointF,
                       transform: QTransform) -> Optional[QGraphicsItem]:
    """The topmost item at `pos` that takes the left button, as a view with `transform` shows it."""
    for item in scene.items(pos, Qt.ItemSelectionMode.IntersectsItemShape,
                            Qt.SortOrder.DescendingOrder, transform):
        if item.acceptedMouseButtons() & Qt.MouseButton.LeftButton:
            return item
    return None
