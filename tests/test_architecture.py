"""The layering of DESIGN.md, checked on the source: no Qt below the session, engine/ stands alone.

`engine/`, `bots/`, `storage.py` and `table/layout.py` must import no Qt binding, so they run in
a worker process, a benchmark or a script without a QApplication; `engine/` imports nothing of
palace_desktop outside itself. Imports are read with `ast` (every `import`, `from ... import`
and `importlib.import_module("...")` / `__import__("...")` with a literal name, wherever it
sits in the file, including under `if TYPE_CHECKING:`).
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE_DIR = Path(__file__).resolve().parent.parent / "palace_desktop"
PACKAGE = "palace_desktop"
QT_MODULES = {"PySide6", "shiboken6", "PySide2", "shiboken2", "PyQt5", "PyQt6", "qtpy"}
QT_FREE = ["engine", "bots", "storage.py", "table/layout.py"]


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE_DIR.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imported_modules(source: str, module: str, is_package: bool) -> list[tuple[int, str]]:
    """(line, absolute module name) for every import in `source`.

    `module` is the dotted name of the file and `is_package` says whether it is an
    `__init__.py`; both resolve relative imports. `from X import a` yields `X` and `X.a`
    (`a` may be a submodule), which is what the checks below need.
    """
    package = module if is_package else module.rpartition(".")[0]
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - node.level + 1]
                prefix = ".".join(base + ([node.module] if node.module else []))
            else:
                prefix = node.module or ""
            found.append((node.lineno, prefix))
            found += [(node.lineno, f"{prefix}.{alias.name}") for alias in node.names
                      if alias.name != "*"]
        elif (isinstance(node, ast.Call) and node.args
              and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)
              and _called_name(node.func) in {"import_module", "__import__"}):
            found.append((node.lineno, node.args[0].value))
    return found


def _called_name(func: ast.expr) -> str | None:
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return None


def qt_imports(source: str, module: str, is_package: bool = False) -> list[str]:
    return [f"line {line}: {name}" for line, name in imported_modules(source, module, is_package)
            if name.split(".")[0] in QT_MODULES]


def engine_escapes(source: str, module: str, is_package: bool = False) -> list[str]:
    """Imports from palace_desktop that are not palace_desktop.engine or below it."""
    return [f"line {line}: {name}" for line, name in imported_modules(source, module, is_package)
            if (name == PACKAGE or name.startswith(PACKAGE + "."))
            and not (name + ".").startswith(f"{PACKAGE}.engine.")]


def python_files(*relative: str) -> list[Path]:
    files = []
    for name in relative:
        path = PACKAGE_DIR / name
        if path.is_dir():
            files += sorted(path.rglob("*.py"))
        elif path.is_file():
            files.append(path)
        # Not there yet: nothing to check until it is written.
    return files


def violations(check, files: list[Path]) -> list[str]:
    found = []
    for path in files:
        found += [f"{path.relative_to(PACKAGE_DIR.parent)} {problem}"
                  for problem in check(path.read_text(encoding="utf-8"), module_name(path),
                                       path.name == "__init__.py")]
    return found


def test_engine_is_there_to_check():
    # Guards the guard: if engine/ moved, the checks below would pass on nothing.
    assert python_files("engine"), f"no Python files under {PACKAGE_DIR / 'engine'}"


def test_no_qt_below_the_session():
    found = violations(qt_imports, python_files(*QT_FREE))
    assert not found, "Qt imported where DESIGN.md forbids it:\n" + "\n".join(found)


def test_engine_imports_only_itself():
    found = violations(engine_escapes, python_files("engine"))
    assert not found, "engine/ imports palace_desktop outside engine/:\n" + "\n".join(found)


@pytest.mark.parametrize("source", [
    "import PySide6",
    "from PySide6.QtCore import QObject",
    "import shiboken6 as s",
    "def f():\n    from PySide6 import QtGui",
    "if TYPE_CHECKING:\n    from PySide6.QtCore import QTimer",
    "import importlib\nimportlib.import_module('PySide6.QtWidgets')",
    "__import__('shiboken6')",
])
def test_qt_import_is_caught(source):
    assert qt_imports(source, "palace_desktop.engine.state")


@pytest.mark.parametrize("source, is_package", [
    ("from .. import storage", False),
    ("from ..session import GameSession", False),
    ("from .. import __version__", False),
    ("import palace_desktop.bots", False),
    ("from palace_desktop import app", False),
    ("from .. import cards", True),  # in engine/__init__.py, `..` is palace_desktop
])
def test_engine_escape_is_caught(source, is_package):
    module = "palace_desktop.engine" if is_package else "palace_desktop.engine.state"
    assert engine_escapes(source, module, is_package)


@pytest.mark.parametrize("source, is_package", [
    ("from .cards import Card", False),
    ("from . import cards", False),
    ("from .cards import Card", True),
    ("import palace_desktop.engine.cards", False),
    ("from palace_desktop.engine import hands", False),
    ("import json, random", False),
])
def test_engine_internal_import_is_allowed(source, is_package):
    module = "palace_desktop.engine" if is_package else "palace_desktop.engine.state"
    assert not engine_escapes(source, module, is_package)
