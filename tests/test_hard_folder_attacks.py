"""Hard attacking a heads-up opponent seen folding to most bets (issue 44,
`bots/folder_attacks.py`): with `HardConfig.folder_attack_min_fold` set, on a turn at a table
of two, hard attacks where the bet pays even if every call loses it (the pot on a fold, the
bet lost otherwise, at the opponent's observed fold rate) and beats the search's choice; its
reason states the exact chance to win the battle and the observed fold rate. Never at a
bigger table, never answering a bet."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from palace_desktop.bots.base import Decision, Reason
from palace_desktop.bots.equity import Seen
from palace_desktop.bots.folder_attacks import MIN_FACED, attack_folder, bluff_floor
from palace_desktop.bots.hard import HardBot
from palace_desktop.bots.hard_config import HardConfig
from palace_desktop.bots.memory import TableMemory
from palace_desktop.engine import actions as A
from palace_desktop.engine.deal import SeedDeal
from palace_desktop.engine.rules import Rules
from palace_desktop.engine.state import GameState

from test_bot_reasons_truth import TOLERANCE, exact_battle

ON = HardConfig(iterations=8, time_limit=None, rollout_samples=8, rollout_outsider=8,
                folder_attack_min_fold=0.6)
OFF = HardConfig(iterations=8, time_limit=None, rollout_samples=8, rollout_outsider=8)
# Only with under 40% / 60% to win the battle (the position below: about 50%).
WEAK_ONLY = replace(ON, folder_attack_max_win=0.4)
HALF_OR_LESS = replace(ON, folder_attack_max_win=0.6)


def dealt(seats: int, seed: int, script: tuple = ()):
    state, _ = GameState.start(Rules.make(), ["Ann", "Ben", "Cy", "Dee", "Eve", "Flo"][:seats],
                               [200] * seats, seats - 1, SeedDeal(seed))
    for kind in script:
        state.apply(next(a for a in state.legal_actions() if type(a) is kind))
    return state.view(state.to_act)


def folding(viewer: int, seats, folds: int, faced: int, attacks: int = 6) -> TableMemory:
    """Each of `seats` seen over 30 turns attacking on `attacks` and buying on a third (no
    fixed habit, not passive), folding to `folds` of the `faced` bets it met."""
    memory = TableMemory(viewer)
    for seat in seats:
        memory.counts[seat] = {"turn": 30, "attack": attacks, "buy": 10,
                               "stay": 20 - attacks, "attacked": faced,
                               "defend_fold": folds, "defend_call": faced - folds}
    return memory


def searched(view, action, values: dict) -> Decision:
    """A decision as hard's search hands it out: `action` with the values of the moves."""
    return Decision(action, Reason.make("only_move", name="Ann"), {"values": values})


def stay_of(view):
    return next(a for a in view.legal_actions if type(a) is A.Stay)


def test_an_attack_pays_at_the_fold_rate_even_if_every_call_loses():
    view = dealt(2, 3)
    assert (view.pot, view.bet_amount(view.viewer)) == (4, 5)
    assert bluff_floor(view, 0.75) == pytest.approx(0.75 * 4 - 0.25 * 5)
    assert bluff_floor(view, 0.4) < 0


@pytest.mark.parametrize("folds, faced, stay_value, attacks, config", [
    (18, 24, 1.0, 6, ON),  # folds to 75%: a bet makes at least 1.75, staying 1.0
    (18, 24, 1.0, 6, HALF_OR_LESS),
])
def test_hard_attacks_an_opponent_who_folds_to_most_bets(folds, faced, stay_value, attacks,
                                                         config):
    view = dealt(2, 3)
    other = 1 - view.viewer
    memory = folding(view.viewer, [other], folds, faced, attacks)
    decision = attack_folder(memory, view, Seen(view), [stay_of(view), *bets_of(view)], config,
                             searched(view, stay_of(view), {"stay": stay_value, "bet 1": -3}))
    assert decision.action == A.Bet(view.viewer, other)
    reason = decision.reason
    assert reason.key == "attack_folder"
    assert reason.params["fold"] == 75 and reason.params["faced"] == 24
    assert abs(reason.params["pct"] - 100 * exact_battle(view, other)) <= TOLERANCE
    assert reason.text.endswith("and Ben folded to 75% of the 24 bets it faced.")
    assert decision.info["folder_attack"]["instead_of"] == "stay"


