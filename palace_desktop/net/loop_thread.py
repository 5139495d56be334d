"""An asyncio event loop on a thread of its own, for a program whose main thread runs another
loop (the app's Qt loop): the table client and a hosted table server live there, and the main
thread hands them coroutines (`submit`) without ever waiting on the network itself."""

from __future__ import annotations

import asyncio
import threading
from concurrent.futures import Future
from typing import Coroutine


class LoopThread:
    def __init__(self, name: str = "palace-net"):
        self.loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._run, name=name, daemon=True)
        self._thread.start()

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        try:
            self.loop.run_forever()
        finally:
            self.loop.close()

    @property
    def running(self) -> bool:
        return self._thread.is_alive() and not self.loop.is_closed()

    def submit(self, coroutine: Coroutine) -> Future:
        """Run `coroutine` on the loop; its result (or exception) comes in the Future."""
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop)

    def call(self, function, *args) -> None:
        """Call a plain function on the loop's thread, soon."""
        self.loop.call_soon_threadsafe(function, *args)

    def stop(self, timeout: float = 5.0) -> None:
        """Cancel what still runs, stop the loop and wait (at most `timeout`) for its thread.
        Safe to call twice."""
        if not self._thread.is_alive():
            return

        async def _cancel_all() -> None:
            current = asyncio.current_task()
            tasks = [t for t in asyncio.all_tasks() if t is not current]
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)

        try:
            self.submit(_cancel_all()).result(timeout)
        except Exception:  # a task that will not stop must not keep the app from closing
            pass
        self.loop.call_soon_threadsafe(self.loop.stop)
        self._thread.join(timeout)
