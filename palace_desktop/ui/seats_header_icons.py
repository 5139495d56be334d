"""The small pictures that head the seats dock's chips, banner and soldiers columns.

Their cells hold a few characters ("198", "Q♣", "2"), their titles a whole word: "Banner",
"Soldiers", "Estandarte", "Bannerkort" asked 50 to 80 pixels of a dock whose usual width gives
its six columns about 300, so the titles were cut ("Ban…", "Soldi…"). A picture is as narrow
in every language; the word stays the section's tooltip and what a screen reader says.

Drawn here, in the palette's text colour (light on a dark scheme too), rather than read from
files: three shapes of a few lines each.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (QBrush, QColor, QGuiApplication, QIcon, QPainter, QPainterPath,
                           QPalette, QPen, QPixmap)

__all__ = ["CHIPS", "BANNER", "SOLDIERS", "header_icon"]

CHIPS, BANNER, SOLDIERS = "chips", "banner", "soldiers"

# Drawn on a 16-unit square; made at these pixel sizes, for screens at 1x, 1.5x and 2x.
_UNITS = 16
_PIXEL_SIZES = (16, 24, 32)

_cache: dict[tuple[str, str], QIcon] = {}


def header_icon(kind: str) -> QIcon:
    """The picture for `kind` (CHIPS, BANNER or SOLDIERS) in the application's current text
    colour; made again once the palette changes."""
    colour = QGuiApplication.palette().color(QPalette.ColorRole.ButtonText)
    key = (kind, colour.name(QColor.NameFormat.HexArgb))
    icon = _cache.get(key)
    if icon is None:
        icon = QIcon()
        for size in _PIXEL_SIZES:
            icon.addPixmap(_drawn(kind, colour, size))
        _cache[key] = icon
    return icon


def _drawn(kind: str, colour: QColor, size: int) -> QPixmap:
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(size / _UNITS, size / _UNITS)
    {CHIPS: _chip, BANNER: _banner, SOLDIERS: _swords}[kind](painter, colour)
    painter.end()
    return pixmap


def _chip(painter: QPainter, colour: QColor) -> None:
    """A poker chip seen from above: a disc with notches on its edge and a ring inside."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawEllipse(QRectF(1, 1, 14, 14))
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Clear)
    for angle in range(0, 360, 60):  # the edge's notches, cut out of the disc
        painter.save()
        painter.translate(8, 8)
        painter.rotate(angle)
        painter.drawRect(QRectF(-1.1, -7.2, 2.2, 2.6))
        painter.restore()
    painter.setPen(QPen(Qt.GlobalColor.black, 1.2))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(QPointF(8, 8), 3.6, 3.6)


def _banner(painter: QPainter, colour: QColor) -> None:
    """A pennant on its pole."""
    painter.setPen(QPen(colour, 1.6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawLine(QPointF(3, 1.5), QPointF(3, 15))
    flag = QPainterPath(QPointF(3.8, 2))
    flag.lineTo(14.5, 2)
    flag.lineTo(11.5, 5.5)  # the swallowtail's notch
    flag.lineTo(14.5, 9)
    flag.lineTo(3.8, 9)
    flag.closeSubpath()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.fillPath(flag, QBrush(colour))


def _swords(painter: QPainter, colour: QColor) -> None:
    """Two crossed swords, each with its guard."""
    blade = QPen(colour, 1.6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
    painter.setPen(blade)
    for mirrored in (False, True):
        painter.save()
        if mirrored:
            painter.translate(_UNITS, 0)
            painter.scale(-1, 1)
        painter.drawLine(QPointF(2, 2), QPointF(12.5, 12.5))       # the blade
        painter.drawLine(QPointF(9.5, 13.5), QPointF(13.5, 9.5))   # the guard
        painter.drawLine(QPointF(12.5, 12.5), QPointF(14.5, 14.5))  # the grip
        painter.restore()
