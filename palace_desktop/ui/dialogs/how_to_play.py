"""Help ▸ How to play: the rules book (rules_book.py) in a text browser, opened at the top or
at a section, with the stakes and house rules of the game being played.

    HowToPlayDialog(window, rules=session.match.rules, section=section_for_rule("R12.2")).open()

The dialog remembers nothing: every opening writes the book afresh, and it closes by deleting
itself, so it may be shown modal or not, as often as wanted.
"""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QEvent, QUrl, Qt, Slot
from PySide6.QtGui import QColor, QGuiApplication, QPalette, QTextDocument
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QStyle, QTextBrowser, QVBoxLayout

from ...engine.rules import Rules
from .rules_book import write_book
from .rules_pictures import Ink
from .rules_sections import SECTIONS, section_for_rule

__all__ = ["HowToPlayDialog", "section_for_rule"]

# Room for the pictures and a line of about 80 characters; smaller screens get what they have.
PREFERRED_SIZE = (800, 700)
STYLE = """
h1 { font-size: x-large; margin-bottom: 4px; }
h2 { font-size: large; margin-top: 22px; margin-bottom: 6px; }
h3 { font-size: medium; margin-top: 12px; }
p { margin-top: 4px; margin-bottom: 8px; }
li { margin-top: 2px; margin-bottom: 4px; }
th { text-align: left; background-color: {header}; }
table.grid { border-color: {line}; border-style: solid; border-collapse: collapse;
             margin-top: 4px; margin-bottom: 10px; }
table.chart { margin-top: 4px; margin-bottom: 10px; }
"""


class HowToPlayDialog(QDialog):
    """The rules book; `rules` are the running game's (None: the standard rules), `section`
    one of rules_sections.SECTIONS to open at (""/unknown: the top)."""

    def __init__(self, parent=None, rules: Optional[Rules] = None, section: str = ""):
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        self.setWindowTitle(self.tr("How to play Palace Poker"))
        self.rules = rules
        self.section = ""
        self.browser = QTextBrowser(self)
        self.browser.setObjectName("rules_book")
        # Links only lead to the book's own sections: the dialog follows them itself, so a
        # click never makes the browser try to load a document.
        self.browser.setOpenLinks(False)
        self.browser.anchorClicked.connect(self._on_anchor_clicked)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self._written_for = 0.0
        self._written_width = 0.0
        self._fit_to_screen()
        self._write()
        self.show_section(section)

    # ----------------------------------------------------------------------------------------
    # Writing

    def _ink(self) -> Ink:
        palette = self.browser.palette()
        text = palette.color(QPalette.ColorRole.Text)
        base = palette.color(QPalette.ColorRole.Base)
        line = QColor(*(round(0.55 * a + 0.45 * b) for a, b in
                        ((text.red(), base.red()), (text.green(), base.green()),
                         (text.blue(), base.blue()))))
        return Ink(text, line)

    def _write(self) -> None:
        """Write the book for this screen's pixel ratio, keeping the reader's place."""
        dpr = self.devicePixelRatioF()
        place = self.browser.verticalScrollBar().value()
        ink = self._ink()
        width = self._page_width()
        book = write_book(self.rules, self.browser.font(), ink, dpr, width)
        document = self.browser.document()
        header = self.browser.palette().color(QPalette.ColorRole.AlternateBase).name()
        document.setDefaultStyleSheet(STYLE.replace("{line}", ink.line.name())
                                      .replace("{header}", header))
        self.browser.setHtml(book.html)
        # After setHtml, which clears the document and its resources.
        for url, image in book.pictures.items():
            document.addResource(QTextDocument.ResourceType.ImageResource, QUrl(url), image)
        self.pictures = book.pictures
        self._written_for = dpr
        self._written_width = width
        self.browser.verticalScrollBar().setValue(place)

    def _page_width(self) -> float:
        """The width a picture may take without a sideways scroll bar: the dialog's, less its
        margins, the browser's frame and scroll bar and the document's margins."""
        margins = self.layout().contentsMargins()
        scroll_bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        return (self.width() - margins.left() - margins.right() - 2 * self.browser.frameWidth()
                - scroll_bar - 2 * self.browser.document().documentMargin() - 8)

    def _fit_to_screen(self) -> None:
        width, height = PREFERRED_SIZE
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is not None:
            room = screen.availableGeometry()
            width, height = min(width, room.width() - 40), min(height, room.height() - 60)
        self.resize(width, height)

    def _widest_picture(self) -> float:
        return max(image.width() / (image.devicePixelRatio() or 1.0)
                   for image in self.pictures.values())

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        # Pictures are made to fit the page: made again when one no longer fits, or when the
        # page grew and they had been shrunk to fit a narrower one.
        width, widest = self._page_width(), self._widest_picture()
        if widest > width or (width > self._written_width + 24
                              and widest > self._written_width - 40):
            self._write()

    def event(self, event) -> bool:
        # Moved to a screen of another pixel ratio: pictures made for the old one would blur.
        if (event.type() == QEvent.Type.DevicePixelRatioChange
                and self.devicePixelRatioF() != self._written_for):
            self._write()
        return super().event(event)

    # ----------------------------------------------------------------------------------------
    # Sections

    def show_section(self, section: str) -> None:
        """Show `section` (one of rules_sections.SECTIONS) at the top of the browser; "" or an
        unknown name: the beginning of the book."""
        self.section = section if section in SECTIONS else ""
        self._scroll_to_section()

    def show_rule(self, rule: str) -> None:
        """Show the section that explains `rule` ("R12.2")."""
        self.show_section(section_for_rule(rule))

    def _scroll_to_section(self) -> None:
        if self.section:
            self.browser.scrollToAnchor(self.section)
        else:
            self.browser.verticalScrollBar().setValue(0)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        # Only now is the text laid out at its real width: find the section's place again.
        self._scroll_to_section()

    @Slot(QUrl)
    def _on_anchor_clicked(self, url: QUrl) -> None:
        if url.fragment() in SECTIONS:
            self.show_section(url.fragment())
