"""Hosting, joining and the lobby, driven through their dialogs against a table server on
127.0.0.1 (tests/net_hosted.py): the room shown, joins and leaves, a bot given a seat, a player
removed, Start only when every seat is taken, the start handing the link on with no message
lost; each failure to join in its own words; the tables found on the network."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QCloseEvent

from palace_desktop.games.table_address import ROOM_CODE_PATTERN
from palace_desktop.live.net_link import NOT_TRUSTED, OTHER_VERSION, NetLink
from palace_desktop.net.discovery import LanTable
from palace_desktop.ui.dialogs import online_words
from palace_desktop.ui.dialogs.host_table import HostTableDialog, create_message
from palace_desktop.ui.dialogs.join_table import JoinTableDialog
from palace_desktop.ui.dialogs.lobby import LobbyDialog

from net_hosted import hosted_server
from online_helpers import BOT, REMOTE, FakeLanTables, Person, TestHosting


@pytest.fixture
def links():
    made = []

    def make():
        link = NetLink()
        made.append(link)
        return link

    yield make
    for link in made:
        link.shutdown()


@pytest.fixture
def people(qtbot):
    made = []

    def make(uri, name):
        person = Person(qtbot, uri, name)
        made.append(person)
        return person

    yield make
    for person in made:
        person.shutdown()


def host(qtbot, uri, links, kinds, name="Ann", password="", **options):
    """The host's dialog filled and its table made: (dialog, JoinedTable, hosting)."""
    hosting = TestHosting(uri)
    dialog = HostTableDialog(name, server_factory=lambda: hosting, link_factory=links,
                             **options)
    qtbot.addWidget(dialog)
    dialog.seat_count.setValue(len(kinds))
    for combo, kind in zip(dialog.seat_kinds, kinds):
        combo.setCurrentIndex(combo.findData(kind))
    dialog.password_field.setText(password)
    with qtbot.waitSignal(dialog.table_joined, timeout=5000) as joined:
        dialog.host()
    return dialog, joined.args[0], hosting


def lobby_for(qtbot, joined, maker, hosting=None) -> LobbyDialog:
    lobby = LobbyDialog(joined.link, joined.room, joined.seat, joined.token, joined.seats,
                        maker=maker, hosting=hosting, host_name=joined.name,
                        addresses=hosting.addresses() if hosting else (),
                        port=hosting.port if hosting else None, handoff=joined.handoff)
    qtbot.addWidget(lobby)
    lobby.begin()
    return lobby


def seat_texts(lobby) -> list[str]:
    return [lobby.seat_list.item(i).text() for i in range(lobby.seat_list.count())]


def test_hosting_shows_the_room_and_the_seats_and_a_joiner_appears(qtbot, links, people):
    with hosted_server() as (uri, _server):
        _dialog, joined, hosting = host(qtbot, uri, links, ["you", "remote", "medium"])
        assert ROOM_CODE_PATTERN.fullmatch(joined.room) and joined.seat == 0
        lobby = lobby_for(qtbot, joined, maker=True, hosting=hosting)
        assert lobby.code_field.text() == joined.room and lobby.code_field.isReadOnly()
        assert "192.0.2.7" in lobby.share_note.text()
        assert "Ann (you)" in seat_texts(lobby)[0]
        assert "open" in seat_texts(lobby)[1] and "bot" in seat_texts(lobby)[2]
        assert not lobby.start_button.isEnabled()

        ben = people(uri, "Ben")
        ben.join(joined.room, "Ben")
        qtbot.waitUntil(lambda: "Ben" in seat_texts(lobby)[1], timeout=5000)
        qtbot.waitUntil(lobby.start_button.isEnabled, timeout=5000)
        assert hosting.announced[-1] == (joined.room, "Ann", 2, 2, False)


def test_the_hosts_seat_is_the_one_chosen(qtbot, links, people):
    with hosted_server() as (uri, _server):
        _dialog, joined, hosting = host(qtbot, uri, links, ["remote", "easy", "you"])
        assert joined.seat == 2
        lobby = lobby_for(qtbot, joined, maker=True, hosting=hosting)
        # The player's seat before the host's, a bot's for a moment, is open again.
        qtbot.waitUntil(lambda: "open" in seat_texts(lobby)[0], timeout=5000)
        assert "Ann (you)" in seat_texts(lobby)[2]


