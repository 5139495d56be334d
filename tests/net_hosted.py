"""A table server on 127.0.0.1 (port 0) on a loop thread of its own, for tests that drive the
app's side (NetLink, the dialogs, a remote table) from the Qt thread."""

from __future__ import annotations

from contextlib import contextmanager

from palace_desktop.net.loop_thread import LoopThread
from palace_desktop.net.server import TableServer

from net_play import FAST


@contextmanager
def hosted_server(**options):
    """Yields (uri, server); `options` go to TableServer (fast by default: tests move at the
    table's pace, not a person's)."""
    thread = LoopThread("test-server")
    server = None
    try:
        async def _start():
            nonlocal server
            server = TableServer(**{**FAST, **options})
            return await server.start("127.0.0.1", 0)

        port = thread.submit(_start()).result(10)
        yield f"ws://127.0.0.1:{port}", server
    finally:
        if server is not None:
            thread.submit(server.stop()).result(10)
        thread.stop()
