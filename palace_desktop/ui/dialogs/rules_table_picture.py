"""The rules book's picture of the table: an opponent at the top, the draw pile, the pot and the
discard pile in the middle, your seat at the bottom (laid out as ui/table/layout.py lays out a
seat), with labels and lines pointing at the parts of the seats.

The cards follow the font's size and shrink, if need be, until the picture fits the page's
width. The geometry does not mirror in right-to-left languages, as the table does not.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (QBrush, QColor, QFont, QFontMetricsF, QImage, QLinearGradient, QPainter,
                           QPen)

from ..assets import CARD_ASPECT
from ..table.chips import ChipStackItem
from ..table.layout import PALACE_GAP, ROW_GAP, SOLDIER_STEP, SOLDIER_TUCK
from .rules_examples import OPPONENT_SEAT, YOUR_SEAT, PictureSeat
from .rules_pictures import (SMALLEST_CARD, Ink, begin_painting, card_width_for, draw_card,
                             new_image, text_height)

FELT_CENTRE = QColor(30, 120, 72)  # the table's felt (ui/table/scene.py)
FELT_EDGE = QColor(14, 72, 44)
RIM = QColor(98, 58, 30)
PILE_TEXT = QColor(236, 240, 236)
POT = 12  # two stacks of chips: they read as a pot at the picture's small size


@dataclass(frozen=True)
class TableLabels:
    """The picture's words, translated: the zones in the middle and what points at the seats."""

    draw_pile: str
    pot: str
    discard_pile: str
    opponent: str
    your_banner: str
    your_soldiers: str
    your_palace: str


def _seat_rects(seat: PictureSeat, left: float, top: float, card_w: float
                ) -> tuple[QRectF, list[QRectF], list[QRectF]]:
    """(banner, soldiers, palace cards) of a seat as the table lays it out (ui/table/layout.py):
    soldiers turned under the banner, each under the one before, the palace row below. A
    soldier's rect is its upright size at its centre."""
    card_h = card_w * CARD_ASPECT
    banner = QRectF(left, top, card_w, card_h)
    soldiers = []
    for index in range(len(seat.soldiers)):
        cx = left + card_w * (1.0 - SOLDIER_TUCK + index * SOLDIER_STEP) + card_h / 2
        soldiers.append(QRectF(cx - card_w / 2, banner.center().y() - card_h / 2, card_w, card_h))
    palace_top = top + card_h + ROW_GAP * card_w
    palace = [QRectF(left + index * card_w * (1.0 + PALACE_GAP), palace_top, card_w, card_h)
              for index in range(3)]
    return banner, soldiers, palace


def _seat_width(seat: PictureSeat, card_w: float) -> float:
    """The width of a seat's cards: the palace row, or the banner and its soldiers."""
    soldiers = (1.0 - SOLDIER_TUCK + max(0, len(seat.soldiers) - 1) * SOLDIER_STEP + CARD_ASPECT
                if seat.soldiers else 1.0)
    return card_w * max(3 + 2 * PALACE_GAP, soldiers)


def _draw_seat(painter: QPainter, seat: PictureSeat, rects, dpr: float, hidden: bool) -> None:
    banner, soldiers, palace = rects
    for index, rect in enumerate(palace):
        draw_card(painter, rect, None if hidden else seat.palace[index], dpr)
    # The first soldier lies highest, each later one under it, the banner over them all.
    for card, rect in reversed(list(zip(seat.soldiers, soldiers))):
        draw_card(painter, rect, card, dpr, rotation=90.0)
    draw_card(painter, banner, seat.banner, dpr)


def _draw_pile(painter: QPainter, rect: QRectF, dpr: float) -> None:
    """A face-down pile: a few backs, each a little up and to the side of the one under it."""
    step = rect.width() * 0.035
    for level in range(3, -1, -1):
        draw_card(painter, rect.translated(-level * step, -level * step), None, dpr)


def _draw_felt(painter: QPainter, rect: QRectF) -> None:
    radius = min(rect.width(), rect.height()) * 0.22
    painter.save()
    painter.setPen(QPen(QColor(40, 22, 12), 2.0))
    painter.setBrush(RIM)
    painter.drawRoundedRect(rect, radius, radius)
    inset = radius * 0.16
    felt_rect = rect.adjusted(inset, inset, -inset, -inset)
    felt = QLinearGradient(felt_rect.topLeft(), felt_rect.bottomLeft())
    felt.setColorAt(0.0, FELT_EDGE)
    felt.setColorAt(0.5, FELT_CENTRE)
    felt.setColorAt(1.0, FELT_EDGE)
    painter.setPen(QPen(QColor(200, 170, 90, 90), 1.5))
    painter.setBrush(QBrush(felt))
    painter.drawRoundedRect(felt_rect, radius - inset, radius - inset)
    painter.restore()


@dataclass
class _Plan:
    """Where everything goes for one card width."""

    card_w: float
    width: float
    height: float
    felt: QRectF
    opponent: tuple
    yours: tuple
    middle: list  # (caption, column rect, caption rect)
    labels: list  # (text, box, target)


