"""The main window's docks: the seats and the game log (with its hand picker), at the end of a
line of reading, taking their share of the width as the window is shown and resized. A mixin of
`MainWindow` (main_window.py)."""

from __future__ import annotations

from PySide6.QtCore import QTimer, Slot
from PySide6.QtWidgets import QWidget


class WindowDocks:
    """The seats and log docks: built, placed and sized."""

    def _build_docks(self) -> None:
        from PySide6.QtWidgets import QDockWidget, QSpinBox, QVBoxLayout

        from .log_view import LogView
        from .seats_table import SeatsTableView
        from .window_room import DockRoom

        self.seats_table = SeatsTableView(self)  # its columns fit the dock (seats_table.py)
        self.seats_table.setAccessibleName(self.tr("Seats"))
        self.seats_dock = QDockWidget(self.tr("Seats"), self)
        self.seats_dock.setObjectName("seats_dock")
        self.seats_dock.setWidget(self.seats_table)

        self.log_view = LogView(self)
        self.log_view.setAccessibleName(self.tr("Game log"))
        self.log_view.setTabChangesFocus(True)  # read-only: Tab goes on to the next pane
        # Which hands the log tells: the recent ones as they are played, or one earlier hand.
        picker = self.log_hand_picker = QSpinBox(self)
        picker.setSpecialValueText(self.tr("Recent hands"))
        picker.setPrefix(self.tr("Hand "))
        picker.setKeyboardTracking(False)  # one hand told per choice, not per digit typed
        picker.setToolTip(self.tr("Read an earlier hand in the log"))
        picker.setAccessibleName(self.tr("Hand shown in the log"))
        picker.valueChanged.connect(self.on_log_hand_picked)
        log = QWidget(self)
        log_layout = QVBoxLayout(log)
        log_layout.setContentsMargins(0, 0, 0, 0)
        log_layout.addWidget(picker)
        log_layout.addWidget(self.log_view, 1)
        self.log_dock = QDockWidget(self.tr("Game log"), self)
        self.log_dock.setObjectName("log_dock")
        self.log_dock.setWidget(log)
        for dock in (self.seats_dock, self.log_dock):
            # Where the player left them, when the window's state was restored before the
            # docks existed (restore_window at start); else at the end of a line of reading.
            if not (self._docks_sized and self.restoreDockWidget(dock)):
                self.addDockWidget(self._dock_area(), dock)
        # A small window: the docks fold away where the table would lack its least width
        # (a window shown already, as its frame first, has had its resizes: once the docks
        # are shown in it).
        self.dock_room = DockRoom(self, self.MINIMUM.width())
        if self.isVisible():
            QTimer.singleShot(0, self, self.dock_room.follow)
        if self._restored_dock_width is not None:
            # Their width as left (once laid out; none kept: their usual share): put back in
            # the state's places, each came back as wide as the window, and the table was
            # squeezed to its least width.
            width, self._restored_dock_width = self._restored_dock_width, None
            QTimer.singleShot(0, self, lambda: self._size_docks(
                width / max(1, self.width()) if width else self.DOCK_SHARE))

    def _dock_area(self):
        """The docks sit at the end of a line of reading: on the right, or on the left in a
        right-to-left language (dock areas do not mirror by themselves)."""
        from PySide6.QtCore import Qt

        if self.layoutDirection() == Qt.LayoutDirection.RightToLeft:
            return Qt.DockWidgetArea.LeftDockWidgetArea
        return Qt.DockWidgetArea.RightDockWidgetArea

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._place_docks()

    def _place_docks(self) -> None:
        """The table is what matters: the docks take about a quarter of the width (once, when
        both the window is shown and the docks are there, unless restored as left)."""
        if not self._docks_sized and self.seats_dock is not None:
            self._docks_sized = True
            self._size_docks(self.DOCK_SHARE)
        if self.seats_dock is not None:
            self.dock_room.follow()

    # The docks' share of the window's width, and their bounds in pixels.
    DOCK_SHARE = 0.24
    DOCK_WIDTH = (250, 460)

    def least_dock_width(self) -> int:
        """The docks' least width: never so narrow that the seats' words must be cut (the
        dock's own frame: + 4)."""
        low, high = self.DOCK_WIDTH
        return max(low, min(high, self.seats_table.fitting_width() + 4))

    def widen_docks_to_their_words(self) -> None:
        """Once the seats have their model: docks sized before it (a game built into the
        window's frame, as the app starts) took 250 pixels or their share of the width, and
        the seats' words, known only now, were cut ("Descartan…"). Not yet shown, they are
        sized again as they were; shown, widened only."""
        dock = self.seats_dock
        if not self._docks_sized or dock.isFloating():
            return
        if not dock.isVisible():
            self._size_docks(self.DOCK_SHARE)  # (a width restored comes after: _build_docks)
        elif dock.width() < self.least_dock_width():
            self._size_docks(dock.width() / max(1, self.width()))

    def _size_docks(self, share: float) -> None:
        from PySide6.QtCore import Qt

        low, high = self.least_dock_width(), self.DOCK_WIDTH[1]
        width = max(low, min(high, int(self.width() * share)))
        self.resizeDocks([self.seats_dock, self.log_dock], [width, width],
                         Qt.Orientation.Horizontal)

    def resizeEvent(self, event) -> None:
        # The docks keep their share of the width as the window grows or shrinks (a dock
        # the player widened stays as wide, in proportion), rather than a fixed width.
        old = event.oldSize().width()
        share = None
        if (self._docks_sized and old > 0 and self.seats_dock is not None
                and self.seats_dock.isVisible()
                and not self.seats_dock.isFloating()):
            share = self.seats_dock.width() / old
        super().resizeEvent(event)
        if self.seats_dock is not None:
            self.dock_room.follow()
            if share is not None and not self.seats_dock.isVisible():
                share = None  # folded away just now
        if share is not None and event.size().width() != old:
            self._size_docks(share)

    @Slot(int)
    def on_log_hand_picked(self, number: int) -> None:
        self.log_model.show_hand(number or None)
        if number:
            self.log_view.verticalScrollBar().setValue(0)  # an earlier hand reads from its start

    def _update_hand_picker(self, reset: bool = False) -> None:
        """Any finished hand may be read; a new game starts with the recent hands."""
        picker = self.log_hand_picker
        picker.blockSignals(True)
        picker.setMaximum(self.session.match.finished_hands)
        if reset:
            picker.setValue(0)
        picker.blockSignals(False)
