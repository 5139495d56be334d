"""`replay FILE` on files that would cost too much or never end (ENGINE_API.md section 4): a
named pipe with no writer, devices, a directory, a file over the size limit, lists nested
100,000 deep, an integer of 5,000 digits, hands with too many actions, an action whose `do` is
not a string. Each is refused with exit 1 and exactly one line on stderr that names the file
and what is wrong (the limit it met, when it met one), nothing on stdout, in bounded time and
memory. The command runs as a real subprocess, with its address space capped so that reading
a device to the end fails here instead of swapping the machine."""

from __future__ import annotations

import copy
import io
import json
import os
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest

SCENARIOS_DIR = Path(__file__).parent / "scenarios"
SCENARIOS = sorted(p for p in SCENARIOS_DIR.glob("*.json") if not p.name.endswith(".result.json"))
EXAMPLE = json.loads((SCENARIOS_DIR / "engine_api_example.json").read_text(encoding="utf-8"))

TIMEOUT = 60  # seconds; every refusal comes within a second or two, a hang fails the test
MEMORY_CAP = 1 << 30  # bytes of address space for the child


def _cap_memory() -> None:
    import resource

    try:
        resource.setrlimit(resource.RLIMIT_AS, (MEMORY_CAP, MEMORY_CAP))
    except (ValueError, OSError):  # a system that will not cap it: the timeout still holds
        pass


def run_replay(path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "palace_desktop", "replay", str(path)],
                          capture_output=True, text=True, timeout=TIMEOUT,
                          preexec_fn=_cap_memory if os.name == "posix" else None)


def assert_refused(done, path, *words) -> str:
    """Exit 1, nothing on stdout, one line on stderr naming `path` and holding `words`."""
    assert done.returncode == 1, done.stderr
    assert done.stdout == ""
    lines = done.stderr.splitlines()
    assert len(lines) == 1, done.stderr
    assert lines[0].startswith(f"{path}: "), lines[0]
    for word in words:
        assert word in lines[0], lines[0]
    return lines[0]


def write(path: Path, doc) -> Path:
    path.write_text(doc if isinstance(doc, str) else json.dumps(doc), encoding="utf-8")
    return path


# ------------------------------------------------------------------------------------------
# Files that are not regular files: refused before they are opened


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_named_pipe_with_no_writer_is_refused_without_waiting(tmp_path):
    fifo = tmp_path / "hand.json"
    os.mkfifo(fifo)
    start = time.monotonic()
    assert_refused(run_replay(fifo), fifo, "not a regular file", "pipe")
    assert time.monotonic() - start < TIMEOUT / 2
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)  # left as it was


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
def test_devices_are_refused_unread(device):
    if not os.path.exists(device):
        pytest.skip(f"no {device} here")
    assert_refused(run_replay(device), device, "not a regular file", "device")


def test_a_directory_is_refused(tmp_path):
    assert_refused(run_replay(tmp_path), tmp_path, "directory")


def test_a_missing_file_is_named_once(tmp_path):
    missing = tmp_path / "missing.json"
    line = assert_refused(run_replay(missing), missing, "cannot be read", "No such file")
    assert line.count(str(missing)) == 1


# ------------------------------------------------------------------------------------------
# What a file may cost


def test_a_file_over_the_size_limit_is_refused_unread(tmp_path):
    from palace_desktop.engine.history_file import MAX_FILE_BYTES

    for size in (MAX_FILE_BYTES + 1, 200 * 1024 * 1024):
        big = tmp_path / f"big-{size}.json"
        with open(big, "wb") as handle:
            handle.truncate(size)  # sparse: nothing is written
        assert_refused(run_replay(big), big,
                       f"over the {MAX_FILE_BYTES // (1024 * 1024)} MB limit for a hand history")


def test_a_file_at_the_size_limit_is_read(tmp_path):
    from palace_desktop.engine import history_file

    # Valid JSON padded with spaces up to the limit exactly: read, and replayed.
    text = json.dumps(EXAMPLE)
    path = write(tmp_path / "padded.json", text + " " * (history_file.MAX_FILE_BYTES - len(text)))
    assert path.stat().st_size == history_file.MAX_FILE_BYTES
    assert history_file.read_history(path) == EXAMPLE


