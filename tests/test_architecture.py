"""The layering of DESIGN.md, checked on the source.

The package's folders are its layers, lowest first: `engine/` (the rules), `bots/`, `games/`
(the application model without Qt), `net/` (the table protocol, server and client, without
Qt), `live/` (the live game on QtCore), `ui/` (widgets and the table), then `cli.py` and
`app.py` at the top. A module imports only its own layer and those
below it; nothing imports in a cycle; Qt only where it belongs: none in engine/, bots/, games/,
net/ and the table's layout (they run in a worker process, a benchmark or a script without a
QApplication), QtCore alone in live/. Imports are read with `ast` (every `import`,
`from ... import` and `importlib.import_module("...")` / `__import__("...")` with a literal
name, wherever it sits in the file, including inside functions and under `if TYPE_CHECKING:`).
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE_DIR = Path(__file__).resolve().parent.parent / "palace_desktop"
PACKAGE = "palace_desktop"
QT_MODULES = {"PySide6", "shiboken6", "PySide2", "shiboken2", "PyQt5", "PyQt6", "qtpy"}
QT_FREE = ["engine", "bots", "games", "net", "ui/table/layout.py", "ui/table/layout_shapes.py",
           "ui/table/layout_seats.py", "ui/table/layout_centre.py", "cli.py"]
QTCORE_ONLY = ["live"]
LAYERS = ("engine", "bots", "games", "net", "live", "ui")  # lowest first; cli, app on top
TOP = len(LAYERS)
TOP_MODULES = ("app", "cli", "__main__")


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


def layer_of(module: str) -> int | None:
    """The rank of a palace_desktop module's layer (None: the package itself, its version)."""
    parts = module.split(".")
    if parts[0] != PACKAGE or len(parts) == 1:
        return None
    if parts[1] in LAYERS:
        return LAYERS.index(parts[1])
    return TOP if parts[1] in TOP_MODULES else None


def upward_imports(source: str, module: str, is_package: bool = False) -> list[str]:
    """Imports of a layer above the module's own."""
    own = layer_of(module)
    found = []
    for line, name in imported_modules(source, module, is_package):
        target = layer_of(name)
        if target is not None and own is not None and target > own:
            found.append(f"line {line}: {name} ({LAYERS[own] if own < TOP else 'top'} "
                         f"imports {LAYERS[target] if target < TOP else 'the top'})")
    return found


def non_core_qt(source: str, module: str, is_package: bool = False) -> list[str]:
    """Qt beyond QtCore (widgets, painting) in a module that must run without a GUI."""
    return [f"line {line}: {name}" for line, name in imported_modules(source, module, is_package)
            if name.split(".")[0] in QT_MODULES
            and not (name == "PySide6" or name.startswith("PySide6.QtCore"))]


