"""A long session in the real main window (issue: "a long session leaks and slows").

Plays `--hands` bot hands offscreen in one `MainWindow`: four bots (easy and medium), instant
animation, bot delay 0, bots deciding inline (`BotWorker(inline=True)`, the default) or in the
worker process as in the app (`--worker process`). Each hand ends at its summary dialog, whose
button deals the next hand, as a player would. Once a seat is out, Game > New game starts a
new match in the same window (`set_session`, as the launcher does; the match-over summary's
"New game" when the match is over), so every hand measured is a four-seat hand and any number
of hands can be played.

`--autosave` attaches the app's persistence (a temporary folder): the match is saved after
every action and the statistics after every hand, as in the app.

Inline, the medium bots' memo (bots/equity.py, bounded at 50,000 entries) grows in this
process; in the app it lives in the worker process. `--worker process` measures the window's
process alone (its time per hand then includes waiting for the worker).

Per hand it records the wall time from one deal to the next and the CPU time this process
spent in it (on a shared machine the steadier figure; with `--worker process` it leaves the
bots' thinking out), the number of engine events, the
process RSS (/proc/self/statm), Python's allocated memory blocks and gc-tracked objects, with
`--tracemalloc` the traced Python memory (which slows every allocation several times, so its
run's times are not the ones to quote), the QObjects under the window, the scene's items, the
log's rows and the calls of `LogModel.data` (the log's layout work). It reports hands 1-30 against the last 30 hands of the same run as ratios:

  time per hand and per event     late / early (target: within about 1.2)
  memory, QObjects, scene items   growth per hand over the whole run (target: flat)

The deals and the bots' choices are seeded, so two runs (before and after a change) play the
same hands.

    QT_QPA_PLATFORM=offscreen python benchmarks/bench_long_session.py [--hands 300]
        [--tracemalloc] [--grown 10 100] [--chips 1000] [--worker inline|process]
        [--autosave] [--no-trim] [--types 50 100] [--csv per_hand.csv]

It prints the commit measured (with "+changes" if the work tree differs from it), and RSS,
PSS and the picture caches (table/sprite_cache.py, the card art's pixmap cache) at hands 1,
10, 50, 100, 200 and 300.
"""

from __future__ import annotations

import argparse
import gc
import os
import statistics
import sys
import time
import tracemalloc
from collections import Counter

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

PAGE = os.sysconf("SC_PAGE_SIZE")
WINDOW = 30  # hands compared at each end of the run


def rss_mb() -> float:
    with open("/proc/self/statm") as handle:
        return int(handle.read().split()[1]) * PAGE / 2**20


def pss_mb() -> float:
    """The proportional set size (shared pages counted by share), or nan where unknown."""
    try:
        with open("/proc/self/smaps_rollup") as handle:
            for line in handle:
                if line.startswith("Pss:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return float("nan")


def memory_parts() -> dict:
    """Where the resident memory lies, in MB: glibc's main heap (`[heap]`: Qt's and the
    larger Python objects), the other anonymous mappings (pymalloc's 1 MB arenas, other
    threads' malloc arenas, large images), and what pymalloc holds: its arenas and the
    bytes of the blocks in use in them (`sys._debugmallocstats`, read through a pipe)."""
    parts = {"heap_mb": 0.0, "anon_mb": 0.0}
    try:
        with open("/proc/self/smaps") as handle:
            name = None
            for line in handle:
                if line[0] in "0123456789abcdef" and "-" in line.split(" ", 1)[0]:
                    fields = line.split()
                    name = fields[5] if len(fields) > 5 else ""
                elif line.startswith("Rss:") and name is not None:
                    kb = int(line.split()[1])
                    if name == "[heap]":
                        parts["heap_mb"] += kb / 1024
                    elif name == "":
                        parts["anon_mb"] += kb / 1024
    except OSError:
        pass
    read, write = os.pipe()
    saved = os.dup(2)
    try:
        sys.stderr.flush()
        os.dup2(write, 2)
        sys._debugmallocstats()
    finally:
        os.dup2(saved, 2)
        os.close(saved)
        os.close(write)
    chunks = []
    while True:
        chunk = os.read(read, 1 << 16)
        if not chunk:
            break
        chunks.append(chunk)
    os.close(read)
    arenas = used = float("nan")
    for line in b"".join(chunks).decode(errors="replace").splitlines():
        if line.startswith("# arenas allocated current"):
            arenas = int(line.split("=")[1].replace(",", ""))
        elif line.startswith("# bytes in allocated blocks"):
            used = int(line.split("=")[1].replace(",", "")) / 2**20
    parts["arenas_mb"] = float(arenas)  # 1 MB each
    parts["pyblocks_mb"] = used
    return parts


def commit() -> str:
    """The commit measured, with "+changes" when the work tree differs from it."""
    import subprocess

    here = os.path.dirname(os.path.abspath(__file__))
    try:
        head = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=here, check=True,
                              capture_output=True, text=True).stdout.strip()
        dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"],
                               cwd=here, check=True, capture_output=True, text=True).stdout
    except (OSError, subprocess.CalledProcessError):
        return "unknown"
    return head + ("+changes" if dirty.strip() else "")


