"""The New Game dialog's Stakes and House rules pages (RULES.md R2): the bets, the starting chips
and the betting structure; one choice per house rule of R2.4, each with a line saying what it
means.

    stakes = StakesPage(parent); stakes.set_stakes(setup)
    house = HouseRulesPage(parent); house.set_house(setup.house); house.house()
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional

from PySide6.QtCore import Qt, Signal, Slot, QObject
from PySide6.QtWidgets import (QButtonGroup, QComboBox, QGridLayout, QHBoxLayout, QLabel,
                               QRadioButton, QSpinBox, QWidget)

from ...engine.rules import CHOICES, LIMIT, NO_LIMIT
from ...games.setup import (DEFAULT_RAISE_CAP, HOUSE_KEYS, MAX_BIG_BET, MAX_RAISE_CAP,
                            MAX_SMALL_BET, MAX_STARTING_CHIPS, GameSetup, ante_for, default_house)
from ...live.i18n import digits, rule_number
from .form_page import FormPage, make_note
from ..plain_text import plain_label

# The raise cap's choices in its combo; "number" shows the spin box.
RAISE_CAP_CHOICES = (DEFAULT_RAISE_CAP, "number", None)
FIRST_CAP_NUMBER = 3  # what "At most" offers first: the limit cap of R14.4


class NewGameRules(QObject):
    """The translation context of the New Game dialog's stakes and house-rules pages: `NewGameRules.tr(...)`, which
    pyside6-lupdate files under "NewGameRules"."""


def _note(text: str, parent: QWidget) -> QLabel:
    label = plain_label(text, parent)
    label.setWordWrap(True)
    return make_note(label)


class StakesPage(FormPage):
    """Small bet, big bet (twice the small bet until a person changes it, R2.1), the ante it
    gives (R2.2), the starting chips and the betting structure (R2.3)."""

    structure_changed = Signal()

    def __init__(self, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self._big_bet_edited = False
        grid = QGridLayout(self)
        grid.setColumnStretch(2, 1)
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(6)

        self.small_bet = self._spin("small_bet", 1, MAX_SMALL_BET, 1)
        self.big_bet = self._spin("big_bet", 1, MAX_BIG_BET, 1)
        self.starting_chips = self._spin("starting_chips", 1, MAX_STARTING_CHIPS, 10)
        self.ante_value = plain_label(self)
        self.ante_value.setObjectName("ante")
        self.small_bet.valueChanged.connect(self._on_small_bet_changed)
        self.big_bet.valueChanged.connect(self._on_big_bet_changed)
        self.starting_chips.valueChanged.connect(self._changed)

        # The rule numbers go to the tooltips only: the page speaks plainly.
        rows = [
            (NewGameRules.tr("S&mall bet (SB):"), self.small_bet,
             NewGameRules.tr("A soldier costs 1 SB, an attack (soldiers + 1) × SB."), "R8.1, R12.3"),
            (NewGameRules.tr("&Big bet (BB):"), self.big_bet,
             NewGameRules.tr("A limit raise; 2 × SB until you change it."), "R14.2, R2.1"),
            (NewGameRules.tr("Ante:"), self.ante_value,
             NewGameRules.tr("Half the SB, at least 1, from every seat each hand."), "R2.2"),
            (NewGameRules.tr("Starting &chips:"), self.starting_chips,
             NewGameRules.tr("Every seat starts the match with this many."), ""),
        ]
        for line, (label_text, widget, explanation, rules) in enumerate(rows):
            label = plain_label(label_text, self)
            if not isinstance(widget, QLabel):
                label.setBuddy(widget)
            widget.setToolTip(with_rules(explanation, rules))
            grid.addWidget(label, line, 0)
            grid.addWidget(widget, line, 1)
            grid.addWidget(_note(explanation, self), line, 2)

        structure_label = plain_label(NewGameRules.tr("Betting structure:"), self)
        structure_label.setToolTip(with_rules("", "R2.3"))
        grid.addWidget(structure_label, len(rows), 0, 1, 3)
        grid.setRowMinimumHeight(len(rows), 2 * structure_label.fontMetrics().height() + 6)
        structure_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom)
        self.structure_group = QButtonGroup(self)
        self.structure_buttons: dict[str, QRadioButton] = {}
        texts = {
            LIMIT: (NewGameRules.tr("&Limit"),
                    NewGameRules.tr("A raise is one BB, at most 3 per battle."), "R14.2, R14.4"),
            NO_LIMIT: (NewGameRules.tr("&No-limit"),
                       NewGameRules.tr("A raise is from one BB up to all your chips."), "R14.3"),
        }
        for offset, key in enumerate(CHOICES["structure"], start=len(rows) + 1):
            title, explanation, rules = texts[key]
            button = QRadioButton(title, self)
            button.setObjectName(f"structure_{key}")
            button.setToolTip(with_rules(explanation, rules))
            self.structure_group.addButton(button)
            self.structure_buttons[key] = button
            button.toggled.connect(self.structure_changed)
            grid.addWidget(button, offset, 0, 1, 2)
            grid.addWidget(_note(explanation, self), offset, 2)
        grid.setRowStretch(len(rows) + 3, 1)

    def _spin(self, name: str, low: int, high: int, step: int) -> QSpinBox:
        box = QSpinBox(self)
        box.setObjectName(name)
        box.setRange(low, high)
        box.setSingleStep(step)
        box.setGroupSeparatorShown(True)
        box.setMinimumWidth(110)
        return box

    @Slot(int)
    def _on_small_bet_changed(self, value: int) -> None:
        if not self._big_bet_edited:
            self._updating += 1
            try:
                self.big_bet.setValue(min(2 * value, MAX_BIG_BET))
            finally:
                self._updating -= 1
        self._changed()

    @Slot(int)
    def _on_big_bet_changed(self, _value: int) -> None:
        if not self._updating:
            self._big_bet_edited = True
        self._changed()

    def set_stakes(self, setup: GameSetup) -> None:
        """Show the stakes and the structure of `setup`. Its big bet keeps following the small
        bet only when it is twice the small bet (R2.1)."""
        self._updating += 1
        try:
            self.small_bet.setValue(setup.small_bet)
            self.big_bet.setValue(setup.big_bet)
            self.starting_chips.setValue(setup.starting_chips)
            structure = setup.structure if setup.structure in self.structure_buttons else LIMIT
            self.structure_buttons[structure].setChecked(True)
        finally:
            self._updating -= 1
        self._big_bet_edited = setup.big_bet != 2 * setup.small_bet

    def structure(self) -> str:
        for key, button in self.structure_buttons.items():
            if button.isChecked():
                return key
        return LIMIT

    def refresh(self) -> None:
        """After any change: the ante of the small bet."""
        self.ante_value.setText(digits(ante_for(self.small_bet.value())))


# The rule of RULES.md behind each house rule, for its tooltip.
HOUSE_RULE_NUMBERS = {
    "exclusion": "R15.3",
    "call_rule": "R13.2",
    "discard_cost": "R9.2",
    "limit_raise_without_soldiers": "R14.2",
    "raise_cap": "R14.4",
    "two_left": "R17.4",
}


def with_rules(text: str, rules: str) -> str:
    """A tooltip: `text`, then the rule numbers on a line of their own."""
    if not rules:
        return text
    reference = NewGameRules.tr("Rules: %1").replace("%1", rule_number(rules))
    return f"{text}\n{reference}" if text else reference


def _house_texts() -> dict[str, tuple[str, dict[Any, tuple[str, str]]]]:
    """Per rule: its title, and per choice a short name and one line of explanation."""
    return {
        "exclusion": (NewGameRules.tr("Excluded cards"), {
            "suit": (NewGameRules.tr("Suit"), NewGameRules.tr("Cards of the opponent's banner suit do not count in a "
                                      "battle.")),
            "rank": (NewGameRules.tr("Rank"), NewGameRules.tr("Cards of the opponent's banner rank do not count in a "
                                      "battle.")),
            "none": (NewGameRules.tr("None"), NewGameRules.tr("Every card counts in a battle.")),
        }),
        "call_rule": (NewGameRules.tr("Calling a bet"), {
            "own": (NewGameRules.tr("Own"), NewGameRules.tr("The defender pays (their own soldiers + 1) × small bet.")),
            "match": (NewGameRules.tr("Match"), NewGameRules.tr("The defender pays what the attacker bet.")),
        }),
        "discard_cost": (NewGameRules.tr("Discard on your turn"), {
            0: (NewGameRules.tr("Free"), NewGameRules.tr("Discarding without buying costs nothing.")),
            "SB": (NewGameRules.tr("Small bet"), NewGameRules.tr("Discarding without buying costs one small bet.")),
        }),
        "limit_raise_without_soldiers": (NewGameRules.tr("Limit raise with no soldiers"), {
            "SB": (NewGameRules.tr("Small bet"), NewGameRules.tr("In limit, a raiser with no soldiers raises one small "
                                         "bet.")),
            "BB": (NewGameRules.tr("Big bet"), NewGameRules.tr("In limit, every raise is one big bet.")),
        }),
        "raise_cap": (NewGameRules.tr("Raises per battle"), {
            DEFAULT_RAISE_CAP: (NewGameRules.tr("Standard"), NewGameRules.tr("At most 3 raises in limit, no cap in "
                                                     "no-limit.")),
            "number": (NewGameRules.tr("At most"), NewGameRules.tr("At most this many raises per battle; 0: nobody may "
                                           "raise.")),
            None: (NewGameRules.tr("No cap"), NewGameRules.tr("Raise as often as you can pay.")),
        }),
        "two_left": (NewGameRules.tr("Two left at a quiet end"), {
            "battle": (NewGameRules.tr("Battle"), NewGameRules.tr("The last two settle the hand by battle rules, "
                                          "without more chips.")),
            "showdown": (NewGameRules.tr("Showdown"), NewGameRules.tr("The last two show down: best five of all their "
                                              "cards.")),
        }),
    }


@dataclass
class HouseRow:
    """One house rule: its choices (default first), the combo, and the explanation label."""

    key: str
    choices: tuple
    combo: QComboBox
    explanation: QLabel
    title: QLabel


class HouseRulesPage(FormPage):
    """A combo per house rule of R2.4 (the default first, marked so), the chosen rule's
    explanation under it, and a number for "at most N raises"."""

    def __init__(self, parent: Optional[QWidget] = None):
        super().__init__(parent)
        grid = QGridLayout(self)
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(2)
        grid.setColumnStretch(2, 1)
        self.house_rows: dict[str, HouseRow] = {}
        texts = _house_texts()
        for index, key in enumerate(HOUSE_KEYS):
            title_text, choice_texts = texts[key]
            choices = RAISE_CAP_CHOICES if key == "raise_cap" else CHOICES[key]
            title = plain_label(title_text, self)
            combo = QComboBox(self)
            combo.setObjectName(f"house_{key}")
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            tips = []
            for number, choice in enumerate(choices):
                name, explanation = choice_texts[choice]
                shown = NewGameRules.tr("%1 (default)").replace("%1", name) if number == 0 else name
                combo.addItem(shown)
                combo.setItemData(number, explanation, Qt.ItemDataRole.ToolTipRole)
                tips.append(f"<b>{name}</b>: {explanation}")
            tooltip = "<br>".join(tips + [with_rules("", HOUSE_RULE_NUMBERS[key])])
            combo.setToolTip(tooltip)
            title.setToolTip(tooltip)
            title.setBuddy(combo)
            explanation = plain_label(self)
            explanation.setWordWrap(True)
            make_note(explanation)
            explanation.setObjectName(f"explain_{key}")
            row = HouseRow(key, tuple(choices), combo, explanation, title)
            self.house_rows[key] = row
            combo.currentIndexChanged.connect(lambda _i, r=row: self._on_house_changed(r))
            line = 2 * index
            grid.addWidget(title, line, 0)
            if key == "raise_cap":
                self.raise_cap_spin = QSpinBox(self)
                self.raise_cap_spin.setObjectName("raise_cap_number")
                self.raise_cap_spin.setRange(0, MAX_RAISE_CAP)
                self.raise_cap_spin.setValue(FIRST_CAP_NUMBER)
                self.raise_cap_spin.setAccessibleName(NewGameRules.tr("Most raises per battle"))
                self.raise_cap_spin.valueChanged.connect(self._changed)
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

    def _on_house_changed(self, row: HouseRow) -> None:
        _title, choice_texts = _house_texts()[row.key]
        choice = row.choices[max(0, row.combo.currentIndex())]
        row.explanation.setText(choice_texts[choice][1])
        if row.key == "raise_cap":
            self.raise_cap_spin.setEnabled(choice == "number")
        self._changed()

    def house(self) -> dict[str, Any]:
        values = {}
        for key, row in self.house_rows.items():
            choice = row.choices[max(0, row.combo.currentIndex())]
            if key == "raise_cap" and choice == "number":
                choice = self.raise_cap_spin.value()
            values[key] = choice
        return values

    def set_house(self, house: dict) -> None:
        """Show `house` (rules it does not name: their defaults)."""
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

    def restore_defaults(self) -> None:
        self.raise_cap_spin.setValue(FIRST_CAP_NUMBER)
        self.set_house(default_house())

    def set_structure(self, structure: str) -> None:
        # The raise size without soldiers only exists in limit (R14.2).
        row = self.house_rows["limit_raise_without_soldiers"]
        row.combo.setEnabled(structure == LIMIT)
        row.title.setEnabled(structure == LIMIT)
