"""Start-up (issue 16): the first window imports only what it needs, and reports when it was
first shown for benchmarks/bench_startup.py."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from enum_counting import COUNTING_ENUMS_PRELUDE

ROOT = Path(__file__).resolve().parent.parent

# Not needed before the first window: each is imported where it is first used.
LATER = (
    "multiprocessing",  # the bots' worker process: at the first bot's turn
    "concurrent.futures.process",
    "palace_desktop.bots.equity",  # the battle preview and the coach
    "palace_desktop.games.stats",  # the statistics and saved games (a screenshot saves none)
    "palace_desktop.games.saved_games",
    "palace_desktop.ui.dialogs.new_game",
    "palace_desktop.ui.dialogs.rules_book",
    "palace_desktop.ui.dialogs.settings_dialog",
    "palace_desktop.ui.dialogs.statistics_dialog",
    "palace_desktop.ui.dialogs.saved_games",
    "palace_desktop.ui.dialogs.tutorial_offer",
    "palace_desktop.ui.replay_viewer",
    "palace_desktop.live.tutorial",
)

SCREENSHOT_THEN_LIST_MODULES = """
import json, sys
from palace_desktop.app import main
code = main(["--seed", "1", "--seats", "you,bot:easy", "--screenshot", sys.argv[1]])
print(json.dumps(sorted(sys.modules)))
sys.exit(code)
"""


def _environment(**extra) -> dict:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env.pop("PALACE_STARTUP_REPORT", None)
    env.update(extra)
    return env


def _app_environment(tmp_path, report: str) -> dict:
    """The live app's: its settings, saves and statistics in `tmp_path`, its first frame
    reported as PALACE_STARTUP_REPORT=`report` asks."""
    env = _environment(PALACE_STARTUP_REPORT=report)
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        env[name] = str(tmp_path / name.lower())
    return env


def _python_prints(script: str) -> str:
    """What `python -c script` prints (offscreen, from the repository)."""
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=_environment(),
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def test_the_first_window_leaves_dialogs_bots_and_files_for_later(tmp_path):
    done = subprocess.run([sys.executable, "-c", SCREENSHOT_THEN_LIST_MODULES,
                           str(tmp_path / "table.png")], cwd=ROOT, env=_environment(),
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    modules = set(json.loads(done.stdout.splitlines()[-1]))
    assert "palace_desktop.ui.main_window" in modules  # it did show the table
    assert [name for name in LATER if name in modules] == []


def test_the_live_app_modules_leave_the_worker_pool_for_later():
    script = ("import sys; import palace_desktop.app, palace_desktop.ui.main_window, "
              "palace_desktop.live.bot_worker, palace_desktop.live.persistence; "
              "print(sorted(m for m in ('multiprocessing', 'concurrent.futures.process', "
              "'palace_desktop.bots.equity') if m in sys.modules))")
    assert _python_prints(script) == "[]"


def test_the_frame_s_modules_need_neither_the_engine_nor_qt_s_enums():
    # The command line's seats, the settings, statistics and saves, the translations and the
    # window's frame: what a start does before its first frame. Of the engine, only `record`
    # (engine/records.py, the standard library alone), which makes their classes, with the
    # `__init__` templates it keeps compiled (engine/record_inits.py, no imports).
    script = ("import sys, PySide6.QtCore; import palace_desktop.app, palace_desktop.games.seats, "
              "palace_desktop.live.persistence, palace_desktop.ui.main_window; "
              "from palace_desktop.bots import LEVELS; "
              "print(sorted(m for m in sys.modules if m.startswith('palace_desktop.engine')), "
              "'Qt' in vars(PySide6.QtCore))")
    assert _python_prints(script) == (
        "['palace_desktop.engine', 'palace_desktop.engine.record_inits', "
        "'palace_desktop.engine.records'] False")


def test_the_bots_package_still_gives_its_base_names():
    from palace_desktop import bots
    from palace_desktop.bots import base

    assert (bots.Bot, bots.Decision, bots.Reason, bots.fill_template) == (
        base.Bot, base.Decision, base.Reason, base.fill_template)
    with pytest.raises(AttributeError):
        bots.no_such_name  # noqa: B018


def test_the_first_shown_window_is_reported_only_when_asked(tmp_path):
    command = [sys.executable, "-m", "palace_desktop", "--seed", "1", "--seats", "you,bot:easy",
               "--screenshot", str(tmp_path / "table.png")]
    started = time.time()
    asked = subprocess.run(command, cwd=ROOT, env=_environment(PALACE_STARTUP_REPORT="1"),
                           capture_output=True, text=True, timeout=120)
    assert asked.returncode == 0, asked.stderr
    shown = [line for line in asked.stderr.splitlines() if line.startswith("shown at ")]
    assert len(shown) == 1
    assert started < float(shown[0].removeprefix("shown at ")) < time.time()
    quiet = subprocess.run(command, cwd=ROOT, env=_environment(), capture_output=True,
                           text=True, timeout=120)
    assert quiet.returncode == 0 and "shown at" not in quiet.stderr


# --- The live app: what waits until its first frame is on screen ------------------------------

LIVE_MODULES_AT_FIRST_FRAME = """
import json, sys
import PySide6.QtCore
from PySide6.QtWidgets import QApplication
from palace_desktop.ui import first_frame
seen = []
reported = first_frame.FirstFrameReport.eventFilter
def spy(self, watched, event):
    handled = reported(self, watched, event)
    if handled and not seen:
        # PySide makes the `Qt` namespace (and every enum in it) when it is first imported.
        seen.append({"modules": sorted(sys.modules), "qt_enums": "Qt" in vars(PySide6.QtCore)})
    return handled
