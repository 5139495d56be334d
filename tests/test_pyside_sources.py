"""PySide's look at each module imported (does it use PySide?), answered from the file's bytes
rather than through inspect.getsource (issue 43: ~35 ms of CPU on the way to the dealt table,
and every module's source kept in linecache)."""

from __future__ import annotations

import importlib
import json
import os
import pkgutil
import re
import subprocess
import sys
from pathlib import Path

import palace_desktop

ROOT = Path(__file__).resolve().parent.parent

SOURCES_KEPT_AT_THE_TABLE = """
import json, linecache, os, sys
from palace_desktop.ui import first_frame
said = first_frame.print_times
def at_the_table(label):
    said(label)
    if label == first_frame.TABLE:
        print(json.dumps(sorted(name for name in linecache.cache if "palace_desktop" in name)),
              flush=True)
        os._exit(0)
first_frame.print_times = at_the_table
from palace_desktop.app import main
main(["--seed", "1", "--seats", "you,bot:easy"])
"""


def test_the_app_started_with_a_game_reads_no_module_s_source_through_inspect(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PALACE_STARTUP_REPORT="screen")
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        env[name] = str(tmp_path / name.lower())
    done = subprocess.run([sys.executable, "-c", SOURCES_KEPT_AT_THE_TABLE], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    # The few imported before the app's main() (its own module, the launcher's, the seats'
    # and with them engine/records.py, which makes their classes, and the templates it keeps,
    # engine/record_inits.py) may be: this script has PySide in before the app.
    kept = json.loads(done.stdout.splitlines()[-1])
    assert not [name for name in kept if "/ui/table/" in name
                or ("/engine/" in name
                    and not name.endswith(("/engine/records.py", "/engine/record_inits.py")))]


def test_the_plain_answer_is_pyside_s_own_for_every_module_of_the_app():
    from shibokensupport import feature

    from palace_desktop.ui.pyside_sources import read_sources_plainly

    before = feature._mod_uses_pyside  # (PySide's own, unless a test started the app here)
    upstream = getattr(before, "upstream", before)
    read_sources_plainly()
    plain = feature._mod_uses_pyside
    try:
        assert plain is not upstream and plain.upstream is upstream
        read_sources_plainly()  # once only
        assert feature._mod_uses_pyside is plain
        names = [info.name for info in pkgutil.walk_packages(palace_desktop.__path__,
                                                             "palace_desktop.")]
        modules = [sys.modules[name] for name in names if name in sys.modules]
        modules += [importlib.import_module(name) for name in
                    ("palace_desktop.engine.hands", "palace_desktop.ui.table.scene", "json")]
        assert len(modules) > 20
        ours = [module for module in modules if module.__name__.startswith("palace_desktop")]
        assert ours and all(plain(module) is True for module in ours)  # not read: module doc
        others = [module for module in modules if module not in ours]
        assert [plain(module) for module in others] == [upstream(module) for module in others]
        assert plain(sys) is upstream(sys) is False  # built in: no file
    finally:
        feature._mod_uses_pyside = before


def test_no_module_of_the_app_selects_a_pyside_feature():
    """Why the app's modules need not be read (ui/pyside_sources.py): with no feature selected
    anywhere, a module's default selection, 0 or -1, changes nothing it sees."""
    package = Path(palace_desktop.__file__).parent
    selecting = [path.relative_to(package).as_posix() for path in sorted(package.rglob("*.py"))
                 if re.search(r"^\s*(from|import)\s+__feature__\b",
                              path.read_text(encoding="utf-8"), re.M)]
    assert selecting == []


def test_a_module_of_the_app_is_answered_without_being_read(monkeypatch):
    from shibokensupport import feature

    from palace_desktop.ui import pyside_sources

    before = feature._mod_uses_pyside
    pyside_sources.read_sources_plainly()
    plain = feature._mod_uses_pyside
    opened = []
    real_open = open
    monkeypatch.setattr("builtins.open", lambda *args, **kw: opened.append(args[0])
                        or real_open(*args, **kw))
    try:
        from palace_desktop.engine import hands

        assert plain(hands) is True and opened == []
        assert plain(json) is False and opened == [json.__file__]  # not the app's: read
    finally:
        feature._mod_uses_pyside = before
