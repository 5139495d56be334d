"""From a fresh start to the end of a match: a hot-seat game of 3 people and 2 bots is set up,
played, left in the middle, resumed on the curtain, and finished; saves are exact, and a corrupt
save is reported and put aside."""

from __future__ import annotations

import dataclasses
import json
import random

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from palace_desktop.games import storage
from palace_desktop.app import Launcher
from palace_desktop.ui.dialogs import saved_games
from palace_desktop.engine.history import result_of
from palace_desktop.live.session import SPECTATOR
from palace_desktop.games.setup import preset
from launchers import making_launchers
from replay_support import refusals_shown, wait_for_openings


@pytest.fixture
def launcher_factory(qapp, tmp_path, monkeypatch):
    # These games attack blindly: no coach's question.
    yield from making_launchers(qapp, tmp_path, coach="off")


def small_hot_seat():
    setup = preset("hotseat3_bots2")
    return dataclasses.replace(setup, starting_chips=30)


def play(launcher, qtbot, steps: int) -> int:
    """People attack when they can, call when attacked, else stay; bots play for themselves.
    Returns the number of moves the people made."""
    window = launcher.window
    moves = 0
    for _ in range(steps):
        session = window.session
        qtbot.waitUntil(lambda: window.curtain.isVisible() or window.session.match.is_over
                        or not window.session.match.hand_in_progress
                        or window.session.human_to_act() == window.session.viewer,
                        timeout=20000)
        if session.match.is_over:
            break
        if window.curtain.isVisible():
            window.curtain.button.click()
            continue
        if not session.match.hand_in_progress:
            window.deal_next_hand()
            continue
        availability = session.availability
        controller = window.controller
        if availability.trim:
            controller.done()
        elif availability.call:
            controller.call()
        elif availability.attack:
            controller.attack(availability.attack_targets[0])
        else:
            controller.stay()
        moves += 1
    return moves


@pytest.mark.slow
def test_hot_seat_with_bots_set_up_left_resumed_on_the_curtain_and_finished(
        launcher_factory, qtbot, monkeypatch, tmp_path):
    monkeypatch.setattr(saved_games, "ask_resume", lambda *a: saved_games.RESUME)
    first = launcher_factory()
    session = first.session_from_setup(small_hot_seat(), seed=77)
    first.show(session, 77, fresh=True)
    first.window.set_speed("instant")
    session.bot_delay_ms = 0
    assert play(first, qtbot, 6) > 0
    qtbot.waitUntil(lambda: not first.window.session.bot_thinking, timeout=20000)
    paths = storage.Paths(tmp_path)
    first.persistence.flush()  # the autosave is written on a thread of its own
    saved = json.loads(paths.autosave_path.read_text())
    assert saved["match"] == session.match.to_json()
    before = result_of(session.state)
    first.window.close()

    second = launcher_factory()
    assert second.resume_saved()
    resumed = second.window.session
    assert result_of(resumed.state) == before
    assert resumed.match.to_json() == session.match.to_json()
    # Left where a person was to act: the resumed game waits for them behind the curtain
    # (resuming between hands is walked in test_hot_seat_privacy.py).
    assert not resumed.state.is_over and resumed.human_to_act() is not None
    assert second.window.curtain.isVisible() and resumed.viewer == SPECTATOR
    assert second.window.curtain.seat == resumed.human_to_act()
    second.window.set_speed("instant")
    resumed.bot_delay_ms = 0
    play(second, qtbot, 3000)
    assert resumed.match.is_over
    assert not paths.autosave_path.exists()  # a finished match leaves no save behind
    stats, _ = storage.load_statistics(paths)
    assert sum(s.hands_played for _, s in stats.players()) > 0


def test_a_corrupt_save_is_reported_and_put_aside(launcher_factory, monkeypatch, tmp_path):
    paths = storage.Paths(tmp_path)
    paths.autosave_path.parent.mkdir(parents=True, exist_ok=True)
    paths.autosave_path.write_text("{ not json")
    warnings = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: warnings.append(a[2]))
    launcher = launcher_factory()
    assert not launcher.resume_saved()
    assert warnings and "autosave.json" in warnings[0]
    assert not paths.autosave_path.exists()
    assert (paths.autosave_path.parent / "autosave.json.corrupt").read_text() == "{ not json"


