"""Saved games on disk: the autosaved match (`palace-save/1`: the `palace-match/1` document
unchanged, with the app's meta beside it) and the games kept for later in the `kept` folder.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Optional

if TYPE_CHECKING:
    from ..engine.match import Match

# The engine's history module is imported by the functions that read or write a match: the
# settings and the window's frame, which come first, need this module but not the engine.
from .files import (MAX_SAVED_GAME_BYTES, Paths, Unreadable, atomic_write_json, document_part, fsync_directory,
                    load_document, read_json, rename_no_replace)
from .limits import MAX_SEATS  # a save with more seats is refused when read, not cleaned
from .names import distinct_names
from ..engine.records import record


SAVE_FORMAT = "palace-save/1"


# ------------------------------------------------------------------------------------------
# The autosaved match


def _now():
    """The time in UTC (datetime is imported here: a start's first frame does without it)."""
    from datetime import datetime, timezone

    return datetime.now(timezone.utc)


def save_match(paths: Paths, doc: dict, meta: dict) -> Path:
    """Autosave: `doc` is a `palace-match/1` document (Match.to_json()), kept unchanged as
    `match`, which `palace-desktop replay` reads once taken out of the save (it refuses the
    `palace-save/1` wrapper: docs/ENGINE_API.md section 5); `meta` holds what the app needs
    and the match format lacks (seat kinds, bot levels, the viewing seat, the match seed)."""
    from ..engine import history

    if not isinstance(doc, dict) or doc.get("format") != history.MATCH_FORMAT:
        raise ValueError(f"save_match needs a {history.MATCH_FORMAT} document")
    if not isinstance(meta, dict):
        raise ValueError("save_match: meta must be a dict")
    wrapper = {
        "format": SAVE_FORMAT,
        "saved_at": _now().isoformat(timespec="seconds"),
        "meta": meta,
        "match": doc,
    }
    atomic_write_json(paths.autosave_path, wrapper, compact=True)
    return paths.autosave_path


# Of a saved game's load: reading its JSON, parsing its hands, the rest replaying them.
READ_SHARE, PARSE_SHARE = 0.1, 0.2


def _match_from_save(wrapper: Any, progress: Optional[Callable[[float], None]] = None
                     ) -> tuple[Match, dict]:
    """Raises ValueError (HistoryError included) with a one-line problem. `progress(share)`
    hears how far it has come (whatever it raises goes through)."""
    from ..engine import history

    meta = document_part(wrapper, "saved game", SAVE_FORMAT, "meta")
    if "match" not in wrapper:
        raise ValueError("is not a valid saved game (match: missing)")
    doc = with_clean_names(wrapper["match"])
    parsing, replaying = _progress_hooks(doc, progress)
    # history.load_match, unrolled so an illegal action is named by hand and index.
    try:
        match, rejected = history.build_match(history.parse(doc, parsing), replaying)
    except history.HistoryError as error:
        raise ValueError(f"holds an invalid match (match.{error})") from None
    except (RecursionError, TypeError, ValueError) as error:
        raise ValueError(f"holds an invalid match ({error})") from None
    if rejected:
        raise ValueError(f"holds an illegal action (match.hands[{rejected['hand']}]"
                         f".actions[{rejected['index']}]: {rejected['message']})")
    return match, meta


def _progress_hooks(doc: Any, progress: Optional[Callable[[float], None]]):
    """history.parse's and history.build_match's `on_hand`, telling `progress` the share."""
    if progress is None:
        return None, None
    hands = doc.get("hands") if isinstance(doc, dict) else None
    count = max(len(hands) if isinstance(hands, list) else 0, 1)

    def parsing(k: int) -> None:
        progress(READ_SHARE + PARSE_SHARE * k / count)

    def replaying(k: int, _chips, _dealer) -> None:
        progress(READ_SHARE + PARSE_SHARE + (1 - READ_SHARE - PARSE_SHARE) * k / count)

    return parsing, replaying


def with_clean_names(doc: Any) -> Any:
    """A match document with its seats' names as the app takes a name (`names.clean_name`,
    look-alikes numbered): a save written by hand, or before names were cleaned, may hold
    any text. Anything not shaped like seats is left for the match's reader to refuse."""
    seats = doc.get("seats") if isinstance(doc, dict) else None
    if not isinstance(seats, list) or not 0 < len(seats) <= MAX_SEATS \
            or not all(isinstance(seat, dict) and isinstance(seat.get("name"), str)
                       for seat in seats):
        return doc
    names = [seat["name"] for seat in seats]
    cleaned = distinct_names(names)
    if cleaned == names:
        return doc
    return dict(doc, seats=[dict(seat, name=name) for seat, name in zip(seats, cleaned)])


def load_saved_match(paths: Paths) -> Optional[tuple[Match, dict]]:
    """The autosaved match replayed to exactly where it was, with its meta; None when there
    is no save. A save that cannot be used is moved aside and LoadError raised."""
    return load_saved_file(paths.autosave_path)


def load_saved_file(path: Path, progress: Optional[Callable[[float], None]] = None
                    ) -> Optional[tuple[Match, dict]]:
    """`load_saved_match` for a save at any path (a game kept for later). `progress(share)`
    hears how far the load has come (one near 8 MiB takes seconds); what it raises stops
    the load, and the file stays where it is."""
    if progress is None:
        return load_document(path, _match_from_save, MAX_SAVED_GAME_BYTES)
    progress(0.0)

    def parse(wrapper: Any) -> tuple[Match, dict]:
        progress(READ_SHARE)
        return _match_from_save(wrapper, progress)
    # With progress, on a worker: read letting the window's thread run.
    return load_document(path, parse, MAX_SAVED_GAME_BYTES, yielding=True)


def discard_saved_match(paths: Paths) -> None:
    """Delete the autosave (the match ended, or the player chose not to resume)."""
    try:
        os.unlink(paths.autosave_path)
    except FileNotFoundError:
        pass


def has_saved_match(paths: Paths) -> bool:
    return paths.autosave_path.is_file()


# ------------------------------------------------------------------------------------------
# Games kept for later: the autosave moved into the `kept` folder, whole and unchanged, so
# that a new game can start without deleting it.


@record(frozen=True)
class SavedGameInfo:
    """What a person needs to recognise a saved game, read without replaying it."""

    path: Path
    names: tuple[str, ...]
    hands: int  # hands started, the last one possibly unfinished
    saved_at: str  # ISO 8601 in UTC, as written; "" when the file does not say


def saved_game_info(path: Path, yielding: bool = False) -> Optional[SavedGameInfo]:
    """The players, hand count and time of the save at `path`; None when it is missing or not
    a saved game (loading it properly reports and sets aside a broken one). `yielding`: on a
    worker (files.read_json)."""
    try:
        wrapper = (read_json(path, MAX_SAVED_GAME_BYTES, yielding=True) if yielding
                   else read_json(path, MAX_SAVED_GAME_BYTES))
    except (FileNotFoundError, Unreadable):
        return None
    try:
        match = wrapper["match"]
        names = tuple(distinct_names([str(seat["name"]) for seat in match["seats"]
                                      [:MAX_SEATS + 1]]))
        hands = len(match["hands"])
        saved_at = wrapper.get("saved_at", "")
    except (KeyError, TypeError, AttributeError):
        return None
    if wrapper.get("format") != SAVE_FORMAT or not names:
        return None
    return SavedGameInfo(Path(path), names, hands, saved_at if isinstance(saved_at, str) else "")


# What the kept-games menu showed of each file, by the file's identity: the menu fills each
# time it opens, and reading a kept game of a few MB takes most of a second (twenty of them
# held the menu for 12 s at every opening). A file changed or replaced reads again.
_kept_infos: dict[Path, tuple[tuple, Optional[SavedGameInfo]]] = {}


def _identity(status: os.stat_result) -> tuple:
    return (status.st_size, status.st_mtime_ns, status.st_ino, status.st_dev)


def read_kept_info(path: Path, yielding: bool = False) -> Optional[SavedGameInfo]:
    """The kept game's info, read from the file unless known for it as it is now. It reads
    the whole file: the menu has it done on a worker (`known_kept_games`)."""
    try:
        status = path.stat()
    except OSError:
        return None
    identity = _identity(status)
    known = _kept_infos.get(path)
    if known is not None and known[0] == identity:
        return known[1]
    info = saved_game_info(path, yielding)
    _kept_infos[path] = (identity, info)
    return info


def note_kept(path: Path, names, hands: int) -> None:
    """What the menu shows of a game just kept, told by whoever kept it and knows its players
    and hands: the menu then reads nothing of it. Its time is the file's (the save's time
    inside is written just before)."""
    from datetime import datetime, timezone

    try:
        status = Path(path).stat()
    except OSError:
        return
    saved_at = datetime.fromtimestamp(status.st_mtime, timezone.utc).isoformat(
        timespec="seconds")
    info = SavedGameInfo(Path(path), tuple(distinct_names(list(names))), hands, saved_at)
    _kept_infos[Path(path)] = (_identity(status), info)


def keep_saved_match(paths: Paths) -> Optional[Path]:
    """Move the autosave into the kept folder (a new name, never replacing another kept game).
    Returns where it went; None when there was no autosave."""
    if not paths.autosave_path.is_file():
        return None
    paths.kept_dir.mkdir(parents=True, exist_ok=True)
    stamp = _now().strftime("%Y%m%dT%H%M%SZ")
    number = 0
    while True:
        target = paths.kept_dir / (f"game-{stamp}.json" if number == 0
                                   else f"game-{stamp}-{number}.json")
        if not target.exists():
            try:
                rename_no_replace(paths.autosave_path, target)
            except FileExistsError:
                pass
            else:
                fsync_directory(paths.kept_dir)
                return target
        number += 1


def known_kept_games(paths: Paths) -> tuple[list[SavedGameInfo], list[Path]]:
    """The kept games known already (newest first), and the files to read for the others
    (`read_kept_info`), reading none: the menu fills at once, its reading on a worker."""
    try:
        files = [p for p in paths.kept_dir.iterdir() if p.suffix == ".json" and p.is_file()]
    except OSError:
        return [], []
    for gone in set(_kept_infos) - set(files):
        _kept_infos.pop(gone, None)
    known, unread = [], []
    for path in files:
        try:
            identity = _identity(path.stat())
        except OSError:
            continue
        cached = _kept_infos.get(path)
        if cached is None or cached[0] != identity:
            unread.append(path)
        elif cached[1] is not None:
            known.append(cached[1])
    return newest_first(known), unread


def kept_games(paths: Paths) -> list[SavedGameInfo]:
    """The games kept for later, newest first (reading those not known yet)."""
    known, unread = known_kept_games(paths)
    return newest_first(known + [info for info in map(read_kept_info, unread)
                                 if info is not None])


def newest_first(infos: list[SavedGameInfo]) -> list[SavedGameInfo]:
    return sorted(infos, key=lambda info: (info.saved_at, info.path.name), reverse=True)


def restore_kept_match(paths: Paths, kept: Path) -> None:
    """Make the kept game at `kept` the autosave again (the current autosave, if any, must
    have been kept or discarded first: it is never overwritten)."""
    if paths.autosave_path.exists():
        raise FileExistsError(f"{paths.autosave_path} exists: keep or discard it first")
    paths.data_dir.mkdir(parents=True, exist_ok=True)
    rename_no_replace(Path(kept), paths.autosave_path)
    fsync_directory(paths.data_dir)
