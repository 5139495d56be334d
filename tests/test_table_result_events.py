"""The table reads a batch of events for a battle's or a showdown's result only when the batch
holds one of `event_steps.RESULT_EVENTS` (issue 43: the reader's module waits for the first
result, not the dealt table's first frame). Whatever a random hand brings, as any seat sees
it, no result is missed that way."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings, strategies as st

from palace_desktop.engine.deal import SeedDeal
from palace_desktop.engine.state import GameState
from palace_desktop.engine.view import redact_events
from palace_desktop.ui.table.battle_reports import read_result
from palace_desktop.ui.table.event_steps import RESULT_EVENTS

from engine_play import random_action, random_rules, random_table


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(min_value=0, max_value=2**32))
def test_every_batch_with_a_result_holds_a_result_event(seed):
    rng = random.Random(seed)
    rules = random_rules(rng)
    names, chips, dealer = random_table(rng)
    state, events = GameState.start(rules, names, chips, dealer, SeedDeal(seed))
    batches = [events]
    while not state.is_over:
        batches.append(state.apply(random_action(state.legal_actions(), rng)))
    for batch in batches:
        for viewer in [None, *range(state.num_seats)]:
            seen = redact_events(batch, viewer)
            if read_result(seen) is not None:
                assert any(isinstance(event, RESULT_EVENTS) for event in seen)
