"""PySide's look at each module imported, made cheap (issue 43).

After PySide6 is imported, every module imported is asked whether it uses PySide, for the
`from __feature__ import ...` switches (PYSIDE-2029): PySide reads its whole source through
`inspect.getsource` (linecache, tokenize's encoding check, the file kept in memory) and looks
for "PySide6" in it. For the app's ~200 modules that was ~35 ms of CPU on the way to the dealt
table, about half of it before the window's frame. The same question is answered here from
the file's bytes, which gives the same answer for any source in an ASCII-compatible encoding
(Python's default, UTF-8); anything else goes to PySide's own check.

The app's own modules are not read at all (~140 files, ~3 ms of the start): each is answered
yes. The answer only sets the module's default feature selection, 0 ("no feature") for a
module that uses PySide and -1 ("leave its Qt lookups alone") for one that does not; the app
selects no feature anywhere (no module imports `__feature__`: tests/test_pyside_sources.py),
so under either its modules see Qt's types as they are."""

from __future__ import annotations

import os

UPSTREAM = "upstream"  # the check installed here keeps PySide's own under this name
# The package's folder, as its modules' `__file__`s begin.
APP_FOLDER = os.path.dirname(os.path.dirname(os.path.abspath(__file__))) + os.sep


def read_sources_plainly() -> None:
    """Answer PySide's question from the file's bytes from now on (once; a PySide without
    that check is left as it is)."""
    try:
        from shibokensupport import feature  # PySide6's own, importable once PySide6 is
    except ImportError:
        return
    upstream = getattr(feature, "_mod_uses_pyside", None)
    if upstream is None or hasattr(upstream, UPSTREAM):
        return

    def uses_pyside(module) -> bool:
        path = getattr(module, "__file__", None)
        if not isinstance(path, str) or not path.endswith(".py"):
            return upstream(module)
        if path.startswith(APP_FOLDER):
            return True
        try:
            with open(path, "rb") as source:
                return b"PySide6" in source.read()
        except OSError:
            return upstream(module)

    setattr(uses_pyside, UPSTREAM, upstream)
    feature._mod_uses_pyside = uses_pyside
