"""Medium self-play for the bot tests: the positions medium bots reach against each other."""

from __future__ import annotations

import random

from palace_desktop.bots.medium import MediumBot
from palace_desktop.engine.deal import SeedDeal
from palace_desktop.engine.rules import Rules
from palace_desktop.engine.state import GameState


def medium_self_play(players: int, hands: int, bot_seed: int, tag: str):
    """(state, seat, view, legal, action) at every decision of `hands` hands of medium bots
    (seeded `bot_seed`) playing each other, `action` the one the seat to act is about to play:
    yielded before it is applied, so `state` is the position it is chosen in (clone it to keep
    it). Hand h is dealt, and its bots draw, from `random.Random(f"{tag}:{h}")`."""
    rules = Rules.make()
    names = [f"P{s}" for s in range(players)]
    for hand in range(hands):
        bots = {s: MediumBot(s, bot_seed) for s in range(players)}
        rng = random.Random(f"{tag}:{hand}")
        state, _ = GameState.start(rules, names, [200] * players, hand % players,
                                   SeedDeal(rng.randrange(2**31)))
        while not state.is_over:
            seat = state.to_act
            view = state.view(seat)
            legal = list(view.legal_actions)
            action = bots[seat].decide(view, legal, rng).action
            yield state, seat, view, legal, action
            state.apply(action)
