"""What the rules book's sections share: the translation context, the page being written (its
HTML and its pictures), and the few HTML shapes the book uses.

Every heading, paragraph, list item and table cell is one translated message, written in the
call (pyside6-lupdate reads the source), so a translator works on small pieces.
"""

from __future__ import annotations

import html
from dataclasses import dataclass, field
from typing import Iterable, Optional, Sequence

from PySide6.QtCore import QCoreApplication, QObject, QT_TRANSLATE_NOOP
from PySide6.QtGui import QFont, QImage

from ...live.i18n import right_to_left, rule_number
from .rules_pictures import Ink
from .rules_sections import (BATTLE, CONTROLS, END, EXCLUSION, HAND, HOUSE, PRICES, RANKINGS,
                             SECTION_RULES, TABLE, TURN)

PICTURE_SCHEME = "palace-rules"
NOTE_COLOUR = "#8a8a8a"  # the grey of the rule references: readable, clearly not text


class RulesBook(QObject):
    """The translation context of Help ▸ How to play, the rules book: `RulesBook.tr(...)`,
    which pyside6-lupdate files under "RulesBook"."""


# The sections' titles, in the contents list and over each section.
SECTION_TITLES = {
    TABLE: QT_TRANSLATE_NOOP("RulesBook", "The table"),
    HAND: QT_TRANSLATE_NOOP("RulesBook", "A hand"),
    TURN: QT_TRANSLATE_NOOP("RulesBook", "Your turn"),
    PRICES: QT_TRANSLATE_NOOP("RulesBook", "Prices"),
    BATTLE: QT_TRANSLATE_NOOP("RulesBook", "A battle"),
    EXCLUSION: QT_TRANSLATE_NOOP("RulesBook", "The exclusion rule"),
    RANKINGS: QT_TRANSLATE_NOOP("RulesBook", "Hand rankings"),
    END: QT_TRANSLATE_NOOP("RulesBook", "The end of a hand"),
    HOUSE: QT_TRANSLATE_NOOP("RulesBook", "House rules"),
    CONTROLS: QT_TRANSLATE_NOOP("RulesBook", "Keyboard and mouse"),
}


def title(section: str) -> str:
    return QCoreApplication.translate("RulesBook", SECTION_TITLES[section])


@dataclass
class Page:
    """The book as it is written: HTML pieces, and the pictures it refers to by URL."""

    font: QFont
    ink: Ink
    dpr: float
    width: Optional[float] = None  # the room for a picture, when known
    parts: list[str] = field(default_factory=list)
    pictures: dict[str, QImage] = field(default_factory=dict)

    def add(self, *parts: str) -> None:
        self.parts.extend(parts)

    def html(self) -> str:
        return "".join(self.parts)

    def picture(self, name: str, image: QImage, alt: str = "") -> str:
        """An <img> for `image`, kept under `name`, at its logical size (the image carries its
        device pixel ratio, so it stays sharp)."""
        url = f"{PICTURE_SCHEME}:{name}"
        self.pictures[url] = image
        ratio = image.devicePixelRatio() or 1.0
        width = round(image.width() / ratio)
        height = round(image.height() / ratio)
        return (f'<img src="{url}" width="{width}" height="{height}"'
                f' alt="{html.escape(alt, quote=True)}">')


def heading(section: str, title: str) -> str:
    """A section's heading with its anchor and, in small grey, the rules it tells."""
    rules = SECTION_RULES.get(section, "")
    note = (f' <span style="color:{NOTE_COLOUR}; font-size:small; font-weight:normal">'
            f'{rule_number(rules)}</span>' if rules else "")
    return f'<h2><a name="{section}"></a>{title}{note}</h2>'


def paragraph(text: str) -> str:
    return f"<p>{text}</p>"


def bullets(items: Iterable[str]) -> str:
    return "<ul>" + "".join(f"<li>{item}</li>" for item in items) + "</ul>"


def table_start(attributes: str) -> str:
    """A <table> in the reader's direction: Qt lays a table's columns out left to right
    whatever the text's direction, so a right-to-left page puts the table on the right and
    its rows give their cells in reverse (`table_row`)."""
    align = ' align="right"' if right_to_left() else ""
    return f"<table{align} {attributes}>"


def table_row(cells: Sequence[str]) -> str:
    """A <tr> of ready <td>/<th> cells, the first one at the reading edge."""
    ordered = list(reversed(cells)) if right_to_left() else list(cells)
    return "<tr>" + "".join(ordered) + "</tr>"


def table(rows: Sequence[Sequence[str]], header: Sequence[str] = (), first_bold: bool = False,
          numbers: bool = False) -> str:
    """A ruled table: an optional header row, then the rows; a cell is HTML. With `numbers`,
    the cells after the first are centred (a row of amounts)."""
    out = [table_start('border="1" cellspacing="0" cellpadding="5" class="grid"')]
    if header:
        out.append(table_row([f"<th>{cell}</th>" for cell in header]))
    for row in rows:
        cells = []
        for index, cell in enumerate(row):
            if index == 0:
                cells.append(f"<td><b>{cell}</b></td>" if first_bold else f"<td>{cell}</td>")
            else:
                cells.append(f'<td align="center">{cell}</td>' if numbers else f"<td>{cell}</td>")
        out.append(table_row(cells))
    out.append("</table>")
    return "".join(out)


def link(section: str, text: str) -> str:
    return f'<a href="#{section}">{text}</a>'
