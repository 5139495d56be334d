"""The `hard` bot: determinized rollouts with a model of each opponent inside, anytime.

Each iteration deals the unseen cards at random consistently with its view
(`engine.worlds.determinize`), then, for each candidate action, plays the hand out on a clone of
that state: with three or more in the hand by `rollout.QuickPolicy`, where every seat decides
from what it can see in the clone (its own cards, the others' public cards), the opponents as
the seat's `TableMemory` saw them play (`opponents.profile_of`: how often each attacks, buys,
folds and raises; a careful value player before anything is seen), the bot itself exploiting
them; heads-up by quick `medium` bots at every seat, or that policy against a passive seat
(`HardConfig.rollout`, `quick_max_attack`). All candidates share the determinization and the
rollout rng (common random numbers). The candidate with the best weighted mean result is
chosen: chips won from now, plus heads-up `HardConfig.pot_bonus_bets` small bets for taking
the pot (at a table of two against a passive seat only); multiway chips alone.
With many seats, the medium bot's estimate (its fold model moved to each opponent's observed
fold rate) first narrows the candidates to the best two or three, so the time goes to the
choices that matter, and the search overrules that estimate's choice only when clearly ahead
of it. Multiway, the time limit is the whole decision's (the pruning estimate and the reason's
exact figure included).

Heads-up against a seat its memory reads as one of fixed habits (`opponents.Profile.
fixed_habits`: a station or rock that never attacks, a maniac that attacks every turn, a
player folding on its own turn), it does not search: its rollouts would play that seat like
medium. It decides by a two-step look ahead over the seat's observed rates instead
(`opponents.exploit_turn_values`, `exploit_answer_values`), whose reasons are the medium
bot's words with exact figures.

Heads-up against a seat seen attacking on every turn it took, raising every bet it faced and
never folding (a maniac, `maniac.always_attacker`, from its first turn), it decides on exact
values instead (`maniac.always_attacker_values`): such a seat plays without its cards, so the
rest of the hand is one battle at the exact battle equity.

Heads-up against a seat its memory reads as buying whenever it holds fewer than five soldiers
(the buyer: `opponents.habit_thresholds`), it searches, but with that seat played in the
rollouts as it plays (`opponents.HabitPolicy`: buys while short, then attacks from the hand
value it was seen attacking with and calls from the one it was seen calling with, both fitted
by soldiers held), its hidden hand weighed by what it just did (an attack: at or above its
attack threshold; a stay: below), and the result counted in chips alone (`HardConfig.habit_bonus`).

When it must answer a bet or a raise, each determinization is weighted by how likely the other
side was to bet or raise with the palace it was dealt there (judged as that side judges its
own chances), so a bet counts as the news it is; from a seat seen betting or raising whatever
it holds (a maniac), it is less news: its share of such bets flattens the curves. Searching
stops after `HardConfig.iterations` determinizations or `time_limit` seconds, whichever comes
first; with `time_limit=None` the result depends only on the view, the rng, the memory and the
iterations.

Its reason quotes what it decided on: by how many chips (counting the pot bonus, when there is
one) the move beat the next best over the simulated hands, with their number, and for a battle
the exact chance to win it. A search of fewer than `MIN_SIMULATED` hands (weighted) is not
quoted, nor is one that did not make the choice (the medium estimate kept multiway); the
reason then gives the exact battle equity or showdown share, as the medium bot words them.
"""

from __future__ import annotations

import math
import random
import time
from typing import Optional

from ..engine import actions as A
from ..engine.phases import BATTLE_PHASES, TRIM
from ..engine.state import GameState
from ..engine.view import SeatView
from ..engine.worlds import determinize
from .base import Bot, Decision
from .equity import Seen, battle_value, estimate, outsider_values, value, _perceived
from .medium import (BONUS_BETS, MediumBot, answer_values, call_cost, quiet_discard,
                     raise_size, turn_values)
