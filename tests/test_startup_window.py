"""Start-up (issue 16): what the main window does before its first frame."""

from __future__ import annotations

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
