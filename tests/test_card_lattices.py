"""The card art's lattices are stroked cut near what clips them (ui/card_art.py): the back's
lattice (`_back_lattice`) and a court face's hatched panel look as with the whole lines, at
every size; where the back's pen would reach past the cut (a tiny card, whose pen is a pixel
wide) the whole lines are drawn."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLineF, QRectF
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
    lines_near, _dots = card_art._back_lattice()
    lines = card_art._back_lines_whole()
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
    lines_near, _dots = card_art._back_lattice()
    assert _lines_drawn(58) == len(lines_near)
    # At 8 pixels a pixel is 125 units: the pen reaches past the cut.
    assert _lines_drawn(8) == len(card_art._back_lines_whole())


# The court faces' panel is hatched as the back is latticed, its lines cut near the panel.
PANEL = QRectF(258.0, 180.0, card_art.W - 2 * 258.0, card_art.H - 360.0).adjusted(
    20.0, 20.0, -20.0, -20.0)
HATCH_ALPHA = 24


class _WholeHatch(QPainter):
    """Draws each of the panel's hatch lines whole, from the panel's top to its bottom, as
    they were before they were cut; and counts them."""

    def __init__(self, device):
        super().__init__(device)
        self.hatch = []

    def drawLine(self, one, other=None):
        if other is None and isinstance(one, QLineF):  # (a line, or its two ends)
            one, other = one.p1(), one.p2()
        if other is not None and self.pen().color().alpha() == HATCH_ALPHA:
            self.hatch.append((one, other))
            slope = 1.0 if (other.x() - one.x()) * (other.y() - one.y()) > 0 else -1.0
            at_top = one.x() - slope * (one.y() - PANEL.top())
            one = type(one)(at_top, PANEL.top())
            other = type(one)(at_top + slope * PANEL.height(), PANEL.bottom())
        super().drawLine(one, other)


def _face(name: str, width: int, painter_type=QPainter):
    from palace_desktop.engine.cards import Card

    height = round(width * 1.4)
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = painter_type(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    card_art.CardArt().paint_face(painter, QRectF(0, 0, width, height), Card.parse(name))
    painter.end()
    return image, painter


@pytest.mark.parametrize("name", ["Jc", "Qs", "Kh", "Jd"])
@pytest.mark.parametrize("width", [30, 71, 143, 286])
def test_a_court_face_with_its_hatch_cut_looks_as_with_the_whole_lines(qapp, name, width):
    cut, _painter = _face(name, width)
    whole, painter = _face(name, width, _WholeHatch)
    assert painter.hatch  # (the hatch was found, and drawn whole)
    assert _largest_difference(cut, whole) <= TOLERANCE
    reach = 2.0 + 2 * card_art.W / width + 1e-6  # (the pen's half width and two pixels)
    near = PANEL.adjusted(-reach, -reach, reach, reach)
    assert all(near.contains(point) for line in painter.hatch for point in line)
