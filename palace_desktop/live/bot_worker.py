"""Bots think here, off the GUI thread: in a worker process, because a Python bot in a thread
would compete with the GUI for the interpreter lock and the window would stutter.

`BotWorker.request(...)` returns at once; the answer comes back as the `decided` signal,
delivered in the GUI thread. An inline mode decides in the same process (tests, and a fallback
where processes cannot start).
"""

from __future__ import annotations

import contextlib
import copy
import os
import random
import threading
import time
from typing import TYPE_CHECKING, Optional

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from ..engine.view import SeatView

if TYPE_CHECKING:
    from concurrent.futures import Future, ProcessPoolExecutor

    from ..bots.memory import TableMemory

_BOTS: dict = {}
PARENT_CHECK_SECONDS = 0.25


def _end_with_parent(parent_pid: int) -> None:
    """Runs first in the worker: a watchdog ends it as soon as the app is gone, whatever way
    the app ended (a kill -9 runs none of its clean-up). The pool's pipes do not tell: the
    worker holds both ends of its queue, so it would wait for work for ever, orphaned.

    Ctrl+C in the terminal and a closed terminal signal the whole process group: the app ends
    in order on them (ui/quit_signals.py) and stops its worker itself, which meanwhile printed
    a KeyboardInterrupt traceback of its own."""
    import signal

    for name in ("SIGINT", "SIGHUP"):
        if hasattr(signal, name):  # (no SIGHUP on Windows)
            signal.signal(getattr(signal, name), signal.SIG_IGN)

    def watch() -> None:
        while os.getppid() == parent_pid:
            time.sleep(PARENT_CHECK_SECONDS)
        os._exit(0)

    threading.Thread(target=watch, name="parent-watchdog", daemon=True).start()


def decide(level: str, seat: int, seed: int, token: int, view: SeatView, options: dict,
           memory: Optional[TableMemory] = None):
    """Runs in the worker. Bots are cached per (level, seat, seed); the rng is derived from
    the seed and the token, so a given game state (and `memory`, what the seat has seen the
    others do in the match) always gets the same answer."""
    key = (level, seat, seed, tuple(sorted(options.items())))
    bot = _BOTS.get(key)
    if bot is None:
        from ..bots import make_bot  # in the worker: the app's window does not wait for it

        bot = _BOTS[key] = make_bot(level, seat, seed, **options)
    rng = random.Random(f"{seed}:{seat}:{token}")
    # A Decision pickles (plain values), and so does the memory on its way here.
    return bot.decide(view, view.legal_actions, rng, memory=memory)


@contextlib.contextmanager
def _hangup_blocked():
    """SIGHUP held back while the pool starts multiprocessing's resource tracker, a process of
    its own that ignores SIGINT and SIGTERM but not SIGHUP: a closed terminal signals the whole
    process group, the tracker died of it, and the app, while it ended in order, printed the
    tracker's relaunch warning and five KeyError tracebacks. A process keeps the blocked
    signals it was started with: the tracker never sees a SIGHUP; the app gets its own when
    it is unblocked here."""
    import signal

    hangup = {signal.SIGHUP} if hasattr(signal, "SIGHUP") else set()  # (none on Windows)
    if hangup:
        signal.pthread_sigmask(signal.SIG_BLOCK, hangup)
    try:
        yield
    finally:
        if hangup:
            signal.pthread_sigmask(signal.SIG_UNBLOCK, hangup)


class BotWorker(QObject):
    decided = Signal(int, object)  # token, Decision
    failed = Signal(int, str)  # token, message
    _delivered = Signal(int, object, str)  # from the executor's thread to the GUI thread

    def __init__(self, inline: bool = False, parent=None):
        super().__init__(parent)
        self.inline = inline
        self._executor: Optional[ProcessPoolExecutor] = None
        self._futures: set[Future] = set()
        self._held: Optional[list] = None  # requests that wait for `release` (see `hold`)
        self._hold_timer: Optional[QTimer] = None
        self._delivered.connect(self._deliver)

    def hold(self, at_most_ms: int) -> None:
        """Keep the requests from now on until `release`, or for `at_most_ms`: the app's first
        window is drawn before the worker process starts (it would take a core from it,
        issue 16), and a window that is never drawn (minimised) still has its bots play."""
        if self._held is None:
            self._held = []
        if self._hold_timer is None:
            self._hold_timer = QTimer(self)
            self._hold_timer.setSingleShot(True)
            self._hold_timer.timeout.connect(self.release)
        self._hold_timer.start(at_most_ms)

    @Slot()
    def release(self) -> None:
        """Send the requests kept since `hold`, in their order, and send the next at once."""
        if self._hold_timer is not None:
            self._hold_timer.stop()
        held, self._held = self._held, None
        for request in held or ():
            self.request(*request)

    def _pool(self) -> ProcessPoolExecutor:
        if self._executor is None:
            # Imported at the first bot's turn, not before the first window.
            import multiprocessing
            from concurrent.futures import ProcessPoolExecutor

            # "spawn": the GUI process has Qt threads, which a fork would copy half-alive.
            context = multiprocessing.get_context("spawn")
            with _hangup_blocked():
                self._executor = ProcessPoolExecutor(max_workers=1, mp_context=context,
                                                     initializer=_end_with_parent,
                                                     initargs=(os.getpid(),))
        return self._executor

    def request(self, token: int, level: str, seat: int, seed: int, view: SeatView,
                options: Optional[dict] = None,
                memory: Optional[TableMemory] = None) -> None:
        """Ask for seat's decision in `view`; `memory`: what the seat has seen so far in the
        match (`bots.memory.TableMemory`), for a bot that adapts to the others."""
        options = dict(options or {})
        if self._held is not None:
            self._held.append((token, level, seat, seed, view, options, memory))
            return
        if self.inline:
            # Answer on the next turn of the event loop, as the process would, with the
            # memory as it is now (a process gets a copy too).
            memory = copy.deepcopy(memory)
            QTimer.singleShot(0, self, lambda: self._decide_inline(token, level, seat, seed,
                                                                   view, options, memory))
            return
        future = self._pool().submit(decide, level, seat, seed, token, view, options, memory)
        self._futures.add(future)
        future.add_done_callback(lambda f, t=token: self._done(t, f))

    def _decide_inline(self, token, level, seat, seed, view, options, memory=None) -> None:
        try:
            decision = decide(level, seat, seed, token, view, options, memory)
        except Exception as error:  # a bot bug must not take the game down
            self.failed.emit(token, f"{type(error).__name__}: {error}")
            return
        self.decided.emit(token, decision)

    def _done(self, token: int, future: Future) -> None:
        # Runs in the executor's result thread: hand over to the GUI thread by a queued signal.
        self._futures.discard(future)
        if future.cancelled():
            return
        error = future.exception()
        if error is not None:
            self._delivered.emit(token, None, f"{type(error).__name__}: {error}")
        else:
            self._delivered.emit(token, future.result(), "")

    @Slot(int, object, str)
    def _deliver(self, token: int, decision, error: str) -> None:
        if error:
            self.failed.emit(token, error)
        else:
            self.decided.emit(token, decision)

    @property
    def pending(self) -> int:
        return len(self._futures)

    def shutdown(self) -> None:
        if self._hold_timer is not None:
            self._hold_timer.stop()
        if self._held is not None:
            self._held = []  # a release after this starts nothing
        if self._executor is not None:
            for future in list(self._futures):
                future.cancel()
            self._executor.shutdown(wait=True, cancel_futures=True)
            self._executor = None
