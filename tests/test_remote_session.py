"""RemoteSession: a seat at a table on a server, played as a local game is, through an
in-process server on 127.0.0.1 (tests/net_hosted.py) and real NetLinks."""

from __future__ import annotations

import pytest

from palace_desktop.engine import actions as A
from palace_desktop.engine.match import Match
from palace_desktop.engine.view import redact_events
from palace_desktop.live.net_link import NetLink
from palace_desktop.live.remote_match import SEAT_HISTORY_FORMAT
from palace_desktop.live.remote_session import RemoteSession
from palace_desktop.live.session import availability_of
from palace_desktop.net.wire import event_to_json, view_to_json

from net_hosted import hosted_server
from remote_support import (T, Player, cards_in, forbidden, join, make_table, open_link,
                            session_for)

BOT = {"kind": "bot", "level": "easy"}
REMOTE = {"kind": "remote"}


@pytest.fixture
def links():
    made = []
    yield made
    for link in made:
        link.shutdown()


def seated(qtbot, links, uri, room, name):
    link = open_link(qtbot, uri, name)
    links.append(link)
    return link, join(qtbot, link, room, name)


def test_a_whole_match_is_played_through_the_session_and_ends_as_the_server_says(qtbot, links):
    with hosted_server() as (uri, server):
        host = open_link(qtbot, uri, "Ann")
        links.append(host)
        room = make_table(qtbot, host, [REMOTE, BOT], chips=24)
        joined = join(qtbot, host, room, "Ann")
        session = session_for(host, room, joined)
        Player(session)
        order, problems = [], []
        session.problem.connect(problems.append)
        for name in ("hand_started", "events_applied", "hand_finished", "availability_changed"):
            getattr(session, name).connect(lambda *_a, name=name: order.append(name))

        def availability_first(*_args):
            # Every listener of every signal already sees the availability of the change.
            expected = availability_of(session.view() if session.human_to_act() is not None
                                       else None)
            assert session.availability == expected

        session.events_applied.connect(availability_first)
        session.hand_started.connect(availability_first)
        with qtbot.waitSignal(session.match_over, timeout=60_000) as over:
            host.send({"type": "start", "room": room})
        table = server.tables[room]
        assert over.args[0] == list(table.game.match.chips)
        assert session.match.is_over and session.match.chips == tuple(over.args[0])
        hands = len(table.game.match.hands)
        assert session.match.finished_hands == hands == len(session.match.hands)
        assert order.count("hand_started") == order.count("hand_finished") == hands
        assert order[0] == "hand_started" and order[1] == "events_applied"
        assert problems == []


def test_no_card_the_seat_may_not_see_is_kept_anywhere(qtbot, links):
    with hosted_server() as (uri, server):
        host = open_link(qtbot, uri, "Ann")
        links.append(host)
        room = make_table(qtbot, host, [REMOTE, BOT, BOT], chips=30)
        joined = join(qtbot, host, room, "Ann")
        session = session_for(host, room, joined)
        player = Player(session)
        table = server.tables[room]
        checked = []

        def at_my_turn(availability):
            # The server waits for this seat: its state stands still while it is read.
            if availability.seat is None:
                return
            hidden = forbidden(table.game.state, session.seat) - rejected_in_deal(session)
            kept = {"view": view_to_json(session.view()),
                    "events": [event_to_json(e) for e in session.kept_hands()[-1][1]]}
            assert not cards_in(kept) & hidden
            assert session.state.view(1 - session.seat) is None
            checked.append(len(hidden))

        session.availability_changed.connect(at_my_turn)
        session.availability_changed.disconnect(player._on_availability)
        session.availability_changed.connect(player._on_availability)
        with qtbot.waitSignal(session.match_over, timeout=60_000):
            host.send({"type": "start", "room": room})
        assert checked and sum(checked)
        # Each hand's events, to its end, against what the seat could not know at its end:
        # the match replayed from the server's record.
        record = table.game.match
        replay = Match(record.rules, record.names, record.start_chips, record.first_dealer)
        history = session.match.to_json()
        assert history["format"] == SEAT_HISTORY_FORMAT
        for number, hand in enumerate(record.hands, 1):
            replay.start_hand(hand.deal)
            for action in hand.actions:
                replay.apply(action)
            events = session.hand_events(number)
            shown = {e.card for e in events if isinstance(e, A.BannerRejected)}
            hidden = forbidden(replay.state, session.seat) - shown
            assert hidden and not cards_in([event_to_json(e) for e in events]) & hidden
            told = next(h for h in history["hands"] if h["hand"] == number)
            assert told["events"] == [event_to_json(e) for e in events]
            full = [event_to_json(e) for e in redact_events(
                replay_hand_events(record, number), session.seat)]
            assert told["events"] == full  # all of what it saw, no more


