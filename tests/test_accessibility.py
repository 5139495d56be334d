"""Playing without sight and without a mouse (issue 13): the table in the accessibility tree,
the game announced as the log tells it, Ask-the-table keys, keyboard panes, and a first window
that fits the screen at any scale factor.

Visibility follows R19: a seat sees its own palace (R19.1) and another's only once shown to it
(R19.2, R19.4); nothing in the tree may name a palace card the viewer may not see.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from palace_desktop.engine import actions as A
from palace_desktop.engine.cards import UNKNOWN, Card
from palace_desktop.engine.deal import SeedDeal
from palace_desktop.engine.match import Match
from palace_desktop.engine.rules import Rules
from palace_desktop.games.settings import Settings
from palace_desktop.live.bot_worker import BotWorker
from palace_desktop.live.card_names import card_name
from palace_desktop.live.session import SPECTATOR, GameSession, SeatKind
from palace_desktop.ui import speech
from palace_desktop.ui.models import EVENT_ROLE
from palace_desktop.ui.table.accessible import TableAccessible, TableNode

from test_action_bar import Clock

ROOT = Path(__file__).resolve().parent.parent
NAME, DESCRIPTION, VALUE = (QAccessible.Text.Name, QAccessible.Text.Description,
                            QAccessible.Text.Value)


# ----------------------------------------------------------------------------------------------
# Set-up

@pytest.fixture
def heard(monkeypatch):
    """Everything sent to the accessibility layer: ("say", text) for an announcement,
    ("focus", name) for a focus move over the table."""
    told: list[tuple[str, str]] = []

    def post(event):
        if isinstance(event, QAccessibleAnnouncementEvent):
            told.append(("say", event.message()))
        elif event.type() == QAccessible.Event.Focus:
            iface = event.accessibleInterface()
            told.append(("focus", iface.text(NAME) if iface is not None else ""))

    monkeypatch.setattr(speech, "post", post)
    return told


@pytest.fixture
def game(qtbot, monkeypatch):
    from palace_desktop.ui import action_bar
    from palace_desktop.ui.main_window import MainWindow

    monkeypatch.setattr(action_bar, "time", Clock())
    windows = []

    def build(seed, kinds=None, names=("Ann", "Bea", "Hiro"), settings=None):
        kinds = kinds or [SeatKind("you"), SeatKind("bot", "easy"), SeatKind("bot", "medium")]
        worker = BotWorker(inline=True)
        session = GameSession(Match(Rules.make(), list(names), [200] * len(names), 2), kinds,
                              0, worker=worker, bot_seed=seed)
        session.bot_delay_ms = 0
        window = MainWindow(session)
        qtbot.addWidget(window)
        if settings is not None:
            window.apply_settings(settings)
        window.set_speed("instant")
        window.resize(1280, 800)
        window.show()
        qtbot.waitExposed(window)
        window.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
        window.table_view.setFocus()
        session.start_hand(SeedDeal(seed))
        windows.append(window)
        return window, session

    yield build
    for window in windows:
        window.session.stop()


def settle(qtbot, window):
    """The bots have moved and the table has shown it: the person is to act, or the hand is
    over."""
    session = window.session
    qtbot.waitUntil(lambda: (session.state.is_over or session.human_to_act() is not None)
                    and not window.scene.busy, timeout=20000)
    QApplication.processEvents()


def my_move(session) -> A.Action:
    """A simple player: buys one soldier, keeps what it buys, calls attacks, else stays."""
    state = session.match.state
    legal = state.legal_actions()
    me = state.to_act
    if state.phase == "trim":
        return next(a for a in legal if isinstance(a, A.Discard) and not a.cards)
    call = [a for a in legal if isinstance(a, A.Call)]
    if call:
        return call[0]
    buy = [a for a in legal if isinstance(a, A.Buy)]
    if buy and not state.soldiers[me]:
        return buy[0]
    return next((a for a in legal if isinstance(a, A.Stay)), legal[0])


# ----------------------------------------------------------------------------------------------
# The tree

def walk(iface):
    yield iface
    for index in range(iface.childCount()):
        child = iface.child(index)
        if child is not None and child.isValid():
            yield from walk(child)


def tree(window) -> list:
    return list(walk(QAccessible.queryAccessibleInterface(window)))


def texts(iface) -> str:
    return " | ".join(iface.text(kind) or "" for kind in (NAME, DESCRIPTION, VALUE))


def hidden_palace_cards(session) -> list[Card]:
    """The palace cards of the others that the seat at the screen may not see (R19.1, R19.2),
    read from the engine's state, not from anything the window was given."""
    state = session.match.state
    viewer = session.viewer
    hidden = []
    for seat in range(state.num_seats):
        if seat == viewer or (viewer >= 0 and state.knows_palace(viewer, seat)):
            continue
        hidden += list(state.palaces[seat])
    return hidden


