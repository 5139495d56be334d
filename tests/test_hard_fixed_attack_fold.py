"""A seat read as one of fixed habits by its attack rate alone (a maniac's: on more than 55% of
its turns) counts so, with `HardConfig.fixed_attack_max_fold` set, only while it is seen folding
to few of the bets it faced (issue 44). A maniac never folds; the bluffer of
benchmarks/styles.py reaches that attack rate after a run of bets but folds to 40% of them,
and hard's search did better against it than the look ahead of fixed habits."""

from __future__ import annotations

import random

from palace_desktop.bots.hard import HardBot
from palace_desktop.bots.hard_config import HardConfig
from palace_desktop.bots.memory import TableMemory
from palace_desktop.bots.opponents import fixed_habits
from palace_desktop.engine.deal import SeedDeal
from palace_desktop.engine.rules import Rules
from palace_desktop.engine.state import GameState

BLUFFER = {"turn": 30, "attack": 18, "buy": 6, "stay": 6,
           "attacked": 20, "defend_fold": 8, "defend_call": 12}
MANIAC = {"turn": 30, "attack": 30, "attacked": 20, "defend_raise": 20, "raised": 5,
          "respond_raise": 5}
STATION = {"turn": 30, "stay": 30, "attacked": 20, "defend_call": 20}
FOLDER = {"turn": 30, "attack": 18, "turn_fold": 6, "stay": 6, "attacked": 10,
          "defend_fold": 5, "defend_call": 5}


def memory_of(counts: dict, viewer: int = 0, seat: int = 1) -> TableMemory:
    memory = TableMemory(viewer)
    memory.counts[seat] = dict(counts)
    return memory


def test_a_seat_attacking_often_but_folding_to_bets_is_no_fixed_habit_when_asked():
    assert fixed_habits(memory_of(BLUFFER), 1)  # as before: its attack rate alone
    assert not fixed_habits(memory_of(BLUFFER), 1, max_fold=0.1)
    # A maniac, a station and a seat folding on its turns stay fixed.
    for counts in (MANIAC, STATION, FOLDER):
        assert fixed_habits(memory_of(counts), 1, max_fold=0.1)
    # A seat that plays like medium is never fixed.
    medium = {"turn": 30, "attack": 6, "buy": 12, "stay": 12, "attacked": 10, "defend_fold": 3}
    assert not fixed_habits(memory_of(medium), 1)
    assert not fixed_habits(memory_of(medium), 1, max_fold=0.1)


def test_hard_searches_against_the_bluffer_when_asked(monkeypatch):
    looked_ahead: list = []
    original = HardBot._exploit

    def exploit(self, *args, **kwargs):
        looked_ahead.append(True)
        return original(self, *args, **kwargs)

    monkeypatch.setattr(HardBot, "_exploit", exploit)
    state, _ = GameState.start(Rules.make(), ["P0", "P1"], [200, 200], 0, SeedDeal(5))
    view = state.view(state.to_act)
    memory = memory_of(BLUFFER, viewer=view.viewer, seat=1 - view.viewer)
    for config, expected in ((HardConfig(iterations=4, time_limit=None), [True]),
                             (HardConfig(iterations=4, time_limit=None,
                                         fixed_attack_max_fold=0.1), [])):
        looked_ahead.clear()
        HardBot(view.viewer, 0, config).decide(view, view.legal_actions, random.Random(1),
                                               memory=memory)
        assert looked_ahead == expected
