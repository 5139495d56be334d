"""`python -m palace_desktop`: the command line of ENGINE_API.md section 4 (see cli.py)."""

from .cli import main

# Guarded: a bot worker process started with "spawn" imports the parent's main module again,
# and must not start a second app.
if __name__ == "__main__":
    raise SystemExit(main())
