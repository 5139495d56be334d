"""Finished pictures of table items at device resolution, shared by every item that looks the
same, least recently used dropped first once they pass a memory budget.

`table/cached_paint.py` fills it: an item painted once at a size (card art, shadow, glow and
all) is then put on screen with one blit. A key says everything the picture depends on (the
item's kind and state, its size and turn on the device); whatever else changes a picture (the
theme, the card art's style) clears the whole cache (`clear`, which `pixmap_cache.clear_cache`
calls too: a sprite is painted from those pixmaps).

Its budget is what the tables on screen can show, not a fixed figure: each table view reserves
a share for itself (`reserve`, from `table/sprite_budget.py`) and gives it back when it goes
(`release`); the budget is the sum, never below `FLOOR_BYTES`. Pictures that no other item
will show again (a seat plate's, with chips that change at every bet) are let go by their item
(`discard`) rather than left to push the others out.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Hashable, NamedTuple, Optional

from PySide6.QtCore import QPoint
from PySide6.QtGui import QPixmap

__all__ = ["Sprite", "SpriteCache", "SPRITES", "pixmap_bytes"]


class Sprite(NamedTuple):
    """A picture and where its top left lies from the item's origin, in device pixels."""

    pixmap: QPixmap
    offset: QPoint


def pixmap_bytes(pixmap) -> int:
    """What a pixmap's device pixels take, 4 bytes each: the unit of every picture budget."""
    return pixmap.width() * pixmap.height() * 4


class SpriteCache:
    """An LRU of sprites bounded by the bytes their pixmaps take."""

    FLOOR_BYTES = 2 * 1024 * 1024  # the least budget, whatever the views reserve

    def __init__(self, limit_bytes: int) -> None:
        self._sprites: "OrderedDict[Hashable, Sprite]" = OrderedDict()
        self._bytes = 0
        self.limit_bytes = int(limit_bytes)  # until a view reserves its share
        self._reserved: dict[Hashable, int] = {}
        self.hits = 0
        self.misses = 0

    @staticmethod
    def _size(sprite: Sprite) -> int:
        return pixmap_bytes(sprite.pixmap)

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
        self._trim()

    def _trim(self) -> None:
        # The newest stays even alone over budget: the item showing it needs it now.
        while self._bytes > self.limit_bytes and len(self._sprites) > 1:
            _key, dropped = self._sprites.popitem(last=False)
            self._bytes -= self._size(dropped)

    def discard(self, key: Hashable) -> None:
        """Let the sprite of `key` go, if kept (an item on show keeps its own pixmap)."""
        sprite = self._sprites.pop(key, None)
        if sprite is not None:
            self._bytes -= self._size(sprite)

    def reserve(self, owner: Hashable, limit_bytes: int) -> None:
        """`owner` (a table view) needs `limit_bytes` of pictures: the budget is the sum of
        the owners' shares, at least `FLOOR_BYTES`."""
        if self._reserved.get(owner) == limit_bytes:
            return
        self._reserved[owner] = int(limit_bytes)
        self._set_budget()

    def release(self, owner: Hashable) -> None:
        if self._reserved.pop(owner, None) is not None:
            self._set_budget()

    def _set_budget(self) -> None:
        self.limit_bytes = max(self.FLOOR_BYTES, sum(self._reserved.values()))
        self._trim()

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


# Until a table view reserves its share (a table painted by a painter of its own, in tests).
SPRITES = SpriteCache(16 * 1024 * 1024)
