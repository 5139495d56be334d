"""Arabic shows one digit system, its own, wherever a number is shown (issue 42): the rules
book's contents were numbered 1.-10. beside "من ٢ إلى ١٠", rule references read "R15.2". Only
what must stay Latin may keep Latin digits: none of the texts walked here holds such a thing
(a file name, a seed); the letter R of a rule number stays, its numbers are the reader's."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QTextDocument

from palace_desktop.engine.deal import SeedDeal
from palace_desktop.engine.match import Match
from palace_desktop.engine.rules import Rules
from palace_desktop.games.seats import SeatKind
from palace_desktop.live.i18n import install_translators
from palace_desktop.live.session import GameSession

LATIN = re.compile(r"[0-9]+")
# What stays Latin: a key's name as its key cap prints it (F1, F6).
KEY_NAMES = re.compile(r"\bF[0-9]{1,2}\b")


@pytest.fixture
def arabic(qapp):
    install_translators(qapp, "ar")
    yield
    install_translators(qapp, "en")


def latin_digits(texts: list[str], names=()) -> list[str]:
    found = []
    for text in texts:
        for name in names:
            text = text.replace(name, "")
        if LATIN.search(KEY_NAMES.sub("", text)):
            found.append(text)
    return found


def test_the_rules_book_numbers_in_arabic_digits(arabic, qapp):
    from palace_desktop.ui.dialogs.rules_book import write_book
    from palace_desktop.ui.dialogs.rules_pictures import Ink

    book = write_book(None, qapp.font(), Ink(QColor("black"), QColor("grey")), 1.0)
    document = QTextDocument()
    document.setHtml(book.html)
    # A list's numbers are drawn by Qt from <ol>, in Latin digits whatever the language: the
    # plain text shows them as the reader sees them.
    lines = [line for line in document.toPlainText().splitlines() if line.strip()]
    found = latin_digits(lines)
    assert found == [], "\n".join(found)


def test_the_window_its_docks_bar_and_refusals_in_arabic_digits(arabic, qtbot):
    from palace_desktop.ui.main_window import MainWindow

    names = ["Ann", "Bea", "Cy"]
    session = GameSession(Match(Rules.make(), names, [1200] * 3, dealer=2),
                          [SeatKind("you"), SeatKind("human"), SeatKind("human")], 0)
    window = MainWindow(session)
    qtbot.addWidget(window)
    window.set_speed("instant")
    session.start_hand(SeedDeal(4))
    session.accept_handover(0)
    window.scene.animator.finish_now()
    window.show_refusal(window.controller._why_not_now())  # a rule-numbered refusal
    bar = window.action_bar
    shown = [window.log_view.toPlainText(), window.statusBar().currentMessage(),
             window.rule_link.text(), bar.prompt_label.text(), bar.detail_label.text()]
    for button in bar.buttons.values():
        shown += [button.text(), button.toolTip(), button.accessibleDescription()]
    model = window.seats_model
    for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
        shown += [str(model.index(r, c).data(role) or "") for r in range(3)
                  for c in range(model.columnCount())]
        shown += [str(model.headerData(c, Qt.Orientation.Horizontal, role) or "")
                  for c in range(model.columnCount())]
    # The rule link's target may stay Latin (it is no text): only what it shows counts.
    shown[2] = re.sub(r'href="[^"]*"', "", shown[2])
    found = latin_digits(shown, names)
    assert found == [], "\n".join(found)
    session.stop()