def slope(xs, ys) -> float:
    """Least-squares growth of ys per unit of xs."""
    mx, my = statistics.fmean(xs), statistics.fmean(ys)
    den = sum((x - mx) ** 2 for x in xs)
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / den if den else 0.0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=300)
    parser.add_argument("--chips", type=int, default=1000, help="starting chips of each bot")
    parser.add_argument("--tracemalloc", action="store_true",
                        help="trace Python memory too (slows the run several times)")
    parser.add_argument("--worker", choices=("inline", "process"), default="inline")
    parser.add_argument("--autosave", action="store_true",
                        help="save the match after every action, as the app does")
    parser.add_argument("--csv", help="write one row per hand to this file")
    parser.add_argument("--types", nargs=2, type=int, metavar=("FROM", "TO"),
                        help="print the gc-tracked objects' types whose count grew most from "
                             "hand FROM to hand TO")
    parser.add_argument("--no-trim", action="store_true",
                        help="leave out the heap trim at each hand's end (ui/heap_trim.py), "
                             "to measure what it does")
    parser.add_argument("--parts", action="store_true",
                        help="read where the memory lies at each hand's end: glibc's main "
                             "heap, the other anonymous mappings, pymalloc's arenas and the "
                             "blocks in use in them")
    parser.add_argument("--pages", type=float,
                        help="the picture cache's budget in table areas "
                             "(table/sprite_budget.py's PAGES), to weigh it against the "
                             "pictures painted again")
    parser.add_argument("--progress", type=int, default=10, help="print every N hands")
    parser.add_argument("--grown", nargs=2, type=int, metavar=("FROM", "TO"),
                        help="trace Python memory and print the lines that grew most from "
                             "hand FROM to hand TO (slows the run several times)")
    options = parser.parse_args()

    from PySide6.QtCore import QAbstractEventDispatcher, QTimer, qInstallMessageHandler

    # The offscreen platform says so for every dialog shown; nothing to do with the measure.
    default_handler = [None]

    def quiet(mode, context, message):
        if "propagateSizeHints" not in message and default_handler[0] is not None:
            default_handler[0](mode, context, message)
        elif "propagateSizeHints" not in message:
            print(message, file=sys.stderr)

    default_handler[0] = qInstallMessageHandler(quiet)

    def qobjects_under(window) -> int:
        """The QObjects under the window, counted in Qt's own object tree dump: the obvious
        len(window.findChildren(QObject)) makes a Python wrapper for every child, and
        PySide keeps the wrappers of children deleted later (one per object of every
        closed dialog), which would show up as a leak of the benchmark's own."""
        lines = [0]

        def collect(mode, context, message):
            lines[0] += message.count("\n") + 1

        previous = qInstallMessageHandler(collect)
        try:
            window.dumpObjectTree()
        finally:
            qInstallMessageHandler(previous)
        return lines[0] - 1  # the window itself
    from PySide6.QtWidgets import QApplication

    from palace_desktop.engine.deal import SeedDeal
    from palace_desktop.engine.match import Match
    from palace_desktop.engine.rules import Rules
    from palace_desktop.live.bot_worker import BotWorker
    from palace_desktop.live.session import GameSession, SeatKind
    from palace_desktop.ui import models
    from palace_desktop.ui.main_window import MainWindow

    # Count the log's work: every row the log view lays out, paints or copies asks data().
    calls = [0]
    original_data = models.LogModel.data

    def counting_data(self, index, role=0):
        calls[0] += 1
        return original_data(self, index, role)

    models.LogModel.data = counting_data

    from palace_desktop.ui import heap_trim

    trim_ms = []
    real_trim = heap_trim.trim_heap

    def timed_trim() -> bool:
        started = time.perf_counter()
        done = real_trim()
        trim_ms.append((time.perf_counter() - started) * 1000)
        return done

    heap_trim.trim_heap = (lambda: False) if options.no_trim else timed_trim

    if options.pages is not None:
        from palace_desktop.ui.table import sprite_budget

        sprite_budget.PAGES = options.pages
    app = QApplication.instance() or QApplication([])
    worker = BotWorker(inline=options.worker == "inline")
    names = ["Ada", "Ben", "Cy", "Dee"]
    kinds = [SeatKind("bot", level) for level in ("easy", "medium", "easy", "medium")]
    matches = [0]

    def new_session() -> GameSession:
        matches[0] += 1
        match = Match(Rules.make(), names, [options.chips] * len(names),
                      dealer=matches[0] % len(names))
        session = GameSession(match, kinds, 0, worker=worker, bot_seed=matches[0])
        session.bot_delay_ms = 0
        return session

    persistence = None
    if options.autosave:
        import tempfile
        from dataclasses import replace

        from palace_desktop.games import storage
        from palace_desktop.live.persistence import Persistence

        folder = tempfile.TemporaryDirectory(prefix="palace-bench-")
        persistence = Persistence(storage.Paths(folder.name))
        persistence.settings = replace(persistence.settings, bot_delay_ms=0,
                                       animation_speed="instant")

    session = new_session()
    if persistence is not None:
        persistence.attach(session, {})
    window = MainWindow(session, persistence=persistence)
    window.set_speed("instant")
    window.resize(1280, 800)
    window.show()

    def new_game() -> None:  # Game > New game, or the match-over summary's "New game…"
        fresh = new_session()
        if persistence is not None:
            persistence.attach(fresh, {})
        window.set_session(fresh)
        fresh.start_hand(SeedDeal(1000 + matches[0]))

    window.new_game_requested.connect(new_game)

    from palace_desktop.ui.pixmap_cache import cache_info
    from palace_desktop.ui.sprite_cache import SPRITES

    if options.tracemalloc or options.grown:
        tracemalloc.start(1)
    snapshots = {}
    type_counts = {}
    rows = []
    misses = [0, 0]  # the sprite cache's and the card art's, at the last hand's end
    events = [0]
    window_session = [None]

    def count_events(batch) -> None:
        events[0] += len(batch)

    def follow(current) -> None:
        if window_session[0] is not current:
            current.events_applied.connect(count_events)
            window_session[0] = current

    follow(session)
    clock = {"started": 0.0, "cpu": 0.0, "clicked": None}

    def on_summary(summary) -> None:
        """A hand is over and its summary is up: record the hand, then press the button."""
        now, cpu = time.perf_counter(), time.process_time()
        python_mb = (tracemalloc.get_traced_memory()[0] / 2**20
                     if tracemalloc.is_tracing() else float("nan"))
        rows.append({
            "hand": len(rows) + 1, "match": matches[0], "seconds": now - clock["started"],
            "cpu_seconds": cpu - clock["cpu"],
            "events": events[0], "python_mb": python_mb, "rss_mb": rss_mb(),
            "blocks": sys.getallocatedblocks(), "gc_objects": len(gc.get_objects()),
            "qobjects": qobjects_under(window),
            "scene_items": len(window.scene.items()),
            "log_rows": window.log_model.rowCount(), "data_calls": calls[0],
            "pss_mb": pss_mb(), "sprites": len(SPRITES), "sprite_mb": SPRITES.bytes / 2**20,
            "sprite_limit_mb": SPRITES.limit_bytes / 2**20, "card_pixmaps": cache_info().size,
            "sprite_misses": SPRITES.misses - misses[0],
            "card_misses": cache_info().misses - misses[1],
            **(memory_parts() if options.parts else {}),
        })
        misses[0], misses[1] = SPRITES.misses, cache_info().misses
        if options.grown and len(rows) in options.grown:
            gc.collect()
            snapshots[len(rows)] = tracemalloc.take_snapshot()
        if options.types and len(rows) in options.types:
            gc.collect()
            type_counts[len(rows)] = Counter(type(o).__qualname__ for o in gc.get_objects())
        events[0] = 0
        calls[0] = 0
        if options.progress and len(rows) % options.progress == 0:
            r = rows[-1]
            print(f"hand {r['hand']:4d} (match {r['match']}): {r['seconds']:.3f} s, "
                  f"{r['events']} events, rss {r['rss_mb']:.1f} MB, pss {r['pss_mb']:.1f} MB, "
                  f"{r['qobjects']} QObjects, {r['log_rows']} log rows, {r['data_calls']} data "
                  f"calls, {r['sprites']} pictures {r['sprite_mb']:.1f} MB", flush=True)
        if len(rows) >= options.hands:
            app.quit()
            return
        clock["started"], clock["cpu"] = time.perf_counter(), time.process_time()
        match = window.session.match
        if match.is_over or len(match.active_seats()) < len(names):
            window.new_game_action.trigger()  # a new match: four seats again
        else:
            summary.primary.click()  # "Deal the next hand"
        follow(window.session)

    def idle() -> None:
        # The app's own event loop runs the game (so deferred deletions happen as in the
        # app); when it has nothing left to do, the summary is up or the game waits for it.
        summary = window.summary
        if summary is not None and summary.isVisible() and summary is not clock["clicked"]:
            clock["clicked"] = summary
            QTimer.singleShot(0, lambda: on_summary(summary))

    dispatcher = QAbstractEventDispatcher.instance()
    dispatcher.aboutToBlock.connect(idle)
    clock["started"], clock["cpu"] = time.perf_counter(), time.process_time()
    session.start_hand(SeedDeal(1000 + matches[0]))
    app.exec()
    dispatcher.aboutToBlock.disconnect(idle)

    window.close()
    worker.shutdown()
    if tracemalloc.is_tracing():
        tracemalloc.stop()

    if options.csv:
        import csv

        with open(options.csv, "w", newline="") as handle:
            writer = csv.DictWriter(handle, fieldnames=list(rows[0]))
            writer.writeheader()
            writer.writerows(rows)
    print(f"commit {commit()}")
    from palace_desktop.ui.table import sprite_budget

    print(f"picture budget: {sprite_budget.PAGES:g} table areas (table/sprite_budget.py)")
    if trim_ms:
        print(f"heap trim at each hand's end: {len(trim_ms)} calls, median "
              f"{statistics.median(trim_ms):.2f} ms, max {max(trim_ms):.2f} ms")
    elif options.no_trim:
        print("heap trim at each hand's end: left out (--no-trim)")
    report(rows, matches[0], options)
    if len(snapshots) == 2:
        first, last = (snapshots[n] for n in options.grown)
        print(f"\nPython memory grown from hand {options.grown[0]} to {options.grown[1]} "
              "(tracemalloc, top 15 lines):")
        for stat in last.compare_to(first, "lineno")[:15]:
            print(f"  {stat}")
    if len(type_counts) == 2:
        first, last = (type_counts[n] for n in options.types)
        grown = last.copy()
        grown.subtract(first)
        print(f"\ngc-tracked objects grown from hand {options.types[0]} to {options.types[1]} "
              "(top 20 types):")
        for name, count in grown.most_common(20):
            print(f"  {count:+7d}  {name}")
        from palace_desktop.engine import legality

        print(f"  (the seats' discard lists remembered, engine/legality.py: "
              f"{legality._discards.cache_info()})")
    if options.worker == "inline":
        from palace_desktop.bots import equity, exact_equity

        print(f"medium bots' memo in this process: {len(equity._OUTSIDER_CACHE)} + "
              f"{len(exact_equity._EXACT_CACHE)} entries (bounded; in the worker process in the app)")
    return 0


