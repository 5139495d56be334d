"""Host a table for people on other computers (New Game > Host a table…): your seat, the seats
open to players on other computers, the bots and their levels, the chips, an optional password
and your name. Hosting starts a table server on this computer (net.hosting.HostedServer), makes
the table, takes your seat, and hands the link to the lobby.

    dialog = HostTableDialog("Ann", parent, chips=200, rules=setup.rules().to_json())
    dialog.table_joined.connect(launcher.show_lobby)   # a JoinedTable; dialog.server hosts
    dialog.open()

`server_factory()` makes the server (a HostedServer: `start() -> port`, `addresses()`,
`announce(...)`, `withdraw()`, `stop()`); `link_factory()` the NetLink.
"""

from __future__ import annotations

from typing import Callable, Optional

from PySide6.QtCore import Signal, Slot
from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGridLayout,
                               QLineEdit, QSpinBox, QVBoxLayout, QWidget)

from ...games.names import MAX_NAME_LENGTH, clean_name
from ...live.i18n import fill
from .. import speech
from ...bots import APP_LEVELS
from ...games.limits import MAX_SEATS, MAX_STARTING_CHIPS, MIN_SEATS
from ..plain_text import plain_label
from .form_page import ERROR_COLOUR, make_note
from .join_table import MAX_PASSWORD, JoinedTable, default_link, join_message, read_joined
from .link_handoff import LinkInbox
from .online_words import level_name, open_failure_text, refusal_text, seat_number

CHIPS_RANGE = (1, MAX_STARTING_CHIPS)  # the protocol's
# What each seat can be: you, a person on another computer, a bot of a level.
YOU, REMOTE = "you", "remote"
BOT_LEVELS = APP_LEVELS


def default_server():
    from ...net.hosting import HostedServer

    return HostedServer()


def create_message(kinds: list[str], chips: int, password: str = "",
                   rules: Optional[dict] = None) -> tuple[dict, list[int]]:
    """The `create` for seats of `kinds` (YOU, REMOTE or a bot level), and the player's seats
    made bots for a moment so that `join` takes yours (the first player's seat): they are
    opened again just after."""
    you = kinds.index(YOU)
    seats, for_now = [], []
    for index, kind in enumerate(kinds):
        if kind == REMOTE and index < you:
            seats.append({"kind": "bot", "level": "medium"})
            for_now.append(index)
        elif kind in (YOU, REMOTE):
            seats.append({"kind": "remote"})
        else:
            seats.append({"kind": "bot", "level": kind})
    message = {"type": "create", "seats": seats, "chips": chips}
    if password:
        message["password"] = password
    if rules:
        message["rules"] = rules
    return message, for_now


class HostingAttempt:
    """Start the server, make the table, take the host's seat: `done(JoinedTable)` or
    `failed(text)`."""

    def __init__(self, owner, server, link, name: str, kinds: list[str], chips: int,
                 password: str, rules: Optional[dict], done, failed):
        self.server, self.link, self.name = server, link, name
        self.done, self.failed = done, failed
        self.finished = False
        self.create, self.for_now = create_message(kinds, chips, password, rules)
        self.password = password
        self.room = ""
        port = server.start()
        self.port = port
        self.uri = f"ws://127.0.0.1:{port}"
        self.inbox = LinkInbox(link, owner)
        link.opened.connect(self._on_opened)
        link.open_failed.connect(self._on_open_failed)
        self.inbox.received.connect(self._on_message)
        self.inbox.refused.connect(lambda code, _m, _a: self._fail(refusal_text(code)))
        self.inbox.closed.connect(lambda *_: self._fail(refusal_text("")))
        link.open(self.uri, name)

    def _on_opened(self, _welcome) -> None:
        self.link.send(self.create)

    def _on_open_failed(self, reason: str, detail: str) -> None:
        self._fail(open_failure_text(reason, detail))

    def _on_message(self, message: dict) -> None:
        if self.finished:
            return
        if message["type"] == "created" and not self.room:
            room = message.get("room")
            if not isinstance(room, str) or len(room) != 10:
                return self._fail(refusal_text(""))
            self.room = room
            self.link.send(join_message("join", room, self.name, self.password))
        elif message["type"] == "joined" and self.room:
            joined = read_joined(message, self.room)
            if joined is None:
                return self._fail(refusal_text(""))
            seat, token, seats = joined
            for index in self.for_now:
                self.link.send({"type": "set_seat", "room": self.room, "seat": index,
                                "kind": "remote"})
            self.finished = True
            self._let_go()
            table = JoinedTable(self.link, self.uri, self.room, seat, token, seats, self.name)
            table.handoff = self.inbox.hand_over()
            self.done(table)

    def _fail(self, text: str) -> None:
        if self.finished:
            return
        self.finished = True
        self._let_go()
        self.inbox.disconnect_link()
        self.link.shutdown()
        try:
            self.server.stop()
        except Exception:
            pass
        self.failed(text)

    def _let_go(self) -> None:
        for signal, slot in ((self.link.opened, self._on_opened),
                             (self.link.open_failed, self._on_open_failed)):
            try:
                signal.disconnect(slot)
            except (RuntimeError, TypeError):
                pass


