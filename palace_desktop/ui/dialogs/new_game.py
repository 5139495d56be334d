"""The New Game dialog: its pages (Players, Stakes, House rules) put together into one setup,
filled from a preset or the last setup, its problems in words; OK only when it can start.

    dialog = NewGameDialog(GameSetup.from_json(settings.last_setup), window,
                           player_name=settings.player_name)
    if dialog.exec() == QDialog.DialogCode.Accepted:
        setup = dialog.setup()
"""

from __future__ import annotations

from typing import Any, Optional

from PySide6.QtCore import Slot
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTabWidget, QVBoxLayout

from ...games.setup import DEFAULT_PRESET, GameSetup, Problem, preset
from ...live.i18n import digits
from ..plain_text import as_written, plain_label
from .form_page import ERROR_COLOUR, plain_scroll_area
from .rules_pages import HouseRulesPage, StakesPage
from .seats_page import SeatRow, SeatsPage


class NewGameDialog(QDialog):
    HOST_ONLINE = 2  # exec()'s result when the person chose to host a table for others
    JOIN_ONLINE = 3  # ... or to join a table on another computer (Game ▸ Join a table)

    def __init__(self, initial: Optional[GameSetup] = None, parent=None, *,
                 player_name: str = ""):
        super().__init__(parent)
        self.setObjectName("new_game_dialog")
        self.setWindowTitle(self.tr("New Game"))
        if not player_name:
            from ...live.seat_texts import local_player_name
            player_name = local_player_name()
        self.player_name = player_name
        self._updating = 0  # > 0 while the dialog fills the pages: one refresh at the end

        # The tabs before the pages: the focus chain follows creation, and the tab bar, not
        # the first field, takes the focus when the dialog opens.
        self.tabs = QTabWidget(self)
        self.seats_page = SeatsPage(self, player_name=player_name)
        self.stakes_page = StakesPage(self)
        self.house_page = HouseRulesPage(self)
        self.tabs.addTab(self.seats_page, self.tr("&Players"))
        self.tabs.addTab(self.stakes_page, self.tr("&Stakes"))
        self.tabs.addTab(plain_scroll_area(self.house_page, self), self.tr("&House rules"))
        for page in (self.seats_page, self.stakes_page, self.house_page):
            page.changed.connect(self._refresh)
        self.stakes_page.structure_changed.connect(self._on_structure_changed)
        # The form's widgets by name, as the callers and the tests address them.
        self.preset_combo = self.seats_page.preset_combo
        self.seat_count = self.seats_page.seat_count
        self.all_rows = self.seats_page.all_rows
        self.hot_seat_hint = self.seats_page.hot_seat_hint
        self.small_bet = self.stakes_page.small_bet
        self.big_bet = self.stakes_page.big_bet
        self.starting_chips = self.stakes_page.starting_chips
        self.ante_value = self.stakes_page.ante_value
        self.structure_buttons = self.stakes_page.structure_buttons
        self.house_rows = self.house_page.house_rows
        self.raise_cap_spin = self.house_page.raise_cap_spin

        self.problems_label = plain_label(self)
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
        self.host_button = self.buttons.addButton(self.tr("Host a table for other "
                                                          "&computers…"),
                                                  QDialogButtonBox.ButtonRole.ActionRole)
        self.host_button.setObjectName("host_online")
        self.host_button.setToolTip(self.tr(
            "Play with people on other computers: they join your table from their app. The "
            "stakes and house rules chosen here go with it."))
        self.host_button.clicked.connect(lambda: self.done(self.HOST_ONLINE))
        self.join_button = self.buttons.addButton(self.tr("&Join a table…"),
                                                  QDialogButtonBox.ButtonRole.ActionRole)
        self.join_button.setObjectName("join_online")
        self.join_button.setToolTip(self.tr(
            "Sit at a table someone hosts on another computer: on this network it is listed, "
            "else you type its address and room code."))
        self.join_button.clicked.connect(lambda: self.done(self.JOIN_ONLINE))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.problems_label)
        layout.addWidget(self.buttons)

        self.set_setup(initial if initial is not None else preset(DEFAULT_PRESET, player_name))
        self.resize(680, 520)

    # ------------------------------------------------------------------------------------
    # The pages' parts the dialog's callers use

    @property
    def rows(self) -> list[SeatRow]:
        """The rows of the seats in play (the others are hidden, kept for a larger count)."""
        return self.seats_page.rows

    def apply_preset(self, key: str) -> None:
        """Fill the seats from the preset `key` of games.setup.PRESETS (stakes and house rules
        stay)."""
        self.seats_page.apply_preset(key)

    def structure(self) -> str:
        return self.stakes_page.structure()

    def house(self) -> dict[str, Any]:
        return self.house_page.house()

    @Slot()
    def _on_structure_changed(self) -> None:
        self.house_page.set_structure(self.structure())
        self._refresh()

    # ------------------------------------------------------------------------------------
    # The whole form

    def set_setup(self, setup: GameSetup) -> None:
        """Show `setup` in the form."""
        self._updating += 1
        try:
            self.seats_page.set_seats(setup.seats)
            self.stakes_page.set_stakes(setup)
            self.house_page.set_house(setup.house)
        finally:
            self._updating -= 1
        self._on_structure_changed()

    @Slot()
    def restore_defaults(self) -> None:
        """Stakes, structure and house rules back to the defaults (R2); the seats stay."""
        self._updating += 1
        try:
            self.stakes_page.set_stakes(GameSetup(()))
            self.house_page.restore_defaults()
        finally:
            self._updating -= 1
        self._refresh()

    def setup(self) -> GameSetup:
        """What the form says now."""
        stakes = self.stakes_page
        return GameSetup(self.seats_page.seats(), small_bet=stakes.small_bet.value(),
                         big_bet=stakes.big_bet.value(),
                         starting_chips=stakes.starting_chips.value(),
                         structure=self.structure(), house=self.house())

    def _problem_text(self, problem: Problem) -> str:
        p = {key: digits(value) if isinstance(value, int) else str(value)
             for key, value in problem.params.items()}
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
        self.stakes_page.refresh()
        setup = self.setup()
        self.seats_page.refresh(setup.seats)
        problems = [self._problem_text(p) for p in setup.problems()]
        self.problems_label.setText("\n".join(problems))
        self.problems_label.setVisible(bool(problems))
        self.ok_button.setEnabled(not problems)
        self.ok_button.setToolTip(as_written(problems[0]) if problems else "")

    def online_stakes(self) -> dict:
        """The chips and rules of this form for a hosted table (`HostTableDialog`'s
        `chips` and `rules`): the rules only when the stakes have no problem."""
        setup = self.setup()
        stake_problems = {"small_bet", "big_bet", "chips_range", "chips_ante"}
        if any(problem.key in stake_problems for problem in setup.problems()):
            return {"chips": setup.starting_chips, "rules": None}
        return {"chips": setup.starting_chips, "rules": setup.rules().to_json()}

    def accept(self) -> None:
        if self.setup().problems():
            return  # Enter in a field must not start a game the form says is wrong
        super().accept()
