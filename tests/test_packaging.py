"""Packaging: the desktop entry, the AppStream metainfo, the icons and the desktop integration
script agree with each other and with the app (its id, its command, its version).

No Qt and no network: quick enough for every run. The Debian validators run when they are
installed (desktop-file-utils, appstream) and are skipped otherwise; building the wheel and the
bundle is .ci/run's and packaging/build-bundle's job.
"""

from __future__ import annotations

import configparser
import importlib.machinery
import importlib.util
import os
import re
import shutil
import struct
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
ICONS = ROOT / "resources" / "icons"
APP_ID = "io.github.palace_desktop.PalaceDesktop"
COMMAND = "palace-desktop"
DESKTOP = PACKAGING / f"{APP_ID}.desktop"
METAINFO = PACKAGING / f"{APP_ID}.metainfo.xml"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
SCRIPTS = ("build-bundle", "install-desktop-integration", "install-system-deps", "render-icons")


def load_script(name: str):
    """A packaging script (no .py suffix) as a module; each guards its main()."""
    path = PACKAGING / name
    loader = importlib.machinery.SourceFileLoader(name.replace("-", "_"), str(path))
    spec = importlib.util.spec_from_loader(loader.name, loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


def desktop_entry(path: Path = DESKTOP) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive: Name vs Name[da]
    parser.read(path, encoding="utf-8")
    return parser["Desktop Entry"]


def png_size(path: Path) -> tuple[int, int, int]:
    """(width, height, colour type) from the PNG signature and IHDR chunk."""
    data = path.read_bytes()[:33]
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path.name} is not a PNG"
    assert data[12:16] == b"IHDR"
    width, height = struct.unpack(">II", data[16:24])
    return width, height, data[25]


# --- the desktop entry -----------------------------------------------------------------------

def test_desktop_entry_names_the_app_its_command_and_icon():
    entry = desktop_entry()
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Palace Desktop"
    assert entry["Exec"] == COMMAND and entry["TryExec"] == COMMAND
    assert entry["Icon"] == APP_ID
    assert entry["Terminal"] == "false"
    categories = entry["Categories"]
    assert categories.endswith(";") and {"Game", "CardGame"} <= set(categories.split(";"))


def test_desktop_entry_translates_the_comment():
    entry = desktop_entry()
    for language in ("da", "ar", "es", "vi", "te"):
        assert entry.get(f"Comment[{language}]"), f"no Comment[{language}]"
        assert entry.get(f"GenericName[{language}]"), f"no GenericName[{language}]"


def test_the_command_is_the_wheels_gui_script():
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert pyproject["project"]["gui-scripts"][COMMAND] == "palace_desktop.cli:main"
    launcher = (PACKAGING / "bundle-launcher.py").read_text(encoding="utf-8")
    assert "from palace_desktop.cli import main" in launcher


def test_the_app_announces_the_same_desktop_file_name():
    # Wayland and the desktop's task switcher match the window to the entry by this name.
    app = (ROOT / "palace_desktop" / "app.py").read_text(encoding="utf-8")
    assert f'setDesktopFileName("{APP_ID}")' in app


# --- the AppStream metainfo ------------------------------------------------------------------

def test_metainfo_is_a_desktop_application_with_our_id_and_launchable():
    root = ET.parse(METAINFO).getroot()
    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    launchable = root.find("launchable")
    assert launchable.get("type") == "desktop-id" and launchable.text == DESKTOP.name
    assert root.findtext("provides/binary") == COMMAND
    assert root.findtext("metadata_license") == "CC0-1.0"
    assert root.findtext("project_license") == "MIT"
    assert (ROOT / "LICENSE").read_text(encoding="utf-8").startswith("MIT License")


def test_metainfo_release_is_the_package_version():
    init = (ROOT / "palace_desktop" / "__init__.py").read_text(encoding="utf-8")
    version = re.search(r'__version__ = "([^"]+)"', init).group(1)
    releases = ET.parse(METAINFO).getroot().findall("releases/release")
    assert releases, "no <release>"
    assert releases[0].get("version") == version
    assert re.fullmatch(r"\d{4}-\d\d-\d\d", releases[0].get("date"))


def test_metainfo_content_rating_says_play_money_gambling():
    rating = ET.parse(METAINFO).getroot().find("content_rating")
    assert rating.get("type") == "oars-1.1"
    attributes = {a.get("id"): a.text for a in rating.findall("content_attribute")}
    assert attributes == {"money-gambling": "moderate"}


# --- icons -----------------------------------------------------------------------------------

def test_icon_svg_is_square_svg():
    root = ET.parse(ICONS / "palace-desktop.svg").getroot()
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    x, y, width, height = (float(v) for v in root.get("viewBox").split())
    assert width == height


@pytest.mark.parametrize("size", PNG_SIZES)
def test_icon_png_has_its_size_and_alpha(size):
    width, height, colour_type = png_size(ICONS / f"palace-desktop-{size}.png")
    assert (width, height) == (size, size)
    assert colour_type == 6, "RGBA: the rounded corners must be transparent"


def test_scripts_agree_on_the_icon_sizes():
    assert tuple(load_script("render-icons").SIZES) == PNG_SIZES
    assert tuple(load_script("install-desktop-integration").PNG_SIZES) == PNG_SIZES


# --- scripts ---------------------------------------------------------------------------------

@pytest.mark.parametrize("name", SCRIPTS)
def test_packaging_scripts_are_executable(name):
    assert os.access(PACKAGING / name, os.X_OK), f"chmod +x packaging/{name}"


def test_desktop_integration_installs_and_uninstalls(tmp_path):
    # A stand-in for the installed command, in a folder that is not on PATH.
    fake = tmp_path / "venv bin" / COMMAND
    fake.parent.mkdir()
    fake.write_text("#!/bin/sh\n")
    fake.chmod(0o755)
    prefix = tmp_path / "prefix"
    script = [sys.executable, str(PACKAGING / "install-desktop-integration"),
              "--prefix", str(prefix)]
    subprocess.run(script + ["--exec", str(fake)], check=True, capture_output=True)

    share = prefix / "share"
    installed = desktop_entry(share / "applications" / DESKTOP.name)
    assert installed["Exec"] == f'"{fake}"'  # quoted: the path has a space
    assert installed["TryExec"] == str(fake)
    assert installed["Icon"] == APP_ID
    assert (share / "metainfo" / METAINFO.name).read_bytes() == METAINFO.read_bytes()
    assert (share / "icons/hicolor/scalable/apps" / f"{APP_ID}.svg").is_file()
    for size in PNG_SIZES:
        png = share / f"icons/hicolor/{size}x{size}/apps/{APP_ID}.png"
        assert png_size(png)[:2] == (size, size)

    subprocess.run(script + ["--uninstall"], check=True, capture_output=True)
    left = [p for p in share.rglob("*") if p.is_file() and APP_ID in p.name]
    assert left == []


# --- the Debian validators, when installed ---------------------------------------------------

@pytest.mark.skipif(shutil.which("desktop-file-validate") is None,
                    reason="desktop-file-validate not installed (apt-get install desktop-file-utils)")
def test_desktop_file_validate_passes():
    done = subprocess.run(["desktop-file-validate", str(DESKTOP)], capture_output=True, text=True)
    assert done.returncode == 0 and not done.stdout.strip(), done.stdout + done.stderr


@pytest.mark.skipif(shutil.which("appstreamcli") is None,
                    reason="appstreamcli not installed (apt-get install appstream)")
def test_appstreamcli_validate_passes():
    done = subprocess.run(["appstreamcli", "validate", "--no-net", str(METAINFO)],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
