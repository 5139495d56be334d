"""The translation context of the launcher's questions and messages."""

from PySide6.QtCore import QObject


class LauncherTexts(QObject):
    """`LauncherTexts.tr(...)`, which pyside6-lupdate files under "LauncherTexts"."""
