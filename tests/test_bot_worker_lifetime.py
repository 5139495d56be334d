"""The bot worker process never outlives the app: after a kill -9 of a running app whose bots
think in a worker, every process the app started ends by itself (issue 14)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent

pytestmark = pytest.mark.skipif(not Path("/proc/self/stat").exists(),
                                reason="reads the process table from /proc")


def process_table() -> dict[int, tuple[int, str]]:
    """pid -> (parent pid, state letter) of every process."""
    table = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            # "pid (comm) state ppid ...": comm may hold spaces and parentheses.
            state, ppid = stat[stat.rindex(")") + 2:].split()[:2]
            table[int(entry.name)] = (int(ppid), state)
    return table


def descendants(pid: int) -> set[int]:
    table = process_table()
    found, frontier = set(), {pid}
    while frontier:
        frontier = {p for p, (parent, _) in table.items() if parent in frontier} - found
        found |= frontier
    return found


def alive(pids: set[int]) -> set[int]:
    table = process_table()
    return {p for p in pids if p in table and table[p][1] not in "ZX"}


def test_a_killed_app_leaves_no_bot_worker_behind(tmp_path):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PALACE_DESKTOP_HOME": str(tmp_path),
           "PYTHONPATH": str(REPO)}
    app = subprocess.Popen([sys.executable, "-m", "palace_desktop", "--seats",
                            "bot:easy,bot:easy,bot:easy", "--seed", "3"], cwd=REPO, env=env,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 60
        workers: set[int] = set()
        while time.monotonic() < deadline and not workers:
            assert app.poll() is None, "the app ended by itself"
            workers = descendants(app.pid)
            time.sleep(0.2)
        assert workers, "the bots never started a worker process"
    finally:
        app.send_signal(signal.SIGKILL)
        app.wait()
    deadline = time.monotonic() + 10
    while alive(workers) and time.monotonic() < deadline:
        time.sleep(0.1)
    left = alive(workers)
    for pid in left:  # do not leave them to the next test
        os.kill(pid, signal.SIGKILL)
    assert not left, f"still running after the app was killed: {sorted(left)}"
