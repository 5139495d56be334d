"""Ctrl+C in the terminal (SIGINT), a `kill` (SIGTERM) and a closed terminal or ended session
(SIGHUP) end the app as Game ▸ Quit does: the window closes through its own close path (the
last move's autosave flushed, the settings with the window's size and docks written, the bots'
worker stopped), then the app ends with the shell's usual status for the signal, 128 + its
number (130, 143, 129), as the command line's `replay` does for SIGPIPE.

Python runs a signal's handler only when the interpreter next gets control, and a window
waiting for a click runs no Python at all: the signal stayed pending until the next move
(Ctrl+C then raised KeyboardInterrupt in whatever slot ran, and the game went on). So the
C-level handler writes the signal's number to a socket (`signal.set_wakeup_fd`), whose
QSocketNotifier wakes the event loop at once; the window is closed from that slot, never from
inside the handler, and the handler itself does nothing. (A QTimer giving the interpreter
control every N ms would do too, but wakes an idle app N times a second for ever and answers
up to N ms late; the socket costs nothing until a signal comes. From the signal to the
process's end: 0.26-0.43 s, the close path and the worker's shutdown.) A nested event loop (a question
asked with exec()) wakes as well: its close path done, the process ends there (`end_now`),
an open question cannot keep the app alive nor be taken for answered.

Installed once the window's first frame is on screen, or for a game dealt at start once its
table is (`signal`'s import, with its enums, costs the start ~1-6 ms): a signal before that
ends the process as it always did, with nothing to lose yet but the window's size (and a game
just dealt)."""

from __future__ import annotations

import os
import sys

from PySide6.QtCore import QCoreApplication, QObject, QSocketNotifier, QThread, Slot

ENDING_SIGNALS = ("SIGINT", "SIGTERM", "SIGHUP")  # (SIGHUP: not on Windows)


class QuitOnSignals(QObject):
    """Closes `window` and ends the app when one of ENDING_SIGNALS arrives."""

    def __init__(self, window):
        super().__init__(window)
        import signal

        self.window = window
        self.status = None  # the exit status, once a signal came
        self._reader, writer = _wakeup_pair()
        # (A second signal while the socket is full is dropped without a warning on stderr:
        # the first is enough to end the app.)
        signal.set_wakeup_fd(writer, warn_on_full_buffer=False)
        self.numbers = [number for name in ENDING_SIGNALS
                        if (number := getattr(signal, name, None)) is not None]
        for number in self.numbers:
            signal.signal(number, _noted)
        self._notifier = QSocketNotifier(self._reader.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._woken)

    @Slot()
    def _woken(self) -> None:
        try:
            received = self._reader.read(64)
        except BlockingIOError:
            return
        if not received:  # (nothing yet: a non-blocking pipe's read gives None)
            return
        ending = [number for number in received if number in self.numbers]
        if ending and self.status is None:
            self.status = 128 + ending[0]
            self.window.close()  # the window's close path: what Game ▸ Quit does
            if QThread.currentThread().loopLevel() > 1:
                end_now(self.status)
            QCoreApplication.exit(self.status)


def _wakeup_pair():
    """(the reading end, as a file with `read` and `fileno`; the writing end's descriptor), both
    non-blocking: the handler must never wait on a full one. A pipe where there are pipes: the
    socket module was ~4 ms of the start before the dealt table (this is installed at the
    window's first frame). Windows' wakeup descriptor must be a socket."""
    if os.name == "posix":
        reader, writer = os.pipe()
        for end in (reader, writer):
            os.set_blocking(end, False)
        return os.fdopen(reader, "rb", buffering=0), writer
    import socket

    reader, writer = socket.socketpair()
    for end in (reader, writer):
        end.setblocking(False)
    return _SocketReader(reader, writer), writer.fileno()


class _SocketReader:
    """A socket pair's reading end read as the pipe's is; it keeps the writing end open."""

    def __init__(self, reader, writer):
        self._reader, self._writer = reader, writer

    def fileno(self) -> int:
        return self._reader.fileno()

    def read(self, size: int) -> bytes:
        return self._reader.recv(size)


def end_now(status: int) -> None:
    """End the process from inside a question's nested event loop, its close path done. Every
    loop unwound, the code that asked would go on as if the question had been answered with
    Esc: the saved game's question moved the game to the kept ones, the tutorial's offer
    counted as declined, each a change no one chose."""
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError, AttributeError):  # (closed, or none at all)
            pass
    os._exit(status)


def _noted(number, frame) -> None:
    """The Python-level handler: the wakeup socket has the signal already (see the module's
    docstring); without a handler of Python's own, SIGTERM and SIGHUP would end the process
    there and then, and SIGINT raise KeyboardInterrupt."""


def quit_on_signals_after_first_frame(window) -> None:
    """Install QuitOnSignals on `window` at its first frame. Connected before whatever a start
    does at that frame (a question asked there runs a nested event loop until answered)."""

    def install() -> None:
        window.quit_on_signals = QuitOnSignals(window)

    window.first_frame_shown.connect(install)
