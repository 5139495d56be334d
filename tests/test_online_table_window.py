"""A table on the network, from the lobby's start to the window (ui/launcher/online_flow.py,
ui/window_online.py): the real RemoteSession takes the real window, with the table's chat; a
local game that would replace it asks first (the seat waits at the other computer's table; a
table this app hosts ends), and a host's window asks before it closes."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from palace_desktop.games.files import Paths
from palace_desktop.live.net_link import NetLink
from palace_desktop.ui.dialogs.join_table import JoinTableDialog

from net_hosted import hosted_server
from online_helpers import REMOTE, Person, TestHosting


@pytest.fixture
def launcher(qapp, tmp_path):
    from palace_desktop.live.bot_worker import BotWorker
    from palace_desktop.live.persistence import Persistence
    from palace_desktop.ui.launcher import Launcher

    persistence = Persistence(Paths(tmp_path))
    persistence.settings.player_name = "Ben"
    made = Launcher(qapp, persistence, lambda: BotWorker(inline=True))
    made.open_window()
    yield made
    made.stop_hosting()
    if made.window is not None:
        made.window.online_table = None  # (no question at the test's end)
        made.window.close()


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
def answers(monkeypatch):
    """The questions asked (title, text, informative text) and the answers to give, in
    order (True: the box's Yes, whatever its words)."""
    from palace_desktop.ui.dialogs import question

    asked, given = [], []

    def answered_yes(box):
        asked.append((box.windowTitle(), box.text(), box.informativeText(),
                      [b.text() for b in box.buttons()]))
        box.deleteLater()
        return given.pop(0)

    monkeypatch.setattr(question, "answered_yes", answered_yes)
    return SimpleNamespace(asked=asked, given=given)


def start_with_ben(qtbot, flow, uri):
    ann = Person(qtbot, uri, "Ann")
    room = ann.make_table([REMOTE, REMOTE], chips=40)
    ann.join(room, "Ann")
    dialog = JoinTableDialog("Ben", link_factory=flow.link_factory)
    qtbot.addWidget(dialog)
    dialog.table_joined.connect(flow.show_lobby)
    dialog.address_field.setText(uri)
    dialog.code_field.setText(room)
    dialog.join_button.click()
    qtbot.waitUntil(lambda: flow.lobby is not None, timeout=5000)
    ann.send({"type": "start", "room": room})
    qtbot.waitUntil(lambda: hasattr(flow.window.session, "server_deals"), timeout=5000)
    qtbot.waitUntil(lambda: flow.window.session.view() is not None, timeout=5000)
    return ann, room


def test_a_started_table_takes_the_window_with_its_chat(qtbot, launcher, links):
    flow = launcher
    flow.link_factory = links
    with hosted_server() as (uri, _server):
        ann, room = start_with_ben(qtbot, flow, uri)
        session = flow.window.session
        assert (session.room, session.seat) == (room, 1)
        assert session.view().viewer == 1
        dock = flow.window.chat_dock
        # Shown, or folded away with the other docks on the offscreen screen, 800 px wide,
        # too narrow for the table beside them (window_room.py).
        assert dock.isVisible() or dock in flow.window.dock_room.folded
        assert flow.window.extra_panes == (dock.widget(),)
        ann.send({"type": "chat", "room": room, "text": "hi <b>Ben</b>"})
        panel = dock.widget()
        qtbot.waitUntil(lambda: any("hi <b>Ben</b>" in line for line in panel.lines()),
                        timeout=5000)
        session.send_chat(quick="good_luck")
        qtbot.waitUntil(lambda: any("quick" in m for m in ann.got if m["type"] == "chat"),
                        timeout=5000)
        said = next(m for m in ann.got if m["type"] == "chat" and "quick" in m)
        assert (said["seat"], said["name"], said["quick"]) == (1, "Ben", "good_luck")
        session.stop()
        ann.shutdown()


def test_a_new_game_over_a_table_on_the_network_asks_and_a_host_ends_it(qtbot, launcher,
                                                                         links, answers):
    flow = launcher
    flow.link_factory = links
    with hosted_server() as (uri, _server):
        ann, _room = start_with_ben(qtbot, flow, uri)
        started = []
        answers.given[:] = [False]  # Stay
        assert not flow.replace_running(started.append)
        title, _text, why, buttons = answers.asked[-1]
        assert started == [] and title == "Leave the table?" and "seat waits for you" in why
        assert set(buttons) == {"&Leave the table", "&Stay"}
        hosting = flow.hosting = TestHosting(uri)  # as if this app served the table
        answers.given[:] = [True]  # Leave the table
        assert flow.replace_running(started.append)
        assert started == [True] and "ends for everyone" in answers.asked[-1][2]
        assert hosting.stopped and flow.hosting is None
        flow.window.session.stop()
        ann.shutdown()


def test_the_host_s_window_asks_before_it_closes_the_table(qtbot, launcher, links, answers):
    flow = launcher
    flow.link_factory = links
    with hosted_server() as (uri, _server):
        ann, _room = start_with_ben(qtbot, flow, uri)
        flow.window.online_table.hosting = TestHosting(uri)
        answers.given[:] = [False]  # Keep playing
        flow.window.close()
        assert flow.window.isVisible() and answers.asked[-1][1] == "This computer hosts the table."
        answers.given[:] = [True]  # Close and end the game
        flow.window.close()
        assert not flow.window.isVisible() and len(answers.asked) == 2
        ann.shutdown()


def test_hosting_from_the_start_s_new_game_dialog_keeps_the_app_open(launcher, monkeypatch):
    """At the start, New Game ▸ Host a table opens the lobby: the start has something to show
    (it closed the app: the dialog's None read as "cancelled")."""
    from palace_desktop.ui.dialogs.new_game import NewGameDialog

    launcher.persistence.settings.tutorial_declined = True
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: NewGameDialog.HOST_ONLINE)
    hosted = []

    def host_table(**stakes):
        hosted.append(stakes)
        launcher.lobby = SimpleNamespace()  # (the lobby the host's dialog opens)

    monkeypatch.setattr(launcher, "host_table", host_table)
    assert launcher.open_at_start(seed=5)
    assert len(hosted) == 1


