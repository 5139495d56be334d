"""`TableScene` and `TableView`: the card table drawn from ONE seat's view, its items and where
they rest. Items are built from the seat view; a card the viewer may not see is created as
`UNKNOWN` and never gets a face. The engine's events move them through `event_steps.py` (which
event does what) and `animation.py` (how it plays).

The scene decides no rule: it places what the view says and animates what the events say.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Optional, Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, QSize, Qt, QTimer, Signal, Slot, QObject
from PySide6.QtGui import (QBrush, QFont, QFontMetricsF, QLinearGradient, QPainter,
                           QPainterPath, QPen, QRadialGradient, QTransform)
from PySide6.QtWidgets import (QGraphicsItem, QGraphicsScene, QGraphicsSimpleTextItem,
                               QGraphicsView)

from ...engine import actions as A
from ...engine.cards import UNKNOWN
from ...engine.view import SeatView
from ...live.seat_texts import seat_status
from ...live.sound_cues import cue_for_step
from . import accessible, layout as L
from .animation import Animator, Move, Step, apply_move_now
from .bubble import PreviewBubble, RefusalBubble
from .chips import ChipStackItem
from .battle_result import BattleResultItem
from .event_steps import moving_on, result_steps, steps_for
from .cached_paint import refresh_pictures
from .felt_cache import FeltCache
from .gestures import Gestures
from .items import CardItem, PileItem
from .message import BannerMessageItem
from .mouse_hits import item_for_the_mouse
from .plate import SeatPlateItem
from .seat_bubble import SeatBubbles
from .text_size import table_text_px
from . import themes
from .sprite import CARD_PX, Z_FLYING, Z_MESSAGE, Z_SEAT, scene_point, scene_rect
from ...live.i18n import fill


class TableTexts(QObject):
    """The translation context of the table's labels and accessible names: `TableTexts.tr(...)`, which
    pyside6-lupdate files under "TableTexts"."""


@dataclass
class SeatItems:
    plate: SeatPlateItem
    banner: Optional[CardItem] = None
    palace: list = field(default_factory=list)
    soldiers: list = field(default_factory=list)

    def cards(self) -> list:
        return ([self.banner] if self.banner else []) + self.palace + self.soldiers


@dataclass
class Shown:
    """What the table shows of the hand, which may lag the engine while cards still fly."""

    pot: int = 0
    draw: int = 0  # cards on the draw pile
    discard: int = 0  # cards on the discard pile
    to_act: Optional[int] = None
    hand_over: bool = False


class TableScene(QGraphicsScene):
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

    @Slot(bool)
    def _on_animator_busy(self, busy: bool) -> None:
        if not busy:
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
        """Centre `text` in the label's box, shrinking the font until it fits (never below
        the table's smallest text, which the layout made the box wide enough for)."""
        label.setText(text)
        box = label.data(0)
        if box is None:
            return
        font = label.font()
        font.setBold(True)
        least = max(8, int(self.layout_.text * CARD_PX)) if self.layout_ is not None else 8
        size = max(least, int(box.height() * 0.62))
        while True:
            font.setPixelSize(size)
            label.setFont(font)
            if size <= least or label.boundingRect().width() <= box.width():
                break
            size -= 1
        self._centre_label(label, box)

    @staticmethod
    def _centre_label(label: QGraphicsSimpleTextItem, box: QRectF) -> None:
        text_rect = label.boundingRect()
        label.setPos(box.center().x() - text_rect.width() / 2,
                     box.center().y() - text_rect.height() / 2)

    def _match_label_sizes(self) -> None:
        """The three counts side by side in one size, the smallest that any of them needed
        to fit its box: a longer word shrank one count alone, and the row looked uneven."""
        labels = [label for label in (self.draw_label, self.pot_label, self.discard_label)
                  if label.data(0) is not None and label.font().pixelSize() > 0]
        if not labels:
            return
        size = min(label.font().pixelSize() for label in labels)
        for label in labels:
            if label.font().pixelSize() != size:
                font = label.font()
                font.setPixelSize(size)
                label.setFont(font)
                self._centre_label(label, label.data(0))

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
        rim_pen = 6 if theme.high_contrast else 3
        # Nothing of the table there (a strip of room: the edges a resize uncovers, an
        # expose): the room alone. Each oval costs its whole path, however little shows.
        pixel = 1.0 / max(1e-3, painter.worldTransform().mapRect(QRectF(0, 0, 1, 1)).width())
        reach = rim_pen / 2 + 2 * pixel  # the rim line and its antialiased edge
        if not rect.intersects(table.adjusted(-reach, -reach, reach, reach)):
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rim = QLinearGradient(table.topLeft(), table.bottomLeft())
        rim.setColorAt(0.0, theme.rim_top)
        rim.setColorAt(1.0, theme.rim_bottom)
        inset = min(table.width(), table.height()) * 0.035
        felt_rect = table.adjusted(inset, inset, -inset, -inset)
        # The rim is a ring: the felt covers its middle, which need not be filled first (a
        # gradient over the whole oval was a quarter of a first show). The ring reaches a few
        # units under the felt, so the felt's antialiased edge lies on the rim as before.
        ring = QPainterPath()
        ring.addEllipse(table)
        under = min(inset, 6.0)
        ring.addEllipse(felt_rect.adjusted(under, under, -under, -under))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(rim))
        painter.drawPath(ring)  # odd-even: the ring alone
        painter.setPen(QPen(theme.rim_line, rim_pen))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(table)
        felt = QRadialGradient(felt_rect.center(), max(felt_rect.width(), felt_rect.height()) / 2)
        felt.setColorAt(0.0, theme.felt_centre)
        felt.setColorAt(1.0, theme.felt_edge)
        painter.setPen(QPen(theme.felt_line, 4 if theme.high_contrast else 2))
        painter.setBrush(QBrush(felt))
        painter.drawEllipse(felt_rect)

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
        if self._view is not None:
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

    # ----------------------------------------------------------------------------------------
    # Input: the gestures object turns it into questions to the controller

    def _item_under(self, pos: QPointF):
        """The topmost item at `pos` meant for the mouse, as the table's (one) view shows it."""
        return item_for_the_mouse(self, pos, self.views()[0].transform()) if self.views() else None

    def mousePressEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            item = self._item_under(event.scenePos())
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
            item = self._item_under(event.scenePos())
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
    """Fits the table to the window (keeping its proportions) times a zoom factor.

    A zoom or a resize of a table already on screen shows at once what the caches have: the
    pictures of the items and the felt, scaled to the new geometry (no item is asked
    anything). Once the geometry has rested `SETTLE_MS`, the table lays itself out again for
    the new size and every picture is painted crisp at the new scale (`settle_now`). The
    settle timer is a QTimer of the view's, stopped when the view hides (a view shown again
    settles at once), so a closed table leaves nothing running.
    """

    MIN_ZOOM = 1.0
    MAX_ZOOM = 3.0
    SETTLE_MS = 120

    def __init__(self, scene: TableScene, parent=None):
        super().__init__(scene, parent)
        self.zoom = 1.0
        self._painted = False  # until the first frame, a new geometry lays out at once
        self._room = QSize()  # the room the table was last fitted to
        self._fitting = False
        self._settle_pending = False
        self._settle_timer = QTimer(self)
        self._settle_timer.setObjectName("table settle")
        self._settle_timer.setSingleShot(True)
        self._settle_timer.setInterval(self.SETTLE_MS)
        self._settle_timer.timeout.connect(self.settle_now)
        # The felt of the last few geometries: a redraw blits it (felt_cache.py). Not Qt's
        # CacheBackground, which would copy that picture once more on every zoom and resize.
        self.felt = FeltCache()
        self._prefetch = None  # `prefetch`
        self._zoomed = False  # a zoom waits to rest: once it has, paint the next steps ahead
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        # Zoomed in, the scroll bars lie over the table's edge (`_overlay_bars`, made at the
        # first zoom in: at its fit the table shows none).
        self._bar_style = None
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setMinimumSize(400, 240)  # a small window's: its text stays legible (text_share)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        accessible.install()
        scene.gestures.on_focus_moved = self._focus_moved
        scene.settled.connect(self._table_settled)
        self._laying_out = False
        scene.sceneRectChanged.connect(self._scene_rect_changed)

    @Slot(QRectF)
    def _scene_rect_changed(self, _rect: QRectF) -> None:
        # Another table or text size laid the table out anew: fitted again, as for a resize
        # (a relayout of the view's own fits once it is done).
        if self._laying_out:
            return
        if self._fit():
            if self._painted and self.isVisible():
                self._settle_later()
            else:
                refresh_pictures(self.table_scene())

    @Slot()
    def _table_settled(self) -> None:
        accessible.table_changed(self)

    def _focus_moved(self, item) -> None:
        # Zoomed in, the keyboard pans: the card the focus went to is scrolled into view.
        if item is not None and self.hasFocus():
            self.ensureVisible(item.sceneBoundingRect(), 8, 8)
        accessible.focus_moved(self, item)

    def focusNextPrevChild(self, next: bool) -> bool:
        # Tab and Shift+Tab walk the focus ring over the table's cards; past the last card
        # (or before the first) they leave the table for the next pane, as a person expects.
        gestures = self.table_scene().gestures
        delta = +1 if next else -1
        if gestures.at_edge(delta) and super().focusNextPrevChild(next):
            return True
        gestures.move_focus(delta)
        return True

    def focusInEvent(self, event) -> None:
        super().focusInEvent(event)
        # Coming in by the keyboard, the focus shows at once: on the card it was on, else on
        # the first card (the last one, coming back with Shift+Tab); told after the pane's.
        with accessible.entering(self):
            gestures = self.table_scene().gestures
            gestures.bring_ring_back()
            reason = event.reason()
            if reason in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason,
                          Qt.FocusReason.ShortcutFocusReason, Qt.FocusReason.OtherFocusReason):
                gestures.focus_edge(first=reason != Qt.FocusReason.BacktabFocusReason)

    def focusOutEvent(self, event) -> None:
        super().focusOutEvent(event)
        # A menu opened over the table (the attack menu, a right click) leaves the ring:
        # the focus comes straight back.
        if event.reason() != Qt.FocusReason.PopupFocusReason:
            self.table_scene().gestures.put_ring_away()

    def table_scene(self) -> TableScene:
        return self.scene()

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        self._painted = True
        if not self.felt.draw(self, painter, rect, scaled=self._settle_pending):
            super().drawBackground(painter, rect)

    def resetCachedContent(self) -> None:
        # A new theme (themes.set_theme, TableScene.apply_theme): the felt and every picture.
        self.felt.clear()
        super().resetCachedContent()
        refresh_pictures(self.table_scene())

    def event(self, event) -> bool:
        if event.type() == QEvent.Type.DevicePixelRatioChange:
            refresh_pictures(self.table_scene())  # pictures as sharp as the new screen
        return super().event(event)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        room = self.maximumViewportSize()
        if room == self._room:
            # Scroll bars came or went: the table keeps its size and layout, and may move.
            if self._fit():
                if self._painted and self.isVisible():
                    self._settle_later()
                else:
                    refresh_pictures(self.table_scene())
            return
        self._room = room
        if self._painted and self.isVisible():
            # On screen already: the first frame shows the table as it was, scaled (crisp at
            # once if everything for the new size is kept: a window restored).
            self._fit()
            self._settle_unless_kept()
            return
        self._lay_out_for_viewport()
        self.refit()

    def _lay_out_for_viewport(self) -> None:
        # The room without scroll bars: zooming in brings them, and lays nothing out again.
        size = self.maximumViewportSize()
        if size.height() > 0:
            scene = self.table_scene()
            self._laying_out = True  # the caller fits the table once
            try:
                scene.viewport_height = float(size.height())
                scene.set_aspect(size.width() / size.height())
                scene.set_text_size(scene.text_px, size.height())
            finally:
                self._laying_out = False

    def _settle_unless_kept(self) -> None:
        """After a zoom or resize on screen (fitted already): if the layout stays, the
        pictures kept for the new geometry (a zoom or size shown before, or painted ahead:
        prefetch.py) show crisp in this first frame, the others scaled; if the felt and every
        picture were kept, nothing is left to settle, else it settles once the geometry
        rests."""
        if not self._layout_stays():
            self._settle_later()
            return
        pictures = refresh_pictures(self.table_scene(), cached_only=True)
        if pictures and self.felt.has(self):
            self._settle_timer.stop()
            self._settle_pending = False
            self._paint_next_zooms_if_zoomed()
            self._lay_out_for_viewport()  # keeps the layout: records the new size, as a settle
        else:
            self._settle_later()  # first, so this frame shows a felt not kept scaled
        # The pictures' changes reach the viewport now (the scene's queued processing of its
        # dirty items, which Qt paints at once), so this frame paints them; left queued, they
        # made the next turn of the event loop paint a second frame of the same table.
        QCoreApplication.sendPostedEvents(self.table_scene(), QEvent.Type.MetaCall)

    def _layout_stays(self) -> bool:
        """Whether laying the table out for the view's room (`_lay_out_for_viewport`) would
        keep the layout it has."""
        size = self.maximumViewportSize()
        return size.height() <= 0 or self.table_scene().keeps_layout(
            size.width() / size.height(), float(size.height()))

    def _paint_next_zooms_if_zoomed(self) -> None:
        """A zoom has come to rest: the pictures of the next zoom steps, painted while idle."""
        if self._zoomed:
            self._zoomed = False
            self.prefetch.later()

    def _settle_later(self) -> None:
        if self._prefetch is not None:
            self._prefetch.stop()
        self._settle_pending = True
        self._settle_timer.start()  # again from the start: the geometry is still moving

    @Slot()
    def settle_now(self) -> None:
        """Lay the table out for the view's size and paint every picture crisp at the
        current scale, if a zoom or resize is waiting for it."""
        self._settle_timer.stop()
        if not self._settle_pending:
            return
        self._settle_pending = False
        self._lay_out_for_viewport()
        self.refit()
        # The whole viewport: the felt was shown scaled too, and where no item changed (most
        # of it) nothing else would paint it again crisp.
        self.viewport().update()
        self._paint_next_zooms_if_zoomed()

    def settling(self) -> bool:
        """Whether the table shows a zoom or resize scaled, waiting to be made crisp."""
        return self._settle_pending

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.settle_now()  # whatever waited while hidden

    def hideEvent(self, event) -> None:
        self._settle_timer.stop()  # settles when shown again; a hidden view runs nothing
        if self._prefetch is not None:
            self._prefetch.stop()
        super().hideEvent(event)

    def _fit(self) -> bool:
        """The table fitted to the view's room (as fitInView, with its margin of 2 pixels, but
        in the room without scroll bars, so they do not change the scale) times the zoom;
        whether the table moved on the viewport."""
        rect = self.table_scene().sceneRect()
        if rect.isEmpty():
            return False
        before = self.viewportTransform()
        room = self.maximumViewportSize()
        scale = self.scale_for_zoom(self.zoom)
        self.setSceneRect(self._with_room_for_bars(rect, room, scale))
        self.setTransform(QTransform.fromScale(scale, scale))
        self.centerOn(rect.center())
        if not self._fitting:
            # Scroll bars that came or went resize the viewport now, not at the next turn of
            # the event loop: the frame is painted once, at the geometry it keeps.
            self._fitting = True
            try:
                # Qt shows or hides them in a queued call, then lays the view out.
                QCoreApplication.sendPostedEvents(self, QEvent.Type.MetaCall)
                QCoreApplication.sendPostedEvents(self, QEvent.Type.LayoutRequest)
                # Bars just shown ask to be painted at the next turn of the event loop: ask
                # now, so the frame that shows the zoom paints them too (else a second
                # frame followed, for the bars and the table under them).
                for bar in (self.horizontalScrollBar(), self.verticalScrollBar()):
                    QCoreApplication.sendPostedEvents(bar.parentWidget(), QEvent.Type.UpdateLater)
                    QCoreApplication.sendPostedEvents(bar, QEvent.Type.UpdateLater)
            finally:
                self._fitting = False
        return self.viewportTransform() != before

    def scale_for_zoom(self, zoom: float) -> float:
        """The view's scale at `zoom` in its room as it is (`_fit`)."""
        rect = self.table_scene().sceneRect()
        room = self.maximumViewportSize()
        width, height = max(1, room.width() - 4), max(1, room.height() - 4)
        return min(width / rect.width(), height / rect.height()) * zoom

    @property
    def prefetch(self):
        """The pictures of the next zoom steps, painted while idle (prefetch.py); made at the
        first zoom, as the scroll bars are."""
        if self._prefetch is None:
            from .prefetch import ZoomPrefetch

            self._prefetch = ZoomPrefetch(self)
        return self._prefetch

    def _with_room_for_bars(self, rect: QRectF, room: QSize, scale: float) -> QRectF:
        """What the view scrolls over: the scene, and past its end the room a scroll bar
        lying over the viewport covers (else the table's edge stays under it); a null rect
        (the scene's own) when no bar shows."""
        bar_h = self.horizontalScrollBar().sizeHint().height() / scale
        bar_v = self.verticalScrollBar().sizeHint().width() / scale
        wide = tall = False
        for _ in range(2):  # a bar's room may bring the other bar
            wide = (rect.width() + (bar_v if tall else 0.0)) * scale > room.width()
            tall = (rect.height() + (bar_h if wide else 0.0)) * scale > room.height()
        if not (wide or tall):
            return QRectF()
        side = bar_v if tall else 0.0
        left, right = (side, 0.0) if self.isRightToLeft() else (0.0, side)
        return rect.adjusted(-left, 0.0, right, bar_h if wide else 0.0)

    def refit(self) -> None:
        scene = self.table_scene()
        if scene.sceneRect().isEmpty():
            return
        self._fit()
        refresh_pictures(scene)  # pictures at the new size, from the vectors or the cache

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
        if self.zoom > 1.0:
            self._overlay_bars()
        if self._painted and self.isVisible():
            self._zoomed = True
            self._fit()  # the pictures as they are, scaled; crisp once the zoom rests
            self._settle_unless_kept()
        else:
            self.refit()

    def _overlay_bars(self) -> None:
        """The scroll bars that lie over the table's edge, so that a zoom resizes nothing.
        Made at the first zoom in, not with the view: only a zoomed table shows them, and
        their module's Python types (QStyle's, with its enums) cost ~8 ms of every start."""
        if self._bar_style is not None:
            return
        from .scroll_bars import OverlayScrollBar, OverlayStyle

        self._bar_style = OverlayStyle(self)
        self.setHorizontalScrollBar(OverlayScrollBar(Qt.Orientation.Horizontal, self._bar_style))
        self.setVerticalScrollBar(OverlayScrollBar(Qt.Orientation.Vertical, self._bar_style))

    def wheelEvent(self, event) -> None:
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            if event.angleDelta().y() > 0:
                self.zoom_in()
            else:
                self.zoom_out()
            event.accept()
            return
        super().wheelEvent(event)
