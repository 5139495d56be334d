"""Test set-up: Qt runs offscreen, and every Qt test must leave nothing running behind it.

Why the leak check: a timer, animation or worker that outlives its test fires during a later
test, against objects that test never made or that are already deleted. That shows up as a
flaky failure or a crash far from its cause. Failing the test that left it names the cause.
"""

from __future__ import annotations

import atexit
import gc
import os
import shutil
import tempfile
import threading
import time
from itertools import compress
from pathlib import Path

import pytest

import sans_serif

# Before any QApplication exists: no window, no display needed. An explicit setting wins.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# Before Qt loads a font: the system's sans-serif is DejaVu Sans whatever the machine prefers
# (or the family test_sans_serif_families.py asked for), so sizes measured do not depend on it.
_FONTCONFIG_FOLDER = tempfile.mkdtemp(prefix="palace-tests-fonts-")
atexit.register(shutil.rmtree, _FONTCONFIG_FOLDER, True)
SANS_SERIF = sans_serif.pin(Path(_FONTCONFIG_FOLDER))

QT_FIXTURES = {"qtbot", "qapp"}


def pytest_configure(config):
    # Here, not in pyproject.toml: a change there makes run.py reinstall the project.
    config.addinivalue_line(
        "markers", "layout: measures what the fonts decide (text sizes, pictures within "
        "pages, docks without scroll bars); run again under each sans-serif family by "
        "test_sans_serif_families.py. Select with -m layout.")
    config.addinivalue_line(
        "markers", "slow: takes seconds of its own (a whole match, a subprocess running other "
        "tests). Started first, so that the parallel workers of `run.py test` do not end "
        "with one waiting for the other; leave them out with -m 'not slow' while you work.")


def pytest_collection_modifyitems(config, items):
    """The slow tests first, each file's order kept otherwise: run in parallel, a test of a
    minute started last would leave the other worker idle for that minute."""
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)


# Files whose tests share something expensive that a process builds once (a module fixture, a
# memo): run in parallel, all of a file's tests go to one worker, or each worker that got one
# would build it again. Every other test is scheduled on its own.
ONE_WORKER_FILES = {
    "tests/test_hand_table.py": "the reference evaluator's pass over every rank multiset",
    "tests/test_bot_reasons_truth.py": "every bot's decisions on every position, memoized",
    "tests/test_packaging.py": "the manual page, and two .deb packages built",
}


def work_unit(nodeid: str) -> str:
    """What the parallel run hands a worker at once: the test, or its whole file."""
    file = nodeid.split("::", 1)[0]
    return file if file in ONE_WORKER_FILES else nodeid


