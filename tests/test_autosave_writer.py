"""The autosave is written on a thread of its own (issue 16: "fast everywhere a player waits";
a 300-hand match's save took ~33 ms, once per move, on the window's thread): the window never
waits for the disk, only the newest save is written when saves come faster than the disk, what
deletes or moves the save waits for the one in flight, a failed write is still reported in
the window, and the file on disk is always whole. The match document is compact JSON (Python
indents in Python only: 8 times slower for the same document)."""

from __future__ import annotations

import json
import random
import threading

import pytest

from palace_desktop.engine.deal import SeedDeal
from palace_desktop.engine.match import Match
from palace_desktop.engine.rules import Rules
from palace_desktop.games import saved_games, storage
from palace_desktop.live.persistence import Persistence, SaveWriter
from palace_desktop.live.session import GameSession, SeatKind

from engine_play import random_action

META = {"kinds": ["you", "bot"], "levels": ["", "easy"], "viewer": 0, "seed": 4}


class GatedWrites:
    """A write that waits at a gate until the test opens it, and records what it wrote."""

    def __init__(self):
        self.gate = threading.Event()
        self.started = threading.Event()
        self.written: list = []

    def __call__(self, doc, meta) -> None:
        self.started.set()
        assert self.gate.wait(10), "the test never opened the gate"
        self.written.append(doc)


def test_saves_asked_for_while_one_is_written_leave_only_the_newest_to_write():
    writes = GatedWrites()
    writer = SaveWriter(writes, lambda error: pytest.fail(str(error)))
    writer.save({"n": 1}, {})
    assert writes.started.wait(5)  # the first is being written, and save() has returned
    for n in (2, 3, 4):
        writer.save({"n": n}, {})
    writes.gate.set()
    writer.flush()
    assert writes.written == [{"n": 1}, {"n": 4}]
    writer.save({"n": 5}, {})  # a writer gone idle starts again
    writer.flush()
    assert writes.written[-1] == {"n": 5}


def test_a_failed_write_is_handed_on_and_the_writer_goes_on():
    failures = []

    def write(doc, meta):
        if doc["n"] == 1:
            raise OSError(28, "No space left on device")
        failures.append(("written", doc["n"]))

    writer = SaveWriter(write, lambda error: failures.append(("failed", error.strerror)))
    writer.save({"n": 1}, {})
    writer.flush()
    writer.save({"n": 2}, {})
    writer.flush()
    # Tried again once by flush, then replaced by the newer save.
    assert failures == [("failed", "No space left on device")] * 2 + [("written", 2)]


def session_of(match: Match) -> GameSession:
    return GameSession(match, [SeatKind("you"), SeatKind("bot", "easy")], 0)


def played_match(moves: int) -> Match:
    match = Match(Rules.make(), ["Ann", "Ben"], [200, 200], dealer=1)
    match.start_hand(SeedDeal(3))
    rng = random.Random(3)
    for _ in range(moves):
        if match.state.is_over:
            break
        match.apply(random_action(match.state.legal_actions(), rng))
    return match


def test_the_window_does_not_wait_for_the_disk_and_the_newest_save_lands(tmp_path,
                                                                        monkeypatch):
    paths = storage.Paths(tmp_path)
    real_save = saved_games.save_match
    gate, started = threading.Event(), threading.Event()

    def slow_disk(*args, **kwargs):
        started.set()
        assert gate.wait(10)
        return real_save(*args, **kwargs)

    monkeypatch.setattr(storage, "save_match", slow_disk)
    persistence = Persistence(paths)
    match = played_match(0)
    session = session_of(match)
    persistence.attach(session, META)
    rng = random.Random(5)
    session.submit(random_action(session.state.legal_actions(), rng))  # returns: not written
    assert started.wait(5) and not paths.autosave_path.exists()
    while not session.state.is_over and len(match.hands[-1].actions) < 4:
        session.submit(random_action(session.state.legal_actions(), rng))
    gate.set()
    persistence.flush()
    saved = json.loads(paths.autosave_path.read_text(encoding="utf-8"))
    assert saved["match"] == match.to_json()
    assert storage.load_saved_match(paths)[0].to_json() == match.to_json()