def check_tree(window) -> list:
    """Every visible focusable object has a name and a role; no object names a palace card
    hidden from the viewer. Returns the table's nodes."""
    nodes = tree(window)
    for iface in nodes:
        state = iface.state()
        if state.focusable and not state.invisible:
            assert iface.text(NAME).strip(), f"a focusable {iface.role()} has no name"
            assert iface.role() != QAccessible.Role.NoRole
    # A card rejected as a banner (R5.4) was seen by all before it went to a palace: the log
    # may name it, never as the palace card it became.
    told = "\n".join(window.log_model.lines())
    secret = [card_name(card) for card in hidden_palace_cards(window.session)]
    for iface in nodes:
        for name in secret:
            assert f"palace card, {name}" not in texts(iface)
    secret = [name for name in secret if name not in told]
    for iface in nodes:
        said = texts(iface)
        for name in secret:
            assert name not in said, f"{name!r} (a hidden palace card) in {said!r}"
    return [iface for iface in nodes if isinstance(iface, TableNode)]


def table_interface(window) -> TableAccessible:
    iface = QAccessible.queryAccessibleInterface(window.table_view)
    assert isinstance(iface, TableAccessible)
    return iface


def test_the_tree_names_my_cards_and_every_seat_and_hides_the_others_palaces(game, qtbot):
    window, session = game(7)
    checked = 0
    for _ in range(40):
        settle(qtbot, window)
        nodes = check_tree(window)
        names = [node.text(NAME) for node in nodes]
        view = session.view()
        # R19.1: the viewer's own cards, each named.
        for card in view.palaces[0]:
            assert f"Your palace card, {card_name(card)}" in names
        for card in view.soldiers[0]:
            assert f"Your soldier, {card_name(card)}" in names
        if view.in_hand[0]:
            assert f"Your banner, {card_name(view.banners[0])}" in names
        # Every seat, with its chips.
        for seat, name in enumerate(view.names):
            assert any(text.startswith(name) and f"{view.chips[seat]} chips" in text
                       for text in names), name
        # Another seat's palace card is "hidden" (R19.2) until a battle shows it.
        for seat in (1, 2):
            shown = view.palaces[seat]
            for card in shown:
                word = "hidden" if card is UNKNOWN else card_name(card)
                assert f"{view.names[seat]}'s palace card, {word}" in names
        assert table_interface(window).text(NAME) == "Card table"
        checked += 1
        if session.state.is_over:
            break
        session.submit(my_move(session))
    assert checked > 2


def test_the_battle_in_progress_and_the_pot_are_in_the_tree(game, qtbot):
    window, session = game(7)
    for _ in range(60):
        settle(qtbot, window)
        view = session.view()
        if view.battle is not None or session.state.is_over:
            break
        session.submit(my_move(session))
    names = [node.text(NAME) for node in check_tree(window)]
    assert any(name.startswith("Pot ") for name in names)
    assert view.battle is not None, "seed 7 brings a battle to Ann's move"
    attacker, defender = view.names[view.battle.attacker], view.names[view.battle.defender]
    assert f"Battle: {attacker} attacks {defender} with a bet of {view.battle.bet}" in " ".join(
        names)


def test_at_a_hot_seat_the_tree_never_names_a_palace_it_may_not_show(game, qtbot, heard):
    """R19.1 at a shared screen: behind the curtain the table is public; each person sees
    only their own palace."""
    kinds = [SeatKind("human"), SeatKind("human"), SeatKind("bot", "easy")]
    window, session = game(11, kinds=kinds, names=("Ann", "Bea", "Hiro"))
    looked = set()
    for _ in range(40):
        qtbot.waitUntil(lambda: session.state.is_over or window.curtain.isVisible()
                        or session.human_to_act() is not None, timeout=20000)
        QApplication.processEvents()
        if session.state.is_over:
            break
        if window.curtain.isVisible():
            assert session.viewer == SPECTATOR
            check_tree(window)
            looked.add("curtain")
            heard.clear()
            window.curtain.button.click()
            # The person now at the screen hears their move.
            said = [text for kind, text in heard if kind == "say"]
            assert said and "You may: " in said[-1], said
            continue
        nodes = check_tree(window)
        looked.add(session.viewer)
        names = [node.text(NAME) for node in nodes]
        for card in session.view().palaces[session.viewer]:
            assert f"Your palace card, {card_name(card)}" in names
        session.submit(my_move(session))
    assert {"curtain", 0, 1} <= looked


