"""Hard's heads-up rollouts against an opponent seen attacking often (issue 44): with
`HardConfig.observed_rollouts_min_attack` set, a seat seen attacking on at least that share of
its turns, over `opponent_rollouts.MIN_TURNS` turns or more, is played in the rollouts by its
observed rates (the quick policy) rather than as a medium bot, which attacks on a fifth of its
turns. Off by default: see benchmarks/results/hard_vs_styles.md for the A/B."""

from __future__ import annotations

import random

import pytest

from palace_desktop.bots.hard import HardBot
from palace_desktop.bots.hard_config import HardConfig
from palace_desktop.bots.memory import TableMemory
from palace_desktop.bots.opponent_rollouts import MIN_FACED, MIN_TURNS, observed_rollouts
from palace_desktop.bots.equity import Seen
from palace_desktop.engine import actions as A
from palace_desktop.engine.deal import SeedDeal
from palace_desktop.engine.rules import Rules
from palace_desktop.engine.state import GameState

AGGRESSIVE = HardConfig(iterations=4, time_limit=None, observed_rollouts_min_attack=0.3)


def first_view(seats: int):
    state, _ = GameState.start(Rules.make(), [f"P{i}" for i in range(seats)], [200] * seats,
                               0, SeedDeal(5))
    return state.view(state.to_act)


def seen(viewer: int, seats, attacks: int, turns: int) -> TableMemory:
    """Attacks on `attacks` of `turns` turns and buys on a third of them: no fixed habit
    (`Profile.fixed_habits`: neither passive nor a maniac), so hard searches."""
    memory = TableMemory(viewer)
    buys = turns // 3
    for seat in seats:
        memory.counts[seat] = {"turn": turns, "attack": attacks, "buy": buys,
                               "stay": turns - attacks - buys}
    return memory


def rollouts_used(monkeypatch, view, memory, config) -> set:
    used: list = []
    monkeypatch.setattr(HardBot, "_quick_rollout",
                        lambda self, *args, **kwargs: used.append("quick") or 0.0)
    monkeypatch.setattr(HardBot, "_rollout",
                        lambda self, *args, **kwargs: used.append("medium") or 0.0)
    assert len([a for a in view.legal_actions if type(a) is not A.Fold]) > 1
    HardBot(view.viewer, 0, config).decide(view, view.legal_actions, random.Random(1),
                                           memory=memory)
    return set(used)


@pytest.mark.parametrize("attacks, turns, config, expected", [
    (14, 30, AGGRESSIVE, "quick"),  # reads 44% over 30 turns
    (14, 30, HardConfig(iterations=4, time_limit=None), "medium"),  # the option off
    (6, 30, AGGRESSIVE, "medium"),  # reads 21%: plays like medium
    (4, 8, AGGRESSIVE, "medium"),  # half its turns, but too few seen yet
])
def test_an_opponent_seen_attacking_often_is_rolled_out_by_its_rates_when_asked(
        monkeypatch, attacks, turns, config, expected):
    view = first_view(2)
    memory = seen(view.viewer, [1 - view.viewer], attacks, turns)
    assert rollouts_used(monkeypatch, view, memory, config) == {expected}


