"""Finished pictures of table items at device resolution, shared by every item that looks the
same, least recently used dropped first once they pass a memory budget.

`table/cached_paint.py` fills it: an item painted once at a size (card art, shadow, glow and
all) is then put on screen with one blit. A key says everything the picture depends on (the
item's kind and state, its size and turn on the device); whatever else changes a picture (the
theme, the card art's style) clears the whole cache (`clear`, which `pixmap_cache.clear_cache`
calls too: a sprite is painted from those pixmaps).
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Hashable, NamedTuple, Optional

from PySide6.QtCore import QPoint
from PySide6.QtGui import QPixmap

__all__ = ["Sprite", "SpriteCache", "SPRITES"]


class Sprite(NamedTuple):
    """A picture and where its top left lies from the item's origin, in device pixels."""

    pixmap: QPixmap
    offset: QPoint


class SpriteCache:
    """An LRU of sprites bounded by the bytes their pixmaps take."""

    def __init__(self, limit_bytes: int) -> None:
        self._sprites: "OrderedDict[Hashable, Sprite]" = OrderedDict()
        self._bytes = 0
        self.limit_bytes = int(limit_bytes)
        self.hits = 0
        self.misses = 0

    @staticmethod
    def _size(sprite: Sprite) -> int:
        return sprite.pixmap.width() * sprite.pixmap.height() * 4

    def get(self, key: Hashable) -> Optional[Sprite]:
        sprite = self._sprites.get(key)
        if sprite is None:
            self.misses += 1
            return None
        self.hits += 1
        self._sprites.move_to_end(key)
        return sprite

    def put(self, key: Hashable, sprite: Sprite) -> None:
        old = self._sprites.pop(key, None)
        if old is not None:
            self._bytes -= self._size(old)
        self._sprites[key] = sprite
        self._bytes += self._size(sprite)
        # The newest stays even alone over budget: the item showing it needs it now.
        while self._bytes > self.limit_bytes and len(self._sprites) > 1:
            _key, dropped = self._sprites.popitem(last=False)
            self._bytes -= self._size(dropped)

    def clear(self) -> None:
        self._sprites.clear()
        self._bytes = 0
        self.hits = self.misses = 0

    def keys(self) -> list:
        """The keys, least recently used first (for tests and diagnostics)."""
        return list(self._sprites)

    def __len__(self) -> int:
        return len(self._sprites)

    @property
    def bytes(self) -> int:
        return self._bytes


# Every sprite of a 10-seat table at 4K takes about 25 MB: this keeps a few zoom levels of it.
SPRITES = SpriteCache(160 * 1024 * 1024)
