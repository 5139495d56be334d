"""The chat at a remote table: `ChatPanel`, its lines as plain text (a name or a text holding
markup shows as written), an input of at most MAX_CHAT_LENGTH characters as the server counts
them, the quick messages (sent as a code, shown in the reader's language), muting a player
(here only: the others still read them), and each line told to a screen reader.

It works on any object that has a `chat_received` signal carrying the server's `chat`
messages and a `send_chat(text=None, quick=None)` method (`ChatSource`; the remote table's
session is one). Every message is checked again here: what comes from outside is never trusted.

    panel = add_chat_dock(window, session, own_seat=seat, table=room)   # at a remote table
    remove_chat_dock(window)                                            # back to a local game
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from typing import Callable, Optional, Protocol

from PySide6.QtCore import (QCoreApplication, QEvent, QLocale, QObject, QT_TRANSLATE_NOOP, Qt, QTime,
                            QTimer, Signal, Slot)
from PySide6.QtGui import QValidator
from PySide6.QtWidgets import (QDockWidget, QHBoxLayout, QLineEdit, QMenu, QPlainTextEdit,
                               QPushButton, QToolButton, QVBoxLayout, QWidget)

from ..games.limits import MAX_SEATS  # seats 0..MAX_SEATS-1, and -1 for someone with no seat
from ..games.names import clean_name, name_key
from ..live.i18n import fill
from ..live.key_names import key_names
from ..net.chat import (MAX_CHAT_LENGTH, MAX_RAW_CHAT, QUICK_MESSAGES, chat_length_fits,
                        clean_chat_text)
from . import speech
from .plain_text import no_mnemonic, plain_label

HISTORY = 500  # lines kept (and shown, at most): an evening's chat, not a record
SPECTATOR_SEAT = -1
SERVER_CHAT_RATE = (5, 10)  # lines, seconds: what the server takes from one connection

# What each quick message says, translated where it is shown (the sender's language is not
# the reader's).
QUICK_TEXTS = {
    "hello": QT_TRANSLATE_NOOP("ChatPanel", "Hello!"),
    "good_luck": QT_TRANSLATE_NOOP("ChatPanel", "Good luck!"),
    "nice_hand": QT_TRANSLATE_NOOP("ChatPanel", "Nice hand!"),
    "well_played": QT_TRANSLATE_NOOP("ChatPanel", "Well played!"),
    "thanks": QT_TRANSLATE_NOOP("ChatPanel", "Thanks!"),
    "one_moment": QT_TRANSLATE_NOOP("ChatPanel", "One moment, please."),
    "sorry": QT_TRANSLATE_NOOP("ChatPanel", "Sorry!"),
    "good_game": QT_TRANSLATE_NOOP("ChatPanel", "Good game!"),
    "bye": QT_TRANSLATE_NOOP("ChatPanel", "Bye!"),
}

def quick_text(code: str) -> str:
    return QCoreApplication.translate("ChatPanel", QUICK_TEXTS[code])


class ChatSource(Protocol):
    """What the panel needs of a remote table (live/remote_session.py's RemoteSession)."""

    chat_received: Signal  # dict: a `chat` message of docs/PROTOCOL.md, as the server sent it
    # Also read when set_source is not told them: `seat` (int, the seat this person holds)
    # and `room` (the table's room code).

    def send_chat(self, text: Optional[str] = None, quick: Optional[str] = None) -> None: ...


@dataclass(frozen=True)
class ChatLine:
    """One line said at the table: `text` (cleaned) or `quick` (a code of QUICK_MESSAGES)."""

    time: QTime
    seat: int  # -1: a spectator, or the table's maker with no seat
    name: str
    text: str = ""
    quick: str = ""

    @property
    def speaker(self) -> tuple:
        return speaker_key(self.seat, self.name)


def speaker_key(seat: int, name: str) -> tuple:
    """Who said a line, for muting: a player by seat; those with no seat (several may watch)
    by what their name looks like."""
    return (seat, "") if seat >= 0 else (SPECTATOR_SEAT, name_key(name))


def chat_line(message: object, time: QTime) -> Optional[ChatLine]:
    """The line a server's `chat` message holds, or None when it is not one: a seat that is not
    an int from -1 to 9, no name, both or neither of a text and a quick message, a text that
    is empty or too long once cleaned, a quick message with no known code."""
    if not isinstance(message, dict):
        return None
    seat, text, quick = message.get("seat"), message.get("text"), message.get("quick")
    if type(seat) is not int or not SPECTATOR_SEAT <= seat < MAX_SEATS:
        return None
    name = clean_name(message.get("name"))
    if not name or (text is None) == (quick is None):
        return None
    if quick is not None:
        return ChatLine(time, seat, name, quick=quick) if quick in QUICK_MESSAGES else None
    text = clean_chat_text(text)
    return ChatLine(time, seat, name, text=text) if chat_length_fits(text) else None


class ChatLengthValidator(QValidator):
    """At most MAX_CHAT_LENGTH characters after cleaning, counted as the server counts them
    (QLineEdit's own limit counts UTF-16 units, and cleaning may change the count). What was
    just typed or pasted past the limit gives way; the rest of a paste is kept."""

    def validate(self, text: str, pos: int):
        if fits_input(text):
            return QValidator.State.Acceptable, text, pos
        after = text[pos:]
        if not fits_input(after):
            return QValidator.State.Invalid, text, pos
        low, high = 0, pos  # the most of what is before the cursor that still fits
        while low < high:
            middle = (low + high + 1) // 2
            if fits_input(text[:middle] + after):
                low = middle
            else:
                high = middle - 1
        return QValidator.State.Acceptable, text[:low] + after, low


def fits_input(text: str) -> bool:
    return len(text) <= MAX_RAW_CHAT and len(clean_chat_text(text)) <= MAX_CHAT_LENGTH


class ChatInput(QLineEdit):
    """The chat's input: Enter sends the line here, though the window's action bar has Enter
    for Done anywhere in the window (a shortcut is looked for before the focused widget gets
    the key; letters a line edit claims by itself, Enter it does not)."""

    def event(self, event) -> bool:
        if (event.type() == QEvent.Type.ShortcutOverride
                and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)):
            event.accept()
            return True
        return super().event(event)


