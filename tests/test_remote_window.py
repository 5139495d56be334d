"""The main window at a table on a server: it shows the seat's own view (its palace face up,
the others' face down), its moves reach the server, the other seats' plates say who is
connected or away, and a seat taken back after a dropped connection has its log told again."""

from __future__ import annotations

import pytest

from palace_desktop.engine import actions as A
from palace_desktop.engine.cards import UNKNOWN
from palace_desktop.ui.models import LogModel, SeatsModel
from palace_desktop.ui.table.accessible import TableAccessible

from net_hosted import hosted_server
from remote_support import T, Player, join, make_table, open_link, session_for

BOT = {"kind": "bot", "level": "easy"}
REMOTE = {"kind": "remote"}


@pytest.fixture
def links():
    made = []
    yield made
    for link in made:
        link.shutdown()


def window_for(qtbot, session):
    from palace_desktop.ui.main_window import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    window.set_session(session)
    window.set_speed("instant")
    window.resize(1200, 760)
    window.show()
    qtbot.waitExposed(window)
    return window


def table(qtbot, links, uri, seats, **settings):
    host = open_link(qtbot, uri, "Ann")
    links.append(host)
    room = make_table(qtbot, host, seats, chips=30, **settings)
    session = session_for(host, room, join(qtbot, host, room, "Ann"))
    return host, room, session


def my_turn(qtbot, session, start=None):
    with qtbot.waitSignal(session.availability_changed, timeout=T,
                          check_params_cb=lambda a: a.seat is not None):
        if start is not None:
            start()


def test_the_window_shows_the_seats_own_view_and_its_move_reaches_the_server(qtbot, links):
    with hosted_server() as (uri, server):
        host, room, session = table(qtbot, links, uri, [REMOTE, BOT, BOT])
        window = window_for(qtbot, session)
        my_turn(qtbot, session, lambda: host.send({"type": "start", "room": room}))
        qtbot.waitUntil(lambda: not window.scene.busy, timeout=T)
        me = session.seat
        full = server.tables[room].game.state
        for seat, items in window.scene.seats.items():
            if not session.view().in_hand[seat]:
                continue  # a bot that folded before this seat's turn
            cards = [item.card for item in items.palace]
            assert len(cards) == 3
            if seat == me:
                assert cards == list(full.palaces[me]) and all(i.face_up for i in items.palace)
            else:
                assert cards == [UNKNOWN] * 3 and not any(i.face_up for i in items.palace)
        assert window.scene.viewer == me and not window.curtain.isVisible()
        assert window.action_bar.isEnabled() and window.action_bar.availability.seat == me
        assert not window.next_hand_action.isEnabled()  # the server deals
        game = server.tables[room].game
        step = game.step
        # Stay on a turn; attacked before it (a bot's bet), fold.
        stay = session.availability.stay
        assert window.controller.stay() if stay else window.controller.fold()
        qtbot.waitUntil(lambda: game.step > step or game.hand > 1, timeout=T)
        assert (A.Stay(me) if stay else A.Fold(me)) in game.match.hands[0].actions
        session.stop()


def test_a_dropped_player_shows_away_then_a_bot_on_the_plate_as_the_reader_hears(qtbot, links):
    with hosted_server() as (uri, server):
        host, room, ann = table(qtbot, links, uri, [REMOTE, REMOTE], rejoin_seconds=3)
        bob_link = open_link(qtbot, uri, "Bob")
        links.append(bob_link)
        bob = session_for(bob_link, room, join(qtbot, bob_link, room, "Bob"))
        window = window_for(qtbot, ann)
        with qtbot.waitSignal(ann.hand_started, timeout=T):
            host.send({"type": "start", "room": room})
        reader = TableAccessible(window.table_view)

        def plate():  # its note, which the plate draws unless its status needs the room
            return window.scene.seat_notes.get(1, "")

        assert plate() == "Connected" and "Connected" in reader.name_of(("seat", 1))
        heard = []
        window.announcer.spoken.connect(heard.append)
        bob.stop()
        qtbot.waitUntil(lambda: plate().startswith("Away, "), timeout=T)
        assert "Away, " in reader.name_of(("seat", 1))
        assert "Away, " in SeatsModel.data(window.seats_model, window.seats_model.index(
            1, SeatsModel.KIND))
        qtbot.waitUntil(lambda: plate() == "A bot is playing for Bob", timeout=T)
        assert window.scene.seats[1].plate._note == plate()  # the plate was given it
        assert "A bot is playing for Bob" in reader.name_of(("seat", 1))
        assert heard.count("Bob lost the connection; the seat waits for them.") == 1
        assert heard.count("A bot is playing for Bob.") == 1
        ann.stop()