first_frame.FirstFrameReport.eventFilter = spy
from palace_desktop.app import main
code = main(["--seed", "1", "--seats", "you,bot:easy"])
window = next(w for w in QApplication.topLevelWidgets() if type(w).__name__ == "MainWindow")
session = window.session
seen[0]["later"] = {"table": window.has_game_parts, "dealt": session is not None
                    and session.state is not None, "docks": window.seats_dock is not None}
print(json.dumps(seen[0]))
sys.exit(code)
"""

# Needed only after the first frame: the game (the engine, its session, the table, the docks'
# models, the bots' worker and its process), the ALSA output (ctypes), dialogs and the bots.
# The first frame is the window's frame: title, menus and status bar, as cheap as a bare
# window's (issue 16). `signal` (its import makes an enum of every signal) comes with the
# handlers of Ctrl+C and kill, installed just after that frame. The table's overlay scroll
# bars come with the first zoom in (their style's Python types make QStyle's enums: ~8 ms).
AFTER_THE_FIRST_FRAME = (
    "signal",
    "multiprocessing",
    "concurrent.futures.process",
    "ctypes",
    "palace_desktop.engine.state",  # (engine/records.py, the standard library alone, comes
    "palace_desktop.engine.actions",  # before the frame: it makes the settings' classes)
    "palace_desktop.live.session",
    "palace_desktop.live.bot_worker",
    "palace_desktop.ui.table.scene",
    "palace_desktop.ui.models",
    "palace_desktop.ui.action_bar",
    "palace_desktop.ui.sound",
    "palace_desktop.ui.sound_output",
    "palace_desktop.ui.dialogs.fold_confirm",
    "palace_desktop.bots.base",
    "palace_desktop.bots.easy",
    "palace_desktop.live.bot_reasons",
    "palace_desktop.ui.table.scroll_bars",
)


def test_the_live_app_shows_its_frame_first_then_deals_the_game(tmp_path):
    env = _app_environment(tmp_path, "quit")  # the app ends after its first frame
    done = subprocess.run([sys.executable, "-c", LIVE_MODULES_AT_FIRST_FRAME], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    first = json.loads(done.stdout.splitlines()[-1])
    modules = set(first["modules"])
    assert "palace_desktop.ui.main_window" in modules
    assert [name for name in AFTER_THE_FIRST_FRAME if name in modules] == []
    assert first["qt_enums"] is False  # a fifth of a bare window's start, left for later
    # The game came just after that frame, before the app (asked to quit) closed it.
    assert first["later"] == {"table": True, "dealt": True, "docks": True}
    assert done.stderr.count("shown at ") == 1


# What a local game does not need before its dealt table's first frame (issue 43): the online
# table's chat (its dock, the network's chat model); sockets (~8 ms: the single-instance front
# door opens once the table is on screen, the accessibility bus is asked once a screen reader
# is on).
NOT_BEFORE_THE_TABLE = (
    "palace_desktop.ui.chat_dock",
    "palace_desktop.net",
    "palace_desktop.net.chat",
    "palace_desktop.ui.atspi_registry",
    "socket",
    # Nor what waits for the turn after that frame, or for its first use: the battle preview
    # (a drag onto a banner, the attack's tip), the bubbles' placing (a seat's first move),
    # the screen reader's notes, the parts of a second game and of a table on a server.
    "palace_desktop.live.battle_preview",
    "palace_desktop.ui.table.bubble_spot",
    "palace_desktop.ui.table.battle_reports",  # (the first battle's or showdown's result)
    "palace_desktop.ui.ask_table",  # (the table's questions and the coach: the turn after)
    "palace_desktop.live.coach",
    "palace_desktop.ui.quit_signals",  # (Ctrl+C's handlers: once the table is on screen)
    "signal",
    "palace_desktop.ui.spoken_notes",
    "palace_desktop.ui.retired_parts",
    "palace_desktop.ui.window_online",
    "html",  # (its entity table, ~1.7 ms: a name that looks like markup is rare)
    "getpass",  # (with termios: the login name is read as it reads it, games/seats.py)
)

MODULES_AT_THE_TABLE = """
import json, os, sys
from palace_desktop.ui import first_frame
said = first_frame.print_times
def at_the_table(label):
    said(label)
    if label == first_frame.TABLE:
        import PySide6.QtWidgets
        print(json.dumps(sorted(PySide6.QtWidgets.__dict__)), flush=True)  # types made
        print(json.dumps(sorted(sys.modules)), flush=True)
        os._exit(0)
