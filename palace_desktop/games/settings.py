"""The player's settings (`settings.json`): their fields and defaults, the lenient reading
that keeps what it can, and the folder Export and Open start in."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any, Optional

from .files import MAX_SETTINGS_BYTES, Paths, atomic_write_json, documents_dir, load_or_empty

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


@dataclass
class Settings:
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
        settings = cls()
        if not isinstance(data, dict):
            return settings
        for f in fields(cls):
            if f.name in data:
                value = _setting(f.name, data[f.name])
                if value is not None:
                    setattr(settings, f.name, value)
        return settings


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
                "wait_for_me", "sound"):
        return value if isinstance(value, bool) else None
    if name == "bot_delay_ms":
        if isinstance(value, bool) or not isinstance(value, int):
            return None
        low, high = BOT_DELAY_MS
        return min(max(value, low), high)
    if name in ("player_name", "language", "window", "last_folder"):
        return value if isinstance(value, str) else None
    if name == "sound_volume":
        if isinstance(value, bool) or not isinstance(value, int):
            return None
        low, high = SOUND_VOLUME
        return min(max(value, low), high)
    if name == "sounds_off":
        if not isinstance(value, list):
            return None
        return [cue for cue in value if isinstance(cue, str)]
    if name == "tutorial_step":
        if isinstance(value, bool) or not isinstance(value, int):
            return None
        return value if value >= 0 else None
    if name == "last_setup":
        return value if isinstance(value, dict) else None
    return None


def _settings_from(data: Any) -> Settings:
    # Only a file that is not an object is refused; inside one, a bad value is just ignored.
    if not isinstance(data, dict):
        raise ValueError("is not a settings file (not a JSON object)")
    return Settings.from_json(data)


def load_settings(paths: Paths) -> tuple[Settings, Optional[str]]:
    """The settings, and a warning to show or None. Missing file: defaults. A file that is
    not a JSON object: defaults, the file moved aside, and a warning."""
    return load_or_empty(paths.settings_path, _settings_from, Settings,
                         "Defaults are used instead.", MAX_SETTINGS_BYTES)


def save_settings(paths: Paths, settings: Settings) -> None:
    if paths.settings_read_only:  # a second window's: the first window's settings stay
        return
    atomic_write_json(paths.settings_path, Settings.from_json(settings.to_json()).to_json())


def files_folder(settings: Settings) -> Path:
    """Where Export and Open start: the folder last used, while it exists, else documents."""
    if settings.last_folder and Path(settings.last_folder).is_dir():
        return Path(settings.last_folder)
    return documents_dir()
