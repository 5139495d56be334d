"""Chat at a table (docs/PROTOCOL.md section 15): who may say something, who hears it, what a
line may hold, how fast lines may come; and `read_chat`, the app's reading of a server's
line, which trusts none of it."""

from __future__ import annotations

import json
import unicodedata

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from palace_desktop.net.chat import (CHAT_LINES, MAX_CHAT_LENGTH, MAX_RAW_CHAT, QUICK_MESSAGES,
                                     clean_chat, read_chat)
from palace_desktop.net.client import ServerError, TableClient
from palace_desktop.net.schema import ProtocolError, parse_client_message
from palace_desktop.net.server import TableServer

from net_play import FAST, run, seed_source


class FakeClock:
    """The server's clock for its rates: time passes only when the test says so."""

    def __init__(self):
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


async def _refused(client: TableClient, message: dict) -> ServerError:
    await client.send(message)
    with pytest.raises(ServerError) as refused:
        await client.receive("chat")
    return refused.value


def _line(room, seat, name, **said) -> dict:
    return {"type": "chat", "room": room, "seat": seat, "name": name, **said}


def test_a_line_reaches_everyone_at_the_table_and_nobody_else():
    async def scenario():
        server = TableServer(seeds=seed_source(3), **FAST)
        uri = f"ws://127.0.0.1:{await server.start()}"
        try:
            async with TableClient.connect(uri, "Ho\x00st", proxy=None) as host, \
                    TableClient.connect(uri, "Ann", proxy=None) as ann, \
                    TableClient.connect(uri, "Ben", proxy=None) as ben, \
                    TableClient.connect(uri, "Sam", proxy=None) as sam, \
                    TableClient.connect(uri, "Eve", proxy=None) as eve:
                room = await host.create([{"kind": "remote"}, {"kind": "remote"},
                                          {"kind": "bot", "level": "easy"}], pause_ms=0)
                await ann.join(room, "\u202eAnn\u200b")
                await ben.join(room)
                await sam.watch(room, "Sam\n")
                await ann.chat(room, "  good\tevening  ")
                heard = {who.name: await who.receive("chat")
                         for who in (host, ann, ben, sam)}
                await sam.chat(room, quick="good_luck")
                quick = [await who.receive("chat") for who in (host, ann, ben, sam)]
                await host.chat(room, "welcome")
                maker = [await who.receive("chat") for who in (host, ann, ben, sam)]
                stranger = await _refused(eve, {"type": "chat", "room": room, "text": "psst"})
                # Eve watches now: the first line she is sent is the one said after she came,
                # so none of the lines before reached her.
                await eve.watch(room)
                await ben.chat(room, quick="thanks")
                first_to_eve = await eve.receive("chat")
                return room, heard, quick, maker, stranger, first_to_eve
        finally:
            await server.stop()

    room, heard, quick, maker, stranger, first_to_eve = run(scenario(), 30)
    assert heard == {name: _line(room, 0, "Ann", text="good evening")
                     for name in ("Ho\x00st", "Ann", "Ben", "Sam")}
    assert quick == [_line(room, -1, "Sam", quick="good_luck")] * 4
    assert maker == [_line(room, -1, "Host", text="welcome")] * 4
    assert stranger.code == "not_at_table"
    assert first_to_eve == _line(room, 1, "Ben", quick="thanks")


def test_a_line_out_of_bounds_is_refused_and_controls_never_reach_anyone():
    async def scenario():
        server = TableServer(seeds=seed_source(4), **{**FAST, "strikes": 100})
        uri = f"ws://127.0.0.1:{await server.start()}"
        try:
            async with TableClient.connect(uri, "Ann", proxy=None) as ann:
                room = await ann.create([{"kind": "remote"}, {"kind": "bot", "level": "easy"}])
                await ann.join(room)
                codes = {}
                for label, said in {
                    "too_long": {"text": "x" * (MAX_CHAT_LENGTH + 1)},
                    "raw_too_long": {"text": "x" * (MAX_RAW_CHAT + 1)},
                    "controls_only": {"text": "\x07\x1b\x00\u202e\u200b\u2066"},
                    "spaces_only": {"text": " \n\t "},
                    "unknown_quick": {"quick": "insult"},
                    "both": {"text": "hi", "quick": "hello"},
                    "neither": {},
                    "not_text": {"text": 5},
                }.items():
                    error = await _refused(ann, {"type": "chat", "room": room, **said})
                    codes[label] = error.code
                await ann.chat(room, "\x1b[31mred\x1b[0m a\u202eb\nc" + " " * 300)
                cleaned = await ann.receive("chat")
                await ann.chat(room, "y" * MAX_CHAT_LENGTH)
                longest = await ann.receive("chat")
                return codes, cleaned["text"], longest["text"]
        finally:
            await server.stop()

    codes, cleaned, longest = run(scenario(), 30)
    assert codes == {label: "bad_message" for label in codes}
    assert cleaned == "[31mred[0m ab c"
    assert longest == "y" * MAX_CHAT_LENGTH


