"""Engine events -> animation steps on the table's items, through one handler table, `HANDLERS`.

The scene owns the items and where they rest; this module says how each event moves them:
cards dealt, bought, captured and discarded, chips to the pot, messages on the felt. A handler
runs when its batch of events arrives and builds its steps on the items as they lie then (so it
also updates the scene's bookkeeping of which item is which card); the callbacks of a step run
when the animator plays it. An event without a handler (a seat sitting out, the hand's end)
animates nothing: the scene settles on the view that ends the batch anyway.

Around each batch (one move's events): `moving_on` takes the last move's message and battle
result off the felt as the batch arrives, and `result_steps` puts up the result of a battle
the batch decided once its cards have moved.
"""

from __future__ import annotations

from typing import Callable, Sequence

from PySide6.QtCore import QObject

from ...engine import actions as A
from ...engine.cards import UNKNOWN
from ...engine.phases import FOLD_OUTCOMES, HAND_OUTCOMES, Outcome
from . import layout as L
from .animation import Move, Step
from .chips import ChipStackItem
from .sprite import Z_FLYING, Z_SEAT, scene_point, scene_rect
from ...live.i18n import fill

# The events without which battle_reports.read_result finds nothing: a battle is read at its
# BattleEnded, a showdown at its ShowdownHeld. A batch with neither (the deal, most moves)
# leaves that module (three dataclasses, ~3 ms before the dealt table's first frame) unread.
RESULT_EVENTS = (A.BattleEnded, A.ShowdownHeld)

__all__ = ["HANDLERS", "moving_on", "result_steps", "steps_for"]


class TableEvents(QObject):
    """The translation context of the table's messages for engine events: `TableEvents.tr(...)`, which
    pyside6-lupdate files under "TableEvents"."""


def steps_for(scene, event: A.Event) -> list[Step]:
    """The steps that show `event` on `scene` (a `TableScene`); none for an unhandled event."""
    handler = HANDLERS.get(type(event))
    return handler(scene, event) if handler else []


def moving_on(scene) -> None:
    """A new move's events arrived: what the felt said of the last move is old news now (a
    battle's result stays until exactly this point, and no longer)."""
    scene.message.clear()
    scene.battle_result.clear()


def result_steps(scene, events: Sequence[A.Event], view) -> list[Step]:
    """When the batch's cards have moved, the result of the battle it decided or the showdown
    it held (if any) goes up in the centre and stays there until the next move
    (`moving_on`)."""
    if not any(isinstance(event, RESULT_EVENTS) for event in events):
        return []
    from .battle_reports import read_result

    report = read_result(events)
    if report is None:
        return []

    def show():
        scene.message.clear()  # the panel says who won, and more
        scene.battle_result.show_result(events, view, scene.layout_)

    # Hands compared: time to read them before anyone moves on (bots wait for the table).
    return [Step("pause", before=[show], hold="" if report.folded else "reveal_hold")]


# -- steps more than one event uses ---------------------------------------------------------------

def _chips_step(scene, seat: int, amount: int) -> Step:
    """Chips travel from a seat's bet spot to the pot."""
    if amount <= 0:
        return Step("chips")
    stack = _flying_chips(scene, amount, scene_point(*scene.seat_layout(seat).bet_spot))

    def land():
        scene.remove_item(stack)
        scene.shown.pot += amount
        scene.update_centre()

    return Step("chips", [Move(stack, scene.pot.pos())], show=[stack], after=[land])


def _flying_chips(scene, amount: int, at) -> ChipStackItem:
    # Hidden until its step starts: a step built now may play after others.
    stack = ChipStackItem(amount)
    stack.setZValue(Z_FLYING)
    stack.setPos(at)
    stack.setVisible(False)
    scene.addItem(stack)
    return stack


def _saying(scene, text: str) -> Callable[[], None]:
    """A callback that puts `text` on the felt when its step starts, not when it is built."""
    return lambda: scene.message.show_text(text)


def _message_step(scene, text: str) -> Step:
    return Step("pause", before=[_saying(scene, text)])


def _to_discard(scene, cards: list) -> Step:
    moves = [Move(item, scene.discard_pile.pos(), 0.0, 1.0, False, Z_FLYING) for item in cards]

    def landed():
        for item in cards:
            scene.remove_item(item)
        scene.shown.discard += len(cards)
        scene.update_centre()

    return Step("move", moves, after=[landed])


def _reveal_palace(scene, seat: int, palace: Sequence, best=(), excluded=()) -> list[Move]:
    items = scene.seats[seat]
    moves = []
    for item, card in zip(items.palace, palace):
        if card is UNKNOWN:
            continue
        item.set_card(card)
        moves.append(Move(item, flip_to=True))
    for item in items.cards():
        if item.card in excluded:
            item.set_highlight("excluded")
        elif item.card in best:
            item.set_highlight("best")
    return moves


def _clear_highlights(scene) -> None:
    for items in scene.seats.values():
        for card in items.cards():
            card.set_highlight(None)