# ----------------------------------------------------------------------------------------------
# Events spoken

def play_a_hand(window, session, qtbot, refuse_once=True):
    refused = False
    for _ in range(60):
        settle(qtbot, window)
        if session.state.is_over:
            return
        if refuse_once and not refused and session.state.phase == "turn":
            # Space on the discard pile with no soldier chosen: a refusal, in words.
            window.table_view.setFocus()
            gestures = window.scene.gestures
            gestures.set_focus(window.scene.discard_pile)
            QTest.keyClick(window.table_view, Qt.Key.Key_Space)
            refused = True
        session.submit(my_move(session))
    raise AssertionError("the hand did not end")


def test_every_line_the_log_shows_is_announced_in_order(game, qtbot, heard):
    window, session = game(7)
    play_a_hand(window, session, qtbot)
    said = [text for kind, text in heard if kind == "say"]
    model = window.log_model
    lines = model.lines()
    assert lines and len(said) > len(lines)
    told = [line for row, line in enumerate(lines)
            if model.data(model.index(row, 0), EVENT_ROLE) is not None]
    reasons = [line for line in lines if line not in told]
    # In order: each line telling an event is announced, after the one before it; the bots'
    # reasons go into the log at the end of the hand (each in its place) and are said then.
    at = 0
    for line in told:
        assert line in said[at:], f"{line!r} was not announced (in order)"
        at = said.index(line, at) + 1
    end = said.index(told[-1])
    assert reasons and all(line in said[end:] for line in reasons)
    # The turns with what may be done, and the refusal, are said too.
    assert any(text.startswith("Your turn, Ann. You may: ") and "Stay (S)" in text
               for text in said)
    assert "Select soldiers first (Space on a soldier)." in said
    # A prompt that ends its own sentence is not read with a second full stop.
    assert not any(".. You may" in text or "…. You may" in text for text in said), said
    # Bots' moves come with their reasons (lines that are not engine events).
    assert any(session.match.names[1] in line for line in lines)


def close_summary(qtbot, window):
    qtbot.waitUntil(lambda: window.summary is not None and window.summary.isVisible())
    window.summary.close()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)


def test_the_speech_setting_says_less_or_nothing(game, qtbot, heard):
    window, session = game(7, settings=Settings(speech="mine", bot_delay_ms=0))
    play_a_hand(window, session, qtbot, refuse_once=False)
    said = [text for kind, text in heard if kind == "say"]
    assert not any("pays the ante" in text for text in said)  # not a battle, not my turn
    assert any(text.startswith("Your turn") for text in said)
    assert any(text.startswith("Hand ") and "begins" in text for text in said)
    close_summary(qtbot, window)
    heard.clear()
    window.announcer.set_mode("off")
    window.deal_next_hand()
    play_a_hand(window, session, qtbot, refuse_once=False)
    assert not [text for kind, text in heard if kind == "say"]
    # What the player asks for is said all the same.
    close_summary(qtbot, window)
    QTest.keyClick(window.table_view, Qt.Key.Key_P)
    assert heard and heard[-1][1].startswith("Pot ")


def test_settings_keep_the_speech_choice():
    assert Settings.from_json({"speech": "mine"}).speech == "mine"
    assert Settings.from_json({"speech": "shout"}).speech == "all"
    assert Settings().speech == "all"


def test_the_settings_dialog_offers_the_speech_choice(qtbot):
    from palace_desktop.ui.dialogs.settings_dialog import SettingsDialog

    dialog = SettingsDialog(Settings(speech="off"))
    qtbot.addWidget(dialog)
    assert dialog.speech.currentData() == "off"
    dialog.speech.setCurrentIndex(dialog.speech.findData("mine"))
    assert dialog.result_settings().speech == "mine"


# ----------------------------------------------------------------------------------------------
# Ask the table

