"""Translations: Qt's own (standard buttons and dialogs) and the app's, for the chosen language
or the system's. Arabic switches the whole window to right-to-left through Qt's translation."""

from __future__ import annotations

from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator

from ..games.resource_files import resource_path

def install_translators(app, language: str = "") -> list[QTranslator]:
    """Load Qt's and the app's translations for `language` ("" = the system's). Returns the
    installed translators (keep them alive as long as the app)."""
    locale = QLocale(language) if language else QLocale.system()
    installed = []
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    for name, folder in (("qtbase", qt_dir), ("palace_desktop",
                                               str(resource_path("translations")))):
        translator = QTranslator(app)
        if translator.load(locale, name, "_", folder):
            app.installTranslator(translator)
            installed.append(translator)
    return installed
