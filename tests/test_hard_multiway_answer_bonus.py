"""Multiway, hard decides on chips alone: answering a bet or raise
(`HardConfig.multiway_answer_bonus_bets`, 0 by default: a won battle there does not take the pot,
and the pot bonus made it call at a chip loss, benchmarks/results/archive/bots_table6.md, round
4) and on its turns (`multiway_bonus_bets`, 0 by default: its quick rollouts play the hand to
its end; sixth sitting). Heads-up answers and turns keep `pot_bonus_bets` (at a table of two against
a passive opponent only, issue 44: here against any, `pot_bonus_max_attack` None)."""

from __future__ import annotations

import random

from palace_desktop.bots.hard import HardBot
from palace_desktop.bots.hard_config import HardConfig

from medium_play import medium_self_play


def positions(players: int, hands: int = 40):
    """(view, legal) of every decision with two or more choices in medium self-play."""
    for _state, _seat, view, legal, _action in medium_self_play(players, hands, 3,
                                                                f"answer-bonus:{players}"):
        if view.phase != "trim" and len(legal) > 1:
            yield view, legal


def searched_values(view, legal, **options):
    """The values hard's search gave its candidates (None when it did not search)."""
    bot = HardBot(view.viewer, config=HardConfig(iterations=12, time_limit=None, **options))
    return bot.decide(view, legal, random.Random(5)).info.get("values")


def first_searched(players: int, answering: bool, **options):
    """The first position (answering a bet or raise, or on a turn) where hard's search
    compared two or more candidates."""
    for view, legal in positions(players):
        if (view.phase in ("defend", "respond")) != answering:
            continue
        values = searched_values(view, legal, **options)
        if values and len(values) > 1:
            return view, legal, values
    raise AssertionError(f"no searched position ({players} seats, answering={answering})")


def test_multiway_answers_count_no_pot_bonus():
    view, legal, values = first_searched(6, answering=True)
    assert searched_values(view, legal, pot_bonus_bets=7.0) == values
    assert searched_values(view, legal, pot_bonus_bets=0.0) == values
    # The option is what sets it: with a bonus given, the values move.
    assert searched_values(view, legal, multiway_answer_bonus_bets=20.0) != values


def test_multiway_turns_count_no_pot_bonus():
    view, legal, values = first_searched(6, answering=False)
    assert searched_values(view, legal, pot_bonus_bets=7.0) == values
    assert searched_values(view, legal, pot_bonus_bets=0.0) == values
    # The option is what sets it: with a bonus given, the values move.
    assert searched_values(view, legal, multiway_bonus_bets=20.0) != values


ANY = {"pot_bonus_max_attack": None}  # the bonus against any opponent, as before issue 44


def test_heads_up_turns_keep_the_pot_bonus():
    view, legal, values = first_searched(2, answering=False, **ANY)
    assert searched_values(view, legal, pot_bonus_bets=0.0, **ANY) != values
    assert searched_values(view, legal, multiway_bonus_bets=20.0, **ANY) == values


def test_heads_up_answers_keep_the_pot_bonus():
    view, legal, values = first_searched(2, answering=True, **ANY)
    assert searched_values(view, legal, pot_bonus_bets=0.0, **ANY) != values
    assert searched_values(view, legal, multiway_answer_bonus_bets=20.0, **ANY) == values

