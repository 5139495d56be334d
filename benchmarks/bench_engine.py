"""Engine speed against a reference commit, in one run: random complete hands per second,
deals per second, and the hard bot's iterations within its 0.6 s budget.

    python benchmarks/bench_engine.py [--reference REF] [--seats 2,6,10] [--hands 400]
            [--rounds 7] [--hard-decisions 16] [--hard-seats 2,6] [--bytecode-hands 20]
            [--no-views] [--out FILE]

The reference is the package at REF (default: where this branch left `main`, `git merge-base
HEAD main`), unpacked with `git archive` into a temporary directory under another name
(`palace_desktop_reference`; the package imports itself relatively), so that both codes run in
one process and take turns chunk by chunk: a busy machine slows both alike. Each chunk's best
time over the rounds counts. Both codes must give the same results on the same seeds (every
hand's payouts and final piles), which is the determinism ENGINE_API.md promises.

* hands/s: `GameState.start` on a seeded deal, then, until the hand is over, the acting seat's
  view (`state.view(seat)`, what a player or bot gets) and a uniformly random choice among
  its `legal_actions` (a seeded rng), applied with `state.apply`. Default rules, 200 chips.
  With `--no-views` the choice is among `state.legal_actions()` instead, with no view made:
  the engine's moves, deals and legal lists alone (the same hands, the lists being the same),
  to tell what the views cost from what the rest does.
* deals/s: `GameState.start` alone.
* bytecode per hand: the same random hands' Python instructions, counted (`sys.settrace`):
  a ratio no load disturbs, blind to work done in C.
* hard iterations: both codes' hard bots (`make_bot("hard", ...)`, no iteration cap, the 0.6 s
  time limit), one after the other, decide at the same positions: the first `--hard-decisions`
  decisions with a choice where both searched (hard answers some without a search) in seeded
  hands that go on by seeded random legal actions. This
  measures each code's bots too: when `bots/` differs between the two, the difference is not
  the engine's alone.
"""

from __future__ import annotations

import argparse
import importlib
import os
import platform
import random
import shutil
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from io import BytesIO
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "benchmarks" / "results"
REFERENCE_NAME = "palace_desktop_reference"
CHUNK = 20  # hands per timed chunk


class Code:
    """One version of the package: the modules the benchmark uses."""

    def __init__(self, package: str):
        self.name = package
        self.deal = importlib.import_module(f"{package}.engine.deal")
        self.rules = importlib.import_module(f"{package}.engine.rules").Rules.make()
        self.GameState = importlib.import_module(f"{package}.engine.state").GameState
        self._bots = package

    def start(self, seats: int, number: int, seed: int):
        return self.GameState.start(self.rules, [f"P{s}" for s in range(seats)], [200] * seats,
                                    number % seats, self.deal.SeedDeal(seed + number))[0]

    def make_hard(self, seat: int, seed: int):
        make_bot = importlib.import_module(f"{self._bots}.bots").make_bot
        return make_bot("hard", seat, seed, iterations=10**6, time_limit=0.6)


def outcome(state) -> tuple:
    return (tuple(state.payouts), tuple(map(str, state.draw_pile)),
            tuple(map(str, state.discard_pile)))


def time_deals(code: Code, seats: int, numbers: range, seed: int) -> float:
    started = time.perf_counter()
    for number in numbers:
        code.start(seats, number, seed)
    return time.perf_counter() - started


def time_hands(code: Code, seats: int, numbers: range, seed: int,
               views: bool = True) -> tuple[float, list, int]:
    outcomes = []
    actions = 0
    started = time.perf_counter()
    for number in numbers:
        state = code.start(seats, number, seed)
        rng = random.Random(seed + number)
        if views:
            while not state.is_over:
                view = state.view(state.to_act)
                state.apply(rng.choice(view.legal_actions))
                actions += 1
        else:
            while not state.is_over:
                state.apply(rng.choice(state.legal_actions()))
                actions += 1
        outcomes.append(outcome(state))
    return time.perf_counter() - started, outcomes, actions


