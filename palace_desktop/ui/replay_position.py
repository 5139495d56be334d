"""A position of a hand history shown at rest on the viewer's table, as a step there shows it.

A step forward leaves on the table what the play up to it left there: a bubble over each seat
that acted this hand (its latest move), and the panel of a battle or showdown the step
decided. Shown at rest (First, Previous, a jump, a click in the log), the position shows the
same, worked out from the events up to it, so it never depends on the path taken: bubbles of
later actions do not stay when going back, and a battle's panel is there after a jump to it.
"""

from __future__ import annotations

from ..games.replay import ReplayCursor
from .table.battle_reports import read_result

__all__ = ["show_position"]


def show_position(scene, cursor: ReplayCursor) -> None:
    """Show `cursor`'s position on `scene` (a TableScene) without animation."""
    view = cursor.view()
    scene.message.clear()
    scene.show_view(view)
    scene.seat_bubbles.clear()
    scene.seat_bubbles.show_events([event for _index, event in cursor.seen_events()],
                                   view.names)
    last_step = cursor.seen(cursor.groups[-1])
    scene.battle_result.clear()
    if read_result(last_step) is not None:
        scene.battle_result.show_result(last_step, view, scene.layout_)
