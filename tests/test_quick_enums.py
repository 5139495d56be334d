"""Qt's enums made the quick way (palace_desktop/ui/quick_enums.py, issue 43): every class
comes out as the standard functional API makes it, and the app starts with it in place."""

from __future__ import annotations

import enum
import json
import keyword
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from palace_desktop import cli
from palace_desktop.ui import quick_enums
from quick_enums_compare import differences, made_both_ways

ROOT = Path(__file__).resolve().parent.parent
# The quick path follows Python 3.11's enum internals and is used there only: elsewhere there
# is nothing of it to compare.
checked_python_only = pytest.mark.skipif(
    sys.version_info[:2] != quick_enums.CHECKED_PYTHON,
    reason="the quick path is used on the Python whose enum internals it follows")


@pytest.fixture
def standard_enums():
    """Whatever a test installs, the process's enums go back to the standard path after it."""
    before = enum.EnumType._create_
    yield
    enum.EnumType._create_ = before


# Every enum of QtCore, QtGui and QtWidgets, as PySide asks for it, made again both ways in
# a process of its own (this one has made many of them already, the standard way).
_EVERY_QT_ENUM = """
import enum, json, sys
sys.path.insert(0, sys.argv[1])
from quick_enums_compare import differences, made_both_ways
from palace_desktop.ui import quick_enums
calls = []
standard = quick_enums._STANDARD_CREATE
def recording(cls, name, names=None, **options):
    calls.append((cls, name, list(names) if isinstance(names, list) else names, options))
    return standard(cls, name, names, **options)
enum.EnumType._create_ = recording
from PySide6 import QtCore, QtGui, QtWidgets
for module in (QtCore, QtGui, QtWidgets):
    for attribute in dir(module):
        kind = getattr(module, attribute)
        if isinstance(kind, type):
            for inner in list(vars(kind)):
                getattr(kind, inner, None)
report = {"calls": len(calls), "quick": 0, "differ": {}}
enum.EnumType._create_ = standard
for cls, name, names, options in calls:
    made, again = made_both_ways(cls, name, names, **options)
    report["quick"] += quick_enums._plain_members(cls, names, options.get("type")) is not None
    found = differences(made, again)
    if found:
        report["differ"][options.get("qualname") or name] = found[:5]
print(json.dumps(report))
"""


@checked_python_only
def test_every_qt_enum_comes_out_as_the_standard_path_makes_it():
    result = subprocess.run(
        [sys.executable, "-c", _EVERY_QT_ENUM, str(ROOT / "tests")], cwd=ROOT,
        capture_output=True, text=True, timeout=300,
        env={**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"})
    assert result.returncode == 0, result.stderr[-3000:]
    report = json.loads(result.stdout.splitlines()[-1])
    assert report["calls"] > 500  # Qt's three main modules: ~635 in PySide 6.11
    assert report["quick"] > 0.95 * report["calls"]  # (a few have no members)
    assert report["differ"] == {}


_names = st.from_regex(r"[A-Za-z_][A-Za-z0-9_]{0,6}", fullmatch=True).filter(
    lambda name: not keyword.iskeyword(name) and name not in ("mro",))
_values = st.one_of(st.integers(-3, 70), st.sampled_from([1 << 31, (1 << 32) - 1, -(1 << 31)]))


@checked_python_only
@settings(max_examples=300, deadline=None)
@given(base=st.sampled_from([enum.Enum, enum.IntEnum, enum.Flag, enum.IntFlag]),
       members=st.lists(st.tuples(_names, _values), min_size=0, max_size=8),
       boundary=st.sampled_from([None, enum.KEEP, enum.STRICT, enum.CONFORM, enum.EJECT]),
       qualname=st.sampled_from([None, "Outer.Inner"]))
def test_any_plain_call_comes_out_as_the_standard_path_makes_it(base, members, boundary,
                                                                qualname):
    """Aliases, negative and many-bit values, names that are taken, sunder names (left to the
    standard path), every boundary: made both ways, the same class or the same refusal."""
    options = {"module": "tests.quick_enum_cases", "qualname": qualname}
    if boundary is not None:
        options["boundary"] = boundary
    standard, quick = made_both_ways(base, "Made", members, **options)
    if isinstance(standard, type) and issubclass(standard, Exception):
        assert quick is standard
    else:
        assert isinstance(quick, enum.EnumType), quick
        assert differences(standard, quick) == []


@checked_python_only
def test_without_a_module_the_callers_is_taken_as_the_standard_path_takes_it():
    standard, quick = made_both_ways(enum.IntFlag, "Made", [("A", 1), ("B", 2), ("AB", 3)])
    # (the caller of the functional API: the helper that makes both)
    assert standard.__module__ == quick.__module__ == made_both_ways.__module__
    assert differences(standard, quick) == []


def test_other_calls_go_the_standard_way(standard_enums):
    quick_enums.make_enums_quickly()
    made = enum.Enum("Made", "RED GREEN", module=__name__)  # names as a string
    assert [m.name for m in made] == ["RED", "GREEN"]
    mixed = enum.Enum("Mixed", [("A", 1)], module=__name__, type=int)
    assert mixed.A == 1 and issubclass(mixed, int)
    assert quick_enums._plain_members(enum.Enum, [("A", 1), ("A", 2)], None) is None
    assert quick_enums._plain_members(enum.Enum, [("_A", 1)], None) is None
    assert quick_enums._plain_members(enum.Enum, [("A", "one")], None) is None
    assert quick_enums._plain_members(enum.Flag, [("A", 1), ("name", 2)], None) is None


@checked_python_only
def test_a_member_named_as_a_base_attribute_is_made_as_the_standard_path_makes_it():
    """`name` and `value` are properties of every enum: the standard path puts a redirect
    in the class for such a member, so the quick one leaves those calls to it."""
    standard, quick = made_both_ways(enum.IntEnum, "Made", [("name", 1), ("value", 2)],
                                     module=__name__)
    assert differences(standard, quick) == []
    assert quick.name.value == 1 and quick["value"].value == 2


def test_on_another_python_the_standard_path_is_kept(standard_enums, monkeypatch):
    before = enum.EnumType._create_
    monkeypatch.setattr(sys, "version_info", (3, 12, 1, "final", 0))
    quick_enums.make_enums_quickly()
    assert enum.EnumType._create_ is before and not quick_enums.made_quickly()


def test_the_app_makes_its_enums_quickly_from_before_qt(standard_enums, monkeypatch):
    """cli.main turns the quick path on before the app (and so PySide) is imported: QtCore
    makes 22 enums on import, and the first `Qt.` 93 (19-21 ms the standard way)."""
    seen = {}

    def load(module, name, what):
        seen[module] = quick_enums.made_quickly()
        return lambda args: 0

    monkeypatch.setattr(cli, "_load", load)
    monkeypatch.setattr(cli, "hold_collection", lambda: None)
    assert cli.main(["--seed", "1"]) == 0
    assert seen == {"palace_desktop.app": sys.version_info[:2] == quick_enums.CHECKED_PYTHON}
