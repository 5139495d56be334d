"""Game > Join a table: the tables hosted on this network, found by themselves (host name,
seats taken and free, started), or a table reached by its address and room code (and password),
to play or to watch. Every failure is said in words a person can act on (online_words).

    dialog = JoinTableDialog(name, lan_tables=LanTables(), parent=window)
    dialog.table_joined.connect(launcher.show_lobby)   # a JoinedTable; the link is held
    dialog.open()

`lan_tables`: an object with `changed(list[LanTable])`, `tables`, `start()`, `stop()`
(live.lan_tables.LanTables); None shows no list. `link_factory()` makes the NetLink.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Optional

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QFormLayout, QGroupBox, QLineEdit,
                               QListWidget, QListWidgetItem, QPushButton, QVBoxLayout)

from ...games.names import MAX_NAME_LENGTH, clean_name
from ...games.online_seats import TOKEN_PATTERN
from ...games.table_address import room_code, table_uri
from ...live.i18n import digits, fill
from .. import speech
from ..plain_text import plain_label
from .form_page import ERROR_COLOUR
from .link_handoff import Handoff, LinkInbox
from .online_words import open_failure_text, refusal_text
from .table_seats import read_names, read_seats

MAX_PASSWORD = 128  # the protocol's


@dataclass
class JoinedTable:
    """A table this app has just joined (or watches: seat -1, no token), its link held for the
    lobby (`handoff`)."""

    link: object
    uri: str
    room: str
    seat: int
    token: str
    seats: list
    name: str
    spectators: list = field(default_factory=list)
    handoff: Optional[Handoff] = None


def default_link():
    from ...live.net_link import NetLink

    return NetLink()


def join_message(kind: str, room: str, name: str, password: str = "",
                 token: str = "") -> dict:
    """The `join` (or `watch`) a client sends."""
    message = {"type": kind, "room": room, "name": name}
    if password:
        message["password"] = password
    if token:
        message["token"] = token
    return message


def read_joined(message: dict, room: str) -> Optional[tuple[int, str, list]]:
    """(seat, token, seats) of a server's `joined` for `room`, or None when it is not one."""
    seats = read_seats(message.get("seats"))
    seat, token = message.get("seat"), message.get("token")
    if (message.get("room") != room or seats is None or type(seat) is not int
            or not 0 <= seat < len(seats) or not isinstance(token, str)
            or not TOKEN_PATTERN.fullmatch(token)):
        return None
    return seat, token, list(message["seats"])


class TableAttempt:
    """One try at a table: open the link, say `join` (or `watch`), and hear the answer.
    `done(JoinedTable)` or `failed(text)`; shared by the join dialog and the rejoin at start."""

    def __init__(self, owner, link, uri: str, request: dict,
                 done: Callable[[JoinedTable], None], failed: Callable[[str, str], None]):
        self.link, self.uri, self.request = link, uri, request
        self.done, self.failed = done, failed
        self.finished = False
        self.inbox = LinkInbox(link, owner)
        link.opened.connect(self._on_opened)
        link.open_failed.connect(self._on_open_failed)
        self.inbox.received.connect(self._on_message)
        self.inbox.refused.connect(self._on_refused)
        self.inbox.closed.connect(self._on_closed)
        link.open(uri, request["name"])

    def _on_opened(self, _welcome: dict) -> None:
        self.link.send(self.request)

    def _on_open_failed(self, reason: str, detail: str) -> None:
        self._fail(open_failure_text(reason, detail), reason)

    def _on_refused(self, code: str, _message: str, about: str) -> None:
        if about in ("join", "watch", "hello", ""):
            self._fail(refusal_text(code), code)

    def _on_closed(self, _code: int, _reason: str) -> None:
        from .online_words import closed_text

        self._fail(closed_text(), "closed")

    def _on_message(self, message: dict) -> None:
        if self.finished:
            return
        room = self.request["room"]
        if message["type"] == "joined":
            joined = read_joined(message, room)
            if joined is None:
                return self._fail(refusal_text(""), "bad_message")
            seat, token, seats = joined
            self._succeed(JoinedTable(self.link, self.uri, room, seat, token, seats,
                                      self.request["name"]))
        elif message["type"] == "watching" and message.get("room") == room:
            seats = read_seats(message.get("seats"))
            if seats is None:
                return self._fail(refusal_text(""), "bad_message")
            self._succeed(JoinedTable(self.link, self.uri, room, -1, "", list(message["seats"]),
                                      self.request["name"],
                                      read_names(message.get("spectators")) or []))

    def _succeed(self, joined: JoinedTable) -> None:
        self.finished = True
        self._let_go()
        joined.handoff = self.inbox.hand_over()
        self.done(joined)

    def _fail(self, text: str, why: str) -> None:
        if self.finished:
            return
        self.finished = True
        self._let_go()
        self.inbox.disconnect_link()
        self.link.shutdown()
        self.failed(text, why)

    def _let_go(self) -> None:
        for signal, slot in ((self.link.opened, self._on_opened),
                             (self.link.open_failed, self._on_open_failed)):
            try:
                signal.disconnect(slot)
            except (RuntimeError, TypeError):
                pass