from .hard_config import HardConfig
from .hard_reasons import as_bluff_if_sure_loss, plain_reason, search_reason
from .maniac import always_attacker, always_attacker_values
from .moves import Moves, action_label, forbid_pointless_buy, trim_decision
from .opponent_rollouts import observed_rollouts
from .opponents import (HabitPolicy, exploit_answer_values, exploit_turn_values,
                        fixed_habits, habit_thresholds, passive, profile_of, profiles)
from .rollout import QuickPolicy

MAX_ROLLOUT_ACTIONS = 30
# A reason quotes the search only when it rests on at least this many simulated hands
# (counted by their weights: a few heavy ones are few); with fewer it states the battle
# equity or the showdown share instead, which are exact at any budget.
MIN_SIMULATED = 100

# How likely a seat is to bet, raise or re-raise given the chance of winning it sees for
# itself (its battle hand against every palace it cannot see), as (floor, centre, width) of a
# logistic curve. Fitted to the medium bot's play heads-up; the floor allows for bluffs.
BET = (0.015, 0.62, 0.08)
RAISE = (0.01, 0.73, 0.07)
RERAISE = (0.01, 0.6, 0.05)
# Heads-up against a seat of value habits (`opponents.habit_thresholds`), the weight of a
# determinization whose hand contradicts what the seat just did (an attack below its attack
# threshold, a stay above it): a small allowance for a misread threshold.
HABIT_MISS = 0.03


