"""The protocol's message check and the engine values on the wire (palace_desktop/net/)."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings, strategies as st

from palace_desktop.bots import make_bot
from palace_desktop.engine import actions as A
from palace_desktop.engine.cards import Card
from palace_desktop.engine.deal import SeedDeal
from palace_desktop.engine.match import Match
from palace_desktop.engine.rules import Rules
from palace_desktop.net.schema import (CLIENT_MESSAGES, MAX_DEPTH, ProtocolError,
                                       parse_client_message)
from palace_desktop.net.wire import (WireError, action_from_json, event_to_json,
                                     view_from_json, view_to_json)

GOOD = [
    {"type": "hello", "protocol": 1, "app": "0.1.0", "client": "Ann"},
    {"type": "create", "seats": [{"kind": "remote"}, {"kind": "bot", "level": "hard"}],
     "rules": {"small_bet": 10, "structure": "no-limit", "raise_cap": None},
     "chips": 500, "password": "pw", "pause_ms": 0},
    {"type": "join", "room": "7AV01HGCR0", "name": "Ann", "password": "pw",
     "token": "abcdefghijklmnopqrstuvwxyz012345"},
    {"type": "start", "room": "7AV01HGCR0"},
    {"type": "action", "hand": 1, "step": 3,
     "action": {"seat": 2, "do": "discard", "cards": ["As", "Td"]}},
    {"type": "action", "hand": 2, "step": 0, "action": {"seat": 0, "do": "raise"}},
    {"type": "leave"},
]


@pytest.mark.parametrize("message", GOOD, ids=[m["type"] for m in GOOD])
def test_the_protocols_messages_pass(message):
    assert parse_client_message(json.dumps(message)) == message


@pytest.mark.parametrize("text, code, words", [
    (b"\x00\x01", "bad_json", "binary"),
    ("{\"type\": \"leave\"", "bad_json", "not JSON"),
    ("NaN", "bad_json", "NaN"),
    ("[1, 2]", "bad_message", "object"),
    ('{"type": "leave", "x": 1}', "bad_message", "unknown field 'x'"),
    ('{"type": "start"}', "bad_message", "missing field 'room'"),
    ('{"type": "join", "room": "IIIIIIIIII", "name": "A"}', "bad_message", "join.room"),
    ('{"type": "action", "hand": 1, "step": 0, "action": {"seat": 10, "do": "stay"}}',
     "bad_message", "action.action.seat: must be from 0 to 9"),
    ('{"type": "action", "hand": 1, "step": 0, "action": {"seat": true, "do": "stay"}}',
     "bad_message", "action.action.seat: must be an integer"),
    ('{"type": "hello", "protocol": 1' + "0" * 20 + ', "app": "", "client": ""}',
     "bad_message", "digits"),
    ('{"type": "hello", "protocol": 1, "app": "", "client": "' + "x" * 257 + '"}',
     "bad_message", "hello.client: at most 256 characters"),
    ("[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1), "bad_message", "nested"),
    ("[" * 200_000, "bad_message", "nested"),
    ('{"type": "format disk"}', "bad_message", "type: one of"),
])
def test_a_bad_message_is_refused_naming_the_problem(text, code, words):
    with pytest.raises(ProtocolError) as refused:
        parse_client_message(text)
    assert refused.value.code == code
    assert words in str(refused.value)


_json = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
        st.sampled_from(["type", "seat", "do", "room", "name", "action", "hand", "step", "x"])
        | st.text(max_size=5), inner, max_size=5),
    max_leaves=30)


@settings(max_examples=400, deadline=None)
@given(st.one_of(_json.map(json.dumps), st.text(max_size=200), st.binary(max_size=200),
                 st.builds(lambda kind, body: json.dumps({"type": kind, **body}),
                           st.sampled_from(sorted(CLIENT_MESSAGES)),
                           st.dictionaries(st.text(max_size=8), _json, max_size=4))))
def test_any_frame_is_a_checked_message_or_a_protocol_error(frame):
    try:
        message = parse_client_message(frame)
    except ProtocolError as refused:
        assert refused.code in ("bad_json", "bad_message")
        assert "\n" not in str(refused)  # one line, whatever the frame held
        return
    assert message["type"] in CLIENT_MESSAGES


def _played_views(seats: int, seed: int):
    """Every seat's view at every step of a hand of random bots."""
    match = Match(Rules.make(), [f"P{i}" for i in range(seats)], [60] * seats, dealer=0)
    match.start_hand(SeedDeal(seed))
    rng = random.Random(seed)
    bots = [make_bot("random", s, seed=s) for s in range(seats)]
    events = []
    while True:
        for seat in range(seats):
            yield match.state.view(seat), events
        if match.state.is_over:
            return
        view = match.state.view(match.state.to_act)
        events = match.apply(bots[view.viewer].decide(view, view.legal_actions, rng).action)


@settings(max_examples=12, deadline=None)
@given(st.integers(2, 10), st.integers(0, 10**6))
def test_a_view_comes_back_from_the_wire_equal(seats, seed):
    for view, events in _played_views(seats, seed):
        text = json.dumps(view_to_json(view))
        assert view_from_json(json.loads(text)) == view
        json.dumps([event_to_json(e) for e in events])


@pytest.mark.parametrize("body, words", [
    ({"seat": 3, "do": "stay"}, "no seat 3"),
    ({"seat": 0, "do": "bet", "target": 3}, "no seat 3"),
    ({"seat": 0, "do": "discard", "cards": ["??"]}, "face up"),
    ({"seat": 0, "do": "discard", "cards": ["As", "As"]}, "each card named once"),
    ({"seat": 0, "do": "discard", "cards": ["Zz"]}, "not a card"),
    ({"seat": 0, "do": "stay", "target": 1}, "'target' does not go with 'stay'"),
    ({"seat": 0, "do": "bet", "target": 1, "cards": []}, "'cards' does not go with 'bet'"),
])
def test_an_action_that_names_what_the_table_lacks_is_refused(body, words):
    with pytest.raises(WireError) as refused:
        action_from_json(body, 3)
    assert words in str(refused.value)


def test_actions_come_back_as_the_engines():
    for action in (A.Buy(1), A.Discard(2, (Card.parse("As"),)), A.Bet(0, 2), A.Raise(1, 20),
                   A.Raise(1), A.Call(2), A.Fold(0), A.Stay(1)):
        assert action_from_json(json.loads(json.dumps(action.to_json())), 3) == action


def test_a_view_the_client_cannot_read_is_refused_in_one_error_and_names_come_clean():
    # The client reads what a server sent with no schema on that side: a frame missing a field
    # raised KeyError out of view_from_json, and a name held what the server put in it.
    with pytest.raises(WireError):
        view_from_json({"rules": {}})
    with pytest.raises(WireError):
        view_from_json({"rules": None, "names": 3})
    match = Match(Rules.make(), ["Ann", "Ben"], [200, 200], dealer=1)
    match.start_hand(SeedDeal(1))
    data = json.loads(json.dumps(view_to_json(match.state.view(0))))
    data["names"][1] = "B\u202een\n\u200b"
    assert view_from_json(data).names == ("Ann", "Ben")
