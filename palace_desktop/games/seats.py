"""Who sits in a seat and what they are called: seat kinds, the bots' names, the local
player's default name, and the `--seats` specification of the command line. No Qt."""

from __future__ import annotations

import os
import random
from typing import Optional, Sequence

from ..bots import LEVELS
from .names import clean_name, name_key
from ..engine.records import record

BOT_NAMES = ("Ada", "Bruno", "Cara", "Dmitri", "Esme", "Farid", "Greta", "Hiro", "Ines", "Jonas",
             "Kemi", "Lars", "Mira", "Nils", "Oona", "Pavel")


@record(frozen=True)
class SeatKind:
    """Who sits in a seat: the local player ("you"), another person at this screen ("human")
    or a bot ("bot", with its level)."""

    kind: str
    level: str = ""

    @property
    def is_human(self) -> bool:
        return self.kind in ("you", "human")

    @property
    def is_bot(self) -> bool:
        return self.kind == "bot"

    @property
    def is_you(self) -> bool:
        """The local player: the one whose name and statistics the app keeps."""
        return self.kind == "you"


def login_name() -> str:
    """The account's login name, found as `getpass.getuser()` finds it (the environment, then
    the password database), without importing getpass, which brings termios with it (~0.6 ms
    before the window's first frame)."""
    for variable in ("LOGNAME", "USER", "LNAME", "USERNAME"):
        name = os.environ.get(variable)
        if name:
            return name
    import pwd  # (not on Windows: ImportError)

    return pwd.getpwuid(os.getuid())[0]


def default_player_name(fallback: str = "Player") -> str:
    """The local player's name until they choose one: their account's name, if it is a
    person's (not root), else `fallback` (a GUI passes it translated)."""
    try:
        login = login_name()
    except (KeyError, OSError, ImportError):
        login = ""
    # A login is any bytes the system allows: cleaned as every name is.
    login = clean_name(login)
    if not login or login in ("root", "admin", "user"):
        return clean_name(fallback, "Player")
    return login[:1].upper() + login[1:]


def name_bots(names: Sequence[str], is_bot: Sequence[bool], rng: random.Random,
              bot_names: Optional[Sequence[str]] = None) -> list[str]:
    """`names` with every bot's seat given a different name from `bot_names` (default
    BOT_NAMES) that no person at the table has (or one that looks like it: `name_key`),
    chosen with `rng`."""
    names = [name if not bot else "" for name, bot in zip(names, is_bot)]
    taken = {name_key(n) for n in names if n}
    free = [n for n in (BOT_NAMES if bot_names is None else bot_names)
            if name_key(n) not in taken]
    rng.shuffle(free)
    spare = 1
    for seat, bot in enumerate(is_bot):
        if bot:
            if free:
                names[seat] = free.pop()
            else:  # more bots than names: cannot happen with 16 names and 10 seats
                while name_key(f"Bot {spare}") in taken:
                    spare += 1
                names[seat] = f"Bot {spare}"
            taken.add(name_key(names[seat]))
    return names


class SeatSpecError(ValueError):
    pass


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
            names.append(clean_name(you) or default_player_name())
            kinds.append(SeatKind("you"))
        elif kind == "human" and clean_name(value):
            # A shell passes any bytes: a name that is not UTF-8, a newline, a bidi override.
            names.append(clean_name(value))
            kinds.append(SeatKind("human"))
        elif kind == "bot" and value.lower() in LEVELS:
            names.append("")
            kinds.append(SeatKind("bot", value.lower()))
        else:
            raise SeatSpecError(f"--seats: cannot read {part!r} (use you, human:NAME or bot:LEVEL "
                                f"with LEVEL one of {', '.join(LEVELS)})")
    names = name_bots(names, [k.is_bot for k in kinds], rng)
    if len({name_key(n) for n in names}) != len(names):
        raise SeatSpecError("--seats: two seats have the same name (or names that look alike)")
    return names, kinds


def first_viewer(kinds: Sequence[SeatKind]) -> int:
    """The seat whose view the window shows first: the local player's, else a person's."""
    for seat, kind in enumerate(kinds):
        if kind.kind == "you":
            return seat
    for seat, kind in enumerate(kinds):
        if kind.is_human:
            return seat
    return 0
