"""The hand table shipped as package data (engine/data/hand_table.bin, laid out as
engine/hand_table.py says): it is what tools/gen_hand_table.py makes from the reference
evaluator today, byte for byte; engine/hands.py reads every rank multiset's value from it; and a
damaged or missing file is refused with an error that names it.

The whole generation, not a sample: its cost is the reference evaluator's pass over the 466,479
multisets, which the check of every multiset's value needs anyway (one pass, shared by both
tests through a module fixture), plus a few seconds of hash-and-displace. A sample could not
see a slot placed differently, which changes the file's bytes.
"""

from __future__ import annotations

import itertools
import random
import struct
import sys
from importlib.resources import files
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
import gen_hand_table  # noqa: E402
from palace_desktop.engine import hand_table, hands  # noqa: E402
from palace_desktop.engine.hands import best_hand, hand_value  # noqa: E402

SHIPPED = files("palace_desktop.engine").joinpath("data").joinpath("hand_table.bin")
HEADER_SIZE = 20


@pytest.fixture(scope="module")
def reference():
    """Every rank multiset of 1 to 9 cards, with its key and the reference evaluator's value."""
    multisets = gen_hand_table.multisets()
    keys, values = gen_hand_table.reference_values()
    return multisets, keys, values


def test_the_generator_covers_every_rank_multiset_of_1_to_9_cards_once(reference):
    multisets, keys, _ = reference
    assert len(multisets) == len(set(multisets)) == 466479
    assert all(1 <= sum(counts) <= 9 and max(counts) <= 4 and len(counts) == 13
               for counts in multisets)
    assert len(set(keys)) == len(keys)


def test_the_shipped_table_is_a_fresh_generation(reference):
    _, keys, values = reference
    assert gen_hand_table.table_bytes(keys, values) == SHIPPED.read_bytes(), (
        "engine/data/hand_table.bin is not what tools/gen_hand_table.py makes: regenerate it")


def test_every_rank_multiset_of_1_to_9_cards_without_a_flush_is_valued_as_the_reference(
        reference):
    """Each multiset, suits dealt round the four (no suit gets 5), through hand_value; and a
    sample of 9-card hands shuffled through best_hand, which reads the same table."""
    multisets, _, values = reference
    for counts, value in zip(multisets, values):
        plain = gen_hand_table.plain_hand(counts)
        assert hand_value(plain) == value, plain
    rng = random.Random(9)
    nine = [(c, v) for c, v in zip(multisets, values) if sum(c) == 9]
    for counts, value in itertools.islice(nine, 0, None, 97):
        plain = gen_hand_table.plain_hand(counts)
        rng.shuffle(plain)
        assert best_hand(plain).value == value, plain


def test_the_file_is_little_endian_whatever_the_machine():
    """Read with struct's explicit '<', field by field, the file says what the arrays hold."""
    data = SHIPPED.read_bytes()
    disp, slots = hand_table.load()
    magic, version, shift_size, buckets, slot_count, _ = struct.unpack_from("<4sHHIII", data)
    assert (magic, version, shift_size) == (b"PDHT", 1, 2)
    assert (buckets, slot_count) == (len(disp), len(slots)) == (hand_table.BUCKETS,
                                                                 hand_table.SLOTS)
    body = HEADER_SIZE + buckets * shift_size
    assert list(struct.unpack_from(f"<{buckets}H", data, HEADER_SIZE)) == list(disp)
    assert list(struct.unpack_from(f"<{slot_count}I", data, body)) == list(slots)
    assert max(disp) > 255 and max(slots) > 1 << 16  # both bytes of a number matter


def test_pack_and_unpack_give_the_arrays_back():
    disp, slots = hand_table.load()
    again = hand_table.unpack(hand_table.pack(disp, slots), "table")
    assert again == (disp, slots)


def damage(data: bytes, how: str) -> bytes:
    if how == "magic":
        return b"PDHX" + data[4:]
    if how == "version":
        return data[:4] + struct.pack("<H", 2) + data[6:]
    if how == "sizes":  # a header for a smaller table, and the bytes of one
        header = struct.pack("<4sHHIII", b"PDHT", 1, 2, 1000, 1000, 0)
        return header + bytes(6000)
    if how == "truncated":
        return data[:-4]
    if how == "longer":
        return data + b"\0"
    if how == "checksum":  # one value changed, the header left as it was
        at = len(data) - 4 * 1000
        return data[:at] + bytes([data[at] ^ 1]) + data[at + 1:]
    if how == "empty":
        return b""
    raise AssertionError(how)


@pytest.mark.parametrize("how, says", [
    ("magic", "not b'PDHT'"),
    ("version", "format version 2"),
    ("sizes", "1000 buckets"),
    ("truncated", "bytes, not"),
    ("longer", "bytes, not"),
    ("checksum", "checksum"),
    ("empty", "shorter than the header"),
])
def test_a_damaged_table_is_refused_naming_the_file(tmp_path, how, says):
    path = tmp_path / "hand_table.bin"
    path.write_bytes(damage(SHIPPED.read_bytes(), how))
    with pytest.raises(hand_table.HandTableError) as refused:
        hand_table.load(path)
    message = str(refused.value)
    assert str(path) in message and says in message and "damaged" in message, message


def test_a_missing_table_is_refused_naming_the_file(tmp_path):
    path = tmp_path / "nowhere" / "hand_table.bin"
    with pytest.raises(hand_table.HandTableError, match="cannot be read") as refused:
        hand_table.load(path)
    assert str(path) in str(refused.value)


def test_the_first_hand_valued_with_a_damaged_table_raises_its_error(tmp_path, monkeypatch):
    """Not a ValueError (hand_value's answer to cards it cannot rank), and nothing half read:
    the stand-ins stay until a table loads."""
    path = tmp_path / "hand_table.bin"
    path.write_bytes(damage(SHIPPED.read_bytes(), "checksum"))
    load = hand_table.load
    monkeypatch.setattr(hand_table, "load", lambda: load(path))
    monkeypatch.setattr(hands, "_SLOT", hands._Unpacked("_SLOT", hands._unpack_tables))
    monkeypatch.setattr(hands, "_DISP", hands._Unpacked("_DISP", hands._unpack_tables))
    cards = gen_hand_table.plain_hand((2, 1, 1) + (0,) * 10)
    for evaluate in (hand_value, best_hand):
        with pytest.raises(hand_table.HandTableError, match="checksum") as refused:
            evaluate(cards)
        assert not isinstance(refused.value, ValueError) and str(path) in str(refused.value)
    assert type(hands._SLOT) is hands._Unpacked and type(hands._DISP) is hands._Unpacked
