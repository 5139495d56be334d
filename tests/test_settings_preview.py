"""Settings ▸ Table: the table's colours, felt, card back and text size show on the table at
once, while the dialog is open (as the README says), and Cancel puts back what was there
(issue 38, item 8: Dark showed only after OK)."""

from __future__ import annotations

import pytest

from palace_desktop.app import Launcher
from palace_desktop.live.bot_worker import BotWorker
from palace_desktop.games import storage
from palace_desktop.games.setup import preset
from palace_desktop.live.persistence import Persistence
from palace_desktop.ui.table import themes


@pytest.fixture
def window(qapp, tmp_path):
    persistence = Persistence(storage.Paths(tmp_path))
    persistence.settings.animation_speed = "instant"
    persistence.settings.table_scheme = "light"
    launcher = Launcher(qapp, persistence, lambda: BotWorker(inline=True))
    launcher.show(launcher.session_from_setup(preset("solo3", "Ann"), 3), 3, fresh=True)
    yield launcher.window
    launcher.window.close()


@pytest.mark.parametrize("answer", [0, 1], ids=["cancel", "ok"])
def test_the_table_colours_show_while_the_settings_are_open(window, monkeypatch, answer):
    from palace_desktop.ui.dialogs import settings_dialog

    assert themes.current().scheme == "light"
    seen = {}

    def choose_dark(dialog):
        dialog.scheme.setCurrentIndex(dialog.scheme.findData("dark"))
        dialog.felt.setCurrentIndex(dialog.felt.findData("blue"))
        seen["scheme"], seen["felt"] = themes.current().scheme, themes.current().felt
        return answer

    monkeypatch.setattr(settings_dialog.SettingsDialog, "exec", choose_dark)
    window.show_settings()
    assert seen == {"scheme": "dark", "felt": "blue"}  # at once, before OK
    kept = ("dark", "blue") if answer else ("light", "green")
    assert (themes.current().scheme, themes.current().felt) == kept
    assert (window.persistence.settings.table_scheme, window.persistence.settings.table_felt) \
        == kept
