"""The bounds of every field of a hand history, a match or a saved game's match, checked as the
document is parsed (history.parse): whatever reads one (`replay FILE`, the history viewer, a
resumed game) refuses the same files with the same one-line message naming the field.

Each bound is far past what a game can reach, yet small enough for everything that shows or
plays a game: the Qt widgets and QLocale hold a 32-bit (bets) or 64-bit (stacks) integer, and
a name is drawn on every plate and in every log line at each step. A 99-digit stack passed
`replay FILE` and then stopped the viewer with an OverflowError; a saved game with a 10^19
stack closed the app on resume; a 50,000-character name took the viewer to 3 GB.
"""

from __future__ import annotations

# A name as a file may hold it: the app's dialogs allow 20 characters, a file from elsewhere
# (another tool, an older version) gets three times as many; the viewer draws each name on a
# plate and in every log line, so a long one costs at every step.
MAX_NAME_CHARS = 64
# A seat's stack: 100 times the app's largest start (1,000,000 a seat), so that the ten stacks
# of a full table, and so every pot, stay below 2**31 (any Qt integer holds them).
MAX_STACK = 100_000_000
MAX_TABLE_CHIPS = 10 * MAX_STACK  # a raise or a pot: all the chips at the table
# Small bet, big bet and ante: 100 times the app's largest big bet (100,000); a bet of a
# player holding every soldier (53 small bets, R12.3) stays below 2**31.
MAX_STAKE = 10_000_000
MAX_RAISE_CAP = 1_000  # raises a round (the app offers up to 99)
# A deal's number: random.Random(seed) takes any integer, the app and ENGINE_API use 64 bits.
MAX_SEED = 2**64 - 1
# Hands in a match: a 5,000-hand match at a table of 10 is about 25 MB as Export writes it.
MAX_HANDS = 100_000
# Actions in one hand: the longest of 5,000 hands at a table of 10 had 132; the viewer replays
# a hand from its deal at each jump.
MAX_HAND_ACTIONS = 10_000


def number_shown(value: int) -> str:
    """An integer for a message: in full when short, else by its power of ten (a 99-digit
    stack is '10^98' or so, not a line of digits)."""
    if abs(value) < 10**24:
        return f"{value:,}"
    sign = "-" if value < 0 else ""
    return f"{sign}10^{len(str(abs(value))) - 1}"


def over(value: int, most: int, what: str) -> str | None:
    """The problem when the integer `value` is more than `most`, else None."""
    if value <= most:
        return None
    return f"{number_shown(value)} is more than the {most:,} {what}"


def name_problem(name: str) -> str | None:
    """Why `name` cannot be a seat's name in a file, or None."""
    if len(name) > MAX_NAME_CHARS:
        return f"longer than {MAX_NAME_CHARS} characters ({len(name):,})"
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate ("\ud800"): no file or label can hold it
        return "is not Unicode text (it holds a lone surrogate)"
    return None