def bets_of(view):
    return [a for a in view.legal_actions if type(a) is A.Bet]


@pytest.mark.parametrize("folds, faced, stay_value, attacks, config", [
    (18, 24, 2.0, 6, ON),  # staying is worth more than the bet's floor (1.75)
    (12, 24, -2.0, 6, ON),  # folds to half: under 0.6
    (MIN_FACED - 1, MIN_FACED - 1, -2.0, 6, ON),  # too few bets seen
    (18, 24, -2.0, 6, OFF),  # the option off
    (18, 24, -2.0, 0, ON),  # never attacks: its rollouts play it by its rates already
    (18, 24, -2.0, 6, WEAK_ONLY),  # about 50% to win the battle: not weak enough
])
def test_otherwise_the_search_choice_stands(folds, faced, stay_value, attacks, config):
    view = dealt(2, 3)
    memory = folding(view.viewer, [1 - view.viewer], folds, faced, attacks)
    decision = searched(view, stay_of(view), {"stay": stay_value, "bet 1": -3})
    assert attack_folder(memory, view, Seen(view), [stay_of(view), *bets_of(view)], config,
                         decision) is decision
    assert attack_folder(None, view, Seen(view), bets_of(view), config, decision) is decision


def test_never_answering_a_bet_nor_at_a_bigger_table():
    defend = dealt(2, 7, (A.Bet,))
    assert defend.battle is not None
    memory = folding(defend.viewer, [1 - defend.viewer], 18, 24)
    fold = next(a for a in defend.legal_actions if type(a) is A.Fold)
    decision = searched(defend, fold, {"fold": -5.0, "call": -9.0})
    assert attack_folder(memory, defend, Seen(defend), [fold], ON, decision) is decision
    four = dealt(4, 3)
    others = [s for s in range(4) if s != four.viewer]
    memory = folding(four.viewer, others, 18, 24)
    decision = searched(four, stay_of(four), {"stay": -5.0})
    assert attack_folder(memory, four, Seen(four), [stay_of(four), *bets_of(four)], ON,
                         decision) is decision


def test_hard_stays_or_buys_where_it_now_attacks():
    """A weak hand (about 27% to win the battle) at the first turn: hard stays without the
    option and attacks with it, the search's values the same."""
    view = dealt(2, 9)
    memory = folding(view.viewer, [1 - view.viewer], 18, 24)
    off = HardBot(view.viewer, 0, OFF).decide(view, view.legal_actions, random.Random(1),
                                              memory=memory)
    on = HardBot(view.viewer, 0, ON).decide(view, view.legal_actions, random.Random(1),
                                            memory=memory)
    assert type(off.action) is not A.Bet
    assert type(on.action) is A.Bet and on.reason.key == "attack_folder"
    assert on.info["values"] == off.info["values"]


@pytest.mark.parametrize("seats", [4, 6])
def test_at_a_bigger_table_every_decision_is_the_same(seats):
    """The option acts at a table of two only: at four and six seats hard decides as without
    it, on turns and answers, however often the others fold."""
    for seed, script in ((3, ()), (4, ()), (6, ()), (3, (A.Stay,)), (9, (A.Stay,)),
                         (1, (A.Bet,)), (2, (A.Buy,))):
        view = dealt(seats, seed, script)
        others = [s for s in range(seats) if s != view.viewer]
        memory = folding(view.viewer, others, 20, 24)
        off, on = (HardBot(view.viewer, 0, config).decide(
            view, view.legal_actions, random.Random(1), memory=memory) for config in (OFF, ON))
        assert (on.action, on.reason, on.info) == (off.action, off.reason, off.info)


def test_the_bets_seen_first_can_be_fewer():
    """`folder_attack_min_faced`: from three bets seen when asked, from `MIN_FACED` else."""
    view = dealt(2, 3)
    memory = folding(view.viewer, [1 - view.viewer], 3, 4)
    decision = searched(view, stay_of(view), {"stay": 1.0, "bet 1": -3})
    moves = [stay_of(view), *bets_of(view)]
    assert MIN_FACED > 4
    assert attack_folder(memory, view, Seen(view), moves, ON, decision) is decision
    three = replace(ON, folder_attack_min_faced=3)
    attack = attack_folder(memory, view, Seen(view), moves, three, decision)
    assert type(attack.action) is A.Bet and attack.reason.params["faced"] == 4
