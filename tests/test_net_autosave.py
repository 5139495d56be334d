"""Each table's autosave: written after every move with the rejoin tokens only hashed, and a
headless server killed with SIGKILL mid-hand and started again on the same data directory
resumes the table, every player takes the seat back with the token to find the hand as it
was, and the match ends as the engine replays it."""

from __future__ import annotations

import asyncio
import hashlib
import json
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from palace_desktop.engine import history
from palace_desktop.net.client import MatchOver, TableClient
from palace_desktop.net.server import TableServer

from net_play import CHIPS, FAST, ScriptedPlayer, run, seed_source

ROOT = Path(__file__).resolve().parent.parent


def _sha256(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def test_a_table_is_saved_after_every_move_with_its_tokens_hashed(tmp_path):
    async def scenario():
        server = TableServer(seeds=seed_source(21), data_dir=tmp_path, **FAST)
        uri = f"ws://127.0.0.1:{await server.start()}"
        saved = []
        try:
            async with TableClient.connect(uri, "Ann", proxy=None, keep_frames=True) as ann:
                room = await ann.create([{"kind": "remote"}, {"kind": "bot", "level": "easy"}],
                                        chips=CHIPS, password="open sesame", pause_ms=0)
                table = server.tables[room]
                path = server.store.path(room)
                write = server.store._write

                def watched(room, doc):  # on the writer thread
                    write(room, doc)
                    saved.append(path.read_text())
                server.store._write = watched
                await ann.join(room, "Ann", password="open sesame")
                # written once the writer has done what it was asked before this
                await asyncio.wrap_future(server.store.written(room))
                made = json.loads(path.read_text())  # not started: the seats, no match yet
                assert made["match"] is None and made["owner_seat"] == 0
                await ann.start(room)
                player = ScriptedPlayer(ann.seat)
                while True:
                    state = await ann.next_state()
                    # the state the player was just sent was written before it was sent
                    # (or a newer one, which holds it: a save not yet begun is replaced)
                    positions = set()
                    for text in saved:
                        if json.loads(text)["match"] is None:
                            continue  # written before the start
                        hands = json.loads(text)["match"]["hands"]
                        positions.add((len(hands), len(hands[-1]["actions"])))
                    assert max(positions) >= (state.hand, state.step)
                    if state.hand == 2:
                        break
                    if state.my_move:
                        await ann.act(state, player.decide(state.view, state.hand,
                                                           state.step))
                return ann.token, saved, table.game.match.to_json()
        finally:
            await server.stop()

    token, saved, record = run(scenario(), 30)
    last = json.loads(saved[-1])
    assert last["format"] == "palace-table/1"
    assert last["match"] == record
    assert last["seats"][0]["token_sha256"] == _sha256(token)
    assert last["password_sha256"] == _sha256("open sesame")
    assert all(token not in text and "open sesame" not in text for text in saved)
    # Written in the order played: each file holds the one before it (a save asked while the
    # table's last was being written waits, replaced by any newer one; none is lost).
    matches = [json.loads(text)["match"] for text in saved]
    matches = [m for m in matches if m is not None]
    for older, newer in zip(matches, matches[1:]):
        for before, after in zip(older["hands"], newer["hands"]):
            assert after["actions"][:len(before["actions"])] == before["actions"]
        assert len(newer["hands"]) >= len(older["hands"])


def test_a_damaged_table_file_is_set_aside_and_the_others_resume(tmp_path):
    (tmp_path / "0123456789.json").write_text('{"format": "palace-table/1", "room": 7}')

    async def scenario():
        server = TableServer(data_dir=tmp_path)
        await server.start()
        await server.stop()
        return server.tables

    assert run(scenario(), 20) == {}
    assert (tmp_path / "0123456789.json.corrupt").exists()
    assert not (tmp_path / "0123456789.json").exists()


def _start_server(data_dir: Path, log: Path) -> tuple[subprocess.Popen, int]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    pattern = r"listening on ws://127\.0\.0\.1:(\d+)"
    earlier = len(re.findall(pattern, log.read_text())) if log.exists() else 0
    handle = open(log, "a")
    process = subprocess.Popen(
        [sys.executable, "-m", "palace_desktop", "serve", "--port", "0",
         "--data-dir", str(data_dir)],
        stdout=subprocess.DEVNULL, stderr=handle, cwd=ROOT, env=env)
    handle.close()
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        ports = re.findall(pattern, log.read_text())
        if len(ports) > earlier and process.poll() is None:
            return process, int(ports[-1])
        time.sleep(0.05)
    process.kill()
    raise AssertionError(log.read_text())


async def _play(client: TableClient, gate: asyncio.Event, waiting: asyncio.Event,
                pause_at_step: int = 0):
    """Play to the end; at a move of step `pause_at_step` or later (0: never), close the gate
    for everyone; at a closed gate, say so on `waiting` and wait."""
    player = ScriptedPlayer(client.seat)
    try:
        while True:
            state = await client.next_state(timeout=30)
            if state.my_move:
                if pause_at_step and state.step >= pause_at_step:
                    gate.clear()
                    pause_at_step = 0
                if not gate.is_set():
                    waiting.set()
                    await gate.wait()
                await client.act(state, player.decide(state.view, state.hand, state.step))
    except MatchOver as over:
        return over.chips


def _last_state(client: TableClient) -> dict:
    return [m for m in map(json.loads, client.received) if m["type"] == "state"][-1]


@pytest.mark.skipif(os.name == "nt", reason="SIGKILL is POSIX's")
@pytest.mark.slow
def test_a_server_killed_mid_hand_resumes_its_table_and_every_player_rejoins(tmp_path):
    data = tmp_path / "tables"
    log = tmp_path / "serve.log"
    servers = []

    async def scenario():
        process, port = _start_server(data, log)
        servers.append(process)
        uri = f"ws://127.0.0.1:{port}"
        async with TableClient.connect(uri, "Host", proxy=None, keep_frames=True) as host:
            room = await host.create([{"kind": "remote"}, {"kind": "bot", "level": "easy"},
                                      {"kind": "remote"}], chips=CHIPS, pause_ms=0)
            clients = [await TableClient.connect(uri, name, proxy=None,
                                                 keep_frames=True).__aenter__()
                       for name in ("Ann", "Ben")]
            for client in clients:
                await client.join(room, client.name)
            gate, waiting = asyncio.Event(), asyncio.Event()
            gate.set()
            games = [asyncio.create_task(_play(c, gate, waiting, pause_at_step=3))
                     for c in clients]
            await host.start(room)
            await asyncio.wait_for(waiting.wait(), 20)  # mid-hand, a player to move
            # the other player may still be reading the state the table waits on
            while len({(m["hand"], m["step"]) for m in map(_last_state, clients)}) > 1:
                await asyncio.sleep(0.02)
            before = [_last_state(c) for c in clients]
            saved = json.loads((data / f"{room}.json").read_text())
        process.send_signal(signal.SIGKILL)
        process.wait(10)
        for game in games:
            game.cancel()
        tokens = [(c.name, c.token, c.seat) for c in clients]
        for client in clients:
            await client.close()

        process, port = _start_server(data, log)
        servers.append(process)
        uri = f"ws://127.0.0.1:{port}"
        back = [await TableClient.connect(uri, name, proxy=None, keep_frames=True).__aenter__()
                for name, _, _ in tokens]
        seats = [await client.join(room, name, token=token)
                 for client, (name, token, _) in zip(back, tokens)]
        gate.set()
        finals = await asyncio.gather(*[_play(c, gate, waiting) for c in back])
        after = [next(m for m in map(json.loads, c.received) if m["type"] == "state")
                 for c in back]
        ended = json.loads((data / f"{room}.json").read_text())
        for client in back:
            await client.close()
        return tokens, seats, before, after, saved, finals, ended

    try:
        tokens, seats, before, after, saved, finals, ended = run(scenario(), 90)
    finally:
        for process in servers:
            if process.poll() is None:
                process.kill()
                process.wait(10)
    assert servers[0].returncode == -signal.SIGKILL
    assert seats == [seat for _, _, seat in tokens]
    for was, now in zip(before, after):
        assert (now["hand"], now["step"]) == (was["hand"], was["step"])
        assert now["view"] == was["view"]  # nothing lost
        assert now["catch_up"] is True
    assert "resumed at hand" in log.read_text()
    # the match after the restart goes on from the one saved before the kill
    assert ended["match"]["hands"][:len(saved["match"]["hands"]) - 1] == \
        saved["match"]["hands"][:-1]
    current = len(saved["match"]["hands"]) - 1
    assert ended["match"]["hands"][current]["actions"][:len(
        saved["match"]["hands"][current]["actions"])] == saved["match"]["hands"][current]["actions"]
    assert finals[0] == finals[1] == list(history.load_match(ended["match"]).chips)
    for name, token, _ in tokens:
        assert token not in json.dumps(saved)
