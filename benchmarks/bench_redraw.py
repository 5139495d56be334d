"""Full table redraw against a pixmap floor (issue 16: "Full table redraw <= 1.3x the pixmap
floor at 1080p and 4K, 2/6/10 seats").

The TABLE is the real `TableView` over a `TableScene` showing a dealt, seeded hand (a few moves
in, so there are soldiers, a pot and a discard pile) at the given resolution. The FLOOR is a
plain QGraphicsView over a scene of QGraphicsPixmapItems, one per visible table item, each a
pixmap of that item pre-rendered at device resolution and placed on the item's device rect: the
cheapest way Qt can put the same pictures at the same places. Its felt is one more such item
under the others: the table's background pre-rendered once, viewport-sized.

Cases, each timed best-of-N with table and floor interleaved in the same run (one timed run
of each per round, so both sides' best is of the same number of runs):

  repaint  a full repaint of the viewport, every cache warm (an expose, a full update);
  zoom     the table changes zoom (1.0 <-> 1.25) and repaints: the first frame, which shows
           the pictures it has scaled; the floor repaints a floor built at that zoom;
  zoom crisp  then, once the zoom has rested (the view's settle timer, here called at
           once), the table paints its pictures crisp at the new scale and repaints;
  resize   the table's view is resized and repaints: the first frame, the table as it was
           scaled to the new size; the floor repaints a floor built at that size;
  resize crisp  then the table lays itself out again for the new size, paints its pictures
           crisp and repaints;
  resize new  the view resized to a size it has never shown (each round another, as a window
           edge dragged gives) and repainted: the first frame, with nothing kept for that
           geometry; the floor is the one for `resize` (a few pixels larger);
  zoom loop, zoom crisp loop, resize loop, resize crisp loop  the same four steps with
           no forced repaint: the change, then the event loop run until it is idle, so each
           counts the frames the application itself paints for it (none, for a crisp step
           with nothing left to do; the cases above always add one repaint, and a step
           that paints by itself, e.g. a scroll bar shown, is then counted twice);
  cold     the first show: every cache dropped (card pixmaps, sprites, shadows, the felt), then a
           repaint: everything painted from the vectors.

Zoom and resize go back and forth between two geometries, as zooming in and out or restoring
a maximised window do, so from the second round on they find what the caches kept of the
other geometry; a geometry never seen before costs what `cold` costs.

Prints a Markdown table of milliseconds and table/floor ratios; with --output, writes it under
the results header (benchmarks/result_header.py: the commit and the code measured), with the
command and the machine's load.

    QT_QPA_PLATFORM=offscreen python benchmarks/bench_redraw.py [--rounds 9] [--output FILE]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from benchmarks.result_header import current_commit, header_lines  # noqa: E402

TITLE = "# Full table redraw against a pixmap floor (issue 16)"

RESOLUTIONS = ((1920, 1080), (3840, 2160))
SEATS = (2, 6, 10)
CASES = ("repaint", "zoom", "zoom crisp", "resize", "resize crisp", "resize new",
         "zoom loop", "zoom crisp loop", "resize loop", "resize crisp loop", "cold")
ZOOMS = (1.0, 1.25)
RESIZE_STEP = (64, 36)  # the smaller of the two sizes the resize case alternates between


def dealt_view(seats: int, seed: int):
    """A seeded hand a few moves in (bought soldiers, bets in the pot), as seat 0 sees it."""
    from palace_desktop.engine.deal import SeedDeal
    from palace_desktop.engine.match import Match
    from palace_desktop.engine.rules import Rules

    match = Match(Rules.make(), [f"Player {i}" for i in range(seats)], [200] * seats,
                  dealer=seats - 1)
    match.start_hand(SeedDeal(seed))
    rng = random.Random(seed)
    state = match.state
    for _ in range(2 * seats):
        if state.is_over:
            break
        legal = list(state.legal_actions())
        buys = [a for a in legal if type(a).__name__ == "Buy"]
        calm = [a for a in legal if type(a).__name__ in ("Stay", "Discard", "Done")]
        choice = buys[0] if buys and rng.random() < 0.7 else (calm or legal)[0]
        match.apply(choice)
    return state.view(0)


class Table:
    """The real table at one size."""

    def __init__(self, view_data, width: int, height: int):
        from palace_desktop.ui.table.scene import TableScene
        from palace_desktop.ui.table.table_view import TableView

        self.scene = TableScene()
        self.view = TableView(self.scene)
        self.view.resize(width, height)
        self.view.show()
        self.scene.show_view(view_data)
        self.settle()

    @staticmethod
    def settle() -> None:
        from PySide6.QtWidgets import QApplication

        QApplication.processEvents()

    def rest(self) -> None:
        """What the view does once a zoom or resize has rested (at once, not after its
        timer); a view without a settle step has nothing to do."""
        settle_now = getattr(self.view, "settle_now", None)
        for _ in range(3):  # and once more for what that posted (scroll bars coming or going)
            if settle_now is not None:
                settle_now()
            self.settle()
            if not getattr(self.view, "settling", lambda: False)():
                return
        raise RuntimeError("the view did not rest")

    def repaint(self) -> None:
        self.view.viewport().repaint()


def visible_items(scene):
    """The items that paint something on the table (a shown picture, not its owner)."""
    from PySide6.QtWidgets import QGraphicsItem

    no_contents = QGraphicsItem.GraphicsItemFlag.ItemHasNoContents
    return [item for item in scene.items()
            if item.isVisible() and item.effectiveOpacity() > 0.0
            and not item.flags() & no_contents and not item.boundingRect().isEmpty()]


class Floor:
    """Pre-rendered pixmaps of a table's visible items, at the same device places."""

    def __init__(self, table: Table):
        from PySide6.QtCore import QPoint, Qt
        from PySide6.QtGui import QPainter, QPixmap
        from PySide6.QtWidgets import (QGraphicsPixmapItem, QGraphicsScene, QGraphicsView,
                                       QStyleOptionGraphicsItem)

        source = table.view
        self.scene = QGraphicsScene()
        self.scene.setSceneRect(table.scene.sceneRect())
        scale = source.transform().m11()
        dpr = source.devicePixelRatioF()
        self.count = 0
        viewport = source.viewport().size()
        felt = QPixmap(int(viewport.width() * dpr), int(viewport.height() * dpr))
        felt.setDevicePixelRatio(dpr)
        painter = QPainter(felt)
        painter.setRenderHints(source.renderHints())
        painter.setTransform(source.viewportTransform())
        table.scene.drawBackground(painter, source.mapToScene(source.viewport().rect())
                                   .boundingRect())
        painter.end()
        felt_item = QGraphicsPixmapItem(felt)
        felt_item.setPos(source.mapToScene(QPoint(0, 0)))
        felt_item.setScale(1.0 / scale)
        felt_item.setZValue(-1e6)
        self.scene.addItem(felt_item)
        for item in visible_items(table.scene):
            device = source.mapFromScene(item.sceneBoundingRect()).boundingRect()
            if device.isEmpty():
                continue
            pixmap = QPixmap(int(device.width() * dpr), int(device.height() * dpr))
            pixmap.setDevicePixelRatio(dpr)
            pixmap.fill(Qt.GlobalColor.transparent)
            painter = QPainter(pixmap)
            painter.setRenderHints(source.renderHints())
            painter.translate(-device.left(), -device.top())
            painter.setTransform(item.deviceTransform(source.viewportTransform()), True)
            option = QStyleOptionGraphicsItem()
            option.exposedRect = item.boundingRect()
            item.paint(painter, option, None)
            painter.end()
            floor_item = QGraphicsPixmapItem(pixmap)
            floor_item.setPos(source.mapToScene(QPoint(device.left(), device.top())))
            floor_item.setScale(1.0 / scale)
            floor_item.setZValue(item.zValue())
            self.scene.addItem(floor_item)
            self.count += 1
        self.view = QGraphicsView(self.scene)
        self.view.setRenderHints(source.renderHints())
        self.view.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.view.setHorizontalScrollBarPolicy(source.horizontalScrollBarPolicy())
        self.view.setVerticalScrollBarPolicy(source.verticalScrollBarPolicy())
        self.view.resize(source.size())
        self.view.show()
        Table.settle()
        self.view.setTransform(source.transform())
        self.view.horizontalScrollBar().setValue(source.horizontalScrollBar().value())
        self.view.verticalScrollBar().setValue(source.verticalScrollBar().value())
        Table.settle()
        self.items_in_table = len(visible_items(table.scene))

    def repaint(self) -> None:
        self.view.viewport().repaint()