def rejected_in_deal(session) -> set:
    return {e.card for e in session.kept_hands()[-1][1] if isinstance(e, A.BannerRejected)}


def replay_hand_events(record: Match, number: int) -> list:
    from palace_desktop.live.session import split_hands

    return split_hands(record.events())[number - 1]


def test_a_move_the_view_refuses_is_not_sent_and_the_servers_refusal_comes_back(qtbot, links):
    with hosted_server() as (uri, server):
        host = open_link(qtbot, uri, "Ann")
        links.append(host)
        room = make_table(qtbot, host, [REMOTE, BOT], chips=24)
        joined = join(qtbot, host, room, "Ann")
        session = session_for(host, room, joined)
        with qtbot.waitSignal(session.availability_changed, timeout=T,
                              check_params_cb=lambda a: a.seat is not None):
            host.send({"type": "start", "room": room})
        me, other = session.seat, 1 - session.seat
        with qtbot.waitSignal(session.action_refused, timeout=T) as refused:
            assert session.submit(A.Stay(other)) is not None
        assert refused.args[0].key == "not_your_turn"
        # A move the seat's view allows, that the server refuses all the same (its rules
        # are the authority): the refusal comes back as the engine's, and the seat may act.
        sent = []
        host.act = lambda *args: sent.append(args)
        legal = session.view().legal_actions[0]
        assert session.submit(legal) is None
        assert sent and session.availability.seat is None and session.human_to_act() is None
        with qtbot.waitSignal(session.action_refused, timeout=T) as refused:
            host.refused.emit("illegal", "R12.3: seat 0 may not attack seat 1", "action")
        assert refused.args[0].rule == "R12.3"
        assert session.availability.seat == me
        session.stop()


CHATS = [
    ({"seat": 1, "name": "Bo\u202eb", "text": " hi\x00 there\n "},
     {"seat": 1, "name": "Bob", "text": "hi there"}),
    ({"seat": -1, "name": "Sam", "quick": "good_luck"},
     {"seat": -1, "name": "Sam", "quick": "good_luck"}),
    # Longer than a server sends (net.chat.read_chat): refused, not cut, as the server does.
    ({"seat": 0, "name": "Ann", "text": "x" * 201}, None),
    ({"seat": 0, "name": "Ann", "text": "x" * 200}, {"seat": 0, "name": "Ann", "text": "x" * 200}),
    ({"seat": 2, "name": "Ann", "text": "hi"}, None),
    ({"seat": True, "name": "Ann", "text": "hi"}, None),
    ({"seat": 0, "name": "Ann", "quick": "rude"}, None),
    ({"seat": 0, "name": "Ann", "text": "\u200b\x07"}, None),
    ({"seat": 0, "name": "Ann", "text": ["hi"]}, None),
    ({"seat": 0, "name": "Ann", "quick": "hello", "text": "hi"}, None),
]


@pytest.mark.parametrize("message, told", CHATS)
def test_a_chat_line_is_told_only_checked_and_cleaned(qtbot, message, told):
    link = NetLink()
    try:
        session = RemoteSession(link, "ROOM", 0, "t" * 32, [REMOTE, REMOTE])
        got = []
        session.chat_received.connect(got.append)
        session.receive({"type": "chat", "room": "ROOM", **message})
        session.receive({"type": "chat", "room": "OTHER", **message})
        assert got == ([told] if told else [])
    finally:
        link.shutdown()


@pytest.mark.parametrize("message", [
    {"type": "state", "room": "ROOM", "hand": 1, "step": 0, "view": {}, "events": []},
    {"type": "state", "room": "ROOM", "hand": "1", "step": 0},
    {"type": "seat_away", "room": "ROOM", "seat": 5, "seconds": 3},
    {"type": "turn_clock", "room": "ROOM", "seat": 0, "seconds": -1},
    {"type": "seat_bot", "room": "ROOM", "seat": 1, "seats": [{"kind": "x"}]},
    {"type": "match_over", "room": "ROOM", "chips": [1]},
])
def test_a_message_that_does_not_fit_changes_nothing_and_is_told(qtbot, message):
    link = NetLink()
    try:
        session = RemoteSession(link, "ROOM", 0, "t" * 32, [REMOTE, REMOTE])
        problems, changes = [], []
        session.problem.connect(problems.append)
        for signal in (session.events_applied, session.seat_status_changed,
                       session.match_over, session.turn_clock):
            signal.connect(lambda *args: changes.append(args))
        session.receive(message)
        assert len(problems) == 1 and changes == []
        assert session.view() is None and not session.match.is_over
    finally:
        link.shutdown()


