"""The seats kept to rejoin a table (games/online_seats.py), and what a person types to reach
a table (games/table_address.py): hostile files read as nothing, every field checked, the
token's file 0600, old tables dropped; a room code typed loosely."""

from __future__ import annotations

import json
import os
import stat

import pytest
from hypothesis import given, strategies as st

from palace_desktop.games import online_seats as kept
from palace_desktop.games.online_seats import OnlineSeat, forget_seat, keep_seat, read_seats
from palace_desktop.games.table_address import ROOM_CODE_PATTERN, room_code, table_uri
from palace_desktop.net import schema

NOW = 1_800_000_000.0
TOKEN = "h4__4M-YOks7UOakBCJSF33uikcHfn0M"


def a_seat(**changes) -> OnlineSeat:
    fields = dict(uri="ws://192.168.1.20:8765", room="22RKWG01KR", seat=1, token=TOKEN,
                  name="Ann", when=NOW - 60)
    fields.update(changes)
    return OnlineSeat(**fields)


def test_a_kept_seat_reads_back_and_its_file_is_private(tmp_path):
    path = tmp_path / "data" / "online_seats.json"
    keep_seat(path, a_seat(), now=NOW)
    assert read_seats(path, now=NOW) == [a_seat()]
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o600


def test_a_file_left_readable_by_others_is_made_private_at_the_next_keep(tmp_path):
    path = tmp_path / "online_seats.json"
    path.write_text(json.dumps({"format": kept.FORMAT, "seats": []}))
    os.chmod(path, 0o644)
    keep_seat(path, a_seat(), now=NOW)
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o600


def test_a_seat_at_the_same_table_replaces_the_old_one_and_the_newest_come_first(tmp_path):
    path = tmp_path / "online_seats.json"
    keep_seat(path, a_seat(), now=NOW)
    keep_seat(path, a_seat(room="Y844EAPVGS", when=NOW - 10), now=NOW)
    keep_seat(path, a_seat(seat=3, when=NOW - 5), now=NOW)
    assert [(s.room, s.seat) for s in read_seats(path, now=NOW)] == [("22RKWG01KR", 3),
                                                                     ("Y844EAPVGS", 1)]
    forget_seat(path, "ws://192.168.1.20:8765", "22RKWG01KR", now=NOW)
    assert [s.room for s in read_seats(path, now=NOW)] == ["Y844EAPVGS"]


def test_tables_older_than_a_week_are_dropped(tmp_path):
    path = tmp_path / "online_seats.json"
    keep_seat(path, a_seat(when=NOW - 3600), now=NOW)
    assert read_seats(path, now=NOW + kept.KEEP_SECONDS - 3600 - 1)
    assert read_seats(path, now=NOW + kept.KEEP_SECONDS) == []


def test_at_most_so_many_seats_are_kept(tmp_path):
    path = tmp_path / "online_seats.json"
    for number in range(kept.MAX_SEATS_KEPT + 5):
        keep_seat(path, a_seat(uri=f"ws://10.0.0.{number + 1}:8765", when=NOW - 100 + number),
                  now=NOW)
    seats = read_seats(path, now=NOW)
    assert len(seats) == kept.MAX_SEATS_KEPT
    assert seats[0].uri == f"ws://10.0.0.{kept.MAX_SEATS_KEPT + 5}:8765"


def test_a_seat_out_of_its_form_is_not_kept(tmp_path):
    with pytest.raises(ValueError):
        keep_seat(tmp_path / "f.json", a_seat(token="short"), now=NOW)


@pytest.mark.parametrize("contents", [
    b"", b"\xff\xfe", b"[]", b"null", b"{\"format\": \"other\", \"seats\": []}",
    b"{\"format\": \"palace-desktop-online-seats\", \"seats\": {}}",
    b"[" * 100_000, b" " * (kept.MAX_BYTES + 1),
])
def test_a_damaged_or_hostile_file_reads_as_no_seats(tmp_path, contents):
    path = tmp_path / "online_seats.json"
    path.write_bytes(contents)
    assert read_seats(path, now=NOW) == []
    keep_seat(path, a_seat(), now=NOW)  # and is replaced by the next keep
    assert read_seats(path, now=NOW) == [a_seat()]


def test_a_directory_or_a_pipe_in_its_place_reads_as_no_seats(tmp_path):
    (tmp_path / "dir").mkdir()
    assert read_seats(tmp_path / "dir", now=NOW) == []
    os.mkfifo(tmp_path / "pipe")
    assert read_seats(tmp_path / "pipe", now=NOW) == []


