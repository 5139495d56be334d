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
(`observed_rollouts_min_fold`), or keep medium's turns and answer by its rates
(`AnswersAsSeen`)."""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from typing import Optional

from ..engine import actions as A
from ..engine.phases import DEFEND, RESPOND
from .equity import battle_value
from .memory import TableMemory
from .opponents import profile_of
from .rollout import QuickPolicy

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


class _Choice:
    __slots__ = ("action",)

    def __init__(self, action):
        self.action = action


class AnswersAsSeen:
    """A heads-up rollout policy for an opponent: its turns as `medium` plays them, its answers
    to a bet or a raise at its observed rates (as the quick policy answers,
    `rollout.QuickPolicy._answer`): it folds its weakest hands as it sees them at its fold rate,
    raises with its strongest at its raise rate, calls otherwise. A medium bot in the rollouts
    counts a pot bonus of four small bets and so folds only hopeless hands (about a sixth of
    the bets on a small pot), where a player who calls only from 75% folds to seven in ten."""

    def __init__(self, medium, profile, quick: QuickPolicy):
        self.medium = medium
        self.profile = profile
        self.quick = quick

    def _decide(self, view, legal, rng):
        battle = view.battle
        if view.phase not in (DEFEND, RESPOND) or battle is None:
            return self.medium._decide(view, legal, rng)
        me = view.viewer
        other = battle.opponent_of(me)
        theirs = self.quick.public_values([view.banners[other], *view.soldiers[other]],
                                          len(view.palaces[other]), view.banners[me])
        mine = battle_value([view.banners[me], *view.palaces[me], *view.soldiers[me]],
                            view.banners[other], view.rules.exclusion)
        chance = (bisect_left(theirs, mine) + bisect_right(theirs, mine)) / (2 * len(theirs))
        profile = self.profile
        if view.phase == DEFEND:
            folds, raises = profile.defend_fold, profile.defend_raise
        else:
            folds, raises = profile.respond_fold, profile.respond_raise
        kinds = {type(a): a for a in reversed(legal)}  # the smallest raise first in `legal`
        if A.Raise in kinds and chance > 1.0 - raises:
            return _Choice(kinds[A.Raise])
        if chance >= folds or A.Fold not in kinds:
            return _Choice(kinds.get(A.Call) or legal[0])
        return _Choice(kinds[A.Fold])


def answer_as_seen(policies: dict, memory: Optional[TableMemory], view, seen, config) -> None:
    """At a table of two, have the opponent's medium rollout policy in `policies` answer bets
    at its observed rates (`AnswersAsSeen`) when the memory saw it fold to at least
    `config.answers_as_seen_min_fold` of the bets it faced, over `MIN_FACED` bets or more
    (None: never)."""
    least = config.answers_as_seen_min_fold
    if least is None or memory is None or len(view.players) != 2:
        return
    opponent = seen.opps[0]
    profile = profile_of(memory, opponent)
    if memory.count(opponent, "attacked") < MIN_FACED or profile.defend_fold < least:
        return
    quick = QuickPolicy(view.viewer, {opponent: profile}, seen.pool,
                        list(view.palaces[view.viewer]), seen.exclusion)
    policies[opponent] = AnswersAsSeen(policies[opponent], profile, quick)
