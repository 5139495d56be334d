"""Engine invariants under random legal play (hypothesis): every card is somewhere exactly once,
chips are conserved, hands end, and no view shows a card its seat may not see (R19)."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings, strategies as st

from palace_desktop.engine import actions as A
from palace_desktop.engine.cards import UNKNOWN
from palace_desktop.engine.deal import SeedDeal
from palace_desktop.engine.state import GameState
from palace_desktop.engine.view import redact_events

from engine_play import Entitlements, random_action, random_rules, random_table

MAX_ACTIONS = 3000


def assert_accounted(state: GameState, total_chips: int) -> None:
    assert len(state.card_locations()) == 52
    assert sum(state.chips) + state.pot == total_chips
    assert all(c >= 0 for c in state.chips)


def assert_private(state: GameState, seen: Entitlements, events) -> None:
    hidden_everywhere = set(state.draw_pile)
    for viewer in state.players:
        view = state.view(viewer)
        for owner in range(state.num_seats):
            for card in view.palaces[owner]:
                if card is not UNKNOWN:
                    assert (viewer, owner) in seen.pairs, (viewer, owner, card)
        visible = {c for p in view.palaces for c in p} | set(view.discard_pile)
        visible.discard(UNKNOWN)
        assert not visible & hidden_everywhere
        for event in redact_events(events, viewer):
            if isinstance(event, A.PalaceDealt):
                assert event.seat == viewer or event.card is UNKNOWN
            if isinstance(event, A.BattleHandShown):
                assert (viewer, event.seat) in seen.pairs


def play_random_hand(seed: int):
    rng = random.Random(seed)
    rules = random_rules(rng)
    names, chips, dealer = random_table(rng)
    total = sum(chips)
    state, events = GameState.start(rules, names, chips, dealer, SeedDeal(rng.randrange(10**6)))
    seen = Entitlements(state.players)
    for event in events:
        seen.follow(event)
    assert_accounted(state, total)
    assert_private(state, seen, events)
    steps = 0
    while not state.is_over:
        steps += 1
        assert steps <= MAX_ACTIONS, "the hand did not end"
        legal = state.legal_actions()
        assert legal, "no legal action although the hand goes on"
        action = random_action(legal, rng)
        events = state.apply(action)
        for event in events:
            seen.follow(event)
        assert_accounted(state, total)
        assert_private(state, seen, events)
    assert sum(state.payouts) > 0 or state.pot == 0
    return state



def random_start(seed: int) -> tuple[GameState, random.Random]:
    """A hand dealt by `seed` at a random table under random house rules, and the rng that
    chose them (for the test to go on drawing from)."""
    rng = random.Random(seed)
    rules = random_rules(rng)
    names, chips, dealer = random_table(rng)
    state, _ = GameState.start(rules, names, chips, dealer, SeedDeal(seed))
    return state, rng

@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(min_value=0, max_value=2**32))
def test_random_play_keeps_every_card_and_chip_and_secret(seed):
    play_random_hand(seed)


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=0, max_value=2**32))
def test_legal_actions_all_pass_the_check_and_others_fail(seed):
    state, rng = random_start(seed)
    while not state.is_over:
        legal = state.legal_actions()
        for action in legal:
            state.check(action)
        seat = state.to_act
        others = [A.Buy(seat), A.Stay(seat), A.Fold(seat), A.Call(seat), A.Raise(seat)]
        others += [A.Bet(seat, t) for t in range(state.num_seats)]
        for action in others:
            if action not in legal and not (isinstance(action, A.Raise)
                                            and any(isinstance(a, A.Raise) for a in legal)):
                assert not state.is_legal(action), action
        state.apply(random_action(legal, rng))


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=0, max_value=2**32))
def test_clone_is_independent_and_replays_identically(seed):
    state, _ = random_start(seed)
    twin = state.clone()
    before = (list(state.chips), [list(p) for p in state.palaces], list(state.draw_pile))
    choices = random.Random(seed + 1)
    while not twin.is_over:
        twin.apply(random_action(twin.legal_actions(), choices))
    assert (list(state.chips), [list(p) for p in state.palaces], list(state.draw_pile)) == before
    choices = random.Random(seed + 1)
    while not state.is_over:
        state.apply(random_action(state.legal_actions(), choices))
    assert state.chips == twin.chips and state.payouts == twin.payouts
    assert state.discard_pile == twin.discard_pile and state.draw_pile == twin.draw_pile
