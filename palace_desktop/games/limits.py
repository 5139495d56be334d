"""The table's limits, one place for every layer above the engine: how many seats (R1.1) and
the chips a new table starts with. Plain numbers, imported before the first frame by the
settings, the saves and the dialogs, so this module imports nothing.

The engine keeps R1.1 in its own checks (it imports nothing from here);
tests/test_limits.py holds the two to the same numbers."""

MIN_SEATS, MAX_SEATS = 2, 10  # R1.1
STARTING_CHIPS = 200  # a new game's, a lesson's, and a server table's unless its maker says
MAX_STARTING_CHIPS = 1_000_000
