"""`palace-desktop serve`: the table server with no display, until SIGINT or SIGTERM.

One line on stderr per table event (made, seat taken, hand dealt, match over, closed), and
first the address it listens on (`listening on ws://127.0.0.1:8765`), so a script that asked
for port 0 learns the port. The tables are saved in `--data-dir` and resumed from it at the
next start (net/store.py).
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import signal
import sys
from pathlib import Path
from typing import Optional, Sequence

from .limits import CONNECTIONS_PER_ADDRESS

DEFAULT_PORT = 8765


def parser(prog: str) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=prog, description="Run a Palace Poker table server: clients make tables, each "
        "named by a room code, and play from their own computers (docs/PROTOCOL.md).")
    parser.add_argument("--host", default="127.0.0.1",
                        help="address to listen on (default 127.0.0.1; 0.0.0.0 or :: for all)")
    parser.add_argument("--port", type=int, default=DEFAULT_PORT,
                        help=f"TCP port (default {DEFAULT_PORT}; 0 picks a free one)")
    parser.add_argument("--tls-cert", metavar="FILE", help="certificate chain (PEM): speak TLS")
    parser.add_argument("--tls-key", metavar="FILE", help="the certificate's private key (PEM)")
    parser.add_argument("--data-dir", metavar="DIR",
                        help="where each table is saved after every move, and resumed from "
                        "after a restart (default: the app's data directory's server/)")
    parser.add_argument("--connections-per-address", type=int, metavar="N", default=None,
                        help="connections one address may hold open at once (default "
                        f"{CONNECTIONS_PER_ADDRESS}; 0: no cap, as behind a reverse proxy, "
                        "where every connection comes from the proxy's address and the "
                        "proxy caps them)")
    return parser


def main(args: Sequence[str], prog: str = "palace-desktop serve") -> int:
    options = parser(prog).parse_args(args)
    if bool(options.tls_cert) != bool(options.tls_key):
        print(f"{prog}: --tls-cert and --tls-key go together", file=sys.stderr)
        return 1
    if not 0 <= options.port <= 65535:
        print(f"{prog}: --port: 0 to 65535", file=sys.stderr)
        return 1
    if options.connections_per_address is not None and options.connections_per_address < 0:
        print(f"{prog}: --connections-per-address: 0 or more", file=sys.stderr)
        return 1
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter("%(asctime)s %(message)s", "%Y-%m-%dT%H:%M:%S"))
    log = logging.getLogger("palace_desktop.net")
    log.addHandler(handler)
    log.setLevel(logging.INFO)
    log.propagate = False
    try:
        return asyncio.run(_serve(options.host, options.port, options.tls_cert,
                                  options.tls_key, options.data_dir or default_data_dir(),
                                  options.connections_per_address))
    except OSError as error:  # the port is taken, the certificate cannot be read
        print(f"{prog}: {error}", file=sys.stderr)
        return 1


def default_data_dir() -> Path:
    from ..games.files import Paths

    return Paths().data_dir / "server"


async def _serve(host: str, port: int, cert: Optional[str], key: Optional[str],
                 data_dir: Path, per_address: Optional[int] = None) -> int:
    from .server import TableServer, tls_context  # websockets only once the options are good

    context = tls_context(cert, key) if cert else None
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for name in ("SIGINT", "SIGTERM"):
        if hasattr(signal, name):
            loop.add_signal_handler(getattr(signal, name), stop.set)
    limits = {} if per_address is None else {"per_address": per_address or 2**31}
    server = TableServer(data_dir=Path(data_dir), **limits)
    await server.start(host, port, context)
    try:
        await stop.wait()
    finally:
        logging.getLogger("palace_desktop.net").info("stopping")
        await server.stop()
    return 0
