"""Where the seats go (layout.py): a seat's frame (its cards, its plate below or beside them,
its dealer button), its slots at its place on the table, the ring of seats round the oval,
and the spot before each seat where its bet lies. Plain numbers, no Qt."""

from __future__ import annotations

import math

from .layout_shapes import (
    BET_OFFSET, CARD_H, CARD_W, DEALER_R, EDGE, LABEL_H, LINE, MIN_PLATE_W, PALACE_ROW_W,
    PALACE_STEP, PLATE_EMS, PLATE_GAP, PLATE_PAD, RING, SEAT_GAP, SIDE_LABEL_H, SIDE_LABEL_W,
    VIEWER_SCALE, Z_BANNER, Z_PALACE, _CARDS_BOTTOM, _PALACE_TOP, _SOLDIERS_RIGHT, Rect, SeatLayout, Slot)
from ...engine.records import record


@record(frozen=True)
class _Frame:
    """A seat's size and its plate and dealer button, in the seat's frame at scale 1."""

    kind: str  # "below" or "beside": where the plate stands
    w: float
    h: float
    label: Rect
    button: tuple[float, float]
    button_r: float


def _frame_below(text: float = 0.0) -> _Frame:
    """The plate under the palace row, two lines (name and chips; status) of at least `text`
    (the smallest text's size in this frame's units), and the dealer button right of it."""
    label_h = max(LABEL_H, text * (2 * LINE + 2 * PLATE_PAD))
    # The button is most of the plate's height, so it reads as a button and not as a letter.
    r = max(DEALER_R, 0.42 * label_h)
    w = max(_SOLDIERS_RIGHT, PALACE_ROW_W)
    label_w = w - PLATE_GAP - 2 * r
    if label_w < max(MIN_PLATE_W, PLATE_EMS * text):
        label_w = max(MIN_PLATE_W, PLATE_EMS * text)
        w = label_w + PLATE_GAP + 2 * r
    label = Rect(0.0, _CARDS_BOTTOM + PLATE_GAP, label_w, label_h)
    return _Frame("below", w, label.bottom, label, (w - r, label.center[1]), r)


def _frame_beside(text: float = 0.0) -> _Frame:
    """The plate right of the palace row, three lines, with the dealer button above it."""
    label_h = max(SIDE_LABEL_H, text * (3 * LINE + 2 * PLATE_PAD))
    r = max(DEALER_R, min(0.45, 0.3 * label_h))
    h = max(_CARDS_BOTTOM, label_h)
    label = Rect(PALACE_ROW_W + PLATE_GAP, h - label_h, max(SIDE_LABEL_W, PLATE_EMS * text),
                 label_h)
    # The button sits over the plate's right end, clear of the soldiers (which end before
    # the plate's right end) and of the plate.
    button = (label.right - r, label.y - PLATE_GAP - r)
    return _Frame("beside", max(label.right, _SOLDIERS_RIGHT), h, label, button, r)


BELOW = _frame_below()
BESIDE = _frame_beside()


def _frame(kind: str, text: float, scale: float) -> _Frame:
    """The frame of `kind` for a seat drawn at `scale` whose text must be `text` units high
    on the table (so text / scale in the seat's own frame)."""
    return (_frame_below if kind == "below" else _frame_beside)(text / scale)


def _seat(position: int, frame: _Frame, scale: float, zone: Rect,
          bet_spot: tuple[float, float]) -> SeatLayout:
    s = scale

    def at(x: float, y: float) -> tuple[float, float]:
        return (zone.x + x * s, zone.y + y * s)

    banner = Slot(*at(CARD_W / 2, CARD_H / 2), 0.0, s, Z_BANNER)
    palace = tuple(Slot(*at(CARD_W / 2 + i * PALACE_STEP, _PALACE_TOP + CARD_H / 2), 0.0, s,
                        Z_PALACE + i) for i in range(3))
    label = Rect(*at(frame.label.x, frame.label.y), frame.label.w * s, frame.label.h * s)
    return SeatLayout(position, zone, s, banner, palace, label,  # type: ignore[arg-type]
                      at(*frame.button), bet_spot, frame.button_r * s)


# --- The ring -----------------------------------------------------------------------------

def _ring_zones(num_seats: int, width: float, height: float, other: float,
                viewer_frame: _Frame, top_frame: _Frame, other_frame: _Frame = BELOW
                ) -> list[Rect]:
    """Every seat's zone, by position, for a scene of width x height."""
    bottom_k, side_k, top_k = RING[num_seats]
    ow, oh = other_frame.w * other, other_frame.h * other
    zones: list[Rect | None] = [None] * num_seats
    vw, vh = viewer_frame.w * VIEWER_SCALE, viewer_frame.h * VIEWER_SCALE
    zones[0] = Rect(width / 2 - vw / 2, height - EDGE - vh, vw, vh)

    # The left side column, bottom to top, spread evenly over the height.
    side = []
    for j in range(side_k):
        cy = EDGE + (height - 2 * EDGE) * (side_k - j) / (side_k + 1)
        side.append(Rect(EDGE, cy - oh / 2, ow, oh))

    # With a side column, the end seats of the top and bottom rows stand just inside it,
    # which rounds the ring's corners (an octagon rather than a box) and spaces the seats more
    # evenly; with none (three seats) they take the corners.
    end_x = EDGE + ow + SEAT_GAP if side else EDGE
    left = [Rect(end_x, height - EDGE - oh, ow, oh)] * bottom_k     # at most one in RING
    left += side
    left += [Rect(end_x, EDGE, ow, oh)] * (top_k // 2)              # at most one in RING
    for position, zone in enumerate(left, start=1):
        zones[position] = zone
        # Mirror image on the right, so the table is exactly symmetric.
        zones[num_seats - position] = Rect(width - zone.right, zone.y, zone.w, zone.h)
    if top_k % 2:
        tw, th = top_frame.w * other, top_frame.h * other
        zones[num_seats // 2] = Rect(width / 2 - tw / 2, EDGE, tw, th)
    return zones  # type: ignore[return-value]


def _bet_spot(zone: Rect, target: tuple[float, float]) -> tuple[float, float]:
    """BET_OFFSET beyond the zone's edge, on the line from its centre to `target` (the pot)."""
    zx, zy = zone.center
    dx, dy = target[0] - zx, target[1] - zy
    dist = math.hypot(dx, dy)
    if dist < 1e-9:
        return target
    ux, uy = dx / dist, dy / dist
    tx = zone.w / 2 / abs(ux) if abs(ux) > 1e-12 else math.inf
    ty = zone.h / 2 / abs(uy) if abs(uy) > 1e-12 else math.inf
    t = min(min(tx, ty) + BET_OFFSET, dist)
    return (zx + ux * t, zy + uy * t)