def bytecodes(code: Code, seats: int, numbers: range, seed: int, views: bool = True) -> float:
    """Python bytecode instructions per random complete hand (the loop of `time_hands`),
    counted with `sys.settrace`: a measure the machine's load does not touch (but blind to
    time spent in C, e.g. copying a list, so it complements the timings, never replaces
    them)."""
    count = 0

    def tracer(frame, event, arg):
        nonlocal count
        frame.f_trace_opcodes = True
        if event == "opcode":
            count += 1
        return tracer

    time_hands(code, seats, numbers[:1], seed, views)  # tables unpacked on first use: not counted
    sys.settrace(tracer)
    try:
        time_hands(code, seats, numbers, seed, views)
    finally:
        sys.settrace(None)
    return count / len(numbers)


def hard_iterations(codes: list[Code], seats: int, decisions: int, seed: int) -> dict:
    found = {code.name: [] for code in codes}
    number = 0
    while len(found[codes[0].name]) < decisions:
        states = [code.start(seats, number, seed) for code in codes]
        bots = [[code.make_hard(s, seed) for s in range(seats)] for code in codes]
        rng = random.Random(seed + number)
        while not states[0].is_over and len(found[codes[0].name]) < decisions:
            seat = states[0].to_act
            views = [state.view(seat) for state in states]
            legal = views[0].legal_actions
            if len(legal) > 1:
                counts = [seat_bots[seat].decide(view, view.legal_actions, random.Random(number))
                          .info.get("iterations") for view, seat_bots in zip(views, bots)]
                if None not in counts:  # both searched (no shortcut without a search)
                    for code, count in zip(codes, counts):
                        found[code.name].append(count)
            index = rng.randrange(len(legal))
            for state, view in zip(states, views):
                state.apply(view.legal_actions[index])
        number += 1
    return found


def unpack(ref: str, into: Path) -> str:
    commit = subprocess.run(["git", "rev-parse", ref], cwd=ROOT, check=True,
                            capture_output=True, text=True).stdout.strip()
    archive = subprocess.run(["git", "archive", commit, "palace_desktop"], cwd=ROOT,
                             check=True, capture_output=True).stdout
    with tarfile.open(fileobj=BytesIO(archive)) as tar:
        tar.extractall(into, filter="data")
    shutil.move(into / "palace_desktop", into / REFERENCE_NAME)
    return commit


