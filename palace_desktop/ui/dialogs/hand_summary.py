"""Between hands: who won what and how; at the end of the match: the standings. Public facts
only (chips, outcomes, the hands shown at a showdown), so it is safe at a hot seat."""

from __future__ import annotations

from typing import Optional, Sequence

from PySide6.QtCore import QLocale, QSize, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (QAbstractScrollArea, QDialog, QDialogButtonBox, QHeaderView,
                               QLayout, QPushButton, QSizePolicy, QTableWidget,
                               QTableWidgetItem, QVBoxLayout)

from ...engine import actions as A
from ...engine.battle_records import BattleRecord
from ...engine.match import Match
from ...engine.cards import parse_cards
from ...engine.phases import Outcome
from ...live.card_names import cards_names
from ...live.hand_words import describe_hand
from ...live.i18n import fill, name_list
from ..plain_text import plain_label


class HandSummaryDialog(QDialog):
    """`next_hand` / `new_game` say what the player chose.

    Not modal: a modal dialog blocks its window, and Qt drops a blocked window's close
    request (the main window's close button did nothing). `keys`: the main window's actions
    whose shortcuts work here too (N deals the next hand, as the action bar says; a window's
    shortcuts reach no other window)."""

    next_hand = Signal()
    new_game = Signal()

    def __init__(self, match: Match, chips_before: Sequence[int], parent=None,
                 keys: Sequence[QAction] = (), dealt_by_server: bool = False):
        """`dealt_by_server`: a table on the network, whose server deals the next hand by
        itself after its pause (nobody here deals it)."""
        super().__init__(parent)
        self.addActions(list(keys))
        self.match = match
        state = match.state
        over = match.is_over
        self.setWindowTitle(self.tr("Match over") if over else
                            fill(self.tr("Hand {number}"),
                                number=QLocale().toString(state.hand_number)))
        layout = QVBoxLayout(self)
        self.headline = plain_label(self._headline(), self)
        self.headline.setWordWrap(True)
        self.headline.setStyleSheet("font-size: 17px; font-weight: 600;")
        layout.addWidget(self.headline)
        self.details = plain_label("\n".join(self._details()), self)
        self.details.setWordWrap(True)
        self.details.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.details)
        self.table = self._standings(chips_before)
        layout.addWidget(self.table)
        buttons = QDialogButtonBox(self)
        if over:
            self.primary = QPushButton(self.tr("New game…"), self)
            self.primary.clicked.connect(self._new_game)
            buttons.addButton(self.primary, QDialogButtonBox.ButtonRole.AcceptRole)
            close = buttons.addButton(QDialogButtonBox.StandardButton.Close)
            close.clicked.connect(self.reject)
        elif dealt_by_server:
            self.details.setText("\n".join(self._details() + [
                self.tr("The next hand is dealt in a moment.")]))
            self.primary = buttons.addButton(QDialogButtonBox.StandardButton.Ok)
            self.primary.clicked.connect(self.accept)
        else:
            self.primary = QPushButton(self.tr("Deal the next hand"), self)
            self.primary.clicked.connect(self._next_hand)
            buttons.addButton(self.primary, QDialogButtonBox.ButtonRole.AcceptRole)
            later = buttons.addButton(self.tr("Look at the table"),
                                      QDialogButtonBox.ButtonRole.RejectRole)
            later.clicked.connect(self.reject)
        self.primary.setDefault(True)
        # The focus on the button to press, which tells the headline: on the standings (the
        # first in the tab order) a screen reader said a table's cell and nothing of the hand.
        self.primary.setAccessibleDescription(self.headline.text())
        self.primary.setFocus()
        layout.addWidget(buttons)
        # Its wrapped lines at this width, not the narrowest: by default the dialog's least
        # height is theirs at the narrowest width, and the room left over stood between them.
        layout.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)
        self.setMinimumSize(320, 120)
        self.resize(self._fitting_size())

    def _fitting_size(self) -> QSize:
        """At least 520 wide, as tall as what the dialog holds (the standings as tall as
        their rows), within the screen: there the standings scroll."""
        hint = self.sizeHint()
        width = max(520, hint.width())
        size = QSize(width, self.layout().totalHeightForWidth(width))
        screen = self.screen()
        if screen is not None:
            size = size.boundedTo(screen.availableGeometry().size() * 0.9)
        return size

    def _headline(self) -> str:
        names = self.match.names
        state = self.match.state
        winners = [s for s in state.players if state.payouts[s] > 0]
        if self.match.is_over:
            leader = max(range(len(names)), key=lambda s: self.match.chips[s])
            return fill(self.tr("{name} wins the match with %Ln chips.", "",
                                self.match.chips[leader]), name=names[leader])
        if len(winners) == 1:
            return fill(self.tr("{name} wins the pot of {amount}."),
                name=names[winners[0]], amount=QLocale().toString(state.payouts[winners[0]]))
        return fill(self.tr("{names} split the pot."),
            names=name_list(names[s] for s in winners))

    def _details(self) -> list[str]:
        """What happened in the hand: every way a seat left it, in the order it happened,
        the showdown, who sat the hand out and who is out of the match."""
        names = self.match.names
        state = self.match.state
        lines = self._ways_out()
        if state.showdown:
            lines.append(self.tr("Showdown:"))
            for hand in state.showdown["hands"]:
                # Named as the table's result panel names it ("a pair of kings"), then the cards.
                cards = parse_cards(hand["cards"])
                lines.append("  " + fill(self.tr("{name}: {hand} ({cards})"),
                    name=names[hand["seat"]], hand=describe_hand(hand["category"], cards),
                    cards=cards_names(cards)))
        for seat in range(len(names)):
            if seat not in state.players:
                lines.append(fill(self.tr("{name} is out of the match (cannot pay the ante)."),
                    name=names[seat]))
        for seat in range(len(names)):
            if seat in state.players and seat not in self.match.active_seats():
                lines.append(fill(self.tr("{name} is out of the match."), name=names[seat]))
        return lines

    def _ways_out(self) -> list[str]:
        """One line per fold on a turn (R11) and per battle (R13.3, R14.5, R15.6, R15.7), in
        the order of the hand's actions. A battle runs from a Bet to the Call or Fold that
        ends it; a Fold outside a battle is a fold on one's own turn."""
        names = self.match.names
        state = self.match.state
        battles = iter(state.battles)
        lines = []
        raised: Optional[bool] = None  # None: no battle under way; else: was there a raise
        for action in state.actions:
            if isinstance(action, A.Bet):
                raised = False
            elif isinstance(action, A.Raise):
                raised = True
            elif isinstance(action, A.Fold) and raised is None:
                lines.append(fill(self.tr("{name} folded on their turn."),
                    name=names[action.seat]))
            elif isinstance(action, (A.Call, A.Fold)):
                battle = next(battles, None)
                if battle is not None:
                    lines.append(self._battle_line(battle, raised))
                raised = None
        lines.extend(self._battle_line(battle, False) for battle in battles)
        return lines

    def _battle_line(self, battle: BattleRecord, raised: bool) -> str:
        names = self.match.names
        a, d = names[battle.attacker], names[battle.defender]
        outcome = battle.outcome
        if outcome == Outcome.ATTACKER:
            return fill(self.tr("{a} beat {d} in battle."), a=a, d=d)
        if outcome == Outcome.DEFENDER:
            return fill(self.tr("{d} beat {a} in battle."), a=a, d=d)
        if outcome == Outcome.DEFENDER_FOLDED:
            if raised:  # the attacker re-raised (R14.5)
                return fill(self.tr("{d} folded to {a}'s raise."), a=a, d=d)
            return fill(self.tr("{d} folded when {a} attacked."), a=a, d=d)
        if outcome == Outcome.ATTACKER_FOLDED:
            return fill(self.tr("{a} folded to {d}'s raise."), a=a, d=d)
        if outcome == Outcome.SPLIT:
            return fill(self.tr("{a} and {d} tied and split the pot."), a=a, d=d)
        return fill(self.tr("{a} and {d} tied and both went out."), a=a, d=d)

    def _standings(self, chips_before: Sequence[int]) -> QTableWidget:
        names = self.match.names
        chips = self.match.chips
        order = sorted(range(len(names)), key=lambda s: (-chips[s], s))
        table = QTableWidget(len(order), 3, self)
        table.setHorizontalHeaderLabels([self.tr("Player"), self.tr("Chips"),
                                         self.tr("This hand")])
        table.verticalHeader().setVisible(False)
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        table.setTabKeyNavigation(False)  # Tab leaves the table; arrows move in it
        table.setAccessibleName(self.tr("Standings"))
        locale = QLocale()
        for row, seat in enumerate(order):
            change = chips[seat] - chips_before[seat]
            shown = locale.toString(change)
            if change > 0:
                shown = locale.positiveSign() + shown
            values = [names[seat], locale.toString(chips[seat]), shown]
            for column, value in enumerate(values):
                item = QTableWidgetItem(value)
                if column:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                table.setItem(row, column, item)
        # The names take the room; the numbers stand close to them, each column as wide as
        # its widest figure or heading (a stretched last column put "+28" a table away).
        header = table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        # As tall as its rows: a fixed height stood three rows over a blank of ten more.
        table.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)
        table.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)
        for column in (1, 2):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        return table

    def _next_hand(self) -> None:
        self.accept()
        self.next_hand.emit()

    def _new_game(self) -> None:
        self.accept()
        self.new_game.emit()
