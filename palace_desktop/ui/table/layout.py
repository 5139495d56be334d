"""Table geometry in card units for 2 to 10 seats: banners, palaces, soldiers, plates, piles, pot.

Everything here is plain numbers (a card is `CARD_W` x `CARD_H` = 1.0 x 1.4 units, origin at the
top-left, y down), so the scene multiplies by one pixel factor and nothing here needs Qt: the
layout can be tested, benchmarked and tuned without a QApplication (DESIGN.md, enforced by
tests/test_architecture.py).

A seat, in its own upright frame (every seat is drawn upright so names and indices read):

    [banner]{s0}{s1}{s2}{s3}{s4}      soldiers lie at 90 degrees under the banner (R6.3), each
    [pal 0] [pal 1] [pal 2]           one under the one before, so the right end of each (with
    [ name  chips / status ] (D)      its corner index: rank and suit) stays in view; six or
                                      more (a capture) lie in two tiers; D = the dealer button

or, where the table has room to the side (the viewer's seat, the seat facing it), the plate
stands right of the palace row, which saves a line of height.

Seats sit on a ring around the oval: the viewer (position 0, scale 1.0: the human plays from
it) at the bottom centre, then clockwise on screen: the bottom corners, the left side, the top
row, the right side, mirrored left to right. The ring takes the viewport's aspect, so a wide
screen spreads the seats sideways rather than shrinking them, and the scene's height is the
smallest (searched) at which nothing overlaps, so the cards come out as large as they can.

Text keeps a legible size: `compute_layout(..., text=share)` takes the smallest text's height
as a share of the viewport's height (11 px of a 600 px viewport: 11 / 600), and grows the
plates, the dealer button and the pile counts to hold that text at the scene's final scale;
cards shrink for it only where the viewport is small.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

CARD_W = 1.0
CARD_H = 1.4

MIN_SEATS = 2
MAX_SEATS = 10

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


@dataclass(frozen=True)
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


@dataclass(frozen=True)
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


@dataclass(frozen=True)
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


@dataclass(frozen=True)
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


# --- Seat frames --------------------------------------------------------------------------

@dataclass(frozen=True)
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
    label = Rect(PALACE_ROW_W + PLATE_GAP, h - label_h, max(SIDE_LABEL_W, PLATE_EMS * text), label_h)
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


# --- The centre ---------------------------------------------------------------------------

def _pile_row_w(scale: float) -> float:
    return 2 * CARD_W * scale + POT_W + 2 * PILE_GAP


def _count_w(scale: float, text: float, ems: tuple = EMS) -> float:
    """The width of a pile's count: a little wider than the pile, and room for its words."""
    return max(CARD_W * scale + PILE_GAP, ems[0] * text)


def _pot_label_w(text: float, ems: tuple = EMS) -> float:
    return max(POT_W, ems[1] * text)


def _count_h(text: float) -> float:
    return max(PILE_LABEL_H, text * (LINE + PLATE_PAD))


def _core_size(scale: float, text: float = 0.0, ems: tuple = EMS) -> tuple[float, float]:
    """The least width, and the height, of the message strip over the piles and their counts
    (the rejected row hangs under these)."""
    counts = 2 * _count_w(scale, text, ems) + _pot_label_w(text, ems) + 2 * PILE_GAP
    return (max(MESSAGE_MIN_W, REJECTED_MIN_W, _pile_row_w(scale), counts),
            MESSAGE_H + CENTRE_ROW_GAP + CARD_H * scale + PILE_DEPTH * scale + PILE_LABEL_GAP
            + _count_h(text))


def _rejected_h() -> float:
    return CARD_H * REJECTED_SCALE


@dataclass(frozen=True)
class _Centre:
    core: Rect
    draw: Slot
    discard: Slot
    draw_label: Rect
    discard_label: Rect
    pot: tuple[float, float]
    pot_label: Rect
    message: Rect
    rejected: Rect


def _free_width(cx: float, y0: float, y1: float, least: float, most: float,
                obstacles) -> float:
    """The width of a strip centred on `cx` over y0..y1 that keeps clear of every
    (rect, gap) in `obstacles` beside it, between `least` and `most`."""
    half = most / 2
    for rect, gap in obstacles:
        if rect.y < y1 + gap and y0 - gap < rect.bottom:
            if rect.right <= cx:
                half = min(half, cx - rect.right - gap)
            elif rect.x >= cx:
                half = min(half, rect.x - gap - cx)
    return max(least, 2 * half)


