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

The units and records are in layout_shapes.py, the seats in layout_seats.py, the centre in
layout_centre.py; this module searches the height at which they all fit, and is what the
rest of the app reads the layout from.
"""

from __future__ import annotations

import math
from functools import lru_cache

from .layout_centre import _Centre, _centre, _centre_top, _core_size, _rejected_h
from .layout_seats import BELOW, _Frame, _frame, _ring_zones, _seat
# The units and records, read by the rest of the app as `layout.X`.
from .layout_shapes import (  # noqa: F401
    BET_ROOM, CARD_H, CARD_W, CENTRE_GAP, CENTRE_ROW_GAP, CHIP_R, CORNER_INDEX, COUNT_EMS, EDGE,
    EMS, HEIGHT_STEP, HEIGHT_TOLERANCE, LINE, MAX_SEATS, MIN_HEIGHT, MIN_SEATS, OTHER_SCALE,
    PALACE_GAP, PILE_DEPTH, PLATE_PAD, POT_EMS, RING, ROW_GAP, SEAT_GAP, SOLDIER_STEP,
    SOLDIER_TUCK, SOLDIERS_AT_FULL_STEP, VIEWER_SCALE, Rect, SeatLayout, Slot, TableLayout,
    _check_count, bounding_rect, chip_rect, position_of, seat_at)


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
