"""Every benchmark result names the commit it was measured on and the code it measures, and
fails here once that code has changed too much since (issue 43.3: long_session.md said 60
log-model calls a hand for months after the app made 8,000); a result that names no commit
fails too, and a record kept in results/archive/ says the commit it describes.
tools/results_fresh.py."""

from __future__ import annotations

import os
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


RESULT_FILES = results_fresh.results()
RECORD_FILES = results_fresh.records()


def new_repository(path: Path):
    """A git repository at `path` with an author set; its `git(*args)`. Skips without git."""
    if shutil.which("git") is None:
        pytest.skip("no git")

    def git(*args):
        return results_fresh.git(path, *args)

    git("init", "-q")
    git("config", "user.email", "t@example.invalid")
    git("config", "user.name", "t")
    return git


def test_the_long_session_result_names_its_commit_and_code():
    found = results_fresh.header((results_fresh.RESULTS / "long_session.md").read_text())
    assert found is not None
    assert "benchmarks/bench_long_session.py" in found.paths


@pytest.mark.parametrize("result", RESULT_FILES, ids=lambda p: p.name)
def test_each_result_still_describes_the_code_it_measured(result):
    found = results_fresh.header(result.read_text(encoding="utf-8"))
    assert found is not None, (
        f"{result.name} names no commit: put `Measured on:` and `Measures:` lines at its top "
        "(tools/results_fresh.py), or move it to results/archive/ as a record")
    if not in_git_checkout(ROOT):
        pytest.skip("not a git checkout: no history to compare with")
    try:
        why = results_fresh.staleness(ROOT, result)
    except subprocess.CalledProcessError:
        if shallow(ROOT):
            pytest.skip(f"a shallow clone without {found.commit}")
        raise AssertionError(f"{result.name} names {found.commit}, not in this repository")
    assert why is None, f"{result.name}: {why}"


@pytest.mark.parametrize("kept", RECORD_FILES,
                         ids=lambda p: str(p.relative_to(results_fresh.ARCHIVE)))
def test_each_archived_record_says_the_commit_it_describes(kept):
    commit = results_fresh.record(kept.read_text(encoding="utf-8"))
    assert commit is not None, (
        f"{kept.name}: its first line must read \"Record, not the current state: measured on "
        "`COMMIT`\"")
    if not in_git_checkout(ROOT) or shallow(ROOT):
        pytest.skip("no full history to look the commit up in")
    results_fresh.git(ROOT, "cat-file", "-e", f"{commit}^{{commit}}")


def test_each_json_of_results_sits_beside_the_report_it_belongs_to():
    for folder in (results_fresh.RESULTS, results_fresh.ARCHIVE):
        for data in folder.glob("*.json"):
            assert data.with_suffix(".md").exists(), f"{data.name} has no {data.stem}.md beside it"


def test_a_record_names_its_commit_on_its_first_line_only():
    first = "Record, not the current state: measured on `013b5f7` (the ladder before).\n"
    assert results_fresh.record(first) == "013b5f7"
    assert results_fresh.record("# Title\n" + first) is None
    assert results_fresh.record("Measured on: `013b5f7`\nMeasures: `x.py`\n") is None


def test_a_report_written_by_bench_bots_names_its_commit(tmp_path, monkeypatch):
    from benchmarks import bench_bots
    monkeypatch.setattr(bench_bots, "RESULTS", tmp_path)
    lines = ["# Bot think times", "", "| 6 | hard |"]
    bench_bots.write_report("think_times.md", lines, "abc1234")
    text = (tmp_path / "think_times.md").read_text()
    assert text.startswith("# Bot think times\n")
    found = results_fresh.header(text)
    assert found is not None and found.commit == "abc1234"
    assert "palace_desktop/bots" in found.paths and "palace_desktop/engine" in found.paths
    # Figures of code that was not committed name no commit, so the check fails them.
    bench_bots.write_report("think_times.md", lines, "abc1234 (with uncommitted changes)")
    assert results_fresh.header((tmp_path / "think_times.md").read_text()) is None


def test_a_result_goes_stale_when_its_code_changes_past_the_bound(tmp_path):
    git = new_repository(tmp_path)
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


def test_the_soak_summary_names_its_commit(monkeypatch):
    from benchmarks import soak
    monkeypatch.setattr(soak, "current_commit", lambda: "abc1234")
    result = {"hands": 1, "first_seed": 1, "actions": 3, "longest": 3, "seconds": 0.5,
              "failures": [], "stats": {}}
    found = results_fresh.header(soak.summary(result, "python benchmarks/soak.py"))
    assert found == results_fresh.Header("abc1234",
                                         ("benchmarks/soak.py", "palace_desktop/engine"))


