"""What one address and one silent connection may hold of the table server: a cap on the
connections one address holds open, a close for a connection that says no hello, and a
client that keeps no frame it was not asked to."""

from __future__ import annotations

import asyncio

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from palace_desktop.net.client import TableClient
from palace_desktop.net.server import TableServer

from net_play import run, seed_source


def test_one_address_holds_at_most_its_cap_of_connections_and_one_more_when_one_goes():
    async def scenario():
        server = TableServer(seeds=seed_source(3), per_address=2)
        uri = f"ws://127.0.0.1:{await server.start()}"
        try:
            first = await TableClient.connect(uri, "A", proxy=None).__aenter__()
            second = await TableClient.connect(uri, "B", proxy=None).__aenter__()
            async with connect(uri, proxy=None) as third:
                with pytest.raises(ConnectionClosed):
                    await asyncio.wait_for(third.recv(), 5)
                refused = (third.close_code, third.close_reason)
            await first.close()
            for _ in range(100):  # the server sees the close a moment later
                if sum(server._addresses.values()) < 2:
                    break
                await asyncio.sleep(0.02)
            async with TableClient.connect(uri, "D", proxy=None) as again:
                room = await again.create([{"kind": "remote"}, {"kind": "remote"}])
            await second.close()
            return refused, room
        finally:
            await server.stop()

    refused, room = run(scenario(), 20)
    assert refused == (1008, "at most 2 connections from one address")
    assert room


def test_a_connection_that_says_no_hello_is_closed_and_one_that_does_stays():
    async def scenario():
        server = TableServer(seeds=seed_source(3), hello_seconds=0.3)
        uri = f"ws://127.0.0.1:{await server.start()}"
        try:
            async with TableClient.connect(uri, "Greeted", proxy=None) as greeted, \
                    connect(uri, proxy=None) as silent:
                with pytest.raises(ConnectionClosed):
                    await asyncio.wait_for(silent.recv(), 5)
                closed = (silent.close_code, silent.close_reason)
                await asyncio.sleep(0.3)
                room = await greeted.create([{"kind": "remote"}, {"kind": "remote"}])
                for _ in range(100):  # the server counts the silent one out a moment later
                    if server._addresses == {"127.0.0.1": 1}:
                        break
                    await asyncio.sleep(0.02)
                return closed, room, dict(server._addresses)
        finally:
            await server.stop()

    (code, reason), room, addresses = run(scenario(), 20)
    assert (code, reason) == (1008, "no hello in time")
    assert room
    assert addresses == {"127.0.0.1": 1}  # the silent one counted out


def test_a_client_keeps_the_frames_it_was_sent_only_when_asked():
    async def scenario():
        server = TableServer(seeds=seed_source(3))
        uri = f"ws://127.0.0.1:{await server.start()}"
        try:
            async with TableClient.connect(uri, "Plain", proxy=None) as plain, \
                    TableClient.connect(uri, "Keeper", proxy=None, keep_frames=True) as keeper:
                for client in (plain, keeper):
                    await client.create([{"kind": "remote"}, {"kind": "remote"}])
                return list(plain.received), list(keeper.received)
        finally:
            await server.stop()

    plain, kept = run(scenario(), 20)
    assert plain == []
    assert [m for m in kept if '"welcome"' in m] and [m for m in kept if '"created"' in m]
