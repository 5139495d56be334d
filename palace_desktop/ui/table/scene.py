"""`TableScene`: the card table drawn from ONE seat's view, its items and where
they rest. Items are built from the seat view; a card the viewer may not see is created as
`UNKNOWN` and never gets a face. The engine's events move them through `event_steps.py` (which
event does what) and `animation.py` (how it plays). `TableView` (table_view.py) shows it.

The scene decides no rule: it places what the view says and animates what the events say.
"""

from __future__ import annotations

import math
from dataclasses import field
from typing import Optional, Sequence

from PySide6.QtCore import QPointF, QRectF, Signal, Slot, QObject
from PySide6.QtGui import QBrush, QFont, QFontMetricsF, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsSimpleTextItem

from ...engine import actions as A
from ...engine.cards import UNKNOWN
from ...engine.records import record
from ...engine.view import SeatView
from ...live.seat_texts import seat_status
from ...live.sound_cues import cue_for_step
from . import layout as L
from .animation import Animator, Move, Step, apply_move_now
from .bubble import PreviewBubble, RefusalBubble
from .chips import ChipStackItem
from .count_labels import fit_label, match_label_sizes
from .battle_result import BattleResultItem
from .event_steps import moving_on, result_steps, steps_for
from .felt_paint import paint_table
from .cached_paint import refresh_pictures
from .gestures import Gestures
from .items import CardItem, PileItem
from .message import BannerMessageItem
from .plate import SeatPlateItem
from .scene_input import TableInput
from .seat_bubble import SeatBubbles
from .text_size import table_text_px
from . import themes
from .sprite import CARD_PX, Z_FLYING, Z_MESSAGE, Z_SEAT, scene_point, scene_rect
from ...live.i18n import fill


class TableTexts(QObject):
    """The translation context of the table's labels and accessible names: `TableTexts.tr(...)`, which
    pyside6-lupdate files under "TableTexts"."""


@record
class SeatItems:
    """The items of one seat on the table: its plate and its cards."""

    plate: SeatPlateItem
    banner: Optional[CardItem] = None
    palace: list = field(default_factory=list)
    soldiers: list = field(default_factory=list)

    def cards(self) -> list:
        return ([self.banner] if self.banner else []) + self.palace + self.soldiers


@record
class Shown:
    """What the table shows of the hand, which may lag the engine while cards still fly."""

    pot: int = 0
    draw: int = 0  # cards on the draw pile
    discard: int = 0  # cards on the discard pile
    to_act: Optional[int] = None
    hand_over: bool = False


