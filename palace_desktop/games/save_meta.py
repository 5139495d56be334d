"""What a saved game keeps beside the match (`meta` of `palace-save/1`): who plays each seat,
the seat whose view was shown, and the match's seed; written by the app and read back with
every field checked, so a damaged save is refused with one line instead of failing later."""

from __future__ import annotations

from typing import Any, Sequence

from ..bots import LEVELS
from .files import short_repr
from .seats import SeatKind, first_viewer

KINDS = ("you", "human", "bot")
SPECTATOR = -1  # the public view (hot seat, between two people)
MAX_SEED = 2**63


def make_meta(kinds: Sequence[SeatKind], viewer: int, seed: int) -> dict:
    return {"kinds": [k.kind for k in kinds], "levels": [k.level for k in kinds],
            "viewer": viewer, "seed": seed}


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def read_meta(meta: Any, num_seats: int) -> tuple[list[SeatKind], int, int]:
    """(seat kinds, viewer, seed) from a save's meta; ValueError naming the field otherwise."""
    if not isinstance(meta, dict):
        raise ValueError("meta: must be an object")
    kinds, levels = meta.get("kinds"), meta.get("levels")
    for name, value in (("kinds", kinds), ("levels", levels)):
        if not isinstance(value, list) or len(value) != num_seats:
            raise ValueError(f"meta.{name}: must list the {num_seats} seats")
    seats = []
    for index, (kind, level) in enumerate(zip(kinds, levels)):
        if kind not in KINDS:
            raise ValueError(f"meta.kinds[{index}]: {short_repr(kind)} is not one of "
                             f"{', '.join(KINDS)}")
        if kind == "bot" and level not in LEVELS:
            raise ValueError(f"meta.levels[{index}]: {short_repr(level)} is not a bot level")
        seats.append(SeatKind(kind, level if kind == "bot" else ""))
    viewer = meta.get("viewer", first_viewer(seats))
    if not _is_int(viewer) or not SPECTATOR <= viewer < num_seats:
        raise ValueError(f"meta.viewer: {short_repr(viewer)} is not a seat (0 to {num_seats - 1}) "
                         f"or {SPECTATOR}")
    seed = meta.get("seed", 0)
    if not _is_int(seed) or not 0 <= seed < MAX_SEED:
        raise ValueError(f"meta.seed: {short_repr(seed)} is not a whole number from 0 to 2**63")
    return seats, viewer, seed
