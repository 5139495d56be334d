"""The chat at a remote table (issue 41): lines as plain text with their time, an input of at
most 200 characters as the server counts them, Enter and the quick messages sent through the
table, quick messages shown in the reader's language, muting, what a screen reader is told,
hostile messages dropped, the history bounded, every widget named; and the dock in the window.

The table is a fake: an object with `chat_received` and `send_chat`, as RemoteSession has."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st
from PySide6.QtCore import QLocale, QObject, Qt, QTime, QTranslator, Signal
from PySide6.QtGui import QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QWidget
from shiboken6 import Shiboken

from palace_desktop.net.chat import (MAX_CHAT_LENGTH, QUICK_MESSAGES, chat_length_fits,
                                     clean_chat_text)
from palace_desktop.live.i18n import install_translators, plain
from palace_desktop.ui import chat_dock, speech
from palace_desktop.ui.chat_dock import (HISTORY, QUICK_TEXTS, ChatPanel, add_chat_dock,
                                         remove_chat_dock)

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
import translations  # noqa: E402


class FakeTable(QObject):
    """A remote table as the panel sees it: what it was asked to send, in order."""

    chat_received = Signal(dict)

    def __init__(self):
        super().__init__()
        self.sent: list[tuple] = []

    def send_chat(self, text=None, quick=None) -> None:
        self.sent.append((text, quick))


def said(seat, name, text=None, quick=None) -> dict:
    message = {"type": "chat", "room": "Y844EAPVGS", "seat": seat, "name": name}
    if text is not None:
        message["text"] = text
    if quick is not None:
        message["quick"] = quick
    return message


@pytest.fixture
def heard(monkeypatch):
    """The announcements sent to the accessibility layer (ui/speech.py is its one door)."""
    told: list[str] = []

    def post(event):
        if isinstance(event, QAccessibleAnnouncementEvent):
            told.append(plain(event.message()))

    monkeypatch.setattr(speech, "post", post)
    return told


@pytest.fixture
def german_time():
    """Times as a German locale writes them ("21:05"), whatever the machine's."""
    QLocale.setDefault(QLocale("de_DE"))
    yield
    QLocale.setDefault(QLocale("en_US"))


@pytest.fixture
def chat(qtbot, german_time):
    """A panel at seat 0 of a fake table, its clock at 21:05."""
    panel = ChatPanel(clock=lambda: QTime(21, 5))
    qtbot.addWidget(panel)
    table = FakeTable()
    panel.set_source(table, own_seat=0, table="Y844EAPVGS")
    panel.resize(400, 300)
    panel.show()
    return panel, table


def shown(panel) -> list[str]:
    return [plain(line) for line in panel.lines()]


# -- lines ---------------------------------------------------------------------------------------

def test_a_line_shows_its_time_name_and_text_as_written(chat):
    panel, table = chat
    table.chat_received.emit(said(1, "<b>Bo</b>", "<i>hi</i> & <img src=x.png> &amp;"))
    assert shown(panel) == ["21:05  <b>Bo</b>: <i>hi</i> & <img src=x.png> &amp;"]
    # Nothing was taken for markup: the document holds the very characters, in one block.
    assert panel.view.document().blockCount() == 1
    assert "<b>" in panel.view.document().toPlainText()


def test_a_spectator_is_shown_as_watching(chat):
    panel, table = chat
    table.chat_received.emit(said(-1, "Sam", "go Ann"))
    assert shown(panel) == ["21:05  Sam (watching): go Ann"]


def test_a_text_is_cleaned_as_the_server_cleans_it(chat):
    panel, table = chat
    table.chat_received.emit(said(2, "Cy", "  well\u202e\nplayed\u200b  "))
    assert shown(panel) == ["21:05  Cy: well played"]


# -- the input -----------------------------------------------------------------------------------

def test_enter_sends_the_cleaned_line_through_the_table_and_empties_the_input(chat, qtbot):
    panel, table = chat
    qtbot.keyClicks(panel.input, "  good  luck ")
    qtbot.keyClick(panel.input, Qt.Key.Key_Return)
    assert table.sent == [("good luck", None)]
    assert panel.input.text() == ""
    qtbot.keyClicks(panel.input, "   ")
    qtbot.keyClick(panel.input, Qt.Key.Key_Return)  # nothing to say: nothing sent
    qtbot.mouseClick(panel.send_button, Qt.MouseButton.LeftButton)
    assert table.sent == [("good luck", None)]


