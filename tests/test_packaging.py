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
    sys.modules[loader.name] = module  # dataclasses look their module up while it loads
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


# --- the Debian package: packaging/make-manpage, build-deb, test-deb -------------------------
# The full build (bundle, .deb, lintian) and the test in a fresh Debian root take minutes and
# need root: packaging/test-deb runs them, outside CI. These check the scripts' parts, and
# build a small package from a stand-in bundle when dpkg-deb and binutils are there.

DEBIAN = PACKAGING / "debian"
DEB_TOOLS = ("dpkg-deb", "dpkg", "readelf", "strip", "gzip")
needs_deb_tools = pytest.mark.skipif(
    any(shutil.which(tool) is None for tool in DEB_TOOLS),
    reason="needs dpkg-deb and binutils (apt-get install binutils)")

ARGPARSE_HELP = """\
usage: palace-desktop [-h] [--seed SEED] [--screenshot FILE.png]
                      [--size WxH]

Palace Poker at a desktop table.

options:
  -h, --help            show this help message and exit
  --seed SEED           deal number of the first hand
  --screenshot FILE.png
                        lay out, deal, save a PNG of the main window and exit
  --size WxH            window size for --screenshot (default 1280x800)

other commands:
  replay FILE           print the result JSON of a hand or match file
                        (exit 0: all legal)
  tournament ...        bots play duplicate deals; see `tournament --help`
"""


def test_new_packaging_scripts_are_listed_as_executable():
    for name in ("build-deb", "make-manpage", "test-deb", "debian/postrm"):
        assert os.access(PACKAGING / name, os.X_OK), f"chmod +x packaging/{name}"


def test_make_manpage_reads_argparse_help():
    manpage = load_script("make-manpage")
    parsed = manpage.parse_help(ARGPARSE_HELP)
    assert parsed.usage == "palace-desktop [-h] [--seed SEED] [--screenshot FILE.png] [--size WxH]"
    assert parsed.description == ["Palace Poker at a desktop table."]
    options, commands = parsed.sections
    assert options.title == "options" and commands.title == "other commands"
    assert [e.invocation for e in options.entries] == [
        "-h, --help", "--seed SEED", "--screenshot FILE.png", "--size WxH"]
    assert options.entries[2].help == "lay out, deal, save a PNG of the main window and exit"
    assert commands.entries[0].help.endswith("(exit 0: all legal)")


def test_make_manpage_roff_escapes_and_fonts():
    manpage = load_script("make-manpage")
    assert manpage.invocation("-h, --help") == r"\fB\-h\fR, \fB\-\-help\fR"
    assert manpage.invocation("[--seed SEED]") == r"[\fB\-\-seed\fR\ \fISEED\fR]"
    assert manpage.invocation("replay FILE", first_is_command=True) == r"\fBreplay\fR \fIFILE\fR"
    assert manpage.prose("see `tournament --help`") == r"see \fBtournament \-\-help\fR"
    assert manpage.prose(".starts with a dot \\") == r"\&.starts with a dot \e"
    assert manpage.prose("2-10 seats, hot-seat") == "2-10 seats, hot-seat"


@pytest.fixture(scope="module")
def manual_page(tmp_path_factory):
    """palace-desktop.6 made from this checkout's real --help (python -m palace_desktop)."""
    page = tmp_path_factory.mktemp("man") / "palace-desktop.6"
    subprocess.run([sys.executable, str(PACKAGING / "make-manpage"), "-o", str(page),
                    "--date", "2026-01-02"], check=True, cwd=ROOT)
    return page.read_text(encoding="utf-8")


def test_manual_page_has_every_option_of_every_command(manual_page):
    assert manual_page.splitlines()[1].startswith('.TH PALACE\\-DESKTOP 6 "2026-01-02"')
    for section in ("NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "OTHER COMMANDS",
                    r"PALACE\-DESKTOP REPLAY", r"PALACE\-DESKTOP TOURNAMENT", "FILES",
                    "ENVIRONMENT"):
        assert f"\n.SH {section}\n" in manual_page, section
    for args in ([], ["tournament"], ["replay"]):
        help_text = subprocess.run([sys.executable, "-m", "palace_desktop", *args, "--help"],
                                   capture_output=True, text=True, check=True, cwd=ROOT).stdout
        for option in set(re.findall(r"(?<![\w-])--[a-z][\w-]*", help_text)):
            assert r"\fB" + option.replace("-", r"\-") + r"\fR" in manual_page, option


def test_manual_page_files_are_the_apps_files(manual_page):
    from palace_desktop.games import files
    for name in (files.SETTINGS_FILE, files.AUTOSAVE_FILE, files.STATISTICS_FILE,
                 files.KEPT_DIR + "/", files.HOME_ENV):
        assert name in manual_page
    assert f"/.config/{files.APP_NAME}/" in manual_page