def left_solo_game(launcher_factory, seed=5):
    first = launcher_factory()
    session = first.session_from_setup(preset("solo3", "Ann"), seed=seed)
    first.show(session, seed, fresh=True)
    doc = session.match.to_json()
    first.window.close()
    return doc


def test_keeping_the_saved_game_for_later_puts_it_aside_and_the_menu_brings_it_back(
        launcher_factory, qtbot, monkeypatch, tmp_path):
    doc = left_solo_game(launcher_factory)
    paths = storage.Paths(tmp_path)
    monkeypatch.setattr(saved_games, "ask_resume", lambda *a: saved_games.KEEP)
    second = launcher_factory()
    assert not second.resume_saved()
    assert not paths.autosave_path.exists()
    kept, = storage.kept_games(paths)
    assert kept.names == tuple(doc["seats"][i]["name"] for i in range(4)) and kept.hands == 1
    # Later, from the Game menu of another game: that game is kept too, as the person chose.
    second.show(second.session_from_setup(preset("solo3", "Bo"), seed=9), 9, fresh=True)
    window = second.window
    window.fill_kept_menu()
    entries = [a for a in window.kept_menu.actions() if a.isEnabled()]
    assert len(entries) == 1 and "Ann" in entries[0].text()
    monkeypatch.setattr(saved_games, "ask_replace", lambda *a: saved_games.KEEP)
    entries[0].trigger()
    assert window.session.match.to_json() == doc
    assert [info.names[0] for info in storage.kept_games(paths)] == ["Bo"]


def test_a_new_game_deletes_the_saved_one_only_after_asking_and_once_it_is_set_up(
        launcher_factory, monkeypatch, tmp_path):
    """At start-up, New game, Yes to deleting, then Cancel in the New Game dialog: the saved
    game was gone and the app closed. Now nothing is deleted until the new game is set up, and
    a cancelled set-up asks the first question again."""
    doc = left_solo_game(launcher_factory)
    paths = storage.Paths(tmp_path)
    questions, answers = [], [saved_games.NEW_GAME] * 3
    deletes = [False, True, True]
    setups = [None, preset("solo3", "Bo")]
    monkeypatch.setattr(saved_games, "ask_resume",
                        lambda *a: (questions.append(a[1]), answers.pop(0))[1])
    monkeypatch.setattr(saved_games, "confirm_delete", lambda *a: deletes.pop(0))

    def ask_setup(launcher, parent=None):
        setup = setups.pop(0)
        if setup is None:  # cancelled: the saved game is still there
            assert storage.load_saved_match(paths)[0].to_json() == doc
        return setup

    monkeypatch.setattr(Launcher, "ask_setup", ask_setup)
    launcher = launcher_factory()
    assert launcher.resume_saved()
    # "No" to deleting asked the first question again; "Yes" then a cancelled set-up asked
    # it again; "Yes" and a set-up deleted it and started the new game.
    assert len(questions) == 3 and "Ann" in questions[0] and not setups
    assert launcher.window.session.match.names[0] == "Bo"
    assert storage.kept_games(paths) == []
    launcher.persistence.flush()  # the autosave is written on a thread of its own
    assert storage.load_saved_match(paths)[0].names[0] == "Bo"  # the new game's save


@pytest.mark.parametrize("choice", [None, saved_games.KEEP, saved_games.DELETE])
def test_game_new_game_asks_before_replacing_a_running_match(launcher_factory, monkeypatch,
                                                             tmp_path, choice):
    paths = storage.Paths(tmp_path)
    launcher = launcher_factory()
    session = launcher.session_from_setup(preset("solo3", "Ann"), seed=4)
    launcher.show(session, 4, fresh=True)
    asked = []
    monkeypatch.setattr(saved_games, "ask_replace", lambda *a: (asked.append(a[1]), choice)[1])
    monkeypatch.setattr(Launcher, "ask_setup", lambda self, parent=None: preset("solo3", "Bo"))
    launcher.window.new_game_action.trigger()
    assert len(asked) == 1 and "Ann" in asked[0]
    if choice is None:
        assert launcher.window.session is session
        return
    assert launcher.window.session is not session
    kept = storage.kept_games(paths)
    assert [info.names[0] for info in kept] == (["Ann"] if choice == saved_games.KEEP else [])


def finished_match_json(match) -> dict:
    """The match with its hand in progress played out (on a copy): the history viewer shows
    finished hands only."""
    import random

    from palace_desktop.engine.history import load_match

    from engine_play import random_action

    match, rng = load_match(match.to_json()), random.Random(0)
    while match.hand_in_progress:
        match.apply(random_action(match.state.legal_actions(), rng))
    return match.to_json()


