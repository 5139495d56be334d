"""Issue 37.2, from outside: a name that is not UTF-8 on the command line (`Zo\\xff`) stopped
every autosave (the writer's thread died of UnicodeEncodeError) and then Quit hung for ever in
`persistence.flush`. The app is run as a person runs it: its own process, its own home, the
name as raw bytes in argv."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from palace_desktop.games import storage

ROOT = Path(__file__).resolve().parent.parent

# Plays the person's first moves as soon as it is their turn, then closes the window (as Quit
# does), and says how many moves it made.
PLAY_THEN_CLOSE = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from palace_desktop.app import main

MOVES = 3
made = []

def play():
    app = QApplication.instance()
    windows = [w for w in app.topLevelWidgets() if getattr(w, "session", None) is not None]
    if windows:
        window = windows[0]
        session = window.session
        if len(made) >= MOVES or session.state.is_over:
            window.close()
            return
        seat = session.human_to_act()
        if seat is not None and not session.bot_thinking:
            action = session.state.legal_actions()[-1]
            if session.submit(action) is None:
                made.append(action)
    QTimer.singleShot(50, play)

QTimer.singleShot(0, play)
code = main(["--seed", "3", "--seats", sys.argv[1]])
print("moves", len(made))
sys.exit(code)
"""


def test_a_name_that_is_not_utf8_is_saved_and_the_window_closes(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PALACE_DESKTOP_HOME=str(tmp_path))
    env.pop("PALACE_STARTUP_REPORT", None)
    seats = b"human:Zo\xff,bot:easy,bot:easy"  # as $(printf 'Zo\\xff') gives it
    done = subprocess.run([sys.executable, "-c", PLAY_THEN_CLOSE, seats], cwd=ROOT, env=env,
                          capture_output=True, timeout=60)
    assert done.returncode == 0, done.stderr.decode(errors="replace")
    assert b"moves 3" in done.stdout
    assert b"Traceback" not in done.stderr, done.stderr.decode(errors="replace")
    match, _meta = storage.load_saved_match(storage.Paths(tmp_path))  # resumes
    assert match.names[0] == "Zo\ufffd"
    assert len(match.hands[0].actions) >= 3
