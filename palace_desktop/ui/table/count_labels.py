"""The counts under the piles and the pot ("52 to draw", "Pot 1,250"): each label's text
centred in the box the layout gave it (kept as the label's data 0), in a bold font shrunk
until it fits, and the three in one size so that the row reads evenly."""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from .text_size import largest_fitting


def fit_label(label: QGraphicsSimpleTextItem, text: str, least: int) -> None:
    """Centre `text` in the label's box, shrinking the font until it fits (never below
    `least` pixels)."""
    label.setText(text)
    box = label.data(0)
    if box is None:
        return
    font = label.font()
    font.setBold(True)

    def width_at(px: int) -> float:
        font.setPixelSize(px)
        label.setFont(font)
        return label.boundingRect().width()

    size = largest_fitting(max(least, int(box.height() * 0.62)), least, box.width(), width_at)
    font.setPixelSize(size)
    if label.font() != font:  # (the last size measured is often the one kept)
        label.setFont(font)
    centre_label(label, box)


def centre_label(label: QGraphicsSimpleTextItem, box: QRectF) -> None:
    text_rect = label.boundingRect()
    label.setPos(box.center().x() - text_rect.width() / 2,
                 box.center().y() - text_rect.height() / 2)


def match_label_sizes(row: Sequence[QGraphicsSimpleTextItem]) -> None:
    """The counts side by side in one size, the smallest that any of them needed to fit its
    box: a longer word shrank one count alone, and the row looked uneven."""
    labels = [label for label in row
              if label.data(0) is not None and label.font().pixelSize() > 0]
    if not labels:
        return
    size = min(label.font().pixelSize() for label in labels)
    for label in labels:
        if label.font().pixelSize() != size:
            font = label.font()
            font.setPixelSize(size)
            label.setFont(font)
            centre_label(label, label.data(0))
