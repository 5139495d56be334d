"""Launchers for GUI tests of the app's flow: each with its own data folder, an inline bots'
worker and the settings a test names; their windows closed at the end."""

from __future__ import annotations

from palace_desktop.app import Launcher
from palace_desktop.games import storage
from palace_desktop.live.bot_worker import BotWorker
from palace_desktop.live.persistence import Persistence


def making_launchers(qapp, folder, **settings):
    """For a fixture to `yield from`: yields `make()`, which makes a Launcher saving in
    `folder` with `settings` set; closes their windows when resumed."""
    made = []

    def make() -> Launcher:
        persistence = Persistence(storage.Paths(folder))
        for name, value in settings.items():
            setattr(persistence.settings, name, value)
        launcher = Launcher(qapp, persistence, lambda: BotWorker(inline=True))
        made.append(launcher)
        return launcher

    yield make
    for launcher in made:
        if launcher.window is not None:
            launcher.window.close()
