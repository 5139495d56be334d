"""Files on disk: where they live (platformdirs), atomic JSON writes, the autosaved match,
settings and per-player statistics. No Qt here (tests/test_architecture.py), so a script or a
test can read and write everything the app does.

Every write goes through `atomic_write_json`: the new content goes to a temporary file in the
same directory, is flushed and fsynced, and only then `os.replace`s the old file, so a crash at
any moment leaves either the old file or the new one, never a mixture. A file that cannot be
read back is never overwritten silently: it is renamed aside (`NAME.corrupt`, `.corrupt.1`,
...) and the caller gets a one-line message to show.
"""

from __future__ import annotations

import json
import math
import os
import tempfile
from dataclasses import asdict, dataclass, field, fields
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Optional

import platformdirs

from ..engine import history
from ..engine.match import Match
from ..engine.state import GameState

APP_NAME = "palace-desktop"
HOME_ENV = "PALACE_DESKTOP_HOME"

SAVE_FORMAT = "palace-save/1"
STATISTICS_FORMAT = "palace-statistics/1"

SETTINGS_FILE = "settings.json"
AUTOSAVE_FILE = "autosave.json"
KEPT_DIR = "kept"  # saved games the player put aside to resume later
STATISTICS_FILE = "statistics.json"


# ------------------------------------------------------------------------------------------
# Paths


class Paths:
    """Where the app keeps its files.

    `root` (tests) or the environment variable PALACE_DESKTOP_HOME (a sandboxed run) puts
    everything under one folder: ROOT/config and ROOT/data. Otherwise the platform's user
    config and data directories (platformdirs, app name "palace-desktop").
    """

    def __init__(self, root: Optional[Path] = None):
        if root is None and os.environ.get(HOME_ENV):
            root = Path(os.environ[HOME_ENV]).expanduser()
        self.root: Optional[Path] = None if root is None else Path(root)
        if self.root is not None:
            self.config_dir = self.root / "config"
            self.data_dir = self.root / "data"
        else:
            self.config_dir = Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))
            self.data_dir = Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))

    @property
    def settings_path(self) -> Path:
        return self.config_dir / SETTINGS_FILE

    @property
    def autosave_path(self) -> Path:
        return self.data_dir / AUTOSAVE_FILE

    @property
    def kept_dir(self) -> Path:
        return self.data_dir / KEPT_DIR

    @property
    def statistics_path(self) -> Path:
        return self.data_dir / STATISTICS_FILE

    def __repr__(self) -> str:
        return f"Paths(config_dir={str(self.config_dir)!r}, data_dir={str(self.data_dir)!r})"


# ------------------------------------------------------------------------------------------
# Atomic writes and reading back


def atomic_write_json(path: Path, obj: Any) -> None:
    """Write `obj` as JSON to `path` so that `path` always holds either the old content or
    the complete new one: temp file in the same directory, flush, fsync, `os.replace`, then
    fsync the directory so the rename itself survives a power cut (best effort, POSIX)."""
    path = Path(path)
    # Serialise first: an object that is not JSON fails before anything touches the disk.
    text = json.dumps(obj, indent=2, ensure_ascii=False, allow_nan=False) + "\n"
    path.parent.mkdir(parents=True, exist_ok=True)
    temp = tempfile.NamedTemporaryFile(
        "w", encoding="utf-8", newline="\n", delete=False, dir=path.parent,
        prefix=f".{path.name}.", suffix=".tmp")
    try:
        with temp:
            temp.write(text)
            temp.flush()
            os.fsync(temp.fileno())
        os.replace(temp.name, path)
    except BaseException:
        # Also on KeyboardInterrupt: no half-written temp file is left behind.
        try:
            os.unlink(temp.name)
        except OSError:
            pass
        raise
    _fsync_directory(path.parent)


