"""The player's settings (`settings.json`): their fields and defaults, the lenient reading
that keeps what it can, and the folder Export and Open start in."""

from __future__ import annotations

import math
import re
from dataclasses import asdict, field, fields
from pathlib import Path
from typing import Any, Optional

from .files import MAX_SETTINGS_BYTES, Paths, atomic_write_json, documents_dir, load_or_empty
from .names import clean_name
from ..engine.records import record

ANIMATION_SPEEDS = ("slow", "normal", "fast", "instant")
COACH_MODES = ("first_games", "on", "off")
# What is announced to a screen reader as the game goes: everything the log shows, only the
# player's turn and the battles, or nothing (answers the player asks for are always said).
SPEECH_MODES = ("all", "mine", "off")
BOT_DELAY_MS = (0, 1500)
SOUND_VOLUME = (0, 100)  # per cent
# The table's look (ui/table/themes.py names and draws them) and its text size.
TABLE_FELTS = ("green", "blue", "burgundy")
CARD_BACKS = ("navy", "burgundy")
TABLE_SCHEMES = ("system", "light", "dark", "high_contrast")
TABLE_TEXT_SCALES = (1.0, 1.15, 1.3, 1.5)


@record
class Settings:
    """The settings, each at its default until the player changes it."""

    animation_speed: str = "normal"  # one of ANIMATION_SPEEDS
    four_colour: bool = False
    bot_delay_ms: int = 600  # clamped to BOT_DELAY_MS
    confirm_fold: bool = True
    player_name: str = ""
    last_setup: dict = field(default_factory=dict)  # the New Game dialog's; opaque here
    language: str = ""  # empty: the system's
    window: str = ""  # the main window's geometry and docks (Qt's base64 state), opaque here
    last_folder: str = ""  # where the player last exported or opened a hand history
    coach: str = "first_games"  # one of COACH_MODES: when the coach speaks
    tutorial_step: int = 0  # where Help ▸ Learn to play resumes (a step of games/tutorial.py)
    tutorial_done: bool = False  # finished: the first start offers it no more
    tutorial_declined: bool = False  # "Start a game" at the first start's offer
    speech: str = "all"  # one of SPEECH_MODES: what a screen reader is told as play goes on
    sound: bool = True  # the table's sound effects
    sound_volume: int = 70  # clamped to SOUND_VOLUME
    # Cues (live.sound_cues.CUES) switched off one by one; a cue added later starts on.
    sounds_off: list = field(default_factory=list)
    turn_alert: bool = True  # flash the taskbar when the turn comes with the window behind
    table_felt: str = "green"  # one of TABLE_FELTS
    card_back: str = "navy"  # one of CARD_BACKS
    table_scheme: str = "system"  # one of TABLE_SCHEMES: light, dark, high contrast or auto
    table_text_scale: float = 1.0  # one of TABLE_TEXT_SCALES: the table's text size
    wait_for_me: bool = False  # hold the game after each bot move until the player goes on

    def to_json(self) -> dict:
        return asdict(self)

    @classmethod
    def from_json(cls, data: Any) -> "Settings":
        """Lenient: unknown keys are ignored, a value of the wrong type takes that field's
        default, the bot delay is clamped."""
        return cls.read(data)[0]

    @classmethod
    def read(cls, data: Any) -> tuple["Settings", list[str]]:
        """`from_json`, and the names of the settings whose value was refused (it takes the
        default) or changed (a name cleaned), to tell the player."""
        settings, dropped = cls(), []
        if not isinstance(data, dict):
            return settings, dropped
        for f in fields(cls):
            if f.name in data:
                value = _setting(f.name, data[f.name])
                if value is not None:
                    setattr(settings, f.name, value)
                if value is None or (f.name == "player_name"
                                     and value != " ".join(data[f.name].split())):
                    dropped.append(f.name)
        return settings, dropped