def test_the_new_game_dialog_offers_hosting_and_its_stakes_go_to_the_table(qtbot, links,
                                                                           people):
    from palace_desktop.ui.dialogs.new_game import NewGameDialog

    new_game = NewGameDialog(player_name="Ann")
    qtbot.addWidget(new_game)
    new_game.starting_chips.setValue(300)
    new_game.small_bet.setValue(4)
    stakes = new_game.online_stakes()
    assert stakes["chips"] == 300 and stakes["rules"]["small_bet"] == 4
    new_game.host_button.click()
    assert new_game.result() == NewGameDialog.HOST_ONLINE
    with hosted_server() as (uri, _server):
        _dialog, joined, _hosting = host(qtbot, uri, links, ["you", "remote"], **stakes)
        lobby = lobby_for(qtbot, joined, maker=True)
        ben = people(uri, "Ben")
        ben.join(joined.room, "Ben")
        qtbot.waitUntil(lobby.start_button.isEnabled, timeout=5000)
        lobby.start_button.click()
        view = ben.wait_for("state")["view"]
        assert view["rules"]["small_bet"] == 4 and sum(view["chips"]) + view["pot"] == 600


def test_a_build_without_hosting_says_so_in_the_dialog(qtbot):
    def no_hosting():
        raise ImportError("No module named 'palace_desktop.net.hosting'")

    dialog = HostTableDialog("Ann", server_factory=no_hosting)
    qtbot.addWidget(dialog)
    dialog.host_button.click()
    assert "not part of this build" in dialog.problem_label.text()
    assert dialog.host_button.isEnabled() and dialog.server is None


def test_create_message_makes_the_earlier_player_seats_bots_for_a_moment():
    message, for_now = create_message(["remote", "hard", "you", "remote"], 300, "pw",
                                      {"ante": 2})
    assert message["seats"] == [{"kind": "bot", "level": "medium"},
                                {"kind": "bot", "level": "hard"}, {"kind": "remote"},
                                {"kind": "remote"}]
    assert for_now == [0] and message["chips"] == 300 and message["password"] == "pw"
    assert message["rules"] == {"ante": 2}


def test_the_host_gives_a_seat_to_a_bot_removes_a_player_and_starts(qtbot, links, people):
    with hosted_server() as (uri, _server):
        _dialog, joined, hosting = host(qtbot, uri, links, ["you", "remote", "remote"])
        lobby = lobby_for(qtbot, joined, maker=True, hosting=hosting)
        ben = people(uri, "Ben")
        ben.join(joined.room, "Ben")
        qtbot.waitUntil(lambda: "Ben" in seat_texts(lobby)[1], timeout=5000)
        assert not lobby.start_button.isEnabled()  # seat 3 is open

        lobby.seat_list.setCurrentRow(2)
        assert lobby.bot_button.isEnabled() and not lobby.remove_button.isEnabled()
        lobby.level_combo.setCurrentIndex(lobby.level_combo.findData("hard"))
        lobby.bot_button.click()
        qtbot.waitUntil(lambda: "bot" in seat_texts(lobby)[2], timeout=5000)
        assert "Hard" in seat_texts(lobby)[2]
        qtbot.waitUntil(lobby.start_button.isEnabled, timeout=5000)
        # Enter is Start, whatever has the focus; never Leave (the focus went there).
        assert lobby.start_button.isDefault() and not lobby.leave_button.autoDefault()

        lobby.seat_list.setCurrentRow(1)
        assert lobby.remove_button.isEnabled() and not lobby.bot_button.isEnabled()
        lobby.remove_button.click()
        ben.wait_for("removed")
        qtbot.waitUntil(lambda: "open" in seat_texts(lobby)[1], timeout=5000)
        assert not lobby.start_button.isEnabled()
        lobby.seat_list.setCurrentRow(0)
        assert not lobby.remove_button.isEnabled()  # not the host's own seat

        cara = people(uri, "Cara")
        cara_joined = cara.join(joined.room, "Cara")
        qtbot.waitUntil(lobby.start_button.isEnabled, timeout=5000)
        started = []
        lobby.table_started.connect(lambda *args: started.append(args))
        lobby.start_button.click()
        qtbot.waitUntil(lambda: bool(started), timeout=5000)
        link, room, seat, token, seats = started[0]
        assert (link, room, seat, token) == (joined.link, joined.room, 0, joined.token)
        assert [s["name"] for s in seats][:2] == ["Ann", "Cara"]
        assert lobby.isHidden()
        assert cara.wait_for("state")["view"]["viewer"] == cara_joined["seat"] == 1


