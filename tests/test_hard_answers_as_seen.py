"""Hard's heads-up rollouts against an opponent seen folding to most bets (issue 44): with
`HardConfig.answers_as_seen_min_fold` set, a seat seen folding to at least that share of the
bets it faced, over `opponent_rollouts.MIN_FACED` bets or more, answers hard's bets in the
rollouts at its observed rates (`opponent_rollouts.AnswersAsSeen`) instead of as a medium bot,
which counts a pot bonus and folds only hopeless hands (a 75% threshold player folds to seven
bets in ten; medium rollouts had it fold to a sixth)."""

from __future__ import annotations

import random
from dataclasses import replace

from palace_desktop.bots.equity import Seen
from palace_desktop.bots.hard import HardBot
from palace_desktop.bots.hard_config import HardConfig
from palace_desktop.bots.medium import BONUS_BETS, MediumBot
from palace_desktop.bots.memory import TableMemory
from palace_desktop.bots.opponent_rollouts import MIN_FACED, AnswersAsSeen, answer_as_seen
from palace_desktop.bots.opponents import VALUE_PLAYER, profile_of
from palace_desktop.bots.rollout import QuickPolicy
from palace_desktop.engine import actions as A
from palace_desktop.engine.deal import SeedDeal
from palace_desktop.engine.phases import DEFEND
from palace_desktop.engine.rules import Rules
from palace_desktop.engine.state import GameState

ON = HardConfig(iterations=60, time_limit=None, answers_as_seen_min_fold=0.5)
OFF = HardConfig(iterations=60, time_limit=None)


def first_state(seats: int, deal: int = 5):
    state, _ = GameState.start(Rules.make(), [f"P{i}" for i in range(seats)], [200] * seats,
                               0, SeedDeal(deal))
    return state


def folder(viewer: int, seats, folds: int, faced: int) -> TableMemory:
    """Attacks on a fifth of 30 turns, buys on a third (no fixed habit: hard searches), and
    folds to `folds` of the `faced` bets it met."""
    memory = TableMemory(viewer)
    for seat in seats:
        memory.counts[seat] = {"turn": 30, "attack": 6, "buy": 10, "stay": 14,
                               "attacked": faced, "defend_fold": folds,
                               "defend_call": faced - folds}
    return memory


def searched_fold_rate(config: HardConfig, deals: range = range(6, 12)) -> float:
    """How often the opponent folded at once to hard's bet in its rollouts (the search's own
    tally, `Decision.info["bets"]`) on the first turn of heads-up deals, on average, against
    a seat seen folding to 18 of 24 bets."""
    rates = []
    for deal in deals:
        state = first_state(2, deal)
        view = state.view(state.to_act)
        memory = folder(view.viewer, [1 - view.viewer], folds=18, faced=24)
        assert not profile_of(memory, 1 - view.viewer).fixed_habits()
        if not any(type(a) is A.Bet for a in view.legal_actions):
            continue
        decision = HardBot(view.viewer, 0, config).decide(view, view.legal_actions,
                                                          random.Random(3), memory=memory)
        (tally,) = decision.info["bets"].values()
        rates.append(tally["fold"])
    assert len(rates) >= 4
    return sum(rates) / len(rates)


def test_a_seat_seen_folding_to_most_bets_folds_to_them_in_the_rollouts():
    assert searched_fold_rate(OFF) < 0.3  # medium rollouts: the hopeless hands
    assert searched_fold_rate(ON) > 0.5


def test_only_a_seat_seen_folding_often_enough_and_over_enough_bets():
    def wrapped(memory, seats: int = 2, config: HardConfig = ON) -> bool:
        state = first_state(seats)
        view = state.view(state.to_act)
        seen = Seen(view)
        policies = {s: MediumBot(s, 0, samples=8) for s in seen.live}
        answer_as_seen(policies, memory, view, seen, config)
        return any(isinstance(p, AnswersAsSeen) for p in policies.values())

    me = first_state(2).to_act
    assert wrapped(folder(me, [1 - me], folds=18, faced=24))
    assert not wrapped(folder(me, [1 - me], folds=18, faced=24), config=OFF)  # off by default
    assert not wrapped(folder(me, [1 - me], folds=8, faced=24))  # a third: as medium folds
    # Every bet folded to, but fewer than MIN_FACED seen.
    assert not wrapped(folder(me, [1 - me], folds=MIN_FACED - 1, faced=MIN_FACED - 1))
    assert wrapped(folder(me, [1 - me], folds=MIN_FACED, faced=MIN_FACED))
    assert not wrapped(None)
    me4 = first_state(4).to_act
    assert not wrapped(folder(me4, [s for s in range(4) if s != me4], 18, 24), seats=4)


def defender_views(deals: range):
    """The defender's view of a first-turn attack, one per deal where the first seat to act
    may attack."""
    for deal in deals:
        state = first_state(2, deal)
        bet = next((a for a in state.legal_actions() if type(a) is A.Bet), None)
        if bet is None:
            continue
        state.apply(bet)
        assert state.phase == DEFEND
        yield state.view(state.to_act)


def test_the_policy_folds_at_the_observed_rate_and_plays_its_turns_as_medium():
    profile = replace(VALUE_PLAYER, defend_fold=0.7, defend_raise=0.0)
    folded = {"seen": 0, "medium": 0}
    views = list(defender_views(range(120)))
    assert len(views) > 60
    for view in views:
        seen = Seen(view)
        attacker = seen.opps[0]
        medium = MediumBot(view.viewer, 0, samples=24, bonus_bets=BONUS_BETS,
                           judge_sure_losses=False)
        quick = QuickPolicy(attacker, {view.viewer: profile}, seen.pool, [], seen.exclusion)
        policy = AnswersAsSeen(medium, profile, quick)
        rng = random.Random(1)
        answer = policy._decide(view, list(view.legal_actions), rng).action
        assert type(answer) in (A.Fold, A.Call)  # no raise at a raise rate of 0
        folded["seen"] += type(answer) is A.Fold
        folded["medium"] += type(medium._decide(view, list(view.legal_actions),
                                                random.Random(1)).action) is A.Fold
    assert 0.55 < folded["seen"] / len(views) < 0.85
    assert folded["medium"] / len(views) < 0.35
    # On its turn it is the medium bot.
    state = first_state(2)
    view = state.view(state.to_act)
    seen = Seen(view)
    medium = MediumBot(view.viewer, 0, samples=24, judge_sure_losses=False)
    policy = AnswersAsSeen(medium, profile, QuickPolicy(seen.opps[0], {view.viewer: profile},
                                                        seen.pool, [], seen.exclusion))
    assert (policy._decide(view, list(view.legal_actions), random.Random(2)).action
            == medium._decide(view, list(view.legal_actions), random.Random(2)).action)
