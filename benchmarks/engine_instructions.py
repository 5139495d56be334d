"""Machine instructions per random complete hand, by part (the views, the moves, the deals),
counted by valgrind's callgrind: a measure the machine's load does not touch and, unlike the
bytecode count of bench_engine.py, one that sees the work done in C too (a `map` or `filter`
that replaces a comprehension lowers the bytecode count but may cost more instructions).

    python benchmarks/engine_instructions.py [--seats 6] [--hands 200] [--parts view,apply,start]
            [--package-root DIR]

The hands are bench_engine.py's random complete hands (seeds 1000..., after 20 hands that
unpack the tables). Each part is called through a `functools.partial` and only
`partial_vectorcall` is collected (`--toggle-collect`), so a part's count is everything it
runs, C included; a run without hands is taken away (the start-up and the warm-up). To count
another commit: `git archive REF palace_desktop | tar -x -C DIR`, then `--package-root DIR`.
Needs valgrind; takes about a minute per part.
"""

from __future__ import annotations

import argparse
import functools
import os
import random
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WARM_UP = 20


def play(part: str, seats: int, hands: int) -> None:
    """The hands, with `part` called through a partial (what callgrind collects)."""
    from palace_desktop.engine.deal import SeedDeal
    from palace_desktop.engine.rules import Rules
    from palace_desktop.engine.state import GameState

    rules = Rules.make()

    def through(name, function):
        return functools.partial(function) if name == part else function

    start = through("start", GameState.start)
    view = through("view", GameState.view)
    apply = through("apply", GameState.apply)
    names = [f"P{s}" for s in range(seats)]
    for number in [*range(WARM_UP), *range(1000, 1000 + hands)]:
        state = start(rules, names, [200] * seats, number % seats, SeedDeal(1 + number))[0]
        rng = random.Random(1 + number)
        while not state.is_over:
            apply(state, rng.choice(view(state, state.to_act).legal_actions))


def collected(root: Path, part: str, seats: int, hands: int) -> int:
    command = ["valgrind", "--tool=callgrind", "--toggle-collect=partial_vectorcall",
               "--callgrind-out-file=/dev/null", sys.executable, str(Path(__file__).resolve()),
               "--play", part, "--seats", str(seats), "--hands", str(hands)]
    env = dict(os.environ, PYTHONPATH=str(root))
    done = subprocess.run(command, cwd=root, env=env, capture_output=True, text=True,
                          check=False)  # its failure is reported below, with its output
    found = re.search(r"Collected : (\d+)", done.stderr)
    if done.returncode != 0 or found is None:
        raise SystemExit(f"callgrind failed:\n{done.stderr[-2000:]}")
    return int(found.group(1))


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seats", type=int, default=6)
    parser.add_argument("--hands", type=int, default=200)
    parser.add_argument("--parts", default="view,apply,start")
    parser.add_argument("--package-root", default=str(ROOT))
    parser.add_argument("--play", help=argparse.SUPPRESS)  # the run callgrind watches
    args = parser.parse_args(argv)
    if args.play:
        sys.path.insert(0, os.getcwd())
        play(args.play, args.seats, args.hands)
        return 0
    root = Path(args.package_root).resolve()
    total = 0
    for part in args.parts.split(","):
        per_hand = (collected(root, part, args.seats, args.hands)
                    - collected(root, part, args.seats, 0)) / args.hands
        total += per_hand
        print(f"{part}: {per_hand:,.0f} instructions per hand", flush=True)
    print(f"together: {total:,.0f} instructions per hand ({args.seats} seats, {args.hands} "
          f"hands, {root})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
