"""The card art's symbols: the four suits as vector paths, the suit colours of the two- and
four-colour decks, and text as outlines (the corner indices and the court letters).

Suits are QPainterPaths built from curves, not font glyphs, and text is turned into paths, so
every symbol scales like the rest of the art (no hinting jumps) at any size and pixel ratio.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainterPath, QTransform

from ..engine.cards import Suit

__all__ = ["BLACK", "FOUR_COLOURS", "RED", "suit_colour", "suit_path", "text_path"]

# ---------------------------------------------------------------------------------------------
# Suit symbols: paths in a unit box centred on (0, 0), so one path serves pips and indices.
# ---------------------------------------------------------------------------------------------


def _heart() -> QPainterPath:
    p = QPainterPath(QPointF(0.0, 0.47))
    p.cubicTo(-0.10, 0.32, -0.50, 0.10, -0.50, -0.17)
    p.cubicTo(-0.50, -0.38, -0.36, -0.49, -0.24, -0.49)
    p.cubicTo(-0.12, -0.49, -0.03, -0.41, 0.0, -0.29)
    p.cubicTo(0.03, -0.41, 0.12, -0.49, 0.24, -0.49)
    p.cubicTo(0.36, -0.49, 0.50, -0.38, 0.50, -0.17)
    p.cubicTo(0.50, 0.10, 0.10, 0.32, 0.0, 0.47)
    p.closeSubpath()
    return p


def _diamond() -> QPainterPath:
    # Slightly concave sides: a plain rhombus looks like a road sign, not a card suit.
    p = QPainterPath(QPointF(0.0, -0.5))
    p.quadTo(0.17, -0.21, 0.40, 0.0)
    p.quadTo(0.17, 0.21, 0.0, 0.5)
    p.quadTo(-0.17, 0.21, -0.40, 0.0)
    p.quadTo(-0.17, -0.21, 0.0, -0.5)
    p.closeSubpath()
    return p


def _spade() -> QPainterPath:
    p = QPainterPath(QPointF(0.0, -0.50))
    p.cubicTo(-0.10, -0.33, -0.50, -0.13, -0.50, 0.10)
    p.cubicTo(-0.50, 0.28, -0.38, 0.37, -0.25, 0.37)
    p.cubicTo(-0.15, 0.37, -0.07, 0.32, -0.035, 0.25)
    p.quadTo(-0.06, 0.42, -0.19, 0.50)
    p.lineTo(0.19, 0.50)
    p.quadTo(0.06, 0.42, 0.035, 0.25)
    p.cubicTo(0.07, 0.32, 0.15, 0.37, 0.25, 0.37)
    p.cubicTo(0.38, 0.37, 0.50, 0.28, 0.50, 0.10)
    p.cubicTo(0.50, -0.13, 0.10, -0.33, 0.0, -0.50)
    p.closeSubpath()
    return p


def _club() -> QPainterPath:
    r = 0.215
    leaves = QPainterPath()
    leaves.setFillRule(Qt.FillRule.WindingFill)
    leaves.addEllipse(QPointF(0.0, -0.27), r, r)
    leaves.addEllipse(QPointF(-0.265, 0.085), r, r)
    leaves.addEllipse(QPointF(0.265, 0.085), r, r)
    leaves.addEllipse(QPointF(0.0, 0.0), 0.12, 0.12)  # fills the gap where the leaves meet
    stem = QPainterPath(QPointF(-0.04, 0.0))
    stem.quadTo(-0.05, 0.38, -0.19, 0.50)
    stem.lineTo(0.19, 0.50)
    stem.quadTo(0.05, 0.38, 0.04, 0.0)
    stem.closeSubpath()
    # One outline, so antialiased edges of overlapping shapes leave no seams.
    return leaves.united(stem).simplified()


_SUIT_PATHS: dict[int, QPainterPath] = {}


def suit_path(suit: int) -> QPainterPath:
    """The outline of a suit symbol in a unit box centred on (0, 0) (width and height <= 1)."""
    path = _SUIT_PATHS.get(int(suit))
    if path is None:
        path = {Suit.CLUBS: _club, Suit.DIAMONDS: _diamond,
                Suit.HEARTS: _heart, Suit.SPADES: _spade}[Suit(suit)]()
        _SUIT_PATHS[int(suit)] = path
    return path


# ---------------------------------------------------------------------------------------------
# Suit colours
# ---------------------------------------------------------------------------------------------

RED = QColor("#c8102e")
BLACK = QColor("#151515")
# 4-colour deck: each suit its own colour, so a suit is told at a glance in a fanned hand.
FOUR_COLOURS = {
    Suit.CLUBS: QColor("#12813a"),
    Suit.DIAMONDS: QColor("#1552c4"),
    Suit.HEARTS: RED,
    Suit.SPADES: BLACK,
}


def suit_colour(suit: int, four_colour: bool = False) -> QColor:
    if four_colour:
        return QColor(FOUR_COLOURS[Suit(suit)])
    return QColor(RED if suit in (Suit.DIAMONDS, Suit.HEARTS) else BLACK)


# ---------------------------------------------------------------------------------------------
# Text as paths: the index glyphs scale like the rest of the art (no hinting jumps).
# ---------------------------------------------------------------------------------------------

# The faces the art was drawn with come first; their outlines are kept in card_glyphs.py, so the
# fonts are only asked for a character that has none there.
_INDEX_FAMILIES = ["DejaVu Sans", "Liberation Sans", "Arial", "Helvetica", "Noto Sans"]
_COURT_FAMILIES = ["DejaVu Serif", "Liberation Serif", "Times New Roman", "Georgia", "Noto Serif"]
_TEXT_CACHE: dict[tuple[str, str], QPainterPath] = {}
_GAPS = {"index": 0.06, "court": 0.1}  # between glyphs' ink, in cap heights


def font_of_style(style: str) -> QFont:
    """The font of the corner indices ("index") or of the court letters ("court")."""
    serif = style == "court"
    font = QFont()
    font.setFamilies(_COURT_FAMILIES if serif else _INDEX_FAMILIES)
    if not serif:
        # Condensed digits let the index be tall without crowding the pips ("10" above all).
        font.setStretch(QFont.Stretch.Condensed)
    # If none of the families is installed, the style hint picks a similar fallback.
    font.setStyleHint(QFont.StyleHint.Serif if serif else QFont.StyleHint.SansSerif)
    font.setWeight(QFont.Weight.Bold)
    font.setPixelSize(200)
    return font


def _kept_glyph(style: str, character: str) -> "QPainterPath | None":
    """The character's outline as card_glyphs.py keeps it, in cap heights; None if it has
    none (its module is imported at the first card face, not with the art's)."""
    from .card_glyphs import GLYPHS

    flat = GLYPHS.get((style, character))
    if flat is None:
        return None
    path = QPainterPath()
    pending: list[QPointF] = []
    for at in range(0, len(flat), 3):
        kind, point = flat[at], QPointF(flat[at + 1], flat[at + 2])
        if kind == 0:
            path.moveTo(point)
        elif kind == 1:
            path.lineTo(point)
        else:  # a cubic's first point (2), then its second control point and end (3, 3)
            pending.append(point)
            if len(pending) == 3:
                path.cubicTo(*pending)
                pending.clear()
    return path


def _font_glyphs(text: str, style: str) -> list[QPainterPath]:
    """Each character of `text` in the style's font, in cap heights."""
    font = font_of_style(style)
    cap = QFontMetricsF(font).capHeight() or 140.0
    glyphs = []
    for character in text:
        glyph = QPainterPath()
        glyph.addText(0.0, 0.0, font, character)
        glyphs.append(QTransform.fromScale(1.0 / cap, 1.0 / cap).map(glyph))
    return glyphs


def text_path(text: str, style: str) -> QPainterPath:
    """`text` as an outline whose cap height is 1.0, baseline at y=0, ink starting at x=0.

    Glyphs are placed by their ink boxes with a small gap, so "10" is as tight as a printed
    index instead of carrying the font's generous digit spacing.
    """
    key = (text, style)
    path = _TEXT_CACHE.get(key)
    if path is not None:
        return QPainterPath(path)
    glyphs = [_kept_glyph(style, character) for character in text]
    if None in glyphs:
        glyphs = _font_glyphs(text, style)
    path = QPainterPath()
    x = 0.0
    for glyph in glyphs:
        ink = glyph.boundingRect()
        glyph.translate(x - ink.left(), 0.0)
        path.addPath(glyph)
        x += ink.width() + _GAPS[style]
    _TEXT_CACHE[key] = path
    return QPainterPath(path)
