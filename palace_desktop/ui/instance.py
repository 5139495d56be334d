"""One player's files, one window that saves to them (issue 37.1: two windows on the same files
overwrote each other's autosave, and a game of 24 hands was lost without a word).

The first start holds the data folder's lock (`instance.lock`, a QLockFile: a lock whose
process is gone is taken over) and answers on a local socket. A second plain start asks it to
come to the front and ends. A start that must open a window of its own (a game on the command
line), or whose question the first does not answer in time (it hangs), plays beside it as a
second window: its autosave is a file of its own (`autosave-N.json`, N from 2, each with its
lock `instance-N.lock`), put in the kept folder when it closes, and it reads the settings but
never writes them. A second window's autosave left by a crash is kept the same way at the next
start. Statistics need none of this: every window adds its hands to the file (games/stats.py).

The socket is Python's (the bundle leaves QtNetwork out): on Linux in the abstract namespace,
named after the data folder, so runs on other folders (PALACE_DESKTOP_HOME) never meet, and
answered only for the same user (SO_PEERCRED); elsewhere a socket file in the data folder.
"""

from __future__ import annotations

import os
import re
import sys
import threading
import zlib
from pathlib import Path
from typing import Callable, Optional

from PySide6.QtCore import QLockFile, QObject, Signal, Slot

from ..games import storage

LOCK_FILE = "instance.lock"
REQUEST = b"palace-desktop: to the front\n"
ANSWER = b"palace-desktop: in front\n"
# The first window answers once its own thread has brought it forward; one that does not in
# this time hangs, and the second start plays beside it rather than wait with no window.
ANSWER_WAIT_SECONDS = 1.0
ASK_WAIT_SECONDS = 1.5
RESTART_WAIT_MS = 5000  # --resume: the window that restarted the app is closing meanwhile
MAX_WINDOWS = 64
OTHER_AUTOSAVE = re.compile(r"autosave-(\d{1,9})\.json")


class InstanceTexts(QObject):
    """The translation context of what a second window says: `InstanceTexts.tr(...)`."""


def window_lock_path(paths: storage.Paths, number: int) -> Path:
    return paths.data_dir / (LOCK_FILE if number == 1 else f"instance-{number}.lock")


def socket_address(data_dir: Path) -> Optional[str]:
    """Where the first window on `data_dir` answers; None where there are no local sockets."""
    import socket

    if not hasattr(socket, "AF_UNIX"):
        return None
    if sys.platform.startswith("linux"):
        # (zlib's checksums, not hashlib: that loads OpenSSL, 10 ms of every start.)
        folder = os.fsencode(os.path.realpath(data_dir))
        return f"\0palace-desktop-{zlib.crc32(folder):08x}{zlib.adler32(folder):08x}"
    address = os.path.join(os.path.realpath(data_dir), "instance.sock")
    return address if len(os.fsencode(address)) < 100 else None


def _same_user(connection) -> bool:
    """True when the other end is this user's (where the system says; a socket file in the
    data folder is only reachable by them anyway)."""
    import socket
    import struct

    if not hasattr(socket, "SO_PEERCRED"):
        return True
    try:
        credentials = connection.getsockopt(socket.SOL_SOCKET, socket.SO_PEERCRED,
                                            struct.calcsize("3i"))
    except OSError:
        return False
    _pid, uid, _gid = struct.unpack("3i", credentials)
    return uid == os.getuid()


def _read_line(connection, limit: int = 64) -> bytes:
    data = b""
    while not data.endswith(b"\n") and len(data) < limit:
        chunk = connection.recv(limit - len(data))
        if not chunk:
            break
        data += chunk
    return data


def ask_to_come_forward(address: Optional[str], wait: float = ASK_WAIT_SECONDS) -> bool:
    """Ask the first window at `address` to come to the front; True once it says it did."""
    if address is None:
        return False
    import socket

    try:
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as connection:
            connection.settimeout(wait)
            connection.connect(address)
            if not _same_user(connection):
                return False
            connection.sendall(REQUEST)
            return _read_line(connection) == ANSWER
    except OSError:
        return False


def bring_forward(window) -> None:
    """`window` to the front, restored if minimised (the window system may only flash it)."""
    if window is None:
        return
    from PySide6.QtCore import Qt

    if window.isMinimized():
        window.setWindowState(window.windowState() & ~Qt.WindowState.WindowMinimized)
    window.show()
    window.raise_()
    window.activateWindow()


class FrontDoor(QObject):
    """The first window's end of the socket: a thread waits for second starts, and each
    question is answered once the window's own thread has brought it forward."""

    _asked = Signal(object)  # a threading.Event, set by the window's thread

    def __init__(self, address: str, window: Callable[[], object], parent=None):
        super().__init__(parent)
        self._window = window
        self._asked.connect(self._come_forward)
        import socket

        self._listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        try:
            if not address.startswith("\0"):
                try:
                    os.unlink(address)  # a crashed first window's: its lock is ours now
                except FileNotFoundError:
                    pass
            self._listener.bind(address)
            self._listener.listen(8)
        except OSError:
            self._listener.close()
            raise
        self._thread = threading.Thread(target=self._serve, name="front door", daemon=True)
        self._thread.start()

    def _serve(self) -> None:
        while True:
            try:
                connection, _ = self._listener.accept()
            except OSError:  # closed
                return
            with connection:
                try:
                    connection.settimeout(ANSWER_WAIT_SECONDS)
                    if not _same_user(connection) or _read_line(connection) != REQUEST:
                        continue
                    done = threading.Event()
                    self._asked.emit(done)
                    if done.wait(ANSWER_WAIT_SECONDS):
                        connection.sendall(ANSWER)
                except (OSError, RuntimeError):  # gone, or the app is closing
                    continue

    @Slot(object)
    def _come_forward(self, done: threading.Event) -> None:
        bring_forward(self._window())
        done.set()

    def close(self) -> None:
        import socket

        try:
            self._listener.shutdown(socket.SHUT_RDWR)  # wakes the accept()
        except OSError:
            pass
        self._listener.close()
        self._thread.join(timeout=2 * ANSWER_WAIT_SECONDS)


