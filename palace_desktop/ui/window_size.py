"""The main window's first size: 1280 x 800 where the screen has room, and never more than the
screen's available area, whatever the scale factor (at QT_SCALE_FACTOR=1.5 a 1920 x 1080
screen offers 1280 x 720 less the panels).

The window's minimums (its own, the table's) give way too when the screen is smaller than
they are, so the window really fits rather than being held larger by its layout.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize

WANTED = QSize(1280, 800)
# What the window manager's frame and title bar take, which the available area must hold too.
FRAME = QSize(16, 40)


def first_size(available: QSize, wanted: QSize = WANTED) -> QSize:
    """The window's size (without its frame) for a screen whose available area is
    `available`."""
    room = available - FRAME
    return wanted.boundedTo(room).expandedTo(QSize(1, 1))


def fit_into(window, available: QRect, shrinkable=(), wanted: QSize = WANTED) -> None:
    """Size `window` to `first_size` of `available` (for `wanted`) and centre it there.
    Minimums that would keep it larger give way: the window's own, then those of `shrinkable`
    widgets (each shrinks by what the window's layout needs beyond the room, down to half its
    minimum)."""
    size = first_size(available.size(), wanted)
    window.setMinimumSize(window.minimumSize().boundedTo(size))
    excess = window.minimumSizeHint() - size
    for widget in shrinkable:
        if excess.width() <= 0 and excess.height() <= 0:
            break
        minimum = widget.minimumSize()
        smaller = QSize(max(minimum.width() // 2, minimum.width() - max(0, excess.width())),
                        max(minimum.height() // 2, minimum.height() - max(0, excess.height())))
        widget.setMinimumSize(smaller)
        excess = excess - (minimum - smaller)
    window.resize(size)
    frame = size + FRAME
    window.move(available.x() + max(0, (available.width() - frame.width()) // 2),
                available.y() + max(0, (available.height() - frame.height()) // 2))


def fits(window, available: QRect) -> bool:
    """Whether `window`, as it is sized now, fits in `available`. For a geometry restored by
    Qt, which already counts the frame and kept the window on its screen."""
    return window.width() <= available.width() and window.height() <= available.height()


def moved_within(place: QRect, room: QRect) -> QRect:
    """`place` moved as little as it takes to lie within `room` (as far as it can: one larger
    than the room keeps its top left corner in it)."""
    place = QRect(place)
    place.moveLeft(max(room.left(), min(place.left(), room.right() - place.width() + 1)))
    place.moveTop(max(room.top(), min(place.top(), room.bottom() - place.height() + 1)))
    return place