class EnterPresses(QObject):
    """Enter on one of the chat's buttons presses it, as in a dialog: the window's Enter (the
    action bar's Done) would otherwise take the key first and make a move from the chat."""

    KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and event.key() in self.KEYS:
            event.accept()
            return True
        if event.type() == QEvent.Type.KeyPress and event.key() in self.KEYS:
            if isinstance(watched, QToolButton) and watched.menu() is not None:
                watched.showMenu()
            else:
                watched.animateClick()
            return True
        return super().eventFilter(watched, event)


class ChatPanel(QWidget):
    """The chat's lines, the input, the quick messages and the mute menu. `spoken` carries
    each announcement sent to the screen reader."""

    spoken = Signal(str)

    def __init__(self, parent: Optional[QWidget] = None,
                 clock: Callable[[], QTime] = QTime.currentTime):
        super().__init__(parent)
        self.setObjectName("chat_panel")
        self.clock = clock
        # What a screen reader is told of the game (games.settings.SPEECH_MODES): "off"
        # silences the chat's lines too. The window's hook points it at the announcer's.
        self.speech_mode: Callable[[], str] = lambda: "all"
        self.history: deque[ChatLine] = deque(maxlen=HISTORY)
        self.muted: set[tuple] = set()
        self.speakers: dict[tuple, str] = {}  # everyone heard, by speaker key: the last name
        self.source: Optional[ChatSource] = None
        self.table: object = None
        self.own_seat = SPECTATOR_SEAT
        self.own_name = ""
        self._last_typed = ""  # what Enter last sent: given back if the server refuses it

        self.view = QPlainTextEdit(self)
        self.view.setObjectName("chat_lines")
        self.view.setReadOnly(True)
        self.view.setUndoRedoEnabled(False)
        self.view.setMaximumBlockCount(HISTORY)
        self.view.setTabChangesFocus(True)
        self.view.setAccessibleName(self.tr("Chat messages"))
        # Each line finds its own direction, and starts at the window's reading edge (as the
        # game log's lines do).
        option = self.view.document().defaultTextOption()
        option.setTextDirection(Qt.LayoutDirection.LayoutDirectionAuto)
        option.setAlignment(Qt.AlignmentFlag.AlignRight
                            if self.layoutDirection() == Qt.LayoutDirection.RightToLeft
                            else Qt.AlignmentFlag.AlignLeft)
        self.view.document().setDefaultTextOption(option)

        self.input = ChatInput(self)
        self.input.setObjectName("chat_input")
        self.input.setValidator(ChatLengthValidator(self.input))
        self.input.setPlaceholderText(fill(self.tr("Write a message, then {enter}"),
                                                **key_names()))
        self.input.setAccessibleName(self.tr("Chat message"))
        self.input.returnPressed.connect(self.send_typed)
        self.input.textChanged.connect(self._show_left)
        self.send_button = QPushButton(self.tr("Send"), self)
        self.send_button.setObjectName("chat_send")
        self.send_button.setAccessibleName(self.tr("Send the message"))
        self.send_button.clicked.connect(self.send_typed)

        self.quick_button = QToolButton(self)
        self.quick_button.setObjectName("chat_quick")
        self.quick_button.setText(self.tr("&Quick messages"))
        self.quick_button.setAccessibleName(self.tr("Quick messages"))
        self.quick_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.quick_menu = QMenu(self.quick_button)
        self.quick_menu.setAccessibleName(self.tr("Quick messages"))
        for code in QUICK_MESSAGES:
            action = self.quick_menu.addAction(no_mnemonic(quick_text(code)))
            action.setData(code)
            action.triggered.connect(lambda _checked=False, code=code: self.send_quick(code))
        self.quick_button.setMenu(self.quick_menu)

        self.mute_button = QToolButton(self)
        self.mute_button.setObjectName("chat_mute")
        self.mute_button.setText(self.tr("&Mute"))
        self.mute_button.setAccessibleName(self.tr("Mute a player"))
        self.mute_button.setToolTip(self.tr("Hide a player's messages here (they are not told)"))
        self.mute_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.mute_menu = QMenu(self.mute_button)
        self.mute_menu.setAccessibleName(self.tr("Mute a player"))
        self.mute_menu.aboutToShow.connect(self._fill_mute_menu)
        self.mute_button.setMenu(self.mute_menu)

        self._enter_presses = EnterPresses(self)
        for button in (self.send_button, self.quick_button, self.mute_button):
            button.installEventFilter(self._enter_presses)

        self.left_label = plain_label(self)
        self.left_label.setObjectName("chat_left")
        self.left_label.setAccessibleName(self.tr("Characters left"))

        send_row = QHBoxLayout()
        send_row.addWidget(self.input, 1)
        send_row.addWidget(self.send_button)
        tools_row = QHBoxLayout()
        tools_row.addWidget(self.quick_button)
        tools_row.addWidget(self.mute_button)
        tools_row.addStretch(1)
        tools_row.addWidget(self.left_label)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view, 1)
        layout.addLayout(send_row)
        layout.addLayout(tools_row)
        self.setFocusProxy(self.input)  # F6 to the chat: to write
        self._show_left()
        self._enable_sending()

    # -- the source ------------------------------------------------------------------------

    def set_source(self, source: ChatSource, own_seat: Optional[int] = None, own_name: str = "",
                   table: object = None) -> None:
        """Hear and send through `source`. `own_seat` (and `own_name` when it is -1) tell this
        person's own lines, which are shown but not announced. Another `table` (say its room
        code) starts afresh: its seats are other people, so the lines and mutes go. Not given,
        the seat and the table are the source's `seat` and `room` (RemoteSession's), if any."""
        if own_seat is None:
            own_seat = getattr(source, "seat", SPECTATOR_SEAT)
        if table is None:
            table = getattr(source, "room", None)
        self.clear_source()
        if table != self.table:
            self.table = table
            self.history.clear()
            self.muted.clear()
            self.speakers.clear()
            self._show_all()
        self.source = source
        self.own_seat = own_seat if type(own_seat) is int else SPECTATOR_SEAT
        self.own_name = clean_name(own_name)
        source.chat_received.connect(self.receive)
        self._enable_sending()

    def clear_source(self) -> None:
        """Hear nothing more and send nothing (the table was left); the lines stay."""
        if self.source is not None:
            try:
                self.source.chat_received.disconnect(self.receive)
            except (RuntimeError, TypeError):
                pass  # (the source is gone already)
        self.source = None
        self._enable_sending()

    def _enable_sending(self) -> None:
        for widget in (self.input, self.send_button, self.quick_button):
            widget.setEnabled(self.source is not None)

    # -- lines heard -----------------------------------------------------------------------

    @Slot(dict)
    def receive(self, message: object) -> None:
        """A `chat` message from the server: shown (unless its speaker is muted) and told to
        a screen reader (unless muted, or this person's own). Anything else is dropped."""
        line = chat_line(message, self.clock())
        if line is None:
            return
        self.history.append(line)
        self.speakers[line.speaker] = line.name
        if line.speaker in self.muted:
            return
        self.view.appendPlainText(self._line_text(line))
        if not self.is_own(line) and self.speech_mode() != "off":
            said = fill(self.tr("{name} says: {text}"), name=self._speaker_name(line),
                        text=self._said(line))
            speech.announce(self, said)
            self.spoken.emit(said)

    def is_own(self, line: ChatLine) -> bool:
        if line.seat != self.own_seat:
            return False
        return line.seat >= 0 or name_key(line.name) == name_key(self.own_name)

    def _said(self, line: ChatLine) -> str:
        return quick_text(line.quick) if line.quick else line.text

    def _speaker_name(self, line: ChatLine) -> str:
        if line.seat >= 0:
            return line.name
        return fill(self.tr("{name} (watching)"), name=line.name)

    def _line_text(self, line: ChatLine) -> str:
        time = QLocale().toString(line.time, QLocale.FormatType.ShortFormat)
        return fill(self.tr("{time}  {name}: {text}"), time=time,
                    name=self._speaker_name(line), text=self._said(line))

    def _show_all(self) -> None:
        self.view.setPlainText("\n".join(self._line_text(line) for line in self.history
                                         if line.speaker not in self.muted))
        bar = self.view.verticalScrollBar()
        bar.setValue(bar.maximum())

    def lines(self) -> list[str]:
        """The lines shown, oldest first."""
        text = self.view.toPlainText()
        return text.split("\n") if text else []

    # -- muting ----------------------------------------------------------------------------

    def set_muted(self, seat: int, name: str, muted: bool) -> None:
        """Hide (or show again) the lines of the player at `seat` (of a spectator: by name),
        those shown and those to come."""
        key = speaker_key(seat, name)
        if muted == (key in self.muted):
            return
        if muted:
            self.muted.add(key)
        else:
            self.muted.discard(key)
        self._show_all()

    def is_muted(self, seat: int, name: str = "") -> bool:
        return speaker_key(seat, name) in self.muted

    def _fill_mute_menu(self) -> None:
        self.mute_menu.clear()
        others = [(key, name) for key, name in self.speakers.items()
                  if not (key[0] == self.own_seat
                          and (key[0] >= 0 or key[1] == name_key(self.own_name)))]
        if not others:
            nobody = self.mute_menu.addAction(self.tr("Nobody has written yet"))
            nobody.setEnabled(False)
            return
        for (seat, _look), name in sorted(others, key=lambda item: (item[0][0] < 0, item[0])):
            shown = name if seat >= 0 else fill(self.tr("{name} (watching)"), name=name)
            action = self.mute_menu.addAction(no_mnemonic(shown))
            action.setCheckable(True)
            action.setChecked(self.is_muted(seat, name))
            action.toggled.connect(lambda on, seat=seat, name=name: self.set_muted(seat, name, on))

    # -- sending ---------------------------------------------------------------------------

    @Slot()
    def send_typed(self) -> None:
        """Enter (or Send): the line typed, cleaned as the server will clean it; nothing for
        an empty one."""
        text = clean_chat_text(self.input.text())
        if self.source is None or not chat_length_fits(text):
            return
        self.source.send_chat(text=text)
        self._last_typed = text
        self.input.clear()

    def send_quick(self, code: str) -> None:
        if self.source is not None and code in QUICK_MESSAGES:
            self.source.send_chat(quick=code)

    @Slot(str, str, str)
    def on_refused(self, code: str, _message: str = "", about: str = "") -> None:
        """A server's refusal (NetLink.refused): one of a chat message is said here, and a
        line typed comes back to the input to be sent again."""
        if about != "chat":
            return
        if code == "chat_too_fast":
            count, seconds = SERVER_CHAT_RATE
            note = fill(self.tr("Not sent: at most {count} messages in {seconds} seconds. Wait "
                                "a moment, then send it again."), count=count, seconds=seconds)
        else:
            note = self.tr("Not sent: the table did not take that message.")
        if self._last_typed and not self.input.text():
            self.input.setText(self._last_typed)
        self._last_typed = ""
        self.view.appendPlainText(note)
        speech.announce(self, note)
        self.spoken.emit(note)

    @Slot()
    def _show_left(self, *_args) -> None:
        left = MAX_CHAT_LENGTH - len(clean_chat_text(self.input.text()))
        self.left_label.setText(self.tr("%Ln characters left", "", left))


