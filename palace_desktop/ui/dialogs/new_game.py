"""The New Game dialog: who sits where (you, people at this screen, bots), the stakes and the
house rules of RULES.md R2.4, filled from a preset or the last setup; OK only when it can start.

    dialog = NewGameDialog(GameSetup.from_json(settings.last_setup), window,
                           player_name=settings.player_name)
    if dialog.exec() == QDialog.DialogCode.Accepted:
        setup = dialog.setup()
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional

from PySide6.QtCore import Qt, Slot
from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import (QButtonGroup, QComboBox, QDialog, QDialogButtonBox, QFrame,
                               QGridLayout, QHBoxLayout, QLabel, QLineEdit, QRadioButton,
                               QScrollArea, QSpinBox, QTabWidget, QVBoxLayout,
                               QWidget)

from ...bots import APP_LEVELS
from ...engine.rules import CHOICES, LIMIT, NO_LIMIT
from ...games.setup import (DEFAULT_PRESET, DEFAULT_RAISE_CAP, HOUSE_KEYS, MAX_BIG_BET,
                            MAX_NAME_LENGTH, MAX_RAISE_CAP, MAX_SEATS, MAX_SMALL_BET,
                            MAX_STARTING_CHIPS, MIN_SEATS, PRESETS, GameSetup, Problem, SeatSetup,
                            ante_for, default_house, preset)

KINDS = ("you", "human", "bot")
# The raise cap's choices in its combo; "number" shows the spin box.
RAISE_CAP_CHOICES = (DEFAULT_RAISE_CAP, "number", None)
ERROR_COLOUR = "#d32f2f"


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


@dataclass
class HouseRow:
    """One house rule: its choices (default first), the combo, and the explanation label."""

    key: str
    choices: tuple
    combo: QComboBox
    explanation: QLabel
    title: QLabel


class NewGameDialog(QDialog):
    def __init__(self, initial: Optional[GameSetup] = None, parent=None, *,
                 player_name: str = ""):
        super().__init__(parent)
        self.setObjectName("new_game_dialog")
        self.setWindowTitle(self.tr("New Game"))
        if not player_name:
            from ...games.seats import default_player_name
            player_name = default_player_name()
        self.player_name = player_name
        self._updating = 0  # > 0 while the dialog itself changes widgets
        self._big_bet_edited = False
        self._last_you_name = player_name

        self.tabs = QTabWidget(self)
        self.tabs.addTab(self._build_players_tab(), self.tr("&Players"))
        self.tabs.addTab(self._build_stakes_tab(), self.tr("&Stakes"))
        self.tabs.addTab(self._build_house_tab(), self.tr("&House rules"))

        self.problems_label = QLabel(self)
        self.problems_label.setObjectName("problems")
        self.problems_label.setWordWrap(True)
        self.problems_label.setStyleSheet(f"color: {ERROR_COLOUR};")
        self.problems_label.setAccessibleName(self.tr("Problems with this setup"))

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.RestoreDefaults, self)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("Start &game"))
        self.restore_button = self.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
        self.restore_button.setText(self.tr("Restore &defaults"))
        self.restore_button.setToolTip(self.tr(
            "Put the stakes and every house rule back to their defaults. The players stay."))
        self.restore_button.clicked.connect(self.restore_defaults)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.problems_label)
        layout.addWidget(self.buttons)

        self.set_setup(initial if initial is not None else preset(DEFAULT_PRESET, player_name))
        self.resize(680, 520)

    # ------------------------------------------------------------------------------------
    # Players

    def _build_players_tab(self) -> QWidget:
        page = QWidget(self)
        top = QHBoxLayout()
        preset_label = QLabel(self.tr("Start &from:"), page)
        self.preset_combo = QComboBox(page)
        self.preset_combo.setObjectName("presets")
        self.preset_combo.setPlaceholderText(self.tr("Your own seating"))
        for key, title in self._preset_titles().items():
            self.preset_combo.addItem(title, key)
        self.preset_combo.setToolTip(self.tr("Fill the seats from a common table. "
                                             "The stakes and house rules stay as they are."))
        self.preset_combo.activated.connect(self._on_preset_chosen)
        preset_label.setBuddy(self.preset_combo)
        seats_label = QLabel(self.tr("S&eats:"), page)
        self.seat_count = QSpinBox(page)
        self.seat_count.setObjectName("seat_count")
        self.seat_count.setRange(MIN_SEATS, MAX_SEATS)
        self.seat_count.setToolTip(self.tr("2 to 10 players (R1.1)"))
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
        headers = (self.tr("Seat"), self.tr("Player"), self.tr("Name"), self.tr("Bot level"))
        for column, text in enumerate(headers):
            header = QLabel(text, grid_widget)
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
        scroll = _plain_scroll_area(grid_widget, page)

        hint = QLabel(self.tr("People at this screen take turns; each one's cards stay hidden "
                              "until the screen is passed to them."), page)
        hint.setWordWrap(True)
        _make_note(hint)
        self.hot_seat_hint = hint  # shown only when two or more people share the screen

        layout = QVBoxLayout(page)
        layout.addLayout(top)
        layout.addWidget(scroll, 1)
        layout.addWidget(hint)
        return page

    def _make_row(self, index: int, parent: QWidget) -> SeatRow:
        number = QLabel(str(index + 1), parent)
        number.setAlignment(Qt.AlignmentFlag.AlignCenter)
        kind = QComboBox(parent)
        kind.addItem(self.tr("You"), "you")
        kind.addItem(self.tr("Human"), "human")
        kind.addItem(self.tr("Bot"), "bot")
        kind.setItemData(0, self.tr("You, at this screen: the table is shown from your seat"),
                         Qt.ItemDataRole.ToolTipRole)
        kind.setItemData(1, self.tr("Another person at this screen: the screen passes to them "
                                    "on their turn"), Qt.ItemDataRole.ToolTipRole)
        kind.setItemData(2, self.tr("The computer plays this seat"), Qt.ItemDataRole.ToolTipRole)
        kind.setAccessibleName(self.tr("Seat %1: who plays").replace("%1", str(index + 1)))
        name = QLineEdit(parent)
        name.setMaxLength(MAX_NAME_LENGTH)
        name.setMinimumWidth(name.fontMetrics().horizontalAdvance("(named at the start)") + 24)
        name.setMaximumWidth(name.fontMetrics().horizontalAdvance("M" * MAX_NAME_LENGTH))
        name.setAccessibleName(self.tr("Seat %1: name").replace("%1", str(index + 1)))
        level = QComboBox(parent)
        for key, text in zip(APP_LEVELS, self._level_titles()):
            level.addItem(text, key)
        level.setAccessibleName(self.tr("Seat %1: bot level").replace("%1", str(index + 1)))
        level.setToolTip(self.tr("Easy makes mistakes, Medium plays the odds, "
                                 "Hard thinks ahead"))
        row = SeatRow(number, kind, name, level)
        kind.currentIndexChanged.connect(lambda _i, r=row: self._on_kind_changed(r))
        name.textChanged.connect(self._refresh)
        name.textEdited.connect(lambda text, r=row: setattr(r, "typed_name", text))
        level.currentIndexChanged.connect(self._refresh)
        return row

    def _level_titles(self) -> list[str]:
        titles = {"easy": self.tr("Easy"), "medium": self.tr("Medium"), "hard": self.tr("Hard")}
        return [titles.get(key, key) for key in APP_LEVELS]

    def _preset_titles(self) -> dict[str, str]:
        titles = {"solo3": self.tr("Solo vs 3 bots"), "solo5": self.tr("Solo vs 5 bots"),
                  "headsup": self.tr("Heads-up vs a hard bot"),
                  "hotseat4": self.tr("Hot-seat 4 players"),
                  "hotseat3_bots2": self.tr("Hot-seat 3 + 2 bots")}
        return {key: titles.get(key, english) for key, english in PRESETS.items()}

    @property
    def rows(self) -> list[SeatRow]:
        """The rows of the seats in play (the others are hidden, kept for a larger count)."""
        return self.all_rows[: self.seat_count.value()]

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
            row.name.setPlaceholderText(self.tr("(named at the start)") if bot
                                        else self.tr("Name"))
            row.name.setToolTip(self.tr("Bots get a name of their own when the game starts")
                                if bot else "")
            row.level.setEnabled(bot)
        finally:
            self._updating -= 1

    def _unused_player_name(self, exclude: Optional[SeatRow] = None) -> str:
        taken = {r.name.text().strip().casefold() for r in self.rows if r is not exclude}
        number = 1
        while self.tr("Player %1").replace("%1", str(number)).casefold() in taken:
            number += 1
        return self.tr("Player %1").replace("%1", str(number))

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
        self._refresh()

    @Slot(int)
    def _on_seat_count_changed(self, count: int) -> None:
        for index, row in enumerate(self.all_rows):
            visible = index < count
            if visible and row.number.isHidden() and not self._updating:
                self._reset_new_row(index)
            for widget in row.widgets():
                widget.setVisible(visible)
        self._refresh()

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

    @Slot(int)
    def _on_preset_chosen(self, index: int) -> None:
        key = self.preset_combo.itemData(index)
        if key:
            self.apply_preset(key)

    def apply_preset(self, key: str) -> None:
        """Fill the seats from the preset `key` of setup_spec.PRESETS (stakes and house rules
        stay)."""
        seats = list(preset(key, self._last_you_name or self.player_name).seats)
        # The preset's people are "Player 1", "Player 2"...: in the user's language here.
        people = [i for i, seat in enumerate(seats) if seat.kind == "human"]
        for number, index in enumerate(people, start=1):
            seats[index] = SeatSetup("human", self.tr("Player %1").replace("%1", str(number)))
        self._set_seats(seats)
        self._refresh()

    def _set_seats(self, seats) -> None:
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

    # ------------------------------------------------------------------------------------
    # Stakes

    def _build_stakes_tab(self) -> QWidget:
        page = QWidget(self)
        grid = QGridLayout(page)
        grid.setColumnStretch(2, 1)
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(6)

        def spin(name: str, low: int, high: int, step: int) -> QSpinBox:
            box = QSpinBox(page)
            box.setObjectName(name)
            box.setRange(low, high)
            box.setSingleStep(step)
            box.setGroupSeparatorShown(True)
            box.setMinimumWidth(110)
            return box

        def note(text: str) -> QLabel:
            label = QLabel(text, page)
            label.setWordWrap(True)
            return _make_note(label)

        self.small_bet = spin("small_bet", 1, MAX_SMALL_BET, 1)
        self.big_bet = spin("big_bet", 1, MAX_BIG_BET, 1)
        self.starting_chips = spin("starting_chips", 1, MAX_STARTING_CHIPS, 10)
        self.ante_value = QLabel(page)
        self.ante_value.setObjectName("ante")
        self.small_bet.valueChanged.connect(self._on_small_bet_changed)
        self.big_bet.valueChanged.connect(self._on_big_bet_changed)
        self.starting_chips.valueChanged.connect(self._refresh)

        rows = [
            (self.tr("S&mall bet (SB):"), self.small_bet,
             self.tr("A soldier costs 1 SB, an attack (soldiers + 1) × SB (R8.1, R12.3).")),
            (self.tr("&Big bet (BB):"), self.big_bet,
             self.tr("A limit raise (R14.2); 2 × SB until you change it (R2.1).")),
            (self.tr("Ante:"), self.ante_value,
             self.tr("Half the SB, at least 1, from every seat each hand (R2.2).")),
            (self.tr("Starting &chips:"), self.starting_chips,
             self.tr("Every seat starts the match with this many.")),
        ]
        for line, (label_text, widget, explanation) in enumerate(rows):
            label = QLabel(label_text, page)
            if not isinstance(widget, QLabel):
                label.setBuddy(widget)
            widget.setToolTip(explanation)
            grid.addWidget(label, line, 0)
            grid.addWidget(widget, line, 1)
            grid.addWidget(note(explanation), line, 2)

        structure_label = QLabel(self.tr("Betting structure (R2.3):"), page)
        grid.addWidget(structure_label, len(rows), 0, 1, 3)
        grid.setRowMinimumHeight(len(rows), 2 * structure_label.fontMetrics().height() + 6)
        structure_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom)
        self.structure_group = QButtonGroup(page)
        self.structure_buttons: dict[str, QRadioButton] = {}
        texts = {
            LIMIT: (self.tr("&Limit"),
                    self.tr("A raise is one BB, at most 3 per battle (R14.2, R14.4).")),
            NO_LIMIT: (self.tr("&No-limit"),
                       self.tr("A raise is from one BB up to all your chips (R14.3).")),
        }
        for offset, key in enumerate(CHOICES["structure"], start=len(rows) + 1):
            title, explanation = texts[key]
            button = QRadioButton(title, page)
            button.setObjectName(f"structure_{key}")
            button.setToolTip(explanation)
            self.structure_group.addButton(button)
            self.structure_buttons[key] = button
            button.toggled.connect(self._on_structure_changed)
            grid.addWidget(button, offset, 0, 1, 2)
            grid.addWidget(note(explanation), offset, 2)
        grid.setRowStretch(len(rows) + 3, 1)
        return page

    @Slot(int)
    def _on_small_bet_changed(self, value: int) -> None:
        if not self._big_bet_edited:
            self._updating += 1
            try:
                self.big_bet.setValue(min(2 * value, MAX_BIG_BET))
            finally:
                self._updating -= 1
        self._refresh()

    @Slot(int)
    def _on_big_bet_changed(self, _value: int) -> None:
        if not self._updating:
            self._big_bet_edited = True
        self._refresh()

    @Slot(bool)
    def _on_structure_changed(self, _checked: bool) -> None:
        # The raise size without soldiers only exists in limit (R14.2).
        row = getattr(self, "house_rows", {}).get("limit_raise_without_soldiers")
        if row is not None:
            row.combo.setEnabled(self.structure() == LIMIT)
            row.title.setEnabled(self.structure() == LIMIT)
        self._refresh()

    def structure(self) -> str:
        for key, button in self.structure_buttons.items():
            if button.isChecked():
                return key
        return LIMIT

    # ------------------------------------------------------------------------------------
    # House rules

    def _house_texts(self) -> dict[str, tuple[str, dict[Any, tuple[str, str]]]]:
        """Per rule: its title, and per choice a short name and one line of explanation."""
        return {
            "exclusion": (self.tr("Excluded cards (R15.3)"), {
                "suit": (self.tr("Suit"), self.tr("Cards of the opponent's banner suit do not "
                                                  "count in a battle.")),
                "rank": (self.tr("Rank"), self.tr("Cards of the opponent's banner rank do not "
                                                  "count in a battle.")),
                "none": (self.tr("None"), self.tr("Every card counts in a battle.")),
            }),
            "call_rule": (self.tr("Calling a bet (R13.2)"), {
                "own": (self.tr("Own"), self.tr("The defender pays (their own soldiers + 1) "
                                                "× small bet.")),
                "match": (self.tr("Match"), self.tr("The defender pays what the attacker "
                                                    "bet.")),
            }),
            "discard_cost": (self.tr("Discard on your turn (R9.2)"), {
                0: (self.tr("Free"), self.tr("Discarding without buying costs nothing.")),
                "SB": (self.tr("Small bet"), self.tr("Discarding without buying costs one "
                                                     "small bet.")),
            }),
            "limit_raise_without_soldiers": (self.tr("Limit raise with no soldiers (R14.2)"), {
                "SB": (self.tr("Small bet"), self.tr("In limit, a raiser with no soldiers "
                                                     "raises one small bet.")),
                "BB": (self.tr("Big bet"), self.tr("In limit, every raise is one big bet.")),
            }),
            "raise_cap": (self.tr("Raises per battle (R14.4)"), {
                DEFAULT_RAISE_CAP: (self.tr("Standard"), self.tr("At most 3 raises in limit, "
                                                                "no cap in no-limit.")),
                "number": (self.tr("At most"), self.tr("At most this many raises per battle; "
                                                       "0: nobody may raise.")),
                None: (self.tr("No cap"), self.tr("Raise as often as you can pay.")),
            }),
            "two_left": (self.tr("Two left at a quiet end (R17.4)"), {
                "battle": (self.tr("Battle"), self.tr("The last two settle the hand by battle "
                                                      "rules, without more chips.")),
                "showdown": (self.tr("Showdown"), self.tr("The last two show down: best five "
                                                          "of all their cards.")),
            }),
        }

    def _build_house_tab(self) -> QWidget:
        page = QWidget(self)
        grid = QGridLayout(page)
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(2)
        grid.setColumnStretch(2, 1)
        self.house_rows: dict[str, HouseRow] = {}
        texts = self._house_texts()
        for index, key in enumerate(HOUSE_KEYS):
            title_text, choice_texts = texts[key]
            choices = RAISE_CAP_CHOICES if key == "raise_cap" else CHOICES[key]
            title = QLabel(title_text, page)
            combo = QComboBox(page)
            combo.setObjectName(f"house_{key}")
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            tips = []
            for number, choice in enumerate(choices):
                name, explanation = choice_texts[choice]
                shown = self.tr("%1 (default)").replace("%1", name) if number == 0 else name
                combo.addItem(shown)
                combo.setItemData(number, explanation, Qt.ItemDataRole.ToolTipRole)
                tips.append(f"<b>{name}</b>: {explanation}")
            tooltip = "<br>".join(tips)
            combo.setToolTip(tooltip)
            title.setToolTip(tooltip)
            title.setBuddy(combo)
            explanation = QLabel(page)
            explanation.setWordWrap(True)
            _make_note(explanation)
            explanation.setObjectName(f"explain_{key}")
            row = HouseRow(key, tuple(choices), combo, explanation, title)
            self.house_rows[key] = row
            combo.currentIndexChanged.connect(lambda _i, r=row: self._on_house_changed(r))
            line = 2 * index
            grid.addWidget(title, line, 0)
            if key == "raise_cap":
                self.raise_cap_spin = QSpinBox(page)
                self.raise_cap_spin.setObjectName("raise_cap_number")
                self.raise_cap_spin.setRange(0, MAX_RAISE_CAP)
                self.raise_cap_spin.setValue(3)
                self.raise_cap_spin.setAccessibleName(self.tr("Most raises per battle"))
                self.raise_cap_spin.valueChanged.connect(self._refresh)
                box = QHBoxLayout()
                box.addWidget(combo)
                box.addWidget(self.raise_cap_spin)
                box.addStretch(1)
                grid.addLayout(box, line, 1, 1, 2)
            else:
                grid.addWidget(combo, line, 1)
            grid.addWidget(explanation, line + 1, 1, 1, 2)
            grid.setRowMinimumHeight(line + 1, explanation.fontMetrics().height() + 10)
        grid.setRowStretch(2 * len(HOUSE_KEYS), 1)
        widest = max(row.combo.sizeHint().width() for row in self.house_rows.values())
        for row in self.house_rows.values():
            row.combo.setMinimumWidth(widest)
        return _plain_scroll_area(page, self)

    def _on_house_changed(self, row: HouseRow) -> None:
        _title, choice_texts = self._house_texts()[row.key]
        choice = row.choices[max(0, row.combo.currentIndex())]
        row.explanation.setText(choice_texts[choice][1])
        if row.key == "raise_cap":
            self.raise_cap_spin.setEnabled(choice == "number")
        self._refresh()

    def house(self) -> dict[str, Any]:
        values = {}
        for key, row in self.house_rows.items():
            choice = row.choices[max(0, row.combo.currentIndex())]
            if key == "raise_cap" and choice == "number":
                choice = self.raise_cap_spin.value()
            values[key] = choice
        return values

    def _set_house(self, house: dict) -> None:
        house = {**default_house(), **house}
        for key, row in self.house_rows.items():
            value = house.get(key)
            if key == "raise_cap" and isinstance(value, int) and not isinstance(value, bool):
                self.raise_cap_spin.setValue(value)
                value = "number"
            index = next((i for i, c in enumerate(row.choices)
                          if c == value and type(c) is type(value)), 0)
            row.combo.setCurrentIndex(index)
            self._on_house_changed(row)  # also when the index did not change

    # ------------------------------------------------------------------------------------
    # The whole form

    def set_setup(self, setup: GameSetup) -> None:
        """Show `setup` in the form."""
        self._updating += 1
        try:
            self._set_seats(setup.seats)
            self.small_bet.setValue(setup.small_bet)
            self.big_bet.setValue(setup.big_bet)
            self.starting_chips.setValue(setup.starting_chips)
            structure = setup.structure if setup.structure in self.structure_buttons else LIMIT
            self.structure_buttons[structure].setChecked(True)
            self._set_house(setup.house)
        finally:
            self._updating -= 1
        self._big_bet_edited = setup.big_bet != 2 * setup.small_bet
        self._on_structure_changed(True)
        self._refresh()

    @Slot()
    def restore_defaults(self) -> None:
        """Stakes, structure and house rules back to the defaults (R2); the seats stay."""
        defaults = GameSetup(())
        self._updating += 1
        try:
            self.small_bet.setValue(defaults.small_bet)
            self.big_bet.setValue(defaults.big_bet)
            self.starting_chips.setValue(defaults.starting_chips)
            self.structure_buttons[defaults.structure].setChecked(True)
            self.raise_cap_spin.setValue(3)
            self._set_house(defaults.house)
        finally:
            self._updating -= 1
        self._big_bet_edited = False
        self._refresh()

    def setup(self) -> GameSetup:
        """What the form says now."""
        seats = []
        for row in self.rows:
            if row.kind_key == "bot":
                seats.append(SeatSetup("bot", level=row.level_key))
            else:
                seats.append(SeatSetup(row.kind_key, name=row.name.text().strip()))
        return GameSetup(tuple(seats), small_bet=self.small_bet.value(),
                         big_bet=self.big_bet.value(),
                         starting_chips=self.starting_chips.value(),
                         structure=self.structure(), house=self.house())

    def problem_texts(self) -> list[str]:
        return [self._problem_text(p) for p in self.setup().problems()]

    def _problem_text(self, problem: Problem) -> str:
        p = {key: str(value) for key, value in problem.params.items()}
        texts = {
            "seat_count": lambda: self.tr("A game needs 2 to 10 seats."),
            "two_yous": lambda: self.tr("Only one seat can be you."),
            "no_name": lambda: self.tr("Seat %1 needs a name.").replace("%1", p["seat"]),
            "long_name": lambda: self.tr("Seat %1: a name has at most %2 characters.")
            .replace("%1", p["seat"]).replace("%2", p["most"]),
            "same_name": lambda: self.tr("Seats %1 and %2 have the same name.")
            .replace("%1", p["first"]).replace("%2", p["seat"]),
            "small_bet": lambda: self.tr("The small bet must be 1 to %1.").replace("%1", p["most"]),
            "big_bet": lambda: self.tr("The big bet must be at least the small bet (%1).")
            .replace("%1", p["small"]),
            "chips_range": lambda: self.tr("Starting chips must be 1 to %1.")
            .replace("%1", p["most"]),
            "chips_ante": lambda: self.tr("Starting chips must be more than the ante (%1).")
            .replace("%1", p["ante"]),
        }
        make = texts.get(problem.key)
        return make() if make else problem.text

    @Slot()
    def _refresh(self) -> None:
        """After any change: the ante, which preset this is, the problems and the OK button."""
        if self._updating:
            return
        self.ante_value.setText(str(ante_for(self.small_bet.value())))
        setup = self.setup()
        shape = [(s.kind, s.level if s.kind == "bot" else "") for s in setup.seats]
        match = -1
        for index in range(self.preset_combo.count()):
            seats = preset(self.preset_combo.itemData(index), "").seats
            if shape == [(s.kind, s.level if s.kind == "bot" else "") for s in seats]:
                match = index
                break
        self.preset_combo.setCurrentIndex(match)
        self.hot_seat_hint.setHidden(sum(s.kind in ("you", "human") for s in setup.seats) < 2)
        problems = [self._problem_text(p) for p in setup.problems()]
        self.problems_label.setText("\n".join(problems))
        self.problems_label.setVisible(bool(problems))
        self.ok_button.setEnabled(not problems)
        self.ok_button.setToolTip(problems[0] if problems else "")

    def accept(self) -> None:
        if self.setup().problems():
            return  # Enter in a field must not start a game the form says is wrong
        super().accept()


def _plain_scroll_area(content: QWidget, parent: QWidget) -> QScrollArea:
    """A frameless scroll area that looks like the page around it (no darker box)."""
    scroll = QScrollArea(parent)
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QFrame.Shape.NoFrame)
    scroll.setWidget(content)
    scroll.viewport().setAutoFillBackground(False)
    content.setAutoFillBackground(False)
    return scroll


def _make_note(label: QLabel) -> QLabel:
    """Explanatory text: between the text colour and the background, readable (a disabled
    label's grey is too faint to read) yet clearly not a control."""
    palette = QPalette(label.palette())
    text = palette.color(QPalette.ColorRole.WindowText)
    back = palette.color(QPalette.ColorRole.Window)
    mixed = QColor(*(round(0.62 * a + 0.38 * b) for a, b in
                     ((text.red(), back.red()), (text.green(), back.green()),
                      (text.blue(), back.blue()))))
    for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive):
        palette.setColor(group, QPalette.ColorRole.WindowText, mixed)
    label.setPalette(palette)
    return label
