"""The dealt table's first frame, for a game started from the command line (issue 43, item
1): what runs between the window's frame and the table, and what waits for the table."""

from __future__ import annotations

import random

import pytest

from palace_desktop.live.bot_worker import BotWorker

from launchers import making_launchers


@pytest.fixture
def launcher_factory(qapp, tmp_path):
    yield from making_launchers(qapp, tmp_path)


def test_the_bots_worker_starts_once_the_dealt_table_is_painted(launcher_factory, qtbot):
    # Issue 43: a zero timer released the worker (whose process takes a core) before the
    # table's first paint, which waits a turn or two more for the docks' sizing.
    from palace_desktop.games.seats import parse_seats

    launcher = launcher_factory()
    painted_at_release = []

    def worker():
        made = BotWorker(inline=True)
        release = made.release
        made.release = lambda: (painted_at_release.append(launcher.window.table_view._painted),
                                release())
        return made

    launcher.worker_factory = worker
    names, kinds = parse_seats("you,bot:easy", random.Random(5))
    launcher.start_at_once(names, kinds, 5)
    qtbot.waitUntil(lambda: bool(painted_at_release), timeout=5000)
    assert painted_at_release == [True]


def test_a_table_built_into_the_shown_frame_is_laid_out_once(launcher_factory, qtbot,
                                                             monkeypatch):
    # Issue 43: it was laid out (and its pictures painted) for the window without its docks,
    # then again once they came, before its first frame.
    from palace_desktop.games.seats import parse_seats
    from palace_desktop.ui.table.table_view import TableView

    sizes = []
    lay_out = TableView._lay_out_for_viewport
    monkeypatch.setattr(TableView, "_lay_out_for_viewport",
                        lambda view: (sizes.append(view.maximumViewportSize()), lay_out(view)))
    launcher = launcher_factory()
    names, kinds = parse_seats("you,bot:easy", random.Random(5))
    launcher.start_at_once(names, kinds, 5)
    window = launcher.window
    qtbot.waitUntil(lambda: window.has_game_parts and window.table_view._painted, timeout=5000)
    assert sizes == [window.table_view.maximumViewportSize()]


def test_a_table_built_into_the_shown_frame_is_silent_until_it_is_painted(
        launcher_factory, qtbot, monkeypatch):
    # Issue 43: the sounds' output (ALSA, the sounds' files) was opened while the table was
    # being built, before its first frame; it now comes once that frame is on screen.
    from palace_desktop.games.seats import parse_seats
    from palace_desktop.ui import sound
    from palace_desktop.ui.sound_null import NullOutput

    launcher = launcher_factory()
    painted_when_opened = []

    def opened():
        painted_when_opened.append(launcher.window.table_view._painted)
        return NullOutput()

    monkeypatch.setattr(sound, "default_output", opened)
    names, kinds = parse_seats("you,bot:easy", random.Random(5))
    launcher.start_at_once(names, kinds, 5)
    qtbot.waitUntil(lambda: bool(painted_when_opened), timeout=5000)
    assert painted_when_opened == [True]
    assert launcher.window.sounds.output is not launcher.window._silence


@pytest.fixture
def no_app_icon(qapp):
    from PySide6.QtGui import QIcon

    icon = qapp.windowIcon()
    qapp.setWindowIcon(QIcon())
    yield
    qapp.setWindowIcon(icon)


def test_the_app_s_icon_comes_after_the_dealt_table_is_painted(launcher_factory, qtbot,
                                                              monkeypatch, no_app_icon, qapp):
    # Issue 43: the icon (Qt's SVG plugin, eight pictures handed to the window system, ~20 ms
    # of CPU) was put in the same turn as the deal, just before it.
    from palace_desktop.games.seats import parse_seats
    from palace_desktop.ui.launcher import window_start

    launcher = launcher_factory()
    painted_when_put = []
    put = window_start.put_app_icon
    def painted() -> bool:
        view = launcher.window.table_view
        return view is not None and view._painted

    monkeypatch.setattr(window_start, "put_app_icon", lambda app: (
        painted_when_put.append(painted()), put(app)))
    names, kinds = parse_seats("you,bot:easy", random.Random(5))
    launcher.start_at_once(names, kinds, 5)
    qtbot.waitUntil(lambda: bool(painted_when_put), timeout=5000)
    assert painted_when_put == [True]
    assert not qapp.windowIcon().isNull()