# -- dealing --------------------------------------------------------------------------------------

def _hand_started(scene, event: A.HandStarted) -> list[Step]:
    # A new hand clears the table at once: the steps built after this one deal onto it.
    scene.animator.finish_now()
    scene.clear_cards()
    shown = scene.shown
    shown.pot, shown.draw, shown.discard, shown.to_act, shown.hand_over = 0, 52, 0, None, False
    scene.update_centre()
    scene.message.clear()
    scene.battle_result.clear()
    # So do the plates: "Won 41" or "Out of this hand" would stand through the new deal.
    for seat in event.players:
        plate = scene.seats[seat].plate
        plate.set_status("", scene.seat_notes.get(seat, ""))
        plate.set_dimmed(False)
    return []


def _ante_paid(scene, event: A.AntePaid) -> list[Step]:
    return [_chips_step(scene, event.seat, event.amount)]


def _deal_card_step(scene, seat: int, card, where: str) -> Step:
    item = scene.new_card(card, False, scene.draw_pile.pos(), visible=False)
    items = scene.seats[seat]
    if where == "banner":
        items.banner = item
        slot = scene.seat_layout(seat).banner
    else:
        items.palace.append(item)
        slot = scene.seat_layout(seat).palace[len(items.palace) - 1]
    move = scene.slot_move(item, slot, card is not UNKNOWN)
    move.z = Z_FLYING
    return Step("deal", [move], show=[item], after=[lambda: item.setZValue(Z_SEAT + slot.z)])


def _banner_dealt(scene, event: A.BannerDealt) -> list[Step]:
    return [_deal_card_step(scene, event.seat, event.card, "banner")]


def _palace_dealt(scene, event: A.PalaceDealt) -> list[Step]:
    return [_deal_card_step(scene, event.seat, event.card, "palace")]


def _banner_rejected(scene, event: A.BannerRejected) -> list[Step]:
    item = scene.new_card(event.card, False, scene.draw_pile.pos(), visible=False)
    scene.rejected.append(item)
    row = scene.layout_.rejected_row
    index = len(scene.rejected) - 1
    step = min(0.55, max(0.2, (row.w - L.CARD_W) / max(1, index + 1)))
    x = row.x + L.CARD_W / 2 + index * step
    y = row.y + row.h / 2
    scale = min(1.0, row.h / L.CARD_H)
    return [Step("deal", [Move(item, scene_point(x, y), 0.0, scale, True, Z_FLYING + index)],
                 show=[item])]


def _deck_gathered(scene, event) -> list[Step]:
    """The rejected banners go back into the deck (gathered, or reshuffled for a new deal)."""
    if not scene.rejected:
        return []
    gathered = list(scene.rejected)
    scene.rejected = []
    moves = [Move(item, scene.draw_pile.pos(), 0.0, 1.0, False) for item in gathered]
    return [Step("move", moves, after=[lambda: [scene.remove_item(i) for i in gathered]])]


# -- turns ----------------------------------------------------------------------------------------

def _turn_started(scene, event: A.TurnStarted) -> list[Step]:
    return [Step("pause", before=[lambda: scene.show_turn(event.seat)])]


def _soldier_bought(scene, event: A.SoldierBought) -> list[Step]:
    steps = [_chips_step(scene, event.seat, event.price)]
    item = scene.new_card(event.card, False, scene.draw_pile.pos(), visible=False)
    scene.seats[event.seat].soldiers.append(item)

    def taken():
        scene.shown.draw = max(0, scene.shown.draw - 1)
        scene.update_centre()

    steps.append(Step("buy", scene.seat_moves(event.seat), show=[item], before=[taken]))
    return steps


def _draw_pile_reshuffled(scene, event: A.DrawPileReshuffled) -> list[Step]:
    def reshuffle():
        scene.shown.draw = event.count
        scene.shown.discard = 0
        scene.update_centre()

    return [Step("pause", before=[reshuffle])]


def _take_soldiers(scene, seat: int, cards: Sequence) -> list:
    """The items of `cards` among the seat's soldiers, taken out of its row."""
    items = scene.seats[seat]
    taken = []
    for card in cards:
        for item in items.soldiers:
            if item.card is card:
                items.soldiers.remove(item)
                taken.append(item)
                break
    return taken


def _soldiers_discarded(scene, event: A.SoldiersDiscarded) -> list[Step]:
    steps = []
    if event.cost:
        steps.append(_chips_step(scene, event.seat, event.cost))
    taken = _take_soldiers(scene, event.seat, event.cards)
    if taken:
        steps.append(_to_discard(scene, taken))
        steps.append(Step("move", scene.seat_moves(event.seat)))
    return steps


def _cards_to_discard_pile(scene, event: A.CardsToDiscardPile) -> list[Step]:
    items = scene.seats[event.seat]
    cards = items.cards()
    items.banner, items.palace, items.soldiers = None, [], []
    return [_to_discard(scene, cards)] if cards else []


