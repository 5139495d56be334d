"""What a new game is set up with: who sits where, the stakes and the house rules (RULES.md
section 2), its checks, presets, and the JSON kept in the settings as the last setup. No Qt.

    setup = preset("solo3", you="Ann")
    setup.validate()               # [] or English problems; problems() gives keys for the GUI
    rules = setup.rules()          # engine.rules.Rules, through Rules.make
    names = setup.names(random.Random(seed))   # bots get free names from seats.BOT_NAMES
    GameSetup.from_json(setup.to_json()) == setup
"""

from __future__ import annotations

import random
from dataclasses import field
from typing import Any, Callable, Optional

from ..bots import APP_LEVELS
from ..engine.records import record
from .limits import MAX_SEATS, MAX_STARTING_CHIPS, MIN_SEATS, STARTING_CHIPS
from .names import MAX_NAME_LENGTH, clean_name, name_key
from ..engine.rules import CHOICES, LIMIT, Rules
from .seats import SeatKind, name_bots

KINDS = ("you", "human", "bot")
MAX_SMALL_BET = 10_000
MAX_BIG_BET = 100_000
MAX_RAISE_CAP = 99
DEFAULT_RAISE_CAP = "default"  # R14.4: 3 in limit, none in no-limit

# R2.4, each with its default first (the engine's CHOICES, plus raise_cap).
HOUSE_KEYS = ("exclusion", "call_rule", "discard_cost", "limit_raise_without_soldiers",
              "raise_cap", "two_left")


def default_house() -> dict[str, Any]:
    house = {key: CHOICES[key][0] for key in HOUSE_KEYS if key in CHOICES}
    house["raise_cap"] = DEFAULT_RAISE_CAP
    return {key: house[key] for key in HOUSE_KEYS}


@record(frozen=True)
class SeatSetup:
    """One seat: the local player ("you"), another person at this screen ("human") or a bot.
    A bot's `name` is ignored (it gets one in `GameSetup.names`); `level` only matters for bots."""

    kind: str
    name: str = ""
    level: str = "medium"


@record(frozen=True)
class Problem:
    """Why a setup cannot start: a key for translated text, its values, and English words."""

    key: str
    text: str
    params: dict = field(default_factory=dict, compare=False, hash=False)


