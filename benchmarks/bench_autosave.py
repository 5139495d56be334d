"""What an autosave costs the window's thread, by the length of the match (issue 16).

The app saves the whole match after every move. Before, the window's thread wrote it: the
document (`Match.to_json`), indented JSON (Python's encoder indents in Python only), a temp file,
two fsyncs and a rename, ~33 ms for a 300-hand match, once per move. Now the window takes the
document and hands it to the autosave thread (live/persistence.py `SaveWriter`), which writes
compact JSON. Measured in one run, per match length, best of `--rounds`:

  in the window before    the old path, called here: to_json + indented atomic write
  in the window now       `Persistence._autosave` as the session's signal calls it
  document alone          `Match.to_json` (the floor: the window must take a snapshot)
  on the writer's thread  one compact atomic write (what the thread does per save)

    python benchmarks/bench_autosave.py [--hands 10,100,300] [--rounds 15] [--output FILE]

With --output, the table is also written to FILE under the results header
(benchmarks/result_header.py: the commit and the code measured), with the command and the load.
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.result_header import current_commit, header_lines  # noqa: E402
from palace_desktop.engine.deal import SeedDeal  # noqa: E402
from palace_desktop.engine.match import Match  # noqa: E402
from palace_desktop.engine.rules import Rules  # noqa: E402
from palace_desktop.games import storage  # noqa: E402
from palace_desktop.games.files import atomic_write_json  # noqa: E402

NAMES = ["Ann", "Ben", "Cleo", "Dora"]
TITLE = "# What an autosave costs the window's thread (issue 16)"


def random_match(hands: int, seed: int = 1) -> Match:
    """`hands` finished hands of random legal play and one just begun (four seats, chips
    enough that nobody goes out)."""
    rng = random.Random(seed)
    match = Match(Rules.make(), NAMES, [10**6] * len(NAMES), dealer=0)
    for number in range(hands):
        match.start_hand(SeedDeal(number))
        while not match.state.is_over:
            match.apply(rng.choice(match.state.legal_actions()))
    match.start_hand(SeedDeal(hands))
    match.apply(rng.choice(match.state.legal_actions()))
    return match


def best_ms(call, rounds: int) -> float:
    best = float("inf")
    for _ in range(rounds):
        start = time.perf_counter()
        call()
        best = min(best, time.perf_counter() - start)
    return best * 1000


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hands", default="10,100,300")
    parser.add_argument("--rounds", type=int, default=15)
    parser.add_argument("--output", help="also write the report to this file")
    options = parser.parse_args(argv)
    shown_args = sys.argv[1:] if argv is None else argv
    load_before = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")

    from PySide6.QtCore import QCoreApplication

    from palace_desktop.live.persistence import Persistence
    from palace_desktop.live.session import GameSession, SeatKind

    app = QCoreApplication.instance() or QCoreApplication([])
    meta = {"kinds": ["bot"] * 4, "levels": ["easy"] * 4, "viewer": 0, "seed": 1}
    rows = ["| hands | in the window before (ms) | in the window now (ms) | now / before "
            "| document alone (ms) | on the writer's thread (ms) |",
            "|---:|---:|---:|---:|---:|---:|"]
    print("\n".join(rows), flush=True)
    for hands in (int(h) for h in options.hands.split(",")):
        match = random_match(hands)
        with tempfile.TemporaryDirectory(prefix="palace-bench-") as folder:
            paths = storage.Paths(folder)
            persistence = Persistence(paths)
            session = GameSession(match, [SeatKind("bot", "easy")] * 4, 0)
            persistence.attach(session, meta)
            wrapper = {"format": storage.SAVE_FORMAT, "saved_at": "", "meta": meta,
                       "match": match.to_json()}

            def before():
                atomic_write_json(paths.autosave_path, dict(wrapper, match=match.to_json()))

            def now():
                persistence._autosave()
                app.processEvents()

            def thread_side():
                atomic_write_json(paths.autosave_path, wrapper, compact=True)

            # Interleaved so the machine's load falls on both alike; the writer is flushed
            # between rounds (outside the timing) so each "now" finds it idle, as a move does
            # when the disk keeps up.
            old = new = doc = write = float("inf")
            for _ in range(options.rounds):
                old = min(old, best_ms(before, 1))
                new = min(new, best_ms(now, 1))
                persistence.flush()
                doc = min(doc, best_ms(match.to_json, 1))
                write = min(write, best_ms(thread_side, 1))
            rows.append(f"| {hands} | {old:.2f} | {new:.2f} | {new / old:.3f}x | {doc:.2f} "
                        f"| {write:.2f} |")
            print(rows[-1], flush=True)
    if options.output:
        load_after = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
        command = " ".join(["python benchmarks/bench_autosave.py", *shown_args])
        head = [TITLE, *header_lines("autosave.md", current_commit()), "",
                f"Command: `{command}`", "",
                f"Machine: {platform.python_implementation()} {platform.python_version()}, "
                f"{os.cpu_count()} CPUs, load average {load_before:.1f} before, "
                f"{load_after:.1f} after; best of {options.rounds} rounds.", ""]
        Path(options.output).write_text("\n".join(head + rows) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