def test_a_player_who_drops_is_away_then_a_bot_plays_for_them(qtbot, links):
    with hosted_server() as (uri, server):
        host = open_link(qtbot, uri, "Ann")
        links.append(host)
        room = make_table(qtbot, host, [REMOTE, REMOTE], chips=24, rejoin_seconds=2)
        ann = session_for(host, room, join(qtbot, host, room, "Ann"))
        bob_link, bob_joined = seated(qtbot, links, uri, room, "Bob")
        bob = session_for(bob_link, room, bob_joined)
        with qtbot.waitSignal(ann.hand_started, timeout=T):
            host.send({"type": "start", "room": room})
        assert ann.kinds[1].note == "Connected"
        notes = []
        ann.seat_status_changed.connect(lambda seat: notes.append(ann.kinds[seat].note))
        bob.stop()  # Bob's window closes: the seat waits for him
        qtbot.waitUntil(lambda: "A bot is playing for Bob" in notes, timeout=T)
        assert "Away, 2 s" in notes and "Away, 1 s" in notes
        assert notes.index("Away, 2 s") < notes.index("A bot is playing for Bob")
        ann.stop()


def test_a_dropped_connection_is_opened_again_and_the_hand_told_again(qtbot, links):
    with hosted_server() as (uri, server):
        host = open_link(qtbot, uri, "Ann")
        links.append(host)
        room = make_table(qtbot, host, [REMOTE, BOT, BOT], chips=30)
        session = session_for(host, room, join(qtbot, host, room, "Ann"))
        player = Player(session)
        player.paused = True
        with qtbot.waitSignal(session.availability_changed, timeout=T,
                              check_params_cb=lambda a: a.seat is not None):
            host.send({"type": "start", "room": room})
        told = []
        session.viewer_changed.connect(told.append)
        with qtbot.waitSignal(session.connection_back, timeout=T):
            host.close()  # the network goes: nobody asked the session to stop
        qtbot.waitUntil(lambda: told == [session.seat], timeout=T)
        game = server.tables[room].game
        expected = [event_to_json(e) for e in redact_events(game.hand_events, session.seat)]
        assert [event_to_json(e) for e in session.kept_hands()[-1][1]] == expected
        assert session.availability.seat == session.seat  # its move, as before
        with qtbot.waitSignal(session.match_over, timeout=60_000):
            player.nudge()


def test_a_seat_taken_back_elsewhere_is_not_fought_for(qtbot, links):
    with hosted_server() as (uri, server):
        host = open_link(qtbot, uri, "Ann")
        links.append(host)
        room = make_table(qtbot, host, [REMOTE, BOT], chips=24)
        joined = join(qtbot, host, room, "Ann")
        session = session_for(host, room, joined)
        with qtbot.waitSignal(session.hand_started, timeout=T):
            host.send({"type": "start", "room": room})
        other = open_link(qtbot, uri, "Ann")
        links.append(other)
        with qtbot.waitSignal(session.rejoin_failed, timeout=T) as failed:
            other.send({"type": "join", "room": room, "name": "Ann",
                        "token": joined["token"]})
        assert failed.args[0] == "taken_elsewhere"


