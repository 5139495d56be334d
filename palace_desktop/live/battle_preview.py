"""What attacking one opponent would mean for the seat at the screen, before it attacks: its
best five cards against that opponent (R15.2), the cards that would not count (R15.3), the
bet (R12.3) and its chance to win the battle from what it can see, with a translated summary.

Everything comes from the seat's own view: the cards it holds, the engine's price of the bet
and the exact battle equity of `bots.equity` (every palace the opponent may hold counted
once). Nothing here reads another seat's hidden cards, and nothing decides a rule: the
exclusion is the engine's house rule, applied by the same `countable` the bots use.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from PySide6.QtCore import QCoreApplication, QObject

from ..engine import actions as A
from ..engine.cards import Card
from ..engine.hands import best_hand
from ..engine.view import SeatView
from .card_names import RANK_NAMES, cards_names, suit_name
from .hand_words import describe_hand
from .i18n import fill, percent


class BattlePreviewTexts(QObject):
    """The translation context of the battle preview shown while attacking:
    `BattlePreviewTexts.tr(...)`, which pyside6-lupdate files under "BattlePreviewTexts"."""


@dataclass(frozen=True)
class BattlePreview:
    """A battle of `attacker` (the viewer) against `target`, seen before the bet.

    `best` are the cards of the best hand that count (at most five, the defining ones
    first); `excluded` are the attacker's cards that would not count against this opponent.
    `chance` is 0..1 (equal hands after the banner tie-break count half). The texts are in
    the language current when the preview was made."""

    attacker: int
    target: int
    best: tuple[Card, ...]
    excluded: tuple[Card, ...]
    category: Optional[str]  # None: no card counts
    bet: int
    chance: float
    exclusion_line: str
    hand_line: str
    bet_line: str
    chance_line: str
    text: str  # the whole summary, one paragraph

    @property
    def lines(self) -> tuple[str, ...]:
        """The summary as short lines for a bubble beside the cards (which show the cards
        themselves, so the hand line names none)."""
        return (self.hand_line, self.exclusion_line, self.bet_line, self.chance_line)


def battle_preview(view: SeatView, target: int) -> BattlePreview:
    """The preview of the viewer attacking `target`, from `view` alone."""
    # Imported at the first preview, not at start-up: the first window needs no equity.
    from ..bots.equity import Seen, countable
    from ..bots.exact_equity import battle_equity

    me = view.viewer
    seen = Seen(view)
    held = list(seen.mine)
    their_banner = view.banners[target]
    counting = countable(held, their_banner, view.rules.exclusion)
    excluded = tuple(c for c in held if c not in counting)
    hand = best_hand(counting) if counting else None
    best = tuple(hand.cards) if hand else ()
    category = hand.category if hand else None
    bet = view.price_of(A.Bet(me, target))
    chance = battle_equity(seen, target)
    name = view.names[target]
    exclusion_line = _exclusion_line(view.rules.exclusion, their_banner, excluded, name)
    chance_line = _chance_line(chance)
    bet_line = fill(BattlePreviewTexts.tr("You would bet {amount}."), amount=bet)
    if hand is None:
        hand_line = detailed = BattlePreviewTexts.tr("None of your cards count.")
    else:
        hand_line = fill(BattlePreviewTexts.tr("Your best %Ln cards: {hand}.", "", len(best)),
                         hand=describe_hand(category, best))
        detailed = fill(BattlePreviewTexts.tr("Your best %Ln cards: {hand} ({cards}).", "",
                                              len(best)),
                        hand=describe_hand(category, best), cards=cards_names(best))
    text = " ".join((exclusion_line, detailed, bet_line, chance_line))
    return BattlePreview(me, target, best, excluded, category, bet, chance, exclusion_line,
                         hand_line, bet_line, chance_line, text)


def preview_text(view: SeatView, target: int) -> str:
    """The preview as one paragraph, for the keyboard's way to attack (a menu entry's
    tooltip or status tip), where no bubble shows the cards."""
    return battle_preview(view, target).text


def _exclusion_line(exclusion: str, their_banner: Card, excluded, name: str) -> str:
    if not excluded:
        return fill(BattlePreviewTexts.tr("Against {name} all your cards count."), name=name)
    if exclusion == "rank":
        rank = QCoreApplication.translate("CardNames", RANK_NAMES[their_banner.rank])
        return fill(BattlePreviewTexts.tr("Against {name} your cards of rank {rank} do not "
                                          "count."), name=name, rank=rank)
    return fill(BattlePreviewTexts.tr("Against {name} your {suit} do not count."),
                name=name, suit=suit_name(their_banner.suit))


def _chance_line(chance: float) -> str:
    if chance >= 1.0:
        return BattlePreviewTexts.tr("You win this battle whatever they hold.")
    if chance <= 0.0:
        return BattlePreviewTexts.tr("You lose this battle whatever they hold.")
    # Never "about 100%" for a battle that can be lost, nor "about 0%" for one that can be won.
    shown = min(99, max(1, round(chance * 100)))
    return fill(BattlePreviewTexts.tr("You win about {chance} of such battles, from what you "
                                      "can see."), chance=percent(shown))
