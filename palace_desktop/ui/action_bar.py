"""`ActionBar`: the bar under the table for the person whose move it is. It shows only what
applies now (a turn, the trim step, answering a bet, waiting, the hand over), one button and one
keyboard shortcut per move, and hands every move to the `Controller`, the same path as a drag
(action_bar_moves.py).

What may be done comes from `session.availability` (the engine's legal actions for the viewing
seat); every amount, price and refusal from the seat view, every label with a price from
`live.action_texts`: the bar decides no rule and works out no amount. A disabled button says why
in its tooltip, in the words of the rule that forbids it.

Misclick guard: when the bar changes under the cursor (the game moved on: other buttons, other
amounts), mouse clicks on its buttons are ignored for `GUARD_SECONDS`. Keyboard shortcuts are
never delayed. The guard is a timestamp checked in an event filter, so no timer is left running.
"""

from __future__ import annotations

import time
from typing import Optional, Sequence

from PySide6.QtCore import QEvent, Property, Qt, Signal, Slot
from PySide6.QtGui import QAction, QKeySequence, QPainter, QPalette
from PySide6.QtWidgets import (QHBoxLayout, QMenu, QPushButton, QSizePolicy, QSlider,
                               QSpinBox, QVBoxLayout, QWidget)

from .action_bar_moves import ActionBarMoves
from .controller import Controller
from .idle_words import idle_text
from ..engine import actions as A
from ..engine.cards import Card
from ..engine.phases import DEFEND, RESPOND, TRIM, PriceBasis
from ..live.action_texts import action_label
from ..live.rule_messages import refusal_text
from ..live.session import Availability, GameSession
from ..live.i18n import fill, name_list
from ..live.key_names import key_names
from .plain_text import as_written, no_mnemonic, plain_label
from .whole_lines import keep_whole_lines

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