class Instance:
    """This start's place among the windows on the same files: `number` 1 is the first
    window's (the usual files), 2 and up a second window's (`paths` says where it saves)."""

    def __init__(self, paths: storage.Paths, number: int, lock: Optional[QLockFile]):
        self.paths = paths
        self.number = number
        self._lock = lock
        self._closed = False
        self.front_door: Optional[FrontDoor] = None

    @property
    def first(self) -> bool:
        return self.number == 1

    def notice(self) -> Optional[str]:
        """What a second window tells its player (in their language, so once the translators
        are in); None for the first."""
        if self.first:
            return None
        return InstanceTexts.tr(
            "Palace Desktop is already open in another window. This window keeps its game "
            "apart: a game left unfinished here is kept for later (Game ▸ Resume a kept "
            "game), and settings changed here are not saved.")

    def start(self, launcher) -> None:
        """Once the launcher is made: the first window answers second starts; a second says
        what it does, on stderr and in the window."""
        if not self.first:
            print(f"Palace Desktop is already open on these files: this window saves its game "
                  f"apart ({self.paths.autosave_path.name}), keeps it for later when it closes, "
                  f"and does not save the settings.", file=sys.stderr)
            launcher.notices.append(self.notice())
        else:
            # Once the start is on screen: a zero timer ran before the first frame, and its
            # socket module was ~8 ms more before the dealt table. A second start meanwhile
            # (under a second) plays beside this window, as with one that hangs.
            launcher.when_on_screen(lambda: self._open_front_door(launcher))

    def _open_front_door(self, launcher) -> None:
        if self._closed:
            return
        try:
            address = socket_address(self.paths.data_dir)
            if address is not None:
                self.front_door = FrontDoor(address, lambda: launcher.window)
        except OSError:
            pass  # a second start then plays beside this window: nothing is lost

    def close(self) -> None:
        """At the end: a second window's unfinished game goes to the kept folder; the lock
        and the socket are let go of."""
        self._closed = True
        if self.front_door is not None:
            self.front_door.close()
            self.front_door = None
        if not self.first:
            keep_left_game(self.paths)
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None


def keep_left_game(paths: storage.Paths) -> None:
    try:
        storage.keep_saved_match(paths)
    except OSError as error:  # it stays where it is, and the next start tries again
        print(f"The game of this window could not be kept: {error}", file=sys.stderr)


def _try_lock(path: Path, wait_ms: int = 0) -> tuple[Optional[QLockFile], bool]:
    """(the lock, None when not taken; whether another process holds it)."""
    lock = QLockFile(str(path))
    lock.setStaleLockTime(0)  # only a dead holder's lock is stale, however old a live one's
    if lock.tryLock(wait_ms):
        return lock, False
    return None, lock.error() == QLockFile.LockError.LockFailedError


def _keep_games_left_behind(paths: storage.Paths, own: int) -> None:
    """Second windows' autosaves whose window is gone (a crash, a kill): to the kept folder."""
    try:
        names = [path.name for path in paths.data_dir.iterdir()]
    except OSError:
        return
    for name in names:
        found = OTHER_AUTOSAVE.fullmatch(name)
        number = int(found.group(1)) if found else own
        if number == own or number < 2:
            continue
        lock, _held = _try_lock(window_lock_path(paths, number))
        if lock is not None:
            keep_left_game(paths.for_another_window(number))
            lock.unlock()


def claim_instance(paths: storage.Paths, ask_first: bool, wait_ms: int = 0) -> Optional[Instance]:
    """This start's Instance, or None when the first window came to the front at its asking
    (`ask_first`: a plain start) and it should end. `wait_ms`: how long the first window's
    lock is waited for (a restart's, whose old window is closing)."""
    try:
        paths.data_dir.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass  # then no lock either: the first window's saves say what is wrong
    lock, held = _try_lock(window_lock_path(paths, 1), wait_ms)
    if not held:  # ours, or a folder where no lock can be made (nor anything saved: said so)
        _keep_games_left_behind(paths, 1)
        return Instance(paths, 1, lock)
    if ask_first and ask_to_come_forward(socket_address(paths.data_dir)):
        print("Palace Desktop is already open on these files: its window was brought to the "
              "front.", file=sys.stderr)
        return None
    for number in range(2, MAX_WINDOWS + 1):
        lock, held = _try_lock(window_lock_path(paths, number))
        if lock is not None:
            own = paths.for_another_window(number)
            keep_left_game(own)  # a crashed window's of this number
            _keep_games_left_behind(paths, number)
            return Instance(own, number, lock)
    # More windows than anyone opens: a file of this process's own, with no lock to take.
    return Instance(paths.for_another_window(MAX_WINDOWS + os.getpid()), 2, None)
