"""The engine's words are typed (issue 39, item 3): a phase is a `Phase`, a fold's `when` a
`Phase`, a battle's end an `Outcome`, at every step of random matches; and what goes into a
file is still the plain text (the hand-history format unchanged)."""

from __future__ import annotations

import json
import random

from hypothesis import given, settings, strategies as st

from palace_desktop.engine import actions as A
from palace_desktop.engine.deal import SeedDeal
from palace_desktop.engine.match import Match
from palace_desktop.engine.phases import Outcome, Phase
from palace_desktop.engine.rules import Rules

from engine_play import random_action


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), seats=st.integers(2, 6))
def test_phases_folds_and_outcomes_are_typed_and_written_as_their_text(seed, seats):
    rng = random.Random(seed)
    match = Match(Rules.make(), [f"P{i}" for i in range(seats)], [60] * seats,
                  dealer=seats - 1)
    for _ in range(3):
        if match.is_over:
            break
        events = match.start_hand(SeedDeal(rng.randrange(10**6)))
        while True:
            assert type(match.state.phase) is Phase
            for event in events:
                if isinstance(event, A.Folded):
                    assert type(event.when) is Phase
                if isinstance(event, A.BattleEnded):
                    assert type(event.outcome) is Outcome
            if match.state.is_over:
                break
            events = match.apply(random_action(match.state.legal_actions(), rng))
        for record in match.state.battles:
            assert type(record.outcome) is Outcome
    text = json.dumps(match.to_json())
    assert "Phase." not in text and "Outcome." not in text
    records = json.loads(json.dumps([b.to_json() for b in match.state.battles]))
    assert all(isinstance(r["outcome"], str) and Outcome(r["outcome"]) for r in records)


def test_a_phase_read_back_as_text_compares_equal_to_its_member():
    assert Phase("defend") is Phase.DEFEND and "defend" == Phase.DEFEND
    assert json.dumps([Phase.TRIM, Outcome.BOTH_OUT]) == '["trim", "both_out"]'
    assert {Outcome.SPLIT: 1}.get("split") == 1  # (a record read from a file finds its key)


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), seats=st.integers(2, 5),
       call_rule=st.sampled_from(["own", "match"]))
def test_the_view_explains_its_prices_and_the_chips_before_the_hand(seed, seats, call_rule):
    """`bet_price`, `call_price` and `chips_before` (issue 39, item 4: the screens read the
    amounts and where they come from here, and restate no formula)."""
    from palace_desktop.engine.phases import PriceBasis

    rng = random.Random(seed)
    match = Match(Rules.make(call_rule=call_rule), [f"P{i}" for i in range(seats)],
                  [80] * seats, dealer=seats - 1)
    for _ in range(2):
        if match.is_over:
            break
        before = tuple(match.chips)
        match.start_hand(SeedDeal(rng.randrange(10**6)))
        while True:
            state = match.state
            for viewer in (-1, *range(seats)):
                assert state.view(viewer).chips_before == before
            view = state.view(state.to_act) if not state.is_over else None
            if view is not None:
                price = view.bet_price(view.viewer)
                assert price.amount == view.bet_amount(view.viewer)
                assert price.amount == (price.soldiers + 1) * price.small_bet
                if view.battle is not None:
                    price = view.call_price()
                    assert price.amount == view.call_amount
                    battle = view.battle
                    expected = (PriceBasis.ALL_IN if view.call_is_all_in else
                                PriceBasis.LATEST_RAISE if battle.raises else
                                PriceBasis.ATTACKERS_BET if call_rule == "match" else
                                PriceBasis.SOLDIERS)
                    assert price.basis == expected
                    if expected == PriceBasis.SOLDIERS:
                        assert price.amount == (price.soldiers + 1) * price.small_bet
            if state.is_over:
                break
            match.apply(random_action(state.legal_actions(), rng))
