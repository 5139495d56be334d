"""The `hard` bot: determinized rollouts with the `medium` policy inside, anytime.

Each iteration deals the unseen cards at random consistently with its view
(`engine.view.determinize`), then, for each candidate action, plays the hand out on a clone of
that state: every seat (itself included) follows a quick `medium` policy that sees only its own
seat's view of the clone, so no seat ever plays with knowledge it would not have. All
candidates share the determinization and the rollout rng (common random numbers), so their
differences are measured on the same cards. The candidate with the best weighted mean result
(chips won from now, plus a bonus for taking the pot) is chosen.

When it must answer a bet or a raise, each determinization is weighted by how likely the other
side was to bet or raise with the palace it was dealt there (judged as that side judges its
own chances), so a bet counts as the news it is. Searching stops after `iterations`
determinizations or `time_limit` seconds, whichever comes first; with `time_limit=None` the
result depends only on the view, the rng and `iterations`.
"""

from __future__ import annotations

import math
import random
import time
from typing import Optional

from ..engine import actions as A
from ..engine.state import GameState
from ..engine.view import SeatView, determinize
from .base import Bot, Decision, Reason, pct
from .equity import Seen, battle_value, outsider_values, value, _perceived
from .medium import BONUS_BETS, MediumBot, explain, quiet_discard
from .moves import Moves, trim_decision

MAX_ROLLOUT_ACTIONS = 60


