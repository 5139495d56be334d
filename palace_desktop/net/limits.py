"""The table server's limits on what one client may do, in one place (docs/SERVER.md lists
them): the server enforces them, `palace-desktop serve` offers the ones a host may change,
and the welcome tells a client the ones it must keep to. No imports: the command line reads
them before it loads the server."""

MAX_MESSAGE = 16 * 1024  # bytes; the largest client message (a 10-seat `create`) is < 1 KiB
OUT_QUEUE = 256  # messages waiting for one slow client before it is closed
RATE = 10.0  # messages a second, on average ...
BURST = 30  # ... with this many at once
STRIKES = 8  # refused messages within STRIKE_WINDOW seconds that close a connection
STRIKE_WINDOW = 60.0
HELLO_SECONDS = 10.0  # from a connection's opening to its hello, or it is closed
# Connections open at once from one address: a household or a LAN party behind one router
# shares one, with a few per person (the app's, a spectator's); a script that opens
# thousands does not fill the server's memory and file descriptors.
CONNECTIONS_PER_ADDRESS = 32
MAX_TABLES = 1000  # on one server
TABLES_PER_CONNECTION = 4  # made and not over
