"""Qt item models over the live game: the seats table and the game log. They show only what
the viewing seat may see.

In the main window the window tells them of each change (`refresh`, `add_events`, `rebuild`),
after it has decided whether they must wait for the table's animation (`set_held`): so the
order does not depend on who connected to the session first. Alone (`listen=True`, the
default) they follow the session's signals themselves."""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import (QAbstractListModel, QAbstractTableModel, QObject,
                            QModelIndex, QPersistentModelIndex, Qt, Slot)
from PySide6.QtGui import QBrush, QColor

from ..engine import actions as A
from ..live.card_names import card_name, short_card_name
from ..live.i18n import digits
from ..live.narration import describe
from ..live.seat_texts import every_status, kind_text, seat_status
from ..live.session import GameSession
from .plain_text import as_written
from . import seats_header_icons as pictures

SEAT_ROLE = Qt.ItemDataRole.UserRole + 1
CHIPS_ROLE = Qt.ItemDataRole.UserRole + 2
IN_HAND_ROLE = Qt.ItemDataRole.UserRole + 3
EVENT_ROLE = Qt.ItemDataRole.UserRole + 4

# The roles the seats model answers, as ints (SeatsModel.data).
_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
_FONT = int(Qt.ItemDataRole.FontRole)
_TOOL_TIP = int(Qt.ItemDataRole.ToolTipRole)
_ACCESSIBLE_TEXT = int(Qt.ItemDataRole.AccessibleTextRole)
_ALIGNMENT = int(Qt.ItemDataRole.TextAlignmentRole)
_FOREGROUND = int(Qt.ItemDataRole.ForegroundRole)
_SEAT_ROLES = frozenset({_DISPLAY, _FONT, _TOOL_TIP, _ACCESSIBLE_TEXT, _ALIGNMENT, _FOREGROUND,
                         int(SEAT_ROLE), int(CHIPS_ROLE), int(IN_HAND_ROLE)})
_RIGHT_ALIGNED = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)

_Index = QModelIndex | QPersistentModelIndex


class SeatsTexts(QObject):
    """The translation context of the seats dock's columns and cells: `SeatsTexts.tr(...)`, which
    pyside6-lupdate files under "SeatsTexts"."""


