"""Play across computers: the table protocol, the table server and its client (issue 40).

No Qt here (tests/test_architecture.py): the server runs headless (`palace-desktop serve`),
the client library under asyncio. The layer stands on the engine, the bots and games/; the
live game and the windows may stand on it, never the other way round.

- `schema.py`: every client message's schema and its check, within bounds.
- `wire.py`: engine values (a seat's view, events, actions) as JSON and back.
- `table.py`: one table: its seats, the match, the bots, who is sent what.
- `server.py`: the WebSocket server holding many tables, each named by a room code.
- `client.py`: an asyncio client (the tests' remote players).
- `store.py`: each started table's autosave, and the tables read back at a restart.
- `scripted.py`: a scripted player (or table maker) as a process, for the fault tests.
- `chat.py`: a chat line's cleaning and bounds, the quick messages, the chat rate.
- `discovery.py`: tables on the LAN announced and found (DNS-SD over mDNS, `zeroconf`).
- `hosting.py`: the table server an app runs when it hosts, on a loop thread of its own.
- `loop_thread.py`: an asyncio loop on a thread, for the app (whose main thread runs Qt's).
"""

PROTOCOL_VERSION = 1