def test_a_start_never_painted_still_gets_the_app_s_icon(launcher_factory, qtbot, monkeypatch,
                                                         no_app_icon, qapp):
    # A window started minimised is not painted: the icon (the taskbar's) must not wait for it.
    from palace_desktop.games.seats import parse_seats
    from palace_desktop.ui.after_paint import AfterFirstPaint
    from palace_desktop.ui.launcher import window_start

    monkeypatch.setattr(AfterFirstPaint, "eventFilter", lambda self, watched, event: False)
    monkeypatch.setattr(window_start, "FIRST_FRAME_WAIT_MS", 50)
    launcher = launcher_factory()
    names, kinds = parse_seats("you,bot:easy", random.Random(5))
    launcher.start_at_once(names, kinds, 5)
    qtbot.waitUntil(lambda: not qapp.windowIcon().isNull(), timeout=5000)


def test_a_start_with_a_question_gets_the_app_s_icon_after_its_frame(launcher_factory, qtbot,
                                                                     monkeypatch, no_app_icon,
                                                                     qapp):
    launcher = launcher_factory()
    monkeypatch.setattr(launcher, "open_at_start", lambda seed, ask: True)
    launcher.start_with_a_question(5)
    qtbot.waitUntil(lambda: not qapp.windowIcon().isNull(), timeout=5000)


def test_the_dealt_table_s_pictures_are_painted_for_its_layout_only(launcher_factory, qtbot,
                                                                    monkeypatch):
    # Issue 43: laying the table out for its view finishes the deal's animation, and cards
    # at rest show as pictures: they were painted there for the geometry before the layout
    # (a third of the pictures' CPU before the first frame), then again by the view's fit.
    from palace_desktop.games.seats import parse_seats
    from palace_desktop.ui.sprite_cache import SPRITES
    from palace_desktop.ui.table import cached_paint

    SPRITES.clear()  # as at a first start: the earlier tests' tables painted these pictures
    launcher = launcher_factory()
    laying_out, scales = [], []
    render = cached_paint._render

    def rendering(item, key, *args):
        view = launcher.window.table_view
        laying_out.append(view._laying_out)
        scales.append(view.viewportTransform().m11())
        return render(item, key, *args)

    monkeypatch.setattr(cached_paint, "_render", rendering)
    names, kinds = parse_seats("you,bot:easy", random.Random(5))
    launcher.start_at_once(names, kinds, 5)
    window = launcher.window
    qtbot.waitUntil(lambda: window.has_game_parts and window.table_view._painted, timeout=5000)
    assert laying_out and not any(laying_out)
    # Nor, before that, for the table configured in the view not yet sized beside the docks.
    assert set(scales) == {window.table_view.viewportTransform().m11()}
    assert all(card.picture_shown() for card in window.scene.seats[0].cards())


def test_what_waits_for_the_screen_runs_once_the_dealt_table_is_painted(launcher_factory,
                                                                        qtbot):
    # The single-instance front door (its socket module) ran in a zero timer before the
    # window's first frame, so before the dealt table too.
    from palace_desktop.games.seats import parse_seats

    launcher = launcher_factory()
    painted_when_run = []
    launcher.when_on_screen(
        lambda: painted_when_run.append(launcher.window.table_view._painted))
    names, kinds = parse_seats("you,bot:easy", random.Random(5))
    launcher.start_at_once(names, kinds, 5)
    qtbot.waitUntil(lambda: bool(painted_when_run), timeout=5000)
    assert painted_when_run == [True]
    assert launcher._on_screen_timer is None  # (its fallback, for a window never painted)


def test_what_waits_for_the_screen_runs_before_the_start_s_question(launcher_factory, qtbot,
                                                                    monkeypatch):
    # The question's dialog holds the event loop until answered: a second start meanwhile
    # must find the first window's door open.
    launcher = launcher_factory()
    order = []
    monkeypatch.setattr(launcher, "open_at_start",
                        lambda seed, ask: order.append("question") or True)
    launcher.when_on_screen(lambda: order.append("on screen"))
    launcher.start_with_a_question(5)
    qtbot.waitUntil(lambda: "question" in order, timeout=5000)
    assert order == ["on screen", "question"]


