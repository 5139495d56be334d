"""Watching an X server's screen, for benchmarks/bench_startup.py --screen (issue 43, item 1).

A thread grabs a few small rectangles of the root window (Xlib's XGetImage through ctypes: what
the X server holds, so what a person would see) over and over, and keeps each rectangle's
pixels every time they change, with the wall-clock time of the grab that saw them. Which frame
counts (the bare window's first frame, the dealt table's) is decided afterwards from those
changes (`first_time`), so the polling does as little as it can while the program it watches
starts: one round trip to the server per rectangle and a comparison of bytes.
"""

from __future__ import annotations

import ctypes
import threading
import time
from array import array
from typing import Callable, Optional, Sequence

Rect = tuple[int, int, int, int]  # x, y, width, height in screen pixels

ALL_PLANES = (1 << 64) - 1
Z_PIXMAP = 2


class _XImage(ctypes.Structure):
    # The leading fields of Xlib's XImage (the rest is not read here).
    _fields_ = [("width", ctypes.c_int), ("height", ctypes.c_int), ("xoffset", ctypes.c_int),
                ("format", ctypes.c_int), ("data", ctypes.c_void_p),
                ("byte_order", ctypes.c_int), ("bitmap_unit", ctypes.c_int),
                ("bitmap_bit_order", ctypes.c_int), ("bitmap_pad", ctypes.c_int),
                ("depth", ctypes.c_int), ("bytes_per_line", ctypes.c_int),
                ("bits_per_pixel", ctypes.c_int)]


class Screen:
    """One connection to the X server `display` (e.g. ":92"), for one thread."""

    def __init__(self, display: str):
        x = ctypes.CDLL("libX11.so.6")
        x.XOpenDisplay.restype = ctypes.c_void_p
        x.XOpenDisplay.argtypes = [ctypes.c_char_p]
        x.XDefaultRootWindow.restype = ctypes.c_ulong
        x.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
        x.XGetImage.restype = ctypes.POINTER(_XImage)
        x.XGetImage.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_int,
                                ctypes.c_uint, ctypes.c_uint, ctypes.c_ulong, ctypes.c_int]
        x.XDestroyImage.argtypes = [ctypes.POINTER(_XImage)]
        x.XCloseDisplay.argtypes = [ctypes.c_void_p]
        for name in ("XDisplayWidth", "XDisplayHeight"):
            getattr(x, name).argtypes = [ctypes.c_void_p, ctypes.c_int]
        self.x = x
        self.display = x.XOpenDisplay(display.encode())
        if not self.display:
            raise SystemExit(f"cannot open the X display {display}")
        self.root = x.XDefaultRootWindow(self.display)
        self.size = (x.XDisplayWidth(self.display, 0), x.XDisplayHeight(self.display, 0))

    def clip(self, rect: Rect) -> Rect:
        """`rect` within the screen (a rectangle outside it is an X error, which ends the
        process)."""
        x, y, width, height = rect
        x0, y0 = max(0, x), max(0, y)
        x1, y1 = min(self.size[0], x + width), min(self.size[1], y + height)
        if x1 <= x0 or y1 <= y0:
            raise ValueError(f"{rect} is off the screen {self.size}")
        return (x0, y0, x1 - x0, y1 - y0)

    def grab(self, rect: Rect) -> bytes:
        x, y, width, height = rect
        image = self.x.XGetImage(self.display, self.root, x, y, width, height, ALL_PLANES,
                                 Z_PIXMAP)
        if not image:
            raise RuntimeError(f"XGetImage failed for {rect}")
        try:
            return ctypes.string_at(image.contents.data, image.contents.bytes_per_line * height)
        finally:
            self.x.XDestroyImage(image)

    def close(self) -> None:
        self.x.XCloseDisplay(self.display)


class Watch(threading.Thread):
    """Grabs `rects` every `interval` seconds until `stop()`; `changes[i]` lists (time,
    pixels) for rectangle i, its first grab included."""

    def __init__(self, display: str, rects: Sequence[Rect], interval: float = 0.001):
        super().__init__(daemon=True)
        self.screen = Screen(display)
        self.rects = [self.screen.clip(rect) for rect in rects]
        self.interval = interval
        self.changes: list[list[tuple[float, bytes]]] = [[] for _ in self.rects]
        self.grabs = 0
        self._halt = threading.Event()
        self._started = threading.Event()

    def run(self) -> None:
        try:
            while True:
                for rect, changes in zip(self.rects, self.changes):
                    pixels = self.screen.grab(rect)
                    if not changes or changes[-1][1] != pixels:
                        changes.append((time.time(), pixels))
                self.grabs += 1
                self._started.set()
                if self._halt.wait(self.interval):
                    return
        finally:
            self._started.set()
            self.screen.close()

    def begin(self) -> "Watch":
        """Start, and return once the screen as it was has been grabbed."""
        self.start()
        self._started.wait()
        return self

    def stop(self) -> None:
        self._halt.set()
        self.join()

    def last(self, index: int) -> bytes:
        return self.changes[index][-1][1]


def likeness(pixels: bytes, reference: bytes) -> float:
    """The share of the 32-bit pixels that are the same in both."""
    first, second = array("I", pixels), array("I", reference)
    return sum(a == b for a, b in zip(first, second)) / max(1, len(first))


def first_time(changes: Sequence[tuple[float, bytes]],
               shows: Callable[[bytes], bool]) -> Optional[float]:
    """The time of the first grab whose pixels `shows` accepts, None if none did."""
    return next((when for when, pixels in changes if shows(pixels)), None)