def test_the_input_takes_two_hundred_characters_and_no_more(chat, qtbot):
    panel, table = chat
    qtbot.keyClicks(panel.input, "a" * 199)
    assert panel.left_label.text().startswith("1 character")
    qtbot.keyClicks(panel.input, "bcd")  # only the b fits
    assert panel.input.text() == "a" * 199 + "b"
    assert panel.left_label.text().startswith("0 character")
    qtbot.keyClick(panel.input, Qt.Key.Key_Return)
    assert table.sent == [("a" * 199 + "b", None)]


def test_a_line_the_server_refuses_as_too_fast_comes_back_to_the_input(chat, qtbot, heard):
    panel, table = chat
    qtbot.keyClicks(panel.input, "sixth line")
    qtbot.keyClick(panel.input, Qt.Key.Key_Return)
    panel.on_refused("rate_limited", "too fast", "action")  # not the chat's: not said here
    assert panel.lines() == [] and heard == []
    panel.on_refused("chat_too_fast", "at most 5 chat lines in 10 s", "chat")
    assert panel.input.text() == "sixth line"
    assert heard == panel.lines() and "at most 5 messages" in heard[0]
    qtbot.keyClick(panel.input, Qt.Key.Key_Return)
    assert table.sent == [("sixth line", None)] * 2


def test_a_paste_keeps_what_fits_counted_after_cleaning(chat):
    panel, table = chat
    # U+FB01 is "fi" once cleaned (NFKC): 100 of them fill the 200.
    panel.input.insert("\ufb01" * 150)
    assert panel.input.text() == "\ufb01" * 100
    panel.input.clear()
    # An emoji is two UTF-16 units and one character: 200 of them fit.
    panel.input.insert("\U0001F600" * 250)
    assert panel.input.text() == "\U0001F600" * MAX_CHAT_LENGTH
    panel.send_typed()
    assert table.sent == [("\U0001F600" * MAX_CHAT_LENGTH, None)]


def test_a_paste_in_the_middle_keeps_the_text_after_the_cursor(chat):
    panel, _table = chat
    panel.input.insert("x" * 190)
    panel.input.setCursorPosition(10)
    panel.input.insert("y" * 50)
    assert panel.input.text() == "x" * 10 + "y" * 10 + "x" * 180


@settings(max_examples=60, deadline=None)
@given(st.text(max_size=400), st.text(max_size=400))
def test_what_the_input_keeps_always_fits_the_server(qapp, first, then):
    panel = ChatPanel()
    try:
        for text in (first, then):
            panel.input.insert(text)
            kept = clean_chat_text(panel.input.text())
            assert kept == "" or chat_length_fits(kept)
    finally:
        Shiboken.delete(panel)


def test_without_a_table_nothing_can_be_sent(qtbot):
    panel = ChatPanel()
    qtbot.addWidget(panel)
    assert not panel.input.isEnabled() and not panel.quick_button.isEnabled()
    table = FakeTable()
    panel.set_source(table, own_seat=1)
    assert panel.input.isEnabled()
    panel.clear_source()
    table.chat_received.emit(said(0, "Ann", "hello?"))
    assert panel.lines() == [] and not panel.send_button.isEnabled()


# -- quick messages ------------------------------------------------------------------------------

def test_a_quick_message_is_sent_as_its_code(chat):
    panel, table = chat
    actions = panel.quick_menu.actions()
    assert [action.data() for action in actions] == list(QUICK_MESSAGES)
    assert list(QUICK_TEXTS) == list(QUICK_MESSAGES)
    next(a for a in actions if a.data() == "good_luck").trigger()
    assert table.sent == [(None, "good_luck")]


def test_every_text_is_translated_and_a_quick_message_from_its_code(chat, qapp, tmp_path,
                                                                    qtbot):
    """The app's catalogue made from the sources, as the pseudo-language test makes it (every
    message wrapped in ⟦ ⟧): the panel's every text goes through it, and a quick message is
    translated here, from its code, not shown as the sender wrote it."""
    from test_pseudo_language import Texts, collect_widget

    panel, table = chat
    qm = tmp_path / "palace_desktop_pseudo.qm"
    translations.build_pseudo_qm(qm)
    translator = QTranslator(qapp)
    assert translator.load(str(qm))
    qapp.installTranslator(translator)
    try:
        table.chat_received.emit(said(1, "Bo", quick="good_luck"))
        table.chat_received.emit(said(-1, "Sam", quick="bye"))
        fresh = ChatPanel()
        qtbot.addWidget(fresh)
        texts = Texts(["Bo", "Sam"])
        for widget in [fresh, *fresh.findChildren(QWidget)]:
            collect_widget(texts, widget)
        for menu in (fresh.quick_menu, fresh.mute_menu):
            menu.aboutToShow.emit()
            for action in menu.actions():
                texts.add("menu", action.text())
        for line in panel.lines():
            texts.add("line", line)
    finally:
        qapp.removeTranslator(translator)
    assert texts.untranslated() == []
    assert "⟦Good luck!⟧" in shown(panel)[0] and "⟦Bye!⟧" in shown(panel)[1]


