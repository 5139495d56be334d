"""`python3 run.py test` runs the suite in parallel (issue 39.8: one process took ~13 minutes
on two cores), with what it needs installed, the slow tests first and the tests that share an
expensive fixture on one worker; a developer's own arguments still decide."""

from __future__ import annotations

import tomllib
import types

import conftest
from test_run_py_fonts import ROOT, run_py


def test_the_tests_run_in_parallel_with_groups_kept_together(monkeypatch):
    run = run_py()
    monkeypatch.setattr(run.os, "sched_getaffinity", lambda pid: {0, 1}, raising=False)
    command = run.pytest_command([])
    assert command[1:3] == ["-m", "pytest"]
    arguments = command[3:]
    assert arguments[arguments.index("-n") + 1] == "4"  # two workers per core: Qt tests wait
    assert arguments[arguments.index("--dist") + 1] == "loadgroup"


def test_a_big_machine_starts_no_more_workers_than_it_is_worth(monkeypatch):
    run = run_py()
    monkeypatch.setattr(run.os, "sched_getaffinity", lambda pid: set(range(64)), raising=False)
    assert run.parallel_workers() == run.MAX_TEST_WORKERS
    monkeypatch.delattr(run.os, "sched_getaffinity", raising=False)
    monkeypatch.setattr(run.os, "cpu_count", lambda: 3)
    assert run.parallel_workers() == 6


def test_your_own_arguments_come_last_so_that_they_win():
    # pytest keeps the last value of an option: `run.py test -n 0` is one process again.
    command = run_py().pytest_command(["-n", "0", "tests/test_names.py"])
    assert command[-3:] == ["-n", "0", "tests/test_names.py"]


def test_the_test_extra_installs_the_plugin_that_runs_them_in_parallel():
    extras = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    test_extra = extras["project"]["optional-dependencies"]["test"]
    assert any(requirement.startswith("pytest-xdist") for requirement in test_extra)


def _item(name: str, slow: bool):
    marker = object() if slow else None
    return types.SimpleNamespace(name=name, get_closest_marker=lambda mark: (
        marker if mark == "slow" else None))


def test_the_slow_tests_start_first_and_the_rest_keep_their_order():
    items = [_item("a", False), _item("b", True), _item("c", False), _item("d", True),
             _item("e", False)]
    conftest.pytest_collection_modifyitems(None, items)
    assert [item.name for item in items] == ["b", "d", "a", "c", "e"]


def test_the_files_that_share_a_fixture_are_handed_to_one_worker_whole():
    for file in conftest.ONE_WORKER_FILES:
        assert (ROOT / file).is_file(), file
        assert conftest.work_unit(f"{file}::test_a[1-2]") == file
        assert conftest.work_unit(f"{file}::test_b") == file
    alone = "tests/test_names.py::test_a[x::y]"
    assert conftest.work_unit(alone) == alone


def _config(dist: str):
    options = {"dist": dist, "tx": ["popen"] * 2, "numprocesses": 2}
    return types.SimpleNamespace(getvalue=options.get, option=types.SimpleNamespace(**options))


def test_the_parallel_run_schedules_by_those_units():
    scheduler = conftest.pytest_xdist_make_scheduler(_config("loadgroup"), None)
    assert scheduler._split_scope("tests/test_hand_table.py::test_x") == "tests/test_hand_table.py"
    assert scheduler._split_scope("tests/test_names.py::test_y") == "tests/test_names.py::test_y"
    # Another --dist asked for on the command line is pytest-xdist's own.
    assert conftest.pytest_xdist_make_scheduler(_config("loadfile"), None) is None