@pytest.mark.skipif(shutil.which("groff") is None, reason="groff not installed")
def test_manual_page_renders_without_warnings(manual_page, tmp_path):
    page = tmp_path / "palace-desktop.6"
    page.write_text(manual_page, encoding="utf-8")
    done = subprocess.run(["groff", "-man", "-ww", "-z", "-K", "utf8", str(page)],
                          capture_output=True, text=True)
    assert done.returncode == 0 and not done.stderr, done.stderr


def test_deb_version_is_the_projects():
    import palace_desktop
    assert load_script("build-deb").project_version(ROOT) == palace_desktop.__version__


def test_deb_shlibs_lookup():
    build_deb = load_script("build-deb")
    assert build_deb.split_soname("libz.so.1") == ("libz", "1")
    assert build_deb.split_soname("libxcb-render-util.so.0") == ("libxcb-render-util", "0")
    assert build_deb.split_soname("libfoo-1.2.so") == ("libfoo", "1.2")
    shlibs = ("libcrypto 3 libssl3 (>= 3.0.9)\nlibssl 3 libssl3 (>= 3.0.9)\n"
              "udeb: libssl 3 libssl3-udeb (>= 3.0.9)\n")
    assert build_deb.shlibs_dependency("libssl3", "libssl.so.3", shlibs) == "libssl3 (>= 3.0.9)"
    assert build_deb.shlibs_dependency("libfoo1", "libfoo.so.1", shlibs) == "libfoo1"
    assert "/usr/lib/x86_64-linux-gnu/libz.so.1" in build_deb.path_variants(
        Path("/lib/x86_64-linux-gnu/libz.so.1"))


@pytest.mark.skipif(shutil.which("dpkg") is None, reason="needs dpkg")
def test_deb_depends_are_merged_to_the_highest_minimum():
    merge = load_script("build-deb").merge_depends
    assert merge(["libfoo1 (>= 1.2)", "libbar", "libfoo1 (>= 1.10)", "libbar (>= 2:0.1)",
                  "fonts-noto-core", "libfoo1"]) == (
        "fonts-noto-core, libbar (>= 2:0.1), libfoo1 (>= 1.10)")


def test_deb_control_description_is_debian_formatted():
    build_deb = load_script("build-deb")
    summary, blocks = build_deb.metainfo_texts(METAINFO)
    text = build_deb.control_file((DEBIAN / "control.in").read_text(encoding="utf-8"), "0.1.0",
                                  "libc6 (>= 2.36)", 1234, summary, blocks, "A <a@b.example>")
    fields = dict(re.findall(r"(?m)^([A-Z][\w-]+): (.*)$", text))
    assert fields["Package"] == COMMAND and fields["Architecture"] == "amd64"
    assert fields["Section"] == "games" and fields["Installed-Size"] == "1234"
    assert len(fields["Description"]) < 80
    body = text.split("\nDescription: ", 1)[1].splitlines()[1:]
    assert body and all(line.startswith(" ") and len(line) <= 80 for line in body)
    assert "  * bots at four levels, from random to hard" in body
    assert "@" not in text.replace("a@b.example", "")


def test_deb_changelog_comes_from_the_metainfo_releases():
    build_deb = load_script("build-deb")
    text = build_deb.changelog(METAINFO, build_deb.project_version(ROOT), "A <a@b.example>")
    first = text.splitlines()[0]
    assert re.fullmatch(r"palace-desktop \([0-9][\w.+~]*\) unstable; urgency=medium", first)
    assert re.search(r"(?m)^ -- A <a@b\.example>  \w{3}, \d\d \w{3} \d{4} 00:00:00 \+0000$", text)
    with pytest.raises(SystemExit):  # a version the metainfo has no <release> for
        build_deb.changelog(METAINFO, "99.0", "A <a@b.example>")