class TableScene(TableInput, QGraphicsScene):
    """Items for one viewer. `apply_events` animates; `show_view` places everything at rest."""

    busy_changed = Signal(bool)
    # What the table shows of the hand changed (the pot, whose turn, hand over): the status
    # bar follows the cards, not the engine, which may be a few moves ahead of them.
    shown_changed = Signal()
    # A sound cue (live.sound_cues), as the step that shows its event starts.
    cue_shown = Signal(str)
    # The table came to rest at the state the engine reported (the end of a batch of events,
    # a new viewer, a loaded game): what assistive technology is told of changes follows it.
    settled = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.animator = Animator(self)
        self.animator.busy_changed.connect(self.busy_changed)
        self.animator.busy_changed.connect(self._on_animator_busy)
        self.layout_: Optional[L.TableLayout] = None
        self.aspect = 16 / 10
        # The viewport's height and the smallest text wanted on it, in pixels: the layout
        # makes room for text that size at zoom 1 (TableView.resizeEvent and the settings).
        self.viewport_height = 0.0
        self.text_px = table_text_px()
        self._text_share = 0.0  # the share the layout was made for
        self.viewer = 0  # whose view is shown (-1: the public view between two people)
        self.orientation = 0  # the seat drawn at the bottom
        self.names: tuple[str, ...] = ()
        self.seat_notes: dict[int, str] = {}  # e.g. "Bot (hard)" under a name
        self.seats: dict[int, SeatItems] = {}
        self.rejected: list[CardItem] = []
        self.draw_pile = PileItem(TableTexts.tr("Draw pile"))
        self.discard_pile = PileItem(TableTexts.tr("Discard pile"))
        self.pot = ChipStackItem(show_text=False)  # the pot label below says the amount
        self.message = BannerMessageItem()
        for item in (self.draw_pile, self.discard_pile, self.pot):
            item.setZValue(Z_SEAT - 1)
            self.addItem(item)
        self.message.setZValue(Z_MESSAGE)
        self.addItem(self.message)
        self.message.setVisible(False)
        # The last battle's result, kept on the table until the next move.
        self.battle_result = BattleResultItem()
        self.addItem(self.battle_result)
        self.pot_label = QGraphicsSimpleTextItem()
        self.draw_label = QGraphicsSimpleTextItem()
        self.discard_label = QGraphicsSimpleTextItem()
        for label in (self.pot_label, self.draw_label, self.discard_label):
            label.setBrush(QBrush(themes.current().felt_text))
            label.setZValue(Z_SEAT - 1)
            # Qt keeps the text's picture: a redraw blits it instead of laying out glyphs.
            label.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
            self.addItem(label)
        self._view: Optional[SeatView] = None
        # Notes beside the cards during and after a drag; the gestures fill them.
        self.preview_bubble = PreviewBubble()
        self.refusal_bubble = RefusalBubble()
        self.addItem(self.preview_bubble)
        self.addItem(self.refusal_bubble)
        self.gestures = Gestures(self)
        self.gestures.focus_ring.stay_under(self.battle_result)
        self._trim_marked: list = []  # cards the controller has marked for the trim discard
        self._thinking: set[int] = set()
        self.shown = Shown()
        # What each other seat did last, over its plate (seat_bubble.py).
        self.seat_bubbles = SeatBubbles(self)

    # ----------------------------------------------------------------------------------------
    # Geometry

    # True while the view lays the table out for a new size: an animation finished there
    # leaves its cards' pictures to the view's fit that follows, at the new layout's size
    # (painting them at the old one cost a third of the pictures' time before the first frame).
    pictures_held = False

    @Slot(bool)
    def _on_animator_busy(self, busy: bool) -> None:
        if not busy and not self.pictures_held:
            # Cards at rest again: each shows as a picture at its resting size.
            refresh_pictures(self)

    @property
    def busy(self) -> bool:
        return self.animator.busy

    def configure(self, num_seats: int, viewer: int, names: Sequence[str],
                  notes: Optional[dict[int, str]] = None) -> None:
        """A new table: seat count, whose view this is, and the names on the plates."""
        self.animator.finish_now()
        self.clear_cards()
        # The view shown so far belongs to the old table: a resize before the next view
        # arrives must not bring it back (another game's seats, at a swap of sessions).
        self._view = None
        for seat_items in self.seats.values():
            self.removeItem(seat_items.plate)
        self.seats.clear()
        self.seat_bubbles.clear()
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

    ASPECT_STEP = 0.02  # an aspect nearer than this to the layout's keeps the layout

    def keeps_layout(self, aspect: float, viewport_height: float) -> bool:
        """Whether `set_aspect(aspect)` and `set_text_size(self.text_px, viewport_height)`
        would keep the layout the table has (lay nothing out again)."""
        if self.seats and abs(aspect - self.aspect) >= self.ASPECT_STEP:
            return False
        return L.text_share(self.text_px, viewport_height) == self._text_share

    def set_aspect(self, aspect: float) -> None:
        if abs(aspect - self.aspect) < self.ASPECT_STEP or not self.seats:
            self.aspect = aspect
            return
        self.aspect = aspect
        self.animator.finish_now()
        self._relayout(len(self.seats))
        if self._view is not None:
            self.show_view(self._view)

    def set_text_size(self, text_px: float, viewport_height: Optional[float] = None) -> None:
        """Keep the table's smallest text `text_px` pixels high at zoom 1 in a viewport
        `viewport_height` pixels high (the table lays itself out again for it)."""
        if viewport_height is not None:
            self.viewport_height = float(viewport_height)
        self.text_px = float(text_px)
        if L.text_share(self.text_px, self.viewport_height) == self._text_share:
            return
        if self.seats:
            self.animator.finish_now()
            self._relayout(len(self.seats))
            if self._view is not None:
                self.show_view(self._view)

    def apply_theme(self) -> None:
        """Repaint in the current theme (themes.set_theme): the felt, the plates, the counts."""
        colour = themes.current().felt_text
        for label in (self.pot_label, self.draw_label, self.discard_label):
            label.setBrush(QBrush(colour))
        for view in self.views():
            view.resetCachedContent()
        self.update()

    def _relayout(self, num_seats: int) -> None:
        self._text_share = L.text_share(self.text_px, self.viewport_height)
        self.layout_ = L.compute_layout(num_seats, self.aspect, self._text_share,
                                        self._count_ems())
        lay = self.layout_
        self.setSceneRect(QRectF(0, 0, lay.width * CARD_PX, lay.height * CARD_PX))
        self._place_static()

    def _count_ems(self) -> tuple[float, float]:
        """How wide, in multiples of their text's size, the piles' counts and the pot's are
        in this language at their widest ("52 to draw", "Pot 1,250"): the layout's boxes
        for them; in words longer than English's, the three ran into each other."""
        font = QFont(self.draw_label.font())
        font.setBold(True)
        font.setPixelSize(100)
        metrics = QFontMetricsF(font)
        count = max(metrics.horizontalAdvance(TableTexts.tr("%Ln to draw", "", 52)),
                    metrics.horizontalAdvance(TableTexts.tr("%Ln discarded", "", 52)))
        pot = metrics.horizontalAdvance(fill(TableTexts.tr("Pot {amount}"), amount=1250))
        # A little room to spare, in quarter steps so that the layout's cache finds it again.
        return tuple(math.ceil(width / 100 * 1.05 * 4) / 4 for width in (count, pot))

    def seat_layout(self, seat: int) -> L.SeatLayout:
        n = len(self.seats)
        return self.layout_.seats[L.position_of(seat, self.orientation, n)]

    def _place_static(self) -> None:
        lay = self.layout_
        self.draw_pile.setPos(scene_point(lay.draw_pile.x, lay.draw_pile.y))
        self.discard_pile.setPos(scene_point(lay.discard_pile.x, lay.discard_pile.y))
        # The piles are as large as the layout made room for, so their depth stays clear of
        # their counts below.
        self.draw_pile.setScale(lay.draw_pile.scale)
        self.discard_pile.setScale(lay.discard_pile.scale)
        # An empty pile's name no smaller than the table's other text (in the pile's units).
        self.draw_pile.set_min_text(lay.text * CARD_PX / lay.draw_pile.scale)
        self.discard_pile.set_min_text(lay.text * CARD_PX / lay.discard_pile.scale)
        self.pot.setPos(scene_point(*lay.pot))
        self.message.setPos(scene_rect(lay.message_area).center())
        self._place_label(self.draw_label, lay.draw_label)
        self._place_label(self.discard_label, lay.discard_label)
        self._place_label(self.pot_label, lay.pot_label)
        self._match_label_sizes()
        for seat, items in self.seats.items():
            slots = self.seat_layout(seat)
            items.plate.set_rect(scene_rect(slots.label), scene_rect(slots.dealer_rect()))
            items.plate.set_min_text(lay.text * CARD_PX)
        self.seat_bubbles.place()

    def _place_label(self, label: QGraphicsSimpleTextItem, rect: L.Rect) -> None:
        label.setData(0, scene_rect(rect))
        self._set_label(label, label.text())

    def _set_label(self, label: QGraphicsSimpleTextItem, text: str) -> None:
        # Never below the table's smallest text, which the layout made the box wide enough for.
        least = max(8, int(self.layout_.text * CARD_PX)) if self.layout_ is not None else 8
        fit_label(label, text, least)

    def _match_label_sizes(self) -> None:
        match_label_sizes((self.draw_label, self.pot_label, self.discard_label))

    # ----------------------------------------------------------------------------------------
    # The felt

    def table_rect(self) -> Optional[QRectF]:
        """The table's oval (rim included) in scene units; None before the first layout."""
        return scene_rect(self.layout_.table) if self.layout_ is not None else None

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        theme = themes.current()
        painter.fillRect(rect, theme.room)
        if self.layout_ is None:
            return
        table = scene_rect(self.layout_.table)
        paint_table(painter, rect, table)

    # ----------------------------------------------------------------------------------------
    # Cards

    def new_card(self, card=UNKNOWN, face_up: bool = False, at: Optional[QPointF] = None,
                 visible: bool = True) -> CardItem:
        # Every card item is made here, so a test can watch every card value the table gets.
        item = CardItem(card, face_up)
        item.setZValue(Z_FLYING)
        if at is not None:
            item.setPos(at)
        item.setVisible(visible)
        self.addItem(item)
        return item

    def remove_item(self, item) -> None:
        if item.scene() is self:
            self.removeItem(item)
        item.deleteLater()

    def clear_cards(self) -> None:
        """Take every card off the table: the seats' and the rejected banners."""
        for items in self.seats.values():
            for card in items.cards():
                self.remove_item(card)
            items.banner, items.palace, items.soldiers = None, [], []
        for item in self.rejected:
            self.remove_item(item)
        self.rejected.clear()

    def seat_moves(self, seat: int) -> list[Move]:
        """Where every card of `seat` belongs now (after a count changed)."""
        items = self.seats[seat]
        slots = self.seat_layout(seat)
        moves = []
        if items.banner is not None:
            moves.append(self.slot_move(items.banner, slots.banner, True))
        for item, slot in zip(items.palace, slots.palace):
            moves.append(self.slot_move(item, slot, item.card is not UNKNOWN))
        row = [i for i in items.soldiers if i.card not in self._trim_marked] \
            if seat == self.viewer else items.soldiers
        for index, item in enumerate(row):
            moves.append(self.slot_move(item, slots.soldier(index, len(row)), True))
        return moves

    @staticmethod
    def slot_move(item: CardItem, slot: L.Slot, face_up: bool) -> Move:
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
        self.battle_result.follow_view(view, self.layout_)
        self.settled.emit()

    def _sync_seat(self, seat: int, view: SeatView) -> None:
        items = self.seats[seat]
        in_hand = view.in_hand[seat]
        banner = view.banners[seat] if in_hand else None
        if banner is None:
            if items.banner is not None:
                self.remove_item(items.banner)
                items.banner = None
        elif items.banner is None:
            items.banner = self.new_card(banner, True)
        else:
            items.banner.set_card(banner)
        self._sync_row(items.palace, view.palaces[seat])
        self._sync_row(items.soldiers, view.soldiers[seat])
        for move in self.seat_moves(seat):
            move.item.setVisible(True)
            apply_move_now(move)
        for card in items.cards():
            card.set_dimmed(False)
        if seat == self.viewer:
            self.gestures.prune_selection()
            self.place_trim_marked()

    def _sync_row(self, row: list, cards: Sequence) -> None:
        """Make `row` (a palace or a soldier row) one card item per card of `cards`, each
        showing its card; surplus items go from the end, new ones join at the end."""
        while len(row) > len(cards):
            self.remove_item(row.pop())
        while len(row) < len(cards):
            row.append(self.new_card())
        for item, card in zip(row, cards):
            item.set_card(card)

    def update_centre(self) -> None:
        """Show `shown` on the pot and the piles, with their labels."""
        shown = self.shown
        self.pot.set_amount(shown.pot)
        self._set_label(self.pot_label, fill(TableTexts.tr("Pot {amount}"), amount=shown.pot))
        self.draw_pile.set_count(shown.draw)
        self.discard_pile.set_count(shown.discard)
        self._set_label(self.draw_label, TableTexts.tr("%Ln to draw", "", shown.draw))
        self._set_label(self.discard_label,
                        TableTexts.tr("%Ln discarded", "", shown.discard))
        self._match_label_sizes()
        self.shown_changed.emit()

    def _update_plates(self, view: SeatView) -> None:
        for seat, items in self.seats.items():
            plate = items.plate
            dealt = seat in view.players
            plate.set_name(view.names[seat])
            plate.set_chips(view.chips[seat])
            note = self.seat_notes.get(seat, "")
            plate.set_status(seat_status(view, seat, seat in self._thinking), note)
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
        moving_on(self)
        self.seat_bubbles.show_events(events, view.names)
        steps: list[Step] = []
        for event in events:
            event_steps = steps_for(self, event)
            self._cue_steps(event, event_steps)
            steps.extend(event_steps)
        steps.extend(result_steps(self, events, view))
        steps.append(Step("pause", after=[lambda v=view: self._settle(v), self.settled.emit]))
        self._view = view
        self.animator.play(steps)

    def _cue_steps(self, event: A.Event, steps: list[Step]) -> None:
        """Each sound of `event` goes off as the first step that shows it starts."""
        cued = set()
        for step in steps:
            cue = cue_for_step(event, step.kind)
            if cue is not None and cue not in cued and not step.empty():
                cued.add(cue)
                step.before.append(lambda cue=cue: self.cue_shown.emit(cue))

    def _settle(self, view: SeatView) -> None:
        # The authoritative end state; normally the animation already put everything there.
        self._view = view
        for seat in range(view.num_seats):
            self._sync_seat(seat, view)
        self.shown = Shown(view.pot, view.draw_pile_size, view.discard_pile_size, view.to_act,
                           view.is_over)
        self.update_centre()
        self._update_plates(view)
        self.seat_bubbles.place()  # cards may have come under a bubble
        self.gestures.keep_focus_on_targets()

    def show_turn(self, to_act: Optional[int]) -> None:
        """Light the plate of `to_act` (None: nobody's turn) and say that the table changed."""
        self.shown.to_act = to_act
        for seat, items in self.seats.items():
            items.plate.set_turn(seat == to_act)
        self.shown_changed.emit()

    # ----------------------------------------------------------------------------------------

    def card_items(self) -> list[CardItem]:
        return [item for item in self.items() if isinstance(item, CardItem)]

    def set_thinking(self, seat: int, thinking: bool) -> None:
        if thinking:
            self._thinking.add(seat)
        else:
            self._thinking.discard(seat)
        # `_view` is where the cards are going: while they move, the plates would jump there
        # (chips paid, the next turn lit, a seat out beside the battle it is still losing);
        # the mark is shown when they come to rest (`_settle`).
        if self._view is not None and not self.busy:
            self._update_plates(self._view)

    def is_thinking(self, seat: int) -> bool:
        """Whether the table shows `seat`'s bot as thinking."""
        return seat in self._thinking

    def current_view(self) -> Optional[SeatView]:
        return self._view

    @property
    def shown_pot(self) -> int:
        return self.shown.pot

    @property
    def shown_to_act(self) -> Optional[int]:
        """The seat whose turn the table shows (None between hands or while dealing)."""
        return None if self.shown.hand_over else self.shown.to_act

    @property
    def shown_hand_over(self) -> bool:
        return self.shown.hand_over

    def soldier_row_rect(self, seat: int) -> QRectF:
        """Where a seat's soldiers lie (a drop zone for a bought card)."""
        slots = self.seat_layout(seat)
        rect = L.bounding_rect([slots.soldier(i, 5).rect() for i in range(5)])
        return scene_rect(rect)

    def discard_temporary(self, item) -> None:
        self.remove_item(item)

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
        for move in self.seat_moves(self.viewer):
            if move.item not in marked:
                apply_move_now(move)
                if move.item.highlight() == "selected" and move.item.card not in self.gestures.selected:
                    move.item.set_highlight(None)
