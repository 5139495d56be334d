"""Every amount, price and refusal a seat view answers (what the screens show) is what the engine
charges and says, on random states: the price of each legal action equals the chips it takes
(applied on a clone), the call and the raise range match, and the view's refusal of any action,
legal or not, is the engine's check word for word. No Qt here."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings, strategies as st

from palace_desktop.engine import actions as A
from palace_desktop.engine.actions import RuleViolation
from palace_desktop.engine.deal import SeedDeal
from palace_desktop.engine.state import GameState
from palace_desktop.engine import phases, view as view_module

from engine_play import random_action, random_rules, random_table
from rules_support import C, start

MAX_ACTIONS = 3000


def engine_refusal(state: GameState, action) -> RuleViolation | None:
    try:
        state.check(action)
    except RuleViolation as violation:
        return violation
    return None


def same(a: RuleViolation | None, b: RuleViolation | None) -> bool:
    if a is None or b is None:
        return a is b
    return (a.rule, a.key, str(a)) == (b.rule, b.key, str(b))


def probes(state: GameState, seat: int, rng: random.Random) -> list:
    """Actions worth asking about: each kind, good and bad targets, amounts and cards."""
    soldiers = list(state.soldiers[seat])
    stranger = next(c for c in (C(t) for t in ("As", "2c", "Kd", "7h"))
                    if c not in soldiers)
    rules = state.rules
    result = [A.Buy(seat), A.Stay(seat), A.Fold(seat), A.Call(seat), A.Raise(seat, None),
              A.Raise(seat, rules.small_bet), A.Raise(seat, rules.big_bet),
              A.Raise(seat, rules.big_bet - 1), A.Raise(seat, state.chips[seat] + 1),
              A.Discard(seat, ()), A.Discard(seat, (stranger,)), A.Discard(seat, tuple(soldiers))]
    result += [A.Bet(seat, target) for target in range(-1, state.num_seats + 1)]
    if soldiers:
        result += [A.Discard(seat, (soldiers[0],)), A.Discard(seat, (soldiers[0], soldiers[0])),
                   A.Discard(seat, tuple(rng.sample(soldiers, rng.randint(1, len(soldiers)))))]
    span = state.raise_range()
    if span:
        result += [A.Raise(seat, span[0]), A.Raise(seat, span[1])]
    return result


def paid(state: GameState, action) -> tuple[int, list]:
    """The chips `action` takes from its seat, applied on a clone (chips won back when the
    hand ends at once do not count), and the events."""
    clone = state.clone()
    seat = action.seat
    before = clone.chips[seat] - (clone.payouts[seat] if clone.payouts else 0)
    events = clone.apply(action)
    after = clone.chips[seat] - (clone.payouts[seat] if clone.payouts else 0)
    return before - after, events


def check_view(state: GameState, rng: random.Random) -> None:
    seat = state.to_act
    view = state.view(seat)
    legal = state.legal_actions()
    assert view.raise_range() == state.raise_range()
    # Prices: every kind of legal action, and all the raises.
    by_kind: dict[type, list] = {}
    for action in legal:
        by_kind.setdefault(type(action), []).append(action)
    chosen = [rng.choice(actions) for actions in by_kind.values()]
    chosen += by_kind.get(A.Raise, [])
    for action in chosen:
        assert view.refusal(action) is None
        amount, events = paid(state, action)
        assert view.price_of(action) == amount, (action, amount)
        if isinstance(action, A.Call):
            called = next(e for e in events if isinstance(e, A.Called))
            assert (view.call_amount, view.call_is_all_in) == (called.amount, called.all_in)
        if isinstance(action, A.Buy):
            assert view.buy_price == amount
        if isinstance(action, A.Discard):
            assert view.discard_price == amount
    if state.phase == phases.TRIM:
        fewest = min(len(a.cards) for a in legal)
        assert view.soldiers_over_limit(seat) == fewest
        assert view.max_soldiers == len(state.soldiers[seat]) - fewest or fewest == 0
    # Refusals: the engine's, for anything, from the seat to act and from another seat.
    other = rng.choice([s for s in range(state.num_seats) if s != seat])
    for probe in probes(state, seat, rng) + probes(state, other, rng)[:6]:
        assert same(view.refusal(probe), engine_refusal(state, probe)), probe
    # Why no move of a kind: None exactly when the engine lists one.
    for kind in (A.Buy, A.Discard, A.Stay, A.Fold, A.Bet, A.Call, A.Raise):
        why = view.refusal_for(kind)
        assert (why is None) == (kind in by_kind), (kind, why)
        if why is not None:
            assert why.rule.startswith("R")


def play_and_check(seed: int) -> None:
    rng = random.Random(seed)
    rules = random_rules(rng)
    names, chips, dealer = random_table(rng)
    state, _events = GameState.start(rules, names, chips, dealer, SeedDeal(rng.randrange(10**6)))
    steps = 0
    while not state.is_over:
        steps += 1
        assert steps <= MAX_ACTIONS, "the hand did not end"
        check_view(state, rng)
        state.apply(random_action(state.legal_actions(), rng))


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(min_value=0, max_value=2**32))
def test_view_amounts_and_refusals_are_the_engines(seed):
    play_and_check(seed)


def test_the_view_knows_the_engines_soldier_limit():
    assert view_module.MAX_SOLDIERS == phases.MAX_SOLDIERS == 5


def test_r9_1_no_soldier_to_discard_and_r12_5_before_r12_2():
    # Seat 0 has 3 chips after the ante: it cannot pay a bet (R12.5) against seat 1, and seat 2
    # shares its suit (R12.2): the refusal names what it could change, the chips.
    state, _ = start("As Kh Qs", ["2c 3d 4h", "5c 6d 7s", "2h 3h 4s"], chips=[5, 200, 200])
    view = state.view(0)
    assert view.refusal_for(A.Discard).key == "no_soldiers"
    assert view.refusal_for(A.Discard).rule == "R9.1"
    assert view.refusal_for(A.Bet).rule == "R12.5"
    assert view.refusal(A.Bet(0, 2)).rule == "R12.2"
    assert view.refusal_for(A.Stay) is None
    assert view.price_of(A.Stay(0)) == 0 and view.call_amount == 0
    assert view.draw_pile == (view_module.UNKNOWN,) * len(state.draw_pile)
