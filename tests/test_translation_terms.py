"""Translations in the rules texts' own words (issue 42): Danish called the quiet round (R17.2)
"stille afslutning", an ending, where the rule is a round; Spanish put a capture's list of
cards inside its sentence ("Ann le captura dos de picas, rey de diamantes a Bea."). Reads the
catalogues as the app loads them, and the terms file the translators keep."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from palace_desktop.live.i18n import install_translators

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def language(qapp):
    yield lambda code: install_translators(qapp, code)
    install_translators(qapp, "en")


def quiet_round_messages() -> list[tuple[str, str]]:
    """(context, source) of every message that names the quiet round or a quiet end."""
    tree = ET.parse(ROOT / "resources" / "translations" / "palace_desktop_da.ts")
    found = []
    for context in tree.getroot().iter("context"):
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            if "quiet round" in source.lower() or "quiet end" in source.lower():
                found.append((context.findtext("name"), source))
    return found


def test_danish_calls_the_quiet_round_a_round(language):
    language("da")
    messages = quiet_round_messages()
    assert len(messages) >= 6
    for context, source in messages:
        text = QCoreApplication.translate(context, source)
        assert "stille runde" in text and "afslutning" not in text, (source, text)
    terms = (ROOT / "docs" / "translations" / "terms-da.md").read_text(encoding="utf-8")
    assert "| quiet round / quiet end | stille runde" in terms


def test_spanish_names_the_captured_cards_at_the_end_of_the_sentence(language):
    language("es")
    template = QCoreApplication.translate("Narration", "{captor} captures {cards} from {loser}.")
    assert template.endswith("{cards}."), template