@pytest.hookimpl(tryfirst=True, optionalhook=True)
def pytest_xdist_make_scheduler(config, log):
    """`--dist loadgroup` (run.py's) with ONE_WORKER_FILES as groups. Not xdist_group marks:
    pytest-xdist 3.8 groups by renaming the test, which pytest 9.2 no longer lets it do, so
    the marks are silently ignored (pytest-xdist issue 1386)."""
    if config.getvalue("dist") != "loadgroup":
        return None
    from xdist.scheduler import LoadScopeScheduling

    class OneWorkerFiles(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            return work_unit(nodeid)

    return OneWorkerFiles(config, log)


@pytest.fixture(scope="session", autouse=True)
def _english():
    """The app's English catalogue, as the app installs it: English plural forms ("Discard 1
    soldier") come from it. A test of another language installs that one and restores this."""
    from PySide6.QtWidgets import QApplication

    from palace_desktop.live.i18n import install_translators

    app = QApplication.instance() or QApplication([])
    install_translators(app, "en")
    yield app


@pytest.fixture(autouse=True)
def _back_to_english(_english):
    """A test that started the app in another language (its settings, --lang) leaves it: the
    next test starts in English again."""
    yield
    from PySide6.QtCore import QLocale

    from palace_desktop.live.i18n import install_translators

    if QLocale().name() != "en_US":
        install_translators(_english, "en")
# How long work that is already finishing (a worker that just emitted its result) may take to
# wind down before it counts as left running.
GRACE_SECONDS = 2.0


@pytest.fixture(autouse=True)
def _qt_test_leaves_nothing_running(request):
    """For tests that use `qtbot` or `qapp`: fail if the test leaves running

    - a Python thread it started,
    - a QThread, or a job in a QThreadPool,
    - an active QTimer or a running QAbstractAnimation that Python code created
      (Qt's own, like a status-bar message timeout, die with their widgets and are ignored),

    then close and delete every top-level widget. Being autouse, this fixture is set up before
    and torn down after the test's other fixtures, so their clean-up counts as the test's.
    """
    if not QT_FIXTURES & set(request.fixturenames):
        yield
        return
    qapp = request.getfixturevalue("qapp")
    threads_before = set(threading.enumerate())
    yield
    try:
        left = _left_running(qapp, threads_before)
    finally:
        _close_top_level_widgets(qapp)
    if left:
        pytest.fail("the test left these running:\n  " + "\n  ".join(left), pytrace=False)


def _left_running(qapp, threads_before: set[threading.Thread]) -> list[str]:
    from PySide6.QtCore import QAbstractAnimation, QThread, QThreadPool, QTimer
    from shiboken6 import Shiboken

    deadline = time.monotonic() + GRACE_SECONDS
    left = []

    for thread in threading.enumerate():
        # A _DummyThread is a thread Python did not start (a Qt worker that ran Python code);
        # the QThread and QThreadPool checks below cover those.
        if thread in threads_before or isinstance(thread, threading._DummyThread):
            continue
        thread.join(max(0.0, deadline - time.monotonic()))
        if thread.is_alive():
            left.append(f"Python thread {thread.name!r}")

    objects = [obj for obj in _qt_objects_of_this_test(qapp)
               if Shiboken.isValid(obj) and Shiboken.createdByPython(obj)]
    pools = [QThreadPool.globalInstance()] + [o for o in objects if isinstance(o, QThreadPool)]
    for pool in pools:
        if not pool.waitForDone(max(0, int((deadline - time.monotonic()) * 1000))):
            left.append(f"{pool.activeThreadCount()} job(s) in {_describe(pool)}")
    for obj in objects:
        if isinstance(obj, QThread) and obj.isRunning():
            if not obj.wait(max(0, int((deadline - time.monotonic()) * 1000))):
                left.append(_describe(obj))
        elif isinstance(obj, QTimer) and obj.isActive():
            left.append(f"{_describe(obj)} (interval {obj.interval()} ms)")
            obj.stop()  # so it cannot fire into the next test
        elif (isinstance(obj, QAbstractAnimation)
              and obj.state() == QAbstractAnimation.State.Running):
            left.append(f"{_describe(obj)} (duration {obj.duration()} ms)")
            obj.stop()
    return left


def _qt_objects_of_this_test(qapp) -> list:
    """Timers, animations, threads and pools that are alive now, found two ways.

    The QObject trees under the application, every top-level widget, every graphics scene and
    its QGraphicsObjects find those with a parent; Python's garbage collector, which tracks
    every PySide6 wrapper, finds those without one.
    """
    from PySide6.QtCore import QAbstractAnimation, QThread, QThreadPool, QTimer
    from PySide6.QtWidgets import QGraphicsObject, QGraphicsView

    kinds = (QTimer, QAbstractAnimation, QThread, QThreadPool)
    roots = [qapp, *qapp.topLevelWidgets()]
    scenes = {id(view.scene()): view.scene() for view in qapp.allWidgets()
              if isinstance(view, QGraphicsView) and view.scene() is not None}
    for scene in scenes.values():
        roots.append(scene)
        roots += [item for item in scene.items() if isinstance(item, QGraphicsObject)]
    # issubclass on the type, not isinstance: no foreign object's __class__ gets evaluated.
    # Once per type, and the objects picked in C (compress, map): a loop in Python over the
    # heap's ~200,000 objects took ~40 ms of every Qt test, a tenth of the suite's time.
    heap = gc.get_objects()
    wanted = {kind for kind in set(map(type, heap)) if issubclass(kind, kinds)}
    found = {id(obj): obj for obj in compress(heap, map(wanted.__contains__, map(type, heap)))}
    del heap
    for root in roots:
        for kind in kinds:
            found.update((id(obj), obj) for obj in root.findChildren(kind))
    return list(found.values())


def _describe(obj) -> str:
    name = obj.objectName()
    parent = obj.parent()
    where = f" in {type(parent).__name__}" if parent is not None else ""
    return f"{type(obj).__name__}{f' {name!r}' if name else ''}{where}"


def _close_top_level_widgets(qapp) -> None:
    from PySide6.QtCore import QCoreApplication, QEvent

    for widget in qapp.topLevelWidgets():
        widget.close()
        widget.deleteLater()
    # deleteLater() outside an event loop waits for one; deliver the deletions now.
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    qapp.processEvents()


@pytest.fixture(autouse=True)
def _no_modal_dialog_without_an_answer(request, monkeypatch):
    """A modal dialog (exec or a QMessageBox question) in a test that gave it no answer fails
    the test at once: offscreen, nobody could click it, and the run would hang until killed."""
    if not QT_FIXTURES & set(request.fixturenames) and "launcher_factory" not in \
            request.fixturenames:
        yield
        return
    from PySide6.QtWidgets import QDialog, QMessageBox

    def refuse(*args, **kwargs):
        widget = next((a for a in args if isinstance(a, QDialog)), None)
        title = widget.windowTitle() if widget is not None else (
            args[1] if len(args) > 1 else "")
        text = widget.text() if isinstance(widget, QMessageBox) else (
            args[2] if len(args) > 2 else "")
        raise AssertionError(f"a modal dialog {title!r} ({text!r}) opened with nothing to "
                             "answer it; patch the question the code asks")

    for cls, name in ((QDialog, "exec"), (QMessageBox, "exec"), (QMessageBox, "question"),
                      (QMessageBox, "warning"), (QMessageBox, "information"),
                      (QMessageBox, "critical")):
        monkeypatch.setattr(cls, name, refuse)
    yield


@pytest.fixture
def shipped_language(qapp):
    """`use(code)`: the app in that language, with the fonts it ships (Telugu's among them)
    registered, as at a start; English again after the test."""
    from palace_desktop.live.i18n import install_translators
    from palace_desktop.ui.fonts import register_fonts

    register_fonts()
    yield lambda code: install_translators(qapp, code)
    install_translators(qapp, "en")


@pytest.fixture
def fresh_cache(qapp):
    """The card art's pixmap cache empty, and back at its default bound afterwards."""
    from palace_desktop.ui import assets, pixmap_cache

    assets.clear_cache()
    yield
    assets.set_cache_limit(pixmap_cache.DEFAULT_LIMIT)
    assets.clear_cache()
