"""benchmarks/styles.py: the styles of play pick only legal actions over seeded hands, play by
the numbers their docstrings give, and judge their chances from their own seat's view."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from benchmarks.styles import (STYLES, EquityStyle, LeaderAttacker, NeverBuys, Threshold,
                               TightAggressive, battle_equity)
from palace_desktop.engine import actions as A
from palace_desktop.engine.cards import UNKNOWN, Card

from seeded_views import cards, defend_view, start


def test_each_style_is_named_by_its_level():
    assert len(STYLES) >= 10
    for name, cls in STYLES.items():
        assert cls.level == name
        assert issubclass(cls, EquityStyle)


@pytest.mark.parametrize("seats,exclusion", [(2, "suit"), (2, "rank"), (4, "suit"),
                                             (6, "none")])
def test_whole_hands_only_legal_actions_and_the_described_numbers(seats, exclusion):
    names = list(STYLES)
    seen_kinds: dict = {}
    for hand in range(8):
        state = start(seats, 300 + hand, exclusion)
        players = {s: STYLES[names[(s + hand) % len(names)]](s) for s in range(seats)}
        rng = random.Random(hand)
        steps = 0
        while not state.is_over:
            seat = state.to_act
            view = state.view(seat)
            # Only its own view: every palace but its own is hidden from it (R19).
            assert all(c is UNKNOWN for s in range(seats) if s != seat
                       and s not in view.known_palaces for c in view.palaces[s])
            player = players[seat]
            action = player.decide(view, view.legal_actions, rng).action
            assert action in view.legal_actions
            kind = type(action)
            seen_kinds.setdefault(player.level, set()).add(kind)
            kinds = {type(a) for a in view.legal_actions}
            if view.phase == "trim":
                assert len(action.cards) == min(len(a.cards) for a in view.legal_actions)
            elif view.battle is not None and len(view.legal_actions) > 1:
                other = (view.battle.attacker if view.battle.defender == seat
                         else view.battle.defender)
                chance = battle_equity(view, other)
                if kind is A.Fold:
                    assert chance < player.call_at
                elif kind is A.Raise:
                    assert chance >= player.raise_at
                elif A.Fold in kinds:
                    assert chance >= player.call_at
            elif view.battle is None and len(view.legal_actions) > 1:
                assert kind is not A.Fold and kind is not A.Discard
                if isinstance(player, LeaderAttacker) and A.Bet in kinds:
                    richest = max(view.chips[a.target] for a in view.legal_actions
                                  if type(a) is A.Bet)
                    assert kind is A.Bet and view.chips[action.target] == richest
                if isinstance(player, NeverBuys):
                    assert kind is not A.Buy
                if player.attack_at is None and not player.leader and not player.bluff_rate:
                    assert kind is not A.Bet
                if (kind is A.Bet and not player.leader and not player.bluff_rate):
                    assert battle_equity(view, action.target) >= player.attack_at
            state.apply(action)
            steps += 1
            assert steps < 2000
    # The hands exercise more than stays: someone attacked and someone answered.
    assert any(A.Bet in k for k in seen_kinds.values())
    assert any(A.Call in k or A.Fold in k for k in seen_kinds.values())


def test_equity_is_exact_against_a_known_palace_and_follows_the_cards():
    view, attacker = defend_view()
    me = view.viewer
    banners = list(view.banners)
    banners[me], banners[attacker] = Card.parse("5s"), Card.parse("Kc")

    def put(field: tuple, seat: int, value):
        return field[:seat] + (value,) + field[seat + 1:]

    base = replace(view, banners=tuple(banners), soldiers=((),) * view.num_seats)
    strong = replace(base, palaces=put(base.palaces, me, cards("Ad Ah As")))
    weak = replace(base, palaces=put(base.palaces, me, cards("2d 3h 7s")))
    assert battle_equity(strong, attacker) > 0.9
    assert battle_equity(weak, attacker) < 0.2
    # The same view, the same figure: a function of the position.
    assert battle_equity(weak, attacker) == battle_equity(weak, attacker)
    # A palace the viewer has seen is not dealt again: the figure is exact.
    seen = replace(strong, palaces=put(strong.palaces, attacker, cards("Qc Qd 9h")),
                   known_palaces=frozenset({attacker}))
    assert battle_equity(seen, attacker) == 1.0
    # R15.3: the queens of the attacker's banner suit (clubs, against its Kc) do not count.
    clubs = replace(seen, palaces=put(seen.palaces, me, cards("Qc Qh 3d")))
    hearts = replace(seen, palaces=put(seen.palaces, me, cards("Qs Qh 3d")),
                     banners=put(seen.banners, me, Card.parse("5h")))
    assert battle_equity(clubs, attacker) == 0.0
    assert battle_equity(hearts, attacker) in (0.0, 0.5, 1.0)


def test_tight_aggressive_answers_by_its_chance_not_the_price():
    view, attacker = defend_view()
    me = view.viewer
    player = TightAggressive(me)
    action = player.decide(view, view.legal_actions, random.Random(0)).action
    chance = battle_equity(view, attacker)
    expected = (A.Raise if chance >= 0.7 else A.Call if chance >= 0.5 else A.Fold)
    assert type(action) is expected
    # A pot ten times larger changes nothing: it ignores pot odds.
    rich = replace(view, pot=view.pot * 10)
    assert player.decide(rich, view.legal_actions, random.Random(0)).action == action


def test_threshold_players_use_one_number():
    for cls in (s for s in STYLES.values() if issubclass(s, Threshold)):
        player = cls(0)
        assert player.attack_at == player.call_at == cls.t
        assert player.raise_at > player.call_at > player.buy_below
