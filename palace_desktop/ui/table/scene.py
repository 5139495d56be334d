"""`TableScene` and `TableView`: the card table drawn from ONE seat's view. Items are built from
the seat view and moved by the engine's events (through `animation.py`); a card the viewer may
not see is created as `UNKNOWN` and never gets a face.

The scene decides no rule: it places what the view says and animates what the events say.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional, Sequence

from PySide6.QtCore import QPointF, QRectF, QCoreApplication, Qt, Signal, Slot
from PySide6.QtGui import (QBrush, QColor, QLinearGradient, QPainter, QPen,
                           QRadialGradient)
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSimpleTextItem, QGraphicsView

from ...engine import actions as A
from ...engine.cards import UNKNOWN
from ...engine.view import SeatView
from ...live.seat_texts import seat_status
from . import layout as L
from .animation import Animator, Move, Step, apply_move_now
from .chips import ChipStackItem
from .gestures import Gestures
from .items import CardItem, PileItem
from .message import BannerMessageItem
from .plate import SeatPlateItem
from .sprite import CARD_PX, Z_FLYING, Z_MESSAGE, Z_SEAT, scene_point, scene_rect


def tr(text: str) -> str:
    return QCoreApplication.translate("TableScene", text)


@dataclass
class SeatItems:
    plate: SeatPlateItem
    banner: Optional[CardItem] = None
    palace: list = field(default_factory=list)
    soldiers: list = field(default_factory=list)

    def cards(self) -> list:
        return ([self.banner] if self.banner else []) + self.palace + self.soldiers


class TableScene(QGraphicsScene):
    """Items for one viewer. `apply_events` animates; `show_view` places everything at rest."""

    busy_changed = Signal(bool)
    # What the table shows of the hand changed (the pot, whose turn, hand over): the status
    # bar follows the cards, not the engine, which may be a few moves ahead of them.
    shown_changed = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.animator = Animator(self)
        self.animator.busy_changed.connect(self.busy_changed)
        self.layout_: Optional[L.TableLayout] = None
        self.aspect = 16 / 10
        self.viewer = 0  # whose view is shown (-1: the public view between two people)
        self.orientation = 0  # the seat drawn at the bottom
        self.names: tuple[str, ...] = ()
        self.seat_notes: dict[int, str] = {}  # e.g. "Bot (hard)" under a name
        self.seats: dict[int, SeatItems] = {}
        self.rejected: list[CardItem] = []
        self.draw_pile = PileItem(tr("Draw pile"))
        self.discard_pile = PileItem(tr("Discard pile"))
        self.pot = ChipStackItem(show_text=False)  # the pot label below says the amount
        self.message = BannerMessageItem()
        for item in (self.draw_pile, self.discard_pile, self.pot):
            item.setZValue(Z_SEAT - 1)
            self.addItem(item)
        self.message.setZValue(Z_MESSAGE)
        self.addItem(self.message)
        self.message.setVisible(False)
        self.pot_label = QGraphicsSimpleTextItem()
        self.draw_label = QGraphicsSimpleTextItem()
        self.discard_label = QGraphicsSimpleTextItem()
        for label in (self.pot_label, self.draw_label, self.discard_label):
            label.setBrush(QBrush(QColor(240, 236, 220)))
            label.setZValue(Z_SEAT - 1)
            self.addItem(label)
        self._view: Optional[SeatView] = None
        self.gestures = Gestures(self)
        self._trim_marked: list = []  # cards the controller has marked for the trim discard
        self._thinking: set[int] = set()
        self._pot_amount = 0
        self._turn_seat: Optional[int] = None
        self._hand_over = False
        self._draw_count = 0
        self._discard_count = 0

    # ----------------------------------------------------------------------------------------
    # Geometry

    @property
    def busy(self) -> bool:
        return self.animator.busy

    def configure(self, num_seats: int, viewer: int, names: Sequence[str],
                  notes: Optional[dict[int, str]] = None) -> None:
        """A new table: seat count, whose view this is, and the names on the plates."""
        self.animator.finish_now()
        for seat_items in self.seats.values():
            for card in seat_items.cards():
                self._remove(card)
            self.removeItem(seat_items.plate)
        self.seats.clear()
        self._clear_rejected()
        self.viewer = viewer
        if viewer >= 0:
            self.orientation = viewer
        self.names = tuple(names)
        self.seat_notes = dict(notes or {})
        for seat in range(num_seats):
            plate = SeatPlateItem()
            plate.setZValue(Z_SEAT)
            self.addItem(plate)
            self.seats[seat] = SeatItems(plate)
        self._relayout(num_seats)

    def set_aspect(self, aspect: float) -> None:
        if abs(aspect - self.aspect) < 0.02 or not self.seats:
            self.aspect = aspect
            return
        self.aspect = aspect
        self.animator.finish_now()
        self._relayout(len(self.seats))
        if self._view is not None:
            self.show_view(self._view)

    def _relayout(self, num_seats: int) -> None:
        self.layout_ = L.compute_layout(num_seats, self.aspect)
        lay = self.layout_
        self.setSceneRect(QRectF(0, 0, lay.width * CARD_PX, lay.height * CARD_PX))
        self._place_static()

    def seat_layout(self, seat: int) -> L.SeatLayout:
        n = len(self.seats)
        return self.layout_.seats[L.position_of(seat, self.orientation, n)]

    def _place_static(self) -> None:
        lay = self.layout_
        self.draw_pile.setPos(scene_point(lay.draw_pile.x, lay.draw_pile.y))
        self.discard_pile.setPos(scene_point(lay.discard_pile.x, lay.discard_pile.y))
        self.pot.setPos(scene_point(*lay.pot))
        self.message.setPos(scene_rect(lay.message_area).center())
        self._place_label(self.draw_label, lay.draw_label)
        self._place_label(self.discard_label, lay.discard_label)
        self._place_label(self.pot_label, lay.pot_label)
        for seat, items in self.seats.items():
            items.plate.set_rect(scene_rect(self.seat_layout(seat).label))

    def _place_label(self, label: QGraphicsSimpleTextItem, rect: L.Rect) -> None:
        label.setData(0, scene_rect(rect))
        self._set_label(label, label.text())

    @staticmethod
    def _set_label(label: QGraphicsSimpleTextItem, text: str) -> None:
        """Centre `text` in the label's box, shrinking the font until it fits."""
        label.setText(text)
        box = label.data(0)
        if box is None:
            return
        font = label.font()
        font.setBold(True)
        size = max(8, int(box.height() * 0.62))
        while True:
            font.setPixelSize(size)
            label.setFont(font)
            if size <= 8 or label.boundingRect().width() <= box.width():
                break
            size -= 1
        text_rect = label.boundingRect()
        label.setPos(box.center().x() - text_rect.width() / 2,
                     box.center().y() - text_rect.height() / 2)

    # ----------------------------------------------------------------------------------------
    # The felt

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        painter.fillRect(rect, QColor(24, 28, 34))
        if self.layout_ is None:
            return
        table = scene_rect(self.layout_.table)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rim = QLinearGradient(table.topLeft(), table.bottomLeft())
        rim.setColorAt(0.0, QColor(120, 74, 40))
        rim.setColorAt(1.0, QColor(70, 40, 22))
        painter.setPen(QPen(QColor(40, 22, 12), 3))
        painter.setBrush(QBrush(rim))
        painter.drawEllipse(table)
        inset = min(table.width(), table.height()) * 0.035
        felt_rect = table.adjusted(inset, inset, -inset, -inset)
        felt = QRadialGradient(felt_rect.center(), max(felt_rect.width(), felt_rect.height()) / 2)
        felt.setColorAt(0.0, QColor(30, 120, 72))
        felt.setColorAt(1.0, QColor(14, 72, 44))
        painter.setPen(QPen(QColor(200, 170, 90, 90), 2))
        painter.setBrush(QBrush(felt))
        painter.drawEllipse(felt_rect)

    # ----------------------------------------------------------------------------------------
    # Cards

    def _new_card(self, card=UNKNOWN, face_up: bool = False, at: Optional[QPointF] = None,
                  visible: bool = True) -> CardItem:
        item = CardItem(card, face_up)
        item.setZValue(Z_FLYING)
        if at is not None:
            item.setPos(at)
        item.setVisible(visible)
        self.addItem(item)
        return item

    def _remove(self, item) -> None:
        if item.scene() is self:
            self.removeItem(item)
        item.deleteLater()

    def _clear_rejected(self) -> None:
        for item in self.rejected:
            self._remove(item)
        self.rejected.clear()

    def _seat_moves(self, seat: int) -> list[Move]:
        """Where every card of `seat` belongs now (after a count changed)."""
        items = self.seats[seat]
        slots = self.seat_layout(seat)
        moves = []
        if items.banner is not None:
            moves.append(self._slot_move(items.banner, slots.banner, True))
        for item, slot in zip(items.palace, slots.palace):
            moves.append(self._slot_move(item, slot, item.card is not UNKNOWN))
        row = [i for i in items.soldiers if i.card not in self._trim_marked] \
            if seat == self.viewer else items.soldiers
        for index, item in enumerate(row):
            moves.append(self._slot_move(item, slots.soldier(index, len(row)), True))
        return moves

    @staticmethod
    def _slot_move(item: CardItem, slot: L.Slot, face_up: bool) -> Move:
        return Move(item, scene_point(slot.x, slot.y), slot.rotation, slot.scale, face_up,
                    Z_SEAT + slot.z)

    # ----------------------------------------------------------------------------------------
    # At rest, from a view

    def show_view(self, view: SeatView) -> None:
        """Make the table match `view` exactly, without animation (a new viewer, a loaded
        game, a resize, or the end of a batch of events)."""
        self.animator.finish_now()
        if self.viewer != view.viewer or len(self.seats) != view.num_seats:
            self.configure(view.num_seats, view.viewer, view.names, self.seat_notes)
        self._settle(view)

    def _sync_seat(self, seat: int, view: SeatView) -> None:
        items = self.seats[seat]
        in_hand = view.in_hand[seat]
        banner = view.banners[seat] if in_hand else None
        if banner is None:
            if items.banner is not None:
                self._remove(items.banner)
                items.banner = None
        elif items.banner is None:
            items.banner = self._new_card(banner, True)
        else:
            items.banner.set_card(banner)
        palace = view.palaces[seat]
        while len(items.palace) > len(palace):
            self._remove(items.palace.pop())
        while len(items.palace) < len(palace):
            items.palace.append(self._new_card())
        for item, card in zip(items.palace, palace):
            item.set_card(card)
        soldiers = view.soldiers[seat]
        while len(items.soldiers) > len(soldiers):
            self._remove(items.soldiers.pop())
        while len(items.soldiers) < len(soldiers):
            items.soldiers.append(self._new_card())
        for item, card in zip(items.soldiers, soldiers):
            item.set_card(card)
        for move in self._seat_moves(seat):
            move.item.setVisible(True)
            apply_move_now(move)
        for card in items.cards():
            card.set_dimmed(False)
        if seat == self.viewer:
            self.gestures.prune_selection()
            self.place_trim_marked()

    def _update_centre(self) -> None:
        self.pot.set_amount(self._pot_amount)
        self._set_label(self.pot_label, tr("Pot {amount}").format(amount=self._pot_amount))
        self.draw_pile.set_count(self._draw_count)
        self.discard_pile.set_count(self._discard_count)
        self._set_label(self.draw_label, tr("{count} to draw").format(count=self._draw_count))
        self._set_label(self.discard_label,
                        tr("{count} discarded").format(count=self._discard_count))
        self.shown_changed.emit()

    def _update_plates(self, view: SeatView) -> None:
        for seat, items in self.seats.items():
            plate = items.plate
            dealt = seat in view.players
            plate.set_name(view.names[seat])
            plate.set_chips(view.chips[seat])
            note = self.seat_notes.get(seat, "")
            status = seat_status(view, seat, seat in self._thinking)
            plate.set_status(" · ".join(t for t in (note, status) if t))
            plate.set_turn(view.to_act == seat)
            plate.set_dealer(view.dealer == seat)
            plate.set_viewer(seat == view.viewer)
            plate.set_dimmed(not (dealt and view.in_hand[seat]))

    # ----------------------------------------------------------------------------------------
    # Animated, from events

    def apply_events(self, events: Sequence[A.Event], view: SeatView) -> None:
        """Animate `events` (already redacted for this viewer), ending exactly at `view`."""
        # Steps are built on the items as they lie: cards still flying from an earlier batch
        # land first (the engine may be ahead of the cards).
        self.animator.finish_now()
        steps: list[Step] = []
        for event in events:
            steps.extend(self._steps_for(event))
        steps.append(Step("pause", after=[lambda v=view: self._settle(v)]))
        self._view = view
        self.animator.play(steps)

    def _settle(self, view: SeatView) -> None:
        # The authoritative end state; normally the animation already put everything there.
        self._view = view
        for seat in range(view.num_seats):
            self._sync_seat(seat, view)
        self._pot_amount = view.pot
        self._draw_count = view.draw_pile_size
        self._discard_count = view.discard_pile_size
        self._turn_seat = view.to_act
        self._hand_over = view.is_over
        self._update_centre()
        self._update_plates(view)

    def _draw_point(self) -> QPointF:
        return self.draw_pile.pos()

    def _discard_point(self) -> QPointF:
        return self.discard_pile.pos()

    def _chips_step(self, seat: int, amount: int, kind: str = "chips") -> Step:
        """Chips travel from a seat's bet spot to the pot."""
        if amount <= 0:
            return Step(kind)
        stack = ChipStackItem()
        stack.set_amount(amount)
        stack.setZValue(Z_FLYING)
        stack.setPos(scene_point(*self.seat_layout(seat).bet_spot))
        stack.setVisible(False)
        self.addItem(stack)

        def land():
            self._remove(stack)
            self._pot_amount += amount
            self._update_centre()

        return Step(kind, [Move(stack, self.pot.pos())], show=[stack], after=[land])

    def _steps_for(self, event: A.Event) -> list[Step]:
        handler = getattr(self, "_on_" + type(event).__name__, None)
        return handler(event) if handler else []

    def _on_HandStarted(self, event: A.HandStarted) -> list[Step]:
        # A new hand clears the table at once: the steps built after this one deal onto it.
        self.animator.finish_now()
        for items in self.seats.values():
            for card in items.cards():
                self._remove(card)
            items.banner = None
            items.palace = []
            items.soldiers = []
        self._clear_rejected()
        self._pot_amount = 0
        self._turn_seat = None
        self._hand_over = False
        self._draw_count = 52
        self._discard_count = 0
        self._update_centre()
        self.message.setVisible(False)
        return []

    def _on_AntePaid(self, event: A.AntePaid) -> list[Step]:
        return [self._chips_step(event.seat, event.amount)]

    def _deal_card_step(self, seat: int, card, where: str) -> Step:
        item = self._new_card(card, False, self._draw_point(), visible=False)
        items = self.seats[seat]
        if where == "banner":
            items.banner = item
            slot = self.seat_layout(seat).banner
        else:
            items.palace.append(item)
            slot = self.seat_layout(seat).palace[len(items.palace) - 1]
        move = self._slot_move(item, slot, card is not UNKNOWN)
        move.z = Z_FLYING
        return Step("deal", [move], show=[item],
                    after=[lambda: item.setZValue(Z_SEAT + slot.z)])

    def _on_BannerDealt(self, event: A.BannerDealt) -> list[Step]:
        return [self._deal_card_step(event.seat, event.card, "banner")]

    def _on_PalaceDealt(self, event: A.PalaceDealt) -> list[Step]:
        return [self._deal_card_step(event.seat, event.card, "palace")]

    def _on_BannerRejected(self, event: A.BannerRejected) -> list[Step]:
        item = self._new_card(event.card, False, self._draw_point(), visible=False)
        self.rejected.append(item)
        row = self.layout_.rejected_row
        index = len(self.rejected) - 1
        step = min(0.55, max(0.2, (row.w - L.CARD_W) / max(1, index + 1)))
        x = row.x + L.CARD_W / 2 + index * step
        y = row.y + row.h / 2
        scale = min(1.0, row.h / L.CARD_H)
        return [Step("deal", [Move(item, scene_point(x, y), 0.0, scale, True, Z_FLYING + index)],
                     show=[item])]

    def _on_DeckGathered(self, event: A.DeckGathered) -> list[Step]:
        if not self.rejected:
            return []
        gathered = list(self.rejected)
        self.rejected = []
        moves = [Move(item, self._draw_point(), 0.0, 1.0, False) for item in gathered]
        return [Step("move", moves, after=[lambda: [self._remove(i) for i in gathered]])]

    def _on_RejectedCardsReshuffled(self, event) -> list[Step]:
        return self._on_DeckGathered(event)

    def _hide_message_step(self) -> Step:
        # A battle's outcome stays on the felt until play moves on.
        return Step("pause", before=[lambda: self.message.setVisible(False)])

    def _on_Stayed(self, event: A.Stayed) -> list[Step]:
        return [self._hide_message_step()]

    def _on_Folded(self, event: A.Folded) -> list[Step]:
        return [self._hide_message_step()] if event.when == "turn" else []

    def _on_SoldierBought(self, event: A.SoldierBought) -> list[Step]:
        steps = [self._hide_message_step(), self._chips_step(event.seat, event.price)]
        item = self._new_card(event.card, False, self._draw_point(), visible=False)
        items = self.seats[event.seat]
        items.soldiers.append(item)

        def taken():
            self._draw_count = max(0, self._draw_count - 1)
            self._update_centre()

        moves = self._seat_moves(event.seat)
        steps.append(Step("buy", moves, show=[item], before=[taken]))
        return steps

    def _on_DrawPileReshuffled(self, event: A.DrawPileReshuffled) -> list[Step]:
        def reshuffle():
            self._draw_count = event.count
            self._discard_count = 0
            self._update_centre()

        return [Step("pause", before=[reshuffle])]

    def _to_discard(self, cards: list, then=None) -> Step:
        moves = [Move(item, self._discard_point(), 0.0, 1.0, False, Z_FLYING) for item in cards]

        def landed():
            for item in cards:
                self._remove(item)
            self._discard_count += len(cards)
            self._update_centre()

        return Step("move", moves, after=[landed] + ([then] if then else []))

    def _take_soldiers(self, seat: int, cards: Sequence) -> list:
        items = self.seats[seat]
        taken = []
        for card in cards:
            for item in items.soldiers:
                if item.card is card:
                    items.soldiers.remove(item)
                    taken.append(item)
                    break
        return taken

    def _on_SoldiersDiscarded(self, event: A.SoldiersDiscarded) -> list[Step]:
        steps = [] if event.trim else [self._hide_message_step()]
        if event.cost:
            steps.append(self._chips_step(event.seat, event.cost))
        taken = self._take_soldiers(event.seat, event.cards)
        if taken:
            steps.append(self._to_discard(taken))
            steps.append(Step("move", self._seat_moves(event.seat)))
        return steps

    def _on_CardsToDiscardPile(self, event: A.CardsToDiscardPile) -> list[Step]:
        items = self.seats[event.seat]
        cards = items.cards()
        items.banner, items.palace, items.soldiers = None, [], []
        return [self._to_discard(cards)] if cards else []

    def _on_BetPlaced(self, event: A.BetPlaced) -> list[Step]:
        text = tr("{attacker} attacks {defender} for {amount}").format(
            attacker=self.names[event.attacker], defender=self.names[event.defender],
            amount=event.amount)
        return [self._message_step(text), self._chips_step(event.attacker, event.amount)]

    def _on_Called(self, event: A.Called) -> list[Step]:
        return [self._chips_step(event.seat, event.amount)]

    def _on_Raised(self, event: A.Raised) -> list[Step]:
        text = tr("{name} raises {amount}").format(name=self.names[event.seat],
                                                   amount=event.raise_amount)
        return [self._message_step(text),
                self._chips_step(event.seat, event.call_amount + event.raise_amount)]

    def _message_step(self, text: str) -> Step:
        def show():
            self.message.show_text(text)
            self.message.setVisible(True)

        return Step("pause", before=[show])

    def _reveal_palace(self, seat: int, palace: Sequence, best=(), excluded=()) -> list[Move]:
        items = self.seats[seat]
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

    def _on_BattleHandShown(self, event: A.BattleHandShown) -> list[Step]:
        moves = self._reveal_palace(event.seat, event.palace, event.cards, event.excluded)
        return [Step("reveal", moves)]

    def _on_BattleEnded(self, event: A.BattleEnded) -> list[Step]:
        names = self.names
        if event.outcome in ("attacker", "defender", "defender_folded", "attacker_folded"):
            text = tr("{name} wins the battle").format(name=names[event.winner])
        elif event.outcome == "split":
            text = tr("A tie: the pot is split")
        else:
            text = tr("A tie: both are out")
        step = self._message_step(text)
        step.before.append(lambda: self._show_turn(None))  # nobody acts while it shows
        step.hold = "reveal_hold"
        clear = Step("pause", after=[self._clear_highlights])
        return [step, clear]

    def _clear_highlights(self) -> None:
        for items in self.seats.values():
            for card in items.cards():
                card.set_highlight(None)

    def _on_CardsCaptured(self, event: A.CardsCaptured) -> list[Step]:
        loser = self.seats[event.loser]
        captor = self.seats[event.captor]
        moved = ([loser.banner] if loser.banner else []) + loser.soldiers
        loser.banner, loser.soldiers = None, []
        captor.soldiers.extend(moved)
        moves = self._seat_moves(event.captor)
        for move in moves:
            if move.item in moved:
                move.z = Z_FLYING
        return [Step("capture", moves)]

    def _on_SeatEliminated(self, event: A.SeatEliminated) -> list[Step]:
        plate = self.seats[event.seat].plate
        return [Step("pause", before=[lambda: plate.set_dimmed(True)])]

    def _on_ShowdownHeld(self, event: A.ShowdownHeld) -> list[Step]:
        moves = []
        for seat, _category, cards, palace in event.hands:
            moves.extend(self._reveal_palace(seat, palace, cards))
        step = Step("reveal", moves, before=[lambda: self.message.show_text(tr("Showdown")),
                                             lambda: self.message.setVisible(True)])
        step.hold = "reveal_hold"
        return [step]

    def _on_PotAwarded(self, event: A.PotAwarded) -> list[Step]:
        moves = []
        stacks = []
        for seat in event.winners:
            stack = ChipStackItem()
            stack.set_amount(event.payouts[seat])
            stack.setZValue(Z_FLYING)
            stack.setPos(self.pot.pos())
            stack.setVisible(False)
            self.addItem(stack)
            stacks.append(stack)
            label = self.seat_layout(seat).label
            moves.append(Move(stack, scene_rect(label).center()))

        def emptied():
            self._pot_amount = 0
            self._hand_over = True
            self._update_centre()

        def landed():
            for stack in stacks:
                self._remove(stack)

        if len(event.winners) == 1:
            text = tr("{name} wins the pot").format(name=self.names[event.winners[0]])
        else:
            text = tr("The pot is split")
        return [Step("pot", moves, show=stacks, before=[emptied, lambda: self.message.show_text(text),
                                                         lambda: self.message.setVisible(True)],
                     after=[landed, self._clear_highlights])]

    def _show_turn(self, to_act: Optional[int]) -> None:
        self._turn_seat = to_act
        for seat, items in self.seats.items():
            items.plate.set_turn(seat == to_act)
        self.shown_changed.emit()

    def _on_TurnStarted(self, event: A.TurnStarted) -> list[Step]:
        return [Step("pause", before=[lambda: self._show_turn(event.seat)])]

    # ----------------------------------------------------------------------------------------

    def card_items(self) -> list[CardItem]:
        return [item for item in self.items() if isinstance(item, CardItem)]

    def set_thinking(self, seat: int, thinking: bool) -> None:
        if thinking:
            self._thinking.add(seat)
        else:
            self._thinking.discard(seat)
        if self._view is not None:
            self._update_plates(self._view)

    def current_view(self) -> Optional[SeatView]:
        return self._view

    @property
    def shown_pot(self) -> int:
        return self._pot_amount

    @property
    def shown_to_act(self) -> Optional[int]:
        """The seat whose turn the table shows (None between hands or while dealing)."""
        return None if self._hand_over else self._turn_seat

    @property
    def shown_hand_over(self) -> bool:
        return self._hand_over

    def soldier_row_rect(self, seat: int) -> QRectF:
        """Where a seat's soldiers lie (a drop zone for a bought card)."""
        slots = self.seat_layout(seat)
        rect = L.bounding_rect([slots.soldier(i, 5).rect() for i in range(5)])
        return scene_rect(rect)

    def discard_temporary(self, item) -> None:
        self._remove(item)

    def trim_marked_items(self) -> list:
        mine = self.seats.get(self.viewer)
        if mine is None:
            return []
        return [i for i in mine.soldiers if i.card in self._trim_marked]

    def set_trim_marked(self, cards) -> None:
        self._trim_marked = list(cards)
        self.place_trim_marked()

    def place_trim_marked(self) -> None:
        """Soldiers marked for the trim discard wait face up on the discard pile, fanned, until
        Done; a click on one takes it back."""
        mine = self.seats.get(self.viewer)
        if mine is None or self.layout_ is None:
            return
        base = self.discard_pile.pos()
        marked = self.trim_marked_items()
        for index, item in enumerate(marked):
            item.setPos(base + QPointF(-30 + index * 22, -24 + index * 6))
            item.setRotation(0)
            item.setScale(0.85)
            item.setZValue(Z_FLYING - 50 + index)
            item.set_highlight("selected")
        for move in self._seat_moves(self.viewer):
            if move.item not in marked:
                apply_move_now(move)
                if move.item.highlight() == "selected" and move.item.card not in self.gestures.selected:
                    move.item.set_highlight(None)

    # ----------------------------------------------------------------------------------------
    # Input: the gestures object turns it into questions to the controller

    def mousePressEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            item = self.itemAt(event.scenePos(), self.views()[0].transform()) if self.views() else None
            if self.gestures.press(event.scenePos(), item, event.modifiers()):
                event.accept()
                return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event) -> None:
        if event.buttons() & Qt.MouseButton.LeftButton:
            self.gestures.move(event.scenePos())
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.gestures.release(event.scenePos())
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def mouseDoubleClickEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            item = self.itemAt(event.scenePos(), self.views()[0].transform()) if self.views() else None
            if self.gestures.double_click(item):
                event.accept()
                return
        super().mouseDoubleClickEvent(event)

    def keyPressEvent(self, event) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Tab):
            self.gestures.move_focus(+1)
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Up, Qt.Key.Key_Backtab):
            self.gestures.move_focus(-1)
        elif key == Qt.Key.Key_Space:
            self.gestures.activate_focused()
        else:
            super().keyPressEvent(event)
            return
        event.accept()


