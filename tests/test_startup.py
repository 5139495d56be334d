"""Start-up (issue 16): the first window imports only what it needs, and reports when it was
first shown for benchmarks/bench_startup.py."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Not needed before the first window: each is imported where it is first used.
LATER = (
    "multiprocessing",  # the bots' worker process: at the first bot's turn
    "concurrent.futures.process",
    "palace_desktop.bots.equity",  # the battle preview and the coach
    "palace_desktop.games.stats",  # the statistics and saved games (a screenshot saves none)
    "palace_desktop.games.saved_games",
    "palace_desktop.ui.dialogs.new_game",
    "palace_desktop.ui.dialogs.rules_book",
    "palace_desktop.ui.dialogs.settings_dialog",
    "palace_desktop.ui.dialogs.statistics_dialog",
    "palace_desktop.ui.dialogs.saved_games",
    "palace_desktop.ui.dialogs.tutorial_offer",
    "palace_desktop.ui.replay_viewer",
    "palace_desktop.live.tutorial",
)

SCREENSHOT_THEN_LIST_MODULES = """
import json, sys
from palace_desktop.app import main
code = main(["--seed", "1", "--seats", "you,bot:easy", "--screenshot", sys.argv[1]])
print(json.dumps(sorted(sys.modules)))
sys.exit(code)
"""


def _environment(**extra) -> dict:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env.pop("PALACE_STARTUP_REPORT", None)
    env.update(extra)
    return env


def test_the_first_window_leaves_dialogs_bots_and_files_for_later(tmp_path):
    done = subprocess.run([sys.executable, "-c", SCREENSHOT_THEN_LIST_MODULES,
                           str(tmp_path / "table.png")], cwd=ROOT, env=_environment(),
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    modules = set(json.loads(done.stdout.splitlines()[-1]))
    assert "palace_desktop.ui.main_window" in modules  # it did show the table
    assert [name for name in LATER if name in modules] == []


def test_the_live_app_modules_leave_the_worker_pool_for_later():
    script = ("import sys; import palace_desktop.app, palace_desktop.ui.main_window, "
              "palace_desktop.live.bot_worker, palace_desktop.live.persistence; "
              "print(sorted(m for m in ('multiprocessing', 'concurrent.futures.process', "
              "'palace_desktop.bots.equity') if m in sys.modules))")
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=_environment(),
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"


def test_the_first_shown_window_is_reported_only_when_asked(tmp_path):
    command = [sys.executable, "-m", "palace_desktop", "--seed", "1", "--seats", "you,bot:easy",
               "--screenshot", str(tmp_path / "table.png")]
    started = time.time()
    asked = subprocess.run(command, cwd=ROOT, env=_environment(PALACE_STARTUP_REPORT="1"),
                           capture_output=True, text=True, timeout=120)
    assert asked.returncode == 0, asked.stderr
    shown = [line for line in asked.stderr.splitlines() if line.startswith("shown at ")]
    assert len(shown) == 1
    assert started < float(shown[0].removeprefix("shown at ")) < time.time()
    quiet = subprocess.run(command, cwd=ROOT, env=_environment(), capture_output=True,
                           text=True, timeout=120)
    assert quiet.returncode == 0 and "shown at" not in quiet.stderr
