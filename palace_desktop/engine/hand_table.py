"""The hand table's file, engine/data/hand_table.bin: its layout, written by
tools/gen_hand_table.py and read by engine/hands.py on first use (package data, found with
importlib.resources in a checkout, a wheel, an editable install and the bundle alike).

The table holds the value without a flush of every rank multiset of 1 to 9 cards by hash and
displace: key k sits at slot (k + DISP[k % BUCKETS]) % SLOTS (tools/gen_hand_table.py says how
DISP is found). Layout, every number little-endian whatever the machine:

    header, 20 bytes: magic b"PDHT", format version (u16), bytes per shift of DISP (u16: 2 or
                      4), BUCKETS (u32), SLOTS (u32), CRC-32 of the rest of the file (u32)
    DISP:             BUCKETS shifts
    SLOT:             SLOTS values (u32; 0 for an unused slot)

Stored as is, not compressed: reading 2.6 MB and its CRC takes ~5 ms, inflating the 0.77 MB a
zlib stream would take ~50 ms (benchmarks/results/hands.txt), and a wheel deflates it anyway.
"""

from __future__ import annotations

import struct
import sys
import zlib
from array import array

__all__ = ["BUCKETS", "SLOTS", "HandTableError", "pack", "unpack", "load"]

MAGIC = b"PDHT"
VERSION = 1
BUCKETS = 131072
SLOTS = 600011
_HEADER = struct.Struct("<4sHHIII")
_SHIFT_TYPECODES = {2: "H", 4: "I"}
_FILE = ("data", "hand_table.bin")  # under this package


class HandTableError(RuntimeError):
    """The hand table's file is missing or damaged: the installation is broken (not a
    ValueError, which hand_value raises for cards it cannot rank)."""


def pack(disp: array, slots: array) -> bytes:
    """The file's bytes for the shifts `disp` and the slot values `slots`."""
    if disp.itemsize not in _SHIFT_TYPECODES or (len(disp), len(slots)) != (BUCKETS, SLOTS):
        raise ValueError("the hand table must have BUCKETS shifts of 2 or 4 bytes and SLOTS "
                         "values")
    disp, slots = array(disp.typecode, disp), array("I", slots)
    if sys.byteorder == "big":
        disp.byteswap()
        slots.byteswap()
    body = disp.tobytes() + slots.tobytes()
    return _HEADER.pack(MAGIC, VERSION, disp.itemsize, BUCKETS, SLOTS, zlib.crc32(body)) + body


def unpack(data: bytes, name: str) -> tuple[array, array]:
    """(DISP, SLOT) as arrays from the file's bytes; HandTableError naming `name` (the file)
    if they are not a table of this format, this size and this checksum."""
    def damaged(why: str) -> HandTableError:
        return HandTableError(f"{name}: {why}; the hand table is damaged: reinstall Palace "
                              f"Desktop (or, in a checkout, run tools/gen_hand_table.py)")

    if len(data) < _HEADER.size:
        raise damaged(f"{len(data)} bytes, shorter than the header")
    magic, version, shift_size, buckets, slot_count, checksum = _HEADER.unpack_from(data)
    if magic != MAGIC:
        raise damaged(f"starts with {magic!r}, not {MAGIC!r}")
    if version != VERSION:
        raise damaged(f"format version {version}, not {VERSION}")
    if shift_size not in _SHIFT_TYPECODES or (buckets, slot_count) != (BUCKETS, SLOTS):
        raise damaged(f"{buckets} buckets of {shift_size}-byte shifts and {slot_count} slots, "
                      f"not {BUCKETS} and {SLOTS}")
    cut = _HEADER.size + BUCKETS * shift_size
    if len(data) != cut + SLOTS * 4:
        raise damaged(f"{len(data)} bytes, not {cut + SLOTS * 4}")
    body = memoryview(data)[_HEADER.size:]
    if zlib.crc32(body) != checksum:
        raise damaged("its checksum does not match its contents")
    disp = array(_SHIFT_TYPECODES[shift_size])
    disp.frombytes(body[:BUCKETS * shift_size])
    slots = array("I")
    slots.frombytes(body[BUCKETS * shift_size:])
    if sys.byteorder == "big":  # stored little-endian
        disp.byteswap()
        slots.byteswap()
    return disp, slots


def load(source=None) -> tuple[array, array]:
    """(DISP, SLOT) from the installed file, or from `source` (a path or Traversable)."""
    if source is None:
        from importlib.resources import files  # here: importing the engine needs none of it

        source = files(__package__)
        for part in _FILE:
            source = source.joinpath(part)
    try:
        data = source.read_bytes()
    except OSError as exc:
        raise HandTableError(f"{source}: the hand table cannot be read ({exc.strerror or exc}): "
                             f"reinstall Palace Desktop") from exc
    return unpack(data, str(source))
