"""Help ▸ How to play: the rules in short, and how to play them at this table."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout


class HowToPlayDialog(QDialog):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("How to play Palace Poker"))
        browser = QTextBrowser(self)
        browser.setOpenExternalLinks(False)
        browser.setHtml(self.text())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(browser)
        layout.addWidget(buttons)
        self.resize(640, 560)

    def text(self) -> str:
        # One message per heading, paragraph and list item, so a translator works on small
        # pieces and a changed sentence leaves the others translated.
        return "".join((
            "<h2>", self.tr("Palace Poker"), "</h2>",
            "<p>", self.tr("Every player pays the ante and gets a face-up <b>banner</b> card and "
                      "three hidden <b>palace</b> cards. Soldiers you buy lie face up across "
                      "your banner; you may keep five."), "</p>",
            "<h3>", self.tr("Your turn: one of"), "</h3><ul>",
            "<li>", self.tr("<b>Buy</b> (B): pay the small bet, take the top card of the draw pile "
                       "as a soldier, then discard any soldiers you like and press <b>Done</b> "
                       "(Enter). Drag from the draw pile to your soldiers, or double-click the "
                       "pile."), "</li>",
            "<li>", self.tr("<b>Discard</b> (D): put one or more soldiers face down on the discard "
                       "pile. Drag them there; Ctrl or Shift + click selects several."), "</li>",
            "<li>", self.tr("<b>Stay</b> (S) or <b>Fold</b> (F, or drag your banner to the discard "
                       "pile)."), "</li>",
            "<li>", self.tr("<b>Attack</b> (A): drag your banner onto an opponent's banner of "
                       "another suit. The bet is (your soldiers + 1) × the small bet."), "</li>",
            "</ul>",
            "<h3>", self.tr("A battle"), "</h3>",
            "<p>", self.tr("The defender folds, calls (C) or raises (R). On a call each side makes "
                      "its best five cards from banner, palace and soldiers, but cards of the "
                      "opponent's banner suit do not count. The winner captures the loser's "
                      "banner and soldiers; the loser is out of the hand. Chips go to the one "
                      "pot: battles win cards, not chips."), "</p>",
            "<h3>", self.tr("The end of a hand"), "</h3>",
            "<p>", self.tr("The last player left wins the pot. When everyone still in has stayed, "
                      "discarded or folded since the last buy or bet, the best hand wins (two "
                      "players settle it as a battle)."), "</p>",
            "<h3>", self.tr("Keyboard"), "</h3>",
            "<p>", self.tr("Tab and the arrow keys move a focus ring over the draw pile, your "
                      "soldiers, the discard pile and the banners; Space acts on the focused "
                      "card; Esc cancels."), "</p>",
        ))