def test_a_joiner_waits_in_the_lobby_without_the_hosts_controls_until_the_start(
        qtbot, links, people):
    with hosted_server() as (uri, _server):
        ann = people(uri, "Ann")
        room = ann.make_table([REMOTE, REMOTE, BOT])
        ann.join(room, "Ann")
        dialog = JoinTableDialog("Ben", link_factory=links)
        qtbot.addWidget(dialog)
        dialog.address_field.setText(uri)
        dialog.code_field.setText(room.lower()[:5] + "-" + room.lower()[5:])
        with qtbot.waitSignal(dialog.table_joined, timeout=5000) as got:
            dialog.join_button.click()
        joined = got.args[0]
        assert (joined.room, joined.seat, joined.name) == (room, 1, "Ben")
        lobby = lobby_for(qtbot, joined, maker=False)
        for control in (lobby.start_button, lobby.bot_button, lobby.remove_button,
                        lobby.open_button):
            assert control.isHidden()
        qtbot.waitUntil(lambda: "Ben (you)" in seat_texts(lobby)[1], timeout=5000)
        assert "Ann" in seat_texts(lobby)[0]
        assert "host" in lobby.status_label.text()

        started = []
        lobby.table_started.connect(lambda *args: started.append(args))
        ann.send({"type": "start", "room": room})
        qtbot.waitUntil(lambda: bool(started), timeout=5000)
        assert started[0][2:4] == (1, joined.token)


def test_the_start_hands_the_link_on_with_no_message_lost(qtbot, links):
    """The remote table is made at the first state; what the link's thread emitted just after
    it, before the table listened, still reaches the table, in order."""
    link = links()
    seats = [{"kind": "remote", "name": "Ann", "taken": True, "connected": True},
             {"kind": "bot", "name": "", "taken": False, "connected": False, "level": "easy"}]
    lobby = LobbyDialog(link, "22RKWG01KR", 0, "t" * 32, seats, maker=True)
    qtbot.addWidget(lobby)
    heard = []

    def make_table(link, *_args):
        link.received.connect(lambda message: heard.append(message["step"]))

    lobby.table_started.connect(make_table)
    states = [{"type": "state", "room": "22RKWG01KR", "hand": 1, "step": step}
              for step in range(3)]

    def emit_three() -> None:  # as the link's thread does: queued, before the GUI hears one
        for state in states:
            link.received.emit(state)

    link._thread.call(emit_three)
    qtbot.waitUntil(lambda: heard == [0, 1, 2], timeout=5000)


def test_the_lobby_announces_joins_and_leaves_and_watchers(qtbot, links, people,
                                                             monkeypatch):
    said = []
    monkeypatch.setattr("palace_desktop.ui.speech.announce",
                        lambda source, text, assertive=False: said.append(text))
    with hosted_server() as (uri, _server):
        _dialog, joined, hosting = host(qtbot, uri, links, ["you", "remote"])
        lobby = lobby_for(qtbot, joined, maker=True, hosting=hosting)
        ben = people(uri, "Ben")
        ben.join(joined.room, "Ben")
        qtbot.waitUntil(lambda: any("Ben" in s and "took" in s for s in said), timeout=5000)
        sam = people(uri, "Sam")
        sam.send({"type": "watch", "room": joined.room, "name": "Sam"})
        qtbot.waitUntil(lambda: "Sam" in lobby.watchers_label.text(), timeout=5000)
        assert any("Sam" in s and "watching" in s for s in said)
        ben.send({"type": "leave"})
        qtbot.waitUntil(lambda: any("Ben" in s and "left" in s for s in said), timeout=5000)
        assert "open" in seat_texts(lobby)[1]


def test_every_control_of_the_lobby_has_a_name(qtbot, links):
    from PySide6.QtWidgets import QAbstractButton, QComboBox, QLineEdit, QListWidget

    seats = [{"kind": "remote", "name": "<b>Ann</b>", "taken": True, "connected": True},
             {"kind": "remote", "name": "", "taken": False, "connected": False}]
    lobby = LobbyDialog(links(), "22RKWG01KR", 0, "t" * 32, seats, maker=True)
    qtbot.addWidget(lobby)
    controls = [w for kind in (QAbstractButton, QComboBox, QLineEdit, QListWidget)
                for w in lobby.findChildren(kind)]
    assert len(controls) >= 8
    for widget in controls:
        assert widget.accessibleName() or (isinstance(widget, QAbstractButton)
                                           and widget.text()), widget
    assert "<b>Ann</b>" in seat_texts(lobby)[0]  # a name is shown as written