def test_a_quick_message_reads_in_spanish(chat, qapp):
    """With the app's Spanish catalogue (resources/translations) as the app installs it."""
    panel, table = chat
    install_translators(qapp, "es")
    try:
        table.chat_received.emit(said(1, "Bo", quick="good_luck"))
        menu = [action.text() for action in ChatPanel().quick_menu.actions()]
    finally:
        install_translators(qapp, "en")
    assert shown(panel)[0].endswith("Bo: ¡Buena suerte!")
    assert "¡Buena suerte!" in menu


# -- muting --------------------------------------------------------------------------------------

def test_muting_hides_a_players_lines_shown_and_to_come(chat, heard):
    panel, table = chat
    table.chat_received.emit(said(1, "Bo", "one"))
    table.chat_received.emit(said(2, "Cy", "two"))
    panel.set_muted(1, "Bo", True)
    assert shown(panel) == ["21:05  Cy: two"]
    heard.clear()
    table.chat_received.emit(said(1, "Bo (renamed)", "three"))  # the seat is muted, not a name
    assert shown(panel) == ["21:05  Cy: two"] and heard == []
    panel.set_muted(1, "", False)
    assert shown(panel) == ["21:05  Bo: one", "21:05  Cy: two", "21:05  Bo (renamed): three"]


def test_the_mute_menu_lists_the_others_and_mutes(chat):
    panel, table = chat
    table.chat_received.emit(said(0, "Me", "mine"))
    table.chat_received.emit(said(2, "Cy", "hi"))
    table.chat_received.emit(said(-1, "Sam", "hey"))
    panel.mute_menu.aboutToShow.emit()
    entries = {plain(action.text()): action for action in panel.mute_menu.actions()}
    assert list(entries) == ["Cy", "Sam (watching)"]
    entries["Sam (watching)"].trigger()
    assert panel.is_muted(-1, "Sam") and not panel.is_muted(-1, "Tom")
    assert shown(panel) == ["21:05  Me: mine", "21:05  Cy: hi"]


def test_mutes_and_lines_last_while_the_table_is_the_same(chat):
    panel, table = chat
    table.chat_received.emit(said(1, "Bo", "one"))
    panel.set_muted(2, "Cy", True)
    again = FakeTable()  # the same table, rejoined
    panel.set_source(again, own_seat=0, table="Y844EAPVGS")
    assert panel.is_muted(2) and shown(panel) == ["21:05  Bo: one"]
    table.chat_received.emit(said(1, "Bo", "from the old link"))  # no longer heard
    assert len(panel.lines()) == 1
    panel.set_source(FakeTable(), own_seat=0, table="ANOTHERONE")
    assert not panel.is_muted(2) and panel.lines() == []


# -- announcements -------------------------------------------------------------------------------

def test_each_line_is_announced_once_but_not_ones_own_nor_a_muted_ones(chat, heard):
    panel, table = chat
    table.chat_received.emit(said(1, "Bo", "hi all"))
    table.chat_received.emit(said(0, "Me", "hello"))  # my own line, back from the server
    table.chat_received.emit(said(1, "Bo", quick="nice_hand"))
    panel.set_muted(2, "Cy", True)
    table.chat_received.emit(said(2, "Cy", "psst"))
    table.chat_received.emit(said(-1, "Sam", "go"))
    assert heard == ["Bo says: hi all", "Bo says: Nice hand!", "Sam (watching) says: go"]


def test_the_seat_and_the_table_are_the_sources_when_not_given(qtbot, heard):
    panel = ChatPanel()
    qtbot.addWidget(panel)
    table = FakeTable()
    table.seat, table.room = 2, "Y844EAPVGS"
    panel.set_source(table)
    table.chat_received.emit(said(2, "Cy", "mine"))
    table.chat_received.emit(said(1, "Bo", "his"))
    assert heard == ["Bo says: his"] and panel.table == "Y844EAPVGS"


def test_a_spectators_own_lines_are_known_by_name(qtbot, heard):
    panel = ChatPanel()
    qtbot.addWidget(panel)
    table = FakeTable()
    panel.set_source(table, own_seat=-1, own_name="Sam")
    table.chat_received.emit(said(-1, "Sam", "me"))
    table.chat_received.emit(said(-1, "Tom", "him"))
    assert heard == ["Tom (watching) says: him"]


