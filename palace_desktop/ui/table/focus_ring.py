"""The keyboard focus ring drawn above everything on the table.

A card paints its own ring, but cards overlap: the neighbour drawn after it would hide part of
the ring. This item lies over the focused card (it copies the card's transform whenever the
card moves, turns or scales) at a Z above every card, so the ring always shows whole.

Except under a panel that lies over the cards and reads as a page on the table (the battle
result): drawn across it, the ring cut through its text. While such a panel shows, the ring
goes just under it; the panel goes at the player's first key, and the ring is on top again.
"""

from __future__ import annotations

from typing import Optional

import shiboken6
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsObject

from .bubble import Z_BUBBLE
from .card_shape import CARD_RADIUS, CARD_RECT, paint_focus_ring

# Above flying cards and messages; below the notes beside the cards (a battle preview, a
# refusal: drawn across one, the dashes cut through its text) and the drag hint.
Z_FOCUS_RING = Z_BUBBLE - 10.0
RING = CARD_RECT.adjusted(-8.0, -8.0, 8.0, 8.0)


class FocusRingItem(QGraphicsObject):
    """`follow(item)` puts the ring on `item` (None: nowhere)."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setZValue(Z_FOCUS_RING)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)
        self._target = None
        self._panels: list = []  # items the ring stays under while they show
        self.orphaned = False  # its card was deleted: the focus must find another

    @property
    def target(self):
        return self._target

    def _signals(self, item) -> list:
        return [item.xChanged, item.yChanged, item.rotationChanged, item.scaleChanged,
                item.visibleChanged]

    def follow(self, item: Optional[QGraphicsObject]) -> None:
        if item is self._target:
            self._place()
            return
        old, self._target = self._target, item
        self.orphaned = False
        if old is not None and shiboken6.isValid(old):
            for signal in self._signals(old):
                signal.disconnect(self._place)
            old.destroyed.disconnect(self._lost)
        if item is not None:
            for signal in self._signals(item):
                signal.connect(self._place)
            item.destroyed.connect(self._lost)
        self._place()

    def stay_under(self, panel: QGraphicsObject) -> None:
        """While `panel` shows, draw the ring below it."""
        self._panels.append(panel)
        panel.visibleChanged.connect(self._restack)
        self._restack()

    def _restack(self) -> None:
        shown = [panel.zValue() for panel in self._panels
                 if shiboken6.isValid(panel) and panel.isVisible()]
        self.setZValue(min([Z_FOCUS_RING] + [z - 1.0 for z in shown]))

    def _lost(self, *_args) -> None:
        self._target = None
        self.orphaned = True
        self.setVisible(False)

    def _place(self, *_args) -> None:
        item = self._target
        if item is None or not shiboken6.isValid(item) or item.scene() is not self.scene():
            self.setVisible(False)
            return
        self.setTransform(item.sceneTransform())
        self.setVisible(item.isVisible())

    def boundingRect(self) -> QRectF:
        return RING.adjusted(-7.0, -7.0, 7.0, 7.0)  # the high-contrast ring's width

    def paint(self, painter: QPainter, option, widget=None) -> None:
        # As the card's own ring, in the table's theme (wider in high contrast).
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        paint_focus_ring(painter, RING, CARD_RADIUS + 8)
        painter.restore()