def test_an_integer_of_5000_digits_is_refused(tmp_path):
    from palace_desktop.engine.history_file import MAX_INT_DIGITS

    for digits in ("9" * 5000, "-" + "9" * 5000):
        path = write(tmp_path / "digits.json",
                     json.dumps(EXAMPLE).replace('"dealer": 1', '"dealer": ' + digits, 1))
        assert_refused(run_replay(path), path, "5,000 digits",
                       f"over the {MAX_INT_DIGITS}-digit limit")


def test_lists_nested_100000_deep_are_refused(tmp_path):
    from palace_desktop.engine.history_file import MAX_DEPTH

    for text in ("[" * 100_000, "[" * 100_000 + "]" * 100_000,
                 '{"format": "palace-hand/1", "seats": ' + "[" * 5000 + "]" * 5000 + "}"):
        path = write(tmp_path / "deep.json", text)
        assert_refused(run_replay(path), path, f"past the {MAX_DEPTH}-level limit")


def test_a_document_nested_just_past_the_limit_is_refused(tmp_path):
    from palace_desktop.engine.history_file import MAX_DEPTH

    doc = copy.deepcopy(EXAMPLE)
    deep: list = []
    doc["seats"][0]["name"] = deep
    for _ in range(MAX_DEPTH - 4):  # the document 1, seats 2, the seat 3, the name 4
        deep.append([])
        deep = deep[0]
    path = write(tmp_path / "deep.json", doc)  # exactly at the limit: only a wrong name
    assert_refused(run_replay(path), path, "seats[0].name: must be a non-empty string")
    deep.append([])
    assert_refused(run_replay(write(path, doc)), path, f"past the {MAX_DEPTH}-level limit")
    doc["seats"][0]["name"] = "Ann"
    doc["actions"][0]["why"] = [[[[]]]]  # deep enough to show, not too deep: an unknown key
    assert_refused(run_replay(write(path, doc)), path, "actions[0].why: unknown key")


def test_a_hand_with_too_many_actions_is_refused(tmp_path):
    from palace_desktop.engine.history_file import MAX_HAND_ACTIONS

    doc = dict(EXAMPLE, actions=[{"seat": 1, "do": "stay"}] * (MAX_HAND_ACTIONS + 1))
    path = write(tmp_path / "long.json", doc)
    assert_refused(run_replay(path), path, "actions", f"{MAX_HAND_ACTIONS + 1:,} actions",
                   f"over the {MAX_HAND_ACTIONS:,}-action limit for one hand")
    match = {"format": "palace-match/1", "seats": doc["seats"], "dealer": 1,
             "hands": [{"deal": {"seed": 1}, "actions": []}, {"deal": {"seed": 2},
                                                              "actions": doc["actions"]}]}
    assert_refused(run_replay(write(path, match)), path, "hands[1].actions",
                   f"over the {MAX_HAND_ACTIONS:,}-action limit for one hand")


def test_a_file_with_too_many_actions_is_refused(tmp_path, monkeypatch):
    from palace_desktop.engine import history_file

    # Smaller limits, in-process: a file of a million actions would only make the test slow.
    monkeypatch.setattr(history_file, "MAX_ACTIONS", 30)
    hand = {"deal": {"seed": 1}, "actions": [{"seat": 0, "do": "stay"}] * 10}
    match = {"format": "palace-match/1", "seats": EXAMPLE["seats"], "dealer": 1,
             "hands": [hand] * 4}
    path = write(tmp_path / "many.json", match)
    out, err = io.StringIO(), io.StringIO()
    assert history_file.replay_file(str(path), out, err) == 1
    assert out.getvalue() == ""
    assert err.getvalue() == (f"{path}: has 40 actions, over the 30-action limit for a hand "
                              "history\n")


def test_too_many_lists_and_objects_are_refused_before_they_are_built(tmp_path, monkeypatch):
    from palace_desktop.engine import history_file

    monkeypatch.setattr(history_file, "MAX_CONTAINERS", 50)
    out, err = io.StringIO(), io.StringIO()
    path = write(tmp_path / "lists.json", "[" + ",".join(["[]", "{}"] * 30) + "]")
    assert history_file.replay_file(str(path), out, err) == 1 and out.getvalue() == ""
    assert err.getvalue() == (f"{path}: has 61 lists and objects, over the 50 limit for a hand "
                              "history\n")
    # Brackets inside strings are no lists: a name full of them is only counted as text.
    doc = copy.deepcopy(EXAMPLE)
    doc["seats"][0]["name"] = 'Ann \\"' + "[{" * 29  # 60 brackets, within the 64 characters
    path = write(tmp_path / "name.json", doc)
    assert history_file.replay_file(str(path), out, err) == 0
    assert json.loads(out.getvalue())["chips"] == [207, 193]


