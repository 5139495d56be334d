"""The launcher's online flow (ui/launcher/online_flow.py): a joined table's lobby, its start
handed to the remote table's session (a stand-in here for live.remote_session.RemoteSession),
the seat kept for a rejoin and forgotten when left; the rejoin at start, and a table gone."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from PySide6.QtCore import QObject, Signal

from palace_desktop.games.files import Paths
from palace_desktop.games.online_seats import OnlineSeat, read_seats, seats_path
from palace_desktop.live.net_link import NetLink
from palace_desktop.ui.dialogs import rejoin_offer
from palace_desktop.ui.dialogs.join_table import JoinTableDialog
from palace_desktop.ui.launcher.online_flow import OnlineFlow

from net_hosted import hosted_server
from online_helpers import BOT, REMOTE, Person, TestHosting


class StandInSession(QObject):
    """What the flow asks of RemoteSession: made from the link (listening from then on)."""

    match_over = Signal(list)

    def __init__(self, link, room, seat, token, seats):
        super().__init__()
        self.args = (link, room, seat, token, seats)
        self.states = []
        link.received.connect(lambda m: self.states.append(m) if m["type"] == "state" else None)


class Flow(OnlineFlow):
    def __init__(self, tmp_path, links):
        self.window = None
        self.persistence = SimpleNamespace(paths=Paths(tmp_path),
                                           settings=SimpleNamespace(player_name="Ben"))
        self.link_factory = links
        self.remote_session_factory = StandInSession
        self.on_screen = []

    def put_on_screen(self, session) -> None:
        self.on_screen.append(session)


@pytest.fixture
def links():
    made = []

    def make():
        made.append(NetLink())
        return made[-1]

    yield make
    for link in made:
        link.shutdown()


@pytest.fixture
def people(qtbot):
    made = []
    yield lambda uri, name: made.append(Person(qtbot, uri, name)) or made[-1]
    for person in made:
        person.shutdown()


def join_through_the_dialog(qtbot, flow, uri, room):
    dialog = JoinTableDialog("Ben", link_factory=flow.link_factory)
    qtbot.addWidget(dialog)
    dialog.table_joined.connect(flow.show_lobby)
    dialog.address_field.setText(uri)
    dialog.code_field.setText(room)
    dialog.join_button.click()
    qtbot.waitUntil(lambda: flow.lobby is not None, timeout=5000)
    qtbot.addWidget(flow.lobby)


def test_a_joined_table_keeps_the_seat_and_its_start_takes_the_window(qtbot, tmp_path, links,
                                                                       people):
    flow = Flow(tmp_path, links)
    with hosted_server() as (uri, _server):
        ann = people(uri, "Ann")
        room = ann.make_table([REMOTE, REMOTE, BOT])
        ann.join(room, "Ann")
        join_through_the_dialog(qtbot, flow, uri, room)
        kept = read_seats(seats_path(flow.persistence.paths))
        assert [(s.uri, s.room, s.seat, s.name) for s in kept] == [(uri, room, 1, "Ben")]
        token = kept[0].token
        ann.send({"type": "start", "room": room})
        qtbot.waitUntil(lambda: bool(flow.on_screen), timeout=5000)
        session = flow.on_screen[0]
        assert session.args[1:4] == (room, 1, token)
        qtbot.waitUntil(lambda: bool(session.states), timeout=5000)
        assert session.states[0]["hand"] == 1 and session.states[0]["view"]["viewer"] == 1
        session.match_over.emit([])  # a finished table keeps no seat
        assert read_seats(seats_path(flow.persistence.paths)) == []


def test_leaving_the_lobby_forgets_the_seat_and_ends_a_hosted_table(qtbot, tmp_path, links,
                                                                     people):
    flow = Flow(tmp_path, links)
    with hosted_server() as (uri, _server):
        ann = people(uri, "Ann")
        room = ann.make_table([REMOTE, REMOTE])
        ann.join(room, "Ann")
        join_through_the_dialog(qtbot, flow, uri, room)
        hosting = flow.hosting = TestHosting(uri)  # as if this app hosted it
        flow.lobby.leave_button.click()
        assert read_seats(seats_path(flow.persistence.paths)) == []
        assert hosting.stopped and hosting.withdrawn and flow.hosting is None
        ann.wait_for("seat_left")


def test_the_seat_at_a_table_this_app_hosts_is_not_kept(qtbot, tmp_path, links):
    from palace_desktop.ui.dialogs.host_table import HostTableDialog

    flow = Flow(tmp_path, links)
    with hosted_server() as (uri, _server):
        hosting = TestHosting(uri)
        dialog = HostTableDialog("Ann", server_factory=lambda: hosting, link_factory=links)
        qtbot.addWidget(dialog)
        dialog.table_joined.connect(lambda joined: flow.show_lobby(joined, dialog.server))
        dialog.host()
        qtbot.waitUntil(lambda: flow.lobby is not None, timeout=5000)
        qtbot.addWidget(flow.lobby)
        assert flow.lobby.maker and flow.hosting is hosting
        assert "192.0.2.7" in flow.lobby.share_note.text()
        assert read_seats(seats_path(flow.persistence.paths)) == []
        flow.lobby.leave_button.click()
        assert hosting.stopped


def started_table_with_ben_away(qtbot, uri, people):
    ann = people(uri, "Ann")
    room = ann.make_table([REMOTE, REMOTE], rejoin_seconds=600)
    ann.join(room, "Ann")
    ben = people(uri, "Ben")
    token = ben.join(room, "Ben")["token"]
    ann.send({"type": "start", "room": room})
    ben.wait_for("state")
    ben.shutdown()  # the window closed: the seat waits for its token
    return room, token


def test_a_kept_seat_is_offered_at_the_start_and_rejoined(qtbot, tmp_path, links, people,
                                                          monkeypatch):
    flow = Flow(tmp_path, links)
    with hosted_server() as (uri, _server):
        room, token = started_table_with_ben_away(qtbot, uri, people)
        flow._keep_seat(uri, room, 1, token, "Ben")
        asked = []
        monkeypatch.setattr(rejoin_offer, "ask_rejoin",
                            lambda parent, r, u, n: asked.append((r, u, n))
                            or rejoin_offer.REJOIN)
        assert flow.offer_rejoin(lambda: pytest.fail("the rejoin failed"))
        assert asked == [(room, uri, "Ben")]
        qtbot.waitUntil(lambda: bool(flow.on_screen), timeout=5000)
        session = flow.on_screen[0]
        assert session.args[1:4] == (room, 1, token)
        qtbot.waitUntil(lambda: bool(session.states), timeout=5000)
        assert session.states[0].get("catch_up") is True


def test_a_table_that_is_gone_is_said_so_and_forgotten(qtbot, tmp_path, links, monkeypatch):
    flow = Flow(tmp_path, links)
    said, then = [], []
    monkeypatch.setattr("palace_desktop.ui.plain_text.warn",
                        lambda parent, title, text: said.append(text))
    with hosted_server() as (uri, _server):
        seat = OnlineSeat(uri, "22RKWG01KR", 0, "t" * 32, "Ben", 0.0)
        flow._keep_seat(seat.uri, seat.room, seat.seat, seat.token, seat.name)
        flow.rejoin(seat, lambda: then.append(True))
        qtbot.waitUntil(lambda: bool(then), timeout=5000)
    assert "gone" in said[0]
    assert read_seats(seats_path(flow.persistence.paths)) == []


@pytest.mark.parametrize("choice,kept", [(rejoin_offer.FORGET, 0), (rejoin_offer.NOT_NOW, 1)])
def test_not_now_keeps_the_seat_and_forget_it_forgets_it(tmp_path, links, monkeypatch,
                                                         choice, kept):
    flow = Flow(tmp_path, links)
    flow._keep_seat("ws://192.168.1.20:8765", "22RKWG01KR", 0, "t" * 32, "Ben")
    monkeypatch.setattr(rejoin_offer, "ask_rejoin", lambda *args: choice)
    assert not flow.offer_rejoin(lambda: None)
    assert len(read_seats(seats_path(flow.persistence.paths))) == kept


def test_no_kept_seat_asks_nothing(tmp_path, links, monkeypatch):
    monkeypatch.setattr(rejoin_offer, "ask_rejoin", lambda *args: pytest.fail("asked"))
    assert not Flow(tmp_path, links).offer_rejoin(lambda: None)


def test_the_rejoin_question_names_the_table_and_its_three_answers(qtbot):
    box, buttons = rejoin_offer.make_rejoin_box(None, "22RKWG01KR", "ws://10.0.0.2:8765",
                                                "<b>Ben</b>")
    qtbot.addWidget(box)
    assert "22RKWG01KR" in box.text() and "10.0.0.2" in box.text()
    assert ":8765" not in box.text() and "<b>Ben</b>" in box.informativeText()
    assert [b.text() for b in buttons.values()] == ["&Rejoin", "&Not now", "&Forget it"]