def history_opened(launcher_factory, qtbot, tmp_path, setup):
    """(the game's session, the viewer) once a finished match of a game set up as `setup`
    has been opened from the Game menu while that game runs."""
    launcher = launcher_factory()
    session = launcher.session_from_setup(setup, seed=8)
    launcher.show(session, 8, fresh=True)
    path = tmp_path / "match.json"
    path.write_text(json.dumps(finished_match_json(session.match)))
    launcher.open_history(str(path))
    wait_for_openings(qtbot)
    viewer, = launcher.viewers
    return session, viewer


def test_open_history_from_the_game_menu_as_the_local_player(launcher_factory, qtbot,
                                                                tmp_path):
    session, viewer = history_opened(launcher_factory, qtbot, tmp_path, preset("solo3", "Ann"))
    assert viewer.seat == session.match.names.index("Ann")
    viewer.close()


@pytest.mark.layout
def test_a_hand_history_window_fits_the_screen(launcher_factory, qtbot, tmp_path):
    """The viewer opened at 1200 x 780 whatever the screen: on a 1024 x 600 one its table and
    menu bar ran off the screen. It fits the screen's free area, as the main window does
    (here the offscreen screen, 800 x 600)."""
    _session, viewer = history_opened(launcher_factory, qtbot, tmp_path, preset("solo3", "Ann"))
    qtbot.waitExposed(viewer)
    room = viewer.screen().availableGeometry()
    assert viewer.width() <= room.width() and viewer.height() <= room.height()
    assert room.contains(viewer.geometry().topLeft())
    viewer.close()


def test_open_history_at_a_hot_seat_shows_the_public_view(launcher_factory, qtbot, tmp_path):
    from palace_desktop.ui.replay_viewer import PUBLIC

    _session, viewer = history_opened(launcher_factory, qtbot, tmp_path, preset("hotseat4"))
    assert viewer.seat == PUBLIC
    viewer.close()


def test_a_new_game_replaces_the_old_one_in_the_same_window(launcher_factory, qtbot):
    launcher = launcher_factory()
    first = launcher.session_from_setup(preset("solo3", "Ann"), seed=2)
    launcher.show(first, 2, fresh=True)
    window = launcher.window
    second = launcher.session_from_setup(preset("hotseat4"), seed=3)
    launcher.show(second, 3, fresh=True)
    assert launcher.window is window and window.session is second
    assert window.seats_model.rowCount() == 4
    lines = window.log_model.lines()
    first.submit(first.state.legal_actions()[0])  # the old game moves on elsewhere...
    assert window.log_model.lines() == lines  # ...and no longer reaches the window
    assert launcher.persistence.session is second


def leave_a_window_smaller_without_its_log(launcher_factory, qtbot) -> None:
    first = launcher_factory()
    first.show(first.session_from_setup(preset("solo3", "Ann"), seed=1), 1, fresh=True)
    first.window.resize(1100, 700)
    first.window.log_dock.hide()
    qtbot.waitUntil(lambda: first.window.height() == 700 and not first.window.log_dock.isVisible())
    first.window.close()


def docks_never_fold(monkeypatch) -> None:
    """The offscreen screen (800 px) is narrower than a table beside its docks, where they
    fold away (window_room.py, test_window_small.py): here they are to come back as left."""
    from palace_desktop.ui.window_room import DockRoom

    monkeypatch.setattr(DockRoom, "needed_width", lambda self: 0)


def test_the_window_comes_back_with_the_size_it_was_left_with(launcher_factory, qtbot,
                                                               monkeypatch):
    docks_never_fold(monkeypatch)
    leave_a_window_smaller_without_its_log(launcher_factory, qtbot)
    second = launcher_factory()
    second.show(second.session_from_setup(preset("solo3", "Ann"), seed=2), 2, fresh=True)
    # The offscreen screen is narrower than the window's minimum, so Qt keeps the window on it
    # by its width; the height and the docks come back as they were.
    assert second.window.height() == 700
    assert not second.window.log_dock.isVisible()
    assert second.window.seats_dock.isVisible()


