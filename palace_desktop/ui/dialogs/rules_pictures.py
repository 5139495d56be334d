"""What the rules book's pictures share, and two of them: a row of cards (a hand of the chart, a
best five) and the worked example of the exclusion rule, its excluded cards crossed out. The
picture of the table is in rules_table_picture.py.

Each picture is a `QImage` of its logical size times the device pixel ratio, with that ratio
set, so the text browser draws it sharp on any screen, painted with the table's own card art.
Sizes follow the font's line height: with a larger font the captions grow and the cards with
them. Captions come in already translated; a row of cards starts at the reading edge.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Optional, Sequence

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QGuiApplication, QImage, QPainter, QPen

from ..assets import CARD_ASPECT, card_pixmap
from .rules_examples import ExclusionExample

CROSS = QColor(211, 47, 47)
SMALLEST_CARD = 36  # a picture shrinks its cards to fit the page, down to this width


@dataclass(frozen=True)
class Ink:
    """The colours of the page the picture sits on: labels in its text colour, leader lines
    in a quieter shade of it."""

    text: QColor
    line: QColor


def card_width_for(font: QFont, factor: float) -> int:
    """A card width that grows with the font (a line height times `factor`), and never so small
    that the corner index stops reading (the card art is drawn to read at 40 px)."""
    return max(40, round(QFontMetricsF(font).height() * factor))


def new_image(width: float, height: float, dpr: float) -> QImage:
    dpr = dpr if dpr and dpr > 0 else 1.0
    size = QSize(max(1, round(width * dpr)), max(1, round(height * dpr)))
    image = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(dpr)
    image.fill(Qt.GlobalColor.transparent)
    return image


def begin_painting(image: QImage, font: QFont | None = None) -> QPainter:
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    painter.setLayoutDirection(QGuiApplication.layoutDirection())
    if font is not None:
        painter.setFont(font)
    return painter


def draw_card(painter: QPainter, rect: QRectF, card, dpr: float,
               rotation: float = 0.0) -> None:
    """`card` (None: the back) filling `rect`, or turned by `rotation` degrees about the centre
    of `rect` (then `rect` is the card's upright size, placed at its centre)."""
    pixmap = card_pixmap(card, round(rect.width()), dpr)
    painter.save()
    painter.translate(rect.center())
    painter.rotate(rotation)
    w, h = rect.width(), rect.height()
    painter.drawPixmap(QRectF(-w / 2, -h / 2, w, h), pixmap, QRectF(pixmap.rect()))
    painter.restore()


def _cross_out(painter: QPainter, rect: QRectF) -> None:
    """A card that does not count: faded, with a red cross over it."""
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(255, 255, 255, 130))
    radius = rect.width() * 0.06
    painter.drawRoundedRect(rect, radius, radius)
    pen = QPen(CROSS, max(2.5, rect.width() * 0.07))
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    inset = rect.width() * 0.14
    inner = rect.adjusted(inset, inset, -inset, -inset)
    painter.drawLine(inner.topLeft(), inner.bottomRight())
    painter.drawLine(inner.topRight(), inner.bottomLeft())
    painter.restore()


def text_height(metrics: QFontMetricsF, text: str, width: float) -> float:
    return metrics.boundingRect(QRectF(0, 0, width, 1e4), int(Qt.TextFlag.TextWordWrap),
                                text).height()


def _mirrored(rect: QRectF, width: float) -> QRectF:
    """`rect` of a picture `width` wide, mirrored in a right-to-left language: a row of cards
    starts at the reading edge, as the text that names them does."""
    if QGuiApplication.layoutDirection() != Qt.LayoutDirection.RightToLeft:
        return rect
    return QRectF(width - rect.right(), rect.top(), rect.width(), rect.height())


# ------------------------------------------------------------------------------------------
# A row of cards

def cards_picture(cards: Sequence, card_width: int, dpr: float,
                  crossed: Iterable = ()) -> QImage:
    """`cards` side by side, `card_width` logical pixels each; cards in `crossed` crossed out."""
    crossed = set(crossed)
    gap = max(3, round(card_width * 0.08))  # whole pixels: every card lands on the pixel grid
    height = round(card_width * CARD_ASPECT)
    count = max(1, len(cards))
    width = count * card_width + (count - 1) * gap
    image = new_image(width, height, dpr)
    painter = begin_painting(image)
    try:
        for index, card in enumerate(cards):
            rect = _mirrored(QRectF(index * (card_width + gap), 0.0, card_width, height), width)
            draw_card(painter, rect, card, dpr)
            if card in crossed:
                _cross_out(painter, rect)
    finally:
        painter.end()
    return image


# ------------------------------------------------------------------------------------------
# The exclusion example

