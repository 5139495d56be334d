"""Whether each benchmark result still describes the code it measured.

A results file (benchmarks/results/*.md, *.txt) that says where it comes from carries two
lines near its top:

    Measured on: <commit>
    Measures: <path> <path> ...

the commit whose tree the figures were measured on, and the files or folders whose code they
depend on. The result is stale once those paths have changed since that commit by more than
`MAX_CHANGED_LINES` lines (added plus removed, `git diff --numstat <commit> -- <paths>`, the
work tree included): then the benchmark is to be run again and the file rewritten with the new
commit. Small changes leave a result standing; a rewrite of what it measures does not.

    python tools/results_fresh.py     # each file with those lines: fresh or stale, and why

Exit status 1 if any is stale.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path
from typing import NamedTuple, Optional

__all__ = ["Header", "MAX_CHANGED_LINES", "changed_lines", "header", "staleness"]

MAX_CHANGED_LINES = 200
ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "benchmarks" / "results"
_COMMIT = re.compile(r"^Measured on: `?([0-9a-f]{7,40})`?\s*$", re.MULTILINE)
_PATHS = re.compile(r"^Measures: (.+)$", re.MULTILINE)
HEAD_LINES = 12  # the lines are looked for near the top only


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
    """Why `result` no longer describes its code, or None while it does (or names no commit).
    Raises subprocess.CalledProcessError if its commit is not in the repository."""
    found = header(result.read_text(encoding="utf-8"))
    if found is None:
        return None
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
    stale = False
    for result in sorted(RESULTS.glob("*")):
        if result.suffix not in (".md", ".txt"):
            continue
        found = header(result.read_text(encoding="utf-8"))
        if found is None:
            continue
        why = staleness(ROOT, result)
        stale = stale or why is not None
        print(f"{result.relative_to(ROOT)}: {why or 'fresh'} (measured on {found.commit})")
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
