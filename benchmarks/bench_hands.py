"""Benchmark of the hand evaluator on 9-card hands against treys (pure Python) and eval7 (Cython).

Run from the repository root:

    python benchmarks/bench_hands.py [--hands 20000] [--repeat 7] [--seed 2024] [--chunk 0]
                                     [--distinct 3] [--clock wall|cpu]

Every evaluator gets the same fixed-seed 9-card hands, already converted to its own card type
(conversion is not timed). Timings are repeated, interleaved between evaluators so that a noisy
machine hurts all of them alike, and the best round counts. On a crowded machine a whole round is
rarely left alone: `--chunk N` times each run of N hands on its own (every evaluator in turn) and
adds up each chunk's best round, so a chunk that was preempted in one round counts from another.

A chunk repeated round after round runs the same few hands again and again: their table entries
and the interpreter's path through them (the branches the CPU predicts) stay warm, which an app
that ranks ever new hands never sees. So the script also times one plain loop over all the hands,
every hand once a round, best of `--distinct` rounds (default 3; 0 leaves it out), and prints
both tables: "distinct" is the figure to hold to. `--clock cpu` times with the thread's CPU time
(time.thread_time) instead of the wall clock, so that on a loaded machine a round is not charged
for the time another process held the core (the caches it disturbed still count).

How each library takes 9 cards:

* palace_desktop: `hand_value(cards)` and `best_hand(cards)` take 1 to 9 cards directly.
  `best_hand` returns a `Hand` with its `.cards` (the display order); a third row times
  reading them, `best_hand(cards).cards`. Every row runs the same loop over its hands with the
  call written in it (no wrapper function per hand).
* eval7 0.1.x: `eval7.evaluate(cards)` is documented for "5 to 7" cards, but its Cython core
  (`cy_evaluate`, Keith Rule's port of poker-eval) works on a 52-bit card mask with
  `num_cards = len(cards)`, and its logic (suit masks, repeat counts, parity masks) holds for 8
  and 9 cards too. So it is timed on the 9 cards directly (no subsets), and the script first
  checks that it orders all the hands exactly as we do (ties included).
* treys 0.1.x: `Evaluator.evaluate(hand, board)` only dispatches 5, 6 or 7 cards (a 9-card call
  raises KeyError). For 6 and 7 cards treys itself takes the best of its 5-card evaluator over
  every 5-card subset; the script does exactly that for 9 cards: the best `Evaluator._five`
  over all C(9, 5) = 126 subsets. That is treys' own method carried to 9 cards (the best of its
  7-card evaluator over the 36 7-card subsets would run 756 5-card evaluations for the same
  126 subsets).
  Because this is slow, treys is timed on the first `--treys-hands` hands only; hands/s is
  comparable all the same.

A library that is not installed is skipped with a message (`pip install -r
benchmarks/requirements.txt` installs both).
"""

from __future__ import annotations

import argparse
import importlib.metadata
import itertools
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from palace_desktop.engine.cards import standard_deck  # noqa: E402
from palace_desktop.engine.hands import best_hand, hand_value  # noqa: E402


def calls(func):
    """A timed run: `func` on each hand, the loop written out (no wrapper call per hand)."""
    def run(hands):
        for hand in hands:
            func(hand)
    return run


def best_hand_cards(hands):
    """A timed run of `best_hand(hand).cards`: the hand and the cards to show, read as a caller
    reads them (a wrapper function would add a Python call per hand that the other rows do not
    pay)."""
    for hand in hands:
        best_hand(hand).cards


def make_hands(count: int, seed: int, size: int = 9):
    rng = random.Random(seed)
    deck = standard_deck()
    return [rng.sample(deck, size) for _ in range(count)]


def same_order(ours: list[int], theirs: list[int], higher_is_better: bool = True) -> bool:
    """True when both value lists rank the hands in the same order, ties included."""
    sign = 1 if higher_is_better else -1
    ranked = sorted(range(len(ours)), key=lambda i: (ours[i], sign * theirs[i]))
    for i, j in zip(ranked, ranked[1:]):
        if (ours[i] == ours[j]) != (theirs[i] == theirs[j]):
            return False
        if ours[i] < ours[j] and sign * theirs[i] >= sign * theirs[j]:
            return False
    return True


def _version(package: str) -> str:
    try:
        return importlib.metadata.version(package)
    except importlib.metadata.PackageNotFoundError:
        return "?"


def load_eval7(hands):
    try:
        import eval7
    except ImportError:
        return None, "eval7 not installed (pip install eval7); skipped"
    table = {card: eval7.Card(str(card)) for card in standard_deck()}
    converted = [[table[c] for c in hand] for hand in hands]
    if not same_order([hand_value(h) for h in hands], [eval7.evaluate(h) for h in converted]):
        return None, "eval7 disagrees with palace_desktop on the order of 9-card hands; skipped"
    return ("eval7.evaluate (Cython), 9 cards at once", eval7.evaluate, converted,
            _version("eval7")), None


def load_treys(hands, count: int):
    try:
        from treys import Card as TreysCard, Evaluator
    except ImportError:
        return None, "treys not installed (pip install treys); skipped"
    evaluator = Evaluator()
    five = evaluator._five  # treys' 5-card evaluator; lower is better
    combinations = itertools.combinations

    def treys_best_of_nine(cards):
        return min(five(c) for c in combinations(cards, 5))

    table = {card: TreysCard.new(str(card)) for card in standard_deck()}
    converted = [[table[c] for c in hand] for hand in hands[:count]]
    check = min(count, 500)
    ours = [hand_value(h) for h in hands[:check]]
    theirs = [treys_best_of_nine(h) for h in converted[:check]]
    if not same_order(ours, theirs, higher_is_better=False):
        return None, "treys disagrees with palace_desktop on the order of 9-card hands; skipped"
    return ("treys (pure Python), best _five of 126 subsets", treys_best_of_nine, converted,
            _version("treys")), None


