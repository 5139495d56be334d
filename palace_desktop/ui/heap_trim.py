"""Giving the memory a finished hand freed back to the system (issue 43, item 2: memory that
stays flat all evening).

Python's own objects barely grow from hand to hand, but the process's resident memory did:
glibc's malloc keeps what is freed in its arenas (one per thread that allocates: the window's,
the bots' link, the autosave writer), and a hand's pictures and strings, freed in between
long-lived allocations, leave holes that it neither reuses fully nor returns. `malloc_trim`
hands those free pages back. It is glibc's alone: elsewhere (macOS, Windows, musl) this is a
no-op, and those allocators return memory their own way."""

from __future__ import annotations

import ctypes
import ctypes.util
import sys

_UNSET = object()
_trim = _UNSET  # glibc's malloc_trim once looked up, None where there is none


def _lookup():
    if not sys.platform.startswith("linux"):
        return None
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        trim = libc.malloc_trim
    except (OSError, AttributeError):
        return None  # not glibc (musl has no malloc_trim)
    trim.argtypes = [ctypes.c_size_t]
    trim.restype = ctypes.c_int
    return trim


def trim_heap() -> bool:
    """Return the allocator's free pages to the system; False where that cannot be done."""
    global _trim
    if _trim is _UNSET:
        _trim = _lookup()
    if _trim is None:
        return False
    _trim(0)
    return True
