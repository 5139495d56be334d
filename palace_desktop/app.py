"""The composition root: parse the app's options, build the QApplication, the match, the
session and the main window, and wire them. The only place that connects the layers."""

from __future__ import annotations

import argparse
import os
import random
import sys
from typing import Optional, Sequence

from .engine.match import Match
from .engine.rules import Rules
from .session import GameSession, SeatKind

BOT_LEVELS = ("random", "easy", "medium", "hard")
BOT_NAMES = ("Ada", "Bruno", "Cara", "Dmitri", "Esme", "Farid", "Greta", "Hiro", "Ines", "Jonas",
             "Kemi", "Lars", "Mira", "Nils", "Oona", "Pavel")
DEFAULT_SEATS = "you,bot:medium,bot:medium,bot:medium"
STARTING_CHIPS = 200


class SeatSpecError(ValueError):
    pass


def default_player_name() -> str:
    """The local player's name until they choose one: their account's name, if it is a
    person's (not root)."""
    import getpass

    try:
        login = getpass.getuser()
    except (KeyError, OSError):
        login = ""
    if not login or login in ("root", "admin", "user"):
        return "Player"
    return login[:1].upper() + login[1:]


def parse_seats(spec: str, rng: random.Random, you: str = "") -> tuple[list[str], list[SeatKind]]:
    """`you,human:NAME,bot:LEVEL` (ENGINE_API.md section 4) -> names and seat kinds."""
    parts = [p.strip() for p in spec.split(",") if p.strip()]
    if not 2 <= len(parts) <= 10:
        raise SeatSpecError(f"--seats: 2 to 10 seats, got {len(parts)}")
    names: list[str] = []
    kinds: list[SeatKind] = []
    for part in parts:
        kind, _, value = part.partition(":")
        kind = kind.lower()
        if kind == "you" and not value:
            if any(k.kind == "you" for k in kinds):
                raise SeatSpecError("--seats: 'you' may appear once")
            names.append(you or default_player_name())
            kinds.append(SeatKind("you"))
        elif kind == "human" and value.strip():
            names.append(value.strip())
            kinds.append(SeatKind("human"))
        elif kind == "bot" and value.lower() in BOT_LEVELS:
            names.append("")  # named below, once every person's name is known
            kinds.append(SeatKind("bot", value.lower()))
        else:
            raise SeatSpecError(f"--seats: cannot read {part!r} (use you, human:NAME or bot:LEVEL "
                                f"with LEVEL one of {', '.join(BOT_LEVELS)})")
    free = [n for n in BOT_NAMES if n not in names]
    rng.shuffle(free)
    for seat, kind in enumerate(kinds):
        if kind.kind == "bot":
            names[seat] = free.pop()
    if len(set(names)) != len(names):
        raise SeatSpecError("--seats: two seats have the same name")
    return names, kinds


def build_parser() -> argparse.ArgumentParser:
    from .cli import COMMANDS_HELP, PROG

    parser = argparse.ArgumentParser(
        prog=PROG, description="Palace Poker at a desktop table.", epilog=COMMANDS_HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seed", type=int, default=None, help="deal number of the first hand")
    parser.add_argument("--seats", default=DEFAULT_SEATS,
                        help=f"comma separated: you, human:NAME, bot:LEVEL (default {DEFAULT_SEATS})")
    parser.add_argument("--screenshot", metavar="FILE.png",
                        help="lay out, deal, save a PNG of the main window and exit")
    parser.add_argument("--size", default="1280x800", metavar="WxH",
                        help="window size for --screenshot (default 1280x800)")
    return parser


def first_viewer(kinds: Sequence[SeatKind]) -> int:
    for seat, kind in enumerate(kinds):
        if kind.kind == "you":
            return seat
    for seat, kind in enumerate(kinds):
        if kind.is_human:
            return seat
    return 0


def new_session(names, kinds, seed: Optional[int], worker=None) -> GameSession:
    rng = random.Random(seed)
    match, _rounds = Match.new(Rules.make(), names, [STARTING_CHIPS] * len(names), rng)
    return GameSession(match, kinds, first_viewer(kinds), worker=worker,
                       bot_seed=seed or 0)


def main(argv: Optional[Sequence[str]] = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser()
    options, qt_args = parser.parse_known_args(args)
    seed = options.seed if options.seed is not None else random.SystemRandom().randrange(2**31)
    try:
        names, kinds = parse_seats(options.seats, random.Random(seed))
    except SeatSpecError as error:
        parser.error(str(error))
    if options.screenshot:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

    from PySide6.QtWidgets import QApplication

    from .engine.deal import SeedDeal
    from .main_window import MainWindow

    app = QApplication.instance() or QApplication([sys.argv[0], *qt_args])
    app.setApplicationName("Palace Desktop")
    app.setOrganizationName("Palace Desktop")
    app.setDesktopFileName("io.github.palace_desktop.PalaceDesktop")
    from .bot_worker import BotWorker

    # A screenshot shows the deal only: no bot needs to think, so no worker process starts.
    worker = None if options.screenshot else BotWorker()
    session = new_session(names, kinds, seed, worker)
    window = MainWindow(session)
    if options.screenshot:
        return take_screenshot(app, window, session, options.screenshot, options.size, seed)
    window.resize(1280, 800)
    window.show()
    session.start_hand(SeedDeal(seed))
    return app.exec()


def take_screenshot(app, window, session, path: str, size: str, seed: int) -> int:
    """Deal, let every animation come to rest, and save the window as a PNG."""
    from .engine.deal import SeedDeal

    try:
        width, height = (int(v) for v in size.lower().split("x"))
    except ValueError:
        print(f"--size: expected WxH, got {size!r}", file=sys.stderr)
        return 1
    window.set_speed("instant")
    window.resize(width, height)
    window.show()
    app.processEvents()
    session.start_hand(SeedDeal(seed))
    window.scene.animator.finish_now()
    app.processEvents()
    image = window.grab()
    if not image.save(path, "PNG"):
        print(f"cannot write {path}", file=sys.stderr)
        return 1
    window.close()
    return 0
