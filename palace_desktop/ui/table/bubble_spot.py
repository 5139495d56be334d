"""Where a seat's action bubble goes: next to its plate, over no seat's cards and no plate.

Over the plate's top edge, where it first stood, the bubble hid the lowest cards of the side
seats (their cards stand right above their plates) until that seat acted again. So a few spots
around the plate are tried (above, below, toward the table's centre, away from it, each slid
along the plate's edge), each scored by how much of what a player must read it would cover,
and the best one wins; at equal cover, the earlier spot in `_candidates`' order.

Plain geometry on scene rectangles: the scene lists what lies where (`Obstacle`s).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterator

from PySide6.QtCore import QPointF, QRectF

__all__ = ["Obstacle", "Spot", "TAIL", "best_spot", "cover", "outline_rect", "straight_tip"]

TAIL = 0.35  # the tail's length, in line heights (a bubble of two lines keeps a short tail)
TAIL_HALF_BASE = 0.25  # half the tail's base, in line heights

# What covering a square unit of each kind costs: the viewer's own cards and plate most (they
# play with them), then the other seats' cards, plates and dealer button, then other bubbles (their
# words), then the centre's piles and labels; the scene is never left where a spot inside
# it exists (the view shows the whole scene, zoomed out).
VIEWER_CARD, CARD, PLATE, BUBBLE, SOFT, OUTSIDE = 1000.0, 100.0, 100.0, 50.0, 5.0, 1e6


@dataclass(frozen=True)
class Obstacle:
    rect: QRectF
    weight: float


@dataclass(frozen=True)
class Spot:
    """The bubble's top-left corner, the side of the plate it stands on ("above": its tail
    leaves its bottom edge, and so on), where along that edge the tail starts and where its
    point lies, on the plate's edge (both from the bubble's own corner)."""

    pos: QPointF
    side: str
    tail_at: float
    tip: QPointF

    def box(self, size: tuple[float, float]) -> QRectF:
        return QRectF(self.pos, QPointF(self.pos.x() + size[0], self.pos.y() + size[1]))


def outline_rect(spot: Spot, size: tuple[float, float]) -> QRectF:
    """The box with its tail, in scene coordinates."""
    box, tip = spot.box(size), spot.pos + spot.tip
    return QRectF(QPointF(min(box.left(), tip.x()), min(box.top(), tip.y())),
                  QPointF(max(box.right(), tip.x()), max(box.bottom(), tip.y())))


def straight_tip(side: str, tail_at: float, size: tuple[float, float], tail: float) -> QPointF:
    """The point of a tail `tail` long straight out of the `side` edge of the bubble."""
    w, h = size
    return {"above": QPointF(tail_at, h + tail), "below": QPointF(tail_at, -tail),
            "left": QPointF(w + tail, tail_at), "right": QPointF(-tail, tail_at)}[side]


def _tail_along(start: float, length: float, low: float, high: float, aim: float,
                margin: float) -> float | None:
    """Where along a bubble edge from `start` of `length` the tail starts, so that it leaves
    the rounded corners alone and lands on the plate's edge from `low` to `high` (nearest
    `aim`); None if the bubble and the plate share no such stretch."""
    lo, hi = max(start + margin, low + margin / 2), min(start + length - margin, high - margin / 2)
    if lo > hi:
        return None
    return min(max(aim, lo), hi) - start


def _candidates(plate: QRectF, size: tuple[float, float], tail: float, centre: QPointF,
                bounds: QRectF) -> Iterator[Spot]:
    """The spots to try, best first; made as they are asked for, as the first is most
    often free."""
    w, h = size
    line = tail / TAIL
    margin = line * (TAIL_HALF_BASE + 0.56)  # past the rounded corner and half the tail's base
    inward_x = 1 if centre.x() >= plate.center().x() else -1
    toward, away = ("right", "left") if inward_x > 0 else ("left", "right")

    def across(side: str, y: float) -> Iterator[Spot]:
        # Centred on the plate first, then slid toward the table's centre, then away.
        centred = plate.center().x() - w / 2
        inner = plate.right() - margin if inward_x > 0 else plate.left() - w + margin
        outer = plate.left() - w + margin if inward_x > 0 else plate.right() - margin
        flush_in = plate.right() - w if inward_x > 0 else plate.left()
        flush_out = plate.left() if inward_x > 0 else plate.right() - w
        for x in (centred, flush_in, inner, flush_out, outer):
            # Kept on screen where the plate lets the tail still reach it.
            x = min(max(x, bounds.left()), bounds.right() - w)
            at = _tail_along(x, w, plate.left(), plate.right(), plate.center().x(), margin)
            if at is not None:
                yield Spot(QPointF(x, y), side, at, straight_tip(side, at, size, tail))

    def beside(side: str) -> Iterator[Spot]:
        edge = plate.right() if side == "right" else plate.left()
        end = min(margin, h / 2)
        # Level with the plate, then standing off it by a line or two and rising over its
        # top or sinking under its bottom, so as to step past cards that reach beyond the
        # plate's end or the dealer button beside it: the tail then slants to the plate.
        for off in (0.0, line, 2 * line):
            x = edge + tail + off if side == "right" else edge - tail - off - w
            rows = (plate.center().y() - h / 2, plate.bottom() - h, plate.top()) if not off \
                else (plate.top() - h + end + line * 0.3, plate.bottom() - end - line * 0.3)
            for y in rows:
                y = min(max(y, bounds.top()), bounds.bottom() - h)
                at = min(max(plate.center().y(), y + end), y + h - end) - y
                reach = min(max(y + at, plate.top() + end / 2), plate.bottom() - end / 2)
                if not off and abs(reach - (y + at)) > 1e-6:
                    continue  # level with the plate, the tail goes straight to it
                tip_x = -tail - off if side == "right" else w + tail + off
                yield Spot(QPointF(x, y), side, at, QPointF(tip_x, reach - y))

    yield from across("above", plate.top() - tail - h)
    yield from across("below", plate.bottom() + tail)
    yield from beside(toward)
    yield from beside(away)


Edges = tuple[float, float, float, float]  # left, top, right, bottom: cheap to compare


def _edges(rect: QRectF) -> Edges:
    return (rect.left(), rect.top(), rect.right(), rect.bottom())


def _overlap(a: Edges, b: Edges) -> float:
    return max(0.0, min(a[2], b[2]) - max(a[0], b[0])) * max(0.0, min(a[3], b[3]) - max(a[1], b[1]))


def _cost(outline: Edges, obstacles: list[tuple[Edges, float]], bounds: Edges,
          enough: float = float("inf")) -> float:
    """The weighted area hidden and left, or any sum past `enough` once it gets there."""
    cost = 0.0
    if not (bounds[0] <= outline[0] and outline[2] <= bounds[2] and bounds[1] <= outline[1]
            and outline[3] <= bounds[3]):
        area = (outline[2] - outline[0]) * (outline[3] - outline[1])
        cost += OUTSIDE * (area - _overlap(outline, bounds))
    for edges, weight in obstacles:
        cost += weight * _overlap(outline, edges)
        if cost >= enough:
            break
    return cost


def cover(spot: Spot, size: tuple[float, float], obstacles: list[Obstacle],
          bounds: QRectF) -> float:
    """What placing the bubble at `spot` costs: the weighted area it hides, and leaves."""
    return _cost(_edges(outline_rect(spot, size)),
                 [(_edges(obstacle.rect), obstacle.weight) for obstacle in obstacles],
                 _edges(bounds))


def best_spot(plate: QRectF, size: tuple[float, float], tail: float, centre: QPointF,
              obstacles: list[Obstacle], bounds: QRectF) -> tuple[Spot, float]:
    """The spot beside `plate` that hides least of `obstacles` (the plate itself among them)
    and stays inside `bounds`, with what it costs; at equal cost, the first of
    `_candidates`' order."""
    w, h = size
    line = tail / TAIL
    reach = plate.adjusted(-w - tail - 2 * line, -h - tail, w + tail + 2 * line, h + tail)
    # Plain numbers from here: Qt's rectangles cost a call into C++ at every comparison, and
    # a table of ten seats compares a few thousand times each time it settles.
    near = [(_edges(obstacle.rect), obstacle.weight) for obstacle in obstacles
            if obstacle.rect.intersects(reach)]
    limits = _edges(bounds)
    best, best_cost = None, float("inf")
    for spot in _candidates(plate, size, tail, centre, bounds):
        cost = _cost(_edges(outline_rect(spot, size)), near, limits, best_cost)
        if cost < best_cost - 1e-6:
            best, best_cost = spot, cost
            if cost <= 0.0:
                break
    if best is None:  # a plate too narrow for any tail but a centred one
        return Spot(QPointF(plate.center().x() - w / 2, plate.top() - tail - h), "above",
                    w / 2, QPointF(w / 2, h + tail)), float("inf")
    return best, best_cost
