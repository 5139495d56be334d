"""Issue 37.2 and 37.3: a save that fails, for any reason, is reported and tried again and
never stops the writer; closing never waits on a writer that is stuck or gone; settings.json
is checked when read (types, lengths, depth) and what was refused is told."""

from __future__ import annotations

import json
import threading

import pytest

from palace_desktop.games import files, storage
from palace_desktop.games.names import MAX_NAME_LENGTH
from palace_desktop.live.persistence import Persistence, SaveWriter


def returns_within(call, seconds: float = 10.0) -> bool:
    """Whether `call()` returned within `seconds` (it hung for ever before the fix)."""
    done = threading.Thread(target=call, daemon=True)
    done.start()
    done.join(seconds)
    return not done.is_alive()


class Writes:
    """Fails the writes whose number is listed, with `error`; records the others."""

    def __init__(self, failing, error):
        self.failing, self.error = set(failing), error
        self.attempts = 0
        self.written: list = []

    def __call__(self, doc, meta) -> None:
        self.attempts += 1
        if self.attempts in self.failing:
            raise self.error
        self.written.append(doc)


@pytest.mark.parametrize("error", [UnicodeEncodeError("utf-8", "Zo\udcff", 2, 3, "surrogates"),
                                   ValueError("Out of range float values"),
                                   RecursionError("maximum recursion depth exceeded"),
                                   OSError(28, "No space left on device")])
def test_any_failed_write_is_reported_and_the_next_save_is_written(error):
    writes, failures = Writes({1}, error), []
    writer = SaveWriter(writes, failures.append)
    writer.save({"n": 1}, {})
    assert returns_within(lambda: writer.flush(timeout=30))
    writer.save({"n": 2}, {})
    assert returns_within(lambda: writer.flush(timeout=30))
    assert failures[0] is error and writes.written[-1] == {"n": 2}


def test_a_failed_save_is_tried_again_at_flush_before_the_window_closes():
    writes, failures = Writes({1}, OSError(28, "No space left on device")), []
    writer = SaveWriter(writes, failures.append)
    writer.save({"n": 1}, {})
    assert writer.flush() is True  # failed once, then written by flush's try
    assert writes.written == [{"n": 1}] and len(failures) == 1


def test_a_save_that_keeps_failing_makes_flush_say_so_and_return():
    writes, failures = Writes({1, 2, 3}, OSError(30, "Read-only file system")), []
    writer = SaveWriter(writes, failures.append)
    writer.save({"n": 1}, {})
    assert writer.flush() is False and writes.attempts == 2
    assert writer.flush() is False and writes.attempts == 3
    assert writer.flush() is True and writes.written == [{"n": 1}]


def test_flush_does_not_wait_for_ever_on_a_stuck_write():
    gate = threading.Event()

    def stuck(doc, meta):
        assert gate.wait(30)

    writer = SaveWriter(stuck, lambda error: None)
    writer.save({"n": 1}, {})
    assert writer.flush(timeout=0.05) is False
    gate.set()
    assert writer.flush() is True


def test_a_document_that_cannot_be_encoded_fails_before_a_temp_file_exists(tmp_path,
                                                                         monkeypatch):
    target = tmp_path / "autosave.json"
    files.atomic_write_json(target, {"name": "Zoë"})
    opened = []
    monkeypatch.setattr(files.tempfile, "NamedTemporaryFile",
                        lambda *args, **kwargs: opened.append(args) or pytest.fail("opened"))
    with pytest.raises(UnicodeEncodeError):
        files.atomic_write_json(target, {"name": "Zo\udcff"})
    assert opened == [] and json.loads(target.read_text(encoding="utf-8")) == {"name": "Zoë"}


# Settings


def write_settings(paths, text: str) -> None:
    paths.config_dir.mkdir(parents=True, exist_ok=True)
    paths.settings_path.write_text(text, encoding="utf-8")


def nested(depth: int) -> dict:
    value: dict = {}
    for _ in range(depth):
        value = {"a": value}
    return value


@pytest.mark.parametrize("key, value, used", [
    ("player_name", "\ud800", ""),
    ("player_name", "Zo\ud800", "Zo\ufffd"),
    ("player_name", "x" * 200_000, "x" * MAX_NAME_LENGTH),
    ("player_name", "\u202eAnn\u200b\n", "Ann"),
    ("last_setup", nested(500), {}),
    ("last_setup", {"seats": ["x"] * 5000}, {}),
    ("last_setup", {"seats": [{"kind": "you", "name": "\udcff"}]}, {}),
    ("language", "da\ud800", ""),
    ("language", "x" * 10_000, ""),
    ("window", "\ud800", ""),
    ("window", "A" * 200_000, ""),
    ("last_folder", "/home/\udcff", ""),
    ("sounds_off", ["deal"] * 10_000, []),
])
def test_settings_that_cannot_be_used_are_dropped_told_and_saved_again(tmp_path, key, value,
                                                                       used):
    paths = storage.Paths(tmp_path)
    write_settings(paths, json.dumps({key: value, "four_colour": True}))  # "\ud800" escaped
    settings, warning, dropped = storage.read_settings(paths)
    assert warning is None and dropped == [key]
    assert getattr(settings, key) == used and settings.four_colour  # the others stay
    storage.save_settings(paths, settings)
    assert storage.load_settings(paths) == (settings, None)


def test_settings_the_app_wrote_are_used_as_they_are(tmp_path):
    paths = storage.Paths(tmp_path)
    kept = storage.Settings(player_name="Zoë Ann", language="pt_BR", window="AAAA/+==",
                            last_folder="/home/zoë", sounds_off=["deal"],
                            last_setup={"seats": [{"kind": "you", "name": "Zoë"},
                                                  {"kind": "bot", "level": "hard"}],
                                        "house": {"raise_cap": 3}})
    storage.save_settings(paths, kept)
    assert storage.read_settings(paths) == (kept, None, [])


def test_the_window_is_told_which_settings_were_dropped(tmp_path):
    paths = storage.Paths(tmp_path)
    write_settings(paths, json.dumps({"player_name": "\ud800", "last_setup": nested(500)}))
    persistence = Persistence(paths)
    assert len(persistence.notices) == 1
    assert "player_name, last_setup" in persistence.notices[0]
    assert any("player_name, last_setup" in w for w in persistence.warnings)


def test_a_settings_save_that_fails_for_any_reason_is_reported(tmp_path, monkeypatch, qtbot):
    persistence = Persistence(storage.Paths(tmp_path))

    def fails(paths, settings):
        raise UnicodeEncodeError("utf-8", "\ud800", 0, 1, "surrogates not allowed")

    monkeypatch.setattr(storage, "save_settings", fails)
    with qtbot.waitSignal(persistence.saving_failed, timeout=1000) as problem:
        persistence.save_settings()
    assert problem.args[0].startswith("Settings could not be saved:")
    assert "\ud800" not in problem.args[0]  # shown escaped: Qt takes no lone surrogate
