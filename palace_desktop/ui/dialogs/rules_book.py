"""The rules book of Help ▸ How to play: Palace Poker taught from the start, in sections with
anchors (rules_sections.py), a contents list, pictures drawn with the table's own cards, and the
stakes and house rules of the game being played.

    book = write_book(rules, font, ink, dpr)   # book.html, book.pictures (URL -> QImage)

This module writes the frame and the sections about play; rules_stakes.py writes the prices and
the house rules (they follow `Rules`), rules_cards.py the exclusion rule and the hand rankings
(they show cards).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QImage, QKeySequence

from ...engine.rules import Rules
from ...live.i18n import digits, fill, right_to_left
from ...live.key_names import key_names
from . import rules_cards, rules_stakes
from .rules_html import (Page, RulesBook, bullets, heading, link, paragraph, table_row,
                         table_start, title)
from .rules_pictures import Ink
from .rules_table_picture import TableLabels, table_picture
from .rules_sections import (BATTLE, CONTROLS, END, EXCLUSION, HAND, PRICES, RANKINGS, SECTIONS,
                             TABLE, TURN)

# The keys of the action bar (ui/action_bar.py SHORTCUTS; a test keeps the two in step), and
# the window's own. Named by Qt, in the reader's language; Done by Enter, the second of its
# two keys, as every sentence of the app names it (live/key_names.py).
KEYS = {
    "buy": Qt.Key.Key_B, "discard": Qt.Key.Key_D, "stay": Qt.Key.Key_S, "fold": Qt.Key.Key_F,
    "attack": Qt.Key.Key_A, "done": Qt.Key.Key_Enter, "call": Qt.Key.Key_C,
    "raise": Qt.Key.Key_R, "cancel": Qt.Key.Key_Escape, "rules": Qt.Key.Key_F1,
}


def key_name(name: str) -> str:
    return QKeySequence(KEYS[name]).toString(QKeySequence.SequenceFormat.NativeText)


@dataclass(frozen=True)
class Book:
    html: str
    pictures: dict[str, QImage]


def write_book(rules: Optional[Rules], font: QFont, ink: Ink, dpr: float,
               width: Optional[float] = None) -> Book:
    """The whole book. With `rules` (the running game's), the prices and the house-rules section
    give this game's numbers and choices; without, the standard ones. The pictures fit in
    `width` logical pixels where they can."""
    page = Page(font, ink, dpr, width)
    in_force = rules if rules is not None else Rules.make()
    _opening(page)
    _table(page)
    _hand(page, in_force)
    _turn(page)
    rules_stakes.prices(page, in_force)
    _battle(page)
    rules_cards.exclusion(page, in_force)
    rules_cards.rankings(page)
    _end(page, in_force)
    rules_stakes.house_rules(page, rules)
    _controls(page)
    # The page runs in the reader's direction (lists, tables and paragraphs mirror), whatever
    # the direction of a message that is not translated yet.
    direction = "rtl" if right_to_left() else "ltr"
    return Book(f'<html><body dir="{direction}">{page.html()}</body></html>', dict(page.pictures))


def _opening(page: Page) -> None:
    page.add(
        "<h1>", RulesBook.tr("Palace Poker"), "</h1>",
        paragraph(fill(RulesBook.tr(
            "Palace Poker is played by {fewest} to {most} players with one deck of {deck} "
            "cards. Every bet is a battle between two players: the attacker and the "
            "defender."), fewest=2, most=10, deck=52)),
        paragraph(RulesBook.tr(
            "You make your hand from your banner, your palace cards and the soldiers you buy. "
            "You win the pot by being the last player left in the hand, or by holding the "
            "best hand when play goes quiet.")),
        "<h3>", RulesBook.tr("Contents"), "</h3>",
        _contents(),
    )


def _contents() -> str:
    """The sections as links, numbered, in two columns: the whole list fits one look."""
    half = (len(SECTIONS) + 1) // 2
    columns = []
    for start in (0, half):
        # Numbered here, not by an <ol>: Qt draws a list's numbers in Latin digits.
        items = "".join(f"<p>{digits(n)}. {link(s, title(s))}</p>" for n, s
                        in enumerate(SECTIONS[start:start + half], start + 1))
        columns.append(f"<td>{items}</td>")
    return table_start('cellspacing="0" cellpadding="0"') + table_row(columns) + "</table>"


def _table(page: Page) -> None:
    labels = TableLabels(
        draw_pile=RulesBook.tr("Draw pile"),
        pot=RulesBook.tr("Pot"),
        discard_pile=RulesBook.tr("Discard pile"),
        opponent=RulesBook.tr("An opponent: banner and soldier face up, palace cards face "
                              "down"),
        your_banner=RulesBook.tr("Your banner"),
        your_soldiers=RulesBook.tr("Your soldiers, at most five"),
        your_palace=RulesBook.tr("Your palace cards: only you see them"),
    )
    picture = table_picture(labels, page.font, page.ink, page.dpr, page.width)
    page.add(
        heading(TABLE, title(TABLE)),
        '<p align="center">',
        page.picture("table", picture, RulesBook.tr("The table: an opponent at the top, the "
                                                    "draw pile, the pot and the discard pile "
                                                    "in the middle, your seat at the bottom.")),
        "</p>",
        paragraph(RulesBook.tr(
            "Every player has one card face up: the <b>banner</b>. The <b>soldiers</b> a "
            "player buys lie face up under the banner, turned sideways. Below the banner lie "
            "three <b>palace</b> cards.")),
        paragraph(RulesBook.tr(
            "Palace cards are face down: only their owner may look at them. Your seat is at "
            "the bottom of the screen, and you see your own palace cards face up; the other "
            "players see only their backs.")),
        paragraph(RulesBook.tr(
            "In the middle of the table are the <b>draw pile</b>, where soldiers come from, "
            "the <b>pot</b>, which holds every chip bet in this hand, and the <b>discard "
            "pile</b>. Cards on the discard pile lie face down, and nobody may look at them.")),
        paragraph(RulesBook.tr(
            "Everyone sees every banner and every soldier, every player's chips, the pot, the "
            "size of both piles and every move.")),
    )


def _hand(page: Page, rules: Rules) -> None:
    page.add(
        heading(HAND, title(HAND)),
        paragraph(RulesBook.tr(
            "A match is a series of hands, and your chips carry over from one hand to the "
            "next. The dealer button moves one seat clockwise after each hand.")),
        paragraph(RulesBook.tr("Every hand begins the same way:")),
        bullets((
            fill(RulesBook.tr("<b>Ante</b>: every player pays the ante into the pot; in this "
                              "game it is {ante}."), ante=rules.ante),
            RulesBook.tr(
                "<b>Banners</b>: each player gets one card face up, starting on the dealer's "
                "left. Among the first four players no two banners share a suit (nor among "
                "players five to eight, nor players nine and ten): a card of a suit already "
                "taken is set aside, and the player gets the next card."),
            RulesBook.tr(
                "<b>Palace cards</b>: then every player gets three cards face down. The rest "
                "of the deck is the draw pile."),
        )),
        paragraph(RulesBook.tr(
            "The player on the dealer's left acts first; then the turn passes clockwise.")),
        paragraph(RulesBook.tr(
            "A player who cannot pay the ante when a hand begins is out of the match. The "
            "match ends when one player holds all the chips.")),
    )


def _turn(page: Page) -> None:
    page.add(
        heading(TURN, title(TURN)),
        paragraph(RulesBook.tr("On your turn you make exactly one of these moves:")),
        bullets((
            RulesBook.tr(
                "<b>Buy</b>: pay one small bet and take the top card of the draw pile as a new "
                "soldier. Then you may discard any of your soldiers, the new one too. You may "
                "never keep more than five."),
            RulesBook.tr(
                "<b>Discard</b>: put one or more of your soldiers face down on the discard "
                "pile, and draw nothing."),
            RulesBook.tr("<b>Stay</b>: do nothing; the turn passes."),
            RulesBook.tr(
                "<b>Fold</b>: leave the hand. Your cards go face down to the discard pile, and "
                "your chips in the pot stay there."),
            fill(RulesBook.tr(
                "<b>Attack</b>: bet against one opponent and start a {battle}. You may not "
                "attack a player whose banner has the same suit as yours."),
                battle=link(BATTLE, RulesBook.tr("battle"))),
        )),
        paragraph(fill(RulesBook.tr(
            "Why buy soldiers? In a battle your hand is the best five cards of your banner, "
            "your palace cards and your soldiers, so every soldier is one more card to choose "
            "from. But soldiers also make your attacks cost more (see {prices})."),
            prices=link(PRICES, title(PRICES)))),
        paragraph(RulesBook.tr(
            "You may attack the same player more than once in a hand. After a battle, the "
            "turn passes to the player on the attacker's left.")),
        paragraph(RulesBook.tr(
            "When the draw pile is empty, the discard pile is shuffled to make a new one. When "
            "both are empty, nobody can buy.")),
    )


def _battle(page: Page) -> None:
    page.add(
        heading(BATTLE, title(BATTLE)),
        paragraph(RulesBook.tr(
            "When you attack, you bet and name an opponent: you are the <b>attacker</b>, they "
            "are the <b>defender</b>. The defender answers in one of three ways:")),
        bullets((
            RulesBook.tr(
                "<b>Fold</b>: the defender leaves the hand. The attacker captures the "
                "defender's banner and soldiers; the defender's palace cards go face down to "
                "the discard pile, unseen."),
            fill(RulesBook.tr(
                "<b>Call</b>: the defender pays the call (see {prices}), and the two hands are "
                "compared."), prices=link(PRICES, title(PRICES))),
            RulesBook.tr(
                "<b>Raise</b>: the defender calls and adds a raise. Then the attacker folds, "
                "calls the raise or raises again, and so on, until one of them calls or "
                "folds."),
        )),
        paragraph(fill(RulesBook.tr(
            "<b>The best five cards.</b> On a call, each player's hand is the best five-card "
            "poker hand (see {rankings}) they can make from their banner, palace cards and "
            "soldiers, leaving out the cards that {exclusion} takes away."),
            rankings=link(RANKINGS, title(RANKINGS)),
            exclusion=link(EXCLUSION, RulesBook.tr("the exclusion rule")))),
        paragraph(RulesBook.tr(
            "With fewer than five cards that count, a hand is compared on what it has: a "
            "missing card ranks below any card. Straights, flushes and full houses need five "
            "cards.")),
        paragraph(RulesBook.tr(
            "<b>Equal hands.</b> The player holding more cards of their own banner suit wins. "
            "If that is equal too, both players are out of the hand, unless they are the last "
            "two in it: then they split the pot.")),
        paragraph(RulesBook.tr(
            "<b>Capture.</b> The loser is out of the hand. The winner takes the loser's banner "
            "and soldiers as soldiers of their own, then discards down to five soldiers at "
            "most. The loser's palace cards go face down to the discard pile.")),
        paragraph(RulesBook.tr(
            "<b>Who sees what.</b> The player who called last sees the other player's palace "
            "cards. The other sees the caller's palace cards only if the caller wins or ties. "
            "Nobody else sees them.")),
    )


def _end(page: Page, rules: Rules) -> None:
    if rules.two_left == "showdown":
        two_left = RulesBook.tr(
            "With exactly two players left, they show down too, like three or more players "
            "(a house rule in this game).")
    else:
        two_left = RulesBook.tr(
            "With exactly two players left, they settle the hand by the rules of a battle "
            "(with the exclusion rule and the banner tie-break), without betting more chips.")
    page.add(
        heading(END, title(END)),
        paragraph(RulesBook.tr("A hand ends in one of two ways:")),
        bullets((
            RulesBook.tr(
                "<b>One player left</b>: when everyone else has folded or lost a battle, the "
                "last player wins the pot. When every player still in the hand has a banner "
                "of the same suit, they cannot attack each other, and they split the pot."),
            RulesBook.tr(
                "<b>A quiet round</b>: when every player still in the hand has stayed, "
                "discarded or folded since the last buy or attack (or since the hand began), "
                "the hand ends. An attack counts as a loud move even when the defender "
                "folds."),
        )),
        paragraph(RulesBook.tr(
            "After a quiet round with three or more players, everyone shows their cards: the "
            "best five of all one's own cards wins, and every card counts. Equal best hands "
            "split the pot.")),
        paragraph(two_left),
        paragraph(RulesBook.tr(
            "A split pot is shared equally; odd chips go one at a time to the winners, "
            "clockwise from the dealer's left.")),
    )


def _controls(page: Page) -> None:
    page.add(
        heading(CONTROLS, title(CONTROLS)),
        bullets((
            fill(RulesBook.tr(
                "<b>Buy</b>: drag the top card of the draw pile to your soldiers, double-click "
                "the draw pile, or press {key}."), key=key_name("buy")),
            fill(RulesBook.tr(
                "<b>Discard</b>: drag a soldier onto the discard pile, or select soldiers and "
                "press {key}. Ctrl + click or Shift + click selects several soldiers."),
                key=key_name("discard")),
            fill(RulesBook.tr(
                "After a buy or a capture, drag the soldiers you let go onto the discard pile "
                "(or double-click them), then press <b>Done</b> ({key})."), key=key_name("done")),
            fill(RulesBook.tr("<b>Stay</b>: press {stay}. <b>Fold</b>: press {fold}, or drag "
                              "your banner onto the discard pile."),
                 stay=key_name("stay"), fold=key_name("fold")),
            fill(RulesBook.tr("<b>Attack</b>: drag your banner onto an opponent's banner, or "
                              "press {key}."), key=key_name("attack")),
            fill(RulesBook.tr(
                "When you are attacked: <b>Fold</b> ({fold}), <b>Call</b> ({call}) or "
                "<b>Raise</b> ({raise_key}). In no-limit, set the raise with the slider or "
                "type it in, then press {enter}."),
                fold=key_name("fold"), call=key_name("call"), raise_key=key_name("raise"),
                enter=key_name("done")),
            fill(RulesBook.tr(
                "{tab} and the arrow keys move a focus ring over the draw pile, your soldiers, "
                "your banner, the discard pile and the other banners; {space} acts on the "
                "focused card; {cancel} cancels."), cancel=key_name("cancel"), **key_names()),
            fill(RulesBook.tr(
                "{rules} opens these rules. {zoom_in} and {zoom_out} zoom the table in and "
                "out."), rules=key_name("rules"),
                zoom_in=QKeySequence(QKeySequence.StandardKey.ZoomIn).toString(
                    QKeySequence.SequenceFormat.NativeText),
                zoom_out=QKeySequence(QKeySequence.StandardKey.ZoomOut).toString(
                    QKeySequence.SequenceFormat.NativeText)),
        )),
    )