def test_the_turn_clock_counts_down_on_the_seat_and_the_server_moves_for_it(qtbot, links):
    with hosted_server() as (uri, server):
        host = open_link(qtbot, uri, "Ann")
        links.append(host)
        room = make_table(qtbot, host, [REMOTE, BOT], chips=24, turn_seconds=2)
        session = session_for(host, room, join(qtbot, host, room, "Ann"))
        ticks = []
        session.turn_clock.connect(lambda seat, seconds: ticks.append(
            (seat, seconds, session.kinds[seat].note)))
        with qtbot.waitSignal(session.availability_changed, timeout=T,
                              check_params_cb=lambda a: a.seat is not None):
            host.send({"type": "start", "room": room})
        me = session.seat
        qtbot.waitUntil(lambda: (me, 1, "1 s to act") in ticks, timeout=T)
        assert ticks[0] == (me, 2, "2 s to act")
        # Out of time: the server moves for the seat (a stay, or a fold where the bot dealt
        # first has attacked it: the deal is the server's, drawn from `secrets`), and the
        # clock is gone from its plate.
        game = server.tables[room].game

        def moves_of_mine():
            return [a for a in game.match.hands[0].actions if a.seat == me]

        qtbot.waitUntil(lambda: bool(moves_of_mine()), timeout=T)
        assert moves_of_mine()[0] in (A.Stay(me), A.Fold(me))
        qtbot.waitUntil(lambda: session.clock() is None or session.clock()[1] == 2, timeout=T)
        session.stop()


def test_a_server_gone_for_good_is_told_after_a_few_tries(qtbot, links):
    with hosted_server() as (uri, server):
        host = open_link(qtbot, uri, "Ann")
        links.append(host)
        room = make_table(qtbot, host, [REMOTE, BOT], chips=24)
        session = session_for(host, room, join(qtbot, host, room, "Ann"))
        with qtbot.waitSignal(session.hand_started, timeout=T):
            host.send({"type": "start", "room": room})
        lost = []
        session.connection_lost.connect(lambda: lost.append(True))
        tries = []
        host.open_failed.connect(lambda reason, _detail: tries.append(reason))
    with qtbot.waitSignal(session.rejoin_failed, timeout=T) as failed:
        pass  # the server stopped with the `with` above
    assert lost == [True] and failed.args[0] == "no_answer"
    # (A first try may have been closed by the server on its way down rather than refused.)
    assert tries and set(tries) == {"no_answer"} and len(tries) <= len(session.RETRY_SECONDS)
    assert session.availability.seat is None and session.human_to_act() is None


def state_message(match, seat: int, events, hand: int, step: int) -> dict:
    return {"type": "state", "room": "ROOM", "hand": hand, "step": step,
            "view": view_to_json(match.state.view(seat)),
            "events": [event_to_json(e) for e in redact_events(events, seat)]}


def test_a_state_waiting_for_the_table_comes_after_the_table_is_free_not_from_within(qtbot):
    # The table says it is free from within its last animation step: a state shown from
    # there started a new animation under the old one (a card item deleted mid-step).
    from palace_desktop.engine.deal import SeedDeal
    from palace_desktop.engine.rules import Rules

    match = Match(Rules.make(), ["Ann", "Bob"], [200, 200], 0)
    link = NetLink()
    try:
        session = RemoteSession(link, "ROOM", 0, "t" * 32, [REMOTE, REMOTE])
        session._connected = True  # (what NetLink says once open; no server here)
        session.bot_delay_ms = 0
        shown = []
        session.events_applied.connect(shown.append)
        session.receive(state_message(match, 0, match.start_hand(SeedDeal(3)), 1, 0))
        assert len(shown) == 1
        session.set_presentation_busy(True)
        seat = match.state.to_act
        session.receive(state_message(match, 0, match.apply(A.Stay(seat)), 1, 1))
        assert len(shown) == 1  # the table is busy: the state waits
        session.set_presentation_busy(False)
        assert len(shown) == 1  # not from within the table's own call
        qtbot.waitUntil(lambda: len(shown) == 2, timeout=T)
        session.stop()
    finally:
        link.shutdown()


def test_a_table_set_aside_and_resumed_takes_its_seat_back(qtbot, links):
    # (The tutorial borrows the window: the table is stopped, then resumed.)
    with hosted_server() as (uri, server):
        host = open_link(qtbot, uri, "Ann")
        links.append(host)
        room = make_table(qtbot, host, [REMOTE, BOT], chips=24)
        session = session_for(host, room, join(qtbot, host, room, "Ann"))
        with qtbot.waitSignal(session.availability_changed, timeout=T,
                              check_params_cb=lambda a: a.seat is not None):
            host.send({"type": "start", "room": room})
        lost = []
        session.connection_lost.connect(lambda: lost.append(True))
        with qtbot.waitSignal(host.closed, timeout=T):
            session.stop()
        assert session.availability.seat is None and lost == []
        with qtbot.waitSignal(session.viewer_changed, timeout=T):  # the hand told again
            session.resume()
        assert session.availability.seat == session.seat
        session.stop()
