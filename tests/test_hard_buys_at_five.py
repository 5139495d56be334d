"""Multiway, hard searches a buy at five soldiers (when a card can improve its hand): without
those buys among five mediums it made 0.97 chips/hand less on the same deals
(benchmarks/results/archive/hard_experiments.md). `multiway_buys_at_five=False` leaves them
out, for an A/B run."""

from __future__ import annotations

import random
import types

from palace_desktop.bots.base import Decision, Reason
from palace_desktop.bots.equity import Seen
from palace_desktop.bots.hard import HardBot
from palace_desktop.bots.hard_config import HardConfig
from palace_desktop.bots.medium import MediumBot
from palace_desktop.engine import actions as A
from palace_desktop.engine.deal import SeedDeal
from palace_desktop.engine.rules import Rules
from palace_desktop.engine.state import GameState


def test_buys_at_five_can_be_left_out_multiway():
    """`multiway_buys_at_five=False` (an A/B option) takes the buy at five soldiers out of
    the candidates with three or more in the hand; by default it stays when a card can
    improve the hand."""
    from palace_desktop.bots.moves import buy_can_improve

    names = [f"P{s}" for s in range(6)]
    for hand in range(60):
        bots = {s: MediumBot(s, 7) for s in range(6)}
        rng = random.Random(f"five:{hand}")
        state, _ = GameState.start(Rules.make(), names, [200] * 6, hand % 6,
                                   SeedDeal(rng.randrange(2**31)))
        while not state.is_over:
            seat = state.to_act
            view = state.view(seat)
            legal = list(view.legal_actions)
            if (view.phase not in ("defend", "respond", "trim")
                    and len(view.seats_in_hand()) > 2 and len(view.soldiers[seat]) >= 5
                    and any(type(a) is A.Buy for a in legal)
                    and buy_can_improve(Seen(view))):
                seen: list = []

                def spy(self, view, seen_, candidates, rng, prior=None, values=None):
                    seen.append(candidates)
                    return Decision(candidates[0], Reason.make("only_move", name="x"))

                for allowed in (True, False):
                    bot = HardBot(seat, config=HardConfig(
                        iterations=2, time_limit=None, multiway_buys_at_five=allowed))
                    bot._search = types.MethodType(spy, bot)
                    seen.clear()
                    bot._prune = types.MethodType(
                        lambda self, v, s, m, c, r, limit: (c, None, {}), bot)
                    bot.decide(view, legal, random.Random(1))
                    assert any(type(a) is A.Buy for a in seen[0]) == allowed
                return
            state.apply(bots[seat].decide(view, legal, rng).action)
    raise AssertionError("no buy at five soldiers multiway")