def _fsync_directory(directory: Path) -> None:
    if os.name != "posix":
        return  # Windows cannot open a directory this way; NTFS journals the rename.
    try:
        fd = os.open(directory, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def move_aside(path: Path) -> Path:
    """Rename `path` to `NAME.corrupt`, or `NAME.corrupt.1`, `.2`, ... when those exist: an
    older corrupt file is never overwritten. Returns the new path (OSError if it cannot)."""
    path = Path(path)
    number = 0
    while True:
        suffix = ".corrupt" if number == 0 else f".corrupt.{number}"
        target = path.with_name(path.name + suffix)
        if not target.exists() and not target.is_symlink():
            try:
                _rename_no_replace(path, target)
                return target
            except FileExistsError:
                pass  # appeared in between: try the next name
        number += 1


def _rename_no_replace(source: Path, target: Path) -> None:
    if os.name != "posix":
        os.rename(source, target)  # Windows refuses an existing target
        return
    try:
        # link + unlink refuses to replace a file that appeared since the exists() check.
        os.link(source, target)
    except FileExistsError:
        raise
    except OSError:
        if not source.exists():
            raise
        os.rename(source, target)  # a file system without hard links
        return
    os.unlink(source)


def _one_line(text: str) -> str:
    return " ".join(str(text).split())


def _read_json(path: Path) -> Any:
    """The JSON in `path`. FileNotFoundError when missing; `_Unreadable(problem)` otherwise."""
    try:
        with open(path, encoding="utf-8") as handle:
            return json.load(handle)
    except FileNotFoundError:
        raise
    except UnicodeDecodeError as error:
        raise _Unreadable(f"is not UTF-8 text ({error.reason} at byte {error.start})") from None
    except json.JSONDecodeError as error:
        raise _Unreadable(f"is not valid JSON ({error.msg} at line {error.lineno} "
                          f"column {error.colno})") from None
    except (OSError, ValueError, RecursionError) as error:
        raise _Unreadable(f"cannot be read ({_one_line(error)})") from None


class _Unreadable(Exception):
    pass


class LoadError(Exception):
    """A file could not be loaded. The message is one line naming the file and the problem,
    and says where the file went; `moved_to` is its new path (None if it could not be moved)."""

    def __init__(self, path: Path, problem: str, moved_to: Optional[Path],
                 move_problem: str = ""):
        self.path = Path(path)
        self.problem = _one_line(problem)
        self.moved_to = moved_to
        if moved_to is not None:
            where = f"it was moved to {moved_to.name}"
        else:
            where = f"it could not be moved aside ({_one_line(move_problem)})"
        super().__init__(f"{self.path} {self.problem}; {where}.")


def _set_aside(path: Path, problem: str) -> LoadError:
    try:
        moved_to, move_problem = move_aside(path), ""
    except OSError as error:
        moved_to, move_problem = None, str(error)
    return LoadError(path, problem, moved_to, move_problem)


# ------------------------------------------------------------------------------------------
# The autosaved match


def save_match(paths: Paths, doc: dict, meta: dict) -> Path:
    """Autosave: `doc` is a `palace-match/1` document (Match.to_json()), kept unchanged as
    `match` so `python -m palace_desktop replay` reads it; `meta` holds what the app needs
    and the match format lacks (seat kinds, bot levels, the viewing seat, the match seed)."""
    if not isinstance(doc, dict) or doc.get("format") != history.MATCH_FORMAT:
        raise ValueError(f"save_match needs a {history.MATCH_FORMAT} document")
    if not isinstance(meta, dict):
        raise ValueError("save_match: meta must be a dict")
    wrapper = {
        "format": SAVE_FORMAT,
        "saved_at": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "meta": meta,
        "match": doc,
    }
    atomic_write_json(paths.autosave_path, wrapper)
    return paths.autosave_path


def _match_from_save(wrapper: Any) -> tuple[Match, dict]:
    """Raises ValueError (HistoryError included) with a one-line problem."""
    if not isinstance(wrapper, dict):
        raise ValueError("is not a saved game (not a JSON object)")
    if wrapper.get("format") != SAVE_FORMAT:
        raise ValueError(f"is not a saved game (format {wrapper.get('format')!r}, "
                         f"expected {SAVE_FORMAT!r})")
    meta = wrapper.get("meta", {})
    if not isinstance(meta, dict):
        raise ValueError("is not a valid saved game (meta: must be an object)")
    if "match" not in wrapper:
        raise ValueError("is not a valid saved game (match: missing)")
    # history.load_match, unrolled so an illegal action is named by hand and index.
    try:
        match, rejected = history.build_match(history.parse(wrapper["match"]))
    except history.HistoryError as error:
        raise ValueError(f"holds an invalid match (match.{error})") from None
    except (RecursionError, TypeError, ValueError) as error:
        raise ValueError(f"holds an invalid match ({error})") from None
    if rejected:
        raise ValueError(f"holds an illegal action (match.hands[{rejected['hand']}]"
                         f".actions[{rejected['index']}]: {rejected['message']})")
    return match, meta


def load_saved_match(paths: Paths) -> Optional[tuple[Match, dict]]:
    """The autosaved match replayed to exactly where it was, with its meta; None when there
    is no save. A save that cannot be used is moved aside and LoadError raised."""
    return load_saved_file(paths.autosave_path)


def load_saved_file(path: Path) -> Optional[tuple[Match, dict]]:
    """`load_saved_match` for a save at any path (a game kept for later)."""
    try:
        wrapper = _read_json(path)
    except FileNotFoundError:
        return None
    except _Unreadable as error:
        raise _set_aside(path, str(error)) from None
    try:
        return _match_from_save(wrapper)
    except ValueError as error:
        raise _set_aside(path, str(error)) from None


def discard_saved_match(paths: Paths) -> None:
    """Delete the autosave (the match ended, or the player chose not to resume)."""
    try:
        os.unlink(paths.autosave_path)
    except FileNotFoundError:
        pass


def documents_dir() -> Path:
    """The user's documents folder (their home when the system names none that exists)."""
    try:
        documents = Path(platformdirs.user_documents_dir())
    except (OSError, ValueError):
        documents = Path.home()
    return documents if documents.is_dir() else Path.home()


def files_folder(settings: "Settings") -> Path:
    """Where Export and Open start: the folder last used, while it exists, else documents."""
    if settings.last_folder and Path(settings.last_folder).is_dir():
        return Path(settings.last_folder)
    return documents_dir()


def has_saved_match(paths: Paths) -> bool:
    return paths.autosave_path.is_file()


# ------------------------------------------------------------------------------------------
# Games kept for later: the autosave moved into the `kept` folder, whole and unchanged, so
# that a new game can start without deleting it.


@dataclass(frozen=True)
class SavedGameInfo:
    """What a person needs to recognise a saved game, read without replaying it."""

    path: Path
    names: tuple[str, ...]
    hands: int  # hands started, the last one possibly unfinished
    saved_at: str  # ISO 8601 in UTC, as written; "" when the file does not say


def saved_game_info(path: Path) -> Optional[SavedGameInfo]:
    """The players, hand count and time of the save at `path`; None when it is missing or not
    a saved game (loading it properly reports and sets aside a broken one)."""
    try:
        wrapper = _read_json(path)
    except (FileNotFoundError, _Unreadable):
        return None
    try:
        match = wrapper["match"]
        names = tuple(str(seat["name"]) for seat in match["seats"])
        hands = len(match["hands"])
        saved_at = wrapper.get("saved_at", "")
    except (KeyError, TypeError, AttributeError):
        return None
    if wrapper.get("format") != SAVE_FORMAT or not names:
        return None
    return SavedGameInfo(Path(path), names, hands, saved_at if isinstance(saved_at, str) else "")


def keep_saved_match(paths: Paths) -> Optional[Path]:
    """Move the autosave into the kept folder (a new name, never replacing another kept game).
    Returns where it went; None when there was no autosave."""
    if not paths.autosave_path.is_file():
        return None
    paths.kept_dir.mkdir(parents=True, exist_ok=True)
    stamp = datetime.now(timezone.utc).strftime("%Y%m%dT%H%M%SZ")
    number = 0
    while True:
        target = paths.kept_dir / (f"game-{stamp}.json" if number == 0
                                   else f"game-{stamp}-{number}.json")
        if not target.exists():
            try:
                _rename_no_replace(paths.autosave_path, target)
            except FileExistsError:
                pass
            else:
                _fsync_directory(paths.kept_dir)
                return target
        number += 1


def kept_games(paths: Paths) -> list[SavedGameInfo]:
    """The games kept for later, newest first."""
    try:
        files = [p for p in paths.kept_dir.iterdir() if p.suffix == ".json" and p.is_file()]
    except OSError:
        return []
    infos = [info for info in map(saved_game_info, files) if info is not None]
    return sorted(infos, key=lambda info: (info.saved_at, info.path.name), reverse=True)


def restore_kept_match(paths: Paths, kept: Path) -> None:
    """Make the kept game at `kept` the autosave again (the current autosave, if any, must
    have been kept or discarded first: it is never overwritten)."""
    if paths.autosave_path.exists():
        raise FileExistsError(f"{paths.autosave_path} exists: keep or discard it first")
    paths.data_dir.mkdir(parents=True, exist_ok=True)
    _rename_no_replace(Path(kept), paths.autosave_path)
    _fsync_directory(paths.data_dir)


# ------------------------------------------------------------------------------------------
# Settings


ANIMATION_SPEEDS = ("slow", "normal", "fast", "instant")
BOT_DELAY_MS = (0, 1500)


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
    if name in ("four_colour", "confirm_fold"):
        return value if isinstance(value, bool) else None
    if name == "bot_delay_ms":
        if isinstance(value, bool) or not isinstance(value, int):
            return None
        low, high = BOT_DELAY_MS
        return min(max(value, low), high)
    if name in ("player_name", "language", "window", "last_folder"):
        return value if isinstance(value, str) else None
    if name == "last_setup":
        return value if isinstance(value, dict) else None
    return None


def load_settings(paths: Paths) -> tuple[Settings, Optional[str]]:
    """The settings, and a warning to show or None. Missing file: defaults. A file that is
    not a JSON object: defaults, the file moved aside, and a warning."""
    path = paths.settings_path
    try:
        data = _read_json(path)
    except FileNotFoundError:
        return Settings(), None
    except _Unreadable as error:
        return Settings(), _warning(_set_aside(path, str(error)))
    if not isinstance(data, dict):
        return Settings(), _warning(_set_aside(path, "is not a settings file (not a JSON object)"))
    return Settings.from_json(data), None


def save_settings(paths: Paths, settings: Settings) -> None:
    atomic_write_json(paths.settings_path, Settings.from_json(settings.to_json()).to_json())


def _warning(error: LoadError) -> str:
    return f"{error} Defaults are used instead."


# ------------------------------------------------------------------------------------------
# Statistics


@dataclass
class PlayerStats:
    hands_played: int = 0
    hands_won: float = 0.0  # a pot split k ways counts 1/k for each winner
    battles_won: int = 0
    battles_lost: int = 0
    chips_won: int = 0  # net over the hands: payouts minus what the seat put in

    def to_json(self) -> dict:
        return asdict(self)

    @classmethod
    def from_json(cls, data: Any, path: str) -> "PlayerStats":
        if not isinstance(data, dict):
            raise ValueError(f"{path}: must be an object")
        stats = cls()
        for f in fields(cls):
            if f.name not in data:
                continue
            value = data[f.name]
            number = isinstance(value, (int, float)) and not isinstance(value, bool)
            if not number or not math.isfinite(value):
                raise ValueError(f"{path}.{f.name}: must be a number, got {value!r}")
            if f.name == "hands_won":
                value = float(value)
            elif value != int(value):
                raise ValueError(f"{path}.{f.name}: must be an integer, got {value!r}")
            else:
                value = int(value)
            if value < 0 and f.name != "chips_won":
                raise ValueError(f"{path}.{f.name}: must be >= 0, got {value!r}")
            setattr(stats, f.name, value)
        return stats


# Battle outcomes (ENGINE_API.md section 3) -> who won: "attacker" or "defender".
# "split" and "both_out" decide nothing and count for neither.
_BATTLE_WINNER = {"attacker": "attacker", "defender_folded": "attacker",
                  "defender": "defender", "attacker_folded": "defender"}


def hand_winners(state: GameState) -> list[int]:
    """The seats that won a finished hand: the showdown's winners, else the seats left in
    the hand (R17.1). Unlike `payouts > 0` this also holds when the pot was empty."""
    if state.showdown is not None:
        return list(state.showdown["winners"])
    return state.seats_in_hand()


class Statistics:
    """Per player name: hands played and won, battles won and lost, net chips."""

    def __init__(self, players: Optional[dict[str, PlayerStats]] = None):
        self._players: dict[str, PlayerStats] = dict(players or {})

    def record_hand(self, state: GameState) -> None:
        """Add a finished hand. Seats that sat the hand out are not counted."""
        if not state.is_over:
            raise ValueError("record_hand: the hand is not over")
        winners = hand_winners(state)
        for seat in state.players:
            stats = self.get(state.names[seat], create=True)
            stats.hands_played += 1
            if seat in winners:
                stats.hands_won += 1 / len(winners)
            stats.chips_won += state.payouts[seat] - state.committed[seat]
        for battle in state.battles:
            side = _BATTLE_WINNER.get(battle["outcome"])
            if side is None:
                continue
            loser = "defender" if side == "attacker" else "attacker"
            self.get(state.names[battle[side]], create=True).battles_won += 1
            self.get(state.names[battle[loser]], create=True).battles_lost += 1

    def get(self, name: str, create: bool = False) -> PlayerStats:
        if name not in self._players:
            if not create:
                return PlayerStats()
            self._players[name] = PlayerStats()
        return self._players[name]

    def players(self) -> list[tuple[str, PlayerStats]]:
        return sorted(self._players.items(), key=lambda item: (item[0].casefold(), item[0]))

    def reset(self, name: Optional[str] = None) -> None:
        """Forget everyone, or one player."""
        if name is None:
            self._players.clear()
        else:
            self._players.pop(name, None)

    def __len__(self) -> int:
        return len(self._players)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Statistics) and self._players == other._players

    def to_json(self) -> dict:
        return {"format": STATISTICS_FORMAT,
                "players": {name: stats.to_json() for name, stats in self.players()}}

    @classmethod
    def from_json(cls, data: Any) -> "Statistics":
        """ValueError with a one-line message when `data` is not a statistics document."""
        if not isinstance(data, dict):
            raise ValueError("is not a statistics file (not a JSON object)")
        if data.get("format") != STATISTICS_FORMAT:
            raise ValueError(f"is not a statistics file (format {data.get('format')!r}, "
                             f"expected {STATISTICS_FORMAT!r})")
        players = data.get("players", {})
        if not isinstance(players, dict):
            raise ValueError("is not a valid statistics file (players: must be an object)")
        return cls({name: PlayerStats.from_json(value, f"players[{name!r}]")
                    for name, value in players.items()})


def load_statistics(paths: Paths) -> tuple[Statistics, Optional[str]]:
    """The statistics, and a warning to show or None. Missing file: empty. A file that
    cannot be used: empty, the file moved aside, and a warning."""
    path = paths.statistics_path
    try:
        data = _read_json(path)
    except FileNotFoundError:
        return Statistics(), None
    except _Unreadable as error:
        return Statistics(), _stats_warning(_set_aside(path, str(error)))
    try:
        return Statistics.from_json(data), None
    except ValueError as error:
        problem = str(error)
        if not problem.startswith("is "):
            problem = f"is not a valid statistics file ({problem})"
        return Statistics(), _stats_warning(_set_aside(path, problem))


def save_statistics(paths: Paths, stats: Statistics) -> None:
    atomic_write_json(paths.statistics_path, stats.to_json())


def _stats_warning(error: LoadError) -> str:
    return f"{error} Statistics start again from zero."
