"""The centre of the table (layout.py): the message strip, the two piles with the pot between
them, their counts below, and the row of rejected banners, placed in the room the seats
leave. Plain numbers, no Qt."""

from __future__ import annotations

from .layout_seats import _bet_spot
from .layout_shapes import (
    BET_ROOM, CARD_H, CARD_W, CENTRE_ROW_GAP, EDGE, EMS, LINE, MESSAGE_H, MESSAGE_MAX_W,
    MESSAGE_MIN_W, PILE_DEPTH, PILE_GAP, PILE_LABEL_GAP, PILE_LABEL_H, PLATE_PAD, POT_W,
    REJECTED_MAX_W, REJECTED_MIN_W, REJECTED_SCALE, Rect, Slot, chip_rect)
from ...engine.records import record


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


@record(frozen=True)
class _Centre:
    """Where the centre's parts go: the piles, their labels, the pot, the message strip
    and the rejected banners' row."""

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
