"""The `random` bot: uniform over the legal actions. A baseline for tests and benchmarks; the
app does not offer it."""

from __future__ import annotations

import random

from ..engine import actions as A
from ..engine.view import SeatView
from .base import Bot, Decision, Reason


class RandomBot(Bot):
    level = "random"

    def _decide(self, view: SeatView, legal: list[A.Action], rng: random.Random) -> Decision:
        return Decision(rng.choice(legal), Reason.make("random", name=view.names[view.viewer]))
