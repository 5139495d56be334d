"""Build glue that pyproject.toml cannot express: ship the top-level resources/ folder.

All metadata is in pyproject.toml. This file only lists the packages, found automatically, plus
`palace_desktop.resources`, a data-only package whose files come from the top-level resources/
folder, so a wheel holds them at palace_desktop/resources/ (see resources/README.md).
"""

from setuptools import find_packages, setup

setup(
    packages=find_packages(include=["palace_desktop", "palace_desktop.*"])
    + ["palace_desktop.resources"],
    package_dir={"palace_desktop.resources": "resources"},
    package_data={"palace_desktop.resources": ["**/*"]},
)
