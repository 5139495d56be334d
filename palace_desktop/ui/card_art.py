"""Our own card art: the faces (pips, court cards) and the common back, painted with QPainter
into any rect from a 1000 x 1400 design space, and the card's aspect ratio.

The project ships no third-party art: everything here is drawn in code, so a face is crisp at
any size and device pixel ratio. Highlights, focus rings and dimming are not part of the art:
items draw them on top, so one cached pixmap serves every state of a card.
"""

from __future__ import annotations

import functools
import math
from typing import NamedTuple, Optional

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import (QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen,
                           QRadialGradient, QTransform)

from ..engine.cards import Rank, Suit
from .card_symbols import suit_colour, suit_path, text_path

__all__ = ["ART", "CARD_ASPECT", "CardArt"]

# A card is 1.0 x 1.4 card units everywhere (table/layout.py and table/items.py agree).
CARD_ASPECT = 1.4

GOLD = QColor("#c99a2e")
GOLD_LIGHT = QColor("#f3d77a")
PAPER = QColor("#fffefb")
BORDER = QColor("#8d8d8d")

W, H = 1000.0, 1400.0  # the design space
CORNER = 60.0
INDEX_CX = 124.0  # centre line of the corner index column
INDEX_TOP = 62.0
INDEX_CAP = 210.0  # cap height of the rank: large, to read at 45 px card width
INDEX_MAX_W = 182.0
INDEX_SUIT = 150.0
INDEX_SUIT_CY = INDEX_TOP + INDEX_CAP + 36.0 + INDEX_SUIT / 2

# Pip layouts: (column, row) with columns -1/0/1 and rows 0 (top) .. 1 (bottom).
_T = 1.0 / 3.0
_PIPS = {
    1: [(0, 0.5)],
    2: [(0, 0), (0, 1)],
    3: [(0, 0), (0, 0.5), (0, 1)],
    4: [(-1, 0), (1, 0), (-1, 1), (1, 1)],
    5: [(-1, 0), (1, 0), (0, 0.5), (-1, 1), (1, 1)],
    6: [(-1, 0), (1, 0), (-1, 0.5), (1, 0.5), (-1, 1), (1, 1)],
    7: [(-1, 0), (1, 0), (0, 0.25), (-1, 0.5), (1, 0.5), (-1, 1), (1, 1)],
    8: [(-1, 0), (1, 0), (0, 0.25), (-1, 0.5), (1, 0.5), (0, 0.75), (-1, 1), (1, 1)],
    9: [(-1, 0), (1, 0), (-1, _T), (1, _T), (0, 0.5), (-1, 2 * _T), (1, 2 * _T), (-1, 1), (1, 1)],
    10: [(-1, 0), (1, 0), (0, _T / 2), (-1, _T), (1, _T),
         (-1, 2 * _T), (1, 2 * _T), (0, 1 - _T / 2), (-1, 1), (1, 1)],
}
PIP_COL_DX = 168.0  # column offset from the centre line
PIP_TOP, PIP_BOTTOM = 292.0, 1108.0  # centres of the top and bottom pip rows
PIP_SIZE = 176.0

# The backs: (field centre, field edge, lattice, lattice dots, frame and emblem line,
# medallion). The first is the default.
BACKS = {
    "navy": ("#173f73", "#0c2547", "#4f7fb8", "#a9c4e6", "#d9bf77", "#0e2a52"),
    "burgundy": ("#7a1f30", "#45101b", "#c0566a", "#f1bcc6", "#e3c77e", "#4f1220"),
}


