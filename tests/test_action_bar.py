"""The action bar under the table: it shows only the moves that apply, its shortcuts and buttons
go through the controller, disabled moves say why, the misclick guard, the fold question, and
a whole hand played with the keyboard alone (hot seat)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMainWindow, QMessageBox, QVBoxLayout, QWidget

from palace_desktop.ui import action_bar as action_bar_module
from palace_desktop.ui.action_bar import ActionBar
from palace_desktop.ui.controller import DISCARD_PILE, SOLDIER, Controller, Zone
from palace_desktop.ui.dialogs import fold_confirm
from palace_desktop.engine import actions as A
from palace_desktop.engine.match import Match
from palace_desktop.engine.rules import Rules
from palace_desktop.live.session import GameSession, SeatKind

from rules_support import C, deal, of_type, one

NAMES = ("Ann", "Ben", "Cara", "Dan", "Eve")
TWO = ("As Kh", ["2c 3d 4h", "5c 6d 7s"])
THREE = ("As Kh Qd", ["2c 3d 4h", "5c 6d 7s", "2h 3h 4s"])
DRAW = "9c Tc Jc Qc 8c 8d 9d Td Jd Qd"
TURN_BUTTONS = ["buy", "discard", "stay", "fold", "attack"]
ANSWER_BUTTONS = ["fold", "call", "raise"]


class Clock:
    """Stands in for `time` inside action_bar: the misclick guard reads `monotonic()`."""

    def __init__(self):
        self.now = 1000.0

    def monotonic(self) -> float:
        return self.now


class Bar:
    """A main window holding the bar (as the app does), the session and the controller."""

    def __init__(self, qtbot, window, bar, session, controller):
        self.qtbot = qtbot
        self.window = window
        self.bar = bar
        self.session = session
        self.controller = controller
        self.refusals: list[str] = []
        self.cancels = 0
        controller.refused.connect(self.refusals.append)
        bar.cancel_requested.connect(self._cancelled)

    def _cancelled(self) -> None:
        self.cancels += 1

    @property
    def state(self):
        return self.session.state

    def key(self, key: Qt.Key) -> None:
        """Press a key as a person would: it goes to the focused widget (or the window)."""
        target = QApplication.focusWidget() or self.window
        self.qtbot.keyClick(target, key)

    def hot_seat(self) -> None:
        """The person to act takes the screen."""
        self.session.set_viewer(self.state.to_act)

    def actions(self) -> list:
        return self.session.match.hands[-1].actions

    def shown(self) -> list[str]:
        return self.bar.visible_buttons()

    def button(self, name: str):
        return self.bar.buttons[name]


@pytest.fixture
def make_bar(qtbot, monkeypatch):
    made = []

    def build(banners=TWO[0], palaces=TWO[1], draw=DRAW, *, chips=200, viewer=0, clock=None,
              **house) -> Bar:
        if clock is not None:
            monkeypatch.setattr(action_bar_module, "time", clock)
        spec = deal(banners, palaces, draw)
        n = len(spec.banners)
        stacks = [chips] * n if isinstance(chips, int) else list(chips)
        match = Match(Rules.make(**house), NAMES[:n], stacks, dealer=n - 1)
        kinds = [SeatKind("you")] + [SeatKind("human")] * (n - 1)
        session = GameSession(match, kinds, viewer)
        controller = Controller(session)
        window = QMainWindow()
        qtbot.addWidget(window)
        central = QWidget(window)
        layout = QVBoxLayout(central)
        layout.addStretch(1)  # the table would be here
        bar = ActionBar(session, controller, central)
        layout.addWidget(bar)
        window.setCentralWidget(central)
        window.resize(1000, 300)
        window.show()
        with qtbot.waitActive(window):
            window.activateWindow()
        session.start_hand(spec)
        session.accept_handover(viewer)  # a hot seat: the deal is public until someone continues
        built = Bar(qtbot, window, bar, session, controller)
        made.append(built)
        return built

    yield build
    for built in made:
        built.bar.attack_menu.hide()
        built.session.stop()


@pytest.fixture
def no_fold_question(monkeypatch):
    """Fold without the modal question (answered Yes, asked again next time)."""
    asked = []

    def answer(parent, question):
        asked.append(question)
        return True, False

    monkeypatch.setattr(fold_confirm, "ask_fold", answer)
    return asked


# --------------------------------------------------------------------------------------------
# What the bar shows


def test_a_turn_shows_buy_discard_stay_fold_attack(make_bar):
    b = make_bar()
    bar = b.bar
    assert b.shown() == TURN_BUTTONS
    assert bar.prompt_label.text() == "Your turn, Ann"
    assert b.button("attack").text() == "Attack (bet 5)"
    for name in ("buy", "stay", "fold", "attack"):
        assert b.button(name).isEnabled() and bar.move_actions[name].isEnabled()
    # No soldier yet: Discard is off and says why (R9.1).
    assert not b.button("discard").isEnabled() and not bar.discard_action.isEnabled()
    assert b.button("discard").toolTip() == "R9.1: You have no soldier to discard."
    for name in ("done", "call", "raise"):
        assert not bar.move_actions[name].isEnabled()
    assert not bar.raise_spin.isVisible()


def test_waiting_for_another_person_or_a_thinking_bot(make_bar):
    b = make_bar()
    b.key(Qt.Key.Key_S)  # Ann stays; Ben is to act but Ann still looks at the screen
    assert b.state.to_act == 1
    assert b.bar.prompt_label.text() == "Waiting for Ben…"
    assert b.shown() == []
    assert not any(action.isEnabled() for name, action in b.bar.move_actions.items()
                   if name != "cancel")
    # A bot's thinking is announced by the session (thinking_changed).
    b.session.thinking_changed.emit(1, True)
    assert b.bar.prompt_label.text() == "Ben is thinking…"
    b.session.thinking_changed.emit(1, False)
    assert b.bar.prompt_label.text() == "Waiting for Ben…"


def test_hand_over_line(make_bar, no_fold_question):
    b = make_bar()
    b.key(Qt.Key.Key_F)
    assert b.state.is_over
    assert b.bar.prompt_label.text() == "Hand over — press N or Game ▸ Deal the next hand"
    assert b.shown() == []


def test_match_over_line_says_how_to_start_another(make_bar, no_fold_question):
    """At the match's end the bar said only "The match is over", though the summary that
    offered a new game may be closed: it says where a new game starts."""
    from PySide6.QtGui import QKeySequence

    b = make_bar(chips=[2, 200])  # Ann pays her last chips as ante: a fold ends her match
    b.key(Qt.Key.Key_F)
    assert b.session.match.is_over
    keys = QKeySequence(QKeySequence.StandardKey.New).toString(
        QKeySequence.SequenceFormat.NativeText)
    assert b.bar.prompt_label.text() == f"The match is over — press {keys} or Game ▸ New game…"
    assert b.shown() == []


def test_disabled_moves_say_why_in_the_rules_words(make_bar):
    b = make_bar(chips=[6, 200])  # 4 chips after the ante: no buy (R8.4), no attack (R12.5)
    assert b.shown() == TURN_BUTTONS
    assert not b.button("buy").isEnabled()
    assert b.button("buy").toolTip() == "R8.4: You cannot pay for a soldier."
    assert not b.button("attack").isEnabled()
    assert b.button("attack").toolTip() == "R12.5: You cannot pay for this attack."
    assert b.button("discard").toolTip().startswith("R9.1: ")
    b.key(Qt.Key.Key_B)  # a disabled move's key does nothing at all
    assert b.actions() == [] and b.refusals == []


def test_attack_offers_only_opponents_of_another_suit(make_bar):
    # Five players: Eve (seat 4, the second banner group, R5.2) shares Ann's suit (R12.2).
    b = make_bar("As Kh Qd Jc Ks", ["2c 3d 4h", "5c 6d 7s", "2h 3h 4s", "5h 6h 7h", "2d 3c 4c"])
    assert b.session.availability.attack_targets == (1, 2, 3)
    assert b.button("attack").toolTip() == ("Attack Ben, Cara, Dan for 5 (A)\n"
                                            "The bet is (your 0 soldiers + 1) × the small bet "
                                            "of 5.")
    # The same words as the drag's hint (live/action_texts.py).
    assert [a.text() for a in b.bar.attack_menu.actions()] == [
        "Attack Ben: bet 5", "Attack Cara: bet 5", "Attack Dan: bet 5"]


# --------------------------------------------------------------------------------------------
# Keys and buttons go through the controller


def test_every_key_and_button_calls_the_controller(make_bar, monkeypatch):
    clock = Clock()
    b = make_bar(clock=clock)
    calls = []
    for name in ("buy", "stay", "fold", "discard", "attack", "done", "call", "raise_"):
        monkeypatch.setattr(b.controller, name,
                            lambda *args, _n=name: calls.append((_n, args)) or True)
    monkeypatch.setattr(b.controller, "fold_question", lambda: "")
    monkeypatch.setattr(b.session, "submit", lambda action: pytest.fail("bypassed"))
    b.key(Qt.Key.Key_B)
    b.key(Qt.Key.Key_S)
    b.key(Qt.Key.Key_F)
    b.key(Qt.Key.Key_A)  # one target: attacks at once
    assert calls == [("buy", ()), ("stay", ()), ("fold", ()), ("attack", (1,))]
    calls.clear()
    clock.now += 1
    for name in ("buy", "stay", "fold", "attack"):
        b.qtbot.mouseClick(b.button(name), Qt.MouseButton.LeftButton)
    assert calls == [("buy", ()), ("stay", ()), ("fold", ()), ("attack", (1,))]


def test_buy_then_done_by_keys_and_the_trim_line(make_bar):
    b = make_bar()
    b.key(Qt.Key.Key_B)
    assert b.state.soldiers[0] == [C("9c")]
    # One soldier: nothing has to go, and keeping them all is one key (issue 12, item 6).
    assert b.bar.prompt_label.text() == (
        "You may discard soldiers you do not want (drag them to the discard pile, or select "
        "them with Space and press D), or keep them all.")
    assert b.shown() == ["discard", "done"]
    assert b.button("done").isEnabled() and b.button("done").text() == "Keep all"
    b.key(Qt.Key.Key_Return)
    assert b.actions() == [A.Buy(0), A.Discard(0, ())]
    assert b.state.to_act == 1


def six_soldiers(b: Bar) -> None:
    """Ann buys six times, Ben staying in between; Ann is in the trim step with six."""
    for _ in range(5):
        b.hot_seat()
        b.key(Qt.Key.Key_B)
        b.key(Qt.Key.Key_Return)
        b.hot_seat()
        b.key(Qt.Key.Key_S)
    b.hot_seat()
    b.key(Qt.Key.Key_B)
    assert len(b.state.soldiers[0]) == 6 and b.state.phase == "trim"


def test_done_is_disabled_with_the_reason_while_more_than_five_soldiers_remain(make_bar):
    b = make_bar()
    six_soldiers(b)
    done = b.button("done")
    ok, why = b.controller.trim_status()
    assert not ok and "R8.2" in why
    assert not done.isEnabled() and not b.bar.done_action.isEnabled()
    assert done.toolTip() == why
    assert b.bar.detail_label.isVisible() and b.bar.detail_label.text() == why
    b.key(Qt.Key.Key_Return)  # disabled: nothing happens
    assert b.state.phase == "trim"
    # A soldier dragged to the discard pile (the controller marks it): Done is possible.
    card = b.state.soldiers[0][0]
    b.controller.drop(b.controller.drag_plan(Zone(SOLDIER, 0, card)), Zone(DISCARD_PILE))
    assert done.isEnabled() and b.bar.done_action.isEnabled()
    assert b.bar.detail_label.text() == "Marked for the discard pile: 1"
    assert done.toolTip() == "End the turn; soldiers kept: 5 (Enter)"
    b.key(Qt.Key.Key_Enter)
    assert b.actions()[-1] == A.Discard(0, (card,))
    assert len(b.state.soldiers[0]) == 5


def test_trim_by_keyboard_selection_and_d(make_bar):
    b = make_bar()
    six_soldiers(b)
    two = b.state.soldiers[0][:2]
    b.bar.set_selected_soldiers(two)
    assert b.button("discard").isEnabled() and b.button("discard").text() == "Discard 2 soldiers"
    b.key(Qt.Key.Key_D)
    assert b.controller.trim_marked == two
    assert b.bar.selected_soldiers == ()
    b.key(Qt.Key.Key_Return)
    assert b.actions()[-1] == A.Discard(0, tuple(two))


def test_discard_the_selected_soldiers_with_d(make_bar):
    b = make_bar()
    for _ in range(2):  # Ann and Ben buy one soldier each
        b.hot_seat()
        b.key(Qt.Key.Key_B)
        b.key(Qt.Key.Key_Return)
    b.hot_seat()
    # Soldiers but nothing selected on the table: Discard waits for a selection.
    assert not b.bar.discard_action.isEnabled() and not b.button("discard").isEnabled()
    assert b.button("discard").toolTip() == (
        "Select soldiers on the table first (Ctrl/Shift+click)")
    # Someone else's soldier in the selection does not count.
    b.bar.set_selected_soldiers([C("9c"), C("Tc")])
    assert b.bar.selected_soldiers == (C("9c"),)
    assert b.bar.discard_action.isEnabled()
    assert b.button("discard").toolTip() == "Discard the selection (D)"
    assert b.button("discard").text() == "Discard 1 soldier"
    b.key(Qt.Key.Key_D)
    assert b.actions()[-1] == A.Discard(0, (C("9c"),))
    assert b.state.soldiers[0] == []


def test_a_selection_made_while_waiting_counts_when_the_turn_comes(make_bar):
    b = make_bar()
    b.key(Qt.Key.Key_B)
    b.key(Qt.Key.Key_Return)  # Ann holds 9c; Ben is to act, Ann keeps the screen
    b.bar.set_selected_soldiers([C("9c")])
    assert b.bar.selected_soldiers == (C("9c"),)
    assert not b.bar.discard_action.isEnabled()  # not her move
    b.session.submit(A.Stay(1))  # Ben moves elsewhere (another screen, a bot)
    assert b.bar.discard_action.isEnabled()
    b.key(Qt.Key.Key_D)
    assert b.actions()[-1] == A.Discard(0, (C("9c"),))


def test_attack_menu_lists_the_targets_with_the_bet(make_bar):
    b = make_bar(*THREE)
    bar = b.bar
    b.key(Qt.Key.Key_A)
    assert bar.attack_menu.isVisible()
    assert [a.text() for a in bar.attack_menu.actions()] == [
        "Attack Ben: bet 5", "Attack Cara: bet 5"]
    assert b.actions() == []
    # Esc closes the menu and asks the table to drop its selection.
    bar.cancel()
    assert not bar.attack_menu.isVisible() and b.cancels == 1
    b.key(Qt.Key.Key_A)
    bar.attack_menu.actions()[1].trigger()
    assert b.actions() == [A.Bet(0, 2)]
    assert not bar.attack_menu.isVisible()


def test_the_attack_menu_previews_each_battle_for_mouse_and_keyboard(make_bar):
    """Issue 12, item 2: the battle preview in the Attack menu (tooltip for the mouse, the
    details line as the arrow keys move)."""
    from palace_desktop.live.battle_preview import preview_text

    b = make_bar(*THREE)
    bar = b.bar
    b.key(Qt.Key.Key_A)
    items = bar.attack_menu.actions()
    view = b.session.view()
    for item in items:
        assert item.statusTip() == item.toolTip() == preview_text(view, item.data())
        assert "You would bet 5." in item.statusTip()
    bar.attack_menu.hovered.emit(items[1])
    assert bar.detail_label.isVisible() and bar.detail_label.text() == items[1].statusTip()
    bar.cancel()


@pytest.mark.layout
def test_the_bar_keeps_its_height_so_the_table_does_not_jump_with_each_line(make_bar):
    """A wrapped details line (a battle preview, how to pick soldiers) made the bar taller and
    the table above it smaller, and the next turn without one gave the room back: the table
    shrank and grew at every turn. The bar keeps the tallest height it has needed at its
    width; a new width starts afresh."""
    b = make_bar(*THREE)
    bar = b.bar
    b.window.resize(700, 400)  # a narrow bar: the preview wraps over several lines
    b.qtbot.wait(10)
    plain = bar.height()
    b.key(Qt.Key.Key_A)
    items = bar.attack_menu.actions()
    bar.attack_menu.hovered.emit(items[1])
    b.qtbot.waitUntil(lambda: bar.height() > plain + 20)
    tall = bar.height()
    bar.cancel()
    b.key(Qt.Key.Key_S)  # Ann stays: the next person's turn, no details line
    b.hot_seat()
    assert not bar.detail_label.isVisible()
    b.qtbot.wait(10)
    QApplication.processEvents()
    assert bar.height() == tall  # and so the table's room
    b.window.resize(1400, 400)  # a wider bar needs less: it starts afresh
    b.qtbot.waitUntil(lambda: bar.height() < tall)


def test_a_closed_attack_menu_takes_its_preview_with_it(make_bar):
    """Escape closed the Attack menu and left the preview of the last target hovered under
    the prompt, describing a battle nobody started."""
    b = make_bar(*THREE)
    bar = b.bar
    b.key(Qt.Key.Key_A)
    items = bar.attack_menu.actions()
    bar.attack_menu.hovered.emit(items[1])
    assert bar.detail_label.text() == items[1].statusTip()
    bar.attack_menu.hide()
    assert bar.detail_label.text() != items[1].statusTip()
    assert not bar.detail_label.isVisible()  # Ann's turn holds nothing else to explain


def test_a_single_target_is_previewed_on_the_attack_button(make_bar):
    from palace_desktop.live.battle_preview import preview_text

    b = make_bar()  # Ann and Ben: A attacks Ben at once
    assert preview_text(b.session.view(), 1) in b.button("attack").toolTip()


def test_escape_asks_the_table_to_cancel(make_bar):
    b = make_bar()
    b.key(Qt.Key.Key_Escape)
    assert b.cancels == 1
    assert b.actions() == []


# --------------------------------------------------------------------------------------------
# Answering a bet


def test_defending_shows_fold_call_raise_with_amounts(make_bar):
    b = make_bar()
    b.key(Qt.Key.Key_A)  # Ann attacks Ben for 5
    b.hot_seat()
    assert b.bar.prompt_label.text() == "Ann attacks you for 5"
    assert b.shown() == ANSWER_BUTTONS
    assert b.button("call").text() == "Call 5"
    assert b.button("raise").text() == "Raise 5"  # limit, no soldiers: SB (R14.2)
    assert not b.bar.raise_spin.isVisible()
    b.key(Qt.Key.Key_R)
    assert b.actions()[-1] == A.Raise(1, None)
    b.hot_seat()
    assert b.bar.prompt_label.text() == "Ben raises 5"
    assert b.button("call").text() == "Call 5"
    b.key(Qt.Key.Key_C)
    assert b.actions()[-1] == A.Call(0)
    assert b.state.is_over


def test_the_call_says_where_its_price_comes_from_r13_2(make_bar):
    """Issue 12, item 4: "Ann attacks you for 5" next to a "Call 10" needs its reason."""
    b = make_bar()
    b.key(Qt.Key.Key_B)  # Ben will defend with no soldier; Ann buys one first
    b.key(Qt.Key.Key_Return)
    b.hot_seat()
    b.key(Qt.Key.Key_B)  # Ben buys one too
    b.key(Qt.Key.Key_Return)
    b.hot_seat()
    b.key(Qt.Key.Key_A)  # Ann (1 soldier) attacks Ben (1 soldier) for 10
    b.hot_seat()
    view = b.session.view()
    assert b.bar.prompt_label.text() == "Ann attacks you for 10"
    assert b.bar.detail_label.text() == (
        f"A call costs (your 1 soldier + 1) × the small bet of 5 = {view.call_amount}.")
    assert view.call_amount == 10 and b.button("call").text() == "Call 10"
    b.key(Qt.Key.Key_R)
    b.hot_seat()
    # Ben has a soldier: his limit raise is a big bet (R14.2), which is what a call now pays.
    assert b.session.view().call_amount == 10
    assert b.bar.detail_label.text() == "A call pays the latest raise: 10."


def test_the_call_under_the_match_house_rule(make_bar):
    b = make_bar(call_rule="match")
    b.key(Qt.Key.Key_A)
    b.hot_seat()
    assert b.bar.detail_label.text() == "A call matches the attacker's bet: 5."
    assert b.session.view().call_amount == 5


def test_more_than_five_soldiers_must_go_and_done_says_so(make_bar):
    b = make_bar()
    six_soldiers(b)
    assert b.bar.prompt_label.text() == (
        "Discard down to at most 5 soldiers: drag them to the discard pile (or Space on each, "
        "then D), then Done")
    assert b.button("done").text() == "Done"


def test_the_discard_button_says_how_to_pick_soldiers(make_bar):
    b = make_bar()
    b.key(Qt.Key.Key_B)
    b.key(Qt.Key.Key_Return)
    b.hot_seat()
    b.key(Qt.Key.Key_S)
    b.hot_seat()  # Ann's turn again, one soldier, none picked
    assert not b.button("discard").isEnabled()
    assert b.bar.detail_label.isVisible() and "click soldiers" in b.bar.detail_label.text()
    b.bar.set_selected_soldiers(b.state.soldiers[0][:1])
    assert b.button("discard").isEnabled() and not b.bar.detail_label.isVisible()


def test_call_all_in_shows_the_amount(make_bar):
    b = make_bar(chips=[200, 5])  # Ben has 3 after the ante
    b.key(Qt.Key.Key_A)
    b.hot_seat()
    assert b.button("call").text() == "Call all-in 3"
    assert not b.button("raise").isEnabled()
    assert b.button("raise").toolTip() == "R14.6: You cannot pay a raise; you may call all-in."
    b.key(Qt.Key.Key_C)
    assert one(b.session.event_history, A.Called) == A.Called(1, 3, True)


def test_raise_cap_disables_raise_with_the_reason(make_bar):
    b = make_bar()
    b.key(Qt.Key.Key_A)
    for _ in range(3):
        b.hot_seat()
        b.key(Qt.Key.Key_R)
    b.hot_seat()
    assert len(of_type(b.session.event_history, A.Raised)) == 3
    assert b.shown() == ANSWER_BUTTONS
    assert not b.button("raise").isEnabled()
    assert b.button("raise").toolTip() == "R14.4: No more raises in this battle."


def test_no_limit_raise_range_matches_availability(make_bar):
    b = make_bar(structure="no-limit")
    b.key(Qt.Key.Key_A)
    b.hot_seat()
    bar = b.bar
    low, high = b.session.availability.raise_range
    assert (low, high) == (10, 193)
    assert bar.raise_spin.isVisible() and bar.raise_slider.isVisible()
    assert (bar.raise_spin.minimum(), bar.raise_spin.maximum()) == (low, high)
    assert (bar.raise_slider.minimum(), bar.raise_slider.maximum()) == (low, high)
    assert bar.raise_spin.value() == low
    assert b.button("raise").text() == "Raise"
    bar.raise_slider.setValue(40)
    assert bar.raise_spin.value() == 40
    # R moves to the amount box first; R again raises by the amount there.
    b.key(Qt.Key.Key_R)
    assert b.actions()[-1] == A.Bet(0, 1)
    assert QApplication.focusWidget() is bar.raise_spin
    b.key(Qt.Key.Key_R)
    assert b.actions()[-1] == A.Raise(1, 40)


def test_escape_leaves_the_raise_amount_without_raising(make_bar):
    b = make_bar(structure="no-limit")
    b.key(Qt.Key.Key_A)
    b.hot_seat()
    b.key(Qt.Key.Key_R)
    assert QApplication.focusWidget() is b.bar.raise_spin
    b.key(Qt.Key.Key_Escape)
    assert b.cancels == 1
    assert QApplication.focusWidget() is not b.bar.raise_spin
    b.key(Qt.Key.Key_R)  # first R again: back to the amount, no raise yet
    assert b.actions()[-1] == A.Bet(0, 1)
    assert QApplication.focusWidget() is b.bar.raise_spin


def test_no_limit_raise_typed_and_entered(make_bar):
    b = make_bar(structure="no-limit")
    b.key(Qt.Key.Key_A)
    b.hot_seat()
    b.key(Qt.Key.Key_R)
    spin = b.bar.raise_spin
    assert QApplication.focusWidget() is spin
    b.qtbot.keyClicks(spin, "25")
    b.key(Qt.Key.Key_Return)
    assert b.actions()[-1] == A.Raise(1, 25)
    # The other side now sees its own range, starting again from the smallest raise.
    b.hot_seat()
    assert b.bar.prompt_label.text() == "Ben raises 25"
    assert (spin.minimum(), spin.maximum(), spin.value()) == (10, 198 - 5 - 25, 10)


def test_no_limit_raise_button_uses_the_chosen_amount(make_bar, monkeypatch):
    clock = Clock()
    b = make_bar(structure="no-limit", clock=clock)
    b.key(Qt.Key.Key_A)
    b.hot_seat()
    clock.now += 1
    b.bar.raise_spin.setValue(55)
    b.qtbot.mouseClick(b.button("raise"), Qt.MouseButton.LeftButton)
    assert b.actions()[-1] == A.Raise(1, 55)


# --------------------------------------------------------------------------------------------
# The misclick guard


def test_misclick_guard_ignores_a_click_right_after_a_change(make_bar):
    clock = Clock()
    b = make_bar(clock=clock)
    clock.now += 5
    b.key(Qt.Key.Key_S)  # Ann stays: the bar changes to "Waiting for Ben…"
    b.hot_seat()  # and to Ben's buttons, under the cursor
    buy = b.button("buy")
    assert buy.isVisible() and buy.isEnabled() and b.bar.is_guarded()
    b.qtbot.mouseClick(buy, Qt.MouseButton.LeftButton)
    assert b.actions() == [A.Stay(0)]  # ignored
    assert not buy.isDown()
    clock.now += 0.2
    b.qtbot.mouseClick(buy, Qt.MouseButton.LeftButton)
    assert b.actions() == [A.Stay(0)]  # still too soon
    clock.now += ActionBar.GUARD_SECONDS
    assert not b.bar.is_guarded()
    b.qtbot.mouseClick(buy, Qt.MouseButton.LeftButton)
    assert b.actions() == [A.Stay(0), A.Buy(1)]


def test_misclick_guard_does_not_delay_keys(make_bar):
    clock = Clock()
    b = make_bar(clock=clock)
    b.key(Qt.Key.Key_B)
    assert b.bar.is_guarded()
    b.key(Qt.Key.Key_Return)  # at once, same instant
    assert b.actions() == [A.Buy(0), A.Discard(0, ())]


def test_misclick_guard_is_not_set_by_the_own_selection(make_bar):
    clock = Clock()
    b = make_bar(clock=clock)
    for _ in range(2):
        b.hot_seat()
        b.key(Qt.Key.Key_B)
        b.key(Qt.Key.Key_Return)
    b.hot_seat()
    clock.now += 5
    b.bar.set_selected_soldiers([C("9c")])
    assert not b.bar.is_guarded()
    b.qtbot.mouseClick(b.button("discard"), Qt.MouseButton.LeftButton)
    assert b.actions()[-1] == A.Discard(0, (C("9c"),))


def test_real_time_guard_ends_by_itself(make_bar):
    b = make_bar()  # the real clock: no timer is needed for the guard to end
    assert b.bar.is_guarded()
    b.qtbot.wait(int(ActionBar.GUARD_SECONDS * 1000) + 60)
    assert not b.bar.is_guarded()
    b.qtbot.mouseClick(b.button("stay"), Qt.MouseButton.LeftButton)
    assert b.actions() == [A.Stay(0)]


# --------------------------------------------------------------------------------------------
# The fold question


def test_fold_asks_once_and_respects_no(make_bar, monkeypatch):
    b = make_bar()
    asked = []

    def exec_no(box):
        asked.append((box.text(), box.checkBox().text()))
        box.button(QMessageBox.StandardButton.No).click()
        return int(QMessageBox.StandardButton.No.value)

    monkeypatch.setattr(QMessageBox, "exec", exec_no)
    b.key(Qt.Key.Key_F)
    assert asked == [("Fold and leave 2 chips in the pot?", "Don't ask again")]
    assert b.actions() == [] and b.state.in_hand[0]
    assert b.bar.confirm_fold is True


def test_fold_dont_ask_again(make_bar, monkeypatch):
    b = make_bar(*THREE)
    changes = []
    b.bar.confirm_fold_changed.connect(changes.append)
    asked = []

    def exec_yes_dont_ask(box):
        asked.append(box.text())
        box.checkBox().setChecked(True)
        box.button(QMessageBox.StandardButton.Yes).click()
        return int(QMessageBox.StandardButton.Yes.value)

    monkeypatch.setattr(QMessageBox, "exec", exec_yes_dont_ask)
    b.key(Qt.Key.Key_F)
    assert asked == ["Fold and leave 2 chips in the pot?"]
    assert b.actions() == [A.Fold(0)]
    assert b.bar.confirm_fold is False and changes == [False]
    b.hot_seat()
    b.key(Qt.Key.Key_F)  # Ben folds too: not asked again
    assert asked == ["Fold and leave 2 chips in the pot?"]
    assert b.actions() == [A.Fold(0), A.Fold(1)]
    b.bar.confirm_fold = True
    assert changes == [False, True]
    assert b.bar.property("confirm_fold") is True


def test_fold_without_chips_in_the_pot_is_not_asked(make_bar, monkeypatch):
    b = make_bar(*THREE, ante=0)
    monkeypatch.setattr(QMessageBox, "exec", lambda box: pytest.fail("asked"))
    b.key(Qt.Key.Key_F)
    assert b.actions() == [A.Fold(0)]


# --------------------------------------------------------------------------------------------
# Accessibility


def test_buttons_are_named_and_reachable_with_tab(make_bar):
    b = make_bar()
    for name in TURN_BUTTONS:
        button = b.button(name)
        assert button.accessibleName()
        assert button.focusPolicy() & Qt.FocusPolicy.TabFocus
    assert b.bar.accessibleName() == "Actions"
    shortcuts = {name: [s.toString() for s in action.shortcuts()]
                 for name, action in b.bar.move_actions.items()}
    assert shortcuts == {"buy": ["B"], "discard": ["D"], "stay": ["S"], "fold": ["F"],
                         "attack": ["A"], "done": ["Return", "Enter"], "call": ["C"],
                         "raise": ["R"], "cancel": ["Esc"]}
    for action in b.bar.move_actions.values():
        assert action.shortcutContext() == Qt.ShortcutContext.WindowShortcut


# --------------------------------------------------------------------------------------------
# A whole hand with the keyboard alone


def test_a_whole_hand_by_keyboard_between_two_people(make_bar, monkeypatch):
    b = make_bar()
    monkeypatch.setattr(QMessageBox, "exec", lambda box: pytest.fail("no fold here"))
    moves = [
        (Qt.Key.Key_B, A.Buy(0)), (Qt.Key.Key_Return, A.Discard(0, ())),
        (Qt.Key.Key_B, A.Buy(1)), (Qt.Key.Key_Enter, A.Discard(1, ())),
        (Qt.Key.Key_S, A.Stay(0)),
        (Qt.Key.Key_A, A.Bet(1, 0)),  # Ben attacks Ann for (1 + 1) x 5
        (Qt.Key.Key_R, A.Raise(0, None)),  # Ann calls 10 and raises BB (she has a soldier)
        (Qt.Key.Key_R, A.Raise(1, None)),
        (Qt.Key.Key_C, A.Call(0)),
    ]
    for key, expected in moves:
        b.hot_seat()
        assert b.bar.availability.seat == b.state.to_act
        b.key(key)
        assert b.actions()[-1] == expected, b.refusals
    assert b.refusals == []
    assert b.state.is_over
    assert sum(b.state.chips) == 400
    assert b.bar.prompt_label.text() == "Hand over — press N or Game ▸ Deal the next hand"
    assert b.shown() == []
    raised = of_type(b.session.event_history, A.Raised)
    assert raised == [A.Raised(0, 10, 10), A.Raised(1, 10, 10)]
    assert one(b.session.event_history, A.Called) == A.Called(0, 10, False)
