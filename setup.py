"""Build glue that pyproject.toml cannot express: ship the top-level resources/ folder.

All metadata is in pyproject.toml. This file only lists the packages, found automatically, plus
`palace_desktop.resources`, a data-only package whose files come from the top-level resources/
folder, so a wheel holds them at palace_desktop/resources/ (see resources/README.md), and
`palace_desktop.engine.data`, the engine's hand table (engine/hand_table.py reads it).
"""

from pathlib import Path

from setuptools import find_packages, setup

# Each sub-folder of resources/ is listed as a data package too: setuptools warns about (and
# may one day drop) data folders that no package claims.
RESOURCE_PACKAGES = ["palace_desktop.resources"] + [
    "palace_desktop.resources." + ".".join(path.relative_to("resources").parts)
    for path in sorted(Path("resources").rglob("*")) if path.is_dir()
]

DATA_PACKAGES = {"palace_desktop.engine.data": ["hand_table.bin"]}

setup(
    packages=(find_packages(include=["palace_desktop", "palace_desktop.*"]) + RESOURCE_PACKAGES
              + list(DATA_PACKAGES)),
    package_dir={"palace_desktop.resources": "resources"},
    package_data={**{name: ["*"] for name in RESOURCE_PACKAGES}, **DATA_PACKAGES},
)
