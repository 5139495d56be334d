"""Hard's pot bonus (issue 44): at a table of two it counts taking the pot at `pot_bonus_bets`
small bets more than its chips only against an opponent seen attacking on few of its turns (a
passive player: on 60 duplicate deals the bonus made 2.04 and 4.87 chips/hand more against the
two passive styles of benchmarks/styles.py, and less or no more against every style that
attacks and against medium); against any other, chips alone. At a bigger table it stays as it
was, also when the hand comes down to two (no A/B there said otherwise)."""

from __future__ import annotations

import random

from palace_desktop.bots.equity import Seen
from palace_desktop.bots.hard import HardBot
from palace_desktop.bots.hard_config import HardConfig
from palace_desktop.bots.memory import TableMemory
from palace_desktop.engine import actions as A
from palace_desktop.engine.deal import SeedDeal
from palace_desktop.engine.rules import Rules
from palace_desktop.engine.state import GameState


def first_view(seats: int):
    state, _ = GameState.start(Rules.make(), [f"P{i}" for i in range(seats)], [200] * seats,
                               0, SeedDeal(5))
    return state.view(state.to_act)


def seen_attacking(viewer: int, seats, attacks: int, turns: int) -> TableMemory:
    memory = TableMemory(viewer)
    for seat in seats:
        memory.counts[seat] = {"turn": turns, "attack": attacks, "stay": turns - attacks}
    return memory


def bonus_against(memory, seats: int = 2, config: HardConfig = HardConfig()) -> float:
    view = first_view(seats)
    bot = HardBot(view.viewer, 0, config)
    bot.memory = memory
    return bot._bonus_bets(view, Seen(view))


def test_heads_up_the_bonus_counts_against_a_passive_opponent_only():
    view = first_view(2)
    other = [1 - view.viewer]
    default = HardConfig()
    assert default.pot_bonus_bets > 0
    assert bonus_against(seen_attacking(view.viewer, other, 0, 30)) == default.pot_bonus_bets
    # An opponent attacking on a fifth of its turns (medium, the aggressive styles): chips.
    assert bonus_against(seen_attacking(view.viewer, other, 6, 30)) == 0.0
    # Before anything is seen the careful player's prior (a quarter of its turns) reads as
    # attacking: chips alone until it is seen passive.
    assert bonus_against(None) == 0.0
    assert bonus_against(TableMemory(view.viewer)) == 0.0
    # The A/B's switch: None counts the bonus against any opponent, as before.
    everyone = HardConfig(pot_bonus_max_attack=None)
    assert bonus_against(seen_attacking(view.viewer, other, 6, 30),
                         config=everyone) == default.pot_bonus_bets


def test_at_a_bigger_table_the_bonus_is_as_before():
    view = first_view(4)
    others = [s for s in range(4) if s != view.viewer]
    config = HardConfig()
    for memory in (None, seen_attacking(view.viewer, others, 0, 30)):
        assert bonus_against(memory, 4) == config.multiway_bonus_bets
    # Two left in the hand at a table of four: the bonus against anyone, as before.
    state, _ = GameState.start(Rules.make(), [f"P{i}" for i in range(4)], [200] * 4, 0,
                               SeedDeal(5))
    while len(state.seats_in_hand()) > 2:
        state.apply(next(a for a in state.legal_actions() if type(a) is A.Fold))
    view = state.view(state.to_act)
    bot = HardBot(view.viewer, 0)
    bot.memory = seen_attacking(view.viewer, range(4), 10, 30)
    assert bot._bonus_bets(view, Seen(view)) == config.pot_bonus_bets


def test_a_passive_opponent_is_played_in_the_rollouts_by_its_profile(monkeypatch):
    """Issue 44: hard's heads-up rollouts played every opponent as a medium bot, which attacks
    on about a fifth of its turns; against a seat that never attacks (the passive styles) the
    quick policy plays it by its observed rates instead (over 60 deals, 3.08 and 3.07
    chips/hand more against the two passive styles); against an attacking seat, medium
    rollouts as before."""
    used: list = []
    monkeypatch.setattr(HardBot, "_quick_rollout",
                        lambda self, *args, **kwargs: used.append("quick") or 0.0)
    monkeypatch.setattr(HardBot, "_rollout",
                        lambda self, *args, **kwargs: used.append("medium") or 0.0)
    view = first_view(2)
    other = 1 - view.viewer
    assert len([a for a in view.legal_actions if type(a) is not A.Fold]) > 1
    for attacks, expected in ((0, "quick"), (8, "medium")):
        memory = TableMemory(view.viewer)
        # Buys on a third of its turns: no fixed habit (`Profile.fixed_habits`), so it searches.
        memory.counts[other] = {"turn": 30, "attack": attacks, "buy": 10,
                                "stay": 20 - attacks}
        used.clear()
        HardBot(view.viewer, 0, HardConfig(iterations=4, time_limit=None)).decide(
            view, view.legal_actions, random.Random(1), memory=memory)
        assert used and set(used) == {expected}, (attacks, set(used))
