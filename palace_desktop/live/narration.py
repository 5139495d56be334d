"""One plain-language line per engine event, translated, for the game log and the status bar.
Card names stay as "6h"-style indices, which read the same in every language."""

from __future__ import annotations

from typing import Optional, Sequence

from PySide6.QtCore import QCoreApplication

from ..engine import actions as A
from ..engine.cards import Card

CONTEXT = "Narration"

_CATEGORY_NAMES = {
    "straight flush": "a straight flush",
    "four of a kind": "four of a kind",
    "full house": "a full house",
    "flush": "a flush",
    "straight": "a straight",
    "three of a kind": "three of a kind",
    "two pair": "two pair",
    "one pair": "one pair",
    "high card": "high card",
}


def tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def category_name(category: Optional[str]) -> str:
    if category is None:
        return tr("a hidden hand")
    return tr(_CATEGORY_NAMES.get(category, category))


def cards_text(cards: Sequence) -> str:
    return " ".join(str(c) for c in cards)


def describe(event: A.Event, names: Sequence[str], viewer: Optional[int] = None) -> Optional[str]:
    """The log line for `event` (already redacted for the viewer), or None when it is not
    worth a line of its own."""
    n = names
    you = viewer

    def who(seat: int) -> str:
        return n[seat]

    if isinstance(event, A.HandStarted):
        return tr("Hand {number} begins; {dealer} deals.").format(
            number=event.hand_number, dealer=who(event.dealer))
    if isinstance(event, A.SatOut):
        return tr("{name} cannot pay the ante and sits out.").format(name=who(event.seat))
    if isinstance(event, A.AntePaid):
        return tr("{name} pays the ante of {amount}.").format(name=who(event.seat),
                                                              amount=event.amount)
    if isinstance(event, A.BannerRejected):
        return tr("{card} is rejected as {name}'s banner: its suit is taken.").format(
            card=event.card, name=who(event.seat))
    if isinstance(event, A.RejectedCardsReshuffled):
        return tr("The rejected cards are shuffled into a new deck.")
    if isinstance(event, A.BannerDealt):
        return tr("{name} gets the banner {card}.").format(name=who(event.seat), card=event.card)
    if isinstance(event, A.PalaceDealt):
        if event.seat == you and isinstance(event.card, Card):
            return tr("You get the palace card {card}.").format(card=event.card)
        return None
    if isinstance(event, A.DrawPileReshuffled):
        return tr("The discard pile is shuffled into a new draw pile ({count} cards).").format(
            count=event.count)
    if isinstance(event, A.SoldierBought):
        return tr("{name} buys a soldier ({card}) and pays {price}.").format(
            name=who(event.seat), card=event.card, price=event.price)
    if isinstance(event, A.SoldiersDiscarded):
        if not event.cards:
            return None if event.trim else tr("{name} discards nothing.").format(
                name=who(event.seat))
        if event.cost:
            return tr("{name} discards {cards} and pays {cost}.").format(
                name=who(event.seat), cards=cards_text(event.cards), cost=event.cost)
        return tr("{name} discards {cards}.").format(name=who(event.seat),
                                                     cards=cards_text(event.cards))
    if isinstance(event, A.Stayed):
        return tr("{name} stays.").format(name=who(event.seat))
    if isinstance(event, A.Folded):
        return tr("{name} folds.").format(name=who(event.seat))
    if isinstance(event, A.BetPlaced):
        return tr("{attacker} attacks {defender} and bets {amount}.").format(
            attacker=who(event.attacker), defender=who(event.defender), amount=event.amount)
    if isinstance(event, A.Called):
        if event.all_in:
            return tr("{name} calls all-in with {amount}.").format(name=who(event.seat),
                                                                   amount=event.amount)
        return tr("{name} calls {amount}.").format(name=who(event.seat), amount=event.amount)
    if isinstance(event, A.Raised):
        return tr("{name} calls {call} and raises {amount}.").format(
            name=who(event.seat), call=event.call_amount, amount=event.raise_amount)
    if isinstance(event, A.BattleHandShown):
        return tr("{name} shows {hand}: {cards}.").format(
            name=who(event.seat), hand=category_name(event.category),
            cards=cards_text(event.cards))
    if isinstance(event, A.BattleEnded):
        if event.outcome in ("attacker", "defender"):
            loser = event.defender if event.winner == event.attacker else event.attacker
            return tr("{winner} wins the battle against {loser}.").format(
                winner=who(event.winner), loser=who(loser))
        if event.outcome in ("defender_folded", "attacker_folded"):
            return tr("{winner} wins the battle without a fight.").format(winner=who(event.winner))
        if event.outcome == "split":
            return tr("{a} and {b} tie and split the pot.").format(a=who(event.attacker),
                                                                   b=who(event.defender))
        return tr("{a} and {b} tie and are both out.").format(a=who(event.attacker),
                                                              b=who(event.defender))
    if isinstance(event, A.CardsCaptured):
        return tr("{captor} captures {cards} from {loser}.").format(
            captor=who(event.captor), cards=cards_text(event.cards), loser=who(event.loser))
    if isinstance(event, A.SeatEliminated):
        return tr("{name} is out of this hand.").format(name=who(event.seat))
    if isinstance(event, A.ShowdownHeld):
        return tr("Everyone has been quiet: showdown.")
    if isinstance(event, A.PotAwarded):
        parts = [tr("{name} wins {amount}").format(name=who(s), amount=event.payouts[s])
                 for s in event.winners]
        # The list's punctuation is a translator's choice too (Arabic writes "؛").
        return tr("{winners}.").format(winners=tr("; ").join(parts))
    return None
