"""benchmarks/strategies.py: the five fixed strategies pick only legal actions and play as their
descriptions say, on fixed positions (crafted views) and over whole hands."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from benchmarks.strategies import (
    STRATEGIES, Buyer, CallingStation, Maniac, RandomPlayer, Rock, battle_value)
from palace_desktop.engine import actions as A
from palace_desktop.engine.cards import Card
from palace_desktop.engine.rules import Rules

from seeded_views import cards, defend_view, start


def turn_view(seats: int = 3):
    """A first-turn view in which the seat to act may attack every opponent."""
    for seed in range(1, 200):
        state = start(seats, seed)
        view = state.view(state.to_act)
        if sum(type(a) is A.Bet for a in view.legal_actions) == seats - 1:
            return view
    raise AssertionError("no such deal")


def with_cards(view, seat: int, banner: str = None, palace: str = None, soldiers: str = None):
    """`view` with some of `seat`'s cards replaced (the legal actions stay the view's)."""
    def put(field: tuple, value):
        return field[:seat] + (value,) + field[seat + 1:]
    if banner is not None:
        view = replace(view, banners=put(view.banners, Card.parse(banner)))
    if palace is not None:
        view = replace(view, palaces=put(view.palaces, cards(palace)))
    if soldiers is not None:
        view = replace(view, soldiers=put(view.soldiers, cards(soldiers)))
    return view


def decide(strategy, view):
    return strategy(view.viewer).decide(view, view.legal_actions, random.Random(0)).action


# --------------------------------------------------------------------------------------------
# Fixed positions


def test_maniac_attacks_the_weakest_looking_banner():
    view = turn_view(3)
    me = view.viewer
    first, second = [s for s in range(3) if s != me]
    suits = {view.banners[s].suit.char for s in (first, second)}
    low, high = sorted(suits)
    looks_weak = with_cards(with_cards(view, first, banner="2" + low), second,
                            banner="A" + high)
    assert decide(Maniac, looks_weak) == A.Bet(me, first)
    looks_strong = with_cards(with_cards(view, first, banner="A" + low), second,
                              banner="2" + high)
    assert decide(Maniac, looks_strong) == A.Bet(me, second)
    # Soldiers count in how strong a banner looks: a pair of soldiers outweighs an ace.
    paired = with_cards(looks_weak, first, soldiers="3c 3d" if "c" not in suits else "3h 3s")
    assert decide(Maniac, paired) == A.Bet(me, second)


def test_maniac_raises_when_it_can_and_never_folds():
    view, attacker = defend_view()
    assert any(type(a) is A.Raise for a in view.legal_actions)
    weak = with_cards(view, view.viewer, palace="2c 7d 9h")
    assert type(decide(Maniac, weak)) is A.Raise
    # Without a raise on offer it calls, however weak.
    no_raise = [a for a in view.legal_actions if type(a) is not A.Raise]
    action = Maniac(view.viewer).decide(weak, no_raise, random.Random(0)).action
    assert type(action) is A.Call


def test_station_stays_and_always_calls():
    assert type(decide(CallingStation, turn_view(3))) is A.Stay
    view, _ = defend_view()
    for palace in ("2c 7d 9h", "Ac Ad Ah"):
        assert type(decide(CallingStation, with_cards(view, view.viewer, palace=palace))) is A.Call


def test_rock_stays_folds_weak_hands_and_calls_strong_ones():
    assert type(decide(Rock, turn_view(3))) is A.Stay
    view, attacker = defend_view()
    me = view.viewer
    view = with_cards(view, me, banner="5s")
    view = with_cards(view, attacker, banner="Kc")
    assert type(decide(Rock, with_cards(view, me, palace="2d 7h 9s"))) is A.Fold
    assert type(decide(Rock, with_cards(view, me, palace="Jd Jh 9s"))) is A.Fold
    assert type(decide(Rock, with_cards(view, me, palace="Qd Qh 9s"))) is A.Call
    assert type(decide(Rock, with_cards(view, me, palace="4d 4h 5h"))) is A.Call  # two pair


def test_rock_judges_the_battle_hand_with_the_exclusion():
    """R15.3: against a clubs banner the queen of clubs does not count."""
    view, attacker = defend_view()
    me = view.viewer
    view = with_cards(with_cards(view, me, banner="5s", palace="Qc Qd 3h"), attacker,
                      banner="Kc")
    assert battle_value(view, attacker) < battle_value(
        with_cards(view, attacker, banner="Kh"), attacker)
    assert type(decide(Rock, view)) is A.Fold
    assert type(decide(Rock, with_cards(view, attacker, banner="Kh"))) is A.Call
    none = replace(view, rules=Rules.make(exclusion="none"))
    assert type(decide(Rock, none)) is A.Call


def test_buyer_buys_below_five_then_attacks_with_two_pair():
    view = turn_view(2)
    me = view.viewer
    other = 1 - me
    suit = "cdhs".replace(view.banners[other].suit.char, "")
    a, b, c = suit[:3]
    for soldiers in ("", f"2{a}", f"2{a} 3{b} 4{c} 6{a}"):
        assert type(decide(Buyer, with_cards(view, me, soldiers=soldiers))) is A.Buy
    five_weak = with_cards(view, me, banner=f"K{a}", palace=f"2{a} 3{b} 4{c}",
                           soldiers=f"6{a} 7{b} 9{c} T{a} J{b}")
    assert type(decide(Buyer, five_weak)) is A.Stay
    five_two_pair = with_cards(view, me, banner=f"K{a}", palace=f"K{b} 3{b} 3{c}",
                               soldiers=f"6{a} 7{b} 9{c} T{a} J{b}")
    assert decide(Buyer, five_two_pair) == A.Bet(me, other)


def test_buyer_calls_with_a_pair_and_folds_without():
    view, attacker = defend_view()
    me = view.viewer
    view = with_cards(with_cards(view, me, banner="5s"), attacker, banner="Kc")
    assert type(decide(Buyer, with_cards(view, me, palace="2d 7h 9s"))) is A.Fold
    assert type(decide(Buyer, with_cards(view, me, palace="2d 2h 9s"))) is A.Call


def test_random_player_follows_its_rng():
    view = turn_view(3)
    picks = {RandomPlayer(view.viewer).decide(view, view.legal_actions,
                                              random.Random(k)).action for k in range(40)}
    assert len(picks) > 3 and picks <= set(view.legal_actions)


# --------------------------------------------------------------------------------------------
# Whole hands


@pytest.mark.parametrize("seats", [2, 4])
def test_whole_hands_only_legal_actions_and_the_described_habits(seats):
    names = list(STRATEGIES)
    for hand in range(12):
        state = start(seats, 100 + hand)
        players = {s: STRATEGIES[names[(s + hand) % len(names)]](s) for s in range(seats)}
        rng = random.Random(hand)
        steps = 0
        while not state.is_over:
            seat = state.to_act
            view = state.view(seat)
            player = players[seat]
            action = player.decide(view, view.legal_actions, rng).action
            assert action in view.legal_actions
            kinds = {type(a) for a in view.legal_actions}
            if isinstance(player, RandomPlayer):
                pass
            elif view.phase == "trim":
                # As few soldiers let go as the rules allow.
                assert len(action.cards) == min(len(a.cards) for a in view.legal_actions)
            elif isinstance(player, Maniac):
                assert type(action) is not A.Fold
                if view.battle is not None and A.Raise in kinds:
                    assert type(action) is A.Raise
                if view.battle is None and A.Bet in kinds:
                    assert type(action) is A.Bet
            elif isinstance(player, CallingStation):
                assert type(action) is (A.Call if view.battle is not None else A.Stay)
            elif isinstance(player, Rock):
                assert type(action) in ((A.Call, A.Fold) if view.battle is not None
                                        else (A.Stay,))
            elif isinstance(player, Buyer):
                if (view.battle is None and A.Buy in kinds
                        and len(view.soldiers[seat]) < 5):
                    assert type(action) is A.Buy
            state.apply(action)
            steps += 1
            assert steps < 2000