@dataclass(frozen=True)
class ExclusionLabels:
    """The captions over the example's groups of cards, translated."""

    banner: str
    palace: str
    soldiers: str
    opponent: str


def exclusion_picture(example: ExclusionExample, excluded: Iterable, labels: ExclusionLabels,
                      font: QFont, ink: Ink, dpr: float,
                      max_width: Optional[float] = None) -> QImage:
    """The player's cards in their groups (banner, palace, soldiers), the `excluded` ones
    crossed out, and the opponent's banner apart at the end, each group captioned; at most
    `max_width` wide when the cards can shrink that far."""
    excluded = set(excluded)
    groups = [(labels.banner, (example.banner,)), (labels.palace, example.palace),
              (labels.soldiers, example.soldiers), (labels.opponent, (example.opponent_banner,))]
    card_count = sum(len(cards) for _caption, cards in groups)
    # In card widths: the cards, the small gaps inside groups, two gaps between the player's
    # groups and the wider one before the opponent's card.
    widths = card_count + (card_count - len(groups)) * 0.08 + 2 * 0.4 + 0.9
    card_w = card_width_for(font, 2.6)
    if max_width:
        card_w = max(SMALLEST_CARD, min(card_w, int(max_width / widths)))
    metrics = QFontMetricsF(font)
    plan = _exclusion_plan(groups, metrics, card_w)
    # The captions may stand out past the cards (a long word in a wide font): smaller cards
    # until the whole picture fits.
    while max_width and plan[-1] > max_width and card_w > SMALLEST_CARD:
        card_w -= 1
        plan = _exclusion_plan(groups, metrics, card_w)
    spans, boxes, shift, total_w = plan
    card_h = card_w * CARD_ASPECT
    gap = card_w * 0.08
    caption_h = max(text_height(metrics, caption, w)
                    for (caption, _c, _l, _w), (_b, w) in zip(spans, boxes))
    top = caption_h + metrics.height() * 0.3
    image = new_image(total_w, top + card_h + 2.0, dpr)
    painter = begin_painting(image, font)
    try:
        for (caption, cards, left, width), (box_left, box_w) in zip(spans, boxes):
            box = _mirrored(QRectF(box_left + shift, 0.0, box_w, caption_h), total_w)
            painter.setPen(ink.text)
            painter.drawText(box, int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom
                                      | Qt.TextFlag.TextWordWrap), caption)
            for index, card in enumerate(cards):
                rect = _mirrored(QRectF(shift + left + index * (card_w + gap), top, card_w, card_h),
                                 total_w)
                draw_card(painter, rect, card, dpr)
                if card in excluded:
                    _cross_out(painter, rect)
        # The opponent's banner is the reason for the crosses: ringed in their colour.
        _caption, _cards, left, width = spans[-1]
        painter.setPen(QPen(CROSS, 2.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        ring = _mirrored(QRectF(shift + left, top, width, card_h), total_w).adjusted(
            -1.0, -1.0, 1.0, 1.0)
        painter.drawRoundedRect(ring, card_w * 0.08, card_w * 0.08)
    finally:
        painter.end()
    return image


def _exclusion_plan(groups, metrics: QFontMetricsF, card_w: int):
    """(spans, boxes, shift, width) of the exclusion picture with cards `card_w` wide: each
    group's (caption, cards, left, width), its caption's (left, width), how far everything
    moves right for a caption standing out on the left, and the picture's whole width."""
    gap = card_w * 0.08
    group_gap = card_w * 0.4
    apart = card_w * 0.9  # the opponent's card is not the player's: it stands well apart
    spans = []  # (caption, cards, left, width)
    x = 0.0
    for number, (caption, cards) in enumerate(groups):
        if number == len(groups) - 1:
            x += apart - group_gap
        width = len(cards) * card_w + (len(cards) - 1) * gap
        spans.append((caption, cards, x, width))
        x += width + group_gap
    # A caption wraps within its cards and most of the gaps beside them, so neighbours never
    # meet (the opponent's, alone at the end, may take the room it stands apart in), but is
    # never narrower than its longest word: the picture widens for that.
    boxes = []
    for number, (caption, _cards, left, width) in enumerate(spans):
        room = width + (apart if number == len(spans) - 1 else group_gap) * 0.8
        widest_word = max((metrics.horizontalAdvance(word) for word in caption.split()),
                          default=0.0)
        room = max(room, widest_word + 4.0)
        boxes.append((left + width / 2 - room / 2, room))
    shift = -min(0.0, min(box_left for box_left, _w in boxes))
    total_w = max(x - group_gap, max(box_left + w for box_left, w in boxes)) + shift
    return spans, boxes, shift, total_w