def test_a_game_from_the_command_line_shows_the_frame_first_then_deals(launcher_factory, qtbot,
                                                                      monkeypatch):
    # Issue 16: the window's frame is on screen before the game is made; the game follows in
    # the next turn of the event loop, with the table, the docks and the shortcuts.
    from PySide6.QtGui import QKeySequence

    from palace_desktop.games.seats import parse_seats

    docks_never_fold(monkeypatch)
    launcher = launcher_factory()
    names, kinds = parse_seats("you,bot:easy,bot:easy", random.Random(4))
    launcher.start_at_once(names, kinds, 4)
    window = launcher.window
    assert window.isVisible() and window.session is None and not window.has_game_parts
    assert not window.next_hand_action.isEnabled() and window.quit_action.isEnabled()
    assert window.next_hand_action.shortcut().isEmpty()  # (shortcuts come with the game)
    qtbot.waitUntil(lambda: window.session is not None, timeout=5000)
    assert window.has_game_parts and window.session.state is not None  # dealt
    assert launcher.persistence.session is window.session  # and saved as it is played
    assert window.seats_dock.isVisible() and window.log_dock.isVisible()
    assert window.seats_model.rowCount() == 3
    assert window.next_hand_action.shortcut() == QKeySequence("N")
    assert window.zoom_in_action.isEnabled() and window.speed_group.isEnabled()
    assert window.seats_dock.toggleViewAction() in window.view_menu.actions()
    # The table's questions once the dealt table is painted (issue 43).
    qtbot.waitUntil(window.ask_menu.isEnabled, timeout=5000)
    assert window.ask_menu.actions()


def test_a_window_never_painted_still_gets_its_game(launcher_factory, qtbot, monkeypatch):
    # Started minimised or on another desktop, the window may never paint: what waits for its
    # first frame (here the whole game) waits at most FIRST_FRAME_WAIT_MS.
    from palace_desktop.games.seats import parse_seats
    from palace_desktop.ui.launcher import window_start
    from palace_desktop.ui.main_window import MainWindow

    from palace_desktop.ui.after_paint import AfterFirstPaint

    monkeypatch.setattr(window_start, "FIRST_FRAME_WAIT_MS", 50)
    monkeypatch.setattr(MainWindow, "paintEvent", lambda self, event: None)
    # Nor its table: nothing that waits for a paint ever hears of one.
    monkeypatch.setattr(AfterFirstPaint, "eventFilter", lambda self, watched, event: False)
    launcher = launcher_factory()
    names, kinds = parse_seats("you,bot:easy", random.Random(5))
    launcher.start_at_once(names, kinds, 5)
    # Until what waits for the dealt table has run too (at the wait's end): waiting for the
    # session alone left that wait's timer running into the next test whenever the table's
    # first paint came late (once in CI).
    qtbot.waitUntil(lambda: launcher.window.session is not None
                    and launcher._on_screen_timer is None, timeout=5000)
    assert launcher.window.session.state is not None
    assert not launcher.app.windowIcon().isNull()  # what waited for the table came


def test_a_frame_shown_first_comes_back_as_it_was_left(launcher_factory, qtbot, monkeypatch):
    # The docks are made after the window's state was restored (the frame comes first): they
    # take their remembered place all the same.
    from palace_desktop.games.seats import parse_seats

    docks_never_fold(monkeypatch)
    leave_a_window_smaller_without_its_log(launcher_factory, qtbot)
    second = launcher_factory()
    names, kinds = parse_seats("you,bot:easy", random.Random(2))
    second.start_at_once(names, kinds, 2)
    qtbot.waitUntil(lambda: second.window.session is not None, timeout=5000)
    assert second.window.height() == 700
    assert not second.window.log_dock.isVisible()
    assert second.window.seats_dock.isVisible()


