#!/usr/bin/env python3
"""Start-up time of the app against a bare PySide6 window (issue 16; the figures are in
benchmarks/results/startup.md).

    PYTHON benchmarks/bench_startup.py [--rounds 7] [--importtime] [--compare DIR]
                                       [--instructions] [--screen] [--display :N]

Times, from just before the process is started to its first frame on screen: (a) a bare
script that shows a 1280 x 800 QMainWindow; (b) the app as a person starts it with a game on
its command line, `python -m palace_desktop --seed 1 --seats you,bot:easy` (its settings, saves
and statistics in an empty temporary folder); with --compare DIR, (c) the same from another
source tree (e.g. `git archive COMMIT | tar -x -C DIR`), for a before/after in one run.

Both programs take the time the same way: palace_desktop/ui/first_frame.py (which the bare
script imports by its folder) prints it once the first window has been exposed and has painted
its first frame, and then closes the program. They run under Xvfb (a real X11 window through
Qt's xcb platform, when `Xvfb` is installed) and offscreen, alternating round after round so
that a change in the machine's load hits all alike. Prints medians in milliseconds and the
ratios to the bare window, for the wall-clock time and for the CPU time each process spent
until its first frame (which a loaded machine's scheduling moves far less); with --importtime also the app's largest imports (cumulative, from
`python -X importtime`).

With --instructions, each program also runs once, offscreen, under valgrind's callgrind, which
counts the instructions it executes until its first frame (PALACE_STARTUP_REPORT=exit ends the
process there): a figure the machine's load does not move, for changes too small for the
timings on a shared machine. The app's first frame is its window's frame (title, menus, status
bar); the game is made and dealt just after it, so the app is counted once more, until the
frame that shows its game dealt (PALACE_STARTUP_REPORT=exit-at-table). A compared tree needs this tree's palace_desktop/ui/first_frame.py
and app.py's `exit` hold (copy them in) for that.

With --screen (issue 43, item 1), under Xvfb only, the benchmark watches the screen instead of
taking the programs' word (benchmarks/screen_watch.py: small rectangles of the X server's root
window grabbed every millisecond, each change kept with its time). Per round, interleaved, from
just before each process starts: the bare window's first frame (the centre of its window no
longer the screen as it was), and for the app its window's frame (the same test), the dealt
table (the draw pile on the felt, as it looks once the deal has come to rest: 60% of its
pixels) and the player's own cards at rest where the deal put them (95% of each card's
pixels: the deal's animation included, at the app's default speed). The app says where the
pile and its cards are (PALACE_STARTUP_REPORT=screen: first_frame.py), once, in the warm-up
round; the rectangles are then watched in every round. A compared tree needs this tree's
first_frame.py copied in; with --screen, --compare may be given more than once (one program
per tree, named by its folder).
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
REPORT = "PALACE_STARTUP_REPORT"
SHOWN = "shown at "
TABLE = "table at "
CPU = "cpu seconds "
CARDS = "cards at "

BARE = """
import sys
from PySide6.QtWidgets import QApplication, QMainWindow
sys.path.insert(0, {ui_folder!r})
from first_frame import report_first_frame
app = QApplication(sys.argv)
window = QMainWindow()
window.resize(1280, 800)
window.show()
report_first_frame(window)
sys.exit(app.exec())
"""


def app_command() -> list[str]:
    return [sys.executable, "-m", "palace_desktop", "--seed", "1", "--seats", "you,bot:easy"]


def environment(platform: dict, home: str, tree: Path = ROOT) -> dict:
    env = dict(os.environ, **platform)
    # An installed app starts from compiled bytecode (pip writes it): the warm-up run writes
    # it here too, or every round would compile every module again.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env[REPORT] = "quit"
    env["PYTHONPATH"] = str(tree)
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        env[name] = str(Path(home, name.lower()))
    return env


def timed(command: list[str], env: dict, cwd: Path) -> tuple[float, float]:
    """Milliseconds from just before the process starts to its first frame on screen, and
    the CPU milliseconds the process spent until then."""
    start = time.time()
    done = subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True,
                          timeout=60)
    if done.returncode != 0:
        raise SystemExit(f"{command!r} failed:\n{done.stderr}")
    shown = [line for line in done.stderr.splitlines() if line.startswith(SHOWN)]
    if not shown:
        raise SystemExit(f"{command!r} did not report its first frame:\n{done.stderr}")
    cpu = [line for line in done.stderr.splitlines() if line.startswith(CPU)]
    return ((float(shown[0][len(SHOWN):]) - start) * 1000,
            float(cpu[0][len(CPU):]) * 1000 if cpu else float("nan"))


class Xvfb:
    """A virtual X server for the run, or None when Xvfb is not installed."""

    def __init__(self, display: str = "", size: str = "1920x1080"):
        self.process = None
        self.display = display or None
        self.size = size

    def __enter__(self):
        if shutil.which("Xvfb") is None:
            return None
        if self.display:  # the number given: started, and ready once it answers
            self.process = subprocess.Popen(
                ["Xvfb", self.display, "-screen", "0", f"{self.size}x24", "-nolisten", "tcp"],
                stderr=subprocess.DEVNULL)
            for _ in range(100):
                if subprocess.run(["xdpyinfo", "-display", self.display],
                                  capture_output=True).returncode == 0:
                    return self
                time.sleep(0.1)
            raise SystemExit(f"Xvfb {self.display} did not start")
        read, write = os.pipe()
        # -displayfd: the server picks a free display and writes its number when it is ready.
        self.process = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write), "-screen", "0", f"{self.size}x24",
             "-nolisten", "tcp"], pass_fds=[write], stderr=subprocess.DEVNULL)
        os.close(write)
        with os.fdopen(read) as numbers:
            self.display = ":" + numbers.readline().strip()
        return self

    def __exit__(self, *_exc):
        if self.process is not None:
            self.process.terminate()
            self.process.wait(timeout=10)


def instructions(command: list[str], env: dict, cwd: Path, until: str = "exit") -> int:
    """Instructions the process executes until its first frame (`until` "exit") or until the
    frame that shows its game dealt ("exit-at-table"), counted by callgrind."""
    if shutil.which("valgrind") is None:
        raise SystemExit("--instructions needs valgrind (Debian: apt-get install valgrind)")
    env = dict(env, PALACE_STARTUP_REPORT=until, PYTHONHASHSEED="0")
    done = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
                           *command], cwd=cwd, env=env, capture_output=True, text=True,
                          timeout=1800)
    counted = [line for line in done.stderr.splitlines() if "Collected :" in line]
    if (TABLE if until == "exit-at-table" else SHOWN) not in done.stderr or not counted:
        raise SystemExit(f"{command!r} was not counted to its first frame:\n{done.stderr}")
    return int(counted[-1].split("Collected :")[1])


def largest_imports(env: dict, count: int = 15) -> list[tuple[int, str]]:
    """The app's own modules imported before its first frame with the largest cumulative
    import time (microseconds), after the sum of their own times."""
    command = [sys.executable, "-X", "importtime", *app_command()[1:]]
    done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True)
    rows, own = [], 0
    # Up to the first frame: after it the bots' worker process starts, with importtime too.
    before_frame = done.stderr.split(SHOWN)[0]
    for line in before_frame.splitlines():
        if not line.startswith("import time:") or "palace_desktop" not in line:
            continue
        alone, cumulative, name = line[len("import time:"):].split("|")
        own += int(alone)
        rows.append((int(cumulative), name.strip()))
    return [(own, f"all {len(rows)} of the app's modules, each alone")] + sorted(
        rows, reverse=True)[:count]


def table(runs: dict, platforms: dict, programs: dict) -> None:
    print("| | " + " | ".join(platforms) + " |")
    print("|---|" + "---:|" * len(platforms))
    medians = {key: statistics.median(values) for key, values in runs.items()}
    for name in programs:
        print(f"| {name} | " + " | ".join(f"{medians[p, name]:.0f}" for p in platforms)
              + " |")
    for name in list(programs)[1:]:
        print(f"| {name}, ratio | " + " | ".join(
            f"{medians[p, name] / medians[p, 'bare QMainWindow']:.2f}x" for p in platforms)
              + " |")


def screen_round(display: str, command: list[str], env: dict, cwd: Path,
                  rects: list) -> tuple[float, list]:
    """Run `command` while watching `rects` of the screen; its start time and the changes
    seen in each rectangle (the first being the screen before the start). The app's `cards
    at` line, if it prints one, is returned as rectangles in place of the changes' list's
    last element."""
    from screen_watch import Watch

    watch = Watch(display, rects).begin()
    start = time.time()
    process = subprocess.Popen(command, cwd=cwd, env=env, stderr=subprocess.PIPE, text=True,
                               stdout=subprocess.DEVNULL)
    cards, lines = None, []
    try:
        for line in process.stderr:
            lines.append(line)
            if line.startswith(CARDS):
                cards = [tuple(int(v) for v in rect.split(","))
                         for rect in line[len(CARDS):].split()]
                # The table may be painted after its deal has come to rest (its report):
                # the cards at rest stay on screen SCREEN_HOLD_MS (1 s).
                time.sleep(0.6)
                break
    finally:
        watch.stop()
        lines.extend(process.stderr.readlines())
        if process.wait(timeout=60) != 0:
            raise SystemExit(f"{command!r} failed:\n{''.join(lines)}")
    cpu = [float(line[len(CPU):]) * 1000 for line in lines if line.startswith(CPU)]
    return start, watch.changes, cards, cpu


def screen_marks(start: float, changes: list, probes: dict) -> dict:
    """Milliseconds from `start` to each mark, from the changes in each probe (see --screen)."""
    from screen_watch import first_time, likeness

    marks = {}
    before = changes[0][0][1]
    appeared = first_time(changes[0][1:], lambda pixels: likeness(pixels, before) < 0.5)
    marks["frame"] = appeared
    if "pile" in probes:
        rest = changes[1][-1][1]
        marks["table"] = first_time(changes[1], lambda pixels: likeness(pixels, rest) >= 0.6)
        dealt = [first_time(changes[i], lambda pixels, rest=changes[i][-1][1]:
                            likeness(pixels, rest) >= 0.95) for i in probes["cards"]]
        marks["cards"] = max(dealt) if dealt and None not in dealt else None
    return {name: (when - start) * 1000 if when is not None else float("nan")
            for name, when in marks.items()}


def screen_main(options, folder: str, display: str) -> None:
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from screen_watch import Screen

    screen = Screen(display)
    width, height = screen.size
    screen.close()
    centre = (width // 4, height // 4, 32, 32)  # on the table's felt, left of its centre
    settings = {"QT_QPA_PLATFORM": "xcb", "DISPLAY": display}
    script = Path(folder, "bare.py")
    script.write_text(BARE.format(ui_folder=str(ROOT / "palace_desktop" / "ui")))
    programs = {"bare QMainWindow": ([sys.executable, str(script)], ROOT, "screen-bare"),
                "palace_desktop": (app_command(), ROOT, "screen")}
    for folder_compared in options.compare or ():  # (--screen: any number of trees)
        name = ("palace_desktop (compared tree)" if len(options.compare) == 1
                else f"palace_desktop ({folder_compared.name})")
        programs[name] = (app_command(), folder_compared.resolve(), "screen")
    # Round 0 warms up (writes the bytecode) and learns where the app shows its cards.
    rects, cards = [centre], None
    for name, (command, tree, mode) in programs.items():
        env = dict(environment(settings, tempfile.mkdtemp(dir=folder), tree), **{REPORT: mode})
        _start, _changes, said, _cpu = screen_round(display, command, env, tree, rects)
        if said and cards is None:
            cards = said
    if not cards:
        raise SystemExit("the app did not say where its cards are (PALACE_STARTUP_REPORT=screen)")
    app_rects = [centre, *cards]
    probes = {"pile": 1, "cards": list(range(2, len(app_rects)))}
    marks = {name: [] for name in programs}
    loads = [loadavg()]
    for _round in range(options.rounds):
        for name, (command, tree, mode) in programs.items():
            env = dict(environment(settings, tempfile.mkdtemp(dir=folder), tree),
                       **{REPORT: mode})
            bare = mode == "screen-bare"
            start, changes, said, cpu = screen_round(display, command, env, tree,
                                                     [centre] if bare else app_rects)
            if not bare and said != cards:
                raise SystemExit(f"{name}: its cards were at {said}, not at {cards} as before")
            marks[name].append(screen_marks(start, changes, {} if bare else probes))
            # The CPU the process spent until its frame (and its table's first paint): what a
            # loaded machine's scheduling moves least.
            marks[name][-1].update(zip(("cpu frame", "cpu table"), cpu))
    loads.append(loadavg())
    print(f"{options.rounds} interleaved rounds under Xvfb ({display}, {width}x{height}), "
          "medians in ms from the process's start to what the screen showed (grabbed every "
          f"millisecond); load average {loads[0]} at the start, {loads[1]} at the end\n")
    bare = statistics.median(m["frame"] for m in marks["bare QMainWindow"])
    print("| | window's frame | ratio | dealt table | ratio | your cards at rest | ratio |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for name in programs:
        row = [f"| {name} "]
        for mark in ("frame", "table", "cards"):
            values = [m[mark] for m in marks[name] if mark in m]
            if not values:
                row.append("| | ")
                continue
            value = statistics.median(values)
            row.append(f"| {value:.0f} | {value / bare:.2f}x ")
        print("".join(row) + "|")
    bare_cpu = statistics.median(m["cpu frame"] for m in marks["bare QMainWindow"])
    print("\nthe CPU ms each process spent until its window's frame and its table's first paint "
          "(its own report), medians\n")
    print("| | to the window's frame | ratio | to the table's first paint | ratio |")
    print("|---|---:|---:|---:|---:|")
    for name in programs:
        row = [f"| {name} "]
        for mark in ("cpu frame", "cpu table"):
            values = [m[mark] for m in marks[name] if mark in m]
            if values:
                value = statistics.median(values)
                row.append(f"| {value:.0f} | {value / bare_cpu:.2f}x ")
            else:
                row.append("| | ")
        print("".join(row) + "|")
    print("\nevery round (ms: frame / table / cards):")
    for name in programs:
        print(f"  {name}: " + ", ".join(
            " / ".join(f"{m[k]:.0f}" for k in ("frame", "table", "cards") if k in m)
            for m in marks[name]))


def loadavg() -> str:
    with open("/proc/loadavg") as handle:
        return " ".join(handle.read().split()[:3])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--importtime", action="store_true")
    parser.add_argument("--compare", type=Path, metavar="DIR", action="append",
                        help="also time the app from this source tree (before a change)")
    parser.add_argument("--instructions", action="store_true",
                        help="also count each program's instructions to its first frame "
                             "(valgrind, a few minutes)")
    parser.add_argument("--screen", action="store_true",
                        help="watch the screen (Xvfb): the bare window's frame against the "
                             "app's dealt table")
    parser.add_argument("--display", default="",
                        help="start Xvfb on this display (e.g. :92) rather than a free one")
    options = parser.parse_args()
    if options.screen:
        # The screen as large as both windows: without a window manager, a window is placed at
        # the corner or centred depending on the server's history, and the watched rectangles
        # must be where the app's cards are in every round.
        with tempfile.TemporaryDirectory() as folder, \
                Xvfb(options.display, "1280x800") as xvfb:
            if xvfb is None:
                raise SystemExit("--screen needs Xvfb (Debian: apt-get install xvfb)")
            screen_main(options, folder, xvfb.display)
        return 0
    with tempfile.TemporaryDirectory() as folder, Xvfb(options.display) as xvfb:
        script = Path(folder, "bare.py")
        script.write_text(BARE.format(ui_folder=str(ROOT / "palace_desktop" / "ui")))
        platforms = {"offscreen": {"QT_QPA_PLATFORM": "offscreen"}}
        if xvfb is not None:
            platforms = {"Xvfb": {"QT_QPA_PLATFORM": "xcb", "DISPLAY": xvfb.display},
                         **platforms}
        programs = {"bare QMainWindow": ([sys.executable, str(script)], ROOT),
                    "palace_desktop": (app_command(), ROOT)}
        if options.compare:  # (the first tree given, without --screen)
            programs["palace_desktop (compared tree)"] = (app_command(),
                                                          options.compare[0].resolve())
        runs = {(p, name): [] for p in platforms for name in programs}
        cpu_runs = {(p, name): [] for p in platforms for name in programs}
        for round_number in range(options.rounds + 1):  # round 0 warms up, writes bytecode
            for platform, settings in platforms.items():
                for name, (command, tree) in programs.items():
                    home = tempfile.mkdtemp(dir=folder)  # no settings, saves or statistics
                    ms, cpu_ms = timed(command, environment(settings, home, tree), tree)
                    if round_number:
                        runs[platform, name].append(ms)
                        cpu_runs[platform, name].append(cpu_ms)
        if options.rounds:  # (--rounds 0: only the warm-up, e.g. before --instructions)
            print(f"{options.rounds} interleaved rounds, medians in ms from the process's "
                  "start to its first frame on screen\n")
            table(runs, platforms, programs)
            print("\nthe same, CPU ms of the process (user + system, all threads) until its "
                  "first frame\n")
            table(cpu_runs, platforms, programs)
        if options.instructions:
            print("\ninstructions (millions) executed until the first frame, offscreen "
                  "(valgrind --tool=callgrind, one run each)\n")
            print("| | instructions | ratio |\n|---|---:|---:|")
            counts = {}
            for name, (command, tree) in programs.items():
                env = environment(platforms["offscreen"], tempfile.mkdtemp(dir=folder), tree)
                counts[name] = instructions(command, env, tree)
                ratio = counts[name] / counts["bare QMainWindow"]
                print(f"| {name} | {counts[name] / 1e6:.1f} | "
                      + ("" if name == "bare QMainWindow" else f"{ratio:.2f}x") + " |")
            # The first frame is the window's frame; the game is made and dealt just after.
            # Until the frame that shows it (this tree only: an older one drew its table in
            # its first frame, so its row above counts that already).
            command, tree = programs["palace_desktop"]
            env = environment(platforms["offscreen"], tempfile.mkdtemp(dir=folder), tree)
            dealt = instructions(command, env, tree, until="exit-at-table")
            print(f"| palace_desktop, until its game is dealt on screen | {dealt / 1e6:.1f} | "
                  f"{dealt / counts['bare QMainWindow']:.2f}x |")
        if options.importtime:
            print("\nlargest imports of the app's own modules before its first frame "
                  "(cumulative ms, one run, offscreen):\n")
            env = environment(platforms["offscreen"], tempfile.mkdtemp(dir=folder))
            for microseconds, name in largest_imports(env):
                print(f"    {microseconds / 1000:7.1f}  {name}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
