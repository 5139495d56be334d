"""What the hand table costs a fresh process: importing engine/hands.py and valuing a first hand
(which loads the table), for this checkout and for others given, as ratios to `python -c pass`
timed in the same round; and `-X importtime`'s figures for the hands module and for what the
first value imports (the old engine/_hand_table.py module, or importlib.resources).

    python benchmarks/bench_hand_table.py [--rounds 15] [BEFORE_ROOT ...]

Each BEFORE_ROOT is a folder holding a palace_desktop package (e.g. `git archive ae0fc08
palace_desktop | tar -x -C /tmp/before`); compile it first (`python -m compileall`) and delete
the pyc of whatever the measure should find without one. Every process runs with -B, so no pyc
is written in between. Variants take turns in each round, starting one further each round.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FIRST_VALUE = (
    "import time; t = time.perf_counter(); import palace_desktop.engine.hands as h; "
    "t1 = time.perf_counter(); from palace_desktop.engine.cards import parse_cards; "
    "c = parse_cards('As Ad Kc Kd 2h 7s 9c'.split()); t2 = time.perf_counter(); h.hand_value(c); "
    "print((t1 - t) * 1e3, (time.perf_counter() - t2) * 1e3)")
TABLE_MODULES = ("palace_desktop.engine._hand_table", "importlib.resources")


def run(root: str, code: str, *flags: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-B", *flags, "-c", code], cwd="/",
                          env=dict(os.environ, PYTHONPATH=root), capture_output=True, text=True,
                          check=True)


def cumulative_ms(stderr: str) -> dict[str, float]:
    """Module name -> cumulative ms, from -X importtime's lines."""
    found = {}
    for line in stderr.splitlines():
        parts = line.removeprefix("import time:").split("|")
        if len(parts) == 3 and parts[1].strip().isdigit():
            found[parts[2].strip()] = int(parts[1]) / 1e3
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=15)
    parser.add_argument("before", nargs="*", help="folders holding another palace_desktop")
    args = parser.parse_args()
    roots = {f"before{i + 1}": root for i, root in enumerate(args.before)}
    roots["this"] = str(ROOT)
    names = ["pass", *roots]
    wall, imported, first, importtime = ({n: [] for n in names} for _ in range(4))
    for r in range(args.rounds):
        for name in names[r % len(names):] + names[:r % len(names)]:
            started = time.perf_counter()
            if name == "pass":
                run(str(ROOT), "pass")
            else:
                out = run(roots[name], FIRST_VALUE).stdout.split()
            wall[name].append(time.perf_counter() - started)
            if name != "pass":
                imported[name].append(float(out[0]))
                first[name].append(float(out[1]))
                modules = cumulative_ms(run(roots[name], FIRST_VALUE, "-X", "importtime").stderr)
                importtime[name].append((modules["palace_desktop.engine.hands"],
                                         sum(modules.get(m, 0.0) for m in TABLE_MODULES)))
    med = statistics.median
    print(f"{args.rounds} rounds, load average {os.getloadavg()[0]:.1f}, Python "
          f"{sys.version.split()[0]}; medians")
    print(f"{'':8} {'wall/pass':>16} {'import ms':>10} {'first value ms':>15} "
          f"{'-X importtime: hands ms':>24} {'table module(s) ms':>19}")
    for name in roots:
        ratios = [w / p for w, p in zip(wall[name], wall["pass"])]
        print(f"{name:8} {med(ratios):5.2f} [{min(ratios):.2f}-{max(ratios):.2f}] "
              f"{med(imported[name]):10.1f} {med(first[name]):15.1f} "
              f"{med([h for h, _ in importtime[name]]):24.1f} "
              f"{med([t for _, t in importtime[name]]):19.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
