"""The game log on screen follows its newest line, wrapped over several lines or not, unless
the reader has scrolled up to read."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QAbstractListModel, QModelIndex, Qt
from PySide6.QtWidgets import QApplication

from palace_desktop.ui.log_view import LogView

LONG = ("Coach: you chose “Attack Oona: bet 5”; in your place the hard bot would have chosen "
        "“Buy a soldier for 5”. Its reasoning: Player buys a soldier: the hand needs help.")


def newest_line_in_sight(view: LogView) -> bool:
    block = view.document().lastBlock()
    shown = view.blockBoundingGeometry(block).translated(view.contentOffset())
    return shown.bottom() <= view.viewport().height() + 1


class Lines(QAbstractListModel):
    """Rows that come in with their text, as the game log's do (`LogModel`)."""

    def __init__(self):
        super().__init__()
        self.lines: list[str] = []

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.lines)

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        return self.lines[index.row()] if role == Qt.ItemDataRole.DisplayRole else None

    def insert(self, row: int, text: str) -> None:
        self.beginInsertRows(QModelIndex(), row, row)
        self.lines.insert(row, text)
        self.endInsertRows()


def add(model: Lines, text: str) -> None:
    model.insert(model.rowCount(), text)


def shown_log(qtbot) -> tuple[Lines, LogView]:
    """An empty log, on screen, 300 x 200: long lines wrap over several."""
    model = Lines()
    view = LogView()
    qtbot.addWidget(view)
    view.setModel(model)
    view.resize(300, 200)
    view.show()
    qtbot.waitExposed(view)
    return model, view


def test_the_newest_line_stays_in_sight_when_long_lines_wrap(qtbot):
    """A line that wraps over several lines (the coach's review) left the view short of the
    bottom: the scroll bar's end grew as Qt laid the wrapped lines out, after the view had
    scrolled to the end it had then, and from that line on the log stopped following."""
    model, view = shown_log(qtbot)
    for hand in range(6):
        for line in range(8):
            add(model, f"Hand {hand}: line {line}.")
            QApplication.processEvents()
        add(model, LONG)
        QApplication.processEvents()
        assert newest_line_in_sight(view), hand
    add(model, "Hand 7 begins; Player deals.")
    QApplication.processEvents()
    assert newest_line_in_sight(view)


def test_the_newest_line_stays_in_sight_after_lines_go_in_above(qtbot):
    """The bots' reasons go in at the end of a hand, each in its place among the hand's lines:
    the view was set again whole and scrolled to the end it had before Qt laid the wrapped
    lines out, short of the true end; from then on the log stopped following the game."""
    model, view = shown_log(qtbot)
    for hand in range(4):
        for line in range(10):
            add(model, f"Hand {hand}: {LONG}" if line % 3 == 0 else f"Hand {hand}: line {line}.")
            QApplication.processEvents()
        row = model.rowCount() - 5
        model.insert(row, LONG)  # a bot's reason, in its place
        QApplication.processEvents()
        add(model, f"Hand {hand + 1} begins.")
        QApplication.processEvents()
        assert newest_line_in_sight(view), hand


def test_the_view_keeps_following_when_its_end_moves_after_it_scrolled_there(qtbot):
    """Qt lays wrapped lines out after the view has scrolled to the end it then knew (a line
    of the coach's review, a log set again whole at the end of a hand): the end moved on and
    the view, a little short of it, no longer counted as following. In the app the next hand's
    lines were then added out of sight."""
    model, view = shown_log(qtbot)
    for line in range(30):
        add(model, f"Line {line}: {LONG}")
    QApplication.processEvents()
    bar = view.verticalScrollBar()
    assert bar.value() == bar.maximum()
    bar.setMaximum(bar.maximum() + 4)  # as Qt does once it has laid the last lines out
    QApplication.processEvents()
    add(model, "Hand 2 begins; Player deals.")
    QApplication.processEvents()
    assert newest_line_in_sight(view)


def test_a_reader_who_scrolled_up_is_left_where_they_read(qtbot):
    model, view = shown_log(qtbot)
    for line in range(40):
        add(model, f"Line {line}: {LONG}")
    QApplication.processEvents()
    bar = view.verticalScrollBar()
    bar.setValue(bar.maximum() // 2)  # the reader scrolls up
    QApplication.processEvents()
    reading = view.firstVisibleBlock().blockNumber()
    for line in range(5):
        add(model, LONG)
        QApplication.processEvents()
    assert view.firstVisibleBlock().blockNumber() == reading
    assert not newest_line_in_sight(view)
    bar.setValue(bar.maximum())  # back at the end: following again
    QApplication.processEvents()
    add(model, LONG)
    QApplication.processEvents()
    assert newest_line_in_sight(view)


class CountedLines(Lines):
    """Lines that count how often the view asks a row's text."""

    def __init__(self):
        super().__init__()
        self.asked = 0

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        self.asked += 1
        return super().data(index, role)


@settings(max_examples=40, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.tuples(st.integers(min_value=0, max_value=10**6), st.booleans()),
                min_size=1, max_size=25))
def test_lines_put_in_anywhere_are_read_once_and_shown_in_order(qapp, inserts):
    """The bots' reasons go in among a hand's lines when it ends: the view read every row of
    the log again for each (8,000-10,000 reads of the model a hand in a long session, about
    60 before the reasons waited for the end of the hand). Now it reads the rows put in."""
    model = CountedLines()
    view = LogView()
    view.setModel(model)
    for number in range(5):
        add(model, f"Line {number}.")
    for count, (where, wraps) in enumerate(inserts):
        row = where % (model.rowCount() + 1)
        model.asked = 0
        model.insert(row, f"Reason {count}: {LONG}" if wraps else f"Reason {count}.")
        assert model.asked == 1
        assert view.lines() == model.lines
    view.deleteLater()
