"""Names, file paths and error details reach the screen as the letters they are.

Qt guesses: a label, a message box and a tool tip take a text whose first line looks like a
tag for HTML (Qt::mightBeRichText), so a player named `<img src=/some/local.png>A` showed that
image and `<h1>` or `<a href>` in a name rendered. And in a button's or a menu's text an '&'
marks the next letter as its shortcut key. The widgets that show such texts are made here:

- `plain_label` / `rich_label`: every label of the app; plain unless it shows the app's own
  markup, whose values then go through `html.escape`;
- `as_written`: a text for a place Qt guesses about and that cannot be told otherwise (tool
  tips, item views' tips, Qt's message-box functions);
- `plain_box`, `warn`: message boxes, their texts shown as written;
- `no_mnemonic`: a text for a button or a menu item.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as GuiQt  # Qt's text functions, which PySide puts on QtGui's Qt
from PySide6.QtWidgets import QLabel, QWidget
# Not QMessageBox: its Python type (with its enums, ~1.6 ms) is made where a box is, not with
# the labels before the dealt table's first frame.


def plain_label(*args) -> QLabel:
    """A label made as QLabel(*args) is, that shows its text (and every later one) letter for
    letter."""
    label = QLabel(*args)
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


def rich_label(*args) -> QLabel:
    """A label made as QLabel(*args) is, for the app's own markup: every value put in its text
    must go through html.escape."""
    label = QLabel(*args)
    label.setTextFormat(Qt.TextFormat.RichText)
    return label


def as_written(text: str) -> str:
    """`text` for a widget that guesses whether a text is HTML, so that it shows as written.

    A text Qt takes for plain text is kept as it is (a tip keeps its plain look); only one Qt
    would take for HTML becomes HTML that shows it, its spaces and line breaks kept."""
    if not text or not GuiQt.mightBeRichText(text):
        return text
    import html  # here, not with the module: its entity table costs ~1.7 ms before the table

    return "<p style='white-space:pre-wrap'>" + html.escape(text, quote=False) + "</p>"


def no_mnemonic(text: str) -> str:
    """`text` for a button or a menu item: an '&' in it is shown, not a shortcut's mark."""
    return text.replace("&", "&&")


def plain_box(*args) -> QMessageBox:
    """A message box made as QMessageBox(*args) is, whose text and informative text show
    letter for letter."""
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(*args)
    box.setTextFormat(Qt.TextFormat.PlainText)  # the informative text follows it
    return box


def warn(parent: QWidget | None, title: str, text: str) -> None:
    """QMessageBox.warning with `text` (a path, an error's details) shown as written."""
    from PySide6.QtWidgets import QMessageBox

    QMessageBox.warning(parent, title, as_written(text))