def test_the_log_is_told_again_after_the_seat_is_taken_back(qtbot, links):
    with hosted_server() as (uri, server):
        host, room, session = table(qtbot, links, uri, [REMOTE, BOT, BOT])
        player = Player(session)
        player.paused = True
        window = window_for(qtbot, session)
        my_turn(qtbot, session, lambda: host.send({"type": "start", "room": room}))
        qtbot.waitUntil(lambda: not window.scene.busy, timeout=T)
        before = window.log_model.lines()
        assert before
        with qtbot.waitSignal(session.viewer_changed, timeout=T):
            host.close()  # the network goes
        assert not window.scene.busy  # shown at rest, not dealt again card by card
        after = window.log_model.lines()
        assert after.count(after[0]) == 1  # the hand told once, not the catch-up after it
        # The whole hand so far, told again from the catch-up, as a fresh log tells it.
        assert after == LogModel(session, listen=False).lines()
        assert after[:len(before)] == before
        qtbot.waitUntil(lambda: window.action_bar.availability.seat == session.seat,
                        timeout=T)
        with qtbot.waitSignal(session.match_over, timeout=60_000):
            player.nudge()


def test_the_exported_match_is_what_the_seat_saw(qtbot, links, tmp_path, monkeypatch):
    import json

    from PySide6.QtWidgets import QFileDialog

    with hosted_server() as (uri, server):
        host, room, session = table(qtbot, links, uri, [REMOTE, BOT])
        Player(session)
        window = window_for(qtbot, session)
        with qtbot.waitSignal(session.match_over, timeout=60_000):
            host.send({"type": "start", "room": room})
        path = tmp_path / "match.json"
        monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
        assert window.export_match_action.isEnabled()
        window.export_match_action.trigger()
        doc = json.loads(path.read_text())
        assert doc == json.loads(json.dumps(session.match.to_json(finished_only=True)))
        assert doc["format"] == "palace-seat-history/1" and doc["viewer"] == session.seat
        assert len(doc["hands"]) == len(server.tables[room].game.match.hands)


def test_the_states_the_server_sends_at_once_are_shown_one_after_another(qtbot, links):
    # The server moves its bots at once; the table shows each move once the one before has
    # been shown, as a local game's bots wait for the cards.
    with hosted_server() as (uri, server):
        host, room, session = table(qtbot, links, uri, [REMOTE, BOT, BOT, BOT])
        window = window_for(qtbot, session)
        window.set_speed("fast")
        scene = window.scene
        shown, overlapping = [], []
        animate = scene.apply_events

        def apply_events(events, view):
            overlapping.append(scene.busy)
            shown.append(view.to_act)
            animate(events, view)

        scene.apply_events = apply_events
        Player(session)
        host.send({"type": "start", "room": room})
        qtbot.waitUntil(lambda: len(shown) >= 12, timeout=60_000)
        assert not any(overlapping)
        session.stop()
        qtbot.waitUntil(lambda: not scene.busy, timeout=T)


def test_between_two_hands_the_bar_says_the_server_deals_the_next(qtbot, links):
    with hosted_server() as (uri, server):
        host, room, session = table(qtbot, links, uri, [REMOTE, BOT], pause_ms=30_000)
        Player(session)
        window = window_for(qtbot, session)
        with qtbot.waitSignal(session.hand_finished, timeout=60_000):
            host.send({"type": "start", "room": room})
        qtbot.waitUntil(lambda: not window.scene.busy, timeout=T)
        if session.match.is_over:
            pytest.skip("the match ended in its first hand")
        assert window.action_bar.prompt_label.text() == (
            "Hand over — the next hand is dealt in a moment")
        assert not window.next_hand_action.isEnabled()
        session.stop()


def test_a_seat_taken_back_by_a_new_app_reads_and_exports_only_what_it_saw(
        qtbot, links, tmp_path, monkeypatch):
    import json

    from PySide6.QtWidgets import QFileDialog

    from remote_support import rejoin

    with hosted_server() as (uri, server):
        host = open_link(qtbot, uri, "Ann")
        links.append(host)
        room = make_table(qtbot, host, [REMOTE, BOT, BOT], chips=100)
        first = session_for(host, room, join(qtbot, host, room, "Ann"))
        Player(first)
        host.send({"type": "start", "room": room})
        qtbot.waitUntil(lambda: first.match.finished_hands >= 2, timeout=60_000)
        first.stop()  # the app closes
        if server.tables[room].over:
            pytest.skip("the match ended before the seat was taken back")
        session = rejoin(qtbot, uri, room, "Ann", first.rejoin_token)
        links.append(session.link)
        qtbot.waitUntil(lambda: session.view() is not None, timeout=T)
        if session.match.is_over:
            pytest.skip("the match ended before the seat was taken back")
        window = window_for(qtbot, session)
        done = session.match.finished_hands
        assert done >= 2 and window.log_hand_picker.maximum() == done
        window.log_hand_picker.setValue(1)  # a hand played before: nothing of it is here
        assert window.log_model.lines() == []
        window.log_hand_picker.setValue(0)
        assert window.log_model.lines()  # the current hand, from the catch-up
        path = tmp_path / "hand.json"
        monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
        window.export_hand_action.trigger()
        doc = json.loads(path.read_text())
        assert doc["format"] == "palace-seat-hand/1" and doc["hand"] == done
        assert doc["events"] == []
        session.stop()
