"""The pixmap cache of the card art: one pixmap per card (or the back), logical width, device
pixel ratio and deck colours, least recently used dropped first, with its statistics.

A face is painted once per size; every item showing it shares the pixmap, whatever its
highlight (items draw those on top).

Besides its count (`set_cache_limit`), the cache keeps to the table pictures' budget in bytes
(`SPRITES.limit_bytes`: what one table can show at one zoom, `table/sprite_budget.py`): every
face at the four sizes a table uses at 1280x800 is 3.3 MB, and the 600 pixmaps the count
allows, after a few zooms on a large screen, many times that (issue 43.2). An item on show keeps its own pixmap,
so a face let go only costs painting it again for a new picture.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import NamedTuple

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap

from .card_art import ART, CARD_ASPECT
from .sprite_cache import SPRITES, pixmap_bytes

__all__ = ["CacheInfo", "cache_bytes", "cache_info", "cache_keys", "card_pixmap",
           "clear_cache", "set_cache_limit", "DEFAULT_LIMIT"]


class CacheInfo(NamedTuple):
    hits: int
    misses: int
    size: int
    limit: int


_cache: "OrderedDict[tuple, QPixmap]" = OrderedDict()
DEFAULT_LIMIT = 600  # pixmaps
_cache_limit = DEFAULT_LIMIT
_bytes = 0  # the pixmaps' device pixels, 4 bytes each
_hits = 0
_misses = 0


def _card_key(card) -> "int | str":
    # None and the hidden card both mean "the back": a hidden card has no face to render.
    if card is None or not getattr(card, "is_known", False):
        return "back"
    return card.index


def card_pixmap(card, width_px: int, dpr: float = 1.0, four_colour: bool = False) -> QPixmap:
    """The card (or the back, for None or a hidden card) `width_px` logical pixels wide.

    The pixmap has width_px*dpr x width_px*1.4*dpr device pixels and device pixel ratio `dpr`,
    so it draws crisply at its logical size. Pixmaps are shared from an LRU cache keyed by
    (card index or "back", width_px, dpr, four_colour); do not paint into them.
    """
    global _hits, _misses, _bytes
    width_px = max(1, int(round(width_px)))
    dpr = float(dpr) if dpr and dpr > 0 else 1.0
    ident = _card_key(card)
    key = (ident, width_px, dpr, bool(four_colour) if ident != "back" else False)
    pixmap = _cache.get(key)
    if pixmap is not None:
        _hits += 1
        _cache.move_to_end(key)
        return pixmap
    _misses += 1
    dev_w = max(1, int(round(width_px * dpr)))
    dev_h = max(1, int(round(width_px * CARD_ASPECT * dpr)))
    pixmap = QPixmap(dev_w, dev_h)
    pixmap.fill(Qt.GlobalColor.transparent)  # the rounded corners stay see-through
    painter = QPainter(pixmap)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        rect = QRectF(0.0, 0.0, dev_w, dev_h)
        if ident == "back":
            ART.paint_back(painter, rect)
        else:
            ART.paint_face(painter, rect, card, bool(four_colour))
    finally:
        painter.end()
    pixmap.setDevicePixelRatio(dpr)
    _cache[key] = pixmap
    _bytes += pixmap_bytes(pixmap)
    _trim()
    return pixmap


def _trim() -> None:
    """Drop the least recently used past the count or the bytes; the newest stays even alone
    over budget (the item asking for it shows it now)."""
    global _bytes
    while len(_cache) > 1 and (len(_cache) > _cache_limit or _bytes > SPRITES.limit_bytes):
        _bytes -= pixmap_bytes(_cache.popitem(last=False)[1])


def clear_cache() -> None:
    """Drop every cached pixmap and reset the statistics (e.g. after a theme change), and
    the table's sprites painted from them."""
    global _hits, _misses, _bytes
    _cache.clear()
    SPRITES.clear()
    _hits = _misses = _bytes = 0


def cache_info() -> CacheInfo:
    """Hits, misses, current size and size limit of the pixmap cache."""
    return CacheInfo(_hits, _misses, len(_cache), _cache_limit)


def cache_bytes() -> int:
    """The bytes of the cached pixmaps (4 a device pixel)."""
    return _bytes


def cache_keys() -> list[tuple]:
    """The cached keys, least recently used first (for tests and diagnostics)."""
    return list(_cache)


def set_cache_limit(limit: int) -> None:
    """Bound the cache to `limit` pixmaps (at least 1), evicting the least recently used."""
    global _cache_limit
    _cache_limit = max(1, int(limit))
    _trim()