class JoinTableDialog(QDialog):
    table_joined = Signal(object)  # a JoinedTable

    def __init__(self, name: str = "", parent=None, *, lan_tables=None,
                 link_factory: Callable[[], object] = default_link):
        super().__init__(parent)
        self.setObjectName("join_table_dialog")
        self.setWindowTitle(self.tr("Join a table"))
        self.lan_tables = lan_tables
        self.link_factory = link_factory
        self.attempt: Optional[TableAttempt] = None
        self.joined: Optional[JoinedTable] = None

        self.name_field = QLineEdit(name, self)
        self.name_field.setObjectName("your_name")
        self.name_field.setMaxLength(MAX_NAME_LENGTH)
        self.name_field.setAccessibleName(self.tr("Your name"))

        self.table_list = QListWidget(self)
        self.table_list.setObjectName("lan_tables")
        self.table_list.setAccessibleName(self.tr("Tables on this network"))
        self.table_list.currentItemChanged.connect(self._on_table_chosen)
        self.table_list.itemActivated.connect(lambda _item: self.join())
        self.searching_label = plain_label(self)
        self.searching_label.setWordWrap(True)
        lan_box = QGroupBox(self.tr("Tables on this network"), self)
        lan_layout = QVBoxLayout(lan_box)
        lan_layout.addWidget(self.table_list)
        lan_layout.addWidget(self.searching_label)

        self.address_field = QLineEdit(self)
        self.address_field.setObjectName("address")
        self.address_field.setPlaceholderText(self.tr("such as 192.168.1.20 or host:8765"))
        self.address_field.setAccessibleName(self.tr("Address"))
        self.code_field = QLineEdit(self)
        self.code_field.setObjectName("room_code")
        self.code_field.setMaxLength(40)
        self.code_field.setPlaceholderText(self.tr("ten letters and digits"))
        self.code_field.setAccessibleName(self.tr("Room code"))
        self.password_field = QLineEdit(self)
        self.password_field.setObjectName("password")
        self.password_field.setMaxLength(MAX_PASSWORD)
        self.password_field.setEchoMode(QLineEdit.EchoMode.Password)
        self.password_field.setPlaceholderText(self.tr("if the table has one"))
        self.password_field.setAccessibleName(self.tr("Password"))
        by_address = QGroupBox(self.tr("Or join by address"), self)
        form = QFormLayout(by_address)
        form.addRow(self.tr("&Address:"), self.address_field)
        form.addRow(self.tr("Room &code:"), self.code_field)
        form.addRow(self.tr("Pass&word:"), self.password_field)

        self.problem_label = plain_label(self)
        self.problem_label.setObjectName("join_problem")
        self.problem_label.setWordWrap(True)
        self.problem_label.setStyleSheet(f"color: {ERROR_COLOUR};")
        self.problem_label.setAccessibleName(self.tr("Problem"))
        self.problem_label.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse
            | Qt.TextInteractionFlag.TextSelectableByKeyboard)
        self.problem_label.hide()

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.join_button = QPushButton(self.tr("&Join"), self)
        self.join_button.setObjectName("join")
        self.join_button.setDefault(True)
        self.watch_button = QPushButton(self.tr("&Watch"), self)
        self.watch_button.setObjectName("watch")
        self.watch_button.setToolTip(self.tr("Watch the game without a seat"))
        self.buttons.addButton(self.join_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(self.watch_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.join_button.clicked.connect(self.join)
        self.watch_button.clicked.connect(self.watch)
        self.buttons.rejected.connect(self.reject)

        top = QFormLayout()
        top.addRow(self.tr("Your &name:"), self.name_field)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(lan_box, 1 if lan_tables is not None else 0)
        layout.addWidget(by_address)
        layout.addWidget(self.problem_label)
        layout.addWidget(self.buttons)

        if lan_tables is None:
            self.table_list.hide()
            self.searching_label.setText(self.tr("Looking for tables on this network is not "
                                                 "available: join by address."))
        else:
            lan_tables.changed.connect(self.show_tables)
            self.show_tables(list(lan_tables.tables))
            lan_tables.start()
        self.resize(520, 520)

    # ------------------------------------------------------------------------------------
    # The tables on this network

    def table_text(self, table) -> str:
        if table.started:
            return fill(self.tr("{host}'s table: started, {taken} of {seats} seats taken"),
                        host=table.host_name, taken=digits(table.taken),
                        seats=digits(table.seats))
        return fill(self.tr("{host}'s table: {taken} of {seats} seats taken, {free} free"),
                    host=table.host_name, taken=digits(table.taken), seats=digits(table.seats),
                    free=digits(table.free))

    @Slot(list)
    def show_tables(self, tables: list) -> None:
        chosen = self._chosen_table()
        self.table_list.clear()
        for table in tables:
            item = QListWidgetItem(self.table_text(table))
            item.setData(Qt.ItemDataRole.UserRole, table)
            item.setData(Qt.ItemDataRole.AccessibleTextRole, item.text())
            self.table_list.addItem(item)
            if chosen is not None and table.service == chosen.service:
                self.table_list.setCurrentItem(item)
        if tables:
            self.searching_label.setText(self.tr("%Ln tables found on this network.", "",
                                                 len(tables)))
        else:
            self.searching_label.setText(self.tr("Looking for tables on this network… "
                                                 "None found yet."))

    def _chosen_table(self):
        item = self.table_list.currentItem()
        return item.data(Qt.ItemDataRole.UserRole) if item is not None else None

    @Slot()
    def _on_table_chosen(self, *_items) -> None:
        table = self._chosen_table()
        if table is not None:
            self.address_field.setText(table.uri)
            self.code_field.setText(table.room)

    # ------------------------------------------------------------------------------------
    # Joining

    @Slot()
    def join(self) -> None:
        self._try("join")

    @Slot()
    def watch(self) -> None:
        self._try("watch")

    def _try(self, kind: str) -> None:
        if self.attempt is not None and not self.attempt.finished:
            return
        name = clean_name(self.name_field.text())
        if not name:
            return self.show_problem(self.tr("Type your name: the others see it at the "
                                             "table."), self.name_field)
        uri = table_uri(self.address_field.text())
        if uri is None:
            return self.show_problem(self.tr(
                "That is not an address a table can be reached at. Type the address the host "
                "gave, such as 192.168.1.20 or 192.168.1.20:8765."), self.address_field)
        room = room_code(self.code_field.text())
        if room is None:
            return self.show_problem(self.tr(
                "A room code is ten letters and digits, such as 22RK-WG01-KR. Check it with "
                "the host."), self.code_field)
        self.problem_label.hide()
        self._set_busy(True)
        request = join_message(kind, room, name, self.password_field.text())
        self.attempt = TableAttempt(self, self.link_factory(), uri, request,
                                    self._on_joined, self._on_failed)

    def _set_busy(self, busy: bool) -> None:
        for widget in (self.join_button, self.watch_button, self.name_field, self.address_field,
                       self.code_field, self.password_field, self.table_list):
            widget.setEnabled(not busy)
        if busy:
            self.searching_label.setText(self.tr("Connecting…"))
            speech.announce(self, self.tr("Connecting…"))

    def _on_joined(self, joined: JoinedTable) -> None:
        self.joined = joined
        self._stop_looking()
        self.table_joined.emit(joined)
        super().accept()

    def _on_failed(self, text: str, _why: str) -> None:
        self._set_busy(False)
        self.show_tables(list(self.lan_tables.tables) if self.lan_tables is not None else [])
        self.show_problem(text, self.code_field if _why in ("no_table", "bad_token")
                          else self.password_field if _why == "wrong_password"
                          else self.address_field)

    def show_problem(self, text: str, focus=None) -> None:
        self.problem_label.setText(text)
        self.problem_label.show()
        speech.announce(self, text, assertive=True)
        if focus is not None:
            focus.setFocus(Qt.FocusReason.OtherFocusReason)

    def _stop_looking(self) -> None:
        if self.lan_tables is not None:
            try:
                self.lan_tables.changed.disconnect(self.show_tables)
            except (RuntimeError, TypeError):
                pass
            self.lan_tables.stop()

    def reject(self) -> None:
        self._stop_looking()
        if self.attempt is not None and not self.attempt.finished:
            self.attempt.finished = True
            self.attempt.inbox.disconnect_link()
            self.attempt.link.shutdown()
        super().reject()