def _plan(labels: TableLabels, metrics: QFontMetricsF, card_w: float) -> _Plan:
    line_h = metrics.height()
    card_h = card_w * CARD_ASPECT
    small_w = round(card_w * 0.8)
    pad = card_w * 0.45

    # The middle row: three columns wide enough for their captions.
    captions = (labels.draw_pile, labels.pot, labels.discard_pile)
    column_w = max(card_w * 1.5, min(card_w * 2.2, max(metrics.horizontalAdvance(t) + 6.0
                                                       for t in captions)))
    caption_h = max(text_height(metrics, t, column_w) for t in captions)
    column_gap = card_w * 0.2
    middle_w = 3 * column_w + 2 * column_gap
    felt_w = max(middle_w, card_w * (3 + 2 * PALACE_GAP)) + 2 * pad

    # Both seats centred, as the table puts the viewer at the bottom centre.
    centre_x = felt_w / 2
    opponent = _seat_rects(OPPONENT_SEAT, centre_x - _seat_width(OPPONENT_SEAT, small_w) / 2,
                           pad * 0.8, small_w)
    middle_top = opponent[2][0].bottom() + card_w * 0.5
    middle = []
    for column, caption in enumerate(captions):
        left = centre_x - middle_w / 2 + column * (column_w + column_gap)
        middle.append((caption, QRectF(left, middle_top, column_w, card_h),
                       QRectF(left, middle_top + card_h + line_h * 0.2, column_w, caption_h)))
    middle_bottom = middle_top + card_h + line_h * 0.2 + caption_h
    yours = _seat_rects(YOUR_SEAT, centre_x - _seat_width(YOUR_SEAT, card_w) / 2,
                        middle_bottom + card_w * 0.5, card_w)
    felt_h = yours[2][0].bottom() + pad * 0.8

    # The labels' column beside the table, each label as near the height of what it names as
    # the labels above it allow.
    label_w = max(card_w * 2.6, min(card_w * 4.2, max(
        metrics.horizontalAdvance(t) + 4.0 for t in
        (labels.opponent, labels.your_banner, labels.your_soldiers, labels.your_palace))))
    label_x = felt_w + card_w * 0.55
    opp_banner, opp_soldiers, _opp_palace = opponent
    banner, soldiers, palace = yours
    soldiers_end = max(r.center().x() + card_h / 2 for r in soldiers)
    pointers = [
        (labels.opponent, QPointF(opp_soldiers[-1].center().x() + small_w * CARD_ASPECT / 2,
                                  opp_banner.center().y()), opp_banner.center().y()),
        (labels.your_banner, QPointF(banner.center().x(), banner.top() + card_w * 0.08),
         banner.top() - line_h * 0.6),
        (labels.your_soldiers, QPointF(soldiers_end, banner.center().y()), banner.center().y()),
        (labels.your_palace, QPointF(palace[-1].right(), palace[-1].center().y()),
         palace[-1].center().y()),
    ]
    placed = []
    floor = 0.0
    for text, target, wanted_y in pointers:
        h = text_height(metrics, text, label_w)
        box = QRectF(label_x, max(floor, wanted_y - h / 2), label_w, h)
        placed.append((text, box, target))
        floor = box.bottom() + line_h * 0.5
    return _Plan(card_w, label_x + label_w + 2.0, max(felt_h, floor) + 2.0,
                 QRectF(1.0, 1.0, felt_w - 2.0, felt_h - 2.0), opponent, yours, middle, placed)


def table_picture(labels: TableLabels, font: QFont, ink: Ink, dpr: float,
                  max_width: Optional[float] = None) -> QImage:
    """The picture, at most `max_width` logical pixels wide when the cards can shrink that
    far."""
    metrics = QFontMetricsF(font)
    card_w = float(card_width_for(font, 3.3))
    plan = _plan(labels, metrics, card_w)
    while max_width and plan.width > max_width and card_w > SMALLEST_CARD:
        card_w -= 2.0
        plan = _plan(labels, metrics, card_w)
    image = new_image(plan.width, plan.height, dpr)
    painter = begin_painting(image, font)
    try:
        _draw_felt(painter, plan.felt)
        _draw_seat(painter, OPPONENT_SEAT, plan.opponent, dpr, hidden=True)
        _draw_seat(painter, YOUR_SEAT, plan.yours, dpr, hidden=False)
        for column, (caption, rect, caption_box) in enumerate(plan.middle):
            if column == 1:
                _draw_pot(painter, rect)
            else:
                shift = card_w * 0.05  # the pile's stack grows up and to the left
                pile = QRectF(rect.center().x() - card_w / 2 + shift, rect.top() + shift,
                              card_w, card_w * CARD_ASPECT)
                _draw_pile(painter, pile, dpr)
            painter.setPen(PILE_TEXT)
            painter.drawText(caption_box, int(Qt.AlignmentFlag.AlignHCenter
                                              | Qt.AlignmentFlag.AlignTop
                                              | Qt.TextFlag.TextWordWrap), caption)
        for text, box, target in plan.labels:
            _draw_pointer(painter, box, target, ink)
            painter.setPen(ink.text)
            # Against the line's end in either reading direction: a label belongs to its line.
            painter.drawText(box, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignAbsolute
                                      | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap),
                             text)
    finally:
        painter.end()
    return image


def _draw_pot(painter: QPainter, rect: QRectF) -> None:
    """The pot as the table draws it: the chips of an amount, scaled into `rect`."""
    chips = ChipStackItem(POT, show_text=False)
    bounds = chips.boundingRect()
    scale = min(rect.width() * 0.9 / bounds.width(), rect.height() * 0.8 / bounds.height())
    painter.save()
    painter.translate(rect.center())
    painter.scale(scale, scale)
    chips.paint_vectors(painter, None)  # vectors: this picture may go to a printer
    painter.restore()


def _draw_pointer(painter: QPainter, box: QRectF, target: QPointF, ink: Ink) -> None:
    """A thin line from the label's near edge to a dot on what it names."""
    start = QPointF(box.left() - 4.0, box.center().y())
    painter.save()
    painter.setPen(QPen(ink.line, 1.3))
    painter.drawLine(start, target)
    painter.setPen(QPen(QColor(255, 255, 255), 1.2))
    painter.setBrush(ink.line)
    painter.drawEllipse(target, 3.5, 3.5)
    painter.restore()