def test_deb_copyright_is_machine_readable():
    text = (DEBIAN / "copyright").read_text(encoding="utf-8")
    paragraphs = [p for p in text.split("\n\n") if p.strip()]
    assert paragraphs[0].startswith(
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/")
    used, defined = set(), set()
    for paragraph in paragraphs[1:]:
        fields = dict(re.findall(r"(?m)^([A-Z][\w-]+):[ ]?(.*)$", paragraph))
        if "Files" in fields:
            assert fields.get("Copyright") and fields.get("License"), paragraph
            used.add(fields["License"])
        else:
            assert set(fields) == {"License"}, paragraph
            assert len(paragraph.splitlines()) > 2, "a License paragraph holds its text"
            defined.add(fields["License"])
    assert used == defined
    assert "Files: *\nCopyright: 2026 Palace Desktop developers\nLicense: MIT" in text
    assert "Copyright (c) 2026 Palace Desktop developers" in (ROOT / "LICENSE").read_text()


def test_deb_lintian_overrides_each_have_a_reason():
    lines = (DEBIAN / "lintian-overrides").read_text(encoding="utf-8").splitlines()
    for number, line in enumerate(lines):
        if line and not line.startswith("#"):
            assert re.fullmatch(r"palace-desktop: [a-z0-9-]+( \S.*)?", line), line
            assert lines[number - 1].startswith("#"), f"no reason above {line!r}"


@pytest.mark.skipif(shutil.which("sh") is None, reason="needs sh")
def test_deb_postrm_is_valid_shell():
    subprocess.run(["sh", "-n", str(DEBIAN / "postrm")], check=True)


def test_deb_test_reads_pngs():
    test_deb = load_script("test-deb")
    for size in (16, 64):
        width, height, sample = test_deb.png_pixels((ICONS / f"palace-desktop-{size}.png")
                                                    .read_bytes())
        assert (width, height) == (size, size) and len(set(sample)) > 3
    assert test_deb.is_system_record("var/lib/dpkg/status")
    assert not test_deb.is_system_record("usr/share/doc/palace-desktop")


@pytest.fixture(scope="module")
def small_deb(tmp_path_factory):
    """build-deb on a stand-in bundle: a script running this checkout's palace_desktop, and one
    of Debian's own libraries (zlib), which build-deb must take out and depend on instead."""
    work = tmp_path_factory.mktemp("deb")
    bundle = work / "bundle" / COMMAND
    (bundle / "_internal").mkdir(parents=True)
    program = bundle / COMMAND
    program.write_text(f'#!/bin/sh\nPYTHONPATH="{ROOT}" exec "{sys.executable}" '
                       f'-m palace_desktop "$@"\n')
    program.chmod(0o700)
    (bundle / "_internal" / "data.txt").write_text("data\n")
    (bundle / "_internal" / "data.txt").chmod(0o600)
    zlib = Path("/lib/x86_64-linux-gnu/libz.so.1")
    if zlib.exists():
        shutil.copyfile(zlib, bundle / "_internal" / "libz.so.1")
    debs = []
    for name in ("one", "two"):
        env = dict(os.environ, SOURCE_DATE_EPOCH="1700000000")
        subprocess.run([sys.executable, str(PACKAGING / "build-deb"), "--bundle", str(bundle),
                        "--output", str(work / name), "--no-lintian"],
                       check=True, env=env, capture_output=True)
        debs.append(next((work / name).glob("palace-desktop_*_amd64.deb")))
    return debs, zlib.exists()


@needs_deb_tools
def test_deb_build_is_reproducible(small_deb):
    (one, two), _ = small_deb
    version = load_script("build-deb").project_version(ROOT)
    assert one.name == two.name == f"palace-desktop_{version}_amd64.deb"
    assert one.read_bytes() == two.read_bytes()


@needs_deb_tools
def test_deb_holds_the_desktop_files_and_depends_on_the_fonts(small_deb):
    (deb, _), has_zlib = small_deb
    info = subprocess.run(["dpkg-deb", "--field", str(deb)], capture_output=True, text=True,
                          check=True).stdout
    fields = dict(re.findall(r"(?m)^([\w-]+): (.*)$", info))
    depends = fields["Depends"].split(", ")
    assert {"fonts-dejavu-core", "fonts-noto-core"} <= set(depends)
    if has_zlib:
        assert any(d.startswith("zlib1g") for d in depends), depends
    listing = subprocess.run(["dpkg-deb", "--contents", str(deb)], capture_output=True,
                             text=True, check=True).stdout.splitlines()
    entries = {}
    for line in listing:
        mode, owner, _size, day, clock, path = line.split(None, 5)
        assert owner == "root/root" and f"{day} {clock}" == "2023-11-14 22:13", line
        entries[path.split(" -> ")[0].lstrip(".")] = (mode, path)
    assert entries["/usr/bin/palace-desktop"][1].endswith(
        "-> /opt/palace-desktop/palace-desktop")
    assert entries["/opt/palace-desktop/palace-desktop"][0] == "-rwxr-xr-x"
    assert entries["/opt/palace-desktop/_internal/data.txt"][0] == "-rw-r--r--"
    assert "/opt/palace-desktop/_internal/libz.so.1" not in entries  # Debian's zlib1g instead
    icon = desktop_entry()["Icon"]
    expected = {f"/usr/share/applications/{DESKTOP.name}", f"/usr/share/metainfo/{METAINFO.name}",
                f"/usr/share/icons/hicolor/scalable/apps/{icon}.svg",
                "/usr/share/man/man6/palace-desktop.6.gz",
                "/usr/share/doc/palace-desktop/copyright",
                "/usr/share/doc/palace-desktop/changelog.gz",
                "/usr/share/lintian/overrides/palace-desktop"}
    expected |= {f"/usr/share/icons/hicolor/{n}x{n}/apps/{icon}.png" for n in PNG_SIZES}
    assert expected <= set(entries)
    control = subprocess.run(["dpkg-deb", "--ctrl-tarfile", str(deb)], capture_output=True,
                             check=True).stdout
    import io
    import tarfile
    with tarfile.open(fileobj=io.BytesIO(control)) as tar:
        members = {m.name.lstrip("./"): m for m in tar.getmembers() if m.isfile()}
    assert set(members) == {"control", "md5sums", "postrm"}
    assert members["postrm"].mode == 0o755
