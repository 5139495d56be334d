"""The small and big bet in each language's own words (issue 42): Vietnamese and Telugu kept
the English "SB" and "BB" in the new game's stakes page, where Danish (LI, SI), Spanish (AP,
AG) and Arabic (the words in full) have their own. Reads the catalogues as the app loads
them."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QCoreApplication

from palace_desktop.live.i18n import LANGUAGE_CODES, install_translators

ENGLISH_ABBREVIATION = re.compile(r"(?<![A-Za-z])(SB|BB)(?![A-Za-z])")
SOURCES = ["S&mall bet (SB):", "&Big bet (BB):",
           "A soldier costs 1 SB, an attack (soldiers + 1) × SB.",
           "A limit raise; 2 × SB until you change it.",
           "Half the SB, at least 1, from every seat each hand.",
           "A raise is one BB, at most 3 per battle.",
           "A raise is from one BB up to all your chips."]


@pytest.fixture
def language(qapp):
    yield lambda code: install_translators(qapp, code)
    install_translators(qapp, "en")


@pytest.mark.parametrize("code", [c for c in LANGUAGE_CODES if c != "en"])
def test_no_language_keeps_the_english_abbreviations_of_the_bets(language, code):
    language(code)
    shown = {source: QCoreApplication.translate("NewGameRules", source) for source in SOURCES}
    assert all(text != source for source, text in shown.items()), "untranslated"
    assert [text for text in shown.values() if ENGLISH_ABBREVIATION.search(text)] == []
