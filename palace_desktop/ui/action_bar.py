"""`ActionBar`: the bar under the table for the person whose move it is. It shows only what
applies now (a turn, the trim step, answering a bet, waiting, the hand over), one button and one
keyboard shortcut per move, and hands every move to the `Controller`, the same path as a drag.

What may be done comes from `session.availability` (the engine's legal actions for the viewing
seat); the bar decides no rule. A disabled button says why in its tooltip, in the words of the
rule that forbids it.

Misclick guard: when the bar changes under the cursor (the game moved on: other buttons, other
amounts), mouse clicks on its buttons are ignored for `GUARD_SECONDS`. Keyboard shortcuts are
never delayed. The guard is a timestamp checked in an event filter, so no timer is left running.
"""

from __future__ import annotations

import time
from typing import Optional, Sequence

from PySide6.QtCore import QEvent, QPoint, Property, Qt, Signal, Slot
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (QHBoxLayout, QLabel, QMenu, QPushButton, QSizePolicy, QSlider,
                               QSpinBox, QWidget)

from .controller import Controller
from .dialogs import fold_confirm
from ..engine import actions as A
from ..engine.actions import RuleViolation
from ..engine.cards import Card
from ..engine.state import DEFEND, MAX_SOLDIERS, RESPOND, TRIM
from ..live.rule_messages import refusal_text
from ..live.session import Availability, GameSession

# The buttons, left to right, and the keys of their QActions.
BUTTONS: tuple[str, ...] = ("buy", "discard", "stay", "fold", "attack", "done", "call", "raise")
SHORTCUTS: dict[str, tuple[Qt.Key, ...]] = {
    "buy": (Qt.Key.Key_B,),
    "discard": (Qt.Key.Key_D,),
    "stay": (Qt.Key.Key_S,),
    "fold": (Qt.Key.Key_F,),
    "attack": (Qt.Key.Key_A,),
    "done": (Qt.Key.Key_Return, Qt.Key.Key_Enter),
    "call": (Qt.Key.Key_C,),
    "raise": (Qt.Key.Key_R,),
    "cancel": (Qt.Key.Key_Escape,),
}
MOUSE_EVENTS = (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonRelease,
                QEvent.Type.MouseButtonDblClick)
RAISE_KEYS = (Qt.Key.Key_R, Qt.Key.Key_Return, Qt.Key.Key_Enter)


def _escape_mnemonic(text: str) -> str:
    """A name with '&' must not turn into a keyboard mnemonic in a button or menu."""
    return text.replace("&", "&&")


