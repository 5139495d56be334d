"""A card table on its own for GUI tests: a TableScene in its TableView, shown at rest at the
deal of one seeded hand as seat 0 sees it."""

from __future__ import annotations

from palace_desktop.engine.deal import SeedDeal
from palace_desktop.engine.match import Match
from palace_desktop.engine.rules import Rules


def table_at_rest(qtbot, seats: int = 4, seed: int = 11, size: tuple = (960, 600)):
    """(scene, view), the view shown at `size` with the pictures put right (they are once the
    changes are over: the short wait)."""
    from palace_desktop.ui.table.scene import TableScene
    from palace_desktop.ui.table.table_view import TableView

    names = [chr(ord("A") + seat) for seat in range(seats)]
    match = Match(Rules.make(), names, [200] * seats, dealer=seats - 1)
    match.start_hand(SeedDeal(seed))
    scene = TableScene()
    view = TableView(scene)
    # Owned by its view as in the app (MainWindow, ReplayViewer): deleted with it when qtbot
    # closes the view, not by Python's collector at some moment of a later test (a segfault
    # inside a later test's qtbot.wait, "Garbage-collecting", was seen once in the suite).
    scene.setParent(view)
    qtbot.addWidget(view)
    view.resize(*size)
    view.show()
    scene.show_view(match.state.view(0))
    qtbot.wait(1)
    return scene, view
