"""Mouse and keyboard on the table: direct item dragging with a threshold, legal drop zones lit
during a drag, the best target under the card, snap-back, Ctrl/Shift multi-selection of
soldiers, double-click to buy, and a keyboard focus ring as a second driver of the same drops.

While the player's banner hovers over an opponent it may attack, a bubble beside that banner
previews the battle (`live.battle_preview`); a refused drop is explained in plain words in a
bubble where it happened, for a few seconds, besides the status bar's message.

Every question goes to the controller (`drag_plan`, `drop`); nothing here knows a rule.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Optional

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt, QObject
from PySide6.QtGui import QBrush, QColor, QGuiApplication, QPainterPath, QPen
from PySide6.QtWidgets import QApplication, QGraphicsPathItem, QGraphicsSimpleTextItem

from ..controller import (BANNER, DISCARD_PILE, DRAW_PILE, PALACE, SOLDIER, SOLDIER_ROW,
                          Controller, DragPlan, MarkForTrim, Zone)
from ...engine import actions as A
from ...live.action_texts import action_label
from ...live.key_names import with_keys
from ...live.rule_messages import split_refusal
from .animation import Move, Step
from .focus_ring import FocusRingItem
from .items import CardItem, PileItem


def hint_position(dragged: QRectF, size: QSizeF, bounds: QRectF, right_to_left: bool,
                  avoid: Optional[QRectF] = None) -> QPointF:
    """Where a drag's hint ("Attack Ben: bet 10") stands: level with the top of the dragged
    cards and beside them, on the side a line of text starts from (right of them; left in a
    right-to-left language); else on the other side, else above them, else below them: the
    first of those that lies on the table (`bounds`) and clear of `avoid` (the battle
    preview, when it shows). Where none does, the first, moved onto the table. Never over
    the cards where there is room: they are what the player is looking at."""
    gap = 10.0
    w, h = size.width(), size.height()
    after = QPointF(dragged.right() + gap, dragged.top())
    before = QPointF(dragged.left() - gap - w, dragged.top())
    start_x = dragged.right() - w if right_to_left else dragged.left()
    above = QPointF(start_x, dragged.top() - gap - h)
    below = QPointF(start_x, dragged.bottom() + gap)
    spots = [before, after] if right_to_left else [after, before]
    for spot in spots + [above, below]:
        rect = QRectF(spot, size)
        if bounds.contains(rect) and (avoid is None or not rect.intersects(avoid)):
            return spot
    first = spots[0]
    return QPointF(max(bounds.left(), min(first.x(), bounds.right() - w)),
                   max(bounds.top(), min(first.y(), bounds.bottom() - h)))


class TableGestures(QObject):
    """The translation context of drag-and-drop hints and refusals: `TableGestures.tr(...)`, which
    pyside6-lupdate files under "TableGestures"."""


@dataclass
class Drag:
    plan: DragPlan
    items: list  # the items following the cursor
    origins: list  # (pos, rotation, z) to snap back to
    grab_offset: QPointF
    temporary: list = field(default_factory=list)  # items made only for this drag
    target: Optional[Zone] = None
    # Battle previews (live.battle_preview's) by target seat: worked out once per drag.
    previews: dict = field(default_factory=dict)


class Gestures:
    """Owned by the scene; `controller` is set when the table becomes playable."""

    def __init__(self, scene):
        self.scene = scene
        self.controller: Optional[Controller] = None
        self.confirm: Callable[[str], bool] = lambda question: True
        self.selected: list = []  # selected own soldiers (cards)
        self.on_selection_changed: Callable[[list], None] = lambda cards: None
        self.on_refused: Callable[[str], None] = lambda text: None
        self._press: Optional[tuple[QPointF, object, Zone]] = None
        self._drag: Optional[Drag] = None
        self._highlights: list = []
        self._zone_glow: list[QGraphicsPathItem] = []
        # Light text on a dark plate: legible over the felt, its rim and the room around it.
        self.hint_plate = QGraphicsPathItem()
        self.hint_plate.setBrush(QBrush(QColor(16, 16, 16, 210)))
        self.hint_plate.setPen(QPen(Qt.PenStyle.NoPen))
        self.hint_plate.setZValue(2000)
        self.hint_plate.setVisible(False)
        scene.addItem(self.hint_plate)
        self.hint = QGraphicsSimpleTextItem(self.hint_plate)
        self.hint.setBrush(QBrush(QColor(255, 236, 170)))
        # The keyboard's focus ring, drawn again above every card so a neighbour never hides
        # it; `on_focus_moved` tells assistive technology where it went.
        self.focus_ring = FocusRingItem()
        scene.addItem(self.focus_ring)
        self._focus_index = 0
        self._away_from = None  # the card the ring was on when the table lost the focus
        self.on_focus_moved: Callable[[object], None] = lambda item: None

    # ----------------------------------------------------------------------------------------
    # Zones

    def zone_of(self, item) -> Optional[Zone]:
        scene = self.scene
        if item is scene.draw_pile:
            return Zone(DRAW_PILE)
        if item is scene.discard_pile:
            return Zone(DISCARD_PILE)
        for seat, items in scene.seats.items():
            if item is items.banner:
                return Zone(BANNER, seat)
            if item in items.soldiers:
                return Zone(SOLDIER, seat, item.card)
            if item in items.palace:
                return Zone(PALACE, seat)
            if item is items.plate:
                return Zone(BANNER, seat) if items.banner is not None else None
        if item in scene.trim_marked_items():
            return Zone("trim_marked", scene.viewer, item.card)
        return None

    def zone_rect(self, zone: Zone) -> Optional[QRectF]:
        scene = self.scene
        if zone.kind == DISCARD_PILE:
            return scene.discard_pile.sceneBoundingRect()
        if zone.kind == DRAW_PILE:
            return scene.draw_pile.sceneBoundingRect()
        if zone.kind == BANNER:
            items = scene.seats.get(zone.seat)
            if items is None or items.banner is None:
                return None
            return items.banner.sceneBoundingRect().united(items.plate.sceneBoundingRect())
        if zone.kind == SOLDIER_ROW:
            return scene.soldier_row_rect(zone.seat)
        return None

    def _zone_item(self, zone: Zone):
        scene = self.scene
        if zone.kind == DISCARD_PILE:
            return scene.discard_pile
        if zone.kind == DRAW_PILE:
            return scene.draw_pile
        if zone.kind == BANNER:
            items = scene.seats.get(zone.seat)
            return items.banner if items else None
        return None

    def all_drop_zones(self) -> list[Zone]:
        zones = [Zone(DISCARD_PILE)]
        for seat, items in self.scene.seats.items():
            if items.banner is not None:
                zones.append(Zone(BANNER, seat))
        zones.append(Zone(SOLDIER_ROW, self.scene.viewer))
        return zones

    # ----------------------------------------------------------------------------------------
    # Mouse

    def press(self, pos: QPointF, item, modifiers) -> bool:
        """True when the press was ours (a card or pile of the table)."""
        found = self._zone_under(item)
        if found is None:
            return False
        card_item, zone = found
        self.scene.refusal_bubble.dismiss()  # the player has moved on
        if zone.kind == "trim_marked":
            self.controller.unmark_for_trim(zone.card)
            return True
        if zone.kind == SOLDIER and zone.seat == self.scene.viewer:
            if modifiers & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier):
                self.toggle_selected(zone.card)
                return True
        self._press = (pos, card_item, zone)
        return True

    def _zone_under(self, item):
        """(the card, pile or plate hit, its zone), or None when the table is not playable
        or nothing of ours is there."""
        if self.controller is None:
            return None
        while item is not None and not isinstance(item, (CardItem, PileItem)):
            if any(seat.plate is item for seat in self.scene.seats.values()):
                break
            item = item.parentItem()
        if item is None:
            return None
        zone = self.zone_of(item)
        return None if zone is None else (item, zone)

    def move(self, pos: QPointF) -> None:
        if self._drag is not None:
            self._follow(pos)
            return
        if self._press is None:
            return
        start, item, zone = self._press
        if (pos - start).manhattanLength() < QApplication.startDragDistance():
            return
        self._press = None
        self._begin(start, item, zone, pos)

    def release(self, pos: QPointF) -> None:
        if self._drag is not None:
            self._finish(pos)
            return
        if self._press is not None:
            _start, _item, zone = self._press
            self._press = None
            if zone.kind == SOLDIER and zone.seat == self.scene.viewer:
                self.toggle_selected(zone.card, only=True)

    def double_click(self, item) -> bool:
        found = self._zone_under(item)
        if found is None:
            return False
        _card_item, zone = found
        self._press = None
        if zone.kind == DRAW_PILE:
            self.controller.buy()
            return True
        if zone.kind == SOLDIER and zone.seat == self.scene.viewer:
            plan = self.controller.drag_plan(zone, tuple(self.selected))
            if isinstance(plan.drops.get(Zone(DISCARD_PILE)), MarkForTrim):
                self.controller.drop(plan, Zone(DISCARD_PILE))
                return True
        return False

    def _begin(self, start: QPointF, item, zone: Zone, pos: QPointF) -> None:
        plan = self.controller.drag_plan(zone, tuple(self.selected))
        if not plan.ok:
            self.on_refused(plan.refusal)
            self.show_refusal(plan.refusal, start)
            return
        scene = self.scene
        temporary = []
        if zone.kind == DRAW_PILE:
            card = CardItem()
            card.setPos(scene.draw_pile.pos())
            scene.addItem(card)
            temporary.append(card)
            items = [card]
        elif zone.kind == SOLDIER:
            mine = scene.seats[zone.seat].soldiers
            items = [i for i in mine if i.card in plan.cards]
        else:
            items = [item]
        origins = [(i.pos(), i.rotation(), i.zValue()) for i in items]
        for index, moving in enumerate(items):
            moving.setZValue(1500 + index)
        self._drag = Drag(plan, items, origins, start - items[0].pos(), temporary)
        self._light_zones(plan)
        self._follow(pos)

    def _follow(self, pos: QPointF) -> None:
        drag = self._drag
        base = pos - drag.grab_offset
        for index, item in enumerate(drag.items):
            item.setPos(base + QPointF(index * 18, index * 10))
        target = self._best_zone(drag.items[0].sceneBoundingRect(), drag.plan.drops)
        if target != drag.target:
            drag.target = target
            self._light_zones(drag.plan, target)
            self._show_preview(drag)
        self._show_hint(drag, pos)

    def _best_zone(self, rect: QRectF, zones) -> Optional[Zone]:
        best, best_area = None, 0.0
        for zone in zones:
            zone_rect = self.zone_rect(zone)
            if zone_rect is None:
                continue
            overlap = rect.intersected(zone_rect)
            area = overlap.width() * overlap.height()
            if area > best_area:
                best, best_area = zone, area
        return best

    def _show_hint(self, drag: Drag, pos: QPointF) -> None:
        action = drag.plan.drops.get(drag.target) if drag.target else None
        text = self.describe_drop(action)
        self.hint_plate.setVisible(bool(text))
        if text:
            self.hint.setText(text)
            # 22 px, grown on a small table to its least text on screen, as the preview's lines.
            self.hint.setFont(self.scene.preview_bubble._font(22, 22, bold=True))
            pad = 8.0
            text_size = self.hint.boundingRect().size()
            size = QSizeF(text_size.width() + 2 * pad, text_size.height() + pad)
            plate = QPainterPath()
            plate.addRoundedRect(QRectF(QPointF(0, 0), size), pad, pad)
            self.hint_plate.setPath(plate)
            self.hint.setPos(pad, pad / 2)
            dragged = drag.items[0].sceneBoundingRect()
            for item in drag.items[1:]:
                dragged = dragged.united(item.sceneBoundingRect())
            preview = self.scene.preview_bubble
            avoid = preview.sceneBoundingRect() if preview.isVisible() else None
            self.hint_plate.setPos(hint_position(dragged, size, self.scene.sceneRect(),
                                                 QGuiApplication.isRightToLeft(), avoid))

    def describe_drop(self, action) -> str:
        """What letting go here will do, with its price: shown before the player lets go."""
        if action is None:
            return ""
        view = self.scene.current_view()
        if isinstance(action, MarkForTrim):  # the trim's discard, sent with Done
            action = A.Discard(view.viewer, action.cards)
        return action_label(action, view)

    def _finish(self, pos: QPointF) -> None:
        drag, self._drag = self._drag, None
        self._clear_lights()
        self.hint_plate.setVisible(False)
        self.scene.preview_bubble.dismiss()
        target = drag.target
        done = False
        if target is not None:
            question = drag.plan.confirm.get(target)
            if not question or self.confirm(question):
                done = self._drop(drag.plan, target, pos)
        else:
            # The dragged card's own zone travels with it: never count it as the target.
            others = [z for z in self.all_drop_zones()
                      if not (z.kind == BANNER and drag.plan.source.kind == BANNER
                              and z.seat == drag.plan.source.seat)]
            wrong = self._best_zone(drag.items[0].sceneBoundingRect(), others)
            if wrong is not None:
                self._drop(drag.plan, wrong, pos)  # refused: the status bar says why, and so
                # does a bubble where the card was let go
        if done:
            for item in drag.temporary:
                self.scene.discard_temporary(item)
            if isinstance(drag.plan.drops.get(target), MarkForTrim):
                self.scene.place_trim_marked()
            return
        self._snap_back(drag)

    def _drop(self, plan: DragPlan, zone: Zone, pos: QPointF) -> bool:
        """`controller.drop`; a refusal it reports (to the status bar) is also shown beside
        `pos`, where the card was let go."""
        heard: list[str] = []

        def hear(text: str) -> None:
            heard.append(text)

        self.controller.refused.connect(hear)
        try:
            done = self.controller.drop(plan, zone)
        finally:
            self.controller.refused.disconnect(hear)
        if heard:
            self.show_refusal(heard[-1], pos)
        return done

    def show_refusal(self, text: str, pos: QPointF) -> None:
        """`text` (a refusal as the status bar shows it, maybe with its rule number first) in
        plain words in a bubble at `pos`; the rule's number goes to the bubble's small print."""
        rule, words = split_refusal(text)
        scene = self.scene
        scene.refusal_bubble.show_refusal(words, rule, pos, scene.sceneRect())

    def _show_preview(self, drag: Drag) -> None:
        """The battle preview beside the hovered opponent's banner, if the drop there is an
        attack; else no preview."""
        bubble = self.scene.preview_bubble
        action = drag.plan.drops.get(drag.target) if drag.target else None
        view = self.scene.current_view()
        if not isinstance(action, A.Bet) or view is None:
            bubble.dismiss()
            return
        preview = drag.previews.get(action.target)
        if preview is None:  # (its module: at the first, not before the table's first frame)
            from ...live.battle_preview import battle_preview
            preview = drag.previews[action.target] = battle_preview(view, action.target)
        bubble.show_preview(preview, self._preview_anchor(drag.target), self.scene.sceneRect())

    def _preview_anchor(self, zone: Zone) -> QRectF:
        """What the preview stands beside: the banner and its plate, with room around them
        for the dragged banner, which hovers over them."""
        rect = self.zone_rect(zone)
        items = self.scene.seats.get(zone.seat)
        if items is not None and items.banner is not None:
            card = items.banner.sceneBoundingRect()
            rect = rect.adjusted(-card.width() * 0.4, -card.height() * 0.3,
                                 card.width() * 0.4, card.height() * 0.3)
        return rect

    def _snap_back(self, drag: Drag) -> None:
        moves = [Move(item, pos, rotation, None, None, z)
                 for item, (pos, rotation, z) in zip(drag.items, drag.origins)]
        temporary = drag.temporary
        self.scene.animator.play([Step("move", moves,
                                       after=[lambda: [self.scene.discard_temporary(i)
                                                       for i in temporary]])])

    def _light_zones(self, plan: DragPlan, target: Optional[Zone] = None) -> None:
        self._clear_lights()
        for zone in plan.drops:
            kind = "target" if zone == target else "drop"
            item = self._zone_item(zone)
            if item is not None:
                item.set_highlight(kind)
                self._highlights.append(item)
            else:
                rect = self.zone_rect(zone)
                if rect is not None:
                    self._glow(rect, kind)

    def _glow(self, rect: QRectF, kind: str) -> None:
        path = QPainterPath()
        path.addRoundedRect(rect.adjusted(-6, -6, 6, 6), 12, 12)
        glow = QGraphicsPathItem(path)
        colour = QColor(255, 214, 90) if kind == "target" else QColor(120, 220, 255)
        glow.setPen(QPen(colour, 6 if kind == "target" else 4))
        fill = QColor(colour)
        fill.setAlpha(40)
        glow.setBrush(QBrush(fill))
        glow.setZValue(5)
        self.scene.addItem(glow)
        self._zone_glow.append(glow)

    def _clear_lights(self) -> None:
        for item in self._highlights:
            if item.scene() is not None:
                item.set_highlight("selected" if getattr(item, "card", None) in self.selected
                                   else None)
        self._highlights = []
        for glow in self._zone_glow:
            self.scene.removeItem(glow)
        self._zone_glow = []

    def cancel(self) -> None:
        """Esc: drop the drag (snap back) and the selection."""
        if self._drag is not None:
            drag, self._drag = self._drag, None
            self._clear_lights()
            self.hint_plate.setVisible(False)
            self.scene.preview_bubble.dismiss()
            self._snap_back(drag)
        self._press = None
        self.set_selected([])

    # ----------------------------------------------------------------------------------------
    # Selection

    def toggle_selected(self, card, only: bool = False) -> None:
        if only:
            self.set_selected([] if self.selected == [card] else [card])
        elif card in self.selected:
            self.set_selected([c for c in self.selected if c is not card])
        else:
            self.set_selected(self.selected + [card])

    def set_selected(self, cards: list) -> None:
        mine = self.scene.seats.get(self.scene.viewer)
        owned = {i.card for i in mine.soldiers} if mine else set()
        cards = [c for c in cards if c in owned]
        if cards == self.selected:
            return
        self.selected = cards
        if mine:
            for item in mine.soldiers:
                if item.highlight() in (None, "selected"):
                    item.set_highlight("selected" if item.card in cards else None)
        self.on_selection_changed(list(cards))

    def prune_selection(self) -> None:
        """After the table changed: forget selected cards that are no longer our soldiers."""
        self.set_selected(list(self.selected))

    # ----------------------------------------------------------------------------------------
    # Keyboard: a focus ring over the things one can act on

    def focus_targets(self) -> list:
        scene = self.scene
        me = scene.viewer
        if me < 0:
            return []
        targets = [scene.draw_pile]
        mine = scene.seats.get(me)
        if mine:
            targets += list(mine.soldiers)
            if mine.banner is not None:
                targets.append(mine.banner)
        targets.append(scene.discard_pile)
        n = len(scene.seats)
        for step in range(1, n):
            items = scene.seats[(me + step) % n]
            if items.banner is not None:
                targets.append(items.banner)
        return targets

    def move_focus(self, delta: int) -> None:
        targets = self.focus_targets()
        if not targets:
            return
        current = self.focused()
        index = targets.index(current) if current in targets else (-1 if delta > 0 else 0)
        self.set_focus(targets[(index + delta) % len(targets)])

    def at_edge(self, delta: int) -> bool:
        """Whether moving the focus by `delta` would wrap around: Tab past the last card (or
        Shift+Tab before the first) leaves the table for the next pane."""
        targets = self.focus_targets()
        current = self.focused()
        if not targets or current not in targets:
            return not targets
        index = targets.index(current)
        return index + delta >= len(targets) or index + delta < 0

    def focus_edge(self, first: bool) -> None:
        """The focus ring on the first (or last) card, as the focus comes into the table."""
        targets = self.focus_targets()
        if targets and self.focused() is None:
            self.set_focus(targets[0] if first else targets[-1])

    def put_ring_away(self) -> None:
        """The table lost the keyboard focus: its ring goes (the focused widget shows its own:
        two rings read as two focuses) and the card it was on is remembered."""
        item = self.focused()
        if item is not None:
            self._away_from = item
            self.set_focus(None)

    def bring_ring_back(self) -> None:
        """The focus came back to the table: the ring on the card it was on, if that is still
        one to act on, else on the card now at its place."""
        item, self._away_from = self._away_from, None
        targets = self.focus_targets()
        if item is None or self.focused() is not None or not targets:
            return
        self.set_focus(item if item in targets
                       else targets[min(self._focus_index, len(targets) - 1)])

    def focused(self):
        for item in self.focus_targets():
            if item.has_focus_ring():
                return item
        return None

    def set_focus(self, item) -> None:
        targets = self.focus_targets()
        # Every card and pile, not only today's targets: a card that has just gone to
        # another seat (a capture) must not keep the ring.
        for other in set(self.scene.card_items()) | set(targets):
            if other.has_focus_ring() != (other is item):
                other.set_focus_ring(other is item)
        if item in targets:
            self._focus_index = targets.index(item)
        self.focus_ring.follow(item)
        self.on_focus_moved(item)

    def keep_focus_on_targets(self) -> None:
        """After the table changed: a ring on a card that is no longer one to act on (it went
        to another seat, or left the table) moves to the card now at its place."""
        targets = self.focus_targets()
        current = self.focused()
        ringed = [i for i in set(self.scene.card_items()) | set(targets) if i.has_focus_ring()]
        if current is not None and ringed == [current]:
            self.focus_ring.follow(current)  # the card may have moved within its seat
            return
        if not ringed and self.focus_ring.target is None and not self.focus_ring.orphaned:
            return  # no ring to keep
        self.set_focus(targets[min(self._focus_index, len(targets) - 1)] if targets else None)

    def activate_focused(self) -> bool:
        """Space: the focused thing's natural action, through the same path as a drop."""
        item = self.focused()
        if item is None or self.controller is None:
            return False
        zone = self.zone_of(item)
        controller = self.controller
        if zone is None:
            return False
        if zone.kind == DRAW_PILE:
            return controller.buy()
        if zone.kind == SOLDIER and zone.seat == self.scene.viewer:
            self.toggle_selected(zone.card)
            return True
        if zone.kind == DISCARD_PILE:
            if not self.selected:
                refusal = TableGestures.tr("Select soldiers first ({space} on a soldier).")
                self.on_refused(with_keys(refusal))
                return False
            plan = controller.drag_plan(Zone(SOLDIER, self.scene.viewer, self.selected[0]),
                                        tuple(self.selected))
            done = controller.drop(plan, Zone(DISCARD_PILE))
            if done and isinstance(plan.drops.get(Zone(DISCARD_PILE)), MarkForTrim):
                self.scene.place_trim_marked()
            return done
        if zone.kind == BANNER and zone.seat != self.scene.viewer:
            return controller.attack(zone.seat)
        if zone.kind == BANNER:
            self.on_refused(TableGestures.tr("Move the focus to an opponent's banner to attack."))
        return False
