"""Entry script of the PyInstaller bundle (packaging/build-bundle): `palace-desktop` as installed.

The same entry point as the wheel's `palace-desktop` command, palace_desktop.cli:main, so the
bundle takes the same subcommands and options.
"""

import multiprocessing
import sys

if __name__ == "__main__":
    # The bots' worker processes are started with "spawn": in a frozen app each child re-runs
    # this executable, and freeze_support() turns it into the worker instead of a second app.
    multiprocessing.freeze_support()
    from palace_desktop.cli import main

    sys.exit(main())
