"""The engine's speed tricks that still pay, in one place (issue 39.5), each with what it
saves; the rules modules call in here and otherwise stay plain code. This module imports
nothing of the engine.

Measured at commit 04e3c1d with `benchmarks/engine_instructions.py --seats 6 --hands 100`
(machine instructions per random complete 6-seat hand, the acting seat's view taken at every
move; callgrind, so the machine's load does not change them; hash randomisation moves a part
by about 2% from run to run), each trick against the same code with that trick replaced by
the plain code. The hand: views 702,000, moves (`apply`) 617,000, deals (`start`) 310,000,
together 1,629,000.

* The frozen records' `__init__` (records.py; measured when it was `quick_init` here, for the
  events, `BattleView` and the battle records), which fills the instance dict directly, where
  the frozen dataclass's own calls `object.__setattr__` once per field.
  With the dataclass's own: moves 699,000, deals 361,000, views 704,000: 134,000 more,
  8.3% of the hand (few events are made in a hand, most being shared, below, but each costs
  a call per field).
* Events made once per value and shared (`SHARED` and `shared_event`, `PALACE_DEALT`,
  `per_seat` for the turn passing and staying): events are frozen values and a hand emits the
  same ones again and again (the turn passing, 3 palace cards a seat, antes, banners, folds,
  bets, calls, battle ends); looking one up costs a quarter of making it. Made afresh: moves
  692,000, deals 392,000: 157,000 more, 9.6% of the hand.
* What a state remembers of its views between moves (shown.py `Shown`, told by the moves what
  they change, which has a module of its own for its size): with everything worked out afresh
  for each view (a new `Shown` per view) the views take 2,318,000: the hand twice the
  instructions.

`SHARED` is the one store that is ever emptied (`shared_event`, past `SHARED_LIMIT`: bets of
every size in no-limit); the others are bounded by the seats and the deck. Tests:
tests/test_engine_fast_paths.py, tests/test_records.py (the records as their dataclass would
make them), tests/test_engine_listed_actions.py (the shared events as made afresh).
"""

from __future__ import annotations

_SEATS = range(10)  # R1.1: at most 10 seats


def per_seat(cls: type) -> tuple:
    """`cls(seat)` for every seat, made once: index it by seat."""
    return tuple(cls(seat) for seat in _SEATS)


# (seat, card) -> its PalaceDealt, seen by that seat alone (R6.1): at most 10 x 52, kept.
PALACE_DEALT: dict = {}

# Events with no private part, made once per value; keys are (class, *fields). A session's
# stakes give a few hundred; `shared_event` empties it past `SHARED_LIMIT`.
SHARED: dict = {}
SHARED_LIMIT = 4096


def shared_event(key: tuple):
    """`key[0](*key[1:])`, the one kept in SHARED. Callers look there first,
    `SHARED.get(key) or shared_event(key)`, so that a hit costs no call."""
    if len(SHARED) > SHARED_LIMIT:
        SHARED.clear()
    event = SHARED[key] = key[0](*key[1:])
    return event
