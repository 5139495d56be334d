"""Which heads-up opponents hard plays in its rollouts by their observed rates (the quick
policy, `rollout.QuickPolicy`) rather than as a medium bot.

A medium bot attacks on a fifth of its turns or so. Against a seat that never attacks, medium
rollouts see attacks that never come; against one that attacks on nearly half its turns (the
bluffer, the loose-aggressive style), they see an attack as the rarer, stronger news it is from
medium, and fold to it too often. Either way the seat's own rates are the better model; for a
seat that plays like medium they are not (issue 44: every seat so cost 1.27 chips/hand against
medium)."""

from __future__ import annotations

from typing import Optional

from .memory import TableMemory
from .opponents import profile_of

# Turns an opponent must have been seen taking before its attack rate alone sends it to the
# quick rollouts: the memory's prior holds a fresh seat near medium's rate, but a medium seen
# over a few hands reads anywhere from 10% to 44% (opponents.Profile.fixed_habits).
MIN_TURNS = 12


def observed_rollouts(memory: Optional[TableMemory], view, seen, config) -> bool:
    """At a table of two, whether to roll the opponent out by its observed rates: seen
    attacking on at most `config.quick_max_attack` of its turns, or on at least
    `config.observed_rollouts_min_attack` of them over `MIN_TURNS` turns or more (either
    None: not on that side)."""
    if len(view.players) != 2:
        return False
    opponent = seen.opps[0]
    attack = profile_of(memory, opponent).attack
    if config.quick_max_attack is not None and attack <= config.quick_max_attack:
        return True
    least = config.observed_rollouts_min_attack
    return (least is not None and memory is not None
            and memory.count(opponent, "turn") >= MIN_TURNS and attack >= least)
