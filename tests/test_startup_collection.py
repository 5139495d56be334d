"""No cyclic garbage collection while the app starts (issue 43, item 1): the start makes some
55,000 objects the collector follows, which live as long as the app, and collecting while
they were made took 77 runs and 15-18 ms of CPU before the dealt table's first frame.
Collection comes back, with what the start made frozen, once the start is on screen."""

from __future__ import annotations

import gc
import json
import os
import subprocess
import sys
from pathlib import Path

from palace_desktop import cli

ROOT = Path(__file__).resolve().parent.parent

# The whole start from the command line, in a process of its own: whether the collector runs
# when the window's frame is shown, and just before and after the start is on screen.
_START = """
import gc, json, os, sys
from palace_desktop import cli
from palace_desktop.ui.launcher import window_start

seen = {}
show_frame = window_start.report_first_frame
def report_first_frame(window):
    seen["at the frame"] = gc.isenabled()
    show_frame(window)
window_start.report_first_frame = report_first_frame
on_screen = window_start.WindowStart._now_on_screen
def now_on_screen(self):
    seen["just before on screen"] = gc.isenabled()
    on_screen(self)
    seen["once on screen"] = gc.isenabled()
    seen["frozen"] = gc.get_freeze_count()
    print(json.dumps(seen), flush=True)
    os._exit(0)
window_start.WindowStart._now_on_screen = now_on_screen
sys.exit(cli.main(["--seed", "3", "--seats", "you,bot:easy"]))
"""


def test_the_start_collects_no_garbage_until_it_is_on_screen(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    env.pop("PALACE_STARTUP_REPORT", None)
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        env[name] = str(tmp_path / name.lower())
    done = subprocess.run([sys.executable, "-c", _START], env=env, cwd=tmp_path,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert seen["at the frame"] is False
    assert seen["just before on screen"] is False
    assert seen["once on screen"] is True
    assert seen["frozen"] > 20_000  # what the start made, out of later full collections


def test_holding_the_collection_leaves_a_collector_turned_off_by_the_caller_off(monkeypatch):
    monkeypatch.setattr(cli, "_collection_held", False)
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        cli.hold_collection()
        cli.collect_from_now_on()
        assert not gc.isenabled()
    finally:
        if was_enabled:
            gc.enable()


def test_the_app_entry_holds_the_collection_until_told(monkeypatch):
    monkeypatch.setattr(cli, "_collection_held", False)
    seen = []
    monkeypatch.setattr(cli, "_load", lambda *args: lambda argv: seen.append(gc.isenabled()) or 0)
    try:
        assert cli.main([]) == 0
        assert seen == [False]
        assert not gc.isenabled()
        cli.collect_from_now_on()
        assert gc.isenabled()
    finally:
        gc.enable()
        gc.unfreeze()  # the test process's objects back where they were