def git(*args: str) -> str:
    return subprocess.run(["git", *args], cwd=ROOT, capture_output=True,
                          text=True).stdout.strip()


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reference", default=None,
                        help="git ref to compare with (default: the merge-base with main)")
    parser.add_argument("--seats", default="2,6,10")
    parser.add_argument("--hands", type=int, default=400, help="hands per seat count")
    parser.add_argument("--rounds", type=int, default=7, help="timing rounds, best counts")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--hard-seats", default="2,6", help="'' to skip the hard bot")
    parser.add_argument("--hard-decisions", type=int, default=16)
    parser.add_argument("--bytecode-hands", type=int, default=20,
                        help="hands per seat count whose bytecode is counted (0: skip)")
    parser.add_argument("--no-views", action="store_true",
                        help="choose among state.legal_actions(), making no view")
    parser.add_argument("--out", default=str(RESULTS / "engine_speed.md"))
    args = parser.parse_args(argv)

    reference = args.reference or git("merge-base", "HEAD", "main")
    shown_args = sys.argv[1:] if argv is None else argv
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    lines = ["# Engine speed", "",
             f"Command: `{' '.join(['python benchmarks/bench_engine.py', *shown_args])}`", "",
             f"Machine: {platform.python_implementation()} {platform.python_version()}, "
             f"{os.cpu_count()} CPUs, load average {load:.1f} at the start (the run shares "
             "the machine: compare the ratios, measured side by side, not the rates)."]
    with tempfile.TemporaryDirectory() as temp:
        commit = unpack(reference, Path(temp))
        sys.path.insert(0, temp)
        sys.path.insert(0, str(ROOT))
        codes = [Code(REFERENCE_NAME), Code("palace_desktop")]
        dirty = git("status", "--porcelain", "palace_desktop")
        lines += ["", f"Reference: `{commit[:10]}` ({reference}). Current: "
                  f"`{git('rev-parse', '--short', 'HEAD')}`"
                  + (" with uncommitted changes" if dirty else "") + "."]
        from benchmarks.result_header import current_commit, header_lines
        lines[1:1] = header_lines("engine_speed.md", current_commit())
        print("\n".join(lines), flush=True)

        views = not args.no_views
        lines += ["", f"## Random complete hands ({args.hands} hands per seat count, seeds "
                  f"{args.seed}..., in chunks of {CHUNK}, each chunk's best of {args.rounds} "
                  "rounds" + ("" if views else "; NO VIEWS: each choice among "
                              "`state.legal_actions()`") + ")", "",
                  "| seats | actions/hand | hands/s reference | hands/s current | ratio | "
                  "deals/s reference | deals/s current | ratio | same results |",
                  "|---:|---:|---:|---:|---:|---:|---:|---:|---|"]
        for seats in [int(s) for s in args.seats.split(",") if s]:
            hand_time = {code.name: 0.0 for code in codes}
            deal_time = dict(hand_time)
            same = True
            actions = 0
            for first in range(0, args.hands, CHUNK):
                numbers = range(first, min(first + CHUNK, args.hands))
                best_hand = {code.name: float("inf") for code in codes}
                best_deal = dict(best_hand)
                for _ in range(args.rounds):
                    results = []
                    for code in codes:
                        seconds, outcomes, count = time_hands(code, seats, numbers, args.seed,
                                                              views)
                        best_hand[code.name] = min(best_hand[code.name], seconds)
                        best_deal[code.name] = min(best_deal[code.name],
                                                   time_deals(code, seats, numbers, args.seed))
                        results.append(outcomes)
                    same = same and results[0] == results[1]
                actions += count
                for code in codes:
                    hand_time[code.name] += best_hand[code.name]
                    deal_time[code.name] += best_deal[code.name]
            ref, cur = (code.name for code in codes)
            lines.append(
                f"| {seats} | {actions / args.hands:.1f} | {args.hands / hand_time[ref]:,.0f} | "
                f"{args.hands / hand_time[cur]:,.0f} | {hand_time[ref] / hand_time[cur]:.2f}x | "
                f"{args.hands / deal_time[ref]:,.0f} | {args.hands / deal_time[cur]:,.0f} | "
                f"{deal_time[ref] / deal_time[cur]:.2f}x | {'yes' if same else 'NO'} |")
            print(lines[-1], flush=True)

        if args.bytecode_hands > 0:
            lines += ["", f"## Bytecode per random complete hand ({args.bytecode_hands} hands per "
                      "seat count, the same seeds; instructions counted with sys.settrace, which "
                      "load does not change; time spent in C is not counted)", "",
                      "| seats | reference | current | ratio |", "|---:|---:|---:|---:|"]
            for seats in [int(s) for s in args.seats.split(",") if s]:
                numbers = range(args.bytecode_hands)
                ref, cur = (bytecodes(code, seats, numbers, args.seed, views) for code in codes)
                lines.append(f"| {seats} | {ref:,.0f} | {cur:,.0f} | {ref / cur:.2f}x |")
                print(lines[-1], flush=True)

        hard_seats = [int(s) for s in args.hard_seats.split(",") if s]
        if hard_seats:
            lines += ["", "## Hard bot iterations within 0.6 s (no iteration cap; the first "
                      f"{args.hard_decisions} decisions with a choice, the same positions "
                      "for both codes, asked one after the other)", "",
                      "| seats | p10 reference | median reference | p10 current | "
                      "median current | ratio of medians |", "|---:|---:|---:|---:|---:|---:|"]
            for seats in hard_seats:
                found = hard_iterations(codes, seats, args.hard_decisions, args.seed)
                row = []
                for code in codes:
                    its = sorted(found[code.name])
                    row += [its[len(its) // 10], statistics.median(its)]
                lines.append(f"| {seats} | {row[0]} | {row[1]:g} | {row[2]} | {row[3]:g} | "
                             f"{row[3] / row[1]:.2f}x |")
                print(lines[-1], flush=True)
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