class HardBot(Bot):
    level = "hard"

    def __init__(self, seat: int, seed: int = 0, config: HardConfig = HardConfig()):
        super().__init__(seat, seed)
        self.config = config
        # Multiway, the time limit counts from the decision's start (the pruning estimate
        # included), and the search stops earlier by what the last multiway reason cost (its
        # exact showdown share), at most a sixth of the limit: more kept back starves the
        # search of iterations under load.
        self._started = 0.0
        self._reason_cost = 0.0
        # Heads-up, the opponent's thresholds when it plays by its hand's value (the buyer),
        # read afresh at each decision (`opponents.habit_thresholds`); None otherwise.
        self._habits = None

    def _bonus_bets(self, view: SeatView, seen: Seen) -> float:
        """The pot bonus in small bets for this decision (with three or more in the hand,
        `multiway_answer_bonus_bets` answering a bet or raise and `multiway_bonus_bets`
        otherwise, when not None; else `pot_bonus_bets`, but none at a table of two against an
        opponent seen attacking on more than `pot_bonus_max_attack` of its turns)."""
        if len(seen.live) > 2:
            if (self.config.multiway_answer_bonus_bets is not None
                    and view.phase in BATTLE_PHASES):
                return self.config.multiway_answer_bonus_bets
            if self.config.multiway_bonus_bets is not None:
                return self.config.multiway_bonus_bets
        if not passive(self.memory, view, seen, self.config.pot_bonus_max_attack):
            return 0.0
        return self.config.pot_bonus_bets

    def _policy(self, seat: int, bonus_bets: float, opponents: int) -> MediumBot:
        # Multiway rollouts are long and each decision weighs many opponents: fewer samples
        # there keep the number of iterations up.
        samples = max(6, self.config.rollout_samples // max(1, opponents - 1))
        return MediumBot(seat, self.seed, samples=samples, outsider=self.config.rollout_outsider,
                         bonus_bets=bonus_bets, buy_samples=max(4, samples // 2),
                         judge_sure_losses=False)

    def candidates(self, view: SeatView, moves: Moves, seen: Seen) -> list[A.Action]:
        """The actions worth searching: never a fold on a turn (a stay is never worse), no
        discard but the one of useless soldiers."""
        if view.phase in BATTLE_PHASES:
            result = [a for a in (moves.fold, moves.call) if a is not None]
            result += list(moves.raises)
            return result or [moves.safe()]
        result = [a for a in (moves.stay, moves.buy) if a is not None]
        result += [moves.bets[t] for t in sorted(moves.bets)]
        discard = quiet_discard(view, seen, moves)
        if discard is not None and moves.stay in result:
            result[result.index(moves.stay)] = discard
        return result or [moves.safe()]

    def _decide(self, view: SeatView, legal: list[A.Action], rng: random.Random) -> Decision:
        self._started = time.perf_counter()
        seen = Seen(view)
        if view.phase == TRIM:
            return trim_decision(view, legal, seen)
        moves = Moves(legal)
        if view.phase not in BATTLE_PHASES:
            forbid_pointless_buy(moves, seen)
            if (not self.config.multiway_buys_at_five and moves.buy is not None
                    and len(seen.live) > 2
                    and len(view.soldiers[view.viewer]) >= view.max_soldiers):
                moves.legal.remove(moves.buy)
                moves.buy = None
        candidates = self.candidates(view, moves, seen)
        self._habits = None
        if (self.config.maniac_exact and seen.heads_up and len(candidates) > 1
                and always_attacker(self.memory, seen.opps[0], self.config.maniac_min_turns)):
            decision = self._against_maniac(view, seen, moves, candidates)
            if decision is not None:
                return as_bluff_if_sure_loss(view, seen, decision)
        self._habits = (habit_thresholds(self.memory, seen, rng, self.config.habit_buy_short)
                        if seen.heads_up and len(candidates) > 1 else None)
        if (self.config.exploit_margin is not None and seen.heads_up and len(candidates) > 1
                and fixed_habits(self.memory, seen.opps[0], self.config.fixed_attack_max_fold)):
            candidates, values = self._exploit(view, seen, moves, candidates, rng)
            if len(candidates) == 1:
                action = candidates[0]
                return as_bluff_if_sure_loss(view, seen, Decision(
                    action, plain_reason(view, seen, action, values),
                    {"values": {action_label(a): round(v[0], 2) for a, v in values.items()}}))
            return as_bluff_if_sure_loss(view, seen, self._search(
                view, seen, candidates, rng, None, values))
        multiway = len(seen.live) > 2
        limit = (self.config.max_candidates if len(seen.live) <= 3
                 else min(self.config.crowded_candidates, self.config.max_candidates))
        prior = None
        values: dict = {}
        if len(candidates) > 1 and (multiway or len(candidates) > limit):
            candidates, prior, values = self._prune(view, seen, moves, candidates, rng, limit)
            if not multiway:
                prior = None
        if len(candidates) == 1:
            action = candidates[0]
            decision = Decision(action, plain_reason(view, seen, action, values))
        else:
            decision = self._search(view, seen, candidates, rng, prior, values)
        return as_bluff_if_sure_loss(view, seen, decision)

    def _against_maniac(self, view: SeatView, seen: Seen, moves: Moves,
                        candidates: list[A.Action]) -> Optional[Decision]:
        """Heads-up against a seat seen attacking on every turn and never folding: the
        candidate of the best exact value (`maniac.always_attacker_values`), or None where
        those values do not hold."""
        values = always_attacker_values(view, seen, moves)
        if not values:
            return None
        discard = quiet_discard(view, seen, moves)
        if discard is not None and moves.stay in values:
            values[discard] = values.pop(moves.stay)
        ranked = [a for a in candidates if a in values]
        if not ranked:
            return None
        action = max(ranked, key=lambda a: values[a][0])
        return Decision(action, plain_reason(view, seen, action, values),
                        {"values": {action_label(a): round(v[0], 2) for a, v in values.items()}})

    def _exploit(self, view: SeatView, seen: Seen, moves: Moves, candidates: list[A.Action],
                 rng: random.Random) -> tuple[list[A.Action], dict]:
        """Heads-up: the candidates ranked by the opponent model's look ahead; the best
        alone when it leads the next by more than the margin, else the best two (in their
        original order). Also the values ({action: (value, detail)})."""
        config = self.config
        bonus = config.exploit_bonus * view.rules.small_bet
        profile = profile_of(self.memory, seen.opps[0])
        if view.phase in BATTLE_PHASES:
            est = estimate(view, rng, config.exploit_samples,
                           outsider=config.rollout_outsider * 4, seen=seen)
            weights = self._sample_weights(view, est, profile)
            values = exploit_answer_values(
                view, seen, est, moves, profile, weights=weights,
                bonus=config.exploit_answer_bonus * view.rules.small_bet)
        else:
            est = estimate(view, rng, config.exploit_samples, buy=moves.buy is not None,
                           outsider=self.config.rollout_outsider * 4, seen=seen)
            # The bonus stands for the pot growing on later turns; the hand goes on past the
            # opponent's next turn only when it does not attack then.
            bonus *= 1.0 - min(1.0, max(0.0, profile.attack))
            values = exploit_turn_values(view, seen, est, moves, profile, bonus=bonus)
        discard = quiet_discard(view, seen, moves)
        if discard is not None and moves.stay in values:
            values[discard] = values.pop(moves.stay)
        ranked = sorted((a for a in candidates if a in values),
                        key=lambda a: values[a][0], reverse=True)
        if not ranked:
            return candidates, values
        margin = self.config.exploit_margin * view.rules.small_bet
        if len(ranked) == 1 or values[ranked[0]][0] - values[ranked[1]][0] > margin:
            return [ranked[0]], values
        keep = set(ranked[:2])
        return [a for a in candidates if a in keep], values

    @staticmethod
    def _sample_weights(view: SeatView, est, profile) -> list[float]:
        """Per sample of `est`, answering a bet or raise: how likely the other side was to
        make its bet and raises with the palace dealt there, as `_battle_weight` weighs a
        determinization (the same curves, from the chance that side saw for itself)."""
        battle = view.battle
        me = view.viewer
        other = battle.opponent_of(me)
        curves = _bet_curves(battle, other, profile)
        weights = []
        for e in est.perceived.get(other, []):
            w = 1.0
            for (floor, centre, width), bluff in curves:
                w *= bluff + (1.0 - bluff) * (floor + 1 / (1 + math.exp(-(e - centre) / width)))
            weights.append(w)
        return weights

    def _prune(self, view: SeatView, seen: Seen, moves: Moves, candidates: list[A.Action],
               rng: random.Random, limit: int) -> tuple[list[A.Action], A.Action, dict]:
        """The `limit` most promising candidates by the medium bot's estimate, in their
        original order (many seats make many possible targets), the most promising, and the
        estimate itself ({action: (value, detail)})."""
        bonus = self._bonus_bets(view, seen) * view.rules.small_bet
        samples = 300
        if view.phase in BATTLE_PHASES:
            est = estimate(view, rng, samples, outsider=self.config.rollout_outsider * 4,
                           seen=seen)
            self._folds_as_seen(view, seen, est, moves, bonus)
            values = answer_values(view, seen, est, moves, bonus=bonus)
        else:
            est = estimate(view, rng, samples, buy=moves.buy is not None,
                           outsider=self.config.rollout_outsider * 4, seen=seen)
            self._folds_as_seen(view, seen, est, moves, bonus)
            values = turn_values(view, seen, est, moves, bonus=bonus)
        discard = quiet_discard(view, seen, moves)
        if discard is not None and moves.stay in values:
            values[discard] = values[moves.stay]

        def score(action: A.Action) -> float:
            return values[action][0] if action in values else float("-inf")

        ranked = sorted(candidates, key=score, reverse=True)
        keep = set(ranked[:limit])
        return [a for a in candidates if a in keep], ranked[0], values

    def _folds_as_seen(self, view: SeatView, seen: Seen, est, moves: Moves,
                       bonus: float) -> None:
        """Make the medium estimate's fold model (a seat folds when the chance it sees is
        below the pot odds) fold each opponent as often as this seat saw it fold: its
        perceived chances keep their order but are moved so that the share under the
        threshold is its observed fold rate. Opponents never seen answering are left as
        they are (no memory: the medium estimate as it was)."""
        memory = self.memory
        if memory is None:
            return
        me = view.viewer
        pot = view.pot + bonus
        if view.phase in BATTLE_PHASES:
            battle = view.battle
            other = battle.opponent_of(me)
            if not moves.raises or not memory.count(other, "raised"):
                return
            action = moves.raises[0]
            amount = action.amount if action.amount is not None else raise_size(view)
            pay = min(battle.owed, view.chips[me])
            answer = min(amount, view.chips[other])
            folds = profile_of(memory, other).respond_fold
            _match_fold_rate(est.perceived.get(other, []),
                             answer / (pot + pay + amount + answer), folds)
            return
        bet = view.bet_amount(me)
        for target in moves.bets:
            if not memory.count(target, "attacked"):
                continue
            call = call_cost(view, target, me)
            folds = profile_of(memory, target).defend_fold
            _match_fold_rate(est.perceived.get(target, []), call / (pot + bet + call), folds)

    # ----------------------------------------------------------------------------------------

    def _battle_weight(self, view: SeatView, seen: Seen, rng: random.Random):
        """A function state -> weight for answering a bet or raise, or None on a turn: how
        likely the other side was to make its bet and raises with the palace the state
        deals it, judged by the chance it saw for itself."""
        battle = view.battle
        if battle is None or view.phase not in BATTLE_PHASES:
            return None
        me = view.viewer
        other = battle.opponent_of(me)
        if other in view.known_palaces:
            return None
        outsider = outsider_values(seen, other, 200)
        my_banner = seen.banner[me]
        ex = seen.exclusion
        # A seat that bets or raises whatever it holds says less with each bet: its share
        # of such bets (from what this seat saw it do) flattens the curves.
        profile = profile_of(self.memory, other)
        curves = _bet_curves(battle, other, profile)

        def weight(state: GameState) -> float:
            e = _perceived(outsider, battle_value(state.held_cards(other), my_banner, ex))
            w = 1.0
            for (floor, centre, width), bluff in curves:
                w *= bluff + (1.0 - bluff) * (floor + 1 / (1 + math.exp(-(e - centre) / width)))
            return w

        return weight

    def _habit_weight(self, view: SeatView, seen: Seen):
        """Heads-up against a seat of value habits (`self._habits`): a function state ->
        weight that keeps the determinizations where its hand agrees with what it just did:
        attacking us (its hand at or above its attack threshold), or staying on its last turn
        (below it: it would have attacked). None when neither says anything."""
        habits = self._habits
        opp = seen.opps[0]
        if opp in view.known_palaces:
            return None
        battle = view.battle
        if view.phase in BATTLE_PHASES and battle is not None:
            if opp != battle.attacker or battle.raises:
                return None
            strong = True
        else:
            last = self.memory.last_turn(opp) if self.memory is not None else None
            if last is None or last[0] != "stay" or opp not in seen.targets():
                return None
            strong = False
        my_banner = seen.banner[view.viewer]
        ex = seen.exclusion
        floor = habits.attack

        def weight(state: GameState) -> float:
            v = battle_value(state.held_cards(opp), my_banner, ex)
            return 1.0 if (v >= floor) == strong else HABIT_MISS

        return weight

    def _search(self, view: SeatView, seen: Seen, candidates: list[A.Action],
                rng: random.Random, prior: Optional[A.Action] = None,
                values: Optional[dict] = None) -> Decision:
        """Rollouts for every candidate. With a `prior` (multiway, where time allows few
        iterations), the search overrules it only when its lead is more than its noise.
        `values`: the medium estimate the candidates were pruned with, if they were."""
        config = self.config
        me = view.viewer
        sb = view.rules.small_bet
        bonus_bets = self._bonus_bets(view, seen)
        if self._habits is not None and config.habit_bonus is not None:
            bonus_bets = config.habit_bonus
        bonus = bonus_bets * sb
        weigh = self._battle_weight(view, seen, rng)
        if self._habits is not None:
            weigh = self._habit_weight(view, seen) or weigh
        # Heads-up "auto" rolls out with medium at every seat, but plays a passive seat (or,
        # as configured, a very aggressive one) by its profile (the quick policy): a medium
        # there attacks on a fifth of its turns where that seat never (or twice as often) does.
        medium_rollouts = config.rollout == "medium" or (
            config.rollout == "auto" and len(seen.live) <= 2 and (
                self._habits is not None
                or not observed_rollouts(self.memory, view, seen, config)))
        if medium_rollouts:
            # Against a seat of value habits, its own later moves in the rollouts count the
            # pot as medium does (a rollout policy counting no bonus gives up pots).
            mine = self._bonus_bets(view, seen) if self._habits is None else BONUS_BETS
            policies = {s: self._policy(s, mine if s == me else BONUS_BETS,
                                        len(seen.opps)) for s in seen.live}
            if self._habits is not None:
                # Heads-up, a seat of value habits is played in the rollouts as it plays.
                opp = seen.opps[0]
                policies[opp] = HabitPolicy(opp, self._habits)
            rollout = self._rollout
        else:
            policies = QuickPolicy(me, profiles(self.memory, seen.opps), seen.pool,
                                   list(view.palaces[me]), seen.exclusion,
                                   bonus_bets=bonus_bets)
            rollout = self._quick_rollout
        start_chips = view.chips[me]
        totals = [0.0] * len(candidates)
        weight_sum = 0.0
        history: list[tuple[float, list[float]]] = []  # (weight, result per candidate)
        multiway = len(seen.live) > 2
        deadline = None
        limit = config.time_limit
        if limit is not None:
            if multiway:
                deadline = (max(self._started, time.perf_counter() - limit)
                            + limit - min(self._reason_cost, limit / 6))
            else:
                deadline = time.perf_counter() + limit
        done = 0
        # Per attack searched: the weight of the rollouts where its target folded at once, and
        # of the others with the chips they made (the figures a bluff's reason quotes).
        bets = {k: [0.0, 0.0, 0.0] for k, a in enumerate(candidates) if type(a) is A.Bet}
        for _ in range(config.iterations):
            world = determinize(view, rng)
            w = weigh(world) if weigh else 1.0
            rollout_seed = rng.getrandbits(64)
            results = []
            answers = []
            for action in candidates:
                if deadline is not None and done and time.perf_counter() > deadline:
                    break  # out of time: drop this unfinished iteration
                state = world.clone()
                state.apply(action)
                first: list = []
                won = rollout(state, policies, random.Random(rollout_seed), me, first)
                chips = state.chips[me] - start_chips
                results.append(chips + bonus * won)
                answers.append((first[0] if first else None, chips))
            if len(results) < len(candidates):
                break
            for k, result in enumerate(results):
                totals[k] += w * result
            for k, tally in bets.items():
                answer, chips = answers[k]
                if type(answer) is A.Fold:
                    tally[0] += w
                else:
                    tally[1] += w
                    tally[2] += w * chips
            history.append((w, results))
            weight_sum += w
            done += 1
        weight_sum = weight_sum or 1.0
        means = [t / weight_sum for t in totals]
        best = max(range(len(candidates)), key=lambda k: means[k])
        searched = True  # the search's own best, not a prior it failed to overrule
        if prior is not None and candidates[best] != prior and prior in candidates:
            p = candidates.index(prior)
            if not _clearly_better(history, best, p, config.overrule):
                best = p
                searched = False
        action = candidates[best]
        info = {"iterations": done,
                "values": {action_label(a): round(m, 2) for a, m in zip(candidates, means)}}
        if bets and weight_sum:
            # Each attack's fold rate in the rollouts and its chips when not folded to.
            info["bets"] = {action_label(candidates[k]): {
                "fold": round(folded / weight_sum, 3),
                "called_value": round(chips / called, 2) if called else 0.0}
                for k, (folded, called, chips) in bets.items()}
        squares = sum(w * w for w, _ in history)
        effective = sum(w for w, _ in history) ** 2 / squares if squares else 0.0
        reasoning = time.perf_counter()
        if searched and effective >= MIN_SIMULATED:
            gain = means[best] - max(m for k, m in enumerate(means) if k != best)
            reason = search_reason(view, seen, action, gain, done, bonus)
        else:
            reason = plain_reason(view, seen, action, values or {})
        if multiway:
            self._reason_cost = time.perf_counter() - reasoning
        return Decision(action, reason, info)

    def _rollout(self, state: GameState, policies: dict, rng: random.Random, me: int,
                 first: Optional[list] = None) -> float:
        """Play `state` to the end with the policies; the viewer's share of the pot won.
        `first` (a list) receives the first action played."""
        steps = 0
        while not state.is_over and steps < MAX_ROLLOUT_ACTIONS:
            seat = state.to_act
            view = state.view(seat)
            legal = view.legal_actions
            if len(legal) == 1:
                action = legal[0]
            else:
                action = policies[seat]._decide(view, list(legal), rng).action
            if not steps and first is not None:
                first.append(action)
            state.apply(action)
            steps += 1
        return self._settle(state, me)

    def _quick_rollout(self, state: GameState, policy: QuickPolicy, rng: random.Random,
                       me: int, first: Optional[list] = None) -> float:
        """`_rollout` with the quick policy, which reads the state as each seat sees it."""
        steps = 0
        while not state.is_over and steps < MAX_ROLLOUT_ACTIONS:
            action = policy.act(state, rng)
            if not steps and first is not None:
                first.append(action)
            state.apply(action)
            steps += 1
        return self._settle(state, me)

    @staticmethod
    def _settle(state: GameState, me: int) -> float:
        """The viewer's share of the pot at the end of a rollout (settled as a quiet-round
        showdown would be, without more chips, if it was cut short)."""
        if state.is_over:
            winners = [s for s in state.players if state.payouts[s] > 0]
            return 1.0 / len(winners) if me in winners else 0.0
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


def _bet_curves(battle, other: int, profile) -> list:
    """The bet-likelihood curves of the bets and raises `other` made in `battle`, each with the
    share of such bets that `other` makes whatever it holds (from its profile)."""
    if other == battle.attacker:
        curves = [(BET, profile.bet_bluff)]
        curves += [(RERAISE, profile.raise_bluff)] * (battle.raises // 2)
    else:
        curves = [(RAISE, profile.raise_bluff)]
        curves += [(RERAISE, profile.raise_bluff)] * ((battle.raises - 1) // 2)
    return curves


def _match_fold_rate(perceived: list, threshold: float, fold_rate: float) -> None:
    """Move `perceived` in place, keeping its order, so that the share of it under
    `threshold` is `fold_rate`: the i-th smallest of n goes to threshold + (i + 0.5)/n -
    fold_rate (equal values stay equal)."""
    n = len(perceived)
    if not n:
        return
    order = sorted(range(n), key=perceived.__getitem__)
    rank = [0.0] * n
    i = 0
    while i < n:
        j = i
        while j + 1 < n and perceived[order[j + 1]] == perceived[order[i]]:
            j += 1
        for k in range(i, j + 1):
            rank[order[k]] = (i + j) / 2 + 0.5
        i = j + 1
    for k in range(n):
        perceived[k] = threshold + rank[k] / n - fold_rate


def _clearly_better(history: list[tuple[float, list[float]]], a: int, b: int,
                    z: float = 1.0) -> bool:
    """Whether candidate `a` beat `b` by more than `z` standard errors of the weighted mean
    of their paired differences."""
    total = sum(w for w, _ in history)
    if total <= 0 or len(history) < 2:
        return False
    diffs = [(w, r[a] - r[b]) for w, r in history]
    mean = sum(w * d for w, d in diffs) / total
    var = sum(w * (d - mean) ** 2 for w, d in diffs) / total
    n_eff = total ** 2 / sum(w * w for w, _ in diffs)
    return mean > z * math.sqrt(var / n_eff)
