"""GUI event-loop latency while a `hard` bot thinks (issue: "the window never freezes").

A 10 ms QTimer runs in the GUI thread of a real main window showing a 6-seat table; every tick
records how late it fired. Three phases are measured in the same run:

  idle     nothing thinks (the reference),
  worker   a hard bot thinks in the worker process, as in the app,
  inline   the same bot thinks in the GUI thread (what we avoid), for contrast.

Prints p50/p95/p99/max lateness per phase and the ratios to idle. Target: p99 <= 30 ms in the
`worker` phase.

    QT_QPA_PLATFORM=offscreen python benchmarks/bench_responsiveness.py [--seconds 6] \
        [--output FILE]

With --output, the figures are also written to FILE under the results header
(benchmarks/result_header.py: the commit and the code measured).
"""

from __future__ import annotations

import argparse
import os
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from benchmarks.result_header import current_commit, header_lines  # noqa: E402

TITLE = "GUI event-loop latency while a hard bot thinks (benchmarks/bench_responsiveness.py)"


def percentile(values, q):
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    index = min(len(ordered) - 1, max(0, round(q / 100 * (len(ordered) - 1))))
    return ordered[index]


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=6.0, help="length of each phase")
    parser.add_argument("--seats", type=int, default=6)
    parser.add_argument("--output", help="also write the figures to this file")
    options = parser.parse_args(argv)
    shown_args = sys.argv[1:] if argv is None else argv

    from PySide6.QtCore import QElapsedTimer, Qt, QTimer
    from PySide6.QtWidgets import QApplication

    from palace_desktop.live.bot_worker import BotWorker, decide
    from palace_desktop.engine.deal import SeedDeal
    from palace_desktop.engine.match import Match
    from palace_desktop.engine.rules import Rules
    from palace_desktop.ui.main_window import MainWindow
    from palace_desktop.live.session import GameSession, SeatKind

    app = QApplication([])
    names = [f"P{i}" for i in range(options.seats)]
    kinds = [SeatKind("you")] + [SeatKind("bot", "hard")] * (options.seats - 1)
    match = Match(Rules.make(), names, [200] * options.seats, options.seats - 1)
    session = GameSession(match, kinds, 0)  # no worker: the benchmark drives the bot itself
    window = MainWindow(session)
    window.resize(1280, 800)
    window.show()
    session.start_hand(SeedDeal(12))
    state = session.state
    # A view in which a bot must decide: the person stays until it is a bot's turn.
    while state.to_act == 0:
        session.submit(next(a for a in state.legal_actions() if a.name == "stay"))
    bot_seat = state.to_act
    view = state.view(bot_seat)

    lateness: list[float] = []
    clock = QElapsedTimer()
    last = [0.0]

    def tick():
        now = clock.nsecsElapsed() / 1e6
        lateness.append(max(0.0, now - last[0] - 10.0))
        last[0] = now

    timer = QTimer()
    timer.setTimerType(Qt.TimerType.PreciseTimer)
    timer.setInterval(10)
    timer.timeout.connect(tick)

    def run_phase(work) -> list[float]:
        lateness.clear()
        clock.start()
        last[0] = 0.0
        timer.start()
        deadline = time.monotonic() + options.seconds
        while time.monotonic() < deadline:
            work()
            app.processEvents()
            time.sleep(0.001)
        timer.stop()
        return list(lateness)

    results = {}
    results["idle"] = run_phase(lambda: None)

    worker = BotWorker()
    decisions = [0]
    worker.decided.connect(lambda token, decision: decisions.__setitem__(0, decisions[0] + 1))
    pending = {"token": 0, "sent": 0}

    def worker_work():
        if pending["sent"] == decisions[0]:
            pending["token"] += 1
            pending["sent"] += 1
            worker.request(pending["token"], "hard", bot_seat, 1, view, {})

    # Warm the worker up (start-up is not thinking).
    worker.request(0, "hard", bot_seat, 1, view, {"iterations": 1})
    while decisions[0] == 0:
        app.processEvents()
        time.sleep(0.01)
    decisions[0] = 0
    results["worker"] = run_phase(worker_work)
    worker_decisions = decisions[0]
    worker.shutdown()

    inline_count = [0]

    def inline_work():
        decide("hard", bot_seat, 1, inline_count[0], view, {})
        inline_count[0] += 1

    results["inline"] = run_phase(inline_work)

    command = " ".join(["QT_QPA_PLATFORM=offscreen python benchmarks/bench_responsiveness.py",
                        *shown_args])
    text = report(results, options.seats, options.seconds,
                  (worker_decisions, inline_count[0]), command)
    print(text)
    if options.output:
        with open(options.output, "w", encoding="utf-8") as handle:
            handle.write(text)
    ok = percentile(results["worker"], 99) <= 30
    window.close()
    return 0 if ok else 1


def report(results: dict, seats: int, seconds: float, decisions: tuple[int, int],
           command: str) -> str:
    """The figures of each phase under the results header (the commit and the code measured,
    as tools/results_fresh.py reads them) and the command."""
    idle_p99 = max(percentile(results["idle"], 99), 0.1)
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    lines = [TITLE, *header_lines("responsiveness.txt", current_commit()), "", command,
             f"Load average {load:.1f} at the end.", "",
             f"GUI event-loop lateness of a 10 ms timer, {seats} seats, "
             f"{seconds:.0f} s per phase, Python {sys.version.split()[0]}",
             f"{'phase':8} {'ticks':>6} {'p50 ms':>8} {'p95 ms':>8} {'p99 ms':>8} {'max ms':>8} "
             f"{'p99/idle':>9}"]
    for phase, values in results.items():
        p99 = percentile(values, 99)
        lines.append(f"{phase:8} {len(values):6d} {percentile(values, 50):8.2f} "
                     f"{percentile(values, 95):8.2f} {p99:8.2f} {max(values):8.2f} "
                     f"{p99 / idle_p99:9.1f}")
    lines.append(f"hard decisions during the worker phase: {decisions[0]}; "
                 f"inline: {decisions[1]}")
    ok = percentile(results["worker"], 99) <= 30
    lines.append("target p99 <= 30 ms while a hard bot thinks in the worker: "
                 + ("met" if ok else "MISSED"))
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    raise SystemExit(main())
