"""Every text a person can see goes through a translation.

With a pseudo-translation installed (every message of the sources wrapped in ⟦ ⟧, made from
the sources by tools/translations.py), the app is driven through the New Game dialog, a hand
with battles to its end, the hand summary, every menu, Settings, Statistics, How to play and
the history viewer. Every visible text of every widget, action, tooltip, accessible name,
table label and log line must carry the markers; only names, numbers, key names and Qt's own
standard buttons (translated by Qt's catalogues) may stand outside them.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QModelIndex, Qt, QTranslator
from PySide6.QtWidgets import (QAbstractButton, QAbstractItemView, QComboBox, QGraphicsView,
                               QGroupBox, QLabel, QLineEdit, QMainWindow, QMenu, QPlainTextEdit,
                               QTabWidget, QTextBrowser, QWidget)

from replay_support import wait_for_openings
from palace_desktop.app import Launcher
from palace_desktop.games import storage
from palace_desktop.games.setup import preset
from palace_desktop.live.bot_worker import BotWorker
from palace_desktop.live.i18n import LANGUAGES, install_translators, plain
from palace_desktop.live.persistence import Persistence

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
import translations  # noqa: E402

OPEN, CLOSE = translations.PSEUDO_OPEN, translations.PSEUDO_CLOSE
# Words that are not the app's to translate: key names in shortcuts, and the languages'
# own names (each written in its own script on purpose).
KEY_WORDS = {"Ctrl", "Shift", "Alt", "Meta", "Space", "Enter", "Return", "Esc", "Tab",
             "PgUp", "PgDown", "Del", "Backspace", "Home", "End", "Up", "Down", "Left",
             "Right", "F1", "F11", "Plus", "Minus"}
LANGUAGE_NAMES = {name for _code, name in LANGUAGES}
TAG = re.compile(r"<[^>]+>")
RULE_ID = re.compile(r"\bR\d+(\.\d+)?\b")  # "R12.2": a rule's number, the same everywhere
# Qt's standard buttons: Qt translates these with its own catalogues (qtbase_XX.qm).
QT_STANDARD = {"OK", "&OK", "Cancel", "&Cancel", "Close", "&Close", "Yes", "&Yes", "No",
               "&No", "Apply", "&Apply", "Reset", "Restore Defaults", "Help", "&Help", "Save",
               "&Save", "Discard", "Open", "&Open"}


@pytest.fixture
def pseudo(qapp, tmp_path):
    qm = tmp_path / "palace_desktop_pseudo.qm"
    translations.build_pseudo_qm(qm)
    for old in getattr(qapp, "_palace_translators", []):
        qapp.removeTranslator(old)
    translator = QTranslator(qapp)
    assert translator.load(str(qm))
    qapp.installTranslator(translator)
    qapp._palace_translators = [translator]
    QLocale.setDefault(QLocale("en_US"))
    yield
    install_translators(qapp, "en")


def outside_markers(text: str) -> str:
    """What is left of `text` once every ⟦...⟧ (nested or not) is taken out."""
    out, depth = [], 0
    for ch in text:
        if ch == OPEN:
            depth += 1
        elif ch == CLOSE:
            depth = max(0, depth - 1)
        elif depth == 0:
            out.append(ch)
    return "".join(out)


class Texts:
    """Every text found on screen, with where it was found."""

    def __init__(self, names):
        self.names = sorted(names, key=len, reverse=True)
        self.found: dict[str, str] = {}

    def add(self, where: str, text) -> None:
        if isinstance(text, str) and text.strip():
            self.found.setdefault(plain(text), where)

    def untranslated(self) -> list[str]:
        bad = []
        for text, where in self.found.items():
            if text in QT_STANDARD or text in LANGUAGE_NAMES:
                continue
            if "(qt_" in where:
                continue  # Qt's own widgets (a dock's buttons): Qt's catalogues translate them
            rest = RULE_ID.sub(" ", TAG.sub(" ", outside_markers(text)))
            for name in self.names:
                rest = rest.replace(name, " ")
            words = [w for w in re.findall(r"[^\W\d_]+", rest) if w not in KEY_WORDS]
            if words:
                bad.append(f"{where}: {text!r}")
        return sorted(bad)


def collect_widget(texts: Texts, widget: QWidget) -> None:
    where = f"{type(widget).__name__}({widget.objectName()})"
    if widget.isWindow():
        texts.add(f"{where}.windowTitle", widget.windowTitle())
    texts.add(f"{where}.toolTip", widget.toolTip())
    texts.add(f"{where}.accessibleName", widget.accessibleName())
    texts.add(f"{where}.accessibleDescription", widget.accessibleDescription())
    if isinstance(widget, QLabel):
        texts.add(f"{where}.text", widget.text())
    elif isinstance(widget, QAbstractButton):
        texts.add(f"{where}.text", widget.text())
    elif isinstance(widget, QGroupBox):
        texts.add(f"{where}.title", widget.title())
    elif isinstance(widget, QLineEdit):
        texts.add(f"{where}.placeholder", widget.placeholderText())
    elif isinstance(widget, QComboBox):
        for i in range(widget.count()):
            texts.add(f"{where}.item", widget.itemText(i))
            texts.add(f"{where}.itemTip", widget.itemData(i, Qt.ItemDataRole.ToolTipRole))
    elif isinstance(widget, QTabWidget):
        for i in range(widget.count()):
            texts.add(f"{where}.tab", widget.tabText(i))
            texts.add(f"{where}.tabTip", widget.tabToolTip(i))
    elif isinstance(widget, QTextBrowser):
        for block in widget.toPlainText().split("\n"):
            texts.add(f"{where}.html", block)
    elif isinstance(widget, QPlainTextEdit):
        for line in widget.toPlainText().replace("\u2028", "\n").split("\n"):
            texts.add(f"{where}.line", line)
    elif isinstance(widget, QAbstractItemView) and widget.model() is not None:
        model = widget.model()
        try:
            columns = model.columnCount(QModelIndex())
        except TypeError:  # a list model: one column (its columnCount is private)
            columns = 1
        for column in range(columns):
            texts.add(f"{where}.header", model.headerData(column, Qt.Orientation.Horizontal))
        for row in range(model.rowCount(QModelIndex())):
            for column in range(columns):
                index = model.index(row, column)
                texts.add(f"{where}.cell", index.data())
                texts.add(f"{where}.cellTip", index.data(Qt.ItemDataRole.ToolTipRole))
    elif isinstance(widget, QGraphicsView) and widget.scene() is not None:
        collect_scene(texts, widget.scene())
    for action in widget.actions():
        collect_action(texts, action, where)


def collect_action(texts: Texts, action, where: str) -> None:
    texts.add(f"{where}.action", action.text())
    if action.toolTip() != action.text().replace("&", ""):
        texts.add(f"{where}.actionTip", action.toolTip())
    texts.add(f"{where}.actionStatusTip", action.statusTip())
    menu = action.menu()
    if isinstance(menu, QMenu):
        menu.aboutToShow.emit()  # menus filled when opened (kept games)
        texts.add(f"{where}.menu", menu.title())
        for sub in menu.actions():
            collect_action(texts, sub, f"{where}>{menu.title()}")


def collect_scene(texts: Texts, scene) -> None:
    for item in scene.items():
        for attribute in ("text", "_text", "_name", "_status", "_label"):
            value = getattr(item, attribute, None)
            value = value() if callable(value) else value
            if attribute == "_name":  # a seat's name: a name
                continue
            texts.add(f"{type(item).__name__}.{attribute}", value)
        tip = item.toolTip() if hasattr(item, "toolTip") else ""
        texts.add(f"{type(item).__name__}.toolTip", tip)


def collect(texts: Texts, qapp) -> None:
    for widget in qapp.topLevelWidgets():
        if not widget.isVisible():
            continue
        for child in [widget, *widget.findChildren(QWidget)]:
            if child.isVisibleTo(widget) or child is widget:
                collect_widget(texts, child)
        if isinstance(widget, QMainWindow):
            for action in widget.menuBar().actions():
                collect_action(texts, action, "menu")
            texts.add("statusBar", widget.statusBar().currentMessage())


@pytest.fixture
def launcher(qapp, tmp_path):
    persistence = Persistence(storage.Paths(tmp_path))
    persistence.settings.animation_speed = "instant"
    persistence.settings.bot_delay_ms = 0
    made = Launcher(qapp, persistence, lambda: BotWorker(inline=True))
    yield made
    if made.window is not None:
        made.window.close()


def play_until(launcher, qtbot, texts, qapp, hands: int) -> None:
    """People attack when they can and call when attacked; the screen is read at every step."""
    window = launcher.window
    for _ in range(400):
        session = window.session
        qtbot.waitUntil(lambda: window.summary is not None or session.match.is_over
                        or not session.match.hand_in_progress
                        or session.human_to_act() == session.viewer, timeout=20000)
        collect(texts, qapp)
        if window.summary is not None:
            window.summary.close()
            if len(session.match.hands) >= hands:
                return
            continue
        if session.match.is_over or len(session.match.hands) > hands:
            return
        if not session.match.hand_in_progress:
            window.deal_next_hand()
            continue
        availability = session.availability
        controller = window.controller
        if availability.trim:
            controller.done()
        elif availability.call:
            controller.call()
        elif availability.attack:
            controller.attack(availability.attack_targets[0])
        elif availability.buy and len(session.view().soldiers[session.viewer]) < 2:
            controller.buy()
        else:
            controller.stay()


def test_every_visible_text_is_translated(pseudo, qapp, qtbot, launcher, tmp_path,
                                          monkeypatch):
    from palace_desktop.ui.dialogs.hand_summary import HandSummaryDialog
    from palace_desktop.ui.dialogs.how_to_play import HowToPlayDialog
    from palace_desktop.ui.dialogs.new_game import NewGameDialog
    from palace_desktop.ui.dialogs.settings_dialog import SettingsDialog
    from palace_desktop.ui.dialogs.statistics_dialog import StatisticsDialog

    texts = Texts(["Ann"])

    # The New Game dialog, every page of it.
    dialog = NewGameDialog(preset("solo3", "Ann"), None, player_name="Ann")
    dialog.show()
    for tabs in dialog.findChildren(QTabWidget):
        for i in range(tabs.count()):
            tabs.setCurrentIndex(i)
            collect(texts, qapp)
    dialog.close()

    # A hand with battles, to its end and its summary.
    setup = preset("solo3", "Ann")
    session = launcher.session_from_setup(setup, 11)
    texts.names = sorted(set(session.match.names) | {"Ann"}, key=len, reverse=True)
    launcher.show(session, 11, fresh=True)
    window = launcher.window
    monkeypatch.setattr(HandSummaryDialog, "open", HandSummaryDialog.show)
    # The coach's question before a risky battle: its text is read, the move goes ahead.
    monkeypatch.setattr("palace_desktop.ui.dialogs.coach_warning.ask_coach",
                        lambda parent, text: texts.add("coach warning", text) or True)
    play_until(launcher, qtbot, texts, qapp, hands=2)
    log = window.log_view.toPlainText()
    assert "⟦" in log and "battle" in log  # a battle was fought and told

    # A summary of the last hand, shown by hand if the hand loop closed it already.
    match = session.match
    summary = HandSummaryDialog(match, tuple(match.chips), window)
    summary.show()
    collect(texts, qapp)
    summary.close()

    # Settings, Statistics, How to play.
    for made in (SettingsDialog(launcher.persistence.settings, window),
                 StatisticsDialog(launcher.persistence.statistics, window),
                 HowToPlayDialog(window)):
        made.show()
        collect(texts, qapp)
        made.close()

    # The history viewer on the match so far.
    path = tmp_path / "match.json"
    path.write_text(json.dumps(match.to_json(finished_only=True)))
    launcher.open_history(str(path))
    wait_for_openings(qtbot)
    viewers = [w for w in qapp.topLevelWidgets() if type(w).__name__ == "ReplayViewer"]
    assert viewers and viewers[0].isVisible()
    viewers[0].step_forward() if hasattr(viewers[0], "step_forward") else None
    collect(texts, qapp)

    assert len(texts.found) > 400, len(texts.found)  # the walk did reach the screens
    import os
    if os.environ.get("DUMP"): print("\n".join(f"{w} | {t}" for t, w in texts.found.items()))
    bad = texts.untranslated()
    assert not bad, f"{len(bad)} texts without a translation:\n" + "\n".join(bad[:80])
