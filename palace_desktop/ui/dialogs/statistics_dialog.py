"""The Statistics dialog: a sortable table of every player's hands, wins, battles and chips,
and a confirmed reset.

    dialog = StatisticsDialog(statistics, window)
    dialog.reset_requested.connect(save_statistics_now)
    dialog.exec()
"""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import (QAbstractTableModel, QLocale, QModelIndex, QSortFilterProxyModel, Qt,
                            Signal, Slot)
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (QAbstractItemView, QDialog, QDialogButtonBox,
                               QMessageBox, QPushButton, QStackedWidget, QTableView, QVBoxLayout)

from ..plain_text import as_written, rich_label

SORT_ROLE = Qt.ItemDataRole.UserRole
MINUS = "\u2212"  # a real minus sign: as wide as the plus, easier to read than a hyphen
WON_COLOUR = QColor("#2e7d32")
LOST_COLOUR = QColor("#c62828")


class StatisticsModel(QAbstractTableModel):
    """One row per player of `statistics.players()`; `refresh()` reads them again."""

    NAME, PLAYED, WON, WIN_RATE, BATTLES_WON, BATTLES_LOST, CHIPS = range(7)

    def __init__(self, statistics, parent=None):
        super().__init__(parent)
        self.statistics = statistics
        self._rows: list[tuple[str, Any]] = list(statistics.players())

    def refresh(self) -> None:
        self.beginResetModel()
        self._rows = list(self.statistics.players())
        self.endResetModel()

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else 7

    def headerData(self, section: int, orientation, role=Qt.ItemDataRole.DisplayRole):
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            # Two short lines each, so the numbers' columns stay narrow and names get room.
            return (self.tr("Player"), self.tr("Hands\nplayed"), self.tr("Hands\nwon"),
                    self.tr("Win %"), self.tr("Battles\nwon"), self.tr("Battles\nlost"),
                    self.tr("Chips\nwon"))[section]
        if role == Qt.ItemDataRole.ToolTipRole:
            return (self.tr("The player's name"), self.tr("Hands played"),
                    self.tr("Hands won; a split pot counts as a share"),
                    self.tr("Hands won out of hands played"),
                    self.tr("Battles won, by a call or because the other side folded"),
                    self.tr("Battles lost"),
                    self.tr("Chips won minus chips put in, over all hands"))[section]
        if role == Qt.ItemDataRole.TextAlignmentRole:
            side = Qt.AlignmentFlag.AlignLeft if section == self.NAME else Qt.AlignmentFlag.AlignRight
            return int(side | Qt.AlignmentFlag.AlignVCenter)
        return None

    def value(self, row: int, column: int) -> Any:
        """The raw number (or name) of a cell: what sorting compares."""
        name, stats = self._rows[row]
        if column == self.NAME:
            return name
        if column == self.WIN_RATE:
            played = stats.hands_played
            return 100.0 * stats.hands_won / played if played else -1.0  # none: sorts last
        return (None, stats.hands_played, stats.hands_won, None, stats.battles_won,
                stats.battles_lost, stats.chips_won)[column]

    def data(self, index: QModelIndex, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        column = index.column()
        value = self.value(index.row(), column)
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(column, value)
        if role == SORT_ROLE:
            return value.casefold() if column == self.NAME else float(value)
        if role == Qt.ItemDataRole.TextAlignmentRole and column != self.NAME:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ForegroundRole and column == self.CHIPS and value:
            return WON_COLOUR if value > 0 else LOST_COLOUR
        return None

    def _text(self, column: int, value: Any) -> str:
        locale = QLocale()
        if column == self.NAME:
            return value
        if column == self.WON:
            whole = abs(value - round(value)) < 1e-9
            return locale.toString(float(value), "f", 0 if whole else 1)
        if column == self.WIN_RATE:
            return "\u2014" if value < 0 else self.tr("%1%").replace(
                "%1", locale.toString(value, "f", 0))
        if column == self.CHIPS:
            sign = "+" if value > 0 else MINUS if value < 0 else ""
            return sign + locale.toString(abs(int(value)))
        return locale.toString(int(value))


class StatisticsDialog(QDialog):
    # The statistics were reset (after the player confirmed): the app should save them.
    reset_requested = Signal()

    def __init__(self, statistics, parent=None):
        super().__init__(parent)
        self.setObjectName("statistics_dialog")
        self.setWindowTitle(self.tr("Statistics"))
        self.statistics = statistics
        self.model = StatisticsModel(statistics, self)
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setSortRole(SORT_ROLE)

        self.table = QTableView(self)
        self.table.setObjectName("statistics_table")
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(StatisticsModel.NAME, Qt.SortOrder.AscendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setTabKeyNavigation(False)  # Tab leaves the table; arrows move in it
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(self.table.fontMetrics().height() + 10)
        self.table.setWordWrap(False)
        self.table.horizontalHeader().setStretchLastSection(False)
        self.table.setAccessibleName(self.tr("Statistics per player"))

        self.empty_label = rich_label(self)
        self.empty_label.setObjectName("statistics_empty")
        self.empty_label.setText("<p style='font-size: large'>{}</p><p>{}</p>".format(
            html.escape(self.tr("No hands played yet")),
            html.escape(self.tr("Each player's results appear here when a hand ends."))))
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty_label.setWordWrap(True)
        self.stack = QStackedWidget(self)
        self.stack.addWidget(self.table)
        self.stack.addWidget(self.empty_label)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.reset_button = QPushButton(self.tr("&Reset statistics…"), self)
        self.reset_button.setObjectName("reset_statistics")
        self.reset_button.setAutoDefault(False)
        self.buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.reset_button.clicked.connect(self.ask_reset)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(self.stack, 1)
        layout.addWidget(self.buttons)
        self._show_state()
        self.resize(680, 380)
        self._sized = False

    def _show_state(self) -> None:
        empty = self.model.rowCount() == 0
        self.stack.setCurrentWidget(self.empty_label if empty else self.table)
        self.reset_button.setEnabled(not empty)

    def _fit_columns(self) -> None:
        """Every column as wide as its contents; the room left over goes to the names."""
        header = self.table.horizontalHeader()
        self.table.resizeColumnsToContents()
        spare = self.table.viewport().width() - header.length()
        if spare > 0:
            header.resizeSection(StatisticsModel.NAME,
                                 header.sectionSize(StatisticsModel.NAME) + spare)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._widen_for_table()
        self._fit_columns()

    def _widen_for_table(self) -> None:
        """Once, when the table shows: wide enough for every column when names are long,
        within a 1024 px screen. Qt has centred the dialog at its first width by then, so it
        widens about its centre (and stays on the screen) instead of growing to the right."""
        if self._sized or self.stack.currentWidget() is not self.table:
            return  # the empty state's words wrap in any width
        self._sized = True
        self.table.resizeColumnsToContents()
        frame = self.width() - self.table.viewport().width()
        wanted = min(1000, self.table.horizontalHeader().length() + frame + 2)
        if wanted <= self.width():
            return
        from ..window_size import moved_within

        grown = wanted - self.width()
        self.resize(wanted, self.height())
        place = self.frameGeometry().translated(-(grown // 2), 0)
        self.move(moved_within(place, self.screen().availableGeometry()).topLeft())

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_columns()

    @Slot()
    def refresh(self) -> None:
        """Read the statistics again (after a hand was recorded while the dialog is open)."""
        self.model.refresh()
        self._show_state()
        if self.isVisible():
            self._widen_for_table()  # the first hand's row, with the dialog open
        self._fit_columns()

    @Slot()
    def ask_reset(self) -> None:
        answer = QMessageBox.question(
            self, self.tr("Reset statistics?"),
            as_written(self.tr("Forget the statistics of every player? This cannot be undone.")),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No)
        if answer != QMessageBox.StandardButton.Yes:
            return
        self.statistics.reset()
        self.refresh()
        self.reset_requested.emit()
