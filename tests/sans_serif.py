"""Which family the tests' Qt takes for the system's sans-serif (the application's font).

What a person sees, and so what the layout tests measure, depends on that font: Noto Sans has
taller lines than DejaVu Sans, Liberation Sans narrower letters. The suite does not take the
machine's choice: conftest.py points fontconfig at a file made here, which reads the system's
configuration and then puts the family asked for first. The whole suite runs under DejaVu Sans;
test_sans_serif_families.py runs the `layout` tests again under each other family, in a new
process each (fontconfig reads its files once, when Qt first looks for a font).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from xml.sax.saxutils import escape

# The families a desktop's sans-serif is likely to be, with the Debian package holding each.
FAMILIES = {
    "DejaVu Sans": "fonts-dejavu-core",
    "Noto Sans": "fonts-noto-core",
    "Liberation Sans": "fonts-liberation2",
}
DEFAULT = "DejaVu Sans"
# The family a test process is to use (set for the processes test_sans_serif_families starts).
FAMILY_VARIABLE = "PALACE_TEST_SANS_SERIF"
# The fontconfig configuration the generated file reads first: the machine's, or the one the
# developer had chosen with FONTCONFIG_FILE before the tests replaced it.
BASE_VARIABLE = "PALACE_TEST_FONTCONFIG_BASE"
SYSTEM_CONFIG = "/etc/fonts/fonts.conf"


def uses_fontconfig() -> bool:
    """Qt finds its fonts through fontconfig on Linux and the BSDs, not on Windows or macOS."""
    return not sys.platform.startswith(("win", "darwin", "cygwin"))


def fontconfig_file(family: str, folder: Path, base: str = SYSTEM_CONFIG) -> Path:
    """A fonts.conf in `folder` that reads `base`, then puts `family` first for sans-serif
    (prepend_first: before the families the system's own rules put there)."""
    path = folder / f"fonts-{family.replace(' ', '-').lower()}.conf"
    path.write_text(f"""<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">{escape(base)}</include>
  <match target="pattern">
    <test qual="any" name="family"><string>sans-serif</string></test>
    <edit name="family" mode="prepend_first" binding="strong">
      <string>{escape(family)}</string>
    </edit>
  </match>
</fontconfig>
""", encoding="utf-8")
    return path


def pin(folder: Path) -> str:
    """Point this process's fontconfig at the family asked for (DejaVu Sans unless a parent
    test asked for another) before Qt loads a font; the family."""
    family = asked()
    if uses_fontconfig():
        base = os.environ.setdefault(BASE_VARIABLE,
                                     os.environ.get("FONTCONFIG_FILE") or SYSTEM_CONFIG)
        os.environ["FONTCONFIG_FILE"] = str(fontconfig_file(family, folder, base))
    return family


def asked() -> str:
    """The family this test process was pinned to."""
    return os.environ.get(FAMILY_VARIABLE) or DEFAULT


def installed(family: str) -> bool:
    """Whether fonts of `family` itself are installed. Not `QFontDatabase.hasFamily`: under
    fontconfig that is also true of a family the configuration takes for another one that
    is installed (the tests' configuration took Noto Sans and Liberation Sans for DejaVu Sans
    on a machine with neither)."""
    from PySide6.QtGui import QFontDatabase

    return family in QFontDatabase.families()

