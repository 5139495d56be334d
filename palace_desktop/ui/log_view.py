"""The game log on screen: `LogView`, the lines of a list model (the `LogModel`) as read-only
text that follows the model's changes."""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QAbstractItemModel, QModelIndex, Qt, Slot
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QPlainTextEdit


class LogView(QPlainTextEdit):
    """One paragraph per row of the model (its DisplayRole), kept in step with rows added
    anywhere, rows taken from the top and resets; anything else redraws it all. New lines
    scroll into sight unless the reader has scrolled up to read.

    Why text and not a QListView: a word-wrapping list view with rows of different heights
    lays every row out again each time one is added, and scrolling to the bottom forces it at
    once, so the log cost more with every hand of a match; a text document lays out only the
    paragraphs added (and those in sight)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setReadOnly(True)
        self.setUndoRedoEnabled(False)
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse
                                     | Qt.TextInteractionFlag.TextSelectableByKeyboard)
        # Each line finds its own direction (an Arabic sentence right to left), and every
        # line starts at the window's reading edge: by default a right-to-left line would sit
        # at the left.
        option = self.document().defaultTextOption()
        option.setTextDirection(Qt.LayoutDirection.LayoutDirectionAuto)
        option.setAlignment(Qt.AlignmentFlag.AlignRight
                            if self.layoutDirection() == Qt.LayoutDirection.RightToLeft
                            else Qt.AlignmentFlag.AlignLeft)
        self.document().setDefaultTextOption(option)
        self._model: Optional[QAbstractItemModel] = None
        self._rows = 0  # paragraphs shown (an empty document still has one, empty, block)
        # Whether the view follows the newest line: it is at the end, or was when the end
        # moved on. Qt lays wrapped lines out after they are added, and the end moves on
        # after the view scrolled to it; read from the scroll bar at the next line, the view
        # then counted as scrolled up and stopped following.
        self._following = True
        bar = self.verticalScrollBar()
        bar.valueChanged.connect(self._scrolled)
        bar.rangeChanged.connect(self._end_moved)

    def model(self) -> Optional[QAbstractItemModel]:
        return self._model

    def _links(self, model: QAbstractItemModel) -> list:
        return [(model.rowsInserted, self._inserted), (model.rowsRemoved, self._removed),
                (model.modelReset, self._reset), (model.layoutChanged, self._reset),
                (model.dataChanged, self._reset)]

    def setModel(self, model: Optional[QAbstractItemModel]) -> None:
        if self._model is not None:
            for signal, slot in self._links(self._model):
                signal.disconnect(slot)
        self._model = model
        if model is not None:
            for signal, slot in self._links(model):
                signal.connect(slot)
        self._reset()

    def _text(self, row: int) -> str:
        text = self._model.data(self._model.index(row, 0), Qt.ItemDataRole.DisplayRole)
        # One row, one paragraph: a line break inside a row stays inside its paragraph.
        return str(text or "").replace("\r\n", "\u2028").replace("\n", "\u2028")

    def _to_bottom(self) -> None:
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum())
        self._following = True

    @Slot(int)
    def _scrolled(self, value: int) -> None:
        self._following = value >= self.verticalScrollBar().maximum()

    @Slot(int, int)
    def _end_moved(self, _least: int, most: int) -> None:
        if self._following:
            self.verticalScrollBar().setValue(most)

    @Slot()
    def _reset(self, *_args) -> None:
        model = self._model
        rows = model.rowCount() if model is not None else 0
        self.setPlainText("\n".join(self._text(row) for row in range(rows)))
        self._rows = rows
        self._to_bottom()

    @Slot(QModelIndex, int, int)
    def _inserted(self, parent: QModelIndex, first: int, last: int) -> None:
        if parent.isValid() or not 0 <= first <= self._rows:
            self._reset()
            return
        follow = self._following
        cursor = QTextCursor(self.document())
        cursor.beginEditBlock()
        if first == self._rows:
            cursor.movePosition(QTextCursor.MoveOperation.End)
            for row in range(first, last + 1):
                if self._rows:
                    cursor.insertBlock()
                cursor.insertText(self._text(row))
                self._rows += 1
        else:
            # Rows inserted above others (a bot's reason beside its move at the hand's end):
            # paragraphs put in before the row now at `first`, not the whole log read again.
            cursor.setPosition(self.document().findBlockByNumber(first).position())
            for row in range(first, last + 1):
                cursor.insertText(self._text(row))
                cursor.insertBlock()
                self._rows += 1
        cursor.endEditBlock()
        if follow:
            self._to_bottom()  # once per batch of lines

    @Slot(QModelIndex, int, int)
    def _removed(self, parent: QModelIndex, first: int, last: int) -> None:
        count = last - first + 1
        if parent.isValid() or first != 0 or count >= self._rows:
            self._reset()
            return
        follow = self._following
        cursor = QTextCursor(self.document())
        cursor.movePosition(QTextCursor.MoveOperation.Start)
        cursor.movePosition(QTextCursor.MoveOperation.NextBlock,
                            QTextCursor.MoveMode.KeepAnchor, count)
        cursor.removeSelectedText()
        self._rows -= count
        if follow:
            self._to_bottom()

    def lines(self) -> list[str]:
        """The paragraphs shown, one per row of the model."""
        if not self._rows:
            return []
        block = self.document().firstBlock()
        lines = []
        while block.isValid():
            lines.append(block.text())
            block = block.next()
        return lines
