"""The translation catalogues: up to date with the sources, complete, and faithful to each
message's placeholders, markup, shortcuts and plural forms."""

from __future__ import annotations

import re
import sys
from collections import Counter
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import translations  # noqa: E402  (tools/translations.py)

# Messages that read the same in a language: the product's name (a name, not a phrase).
SAME_EVERYWHERE = {"Palace Desktop"}
SAME_IN = {
    # GLOSSARY.md: Danish and Vietnamese poker players say "Palace Poker".
    "da": {"Palace Poker", "ante", "Ante:", "Showdown", "Fold", "{name} folds.", "{name} folds",
           "OK", "Problem", "Send", "Chat", "Online",  # (Danish words spelled as English)
           "Enter", "Computer", "Type"},
    "es": {"&No", "Chat"},  # ("chat" is the Spanish word too)
    "vi": {"Palace Poker", "Enter", "Tab"},  # (the keys' names on Vietnamese keyboards)
}
TAG = re.compile(r"</?[a-z]+[^>]*>")


def placeholders(text: str) -> Counter:
    return Counter(re.findall(r"\{[a-z_]+\}|%\d", text))


def tags(text: str) -> Counter:
    return Counter(TAG.findall(text))


def letters(text: str) -> str:
    text = TAG.sub("", re.sub(r"\{[a-z_]+\}|%L?n|%\d", "", text))
    return re.sub(r"[^A-Za-z]", "", text)


def forms(translation) -> list[str]:
    numerus = translation.findall("numerusform")
    return [f.text or "" for f in numerus] if numerus else [translation.text or ""]


def test_the_catalogues_are_up_to_date_with_the_sources():
    assert translations.stale() == [], "run: python3 run.py translations"


@pytest.mark.parametrize("code", translations.LANGUAGES)
def test_every_message_is_translated_and_keeps_its_placeholders(code):
    problems = []
    for context, source, _comment, numerus, translation in translations.messages(
            translations.ts_path(code)):
        where = f"{code} {context}: {source[:60]!r}"
        if translation is None or translation.get("type") in ("unfinished", "vanished",
                                                              "obsolete"):
            problems.append(f"{where}: not finished")
            continue
        texts = forms(translation)
        for text in texts:
            if not text.strip():
                problems.append(f"{where}: empty")
            elif placeholders(text) != placeholders(source):
                problems.append(f"{where}: placeholders {dict(placeholders(text))} in "
                                f"{text!r}")
            elif tags(text) != tags(source):
                problems.append(f"{where}: markup differs in {text!r}")
            elif ("&" in source.replace("&amp;", "")) != ("&" in text.replace("&amp;", "")):
                problems.append(f"{where}: the & shortcut is lost or added in {text!r}")
            elif numerus and "%Ln" not in text and len(texts) > 1 and text is texts[-1]:
                problems.append(f"{where}: the count (%Ln) is missing in {text!r}")
            elif (text == source and len(letters(source)) > 2  # "K": the same on cards
                  and source not in SAME_EVERYWHERE and source not in SAME_IN.get(code, ())):
                problems.append(f"{where}: left in English")
        if numerus and not any("%Ln" in t for t in texts):
            problems.append(f"{where}: no form shows the count (%Ln)")
    assert not problems, "\n".join(problems[:40]) + f"\n({len(problems)} problems)"


def test_english_spells_its_plurals():
    # English's catalogue holds its plural messages only: "1 chip" / "2 chips".
    for _context, source, _comment, numerus, translation in translations.messages(
            translations.ts_path("en")):
        assert numerus, source
        one, other = forms(translation)
        assert other == source and "%Ln" in one, source
        if re.search(r"%Ln (chips|soldiers|cards|hands)\b", source):
            assert one != source, source
        # A count is spelled, never hedged: "(s)" reads "1 table(s)" in every language.
        assert "(s)" not in source, source


# The words GLOSSARY.md flags (!) as wrong for the game: a machine translation of an English
# word in another sense ("fold" as in paper, "call" as on a telephone, "pot" for cooking).
FLAGGED = {
    "da": ["ring til"],
    "ar": ["تجاهل", "أضعاف", "الطي", "اتصل", "الوعاء", "بدلة", "الدعوى", "سطح السفينة",
           "التاجر", "للانعطاف", "بانر"],
    "es": ["doblar", "pliegue", "llamar"],
    "vi": ["hậu vệ", "ra bài", "bộ quần áo", "sàn vẽ"],
    "te": ["విస్మరించండి", "మడత", "రెట్లు", "కుండ", "మలుపు"],
}


@pytest.mark.parametrize("code", translations.LANGUAGES)
def test_no_translation_uses_a_word_the_glossary_flags(code):
    used = []
    for context, source, _comment, _numerus, translation in translations.messages(
            translations.ts_path(code)):
        for text in forms(translation):
            words = [w for w in re.split(r"[\s.,;:!?()«»\"'،؛{}%&]+", text.lower()) if w]
            joined = f" {' '.join(words)} "
            used += [f"{context} {source[:40]!r}: {flagged!r} in {text!r}"
                     for flagged in FLAGGED[code]
                     if (f" {flagged} " in joined if " " in flagged
                         else any(w.startswith(flagged) for w in words))]
    assert not used, "\n".join(used)


@pytest.mark.parametrize("code", translations.LANGUAGES)
def test_the_history_openings_words_are_in_every_catalogue(code):
    # They went through a helper function, which pyside6-lupdate cannot see: the refusal of a
    # file that cannot be opened ("{path} cannot be shown: ...") stayed English in every language.
    from PySide6.QtCore import QTranslator

    translator = QTranslator()
    assert translator.load(str(translations.qm_path(code)))
    for source in ("Reading {path}…", "{path} cannot be shown: {error}"):
        assert translator.translate("HistoryOpening", source), (code, source)