# -- battles --------------------------------------------------------------------------------------

def _bet_placed(scene, event: A.BetPlaced) -> list[Step]:
    text = fill(TableEvents.tr("{attacker} attacks {defender} for {amount}"),
        attacker=scene.names[event.attacker], defender=scene.names[event.defender],
        amount=event.amount)
    return [_message_step(scene, text), _chips_step(scene, event.attacker, event.amount)]


def _called(scene, event: A.Called) -> list[Step]:
    return [_chips_step(scene, event.seat, event.amount)]


def _raised(scene, event: A.Raised) -> list[Step]:
    text = fill(TableEvents.tr("{name} raises {amount}"), name=scene.names[event.seat],
                                               amount=event.raise_amount)
    return [_message_step(scene, text),
            _chips_step(scene, event.seat, event.call_amount + event.raise_amount)]


def _battle_hand_shown(scene, event: A.BattleHandShown) -> list[Step]:
    moves = _reveal_palace(scene, event.seat, event.palace, event.cards, event.excluded)
    return [Step("reveal", moves)]


def _battle_ended(scene, event: A.BattleEnded) -> list[Step]:
    if event.outcome in HAND_OUTCOMES or event.outcome in FOLD_OUTCOMES:
        text = fill(TableEvents.tr("{name} wins the battle"), name=scene.names[event.winner])
    elif event.outcome == Outcome.SPLIT:
        text = TableEvents.tr("A tie: the pot is split")
    else:
        text = TableEvents.tr("A tie: both are out")
    step = _message_step(scene, text)
    step.before.append(lambda: scene.show_turn(None))  # nobody acts while it shows
    step.hold = "reveal_hold"
    clear = Step("pause", after=[lambda: _clear_highlights(scene)])
    return [step, clear]


def _cards_captured(scene, event: A.CardsCaptured) -> list[Step]:
    loser = scene.seats[event.loser]
    captor = scene.seats[event.captor]
    moved = ([loser.banner] if loser.banner else []) + loser.soldiers
    loser.banner, loser.soldiers = None, []
    captor.soldiers.extend(moved)
    moves = scene.seat_moves(event.captor)
    for move in moves:
        if move.item in moved:
            move.z = Z_FLYING
    return [Step("capture", moves)]


def _seat_eliminated(scene, event: A.SeatEliminated) -> list[Step]:
    plate = scene.seats[event.seat].plate
    return [Step("pause", before=[lambda: plate.set_dimmed(True)])]


# -- the showdown and the pot ---------------------------------------------------------------------

def _showdown_held(scene, event: A.ShowdownHeld) -> list[Step]:
    moves = []
    for seat, _category, cards, palace in event.hands:
        moves.extend(_reveal_palace(scene, seat, palace, cards))
    step = Step("reveal", moves, before=[_saying(scene, TableEvents.tr("Showdown"))])
    step.hold = "reveal_hold"
    return [step]


def _pot_awarded(scene, event: A.PotAwarded) -> list[Step]:
    moves = []
    stacks = []
    for seat in event.winners:
        stack = _flying_chips(scene, event.payouts[seat], scene.pot.pos())
        stacks.append(stack)
        moves.append(Move(stack, scene_rect(scene.seat_layout(seat).label).center()))

    def emptied():
        scene.shown.pot = 0
        scene.shown.hand_over = True
        scene.update_centre()

    def landed():
        for stack in stacks:
            scene.remove_item(stack)

    if len(event.winners) == 1:
        text = fill(TableEvents.tr("{name} wins the pot"), name=scene.names[event.winners[0]])
    else:
        text = TableEvents.tr("The pot is split")
    return [Step("pot", moves, show=stacks, before=[emptied, _saying(scene, text)],
                 after=[landed, lambda: _clear_highlights(scene)])]


# The one table from event type to handler; an event type missing here animates nothing.
HANDLERS: dict[type, Callable[..., list[Step]]] = {
    A.HandStarted: _hand_started,
    A.AntePaid: _ante_paid,
    A.BannerDealt: _banner_dealt,
    A.PalaceDealt: _palace_dealt,
    A.BannerRejected: _banner_rejected,
    A.DeckGathered: _deck_gathered,
    A.RejectedCardsReshuffled: _deck_gathered,
    A.TurnStarted: _turn_started,
    A.SoldierBought: _soldier_bought,
    A.DrawPileReshuffled: _draw_pile_reshuffled,
    A.SoldiersDiscarded: _soldiers_discarded,
    A.CardsToDiscardPile: _cards_to_discard_pile,
    A.BetPlaced: _bet_placed,
    A.Called: _called,
    A.Raised: _raised,
    A.BattleHandShown: _battle_hand_shown,
    A.BattleEnded: _battle_ended,
    A.CardsCaptured: _cards_captured,
    A.SeatEliminated: _seat_eliminated,
    A.ShowdownHeld: _showdown_held,
    A.PotAwarded: _pot_awarded,
}