def time_rounds(entries, repeat: int, chunk: int = 0, clock=time.perf_counter) -> dict[str, float]:
    """Best seconds per hand of each entry (name, run, hands: `run(part)` evaluates every hand
    of `part`) over `repeat` interleaved rounds; with `chunk`, the sum over chunks of `chunk`
    hands of each chunk's best round, per hand."""
    count = len(entries[0][2])
    size = chunk or count
    spans = [(start, start + size) for start in range(0, count, size)]
    best = {(name, span): float("inf") for name, _, _ in entries for span in spans}
    for _ in range(repeat):
        for span in spans:
            for name, func, hands in entries:
                part = hands[span[0]:span[1]]
                start = clock()
                func(part)
                elapsed = clock() - start
                best[name, span] = min(best[name, span], elapsed)
    # Every entry of one name holds the same number of hands (treys fewer: its spans past its
    # hands are empty and add nothing).
    return {name: sum(best[name, span] for span in spans) / len(hands)
            for name, _, hands in entries}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=20000, help="9-card hands (default 20000)")
    parser.add_argument("--repeat", type=int, default=7, help="timing rounds, best counts")
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--chunk", type=int, default=0,
                        help="hands timed at a time, each chunk's best round counts (default 0: "
                             "all hands in one go)")
    parser.add_argument("--treys-hands", type=int, default=1000,
                        help="hands timed for treys, which is slow on 9 cards (default 1000)")
    parser.add_argument("--distinct", type=int, default=3,
                        help="rounds of the plain loop over all the hands, each hand once a "
                             "round, best counts (default 3; 0: leave it out)")
    parser.add_argument("--clock", choices=("wall", "cpu"), default="wall",
                        help="wall: time.perf_counter; cpu: time.thread_time, this thread's "
                             "CPU time (a loaded machine's preemptions left out)")
    args = parser.parse_args(argv)
    clock = time.thread_time if args.clock == "cpu" else time.perf_counter

    hands = make_hands(args.hands, args.seed)
    print(f"{args.hands} random 9-card hands (seed {args.seed}), Python "
          f"{sys.version.split()[0]}, {args.clock} clock")

    entries = [
        ("palace_desktop hand_value", calls(hand_value), hands),
        ("palace_desktop best_hand", calls(best_hand), hands),
        ("palace_desktop best_hand(...).cards", best_hand_cards, hands),
    ]
    notes = []
    eval7_entry, note = load_eval7(hands)
    if note:
        notes.append(note)
    else:
        name, func, converted, version = eval7_entry
        entries.append((name, calls(func), converted))
        notes.append(f"eval7 {version}: evaluate() takes all 9 cards at once (documented for 5-7; "
                     f"its mask evaluator handles 9); same order as ours on all {len(hands)} "
                     f"hands")
    treys_entry, note = load_treys(hands, min(args.treys_hands, args.hands))
    if note:
        notes.append(note)
    else:
        name, func, converted, version = treys_entry
        entries.append((name, calls(func), converted))
        notes.append(f"treys {version}: evaluate() takes 5-7 cards only, so the best of its "
                     f"5-card _five() over the 126 subsets of 9 (what treys does for 6-7); "
                     f"same order as ours on the first {min(500, len(converted))} hands; "
                     f"timed on {len(converted)} hands")
    for line in notes:
        print("  " + line)

    timings = []
    if args.distinct:
        # First: the chunked rounds after it would leave nothing cold for it anyway.
        timings.append((f"distinct: every hand once a round, best of {args.distinct} rounds",
                        time_rounds(entries, args.distinct, 0, clock)))
    if args.repeat:
        timings.append((f"chunked: best of {args.repeat} rounds per chunk of {args.chunk}"
                        if args.chunk else f"all hands in one go: best of {args.repeat} rounds",
                        time_rounds(entries, args.repeat, args.chunk, clock)))
    for title, best in timings:
        print_table(title, entries, best)
    return 0


def print_table(title: str, entries, best: dict[str, float]) -> None:
    eval7_time = next((best[n] for n, _, _ in entries if n.startswith("eval7")), None)
    treys_time = next((best[n] for n, _, _ in entries if n.startswith("treys")), None)

    print()
    print(title)
    header = f"{'evaluator':50s} {'hands/s':>11s} {'us/hand':>9s} {'vs eval7':>9s} {'vs treys':>9s}"
    print(header)
    print("-" * len(header))
    for name, _, _ in entries:
        seconds = best[name]
        vs_eval7 = f"{eval7_time / seconds:8.2f}x" if eval7_time else f"{'n/a':>9s}"
        vs_treys = f"{treys_time / seconds:8.1f}x" if treys_time else f"{'n/a':>9s}"
        print(f"{name:50s} {1 / seconds:11,.0f} {seconds * 1e6:9.2f} {vs_eval7} {vs_treys}")
    ours = best["palace_desktop hand_value"]
    if eval7_time:
        print(f"ours/eval7 (hand_value speed / eval7 speed): {eval7_time / ours:.2f}")
    if treys_time:
        print(f"ours/treys (hand_value speed / treys speed): {treys_time / ours:.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
