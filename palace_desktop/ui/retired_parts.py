"""The parts of a game's window that the next game replaces (issue 43, item 2: memory that
stays flat all evening).

The window deletes the old game's controller, action bar, coach and models (`deleteLater`),
but PySide keeps the Python wrapper of a child QObject for as long as its parent lives, here
the window, all evening; and the wrapper kept what its attributes held: the old session, with
its whole match (every hand's actions), one more for every game played in the window. A part
retired here lets go of the session once it has been deleted (not before: until then a signal
already on its way may still reach it)."""

from __future__ import annotations


def retire(part) -> None:
    """Delete `part` (None: nothing) once the event loop comes back; once deleted, it drops
    its hold on the game it showed."""
    if part is None:
        return
    held = vars(part)  # (not the part itself: the connection would keep its wrapper)
    part.destroyed.connect(lambda *_args: held.pop("session", None))
    part.deleteLater()