class ActionBar(ActionBarMoves, QWidget):
    """`ActionBar(session, controller, parent)`; see the module docstring."""

    cancel_requested = Signal()  # Esc: the table should drop its selection
    confirm_fold_changed = Signal(bool)

    GUARD_SECONDS = 0.35

    def __init__(self, session: GameSession, controller: Controller, parent=None, table=None):
        super().__init__(parent)
        self.session = session
        self.controller = controller
        self._table = table  # the scene: the turn it shows, a move behind while cards move
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
        if table is not None:
            table.shown_changed.connect(self.refresh)
        self.refresh()

    # ----------------------------------------------------------------------------------------
    # Construction

    def paintEvent(self, event) -> None:
        """The palette's alternate base under a line of its mid colour. Painted here, not by
        a style sheet: one on the bar put Qt's style sheet style on it and every button in
        it, ~2 ms before the dealt table's first frame."""
        painter = QPainter(self)
        palette = self.palette()
        painter.fillRect(self.rect(), palette.color(QPalette.ColorRole.AlternateBase))
        painter.fillRect(0, 0, self.width(), 1, palette.color(QPalette.ColorRole.Mid))

    def _build(self) -> None:
        self.setObjectName("ActionBar")
        self.setAccessibleName(self.tr("Actions"))
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        # The prompt and the buttons in a row; under them, the bar wide, the details line (a
        # battle preview had 130 px beside the prompt at 1024 x 600: ten lines).
        outer = QVBoxLayout(self)
        outer.setContentsMargins(14, 8, 14, 8)
        outer.setSpacing(4)
        layout = QHBoxLayout()
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(8)
        outer.addStretch(1)  # the rows in the middle of a bar kept taller than they need
        outer.addLayout(layout)

        self.prompt_label = plain_label(self)
        self.prompt_label.setObjectName("action_prompt")
        keep_whole_lines(self.prompt_label)  # a narrow bar: more lines, none cut
        font = self.prompt_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.15)
        font.setBold(True)
        self.prompt_label.setFont(font)
        # No fixed accessible name: a screen reader reads the prompt's own text.
        self.prompt_label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)

        self.detail_label = plain_label(self)  # why Done is not possible yet, and the like
        self.detail_label.setObjectName("action_detail")
        self.detail_label.setWordWrap(True)
        self.detail_label.hide()
        layout.addWidget(self.prompt_label, 1)
        outer.addWidget(self.detail_label)
        outer.addStretch(1)

        # No-limit raise amount (R14.3): a slider and a spin box kept in step.
        self.raise_slider = QSlider(Qt.Orientation.Horizontal, self)
        self.raise_slider.setObjectName("raise_slider")
        self.raise_slider.setMinimumWidth(140)
        self.raise_slider.setAccessibleName(self.tr("Raise amount"))
        self.raise_spin = QSpinBox(self)
        self.raise_spin.setObjectName("raise_spin")
        self.raise_spin.setMinimumHeight(34)
        self.raise_spin.setAccessibleName(self.tr("Raise amount"))
        self.raise_spin.setToolTip(fill(self.tr("How much to raise; R or {enter} raises"),
                                        **key_names()))
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
        # Each target's battle preview: a tooltip for the mouse, and the details line for
        # the keyboard as the arrow keys move over the targets.
        self.attack_menu.setToolTipsVisible(True)
        self.attack_menu.aboutToShow.connect(self._add_battle_previews)
        self.attack_menu.hovered.connect(self._show_battle_preview)
        # Closed, it takes its preview with it: the details line says again what it said.
        self.attack_menu.aboutToHide.connect(self.refresh)

        height = max(b.sizeHint().height() for b in self.buttons.values())
        margins = outer.contentsMargins()
        self._least_height = max(height, 36) + margins.top() + margins.bottom()
        self._held_width = -1
        self.setMinimumHeight(self._least_height)

    def resizeEvent(self, event) -> None:
        """Keep the tallest height the bar has had at its width. A wrapped details line (a
        battle preview, how to pick soldiers) makes the bar taller and the table above it
        smaller; giving the room back at the next turn without one made the table shrink
        and grow at every turn. A new width starts afresh (the lines wrap anew): the
        layout then gives the bar the height it needs at that width."""
        super().resizeEvent(event)
        width, height = event.size().width(), event.size().height()
        if width != self._held_width:
            self._held_width = width
            self.setMinimumHeight(self._least_height)
        elif height > self.minimumHeight():
            self.setMinimumHeight(height)

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

    @Slot()
    def refresh(self) -> None:
        # Always current: the session updates it before it tells anyone of a change.
        availability = self.session.availability
        self._availability = availability
        self._prune_selection()
        view = self.session.view() if availability.seat is not None else None
        shown: dict[str, tuple[bool, str, str]] = {}  # name -> (enabled, text, tooltip)
        detail = ""
        no_limit_raise = False
        if view is None:
            on_table = getattr(self._table, "shown_to_act", None)
            prompt = idle_text(self.session, self._thinking, on_table)
        elif availability.phase == TRIM:
            prompt, detail = self._trim(view, shown)
        elif availability.phase in (DEFEND, RESPOND):
            prompt, no_limit_raise = self._answer(availability, view, shown)
            detail = self._call_price_text(availability, view)
        else:
            prompt = self._turn(availability, view, shown)
            if availability.discard and not self._selection:
                # The Discard button is off until soldiers are picked: say how to pick them.
                detail = self.tr("To discard, click soldiers on the table (Ctrl or Shift + "
                                 "click for several), then press Discard.")

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
            button.setToolTip(as_written(tip))
            button.setAccessibleName(text.replace("&&", "&"))
            button.setAccessibleDescription(tip)
            button.setEnabled(enabled)
            action.setEnabled(enabled)
            action.setToolTip(as_written(tip))
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

    @staticmethod
    def _why(view, kind: type) -> str:
        """Why no move of `kind` is possible, in the engine's words, translated ('' if one
        is)."""
        violation = view.refusal_for(kind)
        return "" if violation is None else refusal_text(violation)

    def _turn(self, availability: Availability, view, shown: dict) -> str:
        seat = availability.seat
        shown["buy"] = (availability.buy, self.tr("Buy"), fill(self.tr(
            "Pay {price} and take the top card of the draw pile as a soldier (B)"),
                price=view.buy_price) if availability.buy else self._why(view, A.Buy))

        count = len(self._selection)
        discard = A.Discard(seat, self._selection)
        if not availability.discard:
            discard_tip = self._why(view, A.Discard)
        elif not count:
            discard_tip = self.tr("Select soldiers on the table first (Ctrl/Shift+click)")
        elif view.price_of(discard):
            discard_tip = fill(self.tr("Pay {price} and discard the selection (D)"),
                price=view.price_of(discard))
        else:
            discard_tip = self.tr("Discard the selection (D)")
        discard_text = action_label(discard, view) if count else self.tr("Discard")
        shown["discard"] = (availability.discard and count > 0, discard_text, discard_tip)
        shown["stay"] = (availability.stay, self.tr("Stay"),
                         self.tr("Do nothing; the turn passes (S)"))
        shown["fold"] = (availability.fold, self.tr("Fold"),
                         self.tr("Leave the hand; your chips stay in the pot (F)"))

        amount = availability.bet_amount
        if availability.attack:
            targets = name_list(view.names[t] for t in availability.attack_targets)
            attack_tip = fill(self.tr("Attack {targets} for {amount} (A)"),
                targets=targets, amount=amount)
            if len(availability.attack_targets) == 1:  # A attacks at once: preview it here
                from ..live.battle_preview import preview_text

                attack_tip += "\n" + preview_text(view, availability.attack_targets[0])
            # Where the bet comes from (R12.3).
            price = view.bet_price(seat)
            attack_tip += "\n" + fill(self.tr("The bet is (your %Ln soldiers + 1) × the small "
                                               "bet of {small_bet}.", "", price.soldiers),
                                       small_bet=price.small_bet)
        else:
            attack_tip = self._why(view, A.Bet)
        shown["attack"] = (availability.attack,
                           fill(self.tr("Attack (bet {amount})"), amount=amount), attack_tip)
        return fill(self.tr("Your turn, {name}"), name=view.names[seat])

    def _trim(self, view, shown: dict) -> tuple[str, str]:
        ok, why = self.controller.trim_status()
        me = view.viewer
        marked = len(self.controller.trim_marked)
        if ok:
            done_tip = fill(self.tr("End the turn; soldiers kept: {count} ({enter})"),
                            count=len(view.soldiers[me]) - marked, **key_names())
            detail = (fill(self.tr("Marked for the discard pile: {count}"), count=marked)
                      if marked else "")
        else:
            done_tip = why
            detail = why
        count = len(self._selection)
        shown["discard"] = (
            count > 0,
            action_label(A.Discard(me, self._selection), view) if count else self.tr("Discard"),
            self.tr("Mark the selection for the discard pile (D)") if count else
            self.tr("Select soldiers on the table first (Ctrl/Shift+click)"))
        soldiers = len(view.soldiers[me])
        if soldiers <= view.max_soldiers:
            # Nothing has to go: keeping every soldier is one click (or Enter).
            done_text = self.tr("Done") if marked else self.tr("Keep all")
            prompt = fill(self.tr("You may discard soldiers you do not want (drag them to the "
                                  "discard pile, or select them with {space} and press D), or "
                                  "keep them all."), **key_names())
        else:
            done_text = self.tr("Done")
            prompt = fill(self.tr("Discard down to at most %Ln soldiers: drag them to the "
                                  "discard pile (or {space} on each, then D), then Done", "",
                                  view.max_soldiers), **key_names())
        shown["done"] = (ok, done_text, done_tip)
        return prompt, detail

    def _call_price_text(self, availability: Availability, view) -> str:
        """Where the call's price comes from (R13.2, R14.1, R13.4), so "attacks you for 5"
        next to "Call 10" makes sense."""
        price = view.call_price()
        if price.basis == PriceBasis.ALL_IN:
            return self.tr("You cannot pay the whole call: calling puts in all your %Ln "
                           "chips.", "", price.amount)
        if price.basis == PriceBasis.LATEST_RAISE:
            return fill(self.tr("A call pays the latest raise: {amount}."), amount=price.amount)
        if price.basis == PriceBasis.ATTACKERS_BET:
            return fill(self.tr("A call matches the attacker's bet: {amount}."),
                        amount=price.amount)
        return fill(self.tr("A call costs (your %Ln soldiers + 1) × the small bet of "
                            "{small_bet} = {amount}.", "", price.soldiers),
                    small_bet=price.small_bet, amount=price.amount)

    def _answer(self, availability: Availability, view, shown: dict) -> tuple[str, bool]:
        seat = availability.seat
        battle = view.battle
        other = battle.opponent_of(seat)
        other_name = view.names[other]
        if availability.phase == DEFEND:
            prompt = fill(self.tr("{name} attacks you for {amount}"),
                name=other_name, amount=battle.bet)
        else:
            prompt = fill(self.tr("{name} raises {amount}"), name=other_name,
                                                              amount=battle.owed)
        shown["fold"] = (availability.fold, self.tr("Fold"), fill(self.tr(
            "Give up: {name} takes your banner and soldiers (F)"), name=other_name))
        amount = availability.call_amount
        if availability.call_all_in:
            call_tip = self.tr("Pay all your %Ln chips; the battle goes ahead (C)", "",
                               amount)
        else:
            call_tip = fill(self.tr("Pay {amount} and compare battle hands (C)"),
                amount=amount)
        shown["call"] = (availability.call, no_mnemonic(action_label(A.Call(seat), view)),
                         call_tip)

        no_limit_raise = False
        if availability.raise_:
            low, high = availability.raise_range
            if view.rules.is_limit:
                tip = fill(self.tr("Call and raise {amount} (R)"), amount=low)
            else:
                no_limit_raise = True
                tip = fill(self.tr("Call and raise by the amount chosen, {low} to {high} (R: choose, "
                                   "R again or {enter}: raise)"), low=low, high=high,
                           **key_names())
            shown["raise"] = (True, action_label(A.Raise(seat, None), view), tip)
        else:
            shown["raise"] = (False, self.tr("Raise"), self._why(view, A.Raise))
        return prompt, no_limit_raise

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