class HardBot(Bot):
    level = "hard"

    def __init__(self, seat: int, seed: int = 0, iterations: int = 400,
                 time_limit: Optional[float] = 0.8, bonus_bets: float = 4.0,
                 rollout_samples: int = 24, rollout_outsider: int = 24):
        super().__init__(seat, seed)
        self.iterations = iterations
        self.time_limit = time_limit if time_limit and time_limit > 0 else None
        self.bonus_bets = bonus_bets  # the pot is worth this many small bets more than its chips
        self.rollout_samples = rollout_samples
        self.rollout_outsider = rollout_outsider

    def _policy(self, seat: int, bonus_bets: float) -> MediumBot:
        return MediumBot(seat, self.seed, samples=self.rollout_samples,
                         outsider=self.rollout_outsider, bonus_bets=bonus_bets)

    def candidates(self, view: SeatView, moves: Moves, seen: Seen) -> list[A.Action]:
        """The actions worth searching: never a fold on a turn (a stay is never worse), no
        discard but the one of useless soldiers."""
        if view.phase in ("defend", "respond"):
            result = [a for a in (moves.fold, moves.call) if a is not None]
            return result + list(moves.raises)
        result = [a for a in (moves.stay, moves.buy) if a is not None]
        result += [moves.bets[t] for t in sorted(moves.bets)]
        discard = quiet_discard(view, seen, moves)
        if discard is not None and moves.stay in result:
            result[result.index(moves.stay)] = discard
        return result or [moves.safe()]

    def _decide(self, view: SeatView, legal: list[A.Action], rng: random.Random) -> Decision:
        seen = Seen(view)
        if view.phase == "trim":
            return trim_decision(view, legal, seen)
        moves = Moves(legal)
        candidates = self.candidates(view, moves, seen)
        if len(candidates) == 1:
            action = candidates[0]
            return Decision(action, explain(view, action, {}))
        return self._search(view, seen, candidates, rng)

    # ----------------------------------------------------------------------------------------

    def _battle_weight(self, view: SeatView, seen: Seen, rng: random.Random):
        """A function state -> weight for answering a bet or raise, or None on a turn."""
        battle = view.battle
        if battle is None or view.phase not in ("defend", "respond"):
            return None
        me = view.viewer
        other = battle.attacker if me == battle.defender else battle.defender
        if other in view.known_palaces:
            return None
        outsider = outsider_values(seen, other, 200)
        my_banner = seen.banner[me]
        ex = seen.exclusion
        # The other side's chance as it sees it -> how likely it was to bet (or raise) with
        # that. Steeper for a raise, which a hand rarely makes without being well ahead.
        centre, width = (0.5, 0.12) if view.phase == "defend" and battle.raises == 0 else (0.6, 0.1)
        floor = 0.08  # bluffs and misjudgements happen

        def weight(state: GameState) -> float:
            cards = state.held_cards(other)
            e = _perceived(outsider, battle_value(cards, my_banner, ex))
            return floor + (1 - floor) / (1 + math.exp(-(e - centre) / width))

        return weight

    def _search(self, view: SeatView, seen: Seen, candidates: list[A.Action],
                rng: random.Random) -> Decision:
        me = view.viewer
        sb = view.rules.small_bet
        bonus = self.bonus_bets * sb
        weigh = self._battle_weight(view, seen, rng)
        policies = {s: self._policy(s, self.bonus_bets if s == me else BONUS_BETS)
                    for s in seen.live}
        start_chips = view.chips[me]
        totals = [0.0] * len(candidates)
        wins = [0.0] * len(candidates)
        weight_sum = 0.0
        started = time.perf_counter()
        done = 0
        for _ in range(self.iterations):
            if self.time_limit is not None and done and \
                    time.perf_counter() - started > self.time_limit:
                break
            world = determinize(view, rng)
            w = weigh(world) if weigh else 1.0
            rollout_seed = rng.getrandbits(64)
            for k, action in enumerate(candidates):
                state = world.clone()
                state.apply(action)
                won = self._rollout(state, policies, random.Random(rollout_seed), me)
                totals[k] += w * (state.chips[me] - start_chips + bonus * won)
                wins[k] += w * won
            weight_sum += w
            done += 1
        weight_sum = weight_sum or 1.0
        means = [t / weight_sum for t in totals]
        best = max(range(len(candidates)), key=lambda k: means[k])
        action = candidates[best]
        win = wins[best] / weight_sum
        info = {"iterations": done,
                "values": {_label(a): round(m, 2) for a, m in zip(candidates, means)}}
        return Decision(action, self._reason(view, action, win), info)

    def _rollout(self, state: GameState, policies: dict, rng: random.Random, me: int) -> float:
        """Play `state` to the end with the policies; the viewer's share of the pot won."""
        steps = 0
        while not state.is_over and steps < MAX_ROLLOUT_ACTIONS:
            seat = state.to_act
            view = state.view(seat)
            legal = view.legal_actions
            if len(legal) == 1:
                action = legal[0]
            else:
                action = policies[seat]._decide(view, list(legal), rng).action
            state.apply(action)
            steps += 1
        if state.is_over:
            winners = [s for s in state.players if state.payouts[s] > 0]
            return 1.0 / len(winners) if me in winners else 0.0
        # Cut short: settle as a quiet-round showdown would, without more chips.
        live = state.seats_in_hand()
        if me not in live:
            return 0.0
        hands = {s: value(state.held_cards(s)) for s in live}
        top = max(hands.values())
        if hands[me] < top:
            return 0.0
        share = 1.0 / sum(1 for v in hands.values() if v == top)
        state.chips[me] += int(state.pot * share)
        return share

    def _reason(self, view: SeatView, action: A.Action, win: float) -> Reason:
        name = view.names[view.viewer]
        kind = type(action)
        if kind is A.Bet:
            return Reason.make("attack", name=name, target=view.names[action.target],
                               pct=pct(win))
        if kind in (A.Call, A.Raise, A.Fold) and view.phase in ("defend", "respond"):
            cost = min(view.battle.owed, view.chips[view.viewer])
            if kind is A.Raise:
                return Reason.make("raise", name=name, cost=action.amount or 0, pct=pct(win))
            if kind is A.Call:
                return Reason.make("call", name=name, cost=cost, pct=pct(win))
            return Reason.make("fold_battle", name=name, pct=pct(win), cost=cost)
        detail = {"share": win}
        return explain(view, action, detail)


def _label(action: A.Action) -> str:
    if type(action) is A.Bet:
        return f"bet {action.target}"
    if type(action) is A.Raise:
        return f"raise {action.amount}"
    return action.name
