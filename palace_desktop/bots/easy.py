"""The `easy` bot: hand-written rules with a personality (aggression, bluff rate, risk) that
varies by seat.

It sizes up each opponent by comparing the category and top ranks of its own battle hand
(R15.2, with the exclusion of R15.3) with what the opponent shows (banner and soldiers) plus a
fixed allowance for the three palace cards it cannot see. No sampling: quick and readable, and
beatable, since it ignores pot odds and what a bet says about the bettor. It computes no
chance of winning, so its reasons quote none: they say how its hand looks against what the
others show (the `look_*` reasons).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..engine import actions as A
from ..engine.phases import BATTLE_PHASES, DEFEND, TRIM
from ..engine.view import SeatView
from .base import Bot, Decision, Reason
from .equity import Seen, battle_value, strength, value
from .moves import Moves, forbid_pointless_buy, sure_loss, trim_decision

# What three unseen palace cards add to a visible hand, on the `strength` scale (about a
# pair's worth, a little less once the visible hand is already big).
HIDDEN_ALLOWANCE = 1.0


@dataclass(frozen=True)
class Personality:
    name: str
    aggression: float  # how readily it attacks and raises with a good hand
    bluff: float  # chance per turn of attacking without one
    risk: float  # how readily it buys and calls


PERSONALITIES = (
    Personality("steady", 0.5, 0.04, 0.5),
    Personality("bold", 0.8, 0.10, 0.6),
    Personality("cautious", 0.3, 0.02, 0.3),
    Personality("wild", 0.7, 0.18, 0.8),
    Personality("tight", 0.45, 0.03, 0.25),
    Personality("curious", 0.4, 0.06, 0.75),
)


def personality_for(seat: int, seed: int = 0) -> Personality:
    return PERSONALITIES[(seat + seed) % len(PERSONALITIES)]


class EasyBot(Bot):
    level = "easy"

    def __init__(self, seat: int, seed: int = 0):
        super().__init__(seat, seed)
        self.personality = personality_for(seat, seed)

    def edge(self, seen: Seen, target: int) -> float:
        """Our battle strength against `target` minus what it shows plus the allowance."""
        ex = seen.exclusion
        mine = strength(battle_value(seen.mine, seen.banner[target], ex))
        shown = seen.known[target]
        theirs = strength(battle_value(shown, seen.banner[seen.me], ex))
        hidden = seen.hidden[target]
        allowance = HIDDEN_ALLOWANCE * hidden / 3 * (0.6 if theirs >= 1 else 1.0)
        return mine - theirs - allowance

    def _decide(self, view: SeatView, legal: list[A.Action], rng: random.Random) -> Decision:
        seen = Seen(view)
        if view.phase == TRIM:
            return trim_decision(view, legal, seen)
        moves = Moves(legal)
        if view.phase in BATTLE_PHASES:
            return self._answer(view, seen, moves, rng)
        forbid_pointless_buy(moves, seen)
        return self._turn(view, seen, moves, rng)

    def _turn(self, view: SeatView, seen: Seen, moves: Moves, rng: random.Random) -> Decision:
        p = self.personality
        name = view.names[view.viewer]
        edges = {t: self.edge(seen, t) for t in moves.bets}
        if edges:
            best = max(edges, key=lambda t: (edges[t], -t))
            # Attack a clearly weaker opponent, more readily when aggressive; never one it is
            # all but sure to lose to: only a bluff attacks that, and a bluff says so.
            if (edges[best] > 1.1 - p.aggression and rng.random() < 0.4 + 0.6 * p.aggression
                    and not sure_loss(seen, best)):
                return Decision(moves.bets[best], Reason.make(
                    "look_attack", name=name, target=view.names[best]))
            if rng.random() < p.bluff:
                weakest = min(moves.bets, key=lambda t: (strength(value(seen.known[t])), t))
                return Decision(moves.bets[weakest], Reason.make(
                    "bluff", name=name, target=view.names[weakest]))
        overall = min((self.edge(seen, t) for t in seen.opps), default=0.0)
        soldiers = len(view.soldiers[view.viewer])
        if moves.buy is not None and soldiers < 5:
            # Buy to fix a weak hand; the riskier, the more readily.
            want = (0.25 + 0.6 * p.risk) if overall < 0.5 else 0.25 * p.risk
            if view.pot >= 30:
                want *= 0.6
            if rng.random() < want:
                return Decision(moves.buy, Reason.make("look_buy", name=name))
        if moves.stay is not None:
            return Decision(moves.stay, Reason.make(
                "look_stay" if overall > -0.5 else "look_stay_weak", name=name))
        action = moves.safe()
        return Decision(action, Reason.make("random", name=name))

    def _answer(self, view: SeatView, seen: Seen, moves: Moves, rng: random.Random) -> Decision:
        p = self.personality
        name = view.names[view.viewer]
        battle = view.battle
        me = view.viewer
        other = battle.opponent_of(me)
        # A bet or raise usually means a good hand: add a little to the opponent's side.
        edge = self.edge(seen, other) - (0.3 if view.phase == DEFEND else 0.6)
        cost = min(battle.owed, view.chips[me])
        target = view.names[other]
        if moves.raises and edge > 1.4 - p.aggression and rng.random() < p.aggression:
            action = moves.raises[0]
            return Decision(action, Reason.make("look_raise", name=name, target=target,
                                                cost=action.amount or 0))
        strong_enough = edge > -0.4 - 0.8 * p.risk
        if moves.call is not None and (strong_enough or cost <= view.pot // 6):
            if not strong_enough:
                return Decision(moves.call, Reason.make("look_call_cheap", name=name, cost=cost,
                                                        pot=view.pot))
            if cost >= view.chips[me]:
                return Decision(moves.call, Reason.make("look_call_allin", name=name,
                                                        target=target))
            return Decision(moves.call, Reason.make("look_call", name=name, cost=cost,
                                                    target=target))
        if moves.fold is not None:
            return Decision(moves.fold, Reason.make("look_fold", name=name, target=target,
                                                    cost=cost))
        action = moves.safe()
        return Decision(action, Reason.make("random", name=name))
