"""The names of the keys the app's sentences mention (Space, Enter, Tab), in the reader's
language, as Qt names them.

A sentence says "{space}" and is filled with `key_names()`: a key's name written inside a
translation stayed English in every language ("selecciónalos con Space"). The names are
looked up where Qt looks up its own (context QShortcut, the text of QKeySequence's
NativeText), so a sentence and a menu's shortcut name a key alike; QtCore alone, as the
tutorial's texts (live/) need them too. Listed for pyside6-lupdate: Qt's catalogues lack
some of them (Arabic, and none ship for Vietnamese or Telugu), and the app's catalogue is
searched first.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from .i18n import fill

# "Enter" rather than "Return" (Key_Return's name): the word on most keyboards, and the one
# the app's texts have always used.
KEYS = {
    "space": QT_TRANSLATE_NOOP("QShortcut", "Space"),
    "enter": QT_TRANSLATE_NOOP("QShortcut", "Enter"),
    "tab": QT_TRANSLATE_NOOP("QShortcut", "Tab"),
}


def key_names() -> dict[str, str]:
    """{"space": "Espacio", ...}: the placeholders' values for `fill`."""
    return {placeholder: QCoreApplication.translate("QShortcut", name)
            for placeholder, name in KEYS.items()}


def with_keys(text: str) -> str:
    """A translated sentence with its keys named."""
    return fill(text, **key_names())
