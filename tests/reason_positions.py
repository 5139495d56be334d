"""Seeded hands played by bots, for tests that look for a kind of decision: each yields the
seat's view, its decision and where it came from, in the order the hand was played. The
positions are found by search rather than written out, so a test names its seed and step."""

from __future__ import annotations

import random
from typing import Iterator, NamedTuple

from palace_desktop.bots import make_bot
from palace_desktop.bots.base import Decision
from palace_desktop.engine.deal import SeedDeal
from palace_desktop.engine.rules import Rules
from palace_desktop.engine.state import GameState
from palace_desktop.engine.view import SeatView

NAMES = ("Ann", "Bea", "Cy", "Dan", "Eve", "Finn")
# A hard bot cheap enough to search many hands with; its search is quoted (>= 100 hands).
QUICK_HARD = {"iterations": 120, "time_limit": None, "rollout_samples": 6,
              "rollout_outsider": 6}


class Step(NamedTuple):
    seed: int
    step: int
    state: GameState  # before the decision (a copy)
    view: SeatView
    decision: Decision


def played(level: str, seats: int, seed: int, **options) -> Iterator[Step]:
    """Hand 1 of a `seats`-seat table dealt by `SeedDeal(seed)`, every seat a bot of
    `level` with `options`, each deciding with an rng seeded by the seed and the step."""
    state, _ = GameState.start(Rules.make(), NAMES[:seats], [200] * seats, seats - 1,
                               SeedDeal(seed))
    bots = [make_bot(level, seat, seed, **options) for seat in range(seats)]
    step = 0
    while not state.is_over:
        view = state.view(state.to_act)
        decision = bots[state.to_act].decide(view, view.legal_actions,
                                             random.Random(f"{seed}:{step}"))
        yield Step(seed, step, state.clone(), view, decision)
        state.apply(decision.action)
        step += 1


def replayed(level: str, seats: int, seed: int, step: int, **options) -> Step:
    """The `step`-th decision of `played(...)`: the position a search found, again."""
    for found in played(level, seats, seed, **options):
        if found.step == step:
            return found
    raise LookupError(f"seed {seed} has no step {step}")
