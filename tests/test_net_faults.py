"""Connections that end badly while others play: a handshake cut in half, a WebSocket frame
cut in half and the socket closed, a frame begun and never finished. The server stays up,
and the match at the same time ends as the same match played locally. (A client that never
reads is test_net_hostile's: it is closed when its queue is full.)"""

from __future__ import annotations

import asyncio
import base64
import json
import os
import struct

from palace_desktop.net.client import TableClient
from palace_desktop.net.server import TableServer

from net_play import FAST, play_locally, play_through_server, run, seed_source


def _handshake(port: int) -> bytes:
    key = base64.b64encode(os.urandom(16)).decode()
    return (f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\n"
            f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\n"
            "Sec-WebSocket-Version: 13\r\n\r\n").encode()


def _text_frame(text: str) -> bytes:
    """A client's masked text frame (RFC 6455 section 5.2), for payloads under 64 KiB."""
    payload = text.encode()
    mask = os.urandom(4)
    header = bytes([0x81]) + (bytes([0x80 | len(payload)]) if len(payload) < 126
                              else bytes([0x80 | 126]) + struct.pack("!H", len(payload)))
    return header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload))


async def _upgraded(port: int):
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(_handshake(port))
    await writer.drain()
    answer = await reader.readuntil(b"\r\n\r\n")
    assert answer.startswith(b"HTTP/1.1 101"), answer
    return reader, writer


async def _cut_connections(port: int) -> list:
    """Each way to end a connection mid-message; returns the ones left hanging open."""
    # half a handshake, then closed
    _, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(_handshake(port)[:40])
    await writer.drain()
    writer.close()
    # a hello cut in the middle of its frame, then closed
    _, writer = await _upgraded(port)
    frame = _text_frame(json.dumps({"type": "hello", "protocol": 1, "app": "0",
                                    "client": "Cut" * 20}))
    writer.write(frame[:len(frame) // 2])
    await writer.drain()
    writer.close()
    # a frame's header only, then closed
    _, writer = await _upgraded(port)
    writer.write(frame[:2])
    await writer.drain()
    writer.close()
    # a frame begun and never finished, the socket left open
    _, hanging = await _upgraded(port)
    hanging.write(frame[:len(frame) - 3])
    await hanging.drain()
    return [hanging]


def test_connections_cut_mid_message_leave_the_server_and_the_others_playing():
    async def scenario():
        server = TableServer(seeds=seed_source(31), **FAST)
        port = await server.start()
        uri = f"ws://127.0.0.1:{port}"
        try:
            match = asyncio.create_task(play_through_server("rbr", 31, server=server,
                                                            uri=uri))
            hanging = []
            for _ in range(5):
                hanging += await _cut_connections(port)
            played = await match
            async with TableClient.connect(uri, "Later", proxy=None) as later:
                room = await later.create([{"kind": "remote"},
                                           {"kind": "bot", "level": "easy"}])
            for writer in hanging:
                writer.close()
            return played, room
        finally:
            await server.stop()

    played, room = run(scenario(), 60)
    local = play_locally("rbr", 31, played.names)
    assert played.record == local.match.to_json()
    assert len(room) == 10