def test_what_the_dealt_table_s_first_frame_does_without_comes_just_after_it(
        launcher_factory, qtbot, monkeypatch):
    # Issue 43: the battle preview, the bubbles' placing and the results' reader were imported
    # before the table's first frame; now in the turn after it, before the first drag, a bot's
    # first move or the first battle.
    import importlib

    from palace_desktop.games.seats import parse_seats

    later = {"palace_desktop.live.battle_preview", "palace_desktop.ui.table.bubble_spot",
             "palace_desktop.ui.table.battle_reports"}
    launcher = launcher_factory()
    painted_when_imported = {}
    import_module = importlib.import_module

    def imported(name, *args):
        if name in later:
            painted_when_imported[name] = launcher.window.table_view._painted
        return import_module(name, *args)

    monkeypatch.setattr(importlib, "import_module", imported)
    names, kinds = parse_seats("you,bot:easy", random.Random(5))
    launcher.start_at_once(names, kinds, 5)
    qtbot.waitUntil(lambda: set(painted_when_imported) == later, timeout=5000)
    assert painted_when_imported == dict.fromkeys(later, True)


def test_the_table_s_questions_and_the_coach_come_just_after_its_first_frame(
        launcher_factory, qtbot):
    # Issue 43: both were made before the dealt table's first frame, which shows neither.
    from palace_desktop.games.seats import parse_seats

    launcher = launcher_factory()
    assert launcher.persistence.settings.coach == "first_games"  # a new player: coached
    at_the_first_frame = []
    launcher.when_on_screen(lambda: at_the_first_frame.append(
        (launcher.window.table_view._painted, launcher.window.ask_table, launcher.window.coach)))
    names, kinds = parse_seats("you,bot:easy", random.Random(5))
    launcher.start_at_once(names, kinds, 5)
    window = launcher.window
    qtbot.waitUntil(lambda: bool(at_the_first_frame) and window.ask_table is not None,
                    timeout=5000)
    assert at_the_first_frame == [(True, None, None)]
    assert window.coach is not None and window.controller.coach is window.coach
    assert window.ask_menu.isEnabled() and len(window.ask_menu.actions()) == 5
    assert window.ask_table.answer("pot")  # (it answers)


def test_the_deal_s_autosave_is_written_once_the_dealt_table_is_painted(launcher_factory,
                                                                        qtbot):
    # Issue 43: its thread (imports, JSON, ~7 ms) took turns at the interpreter with the
    # table being laid out and painted.
    from palace_desktop.games.seats import parse_seats

    launcher = launcher_factory()
    writer = launcher.persistence.writer
    painted_at_write = []
    write = writer._write

    def noting(doc, meta):  # on the writer's thread
        painted_at_write.append(launcher.window.table_view._painted)
        write(doc, meta)

    writer._write = noting
    names, kinds = parse_seats("you,bot:easy", random.Random(5))
    launcher.start_at_once(names, kinds, 5)
    qtbot.waitUntil(lambda: bool(painted_at_write), timeout=5000)
    assert painted_at_write[0] is True
    assert launcher.persistence.flush()
    assert launcher.persistence.paths.autosave_path.exists()


def test_the_seats_rows_are_as_tall_as_their_cells_once_dealt_at_start(launcher_factory,
                                                                      qtbot):
    # Issue 43: the rows are measured when their texts or the columns change, not at each of
    # Qt's layout passes; measured in the columns' fit alone, they kept Qt's default height
    # (30 px for 21), the deal's texts coming while the fit waits for them.
    from PySide6.QtWidgets import QApplication, QHeaderView

    from palace_desktop.games.seats import parse_seats

    launcher = launcher_factory()
    names, kinds = parse_seats("you,bot:easy,bot:hard", random.Random(5))
    launcher.start_at_once(names, kinds, 5)
    window = launcher.window
    qtbot.waitUntil(lambda: window.has_game_parts and window.table_view._painted, timeout=5000)
    window.scene.animator.finish_now()
    qtbot.waitUntil(lambda: not window.scene.busy, timeout=10000)
    QApplication.processEvents()
    table = window.seats_table
    rows = range(table.model().rowCount())
    heights = [table.rowHeight(row) for row in rows]
    table.verticalHeader().resizeSections(QHeaderView.ResizeMode.ResizeToContents)
    assert heights == [table.rowHeight(row) for row in rows]
