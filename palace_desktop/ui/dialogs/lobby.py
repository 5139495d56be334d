"""The lobby of a table on the network, before its start: the room code and this computer's
addresses to share, who holds which seat and who watches; the host starts the game (once every
open seat is taken), gives an empty seat to a bot, opens a bot's seat again or removes a
player; everyone else waits there for the start.

    lobby = LobbyDialog(link, room, seat, token, seats, maker=True, addresses=["192.168.1.20"],
                        port=8765, hosting=server, handoff=handoff)
    lobby.table_started.connect(launcher.take_started_table)  # (link, room, seat, token, seats)
    lobby.begin()
    lobby.show()

At the first `state` the game has started: the lobby hands the link on (link_handoff: no
message lost) through `table_started` and closes. Joins and leaves are announced to the
screen reader; every control is reached by keyboard and named.
"""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtGui import QFont, QGuiApplication
from PySide6.QtWidgets import (QComboBox, QDialog, QHBoxLayout, QLineEdit, QListWidget,
                               QListWidgetItem, QPushButton, QVBoxLayout)

from ...bots import APP_LEVELS
from ...live.i18n import fill, name_list
from .. import speech
from ..plain_text import plain_label
from .form_page import ERROR_COLOUR, make_note
from .link_handoff import Handoff, LinkInbox
from .online_words import closed_text, level_name, refusal_text, seat_number
from .table_seats import TableSeat, read_names, read_seats, seat_index

BOT_LEVELS = APP_LEVELS


