"""Statistics kept by two windows at once (issue 37.1): each adds the hands it finished to the
file, so neither overwrites the other's, and a reset stays a reset. The file stays small
whatever is played or found in it (issue 37.7: a 117 MB statistics.json froze every hand's
end for 45 s)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from palace_desktop.games import files, storage, stats as stats_module
from palace_desktop.games.storage import Paths, PlayerStats, Statistics
from palace_desktop.live.persistence import Persistence

REPO = Path(__file__).resolve().parent.parent


@pytest.fixture
def paths(tmp_path, monkeypatch) -> Paths:
    monkeypatch.delenv(storage.HOME_ENV, raising=False)
    return Paths(tmp_path)


def hand(*names, winner=0):
    """A finished hand of `names` (one chip each in, `winner` takes them)."""
    count = len(names)
    payouts = [count if seat == winner else 0 for seat in range(count)]
    return SimpleNamespace(names=tuple(names), players=tuple(range(count)), payouts=payouts,
                           committed=[1] * count, battles=[], showdown=None, is_over=True,
                           seats_in_hand=lambda: [winner])


def played(paths: Paths) -> dict[str, int]:
    loaded, warning = storage.load_statistics(paths)
    assert warning is None
    return {name: row.hands_played for name, row in loaded.players()}


def test_two_windows_count_every_hand_of_both(paths, qapp):
    # Two windows, each saving its statistics at its hands' ends: the file alternated between
    # the two (a player of 24 hands ended at 1).
    first, second = Persistence(paths), Persistence(paths)
    for number in range(24):
        first.count_hand(hand("Ann", "Ada"))
        if number % 3 == 0:
            second.count_hand(hand("Ann", "Ben"))
    assert played(paths) == {"Ada": 24, "Ann": 32, "Ben": 8}
    # Each window shows what the file holds once it saved: the other's hands too.
    second.count_hand(hand("Ben", "Cy"))
    assert {name: row.hands_played for name, row in second.statistics.players()} == {
        "Ada": 24, "Ann": 32, "Ben": 9, "Cy": 1}


def test_a_reset_in_one_window_is_not_undone_by_the_other(paths, qapp):
    first, second = Persistence(paths), Persistence(paths)
    for _ in range(5):
        first.count_hand(hand("Ann", "Ada"))
        second.count_hand(hand("Ann", "Ben"))
    first.reset_statistics()
    assert played(paths) == {} and len(first.statistics) == 0
    second.count_hand(hand("Ann", "Ben"))  # counted from zero, the old ten forgotten
    assert played(paths) == {"Ann": 1, "Ben": 1}
    first.count_hand(hand("Cy", "Ada"))
    assert played(paths) == {"Ann": 1, "Ben": 1, "Ada": 1, "Cy": 1}


def test_the_dialog_s_reset_empties_the_file(paths, qtbot, monkeypatch):
    from PySide6.QtWidgets import QMessageBox, QWidget

    from palace_desktop.ui.dialogs.statistics_dialog import StatisticsDialog
    from palace_desktop.ui.window_files import WindowFiles

    persistence = Persistence(paths)
    persistence.count_hand(hand("Ann", "Ada"))
    other = Persistence(paths)
    other.count_hand(hand("Ann", "Ben"))
    opened = []
    monkeypatch.setattr(StatisticsDialog, "exec", lambda dialog: opened.append(dialog))
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: QMessageBox.StandardButton.Yes)
    host = QWidget()  # the window's Game ▸ Statistics, as its handler opens it
    host.persistence = persistence
    qtbot.addWidget(host)
    WindowFiles.show_statistics(host)
    qtbot.addWidget(opened[0])
    opened[0].ask_reset()
    assert played(paths) == {}
    other.count_hand(hand("Ben", "Cy"))
    assert played(paths) == {"Ben": 1, "Cy": 1}


def test_hands_not_saved_while_another_window_holds_the_file_are_saved_next_time(paths, qapp):
    # A window stopped while it held the statistics' lock must not hold up this one's hand's
    # end: the save gives up, says so, and the hand is added at the next save.
    persistence = Persistence(paths)
    problems = []
    persistence.saving_failed.connect(problems.append)  # (the bar over the table shows it)
    holder = subprocess.Popen(
        [sys.executable, "-c", "import fcntl, os, sys, time\n"
         "fd = os.open(sys.argv[1], os.O_RDWR | os.O_CREAT)\n"
         "fcntl.flock(fd, fcntl.LOCK_EX)\nprint('held', flush=True)\ntime.sleep(600)",
         str(paths.statistics_lock_path)], stdout=subprocess.PIPE, text=True)
    try:
        paths.data_dir.mkdir(parents=True, exist_ok=True)
        assert holder.stdout.readline() == "held\n"
        persistence.count_hand(hand("Ann", "Ada"))
        assert len(problems) == 1 and "held by another window" in problems[0]
        assert persistence.statistics.get("Ann").hands_played == 1  # shown all the same
    finally:
        holder.send_signal(signal.SIGKILL)
        holder.wait()
    persistence.count_hand(hand("Ann", "Ben"))
    assert played(paths) == {"Ann": 2, "Ada": 1, "Ben": 1}


ADDING_PROCESS = """
import sys
from types import SimpleNamespace
from palace_desktop.games import storage
paths = storage.Paths(sys.argv[1])
me = sys.argv[2]
hand = SimpleNamespace(names=("Shared", me), players=(0, 1), payouts=[2, 0], committed=[1, 1],
                       battles=[], showdown=None, is_over=True, seats_in_hand=lambda: [0])
