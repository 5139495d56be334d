"""One plain-language line per engine event, translated, for the game log and the status bar.
Cards and hands are named in words ("queen of clubs", "a full house")."""

from __future__ import annotations

from typing import Optional, Sequence

from PySide6.QtCore import QObject

from ..engine import actions as A
from ..engine.cards import Card
from ..engine.phases import FOLD_OUTCOMES, HAND_OUTCOMES, Outcome
from .card_names import card_name, cards_names, hand_name
from .i18n import fill


class Narration(QObject):
    """The translation context of the game log's sentences: `Narration.tr(...)`, which
    pyside6-lupdate files under "Narration"."""


def describe(event: A.Event, names: Sequence[str], viewer: Optional[int] = None) -> Optional[str]:
    """The log line for `event` (already redacted for the viewer), or None when it is not
    worth a line of its own."""
    n = names
    you = viewer

    def who(seat: int) -> str:
        return n[seat]

    if isinstance(event, A.HandStarted):
        return fill(Narration.tr("Hand {number} begins; {dealer} deals."),
            number=event.hand_number, dealer=who(event.dealer))
    if isinstance(event, A.SatOut):
        return fill(Narration.tr("{name} cannot pay the ante and is out of the match."), name=who(event.seat))
    if isinstance(event, A.AntePaid):
        return fill(Narration.tr("{name} pays the ante of {amount}."), name=who(event.seat),
            amount=event.amount)
    if isinstance(event, A.BannerRejected):
        card = card_name(event.card)
        line = fill(Narration.tr("{card} is rejected as {name}'s banner: its suit is taken."),
                    card=card, name=who(event.seat))
        return _capital_start(line, card)
    if isinstance(event, A.RejectedCardsReshuffled):
        return Narration.tr("The rejected cards are shuffled into a new deck.")
    if isinstance(event, A.BannerDealt):
        return fill(Narration.tr("{name} gets the banner {card}."),
            name=who(event.seat), card=card_name(event.card))
    if isinstance(event, A.PalaceDealt):
        if event.seat == you and isinstance(event.card, Card):
            # By name, as every other line says it ("Ann pays the ante", "Ann buys"): one
            # person is not "you" in one line and "Ann" in the next.
            return fill(Narration.tr("{name} gets the palace card {card}."),
                name=who(event.seat), card=card_name(event.card))
        return None
    if isinstance(event, A.DrawPileReshuffled):
        return Narration.tr("The discard pile is shuffled into a new draw pile of %Ln cards.", "",
            event.count)
    if isinstance(event, A.SoldierBought):
        return fill(Narration.tr("{name} buys a soldier ({card}) and pays {price}."),
            name=who(event.seat), card=card_name(event.card), price=event.price)
    if isinstance(event, A.SoldiersDiscarded):
        if not event.cards:
            return None if event.trim else fill(Narration.tr("{name} discards nothing."),
                name=who(event.seat))
        if event.cost:
            return fill(Narration.tr("{name} discards {cards} and pays {cost}."),
                name=who(event.seat), cards=cards_names(event.cards), cost=event.cost)
        return fill(Narration.tr("{name} discards {cards}."), name=who(event.seat),
            cards=cards_names(event.cards))
    if isinstance(event, A.Stayed):
        return fill(Narration.tr("{name} stays."), name=who(event.seat))
    if isinstance(event, A.Folded):
        return fill(Narration.tr("{name} folds."), name=who(event.seat))
    if isinstance(event, A.BetPlaced):
        return fill(Narration.tr("{attacker} attacks {defender} and bets {amount}."),
            attacker=who(event.attacker), defender=who(event.defender), amount=event.amount)
    if isinstance(event, A.Called):
        if event.all_in:
            return fill(Narration.tr("{name} calls all-in with {amount}."), name=who(event.seat),
                amount=event.amount)
        return fill(Narration.tr("{name} calls {amount}."),
            name=who(event.seat), amount=event.amount)
    if isinstance(event, A.Raised):
        return fill(Narration.tr("{name} calls {call} and raises {amount}."),
            name=who(event.seat), call=event.call_amount, amount=event.raise_amount)
    if isinstance(event, A.BattleHandShown):
        return fill(Narration.tr("{name} shows {hand}: {cards}."),
            name=who(event.seat), hand=hand_name(event.category),
            cards=cards_names(event.cards))
    if isinstance(event, A.BattleEnded):
        if event.outcome in HAND_OUTCOMES:
            loser = event.defender if event.winner == event.attacker else event.attacker
            return fill(Narration.tr("{winner} wins the battle against {loser}."),
                winner=who(event.winner), loser=who(loser))
        if event.outcome in FOLD_OUTCOMES:
            return fill(Narration.tr("{winner} wins the battle without a fight."),
                winner=who(event.winner))
        if event.outcome == Outcome.SPLIT:
            return fill(Narration.tr("{a} and {b} tie and split the pot."), a=who(event.attacker),
                b=who(event.defender))
        return fill(Narration.tr("{a} and {b} tie and are both out."), a=who(event.attacker),
            b=who(event.defender))
    if isinstance(event, A.CardsCaptured):
        return fill(Narration.tr("{captor} captures {cards} from {loser}."),
            captor=who(event.captor), cards=cards_names(event.cards), loser=who(event.loser))
    if isinstance(event, A.SeatEliminated):
        return fill(Narration.tr("{name} is out of this hand."), name=who(event.seat))
    if isinstance(event, A.ShowdownHeld):
        return Narration.tr("Everyone has been quiet: showdown.")
    if isinstance(event, A.PotAwarded):
        parts = [fill(Narration.tr("{name} wins {amount}"), name=who(s), amount=event.payouts[s])
                 for s in event.winners]
        # The list's punctuation is a translator's choice too (Arabic writes "؛").
        return fill(Narration.tr("{winners}."), winners=Narration.tr("; ").join(parts))
    return None


def _capital_start(line: str, opening: str) -> str:
    """`line` with a capital first letter when it opens with `opening` (a card's name,
    written in lower case for the middle of a sentence)."""
    if opening and line.startswith(opening):
        return opening[:1].upper() + line[1:]
    return line