def test_ask_the_table_keys_say_a_summary_and_are_listed_in_help(game, qtbot, heard):
    window, session = game(7)
    settle(qtbot, window)
    view = session.view()
    answers = {}
    for key in (Qt.Key.Key_M, Qt.Key.Key_T, Qt.Key.Key_P, Qt.Key.Key_L, Qt.Key.Key_W):
        heard.clear()
        QTest.keyClick(window.table_view, key)
        said = [text for kind, text in heard if kind == "say"]
        assert len(said) == 1, key
        answers[key] = said[0]
    mine = answers[Qt.Key.Key_M]
    assert f"Your banner: {card_name(view.banners[0])}." in mine
    for card in view.palaces[0]:
        assert card_name(card) in mine
    assert answers[Qt.Key.Key_T].startswith("You are to act")
    assert answers[Qt.Key.Key_P].startswith(f"Pot {view.pot}.")
    assert answers[Qt.Key.Key_L] == "No battle has been fought yet."
    for name in view.names:
        assert name in answers[Qt.Key.Key_W]
    # The answer also stays in the status bar for a while.
    assert window.statusBar().currentMessage() == answers[Qt.Key.Key_W]
    # Help ▸ Ask the table lists every question with its key.
    listed = {action.text(): action.shortcut().toString() for action in
              window.ask_menu.actions()}
    assert listed == {"&My cards": "M", "Whose &turn": "T", "The &pot and bets": "P",
                      "The &last battle": "L", "&Everyone at the table": "W"}


def test_the_last_battle_is_told_from_the_attack_to_the_captures(game, qtbot):
    window, session = game(7)
    for _ in range(80):
        settle(qtbot, window)
        if session.state.is_over or session.view().battles:
            break
        session.submit(my_move(session))
    assert session.view().battles, "seed 7 has battles"
    settle(qtbot, window)
    text = window.ask_table.summary("last_battle")
    assert " attacks " in text and ("wins the battle" in text or "tie" in text)


# ----------------------------------------------------------------------------------------------
# Keyboard panes and the focus ring

def focus_widget():
    return QApplication.focusWidget()


def test_tab_and_f6_go_round_the_panes_and_back(game, qtbot, heard):
    window, session = game(7)
    settle(qtbot, window)
    view = window.table_view
    view.setFocus()
    gestures = window.scene.gestures
    gestures.set_focus(None)
    heard.clear()
    targets = gestures.focus_targets()
    # Tab walks the cards, each move said by its name...
    for index in range(len(targets)):
        QTest.keyClick(focus_widget(), Qt.Key.Key_Tab)
        assert gestures.focused() is targets[index]
        assert focus_widget() is view
    table = table_interface(window)
    assert [name for kind, name in heard if kind == "focus"] == [
        table.node_for_item(item).text(NAME) for item in targets]
    assert heard[0] == ("focus", f"Draw pile, {session.view().draw_pile_size} cards")
    # ...and after the last card, Tab leaves the table for the action bar.
    QTest.keyClick(focus_widget(), Qt.Key.Key_Tab)
    assert window.action_bar.isAncestorOf(focus_widget())
    # F6 goes round the panes: the seats, the log, the table again; Shift+F6 goes back.
    QTest.keyClick(focus_widget(), Qt.Key.Key_F6)
    assert focus_widget() is window.seats_table
    QTest.keyClick(focus_widget(), Qt.Key.Key_F6)
    assert focus_widget() is window.log_view
    QTest.keyClick(focus_widget(), Qt.Key.Key_F6)
    assert focus_widget() is view and gestures.focused() is not None  # focus shows
    QTest.keyClick(focus_widget(), Qt.Key.Key_F6, Qt.KeyboardModifier.ShiftModifier)
    assert focus_widget() is window.log_view
    QTest.keyClick(focus_widget(), Qt.Key.Key_F6, Qt.KeyboardModifier.ShiftModifier)
    assert focus_widget() is window.seats_table
    QTest.keyClick(focus_widget(), Qt.Key.Key_F6, Qt.KeyboardModifier.ShiftModifier)
    assert window.action_bar.isAncestorOf(focus_widget())
    QTest.keyClick(focus_widget(), Qt.Key.Key_F6, Qt.KeyboardModifier.ShiftModifier)
    assert focus_widget() is view
    # Tab from the log comes back to the table, Shift+Tab from the first card leaves it.
    window.log_view.setFocus()
    QTest.keyClick(focus_widget(), Qt.Key.Key_Tab)
    assert focus_widget() is view
    gestures.set_focus(targets[0])
    QTest.keyClick(focus_widget(), Qt.Key.Key_Backtab)
    assert focus_widget() is window.log_view


