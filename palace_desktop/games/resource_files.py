"""Where the `resources/` folder of this installation is (bundle, wheel or checkout). No Qt:
translation loading, the icon and scripts find their files without the card art's QtGui."""

from __future__ import annotations

import sys
from pathlib import Path

_PACKAGE_DIR = Path(__file__).resolve().parent.parent  # palace_desktop/


def _resource_candidates() -> list[Path]:
    candidates = []
    # A PyInstaller bundle unpacks (or lays out) its data under sys._MEIPASS; packaging/ may keep
    # the wheel layout (palace_desktop/resources) or put the folder at the top.
    meipass = getattr(sys, "_MEIPASS", None)
    if meipass:
        candidates += [Path(meipass) / "palace_desktop" / "resources", Path(meipass) / "resources"]
    # Installed from a wheel: setup.py maps resources/ to the package palace_desktop.resources.
    candidates.append(_PACKAGE_DIR / "resources")
    # A checkout (or an editable install): <repo>/resources next to the package folder.
    candidates.append(_PACKAGE_DIR.parent / "resources")
    return candidates


def resources_dir() -> Path:
    """The `resources/` folder of this installation: bundle, wheel or checkout, in that order.

    Falls back to the checkout location (which may not exist) so callers get a stable path and
    a clear "file not found" naming it, rather than None.
    """
    candidates = _resource_candidates()
    for candidate in candidates:
        if candidate.is_dir():
            return candidate
    return candidates[-1]


def resource_path(*parts: str) -> Path:
    """A path inside `resources/`, e.g. `resource_path("icons", "app.png")`."""
    return resources_dir().joinpath(*parts)