def _centre(zones: list[Rect], cx: float, top: float, scale: float, text: float = 0.0,
            ems: tuple = EMS):
    """The centre pieces under `top`, and every seat's bet spot."""
    w, h = _core_size(scale, text, ems)
    pile_y = top + MESSAGE_H + CENTRE_ROW_GAP + CARD_H * scale / 2
    pot = (cx, pile_y)
    spots = [_bet_spot(zone, pot) for zone in zones]
    # The message strip and the rejected row widen into whatever room the seats and their
    # bets leave beside them. Bets may lie over the rejected row: rejected cards only exist
    # during the banner deal (R5.3-R5.5), and nobody bets before it is over.
    obstacles = [(zone, BET_ROOM) for zone in zones] + [(chip_rect(s), 0.05) for s in spots]
    message_w = _free_width(cx, top, top + MESSAGE_H, w, MESSAGE_MAX_W, obstacles)
    message = Rect(cx - message_w / 2, top, message_w, MESSAGE_H)
    core = Rect(cx - max(w, message_w) / 2, top, max(w, message_w), h)
    dx = POT_W / 2 + PILE_GAP + CARD_W * scale / 2
    draw = Slot(cx - dx, pile_y, 0.0, scale)
    discard = Slot(cx + dx, pile_y, 0.0, scale)
    # The counts go below the pile's lowest card, so no card ever lies over them; each keeps
    # clear of the pot's count between them, and the pair is centred under the piles.
    label_y = pile_y + CARD_H * scale / 2 + PILE_DEPTH * scale + PILE_LABEL_GAP
    label_w, label_h = _count_w(scale, text, ems), _count_h(text)
    pot_w = _pot_label_w(text, ems)
    label_dx = max(dx, pot_w / 2 + PILE_GAP + label_w / 2)
    draw_label = Rect(cx - label_dx - label_w / 2, label_y, label_w, label_h)
    discard_label = Rect(cx + label_dx - label_w / 2, label_y, label_w, label_h)
    pot_label = Rect(cx - pot_w / 2, label_y, pot_w, label_h)
    rejected_y = core.bottom + CENTRE_ROW_GAP
    rejected_w = _free_width(cx, rejected_y, rejected_y + _rejected_h(), REJECTED_MIN_W,
                             REJECTED_MAX_W, [(zone, CENTRE_ROW_GAP) for zone in zones])
    rejected = Rect(cx - rejected_w / 2, rejected_y, rejected_w, _rejected_h())
    centre = _Centre(core, draw, discard, draw_label, discard_label, pot, pot_label, message,
                     rejected)
    return centre, spots


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


def _centre_top(zones: list[Rect], width: float, height: float, scale: float,
                text: float = 0.0, ems: tuple = EMS) -> float:
    """Top of the centre core, in the free band between the seats above and below it.

    The band must hold, above the core, the bets of the seats above; below it, the rejected
    row and the viewer's bet (these two may share room, see `_centre`). What is left over is
    split evenly above and below, counting the top row's seats as "above" even where they
    stand off to the sides (three seats), so the centre sits in the middle of the ring and
    not up against the top edge.
    """
    w, h = _core_size(scale, text, ems)
    # Seats a little to the side count too: their bets come in at a slant.
    x0, x1 = width / 2 - w / 2 - BET_ROOM, width / 2 + w / 2 + BET_ROOM
    top, bottom = EDGE, height - EDGE
    above = below = False
    top_row = EDGE
    for zone in zones:
        if zone.y <= EDGE + 1e-9:
            top_row = max(top_row, zone.bottom + BET_ROOM)
        if zone.x < x1 and x0 < zone.right:
            if zone.center[1] < height / 2:
                top, above = max(top, zone.bottom), True
            else:
                bottom, below = min(bottom, zone.y), True
    low = top + (BET_ROOM if above else 0.0)
    rejected_room = 2 * CENTRE_ROW_GAP + _rejected_h()
    high = bottom - (max(BET_ROOM, rejected_room) if below else rejected_room) - h
    return (max(low, min(top_row, high)) + high) / 2


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