def test_the_ring_shows_only_while_the_table_has_the_focus(game, qtbot):
    """Tab past the last card went on to the action bar's Buy button, which showed its own
    focus, while the table kept its dashed ring on the draw pile: two places looked focused.
    The ring goes with the focus and comes back on the same card with it."""
    window, _session = game(7)
    settle(qtbot, window)
    view = window.table_view
    view.setFocus()
    gestures = window.scene.gestures
    targets = gestures.focus_targets()
    gestures.set_focus(targets[1])
    window.seats_table.setFocus()  # elsewhere (F6, a click, Tab out of the table)
    qtbot.waitUntil(lambda: not view.hasFocus())
    assert gestures.focused() is None and not gestures.focus_ring.isVisible()
    assert not any(item.has_focus_ring() for item in window.scene.card_items())
    QTest.keyClick(focus_widget(), Qt.Key.Key_F6, Qt.KeyboardModifier.ShiftModifier)
    QTest.keyClick(focus_widget(), Qt.Key.Key_F6, Qt.KeyboardModifier.ShiftModifier)
    assert focus_widget() is view
    assert gestures.focused() is targets[1] and gestures.focus_ring.isVisible()


def test_the_tree_says_which_card_has_the_focus(game, qtbot):
    window, session = game(7)
    settle(qtbot, window)
    window.table_view.setFocus()
    banner = window.scene.seats[0].banner
    window.scene.gestures.set_focus(banner)
    table = table_interface(window)
    focused = table.focusChild()
    assert focused is not None and focused.state().focused
    assert focused.text(NAME) == f"Your banner, {card_name(session.view().banners[0])}"
    assert table.indexOfChild(focused) >= 0 and focused.parent() is table


def test_a_listening_screen_reader_is_told_what_changed_when_the_table_rests(
        game, qtbot, monkeypatch):
    """A card that comes or goes changes the places (ObjectReorder on the pane, so the
    children are read again); a place a screen reader asked about whose words change (my
    plate's chips, the pot) gets NameChanged, so the one in focus is read again without a
    focus move. Without a listener nothing is posted and no name is worked out."""
    from palace_desktop.ui.table import accessible

    posted = []

    def post(event):
        iface = event.accessibleInterface()
        posted.append((event.type(), iface.text(NAME) if iface is not None else ""))

    monkeypatch.setattr(speech, "post", post)
    window, session = game(7)
    settle(qtbot, window)
    monkeypatch.setattr(accessible, "listening", lambda: False)
    names_worked_out = []
    name_of = TableAccessible.name_of
    monkeypatch.setattr(TableAccessible, "name_of",
                        lambda self, key: names_worked_out.append(key) or name_of(self, key))
    posted.clear()
    accessible.table_changed(window.table_view)
    assert posted == [] and names_worked_out == []
    monkeypatch.setattr(accessible, "listening", lambda: True)
    table = table_interface(window)
    plate = table.node(("seat", 0))
    pot = table.node(("pot",))
    before = (plate.text(NAME), pot.text(NAME))
    table.tell_changes()  # the first time: the places as they are
    posted.clear()
    table.tell_changes()
    assert posted == []  # nothing changed, nothing told
    soldiers = len(session.view().soldiers[0])
    buy = next(a for a in session.state.legal_actions() if isinstance(a, A.Buy))
    session.submit(buy)
    qtbot.waitUntil(lambda: len(session.view().soldiers[0]) > soldiers
                    and not window.scene.busy, timeout=20000)
    kinds = [kind for kind, _name in posted]
    assert QAccessible.Event.ObjectReorder in kinds  # a soldier came
    changed = [name for kind, name in posted if kind == QAccessible.Event.NameChanged]
    assert plate.text(NAME) != before[0] and plate.text(NAME) in changed  # chips paid
    assert pot.text(NAME) != before[1] and pot.text(NAME) in changed


def test_the_focus_ring_shows_above_the_neighbours_and_leaves_a_card_gone_elsewhere(game,
                                                                                  qtbot):
    window, session = game(7)
    settle(qtbot, window)
    scene = window.scene
    gestures = scene.gestures
    card = scene.seats[0].banner
    gestures.set_focus(card)
    ring = gestures.focus_ring
    neighbours = [item for item in scene.card_items() if item is not card]
    assert ring.isVisible() and ring.zValue() > max(item.zValue() for item in neighbours)
    assert ring.sceneBoundingRect().contains(card.sceneBoundingRect().center())
    card.setPos(card.pos() + card.boundingRect().bottomRight())  # it follows its card
    assert ring.sceneBoundingRect().contains(card.sceneBoundingRect().center())
    # The card goes to another seat (as a captured card does): the ring does not stay on it.
    scene.seats[0].banner = None
    scene.seats[1].soldiers.append(card)
    gestures.keep_focus_on_targets()
    assert not card.has_focus_ring()
    assert gestures.focused() in gestures.focus_targets()
    assert ring.target is gestures.focused()
    scene.seats[1].soldiers.remove(card)
    scene.seats[0].banner = card


