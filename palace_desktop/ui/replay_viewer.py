"""The hand-history viewer: a `palace-hand/1` or `palace-match/1` document stepped through on a
table of its own, from one seat's view (only what that seat saw, R19) or the public view.

Every position is rebuilt by replaying the hand from its deal, so the table and the log never
depend on the path taken to get there; a single step forward is animated from its events.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from typing import Any, Optional

from PySide6.QtCore import (QItemSelection, QItemSelectionModel, QLocale, QSize, QStringListModel,
                            Qt, QTimer, Slot)
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QHBoxLayout, QLabel, QListView,
                               QMainWindow, QSizePolicy, QSplitter, QStyle, QToolBar, QVBoxLayout,
                               QWidget)

from ..engine import actions as A
from ..engine import history
from ..engine.deal import DealSpec
from ..engine.history import HistoryError
from ..engine.match import Match
from ..engine.state import GameState
from ..engine.view import SeatView, redact_events
from ..live.action_texts import action_sentence
from ..live.narration import describe
from .table.animation import SPEEDS
from .table.scene import TableScene, TableView

PUBLIC = -1  # the public view: what everyone at the table saw, no palace card at all


@dataclass(frozen=True)
class ReplayHand:
    """One hand of the document, with what it takes to replay it on its own."""

    # 1-based, as in the match; None when the document does not say (a palace-hand/1 file,
    # such as an exported hand, takes no key beyond its own, so it cannot carry the number).
    number: Optional[int]
    deal: DealSpec
    actions: tuple  # every action of the file, the illegal one and any after it included
    chips: tuple[int, ...]  # the stacks before the antes
    dealer: int
    playable: int  # how many actions can be replayed (all, or up to the illegal one)
    rejected: Optional[dict]  # {"index", "rule", "message"} when an action is illegal

    def start(self, parsed: history.ParsedHistory) -> tuple[GameState, list[A.Event]]:
        return GameState.start(parsed.rules, parsed.names, self.chips, self.dealer, self.deal,
                               hand_number=self.number or 1)


def load_hands(doc: Any) -> tuple[history.ParsedHistory, list[ReplayHand]]:
    """Validate `doc` and split it into replayable hands (HistoryError when it is invalid).

    Hands after an illegal action cannot be replayed (their chips are unknown) and are left
    out; the hand with the illegal action ends just before it."""
    parsed = history.parse(doc)
    if not parsed.hands:
        raise HistoryError("hands: a match needs at least one hand")
    # The engine's own replay checks what parse cannot (deals that fit the seats, hands
    # that follow a finished one) and finds the illegal action, if any.
    _match, rejected = history.build_match(parsed)
    rejected_hand = None if rejected is None else rejected.get("hand", 0)
    hands: list[ReplayHand] = []
    numbered = parsed.format == history.MATCH_FORMAT  # a match's hands run from its first
    match = Match(parsed.rules, parsed.names, parsed.chips, parsed.dealer)
    for k, (deal, actions, _path) in enumerate(parsed.hands):
        chips, dealer = match.chips, match.next_dealer()
        match.start_hand(deal)
        stop = rejected["index"] if k == rejected_hand else len(actions)
        for action in actions[:stop]:
            match.apply(action)
        hands.append(ReplayHand(k + 1 if numbered else None, deal, tuple(actions),
                                tuple(chips), dealer, stop,
                                rejected if k == rejected_hand else None))
        if k == rejected_hand:
            break
    return parsed, hands


class ReplayViewer(QMainWindow):
    """Steps through a hand history on a table of its own, from one seat's view.

    Open a file with `ReplayViewer.from_file(path)` (it raises OSError or HistoryError with a
    one-line message for the caller to show); a window opened with a parent usually gets
    `Qt.WidgetAttribute.WA_DeleteOnClose` from its opener.
    """

    DEFAULT_SIZE = QSize(1200, 780)
    PLAY_INTERVAL_MS = 1200

    def __init__(self, doc: dict, parent=None, *, source: str = "", viewer: int = 0):
        # Validate before any widget exists: an invalid document builds no half a window.
        parsed, hands = load_hands(doc)
        super().__init__(parent)
        self.parsed = parsed
        self.hands = hands
        self.names = tuple(parsed.names)
        self.source = source
        self._seat = viewer if viewer == PUBLIC or 0 <= viewer < len(self.names) else 0
        self._hand = 0
        self._position = 0
        self._state: Optional[GameState] = None
        self._groups: list[list[A.Event]] = []  # [deal events, events of action 1, ...]
        self._row_group: list[int] = []  # log row -> index into _groups
        self._playing = False
        self._step_when_idle = False
        self._play_timer = QTimer(self)
        self._play_timer.setObjectName("replay_play_timer")
        self._play_timer.setSingleShot(True)
        self._play_timer.setInterval(self.PLAY_INTERVAL_MS)
        self._play_timer.timeout.connect(self._on_play_tick)

        name = os.path.basename(source) if source else self.tr("untitled")
        self.file_name = os.path.basename(source) if source else ""
        self.setWindowTitle(self.tr("Hand history \u2014 {file}").format(file=name))
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

        self.scene.configure(len(self.names), self._seat, self.names)
        self._jump(0, 0)

    @classmethod
    def from_file(cls, path, parent=None, **kwargs) -> "ReplayViewer":
        """A viewer for the history in `path`. Raises OSError when the file cannot be read and
        HistoryError (a ValueError) with a one-line reason when it is not a valid history."""
        path = os.fspath(path)
        name = os.path.basename(path) or path
        with open(path, "rb") as handle:
            data = handle.read()
        try:
            doc = json.loads(data.decode("utf-8"))
        except UnicodeDecodeError as error:
            raise HistoryError(f"{name}: not a UTF-8 text file ({error.reason} at byte "
                               f"{error.start})") from None
        except json.JSONDecodeError as error:
            raise HistoryError(f"{name}: not JSON: {error}") from None
        try:
            return cls(doc, parent, source=path, **kwargs)
        except HistoryError as error:
            raise HistoryError(f"{name}: {error}") from None

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
        labels = {"slow": self.tr("&Slow"), "normal": self.tr("&Normal"),
                  "fast": self.tr("&Fast"), "instant": self.tr("&Instant")}
        for key in SPEEDS:
            act = QAction(labels[key], self)
            act.setCheckable(True)
            act.triggered.connect(lambda _checked=False, k=key: self.set_speed(k))
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
        watch_label = QLabel(self.tr("Watch as:"), self)
        bar.addWidget(watch_label)
        self.seat_combo = QComboBox(self)
        self.seat_combo.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        for seat, name in enumerate(self.names):
            self.seat_combo.addItem(name, seat)
        self.seat_combo.addItem(self.tr("Public view (no palace cards)"), PUBLIC)
        self.seat_combo.setCurrentIndex(self.seat_combo.findData(self._seat))
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
        self.position_label = QLabel(self)
        self.action_label = QLabel(self)
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
        self.log_title = QLabel(self)
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
        self.problem_label = QLabel(self)
        self.problem_label.setStyleSheet("color: #c0392b; font-weight: bold;")
        self.statusBar().addWidget(self.problem_label, 1)

    # ----------------------------------------------------------------------------------------
    # Where we are

    @property
    def state(self) -> GameState:
        """The full state at the current position (for tests and checks, not for display)."""
        return self._state

    @property
    def seat(self) -> int:
        return self._seat

    @property
    def hand_index(self) -> int:
        return self._hand

    @property
    def position(self) -> int:
        """How many actions of the current hand have been applied."""
        return self._position

    @property
    def action_count(self) -> int:
        """How many actions of the current hand can be replayed."""
        return self.hands[self._hand].playable

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
        return self._state.view(self._seat)

    def log_lines(self) -> list[str]:
        return self.log_model.stringList()

    def at_end(self) -> bool:
        return self._hand == len(self.hands) - 1 and self._position == self.action_count

    # ----------------------------------------------------------------------------------------
    # Moving

    @Slot()
    def go_first(self) -> None:
        self.pause()
        self._jump(self._hand, 0)

    @Slot()
    def go_last(self) -> None:
        self.pause()
        self._jump(self._hand, self.action_count)

    @Slot()
    def go_previous(self) -> None:
        self.pause()
        if self._position > 0:
            self._jump(self._hand, self._position - 1)
        elif self._hand > 0:
            self._jump(self._hand - 1, self.hands[self._hand - 1].playable)

    @Slot()
    def go_next(self) -> None:
        """One action forward, animated; at the end of a hand, the next hand's deal."""
        if self._step_forward() and self._playing:
            self._schedule_play()

    @Slot()
    def go_previous_hand(self) -> None:
        if self._hand > 0:
            self.set_hand(self._hand - 1)

    @Slot()
    def go_next_hand(self) -> None:
        if self._hand + 1 < len(self.hands):
            self.set_hand(self._hand + 1)

    @Slot(int)
    def set_hand(self, index: int) -> None:
        if not 0 <= index < len(self.hands):
            return
        self.pause()
        self._jump(index, 0)

    def go_to(self, hand: int, position: int) -> None:
        """Jump to `position` actions into hand `hand` (0-based), at rest."""
        hand = max(0, min(hand, len(self.hands) - 1))
        self._jump(hand, max(0, min(position, self.hands[hand].playable)))

    def set_seat(self, seat: int) -> None:
        """Watch as `seat` (or PUBLIC): the table and the log are redrawn from its view."""
        if seat != PUBLIC and not 0 <= seat < len(self.names):
            return
        if self.seat_combo.itemData(self.seat_combo.currentIndex()) != seat:
            self.seat_combo.blockSignals(True)
            self.seat_combo.setCurrentIndex(self.seat_combo.findData(seat))
            self.seat_combo.blockSignals(False)
        if seat == self._seat:
            return
        self._seat = seat
        self.scene.configure(len(self.names), seat, self.names)
        self.scene.message.clear()
        self.scene.show_view(self.view())
        self._refresh()

    def set_speed(self, key: str) -> None:
        self.scene.animator.speed = SPEEDS[key]
        if SPEEDS[key] == 0:
            self.scene.animator.finish_now()
        self.speed_actions[key].setChecked(True)

    def _can_step_forward(self) -> bool:
        return self._position < self.action_count or self._hand + 1 < len(self.hands)

    def _replay(self, hand: int, position: int) -> None:
        record = self.hands[hand]
        state, events = record.start(self.parsed)
        groups = [events]
        for action in record.actions[:position]:
            groups.append(state.apply(action))
        self._state, self._groups = state, groups
        self._hand, self._position = hand, position

    def _jump(self, hand: int, position: int) -> None:
        """Rebuild the position from the hand's deal and show it at rest."""
        self._replay(hand, position)
        self.scene.message.clear()
        self.scene.show_view(self.view())
        self._refresh()

    def _step_forward(self) -> bool:
        record = self.hands[self._hand]
        if self._position < record.playable:
            events = self._state.apply(record.actions[self._position])
            self._groups.append(events)
            self._position += 1
        elif self._hand + 1 < len(self.hands):
            self._replay(self._hand + 1, 0)
            events = self._groups[0]
        else:
            return False
        # A step asked for while cards still fly: those land at once, then this one plays.
        self.scene.animator.finish_now()
        view = self.view()
        self.scene.apply_events(redact_events(events, view.viewer), view)
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
        if not self._can_step_forward():
            self._jump(self._hand, 0)
            if not self._can_step_forward():
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
        if not self._step_forward() or not self._can_step_forward():
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
        self.play_action.setToolTip(f"{self.play_action.text()} (Space)")

    # ----------------------------------------------------------------------------------------
    # Showing where we are

    def _refresh(self) -> None:
        record = self.hands[self._hand]
        total = record.playable
        if self.hand_combo.currentIndex() != self._hand:
            self.hand_combo.blockSignals(True)
            self.hand_combo.setCurrentIndex(self._hand)
            self.hand_combo.blockSignals(False)
        locale = QLocale()
        if total == 0:
            position = self.tr("No actions")
        elif self._position == 0:
            position = self.tr("Before action 1 of {total}").format(total=locale.toString(total))
        else:
            position = self.tr("Action {number} of {total}").format(
                number=locale.toString(self._position), total=locale.toString(total))
        self.position_label.setText(position)
        dealer = self.names[self._state.dealer]
        if self._position > 0:
            self.action_label.setText(action_sentence(record.actions[self._position - 1],
                                                      self.names))
        elif record.number is None:
            self.action_label.setText(self.tr("{name} deals.").format(name=dealer))
        else:
            self.action_label.setText(self.tr("Hand {number}: {name} deals.").format(
                number=locale.toString(record.number), name=dealer))
        self._refresh_log()
        self.first_action.setEnabled(self._position > 0)
        self.previous_action.setEnabled(self._position > 0 or self._hand > 0)
        self.next_action.setEnabled(self._can_step_forward())
        self.last_action.setEnabled(self._position < total)
        self.previous_hand_action.setEnabled(self._hand > 0)
        self.next_hand_action.setEnabled(self._hand + 1 < len(self.hands))
        self.play_action.setEnabled(total > 0 or len(self.hands) > 1)
        self.problem_label.setText(self.problem_text())

    def problem_text(self) -> str:
        """Why the history stops early, while a hand at or before the stop is shown."""
        rejected = self.hands[-1].rejected
        if rejected is None:
            return ""
        locale = QLocale()
        number = locale.toString(rejected["index"] + 1)
        if self.hands[-1].number is not None:
            text = self.tr("Hand {hand}, action {number} is illegal: {message}").format(
                hand=locale.toString(self.hands[-1].number), number=number,
                message=rejected["message"])
        else:
            text = self.tr("Action {number} is illegal: {message}").format(
                number=number, message=rejected["message"])
        later = len(self.parsed.hands) - len(self.hands)
        if later:
            text += " " + self.tr("(the %n hand(s) after it cannot be shown)", "", later)
        return text

    def _refresh_log(self) -> None:
        lines: list[str] = []
        rows: list[int] = []
        unnumbered = self.hands[self._hand].number is None
        for index, events in enumerate(self._groups):
            for event in redact_events(events, self._seat):
                if unnumbered and isinstance(event, A.HandStarted):
                    # Not "Hand 1 begins": the file does not say which hand of its match.
                    line = self.tr("The hand begins; {dealer} deals.").format(
                        dealer=self.names[event.dealer])
                else:
                    line = describe(event, self.names, self._seat)
                if line:
                    lines.append(line)
                    rows.append(index)
        self._row_group = rows
        self.log_model.setStringList(lines)
        if self._seat == PUBLIC:
            self.log_title.setText(self.tr("What everyone saw"))
        else:
            self.log_title.setText(self.tr("What {name} saw").format(name=self.names[self._seat]))
        # The current action's lines are selected; the deal's are not (a wall of blue).
        current = [r for r, g in enumerate(rows) if g == len(self._groups) - 1 and g > 0]
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
            self._jump(self._hand, self._row_group[index.row()])

    def hand_title(self, hand: ReplayHand) -> str:
        """The hand selector's entry: "Hand k of N" with k the hand's number in the match and
        N the entries the selector offers. A hand file does not know its number: it is named
        by its file rather than called "Hand 1 of 1"."""
        if hand.number is None:
            if not self.file_name:
                return self.tr("Hand")
            return self.tr("Hand \u2014 {file}").format(file=self.file_name)
        locale = QLocale()
        return self.tr("Hand {number} of {count}").format(
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

