"""What a tool that writes a generated module of the package does with its command line:

    python3 tools/TOOL.py            # rewrite the module
    python3 tools/TOOL.py --check    # exit 1 if the committed module differs from what it writes

(tools/card_glyphs.py, tools/record_inits.py)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Callable, Optional, Sequence


def write_or_check(out: Path, root: Path, make_text: Callable[[], str], description: str,
                   argv: Optional[Sequence[str]] = None) -> int:
    """Write `make_text()` to `out`, or with --check compare it with `out`: 0 if the same, 1
    (and why, on stderr) if not."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--check", action="store_true",
                        help="exit 1 if the committed module is not what this writes")
    options = parser.parse_args(argv)
    text = make_text()
    shown = out.relative_to(root)
    if options.check:
        if out.read_text(encoding="utf-8") != text:
            print(f"{shown} differs from what its tool writes: run it again", file=sys.stderr)
            return 1
        return 0
    out.write_text(text, encoding="utf-8")
    print(f"wrote {shown}")
    return 0