def test_a_table_merged_from_runs_at_several_commits_names_the_oldest(tmp_path):
    from benchmarks.result_header import header_lines

    git = new_repository(tmp_path)
    made = []
    for number, when in enumerate(("2026-12-01T10:00:00", "2026-12-02T10:00:00")):
        (tmp_path / "code.py").write_text(f"x = {number}\n")
        git("add", ".")
        subprocess.run(
            ["git", "commit", "-qm", f"c{number}"], cwd=tmp_path, check=True,
            env={**os.environ, "GIT_COMMITTER_DATE": when, "GIT_AUTHOR_DATE": when})
        made.append(git("rev-parse", "--short", "HEAD").strip())
    lines = header_lines("bots_table6.md", f"{made[1]}, {made[0]}", root=tmp_path)
    found = results_fresh.header("# Six seats\n" + "\n".join(lines))
    assert found is not None and found.commit == made[0]


def test_a_results_file_changed_is_not_code_changed(tmp_path):
    """A run that rewrote a results file left the checkout "with uncommitted changes", and
    the next benchmark's figures then named no commit (bots_ladder.md after think_times.md)."""
    from benchmarks.result_header import current_commit

    git = new_repository(tmp_path)
    (tmp_path / "benchmarks" / "results").mkdir(parents=True)
    (tmp_path / "benchmarks" / "results" / "think_times.md").write_text("old\n")
    (tmp_path / "code.py").write_text("x = 1\n")
    git("add", ".")
    git("commit", "-qm", "c")
    head = git("rev-parse", "--short", "HEAD").strip()
    (tmp_path / "benchmarks" / "results" / "think_times.md").write_text("new\n")
    assert current_commit(tmp_path) == head
    (tmp_path / "code.py").write_text("x = 2\n")
    assert current_commit(tmp_path) == f"{head} (with uncommitted changes)"


def committed_paths(name: str) -> tuple[str, ...]:
    """The code the committed results file `name` says it measures."""
    return results_fresh.header((results_fresh.RESULTS / name).read_text(encoding="utf-8")).paths


def test_the_autosave_report_written_names_its_commit(tmp_path, monkeypatch, qapp):
    from benchmarks import bench_autosave
    monkeypatch.setattr(bench_autosave, "current_commit", lambda: "abc1234")
    out = tmp_path / "autosave.md"
    assert bench_autosave.main(["--hands", "1", "--rounds", "1", "--output", str(out)]) == 0
    text = out.read_text(encoding="utf-8")
    assert text.startswith("# ")
    assert results_fresh.header(text) == results_fresh.Header(
        "abc1234", committed_paths("autosave.md"))
    assert "| 1 |" in text  # the figures under the header
    monkeypatch.setattr(bench_autosave, "current_commit",
                        lambda: "abc1234 (with uncommitted changes)")
    bench_autosave.main(["--hands", "1", "--rounds", "1", "--output", str(out)])
    assert results_fresh.header(out.read_text(encoding="utf-8")) is None


def test_the_redraw_report_names_its_commit(monkeypatch):
    from benchmarks import bench_redraw
    monkeypatch.setattr(bench_redraw, "current_commit", lambda: "abc1234")
    rows = ["| size | seats | items | case | table ms | floor ms | table/floor |",
            "| 1280x800 | 6 | 40 | repaint | 1.00 | 0.90 | 1.11x |"]
    text = bench_redraw.report(rows, "python benchmarks/bench_redraw.py", (1.0,), (2.0,), 1.11)
    assert text.startswith("# ")
    assert results_fresh.header(text) == results_fresh.Header(
        "abc1234", committed_paths("redraw.md"))
    assert rows[1] in text


def test_the_responsiveness_report_names_its_commit(monkeypatch):
    from benchmarks import bench_responsiveness
    monkeypatch.setattr(bench_responsiveness, "current_commit", lambda: "abc1234")
    lateness = {"idle": [0.1, 0.2], "worker": [0.5, 3.0], "inline": [40.0, 90.0]}
    text = bench_responsiveness.report(lateness, seats=6, seconds=5.0, decisions=(4, 2),
                                       command="python benchmarks/bench_responsiveness.py")
    assert results_fresh.header(text) == results_fresh.Header(
        "abc1234", committed_paths("responsiveness.txt"))
    assert "worker" in text and "target p99 <= 30 ms" in text