def chip_rect(spot: tuple[float, float]) -> Rect:
    """The box of a bet's chip stack at `spot`."""
    return Rect(spot[0] - CHIP_R, spot[1] - CHIP_R, 2 * CHIP_R, 2 * CHIP_R)


def _fits(zones: list[Rect], centre: _Centre, spots, width: float, height: float) -> bool:
    scene = Rect(0, 0, width, height).inflated(-EDGE)
    if not (scene.contains(centre.core) and scene.contains(centre.rejected)):
        return False
    # The gaps a hair under nominal: seats placed exactly SEAT_GAP apart must pass despite
    # float rounding.
    for i, a in enumerate(zones):
        grown = a.inflated(SEAT_GAP - 1e-9)
        if any(grown.intersects(b) for b in zones[i + 1:]):
            return False
        if a.inflated(CENTRE_GAP).intersects(centre.core):
            return False
        if a.inflated(CENTRE_ROW_GAP).intersects(centre.rejected):
            return False
    # Not against the rejected row: see _centre.
    for spot in spots:
        chip = chip_rect(spot)
        if chip.intersects(centre.core) or any(chip.intersects(z) for z in zones):
            return False
    return True


def _frames(num_seats: int, kinds: tuple[str, str], text: float):
    """The viewer's, the top seat's and the other seats' frames for text `text` units high."""
    other = OTHER_SCALE[num_seats]
    return (_frame(kinds[0], text, VIEWER_SCALE), _frame(kinds[1], text, other),
            _frame("below", text, other))


def _attempt(num_seats: int, aspect: float, height: float, kinds: tuple[str, str],
             text_share: float, ems: tuple = EMS):
    """(zones, centre, bet spots, whether it all fits, frames) at this scene height."""
    other = OTHER_SCALE[num_seats]
    width = aspect * height
    text = text_share * height  # the smallest text's height at this scene height
    frames = _frames(num_seats, kinds, text)
    zones = _ring_zones(num_seats, width, height, other, *frames)
    centre, spots = _centre(zones, width / 2,
                            _centre_top(zones, width, height, other, text, ems), other, text,
                            ems)
    return zones, centre, spots, _fits(zones, centre, spots, width, height), frames


def _height_floor(num_seats: int, aspect: float, viewer_frame: _Frame,
                  top_frame: _Frame) -> float:
    """A height below which the table cannot fit: the centre column and the side columns
    stacked, and the widest row of seats side by side (through the aspect). It only saves
    the search steps; nothing depends on it being tight."""
    bottom_k, side_k, top_k = RING[num_seats]
    other = OTHER_SCALE[num_seats]
    ow, oh = BELOW.w * other, BELOW.h * other
    core_w, core_h = _core_size(other)
    step = ow + SEAT_GAP
    inset = 2 * step if side_k else 0.0
    rows = [2 * EDGE + viewer_frame.w * VIEWER_SCALE + (2 * step + inset if bottom_k else 0.0),
            2 * EDGE + 2 * (ow + BET_ROOM) + core_w if side_k else 0.0]
    if top_k % 2:
        rows.append(2 * EDGE + top_frame.w * other + (2 * step + inset if top_k > 1 else 0.0))
    else:
        rows.append(2 * EDGE + 2 * ow + SEAT_GAP + inset)
    centre = (2 * EDGE + viewer_frame.h * VIEWER_SCALE + core_h
              + max(BET_ROOM, 2 * CENTRE_ROW_GAP + _rejected_h()))
    if top_k % 2:
        centre += top_frame.h * other + BET_ROOM
    columns = [centre, 2 * EDGE + side_k * oh + max(0, side_k - 1) * SEAT_GAP]
    return max(MIN_HEIGHT, max(columns), max(rows) / aspect)


def _min_height(num_seats: int, aspect: float, kinds: tuple[str, str],
                text_share: float, ems: tuple = EMS) -> float:
    """The smallest scene height (to within HEIGHT_TOLERANCE) at which everything fits.

    Fitting is not strictly monotonic in the height (the centre and its strips move with
    it), so rather than bisect a wide bracket this steps up from a floor until something
    fits and then bisects that one step.
    """
    def fits(height: float) -> bool:
        return _attempt(num_seats, aspect, height, kinds, text_share, ems)[3]

    # The frames at text 0 are the smallest, so the floor holds for any text.
    floor = low = high = _height_floor(num_seats, aspect, *_frames(num_seats, kinds, 0.0)[:2])
    while not fits(high):
        low, high = high, high + HEIGHT_STEP
        if high > 100 * floor:
            # Text too large for so narrow a table, or a broken constant above: say so
            # rather than spin (compute_layout then asks for less).
            raise NoRoom(f"no table of {num_seats} seats fits at aspect {aspect}")
    while high - low > HEIGHT_TOLERANCE:
        mid = (low + high) / 2
        if fits(mid):
            high = mid
        else:
            low = mid
    # Only heights that were tried and fit are ever kept in `high`.
    return high