def test_with_speech_off_nothing_is_announced(chat, heard):
    panel, table = chat
    panel.speech_mode = lambda: "off"
    table.chat_received.emit(said(1, "Bo", "hi"))
    assert heard == [] and len(panel.lines()) == 1


# -- what comes from outside ---------------------------------------------------------------------

HOSTILE = [
    None, "chat", 7, [], {},
    said(True, "Bo", "a bool is no seat"), said(1.0, "Bo", "nor a float"), said("1", "Bo", "x"),
    said(10, "Bo", "no such seat"), said(-2, "Bo", "nor this"), said(2 ** 80, "Bo", "big"),
    said(1, "", "no name"), said(1, None, "no name"), said(1, ["Bo"], "a list"),
    said(1, "\u202e\u200b", "a name of nothing"),
    said(1, "Bo"), said(1, "Bo", "both", "hello"), said(1, "Bo", ""), said(1, "Bo", "  \n "),
    said(1, "Bo", "\ufffd \ufffd"),  # only what could not be read: nothing said
    said(1, "Bo", "x" * (MAX_CHAT_LENGTH + 1)), said(1, "Bo", "x" * 10_000_000),
    said(1, "Bo", 42), said(1, "Bo", ["hi"]), said(1, "Bo", {"text": "hi"}),
    said(1, "Bo", quick="launch_missiles"), said(1, "Bo", quick=3), said(1, "Bo", quick=["hello"]),
    said(1, "Bo", quick=""),
]


def test_hostile_messages_are_dropped(chat, heard):
    panel, table = chat
    for message in HOSTILE:
        panel.receive(message)
    for message in HOSTILE:
        # (Through the signal too, as the table sends them; not an int past 64 bits, which
        # PySide cannot carry in a dict signal: the remote table checks its messages first.)
        if isinstance(message, dict) and message.get("seat") != 2 ** 80:
            table.chat_received.emit(message)
    assert panel.lines() == [] and heard == [] and not panel.history
    table.chat_received.emit(said(9, "x" * 300, "x" * MAX_CHAT_LENGTH))  # at the bounds: taken
    assert shown(panel) == ["21:05  " + "x" * 20 + ": " + "x" * MAX_CHAT_LENGTH]


@settings(max_examples=150, deadline=None)
@given(st.dictionaries(st.sampled_from(["seat", "name", "text", "quick", "type", "room"]),
                       st.one_of(st.none(), st.booleans(), st.integers(), st.floats(),
                                 st.text(max_size=300), st.lists(st.integers(), max_size=3),
                                 st.sampled_from(QUICK_MESSAGES))))
def test_any_message_is_shown_as_a_line_or_dropped(qapp, message):
    panel = ChatPanel()
    try:
        panel.receive(message)
        assert len(panel.lines()) == len(panel.history) <= 1
        for line in panel.history:
            assert -1 <= line.seat < 10 and line.name
            assert (line.quick in QUICK_MESSAGES) != chat_length_fits(line.text)
    finally:
        Shiboken.delete(panel)


def test_the_history_keeps_the_last_lines(chat):
    panel, table = chat
    for number in range(HISTORY + 30):
        table.chat_received.emit(said(number % 3, "Bo", f"line {number}"))
    assert len(panel.history) == HISTORY
    assert len(panel.lines()) == HISTORY
    assert shown(panel)[0].endswith(": line 30")
    assert shown(panel)[-1].endswith(f": line {HISTORY + 29}")
    panel.set_muted(1, "", True)  # shown again from the history kept: still the last ones
    assert shown(panel)[0].endswith(": line 30") and len(panel.lines()) < HISTORY


# -- accessibility -------------------------------------------------------------------------------

def test_every_widget_has_a_name(chat):
    panel, _table = chat
    for widget in panel.findChildren(QWidget):
        if widget.focusPolicy() != Qt.FocusPolicy.NoFocus or widget is panel.left_label:
            assert widget.accessibleName(), widget.objectName()
    for menu in (panel.quick_menu, panel.mute_menu):
        assert menu.accessibleName()


# -- in the window -------------------------------------------------------------------------------

@pytest.fixture
def window(qtbot):
    from palace_desktop.engine.match import Match
    from palace_desktop.engine.rules import Rules
    from palace_desktop.live.session import GameSession, SeatKind
    from palace_desktop.ui.main_window import MainWindow

    match = Match(Rules.make(), ["You", "Bot", "Cy"], [200] * 3, dealer=2)
    session = GameSession(match, [SeatKind("you"), SeatKind("bot", "easy"),
                                  SeatKind("bot", "easy")], 0)
    window = MainWindow(session)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    return window