# ----------------------------------------------------------------------------------------------
# The first frame, before any game

def test_the_felt_of_the_first_frame_has_a_name(qtbot):
    """Before the first game the window's centre is a plain felt (issue 16's quick first
    frame); a screen reader walking it hears what it is, not an unnamed pane."""
    from PySide6.QtCore import QTranslator

    from palace_desktop.ui.main_window import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    assert not window.has_game_parts
    assert window.centralWidget().accessibleName() == "Table, waiting for a game"
    danish = QTranslator()
    assert danish.load(str(ROOT / "resources" / "translations" / "palace_desktop_da.qm"))
    QApplication.installTranslator(danish)
    try:
        translated = MainWindow()
        qtbot.addWidget(translated)
        assert translated.centralWidget().accessibleName() == "Bord, venter på et spil"
    finally:
        QApplication.removeTranslator(danish)


# The first window fits the screen

@pytest.mark.layout
@pytest.mark.parametrize("available", [QRect(0, 0, 1280, 690), QRect(0, 0, 910, 490),
                                       QRect(100, 30, 1920, 1050)])
def test_the_first_window_fits_the_available_screen(qtbot, available):
    from palace_desktop.ui.main_window import MainWindow
    from palace_desktop.ui.window_size import FRAME, fit_into

    session = GameSession(Match(Rules.make(), ["Ann", "Bea", "Hiro"], [200] * 3, 0),
                          [SeatKind("you"), SeatKind("bot", "easy"), SeatKind("bot", "easy")],
                          0)
    window = MainWindow(session)
    qtbot.addWidget(window)
    fit_into(window, available, shrinkable=[window.table_view])
    window.show()
    QApplication.processEvents()
    room = available.size() - FRAME
    assert window.width() <= room.width() and window.height() <= room.height()
    assert window.size() == QSize(1280, 800).boundedTo(room)
    assert available.contains(window.pos())


def test_at_scale_factor_one_and_a_half_the_first_window_fits_the_screen(tmp_path):
    """A real start's sizing at QT_SCALE_FACTOR=1.5, in a process of its own (the factor is
    read once, when Qt starts)."""
    script = (
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication([])\n"
        "from palace_desktop.app import Launcher\n"
        "from palace_desktop.engine.match import Match\n"
        "from palace_desktop.engine.rules import Rules\n"
        "from palace_desktop.live.session import GameSession, SeatKind\n"
        "from palace_desktop.ui.main_window import MainWindow\n"
        "s = GameSession(Match(Rules.make(), ['A', 'B'], [200, 200], 0),\n"
        "                [SeatKind('you'), SeatKind('bot', 'easy')], 0)\n"
        "w = MainWindow(s)\n"
        "Launcher.fit_on_screen(w)\n"
        "w.show(); app.processEvents()\n"
        "a = w.screen().availableGeometry()\n"
        "print(w.frameGeometry().width(), w.frameGeometry().height(), a.width(), a.height())\n"
        "w.close()\n")
    env = dict(os.environ, QT_SCALE_FACTOR="1.5", QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-c", script], env=env, cwd=tmp_path,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    width, height, room_w, room_h = map(int, done.stdout.split()[-4:])
    assert width <= room_w and height <= room_h


def test_the_focus_ring_finds_another_card_when_its_card_leaves_the_table(game, qtbot):
    from PySide6.QtCore import QCoreApplication, QEvent

    window, session = game(7)
    settle(qtbot, window)
    scene = window.scene
    gestures = scene.gestures
    extra = scene.new_card(session.view().banners[0], True)
    scene.seats[0].soldiers.append(extra)
    gestures.set_focus(extra)
    scene.seats[0].soldiers.remove(extra)
    scene.remove_item(extra)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert gestures.focus_ring.target is None  # its card is gone
    gestures.keep_focus_on_targets()
    assert gestures.focused() in gestures.focus_targets()
    assert gestures.focus_ring.target is gestures.focused() and gestures.focus_ring.isVisible()
