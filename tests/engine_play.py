"""Helpers for tests that play random legal games: random tables, random house rules, and a
random action chooser that picks the kind of action first (so the many discard subsets do not
crowd out everything else), and who may have seen whose palace."""

from __future__ import annotations

import random

from palace_desktop.engine import actions as A
from palace_desktop.engine.rules import CHOICES, Rules


def random_rules(rng: random.Random) -> Rules:
    small = rng.choice([1, 2, 5, 10])
    structure = rng.choice(CHOICES["structure"])
    house = {name: rng.choice(values) for name, values in CHOICES.items() if name != "structure"}
    cap = rng.choice(["default", 0, 1, 3, None])
    extra = {} if cap == "default" else {"raise_cap": cap}
    ante = rng.choice([None, None, 0, 1, small])
    return Rules.make(small_bet=small, structure=structure, ante=ante, **extra, **house)


def random_action(actions: list, rng: random.Random) -> A.Action:
    kinds: dict[type, list] = {}
    for action in actions:
        kinds.setdefault(type(action), []).append(action)
    ordered = sorted(kinds, key=lambda k: k.name)
    # Folding at random would end most hands after a few actions; keep hands long enough to
    # reach reshuffles, captures and quiet-round showdowns.
    weights = [0.25 if k is A.Fold else 1.0 for k in ordered]
    kind = rng.choices(ordered, weights)[0]
    return rng.choice(kinds[kind])


def random_table(rng: random.Random):
    seats = rng.randint(2, 10)
    names = [f"P{i}" for i in range(seats)]
    chips = [rng.choice([0, 3, 20, 50, 200, 1000]) for _ in range(seats)]
    chips[0] = max(chips[0], 20)
    chips[1] = max(chips[1], 20)
    return names, chips, rng.randrange(seats)


class Entitlements:
    """Which palaces each seat may have seen, worked out from the public flow of events
    independently of the engine's own bookkeeping (R19.2, R19.4)."""

    def __init__(self, players):
        self.pairs = {(s, s) for s in players}
        self.public: set[int] = set()  # seats whose palace everyone, onlookers too, has seen
        self.last_caller = None

    def follow(self, event) -> None:
        if isinstance(event, A.Called):
            self.last_caller = event.seat
        elif isinstance(event, A.BetPlaced):
            self.last_caller = None
        elif isinstance(event, A.BattleEnded) and event.outcome in (
                "attacker", "defender", "split", "both_out"):
            caller = self.last_caller
            other = event.attacker if caller == event.defender else event.defender
            self.pairs.add((caller, other))
            if event.winner in (None, caller):
                self.pairs.add((other, caller))
        elif isinstance(event, A.ShowdownHeld):
            for seat, *_ in event.hands:
                self.public.add(seat)
                for viewer in range(10):
                    self.pairs.add((viewer, seat))
