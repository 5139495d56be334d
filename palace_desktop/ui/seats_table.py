"""The seats dock's table: its columns always fit the dock's width, so it never needs a
horizontal scrollbar, whatever the window's size.

Each column gets what its cells and header ask for; if the dock is narrower than that, the
columns that ask most give way first (their text wraps, or the header elides; every cell
keeps a tooltip with its whole text), and if it is wider, the last column takes the rest.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Slot
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView

from .child_wrappers import child_wrappers

__all__ = ["SeatsTableView"]


class SeatsTableView(QTableView):
    """A read-only table of rows whose columns are fitted to its width."""

    # A column never gets narrower than this many average characters.
    MIN_CHARS = 3

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._children = child_wrappers(self)  # its viewport, found at once (child_wrappers.py)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        # Tab goes on to the next widget, arrows go from cell to cell: a table's own Tab went
        # from cell to cell and wrapped, a keyboard trap.
        self.setTabKeyNavigation(False)
        self.verticalHeader().setVisible(False)
        # Each row as tall as its wrapped cells, measured when the texts or the columns have
        # changed (`updateGeometries`), not at each of Qt's layout passes as ResizeToContents
        # does: that measured every cell 12 times (~0.5 ms each) before the dealt table's
        # first frame.
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self._rows_to_measure = True
        self.setWordWrap(True)
        self.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        header = self.horizontalHeader()
        header.sectionResized.connect(self._rows_changed)
        header.setStretchLastSection(False)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        header.setTextElideMode(Qt.TextElideMode.ElideRight)
        self._fitting = False
        self._fit_when_shown = False
        self._fitted_for = None  # (viewport width, font) of the columns' last fit

    def setModel(self, model) -> None:
        old = self.model()
        if old is not None:
            for signal in (old.modelReset, old.dataChanged, old.layoutChanged,
                           old.rowsInserted, old.rowsRemoved):
                for slot in (self._rows_changed, self.fit_columns):
                    try:
                        signal.disconnect(slot)
                    except (RuntimeError, TypeError):
                        pass
        super().setModel(model)
        if model is not None:
            for signal in (model.modelReset, model.dataChanged, model.layoutChanged,
                           model.rowsInserted, model.rowsRemoved):
                signal.connect(self._rows_changed)  # first: a fit measures them at once
                signal.connect(self.fit_columns)
        self._rows_to_measure = True
        self.fit_columns()

    @Slot()
    def _rows_changed(self, *_args) -> None:
        """The rows' heights are to be measured again, at the view's next layout."""
        if not self._rows_to_measure:
            self._rows_to_measure = True
            self.scheduleDelayedItemsLayout()

    def updateGeometries(self) -> None:
        if self._rows_to_measure and self.model() is not None:
            self._rows_to_measure = False
            self.resizeRowsToContents()
        super().updateGeometries()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        # The columns depend on the width (a scroll bar that comes narrows the viewport) and
        # the font, not on the height, which changes twice as a window is put together:
        # each fit measures every cell (~4 ms before the dealt table's first frame).
        if self._fitted_for != self._fit_key():
            self.fit_columns()

    def _fit_key(self) -> tuple:
        return self.viewport().width(), self.font()

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._rows_changed()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if self._fit_when_shown:
            self._fit_when_shown = False
            self.fit_columns()

    # Room around a cell's text (the style's margins and the grid line).
    CELL_PADDING = 12

    def _cell_fonts_and_texts(self, column: int):
        model = self.model()
        for row in range(model.rowCount()):
            index = model.index(row, column)
            text = index.data(Qt.ItemDataRole.DisplayRole)
            if text:
                font = index.data(Qt.ItemDataRole.FontRole)
                yield (font if isinstance(font, QFont) else self.font()), str(text)

    def _longest_word(self, column: int, cell_hint: int) -> int:
        """The widest word of the column's cells: narrower, a cell would have to cut it.
        `cell_hint`: the column's `sizeHintForColumn`, which the callers have measured."""
        widest = whole = 0
        for font, text in self._cell_fonts_and_texts(column):
            metrics = QFontMetrics(font)
            widest = max([widest] + [metrics.horizontalAdvance(w) for w in text.split()])
            whole = max(whole, metrics.horizontalAdvance(text))
        if not widest:
            return 0
        # The delegate's own margins: what its size hint adds to the widest text.
        padding = max(self.CELL_PADDING, cell_hint - whole)
        return widest + padding

    def column_widths(self, available: int) -> list[int]:
        """Widths that fit `available` pixels. Cut first: cells down to their longest word
        (they wrap, on more lines); then a header wider than that (it elides, its tooltip
        says it whole); only then words (elided, the cell's tooltip has them whole). Headers
        elided before any cell wrapped: "Jeto…", "Ban…" in a dock with room to spare."""
        model = self.model()
        columns = model.columnCount() if model is not None else 0
        if not columns:
            return []
        header = self.horizontalHeader()
        cells = [self.sizeHintForColumn(c) for c in range(columns)]
        heads = [header.sectionSizeHint(c) for c in range(columns)]
        least = self.least_width()
        widths = [max(cells[c], heads[c], least) for c in range(columns)]
        words = [min(max(cells[c], least), max(least, self._longest_word(c, cells[c])))
                 for c in range(columns)]
        excess = sum(widths) - available
        for floors in ([max(words[c], heads[c]) for c in range(columns)], words,
                       [least] * columns):
            excess = self._cut(widths, floors, excess)
        if excess < 0:
            widths[-1] += -excess  # the last column takes the rest
        return widths

    def fitting_width(self) -> int:
        """The width the table needs so that no cell cuts a word and no header is cut: every
        column at its cells' longest word (or less, if its cells are narrower), its header,
        or the longest word it may show later, whichever is widest, plus the frame and a
        vertical scrollbar."""
        model = self.model()
        columns = model.columnCount() if model is not None else 0
        least = self.least_width()
        header = self.horizontalHeader()
        cells = [self.sizeHintForColumn(c) for c in range(columns)]
        inner = sum(max(min(max(cells[c], least), max(least, self._longest_word(c, cells[c]))),
                        header.sectionSizeHint(c), self._room_to_come(c))
                    for c in range(columns))
        # The vertical scrollbar's width is the style's PM_ScrollBarExtent; asked of the bar,
        # not of the style: Python's first QStyle costs milliseconds before the first frame.
        scrollbar = self.verticalScrollBar().sizeHint().width()
        return inner + scrollbar + 2 * self.frameWidth()

    def _room_to_come(self, column: int) -> int:
        """The widest word the column may show later in the game (the model's
        `texts_to_come`), in bold as the viewer's own row is: the dock sized before a status
        came had cut it ("Descartan…" for "Descartando")."""
        texts = getattr(self.model(), "texts_to_come", None)
        words = [word for text in (texts(column) if texts else ()) for word in text.split()]
        if not words:
            return 0
        bold = QFont(self.font())
        bold.setBold(True)
        metrics = QFontMetrics(bold)
        return max(metrics.horizontalAdvance(word) for word in words) + self.CELL_PADDING

    def least_width(self) -> int:
        """The narrowest a column gets: MIN_CHARS average characters and a cell's padding."""
        return self.fontMetrics().averageCharWidth() * self.MIN_CHARS + self.CELL_PADDING

    @staticmethod
    def _cut(widths: list[int], floors: list[int], excess: int) -> int:
        """Narrow the widest columns first, none below its floor, by up to `excess` in all;
        what is left to cut."""
        while excess > 0:
            cuttable = [c for c in range(len(widths)) if widths[c] > floors[c]]
            if not cuttable:
                break
            top = max(widths[c] for c in cuttable)
            widest = [c for c in cuttable if widths[c] == top]
            below = max([widths[c] for c in cuttable if widths[c] < top] + [0])
            step = max(1, min(-(-excess // len(widest)), top - below))
            for c in widest:
                cut = min(step, widths[c] - floors[c], excess)
                widths[c] -= cut
                excess -= cut
        return excess

    @Slot()
    def fit_columns(self, *_args) -> None:
        if self._fitting or self.model() is None:
            return
        if getattr(self.model(), "provisional", False):
            return  # rows shown for a moment (a deal's blank cells): the columns stay
        if not self.isVisible():  # its width is not its own yet: fitted once shown
            self._fit_when_shown = True
            return
        self._fit_when_shown = False  # (shown: its resize events come before its show event)
        self._fitting = True
        try:
            # The header's own least section (its font's line height and margins: 38 pixels
            # under Noto Sans) would widen the columns cut below it past the viewport.
            self.horizontalHeader().setMinimumSectionSize(self.least_width())
            widths = self.column_widths(self.viewport().width())
            for column, width in enumerate(widths):
                self.setColumnWidth(column, width)
            self.resizeRowsToContents()
            self._rows_to_measure = False  # (measured just now, for these widths)
            self._fitted_for = self._fit_key()
        finally:
            self._fitting = False