@record(frozen=True)
class GameSetup:
    """A game as chosen before it starts: its seats, stakes, starting chips and house rules."""

    seats: tuple[SeatSetup, ...]
    small_bet: int = 5
    big_bet: int = 10
    starting_chips: int = STARTING_CHIPS
    structure: str = LIMIT
    house: dict = field(default_factory=default_house, hash=False)

    def __post_init__(self) -> None:
        # A list is accepted for convenience; the setup stays immutable (and comparable).
        if not isinstance(self.seats, tuple):
            object.__setattr__(self, "seats", tuple(self.seats))
        object.__setattr__(self, "house", {**default_house(), **dict(self.house)})

    # ------------------------------------------------------------------------------------
    # Checks

    def problems(self) -> list[Problem]:
        """Everything that keeps this setup from starting a game, in form order."""
        found: list[Problem] = []
        add = lambda key, text, **params: found.append(Problem(key, text.format(**params), params))  # noqa: E731
        count = len(self.seats)
        if not MIN_SEATS <= count <= MAX_SEATS:
            add("seat_count", "A game needs 2 to 10 seats, not {count}.", count=count)
        if sum(1 for s in self.seats if s.kind == "you") > 1:
            add("two_yous", "Only one seat can be you.")
        seen: dict[str, int] = {}
        for number, seat in enumerate(self.seats, start=1):
            if seat.kind not in KINDS:
                add("bad_kind", "Seat {seat}: unknown kind {kind!r}.", seat=number, kind=seat.kind)
                continue
            if seat.kind == "bot":
                if seat.level not in APP_LEVELS:
                    add("bad_level", "Seat {seat}: unknown bot level {level!r}.", seat=number,
                        level=seat.level)
                continue
            name = clean_name(seat.name)
            if not name:
                add("no_name", "Seat {seat} needs a name.", seat=number)
            elif len(" ".join(seat.name.split())) > MAX_NAME_LENGTH:
                add("long_name", "Seat {seat}: a name has at most {most} characters.",
                    seat=number, most=MAX_NAME_LENGTH)
            elif name_key(name) in seen:  # "Ann" and "ann", or a Cyrillic "Аnn"
                add("same_name", "Seats {first} and {seat} have the same name, {name}.",
                    first=seen[name_key(name)], seat=number, name=name)
            else:
                seen[name_key(name)] = number
        found += self._rule_problems()
        return found

    def _rule_problems(self) -> list[Problem]:
        found: list[Problem] = []
        add = lambda key, text, **params: found.append(Problem(key, text.format(**params), params))  # noqa: E731
        sb, bb, chips = self.small_bet, self.big_bet, self.starting_chips
        if not _is_int(sb) or not 0 < sb <= MAX_SMALL_BET:
            add("small_bet", "The small bet must be 1 to {most}.", most=MAX_SMALL_BET)
        elif not _is_int(bb) or not sb <= bb <= MAX_BIG_BET:
            add("big_bet", "The big bet must be at least the small bet ({small}) and at most "
                "{most}.", small=sb, most=MAX_BIG_BET)
        if not _is_int(chips) or not 0 < chips <= MAX_STARTING_CHIPS:
            add("chips_range", "Starting chips must be 1 to {most}.", most=MAX_STARTING_CHIPS)
        elif _is_int(sb) and sb > 0 and chips <= ante_for(sb):
            add("chips_ante", "Starting chips must be more than the ante ({ante}).",
                ante=ante_for(sb))
        if self.structure not in CHOICES["structure"]:
            add("bad_rule", "Unknown value {value!r} for {rule}.", rule="structure",
                value=self.structure)
        for key in HOUSE_KEYS:
            value = self.house.get(key)
            if key == "raise_cap":
                ok = (value is None or value == DEFAULT_RAISE_CAP
                      or (_is_int(value) and 0 <= value <= MAX_RAISE_CAP))
            else:
                ok = any(value == a and type(value) is type(a) for a in CHOICES[key])
            if not ok:
                add("bad_rule", "Unknown value {value!r} for {rule}.", rule=key, value=value)
        for key in self.house:
            if key not in HOUSE_KEYS:
                add("bad_rule", "Unknown house rule {rule}.", rule=key, value=self.house[key])
        return found

    def validate(self) -> list[str]:
        """English descriptions of `problems()`; empty when a game can start."""
        return [p.text for p in self.problems()]

    # ------------------------------------------------------------------------------------
    # What the game is made from

    def rules(self) -> Rules:
        """The engine's rules for this table (R2). ValueError if the stakes or house rules
        are not allowed."""
        problems = self._rule_problems()
        if problems:
            raise ValueError("; ".join(p.text for p in problems))
        house = dict(self.house)
        raise_cap = house.pop("raise_cap")
        if raise_cap != DEFAULT_RAISE_CAP:
            house["raise_cap"] = raise_cap
        return Rules.make(small_bet=self.small_bet, big_bet=self.big_bet,
                          structure=self.structure, **house)

    def kinds(self) -> list[SeatKind]:
        return [SeatKind(s.kind, s.level if s.kind == "bot" else "") for s in self.seats]

    def names(self, rng: random.Random, bot_names: Optional[tuple[str, ...]] = None) -> list[str]:
        """People keep their names; each bot gets a different name from `bot_names` (by
        default `seats.BOT_NAMES`) that no person at the table has, chosen with `rng`."""
        return name_bots([clean_name(s.name) for s in self.seats],
                         [s.kind == "bot" for s in self.seats], rng, bot_names)

    @property
    def ante(self) -> int:
        return ante_for(self.small_bet)

    # ------------------------------------------------------------------------------------
    # JSON (the settings keep the last setup)

    def to_json(self) -> dict:
        seats = []
        for s in self.seats:
            seat: dict[str, Any] = {"kind": s.kind}
            if s.kind == "bot":
                seat["level"] = s.level
            else:
                seat["name"] = clean_name(s.name)
            seats.append(seat)
        return {"seats": seats, "small_bet": self.small_bet, "big_bet": self.big_bet,
                "starting_chips": self.starting_chips, "structure": self.structure,
                "house": dict(self.house)}

    @classmethod
    def from_json(cls, data: Any) -> "GameSetup":
        """The setup `to_json` wrote. Missing keys take their defaults, unknown keys are
        ignored (a newer version may add some); anything malformed is a ValueError, so a
        caller can fall back to a preset."""
        if not isinstance(data, dict):
            raise ValueError("setup: must be an object")
        raw_seats = data.get("seats")
        if not isinstance(raw_seats, list) or not MIN_SEATS <= len(raw_seats) <= MAX_SEATS:
            raise ValueError("setup.seats: must be a list of 2 to 10 seats")
        seats = []
        for i, raw in enumerate(raw_seats):
            if not isinstance(raw, dict):
                raise ValueError(f"setup.seats[{i}]: must be an object")
            kind = raw.get("kind")
            if kind not in KINDS:
                raise ValueError(f"setup.seats[{i}].kind: unknown kind {kind!r}")
            if kind == "bot":
                level = raw.get("level", "medium")
                if level not in APP_LEVELS:
                    raise ValueError(f"setup.seats[{i}].level: unknown level {level!r}")
                seats.append(SeatSetup("bot", level=level))
            else:
                name = raw.get("name", "")
                if not isinstance(name, str):
                    raise ValueError(f"setup.seats[{i}].name: must be a string")
                # From settings.json: a name as a dialog would have taken it.
                seats.append(SeatSetup(kind, name=clean_name(name)))
        values: dict[str, Any] = {}
        for key in ("small_bet", "big_bet", "starting_chips"):
            if key in data:
                if not _is_int(data[key]):
                    raise ValueError(f"setup.{key}: must be an integer")
                values[key] = data[key]
        if "big_bet" not in values and "small_bet" in values:
            values["big_bet"] = 2 * values["small_bet"]
        if "structure" in data:
            values["structure"] = data["structure"]
        house = data.get("house", {})
        if not isinstance(house, dict):
            raise ValueError("setup.house: must be an object")
        values["house"] = {k: v for k, v in house.items() if k in HOUSE_KEYS}
        setup = cls(tuple(seats), **values)
        bad = setup._rule_problems()
        if bad:
            raise ValueError(f"setup: {bad[0].text}")
        return setup


