"""A bot's reason as a translated log line: the bot gives a template key and parameters, the
GUI translates the template (context "BotReason") and fills it in."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..bots import TEMPLATES


def reason_text(reason) -> str:
    template = TEMPLATES.get(reason.key)
    if template is None:
        return reason.text
    try:
        return QCoreApplication.translate("BotReason", template).format(**reason.params)
    except (KeyError, IndexError, ValueError):  # a translation with a broken placeholder
        return reason.text