def test_deleting_or_keeping_the_save_waits_for_the_one_being_written(tmp_path, monkeypatch):
    paths = storage.Paths(tmp_path)
    real_save = saved_games.save_match
    started = threading.Event()

    def slow_disk(*args, **kwargs):
        started.set()
        threading.Event().wait(0.2)  # still writing when the player says "do not keep it"
        return real_save(*args, **kwargs)

    monkeypatch.setattr(storage, "save_match", slow_disk)
    persistence = Persistence(paths)
    persistence.writer.save(played_match(2).to_json(), META)
    assert started.wait(5)
    persistence.discard_save()
    assert not paths.autosave_path.exists()  # the write in flight did not bring it back
    persistence.writer.save(played_match(3).to_json(), META)
    assert persistence.keep_save()
    assert not paths.autosave_path.exists() and len(storage.kept_games(paths)) == 1


def test_a_failed_autosave_is_reported_in_the_window(tmp_path, monkeypatch, qtbot):
    def full_disk(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(storage, "save_match", full_disk)
    persistence = Persistence(storage.Paths(tmp_path))
    session = session_of(played_match(0))
    persistence.attach(session, META)
    with qtbot.waitSignal(persistence.saving_failed, timeout=5000) as failed:
        session.submit(session.state.legal_actions()[0])
    message, = failed.args
    assert message.startswith("The game could not be saved: No space left on device\n")


def test_the_autosave_is_compact_json_and_reads_back(tmp_path):
    paths = storage.Paths(tmp_path)
    match = played_match(6)
    storage.save_match(paths, match.to_json(), META)
    text = paths.autosave_path.read_text(encoding="utf-8")
    assert text.count("\n") == 1 and text.endswith("\n")
    loaded, meta = storage.load_saved_match(paths)
    assert loaded.to_json() == match.to_json() and meta["seed"] == META["seed"]
    # The files people may open stay indented.
    storage.save_settings(paths, storage.Settings())
    assert paths.settings_path.read_text(encoding="utf-8").count("\n") > 3


@pytest.mark.parametrize("then", ["discard", "keep"])
def test_a_failed_autosave_does_not_come_back_after_the_game_is_discarded_or_kept(
        tmp_path, monkeypatch, qapp, then):
    # The failed save stayed pending: the flush at the window's close wrote it again, so a game
    # the player discarded came back as the autosave, and a kept one was there twice.
    persistence = Persistence(storage.Paths(tmp_path))
    match = played_match(4)
    storage.save_match(persistence.paths, match.to_json(), {})  # the last save that worked
    real_save = saved_games.save_match
    full = [True]

    def save_match(paths, doc, meta):
        if full[0]:
            raise OSError(28, "No space left on device")
        return real_save(paths, doc, meta)

    monkeypatch.setattr(storage, "save_match", save_match)
    monkeypatch.setattr(saved_games, "save_match", save_match)
    persistence.writer.save(match.to_json(), {})
    assert persistence.flush() is False
    if then == "discard":
        persistence.discard_save()
    else:
        assert persistence.keep_save()
    full[0] = False  # the disk has room again: the window closes
    assert persistence.flush() is True
    assert not persistence.paths.autosave_path.exists()
    assert len(storage.kept_games(persistence.paths)) == (1 if then == "keep" else 0)


def _held_writer_with(*docs) -> tuple[SaveWriter, list]:
    """A writer held, asked to save `docs` in turn, and the list of what it writes."""
    written = []
    writer = SaveWriter(lambda doc, meta: written.append(doc),
                        lambda error: pytest.fail(str(error)))
    writer.hold()
    for doc in docs:
        writer.save(doc, {})
    return writer, written


def test_a_held_writer_starts_no_thread_and_release_writes_the_newest():
    # Issue 43: the deal's save waits for the dealt table's first frame.
    writer, written = _held_writer_with({"n": 1}, {"n": 2})
    assert writer._thread is None and written == []
    writer.release()
    assert writer.flush()
    assert written == [{"n": 2}]


def test_closing_before_a_held_save_is_released_still_writes_it():
    # The window closed before the table's first frame: flush writes what was held.
    writer, written = _held_writer_with({"n": 1})
    assert writer.flush()
    assert written == [{"n": 1}]
