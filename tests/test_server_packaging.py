"""The table server's packaging (packaging/Containerfile, palace-desktop-server.service,
test-container): what can be checked without a container engine or systemd running.
packaging/test-container builds and plays through the image where an engine works."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
CONTAINERFILE = PACKAGING / "Containerfile"
UNIT = PACKAGING / "palace-desktop-server.service"


# The app's alone: Qt, and zeroconf, with which the app announces and finds tables on its
# network (a headless server is reached by its address; `test_the_server_imports_...`).
APP_ONLY = ("PySide6", "zeroconf")


def server_requirements() -> list[str]:
    """pyproject.toml's dependencies but the app's own: what the server needs, with their
    bounds."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    return [d for d in project["dependencies"] if not d.startswith(APP_ONLY)]


def test_the_server_imports_none_of_the_app_s_own_dependencies():
    script = ("import sys, palace_desktop.cli, palace_desktop.net.serve, "
              "palace_desktop.net.server, palace_desktop.net.store, palace_desktop.net.table; "
              "print(sorted(m for m in sys.modules if m.split('.')[0].lower() in "
              f"{[name.lower() for name in APP_ONLY]!r}))")
    out = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True,
                         text=True, timeout=120, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"


@pytest.mark.parametrize("path", [CONTAINERFILE, UNIT], ids=lambda p: p.name)
def test_the_server_installs_get_every_dependency_but_qt_with_its_bound(path):
    text = path.read_text()
    assert "--no-deps" in text
    for requirement in server_requirements():
        assert f'"{requirement}"' in text, f"{path.name} lacks {requirement}"


def test_the_server_imports_nothing_of_qt():
    # the installs above leave PySide6 out: the server, its bots and the client must not need it
    probe = ("import sys, palace_desktop.net.serve, palace_desktop.net.server, "
             "palace_desktop.net.client, palace_desktop.bots; "
             "print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken'))))")
    result = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                            env={**os.environ, "PYTHONPATH": str(ROOT)}, check=True)
    assert result.stdout.strip() == "[]"


def test_containerfile_serves_on_all_addresses_as_a_user_with_a_data_volume():
    text = CONTAINERFILE.read_text()
    froms = re.findall(r"^FROM (\S+)", text, re.M)
    assert froms and all(f == "docker.io/library/python:3.11-slim" for f in froms)
    assert 'ENTRYPOINT ["palace-desktop", "serve"]' in text
    assert 'CMD ["--host", "0.0.0.0", "--port", "8765"]' in text
    user = re.findall(r"^USER (\S+)", text, re.M)
    assert user and user[-1] not in ("root", "0")
    assert re.search(r"^VOLUME /data$", text, re.M)
    assert "XDG_DATA_HOME=/data" in text  # platformdirs puts the data directory there
    assert "HEALTHCHECK" in text and "ws://127.0.0.1:8765" in text


def unit_settings() -> dict[str, list[str]]:
    settings: dict[str, list[str]] = {}
    for line in UNIT.read_text().splitlines():
        if "=" in line and not line.startswith(("#", "[")):
            key, value = line.split("=", 1)
            settings.setdefault(key, []).append(value)
    return settings


def test_unit_runs_serve_as_a_dynamic_user_restarted_on_failure():
    settings = unit_settings()
    assert settings["DynamicUser"] == ["yes"]
    assert settings["StateDirectory"] == ["palace-desktop"]
    assert settings["Restart"] == ["on-failure"]
    assert " serve " in settings["ExecStart"][0]
    # XDG_DATA_HOME=%S: platformdirs' data directory is then %S/palace-desktop, the state one
    assert "XDG_DATA_HOME=%S" in settings["Environment"][0].split()
    for hardening in ("ProtectSystem", "ProtectHome", "PrivateTmp", "NoNewPrivileges",
                      "RestrictAddressFamilies", "SystemCallFilter", "CapabilityBoundingSet"):
        assert hardening in settings


@pytest.mark.skipif(shutil.which("systemd-analyze") is None, reason="no systemd-analyze")
def test_unit_verifies(tmp_path):
    # verify wants ExecStart to exist (point it at this Python), and the manual page
    # installed unless told not to look (--man=no: a checkout has it unbuilt)
    unit = tmp_path / UNIT.name
    unit.write_text(UNIT.read_text().replace("/opt/palace-desktop-server/bin/palace-desktop",
                                             sys.executable))
    result = subprocess.run(["systemd-analyze", "verify", "--man=no", str(unit)],
                            capture_output=True, text=True)
    assert result.returncode == 0 and result.stderr.strip() == "", result.stderr


def test_test_container_is_executable():
    assert os.access(PACKAGING / "test-container", os.X_OK), "chmod +x packaging/test-container"


def test_test_container_skips_saying_why_where_no_engine_is_installed(tmp_path):
    # a PATH with Python alone: neither podman nor docker
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    (bin_dir / "python3").symlink_to(sys.executable)
    result = subprocess.run([str(bin_dir / "python3"), str(PACKAGING / "test-container")],
                            capture_output=True, text=True, timeout=60,
                            env={"PATH": str(bin_dir), "HOME": str(tmp_path)})
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines()[-1] == "skipped"
    assert "podman is not installed" in result.stdout
    assert "docker is not installed" in result.stdout


def test_test_container_skips_when_the_engine_does_not_answer(tmp_path):
    # a docker that cannot reach its daemon, as on a machine with the client only
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    fake = bin_dir / "docker"
    fake.write_text("#!/bin/sh\necho 'Cannot connect to the Docker daemon at "
                    "unix:///var/run/docker.sock.' >&2\nexit 1\n")
    fake.chmod(0o755)
    result = subprocess.run([sys.executable, str(PACKAGING / "test-container")],
                            capture_output=True, text=True, timeout=60,
                            env={"PATH": str(bin_dir), "HOME": str(tmp_path)})
    assert result.returncode == 0, result.stderr
    assert "Cannot connect to the Docker daemon" in result.stdout
    assert result.stdout.splitlines()[-1] == "skipped"


def test_test_container_skips_when_the_base_image_cannot_be_pulled(tmp_path):
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    calls = tmp_path / "calls"
    fake = bin_dir / "podman"
    fake.write_text(f"#!/bin/sh\necho \"$@\" >> {calls}\n"
                    "if [ \"$1\" = pull ]; then\n"
                    "  echo 'Error: no route to registry' >&2; exit 125\nfi\n"
                    "exit 0\n")
    fake.chmod(0o755)
    result = subprocess.run([sys.executable, str(PACKAGING / "test-container")],
                            capture_output=True, text=True, timeout=60,
                            env={"PATH": str(bin_dir), "HOME": str(tmp_path)})
    assert result.returncode == 0, result.stderr
    assert "cannot pull docker.io/library/python:3.11-slim: Error: no route to registry" \
        in result.stdout
    assert result.stdout.splitlines()[-1] == "skipped"
    assert not any(line.startswith("build") for line in calls.read_text().splitlines())
