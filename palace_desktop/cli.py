"""The command line (ENGINE_API.md section 4): picks a subcommand or hands over to the app.

`palace-desktop replay FILE`, `palace-desktop tournament ...` and `palace-desktop serve ...` run
without Qt; anything else goes, untouched, to `palace_desktop.app.main`, which parses the app's
own options (`--seed`, `--seats`, `--screenshot`, `--help`). Every target is imported only when it is chosen, so this
module imports no Qt and `replay` starts fast.
"""

from __future__ import annotations

import argparse
import gc
import importlib
import os
import sys
from typing import Callable, Sequence

PROG = "palace-desktop"

# For the app's --help (app.py may use it as its parser's epilog): the other ways to start.
COMMANDS_HELP = """\
other commands:
  replay FILE           print the result JSON of a hand or match file
                        (exit 0: all legal, 2: an action was rejected,
                        1: the file cannot be read or is not a valid history)
  tournament ...        bots play duplicate deals; see `tournament --help`
  serve [--host ADDR] [--port N] [--tls-cert F --tls-key F] [--data-dir DIR]
                        run a table server for play across computers, until
                        SIGINT or SIGTERM; see `serve --help`"""


class _Parser(argparse.ArgumentParser):
    """Usage errors exit 1: `replay` keeps exit 2 for "an action was rejected"."""

    def error(self, message: str):
        self.print_usage(sys.stderr)
        self.exit(1, f"{self.prog}: error: {message}\n")


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    command = args[0] if args else None
    if command == "replay":
        return _quiet_if_reader_leaves(lambda: _replay(args[1:]))
    if command == "tournament":
        tournament = _load("palace_desktop.bots.tournament", "main", "the tournament")
        if tournament is None:
            return 1
        return _quiet_if_reader_leaves(lambda: tournament(args[1:]))
    if command == "serve":
        serve = _load("palace_desktop.net.serve", "main", "the table server")
        return 1 if serve is None else serve(args[1:], prog=f"{PROG} serve")
    hold_collection()
    from .ui.quick_enums import make_enums_quickly

    make_enums_quickly()  # before Qt's first enum (ui/quick_enums.py)
    app_main = _load("palace_desktop.app", "main", "the table")
    if app_main is None:
        if {"-h", "--help"} & set(args):
            print(f"usage: {PROG} [app options]\n       {PROG} COMMAND ...\n\n{COMMANDS_HELP}")
            return 0
        return 1
    return app_main(args)


_collection_held = False


def hold_collection() -> None:
    """No cyclic garbage collection until the start is on screen (`collect_from_now_on`).

    Starting the app makes some 55,000 objects the collector follows, which live as long as
    it does (modules, classes, Qt's enums): collecting while they are made walks them again
    and again, 77 runs and 15-18 ms of CPU before the dealt table's first frame (issue 43),
    and finds next to nothing (a start makes little cyclic garbage)."""
    global _collection_held
    if gc.isenabled():
        gc.disable()
        _collection_held = True


def collect_from_now_on() -> None:
    """Collect again, as usual; what the start made is frozen first (`gc.freeze`), so that no
    later full collection walks it again. Does nothing unless `hold_collection` held it."""
    global _collection_held
    if _collection_held:
        _collection_held = False
        gc.freeze()
        gc.enable()


def _quiet_if_reader_leaves(command: Callable[[], int]) -> int:
    """Run a command whose output may be piped into `head`: when the reader closes the pipe,
    end quietly with SIGPIPE's usual status instead of a BrokenPipeError traceback."""
    try:
        status = command()
        sys.stdout.flush()  # here, not at exit, where the error could not be caught
        return status
    except BrokenPipeError:
        import signal  # only here: its import makes an enum of every signal (~1 ms a start)

        # Python flushes stdout again at exit: point it at /dev/null so that fails no more.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 128 + getattr(signal, "SIGPIPE", 13)


def _replay(args: list[str]) -> int:
    parser = _Parser(prog=f"{PROG} replay",
                     description="Print the result JSON of a hand history or match file.")
    parser.add_argument("file", metavar="FILE", help="a palace-hand/1 or palace-match/1 JSON file")
    options = parser.parse_args(args)
    replay_file = _load("palace_desktop.engine.history_file", "replay_file", "replay")
    return 1 if replay_file is None else replay_file(options.file)


def _load(module: str, name: str, what: str) -> Callable | None:
    """`module.name`, or None after a one-line error when `module` does not exist (yet).

    Only the module itself being absent counts: an import error from inside it is a real bug
    and propagates with its traceback.
    """
    try:
        return getattr(importlib.import_module(module), name)
    except ModuleNotFoundError as error:
        if error.name is None or not (module + ".").startswith(error.name + "."):
            raise
    print(f"{PROG}: {what} is not built yet", file=sys.stderr)
    return None