def test_docks_made_after_the_window_came_back_keep_the_width_they_were_left_with(
        launcher_factory, qtbot, monkeypatch):
    """The frame comes first and its state is restored before the docks exist (a game from
    the command line, a saved game resumed): the docks then came back as wide as the window
    (1264 px in a 1264 px window), so the table was squeezed to its least width."""
    from palace_desktop.games.seats import parse_seats
    from palace_desktop.ui import window_size

    first = launcher_factory()
    first.show(first.session_from_setup(preset("solo3", "Ann"), seed=1), 1, fresh=True)
    first.window.resize(1200, 700)
    qtbot.waitUntil(lambda: first.window.width() == 1200)
    left = first.window.seats_dock.width()
    first.window.close()
    # Kept at its size: the offscreen screen (800 px) is narrower than the window was left.
    monkeypatch.setattr(window_size, "fits", lambda window, available: True)
    # And as wide as it was (a window may be made narrower than the screen now): Qt's
    # restoreGeometry keeps it within reach of the screen, down to the window's minimum.
    from PySide6.QtCore import QSize

    from palace_desktop.ui.main_window import MainWindow

    monkeypatch.setattr(MainWindow, "MINIMUM", QSize(1024, 640))
    docks_never_fold(monkeypatch)
    second = launcher_factory()
    names, kinds = parse_seats("you,bot:easy", random.Random(2))
    second.start_at_once(names, kinds, 2)
    qtbot.waitUntil(lambda: second.window.session is not None, timeout=5000)
    window = second.window
    # (Qt's restoreGeometry keeps a window within reach of the screen: it may be narrower.)
    qtbot.waitUntil(lambda: abs(window.seats_dock.width() - left) <= 8, timeout=3000)
    assert window.table_view.width() > window.table_view.minimumWidth()


def test_a_frame_without_a_game_closes_cleanly(launcher_factory, qtbot):
    launcher = launcher_factory()
    launcher.open_window()
    window = launcher.window
    qtbot.waitExposed(window)
    window.close()  # nothing to stop, save or silence: no game was ever shown
    assert not window.isVisible() and window.session is None


def test_export_never_contains_the_hand_being_played(launcher_factory, qtbot, monkeypatch,
                                                     tmp_path):
    # A hand's deal names every palace card: exporting one still in play would show them.
    from PySide6.QtWidgets import QFileDialog

    launcher = launcher_factory()
    session = launcher.session_from_setup(preset("hotseat4"), seed=6)
    launcher.show(session, 6, fresh=True)
    window = launcher.window
    assert session.match.hand_in_progress
    assert not window.export_hand_action.isEnabled()
    assert not window.export_match_action.isEnabled()
    while not session.state.is_over:
        session.submit(next(a for a in session.state.legal_actions() if a.name == "fold"))
    qtbot.waitUntil(lambda: window.export_hand_action.isEnabled(), timeout=5000)
    if window.summary is not None:
        window.summary.close()
    window.deal_next_hand()
    assert session.match.hand_in_progress and len(session.match.hands) == 2
    target = tmp_path / "out.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    window.export_match()
    assert len(json.loads(target.read_text())["hands"]) == 1
    window.export_hand()
    doc = json.loads(target.read_text())
    assert doc["format"] == "palace-hand/1" and doc["deal"] == session.match.to_json()["hands"][0]["deal"]


def event_lines(window) -> list[str]:
    from palace_desktop.ui.models import EVENT_ROLE

    model = window.log_model
    return [model.data(model.index(row)) for row in range(model.rowCount())
            if model.data(model.index(row), EVENT_ROLE) is not None]


def test_the_log_after_a_resume_tells_the_match_so_far(launcher_factory, qtbot, monkeypatch):
    monkeypatch.setattr(saved_games, "ask_resume", lambda *a: saved_games.RESUME)
    first = launcher_factory()
    session = first.session_from_setup(preset("solo3", "Ann"), seed=31)
    first.show(session, 31, fresh=True)
    first.window.set_speed("instant")
    session.bot_delay_ms = 0
    play(first, qtbot, 12)
    qtbot.waitUntil(lambda: not first.window.session.bot_thinking, timeout=20000)
    before = event_lines(first.window)
    assert len(before) > 20
    first.window.close()

    second = launcher_factory()
    assert second.resume_saved()
    assert event_lines(second.window) == before


def test_export_and_open_start_in_documents_then_in_the_last_folder_used(
        launcher_factory, qtbot, monkeypatch, tmp_path):
    import platformdirs
    from PySide6.QtWidgets import QFileDialog

    documents = tmp_path / "Documents"
    documents.mkdir()
    monkeypatch.setattr(platformdirs, "user_documents_dir", lambda: str(documents))
    launcher = launcher_factory()
    session = launcher.session_from_setup(preset("hotseat4"), seed=6)
    launcher.show(session, 6, fresh=True)
    window = launcher.window
    while not session.state.is_over:
        session.submit(next(a for a in session.state.legal_actions() if a.name == "fold"))
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    asked = []

    def save_as(parent, title, start, filter_):
        asked.append(start)
        return str(elsewhere / "mine.json"), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_as)
    window.export_hand()
    assert asked[-1] == str(documents / "hand-1.json")
    assert (elsewhere / "mine.json").is_file()
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        lambda parent, title, start, filter_: (asked.append(start), ("", ""))[1])
    window.open_history()
    assert asked[-1] == str(elsewhere)
    # Remembered across starts.
    assert launcher.persistence.settings.last_folder == str(elsewhere)
    second = launcher_factory()
    assert second.persistence.settings.last_folder == str(elsewhere)


