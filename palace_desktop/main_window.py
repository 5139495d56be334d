"""The main window: the table in the centre, docks for the seats and the game log, menus with
the usual actions, and a status bar that always shows the pot and whose turn it is."""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QCoreApplication, QSize, Qt, Slot
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import (QAbstractItemView, QDockWidget, QHeaderView, QLabel, QListView,
                               QMainWindow, QMessageBox, QTableView)

from . import __version__
from .controller import Controller
from .engine.actions import RuleViolation
from .models import LogModel, SeatsModel
from .rule_messages import refusal_text
from .session import GameSession
from .table.animation import SPEEDS
from .table.items import CardItem
from .table.scene import TableScene, TableView


class MainWindow(QMainWindow):
    MINIMUM = QSize(1024, 640)

    def __init__(self, session: GameSession, parent=None):
        super().__init__(parent)
        self.session = session
        self.setWindowTitle(self.tr("Palace Desktop"))
        self.setMinimumSize(self.MINIMUM)
        self.scene = TableScene(self)
        self.table_view = TableView(self.scene, self)
        self.seats_model = SeatsModel(session, self)
        self.log_model = LogModel(session, self)
        self.controller = Controller(session, self)
        self._build_centre()
        self._wire_table()
        from .dialogs.curtain import Curtain

        self.curtain = Curtain(self)
        self.curtain.continued.connect(self.on_curtain_continued)
        self._handover_seat: Optional[int] = None
        session.handover_needed.connect(self.on_handover_needed)
        self._build_docks()
        self._build_status_bar()
        self._build_actions()
        self._build_menus()
        session.events_applied.connect(self.on_events)
        session.action_refused.connect(self.on_refused)
        session.viewer_changed.connect(self.on_viewer_changed)
        self.scene.configure(len(session.match.names), session.viewer, session.match.names,
                             self.seat_notes())
        view = session.view()
        if view is not None:
            self.scene.show_view(view)
        self.update_status()

    # ----------------------------------------------------------------------------------------
    # Construction

    def seat_notes(self) -> dict[int, str]:
        from .models import kind_text

        return {seat: kind_text(kind) for seat, kind in enumerate(self.session.kinds)
                if kind.kind == "bot"}

    def _build_centre(self) -> None:
        from PySide6.QtWidgets import QVBoxLayout, QWidget

        from .action_bar import ActionBar

        self.action_bar = ActionBar(self.session, self.controller, self)
        centre = QWidget(self)
        layout = QVBoxLayout(centre)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.table_view, 1)
        layout.addWidget(self.action_bar)
        self.setCentralWidget(centre)
        self.action_bar.cancel_requested.connect(self.scene.gestures.cancel)
        self.scene.gestures.on_selection_changed = self.action_bar.set_selected_soldiers

    def _wire_table(self) -> None:
        gestures = self.scene.gestures
        gestures.controller = self.controller
        gestures.confirm = self.confirm_fold
        gestures.on_refused = self.show_refusal
        self.controller.refused.connect(self.show_refusal)
        self.controller.trim_changed.connect(
            lambda: self.scene.set_trim_marked(self.controller.trim_marked))
        self.scene.busy_changed.connect(self.on_table_busy)
        self.session.thinking_changed.connect(self.on_thinking)
        self.session.bot_decided.connect(self.on_bot_decided)
        self.session.bot_failed.connect(
            lambda seat, message: self.statusBar().showMessage(
                self.tr("{name}'s bot failed: {message}").format(
                    name=self.session.match.names[seat], message=message), 8000))

    @Slot(bool)
    def on_table_busy(self, busy: bool) -> None:
        # Input waits while cards move; so do the bots, so people can follow.
        self.controller.input_blocked = busy
        self.session.set_presentation_busy(busy)
        if not busy and self._handover_seat is not None:
            self._raise_curtain()

    # ----------------------------------------------------------------------------------------
    # Hot seat

    @Slot(int)
    def on_handover_needed(self, seat: int) -> None:
        """Another person must take the screen: once the cards stop moving (the one who just
        acted sees the result), cover the window and show only the public table."""
        self._handover_seat = seat
        if not self.scene.busy:
            self._raise_curtain()

    def _raise_curtain(self) -> None:
        from .session import SPECTATOR

        seat = self._handover_seat
        self.session.set_viewer(SPECTATOR)
        self.curtain.show_for(seat, self.session.match.names[seat])

    @Slot(int)
    def on_curtain_continued(self, seat: int) -> None:
        self._handover_seat = None
        self.session.accept_handover(seat)
        self.table_view.setFocus()

    @Slot(int, bool)
    def on_thinking(self, seat: int, thinking: bool) -> None:
        self.seats_model.set_thinking(seat, thinking)
        self.scene.set_thinking(seat, thinking)

    @Slot(int, object)
    def on_bot_decided(self, seat: int, reason) -> None:
        from .bot_reasons import reason_text

        self.log_model.add_line(reason_text(reason))

    def confirm_fold(self, question: str) -> bool:
        """Folding by dragging the banner asks the same question as the Fold button, once."""
        from .dialogs import fold_confirm

        if not self.action_bar.confirm_fold:
            return True
        fold, dont_ask = fold_confirm.ask_fold(self, question)
        if fold and dont_ask:
            self.action_bar.confirm_fold = False
        return fold

    @Slot(str)
    def show_refusal(self, text: str) -> None:
        self.statusBar().showMessage(text, 6000)

    def _build_docks(self) -> None:
        self.seats_table = QTableView(self)
        self.seats_table.setModel(self.seats_model)
        self.seats_table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.seats_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.seats_table.verticalHeader().setVisible(False)
        header = self.seats_table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.seats_dock = QDockWidget(self.tr("Seats"), self)
        self.seats_dock.setObjectName("seats_dock")
        self.seats_dock.setWidget(self.seats_table)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.seats_dock)

        self.log_view = QListView(self)
        self.log_view.setModel(self.log_model)
        self.log_view.setWordWrap(True)
        self.log_view.setUniformItemSizes(False)
        self.log_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.log_model.rowsInserted.connect(lambda *_: self.log_view.scrollToBottom())
        self.log_dock = QDockWidget(self.tr("Game log"), self)
        self.log_dock.setObjectName("log_dock")
        self.log_dock.setWidget(self.log_view)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.log_dock)
        self._docks_sized = False

    def _build_status_bar(self) -> None:
        self.pot_label = QLabel(self)
        self.turn_label = QLabel(self)
        self.statusBar().addPermanentWidget(self.turn_label)
        self.statusBar().addPermanentWidget(self.pot_label)

    def _build_actions(self) -> None:
        self.quit_action = QAction(self.tr("&Quit"), self)
        self.quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        self.quit_action.triggered.connect(self.close)

        self.next_hand_action = QAction(self.tr("Deal the &next hand"), self)
        self.next_hand_action.setShortcut(QKeySequence(Qt.Key.Key_N))
        self.next_hand_action.triggered.connect(self.deal_next_hand)

        self.zoom_in_action = QAction(self.tr("Zoom &in"), self)
        self.zoom_in_action.setShortcut(QKeySequence.StandardKey.ZoomIn)
        self.zoom_in_action.triggered.connect(self.table_view.zoom_in)
        self.zoom_out_action = QAction(self.tr("Zoom &out"), self)
        self.zoom_out_action.setShortcut(QKeySequence.StandardKey.ZoomOut)
        self.zoom_out_action.triggered.connect(self.table_view.zoom_out)
        self.zoom_reset_action = QAction(self.tr("&Fit the table"), self)
        self.zoom_reset_action.setShortcut(QKeySequence(Qt.Modifier.CTRL | Qt.Key.Key_0))
        self.zoom_reset_action.triggered.connect(self.table_view.zoom_reset)
        self.full_screen_action = QAction(self.tr("F&ull screen"), self)
        self.full_screen_action.setCheckable(True)
        self.full_screen_action.setShortcut(QKeySequence.StandardKey.FullScreen)
        self.full_screen_action.toggled.connect(self.set_full_screen)
        self.four_colour_action = QAction(self.tr("&Four-colour deck"), self)
        self.four_colour_action.setCheckable(True)
        self.four_colour_action.toggled.connect(self.set_four_colour)

        self.speed_group = QActionGroup(self)
        self.speed_actions = {}
        labels = {"slow": self.tr("&Slow"), "normal": self.tr("&Normal"),
                  "fast": self.tr("&Fast"), "instant": self.tr("&Instant")}
        for key in SPEEDS:
            action = QAction(labels[key], self)
            action.setCheckable(True)
            action.setData(key)
            action.triggered.connect(lambda _checked=False, k=key: self.set_speed(k))
            self.speed_group.addAction(action)
            self.speed_actions[key] = action
        self.speed_actions["normal"].setChecked(True)

        self.about_action = QAction(self.tr("&About Palace Desktop"), self)
        self.about_action.triggered.connect(self.show_about)

    def _build_menus(self) -> None:
        game = self.menuBar().addMenu(self.tr("&Game"))
        game.addAction(self.next_hand_action)
        game.addSeparator()
        game.addAction(self.quit_action)
        self.game_menu = game
        view = self.menuBar().addMenu(self.tr("&View"))
        view.addAction(self.zoom_in_action)
        view.addAction(self.zoom_out_action)
        view.addAction(self.zoom_reset_action)
        view.addAction(self.full_screen_action)
        view.addSeparator()
        view.addAction(self.four_colour_action)
        speed = view.addMenu(self.tr("&Animation speed"))
        for action in self.speed_actions.values():
            speed.addAction(action)
        view.addSeparator()
        view.addAction(self.seats_dock.toggleViewAction())
        view.addAction(self.log_dock.toggleViewAction())
        self.view_menu = view
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        help_menu.addAction(self.about_action)

    # ----------------------------------------------------------------------------------------
    # Reacting to the game

    @Slot(object)
    def on_events(self, events) -> None:
        view = self.session.view()
        self.scene.apply_events(self.session.events_for(events), view)
        self.update_status()

    @Slot(object)
    def on_refused(self, violation: RuleViolation) -> None:
        self.statusBar().showMessage(refusal_text(violation), 6000)

    @Slot(int)
    def on_viewer_changed(self, seat: int) -> None:
        self.scene.configure(len(self.session.match.names), seat, self.session.match.names,
                             self.seat_notes())
        view = self.session.view()
        if view is not None:
            self.scene.show_view(view)
        self.update_status()

    def update_status(self) -> None:
        state = self.session.state
        names = self.session.match.names
        if state is None:
            self.pot_label.setText("")
            self.turn_label.setText("")
            return
        self.pot_label.setText(self.tr("Pot: {amount}").format(amount=state.pot))
        if state.is_over:
            self.turn_label.setText(self.tr("Hand over"))
        else:
            self.turn_label.setText(self.tr("To act: {name}").format(name=names[state.to_act]))
        self.next_hand_action.setEnabled(state.is_over and not self.session.match.is_over)

    # ----------------------------------------------------------------------------------------
    # Menu actions

    @Slot()
    def deal_next_hand(self) -> None:
        match = self.session.match
        if match.hand_in_progress or match.is_over:
            return
        self.session.start_hand()

    @Slot(bool)
    def set_full_screen(self, on: bool) -> None:
        if on:
            self.showFullScreen()
        else:
            self.showNormal()

    @Slot(bool)
    def set_four_colour(self, on: bool) -> None:
        CardItem.set_four_colour(on)
        self.scene.update()

    def set_speed(self, key: str) -> None:
        self.scene.animator.speed = SPEEDS[key]
        if SPEEDS[key] == 0:
            self.scene.animator.finish_now()
        self.speed_actions[key].setChecked(True)

    @Slot()
    def show_about(self) -> None:
        QMessageBox.about(self, self.tr("About Palace Desktop"), self.tr(
            "<h3>Palace Desktop {version}</h3>"
            "<p>Palace Poker (also Castle Poker or Banner Poker): every bet is a heads-up "
            "battle. Each player shows a banner card, hides three palace cards and buys up to "
            "five soldiers.</p>").format(version=__version__))

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if not self._docks_sized:
            # The table is what matters: the docks take about a quarter of the width.
            self._docks_sized = True
            width = max(250, min(380, int(self.width() * 0.24)))
            self.resizeDocks([self.seats_dock, self.log_dock], [width, width],
                             Qt.Orientation.Horizontal)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self._docks_sized and event.oldSize().width() > 0:
            width = max(250, min(380, int(self.width() * 0.24)))
            if abs(self.seats_dock.width() - width) > 40 and not self.isFullScreen():
                self.resizeDocks([self.seats_dock], [width], Qt.Orientation.Horizontal)

    def closeEvent(self, event) -> None:
        self.session.stop()
        if self.session.worker is not None:
            self.session.worker.shutdown()
        self.scene.animator.finish_now()
        super().closeEvent(event)
