"""Privacy through the server (R19): every message each remote seat is sent, over seeded
matches, decoded and held against the same match played locally. A state holds exactly the
engine's view for that seat and the events redacted for it, and no card the seat may not see
at that moment: another seat's palace before the rules show it (R19.2, R19.4), the draw
pile's cards, the discard pile's hidden ones. The forbidden cards are worked out from the
full state, not from the view, so a view that showed too much would be caught too."""

from __future__ import annotations

import json

import pytest

from palace_desktop.engine import actions as A
from palace_desktop.engine.cards import Card
from palace_desktop.engine.view import redact_events
from palace_desktop.net.wire import event_to_json, view_to_json

from net_play import play_locally, play_through_server, run


def cards_in(value) -> set:
    """Every card named anywhere in a decoded message's values."""
    found = set()
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
        elif isinstance(item, str) and len(item) == 2:
            try:
                found.add(Card.parse(item))
            except ValueError:
                pass
    return found


def forbidden(state, seat: int) -> set:
    """Cards whose place `seat` may not know now, from the full state."""
    hidden = set()
    for owner, palace in enumerate(state.palaces):
        if owner != seat and not state.knows_palace(seat, owner):
            hidden.update(palace)
    hidden.update(card for card, knowers in zip(state.discard_pile, state.discard_known)
                  if knowers is not None and seat not in knowers)
    for card in state.draw_pile:
        knowers = state.draw_known.get(card, frozenset())
        if knowers is not None and seat not in knowers:
            hidden.add(card)
    return hidden


@pytest.mark.parametrize("kinds, seed", [
    ("rr", 11), ("rr", 12), ("rbr", 13), ("rrr", 14), ("rbrbbr", 15), ("rrrrrr", 16),
])
def test_no_message_holds_a_card_its_seat_may_not_see(kinds, seed):
    played = run(play_through_server(kinds, seed))
    expected = {}
    shown_in_deal = {}  # hand -> banner cards rejected in its deal: seen by all (R19.3)

    def watch(game, events):
        if isinstance(events[0], A.HandStarted):
            shown_in_deal[game.hand] = {e.card for e in events
                                        if isinstance(e, A.BannerRejected)}
        for seat in range(len(kinds)):
            expected[(game.hand, game.step, seat)] = (
                view_to_json(game.state.view(seat)),
                [event_to_json(e) for e in redact_events(events, seat)],
                forbidden(game.state, seat))

    local = play_locally(kinds, seed, played.names, watch=watch)
    assert played.record == local.match.to_json()
    steps = {(hand, step) for hand, step, _seat in expected}
    hidden_seen = 0
    for seat, frames in played.received.items():
        got = set()
        for text in frames:
            message = json.loads(text)
            if message["type"] != "state":
                assert not cards_in(message), message
                continue
            key = (message["hand"], message["step"])
            view, events, hidden = expected[key + (seat,)]
            assert message["view"] == view, key
            assert message["events"] == events, key
            assert not cards_in(message["view"]) & hidden, key
            assert not cards_in(message["events"]) & (hidden - shown_in_deal[key[0]]), key
            hidden_seen += len(hidden)
            got.add(key)
        assert got == steps, f"seat {seat} was not sent every state"
    assert hidden_seen  # the check had hidden cards to look for
