"""Key names in sentences: in the reader's language, as Qt names the key, never an English
word left inside a translation ("selecciónalos con Space", seen in Spanish and Arabic)."""

from __future__ import annotations

import re
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import Qt, QTranslator
from PySide6.QtGui import QKeySequence

from palace_desktop.live.key_names import key_names

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import translations  # noqa: E402  (tools/translations.py)

KEY_WORDS = re.compile(r"\b(Space|Enter|Return|Tab|Esc|Escape|Backspace)\b")


class Marking(QTranslator):
    """Every key name Qt looks up comes back marked, so the test sees where a name came from."""

    def translate(self, context, source, disambiguation=None, n=-1):
        return f"<{source}>" if context == "QShortcut" else None

    def isEmpty(self):
        return False


def test_no_sentence_names_a_key_in_english():
    """A key's name written in a source text is copied into every translation as it is."""
    with tempfile.TemporaryDirectory() as tmp:
        translations.lupdate("da", Path(tmp))  # (English lists only its plurals)
        found = [f"{context}: {source}" for context, source, *_ in
                 translations.messages(translations.ts_path("da", Path(tmp)))
                 if context != "QShortcut" and KEY_WORDS.search(source)]
    assert found == [], "name the key with a {placeholder} filled by key_names():\n" + \
        "\n".join(found)


def test_key_names_are_looked_up_where_qt_looks_up_its_own(qapp):
    marking = Marking()
    qapp.installTranslator(marking)
    try:
        names = key_names()
        for placeholder, key in (("space", Qt.Key.Key_Space), ("enter", Qt.Key.Key_Enter),
                                 ("tab", Qt.Key.Key_Tab)):
            assert names[placeholder] == QKeySequence(key).toString(
                QKeySequence.SequenceFormat.NativeText)
            assert names[placeholder].startswith("<")
    finally:
        qapp.removeTranslator(marking)
    assert key_names() == {"space": "Space", "enter": "Enter", "tab": "Tab"}


def test_the_replay_viewers_play_tooltip_names_its_key_as_qt_does(qtbot, qapp):
    from replay_support import play_match

    from palace_desktop.ui.replay_viewer import ReplayViewer

    marking = Marking()
    qapp.installTranslator(marking)
    try:
        viewer = ReplayViewer(play_match(7, hands=1).hand_to_json(0))
        qtbot.addWidget(viewer)
        viewer.toggle_play()
        playing = viewer.play_action.toolTip()
        viewer.toggle_play()
        assert "<Space>" in playing and "<Space>" in viewer.play_action.toolTip()
    finally:
        qapp.removeTranslator(marking)


def test_the_rules_book_names_the_done_key_as_every_sentence_does(qapp):
    """"press Done (Return)" in the rules, "(Enter)" everywhere else: the action bar takes
    both keys, and the book named the first."""
    from PySide6.QtGui import QColor

    from palace_desktop.ui.dialogs.rules_book import write_book
    from palace_desktop.ui.dialogs.rules_pictures import Ink

    html = write_book(None, qapp.font(), Ink(QColor("black"), QColor("grey")), 1.0).html
    assert "Return" not in html
    assert f"<b>Done</b> ({key_names()['enter']})" in html