# ------------------------------------------------------------------------------------------
# Joining, and its failures in words


def try_joining(qtbot, links, address, code, password="", watch=False):
    dialog = JoinTableDialog("Ben", link_factory=links)
    qtbot.addWidget(dialog)
    dialog.address_field.setText(address)
    dialog.code_field.setText(code)
    dialog.password_field.setText(password)
    (dialog.watch_button if watch else dialog.join_button).click()
    qtbot.waitUntil(lambda: dialog.problem_label.isVisibleTo(dialog) or bool(dialog.joined),
                    timeout=15000)
    return dialog


def test_a_closed_port_is_no_answer_with_the_firewall_named(qtbot, links):
    import socket

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    dialog = try_joining(qtbot, links, f"127.0.0.1:{port}", "22RKWG01KR")
    assert "No table answered" in dialog.problem_label.text()
    assert "8765" in dialog.problem_label.text()
    assert dialog.join_button.isEnabled()  # one may try again


def test_a_wrong_code_a_wrong_password_a_full_and_a_started_table_each_say_so(
        qtbot, links, people):
    with hosted_server() as (uri, _server):
        ann = people(uri, "Ann")
        locked = ann.make_table([REMOTE, BOT], password="secret")
        full = ann.make_table([REMOTE, BOT])
        ann.join(full, "Ann")
        cara = people(uri, "Cara")
        started = cara.make_table([REMOTE, BOT])
        cara.join(started, "Cara")
        cara.send({"type": "start", "room": started})
        cara.wait_for("state")

        wrong = "22RKWG01KR" if locked != "22RKWG01KR" else "Y844EAPVGS"
        for code, password, words in ((wrong, "", "No table has that room code"),
                                      (locked, "guess", "password is not the table's"),
                                      (full, "", "The table is full"),
                                      (started, "", "has started already")):
            dialog = try_joining(qtbot, links, uri, code, password)
            assert words in dialog.problem_label.text(), (code, dialog.problem_label.text())
            assert dialog.joined is None

        watcher = try_joining(qtbot, links, uri, started, watch=True)
        assert watcher.joined is not None and watcher.joined.seat == -1


@pytest.mark.parametrize("address,code,words", [
    ("not an address", "22RKWG01KR", "not an address"),
    ("127.0.0.1", "22RKWG01K", "ten letters and digits"),
])
def test_what_is_typed_wrong_is_said_before_any_connection(qtbot, links, address, code, words):
    made = []
    dialog = JoinTableDialog("Ben", link_factory=lambda: made.append(1))
    qtbot.addWidget(dialog)
    dialog.address_field.setText(address)
    dialog.code_field.setText(code)
    dialog.join_button.click()
    assert words in dialog.problem_label.text() and not made


def test_another_version_names_it_and_an_untrusted_certificate_says_what_to_do():
    text = online_words.open_failure_text(
        OTHER_VERSION, "this server speaks protocol 1 (Palace Desktop 0.2.0); your client "
        "speaks protocol 2 (Palace Desktop 9.9.9): use the same version")
    from palace_desktop import __version__

    assert "0.2.0" in text and __version__ in text
    text = online_words.open_failure_text(NOT_TRUSTED, "self-signed certificate")
    assert "certificate" in text and "Ask the host" in text and "self-signed" in text


# ------------------------------------------------------------------------------------------
# The tables found on this network


def lan_table(host, room, seats=4, taken=1, started=False, service=None):
    return LanTable(service or f"{host}._palace-poker._tcp.local.", host, "192.168.1.20",
                    8765, room, seats, taken, started, False, "0.1.0", 1)


def test_the_tables_on_the_network_show_and_choosing_one_fills_the_address(qtbot):
    source = FakeLanTables([lan_table("Ann", "22RKWG01KR")])
    dialog = JoinTableDialog("Ben", lan_tables=source)
    qtbot.addWidget(dialog)
    assert source.running
    assert dialog.table_list.count() == 1
    assert dialog.table_list.item(0).text() == "Ann's table: 1 of 4 seats taken, 3 free"
    source.show([lan_table("Ann", "22RKWG01KR", taken=2),
                 lan_table("Dev", "Y844EAPVGS", seats=2, taken=2, started=True)])
    assert [dialog.table_list.item(i).text() for i in range(2)] == [
        "Ann's table: 2 of 4 seats taken, 2 free", "Dev's table: started, 2 of 2 seats taken"]
    assert "2" in dialog.searching_label.text() and "found" in dialog.searching_label.text()
    dialog.table_list.setCurrentRow(1)
    assert dialog.address_field.text() == "ws://192.168.1.20:8765"
    assert dialog.code_field.text() == "Y844EAPVGS"
    source.show([])
    assert dialog.table_list.count() == 0 and "None found" in dialog.searching_label.text()
    dialog.reject()
    assert not source.running


