"""Heads-up, attacking an opponent seen folding to most bets even with a weak hand (issue 44).

Hard's heads-up rollouts play the opponent as a medium bot, which folds only hopeless hands to
a bet on a small pot (about one bet in seven or eight). A player who calls only from a 75%
chance folds to seven bets in ten whatever hard holds, and hard stayed or bought with weak
hands it could have attacked with. Rolling such a seat out by its rates instead
(`HardConfig.observed_rollouts_min_fold`) changes how it plays every turn after too, and cost
chips against a style folding to half the bets.

So this changes one choice only, on a turn, and only where it pays whatever the call brings:
with the opponent's observed fold rate f (its own folds over the bets it faced, from
`MIN_FACED` bets, with no prior pulling it towards a careful player's), a bet of B into a pot
of P makes at least f x P - (1 - f) x B chips from now (folded to, hard takes the pot; called
or raised, it loses at most its bet, folding to a raise). When that floor beats the search's
value of the move it chose, hard attacks instead; as configured, only with a weak hand
(`HardConfig.folder_attack_max_win`): against the 75% threshold player attacking instead of
staying paid with under 60% to win the battle and lost with 60-80% (whoever calls such a
player holds a strong hand, and a good hand's stay takes the pot at the end often enough).
Off by default (`HardConfig.folder_attack_min_fold`); see
benchmarks/results/hard_vs_styles.md.
"""

from __future__ import annotations

from typing import Optional

from ..engine import actions as A
from ..engine.phases import BATTLE_PHASES
from ..engine.view import SeatView
from .base import Decision, Reason, pct
from .equity import Seen
from .exact_equity import battle_equity
from .memory import TableMemory
from .moves import action_label
from .opponent_rollouts import observed_rollouts

# Bets the opponent must have been seen answering before its fold rate alone makes hard bet:
# five answers read a 75% threshold player (folding to about seven in ten) as folding to
# more than half of them in five sessions of six, a player calling from 45% in one of six.
MIN_FACED = 5


def fold_rate(memory: Optional[TableMemory], opponent: int,
              least: int = MIN_FACED) -> Optional[float]:
    """The share of the bets `opponent` faced that it folded to, as seen (None: fewer than
    `least` seen)."""
    if memory is None:
        return None
    faced = memory.count(opponent, "attacked")
    if faced < least:
        return None
    return memory.count(opponent, "defend_fold") / faced


def bluff_floor(view: SeatView, folds: float) -> float:
    """The least a bet makes from now (chips) against a seat folding to `folds` of bets:
    the pot when folded to, the bet lost otherwise."""
    bet = view.bet_amount(view.viewer)
    return folds * view.pot - (1.0 - folds) * bet


def attack_folder(memory: Optional[TableMemory], view: SeatView, seen: Seen,
                  candidates: list[A.Action], config, decision: Decision) -> Decision:
    """`decision`, or at a table of two on a turn an attack on an opponent seen folding to at
    least `config.folder_attack_min_fold` of the bets it faced (of at least
    `config.folder_attack_min_faced`), when the attack was searched
    and its floor (`bluff_floor`) beats by more than `config.folder_attack_margin` small bets
    the search's value of the move chosen, with under `config.folder_attack_max_win` to win
    the battle (None: any chance). Not where the rollouts already play the opponent by its
    rates (`opponent_rollouts.observed_rollouts`)."""
    least = config.folder_attack_min_fold
    if (least is None or len(view.players) != 2 or view.phase in BATTLE_PHASES
            or type(decision.action) is A.Bet):
        return decision
    values = decision.info.get("values")
    bets = [a for a in candidates if type(a) is A.Bet]
    if not values or not bets or action_label(decision.action) not in values:
        return decision
    opponent = seen.opps[0]
    folds = fold_rate(memory, opponent, config.folder_attack_min_faced)
    if folds is None or folds < least or observed_rollouts(memory, view, seen, config):
        return decision
    floor = bluff_floor(view, folds)
    chosen = values[action_label(decision.action)]
    if floor <= chosen + config.folder_attack_margin * view.rules.small_bet:
        return decision
    action = bets[0]
    win = battle_equity(seen, action.target)
    if config.folder_attack_max_win is not None and win >= config.folder_attack_max_win:
        return decision
    name = view.names[view.viewer]
    reason = Reason.make("attack_folder", name=name, target=view.names[action.target],
                         pct=pct(win), fold=round(100 * folds),
                         faced=memory.count(opponent, "attacked"))
    info = dict(decision.info)
    info["folder_attack"] = {"fold": round(folds, 3), "floor": round(floor, 2),
                             "instead_of": action_label(decision.action)}
    return Decision(action, reason, info)
