"""The `medium` bot: Monte Carlo battle equity per possible target, weighed against the cost of
the bet and the chance of a fold.

It samples the unseen cards (other palaces, the draw pile) from its view many times
(`equity.estimate`), and scores each kind of action by the chips it expects to end the hand
with, counted from now (its share of the pot, minus what it still puts in):

- Stay: its share of a showdown now (R17.3 / R17.4) times the pot.
- Buy: the same with one more random card (best trim), in a pot one small bet bigger, minus
  that small bet.
- Bet on a target: the target folds when *it* believes (seeing its own palace, not ours) that
  its chance is below the pot odds of the call; otherwise the battle is fought. Heads-up, a
  won battle takes the pot; multiway it leaves our showdown share with the captured cards.
- As defender or facing a raise: call, fold, or raise (the other side's fold modelled the
  same way).

It is myopic (one decision, as if the hand then ended) and takes every bet at face value (the
attacker's palace is sampled uniformly, whatever the bet says about it).

Its reason quotes the chance to win the battle or the share of the pot its choice rested on,
counted exactly (`exact_figures`) rather than sampled: a few hundred samples multiway miss it
by up to 8 points, and a reason must be true at any budget.
"""

from __future__ import annotations

import random
from typing import Optional

from ..engine import actions as A
from ..engine.phases import BATTLE_PHASES, TRIM
from ..engine.view import SeatView
from .base import Bot, Decision, Reason, pct
from .equity import Estimate, Seen, estimate, useful_cards
from .exact_equity import battle_equity, showdown_share
from .moves import Moves, action_label, forbid_pointless_buy, sure_loss, trim_decision


# Taking the pot is worth this many small bets more than the chips in it now: the pot grows
# while the hand goes on, and a myopic count of today's pot gives up too many pots.
BONUS_BETS = 4.0
# A sampled chance to win above this is no sure loss (under 1%) but for sampling noise far
# beyond what the bot's sample counts allow: the exact count is skipped.
SURE_LOSS_SUSPECT = 0.1


def call_cost(view: SeatView, defender: int, attacker: int) -> int:
    """R13.2: what `defender` pays to call a bet by `attacker` (all-in when short, R13.4)."""
    cost = view.rules.call_for(len(view.soldiers[defender]), len(view.soldiers[attacker]))
    return min(cost, view.chips[defender])


def turn_values(view: SeatView, seen: Seen, est: Estimate, moves: Moves,
                weights=None, bonus: float = 0.0) -> dict:
    """Expected chips from now for each kind of turn action: {action: (ev, detail)}.

    `detail` is a small dict for the reason (the equity, the fold chance)."""
    me = view.viewer
    pot = view.pot + bonus
    sb = view.rules.small_bet
    n = est.n
    mean = est.mean
    values: dict = {}
    showdown = mean(est.showdown, weights)
    if moves.stay is not None:
        values[moves.stay] = (showdown * pot, {"share": showdown})
    if moves.buy is not None and est.bought is not None:
        bought = mean(est.bought, weights)
        values[moves.buy] = (bought * (pot + sb) - sb, {"share": showdown, "bought": bought})
    bet = view.bet_amount(me)
    heads_up = seen.heads_up
    for target, action in moves.bets.items():
        call = call_cost(view, target, me)
        threshold = call / (pot + bet + call)
        outcome = est.outcome[target]
        perceived = est.perceived[target]
        after = est.after.get(target)
        total = 0.0
        folds = 0.0
        weight_sum = 0.0
        called_wins = 0.0
        called_value = 0.0
        for i in range(n):
            w = 1.0 if weights is None else weights[i]
            weight_sum += w
            o = outcome[i]
            if perceived[i] < threshold:
                folds += w
                gain = pot if heads_up else after[i] * (pot + bet) - bet
            else:
                called_wins += w * o
                if heads_up:
                    gain = o * (pot + bet + call) - bet
                else:
                    gain = (after[i] * (pot + bet + call) if o == 1.0 else 0.0) - bet
                called_value += w * gain
            total += w * gain
        weight_sum = weight_sum or 1.0
        calls = weight_sum - folds
        values[action] = (total / weight_sum, {
            "win": mean(outcome, weights), "fold": folds / weight_sum, "target": target,
            # The expected chips when called: under 0, only the folds pay for the bet.
            "called_value": called_value / calls if calls > 0 else 0.0,
            # The chance to win the battle on the palaces the target is expected to call with.
            "win_if_called": called_wins / calls if calls > 0 else 0.0})
    return values


