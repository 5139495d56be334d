"""`python3 run.py test` installs the fonts the tests lay the app out under (issue 38): CI runs
it on a fresh machine, and a sans-serif family missing there would skip the very tests that
show a font-dependent layout. Starting the app installs DejaVu Sans only, all it needs."""

from __future__ import annotations

import importlib.util
import types
from pathlib import Path

import sans_serif

ROOT = Path(__file__).resolve().parent.parent


def run_py():
    spec = importlib.util.spec_from_file_location("run_py_under_test", ROOT / "run.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def with_nothing_installed(monkeypatch):
    run = run_py()
    monkeypatch.setattr(run, "is_debian", lambda: True)
    monkeypatch.setattr(run, "library_loads", lambda soname: True)
    monkeypatch.setattr(run, "Path", lambda path: types.SimpleNamespace(exists=lambda: False))
    return run


def test_the_tests_get_every_sans_serif_family_they_run_under(monkeypatch):
    run = with_nothing_installed(monkeypatch)
    missing = run.missing_packages(need_venv=False, need_x11=False, testing=True)
    assert set(sans_serif.FAMILIES.values()) <= set(missing)


def test_the_app_gets_dejavu_alone(monkeypatch):
    run = with_nothing_installed(monkeypatch)
    assert run.missing_packages(need_venv=False, need_x11=False) == ["fonts-dejavu-core"]


def test_the_tests_get_the_faces_the_card_glyphs_came_from(monkeypatch):
    # tests/test_card_glyphs.py checks the kept outlines against DejaVu Sans Condensed Bold
    # (fonts-dejavu-extra) and DejaVu Serif Bold (fonts-dejavu-core); on CI a missing face
    # fails it rather than skipping.
    run = with_nothing_installed(monkeypatch)
    missing = run.missing_packages(need_venv=False, need_x11=False, testing=True)
    assert {"fonts-dejavu-core", "fonts-dejavu-extra"} <= set(missing)