class ActionBar(QWidget):
    """`ActionBar(session, controller, parent)`; see the module docstring."""

    cancel_requested = Signal()  # Esc: the table should drop its selection
    confirm_fold_changed = Signal(bool)

    GUARD_SECONDS = 0.35

    def __init__(self, session: GameSession, controller: Controller, parent=None):
        super().__init__(parent)
        self.session = session
        self.controller = controller
        self.guard_until = 0.0  # time.monotonic() before which mouse clicks are ignored
        self._confirm_fold = True
        self._selection: tuple[Card, ...] = ()
        self._thinking: Optional[int] = None  # the bot seat that is thinking
        self._availability = Availability()
        self._signature: object = None
        self._raise_armed = False  # R pressed once in no-limit: the amount box has the focus
        self._build()
        session.availability_changed.connect(self._on_availability_changed)
        session.events_applied.connect(self._on_game_changed)
        session.hand_started.connect(self.refresh)
        session.viewer_changed.connect(self._on_game_changed)
        session.thinking_changed.connect(self._on_thinking_changed)
        controller.trim_changed.connect(self.refresh)
        self.refresh()

    # ----------------------------------------------------------------------------------------
    # Construction

    def _build(self) -> None:
        self.setObjectName("ActionBar")
        self.setAccessibleName(self.tr("Actions"))
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet("#ActionBar { background: palette(alternate-base);"
                           " border-top: 1px solid palette(mid); }")
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(14, 8, 14, 8)
        layout.setSpacing(8)

        self.prompt_label = QLabel(self)
        self.prompt_label.setObjectName("action_prompt")
        self.prompt_label.setWordWrap(True)
        font = self.prompt_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.15)
        font.setBold(True)
        self.prompt_label.setFont(font)
        self.prompt_label.setAccessibleName(self.tr("What to do"))
        self.prompt_label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        layout.addWidget(self.prompt_label, 1)

        self.detail_label = QLabel(self)  # why Done is not possible yet, and the like
        self.detail_label.setObjectName("action_detail")
        self.detail_label.setWordWrap(True)
        self.detail_label.setAccessibleName(self.tr("Details"))
        self.detail_label.hide()
        layout.addWidget(self.detail_label, 1)

        # No-limit raise amount (R14.3): a slider and a spin box kept in step.
        self.raise_slider = QSlider(Qt.Orientation.Horizontal, self)
        self.raise_slider.setObjectName("raise_slider")
        self.raise_slider.setMinimumWidth(140)
        self.raise_slider.setAccessibleName(self.tr("Raise amount"))
        self.raise_spin = QSpinBox(self)
        self.raise_spin.setObjectName("raise_spin")
        self.raise_spin.setMinimumHeight(34)
        self.raise_spin.setAccessibleName(self.tr("Raise amount"))
        self.raise_spin.setToolTip(self.tr("How much to raise; R or Enter raises"))
        self.raise_slider.valueChanged.connect(self.raise_spin.setValue)
        self.raise_spin.valueChanged.connect(self.raise_slider.setValue)
        self.raise_spin.installEventFilter(self)
        self.raise_slider.hide()
        self.raise_spin.hide()

        names = {
            "buy": self.tr("Buy"), "discard": self.tr("Discard"), "stay": self.tr("Stay"),
            "fold": self.tr("Fold"), "attack": self.tr("Attack"), "done": self.tr("Done"),
            "call": self.tr("Call"), "raise": self.tr("Raise"),
        }
        handlers = {
            "buy": self.buy, "discard": self.discard, "stay": self.stay, "fold": self.fold,
            "attack": self.attack, "done": self.done, "call": self.call,
            "raise": self._raise_key,
        }
        self.buttons: dict[str, QPushButton] = {}
        self.move_actions: dict[str, QAction] = {}
        for name in BUTTONS:
            action = self._make_action(name, names[name], handlers[name])
            action.setEnabled(False)
            button = QPushButton(names[name], self)
            button.setObjectName(f"{name}_button")
            button.setAutoDefault(False)
            button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            button.setMinimumSize(92, 36)
            button_font = button.font()
            button_font.setPointSizeF(button_font.pointSizeF() * 1.1)
            button.setFont(button_font)
            button.installEventFilter(self)  # the misclick guard
            button.hide()
            if name == "raise":  # the amount sits right before its button
                layout.addWidget(self.raise_slider)
                layout.addWidget(self.raise_spin)
            layout.addWidget(button)
            self.buttons[name] = button
            self.move_actions[name] = action
        # A click on a button is the same move as its key, except Raise in no-limit: the
        # mouse has already chosen the amount, the key first moves to the amount box.
        for name in BUTTONS:
            if name == "raise":
                self.buttons[name].clicked.connect(self.raise_now)
            else:
                self.buttons[name].clicked.connect(self.move_actions[name].trigger)
        # Tab goes through the buttons left to right, the raise amount before Raise.
        chain = [self.buttons[name] for name in BUTTONS if name != "raise"]
        chain += [self.raise_slider, self.raise_spin, self.buttons["raise"]]
        for first, second in zip(chain, chain[1:]):
            QWidget.setTabOrder(first, second)
        self.cancel_action = self._make_action("cancel", self.tr("Cancel"), self.cancel)
        self.move_actions["cancel"] = self.cancel_action

        self.attack_menu = QMenu(self)
        self.attack_menu.setObjectName("attack_menu")
        self.attack_menu.setAccessibleName(self.tr("Attack whom?"))

        height = max(b.sizeHint().height() for b in self.buttons.values())
        margins = layout.contentsMargins()
        self.setMinimumHeight(max(height, 36) + margins.top() + margins.bottom())

    def _make_action(self, name: str, text: str, handler) -> QAction:
        action = QAction(text, self)
        action.setObjectName(f"{name}_action")
        action.setShortcuts([QKeySequence(key) for key in SHORTCUTS[name]])
        # Anywhere in the main window, not only when the bar has the focus; the bar is
        # always visible, which a window shortcut needs.
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        action.triggered.connect(lambda _checked=False: handler())
        self.addAction(action)
        setattr(self, f"{name}_action", action)
        return action

    # ----------------------------------------------------------------------------------------
    # Properties

    def _get_confirm_fold(self) -> bool:
        return self._confirm_fold

    def _set_confirm_fold(self, on: bool) -> None:
        on = bool(on)
        if on != self._confirm_fold:
            self._confirm_fold = on
            self.confirm_fold_changed.emit(on)

    confirm_fold = Property(bool, _get_confirm_fold, _set_confirm_fold,
                            notify=confirm_fold_changed)

    @property
    def availability(self) -> Availability:
        """What the bar offers now."""
        return self._availability

    @property
    def selected_soldiers(self) -> tuple[Card, ...]:
        return self._selection

    def visible_buttons(self) -> list[str]:
        return [name for name in BUTTONS if not self.buttons[name].isHidden()]

    def is_guarded(self) -> bool:
        return time.monotonic() < self.guard_until

    # ----------------------------------------------------------------------------------------
    # Following the game

    @Slot(object)
    def set_selected_soldiers(self, cards: Sequence[Card]) -> None:
        """The soldiers selected on the table (the scene calls this when its selection
        changes). Only the viewer's own soldiers count."""
        self._selection = tuple(cards)
        self.refresh()

    @Slot(object)
    def _on_availability_changed(self, _availability) -> None:
        self.refresh()

    def _on_game_changed(self, *_args) -> None:  # events_applied(list), viewer_changed(int)
        self.refresh()

    @Slot(int, bool)
    def _on_thinking_changed(self, seat: int, thinking: bool) -> None:
        if thinking:
            self._thinking = seat
        elif self._thinking == seat:
            self._thinking = None
        self.refresh()

    def _current_availability(self) -> Availability:
        """`session.availability`, unless it is older than the state. The session announces
        events before it recomputes availability; for that moment the bar offers nothing."""
        session = self.session
        availability = session.availability
        if availability.seat is None:
            return availability
        state = session.state
        if (state is None or state.is_over or state.to_act != availability.seat
                or state.phase != availability.phase or session.viewer != availability.seat):
            return Availability()
        return availability

    @Slot()
    def refresh(self) -> None:
        availability = self._current_availability()
        self._availability = availability
        self._prune_selection()
        view = self.session.view() if availability.seat is not None else None
        shown: dict[str, tuple[bool, str, str]] = {}  # name -> (enabled, text, tooltip)
        detail = ""
        no_limit_raise = False
        if view is None:
            prompt = self._idle_text()
        elif availability.phase == TRIM:
            prompt, detail = self._trim(view, shown)
        elif availability.phase in (DEFEND, RESPOND):
            prompt, no_limit_raise = self._answer(availability, view, shown)
        else:
            prompt = self._turn(availability, view, shown)

        self.prompt_label.setText(prompt)
        # Bold when it is this person's move; a calm, plain line while waiting.
        if self.prompt_label.font().bold() != (view is not None):
            font = self.prompt_label.font()
            font.setBold(view is not None)
            self.prompt_label.setFont(font)
        self.detail_label.setText(detail)
        self.detail_label.setVisible(bool(detail))
        for name in BUTTONS:
            button, action = self.buttons[name], self.move_actions[name]
            spec = shown.get(name)
            if spec is None:
                action.setEnabled(False)
                button.setEnabled(False)
                button.hide()
                continue
            enabled, text, tip = spec
            button.setText(text)
            button.setToolTip(tip)
            button.setAccessibleName(text.replace("&&", "&"))
            button.setAccessibleDescription(tip)
            button.setEnabled(enabled)
            action.setEnabled(enabled)
            action.setToolTip(tip)
            button.show()

        signature = (availability, tuple(shown))
        if signature != self._signature:
            # The game moved on: other buttons or amounts now sit under the cursor.
            self._signature = signature
            self.guard_until = time.monotonic() + self.GUARD_SECONDS
            self.attack_menu.hide()
            self._raise_armed = False
            self._rebuild_attack_menu(availability, view)
            if no_limit_raise:
                low, high = availability.raise_range
                self.raise_spin.setRange(low, high)
                self.raise_slider.setRange(low, high)
                self.raise_slider.setSingleStep(max(1, view.rules.small_bet))
                self.raise_slider.setPageStep(max(1, view.rules.big_bet))
                self.raise_spin.setValue(low)
        self.raise_slider.setVisible(no_limit_raise)
        self.raise_spin.setVisible(no_limit_raise)
        self.raise_spin.setEnabled(no_limit_raise)
        self.raise_slider.setEnabled(no_limit_raise)

    def _prune_selection(self) -> None:
        """Keep only the viewer's own soldiers not yet marked for the trim. A selection made
        while waiting for the turn stays: it counts once the turn comes."""
        view = self.session.view()
        if view is None:
            self._selection = ()
            return
        mine = view.soldiers[view.viewer]
        marked = self.controller.trim_marked
        self._selection = tuple(c for c in self._selection if c in mine and c not in marked)

    def _idle_text(self) -> str:
        session = self.session
        state = session.state
        if state is None:
            return self.tr("No hand in play")
        if state.is_over:
            if session.match.is_over:
                return self.tr("The match is over")
            return self.tr("Hand over — press N or Game ▸ Deal the next hand")
        seat = state.to_act
        name = state.names[seat]
        if self._thinking == seat:
            return self.tr("{name} is thinking…").format(name=name)
        return self.tr("Waiting for {name}…").format(name=name)

    def _why(self, action: A.Action) -> str:
        """The refusal the engine gives for `action`, translated ('' if it is legal)."""
        try:
            self.session.state.check(action)
        except RuleViolation as violation:
            return refusal_text(violation)
        return ""

    def _turn(self, availability: Availability, view, shown: dict) -> str:
        seat = availability.seat
        rules = view.rules
        soldiers = view.soldiers[seat]
        shown["buy"] = (availability.buy, self.tr("Buy"), self.tr(
            "Pay {price} and take the top card of the draw pile as a soldier (B)").format(
                price=rules.small_bet) if availability.buy else self._why(A.Buy(seat)))

        count = len(self._selection)
        if not availability.discard:
            discard_tip = (self._why(A.Discard(seat, soldiers[:1])) if soldiers else
                           "R9.1: " + self.tr("You have no soldier to discard."))
        elif not count:
            discard_tip = self.tr("Select soldiers on the table first (Ctrl/Shift+click)")
        elif rules.discard_price:
            discard_tip = self.tr("Pay {price} and discard the {count} selected soldier(s) (D)"
                                  ).format(price=rules.discard_price, count=count)
        else:
            discard_tip = self.tr("Discard the {count} selected soldier(s) (D)").format(
                count=count)
        discard_text = (self.tr("Discard {count}").format(count=count) if count
                        else self.tr("Discard"))
        shown["discard"] = (availability.discard and count > 0, discard_text, discard_tip)
        shown["stay"] = (availability.stay, self.tr("Stay"),
                         self.tr("Do nothing; the turn passes (S)"))
        shown["fold"] = (availability.fold, self.tr("Fold"),
                         self.tr("Leave the hand; your chips stay in the pot (F)"))

        amount = availability.bet_amount
        if availability.attack:
            targets = ", ".join(view.names[t] for t in availability.attack_targets)
            attack_tip = self.tr("Attack {targets} for {amount} (A)").format(
                targets=targets, amount=amount)
        else:
            attack_tip = self._attack_refusal(seat, view)
        shown["attack"] = (availability.attack,
                           self.tr("Attack (bet {amount})").format(amount=amount), attack_tip)
        return self.tr("Your turn, {name}").format(name=view.names[seat])

    def _attack_refusal(self, seat: int, view) -> str:
        """Why nobody can be attacked: R12.5 (cannot pay) before R12.2 (same suit)."""
        reasons = [self._why(A.Bet(seat, target)) for target in view.seats_in_hand()
                   if target != seat]
        reasons = [r for r in reasons if r]
        for reason in reasons:
            if reason.startswith("R12.5"):
                return reason
        return reasons[0] if reasons else ""

    def _trim(self, view, shown: dict) -> tuple[str, str]:
        ok, why = self.controller.trim_status()
        soldiers = view.soldiers[view.viewer]
        marked = len(self.controller.trim_marked)
        keep = len(soldiers) - marked
        if ok:
            done_tip = self.tr("Keep {count} soldier(s) and end the turn (Enter)").format(
                count=keep)
            detail = (self.tr("{count} soldier(s) marked for the discard pile").format(
                count=marked) if marked else "")
        else:
            done_tip = why
            detail = why
        count = len(self._selection)
        shown["discard"] = (
            count > 0,
            self.tr("Discard {count}").format(count=count) if count else self.tr("Discard"),
            self.tr("Mark the {count} selected soldier(s) for the discard pile (D)").format(
                count=count) if count else
            self.tr("Select soldiers on the table first (Ctrl/Shift+click)"))
        shown["done"] = (ok, self.tr("Done"), done_tip)
        prompt = self.tr("Discard down to at most {max} soldiers: drag soldiers to the "
                         "discard pile, then Done").format(max=MAX_SOLDIERS)
        return prompt, detail

    def _answer(self, availability: Availability, view, shown: dict) -> tuple[str, bool]:
        seat = availability.seat
        battle = view.battle
        other = battle.attacker if seat == battle.defender else battle.defender
        other_name = view.names[other]
        if availability.phase == DEFEND:
            prompt = self.tr("{name} attacks you for {amount}").format(
                name=other_name, amount=battle.bet)
        else:
            prompt = self.tr("{name} raises {amount}").format(name=other_name,
                                                              amount=battle.owed)
        shown["fold"] = (availability.fold, self.tr("Fold"), self.tr(
            "Give up: {name} takes your banner and soldiers (F)").format(name=other_name))
        amount = availability.call_amount
        if availability.call_all_in:
            call_text = self.tr("Call all-in {amount}").format(amount=amount)
            call_tip = self.tr("Pay all your {amount} chips; the battle goes ahead (C)").format(
                amount=amount)
        else:
            call_text = self.tr("Call {amount}").format(amount=amount)
            call_tip = self.tr("Pay {amount} and compare battle hands (C)").format(
                amount=amount)
        shown["call"] = (availability.call, _escape_mnemonic(call_text), call_tip)

        rules = view.rules
        no_limit_raise = False
        if availability.raise_:
            low, high = availability.raise_range
            if rules.is_limit:
                text = self.tr("Raise {amount}").format(amount=low)
                tip = self.tr("Call and raise {amount} (R)").format(amount=low)
            else:
                no_limit_raise = True
                text = self.tr("Raise")
                tip = self.tr("Call and raise by the amount chosen, {low} to {high} (R: choose, "
                              "R again or Enter: raise)").format(low=low, high=high)
            shown["raise"] = (True, text, tip)
        else:
            probe = A.Raise(seat, None if rules.is_limit else rules.big_bet)
            shown["raise"] = (False, self.tr("Raise"), self._why(probe))
        return prompt, no_limit_raise

    def _rebuild_attack_menu(self, availability: Availability, view) -> None:
        self.attack_menu.clear()
        if view is None or not availability.attack:
            return
        for target in availability.attack_targets:
            text = self.tr("Attack {name} (bet {amount})").format(
                name=view.names[target], amount=availability.bet_amount)
            item = self.attack_menu.addAction(_escape_mnemonic(text))
            item.setData(target)
            item.triggered.connect(lambda _checked=False, t=target: self.attack_target(t))

    # ----------------------------------------------------------------------------------------
    # Moves: every one goes through the controller

    @Slot()
    def buy(self) -> bool:
        return self.controller.buy()

    @Slot()
    def stay(self) -> bool:
        return self.controller.stay()

    @Slot()
    def discard(self) -> bool:
        """Discard the selected soldiers (in the trim step: mark them for the discard pile)."""
        cards = self._selection
        if not cards:
            return False
        done = self.controller.discard(cards)
        if done:
            self._selection = ()
            self.refresh()
        return done

    @Slot()
    def fold(self) -> bool:
        question = self.controller.fold_question()
        if question and self._confirm_fold:
            fold, dont_ask = fold_confirm.ask_fold(self.window(), question)
            if not fold:
                return False
            if dont_ask:
                self.confirm_fold = False
        return self.controller.fold()

    @Slot()
    def attack(self) -> bool:
        """One target: attack it now. Several: a menu of them above the button."""
        targets = self._availability.attack_targets
        if len(targets) == 1:
            return self.attack_target(targets[0])
        if not targets:
            return False
        button = self.buttons["attack"]
        menu = self.attack_menu
        anchor = button if button.isVisible() else self
        height = menu.sizeHint().height()
        menu.popup(anchor.mapToGlobal(QPoint(0, -height)))
        menu.setActiveAction(menu.actions()[0])
        return False

    def attack_target(self, target: int) -> bool:
        self.attack_menu.hide()
        return self.controller.attack(target)

    @Slot()
    def done(self) -> bool:
        return self.controller.done()

    @Slot()
    def call(self) -> bool:
        return self.controller.call()

    def _raise_key(self) -> bool:
        """R: in limit, raise; in no-limit, first move to the amount box, then raise."""
        if not self.raise_spin.isVisible() or self._raise_armed:
            return self.raise_now()
        self._raise_armed = True
        self.raise_spin.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.raise_spin.selectAll()
        return False

    @Slot()
    def raise_now(self) -> bool:
        """Raise: the fixed size in limit (R14.2), the chosen amount in no-limit (R14.3)."""
        self._raise_armed = False
        if self.raise_spin.isVisible():
            self.raise_spin.interpretText()
            return self.controller.raise_(self.raise_spin.value())
        return self.controller.raise_()

    @Slot()
    def cancel(self) -> None:
        """Esc: close the attack menu, leave the amount box, clear the table's selection."""
        self.attack_menu.hide()
        if self._raise_armed:
            self._raise_armed = False
            self.raise_spin.clearFocus()
        self.cancel_requested.emit()

    # ----------------------------------------------------------------------------------------

    def eventFilter(self, watched, event) -> bool:
        kind = event.type()
        if kind in MOUSE_EVENTS and isinstance(watched, QPushButton) and self.is_guarded():
            if kind == QEvent.Type.MouseButtonRelease:
                watched.setDown(False)
            return True  # the bar just changed under the cursor: not what was aimed at
        if watched is self.raise_spin:
            if kind == QEvent.Type.KeyPress and event.key() in RAISE_KEYS:
                # The amount box eats letters before shortcuts see them: R and Enter here
                # raise by the amount typed.
                self.raise_now()
                return True
            if kind == QEvent.Type.FocusOut and event.reason() not in (
                    Qt.FocusReason.ActiveWindowFocusReason, Qt.FocusReason.PopupFocusReason):
                self._raise_armed = False
        return super().eventFilter(watched, event)
