"""The lines that open a results file a benchmark writes: the commit its figures were measured
on and the code they depend on, as `tools/results_fresh.py` reads them (`Measured on:` and
`Measures:`), so that the file goes stale, and tests/test_results_fresh.py fails, once that
code has changed past the bound."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

__all__ = ["MEASURES", "NOT_CODE", "current_commit", "header_lines"]

ROOT = Path(__file__).resolve().parent.parent
_BOTS = ("benchmarks/bench_bots.py", "palace_desktop/bots")
# What each report of bench_bots.py depends on. Think times are times, so the engine's speed
# counts; the others are chips, which only the bots' play (and the strategies') decide.
MEASURES = {
    "think_times.md": _BOTS + ("palace_desktop/engine",),
    "strength.md": _BOTS,
    "bots_ladder.md": _BOTS + ("benchmarks/strategies.py",),
    "bots_table6.md": _BOTS + ("benchmarks/strategies.py",),
    "soak.md": ("benchmarks/soak.py", "palace_desktop/engine"),
    "engine_speed.md": ("benchmarks/bench_engine.py", "palace_desktop/engine"),
    "redraw.md": ("benchmarks/bench_redraw.py", "palace_desktop/ui/table",
                  "palace_desktop/ui/sprite_cache.py", "palace_desktop/ui/pixmap_cache.py",
                  "palace_desktop/ui/assets.py"),
    "autosave.md": ("benchmarks/bench_autosave.py", "palace_desktop/live/persistence.py",
                    "palace_desktop/games/storage.py", "palace_desktop/games/files.py",
                    "palace_desktop/engine/match.py"),
    "responsiveness.txt": ("benchmarks/bench_responsiveness.py",
                           "palace_desktop/live/bot_worker.py", "palace_desktop/live/session.py",
                           "palace_desktop/ui/main_window.py"),
}
_COMMIT = re.compile(r"[0-9a-f]{7,40}")


# A results file written by an earlier run is not a change of the code measured.
NOT_CODE = ":(exclude)benchmarks/results"


def current_commit(root: Path = ROOT) -> str:
    """HEAD's short hash, with "(with uncommitted changes)" when tracked files other than the
    results differ from it."""
    def git(*args: str) -> str:
        return subprocess.run(["git", *args], cwd=root, check=True, capture_output=True,
                              text=True).stdout.strip()
    try:
        head = git("rev-parse", "--short", "HEAD")
        dirty = git("status", "--porcelain", "-uno", "--", ".", NOT_CODE)
    except (OSError, subprocess.CalledProcessError):
        return "unknown"
    return head + (" (with uncommitted changes)" if dirty else "")


def oldest(commits: list[str], root: Path = ROOT) -> str:
    """The oldest of `commits` (by commit date): figures put together from runs at several
    commits are only as fresh as the oldest run."""
    listed = subprocess.run(["git", "log", "--no-walk", "--format=%h", *commits], cwd=root,
                            check=True, capture_output=True, text=True).stdout.split()
    return listed[-1]


def header_lines(name: str, commits: str, root: Path = ROOT) -> list[str]:
    """The lines to put under the title of results file `name` measured at `commits` (one
    commit, several separated by commas, or a commit with "(with uncommitted changes)"). Code
    that was not committed names no commit: the freshness check then fails the file, since no
    one could measure that code again."""
    named = [part.strip() for part in commits.split(",")]
    if not all(_COMMIT.fullmatch(part) for part in named):
        return ["", f"Measured on: code that was not committed ({commits}): commit it and run "
                "the benchmark again (tools/results_fresh.py fails this file until then)."]
    measured = named[0] if len(named) == 1 else oldest(named, root)
    note = "" if len(named) == 1 else f"; the oldest of the runs' commits {', '.join(named)}"
    return ["", f"Measured on: `{measured}`",
            "Measures: " + " ".join(f"`{path}`" for path in MEASURES[name]), "",
            f"(The two lines above are read by `tools/results_fresh.py`{note}.)"]