class SeatsModel(QAbstractTableModel):
    NAME, KIND, CHIPS, BANNER, SOLDIERS, STATUS = range(6)
    # The columns headed by a picture (seats_header_icons.py), not by their title.
    PICTURED = {CHIPS: pictures.CHIPS, BANNER: pictures.BANNER, SOLDIERS: pictures.SOLDIERS}

    def __init__(self, session: GameSession, parent=None, listen: bool = True):
        super().__init__(parent)
        self._session = session
        self._rows: list[tuple] = []
        self._thinking: set[int] = set()
        self._held = False
        self._stale = False
        self.provisional = False  # rows shown for a moment only (`show_deal_start`)
        if listen:
            session.events_applied.connect(self.refresh)
            session.viewer_changed.connect(self.refresh)
        self.refresh()

    def headers(self) -> list[str]:
        return [self.header(section) for section in range(6)]

    @staticmethod
    def header(section: int) -> str:
        """One column's title: the header asks for each many times while it sizes itself
        (~190 times before the first frame), so only that one is translated."""
        if section == SeatsModel.NAME:
            return SeatsTexts.tr("Name")
        if section == SeatsModel.KIND:
            return SeatsTexts.tr("Player")
        if section == SeatsModel.CHIPS:
            return SeatsTexts.tr("Chips")
        if section == SeatsModel.BANNER:
            return SeatsTexts.tr("Banner")
        if section == SeatsModel.SOLDIERS:
            return SeatsTexts.tr("Soldiers")
        return SeatsTexts.tr("Status")

    @classmethod
    def texts_to_come(cls, column: int) -> list[str]:
        """What `column` may show later in the game (the statuses): the seats dock keeps room
        for their words from the start (seats_table.py)."""
        return every_status() if column == cls.STATUS else []

    def set_thinking(self, seat: int, thinking: bool) -> None:
        if thinking:
            self._thinking.add(seat)
        else:
            self._thinking.discard(seat)
        self.refresh()

    def _kind_text(self, seat: int) -> str:
        """Who sits there; at a hot seat, which person has the screen now."""
        session = self._session
        kind = session.kinds[seat]
        if session.hot_seat and kind.is_human:
            if seat == session.viewer:
                return SeatsTexts.tr("At the screen")
            return SeatsTexts.tr("Human")
        return kind_text(kind)

    def _compute_rows(self) -> list[tuple]:
        # A row: the six columns, then whether the seat is in the hand and whether it is the
        # seat whose view the window shows (bold): a change of either repaints the whole row;
        # last the banner's name in words (the column shows it short, "Q♣", to stay narrow).
        session = self._session
        view = session.view()
        names = session.match.names
        rows = []
        for seat, name in enumerate(names):
            kind = self._kind_text(seat)
            at_screen = seat == session.viewer
            if view is None:
                rows.append((name, kind, session.match.chips[seat], "", 0, "", True, at_screen,
                             ""))
                continue
            banner = view.banners[seat]
            rows.append((name, kind, view.chips[seat],
                         "" if banner is None else short_card_name(banner),
                         len(view.soldiers[seat]),
                         seat_status(view, seat, seat in self._thinking),
                         bool(view.in_hand[seat]), at_screen,
                         "" if banner is None else card_name(banner)))
        return rows

    def set_held(self, held: bool) -> None:
        """While the table still animates, the numbers wait, so they never run ahead of
        what the cards show."""
        self._held = held
        if not held and self._stale:
            self.refresh()

    @Slot()
    def refresh(self, *_args) -> None:
        if self._held:
            self._stale = True
            return
        self._stale = False
        self.provisional = False
        self._show_rows(self._compute_rows())

    def show_deal_start(self) -> None:
        """A new hand is dealt: until the table has shown the deal, each seat shows who plays
        it and its chips as the hand begins (the antes paid, as the plates show them) and no
        banner, soldiers or status. The last hand's ("Won 26", "Out of this hand", its
        banners) are over, and the new banners are not on the table yet."""
        rows = [row[:self.BANNER] + ("", 0, "") + row[6:8] + ("",)
                for row in self._compute_rows()]
        # For the seconds of the deal: a view need not fit its columns to the blank cells
        # (and back once they are filled).
        self.provisional = True
        self._show_rows(rows)
        self._stale = True  # the whole rows once the deal has been shown

    def _show_rows(self, rows: list[tuple]) -> None:
        if len(rows) != len(self._rows):
            self.beginResetModel()
            self._rows = rows
            self.endResetModel()
            return
        # One signal for all the rows that changed (a deal changes every seat's): a view that
        # measures its cells on each (the seats table fits its columns) does so once.
        rows_changed, columns_changed = [], []
        for r, (old, new) in enumerate(zip(self._rows, rows)):
            if old != new:
                changed = [c for c in range(6) if old[c] != new[c]] or [0]
                if old[6:] != new[6:]:
                    changed = list(range(6))
                self._rows[r] = new
                rows_changed.append(r)
                columns_changed += changed
        if rows_changed:
            self.dataChanged.emit(self.index(min(rows_changed), min(columns_changed)),
                                  self.index(max(rows_changed), max(columns_changed)))

    def rowCount(self, parent: _Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else 6

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):
        if orientation != Qt.Orientation.Horizontal:
            return None
        pictured = self.PICTURED.get(section)
        if role == Qt.ItemDataRole.DisplayRole:
            # A few characters under a whole word: a picture heads those columns, narrow in
            # every language (seats_header_icons.py).
            return None if pictured else self.header(section)
        if role == Qt.ItemDataRole.DecorationRole and pictured:
            return pictures.header_icon(pictured)
        if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole):
            return self.header(section)
        return None

    def data(self, index: _Index, role=_DISPLAY):
        # Asked ~1,200 times before the dealt table's first frame (ten roles a cell at each
        # measure and paint): the roles are compared as the ints kept below, not looked up on
        # Qt at each call (~0.3 us a lookup, 3 of the call's 5 us).
        if role not in _SEAT_ROLES or not index.isValid():
            return None
        row = self._rows[index.row()]
        column = index.column()
        if role == _DISPLAY:
            value = row[column]
            return digits(value) if column in (self.CHIPS, self.SOLDIERS) else value
        if role == _FONT:
            if not row[7]:
                return None
            from PySide6.QtGui import QFont
            font = QFont()
            font.setBold(True)
            return font
        if role == _TOOL_TIP:
            # The whole text of a cell a narrow dock may cut, and the banner in words.
            if column == self.BANNER:
                return as_written(row[8]) or None
            if column in (self.NAME, self.KIND, self.STATUS):
                return as_written(row[column]) or None
            return None
        if role == _ACCESSIBLE_TEXT:
            # A screen reader says something for an empty cell too (no banner, no status).
            # The banner in words, not its short corner ("Q♣").
            value = row[8] if column == self.BANNER else self.data(index, _DISPLAY)
            return value if value not in ("", None) else SeatsTexts.tr("none")
        if role == SEAT_ROLE:
            return index.row()
        if role == CHIPS_ROLE:
            return row[self.CHIPS]
        if role == IN_HAND_ROLE:
            return row[6]
        if role == _ALIGNMENT:
            return _RIGHT_ALIGNED if column in (self.CHIPS, self.SOLDIERS) else None
        if role == _FOREGROUND and not row[6]:
            return QBrush(QColor(128, 128, 128))
        return None