def test_32_mb_of_empty_lists_is_refused_quickly(tmp_path):
    from palace_desktop.engine.history_file import MAX_CONTAINERS, MAX_FILE_BYTES

    count = (MAX_FILE_BYTES - 2) // 3
    path = write(tmp_path / "lists.json", "[" + ",".join(["[]"] * count) + "]")
    start = time.monotonic()
    assert_refused(run_replay(path), path, f"has {count + 1:,} lists and objects",
                   f"over the {MAX_CONTAINERS:,} limit")
    assert time.monotonic() - start < TIMEOUT / 2


# ------------------------------------------------------------------------------------------
# Documents that are JSON but no history


@pytest.mark.parametrize("do", [["buy"], {"buy": True}, 7, None])
def test_an_action_whose_do_is_not_a_word_is_invalid(tmp_path, do):
    doc = copy.deepcopy(EXAMPLE)
    doc["actions"][0] = {"seat": 1, "do": do}
    path = write(tmp_path / "do.json", doc)
    assert_refused(run_replay(path), path, "actions[0].do: unknown action")


def test_a_huge_wrong_value_is_shown_short(tmp_path):
    doc = copy.deepcopy(EXAMPLE)
    doc["actions"][0]["do"] = "x" * 1_000_000
    path = write(tmp_path / "long.json", doc)
    line = assert_refused(run_replay(path), path, "actions[0].do: unknown action 'xxx")
    assert len(line) < len(str(path)) + 200
    doc["deal"]["palaces"][0][0] = "y" * 1_000_000
    line = assert_refused(run_replay(write(path, doc)), path,
                          "deal.palaces[0][0]: not a card: 'yyy", "(expected rank")
    assert len(line) < len(str(path)) + 200


@pytest.mark.skipif(sys.platform.startswith("win"), reason="no newline in a Windows file name")
def test_a_file_name_with_a_newline_still_gives_one_line(tmp_path):
    path = write(tmp_path / "two\nlines.json", "{ nope")
    done = run_replay(path)
    assert done.returncode == 1 and done.stdout == ""
    assert len(done.stderr.splitlines()) == 1 and "two\\nlines.json" in done.stderr


def test_not_utf8_and_not_json_name_the_file(tmp_path):
    cases = {"binary.json": (b"\xff\xfe\x00garbage", "not a UTF-8 text file"),
             "text.json": (b"this is not json", "not JSON"),
             "empty.json": (b"", "not JSON"),
             "nan.json": (json.dumps(EXAMPLE).replace("200", "NaN", 1).encode(),
                          "seats[0].chips")}
    for name, (data, words) in cases.items():
        path = tmp_path / name
        path.write_bytes(data)
        assert_refused(run_replay(path), path, words)


# ------------------------------------------------------------------------------------------
# Real histories still replay


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_scenarios_replay_through_the_command(path):
    expected = json.loads(path.with_name(path.stem + ".result.json").read_text(encoding="utf-8"))
    done = run_replay(path)
    assert done.returncode == (2 if expected["status"] == "rejected" else 0), done.stderr
    assert done.stderr == ""
    assert json.loads(done.stdout) == expected


def test_a_reader_that_stops_early_gets_no_traceback():
    """`replay FILE | head -c 1`: when the reader closes the pipe, replay ends quietly, as
    command-line tools do (no BrokenPipeError traceback on stderr)."""
    child = subprocess.Popen([sys.executable, "-m", "palace_desktop", "replay",
                              str(SCENARIOS_DIR / "engine_api_example.json")],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    child.stdout.close()  # before the child can write a byte
    err = child.stderr.read().decode()
    child.wait(timeout=TIMEOUT)
    assert "Traceback" not in err and "BrokenPipeError" not in err, err
    assert err == ""
