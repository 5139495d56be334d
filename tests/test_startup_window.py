"""Start-up (issue 16): what the main window does before its first frame."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest


def _session():
    from palace_desktop.engine.match import Match
    from palace_desktop.engine.rules import Rules
    from palace_desktop.games.seats import SeatKind
    from palace_desktop.live.session import GameSession

    match = Match(Rules.make(), ["You", "Bot"], [200] * 2, dealer=1)
    return GameSession(match, [SeatKind("you"), SeatKind("bot", "easy")], 0)


@pytest.mark.parametrize("scheme", ["light", "dark", "high_contrast"])
def test_the_table_is_built_in_the_settings_theme_not_repainted_into_it(
        qtbot, tmp_path, monkeypatch, scheme):
    from palace_desktop.games import storage
    from palace_desktop.live.persistence import Persistence
    from palace_desktop.ui.main_window import MainWindow
    from palace_desktop.ui.table import themes
    from palace_desktop.ui.table.scene import TableScene

    # Another theme current (the module's default, or the last window's).
    other = themes.resolve("green", "navy", "light" if scheme != "light" else "dark")
    monkeypatch.setattr(themes, "_current", other)
    persistence = Persistence(storage.Paths(tmp_path))
    persistence.settings = replace(persistence.settings, table_felt="blue",
                                   card_back="burgundy", table_scheme=scheme)
    repaints = []
    monkeypatch.setattr(TableScene, "apply_theme", lambda scene: repaints.append(scene))
    window = MainWindow(_session(), persistence=persistence)
    qtbot.addWidget(window)
    wanted = themes.resolve("blue", "burgundy", scheme)
    assert themes.current() == wanted
    assert repaints == []  # built in it: nothing to repaint, no walk over the app's widgets
    assert window.scene.pot_label.brush().color() == wanted.felt_text
    assert window._table_look == ("blue", "burgundy", scheme)


# --- The first deal is written to disk after the first frame ---------------------------------

def _attached(tmp_path):
    from palace_desktop.games import storage
    from palace_desktop.live.persistence import Persistence

    persistence = Persistence(storage.Paths(tmp_path))
    session = _session()
    persistence.attach(session, {"kinds": [], "viewer": 0, "seed": 3})
    return persistence, session, storage.Paths(tmp_path).autosave_path


def _deal(session, seed=3):
    from palace_desktop.engine.deal import SeedDeal

    session.start_hand(SeedDeal(seed))


def _saved_hands(path) -> int:
    import json

    return len(json.loads(path.read_text())["match"]["hands"])


def _saved_events(path) -> int:
    import json

    return len(json.dumps(json.loads(path.read_text())["match"]["hands"]))


def test_held_saves_wait_for_the_release_then_save_the_game_as_it_is_then(qtbot, tmp_path):
    persistence, session, path = _attached(tmp_path)
    persistence.hold_saves(60_000)
    _deal(session)
    assert not path.exists()
    persistence.release_saves()
    assert path.exists() and _saved_hands(path) == 1
    dealt = _saved_events(path)
    persistence.hold_saves(60_000)
    seat = session.seat_to_act()
    session.stop()  # no bot answers
    assert session.submit(session.state.legal_actions()[0]) is None, seat
    assert _saved_events(path) == dealt  # the move waits
    persistence.release_saves()
    assert _saved_events(path) > dealt  # saved as it is now
    path.unlink()
    persistence.release_saves()  # nothing due: nothing written
    assert not path.exists()
    session.submit(session.state.legal_actions()[0])
    assert path.exists()  # no longer held: saved at every change


def test_held_saves_are_released_by_the_timer_when_no_frame_comes(qtbot, tmp_path):
    persistence, session, path = _attached(tmp_path)
    persistence.hold_saves(10)
    _deal(session)
    assert not path.exists()
    qtbot.waitUntil(path.exists, timeout=5000)


@pytest.mark.parametrize("act", ["keep", "discard", "attach"])
def test_what_acts_on_the_save_sees_the_held_game_first(qtbot, tmp_path, act):
    from palace_desktop.games import storage

    persistence, session, path = _attached(tmp_path)
    persistence.hold_saves(60_000)
    _deal(session)
    assert not path.exists()
    if act == "keep":
        assert persistence.keep_save()
        assert len(storage.kept_games(storage.Paths(tmp_path))) == 1
    elif act == "discard":
        persistence.discard_save()
        persistence.release_saves()
        assert not path.exists()  # no held save brings it back
    else:
        persistence.attach(_session(), {"kinds": [], "viewer": 0, "seed": 4})
        assert path.exists() and _saved_hands(path) == 1  # the first game, written first


def test_the_first_window_saves_its_deal_after_its_first_frame_or_when_closed(qtbot, tmp_path):
    from palace_desktop.app import Launcher, new_session
    from palace_desktop.games import storage
    from palace_desktop.games.seats import parse_seats
    from palace_desktop.live.bot_worker import BotWorker
    from palace_desktop.live.persistence import Persistence
    from PySide6.QtWidgets import QApplication

    path = storage.Paths(tmp_path).autosave_path
    for close_first in (False, True):
        if path.exists():
            path.unlink()
        persistence = Persistence(storage.Paths(tmp_path))
        launcher = Launcher(QApplication.instance(), persistence,
                            lambda: BotWorker(inline=True))
        names, kinds = parse_seats("you,bot:easy", random.Random(1))
        launcher.show(new_session(names, kinds, 1, BotWorker(inline=True)), 1, fresh=True)
        window = launcher.window
        assert not path.exists()  # the deal is made, its save waits for the first frame
        if close_first:
            window.close()
        else:
            with qtbot.waitSignal(window.first_frame_shown, timeout=5000):
                pass
            assert path.exists()  # saved as the first frame was shown
            window.close()
        assert path.exists() and _saved_hands(path) == 1
