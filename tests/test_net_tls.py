"""The table server over TLS (`--tls-cert`/`--tls-key`): a client that trusts the certificate
plays through `wss://`; the client verifies certificates by default, so a self-signed one it
was not told to trust is refused."""

from __future__ import annotations

import os
import re
import shutil
import signal
import ssl
import subprocess
import sys
from pathlib import Path

import pytest

from palace_desktop.net.client import TableClient
from palace_desktop.net.server import TableServer, tls_context

from net_play import run, seat_specs, seed_source

ROOT = Path(__file__).resolve().parent.parent
pytestmark = pytest.mark.skipif(shutil.which("openssl") is None,
                                reason="openssl (Debian package openssl) makes the test's "
                                "certificate; it is not installed")


@pytest.fixture(scope="module")
def certificate(tmp_path_factory):
    """A self-signed certificate for 127.0.0.1 and localhost, valid for a day."""
    folder = tmp_path_factory.mktemp("tls")
    cert, key = folder / "cert.pem", folder / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt",
                    "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1",
                    "-subj", "/CN=localhost",
                    "-addext", "subjectAltName=IP:127.0.0.1,DNS:localhost",
                    "-keyout", str(key), "-out", str(cert)],
                   check=True, capture_output=True, timeout=60)
    return cert, key


def test_a_client_that_trusts_the_certificate_plays_over_tls(certificate):
    cert, key = certificate

    async def scenario():
        server = TableServer(seeds=seed_source(1))
        port = await server.start("127.0.0.1", 0, tls_context(str(cert), str(key)))
        trusted = ssl.create_default_context(cafile=str(cert))
        try:
            async with TableClient.connect(f"wss://127.0.0.1:{port}", "Ann", proxy=None,
                                           ssl=trusted) as ann:
                room = await ann.create(seat_specs("rb"), pause_ms=0)
                await ann.join(room, "Ann")
                await ann.start(room)
                return await ann.next_state()
        finally:
            await server.stop()

    state = run(scenario(), 30)
    assert state.view.viewer == 0 and state.hand == 1


def test_the_client_refuses_a_certificate_it_does_not_trust(certificate):
    cert, key = certificate

    async def scenario():
        server = TableServer(seeds=seed_source(1))
        port = await server.start("127.0.0.1", 0, tls_context(str(cert), str(key)))
        try:
            with pytest.raises(ssl.SSLCertVerificationError):
                async with TableClient.connect(f"wss://127.0.0.1:{port}", "Ann", proxy=None):
                    pass
        finally:
            await server.stop()

    run(scenario(), 30)


@pytest.mark.skipif(os.name == "nt", reason="SIGTERM to a child process is POSIX's")
def test_serve_with_a_certificate_listens_on_wss(certificate, tmp_path):
    cert, key = certificate
    process = subprocess.Popen(
        [sys.executable, "-m", "palace_desktop", "serve", "--port", "0",
         "--tls-cert", str(cert), "--tls-key", str(key), "--data-dir", str(tmp_path)],
        stderr=subprocess.PIPE, stdout=subprocess.PIPE, text=True, cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)})
    try:
        found = re.search(r"listening on wss://127\.0\.0\.1:(\d+)", process.stderr.readline())
        assert found

        async def hello():
            trusted = ssl.create_default_context(cafile=str(cert))
            async with TableClient.connect(f"wss://127.0.0.1:{found.group(1)}", "Probe",
                                           proxy=None, ssl=trusted, greet=False) as client:
                return await client.hello()

        assert run(hello(), 20)["type"] == "welcome"
        process.send_signal(signal.SIGTERM)
        process.communicate(timeout=20)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait(5)
    assert process.returncode == 0
