"""The app's files on disk as files: where they live (`Paths`, platformdirs), atomic JSON
writes, reading JSON back, and setting a file that cannot be used aside with a one-line
`LoadError`. What the files hold is in saved_games.py, settings.py and stats.py.

Every write goes through `atomic_write_json`: the new content goes to a temporary file in the
same directory, is flushed and fsynced, and only then `os.replace`s the old file, so a crash at
any moment leaves either the old file or the new one, never a mixture. A file that cannot be
read back is never overwritten silently: it is renamed aside (`NAME.corrupt`, `.corrupt.1`,
...) and the caller gets a one-line message to show.
"""

from __future__ import annotations

import copy
import json
import os
import stat
import tempfile
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Callable, Optional, TypeVar

import platformdirs

APP_NAME = "palace-desktop"
HOME_ENV = "PALACE_DESKTOP_HOME"

SETTINGS_FILE = "settings.json"
AUTOSAVE_FILE = "autosave.json"
KEPT_DIR = "kept"  # saved games the player put aside to resume later
STATISTICS_FILE = "statistics.json"
LOCK_SUFFIX = ".lock"

# The most any file of ours may hold before it is read: a larger one is damaged or not ours,
# and reading it would hold the start or a hand's end for seconds (JSON parses at ~10 MB/s).
# A 1,000-hand match saves to about 1 MB.
MAX_SETTINGS_BYTES = 256 * 1024
MAX_STATISTICS_BYTES = 2 * 1024 * 1024
MAX_SAVED_GAME_BYTES = 8 * 1024 * 1024

T = TypeVar("T")


# ------------------------------------------------------------------------------------------
# Paths


class Paths:
    """Where the app keeps its files.

    `root` (tests) or the environment variable PALACE_DESKTOP_HOME (a sandboxed run) puts
    everything under one folder: ROOT/config and ROOT/data. Otherwise the platform's user
    config and data directories (platformdirs, app name "palace-desktop").

    A second window open on the same files (`for_another_window`) autosaves to a file of its
    own and leaves the settings file to the first: `settings_read_only`.
    """

    autosave_name = AUTOSAVE_FILE
    settings_read_only = False

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

    def for_another_window(self, number: int) -> "Paths":
        """The same files, but the autosave `autosave-NUMBER.json` and the settings only read:
        those of the window numbered `number` (2 and up) beside the first."""
        other = copy.copy(self)
        other.autosave_name = f"autosave-{number}.json"
        other.settings_read_only = True
        return other

    @property
    def autosave_path(self) -> Path:
        return self.data_dir / self.autosave_name

    @property
    def kept_dir(self) -> Path:
        return self.data_dir / KEPT_DIR

    @property
    def statistics_path(self) -> Path:
        return self.data_dir / STATISTICS_FILE

    @property
    def statistics_lock_path(self) -> Path:
        return self.data_dir / (STATISTICS_FILE + LOCK_SUFFIX)

    def __repr__(self) -> str:
        return f"Paths(config_dir={str(self.config_dir)!r}, data_dir={str(self.data_dir)!r})"


def documents_dir() -> Path:
    """The user's documents folder (their home when the system names none that exists)."""
    try:
        documents = Path(platformdirs.user_documents_dir())
    except (OSError, ValueError):
        documents = Path.home()
    return documents if documents.is_dir() else Path.home()


# ------------------------------------------------------------------------------------------
# Atomic writes and renames


