"""`palace-desktop serve` as a process: it says where it listens, answers a hello, logs a
line per table event, and ends on SIGTERM with status 0."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from palace_desktop.net import PROTOCOL_VERSION
from palace_desktop.net.client import TableClient

from net_play import run, seat_specs

ROOT = Path(__file__).resolve().parent.parent


def _listening_port(process: subprocess.Popen) -> int:
    line = process.stderr.readline()
    found = re.search(r"listening on ws://127\.0\.0\.1:(\d+)", line)
    assert found, line
    return int(found.group(1))


@pytest.mark.skipif(not hasattr(signal, "SIGTERM") or os.name == "nt",
                    reason="SIGTERM to a child process is POSIX's")
def test_serve_answers_a_hello_and_ends_on_sigterm(tmp_path):
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    env.pop("QT_QPA_PLATFORM", None)
    process = subprocess.Popen(
        [sys.executable, "-m", "palace_desktop", "serve", "--host", "127.0.0.1", "--port", "0",
         "--data-dir", str(tmp_path)],
        stderr=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=env, cwd=ROOT)
    try:
        port = _listening_port(process)

        async def talk():
            async with TableClient.connect(f"ws://127.0.0.1:{port}", "Probe",
                                           proxy=None, greet=False) as client:
                welcome = await client.hello()
                room = await client.create(seat_specs("rb"))
                return welcome, room

        welcome, room = run(talk(), 20)
        assert welcome["protocol"] == PROTOCOL_VERSION
        process.send_signal(signal.SIGTERM)
        out, err = process.communicate(timeout=20)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait(5)
    assert process.returncode == 0, err
    assert out == ""
    assert f"table {room}: made by" in err
    assert "stopping" in err
    assert "Traceback" not in err


def test_serve_imports_no_qt():
    code = ("import sys, palace_desktop.net.serve, palace_desktop.net.server; "
            "print(sorted(m for m in sys.modules if m.startswith(('PySide', 'shiboken'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         env={**os.environ, "PYTHONPATH": str(ROOT)}, cwd=ROOT, timeout=60)
    assert out.stdout.strip() == "[]", out.stderr


def test_serve_refuses_half_of_tls():
    out = subprocess.run([sys.executable, "-m", "palace_desktop", "serve", "--tls-cert", "c.pem"],
                         capture_output=True, text=True, cwd=ROOT, timeout=60,
                         env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert out.returncode == 1
    assert "--tls-cert and --tls-key go together" in out.stderr