class LogModel(QAbstractListModel):
    """The game log: one line per event, as the viewing seat saw it, and the bots' reasons.

    It tells the hands the session keeps (`GameSession.kept_hands`: the current one and those
    just before it) and lets the oldest go as a new one begins, so it is as long after the
    hundredth hand as after the tenth. `show_hand(number)` tells one earlier hand alone
    instead, from the match record (its events; the reasons of a hand no longer kept are
    gone), until `show_hand(None)` brings back the recent hands."""

    def __init__(self, session: GameSession, parent=None, listen: bool = True):
        super().__init__(parent)
        self._session = session
        self._lines: list[tuple[str, Optional[A.Event]]] = []
        # [hand number, rows] of each hand told, in order, while the recent hands are shown.
        self._hands: list[list[int]] = []
        # Lines that are not events (bots' reasons, notes), by hand: each with the number of
        # the hand's events when it was said, so a rebuilt log keeps them in place, and whether
        # it waits for the end of its hand (a bot's reason).
        self._notes: dict[int, list[tuple[int, str, bool]]] = {}
        self._held = False
        # (hand number, lines, whether they tell the hand's end) waiting to be shown
        self._pending: list[tuple[int, list, bool]] = []
        self._hand: Optional[int] = None  # the earlier hand shown alone, if any
        if listen:
            session.events_applied.connect(self.add_events)
            session.viewer_changed.connect(self.rebuild)
        self.rebuild()

    @property
    def shown_hand(self) -> Optional[int]:
        """The earlier hand shown alone, or None: the recent hands, following the game."""
        return self._hand

    def show_hand(self, number: Optional[int]) -> None:
        self._hand = number
        self.rebuild()

    @Slot()
    def rebuild(self, *_args) -> None:
        """Start over as the current viewer saw it (hot seat)."""
        if self._hand is None:
            told = self._session.kept_hands()
        else:
            told = [(self._hand, self._session.hand_events(self._hand))]
        lines: list[tuple[str, Optional[A.Event]]] = []
        hands = []
        for number, events in told:
            block = self._tell(number, events)
            lines.extend(block)
            hands.append([number, len(block)])
        self.beginResetModel()
        self._lines = lines
        self._hands = hands if self._hand is None else []
        self._pending = []
        self.endResetModel()

    def _tell(self, number: int, events) -> list[tuple[str, Optional[A.Event]]]:
        """A hand's lines: its events and, in their places, the reasons said in it."""
        lines: list[tuple[str, Optional[A.Event]]] = []
        done = 0
        over = _tells_the_end(events)
        notes = [(at, text) for at, text, private in self._notes.get(number, [])
                 if over or not private]
        for at, text in notes + [(len(events), None)]:
            lines.extend(self._describe(events[done:at]))
            done = at
            if text is not None:
                lines.append((text, None))
        return lines

    def set_held(self, held: bool) -> None:
        """While the table still animates, new lines wait, so the log never tells the end of
        a battle before the cards have shown it."""
        self._held = held
        if not held and self._pending:
            pending, self._pending = self._pending, []
            self._insert(pending)

    def _describe(self, events) -> list[tuple[str, Optional[A.Event]]]:
        names = self._session.match.names
        viewer = self._session.viewer
        result = []
        for event in self._session.events_for(events):
            line = describe(event, names, viewer)
            if line:
                result.append((line, event))
        return result

    @Slot(object)
    def add_events(self, events) -> None:
        self._append(self._describe(events), _tells_the_end(events))

    def add_line(self, text: str) -> None:
        """A line that is not an engine event (a note of the app), shown at once."""
        self._note(text, private=False)

    def add_reason(self, text: str) -> None:
        """A bot's reason, shown in its place when the hand ends. Its figures rest on the bot's
        own palace cards ("about 80% to win", "on a bluff"): read while the hand is played, it
        would tell the other seats what R19 hides from them."""
        self._note(text, private=True)

    def _note(self, text: str, private: bool) -> None:
        kept = self._session.kept_hands()
        number, events = kept[-1] if kept else (0, [])
        self._notes.setdefault(number, []).append((len(events), text, private))
        for old in [n for n in self._notes if kept and n < kept[0][0]]:
            del self._notes[old]
        if not private:
            self._append([(text, None)])

    def _append(self, new: list, ends: bool = False) -> None:
        """Lines of the hand being played (`ends`: they tell its end)."""
        if not new and not ends:
            return
        batch = (len(self._session.match.hands), new, ends)
        if self._held:
            self._pending.append(batch)
            return
        self._insert([batch])

    def _insert(self, batches: list[tuple[int, list, bool]]) -> None:
        if self._hand is not None:
            return  # an earlier hand is shown alone: these come back with the recent hands
        self._let_old_hands_go()
        rows = []
        for number, lines, _ends in batches:
            if self._hands and self._hands[-1][0] == number:
                self._hands[-1][1] += len(lines)
            else:
                self._hands.append([number, len(lines)])
            rows.extend(lines)
        if rows:
            first = len(self._lines)
            self.beginInsertRows(QModelIndex(), first, first + len(rows) - 1)
            self._lines.extend(rows)
            self.endInsertRows()
        for number, _lines, ends in batches:
            if ends:
                self._reveal_reasons(number)

    def _reveal_reasons(self, number: int) -> None:
        """Hand `number` has ended in the log: its bots' reasons go in, each in its place
        (rows inserted, so the log keeps its scroll and a screen reader hears them)."""
        if not any(private for *_, private in self._notes.get(number, [])):
            return
        start = 0
        for told, rows in self._hands:
            if told == number:
                break
            start += rows
        else:
            return
        events = dict(self._session.kept_hands()).get(number)
        if events is None:
            return
        old = self._lines[start:start + rows]
        new = self._tell(number, events)
        added, matched = [], 0
        for at, line in enumerate(new):
            if matched < len(old) and line == old[matched]:
                matched += 1
            else:
                added.append(at)
        if matched != len(old):  # the log told this hand otherwise: tell it all again
            self.rebuild()
            return
        for at in added:
            self.beginInsertRows(QModelIndex(), start + at, start + at)
            self._lines.insert(start + at, new[at])
            self.endInsertRows()
        next(entry for entry in self._hands if entry[0] == number)[1] += len(added)

    def _let_old_hands_go(self) -> None:
        """The lines of hands the session no longer keeps leave the top of the log."""
        kept = self._session.kept_hands()
        oldest = kept[0][0] if kept else 0
        rows = 0
        while self._hands and self._hands[0][0] < oldest:
            rows += self._hands.pop(0)[1]
        if rows:
            self.beginRemoveRows(QModelIndex(), 0, rows - 1)
            del self._lines[:rows]
            self.endRemoveRows()

    def lines(self) -> list[str]:
        return [line for line, _ in self._lines]

    def rowCount(self, parent: _Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._lines)

    def data(self, index: _Index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        line, event = self._lines[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return line
        if role == EVENT_ROLE:
            return event
        return None


def _tells_the_end(events) -> bool:
    """Whether `events` include the end of their hand."""
    return any(isinstance(event, A.HandEnded) for event in events)