def test_more_than_five_lines_in_ten_seconds_are_refused_without_a_strike():
    clock = FakeClock()

    async def scenario():
        server = TableServer(seeds=seed_source(5), clock=clock, **{**FAST, "strikes": 2})
        uri = f"ws://127.0.0.1:{await server.start()}"
        try:
            async with TableClient.connect(uri, "Ann", proxy=None) as ann:
                room = await ann.create([{"kind": "remote"}, {"kind": "bot", "level": "easy"}])
                await ann.join(room)
                said = []
                for number in range(CHAT_LINES):
                    await ann.chat(room, f"line {number}")
                    said.append((await ann.receive("chat"))["text"])
                # Three refusals: with `strikes` 2 they would have closed the connection.
                fast = [(await _refused(ann, {"type": "chat", "room": room,
                                              "quick": "sorry"})).code for _ in range(3)]
                clock.now += 9.9
                still = (await _refused(ann, {"type": "chat", "room": room,
                                              "text": "still too soon"})).code
                clock.now += 0.2
                await ann.chat(room, "later")
                said.append((await ann.receive("chat"))["text"])
                return said, fast, still
        finally:
            await server.stop()

    said, fast, still = run(scenario(), 30)
    assert said == [f"line {n}" for n in range(CHAT_LINES)] + ["later"]
    assert fast == ["chat_too_fast"] * 3
    assert still == "chat_too_fast"


def test_the_client_sends_a_text_or_a_quick_message_never_both():
    async def scenario():
        server = TableServer(seeds=seed_source(6), **FAST)
        uri = f"ws://127.0.0.1:{await server.start()}"
        try:
            async with TableClient.connect(uri, "Ann", proxy=None) as ann:
                problems = []
                for said in ({"text": "hi", "quick": "hello"}, {}):
                    with pytest.raises(ValueError) as problem:
                        await ann.chat("0123456789", **said)
                    problems.append(str(problem.value))
                return problems
        finally:
            await server.stop()

    assert run(scenario(), 20) == ["a text or a quick message, one of them"] * 2


def test_the_schema_takes_a_chat_line_and_its_quick_codes():
    for quick in QUICK_MESSAGES:
        message = {"type": "chat", "room": "7AV01HGCR0", "quick": quick}
        assert parse_client_message(json.dumps(message)) == message
    with pytest.raises(ProtocolError) as refused:
        parse_client_message(json.dumps({"type": "chat", "room": "7AV01HGCR0",
                                         "quick": "hello", "colour": "red"}))
    assert "unknown field 'colour'" in str(refused.value)


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=MAX_RAW_CHAT + 20))
def test_a_cleaned_line_is_one_line_of_plain_text_within_bounds(text):
    line = clean_chat(text)
    assert len(line) <= MAX_CHAT_LENGTH
    assert all(unicodedata.category(c) not in ("Cc", "Zl", "Zp") for c in line)
    assert all(unicodedata.category(c) != "Cf" or c in "\u200c\u200d" for c in line)
    assert line == line.strip()
    assert clean_chat(line) == line


JSONISH = st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=300),
                       lambda inner: st.lists(inner, max_size=3)
                       | st.dictionaries(st.text(max_size=5), inner, max_size=3),
                       max_leaves=6)


@settings(max_examples=300, deadline=None)
@given(st.fixed_dictionaries(
    {"type": st.just("chat")},
    optional={"room": JSONISH | st.text(max_size=20), "seat": JSONISH | st.integers(-3, 12),
              "name": JSONISH, "text": JSONISH, "quick": JSONISH | st.sampled_from(QUICK_MESSAGES)}))
def test_a_servers_line_is_read_clean_or_not_at_all(message):
    line = read_chat(message, seats=6)
    if line is None:
        return
    assert set(line) in ({"type", "room", "seat", "name", "text"},
                         {"type", "room", "seat", "name", "quick"})
    assert -1 <= line["seat"] < 6 and type(line["seat"]) is int
    assert line["name"] and all(unicodedata.category(c) not in ("Cc", "Cf")
                                for c in line["name"])
    if "text" in line:
        assert line["text"] == clean_chat(line["text"]) and line["text"]
    else:
        assert line["quick"] in QUICK_MESSAGES


def test_a_servers_line_keeps_what_it_said():
    assert read_chat(_line("7AV01HGCR0", 2, "\u202eAnn", text="gg\x07 wp")) == \
        _line("7AV01HGCR0", 2, "Ann", text="gg wp")
    assert read_chat(_line("7AV01HGCR0", -1, "", quick="bye")) == \
        _line("7AV01HGCR0", -1, "?", quick="bye")
    assert read_chat(_line("7AV01HGCR0", True, "Ann", quick="bye")) is None
    assert read_chat(_line("7AV01HGCR0", 10, "Ann", quick="bye")) is None