def test_a_table_found_on_the_network_is_joined(qtbot, links, people):
    with hosted_server() as (uri, _server):
        ann = people(uri, "Ann")
        room = ann.make_table([REMOTE, REMOTE])
        ann.join(room, "Ann")
        port = int(uri.rsplit(":", 1)[1])
        table = LanTable("ann", "Ann", "127.0.0.1", port, room, 2, 1, False, False, "0.1.0", 1)
        dialog = JoinTableDialog("Ben", lan_tables=FakeLanTables([table]), link_factory=links)
        qtbot.addWidget(dialog)
        dialog.table_list.setCurrentRow(0)
        with qtbot.waitSignal(dialog.table_joined, timeout=5000) as got:
            dialog.join_button.click()
        assert got.args[0].seat == 1
        got.args[0].handoff.release()


def test_leaving_a_lobby_whose_link_has_ended_sends_nothing_and_closes(qtbot):
    link = NetLink()
    seats = [{"kind": "remote", "name": "Ann", "taken": True, "connected": True},
             {"kind": "remote", "name": "", "taken": False, "connected": False}]
    lobby = LobbyDialog(link, "22RKWG01KR", 0, "t" * 32, seats, maker=True)
    qtbot.addWidget(lobby)
    lobby.show()
    link.shutdown()  # the app closing: the link's thread is gone
    left = []
    lobby.left.connect(lambda: left.append(True))
    lobby.reject()
    assert lobby.isHidden() and left == [True]


class TitleBarClose(QCloseEvent):
    def spontaneous(self) -> bool:
        return True


@pytest.mark.parametrize("hosting", [False, True], ids=["joined", "hosting"])
def test_escape_or_the_close_button_in_a_lobby_asks_before_leaving(qtbot, monkeypatch, hosting):
    """A stray Escape (or the title bar's close) in the lobby gave the seat up at once, and a
    host's gave the whole table up for everyone who had joined: it asks now, Stay by default.
    The lobby's own Leave the table button says what it does and leaves at once."""
    from PySide6.QtCore import Qt

    from palace_desktop.ui.dialogs import question

    asked, given = [], []

    def answered_yes(box):
        asked.append(box.informativeText())
        box.deleteLater()
        return given.pop(0)

    monkeypatch.setattr(question, "answered_yes", answered_yes)
    link = NetLink()
    link.shutdown()
    seats = [{"kind": "remote", "name": "Ann", "taken": True, "connected": True},
             {"kind": "remote", "name": "Ben", "taken": True, "connected": True}]
    lobby = LobbyDialog(link, "22RKWG01KR", 0, "t" * 32, seats, maker=hosting,
                        hosting=TestHosting("ws://127.0.0.1:9") if hosting else None)
    qtbot.addWidget(lobby)
    lobby.show()
    left = []
    lobby.left.connect(lambda: left.append(True))

    given.append(False)
    qtbot.keyClick(lobby, Qt.Key.Key_Escape)
    given.append(False)
    # The title bar's button: the window manager's close reaches the widget as a spontaneous
    # close event (QWidgetWindow::handleCloseEvent), which nothing in Python can send.
    title_bar_close = TitleBarClose()
    lobby.closeEvent(title_bar_close)
    assert not title_bar_close.isAccepted()
    assert lobby.isVisible() and left == [] and len(asked) == 2
    lobby.close()  # the app's own close (and pytest-qt's at the end) asks nothing
    assert len(asked) == 2 and left == [True]
    lobby.show()
    left.clear()
    lobby._done = False
    assert ("everyone" in asked[0]) == hosting

    given.append(True)
    qtbot.keyClick(lobby, Qt.Key.Key_Escape)
    assert lobby.isHidden() and left == [True]


def test_the_lobbys_leave_button_leaves_without_asking(qtbot):
    link = NetLink()
    link.shutdown()
    seats = [{"kind": "remote", "name": "Ann", "taken": True, "connected": True}]
    lobby = LobbyDialog(link, "22RKWG01KR", 0, "t" * 32, seats)
    qtbot.addWidget(lobby)
    lobby.show()
    lobby.leave_button.click()  # a question would fail the test (nothing answers it)
    assert lobby.isHidden()
