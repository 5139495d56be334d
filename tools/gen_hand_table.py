"""Writes palace_desktop/engine/data/hand_table.bin: the values of hands without a flush, by rank
multiset, for engine/hands.py's one-lookup evaluation (the file's layout: engine/hand_table.py).

Run from the repository root (10 to 30 seconds):

    PYTHONPATH=. python tools/gen_hand_table.py           # write the table
    PYTHONPATH=. python tools/gen_hand_table.py --check   # exit 1 if the shipped one differs

Every multiset of 1 to 9 ranks (each rank at most 4 times; 466,479 of them) gets its key, the
sum of 5**rank over its cards (base 5 with digits up to 4: distinct multisets, distinct keys),
and its value without a flush, taken from tools/hand_reference.py (the frozen reference
evaluator) on a hand of those ranks whose suits go round in turn (at most 3 cards a suit: no
flush). The keys go into a table of SLOTS entries by hash and displace (CHD): key k sits at
slot (k + DISP[k % BUCKETS]) % SLOTS, DISP found here bucket by bucket, largest bucket first,
as the smallest shift whose slots are free or already hold the same value (keys of equal value
may share a slot, which keeps the table small). The file stores DISP (2-byte shifts) and the
slots' values (4 bytes, 0 for an unused slot) as they are, little-endian: hands.py reads them
into arrays with no per-slot step.
"""

from __future__ import annotations

import argparse
import sys
from array import array
from pathlib import Path

import hand_reference  # beside this file: on the path of a script, and of tests/test_hand_table.py
from palace_desktop.engine.cards import standard_deck
from palace_desktop.engine.hand_table import BUCKETS, SLOTS, pack

OUT = (Path(__file__).resolve().parent.parent / "palace_desktop" / "engine" / "data"
       / "hand_table.bin")
DECK = standard_deck()


def multisets() -> list[tuple[int, ...]]:
    """Every multiset of 1 to 9 ranks as 13 counts (each 0 to 4), in a fixed order."""
    out = []

    def rec(rank, left, counts):
        if rank == 13:
            if left < 9:
                out.append(tuple(counts))
            return
        for c in range(min(4, left) + 1):
            counts.append(c)
            rec(rank + 1, left - c, counts)
            counts.pop()

    rec(0, 9, [])
    return out


def plain_hand(counts: tuple[int, ...]) -> list:
    """Cards of these rank counts, suits going round in turn: no suit gets 5 (no flush)."""
    cards, turn = [], 0
    for rank, count in enumerate(counts):
        for _ in range(count):
            cards.append(DECK[turn % 4 * 13 + rank])
            turn += 1
    return cards


def rank_key(counts: tuple[int, ...]) -> int:
    return sum(count * 5 ** rank for rank, count in enumerate(counts))


def reference_values() -> tuple[list[int], list[int]]:
    """(keys, values) of every multiset, valued by the reference evaluator (most of the time)."""
    keys, values = [], []
    for counts in multisets():
        keys.append(rank_key(counts))
        values.append(hand_reference.hand_value(plain_hand(counts)))
    return keys, values


def displace(keys: list[int], values: list[int]) -> tuple[array, array]:
    """(DISP, SLOT) of the hash-and-displace table holding value `values[i]` at key `keys[i]`."""
    assert len(set(keys)) == len(keys)
    buckets = [[] for _ in range(BUCKETS)]
    for key, value in zip(keys, values):
        buckets[key % BUCKETS].append((key, value))
    slot = [None] * SLOTS
    disp = [0] * BUCKETS
    for b in sorted(range(BUCKETS), key=lambda b: -len(buckets[b])):
        d = 0
        while True:
            placed = {}
            for key, value in buckets[b]:
                i = (key + d) % SLOTS
                there = slot[i] if slot[i] is not None else placed.get(i)
                if there is not None and there != value:
                    break
                placed[i] = value
            else:
                break
            d += 1
        for i, value in placed.items():
            slot[i] = value
        disp[b] = d
    disp_array = array("H" if max(disp) < 1 << 16 else "I", disp)
    slot_array = array("I", [v or 0 for v in slot])
    for key, value in zip(keys, values):
        assert slot_array[(key + disp_array[key % BUCKETS]) % SLOTS] == value
    return disp_array, slot_array


def table_bytes(keys: list[int], values: list[int]) -> bytes:
    """The file's bytes for these keys and values."""
    return pack(*displace(keys, values))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true",
                        help="write nothing; exit 1 if the shipped table is not a fresh one")
    args = parser.parse_args(argv)
    keys, values = reference_values()
    data = table_bytes(keys, values)
    if args.check:
        same = OUT.is_file() and OUT.read_bytes() == data
        print(f"{OUT}: {'as generated' if same else 'DIFFERS from a fresh generation'}")
        return 0 if same else 1
    OUT.parent.mkdir(exist_ok=True)
    OUT.write_bytes(data)
    print(f"{len(keys)} keys, {len(set(values))} values, {OUT.stat().st_size} bytes in {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
