"""The hand-history viewer window: a `palace-hand/1` or `palace-match/1` document stepped
through on a table of its own, from one seat's view (only what that seat saw, R19) or the public
view.

What is shown where comes from a Qt-free `games.replay.ReplayCursor` (the history, the position,
the events each seat saw); this window holds the widgets, the Play timer and the wiring. A jump
shows its position at rest; a single step forward is animated from its events.
"""

from __future__ import annotations

import os
from typing import Any, Optional

from PySide6.QtCore import (QItemSelection, QItemSelectionModel, QLocale, QSize, QStringListModel,
                            Qt, QTimer, Slot)
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QHBoxLayout, QListView,
                               QMainWindow, QSizePolicy, QSplitter, QStyle, QToolBar, QVBoxLayout,
                               QWidget)

from ..engine import actions as A
from ..engine.view import SeatView
from ..games.replay import PUBLIC, ReplayCursor, ReplayHand
from ..live.action_texts import action_sentence
from ..live.narration import describe
from ..live.rule_messages import refusal_text
from .replay_position import show_position
from .table.speeds import SPEEDS
from .table.scene import TableScene
from .table.table_view import TableView
from ..live.i18n import fill, rule_number
from .plain_text import plain_label

__all__ = ["PUBLIC", "ReplayViewer"]  # PUBLIC: callers pick the public view by it


def _from_cursor(name: str, doc: str) -> property:
    """A read-only window attribute that is the cursor's (the app and the tests read them)."""
    return property(lambda self: getattr(self.cursor, name), doc=doc)


