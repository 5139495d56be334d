"""`Battle.opponent_of` and the view's `BattleView.opponent_of` (issue 39.3): the other
fighter, asked of the battle instead of written out at every caller."""

from __future__ import annotations

import random

from engine_play import random_action, random_rules, random_table
from palace_desktop.engine.deal import SeedDeal
from palace_desktop.engine.state import GameState


def test_each_fighter_of_every_battle_is_the_other_s_opponent():
    battles = 0
    for seed in range(40):
        rng = random.Random(seed)
        names, chips, dealer = random_table(rng)
        state, _ = GameState.start(random_rules(rng), names, chips, dealer, SeedDeal(seed))
        while not state.is_over:
            battle = state.battle
            if battle is not None:
                battles += 1
                seen = state.view(state.to_act).battle
                for fight in (battle, seen):
                    assert fight.opponent_of(battle.attacker) == battle.defender
                    assert fight.opponent_of(battle.defender) == battle.attacker
                assert state.to_act in (battle.attacker, battle.defender)
            state.apply(random_action(state.legal_actions(), rng))
    assert battles > 20
