"""Screenshots of the table at its smallest and largest, and in each theme, for
docs/screenshots/ and the README (issue 17).

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/table_screenshots.py [--out DIR]

- table-800x600-10-seats.png: the table alone at 800x600 (the window's own minimum is
  1024x640, so this is the table view of a small screen) with ten seats mid-hand, soldiers
  from none to eight (two tiers, as after a capture), the seats' last moves in bubbles;
- table-1920x1080-2-seats.png: the whole window at 1920x1080 with two seats;
- table-theme-*.png: the window at 1280x800 in the light, dark and high-contrast colours, and
  with the blue felt and the burgundy backs.
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # this checkout's app, whichever venv runs the script
NAMES = ["Ann", "Bea", "Hiro", "Omar", "Lena", "Kofi", "Mia", "Raj", "Sven", "Zoe"]
SEED = 7


def play(session, moves: int) -> None:
    """Everyone buys a soldier while they may, else stays: a hand under way."""
    from palace_desktop.engine import actions as A

    for _ in range(moves):
        state = session.match.state
        if state.is_over:
            return
        legal = state.legal_actions()
        buy = [a for a in legal if isinstance(a, A.Buy)]
        if buy and len(state.soldiers[state.to_act]) < 2:
            session.submit(buy[0])
            continue
        quiet = [a for a in legal if isinstance(a, A.Stay)] or [
            a for a in legal if isinstance(a, A.Discard) and not a.cards]
        session.submit(quiet[0] if quiet else legal[0])


def with_soldiers(view, counts):
    """The view with made-up soldiers (a picture of a table after captures)."""
    from palace_desktop.engine.cards import standard_deck

    deck = standard_deck()
    used = set()
    for seat in range(view.num_seats):
        used |= set(view.soldiers[seat]) | {view.banners[seat]}
        used |= {c for c in view.palaces[seat] if c in deck}
    free = [c for c in deck if c not in used]
    rows = []
    for count in counts:
        rows.append(tuple(free[:count]))
        free = free[count:]
    return dataclasses.replace(view, soldiers=tuple(rows))


def window_for(app, seats: int, size, settings=None):
    from palace_desktop.app import new_session
    from palace_desktop.engine.deal import SeedDeal
    from palace_desktop.games.seats import SeatKind
    from palace_desktop.ui.main_window import MainWindow

    kinds = [SeatKind("you")] + [SeatKind("bot", "medium")] * (seats - 1)
    session = new_session(NAMES[:seats], kinds, SEED)
    window = MainWindow(session)
    if settings is not None:
        window._apply_table_settings(settings)
    window.set_speed("instant")
    window.resize(*size)
    window.show()
    app.processEvents()
    session.start_hand(SeedDeal(SEED))
    return window, session


def settle(app, window) -> None:
    window.scene.animator.finish_now()
    for _ in range(5):
        app.processEvents()


def shoot(out: Path) -> list[Path]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from palace_desktop.games.settings import Settings
    from palace_desktop.ui.fonts import register_fonts

    app = QApplication.instance() or QApplication([sys.argv[0]])
    register_fonts()
    made = []
    dark = Settings(table_scheme="dark")

    window, session = window_for(app, 10, (1280, 800), dark)
    play(session, 12)
    settle(app, window)
    window.table_view.setMinimumSize(1, 1)
    window.table_view.setFixedSize(800, 600)
    view = with_soldiers(session.view(), [1, 8, 5, 2, 0, 4, 3, 1, 5, 2])
    window.scene.show_view(view)
    settle(app, window)
    made.append(out / "table-800x600-10-seats.png")
    window.table_view.grab().save(str(made[-1]), "PNG")
    session.stop()
    window.close()

    window, session = window_for(app, 2, (1920, 1080), dark)
    play(session, 5)
    settle(app, window)
    made.append(out / "table-1920x1080-2-seats.png")
    window.grab().save(str(made[-1]), "PNG")
    session.stop()
    window.close()

    themes = {"light": Settings(table_scheme="light"), "dark": dark,
              "high-contrast": Settings(table_scheme="high_contrast"),
              "blue-burgundy": Settings(table_scheme="dark", table_felt="blue",
                                        card_back="burgundy")}
    for name, settings in themes.items():
        window, session = window_for(app, 6, (1280, 800), settings)
        play(session, 9)
        settle(app, window)
        window.scene.gestures.move_focus(+1)  # the focus ring, as the keyboard shows it
        settle(app, window)
        made.append(out / f"table-theme-{name}.png")
        window.grab().save(str(made[-1]), "PNG")
        session.stop()
        window.close()
    return made


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", default=str(ROOT / "docs" / "screenshots"))
    options = parser.parse_args(argv)
    out = Path(options.out)
    out.mkdir(parents=True, exist_ok=True)
    for path in shoot(out):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
