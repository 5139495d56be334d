"""Names and file paths show as the letters they are, never as markup (issue 37.4).

A player named `<img src=/some/local.png>A` showed that local image in the curtain, and `<h1>` or
`<a href>` in a name rendered: Qt's labels, tool tips and message boxes guess whether a text is
rich text. Here every seat has a name full of markup (the player, two more people at the
screen, two bots), a game is played to its end, and at every step every text any widget,
action, item view or table item holds is read as the person sees it: wherever a name is, all of
it shows, the markup characters as text. The walk is over QApplication.allWidgets() and what
they hold, so a widget added later is read too.
"""

from __future__ import annotations

import ast
import dataclasses
import json
import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6 import QtGui
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (QAbstractButton, QAbstractItemView, QApplication, QComboBox,
                               QGraphicsSimpleTextItem, QGraphicsTextItem, QGraphicsView,
                               QGroupBox, QLabel, QLineEdit, QMainWindow, QMenu, QMessageBox,
                               QPlainTextEdit, QTabBar, QTextEdit)

from palace_desktop.app import Launcher, new_session
from palace_desktop.games import storage
from palace_desktop.games.setup import GameSetup, SeatSetup
from palace_desktop.live.bot_worker import BotWorker
from palace_desktop.live.persistence import Persistence
from replay_support import wait_for_openings

# Each at most 20 characters (a seat's limit), each with a word of its own (Y..) that shows
# in every rendering, so a text that holds the name can be told from one that does not.
YOU = "<b>Yan</b>&amp;"
PEOPLE = ("<img src=x.png>Ybo", "<h1>Ycy</h1>")
BOTS = ('<a href="x">Ydi</a>', "&lt;i&gt;Yev")
NAMES = (YOU, *PEOPLE, *BOTS)
# Two files' names: a history shown, and one that cannot be read.
FILES = ("<h1>Yfa<br>&amp;.json", "<img src=x.png>Yfb.json")  # no "/" in a file name
WORD = re.compile(r"Y(?:an|bo|cy|di|ev|fa|fb)")


def rendered(text: str, text_format: Qt.TextFormat) -> str:
    """What a widget of `text_format` shows of `text`, as letters."""
    rich = (text_format == Qt.TextFormat.RichText
            or (text_format == Qt.TextFormat.AutoText and QtGui.Qt.mightBeRichText(text)))
    if not rich and text_format != Qt.TextFormat.MarkdownText:
        return text
    document = QTextDocument()
    if rich:
        document.setHtml(text)
    else:
        document.setMarkdown(text)
    return document.toPlainText()


def without_mnemonics(text: str) -> str:
    """A button's, action's, tab's or group's text as shown: '&x' underlines x, '&&' is '&'."""
    return re.sub(r"&(.)", r"\1", text)


AUTO = Qt.TextFormat.AutoText