def text_share(text_px: float, viewport_height_px: float) -> float:
    """The `text` argument of `compute_layout` for text `text_px` pixels high in a viewport
    `viewport_height_px` high, rounded so that resizing a window by a few pixels finds the
    layout in the cache."""
    if viewport_height_px <= 0 or text_px <= 0:
        return 0.0
    return math.ceil(text_px / viewport_height_px * 10000) / 10000


class NoRoom(RuntimeError):
    """No table fits what was asked for."""


@lru_cache(maxsize=64)
def compute_layout(num_seats: int, aspect: float = 16 / 10, text: float = 0.0,
                   ems: tuple = EMS) -> TableLayout:
    """The table for `num_seats` seats in a viewport of `aspect` = width / height, its text
    at least `text` of the viewport's height (`text_share`; 0: the plates' own sizes), the
    piles' and the pot's counts `ems` = (count, pot) times that text's size wide at least.

    The viewer's plate, and the plate of the seat facing it, go below or beside their cards,
    whichever lets the scene be lower (so the cards bigger). Cached: the result is immutable.

    A tall narrow viewport in large text may leave no room for that: then the counts get
    English's room, and then the text gives way by quarters, rather than no table at all.
    """
    _check_count(num_seats)
    if not (isinstance(aspect, (int, float)) and math.isfinite(aspect) and aspect > 0):
        raise ValueError(f"aspect {aspect!r}: must be a positive number (width / height)")
    if not (isinstance(text, (int, float)) and 0 <= text < 0.2):
        raise ValueError(f"text {text!r}: a share of the viewport's height, 0 to 0.2")
    aspect, text = float(aspect), float(text)
    tries = [(text, ems), (text, EMS)] + [(text * k, EMS) for k in (0.75, 0.5, 0.25)]
    for smaller, room in tries:
        try:
            return _layout(num_seats, aspect, smaller, room)
        except NoRoom:
            pass
    return _layout(num_seats, aspect, 0.0, EMS)  # the plates' own sizes: NoRoom here is a bug


def _layout(num_seats: int, aspect: float, text: float, ems: tuple) -> TableLayout:
    has_top = RING[num_seats][2] % 2 == 1
    options = [("below", "below"), ("beside", "below")]
    if has_top:
        options += [("below", "beside"), ("beside", "beside")]
    # Strictly lower wins, so among equals the plainer frames listed first are kept. An option
    # that does not fit just under the best so far is not searched at all.
    kinds = options[0]
    ems = (max(COUNT_EMS, float(ems[0])), max(POT_EMS, float(ems[1])))
    height = _min_height(num_seats, aspect, kinds, text, ems)
    for option in options[1:]:
        if _attempt(num_seats, aspect, height - HEIGHT_TOLERANCE, option, text, ems)[3]:
            candidate = _min_height(num_seats, aspect, option, text, ems)
            if candidate < height:
                height, kinds = candidate, option
    width = aspect * height
    other = OTHER_SCALE[num_seats]
    zones, c, spots, _, (viewer_frame, top_frame, other_frame) = _attempt(
        num_seats, aspect, height, kinds, text, ems)
    seats = []
    for position, zone in enumerate(zones):
        if position == 0:
            frame, scale = viewer_frame, VIEWER_SCALE
        elif has_top and position == num_seats // 2:
            frame, scale = top_frame, other
        else:
            frame, scale = other_frame, other
        seats.append(_seat(position, frame, scale, zone, spots[position]))
    # The felt: an oval through the seats' cards, leaving the outer plates on its rim.
    table = Rect(0, 0, width, height).inflated(-EDGE - 0.6)
    return TableLayout(width, height, table, tuple(seats), c.draw, c.discard, c.draw_label,
                       c.discard_label, c.pot, c.pot_label, c.message, c.rejected,
                       text * height)