class HostTableDialog(QDialog):
    table_joined = Signal(object)  # a JoinedTable; `server` hosts it

    def __init__(self, name: str = "", parent=None, *, chips: int = 200,
                 rules: Optional[dict] = None,
                 server_factory: Callable[[], object] = default_server,
                 link_factory: Callable[[], object] = default_link):
        super().__init__(parent)
        self.setObjectName("host_table_dialog")
        self.setWindowTitle(self.tr("Host a table"))
        self.rules = rules
        self.server_factory, self.link_factory = server_factory, link_factory
        self.server = None
        self.attempt: Optional[HostingAttempt] = None
        self.joined: Optional[JoinedTable] = None

        self.name_field = QLineEdit(name, self)
        self.name_field.setObjectName("your_name")
        self.name_field.setMaxLength(MAX_NAME_LENGTH)
        self.name_field.setAccessibleName(self.tr("Your name"))
        self.seat_count = QSpinBox(self)
        self.seat_count.setObjectName("seat_count")
        self.seat_count.setRange(MIN_SEATS, MAX_SEATS)
        self.seat_count.setValue(4)
        self.seat_count.setAccessibleName(self.tr("Seats"))
        self.seat_count.valueChanged.connect(self._refresh)
        self.chips = QSpinBox(self)
        self.chips.setObjectName("chips")
        self.chips.setRange(*CHIPS_RANGE)
        self.chips.setValue(max(CHIPS_RANGE[0], min(CHIPS_RANGE[1], chips)))
        self.chips.setAccessibleName(self.tr("Starting chips"))
        self.password_field = QLineEdit(self)
        self.password_field.setObjectName("password")
        self.password_field.setMaxLength(MAX_PASSWORD)
        self.password_field.setPlaceholderText(self.tr("none: anyone with the code joins"))
        self.password_field.setAccessibleName(self.tr("Password (optional)"))
        form = QFormLayout()
        form.addRow(self.tr("Your &name:"), self.name_field)
        form.addRow(self.tr("S&eats:"), self.seat_count)
        form.addRow(self.tr("Starting &chips:"), self.chips)
        form.addRow(self.tr("Pass&word:"), self.password_field)

        grid_widget = QWidget(self)
        grid = QGridLayout(grid_widget)
        self.seat_kinds: list[QComboBox] = []
        self.seat_labels = []
        for index in range(MAX_SEATS):
            label = plain_label(seat_number(index), grid_widget)
            combo = QComboBox(grid_widget)
            combo.addItem(self.tr("You"), YOU)
            combo.addItem(self.tr("A player on another computer"), REMOTE)
            for level in BOT_LEVELS:
                combo.addItem(fill(self.tr("A bot ({level})"), level=level_name(level)), level)
            combo.setAccessibleName(fill(self.tr("{seat}: who plays"),
                                         seat=seat_number(index)))
            label.setBuddy(combo)
            combo.setCurrentIndex(0 if index == 0 else 1)
            combo.activated.connect(lambda _i, seat=index: self._on_kind_chosen(seat))
            grid.addWidget(label, index, 0)
            grid.addWidget(combo, index, 1)
            self.seat_kinds.append(combo)
            self.seat_labels.append(label)
        grid.setColumnStretch(1, 1)

        note = plain_label(self.tr("People on this network find the table in Game ▸ Join a "
                                   "table; others join with the room code and this computer's "
                                   "address, shown once the table is made."), self)
        note.setWordWrap(True)
        make_note(note)

        self.problem_label = plain_label(self)
        self.problem_label.setObjectName("host_problem")
        self.problem_label.setWordWrap(True)
        self.problem_label.setStyleSheet(f"color: {ERROR_COLOUR};")
        self.problem_label.setAccessibleName(self.tr("Problem"))
        self.problem_label.hide()

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel, self)
        self.host_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.host_button.setText(self.tr("&Host the table"))
        self.buttons.accepted.connect(self.host)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(grid_widget, 1)
        layout.addWidget(note)
        layout.addWidget(self.problem_label)
        layout.addWidget(self.buttons)
        self._refresh()
        self.resize(max(self.sizeHint().width(), 460), self.sizeHint().height())

    def kinds(self) -> list[str]:
        return [combo.currentData() for combo in self.seat_kinds[: self.seat_count.value()]]

    def _on_kind_chosen(self, seat: int) -> None:
        """Only one seat is you: choosing it for another seat opens your old one."""
        if self.seat_kinds[seat].currentData() == YOU:
            for index, combo in enumerate(self.seat_kinds):
                if index != seat and combo.currentData() == YOU:
                    combo.setCurrentIndex(1)
        self._refresh()

    @Slot()
    def _refresh(self) -> None:
        count = self.seat_count.value()
        for index, (label, combo) in enumerate(zip(self.seat_labels, self.seat_kinds)):
            label.setVisible(index < count)
            combo.setVisible(index < count)
        if YOU not in self.kinds():  # your seat went with a smaller count: the first is yours
            for combo in self.seat_kinds:
                if combo.currentData() == YOU:
                    combo.setCurrentIndex(1)
            self.seat_kinds[0].setCurrentIndex(0)

    # ------------------------------------------------------------------------------------

    def accept(self) -> None:
        self.host()

    @Slot()
    def host(self) -> None:
        if self.attempt is not None and not self.attempt.finished:
            return
        name = clean_name(self.name_field.text())
        if not name:
            return self.show_problem(self.tr("Type your name: the others see it at the table."))
        self.problem_label.hide()
        self._set_busy(True)
        try:
            self.server = self.server_factory()
        except ImportError:  # a build without the table server's hosting part
            return self._on_failed(self.tr("Hosting a table is not part of this build of "
                                           "the app; you can still join one."))
        try:
            self.attempt = HostingAttempt(
                self, self.server, self.link_factory(), name, self.kinds(), self.chips.value(),
                self.password_field.text(), self.rules, self._on_joined, self._on_failed)
        except OSError as error:
            try:
                self.server.stop()
            except Exception:
                pass
            self.server = None
            self._on_failed(fill(self.tr("The table could not be hosted on this computer "
                                         "({error})."), error=str(error)[:200]))

    def _set_busy(self, busy: bool) -> None:
        self.host_button.setEnabled(not busy)
        if busy:
            speech.announce(self, self.tr("Making the table…"))

    def _on_joined(self, joined: JoinedTable) -> None:
        self.joined = joined
        self.table_joined.emit(joined)
        super().accept()

    def _on_failed(self, text: str) -> None:
        self._set_busy(False)
        self.server = None
        self.show_problem(text)

    def show_problem(self, text: str) -> None:
        self.problem_label.setText(text)
        self.problem_label.show()
        speech.announce(self, text, assertive=True)

    def reject(self) -> None:
        if self.attempt is not None and not self.attempt.finished:
            self.attempt._fail("")
        super().reject()