class CardArt:
    """Paints card faces and the back into any rect (the rect is the whole card).

    Stateless apart from lazily built paths and its style (the back, the border: the table's
    theme, `set_style`), so one instance (`ART`) serves everyone. `generation` changes with
    the style, so whoever keeps a painted card knows to paint it again.
    """

    back = "navy"
    border = BORDER
    border_w = 7.0
    generation = 0

    def set_style(self, back: str = "navy", border: QColor = BORDER,
                  border_w: float = 7.0) -> None:
        self.back = back if back in BACKS else "navy"
        self.border, self.border_w = QColor(border), float(border_w)
        self.generation += 1

    def paint_face(self, painter: QPainter, rect: QRectF, card, four_colour: bool = False) -> None:
        """Paint the face of `card` (a known Card) filling `rect`."""
        if not getattr(card, "is_known", False):
            # Privacy and robustness: an unknown card has no face; show the back.
            self.paint_back(painter, rect)
            return
        painter.save()
        try:
            self._begin(painter, rect)
            colour = suit_colour(card.suit, four_colour)
            self._paper(painter)
            rank = int(card.rank)
            if rank >= Rank.JACK and rank != Rank.ACE:
                self._court(painter, card, colour)
            else:
                self._pips(painter, card, colour)
            self._indices(painter, card, colour)
        finally:
            painter.restore()

    def paint_back(self, painter: QPainter, rect: QRectF) -> None:
        """Paint the common back filling `rect`."""
        painter.save()
        try:
            self._begin(painter, rect)
            self._paper(painter)
            self._back(painter)
        finally:
            painter.restore()

    # -- set-up ---------------------------------------------------------------------------------

    def _begin(self, painter: QPainter, rect: QRectF) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.translate(rect.topLeft())
        painter.scale(rect.width() / W, rect.height() / H)
        # One device pixel in design units, so hairlines never vanish on small cards.
        t = painter.worldTransform()
        scale = math.hypot(t.m11(), t.m12()) or 1.0
        self._px = 1.0 / scale

    def _line(self, width: float) -> float:
        return max(width, self._px)

    def _paper(self, painter: QPainter) -> None:
        bw = self._line(self.border_w)
        outline = QRectF(bw / 2, bw / 2, W - bw, H - bw)
        painter.setPen(QPen(self.border, bw))
        painter.setBrush(PAPER)
        painter.drawRoundedRect(outline, CORNER, CORNER)

    # -- faces ----------------------------------------------------------------------------------

    def _fill_suit(self, painter: QPainter, suit: int, centre: QPointF, size: float,
                   colour: QColor, flipped: bool = False) -> None:
        t = QTransform()
        t.translate(centre.x(), centre.y())
        if flipped:
            t.rotate(180.0)
        t.scale(size, size)
        painter.fillPath(t.map(suit_path(suit)), colour)

    def _indices(self, painter: QPainter, card, colour: QColor) -> None:
        rank_text = "10" if card.rank == Rank.TEN else card.rank.char
        glyphs = text_path(rank_text, "index")
        box = glyphs.boundingRect()
        # Fit the ink, not the cap height: the tails of Q and J must not touch the suit below.
        sx = sy = INDEX_CAP / box.height()
        if box.width() * sx > INDEX_MAX_W:
            sx = INDEX_MAX_W / box.width()  # condense wide ranks ("10") rather than shrink them
        t = QTransform()
        t.translate(INDEX_CX - box.width() * sx / 2, INDEX_TOP - box.top() * sy)
        t.scale(sx, sy)
        index = t.map(glyphs)
        suit = QTransform()
        suit.translate(INDEX_CX, INDEX_SUIT_CY)
        suit.scale(INDEX_SUIT, INDEX_SUIT)
        index.addPath(suit.map(suit_path(card.suit)))
        painter.fillPath(index, colour)
        # The same index rotated 180 degrees about the card centre: bottom-right corner.
        painter.fillPath(QTransform(-1, 0, 0, -1, W, H).map(index), colour)

    def _pips(self, painter: QPainter, card, colour: QColor) -> None:
        count = 1 if card.rank == Rank.ACE else int(card.rank) + 2
        if count == 1:
            self._ace(painter, card, colour)
            return
        for col, row in _PIPS[count]:
            x = W / 2 + col * PIP_COL_DX
            y = PIP_TOP + row * (PIP_BOTTOM - PIP_TOP)
            # Pips below the middle face the other way, as on a printed card.
            self._fill_suit(painter, card.suit, QPointF(x, y), PIP_SIZE, colour, flipped=row > 0.5)

    def _ace(self, painter: QPainter, card, colour: QColor) -> None:
        centre = QPointF(W / 2, H / 2)
        # A thin double ring gives the lone pip a frame without competing with it.
        ring = QColor(colour)
        ring.setAlpha(90)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        # Decoration, not structure: true widths, so it stays faint on small cards.
        painter.setPen(QPen(ring, 6.0))
        painter.drawEllipse(centre, 300.0, 300.0)
        painter.setPen(QPen(ring, 3.0))
        painter.drawEllipse(centre, 280.0, 280.0)
        self._fill_suit(painter, card.suit, centre, 400.0, colour)

    # -- court cards ----------------------------------------------------------------------------

    def _court(self, painter: QPainter, card, colour: QColor) -> None:
        panel = QRectF(258.0, 180.0, W - 2 * 258.0, H - 360.0)
        # A pale wash of the suit colour (warm ivory for black suits) behind the design.
        if colour.hsvSaturationF() > 0.2:
            light = QColor.fromHsvF(max(colour.hsvHueF(), 0.0), 0.09, 1.0)
        else:
            light = QColor("#f6efdc")
        grad = QLinearGradient(panel.topLeft(), panel.bottomLeft())
        grad.setColorAt(0.0, light)
        grad.setColorAt(0.5, QColor("#ffffff"))
        grad.setColorAt(1.0, light)
        painter.setPen(QPen(colour, self._line(9.0)))
        painter.setBrush(QBrush(grad))
        painter.drawRoundedRect(panel, 26.0, 26.0)
        inner = panel.adjusted(20.0, 20.0, -20.0, -20.0)
        # A faint lattice texture (echoing the back) so the panel does not read as empty.
        painter.save()
        clip = QPainterPath()
        clip.addRoundedRect(inner, 14.0, 14.0)
        painter.setClipPath(clip)
        hatch = QColor(colour)
        hatch.setAlpha(24)
        painter.setPen(QPen(hatch, 4.0))  # true width: a texture must not thicken when small
        step = 56.0
        # Each line stroked only from where it comes within the pen's half width and two
        # pixels of the panel (the clip cut the rest away, as the back's lattice: ~40% of a
        # court face's time went to them).
        reach = 2.0 + 2 * self._px
        near = inner.adjusted(-reach, 0.0, reach, 0.0)
        k = inner.left() - inner.height()
        while k < inner.right():
            for line in _diagonals(k, inner.top(), inner.height(), near):
                painter.drawLine(line)
            k += step
        painter.restore()
        painter.setPen(QPen(GOLD, self._line(5.0)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(inner, 14.0, 14.0)

        # Double-ended, like a printed court card: the top half, then the same rotated.
        for flipped in (False, True):
            painter.save()
            if flipped:
                painter.translate(W, H)
                painter.rotate(180.0)
            self._court_half(painter, card, colour, inner)
            painter.restore()

        # The divider with a small pip, where the two halves meet.
        mid = H / 2
        painter.setPen(QPen(GOLD, self._line(5.0)))
        painter.drawLine(QPointF(inner.left() + 18.0, mid), QPointF(W / 2 - 52.0, mid))
        painter.drawLine(QPointF(W / 2 + 52.0, mid), QPointF(inner.right() - 18.0, mid))
        self._fill_suit(painter, card.suit, QPointF(W / 2, mid), 66.0, colour)

    def _court_half(self, painter: QPainter, card, colour: QColor, inner: QRectF) -> None:
        """One half of a court card: a crowned monogram, the crown resting on a medallion."""
        cx = W / 2
        centre = QPointF(cx, inner.top() + 322.0)
        radius = 132.0
        tint = QColor(colour)
        tint.setAlpha(30)
        medal = QRadialGradient(centre, radius)
        medal.setColorAt(0.0, QColor("#ffffff"))
        medal.setColorAt(1.0, tint)
        painter.setPen(QPen(colour, self._line(9.0)))
        painter.setBrush(QBrush(medal))
        painter.drawEllipse(centre, radius, radius)
        painter.setPen(QPen(GOLD, self._line(4.0)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(centre, radius - 16.0, radius - 16.0)
        # Small pips flank the medallion, below the crown's ends.
        for side in (-1, 1):
            self._fill_suit(painter, card.suit, QPointF(cx + side * 170.0, centre.y() + 100.0),
                            60.0, colour)
        self._crown(painter, card.rank, colour, cx, centre.y() - radius + 38.0)
        # Fit the letter's ink (J and Q reach below the baseline) inside the medallion.
        letter = text_path(card.rank.char, "court")
        box = letter.boundingRect()
        size = min(172.0 / box.height(), 170.0 / box.width())
        t = QTransform()
        t.translate(cx - box.center().x() * size, centre.y() + 18.0 - box.center().y() * size)
        t.scale(size, size)
        painter.fillPath(t.map(letter), colour)

    def _crown(self, painter: QPainter, rank: int, colour: QColor, cx: float, base: float) -> None:
        """King: tall five-point crown with a cross; Queen: arched tiara with pearls;
        Jack: a low coronet with three leaves. Gold, outlined in the suit colour."""
        outline = QPen(colour, self._line(7.0))
        outline.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        gold = QLinearGradient(QPointF(cx, base - 170.0), QPointF(cx, base))
        gold.setColorAt(0.0, GOLD_LIGHT)
        gold.setColorAt(1.0, GOLD)
        crown = _crown_shape(int(rank), cx, base)
        painter.setPen(outline)
        painter.setBrush(QBrush(gold))
        painter.drawPath(crown.body)
        for b in crown.balls:
            painter.drawEllipse(b, crown.ball_r, crown.ball_r)
        if crown.cross is not None:
            painter.drawPath(crown.cross)
        # Jewels on the band, in the suit colour.
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        for dx in (-0.6 * crown.half, 0.0, 0.6 * crown.half):
            self._fill_suit(painter, Suit.DIAMONDS, QPointF(cx + dx, base - CROWN_BAND_H / 2),
                            30.0, colour)

    # -- back -----------------------------------------------------------------------------------

    def _back(self, painter: QPainter) -> None:
        margin = 48.0
        field = QRectF(margin, margin, W - 2 * margin, H - 2 * margin)
        centre, edge, lattice_c, dot_c, line_c, medal_c = (QColor(c) for c in BACKS[self.back])
        navy, deep = centre, edge
        grad = QRadialGradient(QPointF(W / 2, H / 2), H * 0.62)
        grad.setColorAt(0.0, navy)
        grad.setColorAt(1.0, deep)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(grad))
        painter.drawRoundedRect(field, 34.0, 34.0)

        painter.save()
        clip = QPainterPath()
        clip.addRoundedRect(LATTICE_FIELD, 22.0, 22.0)
        painter.setClipPath(clip)
        # A diagonal lattice with small diamonds at the crossings.
        lines, dots = _back_lattice()
        lattice = QColor(lattice_c)
        lattice.setAlpha(150)
        pen_width = self._line(5.0)
        painter.setPen(QPen(lattice, pen_width))
        # The lines one call each (drawLines strokes them as one outline, ~3x slower), cut
        # near the field: they stroke in half the time or less (the clip cut the rest away),
        # where the pen reaches less far than they were cut from it.
        if pen_width / 2 + self._px >= LATTICE_REACH:
            lines = _back_lines_whole()
        for line in lines:
            painter.drawLine(line)
        dot = QColor(dot_c)
        dot.setAlpha(170)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(dot)
        # The diamonds are squares turned a quarter: drawn in one call, in turned coordinates.
        painter.rotate(45.0)
        painter.drawRects(dots)
        painter.restore()

        # A double frame line in pale gold.
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(line_c, self._line(7.0)))
        painter.drawRoundedRect(field.adjusted(18, 18, -18, -18), 22.0, 22.0)
        painter.setPen(QPen(line_c, self._line(3.0)))
        painter.drawRoundedRect(field.adjusted(34, 34, -34, -34), 14.0, 14.0)

        # The emblem: a palace (three crenellated towers) in a medallion.
        c = QPointF(W / 2, H / 2)
        painter.setPen(QPen(line_c, self._line(8.0)))
        painter.setBrush(medal_c)
        painter.drawEllipse(c, 175.0, 215.0)
        painter.setPen(QPen(line_c, self._line(3.0)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(c, 152.0, 192.0)
        painter.setPen(Qt.PenStyle.NoPen)
        g = QLinearGradient(QPointF(c.x(), c.y() - 120.0), QPointF(c.x(), c.y() + 110.0))
        g.setColorAt(0.0, GOLD_LIGHT)
        g.setColorAt(1.0, GOLD)
        painter.setBrush(QBrush(g))
        painter.drawPath(_palace_emblem(c.x(), c.y()))


CROWN_BAND_H = 38.0


class _CrownShape(NamedTuple):
    body: QPainterPath  # the crown and its band, one outline
    balls: tuple  # the pearls' centres
    ball_r: float
    cross: Optional[QPainterPath]  # the king's
    half: float  # half the crown's width


@functools.lru_cache(maxsize=None)
def _crown_shape(rank: int, cx: float, base: float) -> _CrownShape:
    """A crown's outlines, made once: both halves of every court card of a rank draw the same
    (their boolean operations took ~0.5 ms a crown). Callers must not change the paths."""
    band_h = CROWN_BAND_H
    half = {Rank.KING: 150.0, Rank.QUEEN: 140.0, Rank.JACK: 125.0}[Rank(rank)]
    body = QPainterPath()
    cross = None
    if rank == Rank.KING:
        # Five spikes alternating tall/short, centre tallest.
        tops = [(-half, 92.0), (-half / 2, 68.0), (0.0, 115.0), (half / 2, 68.0), (half, 92.0)]
        valleys = [-0.75 * half, -0.25 * half, 0.25 * half, 0.75 * half]
        points = []
        for i, (dx, h) in enumerate(tops):
            points.append(QPointF(cx + dx, base - band_h - h))
            if i < len(valleys):
                points.append(QPointF(cx + valleys[i], base - band_h - 22.0))
        body.moveTo(cx - half, base - band_h)
        for p in points:
            body.lineTo(p)
        body.lineTo(cx + half, base - band_h)
        body.closeSubpath()
        balls = [QPointF(cx + dx, base - band_h - h) for dx, h in tops if dx != 0.0]
        ball_r = 16.0
    elif rank == Rank.QUEEN:
        # Four rounded arches rising to pearls.
        body.moveTo(cx - half, base - band_h)
        peaks = [-half, -half / 2, 0.0, half / 2, half]
        heights = [62.0, 84.0, 104.0, 84.0, 62.0]
        body.lineTo(cx - half, base - band_h - heights[0])
        for i in range(4):
            x0, x1 = cx + peaks[i], cx + peaks[i + 1]
            y1 = base - band_h - heights[i + 1]
            sag = base - band_h - 18.0
            body.cubicTo(QPointF(x0 + 10.0, sag), QPointF(x1 - 10.0, sag), QPointF(x1, y1))
        body.lineTo(cx + half, base - band_h)
        body.closeSubpath()
        balls = [QPointF(cx + dx, base - band_h - h) for dx, h in zip(peaks, heights)]
        ball_r = 18.0
    else:
        # A low coronet: a short wall with three pointed leaves rising from it.
        wall = base - band_h - 26.0
        body.addRect(QRectF(cx - half, wall, 2 * half, 27.0))
        for dx, h in ((-0.62 * half, 68.0), (0.0, 96.0), (0.62 * half, 68.0)):
            x, y = cx + dx, base - band_h - h
            leaf = QPainterPath(QPointF(x - 30.0, wall + 1.0))
            leaf.cubicTo(QPointF(x - 44.0, y + 42.0), QPointF(x - 12.0, y + 22.0), QPointF(x, y))
            leaf.cubicTo(QPointF(x + 12.0, y + 22.0), QPointF(x + 44.0, y + 42.0),
                         QPointF(x + 30.0, wall + 1.0))
            leaf.closeSubpath()
            body = body.united(leaf)
        balls = [QPointF(cx + dx, wall - 10.0) for dx in (-0.31 * half, 0.31 * half)]
        ball_r = 11.0
    band = QPainterPath()
    band.addRoundedRect(QRectF(cx - half - 8.0, base - band_h, 2 * half + 16.0, band_h), 8.0, 8.0)
    if rank == Rank.KING:
        # A cross on the tall centre spike.
        top = base - band_h - 115.0
        cross = QPainterPath()
        cross.addRect(QRectF(cx - 8.0, top - 50.0, 16.0, 52.0))
        cross.addRect(QRectF(cx - 24.0, top - 38.0, 48.0, 15.0))
        cross = cross.simplified()
    return _CrownShape(body.united(band), tuple(balls), ball_r, cross, half)


# The back's lattice is clipped to this rect's rounding; its lines are kept cut to the rect
# grown by LATTICE_REACH on every side (a pen's half width and a pixel must stay within it).
LATTICE_FIELD = QRectF(66.0, 66.0, W - 132.0, H - 132.0)
LATTICE_REACH = 100.0


@functools.lru_cache(maxsize=None)
def _back_lattice() -> tuple[list[QLineF], list[QRectF]]:
    """The back's lattice lines cut near its field (`LATTICE_REACH`: 58 of the 124 lines of
    `_back_lines_whole` cross it, and those are shorter), and the diamonds at their crossings
    as squares in coordinates turned 45 degrees (filled in one call; 469 paths one by one took
    ~0.5 ms to fill), those the field's clip can show. Made once; callers must not change
    them."""
    step = 78.0
    reach = LATTICE_FIELD.adjusted(-LATTICE_REACH, -LATTICE_REACH, LATTICE_REACH, LATTICE_REACH)
    lines_near = [line for k in _lattice_offsets(step) for line in _diagonals(k, 0.0, H, reach)]
    # A diamond at (x, y) reaches 11 units each way: turned 45 degrees, it is a square of
    # side 11 * sqrt(2) centred on (x + y, y - x) / sqrt(2).
    side = 11.0 * math.sqrt(2.0)
    half, turn = side / 2, math.sqrt(0.5)
    seen = LATTICE_FIELD.adjusted(-11.0, -11.0, 11.0, 11.0)
    left, right, top, bottom = seen.left(), seen.right(), seen.top(), seen.bottom()
    centres = [(x, row * step / 2) for row in range(int(H // (step / 2)) + 1)
               for x in ((step / 2) * (row % 2) + step * i for i in range(int(W // step) + 1))
               if x <= W]
    dots = [QRectF((x + y) * turn - half, (y - x) * turn - half, side, side)
            for x, y in centres if left < x < right and top < y < bottom]
    return lines_near, dots


@functools.lru_cache(maxsize=None)
def _back_lines_whole() -> list[QLineF]:
    """The lattice's lines corner to corner of the card: for a pen that reaches past the cut
    lines' ends (a card under ~20 pixels). Made once; callers must not change them."""
    return [line for k in _lattice_offsets(78.0)
            for line in (QLineF(k, 0.0, k + H, H), QLineF(k + H, 0.0, k, H))]


def _diagonals(k: float, top: float, height: float, within: QRectF) -> list[QLineF]:
    """The parts inside `within` of the two lines from x = k at y = top, down `height`: the
    rising x = k + (y - top) and the falling x = k + height - (y - top) (each top to bottom
    as the whole line runs)."""
    low_y, high_y = max(top, within.top()), min(top + height, within.bottom())
    left, right = within.left(), within.right()
    found = []
    low, high = max(low_y, top + left - k), min(high_y, top + right - k)
    if low < high:
        found.append(QLineF(k + low - top, low, k + high - top, high))
    low, high = max(low_y, top + k + height - right), min(high_y, top + k + height - left)
    if low < high:
        found.append(QLineF(k + height - (low - top), low, k + height - (high - top), high))
    return found


def _lattice_offsets(step: float) -> list[float]:
    """Where the lattice's lines meet the card's top edge, every `step` across two cards'
    diagonals."""
    span = W + H
    count = int(2 * span // step) + (1 if (2 * span) % step else 0)
    return [-span + step * i for i in range(count)]


@functools.lru_cache(maxsize=None)
def _palace_emblem(cx: float, cy: float) -> QPainterPath:
    """Three crenellated towers on a wall, with a gate: the game's name as a picture. Made
    once (boolean operations); callers must not change it."""
    c = QPointF(cx, cy)
    p = QPainterPath()
    p.setFillRule(Qt.FillRule.WindingFill)

    def tower(x: float, w: float, top: float, bottom: float, merlons: int) -> None:
        p.addRect(QRectF(x - w / 2, top, w, bottom - top))
        mw = w / (2 * merlons - 1)
        for i in range(merlons):
            p.addRect(QRectF(x - w / 2 + 2 * i * mw, top - 26.0, mw, 27.0))

    base = c.y() + 110.0
    tower(c.x(), 96.0, c.y() - 90.0, base, 3)
    tower(c.x() - 88.0, 66.0, c.y() - 30.0, base, 2)
    tower(c.x() + 88.0, 66.0, c.y() - 30.0, base, 2)
    p.addRect(QRectF(c.x() - 120.0, c.y() + 20.0, 240.0, base - c.y() - 20.0))
    # A pennant on the centre tower.
    p.addRect(QRectF(c.x() - 3.0, c.y() - 170.0, 6.0, 60.0))
    flag = QPainterPath(QPointF(c.x() + 3.0, c.y() - 170.0))
    flag.lineTo(c.x() + 48.0, c.y() - 155.0)
    flag.lineTo(c.x() + 3.0, c.y() - 140.0)
    flag.closeSubpath()
    p.addPath(flag)
    body = p.simplified()
    # Cut out a gate and windows.
    holes = QPainterPath()
    gate = QPainterPath(QPointF(c.x() - 26.0, base))
    gate.lineTo(c.x() - 26.0, c.y() + 55.0)
    gate.arcTo(QRectF(c.x() - 26.0, c.y() + 29.0, 52.0, 52.0), 180.0, -180.0)
    gate.lineTo(c.x() + 26.0, base)
    gate.closeSubpath()
    holes.addPath(gate)
    holes.addRoundedRect(QRectF(c.x() - 11.0, c.y() - 55.0, 22.0, 40.0), 10.0, 10.0)
    holes.addRoundedRect(QRectF(c.x() - 96.0, c.y() + 0.0, 16.0, 28.0), 7.0, 7.0)
    holes.addRoundedRect(QRectF(c.x() + 80.0, c.y() + 0.0, 16.0, 28.0), 7.0, 7.0)
    return body.subtracted(holes)


ART = CardArt()