first_frame.print_times = at_the_table
from palace_desktop.app import main
main(["--seed", "1", "--seats", "you,bot:easy"])
"""


def test_a_local_game_s_dealt_table_is_painted_without_the_online_parts(tmp_path):
    done = subprocess.run([sys.executable, "-c", MODULES_AT_THE_TABLE], cwd=ROOT,
                          env=_app_environment(tmp_path, "screen"), capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    modules = set(json.loads(done.stdout.splitlines()[-1]))
    assert "palace_desktop.ui.table.scene" in modules  # (the table was painted)
    assert [name for name in NOT_BEFORE_THE_TABLE if name in modules] == []


def test_a_local_game_s_dealt_table_is_painted_without_qt_s_style_and_message_box_types(
        tmp_path):
    # QStyle's Python type, with its enums (~7 ms), came with the save problem bar's module
    # and with the docks' room asking the style for its separator.
    screen = tmp_path / "screen.json"  # a 1280 x 800 screen: the window is not narrow
    screen.write_text(json.dumps({"screens": [{"name": "S", "x": 0, "y": 0, "width": 1280,
                                               "height": 800, "logicalDpi": 96}]}))
    env = dict(_app_environment(tmp_path, "screen"),
               QT_QPA_PLATFORM=f"offscreen:configfile={screen}")
    done = subprocess.run([sys.executable, "-c", MODULES_AT_THE_TABLE], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    types = set(json.loads(done.stdout.splitlines()[-2]))
    assert "QDockWidget" in types  # (the docks were made)
    assert "QStyle" not in types
    # Nor QMessageBox's (its enums ~1.6 ms), which the labels' module made for its boxes.
    assert "QMessageBox" not in types


def test_asked_to_exit_the_app_ends_at_its_first_frame(tmp_path):
    """PALACE_STARTUP_REPORT=exit (the benchmark's --instructions) ends the process just after
    the report, whatever the app would do next."""
    env = _app_environment(tmp_path, "exit")
    done = subprocess.run([sys.executable, "-m", "palace_desktop", "--seed", "1", "--seats",
                           "you,bot:easy"], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stderr.count("shown at ") == 1 and done.stderr.count("cpu seconds ") == 1
    assert done.stderr.rstrip().splitlines()[-1].startswith("cpu seconds ")  # nothing after


def test_asked_to_exit_at_the_table_the_app_ends_once_its_game_is_dealt_on_screen(tmp_path):
    """PALACE_STARTUP_REPORT=exit-at-table (the benchmark's second count): the first frame is
    reported, the app goes on, and ends at the frame that shows the game dealt."""
    env = _app_environment(tmp_path, "exit-at-table")
    done = subprocess.run([sys.executable, "-m", "palace_desktop", "--seed", "1", "--seats",
                           "you,bot:easy"], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    lines = [line.split(" ")[0] + " " + line.split(" ")[1] for line in done.stderr.splitlines()
             if line.startswith(("shown at ", "table at ", "cpu seconds "))]
    assert lines == ["shown at", "cpu seconds", "table at", "cpu seconds"]
    assert done.stderr.rstrip().splitlines()[-1].startswith("cpu seconds ")  # nothing after


# The same start through a prelude that notes each paint of the table's view and each
# picture painted for the table, and says how many there were when the process ends.
_COUNTING_TABLE_PAINTS = """
import os, sys
from palace_desktop import cli
from palace_desktop.ui.table import cached_paint, table_view
seen = {"view painted": 0, "pictures": 0}
background = table_view.TableView.drawBackground
def drawBackground(self, painter, rect):
    seen["view painted"] += 1
    background(self, painter, rect)
table_view.TableView.drawBackground = drawBackground
render = cached_paint._render
def counted(*args, **kwargs):
    seen["pictures"] += 1
    return render(*args, **kwargs)
cached_paint._render = counted
leave = os._exit
def exit_saying(code):
    print("seen", seen["view painted"], seen["pictures"], file=sys.stderr, flush=True)
    leave(code)
os._exit = exit_saying
sys.argv = ["palace-desktop", "--seed", "1", "--seats", "you,bot:easy"]
raise SystemExit(cli.main())
"""


def test_at_the_table_the_count_ends_once_the_table_has_been_painted(tmp_path):
    """exit-at-table counts what the screen waits for: the table laid out for its place
    beside the docks, its pictures painted, and the view painted with them (it ended before
    any of that, on a `repaint()` of a window whose updates were held for the docks)."""
    done = subprocess.run([sys.executable, "-c", _COUNTING_TABLE_PAINTS], cwd=ROOT,
                          env=_app_environment(tmp_path, "exit-at-table"),
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    seen = [line for line in done.stderr.splitlines() if line.startswith("seen ")]
    painted, pictures = map(int, seen[-1].split()[1:])
    assert painted >= 1
    assert pictures >= 8  # the dealt cards, the plates, the piles (12 at 1280x800)


# A start whose deal takes longer than what waits for its table waits at most (as it does
# counted under valgrind, ~50 times slower), saying whether the app's icon (which waits for
# the table) had been put when the process ends.
_SLOW_DEAL_COUNTED = """
import os, sys
from palace_desktop import cli
from palace_desktop.ui.launcher import window_start
window_start.FIRST_FRAME_WAIT_MS = 0
leave = os._exit
def exit_saying(code):
    from PySide6.QtWidgets import QApplication
    print("icon put", not QApplication.instance().windowIcon().isNull(), file=sys.stderr,
          flush=True)
    leave(code)
os._exit = exit_saying
sys.argv = ["palace-desktop", "--seed", "1", "--seats", "you,bot:easy"]
raise SystemExit(cli.main())
"""


def test_counted_to_the_table_what_waits_for_the_table_is_not_counted_however_slow(tmp_path):
    """What waits for the dealt table on screen (the app's icon, ~45 M instructions) waits
    for it when counted, however long the deal takes: under valgrind it took longer than
    the wait's limit, and so the icon was counted as the table's though no screen waits
    for it."""
    done = subprocess.run([sys.executable, "-c", _SLOW_DEAL_COUNTED], cwd=ROOT,
                          env=_app_environment(tmp_path, "exit-at-table"),
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "icon put False" in done.stderr.splitlines(), done.stderr


def test_asked_to_show_the_screen_the_app_says_where_its_dealt_cards_rest_then_closes(tmp_path):
    """PALACE_STARTUP_REPORT=screen (the benchmark's --screen, which watches the screen for
    the dealt table): once the deal has come to rest the app says where its draw pile and the
    player's face-up cards are on the screen, inside its window, and closes by itself."""
    env = _app_environment(tmp_path, "screen")
    done = subprocess.run([sys.executable, "-m", "palace_desktop", "--seed", "1", "--seats",
                           "you,bot:easy"], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stderr.count("shown at ") == 1
    said = [line for line in done.stderr.splitlines() if line.startswith("cards at ")]
    assert len(said) == 1
    rects = [tuple(int(v) for v in rect.split(",")) for rect in said[0].split()[2:]]
    # The pile, the player's banner and at least one palace card (face up to their owner).
    assert len(rects) >= 3
    for x, y, width, height in rects:
        assert width > 20 and height > 20
        assert 0 <= x and x + width <= 1280 and 0 <= y and y + height <= 800


def _session(worker=None):
    from palace_desktop.engine.match import Match
    from palace_desktop.engine.rules import Rules
    from palace_desktop.games.seats import SeatKind
    from palace_desktop.live.session import GameSession

    match = Match(Rules.make(), ["You", "Bot"], [200] * 2, dealer=1)
    return GameSession(match, [SeatKind("you"), SeatKind("bot", "easy")], 0, worker=worker)


def test_the_window_is_silent_until_its_first_frame_then_takes_the_real_output(qtbot):
    from palace_desktop.ui.main_window import MainWindow
    from palace_desktop.ui.sound_null import NullOutput

    window = MainWindow(_session())
    qtbot.addWidget(window)
    silence = window.sounds.output
    assert isinstance(silence, NullOutput)
    window.sound_action.trigger()  # a shortcut's action before the first frame: kept
    assert not window.sounds.enabled
    with qtbot.waitSignal(window.first_frame_shown, timeout=5000):
        window.show()
    assert window.sounds.output is not silence  # default_output(): silent offscreen too
    assert not window.sounds.enabled and not window.sound_action.isChecked()
    window.update()
    qtbot.wait(20)  # later frames change nothing
    assert window.sounds.output is not silence


def test_an_output_given_before_the_first_frame_is_kept(qtbot):
    from palace_desktop.ui.main_window import MainWindow

    window = MainWindow(_session())
    qtbot.addWidget(window)
    from palace_desktop.ui.sound_null import NullOutput

    own = NullOutput()  # as a test's recording output would be
    window.sounds.output = own
    with qtbot.waitSignal(window.first_frame_shown, timeout=5000):
        window.show()
    assert window.sounds.output is own


def _bot_view():
    from palace_desktop.engine.deal import SeedDeal

    session = _session()
    session.start_hand(SeedDeal(3))
    seat = session.seat_to_act()
    return seat, session.state.view(seat)


def _answers(worker) -> list:
    answers = []
    worker.decided.connect(lambda token, _decision: answers.append(token))
    worker.failed.connect(lambda token, message: answers.append((token, message)))
    return answers


def _ask(worker, tokens) -> None:
    seat, view = _bot_view()
    for token in tokens:
        worker.request(token, "random", seat, 7, view)


def test_a_held_worker_answers_nothing_until_released_then_all_in_order(qtbot):
    from palace_desktop.live.bot_worker import BotWorker

    worker = BotWorker(inline=True)
    answers = _answers(worker)
    worker.hold(60_000)
    _ask(worker, [0, 1, 2])
    qtbot.wait(30)
    assert answers == []
    worker.release()
    qtbot.waitUntil(lambda: len(answers) == 3, timeout=5000)
    assert answers == [0, 1, 2]
    _ask(worker, [3])  # no longer held
    qtbot.waitUntil(lambda: len(answers) == 4, timeout=5000)
    worker.shutdown()


def test_a_held_worker_lets_go_by_itself_and_a_shut_one_sends_nothing(qtbot):
    from palace_desktop.live.bot_worker import BotWorker

    worker = BotWorker(inline=True)
    answers = _answers(worker)
    worker.hold(10)  # a window never drawn: its bots still play
    _ask(worker, [0, 1])
    qtbot.waitUntil(lambda: len(answers) == 2, timeout=5000)
    assert answers == [0, 1]
    worker.hold(60_000)
    _ask(worker, [2, 3])
    worker.shutdown()
    worker.release()
    qtbot.wait(30)
    assert answers == [0, 1]


def test_the_fonts_of_the_language_first_and_the_others_once_after(monkeypatch, qapp):
    from palace_desktop.ui import fonts

    monkeypatch.setattr(fonts, "_added", set())
    assert fonts.register_fonts("en") == []  # English needs none of them
    assert fonts.register_fonts("ar") == ["Noto Sans Arabic"]
    assert fonts.register_fonts() == ["Noto Sans Telugu"]
    assert fonts.register_fonts() == [] and fonts.register_fonts("te") == []


# The probe must not time itself: an application-wide Python event filter made PySide wrap a
# private Qt class and so load every class of QtCore, QtGui and QtWidgets with their Python
# enums (227 before a bare window's first frame, against 46 unwatched).
BARE_WINDOW_COUNTING_ENUMS = COUNTING_ENUMS_PRELUDE + """sys.path.insert(0, sys.argv[1])
import first_frame
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv[:1])
window = QMainWindow()
window.resize(640, 400)
window.show()
unwatched = len(created)
first_frame.report_first_frame(window)
reported = first_frame.FirstFrameReport.eventFilter
def spy(self, watched, event):
    handled = reported(self, watched, event)
    if handled:
        print("enums", unwatched, len(created), file=sys.stderr)
    return handled
first_frame.FirstFrameReport.eventFilter = spy
sys.exit(app.exec())
"""


XCB_PLUGIN_MISSING = 'Could not load the Qt platform plugin "xcb"'


def test_the_first_frame_probe_makes_pyside_load_no_other_classes():
    # Under a real X server: offscreen, nothing before the first frame made PySide load them.
    import shutil

    if shutil.which("Xvfb") is None:
        pytest.skip("needs Xvfb (Qt's xcb platform)")
    read, write = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x800x24",
                               "-nolisten", "tcp"], pass_fds=[write], stderr=subprocess.DEVNULL)
    os.close(write)
    try:
        with os.fdopen(read) as numbers:
            display = ":" + numbers.readline().strip()
        done = subprocess.run([sys.executable, "-c", BARE_WINDOW_COUNTING_ENUMS,
                               str(ROOT / "palace_desktop" / "ui")], cwd=ROOT,
                              env=_environment(PALACE_STARTUP_REPORT="quit", DISPLAY=display,
                                               QT_QPA_PLATFORM="xcb"),
                              capture_output=True, text=True, timeout=120)
    finally:
        server.terminate()
        server.wait(timeout=10)
    if XCB_PLUGIN_MISSING in done.stderr:
        # Xvfb without Qt's X11 libraries (`python3 run.py` installs them for a window; the
        # tests run offscreen, so `python3 run.py test` does not).
        pytest.skip("Qt's xcb platform cannot load here: its X11 libraries are missing")
    assert done.returncode == 0, done.stderr
    counts = [line.split()[1:] for line in done.stderr.splitlines() if line.startswith("enums")]
    assert len(counts) == 1 and "shown at " in done.stderr
    unwatched, at_first_frame = (int(n) for n in counts[0])
    # The frame itself needs a few (QEvent's, QWindow's); loading every class was 180 more.
    assert at_first_frame - unwatched < 40, (unwatched, at_first_frame)
