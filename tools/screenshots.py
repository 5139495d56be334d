"""Screenshots of the app in each language, for docs/screenshots/ and the README.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/screenshots.py [--lang da ar ...] [--out DIR]

For each language: the table in the middle of a battle (1280x800: Ann, at the screen, is
attacked and answers with Fold / Call / Raise; the log and the seats dock tell the hand so far),
and Help ▸ How to play. Each language runs in a process of its own, as the app would.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LANGUAGES = ("en", "da", "ar", "es", "vi", "te")
SEED = 7
NAMES = ["Ann", "Bea", "Hiro", "Omar"]


def play_to_a_battle(session) -> None:
    """From the deal, the others attack Ann as soon as they may; Ann buys a soldier and
    stays. Stops when Ann must answer an attack."""
    from palace_desktop.engine import actions as A

    for _ in range(200):
        state = session.match.state
        if state.phase == "defend" and state.to_act == 0:
            return
        seat = state.to_act
        legal = state.legal_actions()
        attack_ann = [a for a in legal if isinstance(a, A.Bet) and a.target == 0]
        buy = [a for a in legal if isinstance(a, A.Buy)]
        if seat != 0 and attack_ann and len(state.soldiers[seat]) >= 1:
            action = attack_ann[0]
        elif buy and len(state.soldiers[seat]) < 1:
            action = buy[0]
        elif any(isinstance(a, A.Discard) and state.phase == "trim" for a in legal):
            action = next(a for a in legal if isinstance(a, A.Discard) and not a.cards)
        else:
            action = next((a for a in legal if isinstance(a, A.Stay)), legal[0])
        session.submit(action)
    raise RuntimeError("no battle against Ann in 200 moves")


def _point_of(window, item):
    """A point of the view where `item` is the card on top."""
    from PySide6.QtCore import QPointF

    rect = item.sceneBoundingRect()
    view = window.table_view
    for fy in range(5, 9):
        for fx in range(5, 10):
            point = QPointF(rect.left() + rect.width() * fx / 10,
                            rect.top() + rect.height() * fy / 10)
            if window.scene.itemAt(point, view.transform()) is item:
                return view.mapFromScene(point)
    raise RuntimeError(f"{item} is covered")


def shoot_learning(app, session, window, out: Path) -> None:
    """The battle preview (Ann drags her banner over Hiro's, mid-drag) and the battle result
    that stays on the table (Ann calls Bea's attack and the battle is shown down)."""
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest

    from palace_desktop.engine import actions as A

    # Ann answers Bea's attack by calling: the battle is shown down and its result stays.
    session.submit(A.Call(0))
    window.scene.animator.finish_now()
    for _ in range(5):
        app.processEvents()
    window.grab().save(str(out / "battle-result.png"), "PNG")
    # On to a turn of Ann's, if she is still in: drag her banner over an opponent's banner.
    for _ in range(40):
        state = session.match.state
        if state.is_over or (state.to_act == 0 and state.phase == "turn"):
            break
        legal = state.legal_actions()
        stay = [a for a in legal if isinstance(a, (A.Stay, A.Discard)) and not getattr(
            a, "cards", ())]
        session.submit(stay[0] if stay else legal[0])
    window.scene.animator.finish_now()
    app.processEvents()
    state = session.match.state
    targets = [a.target for a in state.legal_actions() if isinstance(a, A.Bet)]
    if state.is_over or not targets:
        return
    viewport = window.table_view.viewport()
    start = _point_of(window, window.scene.seats[0].banner)
    end = _point_of(window, window.scene.seats[targets[0]].banner)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for i in range(1, 9):
        p = start + (end - start) * (i / 8)
        QTest.mouseMove(viewport, QPoint(int(p.x()), int(p.y())))
    app.processEvents()
    window.grab().save(str(out / "battle-preview.png"), "PNG")
    QTest.mouseRelease(viewport, Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier,
                       end)
    window.scene.gestures.cancel()


def shoot(language: str, out: Path) -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from palace_desktop.app import new_session
    from palace_desktop.engine.deal import SeedDeal
    from palace_desktop.games.seats import SeatKind
    from palace_desktop.live.i18n import install_translators
    from palace_desktop.ui.dialogs.how_to_play import HowToPlayDialog
    from palace_desktop.ui.fonts import register_fonts
    from palace_desktop.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication([sys.argv[0]])
    register_fonts()
    install_translators(app, language)
    kinds = [SeatKind("you")] + [SeatKind("bot", "medium")] * (len(NAMES) - 1)
    session = new_session(NAMES, kinds, SEED)
    window = MainWindow(session)
    window.set_speed("instant")
    window.resize(1280, 800)
    window.show()
    app.processEvents()
    session.start_hand(SeedDeal(SEED))
    play_to_a_battle(session)
    window.scene.animator.finish_now()
    for _ in range(5):
        app.processEvents()
    window.grab().save(str(out / f"table-{language}.png"), "PNG")

    if language == "en":
        shoot_learning(app, session, window, out)

    rules = HowToPlayDialog(window)
    rules.resize(640, 560)
    rules.show()
    app.processEvents()
    rules.grab().save(str(out / f"how-to-play-{language}.png"), "PNG")
    rules.close()
    window.close()


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--lang", nargs="*", default=list(LANGUAGES))
    parser.add_argument("--out", default=str(ROOT / "docs" / "screenshots"))
    parser.add_argument("--one", help=argparse.SUPPRESS)  # the child process's language
    options = parser.parse_args(argv)
    out = Path(options.out)
    out.mkdir(parents=True, exist_ok=True)
    if options.one:
        shoot(options.one, out)
        return 0
    for language in options.lang:
        done = subprocess.run([sys.executable, __file__, "--one", language, "--out", str(out)],
                              env=dict(os.environ, QT_QPA_PLATFORM=os.environ.get(
                                  "QT_QPA_PLATFORM", "offscreen")))
        if done.returncode != 0:
            return done.returncode
        print(f"{out}/table-{language}.png, {out}/how-to-play-{language}.png")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