def _setting(name: str, value: Any) -> Any:
    """The value to use for a setting, or None for the default."""
    if name == "animation_speed":
        return value if value in ANIMATION_SPEEDS else None
    if name == "coach":
        return value if value in COACH_MODES else None
    if name == "speech":
        return value if value in SPEECH_MODES else None
    if name == "table_felt":
        return value if value in TABLE_FELTS else None
    if name == "card_back":
        return value if value in CARD_BACKS else None
    if name == "table_scheme":
        return value if value in TABLE_SCHEMES else None
    if name == "table_text_scale":
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            return None
        return min(TABLE_TEXT_SCALES, key=lambda scale: abs(scale - value))
    if name in ("four_colour", "confirm_fold", "tutorial_done", "tutorial_declined",
                "wait_for_me", "sound", "turn_alert"):
        return value if isinstance(value, bool) else None
    if name == "bot_delay_ms":
        if isinstance(value, bool) or not isinstance(value, int):
            return None
        low, high = BOT_DELAY_MS
        return min(max(value, low), high)
    if not isinstance(value, str) and name in ("player_name", "language", "window",
                                               "last_folder"):
        return None
    if name == "player_name":
        return clean_name(value)
    if name == "language":
        return value if LANGUAGE_CODE.fullmatch(value) or not value else None
    if name == "window":
        return value if len(value) <= MAX_WINDOW_STATE and value.isascii() else None
    if name == "last_folder":
        return value if len(value) <= MAX_PATH_LENGTH and _is_text(value) else None
    if name == "sound_volume":
        if isinstance(value, bool) or not isinstance(value, int):
            return None
        low, high = SOUND_VOLUME
        return min(max(value, low), high)
    if name == "sounds_off":
        if not isinstance(value, list) or len(value) > MAX_SOUNDS_OFF:
            return None
        return [cue for cue in value
                if isinstance(cue, str) and len(cue) <= MAX_CUE_NAME and _is_text(cue)]
    if name == "tutorial_step":
        if isinstance(value, bool) or not isinstance(value, int):
            return None
        return value if value >= 0 else None
    if name == "last_setup":
        # Read by games/setup.py when the New Game dialog opens; here only kept small enough
        # to show and to save again.
        return value if isinstance(value, dict) and _small_json(value) else None
    return None


# Bounds of what settings.json may hold, far above what the app writes: a Qt window state
# is ~2 KB of base64, a setup ~1 KB three levels deep.
LANGUAGE_CODE = re.compile(r"[A-Za-z]{2,3}([_-][A-Za-z0-9]{2,8}){0,2}")
MAX_WINDOW_STATE = 64 * 1024
MAX_PATH_LENGTH = 4096
MAX_SOUNDS_OFF, MAX_CUE_NAME = 64, 64
MAX_SETUP_DEPTH, MAX_SETUP_ITEMS, MAX_SETUP_STRING = 6, 400, 256


def _is_text(value: str) -> bool:
    """Whether `value` can be written as UTF-8 (no lone surrogate) and holds no NUL."""
    return "\0" not in value and not _SURROGATE.search(value)


_SURROGATE = re.compile("[\ud800-\udfff]")


def _small_json(value: Any) -> bool:
    """Whether `value` is at most MAX_SETUP_DEPTH deep, MAX_SETUP_ITEMS items in all, and its
    strings (keys too) short text. Walked without recursion: the depth is what is checked."""
    items, stack = 0, [(value, 1)]
    while stack:
        node, depth = stack.pop()
        items += 1
        if depth > MAX_SETUP_DEPTH or items > MAX_SETUP_ITEMS:
            return False
        if isinstance(node, dict):
            if not all(isinstance(k, str) and len(k) <= MAX_SETUP_STRING and _is_text(k)
                       for k in node):
                return False
            stack += [(child, depth + 1) for child in node.values()]
        elif isinstance(node, list):
            stack += [(child, depth + 1) for child in node]
        elif isinstance(node, str):
            if len(node) > MAX_SETUP_STRING or not _is_text(node):
                return False
        elif isinstance(node, float) and not math.isfinite(node):
            return False
    return True


def _settings_from(data: Any) -> tuple[Settings, list[str]]:
    # Only a file that is not an object is refused; inside one, a bad value is just ignored.
    if not isinstance(data, dict):
        raise ValueError("is not a settings file (not a JSON object)")
    return Settings.read(data)


def load_settings(paths: Paths) -> tuple[Settings, Optional[str]]:
    """The settings, and a warning to show or None. Missing file: defaults. A file that is
    not a JSON object: defaults, the file moved aside, and a warning."""
    settings, warning, _dropped = read_settings(paths)
    return settings, warning


def read_settings(paths: Paths) -> tuple[Settings, Optional[str], list[str]]:
    """`load_settings`, and the names of the settings whose value was refused or changed
    (`Settings.read`)."""
    (settings, dropped), warning = load_or_empty(
        paths.settings_path, _settings_from, lambda: (Settings(), []),
        "Defaults are used instead.", MAX_SETTINGS_BYTES)
    return settings, warning, dropped


def save_settings(paths: Paths, settings: Settings) -> None:
    if paths.settings_read_only:  # a second window's: the first window's settings stay
        return
    atomic_write_json(paths.settings_path, Settings.from_json(settings.to_json()).to_json())


def files_folder(settings: Settings) -> Path:
    """Where Export and Open start: the folder last used, while it exists, else documents."""
    if settings.last_folder and Path(settings.last_folder).is_dir():
        return Path(settings.last_folder)
    return documents_dir()