class LobbyDialog(QDialog):
    table_started = Signal(object, str, int, str, list)  # link, room, seat, token, seats
    left = Signal()  # the person left the table (or was sent away) before its start

    def __init__(self, link, room: str, seat: int, token: str, seats: list, *,
                 maker: bool = False, addresses=(), port: Optional[int] = None,
                 hosting=None, host_name: str = "", spectators=(),
                 handoff: Optional[Handoff] = None, parent=None):
        super().__init__(parent)
        self.setObjectName("lobby_dialog")
        self.link, self.room, self.seat, self.token = link, room, seat, token
        self.maker, self.hosting, self.host_name = maker, hosting, host_name
        self.seats: list[TableSeat] = read_seats(seats) or []
        self._raw_seats = list(seats) if isinstance(seats, list) else []
        self.spectators: list[str] = list(spectators)
        self._done = False
        self.setWindowTitle(fill(self.tr("Table {room}"), room=room))

        code_label = plain_label(self.tr("Room &code:"), self)
        self.code_field = QLineEdit(room, self)
        self.code_field.setObjectName("room_code")
        self.code_field.setReadOnly(True)
        font = QFont(self.code_field.font())
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        font.setStyleHint(QFont.StyleHint.Monospace)
        self.code_field.setFont(font)
        self.code_field.setAccessibleName(self.tr("Room code"))
        code_label.setBuddy(self.code_field)
        self.copy_button = QPushButton(self.tr("Co&py"), self)
        self.copy_button.setObjectName("copy_code")
        self.copy_button.setAccessibleName(self.tr("Copy the room code"))
        self.copy_button.clicked.connect(self.copy_code)
        code_row = QHBoxLayout()
        code_row.addWidget(code_label)
        code_row.addWidget(self.code_field, 1)
        code_row.addWidget(self.copy_button)

        self.share_note = plain_label(self)
        self.share_note.setObjectName("share_note")
        self.share_note.setWordWrap(True)
        self.share_note.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse
                                                | Qt.TextInteractionFlag.TextSelectableByKeyboard)
        self.share_note.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.share_note.setText(self._share_text(list(addresses), port))
        self.share_note.setAccessibleName(self.tr("How others join"))
        self.share_note.setAccessibleDescription(self.share_note.text())

        seats_label = plain_label(self.tr("S&eats:"), self)
        self.seat_list = QListWidget(self)
        self.seat_list.setObjectName("seat_list")
        self.seat_list.setAccessibleName(self.tr("Seats"))
        seats_label.setBuddy(self.seat_list)
        self.seat_list.currentRowChanged.connect(self._refresh_controls)

        self.level_combo = QComboBox(self)
        self.level_combo.setObjectName("bot_level")
        for level in BOT_LEVELS:
            self.level_combo.addItem(level_name(level), level)
        self.level_combo.setCurrentIndex(BOT_LEVELS.index("medium"))
        self.level_combo.setAccessibleName(self.tr("Level of the bot"))
        self.bot_button = QPushButton(self.tr("Give the seat to a &bot"), self)
        self.bot_button.setObjectName("give_to_bot")
        self.bot_button.clicked.connect(self.give_to_bot)
        self.open_button = QPushButton(self.tr("&Open the seat to a player"), self)
        self.open_button.setObjectName("open_seat")
        self.open_button.clicked.connect(self.open_seat)
        self.remove_button = QPushButton(self.tr("&Remove the player"), self)
        self.remove_button.setObjectName("remove_player")
        self.remove_button.clicked.connect(self.remove_player)
        seat_controls = QHBoxLayout()
        for widget in (self.level_combo, self.bot_button, self.open_button, self.remove_button):
            seat_controls.addWidget(widget)
            widget.setVisible(maker)
        seat_controls.addStretch(1)

        self.watchers_label = plain_label(self)
        self.watchers_label.setObjectName("watchers")
        self.watchers_label.setWordWrap(True)
        make_note(self.watchers_label)

        self.status_label = plain_label(self)
        self.status_label.setObjectName("lobby_status")
        self.status_label.setWordWrap(True)
        self.status_label.setAccessibleName(self.tr("Table status"))
        self.problem_label = plain_label(self)
        self.problem_label.setObjectName("lobby_problem")
        self.problem_label.setWordWrap(True)
        self.problem_label.setStyleSheet(f"color: {ERROR_COLOUR};")
        self.problem_label.setAccessibleName(self.tr("Problem"))
        self.problem_label.hide()

        self.start_button = QPushButton(self.tr("&Start the game"), self)
        self.start_button.setObjectName("start_game")
        self.start_button.setVisible(maker)
        self.start_button.clicked.connect(self.start_game)
        self.leave_button = QPushButton(self.tr("&Leave the table"), self)
        self.leave_button.setObjectName("leave_table")
        self.leave_button.clicked.connect(self.reject)
        # Enter starts the game (the maker's), never leaves the table: after "Give the seat
        # to a bot" the focus passed to Leave, whose Enter left.
        self.leave_button.setAutoDefault(False)
        self.start_button.setDefault(maker)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.start_button)
        buttons.addWidget(self.leave_button)

        layout = QVBoxLayout(self)
        layout.addLayout(code_row)
        layout.addWidget(self.share_note)
        layout.addWidget(seats_label)
        layout.addWidget(self.seat_list, 1)
        layout.addLayout(seat_controls)
        layout.addWidget(self.watchers_label)
        layout.addWidget(self.status_label)
        layout.addWidget(self.problem_label)
        layout.addLayout(buttons)

        self.inbox = LinkInbox(link, self)
        self.inbox.received.connect(self._on_message)
        self.inbox.refused.connect(self._on_refused)
        self.inbox.closed.connect(self._on_closed)
        self._show_seats()
        self._show_watchers()
        self._announce_table()
        self.resize(560, 480)
        self._handoff = handoff

    def begin(self) -> None:
        """Hear the table: what came between `joined` and now first, in order. Called once
        its signals are connected (the start may be among what came)."""
        handoff, self._handoff = self._handoff, None
        if handoff is not None:
            handoff.release()

    # ------------------------------------------------------------------------------------
    # What the lobby shows

    def _share_text(self, addresses: list[str], port: Optional[int]) -> str:
        if not self.maker:
            return self.tr("Others join with this room code from Game ▸ Join a table.")
        if not addresses:
            return self.tr("Others on this network find the table in Game ▸ Join a table, "
                           "or join with this room code.")
        shown = [f"{a}:{port}" if port and port != 8765 else a for a in addresses]
        return fill(self.tr("Others on this network find the table in Game ▸ Join a table. "
                            "From elsewhere, they join at {addresses} with this room code."),
                    addresses=name_list(shown))

    def seat_text(self, index: int, seat: TableSeat) -> str:
        number = seat_number(index)
        if seat.kind == "bot":
            return fill(self.tr("{seat}: a bot ({level})"), seat=number,
                        level=level_name(seat.level))
        if not seat.taken:
            return fill(self.tr("{seat}: open, waiting for a player"), seat=number)
        if index == self.seat:
            return fill(self.tr("{seat}: {name} (you)"), seat=number, name=seat.name)
        if not seat.connected:
            return fill(self.tr("{seat}: {name} (connection lost)"), seat=number,
                        name=seat.name)
        return fill(self.tr("{seat}: {name}"), seat=number, name=seat.name)

    def _show_seats(self) -> None:
        current = self.seat_list.currentRow()
        self.seat_list.clear()
        for index, seat in enumerate(self.seats):
            item = QListWidgetItem(self.seat_text(index, seat))
            item.setData(Qt.ItemDataRole.AccessibleTextRole, item.text())
            self.seat_list.addItem(item)
        if self.seats:
            self.seat_list.setCurrentRow(min(max(current, 0), len(self.seats) - 1))
        free = sum(seat.open for seat in self.seats)
        if self.seat < 0:
            status = self.tr("You are watching. The game shows here when the host starts it.")
        elif free:
            status = self.tr("%Ln players still to join.", "", free)
        elif self.maker:
            status = self.tr("Every seat is taken: start the game when you are ready.")
        else:
            status = self.tr("Every seat is taken: waiting for the host to start the game.")
        self.status_label.setText(status)
        self._refresh_controls()
        self._tell_hosting()

    def _show_watchers(self) -> None:
        if self.spectators:
            self.watchers_label.setText(fill(self.tr("Watching: {names}"),
                                             names=name_list(self.spectators)))
        else:
            self.watchers_label.setText(self.tr("Nobody is watching."))

    @Slot()
    def _refresh_controls(self) -> None:
        index = self.seat_list.currentRow()
        seat = self.seats[index] if 0 <= index < len(self.seats) else None
        usable = self.maker and self.link.is_open and not self._done
        self.bot_button.setEnabled(usable and seat is not None and seat.open)
        self.level_combo.setEnabled(self.bot_button.isEnabled())
        self.open_button.setEnabled(usable and seat is not None and seat.kind == "bot")
        self.remove_button.setEnabled(usable and seat is not None and seat.kind == "remote"
                                      and seat.taken and index != self.seat)
        full = bool(self.seats) and not any(seat.open for seat in self.seats)
        self.start_button.setEnabled(usable and full)

    def _announce_table(self) -> None:
        self._say(fill(self.tr("Table {room}. {status}"), room=" ".join(self.room),
                       status=self.status_label.text()))

    def _say(self, text: str) -> None:
        speech.announce(self, text)

    def _tell_hosting(self) -> None:
        if self.hosting is None or not self.maker:
            return
        remote = [seat for seat in self.seats if seat.kind == "remote"]
        try:
            self.hosting.announce(self.room, self.host_name, len(remote),
                                  sum(seat.taken for seat in remote), self._done)
        except Exception:  # the LAN's announcement is a help; the room code still works
            pass

    # ------------------------------------------------------------------------------------
    # The host's controls

    def _current(self) -> int:
        return self.seat_list.currentRow()

    @Slot()
    def copy_code(self) -> None:
        QGuiApplication.clipboard().setText(self.room)
        self._say(self.tr("The room code is copied."))

    @Slot()
    def give_to_bot(self) -> None:
        self.link.send({"type": "set_seat", "room": self.room, "seat": self._current(),
                        "kind": "bot", "level": self.level_combo.currentData()})

    @Slot()
    def open_seat(self) -> None:
        self.link.send({"type": "set_seat", "room": self.room, "seat": self._current(),
                        "kind": "remote"})

    @Slot()
    def remove_player(self) -> None:
        self.link.send({"type": "remove", "room": self.room, "seat": self._current()})

    @Slot()
    def start_game(self) -> None:
        self.start_button.setEnabled(False)
        self.link.send({"type": "start", "room": self.room})

    # ------------------------------------------------------------------------------------
    # What the table says

    @Slot(dict)
    def _on_message(self, message: dict) -> None:
        if self._done or message.get("room") != self.room:
            return
        kind = message["type"]
        if kind == "state":
            self._started(message)
        elif kind in ("seat_taken", "seat_left", "seat_changed"):
            self._seats_changed(kind, message)
        elif kind == "spectators":
            self._spectators_changed(message)
        elif kind == "removed" and message.get("seat") == self.seat:
            self._sent_away()

    def _seats_changed(self, kind: str, message: dict) -> None:
        seats = read_seats(message.get("seats"))
        index = seat_index(message, len(seats or ()))
        if seats is None or index is None:
            return
        before = self.seats[index] if index < len(self.seats) else None
        self.seats, self._raw_seats = seats, list(message["seats"])
        self.problem_label.hide()
        self._show_seats()
        seat = seats[index]
        number = seat_number(index)
        if kind == "seat_taken" and index != self.seat:
            self._say(fill(self.tr("{name} took {seat}."), name=seat.name, seat=number))
        elif kind == "seat_left" and before is not None and before.name:
            self._say(fill(self.tr("{name} left {seat}."), name=before.name, seat=number))
        elif kind == "seat_changed":
            self._say(self.seat_text(index, seat))

    def _spectators_changed(self, message: dict) -> None:
        names = read_names(message.get("spectators"))
        if names is None:
            return
        came = [name for name in names if name not in self.spectators]
        went = [name for name in self.spectators if name not in names]
        self.spectators = names
        self._show_watchers()
        for name in came:
            self._say(fill(self.tr("{name} is watching."), name=name))
        for name in went:
            self._say(fill(self.tr("{name} stopped watching."), name=name))

    def _started(self, state: dict) -> None:
        """The first state: the game is on. The link goes to the table's window with no
        message lost (this one first), and the lobby closes."""
        self._done = True
        handoff = self.inbox.hand_over(first=[("received", (state,))])
        try:
            if self.hosting is not None and self.maker:
                self._tell_hosting()
            self.table_started.emit(self.link, self.room, self.seat, self.token,
                                    list(self._raw_seats))
        finally:
            handoff.release()
        super().accept()

    def _sent_away(self) -> None:
        self._done = True
        self._say(self.tr("The host removed you from the table."))
        self._show_problem(self.tr("The host removed you from the table."))
        self._refresh_controls()
        self.leave_button.setText(self.tr("&Close"))
        self.link.close()
        self.left.emit()

    @Slot(str, str, str)
    def _on_refused(self, code: str, _message: str, about: str) -> None:
        if about == "start":
            self._refresh_controls()
        self._show_problem(refusal_text(code))

    @Slot(int, str)
    def _on_closed(self, _code: int, _reason: str) -> None:
        if self._done:
            return
        self._done = True
        self._show_problem(closed_text())
        self._refresh_controls()
        self.leave_button.setText(self.tr("&Close"))
        self.left.emit()

    def _show_problem(self, text: str) -> None:
        self.problem_label.setText(text)
        self.problem_label.show()
        speech.announce(self, text, assertive=True)

    # ------------------------------------------------------------------------------------
    # Leaving

    def keyPressEvent(self, event) -> None:
        if event.key() == Qt.Key.Key_Escape and not self._done:
            event.accept()
            if self.leaving_confirmed():
                self.reject()
            return
        super().keyPressEvent(event)

    def closeEvent(self, event) -> None:
        # Only the person's own close (the title bar's button) asks: the app closing its
        # windows as it ends must not stop at a question.
        if event.spontaneous() and not self._done and not self.leaving_confirmed():
            event.ignore()
            return
        super().closeEvent(event)

    def leaving_confirmed(self) -> bool:
        """Escape or the window's close: a stray key would give the seat up, and a host's the
        table of everyone who joined. The Leave the table button says what it does."""
        from PySide6.QtWidgets import QMessageBox

        from .question import yes_or_no

        return yes_or_no(
            self, QMessageBox.Icon.Question, self.tr("Leave the table?"),
            self.tr("The game at this table has not started yet."),
            self.tr("You host it: if you leave, the table ends for everyone who has joined.")
            if self.hosting is not None else
            self.tr("Your seat is given up: someone else may take it."),
            self.tr("&Leave the table"), self.tr("&Stay"))

    def reject(self) -> None:
        """Leave: the seat is free again for someone else (a host's table ends with it)."""
        if not self._done:
            self._done = True
            self.inbox.disconnect_link()
            if self.link.is_open:  # (a link already ended has no thread to send with)
                self.link.send({"type": "leave"})
                self.link.close()
            if self.hosting is not None and self.maker:
                try:
                    self.hosting.withdraw()
                except Exception:
                    pass
            self.left.emit()
        super().reject()