class ReplayViewer(QMainWindow):
    """Steps through a hand history on a table of its own, from one seat's view.

    Open a file with `ReplayViewer.from_file(path)` (it raises HistoryError with a one-line
    message for the caller to show); a window opened with a parent usually gets
    `Qt.WidgetAttribute.WA_DeleteOnClose` from its opener.
    """

    DEFAULT_SIZE = QSize(1200, 780)
    PLAY_INTERVAL_MS = 1200

    def __init__(self, doc: Any, parent=None, *, source: str = "", viewer: int = 0):
        """`doc`: a history document (then `viewer` picks the seat), or a cursor loaded
        already. Validate before any widget exists: an invalid document builds no half a
        window."""
        self.cursor = doc if isinstance(doc, ReplayCursor) else ReplayCursor(doc, viewer)
        super().__init__(parent)
        self.hands = self.cursor.hands
        self.names = self.cursor.names
        self.source = source
        self._row_group: list[int] = []  # log row -> index into cursor.groups
        self._playing = False
        self._step_when_idle = False
        self._play_timer = QTimer(self)
        self._play_timer.setObjectName("replay_play_timer")
        self._play_timer.setSingleShot(True)
        self._play_timer.setInterval(self.PLAY_INTERVAL_MS)
        self._play_timer.timeout.connect(self._on_play_tick)

        name = os.path.basename(source) if source else self.tr("untitled")
        self.file_name = os.path.basename(source) if source else ""
        self.setWindowTitle(fill(self.tr("Hand history \u2014 {file}"), file=name))
        self.resize(self.DEFAULT_SIZE)

        self.scene = TableScene(self)
        self.table_view = TableView(self.scene, self)
        # Nothing on this table can be played: keys belong to the window's shortcuts.
        self.table_view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.scene.busy_changed.connect(self._on_busy)
        self.log_model = QStringListModel(self)
        self._build_actions()
        self._build_toolbar()
        self._build_centre()
        self._build_menus()
        self._build_status_bar()

        self.scene.configure(len(self.names), self.seat, self.names)
        self._show_at_rest()

    @classmethod
    def from_file(cls, path, parent=None, **kwargs) -> "ReplayViewer":
        """A viewer for the history in `path`. Raises HistoryError (a ValueError) with a
        one-line reason when the file cannot be read or is not a valid history."""
        cursor = ReplayCursor.from_file(path, kwargs.pop("viewer", 0))
        return cls(cursor, parent, source=os.fspath(path), **kwargs)

    # ----------------------------------------------------------------------------------------
    # Construction

    def _build_actions(self) -> None:
        style = self.style()

        def action(text, icon, key, slot):
            act = QAction(style.standardIcon(icon), text, self)
            act.setShortcut(QKeySequence(key))
            act.setToolTip(f"{text} ({act.shortcut().toString(QKeySequence.SequenceFormat.NativeText)})")
            act.triggered.connect(slot)
            self.addAction(act)  # the shortcut works wherever the focus is
            return act

        SP = QStyle.StandardPixmap
        self.first_action = action(self.tr("First"), SP.SP_MediaSkipBackward, Qt.Key.Key_Home,
                                   self.go_first)
        self.previous_action = action(self.tr("Previous"), SP.SP_MediaSeekBackward,
                                      Qt.Key.Key_Left, self.go_previous)
        self.play_action = action(self.tr("Play"), SP.SP_MediaPlay, Qt.Key.Key_Space,
                                  self.toggle_play)
        self.next_action = action(self.tr("Next"), SP.SP_MediaSeekForward, Qt.Key.Key_Right,
                                  self.go_next)
        self.last_action = action(self.tr("Last"), SP.SP_MediaSkipForward, Qt.Key.Key_End,
                                  self.go_last)
        self.previous_hand_action = action(self.tr("Previous hand"), SP.SP_ArrowUp,
                                           Qt.Key.Key_PageUp, self.go_previous_hand)
        self.next_hand_action = action(self.tr("Next hand"), SP.SP_ArrowDown,
                                       Qt.Key.Key_PageDown, self.go_next_hand)

        self.close_action = QAction(self.tr("&Close"), self)
        self.close_action.setShortcut(QKeySequence.StandardKey.Close)
        self.close_action.triggered.connect(self.close)
        self.zoom_in_action = QAction(self.tr("Zoom &in"), self)
        self.zoom_in_action.setShortcut(QKeySequence.StandardKey.ZoomIn)
        self.zoom_in_action.triggered.connect(self.table_view.zoom_in)
        self.zoom_out_action = QAction(self.tr("Zoom &out"), self)
        self.zoom_out_action.setShortcut(QKeySequence.StandardKey.ZoomOut)
        self.zoom_out_action.triggered.connect(self.table_view.zoom_out)
        self.zoom_reset_action = QAction(self.tr("&Fit the table"), self)
        self.zoom_reset_action.setShortcut(QKeySequence(Qt.Modifier.CTRL | Qt.Key.Key_0))
        self.zoom_reset_action.triggered.connect(self.table_view.zoom_reset)
        self.speed_actions: dict[str, QAction] = {}
        self.speed_group = QActionGroup(self)  # exclusive: one speed ticked, as in the main window
        labels = {"slow": self.tr("&Slow"), "normal": self.tr("&Normal"),
                  "fast": self.tr("&Fast"), "instant": self.tr("&Instant")}
        for key in SPEEDS:
            act = QAction(labels[key], self)
            act.setCheckable(True)
            act.triggered.connect(lambda _checked=False, k=key: self.set_speed(k))
            self.speed_group.addAction(act)
            self.speed_actions[key] = act
        self.speed_actions["normal"].setChecked(True)

    def _build_toolbar(self) -> None:
        bar = QToolBar(self.tr("Replay"), self)
        bar.setObjectName("replay_toolbar")
        bar.setMovable(False)
        bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, bar)
        self.hand_combo = QComboBox(self)
        self.hand_combo.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        for hand in self.hands:
            self.hand_combo.addItem(self.hand_title(hand))
        self.hand_combo.setEnabled(len(self.hands) > 1)
        self.hand_combo.currentIndexChanged.connect(self.set_hand)
        bar.addWidget(self.hand_combo)
        bar.addSeparator()
        for act in (self.first_action, self.previous_action, self.play_action,
                    self.next_action, self.last_action):
            bar.addAction(act)
        bar.addSeparator()
        spacer = QWidget(self)
        spacer.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        bar.addWidget(spacer)
        watch_label = plain_label(self.tr("Watch as:"), self)
        bar.addWidget(watch_label)
        self.seat_combo = QComboBox(self)
        self.seat_combo.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        for seat, name in enumerate(self.names):
            self.seat_combo.addItem(name, seat)
        self.seat_combo.addItem(self.tr("Public view (no palace cards)"), PUBLIC)
        self.seat_combo.setCurrentIndex(self.seat_combo.findData(self.seat))
        self.seat_combo.currentIndexChanged.connect(
            lambda index: self.set_seat(self.seat_combo.itemData(index)))
        watch_label.setBuddy(self.seat_combo)
        bar.addWidget(self.seat_combo)
        self.toolbar = bar

    def _build_centre(self) -> None:
        table_side = QWidget(self)
        column = QVBoxLayout(table_side)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.table_view, 1)
        caption = QWidget(self)
        caption.setObjectName("replay_caption")
        row = QHBoxLayout(caption)
        row.setContentsMargins(12, 6, 12, 6)
        self.position_label = plain_label(self)
        self.action_label = plain_label(self)
        font = self.action_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.position_label.setFont(font)
        font.setBold(True)
        self.action_label.setFont(font)
        self.action_label.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        row.addWidget(self.position_label)
        row.addSpacing(18)
        row.addWidget(self.action_label, 1)
        column.addWidget(caption)

        self.log_view = QListView(self)
        self.log_view.setModel(self.log_model)
        self.log_view.setWordWrap(True)
        self.log_view.setUniformItemSizes(False)
        self.log_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.log_view.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.log_view.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.log_view.setToolTip(self.tr("Click a line to go to its action"))
        self.log_view.clicked.connect(self._on_log_clicked)
        log_side = QWidget(self)
        log_column = QVBoxLayout(log_side)
        log_column.setContentsMargins(6, 6, 6, 6)
        self.log_title = plain_label(self)
        log_column.addWidget(self.log_title)
        log_column.addWidget(self.log_view, 1)

        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(table_side)
        splitter.addWidget(log_side)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 0)
        splitter.setCollapsible(0, False)
        splitter.setSizes([self.DEFAULT_SIZE.width() - 320, 320])
        self.splitter = splitter
        self.setCentralWidget(splitter)

    def _build_menus(self) -> None:
        replay = self.menuBar().addMenu(self.tr("&Replay"))
        for act in (self.first_action, self.previous_action, self.play_action,
                    self.next_action, self.last_action):
            replay.addAction(act)
        replay.addSeparator()
        replay.addAction(self.previous_hand_action)
        replay.addAction(self.next_hand_action)
        replay.addSeparator()
        replay.addAction(self.close_action)
        view = self.menuBar().addMenu(self.tr("&View"))
        view.addAction(self.zoom_in_action)
        view.addAction(self.zoom_out_action)
        view.addAction(self.zoom_reset_action)
        speed = view.addMenu(self.tr("&Animation speed"))
        for act in self.speed_actions.values():
            speed.addAction(act)

    def _build_status_bar(self) -> None:
        # A label, not showMessage(): a menu's status tips would wipe a message.
        self.problem_label = plain_label(self)
        self.problem_label.setStyleSheet("color: #c0392b; font-weight: bold;")
        self.statusBar().addWidget(self.problem_label, 1)

    # ----------------------------------------------------------------------------------------
    # Where we are

    state = _from_cursor("state", "The full state at the current position (for tests and "
                                  "checks, not for display).")
    seat = _from_cursor("seat", "Whose view is shown: a seat, or PUBLIC.")
    hand_index = _from_cursor("hand_index", "The hand shown, 0-based.")
    position = _from_cursor("position", "How many actions of the current hand are applied.")
    action_count = _from_cursor("action_count", "How many actions of the current hand can be "
                                                "replayed.")

    @property
    def is_playing(self) -> bool:
        return self._playing

    @property
    def play_interval_ms(self) -> int:
        return self._play_timer.interval()

    @play_interval_ms.setter
    def play_interval_ms(self, value: int) -> None:
        self._play_timer.setInterval(max(0, int(value)))

    def view(self) -> SeatView:
        return self.cursor.view()

    def log_lines(self) -> list[str]:
        return self.log_model.stringList()

    def at_end(self) -> bool:
        return self.cursor.at_end()

    # ----------------------------------------------------------------------------------------
    # Moving

    @Slot()
    def go_first(self) -> None:
        self.pause()
        self._show_at_rest(self.hand_index, 0)

    @Slot()
    def go_last(self) -> None:
        self.pause()
        self._show_at_rest(self.hand_index, self.action_count)

    @Slot()
    def go_previous(self) -> None:
        self.pause()
        if self.cursor.step_back():
            self._show_at_rest()

    @Slot()
    def go_next(self) -> None:
        """One action forward, animated; at the end of a hand, the next hand's deal."""
        if self._step_forward() and self._playing:
            self._schedule_play()

    @Slot()
    def go_previous_hand(self) -> None:
        if self.hand_index > 0:
            self.set_hand(self.hand_index - 1)

    @Slot()
    def go_next_hand(self) -> None:
        if self.hand_index + 1 < len(self.hands):
            self.set_hand(self.hand_index + 1)

    @Slot(int)
    def set_hand(self, index: int) -> None:
        if not 0 <= index < len(self.hands):
            return
        self.pause()
        self._show_at_rest(index, 0)

    def go_to(self, hand: int, position: int) -> None:
        """Jump to `position` actions into hand `hand` (0-based, clamped), at rest."""
        self._show_at_rest(hand, position)

    def set_seat(self, seat: int) -> None:
        """Watch as `seat` (or PUBLIC): the table and the log are redrawn from its view."""
        if not self.cursor.can_watch(seat):
            return
        if self.seat_combo.itemData(self.seat_combo.currentIndex()) != seat:
            self.seat_combo.blockSignals(True)
            self.seat_combo.setCurrentIndex(self.seat_combo.findData(seat))
            self.seat_combo.blockSignals(False)
        if seat == self.seat:
            return
        self.cursor.watch(seat)
        self.scene.configure(len(self.names), seat, self.names)
        self._show_at_rest()

    def set_speed(self, key: str) -> None:
        self.scene.animator.speed = SPEEDS[key]
        if SPEEDS[key] == 0:
            self.scene.animator.finish_now()
        self.speed_actions[key].setChecked(True)

    def _show_at_rest(self, hand: Optional[int] = None, position: int = 0) -> None:
        """Show a position without animation: the cursor's, or (hand, position) after a jump
        there (rebuilt from the hand's deal)."""
        if hand is not None:
            self.cursor.jump(hand, position)
        show_position(self.scene, self.cursor)
        self._refresh()

    def _step_forward(self) -> bool:
        events = self.cursor.step_forward()
        if events is None:
            return False
        # A step asked for while cards still fly: those land at once, then this one plays.
        self.scene.animator.finish_now()
        self.scene.apply_events(events, self.view())
        self._refresh()
        return True

    # ----------------------------------------------------------------------------------------
    # Playing

    @Slot()
    def toggle_play(self) -> None:
        if self._playing:
            self.pause()
        else:
            self.play()

    @Slot()
    def play(self) -> None:
        """Step every `play_interval_ms` (and never before the last step's cards have landed)
        until the end of the history; from the end, start again at the hand's deal."""
        if self._playing:
            return
        if not self.cursor.can_step_forward():
            self._show_at_rest(self.hand_index, 0)
            if not self.cursor.can_step_forward():
                return
        self._playing = True
        self._schedule_play()
        self._update_play_action()

    @Slot()
    def pause(self) -> None:
        self._playing = False
        self._step_when_idle = False
        self._play_timer.stop()
        self._update_play_action()

    def _schedule_play(self) -> None:
        self._step_when_idle = False
        self._play_timer.start()

    @Slot()
    def _on_play_tick(self) -> None:
        if not self._playing:
            return
        if self.scene.busy:
            self._step_when_idle = True
            return
        if not self._step_forward() or not self.cursor.can_step_forward():
            self.pause()
            return
        self._schedule_play()

    @Slot(bool)
    def _on_busy(self, busy: bool) -> None:
        if not busy and self._step_when_idle and self._playing:
            self._step_when_idle = False
            self._play_timer.start(0)  # not from inside the animator's own signal

    def _update_play_action(self) -> None:
        style = self.style()
        if self._playing:
            self.play_action.setText(self.tr("Pause"))
            self.play_action.setIcon(style.standardIcon(QStyle.StandardPixmap.SP_MediaPause))
        else:
            self.play_action.setText(self.tr("Play"))
            self.play_action.setIcon(style.standardIcon(QStyle.StandardPixmap.SP_MediaPlay))
        self.play_action.setToolTip(f"{self.play_action.text()} ("
                                    f"{self.play_action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)})")

    # ----------------------------------------------------------------------------------------
    # Showing where we are

    def _refresh(self) -> None:
        cursor = self.cursor
        record, total = cursor.hand, cursor.action_count
        if self.hand_combo.currentIndex() != cursor.hand_index:
            self.hand_combo.blockSignals(True)
            self.hand_combo.setCurrentIndex(cursor.hand_index)
            self.hand_combo.blockSignals(False)
        locale = QLocale()
        if total == 0:
            position = self.tr("No actions")
        elif cursor.position == 0:
            position = fill(self.tr("Before action 1 of {total}"), total=locale.toString(total))
        else:
            position = fill(self.tr("Action {number} of {total}"),
                number=locale.toString(cursor.position), total=locale.toString(total))
        self.position_label.setText(position)
        dealer = self.names[cursor.state.dealer]
        action = cursor.last_action()
        if action is not None:
            self.action_label.setText(action_sentence(action, self.names))
        elif record.number is None:
            self.action_label.setText(fill(self.tr("{name} deals."), name=dealer))
        else:
            self.action_label.setText(fill(self.tr("Hand {number}: {name} deals."),
                number=locale.toString(record.number), name=dealer))
        self._refresh_log()
        self.first_action.setEnabled(cursor.position > 0)
        self.previous_action.setEnabled(cursor.can_step_back())
        self.next_action.setEnabled(cursor.can_step_forward())
        self.last_action.setEnabled(cursor.position < total)
        self.previous_hand_action.setEnabled(cursor.hand_index > 0)
        self.next_hand_action.setEnabled(cursor.hand_index + 1 < len(self.hands))
        self.play_action.setEnabled(total > 0 or len(self.hands) > 1)
        self.problem_label.setText(self.problem_text())

    def problem_text(self) -> str:
        """Why the history stops early, while a hand at or before the stop is shown."""
        stopped = self.cursor.rejected_hand
        if stopped is None:
            if self.cursor.hand_in_progress_left_out:
                return self.tr("The hand still being played is not shown.")
            return ""
        rejected = stopped.rejected
        number = rejected["index"] + 1
        # The refusal in the reader's language; the engine's English only for a key it lacks.
        if rejected.get("key") == "not_your_turn":  # "your" would mean the reader
            message = fill(self.tr("{rule}: it is not that seat's turn"),
                           rule=rule_number(str(rejected["rule"])))
        elif rejected.get("key"):
            message = refusal_text(rejected["key"], rejected["rule"])
        else:
            message = rejected["message"]
        if stopped.number is not None:
            text = fill(self.tr("Hand {hand}, action {number} is illegal: {message}"),
                        hand=stopped.number, number=number, message=message)
        else:
            text = fill(self.tr("Action {number} is illegal: {message}"),
                        number=number, message=message)
        later = self.cursor.hands_left_out
        if later:
            text += " " + self.tr("(the %Ln hands after it cannot be shown)", "", later)
        return text

    def _refresh_log(self) -> None:
        lines: list[str] = []
        rows: list[int] = []
        seat = self.seat
        unnumbered = self.cursor.hand.number is None
        for index, event in self.cursor.seen_events():
            if unnumbered and isinstance(event, A.HandStarted):
                # Not "Hand 1 begins": the file does not say which hand of its match.
                line = fill(self.tr("The hand begins; {dealer} deals."),
                    dealer=self.names[event.dealer])
            else:
                line = describe(event, self.names, seat)
            if line:
                lines.append(line)
                rows.append(index)
        self._row_group = rows
        self.log_model.setStringList(lines)
        if seat == PUBLIC:
            self.log_title.setText(self.tr("What everyone saw"))
        else:
            self.log_title.setText(fill(self.tr("What {name} saw"), name=self.names[seat]))
        # The current action's lines are selected; the deal's are not (a wall of blue).
        current = [r for r, g in enumerate(rows) if g == self.cursor.position and g > 0]
        selection = QItemSelection()
        if current:
            selection.select(self.log_model.index(current[0]), self.log_model.index(current[-1]))
        self.log_view.selectionModel().select(
            selection, QItemSelectionModel.SelectionFlag.ClearAndSelect)
        if lines:
            self.log_view.scrollTo(self.log_model.index(len(lines) - 1))

    @Slot(object)
    def _on_log_clicked(self, index) -> None:
        if 0 <= index.row() < len(self._row_group):
            self.pause()
            self._show_at_rest(self.hand_index, self._row_group[index.row()])

    def hand_title(self, hand: ReplayHand) -> str:
        """The hand selector's entry: "Hand k of N" with k the hand's number in the match and
        N the entries the selector offers. A hand file does not know its number: it is named
        by its file rather than called "Hand 1 of 1"."""
        if hand.number is None:
            if not self.file_name:
                return self.tr("Hand")
            return fill(self.tr("Hand \u2014 {file}"), file=self.file_name)
        locale = QLocale()
        return fill(self.tr("Hand {number} of {count}"),
            number=locale.toString(hand.number), count=locale.toString(len(self.hands)))

    # ----------------------------------------------------------------------------------------

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        # Lines wrap anew at another width: keep the latest ones in sight.
        rows = self.log_model.rowCount()
        if rows:
            self.log_view.scrollTo(self.log_model.index(rows - 1))

    def closeEvent(self, event) -> None:
        self.pause()
        self.scene.animator.finish_now()
        super().closeEvent(event)