def answer_values(view: SeatView, seen: Seen, est: Estimate, moves: Moves,
                  weights=None, bonus: float = 0.0) -> dict:
    """Expected chips from now for fold, call and each raise, as defender (R13) or facing a
    raise (R14)."""
    me = view.viewer
    battle = view.battle
    other = battle.opponent_of(me)
    pot = view.pot + bonus
    heads_up = seen.heads_up
    pay = min(battle.owed, view.chips[me])
    outcome = est.outcome.get(other, [])
    perceived = est.perceived.get(other, [])
    after = est.after.get(other)
    n = len(outcome)
    win = est.mean(outcome, weights)
    values: dict = {}
    if moves.fold is not None:
        values[moves.fold] = (0.0, {"win": win, "cost": pay})

    def fought(i: int, pot_after: int, paid: int) -> float:
        o = outcome[i]
        if heads_up:
            return o * pot_after - paid
        return (after[i] * pot_after if o == 1.0 else 0.0) - paid

    if moves.call is not None:
        total = sum((1.0 if weights is None else weights[i]) * fought(i, pot + pay, pay)
                    for i in range(n))
        norm = n if weights is None else (sum(weights) or 1.0)
        values[moves.call] = (total / max(norm, 1e-9), {"win": win, "cost": pay})
    other_chips = view.chips[other]
    for action in moves.raises:
        amount = action.amount if action.amount is not None else raise_size(view)
        answer = min(amount, other_chips)
        threshold = answer / (pot + pay + amount + answer)
        total = 0.0
        norm = 0.0
        for i in range(n):
            w = 1.0 if weights is None else weights[i]
            norm += w
            if perceived[i] < threshold:
                gain = pot if heads_up else after[i] * (pot + pay + amount) - pay - amount
            else:
                gain = fought(i, pot + pay + amount + answer, pay + amount)
            total += w * gain
        values[action] = (total / max(norm, 1e-9), {"win": win, "cost": amount})
    return values


def raise_size(view: SeatView) -> int:
    """R14.2: the limit raise of the seat to act (the engine's rule)."""
    return view.raise_size_limit(view.viewer)


def explain(view: SeatView, action: A.Action, detail: dict) -> Reason:
    """An English reason for a turn or battle action chosen on expected chips."""
    name = view.names[view.viewer]
    kind = type(action)
    if kind is A.Bet:
        target = view.names[action.target]
        win = detail.get("win", 0.5)
        if detail.get("fold", 0) > 0.5:
            # Expecting a fold, it is a bluff unless it would also win the battle it expects
            # when the target calls.
            if win < 0.5 or detail.get("win_if_called", win) < 0.5:
                return Reason.make("bluff", name=name, target=target)
            return Reason.make("attack_fold", name=name, target=target, pct=pct(win))
        if win < 0.5 and "called_value" in detail:
            key = low_equity_attack(view, detail)
            if key == "attack_bluff":
                return Reason.make(key, name=name, target=target, pct=pct(win),
                                   fold=round(100 * detail.get("fold", 0.0)))
            if key is not None:
                return Reason.make(key, name=name, target=target, pct=pct(win))
        return Reason.make("attack", name=name, target=target, pct=pct(win))
    if kind is A.Buy:
        share = detail.get("share", 0.5)
        if share < 0.5:
            return Reason.make("buy", name=name, pct=pct(share))
        return Reason.make("buy_improve", name=name, cost=view.rules.small_bet, pot=view.pot)
    if kind is A.Stay:
        share = detail.get("share", 0.5)
        return Reason.make("stay" if share >= 0.35 else "stay_weak", name=name, pct=pct(share))
    if kind is A.Discard:
        return Reason.make("discard", name=name, cards=" ".join(map(str, action.cards)))
    if kind is A.Call:
        win = detail.get("win", 0.5)
        cost = detail.get("cost", 0)
        if cost >= view.chips[view.viewer]:
            return Reason.make("call_allin", name=name, pct=pct(win))
        if win < 0.5:
            return Reason.make("call_cheap", name=name, cost=cost, pct=pct(win), pot=view.pot)
        return Reason.make("call", name=name, cost=cost, pct=pct(win))
    if kind is A.Raise:
        return Reason.make("raise", name=name, cost=detail.get("cost", 0),
                           pct=pct(detail.get("win", 0.5)))
    if kind is A.Fold:
        if view.phase in BATTLE_PHASES:
            return Reason.make("fold_battle", name=name, pct=pct(detail.get("win", 0.0)),
                               cost=detail.get("cost", 0))
        return Reason.make("fold_turn", name=name)
    return Reason.make("random", name=name)


def low_equity_attack(view: SeatView, detail: dict) -> Optional[str]:
    """The reason for an attack with under an even chance to win the battle, from the bot's
    figures for it (`medium.turn_values`: `called_value`, the expected chips when called):
    a bet that loses chips when called is made for the folds (a bluff); multiway one that
    pays when called does so by the cards a won battle captures (R16.1), which make the
    hand to beat for the pot. None: heads-up, the pot pays for the risk (pot odds), which
    the chance to win says by itself."""
    if detail.get("called_value", 0.0) < 0:
        return "attack_bluff"
    if len(view.seats_in_hand()) > 2:
        return "attack_capture"
    return None


