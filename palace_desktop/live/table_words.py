"""The table in words, for a screen reader and the Ask-the-table keys: a card by where it lies
("Your soldier, queen of clubs", "Hiro's palace card, hidden"), a seat ("Hiro: banner seven
of diamonds, 3 soldiers, 188 chips, to act"), the pot and the bets, the battle in progress,
and the viewer's own cards.

Everything is read from one seat's view (or from cards the table was given for it), so
nothing here can name a card that seat may not see: a palace card it may not see is UNKNOWN,
and an UNKNOWN card is "hidden".
"""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QObject

from ..engine.cards import Card
from ..engine.view import SeatView
from .card_names import card_name, cards_names
from .i18n import fill
from .seat_texts import seat_status

# Where a card lies, as `card_words` takes it.
BANNER, PALACE, SOLDIER = "banner", "palace", "soldier"


class TableWords(QObject):
    """The translation context of the table read aloud: `TableWords.tr(...)`, which
    pyside6-lupdate files under "TableWords"."""


def _listed(parts) -> str:
    # Translators: between the parts of one spoken description ("banner X, 3 soldiers").
    return TableWords.tr(", ").join(part for part in parts if part)


def _card(card) -> str:
    return card_name(card) if isinstance(card, Card) else TableWords.tr("hidden")


def card_words(names, viewer: int, seat: int, where: str, card) -> str:
    """A card by where it lies and what it is, as the viewer may know it."""
    what = _card(card)
    if seat == viewer:
        template = {BANNER: TableWords.tr("Your banner, {card}"),
                    PALACE: TableWords.tr("Your palace card, {card}"),
                    SOLDIER: TableWords.tr("Your soldier, {card}")}[where]
        return fill(template, card=what)
    template = {BANNER: TableWords.tr("{name}'s banner, {card}"),
                PALACE: TableWords.tr("{name}'s palace card, {card}"),
                SOLDIER: TableWords.tr("{name}'s soldier, {card}")}[where]
    return fill(template, name=names[seat], card=what)


def seat_words(view: SeatView, seat: int, note: str = "", thinking: bool = False) -> str:
    """"Hiro: banner seven of diamonds, 3 soldiers, 188 chips, to act"."""
    parts = []
    banner = view.banners[seat] if view.in_hand[seat] else None
    if banner is not None:
        parts.append(fill(TableWords.tr("banner {card}"), card=card_name(banner)))
    if seat in view.players and view.in_hand[seat]:
        parts.append(TableWords.tr("%Ln soldiers", "", len(view.soldiers[seat])))
    parts.append(TableWords.tr("%Ln chips", "", view.chips[seat]))
    if view.dealer == seat:
        parts.append(TableWords.tr("dealer"))
    parts.append(seat_status(view, seat, thinking))
    parts.append(note)
    name = view.names[seat]
    if seat == view.viewer:
        name = fill(TableWords.tr("{name} (you)"), name=name)
    return fill(TableWords.tr("{name}: {details}"), name=name, details=_listed(parts))


def pot_words(view: SeatView) -> str:
    """The pot, and what each seat has put in this hand."""
    bets = [fill(TableWords.tr("{name} {amount}"), name=view.names[seat], amount=amount)
            for seat, amount in enumerate(view.committed) if amount]
    pot = fill(TableWords.tr("Pot {amount}"), amount=view.pot)
    if not bets:
        return pot
    return fill(TableWords.tr("{pot}. Put in this hand: {bets}"), pot=pot, bets=_listed(bets))


def battle_words(view: SeatView) -> str:
    """The battle in progress, or "" when there is none."""
    battle = view.battle
    if battle is None:
        return ""
    names = view.names
    text = fill(TableWords.tr("Battle: {attacker} attacks {defender} with a bet of {bet}"),
                attacker=names[battle.attacker], defender=names[battle.defender],
                bet=battle.bet)
    if view.to_act in (battle.attacker, battle.defender) and battle.owed:
        text = _listed([text, fill(TableWords.tr("{name} to answer, {amount} to call"),
                                   name=names[view.to_act], amount=battle.owed)])
    return text


def to_act_words(view: Optional[SeatView], thinking: bool = False) -> str:
    """Whose move it is, and what they face."""
    if view is None:
        return TableWords.tr("No hand in play.")
    if view.is_over:
        return TableWords.tr("The hand is over.")
    seat = view.to_act
    if seat is None:
        return TableWords.tr("Nobody is to act.")
    who = TableWords.tr("You are to act") if seat == view.viewer else fill(
        TableWords.tr("{name} is to act"), name=view.names[seat])
    return _listed([who, seat_status(view, seat, thinking) if thinking else "",
                    battle_words(view)]) + TableWords.tr(".")


def my_cards_words(view: Optional[SeatView]) -> str:
    """The viewer's own cards: banner, palace and soldiers."""
    if view is None or view.viewer < 0:
        return TableWords.tr("You have no cards at this table.")
    me = view.viewer
    if not view.in_hand[me]:
        return TableWords.tr("You are out of this hand.")
    lines = []
    banner = view.banners[me]
    if banner is not None:
        lines.append(fill(TableWords.tr("Your banner: {card}."), card=card_name(banner)))
    palace = view.palaces[me]
    if palace:
        lines.append(fill(TableWords.tr("Your palace: {cards}."),
                          cards=_listed(_card(card) for card in palace)))
    soldiers = view.soldiers[me]
    if soldiers:
        lines.append(fill(TableWords.tr("Your soldiers: {cards}."), cards=cards_names(soldiers)))
    else:
        lines.append(TableWords.tr("You have no soldiers."))
    return " ".join(lines)
