"""Helpers for the rule-by-rule tests (tests/test_rules_s*.py): exact explicit deals, short
action constructors, and the check that a refused action names its rule and changes nothing."""

from __future__ import annotations

import copy

import pytest

from palace_desktop.engine import actions as A
from palace_desktop.engine.actions import RuleViolation
from palace_desktop.engine.cards import Card
from palace_desktop.engine.deal import ExplicitDeal
from palace_desktop.engine.history import result_of
from palace_desktop.engine.rules import Rules
from palace_desktop.engine.state import GameState


def C(text: str) -> Card:
    return Card.parse(text)


def cards(text: str) -> list[Card]:
    """"As Kd 2c" -> [As, Kd, 2c]."""
    return [Card.parse(t) for t in text.split()]


def deal(banners, palaces, draw="", discard="", seed=0) -> ExplicitDeal:
    """An explicit deal from text: banners "3h 6d" (or a list with None for a seat sitting
    out), palaces ["Ah Th 7h", "6s 6c Ad"], piles top first."""
    if isinstance(banners, str):
        banners = banners.split()
    banners = tuple(None if b is None else C(b) for b in banners)
    palaces = tuple(tuple(cards(p)) if p else () for p in palaces)
    return ExplicitDeal(banners, palaces, tuple(cards(draw)), tuple(cards(discard)), seed)


def start(banners, palaces, draw="", discard="", *, chips=200, dealer=None, seed=0,
          rules=None, names=None, **house):
    """Start a hand from an explicit deal. `chips` is one stack for all or a list; the
    dealer defaults to the last seat, so seat 0 acts first (R7.1). Returns (state, events)."""
    spec = deal(banners, palaces, draw, discard, seed)
    n = len(spec.banners)
    if rules is None:
        rules = Rules.make(**house)
    elif house:
        raise TypeError("give either rules or house-rule keywords")
    if isinstance(chips, int):
        chips = [chips] * n
    if dealer is None:
        dealer = n - 1
    names = names or [f"P{i}" for i in range(n)]
    return GameState.start(rules, names, chips, dealer, spec)


def buy(seat):
    return A.Buy(seat)


def disc(seat, text=""):
    return A.Discard(seat, tuple(cards(text)))


def stay(seat):
    return A.Stay(seat)


def fold(seat):
    return A.Fold(seat)


def bet(seat, target):
    return A.Bet(seat, target)


def call(seat):
    return A.Call(seat)


def raise_(seat, amount=None):
    return A.Raise(seat, amount)


def play(state: GameState, *actions) -> list:
    """Apply the actions in order; return all their events."""
    events = []
    for action in actions:
        events.extend(state.apply(action))
    return events



def duel(att: int = 1, dfn: int = 1, chips=200, **house) -> GameState:
    """Two seats: seat 0 (banner 2c, 5 high) with `att` soldiers and seat 1 (banner 2d, 6
    high) with `dfn`, seat 0 to act, nobody quiet. Soldiers are spades, then hearts (no pairs);
    buys that are not wanted are discarded at once in the trim, so each round stays loud."""
    state, _ = start("2c 2d", ["3c 4c 5c", "3d 4d 6d"], draw="7s 8s 9s Ts Js Qs 7h 8h 9h Th",
                     chips=chips, **house)
    for k in range(max(att, dfn)):
        new = state.draw_pile[0]
        play(state, buy(0), disc(0, "" if k < att else str(new)))
        new = state.draw_pile[0]
        play(state, buy(1), disc(1, "" if k < dfn else str(new)))
    assert (len(state.soldiers[0]), len(state.soldiers[1])) == (att, dfn)
    assert state.to_act == 0 and state.quiet == set()
    return state

def snapshot(state: GameState):
    """Everything a refused action must leave unchanged."""
    battle = state.battle
    return copy.deepcopy({
        "result": result_of(state),
        "palaces": [list(map(str, p)) for p in state.palaces],
        "draw": list(map(str, state.draw_pile)),
        "discard": list(map(str, state.discard_pile)),
        "discard_known": list(state.discard_known),
        "committed": list(state.committed),
        "battle": None if battle is None else (battle.attacker, battle.defender, battle.bet,
                                               battle.owed, battle.raises),
        "trim_rule": state.trim_rule,
        "next_from": state.next_from,
        "quiet": set(state.quiet),
        "revealed": set(state.revealed),
        "actions": len(state.actions),
        "rng": state.rng.getstate(),
    })


def refused(state: GameState, action, rule: str) -> RuleViolation:
    """`action` raises RuleViolation citing `rule` (message starting with it), both from
    `check` and from `apply`, and the state is unchanged."""
    before = snapshot(state)
    with pytest.raises(RuleViolation) as checked:
        state.check(action)
    assert not state.is_legal(action)
    assert action not in state.legal_actions()
    with pytest.raises(RuleViolation) as info:
        state.apply(action)
    error = info.value
    assert error.rule == rule, f"expected {rule}, got {error.rule}: {error}"
    assert checked.value.rule == rule
    assert str(error).startswith(rule + ":") and error.message.startswith(rule), str(error)
    assert snapshot(state) == before
    return error


def of_type(events, kind) -> list:
    return [e for e in events if isinstance(e, kind)]


def one(events, kind):
    found = of_type(events, kind)
    assert len(found) == 1, f"expected one {kind.__name__}, got {found}"
    return found[0]


def strs(cards_) -> list[str]:
    return [str(c) for c in cards_]


def total_chips(state: GameState) -> int:
    return sum(state.chips) + state.pot


# Ten banners that satisfy R5.2 for ten players numbered from the dealer's left.
TEN_BANNERS = "2c 2d 2h 2s 3c 3d 3h 3s 4c 4d"
