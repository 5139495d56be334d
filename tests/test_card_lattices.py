"""The card back's lattice lines are stroked cut near the field they are clipped to
(ui/card_art.py, `_back_lattice`): the back looks as with the whole lines, at every size, and
where the pen would reach past the cut (a tiny card, whose pen is a pixel wide) the whole
lines are drawn."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from palace_desktop.ui import card_art

TOLERANCE = 12  # of 255: the stroker rounds a cut line's edge pixels a little otherwise


def _back(back: str, width: int, dpr: int = 1) -> QImage:
    height = round(width * 1.4)
    image = QImage(width * dpr, height * dpr, QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(dpr)
    image.fill(0)
    art = card_art.CardArt()
    art.set_style(back=back)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    art.paint_back(painter, QRectF(0, 0, width, height))
    painter.end()
    return image


def _largest_difference(one: QImage, other: QImage) -> int:
    one = one.convertToFormat(QImage.Format.Format_RGBA8888)
    other = other.convertToFormat(QImage.Format.Format_RGBA8888)
    return max((abs(a - b) for a, b in zip(bytes(one.constBits()), bytes(other.constBits()))),
               default=0)


@pytest.mark.parametrize("back", sorted(card_art.BACKS))
@pytest.mark.parametrize("width, dpr", [(58, 1), (71, 1), (143, 1), (143, 2), (286, 1)])
def test_a_back_with_its_lines_cut_looks_as_with_the_whole_lines(qapp, monkeypatch, back,
                                                                 width, dpr):
    cut = _back(back, width, dpr)
    monkeypatch.setattr(card_art, "LATTICE_REACH", 0.0)  # no pen reaches less: whole lines
    whole = _back(back, width, dpr)
    assert _largest_difference(cut, whole) <= TOLERANCE


def test_the_cut_lines_cross_the_field_and_are_fewer():
    lines, lines_near, _dots = card_art._back_lattice()
    reach = card_art.LATTICE_FIELD.adjusted(-card_art.LATTICE_REACH, -card_art.LATTICE_REACH,
                                            card_art.LATTICE_REACH, card_art.LATTICE_REACH)
    assert 0 < len(lines_near) < len(lines)
    for line in lines_near:
        for point in (line.p1(), line.p2()):
            assert reach.adjusted(-1e-6, -1e-6, 1e-6, 1e-6).contains(point)
    # Every whole line that crosses the field has its cut part.
    crossing = [line for line in lines
                if QRectF(line.p1(), line.p2()).normalized().intersects(card_art.LATTICE_FIELD)]
    assert len(lines_near) >= len(crossing)


class _CountingPainter(QPainter):
    def __init__(self, device):
        super().__init__(device)
        self.lines = 0

    def drawLine(self, *args):
        self.lines += 1
        super().drawLine(*args)


def _lines_drawn(width: int) -> int:
    image = QImage(width, round(width * 1.4), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = _CountingPainter(image)
    card_art.CardArt().paint_back(painter, QRectF(0, 0, width, round(width * 1.4)))
    painter.end()
    return painter.lines


def test_a_card_s_back_draws_the_cut_lines_unless_its_pen_reaches_past_the_cut(qapp):
    lines, lines_near, _dots = card_art._back_lattice()
    assert _lines_drawn(58) == len(lines_near)
    assert _lines_drawn(8) == len(lines)  # a pixel is 125 units: the pen reaches past the cut
