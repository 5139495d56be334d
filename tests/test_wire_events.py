"""Events on the wire and back (net/wire.py): what a seat is sent reads back as the very event
it was made from (its viewer's copy), and whatever else comes raises WireError naming the
field, never another exception."""

from __future__ import annotations

import dataclasses
import json

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from palace_desktop.engine import actions as A
from palace_desktop.engine.cards import UNKNOWN
from palace_desktop.engine.view import redact_events
from palace_desktop.net.wire import WireError, _EVENT_FIELDS, event_from_json, event_to_json

from net_play import play_locally


def seat_copies(kinds: str, seed: int) -> list[tuple[int, A.Event]]:
    """(seat, event as that seat is sent it) over a whole seeded match."""
    seen = []

    def watch(game, events):
        for seat in range(len(kinds)):
            seen.extend((seat, e) for e in redact_events(events, seat))

    play_locally(kinds, seed, [f"P{i}" for i in range(len(kinds))], watch=watch)
    return seen


def test_every_event_a_seat_is_sent_reads_back_as_itself():
    kinds_seen = set()
    hidden = 0
    for kinds, seed in [("rr", 3), ("rbr", 4), ("rbrbbr", 5), ("rrrr", 6)]:
        for _seat, event in seat_copies(kinds, seed):
            text = json.dumps(event_to_json(event))  # as the frame carries it
            back = event_from_json(json.loads(text), len(kinds))
            assert back == dataclasses.replace(event, audience=None), event
            kinds_seen.add(type(event).__name__)
            hidden += isinstance(event, A.PalaceDealt) and event.card is UNKNOWN
    # The matches tell hidden palaces, battles and ends of hands: not only the easy events.
    assert {"PalaceDealt", "BetPlaced", "BattleEnded", "HandEnded", "PotAwarded"} <= kinds_seen
    assert hidden


def test_the_table_of_fields_names_every_event_of_the_engine():
    engine = {c.__name__: set(c._names) - {"audience"} for c in vars(A).values()
              if isinstance(c, type) and issubclass(c, A.Event) and c is not A.Event}
    assert {k: set(v) for k, v in _EVENT_FIELDS.items()} == engine


@pytest.mark.parametrize("data, field", [
    ({"type": "Nothing"}, "event.type"),
    ("BetPlaced", "event"),
    ({"type": "Stayed"}, "event.seat"),
    ({"type": "Stayed", "seat": 2}, "event.seat"),
    ({"type": "Stayed", "seat": True}, "event.seat"),
    ({"type": "Stayed", "seat": 0, "card": "As"}, "event.card"),
    ({"type": "AntePaid", "seat": 0, "amount": -1}, "event.amount"),
    ({"type": "BannerDealt", "seat": 0, "card": "Zz"}, "event.card"),
    ({"type": "Folded", "seat": 0, "when": "x" * 65}, "event.when"),
    ({"type": "HandEnded", "chips": [1] * 61}, "event.chips"),
    ({"type": "Called", "seat": 0, "amount": 2, "all_in": 0}, "event.all_in"),
    ({"type": "ShowdownHeld", "rule": "R17.3", "winners": [0],
      "hands": [[0, "pair", ["As"]]]}, "event.hands[]"),
])
def test_what_does_not_fit_is_refused_naming_the_field(data, field):
    with pytest.raises(WireError) as refused:
        event_from_json(data, 2)
    assert str(refused.value).startswith(field + ":")


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 12) | st.sampled_from(["As", "??", "R1", ""]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                max_size=4),
    max_leaves=12)


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(kind=st.sampled_from(sorted(_EVENT_FIELDS)), values=st.dictionaries(
    st.sampled_from(sorted({f for spec in _EVENT_FIELDS.values() for f in spec})),
    json_values, max_size=6))
def test_anything_else_is_an_event_or_a_wire_error(kind, values):
    try:
        event = event_from_json({"type": kind, **values}, 3)
    except WireError:
        return
    assert isinstance(event, getattr(A, kind))
