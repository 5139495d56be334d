"""Two windows on the same files (issue 37.1): a second plain start brings the first window to
the front and ends; a second window with a game of its own saves apart and never overwrites
the first's game or settings; a lock whose process died is taken over. Real processes where
the processes are the point."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from palace_desktop.games import storage
from palace_desktop.games.storage import Paths
from palace_desktop.ui import instance as instance_module
from palace_desktop.ui.instance import ask_to_come_forward, claim_instance, socket_address

REPO = Path(__file__).resolve().parent.parent

# The app itself, played from the inside: the person stays (or calls, or says Done) at each of
# their turns, the bots play at once; after DRIVE_MOVES of the person's moves it prints
# "played" and closes once DRIVE_STOP_FILE exists (at once without one). A message box (the
# second window's notice) is printed and closed.
DRIVER = """
import os, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
app = QApplication(sys.argv[:1])
from palace_desktop import app as palace
wanted, stop = int(os.environ["DRIVE_MOVES"]), os.environ.get("DRIVE_STOP_FILE")
done = {"moves": 0, "said": False}
def step():
    box = QApplication.activeModalWidget()
    if isinstance(box, QMessageBox):
        print("notice:", box.text().replace("\\n", " "), flush=True)
        box.done(0)
        return
    window = next((w for w in QApplication.topLevelWidgets()
                   if type(w).__name__ == "MainWindow" and w.isVisible()), None)
    if window is None or window.session is None or window.session.state is None:
        return
    session, controller = window.session, window.controller
    session.bot_delay_ms = 0
    controller.confirm_risky = lambda warning: True
    if done["moves"] >= wanted:
        if not done["said"]:
            done["said"] = True
            window.persistence.flush()  # (the autosave is written on a thread of its own)
            print("played", flush=True)
        if stop is None or os.path.exists(stop):
            window.close()
        return
    if not session.match.hand_in_progress:
        window.deal_next_hand()
        return
    if session.human_to_act() != session.viewer or session.bot_thinking:
        return
    availability = session.availability
    if availability.trim:
        controller.done()
    elif availability.call:
        controller.call()
    else:
        controller.stay()
    done["moves"] += 1
timer = QTimer()
timer.timeout.connect(step)
timer.start(20)
sys.exit(palace.main(sys.argv[1:]))
"""


def environment(home: Path, **extra) -> dict:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PALACE_DESKTOP_HOME=str(home))
    env.pop("PALACE_STARTUP_REPORT", None)
    env.update(extra)
    return env


def drive(home: Path, seed: int, moves: int, stop_file: Path | None = None) -> subprocess.Popen:
    extra = {"DRIVE_MOVES": str(moves)}
    if stop_file is not None:
        extra["DRIVE_STOP_FILE"] = str(stop_file)
    return subprocess.Popen([sys.executable, "-c", DRIVER, "--seed", str(seed), "--seats",
                             "you,bot:easy"], cwd=REPO, env=environment(home, **extra),
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def wait_for_line(process: subprocess.Popen, wanted: str) -> list[str]:
    seen = []
    for line in process.stdout:
        seen.append(line.rstrip("\n"))
        if line.startswith(wanted):
            return seen
    pytest.fail(f"no {wanted!r} from the app: {seen}\n{process.stderr.read()}")


def saved_seed(path: Path) -> int:
    return json.loads(path.read_text())["meta"]["seed"]


@pytest.fixture
def first_window(tmp_path):
    """A real app playing seed 1 on tmp_path's files, until `stop` exists."""
    stop = tmp_path / "stop"
    process = drive(tmp_path, 1, 3, stop)
    wait_for_line(process, "played")
    yield process, stop
    stop.touch()
    try:
        process.wait(timeout=60)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()


@pytest.mark.slow
def test_a_second_window_with_a_game_saves_apart_and_keeps_its_game(first_window, tmp_path):
    first, stop = first_window
    paths = Paths(tmp_path)
    assert saved_seed(paths.autosave_path) == 1
    settings_before = paths.settings_path.read_bytes() if paths.settings_path.exists() else None
    # A second start with a game on its command line: it must open its own window.
    second = drive(tmp_path, 2, 3)
    out, err = second.communicate(timeout=120)
    assert second.returncode == 0, err
    # The first's game is still the autosave; the second's, unfinished, was kept for later.
    assert saved_seed(paths.autosave_path) == 1
    assert "this window saves its game apart (autosave-2.json)" in err
    assert "notice: Palace Desktop is already open in another window" in out
    kept = storage.kept_games(paths)
    assert [saved_seed(info.path) for info in kept] == [2]
    assert not (paths.data_dir / "autosave-2.json").exists()
    # Nor did it write the settings (the window's size, kept at its close).
    after = paths.settings_path.read_bytes() if paths.settings_path.exists() else None
    assert after == settings_before
    stop.touch()
    assert first.wait(timeout=60) == 0
    assert saved_seed(paths.autosave_path) == 1


