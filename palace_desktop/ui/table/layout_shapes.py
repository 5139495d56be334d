"""The units of the table's layout (layout.py): the sizes and gaps in card units, and the
frozen records a layout is made of (`Rect`, `Slot`, `SeatLayout`, `TableLayout`), with which
seat sits at which position round the table. Plain numbers, no Qt."""

from __future__ import annotations

import math


CARD_W = 1.0
CARD_H = 1.4

from ...games.limits import MAX_SEATS, MIN_SEATS
from ...engine.records import record

# --- A seat in its own frame at scale 1 (the seat's scale multiplies all of it) ------------
# Palace cards get a small gap, not an overlap: they are the viewer's hand and get dragged,
# so each must be a whole target.
PALACE_GAP = 0.08
PALACE_STEP = CARD_W + PALACE_GAP
PALACE_ROW_W = 3 * CARD_W + 2 * PALACE_GAP
# Between the banner line and the palace row: keeps the two groups visibly apart.
ROW_GAP = 0.12
# The corner index of a card (rank over suit) in the upright card's own frame, from its
# top-left corner: where ui/card_art.py draws it (tests/test_table_finish.py checks they agree).
# A soldier must leave it in view whatever covers the rest of it.
CORNER_INDEX = (0.03, 0.06, 0.19, 0.40)     # x, y, w, h
# How far the first soldier slides under the banner: enough to read as lying under it (R6.3),
# not so far that its corner index goes under too (the banner covers x < CARD_W).
SOLDIER_TUCK = 0.8
# Each soldier lies under the one before it and shows this much of its right end, where the
# turned card's corner index (rank over suit, on its side) sits: 0.5 of a card shows both
# whole, with a margin (CORNER_INDEX ends 0.46 from the card's top).
SOLDIER_STEP = 0.5
# Up to this many lie in one row (the zone is sized for them). More only happen after a
# capture (before the trim, or when the capture ends the hand): they lie in two tiers, the
# lower one over the upper one but a little lower, so each upper soldier's index shows above
# it. A tier of more than five (eleven soldiers) squeezes its step to stay in the zone.
SOLDIERS_AT_FULL_STEP = 5
TIER_SHIFT = 0.3
DEALER_R = 0.2
PLATE_GAP = 0.08
LABEL_H = 0.56                 # a plate under the palace row: name and chips, then status
SIDE_LABEL_W = 2.2             # a plate beside the palace row: three short lines
SIDE_LABEL_H = 0.9
# The plate under the palace row never gets narrower than this (the dealer button beside it
# takes what is left of the zone's width).
MIN_PLATE_W = 2.6
# Text sizes, in multiples of the smallest text's pixel size: a line's height, a plate's
# padding above and below its lines, its least width ("Bot (medium)" at the least text).
LINE, PLATE_PAD, PLATE_EMS = 1.3, 0.3, 7.5
# A pile's count ("52 to draw") needs about this many times the text size in width, in English;
# `compute_layout(..., ems=)` takes the language's own (Vietnamese and Telugu need more).
COUNT_EMS = 7.0
POT_EMS = 5.5                  # and the pot's ("Pot 1,250")
EMS = (COUNT_EMS, POT_EMS)
# How far a pile's lower cards show below and right of its top card (ui/table/items.py
# PileItem draws them), at scale 1: its count goes below that.
PILE_DEPTH = 0.1

_SOLDIER_LEFT = CARD_W - SOLDIER_TUCK
_SOLDIERS_RIGHT = _SOLDIER_LEFT + CARD_H + (SOLDIERS_AT_FULL_STEP - 1) * SOLDIER_STEP
_PALACE_TOP = CARD_H + ROW_GAP
_CARDS_BOTTOM = _PALACE_TOP + CARD_H

VIEWER_SCALE = 1.0
# The other seats' scale by seat count: as large as still lets every seat fit at the height the
# viewer's seat and the centre need anyway (tuned against the pixel report of
# tests/test_layout.py, which wants >= 45 px wide cards at 1024x640).
OTHER_SCALE = {2: 0.8, 3: 0.8, 4: 0.8, 5: 0.8, 6: 0.8, 7: 0.8, 8: 0.78, 9: 0.78, 10: 0.78}

# How the other seats go round, by seat count: (bottom row beside the viewer, per side;
# side column, per side; top row). 1 + 2 * bottom + 2 * side + top == seat count. Chosen so
# the seats are spread about evenly round the ring of a 16:10 to 16:9 screen.
RING = {2: (0, 0, 1), 3: (0, 0, 2), 4: (0, 1, 1), 5: (0, 1, 2), 6: (0, 2, 1), 7: (0, 2, 2),
        8: (1, 1, 3), 9: (1, 2, 2), 10: (1, 2, 3)}