@pytest.mark.parametrize("field, value, named", [
    ("viewer", 99, "meta.viewer"), ("viewer", "x", "meta.viewer"),
    ("seed", float("inf"), "meta.seed"), ("kinds", None, "meta.kinds"),
    ("kinds", ["you", "alien", "bot", "bot"], "meta.kinds[1]"),
    ("levels", ["", "medium", "genius", "easy"], "meta.levels[2]"),
])
def test_a_save_with_damaged_meta_is_refused_in_one_line_and_put_aside(
        launcher_factory, monkeypatch, tmp_path, field, value, named):
    left_solo_game(launcher_factory)
    paths = storage.Paths(tmp_path)
    wrapper = json.loads(paths.autosave_path.read_text())
    if value is None:
        del wrapper["meta"][field]
    else:
        wrapper["meta"][field] = value
    paths.autosave_path.write_text(json.dumps(wrapper))
    warnings = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: warnings.append(a[2]))
    monkeypatch.setattr(saved_games, "ask_resume", lambda *a: pytest.fail("offered"))
    launcher = launcher_factory()
    assert not launcher.resume_saved()
    message, = warnings
    assert named in message and "autosave.json.corrupt" in message and "\n" not in message
    assert not paths.autosave_path.exists()
    assert (paths.data_dir / "autosave.json.corrupt").is_file()
    assert not launcher_factory().resume_saved()  # the next start is clean


def settings_set_aside_at_start(tmp_path, monkeypatch) -> list:
    """A settings file the next start cannot read (and so sets aside); the texts of the
    warnings shown from then on."""
    paths = storage.Paths(tmp_path)
    paths.config_dir.mkdir(parents=True)
    paths.settings_path.write_text("{ broken")
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: shown.append(a[2]))
    return shown


def test_a_file_set_aside_at_start_is_told_before_the_start_s_question(launcher_factory, qtbot,
                                                                       monkeypatch, tmp_path):
    from palace_desktop.ui.dialogs import tutorial_offer

    settings_set_aside_at_start(tmp_path, monkeypatch)
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: shown.append("notice"))
    monkeypatch.setattr(tutorial_offer, "ask_new_to_palace",
                        lambda parent=None: shown.append("question") or False)
    monkeypatch.setattr(Launcher, "ask_setup", lambda self, parent=None: None)
    launcher = launcher_factory()
    launcher.start_with_a_question(3)
    qtbot.waitUntil(lambda: not launcher.window.isVisible(), timeout=5000)
    assert shown == ["notice", "question"]


def test_a_file_set_aside_at_start_is_told_once_in_the_window(launcher_factory, qtbot,
                                                                monkeypatch, tmp_path):
    shown = settings_set_aside_at_start(tmp_path, monkeypatch)
    launcher = launcher_factory()
    launcher.show(launcher.session_from_setup(preset("solo3", "Ann"), seed=3), 3, fresh=True)
    qtbot.waitUntil(lambda: bool(shown))
    assert len(shown) == 1 and "settings.json" in shown[0] and "corrupt" in shown[0]
    assert shown[0].startswith("Your settings could not be read")
    launcher.show(launcher.session_from_setup(preset("solo3", "Ann"), seed=4), 4, fresh=True)
    QCoreApplication.processEvents()
    assert len(shown) == 1 and not launcher.notices


def test_open_history_refuses_a_pipe_at_once_in_one_line(launcher_factory, monkeypatch, qtbot,
                                                         tmp_path):
    # The launcher used to read the file itself first: a pipe with no writer hung the window.
    import os

    launcher = launcher_factory()
    launcher.show(launcher.session_from_setup(preset("solo3", "Ann"), seed=8), 8, fresh=True)
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    shown = refusals_shown(monkeypatch)
    launcher.open_history(str(fifo))
    wait_for_openings(qtbot, timeout=2000)
    assert len(shown) == 1 and "pipe.json" in shown[0] and "\n" not in shown[0]
    assert launcher.viewers == []