class Reading:
    """Every text read so far that holds a name's word, with what a person sees of it."""

    def __init__(self) -> None:
        self.wrong: dict[str, str] = {}
        self.read_with_names = 0
        self.holders: dict[int, object] = {}  # each widget read holding a name, by id()
        self._widget = None

    def held_a_name(self, widget) -> bool:
        return id(widget) in self.holders

    def text(self, where: str, raw, shown: str | None = None) -> None:
        if not isinstance(raw, str) or not raw:
            return
        shown = raw if shown is None else shown
        words = set(WORD.findall(raw)) | set(WORD.findall(shown))
        if not words:
            return
        self.read_with_names += 1
        self.holders[id(self._widget)] = self._widget
        expected = [n for n in (*NAMES, *FILES) if WORD.search(n).group() in words]
        if not all(name in shown for name in expected):
            self.wrong.setdefault(f"{where}: {raw!r}", shown)

    def formatted(self, where: str, raw, text_format: Qt.TextFormat) -> None:
        if isinstance(raw, str):
            self.text(where, raw, rendered(raw, text_format))

    def tip(self, where: str, raw) -> None:
        # Tool tips (and What's This) are always guessed: Qt::mightBeRichText.
        self.formatted(where, raw, AUTO)

    def mnemonic(self, where: str, raw) -> None:
        if isinstance(raw, str):
            self.text(where, raw, without_mnemonics(raw))

    def widget(self, widget) -> None:
        self._widget = widget
        where = f"{type(widget).__name__}({widget.objectName()})"
        self.tip(f"{where}.toolTip", widget.toolTip())
        self.tip(f"{where}.whatsThis", widget.whatsThis())
        self.text(f"{where}.windowTitle", widget.windowTitle())
        if isinstance(widget, QLabel):
            self.formatted(f"{where}.text", widget.text(), widget.textFormat())
        elif isinstance(widget, QAbstractButton):
            self.mnemonic(f"{where}.text", widget.text())
        elif isinstance(widget, QGroupBox):
            self.mnemonic(f"{where}.title", widget.title())
        elif isinstance(widget, QTabBar):
            for i in range(widget.count()):
                self.mnemonic(f"{where}.tab", widget.tabText(i))
                self.tip(f"{where}.tabTip", widget.tabToolTip(i))
        elif isinstance(widget, QLineEdit):
            self.text(f"{where}.text", widget.text())
        elif isinstance(widget, (QTextEdit, QPlainTextEdit)):
            self.text(f"{where}.text", widget.toPlainText())
        elif isinstance(widget, QComboBox):
            for i in range(widget.count()):
                self.text(f"{where}.item", widget.itemText(i))
                self.tip(f"{where}.itemTip", widget.itemData(i, Qt.ItemDataRole.ToolTipRole))
        elif isinstance(widget, QAbstractItemView) and widget.model() is not None:
            self.model(where, widget.model())
        elif isinstance(widget, QGraphicsView) and widget.scene() is not None:
            self.scene(widget.scene())
        elif isinstance(widget, QMainWindow):
            self.text(f"{where}.status", widget.statusBar().currentMessage())
        # An action's tip shows in a menu that shows tips; a tool bar's buttons are read above.
        tips = isinstance(widget, QMenu) and widget.toolTipsVisible()
        for action in widget.actions():
            self.action(where, action, tips)

    def model(self, where: str, model) -> None:
        try:
            columns = model.columnCount(QModelIndex())
        except TypeError:  # a list model: one column (its columnCount is not public)
            columns = 1
        for column in range(columns):
            self.text(f"{where}.header", model.headerData(column, Qt.Orientation.Horizontal))
        for row in range(model.rowCount(QModelIndex())):
            for column in range(columns):
                index = model.index(row, column)
                self.text(f"{where}.cell", index.data())  # delegates paint it as plain text
                self.tip(f"{where}.cellTip", index.data(Qt.ItemDataRole.ToolTipRole))

    def action(self, where: str, action, tips: bool) -> None:
        self.mnemonic(f"{where}.action", action.text())
        if tips:
            self.tip(f"{where}.actionTip", action.toolTip())
        self.text(f"{where}.statusTip", action.statusTip())

    def scene(self, scene) -> None:
        for item in scene.items():
            where = type(item).__name__
            self.tip(f"{where}.toolTip", item.toolTip())
            if isinstance(item, QGraphicsTextItem):
                self.text(f"{where}.text", item.toPlainText())
            elif isinstance(item, QGraphicsSimpleTextItem):
                self.text(f"{where}.text", item.text())

    def everything(self) -> None:
        for widget in QApplication.allWidgets():
            if isinstance(widget, QMenu):
                widget.aboutToShow.emit()  # menus filled as they open (the Attack menu)
            self.widget(widget)


@pytest.fixture
def reading():
    return Reading()


@pytest.fixture
def launcher(qapp, tmp_path):
    persistence = Persistence(storage.Paths(tmp_path))
    persistence.settings.animation_speed = "instant"
    persistence.settings.bot_delay_ms = 0
    persistence.settings.coach = "off"
    persistence.settings.player_name = YOU
    made = Launcher(qapp, persistence, lambda: BotWorker(inline=True))
    yield made
    if made.window is not None:
        made.window.close()


