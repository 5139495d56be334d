"""Which heads-up opponents hard plays in its rollouts by their observed rates (the quick
policy, `rollout.QuickPolicy`) rather than as a medium bot.

A medium bot attacks on a fifth of its turns or so. Against a seat that never attacks, medium
rollouts see attacks that never come; against one that attacks on nearly half its turns (the
bluffer, the loose-aggressive style), they see an attack as the rarer, stronger news it is from
medium, and fold to it too often. Either way the seat's own rates are the better model; for a
seat that plays like medium they are not (issue 44: every seat so cost 1.27 chips/hand against
medium). A medium rollout bot also counts a pot bonus of four small bets, so it folds only
hopeless hands to a bet on a small pot: a seat seen folding to most bets (a player calling only
from a 75% chance folds to seven in ten) can be rolled out by its rates too
(`observed_rollouts_min_fold`)."""

from __future__ import annotations

from typing import Optional

from .memory import TableMemory
from .opponents import profile_of

# Turns an opponent must have been seen taking before its attack rate alone sends it to the
# quick rollouts: the memory's prior holds a fresh seat near medium's rate, but a medium seen
# over a few hands reads anywhere from 10% to 44% (opponents.Profile.fixed_habits).
MIN_TURNS = 12
# Bets an opponent must have been seen answering before its fold rate alone decides how it
# answers in the rollouts (the memory's prior counts as four more, at 35%): hard attacks a
# player who folds often so seldom that six came late in a session, or not at all.
MIN_FACED = 3


def observed_rollouts(memory: Optional[TableMemory], view, seen, config) -> bool:
    """At a table of two, whether to roll the opponent out by its observed rates: seen
    attacking on at most `config.quick_max_attack` of its turns, or on at least
    `config.observed_rollouts_min_attack` of them over `MIN_TURNS` turns or more, or seen
    folding to at least `config.observed_rollouts_min_fold` of the bets it faced over
    `config.observed_rollouts_min_faced` bets or more (each None: not on that side)."""
    if len(view.players) != 2:
        return False
    opponent = seen.opps[0]
    attack = profile_of(memory, opponent).attack
    if config.quick_max_attack is not None and attack <= config.quick_max_attack:
        return True
    least = config.observed_rollouts_min_attack
    if (least is not None and memory is not None
            and memory.count(opponent, "turn") >= MIN_TURNS and attack >= least):
        return True
    folds = config.observed_rollouts_min_fold
    return (folds is not None and memory is not None
            and memory.count(opponent, "attacked") >= config.observed_rollouts_min_faced
            and profile_of(memory, opponent).defend_fold >= folds)
