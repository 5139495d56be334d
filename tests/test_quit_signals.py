"""Ctrl+C in the terminal, a `kill` and a closed terminal end the app as Game ▸ Quit does
(issue 37.8): the real app, in a process of its own, gets the signal as a terminal sends it
(to its whole process group, the bots' worker too) and ends at once with the shell's status
for it, no traceback, its game and its settings (the window's size, written only at close)
on disk. Before, SIGINT waited for the next move and then raised KeyboardInterrupt in it, and
SIGTERM and SIGHUP ended the process there and then, the settings unwritten."""

from __future__ import annotations

import json
import os
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from test_bot_worker_lifetime import descendants

ROOT = Path(__file__).resolve().parent.parent
ENDS_WITHIN_S = 20  # a loaded CI machine: the close itself takes a fraction of a second

# The real app, with a spy that says on stdout when a dialog (the start's question) is open:
# a signal must end the app from there too.
ASKED_AT_START = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from palace_desktop.app import main
app = QApplication(sys.argv[:1])
def watch():
    if QApplication.activeModalWidget() is not None and not said:
        said.append(1)
        print("asking", flush=True)
said = []
timer = QTimer()
timer.timeout.connect(watch)
timer.start(20)
sys.exit(main([]))
"""

# The real app, its player giving up every hand, with a spy that says when the hand's summary
# (opened with open(), no nested event loop) is on screen.
SUMMARY_SHOWN = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from palace_desktop.app import main
app = QApplication(sys.argv[:1])
said = []
def step():
    window = next((w for w in QApplication.topLevelWidgets()
                   if type(w).__name__ == "MainWindow" and w.isVisible()), None)
    if window is None or window.session is None or window.session.state is None:
        return
    if window.summary is not None and window.summary.isVisible():
        if not said:
            said.append(1)
            print("asking", flush=True)
        return
    session, controller = window.session, window.controller
    session.bot_delay_ms = 0
    controller.confirm_risky = lambda warning: True
    if (session.match.hand_in_progress and session.human_to_act() == session.viewer
            and not session.bot_thinking):
        controller.fold()
timer = QTimer()
timer.timeout.connect(step)
timer.start(20)
sys.exit(main(["--seed", "3", "--seats", "you,bot:easy"]))
"""


def _environment(home: Path) -> dict:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PALACE_DESKTOP_HOME=str(home))
    env.pop("PALACE_STARTUP_REPORT", None)
    return env


def _start(command: list[str], home: Path) -> subprocess.Popen:
    # A session of its own: the signal goes to its process group, as a terminal sends it.
    return subprocess.Popen(command, cwd=ROOT, env=_environment(home), start_new_session=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def _wait_for(condition, process: subprocess.Popen, what: str) -> None:
    deadline = time.monotonic() + 60
    while not condition():
        if process.poll() is not None:
            pytest.fail(f"the app ended before {what}: {process.communicate()[1]}")
        if time.monotonic() > deadline:
            os.killpg(process.pid, signal.SIGKILL)
            pytest.fail(f"no {what} within a minute")
        time.sleep(0.05)


def _signalled(process: subprocess.Popen, number: int) -> tuple[int, str]:
    """Send `number` to the app's process group; its exit status and stderr."""
    os.killpg(process.pid, number)
    try:
        _out, err = process.communicate(timeout=ENDS_WITHIN_S)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        _out, err = process.communicate()
        pytest.fail(f"still running {ENDS_WITHIN_S} s after signal {number}: {err}")
    return process.returncode, err


def _settings(home: Path) -> dict:
    path = home / "config" / "settings.json"
    assert path.exists(), "the settings were not written at the end"
    return json.loads(path.read_text(encoding="utf-8"))


ENDING = [signal.SIGINT, signal.SIGTERM, signal.SIGHUP]


@pytest.mark.parametrize("number", ENDING, ids=[s.name for s in ENDING])
def test_a_signal_ends_a_game_as_quit_does(tmp_path, number):
    # Bots first (seat 4 is the player's): the bots' worker process runs when the signal comes.
    process = _start([sys.executable, "-m", "palace_desktop", "--seed", "3", "--seats",
                      "bot:easy,bot:easy,bot:easy,you"], tmp_path)
    autosave = tmp_path / "data" / "autosave.json"
    _wait_for(autosave.exists, process, "the dealt game's autosave")
    dealt = autosave.read_bytes()
    # A bot's move saved: the worker process has started and answered.
    _wait_for(lambda: descendants(process.pid) and autosave.read_bytes() != dealt, process,
              "a bot's move")
    status, err = _signalled(process, number)
    assert status == 128 + number, err
    assert "Traceback" not in err and "KeyboardInterrupt" not in err, err
    assert _settings(tmp_path)["window"].count(";") == 2  # the window's size and docks
    from palace_desktop.games import storage

    match, _meta = storage.load_saved_match(storage.Paths(tmp_path))
    assert match.names[3] and match.hands  # the game, resumable


def _asked_then_signalled(home: Path, script: str = ASKED_AT_START) -> None:
    """Start the app (by default without a game on its command line) and SIGTERM it while a
    dialog is open (the start's question waits for an answer in a nested event loop)."""
    process = _start([sys.executable, "-c", script], home)
    _wait_for(lambda: select.select([process.stdout], [], [], 0.05)[0]
              and process.stdout.readline().strip() == "asking", process, "the question")
    status, err = _signalled(process, signal.SIGTERM)
    assert status == 128 + signal.SIGTERM, err
    assert "Traceback" not in err, err
    assert _settings(home)["window"]


def test_a_signal_during_the_first_start_s_offer_does_not_decline_it(tmp_path):
    # "New to Palace Poker?": unanswered, it is asked again at the next start (the code that
    # asked it went on, as after Esc, and counted it declined).
    _asked_then_signalled(tmp_path)
    assert _settings(tmp_path).get("tutorial_declined") is not True


def test_a_signal_during_the_saved_game_s_question_leaves_the_game_where_it_was(tmp_path):
    process = _start([sys.executable, "-m", "palace_desktop", "--seed", "3", "--seats",
                      "you,bot:easy"], tmp_path)
    autosave = tmp_path / "data" / "autosave.json"
    _wait_for(autosave.exists, process, "the dealt game's autosave")
    _signalled(process, signal.SIGTERM)
    saved = autosave.read_bytes()
    # Resume it, start a new game or keep it for later? Unanswered, it stays the game to
    # resume (it went on as after Esc, which keeps it for later: moved to the kept games).
    _asked_then_signalled(tmp_path)
    assert autosave.read_bytes() == saved
    assert not list((tmp_path / "data").glob("kept/*"))


def test_a_signal_ends_the_app_while_the_hand_s_summary_is_open(tmp_path):
    _asked_then_signalled(tmp_path, SUMMARY_SHOWN)
    assert (tmp_path / "data" / "statistics.json").exists()  # the hand counted