def drop_caches(table: Table) -> None:
    """What a first show finds: no card pixmap, no felt, nothing cached by any item."""
    from palace_desktop.ui import assets

    assets.clear_cache()
    clear = getattr(assets, "clear_sprite_caches", None)
    if clear is not None:
        clear()
    from palace_desktop.ui.table import card_shape

    clear_shadows = getattr(card_shape, "clear_shadows", None)
    if clear_shadows is not None:
        clear_shadows()  # the cards' shadow pictures
    table.view.resetCachedContent()  # the felt; pictures kept by the items are asked anew
    for item in table.scene.items():
        mode = item.cacheMode()
        if mode != item.CacheMode.NoCache:
            item.setCacheMode(item.CacheMode.NoCache)
            item.setCacheMode(mode)


def timed(action) -> float:
    start = time.perf_counter()
    action()
    return (time.perf_counter() - start) * 1000.0


def measure(seats: int, width: int, height: int, rounds: int, seed: int) -> dict:
    """{case: (table ms, floor ms)}, each the best of `rounds` interleaved runs."""
    view_data = dealt_view(seats, seed)
    table = Table(view_data, width, height)
    small = (width - RESIZE_STEP[0], height - RESIZE_STEP[1])

    # Floors for every state the cases visit (a floor is built from the table as it shows).
    floors = {}
    table.view.set_zoom(ZOOMS[1])
    table.rest()
    floors["zoom"] = Floor(table)
    table.view.set_zoom(ZOOMS[0])
    table.view.resize(*small)
    table.rest()
    floors["resize"] = Floor(table)
    table.view.resize(width, height)
    table.rest()
    floors["repaint"] = Floor(table)

    def zoom_in():
        table.view.set_zoom(ZOOMS[1])
        table.repaint()

    def crisp():
        table.rest()
        table.repaint()

    def zoom_back():
        table.view.set_zoom(ZOOMS[0])
        table.rest()

    def shrink():
        table.view.resize(*small)
        table.settle()
        table.repaint()

    def grow():
        table.view.resize(width, height)
        table.rest()

    fresh_sizes = iter(range(1, 10 ** 6))

    def shrink_new():
        step = next(fresh_sizes)
        table.view.resize(small[0] - 4 * step, small[1] - 2 * step)
        table.settle()
        table.repaint()

    def loop() -> None:
        table.settle()
        table.settle()  # and what the first turn posted

    def zoom_in_loop():
        table.view.set_zoom(ZOOMS[1])
        loop()

    def crisp_loop():
        settle_now = getattr(table.view, "settle_now", None)
        if settle_now is not None:
            settle_now()
        loop()

    def shrink_loop():
        table.view.resize(*small)
        loop()

    def cold():
        drop_caches(table)
        table.repaint()

    best = {case: [float("inf"), float("inf")] for case in CASES}
    # (case, run, undo, floor, at rest before): a crisp case follows its first frame at once.
    plan = (("repaint", table.repaint, None, floors["repaint"], True),
            ("zoom", zoom_in, None, floors["zoom"], True),
            ("zoom crisp", crisp, zoom_back, floors["zoom"], False),
            ("resize", shrink, None, floors["resize"], True),
            ("resize crisp", crisp, grow, floors["resize"], False),
            ("resize new", shrink_new, grow, floors["resize"], True),
            ("zoom loop", zoom_in_loop, None, floors["zoom"], True),
            ("zoom crisp loop", crisp_loop, zoom_back, floors["zoom"], False),
            ("resize loop", shrink_loop, None, floors["resize"], True),
            ("resize crisp loop", crisp_loop, grow, floors["resize"], False))
    # The first show last: it drops every cache, which the other cases would then refill.
    for cases in (plan, (("cold", cold, None, floors["repaint"], True),)):
        for _ in range(rounds):
            for case, run, undo, floor, at_rest in cases:
                if at_rest:
                    table.repaint()  # everything at rest before the case
                    table.settle()
                best[case][0] = min(best[case][0], timed(run))
                if undo is not None:
                    undo()
                floor.repaint()  # as warm as the table was
                # One timed run each per round: a best of more runs would be lower for that
                # side alone (a best-of-3 floor against a best-of-1 table put 1080p repaints
                # at 1.5x where equal counts give 1.0-1.1x).
                best[case][1] = min(best[case][1], timed(floor.repaint))
    counts = (floors["repaint"].count, floors["repaint"].items_in_table)
    for floor in floors.values():
        floor.view.close()
    table.view.close()
    return {"best": best, "items": counts}