# -- in the window ---------------------------------------------------------------------------

def add_chat_dock(window, source: ChatSource, own_seat: Optional[int] = None,
                  own_name: str = "", table: object = None) -> ChatPanel:
    """The chat's dock in `window` (a MainWindow with its game's parts built), under the game
    log, its entry in the View menu, in F6's round of panes; heard through `source`. The dock
    is made once per window and kept when removed: the lines and mutes of a table last while
    the window does (a rejoin to the same `table` finds them)."""
    dock = getattr(window, "chat_dock", None)
    if dock is None:
        dock = QDockWidget(ChatPanel.tr("Chat"), window)
        dock.setObjectName("chat_dock")
        panel = ChatPanel(dock)
        dock.setWidget(panel)
        window.chat_dock = dock
    panel = dock.widget()
    panel.speech_mode = lambda: getattr(getattr(window, "announcer", None), "mode", "all")
    panel.set_source(source, own_seat, own_name, table)
    if window.dockWidgetArea(dock) == Qt.DockWidgetArea.NoDockWidgetArea:
        log = getattr(window, "log_dock", None)
        if window.restoreDockWidget(dock):
            pass  # where the player left it (the window's state remembers the chat's dock)
        else:
            if log is not None and (window.dockWidgetArea(log)
                                    != Qt.DockWidgetArea.NoDockWidgetArea):
                window.splitDockWidget(log, dock, Qt.Orientation.Vertical)
            else:
                window.addDockWidget(window._dock_area(), dock)
            # Split in, the docks took the chat's width and the table half the window: they
            # keep their share (once laid out), as without the chat.
            QTimer.singleShot(0, window, lambda: window._size_docks(window.DOCK_SHARE))
        window.view_menu.insertAction(window._panes_separator, dock.toggleViewAction())
    dock.show()
    window.extra_panes = (panel,)
    return panel


def remove_chat_dock(window) -> None:
    """No chat at a local table: the dock and its View entry go (the panel is kept, silent)."""
    dock = getattr(window, "chat_dock", None)
    if dock is None:
        return
    dock.widget().clear_source()
    window.extra_panes = ()
    if window.dockWidgetArea(dock) != Qt.DockWidgetArea.NoDockWidgetArea:
        window.view_menu.removeAction(dock.toggleViewAction())
        window.removeDockWidget(dock)
    dock.hide()