for _ in range(int(sys.argv[3])):
    one = storage.Statistics()
    one.record_hand(hand)
    while True:
        try:
            storage.add_to_statistics(paths, one)
            break
        except TimeoutError:
            pass
"""


def test_processes_adding_at_the_same_time_lose_no_hand(tmp_path):
    processes = [subprocess.Popen([sys.executable, "-c", ADDING_PROCESS, str(tmp_path),
                                   f"P{number}", "60"], cwd=REPO)
                 for number in range(3)]
    assert [process.wait(timeout=120) for process in processes] == [0, 0, 0]
    assert played(Paths(tmp_path)) == {"P0": 60, "P1": 60, "P2": 60, "Shared": 180}


# ------------------------------------------------------------------------------------------
# Bounded


def worst_row() -> PlayerStats:
    big = stats_module.MAX_COUNT
    return PlayerStats(hands_played=big, hands_won=big - 1 / 3, battles_won=big,
                       battles_lost=big, chips_won=-big, last_played=big)


# Control characters are written as six-byte escapes: the longest a character can take.
worst_characters = st.sampled_from(["\x01", "\u0800", "\U0001F0A1", "\ud800", '"', "A"])


@settings(max_examples=25, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(players=st.integers(0, 1500), pattern=st.text(worst_characters, min_size=1,
                                                     max_size=200))
@pytest.mark.slow
def test_the_statistics_file_stays_small_whatever_is_played(paths, players, pattern):
    stats = Statistics()
    for number in range(players):
        # Later players more recently played: those are the ones kept.
        other = Statistics({f"{number:04d}{pattern}": worst_row()})
        other.get(f"{number:04d}{pattern}").last_played = number
        stats.add(other)
    storage.save_statistics(paths, stats)
    size = paths.statistics_path.stat().st_size
    assert size <= files.MAX_STATISTICS_BYTES // 8
    loaded, warning = storage.load_statistics(paths)
    assert warning is None and loaded == stats
    kept = len(loaded)
    assert kept == min(players, stats_module.MAX_PLAYERS)
    assert {name[:4] for name, _ in loaded.players()} == {
        f"{number:04d}" for number in range(players - kept, players)}
    assert all(len(name) <= stats_module.MAX_NAME_CHARS for name, _ in loaded.players())


def test_a_file_of_many_players_and_long_names_is_read_bounded(paths):
    # What an older version (or an editor) may have written: within the size read, but more
    # players than are kept and names longer than any typed.
    paths.data_dir.mkdir(parents=True)
    players = {f"{number:03d}" + "x" * 5000: {"hands_played": number}
               for number in range(400)}
    players["Ann\ud800"] = {"hands_played": 3, "last_played": 10**9}
    # Two names that are one once cut to the bound add up.
    players["Bob" + "y" * 100] = {"hands_played": 500}
    players["Bob" + "y" * 200] = {"hands_played": 600}
    paths.statistics_path.write_text(json.dumps({"format": "palace-statistics/1",
                                                 "players": players}))
    loaded, warning = storage.load_statistics(paths)
    assert warning is None and len(loaded) == stats_module.MAX_PLAYERS
    assert max(len(name) for name, _ in loaded.players()) == stats_module.MAX_NAME_CHARS
    assert loaded.get("Ann\ud800").hands_played == 3  # recently played: kept
    assert "Ann\ufffd" in dict(loaded.players())
    assert loaded.get("Bob" + "y" * 300).hands_played == 1100
    # Of the players without a date, the most played are kept.
    kept = {name[:3] for name, _ in loaded.players()} - {"Ann", "Bob"}
    assert kept == {f"{number:03d}" for number in range(102, 400)}
    storage.save_statistics(paths, loaded)  # and the file can be written again (UTF-8)
    assert os.path.getsize(paths.statistics_path) < 100_000