# --- The scene ---------------------------------------------------------------------------
# Free space kept at the scene's edge, between seats, and between a seat and the centre. Small,
# because every unit of it is paid for in the pixel size of every card.
EDGE = 0.25
SEAT_GAP = 0.3
CENTRE_GAP = 0.3
# A bet (a small chip stack, radius CHIP_R) lands this far outside its seat's zone, towards
# the pot.
BET_OFFSET = 0.42
CHIP_R = 0.22
# What a seat keeps free towards the centre so its bet lands clear of both.
BET_ROOM = max(CENTRE_GAP, BET_OFFSET + 2 * CHIP_R)

# The scene is never lower than this: with few seats on a wide screen it could be (and cards
# would grow past the size the piles and plates are drawn for, with the centre pressed to the
# top edge); this keeps 2 to 7 seats at about the same card size.
MIN_HEIGHT = 9.5
# The search for the scene's height: the step it climbs by, and the precision it bisects to.
HEIGHT_STEP = 0.25
HEIGHT_TOLERANCE = 0.005

# --- The centre: a message strip over [draw] (pot) [discard], the counts under them, and the
# row of rejected banner cards under that -------------------------------------------------
# The message strip and the rejected row are as wide as the seats beside them leave room for,
# between these bounds: the minimum still holds "Ann wins the battle" and a fan of rejected
# cards, the maximum keeps a short message from looking lost.
MESSAGE_MIN_W = 3.6
MESSAGE_MAX_W = 6.0
MESSAGE_H = 0.55
PILE_GAP = 0.22
POT_W = 1.3
PILE_LABEL_H = 0.36
# Between a pile's lowest card and its count.
PILE_LABEL_GAP = 0.04
CENTRE_ROW_GAP = 0.1
REJECTED_SCALE = 0.5
REJECTED_MIN_W = 3.6
REJECTED_MAX_W = 6.0


@record(frozen=True)
class Rect:
    """An axis-aligned rectangle: top-left corner and size."""

    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h

    @property
    def center(self) -> tuple[float, float]:
        return (self.x + self.w / 2, self.y + self.h / 2)

    def intersects(self, other: Rect) -> bool:
        """True if the two share area (touching edges do not count)."""
        return (self.x < other.right and other.x < self.right
                and self.y < other.bottom and other.y < self.bottom)

    def contains(self, other: Rect) -> bool:
        # A hair of tolerance: rects built by adding up scaled sizes meet an edge only within
        # float rounding, and that must count as inside.
        eps = 1e-9
        return (other.x >= self.x - eps and other.y >= self.y - eps
                and other.right <= self.right + eps and other.bottom <= self.bottom + eps)

    def inflated(self, d: float) -> Rect:
        """Grown by `d` on every side (shrunk for a negative `d`)."""
        return Rect(self.x - d, self.y - d, self.w + 2 * d, self.h + 2 * d)

    def united(self, other: Rect) -> Rect:
        """The bounding box of both."""
        x, y = min(self.x, other.x), min(self.y, other.y)
        return Rect(x, y, max(self.right, other.right) - x, max(self.bottom, other.bottom) - y)


def bounding_rect(rects) -> Rect:
    """The bounding box of one or more rects."""
    rects = iter(rects)
    box = next(rects)
    for rect in rects:
        box = box.united(rect)
    return box


@record(frozen=True)
class Slot:
    """Where one card sits: its centre, rotation (degrees clockwise), scale and stacking order."""

    x: float
    y: float
    rotation: float = 0.0
    scale: float = 1.0
    z: float = 0.0

    def corner_index(self) -> Rect:
        """The box of the card's top-left corner index (rank and suit) on the table, for a
        card upright or turned by a multiple of 90 degrees (clockwise, about its centre)."""
        ix, iy, iw, ih = CORNER_INDEX
        # The index's corners relative to the card's centre, upright and unscaled.
        x0, y0 = ix - CARD_W / 2, iy - CARD_H / 2
        corners = [(x0, y0), (x0 + iw, y0 + ih)]
        turns = round(self.rotation / 90) % 4
        for _ in range(turns):  # 90 degrees clockwise on a y-down screen: (x, y) -> (-y, x)
            corners = [(-y, x) for x, y in corners]
        xs = [self.x + x * self.scale for x, _ in corners]
        ys = [self.y + y * self.scale for _, y in corners]
        return Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))

    def rect(self) -> Rect:
        """The axis-aligned bounding box of the rotated, scaled card."""
        w, h = CARD_W * self.scale, CARD_H * self.scale
        if self.rotation % 180 == 0:
            bw, bh = w, h
        elif self.rotation % 90 == 0:
            bw, bh = h, w
        else:
            angle = math.radians(self.rotation)
            c, s = abs(math.cos(angle)), abs(math.sin(angle))
            bw, bh = w * c + h * s, w * s + h * c
        return Rect(self.x - bw / 2, self.y - bh / 2, bw, bh)