def measure_one(options) -> int:
    """One table size and seat count (`--one WxH:SEATS`): print the result as JSON."""
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([sys.argv[0]])
    from palace_desktop.ui.fonts import register_fonts

    register_fonts()
    size, seats = options.one.split(":")
    width, height = (int(v) for v in size.split("x"))
    result = measure(int(seats), width, height, options.rounds, options.seed)
    print(json.dumps(result))
    del app
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=9, help="best of this many per case")
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--seats", default=",".join(map(str, SEATS)))
    parser.add_argument("--sizes", default=",".join(f"{w}x{h}" for w, h in RESOLUTIONS))
    parser.add_argument("--output", help="also write the Markdown report to this file")
    parser.add_argument("--one", metavar="WxH:SEATS", help=argparse.SUPPRESS)
    options = parser.parse_args()
    if options.one:
        return measure_one(options)

    load_before = os.getloadavg()
    lines = ["| size | seats | items | case | table ms | floor ms | table/floor |",
             "|---|---:|---:|---|---:|---:|---:|"]
    worst = 0.0
    for size in options.sizes.split(","):
        width, height = (int(v) for v in size.split("x"))
        for seats in (int(s) for s in options.seats.split(",")):
            # Each table in a process of its own: what one left behind cannot slow the next.
            output = subprocess.run(
                [sys.executable, __file__, "--one", f"{size}:{seats}", "--rounds",
                 str(options.rounds), "--seed", str(options.seed)],
                capture_output=True, text=True, check=True).stdout
            result = json.loads(output.strip().splitlines()[-1])
            floor_items, table_items = result["items"]
            for case in CASES:
                table_ms, floor_ms = result["best"][case]
                ratio = table_ms / floor_ms
                worst = max(worst, ratio)
                line = (f"| {width}x{height} | {seats} | {table_items} | {case} | "
                        f"{table_ms:.2f} | {floor_ms:.2f} | {ratio:.2f}x |")
                lines.append(line)
                print(line, flush=True)
    load_after = os.getloadavg()
    command = "QT_QPA_PLATFORM=offscreen python benchmarks/bench_redraw.py " + " ".join(
        sys.argv[1:])
    text = report(lines, command.strip(), load_before, load_after, worst)
    print(text[text.index("Command:"):text.index("| size |")])
    if options.output:
        with open(options.output, "w", encoding="utf-8") as handle:
            handle.write(text)
    return 0


def report(lines: list[str], command: str, load_before, load_after, worst: float) -> str:
    """The Markdown report: its title, the commit measured and the code measured (the lines
    tools/results_fresh.py reads), how it was run, and the table `lines`."""
    head = [
        TITLE,
        *header_lines("redraw.md", current_commit()),
        "",
        f"Command: `{command}`",
        f"Python {sys.version.split()[0]}; {os.cpu_count()} cores; "
        f"load average {load_before[0]:.2f} before, {load_after[0]:.2f} after.",
        f"Worst table/floor ratio: {worst:.2f}x (target <= 1.3x).",
        "",
    ]
    return "\n".join(head + lines) + "\n"


if __name__ == "__main__":
    raise SystemExit(main())