def opponent_in_battle(view: SeatView) -> int:
    """The other side of the battle the viewer is answering."""
    battle = view.battle
    return battle.opponent_of(view.viewer)


def exact_figures(view: SeatView, seen: Seen, action: A.Action, detail: dict) -> dict:
    """`detail` with the figures `explain` quotes counted exactly from the view: the chance
    to win the battle against the target or the other side (`battle_equity`), the share of
    the pot if the hand ended now (`showdown_share`). The sampled ones the values were made
    of are the same figures within the sampling noise."""
    kind = type(action)
    detail = dict(detail)
    if kind is A.Bet:
        detail["win"] = battle_equity(seen, action.target)
    elif view.phase in BATTLE_PHASES and view.battle is not None:
        detail["win"] = battle_equity(seen, opponent_in_battle(view))
    elif kind in (A.Buy, A.Stay):
        detail["share"] = showdown_share(seen)
    return detail


def quiet_discard(view: SeatView, seen: Seen, moves: Moves) -> Optional[A.Discard]:
    """A Discard of soldiers that cannot count any more (R15.3 against the last opponent):
    as quiet as a Stay, and it makes our bets and calls cheaper."""
    if not moves.discards:
        return None
    soldiers = list(view.soldiers[view.viewer])
    useful = set(useful_cards(seen, soldiers))
    useless = [c for c in soldiers if c not in useful]
    if not useless:
        return None
    return moves.discard(useless)


def drop_sure_loss_attacks(seen: Seen, values: dict) -> None:
    """No attack on a sure loser except as a bluff: while the best valued action is a Bet on
    a target it is all but sure to lose to (`sure_loss`), keep it only if the target is
    expected to fold more often than not (then `explain` words it as a bluff), else drop it.
    Only the best one is checked each time, and only when its sampled chance to win is low:
    the exact equity is dear."""
    while values:
        action = max(values, key=lambda a: values[a][0])
        if type(action) is not A.Bet:
            return
        detail = values[action][1]
        if detail.get("win", 0.0) > SURE_LOSS_SUSPECT or not sure_loss(seen, action.target):
            return
        if detail.get("fold", 0.0) > 0.5:
            detail["win"] = battle_equity(seen, action.target)  # so `explain` says bluff
            return
        del values[action]


class MediumBot(Bot):
    level = "medium"

    def __init__(self, seat: int, seed: int = 0, samples: int = 0, outsider: int = 150,
                 bonus_bets: float = BONUS_BETS, buy_samples: Optional[int] = None,
                 judge_sure_losses: bool = True, exact_reasons: Optional[bool] = None):
        super().__init__(seat, seed)
        # Whether to check a chosen attack against the exact battle equity (`sure_loss`): the
        # hard bot's rollouts switch it off, since it costs more than a rollout step.
        self.judge_sure_losses = judge_sure_losses
        # Whether a reason's figures are counted exactly (`exact_figures`): off with
        # `judge_sure_losses` unless given, so the hard bot's rollouts, whose reasons nobody
        # reads, do not pay for it.
        self.exact_reasons = judge_sure_losses if exact_reasons is None else exact_reasons
        self.buy_samples = buy_samples
        self.bonus_bets = bonus_bets
        self.samples = samples  # 0: by the number of opponents
        self.outsider = outsider

    def sample_count(self, seen: Seen) -> int:
        if self.samples:
            return self.samples
        return 1200 if len(seen.opps) <= 1 else max(300, 2400 // (len(seen.opps) + 1))

    def _decide(self, view: SeatView, legal: list[A.Action], rng: random.Random) -> Decision:
        seen = Seen(view)
        if view.phase == TRIM:
            return trim_decision(view, legal, seen)
        moves = Moves(legal)
        samples = self.sample_count(seen)
        bonus = self.bonus_bets * view.rules.small_bet
        if view.phase in BATTLE_PHASES:
            est = estimate(view, rng, samples, outsider=self.outsider, seen=seen)
            values = answer_values(view, seen, est, moves, bonus=bonus)
        else:
            forbid_pointless_buy(moves, seen)
            est = estimate(view, rng, samples, buy=moves.buy is not None,
                           outsider=self.outsider, seen=seen, buy_samples=self.buy_samples)
            values = turn_values(view, seen, est, moves, bonus=bonus)
        if self.judge_sure_losses:
            drop_sure_loss_attacks(seen, values)
        if not values:
            action = moves.safe()
            return Decision(action, explain(view, action,
                                            exact_figures(view, seen, action, {})))
        action = max(values, key=lambda a: values[a][0])
        detail = values[action][1]
        if self.exact_reasons:
            detail = exact_figures(view, seen, action, detail)
        if type(action) is A.Stay:
            discard = quiet_discard(view, seen, moves)
            if discard is not None:
                action = discard
        return Decision(action, explain(view, action, detail),
                        {"values": {action_label(a): round(v[0], 2) for a, v in values.items()}})