class TableView(QGraphicsView):
    """Fits the table to the window (keeping its proportions) times a zoom factor."""

    MIN_ZOOM = 1.0
    MAX_ZOOM = 3.0

    def __init__(self, scene: TableScene, parent=None):
        super().__init__(scene, parent)
        self.zoom = 1.0
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setMinimumSize(640, 400)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def focusNextPrevChild(self, next: bool) -> bool:
        # Tab and Shift+Tab walk the focus ring over the table's cards, not out of the table.
        self.table_scene().gestures.move_focus(+1 if next else -1)
        return True

    def table_scene(self) -> TableScene:
        return self.scene()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        size = self.viewport().size()
        if size.height() > 0:
            self.table_scene().set_aspect(size.width() / size.height())
        self.refit()

    def refit(self) -> None:
        scene = self.table_scene()
        rect = scene.sceneRect()
        if rect.isEmpty():
            return
        self.resetTransform()
        self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
        if self.zoom != 1.0:
            self.scale(self.zoom, self.zoom)

    @Slot()
    def zoom_in(self) -> None:
        self.set_zoom(self.zoom * 1.25)

    @Slot()
    def zoom_out(self) -> None:
        self.set_zoom(self.zoom / 1.25)

    @Slot()
    def zoom_reset(self) -> None:
        self.set_zoom(1.0)

    def set_zoom(self, zoom: float) -> None:
        self.zoom = max(self.MIN_ZOOM, min(self.MAX_ZOOM, zoom))
        self.refit()

    def wheelEvent(self, event) -> None:
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            if event.angleDelta().y() > 0:
                self.zoom_in()
            else:
                self.zoom_out()
            event.accept()
            return
        super().wheelEvent(event)
