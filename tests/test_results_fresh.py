"""Benchmark results that name the commit they were measured on and the code they measure
fail here once that code has changed too much since (issue 43.3: long_session.md said 60
log-model calls a hand for months after the app made 8,000). tools/results_fresh.py."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import results_fresh  # noqa: E402


def in_git_checkout(path: Path) -> bool:
    if shutil.which("git") is None:
        return False
    done = subprocess.run(["git", "rev-parse", "--is-inside-work-tree"], cwd=path,
                          capture_output=True, text=True)
    return done.returncode == 0 and done.stdout.strip() == "true"


def shallow(path: Path) -> bool:
    return results_fresh.git(path, "rev-parse", "--is-shallow-repository").strip() == "true"


RESULT_FILES = sorted(p for p in results_fresh.RESULTS.glob("*") if p.suffix in (".md", ".txt"))


def test_the_long_session_result_names_its_commit_and_code():
    found = results_fresh.header((results_fresh.RESULTS / "long_session.md").read_text())
    assert found is not None
    assert "benchmarks/bench_long_session.py" in found.paths


@pytest.mark.parametrize("result", RESULT_FILES, ids=lambda p: p.name)
def test_each_result_still_describes_the_code_it_measured(result):
    if not in_git_checkout(ROOT):
        pytest.skip("not a git checkout: no history to compare with")
    found = results_fresh.header(result.read_text(encoding="utf-8"))
    if found is None:
        pytest.skip("names no commit")
    try:
        why = results_fresh.staleness(ROOT, result)
    except subprocess.CalledProcessError:
        if shallow(ROOT):
            pytest.skip(f"a shallow clone without {found.commit}")
        raise AssertionError(f"{result.name} names {found.commit}, not in this repository")
    assert why is None, f"{result.name}: {why}"


def test_a_result_goes_stale_when_its_code_changes_past_the_bound(tmp_path):
    if shutil.which("git") is None:
        pytest.skip("no git")

    def git(*args):
        return results_fresh.git(tmp_path, *args)

    git("init", "-q")
    git("config", "user.email", "t@example.invalid")
    git("config", "user.name", "t")
    (tmp_path / "code.py").write_text("".join(f"x{n} = {n}\n" for n in range(50)))
    (tmp_path / "other.py").write_text("y = 1\n")
    git("add", ".")
    git("commit", "-qm", "code")
    commit = git("rev-parse", "--short", "HEAD").strip()
    result = tmp_path / "result.md"
    result.write_text(f"# A result\n\nMeasured on: `{commit}`\nMeasures: `code.py`\n\n| 1 |\n")
    assert results_fresh.staleness(tmp_path, result) is None
    # Another file changes as much as it likes.
    (tmp_path / "other.py").write_text("".join(f"y{n} = {n}\n" for n in range(500)))
    assert results_fresh.staleness(tmp_path, result) is None
    # The code measured changes a little, committed or not: still true.
    (tmp_path / "code.py").write_text("".join(f"x{n} = {n + (n < 20)}\n" for n in range(50)))
    assert results_fresh.staleness(tmp_path, result) is None
    # Rewritten: stale.
    bound = results_fresh.MAX_CHANGED_LINES
    (tmp_path / "code.py").write_text("".join(f"z{n} = {n}\n" for n in range(bound)))
    why = results_fresh.staleness(tmp_path, result)
    assert why is not None and "code.py" in why
    # A commit not in the repository is an error, not a pass.
    result.write_text("Measured on: 0123456789abc\nMeasures: code.py\n")
    with pytest.raises(subprocess.CalledProcessError):
        results_fresh.staleness(tmp_path, result)
