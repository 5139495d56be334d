"""The save dialogs' words: the file name offered for an exported hand or match is in the
player's language ("hand-1.json" was English in every language) and safe on any file system,
and the file-type filter's pattern reads "(*.json)" in Arabic too (it read "(json.*)")."""

from __future__ import annotations

import re
import sys
import unicodedata
from pathlib import Path
from types import SimpleNamespace

import pytest
from hypothesis import given, settings, strategies as st
from PySide6.QtCore import QCoreApplication, QLocale, Qt, QTranslator
from PySide6.QtGui import QFont, QTextLayout, QTextOption
from PySide6.QtWidgets import QFileDialog, QFileSystemModel

from palace_desktop.ui.file_names import LRM, file_filter, safe_stem
from palace_desktop.ui.window_files import WindowFiles

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import translations  # noqa: E402  (tools/translations.py)

SPANISH = {"hand": "mano", "match": "partida"}
ARABIC_FILTER = "سجلات الجولات (*.json)"


class Spanish(QTranslator):
    def translate(self, context, source, disambiguation=None, n=-1):
        return SPANISH.get(source) if context == "WindowFiles" else None

    def isEmpty(self):
        return False


class ExportingWindow:
    """What WindowFiles' export handlers use of the main window: a match with finished
    hands, and the save it asks for."""

    def __init__(self):
        self.session = SimpleNamespace(match=SimpleNamespace(
            finished_hands=3, hand_to_json=lambda index: {}, to_json=lambda **_: {}))
        self.saved = []

    def tr(self, text):
        return QCoreApplication.translate("WindowFiles", text)

    def _save_json(self, title, default, doc):
        self.saved.append(default)


def test_the_names_offered_are_in_the_players_language(qapp):
    spanish = Spanish()
    qapp.installTranslator(spanish)
    try:
        window = ExportingWindow()
        WindowFiles.export_hand(window)
        WindowFiles.export_match(window)
    finally:
        qapp.removeTranslator(spanish)
    assert window.saved == ["mano-3.json", "partida.json"]


def refused(stem: str) -> list[str]:
    return [ch for ch in stem if ch in '<>:"/\\|?*' or ord(ch) < 32
            or (unicodedata.category(ch) == "Cf" and ch not in "\u200c\u200d")]


def check_stem(stem: str) -> None:
    assert stem and not refused(stem), stem
    assert stem == stem.strip(" .") and len(stem) <= 80
    assert stem.split(".")[0].upper() not in {"CON", "PRN", "AUX", "NUL", "COM1", "LPT1"}


@given(st.text())
def test_any_translation_makes_a_name_every_file_system_takes(text):
    check_stem(safe_stem(text, "hand"))


def translated_words() -> list[str]:
    words = set()
    for code in translations.LANGUAGES:
        for *_, translation in translations.messages(translations.ts_path(code)):
            for form in translation.findall("numerusform") or [translation]:
                words.update(re.findall(r"[^\W\d_][\w\u200c\u200d]*", form.text or ""))
    return sorted(words)


WORDS = translated_words()


@settings(max_examples=300)
@given(st.lists(st.sampled_from(WORDS), min_size=1, max_size=3), st.sampled_from(["-", " ", ""]))
def test_the_translations_words_are_kept_as_they_are(words, joiner):
    """A name made of real words in every shipped script, Telugu's joiners included, is
    offered as the translator wrote it."""
    word = joiner.join(words)[:80].strip(" .")
    stem = safe_stem(word, "hand")
    check_stem(stem)
    if word and word.split(".")[0].upper() not in {"CON", "PRN", "AUX", "NUL"}:
        assert stem == unicodedata.normalize("NFC", word)


def test_a_name_of_separators_and_marks_falls_back_to_english():
    assert safe_stem("/\u2066..\u2069", "hand") == "hand"
    assert safe_stem("../../etc/passwd", "hand") == "-..-etc-passwd"
    assert safe_stem("con", "hand") == "hand"


@pytest.fixture
def arabic():
    before = QLocale()
    QLocale.setDefault(QLocale("ar"))
    yield
    QLocale.setDefault(before)


def visual_order(text: str) -> list[int]:
    """The x of each character of `text` laid out in a right-to-left paragraph."""
    layout = QTextLayout(text, QFont("DejaVu Sans", 10))
    option = QTextOption()
    option.setTextDirection(Qt.LayoutDirection.RightToLeft)
    layout.setTextOption(option)
    layout.beginLayout()
    line = layout.createLine()
    layout.endLayout()
    return [line.cursorToX(index)[0] for index in range(len(text))]


def test_the_arabic_filter_shows_its_pattern_left_to_right(qapp, arabic):
    filtered = file_filter(ARABIC_FILTER)
    x = visual_order(filtered)
    opening, star, j, closing = (filtered.rindex("("), filtered.index("*"), filtered.index("j"),
                                 filtered.rindex(")"))
    assert x[opening] < x[star] < x[j] < x[closing], "the pattern reads right to left"


def test_the_save_dialog_gets_the_marked_filter_and_still_reads_its_pattern(
        qtbot, monkeypatch, tmp_path, arabic):
    asked = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda parent, title, start, filters: asked.append(filters) or ("", ""))
    window = SimpleNamespace(tr=lambda text: ARABIC_FILTER if "(*.json)" in text else text,
                             _files_folder=lambda: str(tmp_path))
    WindowFiles._save_json(window, "title", "hand-1.json", {})
    assert asked and asked[0].startswith("سجلات") and LRM in asked[0]
    dialog = QFileDialog(None, "title", str(tmp_path), asked[0])
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    qtbot.addWidget(dialog)
    assert dialog.findChild(QFileSystemModel).nameFilters() == ["*.json"]


def test_a_left_to_right_language_keeps_its_filter_as_written():
    assert file_filter("Hand histories (*.json)") == "Hand histories (*.json)"