@pytest.mark.parametrize("button", ["host", "join"])
def test_a_host_or_join_dialog_cancelled_goes_back_to_the_new_game_dialog(launcher, monkeypatch,
                                                                          button):
    """A new player who looks at Host a table… (or Join a table…) and cancels it is back at
    the New Game dialog, their choices in it kept; at the start, the app closed instead."""
    from palace_desktop.ui.dialogs.new_game import NewGameDialog

    launcher.persistence.settings.tutorial_declined = True
    choice = NewGameDialog.HOST_ONLINE if button == "host" else NewGameDialog.JOIN_ONLINE
    answers = [choice, 0]  # the host's or join dialog, cancelled; then the New Game dialog's Cancel
    shown = []

    def exec_(self):
        shown.append(self)
        return answers.pop(0)

    monkeypatch.setattr(NewGameDialog, "exec", exec_)
    monkeypatch.setattr(launcher, "host_table", lambda **stakes: None)  # cancelled
    monkeypatch.setattr(launcher, "join_table", lambda: None)  # cancelled
    assert not launcher.open_at_start(seed=5)  # nothing chosen in the end: the window closes
    assert len(shown) == 2 and shown[0] is shown[1]


def test_a_new_user_joins_from_the_start_s_new_game_dialog(launcher, monkeypatch, qtbot):
    """Someone who starts the app to join a friend's table finds it in the New Game dialog,
    which the start shows (a modal dialog: the Game menu is out of reach behind it)."""
    from palace_desktop.ui.dialogs.new_game import NewGameDialog

    launcher.persistence.settings.tutorial_declined = True
    new_game = NewGameDialog(player_name="Ben")
    qtbot.addWidget(new_game)
    assert new_game.join_button.isVisible() or not new_game.isVisible()
    assert new_game.join_button.accessibleName() or new_game.join_button.text()
    new_game.join_button.click()
    assert new_game.result() == NewGameDialog.JOIN_ONLINE
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: NewGameDialog.JOIN_ONLINE)
    joined = []

    def join_table():
        joined.append(True)
        launcher.lobby = SimpleNamespace()  # (the lobby the join dialog opens)

    monkeypatch.setattr(launcher, "join_table", join_table)
    assert launcher.open_at_start(seed=5) and joined == [True]


def test_a_spectator_s_table_takes_the_window_with_the_public_view(qtbot, launcher, links):
    """Join a table > Watch: at the start the window shows the public view (nobody's palace)
    and makes no move (the lobby's start for a spectator has seat -1: the remote table
    refused it, and the window stayed empty)."""
    flow = launcher
    flow.link_factory = links
    with hosted_server() as (uri, _server):
        ann = Person(qtbot, uri, "Ann")
        room = ann.make_table([REMOTE, {"kind": "bot", "level": "easy"}], chips=40)
        ann.join(room, "Ann")
        dialog = JoinTableDialog("Sam", link_factory=flow.link_factory)
        qtbot.addWidget(dialog)
        dialog.table_joined.connect(flow.show_lobby)
        dialog.address_field.setText(uri)
        dialog.code_field.setText(room)
        dialog.watch_button.click()
        qtbot.waitUntil(lambda: flow.lobby is not None, timeout=5000)
        ann.send({"type": "start", "room": room})
        qtbot.waitUntil(lambda: hasattr(flow.window.session, "server_deals"), timeout=5000)
        session = flow.window.session
        qtbot.waitUntil(lambda: session.view() is not None, timeout=5000)
        view = session.view()
        assert view.viewer == -1 and session.availability.seat is None
        assert all(set(map(str, palace)) <= {"??"} for palace in view.palaces)
        session.stop()
        ann.shutdown()
