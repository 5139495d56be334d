"""Multiway, `HardBot.multiway_raise_min_win` (an A/B option, off by default) searches a
raise or re-raise only when the exact chance to win the battle is at least its value;
heads-up and with the option off every raise stays a candidate (bots_table6.md, round 5)."""

from __future__ import annotations

from palace_desktop.bots.equity import Seen, battle_equity
from palace_desktop.bots.hard import HardBot
from palace_desktop.bots.moves import Moves

from medium_play import medium_self_play


def answers_with_raises(players: int, hands: int = 40):
    """(view, moves, seen, chance to win the battle) of every answer to a bet or raise where
    a raise is legal, in medium self-play."""
    for _state, _seat, view, legal, _action in medium_self_play(players, hands, 3,
                                                                f"raises:{players}"):
        moves = Moves(legal)
        if view.phase not in ("defend", "respond") or not moves.raises:
            continue
        seen = Seen(view)
        battle = view.battle
        other = battle.attacker if view.viewer == battle.defender else battle.defender
        yield view, moves, seen, battle_equity(seen, other)


def raise_candidates(view, moves, seen, **options) -> list:
    bot = HardBot(view.viewer, **options)
    return [a for a in bot.candidates(view, moves, seen) if a in moves.raises]


def test_multiway_raises_only_from_the_chance_given():
    chances = set()
    for view, moves, seen, chance in answers_with_raises(6):
        if len(seen.live) <= 2:
            continue
        chances.add(chance >= 0.5)
        assert raise_candidates(view, moves, seen) == list(moves.raises)
        searched = raise_candidates(view, moves, seen, multiway_raise_min_win=0.5)
        assert searched == (list(moves.raises) if chance >= 0.5 else [])
        if chances == {True, False}:
            return
    raise AssertionError(f"multiway answers with raises did not cover both sides: {chances}")


def test_heads_up_raises_stay_candidates():
    for view, moves, seen, chance in answers_with_raises(2):
        if chance < 1.0:
            assert raise_candidates(view, moves, seen, multiway_raise_min_win=1.0) \
                == list(moves.raises)
            return
    raise AssertionError("no heads-up answer with a raise below a sure win")