def ante_for(small_bet: int) -> int:
    """R2.2: half the small bet, rounded down, at least 1."""
    return max(1, small_bet // 2)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


# ----------------------------------------------------------------------------------------
# Presets

def _solo(you: str, levels: tuple[str, ...]) -> GameSetup:
    return GameSetup((SeatSetup("you", you), *(SeatSetup("bot", level=lv) for lv in levels)))


def _hot_seat(people: int, bots: tuple[str, ...] = ()) -> GameSetup:
    humans = [SeatSetup("human", f"Player {n}") for n in range(1, people + 1)]
    return GameSetup((*humans, *(SeatSetup("bot", level=lv) for lv in bots)))


# Titles in English; the new-game dialog shows them translated.
PRESETS: dict[str, str] = {
    "solo3": "Solo vs 3 bots",
    "solo5": "Solo vs 5 bots",
    "headsup": "Heads-up vs a hard bot",
    "hotseat4": "Hot-seat 4 players",
    "hotseat3_bots2": "Hot-seat 3 + 2 bots",
}

PRESET_FACTORIES: dict[str, Callable[[str], GameSetup]] = {
    "solo3": lambda you: _solo(you, ("medium", "medium", "medium")),
    "solo5": lambda you: _solo(you, ("easy", "easy", "medium", "medium", "hard")),
    "headsup": lambda you: _solo(you, ("hard",)),
    "hotseat4": lambda you: _hot_seat(4),
    "hotseat3_bots2": lambda you: _hot_seat(3, ("medium", "medium")),
}

DEFAULT_PRESET = "solo3"


def preset(key: str, you: str = "Player") -> GameSetup:
    """The preset `key` of PRESETS, with `you` as the local player's name where it has one."""
    try:
        factory = PRESET_FACTORIES[key]
    except KeyError:
        raise ValueError(f"unknown preset {key!r} (one of {', '.join(PRESETS)})") from None
    return factory(you)