def package_graph(files: list[Path]) -> dict[str, set[str]]:
    """Module -> the palace_desktop modules it imports (a package stands for its __init__)."""
    known = {module_name(path) for path in files}
    graph: dict[str, set[str]] = {}
    for path in files:
        module = module_name(path)
        targets = set()
        for _line, name in imported_modules(path.read_text(encoding="utf-8"), module,
                                            path.name == "__init__.py"):
            while name and name not in known:
                name = name.rpartition(".")[0]
            # A package is initialised before its modules anyway: `from . import x` inside it
            # depends on x, not on the package's __init__.
            if name and name != module and not module.startswith(name + "."):
                targets.add(name)
        graph[module] = targets
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Every strongly connected group of two or more modules (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(graph.get(node, ())):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                group.append(top)
                if top == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_every_layer_is_there_to_check():
    # Guards the guard: if a layer moved, the checks below would pass on nothing.
    for layer in LAYERS:
        assert python_files(layer), f"no Python files under {PACKAGE_DIR / layer}"
    loose = sorted(p.name for p in PACKAGE_DIR.glob("*.py"))
    assert loose == ["__init__.py", "__main__.py", "app.py", "cli.py"], loose


def test_no_module_imports_a_layer_above_its_own():
    found = violations(upward_imports, python_files("."))
    assert not found, "imports against the layers of DESIGN.md:\n" + "\n".join(found)


def test_no_import_cycles():
    found = cycles(package_graph(python_files(".")))
    assert not found, "modules that import each other: " + "; ".join(" <-> ".join(c)
                                                                      for c in found)


def test_no_qt_below_the_live_game():
    found = violations(qt_imports, python_files(*QT_FREE))
    assert not found, "Qt imported where DESIGN.md forbids it:\n" + "\n".join(found)


def test_the_live_game_needs_qtcore_alone():
    found = violations(non_core_qt, python_files(*QTCORE_ONLY))
    assert not found, "widgets or painting in live/:\n" + "\n".join(found)


def test_engine_imports_only_itself():
    found = violations(engine_escapes, python_files("engine"))
    assert not found, "engine/ imports palace_desktop outside engine/:\n" + "\n".join(found)


@pytest.mark.parametrize("source, module", [
    ("from ..ui.models import SeatsModel", "palace_desktop.live.session"),
    ("from ..live.session import GameSession", "palace_desktop.games.storage"),
    ("def f():\n    from ..app import Launcher", "palace_desktop.ui.main_window"),
    ("from palace_desktop.games import storage", "palace_desktop.bots.hard"),
    ("from ... import cli", "palace_desktop.ui.dialogs.new_game"),
    ("import palace_desktop.ui.table.scene", "palace_desktop.live.narration"),
    ("from ..live.session import GameSession", "palace_desktop.net.table"),
    ("from ..ui import models", "palace_desktop.net.server"),
    ("from ..net.wire import view_to_json", "palace_desktop.games.storage"),
])
def test_a_planted_upward_import_is_caught(source, module):
    assert upward_imports(source, module)


@pytest.mark.parametrize("source, module", [
    ("from ..engine.view import SeatView", "palace_desktop.live.session"),
    ("from ..games.seats import SeatKind", "palace_desktop.ui.dialogs"),
    ("from .. import __version__", "palace_desktop.ui.main_window"),
    ("from .ui.main_window import MainWindow", "palace_desktop.app"),
    ("from .scene import TableScene", "palace_desktop.ui.table.gestures"),
    ("from ..games.names import clean_name", "palace_desktop.net.table"),
    ("from ..net.client import TableClient", "palace_desktop.live.session"),
])
def test_imports_down_or_across_are_allowed(source, module):
    assert not upward_imports(source, module)


def test_a_planted_cycle_is_caught(tmp_path):
    graph = {"palace_desktop.ui.a": {"palace_desktop.ui.b"},
             "palace_desktop.ui.b": {"palace_desktop.ui.c"},
             "palace_desktop.ui.c": {"palace_desktop.ui.a"},
             "palace_desktop.ui.d": {"palace_desktop.ui.a"}}
    assert cycles(graph) == [["palace_desktop.ui.a", "palace_desktop.ui.b",
                              "palace_desktop.ui.c"]]


@pytest.mark.parametrize("source", [
    "from PySide6.QtWidgets import QWidget",
    "from PySide6.QtGui import QColor",
    "def f():\n    import PySide6.QtSvg",
])
def test_widgets_in_the_live_game_are_caught(source):
    assert non_core_qt(source, "palace_desktop.live.session")
    assert not non_core_qt("from PySide6.QtCore import QObject, Signal",
                           "palace_desktop.live.session")


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


# No module of the app over this many lines (DESIGN.md): a longer one is split by its jobs.
MOST_LINES = 600


def long_modules() -> dict[str, int]:
    found = {}
    for path in PACKAGE_DIR.rglob("*.py"):
        lines = len(path.read_text(encoding="utf-8").splitlines())
        if lines > MOST_LINES:
            found[path.relative_to(PACKAGE_DIR).as_posix()] = lines
    return found


def test_no_module_is_over_600_lines():
    found = long_modules()
    assert not found, f"split these by their jobs (at most {MOST_LINES} lines): {found}"