@pytest.fixture
def boxes(monkeypatch, reading):
    """Message boxes are read instead of shown: those made whole (their labels) and those of
    Qt's static functions (their text, which those functions let Qt guess). Gives the texts."""
    texts = []

    def read_box(box, *args, **kwargs):
        for label in box.findChildren(QLabel):
            reading.widget(label)
            texts.append(label.text())
        return QMessageBox.StandardButton.Ok

    def read_static(parent, title, text, *args, **kwargs):
        reading.formatted("QMessageBox static", text, AUTO)
        texts.append(text)
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "exec", read_box)
    for name in ("warning", "information", "critical", "question"):
        monkeypatch.setattr(QMessageBox, name, read_static)
    return texts


def markup_setup() -> GameSetup:
    """Every kind of seat; chips for a short match (a bet or two and a seat is all in)."""
    return GameSetup(seats=(SeatSetup("you", YOU), SeatSetup("human", PEOPLE[0]),
                            SeatSetup("human", PEOPLE[1]), SeatSetup("bot", level="easy"),
                            SeatSetup("bot", level="easy")), starting_chips=8)


def play_to_the_end(launcher, qtbot, reading) -> None:
    window = launcher.window
    for _ in range(300):
        session = window.session
        qtbot.waitUntil(lambda: window.curtain.isVisible() or window.summary is not None
                        or session.match.is_over or not session.match.hand_in_progress
                        or session.human_to_act() == session.viewer, timeout=20000)
        reading.everything()
        if session.match.is_over:
            return
        if window.curtain.isVisible():
            window.curtain.button.click()
        elif window.summary is not None:
            window.summary.close()
            window.deal_next_hand()
        elif not session.match.hand_in_progress:
            window.deal_next_hand()
        else:
            availability, controller = session.availability, window.controller
            if availability.trim:
                controller.done()
            elif availability.call:
                controller.call()
            elif availability.attack:
                controller.attack(availability.attack_targets[0])
            else:
                controller.stay()
    pytest.fail("the match did not end")


@pytest.mark.slow
def test_every_name_shows_as_written_wherever_it_shows(launcher, qtbot, qapp, reading,
                                                       boxes, tmp_path, monkeypatch):
    from palace_desktop.ui.dialogs.hand_summary import HandSummaryDialog
    from palace_desktop.ui.dialogs.new_game import NewGameDialog
    from palace_desktop.ui.dialogs.statistics_dialog import StatisticsDialog

    # The New Game dialog with the names in its seats (and a problem: two alike).
    same = dataclasses.replace(markup_setup(), seats=markup_setup().seats[:2]
                               + (SeatSetup("human", PEOPLE[0]),))
    dialog = NewGameDialog(same, None, player_name=YOU)
    dialog.show()
    reading.everything()
    assert reading.read_with_names >= 3  # its name fields
    dialog.close()

    # A match played to its end: the table, the curtain of each person, the action bar, the
    # status bar, the log, the seats dock, the hand summaries and the match's.
    setup = markup_setup()
    seed = 5
    # Bots are named by the app, from its list; here from these names.
    session = new_session(list(NAMES), setup.kinds(), seed, launcher.worker_factory(),
                          setup.rules(), setup.starting_chips)
    monkeypatch.setattr(HandSummaryDialog, "open", HandSummaryDialog.show)
    launcher.show(session, seed, fresh=True)
    window = launcher.window
    window.pace.bar.show_for(BOTS[0])  # the strip of "wait for me" after a bot's move
    assert launcher.persistence.keep_save()  # the dealt hand, for Game ▸ Resume a kept game
    play_to_the_end(launcher, qtbot, reading)
    window.pace.bar.hide()
    for shown in (window.curtain.title, window.curtain.hint, window.curtain.button,
                  window.action_bar.prompt_label, window.turn_label, window.log_view,
                  window.seats_table, window.pace.bar.label, window.kept_menu):
        assert reading.held_a_name(shown), shown
    match = session.match
    summary = HandSummaryDialog(match, tuple(match.chips), window)
    summary.show()
    reading.everything()
    assert reading.held_a_name(summary.headline) and reading.held_a_name(summary.details)
    summary.close()

    statistics = StatisticsDialog(launcher.persistence.statistics, window)
    statistics.show()
    reading.everything()
    assert reading.held_a_name(statistics.table)
    statistics.close()

    # The match's history, from a file whose name is markup too, at every action, as each
    # seat and as everyone.
    path = tmp_path / FILES[0]
    path.write_text(json.dumps(match.to_json(finished_only=True)))
    launcher.open_history(str(path))
    wait_for_openings(qtbot)  # (read and replayed on a worker: ui/history_opening.py)
    viewer, = launcher.viewers
    for seat in range(len(NAMES)):
        viewer.set_seat(seat)
        reading.everything()
    viewer.go_first()
    for _ in range(400):
        if viewer.at_end():
            break
        viewer.go_next()
        reading.everything()
    for shown in (viewer, viewer.action_label, viewer.log_title, viewer.log_view):
        assert reading.held_a_name(shown), shown
    viewer.close()

    # A file that cannot be read: its path is in the message.
    broken = tmp_path / FILES[1]
    broken.write_text("{")
    launcher.open_history(str(broken))
    wait_for_openings(qtbot)
    assert any(FILES[1] in text or "Yfb" in text for text in boxes)

    wrong = [f"{raw}\n    shows {shown!r}" for raw, shown in reading.wrong.items()]
    assert not wrong, f"{len(wrong)} texts do not show a name as written:\n" + "\n".join(wrong[:60])


