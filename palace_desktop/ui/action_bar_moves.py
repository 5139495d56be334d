"""What the action bar's buttons and keys do (action_bar.py): every move goes through the
`Controller`, as a drag does; Attack with several targets opens a menu of them, each with its
battle preview; Raise in no-limit first moves to the amount box."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt, Slot
from PySide6.QtGui import QAction

from ..engine import actions as A
from ..live.action_texts import action_label
from ..live.session import Availability
from .plain_text import as_written, no_mnemonic


class ActionBarMoves:
    """Mixed into `ActionBar` (before QWidget): its moves and its attack menu."""

    # ----------------------------------------------------------------------------------------
    # The attack menu

    def _rebuild_attack_menu(self, availability: Availability, view) -> None:
        self.attack_menu.clear()
        if view is None or not availability.attack:
            return
        for target in availability.attack_targets:
            text = action_label(A.Bet(availability.seat, target), view)
            item = self.attack_menu.addAction(no_mnemonic(text))
            item.setData(target)
            item.triggered.connect(lambda _checked=False, t=target: self.attack_target(t))

    @Slot()
    def _add_battle_previews(self) -> None:
        view = self.session.view()
        if view is None:
            return
        from ..live.battle_preview import preview_text

        for item in self.attack_menu.actions():
            if item.statusTip():
                continue  # worked out when the menu last opened for this turn
            preview = preview_text(view, item.data())
            item.setToolTip(as_written(preview))
            item.setStatusTip(preview)

    @Slot(QAction)
    def _show_battle_preview(self, item: QAction) -> None:
        if item.statusTip():
            self.detail_label.setText(item.statusTip())
            self.detail_label.setVisible(True)

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
        if not self.ask_to_fold(self.controller.fold_question()):
            return False
        return self.controller.fold()

    def ask_to_fold(self, question: str) -> bool:
        """The one fold question, for the Fold button, its key and a banner dropped on the
        discard pile: asked when there is a question and `confirm_fold` is on. True: fold."""
        if not question or not self._confirm_fold:
            return True
        from .dialogs import fold_confirm  # a dialog: not before the first frame

        fold, dont_ask = fold_confirm.ask_fold(self.window(), question)
        if fold and dont_ask:
            self.confirm_fold = False
        return fold

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
