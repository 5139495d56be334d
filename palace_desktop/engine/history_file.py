"""Reading a hand-history file within bounds, and the `replay FILE` command (ENGINE_API.md
section 4): what one file may cost (the limits of the file here; those of each field, such as
a name's length or a stack, in history_bounds.py) and the one-line refusals.

A history may come from anywhere (a bug report, a download, a file picked by mistake), so
reading one must neither hang, nor run out of memory, nor end in a traceback:

- only a regular file is opened, and it is checked before it is opened: a named pipe with no
  writer would block `open()` for ever, a device such as /dev/zero never ends;
- its size is checked before reading, and the read stops one byte past the limit (a file
  may grow in between, and some report a size of 0);
- an integer is refused before Python converts it (past 4,300 digits `int()` raises, and the
  conversion takes quadratic time); lists and objects nested too deep are refused (the JSON
  decoder itself gives up with a RecursionError near 1,000 levels);
- lists and objects are counted before they are built (each costs 60 bytes or more), the
  actions before any is replayed.

Each refusal is a `HistoryError` whose message is one line saying what is wrong and, when a
limit was met, which; the caller puts the file's name in front ("NAME: " + message).
"""

from __future__ import annotations

import json
import os
import re
import stat
import sys
from typing import Any, TextIO

from . import history, history_bounds
from .history import HistoryError

MB = 1024 * 1024

# What one history file may cost; each refusal names the limit it met. A real match is far
# inside them all: 5,000 hands at a table of 10 (easy bots: 326,916 actions, the longest hand
# 132, 429,401 lists and objects) is a 25.4 MB file as the app writes it (indented), and
# replays in about 5 s in 150 MB. At the limits, 100 legal hands of 9,999 actions (31.5 MB)
# replay in about 10 s in 490 MB; the costliest 32 MB file that is no history (2 million empty
# objects, then short strings) is refused after about 4 s and 720 MB.
MAX_FILE_BYTES = 32 * MB
MAX_DEPTH = 32  # lists and objects inside one another: a match needs 6, a saved game 7
MAX_INT_DIGITS = 100  # a deal number has at most 20 digits (64 bits), a stack far fewer
# Lists and objects in the whole file, counted before they are built: each costs 60 bytes or
# more, so 32 MB of `[],[],...` would take 1.6 GB. An action is one (two with its cards).
MAX_CONTAINERS = 2_000_000
MAX_ACTIONS = 1_000_000  # in the whole file: the time a replay takes
MAX_HAND_ACTIONS = history_bounds.MAX_HAND_ACTIONS  # in one hand


def read_history(path) -> Any:
    """The JSON document in the regular file at `path`, read within the limits above. Raises
    HistoryError, its message one line that follows the file's name ("is not JSON (...)")."""
    data = _read_bytes(path)
    _count_containers(data)
    try:
        text = data.decode("utf-8-sig")  # a byte-order mark, as some editors write, is fine
    except UnicodeDecodeError as error:
        raise HistoryError(f"is not a UTF-8 text file ({error.reason} at byte "
                           f"{error.start})") from None
    del data
    try:
        doc = json.loads(text, parse_int=_bounded_int)
    except json.JSONDecodeError as error:
        raise HistoryError(f"is not JSON ({error})") from None
    except RecursionError:
        raise _too_deep() from None
    except MemoryError:
        raise HistoryError("is too big to read in the memory available") from None
    if _depth_over(doc, MAX_DEPTH):
        raise _too_deep()
    _count_actions(doc)
    return doc


def file_label(path) -> str:
    """`path` as given, for a message of one line: a control character (a newline in a file
    name) is shown escaped."""
    text = os.fsdecode(os.fspath(path))
    if text.isprintable():
        return text
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)


def replay_file(path, out: TextIO | None = None, err: TextIO | None = None) -> int:
    """`python -m palace_desktop replay FILE`: 0 all legal, 2 an action rejected, 1 unreadable
    or invalid (one line on stderr naming the file, nothing on stdout)."""
    out = out or sys.stdout
    err = err or sys.stderr
    label = file_label(path)
    try:
        doc = read_history(path)
    except HistoryError as error:
        print(f"{label}: {error}", file=err)
        return 1
    try:
        result = history.replay(doc)
    except HistoryError as error:
        print(f"{label}: invalid: {error}", file=err)
        return 1
    print(json.dumps(result, indent=2), file=out)
    return 2 if result["status"] == "rejected" else 0


# ------------------------------------------------------------------------------------------
# Reading


