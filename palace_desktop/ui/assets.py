"""Run-time assets for the table, in one import: our own vector card art, its pixmap cache and
where `resources/` is (from `games.resource_files`).

The jobs live in their own modules: the suit symbols, colours and text outlines in
`card_symbols`, the painter of faces and backs in `card_art`, the pixmap cache in
`pixmap_cache`. The table reads them here (`assets.card_pixmap`, `assets.ART`,
`assets.CARD_ASPECT`), so a test can replace one name in this module for every item.
"""

from __future__ import annotations

from ..games.resource_files import resource_path, resources_dir
from .card_art import ART, CARD_ASPECT, CardArt
from .card_symbols import suit_path
from .pixmap_cache import (CacheInfo, cache_info, cache_keys, card_pixmap, clear_cache,
                           set_cache_limit)

__all__ = [
    "ART",
    "CARD_ASPECT",
    "CardArt",
    "CacheInfo",
    "cache_info",
    "cache_keys",
    "card_pixmap",
    "clear_cache",
    "resource_path",
    "resources_dir",
    "set_cache_limit",
    "suit_path",
]