MARKUP = st.sampled_from(["<", ">", "&", ";", "/", "=", '"', "'", " ", "\n", "\t", "b", "img",
                          "src", "h1", "a href", "amp", "lt", "#", "qt", "p", "x", "é", "ح"])


@settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])  # 2 shared cores
@given(st.lists(MARKUP | st.characters(blacklist_categories=("Cs", "Cc", "Zl", "Zp")),
                max_size=40).map("".join))
def test_a_text_made_as_written_shows_its_own_letters_where_qt_guesses(text):
    """Whatever a tool tip (or a guessing label) is given through as_written, it shows those
    letters; a last line break and no-break spaces are the only things a reader cannot see."""
    from palace_desktop.ui.plain_text import as_written

    def letters(shown: str) -> str:
        return shown.rstrip("\n").replace("\xa0", " ")

    assert letters(rendered(as_written(text), AUTO)) == letters(text)


# -- the source: every label and message box of the app is made where its format is set ---

SOURCE = Path(__file__).resolve().parent.parent / "palace_desktop"
GUESSING_BOXES = {"warning", "information", "critical", "question"}


def _calls(tree):
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            owner = func.value.id if isinstance(func, ast.Attribute) and isinstance(
                func.value, ast.Name) else ""
            yield node, owner, name


def test_labels_and_message_boxes_are_made_through_plain_text():
    """A QLabel or QMessageBox made directly guesses whether its text is HTML. They are made
    by palace_desktop/ui/plain_text.py (plain, or rich on purpose); Qt's message-box
    functions get their text through as_written (about() shows the app's own markup)."""
    wrong = []
    for path in sorted(SOURCE.rglob("*.py")):
        if path.name == "plain_text.py":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node, owner, name in _calls(tree):
            where = f"{path.relative_to(SOURCE.parent)}:{node.lineno}"
            if not owner and name in ("QLabel", "QMessageBox"):
                wrong.append(f"{where}: {name}(...) instead of plain_text's")
            elif owner == "QMessageBox" and name in GUESSING_BOXES:
                text = node.args[2] if len(node.args) > 2 else None
                if not (isinstance(text, ast.Call)
                        and getattr(text.func, "id", "") == "as_written"):
                    wrong.append(f"{where}: QMessageBox.{name} with a text not as_written")
    assert not wrong, "\n".join(wrong)
