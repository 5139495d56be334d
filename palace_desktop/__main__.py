"""`python -m palace_desktop`: the command line of ENGINE_API.md section 4 (see cli.py)."""

from .cli import main

raise SystemExit(main())