GOOD = a_seat().to_json()
BAD_FIELDS = [
    ("uri", "http://x:1"), ("uri", "ws://a b:1"), ("uri", "ws://x"), ("uri", 5),
    ("uri", "ws://" + "a" * 400 + ":1"), ("room", "22RKWG01KU"), ("room", "22rkwg01kr"),
    ("room", None), ("seat", 10), ("seat", -1), ("seat", True), ("seat", 1.0), ("seat", "1"),
    ("token", "short"), ("token", "x" * 65), ("token", "a b" * 10), ("name", ""),
    ("name", "Ann\u202e"), ("name", " Ann"), ("name", "A" * 21), ("name", ["Ann"]),
    ("when", "now"), ("when", float("nan")), ("when", float("inf")), ("when", True),
    ("when", NOW + 3 * 24 * 3600),
]


@pytest.mark.parametrize("field,value", BAD_FIELDS)
def test_an_entry_with_any_field_out_of_its_form_is_dropped_and_the_others_kept(
        tmp_path, field, value):
    other = dict(GOOD, room="Y844EAPVGS")
    path = tmp_path / "online_seats.json"
    path.write_text(json.dumps({"format": kept.FORMAT,
                                "seats": [dict(GOOD, **{field: value}), other]}))
    assert [s.room for s in read_seats(path, now=NOW)] == ["Y844EAPVGS"]


@pytest.mark.parametrize("extra", [{"more": 1}, {}])
def test_an_entry_with_a_field_more_or_less_is_dropped(tmp_path, extra):
    entry = dict(GOOD, **extra) if extra else {k: v for k, v in GOOD.items() if k != "name"}
    path = tmp_path / "online_seats.json"
    path.write_text(json.dumps({"format": kept.FORMAT, "seats": [entry]}))
    assert read_seats(path, now=NOW) == []


@given(st.text(max_size=400))
def test_any_text_in_any_field_reads_or_is_dropped_never_raises(text):
    for field in GOOD:
        seat = kept.seat_from_json(dict(GOOD, **{field: text}), NOW)
        assert seat is None or getattr(seat, field) == text


# ------------------------------------------------------------------------------------------
# Room codes and addresses as typed

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"


def test_the_room_code_pattern_is_the_protocols():
    assert ROOM_CODE_PATTERN.pattern == schema.ROOM_CODE_PATTERN.pattern


@given(st.text(alphabet=ALPHABET, min_size=10, max_size=10),
       st.lists(st.sampled_from([" ", "-", "  ", "\t"]), min_size=10, max_size=10),
       st.lists(st.booleans(), min_size=10, max_size=10))
def test_a_code_typed_in_lower_case_grouped_or_with_look_alikes_reads_as_the_code(
        code, gaps, lower):
    look_alike = {"0": "O", "1": "I"}
    typed = ""
    for char, gap, low in zip(code, gaps, lower):
        shown = look_alike.get(char, char) if low else char
        typed += (shown.lower() if low else shown) + gap
    assert room_code(typed) == code


@given(st.text(max_size=40))
def test_what_room_code_accepts_is_always_a_code_the_server_takes(typed):
    code = room_code(typed)
    assert code is None or schema.ROOM_CODE_PATTERN.fullmatch(code)


@pytest.mark.parametrize("typed", ["", "22RKWG01K", "22RKWG01KRX", "22RKWG01KU", "22RKWG01K!",
                                   "２２RKWG01KR"])
def test_what_is_not_a_code_is_refused(typed):
    assert room_code(typed) is None


@pytest.mark.parametrize("typed,uri", [
    ("192.168.1.20", "ws://192.168.1.20:8765"), (" 192.168.1.20:9000 ", "ws://192.168.1.20:9000"),
    ("cards.example.org", "ws://cards.example.org:8765"), ("ws://host:1/path", "ws://host:1"),
    ("WSS://cards.example.org", "wss://cards.example.org:8765"), ("[::1]:80", "ws://[::1]:80"),
    ("fe80::1", "ws://[fe80::1]:8765"),
])
def test_an_address_becomes_the_tables_uri(typed, uri):
    assert table_uri(typed) == uri


@pytest.mark.parametrize("typed", ["", "a b", "300.1.1.1", "x:0", "x:", "x:65536", "http://x",
                                   "user@host", "host/path", "[::1", "[x]:1", "1.2.3", "x:+1",
                                   "x:１２"])
def test_what_is_not_an_address_is_refused(typed):
    assert table_uri(typed) is None
