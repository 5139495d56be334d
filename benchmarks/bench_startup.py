#!/usr/bin/env python3
"""Start-up time of the app against a bare PySide6 window (issue 16; the figures are in
benchmarks/results/startup.md).

    PYTHON benchmarks/bench_startup.py [--rounds 7] [--importtime]

Alternates, round after round, so that a change in the machine's load hits both alike:
(a) a bare script that creates a QApplication and a QMainWindow, shows it and exits once the
window has been exposed; (b) `python -m palace_desktop --seed 1 --seats you,bot:easy
--screenshot FILE` (both offscreen). Each is timed from just before the process is started to
its exit, and to its first shown window: both print the wall-clock time of that moment when
PALACE_STARTUP_REPORT is set (see palace_desktop/app.py). Prints medians in milliseconds and
the app's ratio to the bare window; with --importtime also the app's largest imports
(cumulative, from `python -X importtime`).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
STAMP = "PALACE_STARTUP_REPORT"
SHOWN = "shown at "

BARE = f"""
import os, sys, time
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv)
window = QMainWindow()
window.resize(1280, 800)
window.show()
app.processEvents()
if os.environ.get({STAMP!r}):
    print({SHOWN!r} + repr(time.time()), file=sys.stderr, flush=True)
window.close()
"""


def app_command(screenshot: str) -> list[str]:
    return [sys.executable, "-m", "palace_desktop", "--seed", "1", "--seats", "you,bot:easy",
            "--screenshot", screenshot]


def environment() -> dict:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    # An installed app starts from compiled bytecode (pip writes it): the warm-up run writes
    # it here too, or every round would compile every module again.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env[STAMP] = "1"
    return env


def timed(command: list[str]) -> tuple[float, float]:
    """(to the first shown window, to exit) in milliseconds."""
    start = time.time()
    done = subprocess.run(command, cwd=ROOT, env=environment(), capture_output=True, text=True)
    end = time.time()
    if done.returncode != 0:
        raise SystemExit(f"{command!r} failed:\n{done.stderr}")
    shown = [line for line in done.stderr.splitlines() if line.startswith(SHOWN)]
    if not shown:
        raise SystemExit(f"{command!r} did not report its first shown window")
    return (float(shown[0][len(SHOWN):]) - start) * 1000, (end - start) * 1000


def largest_imports(screenshot: str, count: int = 15) -> list[tuple[int, str]]:
    """The app's own modules with the largest cumulative import time (microseconds), after
    the sum of their own times."""
    command = [sys.executable, "-X", "importtime", *app_command(screenshot)[1:]]
    done = subprocess.run(command, cwd=ROOT, env=environment(), capture_output=True, text=True)
    rows, own = [], 0
    for line in done.stderr.splitlines():
        if not line.startswith("import time:") or "palace_desktop" not in line:
            continue
        alone, cumulative, name = line[len("import time:"):].split("|")
        own += int(alone)
        rows.append((int(cumulative), name.strip()))
    return [(own, f"all {len(rows)} of the app's modules, each alone")] + sorted(
        rows, reverse=True)[:count]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--importtime", action="store_true")
    options = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        script = Path(folder, "bare.py")
        script.write_text(BARE)
        screenshot = str(Path(folder, "table.png"))
        bare, app = [], []
        timed([sys.executable, str(script)])  # warm the disk cache and write the bytecode
        timed(app_command(screenshot))
        for _round in range(options.rounds):
            bare.append(timed([sys.executable, str(script)]))
            app.append(timed(app_command(screenshot)))
        print(f"{options.rounds} interleaved rounds, offscreen, medians in ms\n")
        print("| | first shown window | exit |")
        print("|---|---:|---:|")
        medians = {}
        for label, runs in (("bare QMainWindow", bare), ("palace_desktop --screenshot", app)):
            medians[label] = [statistics.median(run[i] for run in runs) for i in (0, 1)]
            shown, end = medians[label]
            print(f"| {label} | {shown:.0f} | {end:.0f} |")
        ratios = [a / b for a, b in zip(medians["palace_desktop --screenshot"],
                                        medians["bare QMainWindow"])]
        print(f"| ratio | {ratios[0]:.2f}x | {ratios[1]:.2f}x |")
        if options.importtime:
            print("\nlargest imports of the app's own modules (cumulative ms, one run):\n")
            for microseconds, name in largest_imports(screenshot):
                print(f"    {microseconds / 1000:7.1f}  {name}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
