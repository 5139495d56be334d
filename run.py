#!/usr/bin/env python3
"""Set up and start Palace Desktop from a checkout, with nothing but python3 (3.11+).

    python3 run.py [app args]         start the app (e.g. --help, --seed 7, replay FILE)
    python3 run.py test [pytest args] run the tests (offscreen, no window, in parallel)
    python3 run.py translations       update the .ts files from the sources and compile them

Each run: install missing Debian/Ubuntu packages (Qt's system libraries, fonts, python3-venv),
create .venv, install the project into it editable with its test extras when pyproject.toml or
setup.py changed since the last install, then hand over to .venv's python. Standard library
only: this runs before anything is installed.
"""

from __future__ import annotations

import ctypes
import hashlib
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
VENV_PYTHON = VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
STAMP = VENV / ".install-stamp"
# The files whose content decides what `pip install -e .[test]` installs.
INSTALL_INPUTS = ("pyproject.toml", "setup.py")
MIN_PYTHON = (3, 11)
# The tests run in parallel (pytest-xdist), two workers per core: the Qt tests spend more than
# half their time waiting (animations, timers, the app in a subprocess), and a core runs the
# other worker meanwhile. At most 16: each worker collects the whole suite (~7 s of CPU) and
# holds a Qt application. Groups (tests/conftest.py) keep tests that share an expensive
# fixture on one worker. Your own arguments come after, so `python3 run.py test -n 0` runs
# them in this one process (as --pdb needs).
WORKERS_PER_CORE = 2
MAX_TEST_WORKERS = 16
# Subcommands of `python -m palace_desktop` that open no window (ENGINE_API.md section 4).
WINDOWLESS_COMMANDS = ("replay", "tournament", "serve")