def test_the_dock_comes_with_a_remote_table_and_goes_with_it(window, heard):
    table = FakeTable()
    panel = add_chat_dock(window, table, own_seat=0, table="Y844EAPVGS")
    dock = window.chat_dock
    assert dock.isVisible() and dock.widget() is panel
    assert dock.toggleViewAction() in window.view_menu.actions()
    assert window.panes()[-1] is panel
    table.chat_received.emit(said(1, "Bot", "hi"))
    assert heard == ["Bot says: hi"]
    window.announcer.set_mode("off")  # the window's speech setting holds for the chat too
    table.chat_received.emit(said(1, "Bot", "again"))
    assert heard == ["Bot says: hi"]
    window.log_view.setFocus()
    window.focus_pane(+1)  # F6 from the log: the chat's input
    assert window.focusWidget() is panel.input

    remove_chat_dock(window)
    assert not dock.isVisible() and panel not in window.panes()
    assert dock.toggleViewAction() not in window.view_menu.actions()
    table.chat_received.emit(said(1, "Bot", "gone"))
    assert len(panel.lines()) == 2

    assert add_chat_dock(window, FakeTable(), 0, table="Y844EAPVGS") is panel  # rejoined
    assert dock.isVisible() and len(panel.lines()) == 2
    assert window.view_menu.actions().count(dock.toggleViewAction()) == 1


def test_enter_in_the_chat_sends_the_line_and_makes_no_move(window, qtbot):
    """The action bar's Enter (Done) is a key of the whole window: in the chat's input it is
    the chat's, and so is every letter (B buys, S stays elsewhere)."""
    table = FakeTable()
    panel = add_chat_dock(window, table, own_seat=0, table="Y844EAPVGS")
    done = window.action_bar.done_action
    done.setEnabled(True)  # as in a trim, when Enter is Done
    moves = []
    for action in (done, window.action_bar.stay_action, window.action_bar.buy_action):
        action.triggered.connect(lambda _checked=False, a=action: moves.append(a.objectName()))
    window.activateWindow()
    panel.input.setFocus()
    qtbot.keyClicks(panel.input, "bs")
    qtbot.keyClick(panel.input, Qt.Key.Key_Return)
    qtbot.keyClicks(panel.input, "sb")
    qtbot.keyClick(panel.input, Qt.Key.Key_Enter)
    assert (table.sent, moves) == ([("bs", None), ("sb", None)], [])


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Enter], ids=["Return", "Enter"])
def test_enter_on_the_chats_buttons_presses_them_and_makes_no_move(window, qtbot, key):
    """Tab from the input reaches Send, Quick messages and Mute: Enter there is the button's
    (as in every dialog), never the table's Done a window away."""
    table = FakeTable()
    panel = add_chat_dock(window, table, own_seat=0, table="Y844EAPVGS")
    done = window.action_bar.done_action
    done.setEnabled(True)
    moves = []
    done.triggered.connect(lambda _checked=False: moves.append("done"))
    window.activateWindow()
    panel.input.setFocus()
    qtbot.keyClicks(panel.input, "gg")
    panel.send_button.setFocus()
    qtbot.keyClick(panel.send_button, key)
    qtbot.waitUntil(lambda: bool(table.sent))  # pressed as Space presses it, shown down a moment
    assert (table.sent, moves) == ([("gg", None)], [])

    opened = []
    for button in (panel.quick_button, panel.mute_button):
        button.menu().aboutToShow.connect(lambda b=button: opened.append(b.objectName()))
        # The menu would run an event loop of its own: closed as soon as it shows.
        button.menu().aboutToShow.connect(button.menu().close, Qt.ConnectionType.QueuedConnection)
        button.setFocus()
        qtbot.keyClick(button, key)
    assert (opened, moves) == (["chat_quick", "chat_mute"], [])


def test_the_chat_dock_leaves_the_table_its_width(qtbot):
    """A remote table's first set_session builds the docks and splits the chat in within
    one turn of the event loop: the docks took the chat's width, the table half the window
    (seen under Xvfb: 640 of 1280 pixels)."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from test_table import make_session

    from palace_desktop.ui.main_window import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.set_session(make_session(3))
    add_chat_dock(window, FakeTable(), own_seat=0, table="Y844EAPVGS")
    # Laid out within a few turns of the event loop (a loaded machine takes longer than
    # 100 ms for them); the docks that kept the chat's width stayed so for good.
    qtbot.waitUntil(lambda: window.table_view.width() >= 0.7 * window.width(), timeout=3000)
    assert window.chat_dock.isVisible()
    window.session.stop()