# Stacking inside a seat: palace cards left to right; soldiers under the banner, the first
# soldier highest and each later one under it (so each shows its right end); the banner on top.
Z_PALACE = 1.0
Z_SOLDIER = 10.0
Z_BANNER = 20.0


@record(frozen=True)
class SeatLayout:
    """One seat's slots, by its position round the table (0 = the viewer, bottom centre)."""

    position: int
    zone: Rect
    scale: float
    banner: Slot
    palace: tuple[Slot, Slot, Slot]
    label: Rect
    dealer_button: tuple[float, float]
    bet_spot: tuple[float, float]
    dealer_r: float = DEALER_R  # the dealer button's radius

    def dealer_rect(self) -> Rect:
        x, y = self.dealer_button
        return Rect(x - self.dealer_r, y - self.dealer_r, 2 * self.dealer_r, 2 * self.dealer_r)

    def soldier(self, index: int, count: int) -> Slot:
        """Soldier `index` of `count`, face up at 90 degrees under the banner (R6.3).

        Up to five lie in one row with a fixed step, so a new soldier never moves the others.
        Six or more (after a capture) lie in two tiers, the first half in the upper one; the
        lower tier lies over the upper one, shifted down so each upper index stays in view.
        """
        if not 0 <= index < count:
            raise ValueError(f"soldier {index} of {count}: no such soldier")
        s = self.scale
        if count <= SOLDIERS_AT_FULL_STEP:
            tier, at, in_tier, dy = 0, index, count, 0.0
        else:
            upper = (count + 1) // 2
            tier = 0 if index < upper else 1
            at = index if tier == 0 else index - upper
            in_tier = upper if tier == 0 else count - upper
            dy = (tier - 0.5) * TIER_SHIFT * s
        left = self.banner.x + (CARD_W / 2 - SOLDIER_TUCK) * s
        step = SOLDIER_STEP * s
        if in_tier > SOLDIERS_AT_FULL_STEP:
            step = min(step, (self.zone.right - left - CARD_H * s) / (in_tier - 1))
        return Slot(left + at * step + CARD_H * s / 2, self.banner.y + dy, 90.0, s,
                    Z_SOLDIER + tier * SOLDIERS_AT_FULL_STEP - at * 0.5)


@record(frozen=True)
class TableLayout:
    """The whole table for one seat count and aspect, in card units."""

    width: float
    height: float
    table: Rect
    seats: tuple[SeatLayout, ...]
    draw_pile: Slot
    discard_pile: Slot
    draw_label: Rect
    discard_label: Rect
    pot: tuple[float, float]
    pot_label: Rect
    message_area: Rect
    rejected_row: Rect
    text: float = 0.0  # the smallest text's height, in card units (0: no minimum asked)

    @property
    def centre_area(self) -> Rect:
        """The bounding box of the piles, their counts, the pot and the message strip."""
        return bounding_rect([self.draw_pile.rect(), self.discard_pile.rect(), self.draw_label,
                              self.discard_label, self.pot_label, self.message_area])


def position_of(seat: int, viewer: int, num_seats: int) -> int:
    """Where `seat` is drawn when `viewer` sits at position 0. Seats are numbered clockwise
    and positions run clockwise on screen, so this is a rotation."""
    _check_count(num_seats)
    return (seat - viewer) % num_seats


def seat_at(position: int, viewer: int, num_seats: int) -> int:
    """The seat drawn at `position` when `viewer` sits at position 0 (inverse of position_of)."""
    _check_count(num_seats)
    return (position + viewer) % num_seats


def _check_count(num_seats: int) -> None:
    if not MIN_SEATS <= num_seats <= MAX_SEATS:
        raise ValueError(f"{num_seats} seats: a table seats {MIN_SEATS} to {MAX_SEATS} (R1.1)")


def chip_rect(spot: tuple[float, float]) -> Rect:
    """The box of a bet's chip stack at `spot`."""
    return Rect(spot[0] - CHIP_R, spot[1] - CHIP_R, 2 * CHIP_R, 2 * CHIP_R)
