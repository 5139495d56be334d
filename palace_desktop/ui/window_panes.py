"""The main window's panes for the keyboard (F6 and Tab go round the table, the action bar,
the seats and the log) and the tutorial's panel above the table, for which the table gives way
on a small screen. A mixin of `MainWindow` (main_window.py)."""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QEvent, QTimer
from PySide6.QtWidgets import QWidget


class WindowPanes:
    """Keyboard panes, the tab chain, the table's questions and the tutorial panel."""

    def _build_ask_table(self) -> None:
        """The table's questions (Help ▸ Ask the table, keys M T P L W), once the table's
        first frame is on screen, which does without them (issue 43: `after_table_paint`)."""
        from .ask_table import AskTable

        self.ask_table = AskTable(self)
        for action in self.ask_table.actions.values():
            self.ask_menu.addAction(action)
        self.ask_menu.setEnabled(True)

    # ----------------------------------------------------------------------------------------
    # The tutorial's panel (Help ▸ Learn to play) sits above the table

    def show_tutorial_panel(self, panel: QWidget) -> None:
        self.centre_layout.insertWidget(0, panel)
        panel.show()
        # Its height follows each step's text: on a small screen the window, fitted without
        # it, cannot grow, so the table gives way (else it lies under the action bar).
        panel.installEventFilter(self)
        self._table_gives_way_later()

    def hide_tutorial_panel(self, panel: QWidget) -> None:
        panel.removeEventFilter(self)
        self.centre_layout.removeWidget(panel)
        panel.hide()

    def eventFilter(self, watched, event) -> bool:
        # Only the tutorial's panel and the action bar are watched: each grows with its text.
        if event.type() == QEvent.Type.Resize:
            self._table_gives_way_later()
        return super().eventFilter(watched, event)

    def _table_gives_way_later(self) -> None:
        # Once the layout has given the panel or the bar its height for its text.
        QTimer.singleShot(0, self, self._table_gives_way)

    def _table_gives_way(self) -> None:
        # The window cannot grow past the screen it was fitted to, and a layout short of room
        # lays its parts over each other: what of the table lies under the action bar, the
        # table gives up from its minimum height (down to half its minimum as built), as
        # `fit_into` does.
        table = self.table_view
        overlap = table.geometry().bottom() + 1 - self.action_bar.geometry().top()
        if overlap > 0:
            least = table.minimumHeight()
            given = max(self._table_least_height // 2, least - overlap)
            if given < least:
                table.setMinimumHeight(given)

    # ----------------------------------------------------------------------------------------
    # Keyboard panes: F6 and Shift+F6 go round the table, the action bar, the seats and the log

    def panes(self) -> list[QWidget]:
        return [self.table_view, self.action_bar, self.seats_table, self.log_view,
                *self.extra_panes]

    def _pane_target(self, pane: QWidget) -> Optional[QWidget]:
        """The widget a pane's focus goes to, or None when the pane cannot take it now."""
        if not pane.isVisible() or not pane.isEnabled():
            return None
        if pane is self.action_bar:
            return next((w for w in self._action_bar_chain()
                         if w.isVisible() and w.isEnabled()), None)
        return pane

    def _action_bar_chain(self) -> list[QWidget]:
        bar = self.action_bar
        return [bar.buttons[name] for name in bar.buttons if name != "raise"] + [
            bar.raise_slider, bar.raise_spin, bar.buttons["raise"]]

    def current_pane(self) -> Optional[QWidget]:
        from PySide6.QtWidgets import QApplication

        focus = QApplication.focusWidget()
        for pane in self.panes():
            if focus is not None and (focus is pane or pane.isAncestorOf(focus)):
                return pane
        return None

    def focus_pane(self, delta: int) -> None:
        from PySide6.QtCore import Qt

        panes = self.panes()
        current = self.current_pane()
        start = panes.index(current) if current in panes else (-1 if delta > 0 else 0)
        for step in range(1, len(panes) + 1):
            target = self._pane_target(panes[(start + delta * step) % len(panes)])
            if target is not None:
                target.setFocus(Qt.FocusReason.ShortcutFocusReason)
                return

    def _order_tab_chain(self) -> None:
        """Tab goes round the panes in F6's order: the table, the action bar's buttons, the
        seats, the log's hand picker and the log, then the table again."""
        chain = ([self.table_view] + self._action_bar_chain()
                 + [self.seats_table, self.log_hand_picker, self.log_view, self.table_view])
        for first, second in zip(chain, chain[1:]):
            QWidget.setTabOrder(first, second)
