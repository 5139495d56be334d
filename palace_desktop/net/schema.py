"""The table protocol's messages, checked before anything reads them (docs/PROTOCOL.md).

Every byte from the network is untrusted: a text frame is parsed as JSON (no NaN or Infinity,
no integer longer than `MAX_DIGITS`), nested at most `MAX_DEPTH` deep, and must then match
the schema of its `type` exactly: no unknown key, no missing one, every string and list within
its length, every integer within its range. Only then does the server look at it; a message
that fails gets an error naming the field, and changes nothing.

The schemas are small Python values checked by `check` below rather than JSON Schema
documents run by the `jsonschema` package: a dozen flat messages do not need a schema
language, the checks here give the one-line messages the protocol sends back, and one fewer
dependency (jsonschema brings four of its own, one compiled) is one fewer thing to audit on a
server that faces the internet.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any, Optional

from ..bots import LEVELS
from ..engine.actions import ACTION_TYPES
from ..games.setup import MAX_SEATS, MAX_STARTING_CHIPS
from .chat import MAX_RAW_CHAT, QUICK_MESSAGES

MAX_DEPTH = 8  # the deepest client message (action > cards) is 3
MAX_DIGITS = 12
MAX_SPECTATORS = 100  # a table's cap on spectators is at most this
ROOM_CODE_PATTERN = re.compile(r"[0-9A-HJKMNP-TV-Z]{10}")  # Crockford's base 32: 50 bits


class ProtocolError(ValueError):
    """A message the server will not act on. `code` is a stable slug (docs/PROTOCOL.md lists
    them), the text one line naming the problem."""

    def __init__(self, code: str, message: str):
        self.code = code
        super().__init__(message)


# --------------------------------------------------------------------------------------------
# The schema language: a few node kinds


@dataclass(frozen=True)
class Int:
    low: int
    high: int


@dataclass(frozen=True)
class Str:
    longest: int
    choices: tuple = ()
    pattern: Optional[re.Pattern] = None


@dataclass(frozen=True)
class Bool:
    pass


@dataclass(frozen=True)
class Null:
    pass


@dataclass(frozen=True)
class Array:
    item: Any
    longest: int


@dataclass(frozen=True)
class Obj:
    required: tuple  # ((key, schema), ...)
    optional: tuple = ()


@dataclass(frozen=True)
class Either:
    options: tuple


def check(value: Any, schema: Any, path: str) -> None:
    """Raise ProtocolError("bad_message", "<path>: ...") unless `value` fits `schema`."""
    if isinstance(schema, Either):
        problems = []
        for option in schema.options:
            try:
                check(value, option, path)
                return
            except ProtocolError as problem:
                problems.append(str(problem))
        raise ProtocolError("bad_message", problems[0])
    if isinstance(schema, Int):
        if not isinstance(value, int) or isinstance(value, bool):
            raise _bad(path, "must be an integer")
        if not schema.low <= value <= schema.high:
            raise _bad(path, f"must be from {schema.low} to {schema.high}")
    elif isinstance(schema, Str):
        if not isinstance(value, str):
            raise _bad(path, "must be a string")
        if len(value) > schema.longest:
            raise _bad(path, f"at most {schema.longest} characters")
        if schema.choices and value not in schema.choices:
            raise _bad(path, f"one of {', '.join(schema.choices)}")
        if schema.pattern is not None and not schema.pattern.fullmatch(value):
            raise _bad(path, "not of the expected form")
    elif isinstance(schema, Bool):
        if not isinstance(value, bool):
            raise _bad(path, "must be true or false")
    elif isinstance(schema, Null):
        if value is not None:
            raise _bad(path, "must be null")
    elif isinstance(schema, Array):
        if not isinstance(value, list):
            raise _bad(path, "must be a list")
        if len(value) > schema.longest:
            raise _bad(path, f"at most {schema.longest} entries")
        for index, item in enumerate(value):
            check(item, schema.item, f"{path}[{index}]")
    elif isinstance(schema, Obj):
        if not isinstance(value, dict):
            raise _bad(path, "must be an object")
        known = dict(schema.required) | dict(schema.optional)
        for key in value:
            if key not in known:
                raise _bad(path, f"unknown field {key[:32]!r}")
        for key, _ in schema.required:
            if key not in value:
                raise _bad(path, f"missing field {key!r}")
        for key, item in value.items():
            check(item, known[key], f"{path}.{key}")
    else:  # pragma: no cover - a schema of ours that is wrong
        raise TypeError(f"not a schema: {schema!r}")


def _bad(path: str, problem: str) -> ProtocolError:
    return ProtocolError("bad_message", f"{path}: {problem}")


# --------------------------------------------------------------------------------------------
# The client's messages

SEAT = Int(0, MAX_SEATS - 1)
CARD = Str(2)
NAME = Str(256)  # cleaned after the check (games/names.py): this only bounds the work
PASSWORD = Str(128)
ROOM = Str(10, pattern=ROOM_CODE_PATTERN)
TOKEN = Str(64, pattern=re.compile(r"[A-Za-z0-9_-]{16,64}"))
CHIPS = Int(1, MAX_STARTING_CHIPS)
BOT_LEVELS = LEVELS

RULE_VALUE = Either((Int(0, 1_000_000), Str(16), Null()))
RULES = Obj((), tuple((key, RULE_VALUE) for key in (
    "small_bet", "big_bet", "ante", "structure", "exclusion", "call_rule", "discard_cost",
    "limit_raise_without_soldiers", "raise_cap", "two_left")))

ACTION = Obj((("seat", SEAT), ("do", Str(8, tuple(ACTION_TYPES)))),
             (("cards", Array(CARD, 8)), ("target", SEAT), ("amount", Int(1, 10_000_000))))

SEAT_SPEC = Either((Obj((("kind", Str(6, ("remote",))),)),
                    Obj((("kind", Str(6, ("bot",))), ("level", Str(6, BOT_LEVELS))))))

CLIENT_MESSAGES = {
    "hello": Obj((("type", Str(8)), ("protocol", Int(0, 1_000_000)), ("app", Str(32)),
                  ("client", NAME))),
    "create": Obj((("type", Str(8)), ("seats", Array(SEAT_SPEC, MAX_SEATS))),
                  (("rules", RULES), ("chips", CHIPS), ("password", PASSWORD),
                   ("pause_ms", Int(0, 30_000)), ("rejoin_seconds", Int(0, 3600)),
                   ("stand_in", Str(6, BOT_LEVELS)), ("turn_seconds", Int(0, 3600)),
                   ("spectators", Int(0, MAX_SPECTATORS)))),
    "join": Obj((("type", Str(8)), ("room", ROOM), ("name", NAME)),
                (("password", PASSWORD), ("token", TOKEN))),
    "watch": Obj((("type", Str(8)), ("room", ROOM), ("name", NAME)),
                 (("password", PASSWORD),)),
    "set_seat": Obj((("type", Str(8)), ("room", ROOM), ("seat", SEAT),
                     ("kind", Str(6, ("remote", "bot")))), (("level", Str(6, BOT_LEVELS)),)),
    "remove": Obj((("type", Str(8)), ("room", ROOM), ("seat", SEAT))),
    "start": Obj((("type", Str(8)), ("room", ROOM))),
    "action": Obj((("type", Str(8)), ("hand", Int(1, 10_000_000)),
                   ("step", Int(0, 1_000_000)), ("action", ACTION))),
    "leave": Obj((("type", Str(8)),)),
    # Exactly one of `text` and `quick`: the server checks that, and cleans the text.
    "chat": Obj((("type", Str(8)), ("room", ROOM)),
                (("text", Str(MAX_RAW_CHAT)), ("quick", Str(16, QUICK_MESSAGES)))),
}


def _no_constant(name: str):
    raise ProtocolError("bad_json", f"{name} is not JSON")


def _bounded_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise ProtocolError("bad_message", f"an integer of more than {MAX_DIGITS} digits")
    return int(text)


def depth_of(value: Any) -> int:
    """How deep lists and objects nest in `value` (a scalar: 0), without recursion."""
    deepest = 0
    stack = [(value, 1)]
    while stack:
        item, level = stack.pop()
        if isinstance(item, dict):
            deepest = max(deepest, level)
            stack.extend((v, level + 1) for v in item.values())
        elif isinstance(item, list):
            deepest = max(deepest, level)
            stack.extend((v, level + 1) for v in item)
    return deepest


def parse_client_message(raw: Any) -> dict:
    """A client's frame as a checked message, or ProtocolError naming what is wrong."""
    if not isinstance(raw, str):
        raise ProtocolError("bad_json", "messages are JSON text frames, not binary")
    try:
        data = json.loads(raw, parse_constant=_no_constant, parse_int=_bounded_int)
    except RecursionError:
        raise ProtocolError("bad_message", f"nested more than {MAX_DEPTH} deep") from None
    except json.JSONDecodeError as error:
        raise ProtocolError("bad_json", f"not JSON: {error.msg} at {error.pos}") from None
    if depth_of(data) > MAX_DEPTH:
        raise ProtocolError("bad_message", f"nested more than {MAX_DEPTH} deep")
    if not isinstance(data, dict):
        raise ProtocolError("bad_message", "a message is a JSON object")
    kind = data.get("type")
    schema = CLIENT_MESSAGES.get(kind) if isinstance(kind, str) else None
    if schema is None:
        raise ProtocolError("bad_message", f"type: one of {', '.join(CLIENT_MESSAGES)}")
    check(data, schema, kind)
    return data