def test_only_at_a_table_of_two_and_the_passive_side_is_unchanged():
    config = HardConfig(observed_rollouts_min_attack=0.3)
    view = first_view(4)
    others = [s for s in range(4) if s != view.viewer]
    assert not observed_rollouts(seen(view.viewer, others, 20, 30), view, Seen(view), config)
    view = first_view(2)
    other = [1 - view.viewer]
    assert observed_rollouts(seen(view.viewer, other, 0, 30), view, Seen(view), config)
    # Half its turns: from MIN_TURNS turns seen on, not before.
    assert observed_rollouts(seen(view.viewer, other, MIN_TURNS // 2, MIN_TURNS), view,
                             Seen(view), config)
    assert not observed_rollouts(seen(view.viewer, other, (MIN_TURNS - 1) // 2, MIN_TURNS - 1),
                                 view, Seen(view), config)
    assert not observed_rollouts(None, view, Seen(view), config)


FOLDS = HardConfig(iterations=4, time_limit=None, observed_rollouts_min_fold=0.5)


def folding(viewer: int, folds: int, faced: int) -> TableMemory:
    """Attacks on a fifth of 30 turns, buys on a third (no fixed habit), and folds to `folds`
    of the `faced` bets it met."""
    memory = seen(viewer, [1 - viewer], 6, 30)
    memory.counts[1 - viewer].update(attacked=faced, defend_fold=folds,
                                     defend_call=faced - folds)
    return memory


@pytest.mark.parametrize("folds, faced, config, expected", [
    (18, 24, FOLDS, "quick"),  # reads 69% over 24 bets (a 75% threshold player)
    (18, 24, HardConfig(iterations=4, time_limit=None), "medium"),  # the option off
    (8, 24, FOLDS, "medium"),  # a third: as medium folds
    (MIN_FACED - 1, MIN_FACED - 1, FOLDS, "medium"),  # too few bets seen yet
    (MIN_FACED, MIN_FACED, FOLDS, "quick"),
])
def test_an_opponent_seen_folding_to_most_bets_is_rolled_out_by_its_rates_when_asked(
        monkeypatch, folds, faced, config, expected):
    view = first_view(2)
    memory = folding(view.viewer, folds, faced)
    assert rollouts_used(monkeypatch, view, memory, config) == {expected}
    # At a bigger table never.
    view4 = first_view(4)
    memory4 = seen(view4.viewer, [s for s in range(4) if s != view4.viewer], 6, 30)
    for seat in memory4.counts:
        memory4.counts[seat].update(attacked=faced, defend_fold=folds)
    assert not observed_rollouts(memory4, view4, Seen(view4), config)


def test_the_bets_seen_first_can_be_more_than_three():
    """`observed_rollouts_min_faced`: a style folding to half the bets reads as folding to
    most of three far more often than of eight; from eight seen, not before."""
    view = first_view(2)
    config = HardConfig(observed_rollouts_min_fold=0.6, observed_rollouts_min_faced=8)
    assert HardConfig().observed_rollouts_min_faced == MIN_FACED
    assert observed_rollouts(folding(view.viewer, 6, 6), view, Seen(view), FOLDS)
    assert not observed_rollouts(folding(view.viewer, 7, 7), view, Seen(view), config)
    assert observed_rollouts(folding(view.viewer, 8, 8), view, Seen(view), config)


def test_a_six_seat_hand_down_to_two_is_not_a_table_of_two():
    """`observed_rollouts_min_fold` acts at a table of two only: at six seats, with four
    folded and every other seat seen folding to 20 of 24 bets, hard decides as without it
    (so the six-seat figures cannot move with it)."""
    small = dict(iterations=6, time_limit=None, rollout_samples=8, rollout_outsider=8)
    off, on = HardConfig(**small), HardConfig(**small, observed_rollouts_min_fold=0.6)
    checked = 0
    for seed in range(6):
        state, _ = GameState.start(Rules.make(), [f"P{i}" for i in range(6)], [200] * 6, 0,
                                   SeedDeal(seed))
        for _ in range(4):
            state.apply(next(a for a in state.legal_actions() if type(a) is A.Fold))
        view = state.view(state.to_act)
        assert len(view.seats_in_hand()) == 2 and len(view.players) == 6
        memory = seen(view.viewer, [s for s in range(6) if s != view.viewer], 6, 30)
        for seat in memory.counts:
            memory.counts[seat].update(attacked=24, defend_fold=20, defend_call=4)
        decisions = [HardBot(view.viewer, 0, config).decide(
            view, view.legal_actions, random.Random(1), memory=memory) for config in (off, on)]
        assert decisions[0] == decisions[1]
        checked += 1
    assert checked == 6
