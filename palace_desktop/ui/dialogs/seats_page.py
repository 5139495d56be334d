"""The New Game dialog's Players page: who sits where (you, people at this screen, bots at a
level), the seat count, filling the seats from a preset, and which preset the seats match.

    page = SeatsPage(parent, player_name="Ann")
    page.changed.connect(...)          # after any edit a person makes
    page.set_seats(setup.seats); seats = page.seats()
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from PySide6.QtCore import Qt, Slot, QObject
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (QComboBox, QGridLayout, QHBoxLayout, QLabel, QLineEdit, QSpinBox,
                               QVBoxLayout, QWidget)

from ...bots import APP_LEVELS
from ...games.setup import (KINDS, MAX_NAME_LENGTH, MAX_SEATS, MIN_SEATS, PRESETS, SeatSetup,
                            preset)
from ...live.i18n import digits
from .form_page import FormPage, make_note, plain_scroll_area
from ..plain_text import plain_label


class NewGameSeats(QObject):
    """The translation context of the New Game dialog's seats page: `NewGameSeats.tr(...)`, which
    pyside6-lupdate files under "NewGameSeats"."""


@dataclass
class SeatRow:
    """The widgets of one seat in the Players tab. `typed_name` keeps what was typed while
    the seat is a bot, so switching back to a person brings the name back."""

    number: QLabel
    kind: QComboBox
    name: QLineEdit
    level: QComboBox
    typed_name: str = ""

    def widgets(self) -> tuple[QWidget, ...]:
        return (self.number, self.kind, self.name, self.level)

    @property
    def kind_key(self) -> str:
        return self.kind.currentData()

    @property
    def level_key(self) -> str:
        return self.level.currentData()


def _level_titles() -> list[str]:
    titles = {"easy": NewGameSeats.tr("Easy"), "medium": NewGameSeats.tr("Medium"), "hard": NewGameSeats.tr("Hard")}
    return [titles.get(key, key) for key in APP_LEVELS]


def _preset_titles() -> dict[str, str]:
    titles = {"solo3": NewGameSeats.tr("Solo vs 3 bots"), "solo5": NewGameSeats.tr("Solo vs 5 bots"),
              "headsup": NewGameSeats.tr("Heads-up vs a hard bot"),
              "hotseat4": NewGameSeats.tr("Hot-seat 4 players"),
              "hotseat3_bots2": NewGameSeats.tr("Hot-seat 3 + 2 bots")}
    return {key: titles.get(key, english) for key, english in PRESETS.items()}


def _player(position: int) -> str:
    return NewGameSeats.tr("Player %1").replace("%1", digits(position))


class SeatsPage(FormPage):
    """The seat rows (all ten built once; those beyond the count are hidden and keep their
    contents for a larger count), the preset chooser and the seat count."""

    def __init__(self, parent: Optional[QWidget] = None, *, player_name: str):
        super().__init__(parent)
        self.player_name = player_name
        self._last_you_name = player_name

        top = QHBoxLayout()
        preset_label = plain_label(NewGameSeats.tr("Start &from:"), self)
        self.preset_combo = QComboBox(self)
        self.preset_combo.setObjectName("presets")
        self.preset_combo.setPlaceholderText(NewGameSeats.tr("Your own seating"))
        for key, title in _preset_titles().items():
            self.preset_combo.addItem(title, key)
        self.preset_combo.setToolTip(NewGameSeats.tr("Fill the seats from a common table. "
                                         "The stakes and house rules stay as they are."))
        self.preset_combo.activated.connect(self._on_preset_chosen)
        preset_label.setBuddy(self.preset_combo)
        seats_label = plain_label(NewGameSeats.tr("S&eats:"), self)
        self.seat_count = QSpinBox(self)
        self.seat_count.setObjectName("seat_count")
        self.seat_count.setRange(MIN_SEATS, MAX_SEATS)
        self.seat_count.setToolTip(NewGameSeats.tr("2 to 10 players (R1.1)"))
        self.seat_count.valueChanged.connect(self._on_seat_count_changed)
        seats_label.setBuddy(self.seat_count)
        top.addWidget(preset_label)
        top.addWidget(self.preset_combo, 1)
        top.addSpacing(24)
        top.addWidget(seats_label)
        top.addWidget(self.seat_count)

        grid_widget = QWidget()
        grid = QGridLayout(grid_widget)
        grid.setHorizontalSpacing(12)
        grid.setColumnStretch(2, 2)  # names widen up to their maximum, the rest stays right
        grid.setColumnStretch(4, 1)
        headers = (NewGameSeats.tr("Seat"), NewGameSeats.tr("Player"), NewGameSeats.tr("Name"), NewGameSeats.tr("Bot level"))
        for column, text in enumerate(headers):
            header = plain_label(text, grid_widget)
            font = QFont(header.font())
            font.setBold(True)
            header.setFont(font)
            grid.addWidget(header, 0, column)
        self.all_rows: list[SeatRow] = []
        for index in range(MAX_SEATS):
            row = self._make_row(index, grid_widget)
            for column, widget in enumerate(row.widgets()):
                grid.addWidget(widget, index + 1, column)
            self.all_rows.append(row)
        grid.setRowStretch(MAX_SEATS + 1, 1)
        scroll = plain_scroll_area(grid_widget, self)

        hint = plain_label(NewGameSeats.tr("People at this screen take turns; each one's cards stay hidden "
                          "until the screen is passed to them."), self)
        hint.setWordWrap(True)
        make_note(hint)
        self.hot_seat_hint = hint  # shown only when two or more people share the screen

        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(scroll, 1)
        layout.addWidget(hint)

    def _make_row(self, index: int, parent: QWidget) -> SeatRow:
        number = plain_label(digits(index + 1), parent)
        number.setAlignment(Qt.AlignmentFlag.AlignCenter)
        kind = QComboBox(parent)
        kind.addItem(NewGameSeats.tr("You"), "you")
        kind.addItem(NewGameSeats.tr("Human"), "human")
        kind.addItem(NewGameSeats.tr("Bot"), "bot")
        kind.setItemData(0, NewGameSeats.tr("You, at this screen: the table is shown from your seat"),
                         Qt.ItemDataRole.ToolTipRole)
        kind.setItemData(1, NewGameSeats.tr("Another person at this screen: the screen passes to them "
                                "on their turn"), Qt.ItemDataRole.ToolTipRole)
        kind.setItemData(2, NewGameSeats.tr("The computer plays this seat"), Qt.ItemDataRole.ToolTipRole)
        kind.setAccessibleName(NewGameSeats.tr("Seat %1: who plays").replace("%1", digits(index + 1)))
        name = QLineEdit(parent)
        name.setMaxLength(MAX_NAME_LENGTH)
        name.setMinimumWidth(name.fontMetrics().horizontalAdvance("(named at the start)") + 24)
        name.setMaximumWidth(name.fontMetrics().horizontalAdvance("M" * MAX_NAME_LENGTH))
        name.setAccessibleName(NewGameSeats.tr("Seat %1: name").replace("%1", digits(index + 1)))
        level = QComboBox(parent)
        for key, text in zip(APP_LEVELS, _level_titles()):
            level.addItem(text, key)
        level.setAccessibleName(NewGameSeats.tr("Seat %1: bot level").replace("%1", digits(index + 1)))
        level.setToolTip(NewGameSeats.tr("Easy makes mistakes, Medium plays the odds, Hard thinks ahead"))
        row = SeatRow(number, kind, name, level)
        kind.currentIndexChanged.connect(lambda _i, r=row: self._on_kind_changed(r))
        name.textChanged.connect(self._changed)
        name.textEdited.connect(lambda text, r=row: setattr(r, "typed_name", text))
        level.currentIndexChanged.connect(self._changed)
        return row

    # ------------------------------------------------------------------------------------
    # The seats

    @property
    def rows(self) -> list[SeatRow]:
        """The rows of the seats in play (the others are hidden, kept for a larger count)."""
        return self.all_rows[: self.seat_count.value()]

    def seats(self) -> tuple[SeatSetup, ...]:
        """What the rows say now."""
        seats = []
        for row in self.rows:
            if row.kind_key == "bot":
                seats.append(SeatSetup("bot", level=row.level_key))
            else:
                seats.append(SeatSetup(row.kind_key, name=row.name.text().strip()))
        return tuple(seats)

    def set_seats(self, seats) -> None:
        """Show `seats` (cut to 10, filled up to 2 with bots)."""
        seats = list(seats)[:MAX_SEATS]
        while len(seats) < MIN_SEATS:
            seats.append(SeatSetup("bot"))
        self._updating += 1
        try:
            for row, seat in zip(self.all_rows, seats):
                self._set_row(row, seat)
            self.seat_count.setValue(len(seats))
            self._on_seat_count_changed(len(seats))
        finally:
            self._updating -= 1

    def refresh(self, seats) -> None:
        """After any change: which preset `seats` are, and the hot-seat hint."""
        shape = [(s.kind, s.level if s.kind == "bot" else "") for s in seats]
        match = -1
        for index in range(self.preset_combo.count()):
            preset_seats = preset(self.preset_combo.itemData(index), "").seats
            if shape == [(s.kind, s.level if s.kind == "bot" else "") for s in preset_seats]:
                match = index
                break
        self.preset_combo.setCurrentIndex(match)
        self.hot_seat_hint.setHidden(sum(s.kind in ("you", "human") for s in seats) < 2)

    def _set_row(self, row: SeatRow, seat: SeatSetup) -> None:
        self._updating += 1
        try:
            kind = seat.kind if seat.kind in KINDS else "human"
            row.kind.setCurrentIndex(KINDS.index(kind))
            level = seat.level if seat.level in APP_LEVELS else "medium"
            row.level.setCurrentIndex(APP_LEVELS.index(level))
            row.typed_name = seat.name if kind != "bot" else ""
            if kind == "you" and seat.name:
                self._last_you_name = seat.name
            self._show_kind(row)
        finally:
            self._updating -= 1

    def _show_kind(self, row: SeatRow) -> None:
        """Name field and level combo as the kind wants them: a bot's name is not chosen here."""
        bot = row.kind_key == "bot"
        self._updating += 1
        try:
            row.name.setReadOnly(bot)
            row.name.setEnabled(not bot)
            row.name.setText("" if bot else row.typed_name)
            row.name.setPlaceholderText(NewGameSeats.tr("(named at the start)") if bot else NewGameSeats.tr("Name"))
            row.name.setToolTip(NewGameSeats.tr("Bots get a name of their own when the game starts")
                                if bot else "")
            row.level.setEnabled(bot)
        finally:
            self._updating -= 1

    def _unused_player_name(self, exclude: Optional[SeatRow] = None) -> str:
        taken = {r.name.text().strip().casefold() for r in self.rows if r is not exclude}
        number = 1
        while _player(number).casefold() in taken:
            number += 1
        return _player(number)

    def _on_kind_changed(self, row: SeatRow) -> None:
        if self._updating:
            return
        self._updating += 1
        try:
            kind = row.kind_key
            if kind == "you":
                # Only one seat is you: the old one becomes a person at this screen, and this
                # seat takes the local player's name.
                for other in self.rows:
                    if other is not row and other.kind_key == "you":
                        self._last_you_name = other.name.text().strip() or self._last_you_name
                        other.kind.setCurrentIndex(KINDS.index("human"))
                        other.typed_name = ""
                        self._show_kind(other)
                        other.typed_name = self._unused_player_name(exclude=other)
                        self._show_kind(other)
                row.typed_name = self._last_you_name or self.player_name
            elif kind == "human" and not row.typed_name.strip():
                row.typed_name = self._unused_player_name(exclude=row)
            self._show_kind(row)
        finally:
            self._updating -= 1
        self._changed()

    @Slot(int)
    def _on_seat_count_changed(self, count: int) -> None:
        for index, row in enumerate(self.all_rows):
            visible = index < count
            if visible and row.number.isHidden() and not self._updating:
                self._reset_new_row(index)
            for widget in row.widgets():
                widget.setVisible(visible)
        self._changed()

    def _reset_new_row(self, index: int) -> None:
        """A seat added by the count: like the seat before it (a person or a bot), never you."""
        previous = self.all_rows[index - 1]
        row = self.all_rows[index]
        if previous.kind_key == "human":
            self._set_row(row, SeatSetup("human", ""))
            row.typed_name = self._unused_player_name(exclude=row)
            self._show_kind(row)
        else:
            level = previous.level_key if previous.kind_key == "bot" else "medium"
            self._set_row(row, SeatSetup("bot", level=level))

    # ------------------------------------------------------------------------------------
    # Presets

    @Slot(int)
    def _on_preset_chosen(self, index: int) -> None:
        key = self.preset_combo.itemData(index)
        if key:
            self.apply_preset(key)

    def apply_preset(self, key: str) -> None:
        """Fill the seats from the preset `key` of games.setup.PRESETS (the stakes and house
        rules, on the other pages, stay)."""
        seats = list(preset(key, self._last_you_name or self.player_name).seats)
        # The preset's people are "Player 1", "Player 2"...: in the user's language here.
        people = [i for i, seat in enumerate(seats) if seat.kind == "human"]
        for number, index in enumerate(people, start=1):
            seats[index] = SeatSetup("human", _player(number))
        self.set_seats(seats)
        self._changed()
