"""Every file the app reads, fuzzed from a real one (issue 37): a hand history, a match, a saved
game, the settings and the statistics, each mutated at every place of the document (any field,
the next one added too: the places are found, not listed) with huge numbers, floats, wrong
types, deep nesting, long strings and lone surrogates, and as bytes (cut short, bytes that are
not UTF-8, pieces of JSON). Whatever the file holds, its reader loads it or refuses it with its
own error and one line, never another exception, never a hang; and `replay FILE` and the
history viewer agree: a file replay refuses, the viewer refuses with the same words.

tests/test_replay_fuzz.py fuzzes `replay FILE` alone with random documents."""

from __future__ import annotations

import contextlib
import copy
import io
import json
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from palace_desktop.engine.history import HistoryError
from palace_desktop.engine.history_file import replay_file
from palace_desktop.games import storage
from palace_desktop.games.replay import ReplayCursor
from palace_desktop.games.save_meta import make_meta, read_meta
from palace_desktop.games.seats import SeatKind
from palace_desktop.games.setup import preset

from fuzz_support import paths, places, replaced
from replay_support import play_match

SCENARIOS_DIR = Path(__file__).parent / "scenarios"
SECONDS = 10  # per file, generously: each is read in milliseconds


def _documents() -> dict[str, dict]:
    hand = json.loads((SCENARIOS_DIR / "engine_api_example.json").read_text(encoding="utf-8"))
    match = play_match(4, hands=2, seats=3)
    finished = match.to_json()
    stats = storage.Statistics()
    stats.record_hand(match.state)
    match.start_hand()
    match.apply(match.state.legal_actions()[0])
    kinds = [SeatKind("you"), SeatKind("bot", "easy"), SeatKind("bot", "hard")]
    saved = {"format": storage.SAVE_FORMAT, "saved_at": "2026-12-07T03:00:00+00:00",
             "meta": make_meta(kinds, 0, 12345), "match": match.to_json()}
    settings_doc = storage.Settings(player_name="Ann", last_folder="/tmp",
                                    last_setup=preset("solo3", "Ann").to_json()).to_json()
    return {"hand": hand, "match": finished, "saved game": saved, "settings": settings_doc,
            "statistics": stats.to_json()}


DOCUMENTS = _documents()
KINDS = sorted(DOCUMENTS)

FUZZ = settings(max_examples=60, deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                       HealthCheck.function_scoped_fixture])


def nested(depth: int):
    value: object = []
    for _ in range(depth):
        value = [value]
    return value


# What a field may be changed to: numbers too big for any widget or for int(), floats, every
# other type, a deep nest, a long text, a lone surrogate (no UTF-8 encoding holds it).
ODD_VALUES = [10**98, -10**98, 10**19, 2**63, 2**31, -1, 0, 1.5, 1e308, float("nan"),
              float("inf"), True, False, None, "", "x" * 100_000, "Zo\ud800", "\u202eAnn\n",
              [], {}, [1, "a", None], {"x": 1}, nested(300)]

# (A copy each time: a later change inside a drawn list must not change the next example's.)
odd_values = (st.sampled_from(range(len(ODD_VALUES))).map(lambda i: copy.deepcopy(ODD_VALUES[i]))
              | st.integers() | st.text(max_size=8))


@st.composite
def mutated(draw, kind: str):
    """The document of `kind`, changed at one to three of its places."""
    doc = json.loads(json.dumps(DOCUMENTS[kind]))
    for _ in range(draw(st.integers(1, 3))):
        where = draw(st.sampled_from(list(paths(doc))))
        if not where:
            doc = draw(odd_values)
            continue
        parent = doc
        for key in where[:-1]:
            parent = parent[key]
        last = where[-1]
        how = draw(st.sampled_from(["replace", "delete", "add", "duplicate"]))
        if how == "delete":
            del parent[last]
        elif how == "add" and isinstance(parent, dict):
            parent[draw(st.text(max_size=6))] = draw(odd_values)
        elif how == "duplicate" and isinstance(parent, list):
            parent[last:last] = [json.loads(json.dumps(parent[last]))] * draw(st.integers(1, 50))
        else:
            parent[last] = draw(odd_values)
        if not isinstance(doc, (dict, list)):
            break
    return doc


PIECES = [b"[", b"]", b"{", b"}", b'"', b",", b":", b"-", b"1e999", b"NaN", b"\\", b"\x00",
          b"\xff", b"\xc3", b"\xed\xa0\x80", b"\xef\xbb\xbf", b"9" * 5000, b"[" * 3000,
          b'{"a":' * 3000]


@st.composite
def mutated_bytes(draw, kind: str):
    """The document of `kind` as the app writes it, cut short or with bytes put in."""
    data = json.dumps(DOCUMENTS[kind], indent=2, ensure_ascii=False).encode("utf-8")
    for _ in range(draw(st.integers(1, 3))):
        start = draw(st.integers(0, len(data)))
        end = draw(st.integers(start, min(len(data), start + 20)))
        data = data[:start] + draw(st.sampled_from(PIECES) | st.binary(max_size=4)) + data[end:]
    if draw(st.booleans()):
        data = data[:draw(st.integers(0, len(data)))]
    return data


def as_bytes(doc) -> bytes:
    return json.dumps(doc, ensure_ascii=False).encode("utf-8", "surrogatepass")


# ------------------------------------------------------------------------------------------
# The readers: each loads, or raises its own error with one line


LONGEST_LINE = 600  # characters: a message quotes a wrong value short, never a whole string


