"""RULES.md section 6: the palace deal and the table (R6.1-R6.3)."""

from __future__ import annotations

import random

from palace_desktop.engine import actions as A
from palace_desktop.engine.cards import UNKNOWN, standard_deck
from palace_desktop.engine.deal import DeckDeal
from palace_desktop.engine.rules import Rules
from palace_desktop.engine.state import GameState
from palace_desktop.engine.view import redact_events

from rules_support import C, buy, cards, disc, of_type, start, strs


def test_r6_1_three_palace_cards_each_one_at_a_time_from_the_dealers_left():
    top = cards("2c 2d 2h")
    deck = tuple(top + [c for c in standard_deck() if c not in top])
    state, events = GameState.start(Rules.make(), ["A", "B", "C"], [100] * 3, 0,
                                    DeckDeal(deck, 5))
    assert state.players == (1, 2, 0)
    rest = list(deck[3:])
    random.Random(5).shuffle(rest)  # R5.5
    assert state.palaces[1] == [rest[0], rest[3], rest[6]]
    assert state.palaces[2] == [rest[1], rest[4], rest[7]]
    assert state.palaces[0] == [rest[2], rest[5], rest[8]]
    dealt = of_type(events, A.PalaceDealt)
    assert [(e.seat, e.card) for e in dealt] == [(s, state.palaces[s][k]) for k in range(3)
                                                 for s in (1, 2, 0)]
    assert all(e.audience == frozenset({e.seat}) for e in dealt)


def test_r6_1_only_the_owner_may_look_at_palace_cards():
    state, events = start("2c 2d 2h", ["Ac Kc Qc", "Ad Kd Qd", "Ah Kh Qh"])
    for viewer in range(3):
        view = state.view(viewer)
        for owner in range(3):
            if owner == viewer:
                assert view.palaces[owner] == tuple(state.palaces[owner])
            else:
                assert view.palaces[owner] == (UNKNOWN, UNKNOWN, UNKNOWN)
        for event in redact_events(of_type(events, A.PalaceDealt), viewer):
            assert (event.card is not UNKNOWN) == (event.seat == viewer)


def test_r6_2_the_rest_is_the_draw_pile_and_the_discard_pile_starts_empty():
    state, _ = start("2c 2d 2h", ["Ac Kc Qc", "Ad Kd Qd", "Ah Kh Qh"], draw="9s 8s")
    assert len(state.draw_pile) == 52 - 3 * 4
    assert strs(state.draw_pile[:2]) == ["9s", "8s"]
    assert state.discard_pile == []
    for viewer in range(3):
        view = state.view(viewer)
        assert view.draw_pile_size == 40 and view.discard_pile_size == 0


def test_r6_2_the_discard_pile_is_face_down():
    # An explicit deal may start with cards on the discard pile: nobody sees them.
    state, _ = start("2c 2d", ["Ac Kc Qc", "Ad Kd Qd"], discard="9s 8s 7s")
    assert strs(state.discard_pile) == ["7s", "8s", "9s"]  # arrival order, 9s on top
    for viewer in range(2):
        assert state.view(viewer).discard_pile == (UNKNOWN,) * 3


def test_r6_3_soldiers_lie_face_up_everyone_sees_them():
    state, events = start("2c 2d 2h", ["Ac Kc Qc", "Ad Kd Qd", "Ah Kh Qh"], draw="9s")
    events = state.apply(buy(0)) + state.apply(disc(0))
    for viewer in range(3):
        assert state.view(viewer).soldiers[0] == (C("9s"),)
        bought = of_type(redact_events(events, viewer), A.SoldierBought)
        assert [e.card for e in bought] == [C("9s")]
