"""A bot's reason as a translated log line: the bot gives a template key and parameters, the
GUI translates the template (context "BotReason", with the count for plural forms), names
its cards in words and fills it in with the language's digits."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..bots import PLURAL_PARAM, TEMPLATES
from ..engine.cards import parse_cards
from .card_names import cards_names
from .i18n import fill

CARD_PARAMS = ("cards", "kept", "dropped")


def _cards_in_words(text: str) -> str:
    try:
        cards = parse_cards(text.split())
    except ValueError:  # the bots' "nothing"
        return QCoreApplication.translate("CardNames", "nothing")
    return cards_names(cards)


def reason_text(reason) -> str:
    template = TEMPLATES.get(reason.key)
    if template is None:
        return reason.text
    params = dict(reason.params)
    plural = PLURAL_PARAM.get(reason.key)
    count = params.pop(plural) if plural else -1
    translated = QCoreApplication.translate("BotReason", template, None, count)
    for key in CARD_PARAMS:
        if key in params:
            params[key] = _cards_in_words(str(params[key]))
    return fill(translated, **params)
