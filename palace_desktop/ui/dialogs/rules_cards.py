"""The rules book's sections that show cards: the exclusion rule with a worked example (R15.3)
and the chart of hand rankings (R20), both drawn with the table's card art.

What the text says about the cards (a hand's category, the best five with and without the
exclusion) comes from the engine through rules_examples.py.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QT_TRANSLATE_NOOP

from ...engine.hands import Hand
from ...engine.rules import Rules
from ...live.card_names import RANK_NAMES, card_name, cards_names, hand_name, suit_name
from ...live.i18n import fill
from .rules_examples import EXCLUSION_EXAMPLE, HAND_EXAMPLES, WHEEL
from .rules_html import Page, RulesBook, heading, paragraph, table_row, table_start, title
from .rules_pictures import ExclusionLabels, card_width_for, cards_picture, exclusion_picture
from .rules_sections import EXCLUSION, RANKINGS

CHART = 'cellspacing="0" cellpadding="4" class="chart"'

# The chart's names, as a heading (card_names.hand_name is the name as it reads after "shows").
CHART_NAMES = {
    "straight flush": QT_TRANSLATE_NOOP("RulesBook", "Straight flush"),
    "four of a kind": QT_TRANSLATE_NOOP("RulesBook", "Four of a kind"),
    "full house": QT_TRANSLATE_NOOP("RulesBook", "Full house"),
    "flush": QT_TRANSLATE_NOOP("RulesBook", "Flush"),
    "straight": QT_TRANSLATE_NOOP("RulesBook", "Straight"),
    "three of a kind": QT_TRANSLATE_NOOP("RulesBook", "Three of a kind"),
    "two pair": QT_TRANSLATE_NOOP("RulesBook", "Two pair"),
    "one pair": QT_TRANSLATE_NOOP("RulesBook", "One pair"),
    "high card": QT_TRANSLATE_NOOP("RulesBook", "High card"),
}
CHART_DESCRIPTIONS = {
    "straight flush": QT_TRANSLATE_NOOP("RulesBook", "Five cards in a row, all of one suit."),
    "four of a kind": QT_TRANSLATE_NOOP("RulesBook", "Four cards of one rank."),
    "full house": QT_TRANSLATE_NOOP("RulesBook", "Three cards of one rank and two of another."),
    "flush": QT_TRANSLATE_NOOP("RulesBook", "Five cards of one suit."),
    "straight": QT_TRANSLATE_NOOP("RulesBook", "Five cards in a row, of any suits."),
    "three of a kind": QT_TRANSLATE_NOOP("RulesBook", "Three cards of one rank."),
    "two pair": QT_TRANSLATE_NOOP("RulesBook", "Two cards of one rank and two of another."),
    "one pair": QT_TRANSLATE_NOOP("RulesBook", "Two cards of one rank."),
    "high card": QT_TRANSLATE_NOOP("RulesBook", "None of the above: the highest card counts."),
}


def chart_name(category: str) -> str:
    return QCoreApplication.translate("RulesBook", CHART_NAMES[category])


def _hand_row(page: Page, name: str, cards, card_width: int, text: str) -> str:
    image = cards_picture(cards, card_width, page.dpr)
    return table_row(["<td>" + page.picture(name, image, cards_names(cards)) + "</td>",
                      f"<td>{text}</td>"])


def rankings(page: Page) -> None:
    """The nine categories, best first, each with five example cards."""
    card_width = card_width_for(page.font, 2.3)
    rows = []
    for category, cards in HAND_EXAMPLES:
        description = QCoreApplication.translate("RulesBook", CHART_DESCRIPTIONS[category])
        rows.append(_hand_row(page, "hand-" + category.replace(" ", "-"), cards, card_width,
                              f"<b>{chart_name(category)}</b><br>{description}"))
    wheel = _hand_row(page, "hand-wheel", WHEEL, card_width, RulesBook.tr(
        "The ace is the highest card, but it also plays low in the lowest straight: five, "
        "four, three, two, ace."))
    page.add(
        heading(RANKINGS, title(RANKINGS)),
        paragraph(RulesBook.tr(
            "From the best hand down to the weakest. A hand is five cards; suits never rank.")),
        table_start(CHART), "".join(rows), "</table>",
        paragraph(RulesBook.tr(
            "When two hands are of the same kind, the higher cards that make it win (the "
            "higher pair, say); if those are equal, the other cards decide, highest first. "
            "Suits never break a tie.")),
        table_start(CHART), wheel, "</table>",
    )


def _intro(exclusion: str) -> str:
    if exclusion == "rank":
        return RulesBook.tr(
            "In this game (a house rule), the cards of your opponent's banner rank do not "
            "count in your hand in a battle, and the cards of your banner rank do not count "
            "in theirs.")
    if exclusion == "none":
        return RulesBook.tr(
            "In this game (a house rule), every card counts in a battle. In the standard "
            "game, the cards of your opponent's banner suit do not count in your hand: the "
            "example shows how that works.")
    return RulesBook.tr(
        "In a battle, the cards of your opponent's banner suit do not count in your hand, "
        "and the cards of your banner suit do not count in theirs.")


def _best_five(hand: Hand) -> str:
    return fill(RulesBook.tr("{hand}: {cards}"), hand=hand_name(hand.category),
                cards=cards_names(hand.cards))


def exclusion(page: Page, rules: Rules) -> None:
    """The rule in force, and the example hand with the cards it takes away crossed out (the
    standard suit rule when this game counts every card)."""
    mode = "suit" if rules.exclusion == "none" else rules.exclusion
    example = EXCLUSION_EXAMPLE
    excluded = example.excluded(mode)
    labels = ExclusionLabels(
        banner=RulesBook.tr("Your banner"),
        palace=RulesBook.tr("Your palace cards"),
        soldiers=RulesBook.tr("Your soldiers"),
        opponent=RulesBook.tr("Your opponent's banner"),
    )
    picture = exclusion_picture(example, excluded, labels, page.font, page.ink, page.dpr,
                                page.width)
    card_width = card_width_for(page.font, 2.0)
    every_card = example.best("none")
    counted = example.best(mode)
    if mode == "rank":
        without = fill(RulesBook.tr("Without the cards of rank {rank}, your best five are:"),
                       rank=_rank_name(example.opponent_banner))
    else:
        without = fill(RulesBook.tr("Without the {suit}, your best five are:"),
                       suit=suit_name(example.opponent_banner.suit))
    rows = [
        _hand_row(page, "exclusion-all", every_card.cards, card_width,
                  RulesBook.tr("Counting every card, your best five are:") + "<br><b>"
                  + _best_five(every_card) + "</b>"),
        _hand_row(page, "exclusion-counted", counted.cards, card_width,
                  without + "<br><b>" + _best_five(counted) + "</b>"),
    ]
    page.add(
        heading(EXCLUSION, title(EXCLUSION)),
        paragraph(_intro(rules.exclusion)),
        paragraph(fill(RulesBook.tr(
            "An example: your opponent's banner is the {banner}, and you hold the cards "
            "below. The crossed-out cards do not count."),
            banner=card_name(example.opponent_banner))),
        '<p align="center">', page.picture("exclusion", picture, cards_names(example.cards)),
        "</p>",
        table_start(CHART), "".join(rows), "</table>",
        paragraph(RulesBook.tr(
            "So look at your opponent's banner before you attack: it tells you which of your "
            "cards will count, and which of theirs will not.")),
        paragraph(RulesBook.tr(
            "The exclusion rule is for battles only. When a quiet round ends with three or "
            "more players, every card counts.")),
    )


def _rank_name(card) -> str:
    """The rank alone, in words ("nine"), from the card names' own translations."""
    return QCoreApplication.translate("CardNames", RANK_NAMES[card.rank])
