"""The felts' colours, apart from themes.py (whose themes take a few milliseconds to make) for
the window's frame, which shows the plain felt before the table is there."""

from __future__ import annotations

# (centre, edge) of each felt's gradient; high contrast flattens it to a darker plain colour.
FELT_COLOURS = {
    "green": ("#1e7848", "#0e482c"),
    "blue": ("#1f5f8f", "#0f3354"),
    "burgundy": ("#7f2436", "#4a1220"),
}
FELT_PLAIN = {"green": "#003d1f", "blue": "#00264d", "burgundy": "#3d0010"}


def felt_edge(felt: str) -> str:
    """The colour at the felt's edge (an unknown felt: the green one's), as the window's frame
    shows it where the table will be."""
    return FELT_COLOURS.get(felt, FELT_COLOURS["green"])[1]