def report(rows, match_count: int, options) -> None:
    early, late = rows[:WINDOW], rows[-WINDOW:]
    span = f"hands {late[0]['hand']}-{late[-1]['hand']}"

    def mean(part, key):
        return statistics.fmean(r[key] for r in part)

    def per_event(part, key="seconds"):
        return sum(r[key] for r in part) / max(1, sum(r["events"] for r in part))

    print()
    print(f"{len(rows)} hands in {match_count} match(es), 4 bots (easy, medium), instant "
          f"animation, {options.worker} bots, bot delay 0, {options.chips} chips each"
          + (", autosave after every action" if options.autosave else ""))
    first = f"hands 1-{early[-1]['hand']}"
    print(f"{'':28s}{first:>14s}{span:>18s}{'late/early':>12s}")
    lines = [("seconds per hand (mean)", mean(early, "seconds"), mean(late, "seconds"), "{:.4f}"),
             ("seconds per hand (median)", statistics.median(r["seconds"] for r in early),
              statistics.median(r["seconds"] for r in late), "{:.4f}"),
             ("ms per engine event", 1000 * per_event(early), 1000 * per_event(late), "{:.3f}"),
             ("CPU seconds per hand (mean)", mean(early, "cpu_seconds"),
              mean(late, "cpu_seconds"), "{:.4f}"),
             ("CPU ms per engine event", 1000 * per_event(early, "cpu_seconds"),
              1000 * per_event(late, "cpu_seconds"), "{:.3f}"),
             ("events per hand", mean(early, "events"), mean(late, "events"), "{:.1f}"),
             ("LogModel.data calls / hand", mean(early, "data_calls"), mean(late, "data_calls"),
              "{:.0f}"),
             ("log rows at hand end", mean(early, "log_rows"), mean(late, "log_rows"), "{:.0f}"),
             ("python MB (tracemalloc)", mean(early, "python_mb"), mean(late, "python_mb"),
              "{:.2f}"),
             ("RSS MB", mean(early, "rss_mb"), mean(late, "rss_mb"), "{:.1f}"),
             ("PSS MB", mean(early, "pss_mb"), mean(late, "pss_mb"), "{:.1f}"),
             ("pictures cached (sprites)", mean(early, "sprites"), mean(late, "sprites"),
              "{:.0f}"),
             ("pictures painted / hand", mean(early, "sprite_misses"),
              mean(late, "sprite_misses"), "{:.1f}"),
             ("card faces painted / hand", mean(early, "card_misses"),
              mean(late, "card_misses"), "{:.1f}"),
             ("picture cache MB", mean(early, "sprite_mb"), mean(late, "sprite_mb"), "{:.1f}"),
             ("Python allocated blocks", mean(early, "blocks"), mean(late, "blocks"), "{:.0f}"),
             ("gc-tracked objects", mean(early, "gc_objects"), mean(late, "gc_objects"),
              "{:.0f}"),
             ("QObjects under the window", mean(early, "qobjects"), mean(late, "qobjects"),
              "{:.0f}"),
             ("scene items", mean(early, "scene_items"), mean(late, "scene_items"), "{:.0f}")]
    for label, a, b, fmt in lines:
        if a != a:
            continue  # not measured (nan)
        ratio = b / a if a else float("nan")
        print(f"{label:28s}{fmt.format(a):>14s}{fmt.format(b):>18s}{ratio:>12.2f}")
    # The first hands warm caches up (imports, pixmaps): growth is measured after them.
    settled = rows[WINDOW:] if len(rows) >= 2 * WINDOW else rows
    hands = [r["hand"] for r in settled]
    print()
    print(f"growth per hand over hands {hands[0]}-{hands[-1]} (least squares):")
    for key, unit in (("python_mb", "MB"), ("rss_mb", "MB"), ("pss_mb", "MB"),
                      ("sprite_mb", "MB"), ("heap_mb", "MB"), ("anon_mb", "MB"),
                      ("arenas_mb", "MB"), ("pyblocks_mb", "MB"), ("blocks", "blocks"),
                      ("gc_objects", "objects"), ("qobjects", "QObjects"),
                      ("scene_items", "items"), ("log_rows", "log rows")):
        values = [r.get(key, float("nan")) for r in settled]
        if any(v != v for v in values):
            continue  # not measured (nan)
        print(f"  {key:12s} {slope(hands, values):+.4f} {unit}/hand")
    print()
    print("memory at hand      RSS MB    PSS MB  pictures  picture MB  budget MB  card pixmaps")
    for r in rows:
        if r["hand"] in (1, 10, 50, 100, 200, 300) or r is rows[-1]:
            print(f"  {r['hand']:12d}{r['rss_mb']:10.1f}{r['pss_mb']:10.1f}{r['sprites']:10d}"
                  f"{r['sprite_mb']:12.1f}{r['sprite_limit_mb']:11.1f}{r['card_pixmaps']:14d}")
    if "heap_mb" in rows[0]:
        print()
        print("where it lies (MB)  [heap]  other anon  pymalloc arenas  in use in them")
        for r in rows:
            if r["hand"] in (1, 10, 20, 50, 100, 150, 200, 250, 300) or r is rows[-1]:
                print(f"  {r['hand']:12d}{r['heap_mb']:8.1f}{r['anon_mb']:12.1f}"
                      f"{r['arenas_mb']:17.0f}{r['pyblocks_mb']:16.1f}")
    print(f"total {sum(r['seconds'] for r in rows):.1f} s")


if __name__ == "__main__":
    sys.exit(main())
