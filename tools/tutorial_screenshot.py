"""A screenshot of Help ▸ Learn to play at one step, for docs/screenshots/ and for looking at.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/tutorial_screenshot.py \
        [--step N] [--lang CODE] [--out FILE.png]

Plays the tutorial's expected moves up to step N (from 1, as the panel counts) in a 1280x800
window, with settings kept in a scratch folder, and saves the window when the step is on show.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def shoot(step: int, language: str, out: Path) -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from palace_desktop.app import Launcher
    from palace_desktop.games import storage
    from palace_desktop.games import tutorial as T
    from palace_desktop.live.bot_worker import BotWorker
    from palace_desktop.live.i18n import install_translators
    from palace_desktop.live.persistence import Persistence
    from palace_desktop.ui.fonts import register_fonts

    app = QApplication.instance() or QApplication([sys.argv[0]])
    register_fonts()
    install_translators(app, language)
    persistence = Persistence(storage.Paths(Path(tempfile.mkdtemp())))
    persistence.settings.animation_speed = "instant"
    persistence.settings.bot_delay_ms = 0
    persistence.settings.player_name = "Ann"
    launcher = Launcher(app, persistence, lambda: BotWorker(inline=True))
    launcher.learn_to_play()
    window = launcher.window
    window.resize(1280, 800)

    def settle() -> None:
        for _ in range(60):
            app.processEvents()
            time.sleep(0.005)

    for place in T.STEPS[:step - 1]:
        settle()
        if place.step.expected is None:
            launcher.tutorial_panel.next_button.click()
        else:
            window.session.submit(place.step.expected)
    settle()
    window.grab().save(str(out), "PNG")
    window.close()


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--step", type=int, default=7)
    parser.add_argument("--lang", default="en")
    parser.add_argument("--out", default=str(ROOT / "docs" / "screenshots" / "tutorial-step.png"))
    options = parser.parse_args(argv)
    shoot(options.step, options.lang, Path(options.out))
    print(options.out)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