def atomic_write_json(path: Path, obj: Any, compact: bool = False, sync: bool = True) -> None:
    """Write `obj` as JSON to `path` so that `path` always holds either the old content or
    the complete new one: temp file in the same directory, flush, fsync, `os.replace`, then
    fsync the directory so the rename itself survives a power cut (best effort, POSIX).
    `compact`: one line, no indentation, for documents that grow (a long match's autosave):
    Python's JSON encoder indents in Python only, about 8 times slower than its C encoder.
    `sync` False: no fsync, for a caller that syncs the file and its directory soon after
    (the table server's many saves a second): until then the write holds against the
    writer's own crash, not the machine's."""
    path = Path(path)
    # Serialise and encode first: an object that is not JSON, or a string that is not text
    # (a lone surrogate: a byte that was not UTF-8), fails before anything touches the disk.
    data = (json.dumps(obj, indent=None if compact else 2, ensure_ascii=False,
                       allow_nan=False) + "\n").encode("utf-8")
    path.parent.mkdir(parents=True, exist_ok=True)
    temp = tempfile.NamedTemporaryFile(
        "wb", delete=False, dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with temp:
            temp.write(data)
            temp.flush()
            if sync:
                os.fsync(temp.fileno())
        os.replace(temp.name, path)
    except BaseException:
        # Also on KeyboardInterrupt: no half-written temp file is left behind.
        try:
            os.unlink(temp.name)
        except OSError:
            pass
        raise
    if sync:
        fsync_directory(path.parent)


LOCK_WAIT_SECONDS = 0.5  # others hold a lock for one read and one write: milliseconds


@contextmanager
def exclusive_lock(path: Path, wait: float = LOCK_WAIT_SECONDS):
    """Hold an exclusive advisory lock on the file `path` (made if missing) for the `with`
    block, against other processes (a second window). TimeoutError (an OSError) when another
    holds it longer than `wait` seconds: a stopped process must not hold up a hand's end. The
    system lets go of it when the holder dies, so no lock is ever left stale. Where there are
    no advisory locks (Windows) the block runs unlocked; every write is atomic all the same."""
    try:
        import fcntl
    except ImportError:
        yield
        return
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    descriptor = os.open(path, os.O_RDWR | os.O_CREAT | getattr(os, "O_CLOEXEC", 0), 0o600)
    try:
        deadline = time.monotonic() + wait
        while True:
            try:
                fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() >= deadline:
                    raise TimeoutError(f"{path} is held by another window") from None
                time.sleep(0.01)
        yield
    finally:
        os.close(descriptor)  # which lets go of the lock


STALE_TEMP_SECONDS = 60  # a write takes milliseconds: an older temp file is a dead one


def remove_interrupted_writes(directories, now: Optional[float] = None) -> list[Path]:
    """Delete the temp files that writes cut short (a kill, a power cut) left in `directories`:
    only ours (`.NAME.*.tmp`) and only stale ones, so a write in flight in another running
    instance is left alone. Returns what was removed."""
    now = time.time() if now is None else now
    removed = []
    for directory in directories:
        try:
            candidates = list(Path(directory).glob(".*.tmp"))
        except OSError:
            continue
        for path in candidates:
            try:
                if path.is_file() and now - path.stat().st_mtime > STALE_TEMP_SECONDS:
                    path.unlink()
                    removed.append(path)
            except OSError:
                pass  # gone already, or not ours to delete: nothing is lost by leaving it
    return removed


def fsync_directory(directory: Path) -> None:
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
                rename_no_replace(path, target)
                return target
            except FileExistsError:
                pass  # appeared in between: try the next name
        number += 1


def rename_no_replace(source: Path, target: Path) -> None:
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


# ------------------------------------------------------------------------------------------
# Reading back


def one_line(text: str) -> str:
    return " ".join(str(text).split())


def short_repr(value: Any) -> str:
    """A value from a file for a message: a string of a million characters, or lists nested
    deep, shown in a few dozen (a refusal quoting it whole was a 100 KB line)."""
    import reprlib

    shortened = reprlib.Repr()
    shortened.maxstring = shortened.maxother = shortened.maxlong = 40
    shortened.maxlist = shortened.maxdict = 4
    shortened.maxlevel = 2
    try:
        return shortened.repr(value)
    except ValueError:  # an integer too long to turn into digits
        return f"an integer of {value.bit_length():,} bits"


class Unreadable(Exception):
    """The file exists but holds no JSON; the message is the problem, e.g. "is not UTF-8 text"."""


def _each_object(pairs: list) -> dict:
    # Python called for each object: the interpreter can hand itself to another thread
    # there. json.loads alone is one call that holds it for as long as it parses (seconds
    # for a file of a few MB on a busy machine), the window's thread waiting.
    return dict(pairs)


def read_json(path: Path, max_bytes: int, yielding: bool = False) -> Any:
    """The JSON in `path`. FileNotFoundError when missing; `Unreadable(problem)` otherwise,
    also when it holds more than `max_bytes`. `yielding`: read on a worker, letting the
    window's thread run meanwhile (a slower parse)."""
    try:
        # Only a regular file: opening a pipe would block the start for ever, /dev/zero
        # would fill the memory.
        status = os.stat(path)
        if not stat.S_ISREG(status.st_mode):
            raise Unreadable("is not a regular file")
        if status.st_size > max_bytes:
            raise Unreadable(f"is too large ({status.st_size:,} bytes; at most "
                             f"{max_bytes:,} are read)")
        with open(path, "rb") as handle:
            # One byte more than allowed tells a file that grew since the stat.
            raw = handle.read(max_bytes + 1)
        if len(raw) > max_bytes:
            raise Unreadable(f"is too large (more than {max_bytes:,} bytes are read)")
        return json.loads(raw.decode("utf-8"), object_pairs_hook=_each_object if yielding else None)
    except FileNotFoundError:
        raise
    except UnicodeDecodeError as error:
        raise Unreadable(f"is not UTF-8 text ({error.reason} at byte {error.start})") from None
    except json.JSONDecodeError as error:
        raise Unreadable(f"is not valid JSON ({error.msg} at line {error.lineno} "
                         f"column {error.colno})") from None
    except (OSError, ValueError, RecursionError) as error:
        raise Unreadable(f"cannot be read ({one_line(error)})") from None
    except MemoryError:
        raise Unreadable("is too large to read") from None


class LoadError(Exception):
    """A file could not be loaded. The message is one line naming the file and the problem,
    and says where the file went; `moved_to` is its new path (None if it could not be moved)."""

    def __init__(self, path: Path, problem: str, moved_to: Optional[Path],
                 move_problem: str = ""):
        self.path = Path(path)
        self.problem = one_line(problem)
        self.moved_to = moved_to
        if moved_to is not None:
            where = f"it was moved to {moved_to.name}"
        else:
            where = f"it could not be moved aside ({one_line(move_problem)})"
        super().__init__(f"{self.path} {self.problem}; {where}.")


def set_aside(path: Path, problem: str) -> LoadError:
    try:
        moved_to, move_problem = move_aside(path), ""
    except OSError as error:
        moved_to, move_problem = None, str(error)
    return LoadError(path, problem, moved_to, move_problem)


def load_document(path: Path, parse: Callable[[Any], T], max_bytes: int,
                  yielding: bool = False) -> Optional[T]:
    """`parse(the JSON in path)`, or None when there is no file. A file that cannot be read,
    or whose content `parse` refuses with a ValueError (its message a problem such as "is not
    a saved game (...)"), is set aside and LoadError raised: every file the app reads back
    goes this one way."""
    try:
        data = read_json(path, max_bytes, yielding)
    except FileNotFoundError:
        return None
    except Unreadable as error:
        raise set_aside(path, str(error)) from None
    try:
        return parse(data)
    except ValueError as error:
        raise set_aside(path, str(error)) from None



def load_or_empty(path: Path, parse: Callable[[Any], T], empty: Callable[[], T],
                  consequence: str, max_bytes: int) -> tuple[T, Optional[str]]:
    """`load_document` for a file the app can do without (settings, statistics): the value
    and a warning to show or None. Missing file: `empty()`. A file that cannot be used:
    `empty()`, the file set aside, and the LoadError's line followed by `consequence`."""
    try:
        loaded = load_document(path, parse, max_bytes)
    except LoadError as error:
        return empty(), f"{error} {consequence}"
    # `is None`, not `or`: an empty Statistics is falsy (it has a length).
    return (empty() if loaded is None else loaded), None

def document_part(data: Any, kind: str, format_name: str, part: str) -> dict:
    """The object under `part` of a document that must have `"format": format_name` (an empty
    one when `part` is absent). Otherwise ValueError, its message the problem naming `kind`
    ("saved game", "statistics file") as `load_document` wants it."""
    if not isinstance(data, dict):
        raise ValueError(f"is not a {kind} (not a JSON object)")
    if data.get("format") != format_name:
        raise ValueError(f"is not a {kind} (format {short_repr(data.get('format'))}, "
                         f"expected {format_name!r})")
    value = data.get(part, {})
    if not isinstance(value, dict):
        raise ValueError(f"is not a valid {kind} ({part}: must be an object)")
    return value
