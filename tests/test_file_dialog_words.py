"""Qt's own file dialog (the export and open dialogs) in the player's language: every word
it looks up is translated by Qt's catalogue for the language or listed for the app's own.
Qt 6 asks for "&Look in:" and "Files of &type:", which qtbase_es, _ar and _da lack (they
have the Qt 5 "Look in:"), and Qt ships nothing for Vietnamese or Telugu: the dialog was
partly or wholly English."""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

import pytest
from PySide6.QtCore import QLibraryInfo, QTranslator
from PySide6.QtWidgets import QFileDialog

from palace_desktop.live.i18n import TRANSLATED

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import translations  # noqa: E402  (tools/translations.py)

# Key names (live/key_names.py lists those the app's sentences use) and the dialog's
# shortcuts, which Qt reads as key sequences from a translation: not words to translate.
NOT_WORDS = {"QShortcut", "QGuiApplication"}


class Asked(QTranslator):
    """Every text Qt looks up, left untranslated."""

    def __init__(self):
        super().__init__()
        self.asked = set()

    def translate(self, context, source, disambiguation=None, n=-1):
        self.asked.add((context, source, disambiguation or ""))
        return None

    def isEmpty(self):
        return False


@pytest.fixture(scope="module")
def dialog_words(qapp, tmp_path_factory):
    asked = Asked()
    qapp.installTranslator(asked)
    folder = tmp_path_factory.mktemp("dialog")
    (folder / "hand-1.json").write_text("{}")
    (folder / "kept").mkdir()
    try:
        for mode in (QFileDialog.AcceptMode.AcceptSave, QFileDialog.AcceptMode.AcceptOpen):
            dialog = QFileDialog(None, "", str(folder), "Hand histories (*.json)")
            dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
            dialog.setAcceptMode(mode)
            dialog.setViewMode(QFileDialog.ViewMode.Detail)
            dialog.show()
            qapp.processEvents()
            dialog.close()
            dialog.deleteLater()
    finally:
        qapp.removeTranslator(asked)
    return {(context, source, comment) for context, source, comment in asked.asked
            if context not in NOT_WORDS and not source.startswith("Alt+")}


@pytest.fixture(scope="module")
def listed():
    with tempfile.TemporaryDirectory() as tmp:
        translations.lupdate("da", Path(tmp))  # (English lists only its plurals)
        return {(context, source, comment) for context, source, comment, *_ in
                translations.messages(translations.ts_path("da", Path(tmp)))}


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_word_of_the_file_dialog_has_a_translation(code, dialog_words, listed):
    assert len(dialog_words) > 20, "the dialog was not built"
    qtbase = QTranslator()
    qtbase.load(f"qtbase_{code}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    missing = sorted(word for word in dialog_words
                     if not qtbase.translate(*word) and word not in listed)
    assert missing == [], f"list them in ui/qt_texts.py, translated: {missing}"
