"""Whether each benchmark result still describes the code it measured.

Every results file in benchmarks/results/ (*.md, *.txt) carries two lines near its top:

    Measured on: <commit>
    Measures: <path> <path> ...

the commit whose tree the figures were measured on, and the files or folders whose code they
depend on. The result is stale once those paths have changed since that commit by more than
`MAX_CHANGED_LINES` lines (added plus removed, `git diff --numstat <commit> -- <paths>`, the
work tree included): then the benchmark is to be run again and the file rewritten with the new
commit. Small changes leave a result standing; a rewrite of what it measures does not. A file
without the two lines is not known to be true, and fails too.

A result that records a past experiment or a superseded state, or that is too long to run
again once its code has moved, goes to benchmarks/results/archive/ (its .json beside it), with
a first line that says so and names the commit it describes:

    Record, not the current state: measured on `<commit>` ...

    python tools/results_fresh.py     # each file: fresh, stale or unnamed, and why

Exit status 1 if any result is stale or names no commit, or any record names none.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path
from typing import NamedTuple, Optional

__all__ = ["Header", "MAX_CHANGED_LINES", "changed_lines", "header", "record", "records",
           "results", "staleness"]

MAX_CHANGED_LINES = 200
ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "benchmarks" / "results"
ARCHIVE = RESULTS / "archive"
SUFFIXES = (".md", ".txt")
_COMMIT = re.compile(r"^Measured on: `?([0-9a-f]{7,40})`?\s*$", re.MULTILINE)
_PATHS = re.compile(r"^Measures: (.+)$", re.MULTILINE)
HEAD_LINES = 12  # the lines are looked for near the top only
_RECORD = re.compile(r"^Record, not the current state: measured on `([0-9a-f]{7,40})`")


class Header(NamedTuple):
    commit: str
    paths: tuple[str, ...]


def header(text: str) -> Optional[Header]:
    """The commit and paths a result names near its top, or None if it names none."""
    top = "\n".join(text.splitlines()[:HEAD_LINES])
    commit, paths = _COMMIT.search(top), _PATHS.search(top)
    if commit is None or paths is None:
        return None
    return Header(commit.group(1), tuple(p.strip("`") for p in paths.group(1).split()))


def record(text: str) -> Optional[str]:
    """The commit an archived record says on its first line it describes, or None."""
    found = _RECORD.match(text.split("\n", 1)[0])
    return found.group(1) if found else None


def results(folder: Path = RESULTS) -> list[Path]:
    """The current results: the files of `folder` itself, not of its archive."""
    return sorted(p for p in folder.glob("*") if p.suffix in SUFFIXES)


def records(folder: Path = ARCHIVE) -> list[Path]:
    return sorted(p for p in folder.rglob("*") if p.suffix in SUFFIXES)


def git(root: Path, *args: str) -> str:
    return subprocess.run(["git", *args], cwd=root, check=True, capture_output=True,
                          text=True).stdout


def changed_lines(root: Path, commit: str, paths: tuple[str, ...]) -> int:
    """Lines added and removed in `paths` from `commit` to the work tree (binary files count
    as one line each)."""
    total = 0
    for line in git(root, "diff", "--numstat", commit, "--", *paths).splitlines():
        added, removed, _name = line.split("\t", 2)
        total += 1 if added == "-" else int(added) + int(removed)
    return total


def staleness(root: Path, result: Path) -> Optional[str]:
    """Why `result` is not known to describe its code (it names no commit, or the code has
    changed since), or None while it does. Raises subprocess.CalledProcessError if its commit
    is not in the repository."""
    found = header(result.read_text(encoding="utf-8"))
    if found is None:
        return ("names no commit: put `Measured on:` and `Measures:` lines at its top, or move "
                "it to archive/ as a record")
    git(root, "cat-file", "-e", f"{found.commit}^{{commit}}")
    for path in found.paths:
        if not (root / path).exists():
            return f"names {path}, which is no longer there"
    changed = changed_lines(root, found.commit, found.paths)
    if changed > MAX_CHANGED_LINES:
        return (f"{changed} lines of {' '.join(found.paths)} changed since {found.commit} "
                f"(more than {MAX_CHANGED_LINES}): run its benchmark again")
    return None


def main() -> int:
    failed = False
    for result in results():
        why = staleness(ROOT, result)
        failed = failed or why is not None
        found = header(result.read_text(encoding="utf-8"))
        measured = f" (measured on {found.commit})" if found else ""
        print(f"{result.relative_to(ROOT)}: {why or 'fresh'}{measured}")
    for kept in records():
        commit = record(kept.read_text(encoding="utf-8"))
        if commit is not None:
            git(ROOT, "cat-file", "-e", f"{commit}^{{commit}}")
        failed = failed or commit is None
        print(f"{kept.relative_to(ROOT)}: "
              + (f"a record of {commit}" if commit else "a record that names no commit"))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