# (soname or file, Debian package). Qt's offscreen platform, which the tests use, needs these.
QT_BASE_LIBS = [
    ("libEGL.so.1", "libegl1"),
    ("libGL.so.1", "libgl1"),
    ("libX11.so.6", "libx11-6"),
    ("libfontconfig.so.1", "libfontconfig1"),
    ("libfreetype.so.6", "libfreetype6"),
    ("libglib-2.0.so.0", "libglib2.0-0"),
    ("libxkbcommon.so.0", "libxkbcommon0"),
    ("libdbus-1.so.3", "libdbus-1-3"),
]
FONT_FILE = ("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "fonts-dejavu-core")
# The tests lay the app out under these sans-serif families too (tests/sans_serif.py), as a
# desktop may choose them: Noto Sans (the .deb depends on fonts-noto-core) and Liberation Sans.
# And they check the card art's kept glyphs against the faces they came from
# (tools/card_glyphs.py --check): DejaVu Sans Condensed Bold is in fonts-dejavu-extra.
# The app itself needs DejaVu only.
TEST_FONT_FILES = [
    ("/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf", "fonts-noto-core"),
    ("/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf", "fonts-liberation2"),
    ("/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed-Bold.ttf", "fonts-dejavu-extra"),
]
# A real X11 window: what Qt 6's xcb platform plugin (libqxcb.so, libQt6XcbQpa.so.6) links.
QT_XCB_LIBS = [
    ("libX11-xcb.so.1", "libx11-xcb1"),
    ("libxcb.so.1", "libxcb1"),
    ("libxkbcommon-x11.so.0", "libxkbcommon-x11-0"),
    ("libxcb-cursor.so.0", "libxcb-cursor0"),
    ("libxcb-icccm.so.4", "libxcb-icccm4"),
    ("libxcb-image.so.0", "libxcb-image0"),
    ("libxcb-keysyms.so.1", "libxcb-keysyms1"),
    ("libxcb-randr.so.0", "libxcb-randr0"),
    ("libxcb-render.so.0", "libxcb-render0"),
    ("libxcb-render-util.so.0", "libxcb-render-util0"),
    ("libxcb-shape.so.0", "libxcb-shape0"),
    ("libxcb-shm.so.0", "libxcb-shm0"),
    ("libxcb-sync.so.1", "libxcb-sync1"),
    ("libxcb-util.so.1", "libxcb-util1"),
    ("libxcb-xfixes.so.0", "libxcb-xfixes0"),
    ("libxcb-xkb.so.1", "libxcb-xkb1"),
]
# The table's sounds (palace_desktop/ui/sound_output.py loads ALSA with ctypes; without it
# the game is silent, nothing else). With a window only: tests and screenshots play nothing.
SOUND_LIBS = [("libasound.so.2", "libasound2")]


def say(message: str) -> None:
    print(f"run.py: {message}", flush=True)


def fail(message: str, code: int = 1) -> None:
    print(f"run.py: {message}", file=sys.stderr, flush=True)
    raise SystemExit(code)


def main(argv: list[str]) -> int:
    if sys.version_info < MIN_PYTHON:
        fail(f"Python {'.'.join(map(str, MIN_PYTHON))} or newer is needed; this is "
             f"{sys.version.split()[0]} ({sys.executable}).")
    testing = bool(argv) and argv[0] == "test"
    translating = bool(argv) and argv[0] == "translations"
    env = dict(os.environ)
    if testing:
        env.setdefault("QT_QPA_PLATFORM", "offscreen")

    windowless = testing or translating or (bool(argv) and argv[0] in WINDOWLESS_COMMANDS)
    need_x11 = not windowless and needs_x11(env.get("QT_QPA_PLATFORM"))
    problem = venv_problem()
    install_system_packages(missing_packages(need_venv=problem is not None, need_x11=need_x11,
                                             testing=testing))
    if problem is not None:
        create_venv(problem)
    install_project()

    if testing:
        # From the checkout, so pyproject's testpaths and rootdir apply wherever this was run.
        os.chdir(ROOT)
        command = pytest_command(argv[1:])
    elif translating:
        command = [str(VENV_PYTHON), str(ROOT / "tools" / "translations.py"), *argv[1:]]
    else:
        command = [str(VENV_PYTHON), "-m", "palace_desktop", *argv]
    return hand_over(command, env)


def pytest_command(args: list[str]) -> list[str]:
    parallel = ["-n", str(parallel_workers()), "--dist", "loadgroup"]
    return [str(VENV_PYTHON), "-m", "pytest", *parallel, *args]


def parallel_workers() -> int:
    try:
        cores = len(os.sched_getaffinity(0))  # the cores this process may run on
    except AttributeError:  # macOS, Windows
        cores = os.cpu_count() or 1
    return min(WORKERS_PER_CORE * cores, MAX_TEST_WORKERS)


# --- system packages -------------------------------------------------------------------------

def is_debian() -> bool:
    return sys.platform.startswith("linux") and (
        Path("/etc/debian_version").exists() or shutil.which("apt-get") is not None)


def needs_x11(platform: str | None) -> bool:
    """A real window goes through Qt's xcb plugin unless another platform was chosen."""
    return not platform or platform.split(":")[0] == "xcb"


def library_loads(soname: str) -> bool:
    # dlopen() searches exactly where Qt's own loading will: the linker cache and default paths.
    try:
        ctypes.CDLL(soname)
    except OSError:
        return False
    return True


def missing_packages(need_venv: bool, need_x11: bool, testing: bool = False) -> list[str]:
    if not is_debian():
        return []
    libs = QT_BASE_LIBS + (QT_XCB_LIBS + SOUND_LIBS if need_x11 else [])
    missing = [package for soname, package in libs if not library_loads(soname)]
    fonts = [FONT_FILE] + (TEST_FONT_FILES if testing else [])
    missing += [package for path, package in fonts if not Path(path).exists()]
    if need_venv and not venv_module_available():
        missing.append("python3-venv")
    return sorted(set(missing))


def venv_module_available() -> bool:
    # Debian splits venv's pip bootstrap (ensurepip) into the python3-venv package.
    import importlib.util

    return all(importlib.util.find_spec(name) is not None for name in ("venv", "ensurepip"))


def install_system_packages(packages: list[str]) -> None:
    if not packages:
        return
    apt = ["apt-get", "install", "-y", "--no-install-recommends", *packages]
    shown = "apt-get update && " + " ".join(apt)
    as_root = "sudo apt-get update && sudo " + " ".join(apt)
    if os.geteuid() == 0:
        prefix: list[str] = []
    elif shutil.which("sudo") and sys.stdin.isatty():
        prefix = ["sudo"]
    else:
        fail("these Debian packages are missing: " + " ".join(packages) + "\n"
             f"Install them as root, then run this again:\n    {as_root}")
    say("installing Debian packages: " + " ".join(packages))
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    for command in (["apt-get", "update"], apt):
        done = subprocess.run(prefix + command, env=env, stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, text=True)
        if done.returncode != 0:
            print(tail(done.stdout), file=sys.stderr)
            fail(f"'{' '.join(prefix + command)}' failed (exit {done.returncode}).\n"
                 f"Install the packages yourself, then run this again:\n    {shown}")


def tail(text: str, lines: int = 20) -> str:
    return "\n".join(text.rstrip().splitlines()[-lines:])


# --- the virtual environment -----------------------------------------------------------------

def venv_problem() -> str | None:
    """None when .venv's python works; "" when there is no .venv; else what is wrong with it."""
    if not VENV.exists():
        return ""
    check = "import sys; sys.exit(sys.version_info < %r)" % (MIN_PYTHON,)
    try:
        done = subprocess.run([str(VENV_PYTHON), "-c", check], stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, text=True)
    except OSError as error:
        reason = error.strerror or str(error)
    else:
        if done.returncode == 0:
            return None
        reason = tail(done.stdout, 1) or f"exit {done.returncode}, or Python older than 3.11"
    return f"{VENV_PYTHON.relative_to(ROOT)}: {reason}"


def create_venv(broken: str) -> None:
    if broken:
        say(f".venv is broken ({broken}); making a new one with Python {sys.version.split()[0]}")
    else:
        say(f"creating .venv with Python {sys.version.split()[0]}")
    # --clear: a broken .venv is rebuilt from scratch, its install stamp included.
    done = subprocess.run([sys.executable, "-m", "venv", "--clear", str(VENV)],
                          stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if done.returncode != 0 or not VENV_PYTHON.exists():
        print(tail(done.stdout), file=sys.stderr)
        hint = " (on Debian/Ubuntu: apt-get install python3-venv)" if is_debian() else ""
        fail(f"could not create .venv with {sys.executable} -m venv{hint}")


def install_inputs_hash() -> str:
    digest = hashlib.sha256()
    for name in INSTALL_INPUTS:
        path = ROOT / name
        digest.update(name.encode() + b"\0")
        digest.update(path.read_bytes() if path.exists() else b"(missing)")
        digest.update(b"\0")
    return digest.hexdigest()


def install_project() -> None:
    wanted = install_inputs_hash()
    if STAMP.exists() and STAMP.read_text().strip() == wanted:
        return
    say("installing Palace Desktop and its dependencies into .venv (the first time takes a while)")
    # pip's output is shown only when it fails: on success it is build-backend chatter.
    done = subprocess.run([str(VENV_PYTHON), "-m", "pip", "install", "--disable-pip-version-check",
                           "--editable", ".[test]"],
                          cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if done.returncode != 0:
        print(tail(done.stdout, 40), file=sys.stderr)
        fail(f"'pip install -e .[test]' into .venv failed (exit {done.returncode}); "
             "its last messages are above.")
    STAMP.write_text(wanted + "\n")


# --- hand over -------------------------------------------------------------------------------

def hand_over(command: list[str], env: dict[str, str]) -> int:
    sys.stdout.flush()
    sys.stderr.flush()
    if os.name == "nt":
        # Windows has no real exec: a child process, and its exit code passed on.
        return subprocess.call(command, env=env)
    try:
        os.execve(command[0], command, env)
    except OSError as error:
        fail(f"cannot start {command[0]}: {error.strerror or error}")
    return 1  # not reached: execve replaces this process


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except KeyboardInterrupt:
        sys.exit(130)