_KINDS = ((stat.S_ISFIFO, "a named pipe"), (stat.S_ISCHR, "a character device"),
          (stat.S_ISBLK, "a block device"), (stat.S_ISSOCK, "a socket"))


def _check_kind(mode: int) -> None:
    if stat.S_ISREG(mode):
        return
    if stat.S_ISDIR(mode):
        raise HistoryError("is a directory, not a regular file")
    kind = next((name for test, name in _KINDS if test(mode)), "a special file")
    raise HistoryError(f"is not a regular file but {kind}: only regular files are read")


def _cannot_read(error: OSError) -> HistoryError:
    return HistoryError(f"cannot be read ({error.strerror or error})")


def _too_big(size: int | None) -> HistoryError:
    what = f"is {size:,} bytes, over" if size is not None else "is over"  # None: it grew
    return HistoryError(f"{what} the {MAX_FILE_BYTES // MB} MB limit for a hand history")


def _read_bytes(path) -> bytes:
    try:
        info = os.stat(path)
    except OSError as error:
        raise _cannot_read(error) from None
    except ValueError as error:  # a NUL in the name
        raise HistoryError(f"cannot be read ({error})") from None
    _check_kind(info.st_mode)
    if info.st_size > MAX_FILE_BYTES:
        raise _too_big(info.st_size)
    # Non-blocking, in case the file was swapped for a pipe since the check: then open()
    # returns at once and fstat() says so.
    flags = (os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
             | getattr(os, "O_BINARY", 0))
    try:
        fd = os.open(path, flags)
    except OSError as error:
        raise _cannot_read(error) from None
    try:
        with os.fdopen(fd, "rb") as handle:
            _check_kind(os.fstat(handle.fileno()).st_mode)
            data = handle.read(MAX_FILE_BYTES + 1)
    except OSError as error:
        raise _cannot_read(error) from None
    if len(data) > MAX_FILE_BYTES:
        raise _too_big(None)
    return data


# A JSON string, escapes included (unrolled so that a long string is one fast repeat).
_JSON_STRING = re.compile(rb'"[^"\\]*(?:\\.[^"\\]*)*"')


def _count_containers(data: bytes) -> None:
    """Refuse more lists and objects than MAX_CONTAINERS before they are built: the brackets
    are counted, first as they come (fast), then, only when that is over the limit, outside
    strings (a name may hold a bracket)."""
    count = data.count(b"[") + data.count(b"{")
    if count <= MAX_CONTAINERS:
        return
    bare = _JSON_STRING.sub(b"", data)
    count = bare.count(b"[") + bare.count(b"{")
    if count > MAX_CONTAINERS:
        raise HistoryError(f"has {count:,} lists and objects, over the {MAX_CONTAINERS:,} "
                           "limit for a hand history")


def _bounded_int(text: str) -> int:
    digits = len(text) - text.startswith("-")
    if digits > MAX_INT_DIGITS:
        raise HistoryError(f"has an integer of {digits:,} digits, over the {MAX_INT_DIGITS}-digit "
                           "limit for a hand history")
    return int(text)


def _too_deep() -> HistoryError:
    return HistoryError(f"nests lists and objects past the {MAX_DEPTH}-level limit for a hand "
                        "history")


def _depth_over(doc: Any, limit: int) -> bool:
    """Whether lists and objects nest more than `limit` deep (the document itself is 1)."""
    stack = [(doc, 1)] if isinstance(doc, (dict, list)) else []
    while stack:
        value, depth = stack.pop()
        if depth > limit:
            return True
        for child in (value.values() if isinstance(value, dict) else value):
            if isinstance(child, (dict, list)):
                stack.append((child, depth + 1))
    return False


def _count_actions(doc: Any) -> None:
    """Refuse a hand, or a file, with more actions than the limits (before parsing them)."""
    if not isinstance(doc, dict):
        return
    hands = doc.get("hands")
    if doc.get("format") == history.MATCH_FORMAT and isinstance(hands, list):
        lists = [(f"hands[{k}].actions", hand.get("actions"))
                 for k, hand in enumerate(hands) if isinstance(hand, dict)]
    else:
        lists = [("actions", doc.get("actions"))]
    total = 0
    for where, actions in lists:
        if isinstance(actions, list):
            if len(actions) > MAX_HAND_ACTIONS:
                raise HistoryError(f"{where}: {len(actions):,} actions, over the "
                                   f"{MAX_HAND_ACTIONS:,}-action limit for one hand")
            total += len(actions)
    if total > MAX_ACTIONS:
        raise HistoryError(f"has {total:,} actions, over the {MAX_ACTIONS:,}-action limit for a "
                           "hand history")