def one_line(text: str) -> None:
    assert text and "\n" not in text and "\r" not in text, repr(text[:300])
    assert len(text) <= LONGEST_LINE, f"{len(text):,} characters: {text[:300]!r}"


QT_INT = 2**31 - 1  # what a widget's integer holds


def fits_the_views(rules, chips, names) -> None:
    """What was loaded can be shown: a 99-digit stack loaded, then QLocale gave an
    OverflowError in the viewer (and a 10^19 one closed the app on resume)."""
    from PySide6.QtCore import QLocale

    for number in [*chips, rules.small_bet, rules.big_bet, rules.ante, sum(chips)]:
        assert 0 <= number <= QT_INT, number
        QLocale.c().toString(number)
    assert all(len(name) <= 64 for name in names)


def read_history(home: Path, data: bytes) -> None:
    """`replay FILE` and the viewer's cursor: the same verdict, the same words."""
    path = home / "history.json"
    path.write_bytes(data)
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        code = replay_file(str(path), out, err)
    try:
        cursor = ReplayCursor.from_file(path)
        refusal = None
        fits_the_views(cursor.parsed.rules, [c for hand in cursor.hands for c in hand.chips],
                       cursor.names)
    except HistoryError as error:
        refusal = str(error)
        one_line(refusal)
        assert refusal.startswith("history.json: ")
        refusal = refusal[len("history.json: "):]
    if code == 1:
        line = err.getvalue()
        assert line.endswith("\n") and out.getvalue() == ""
        line = line[:-1]
        one_line(line)
        said = line[len(f"{path}: "):]
        said = said[len("invalid: "):] if said.startswith("invalid: ") else said
        assert refusal == said, (refusal, said)
    else:
        assert code in (0, 2) and err.getvalue() == ""
        # The viewer shows finished hands only (a hand in progress would show every palace).
        assert refusal is None or "finished" in refusal, refusal


def read_saved_game(home: Path, data: bytes) -> None:
    """Resume: LoadError (the file set aside) or a match with meta that read_meta takes or
    refuses (ValueError); the Resume menu's summary is a SavedGameInfo or None."""
    paths = storage.Paths(home)
    paths.data_dir.mkdir(parents=True, exist_ok=True)
    paths.autosave_path.write_bytes(data)
    info = storage.saved_game_info(paths.autosave_path)
    assert info is None or isinstance(info, storage.SavedGameInfo)
    try:
        loaded = storage.load_saved_match(paths)
    except storage.LoadError as error:
        one_line(str(error))
        assert error.moved_to is not None and not paths.autosave_path.exists()
        error.moved_to.unlink()
        return
    match, meta = loaded
    fits_the_views(match.rules, match.chips, match.names)
    try:
        read_meta(meta, len(match.names))
    except ValueError as error:
        one_line(str(error))


def read_settings(home: Path, data: bytes) -> None:
    paths = storage.Paths(home)
    paths.config_dir.mkdir(parents=True, exist_ok=True)
    paths.settings_path.write_bytes(data)
    loaded, warning = storage.load_settings(paths)
    assert isinstance(loaded, storage.Settings)
    if warning is not None:
        one_line(warning)


def read_statistics(home: Path, data: bytes) -> None:
    paths = storage.Paths(home)
    paths.data_dir.mkdir(parents=True, exist_ok=True)
    paths.statistics_path.write_bytes(data)
    loaded, warning = storage.load_statistics(paths)
    assert isinstance(loaded, storage.Statistics)
    if warning is not None:
        one_line(warning)


READERS = {"hand": read_history, "match": read_history, "saved game": read_saved_game,
           "settings": read_settings, "statistics": read_statistics}


def check(home: Path, kind: str, data: bytes) -> None:
    for leftover in home.rglob("*"):  # what a refusal set aside, from the example before
        if leftover.is_file():
            leftover.unlink()
    start = time.monotonic()
    READERS[kind](home, data)
    assert time.monotonic() - start < SECONDS


@pytest.fixture
def home(tmp_path):
    return tmp_path


# ------------------------------------------------------------------------------------------
# The fuzz


@pytest.mark.parametrize("kind", KINDS)
def test_the_unmutated_files_load(home, kind):
    check(home, kind, as_bytes(DOCUMENTS[kind]))


@pytest.mark.parametrize("kind", KINDS)
@FUZZ
@given(data=st.data())
def test_a_file_changed_at_any_field_loads_or_is_refused_in_one_line(home, kind, data):
    check(home, kind, as_bytes(data.draw(mutated(kind))))


@pytest.mark.parametrize("kind", KINDS)
@FUZZ
@given(data=st.data())
def test_a_file_with_bytes_cut_or_put_in_loads_or_is_refused_in_one_line(home, kind, data):
    check(home, kind, data.draw(mutated_bytes(kind)))


# The sweep: every kind of field of every file (the first and last of each list), each set to
# every value that broke something in issue 37.
SWEPT_VALUES = [10**98, 10**19, -1, 1.5, float("nan"), "x" * 100_000, "Zo\ud800", None,
                nested(300)]


@pytest.mark.parametrize("kind", KINDS)
def test_every_field_set_to_each_odd_value_loads_or_is_refused_in_one_line(home, kind):
    doc = DOCUMENTS[kind]
    for where in places(doc):
        for value in SWEPT_VALUES:
            try:
                check(home, kind, as_bytes(replaced(doc, where, value)))
            except AssertionError as failure:
                raise AssertionError(f"{kind} {where} = {value!r:.40}: {failure}") from None
