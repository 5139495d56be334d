"""Translations: Qt's own strings follow the language, and Arabic turns the window right to
left."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt

from palace_desktop.live.i18n import install_translators


def test_qt_strings_follow_the_language_and_arabic_is_right_to_left(qapp):
    translators = install_translators(qapp, "da")
    try:
        assert translators, "Qt's Danish translation ships with PySide6"
        assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Annuller"
    finally:
        for translator in translators:
            qapp.removeTranslator(translator)
    translators = install_translators(qapp, "ar")
    try:
        assert qapp.layoutDirection() == Qt.LayoutDirection.RightToLeft
    finally:
        for translator in translators:
            qapp.removeTranslator(translator)
        qapp.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancel"