def test_a_second_plain_start_brings_the_first_window_forward_and_ends(first_window, tmp_path):
    paths = Paths(tmp_path)
    before = sorted(p.name for p in paths.data_dir.iterdir())
    done = subprocess.run([sys.executable, "-m", "palace_desktop"], cwd=REPO,
                          env=environment(tmp_path), capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stderr.strip() == ("Palace Desktop is already open on these files: its window "
                                   "was brought to the front.")
    assert sorted(p.name for p in paths.data_dir.iterdir()) == before
    # The first window answers the question itself, as often as asked.
    assert ask_to_come_forward(socket_address(paths.data_dir))


def test_sandboxed_runs_on_other_folders_never_meet(tmp_path):
    assert socket_address(tmp_path / "a" / "data") != socket_address(tmp_path / "b" / "data")


HOLD_THEN_HANG = """
import sys, time
from PySide6.QtCore import QCoreApplication
app = QCoreApplication(sys.argv[:1])
from palace_desktop.games.storage import Paths
from palace_desktop.ui.instance import claim_instance
paths = Paths(sys.argv[1])
first = claim_instance(paths, ask_first=False)
second = claim_instance(paths, ask_first=False)
second.paths.autosave_path.write_text(sys.argv[2])
# A launcher on screen at once: the first window opens its door (the socket), then never
# answers.
first.start(type("L", (), {"window": None, "notices": [],
                           "when_on_screen": lambda self, then: then()})())
print(first.number, second.number, flush=True)
time.sleep(600)
"""


def test_a_dead_window_s_lock_is_taken_over_and_its_second_window_s_game_kept(tmp_path, qapp):
    saved = tmp_path / "saved.json"
    saved_game(saved)
    holder = subprocess.Popen([sys.executable, "-c", HOLD_THEN_HANG, str(tmp_path),
                               saved.read_text()], cwd=REPO, env=environment(tmp_path),
                              stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().split() == ["1", "2"]
        paths = Paths(tmp_path)
        # Alive but answering nothing (its event loop never runs): a plain start plays
        # beside it, with files of its own, after a bounded wait.
        import socket

        with socket.socket(socket.AF_UNIX) as door:
            door.connect(socket_address(paths.data_dir))  # it does listen
        started = time.monotonic()
        beside = claim_instance(paths, ask_first=True)
        assert time.monotonic() - started < 2 * instance_module.ASK_WAIT_SECONDS
        assert beside.number == 3 and beside.paths.autosave_path.name == "autosave-3.json"
        assert beside.paths.settings_read_only
        beside.close()
    finally:
        holder.send_signal(signal.SIGKILL)  # no clean-up of any kind
        holder.wait()
    fresh = claim_instance(paths, ask_first=True)
    try:
        assert fresh.first and fresh.paths.autosave_path == paths.autosave_path
        assert not (paths.data_dir / "autosave-2.json").exists()
        assert [info.names for info in storage.kept_games(paths)] == [("Ann", "Ben")]
    finally:
        fresh.close()


def saved_game(path: Path) -> None:
    from palace_desktop.engine.deal import SeedDeal
    from palace_desktop.engine.match import Match
    from palace_desktop.engine.rules import Rules
    from palace_desktop.games.save_meta import make_meta
    from palace_desktop.games.seats import SeatKind

    match = Match(Rules.make(), ["Ann", "Ben"], [200, 200], dealer=0)
    match.start_hand(SeedDeal(1))
    paths = Paths(path.parent / "elsewhere")
    storage.save_match(paths, match.to_json(),
                       make_meta([SeatKind("you"), SeatKind("bot", "easy")], 0, 1))
    path.write_bytes(paths.autosave_path.read_bytes())


def test_a_second_window_keeps_its_unfinished_game_and_writes_no_settings(tmp_path, qapp):
    paths = Paths(tmp_path)
    first = claim_instance(paths, ask_first=False)
    second = claim_instance(paths, ask_first=False)
    try:
        assert (first.number, second.number) == (1, 2)
        saved_game(second.paths.autosave_path)
        storage.save_settings(second.paths, storage.Settings(player_name="Zed"))
        assert not paths.settings_path.exists()
        second.close()
        assert not second.paths.autosave_path.exists()
        assert [info.names for info in storage.kept_games(paths)] == [("Ann", "Ben")]
        again = claim_instance(paths, ask_first=False)  # the number is free again
        assert again.number == 2
        again.close()
    finally:
        second.close()
        first.close()


HOLD_THEN_LET_GO = """
import sys, time
from PySide6.QtCore import QCoreApplication
app = QCoreApplication(sys.argv[:1])
from palace_desktop.games.storage import Paths
from palace_desktop.ui.instance import claim_instance
first = claim_instance(Paths(sys.argv[1]), ask_first=False)
print(first.number, flush=True)
time.sleep(0.3)  # a window closing after it restarted the app
first.close()
time.sleep(600)
"""


def test_a_restart_waits_for_the_closing_window_s_lock(tmp_path, qapp):
    # Settings ▸ language: the app starts itself again (--resume) and closes; the new start
    # must take the first window's place (and its saved game), not play beside it.
    holder = subprocess.Popen([sys.executable, "-c", HOLD_THEN_LET_GO, str(tmp_path)],
                              cwd=REPO, env=environment(tmp_path), stdout=subprocess.PIPE,
                              text=True)
    try:
        assert holder.stdout.readline().split() == ["1"]
        restarted = claim_instance(Paths(tmp_path), ask_first=True,
                                   wait_ms=instance_module.RESTART_WAIT_MS)
        try:
            assert restarted.first
        finally:
            restarted.close()
    finally:
        holder.kill()
        holder.wait()


def test_bringing_the_window_forward_restores_it_when_minimised(qtbot):
    from PySide6.QtWidgets import QWidget

    from palace_desktop.ui.instance import bring_forward

    window = QWidget()
    qtbot.addWidget(window)
    window.showMinimized()
    assert window.isMinimized()
    bring_forward(window)
    assert window.isVisible() and not window.isMinimized()
    bring_forward(None)  # a start still before its window: nothing to do
