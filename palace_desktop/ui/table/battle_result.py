"""The battle result panel: why the last battle went as it did, on the table until the next move.
After a quiet round's showdown (R17.3, R17.4) it says who won it and with what: the winners'
hands with their five cards, every other hand in words.

After a shown-down battle it names both hands with their ranks ("two pair, kings and fives"),
shows each side's counted cards small with the cards that did not count crossed out (R15.3),
says who won (and, on equal hands, why: R15.5) or that it was a tie (R15.6), and what was
captured (R16.1). After a fold it is one sentence and the capture.

It reads only the events the viewing seat was given (already redacted, R19.2): a hand that
seat was not shown is not on the panel. When the table turns to another viewer at the same
moment (a hot seat's next person), the panel reads those events again as that viewer may see
them, which never shows more than either seat may see; when the table shows another moment of
play, the panel goes.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Optional, Sequence

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QGuiApplication, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject
from shiboken6 import Shiboken

from .. import assets
from ...engine import actions as A
from ...engine.cards import Card
from ...engine.hands import hand_value
from ...engine.phases import TRIM, Outcome
from ...engine.view import SeatView, redact_events
from ...live.card_names import card_name
from ...live.hand_words import describe_hand
from ...live.i18n import fill, name_list
from . import layout as L
from .cross_out import draw_cross_out
from .sprite import CARD_PX, Z_FLYING
from .text_size import SHARE_OF_APP_FONT, pixel_font
from ...engine.records import record

if TYPE_CHECKING:  # (read at the first result: event_steps.RESULT_EVENTS)
    from .battle_reports import BattleReport, ShowdownReport

__all__ = ["BattleResultItem"]

# Above every card at rest and the piles, below cards in flight (a trim's marked soldiers wait
# on the discard pile at Z_FLYING - 50 and must stay clickable) and below the felt's message.
Z_RESULT = Z_FLYING - 100


class BattleResultTexts(QObject):
    """The translation context of the battle result panel: `BattleResultTexts.tr(...)`, which
    pyside6-lupdate files under "BattleResultTexts"."""


@record(frozen=True)
class TextBlock:
    """A line of the result panel: its text and its role."""

    text: str
    role: str  # "title", "line" or "note"


@record(frozen=True)
class HandBlock:
    """One side's hand on the result panel: its words, the cards counted and left out, and
    whether it won."""

    label: str  # "Hiro: a flush, ace high"
    counted: tuple
    excluded: tuple
    winner: bool


def _both(names, report: BattleReport) -> dict:
    return {"a": names[report.attacker], "b": names[report.defender]}


def _title(report: BattleReport, names) -> str:
    if report.folded:
        return fill(BattleResultTexts.tr("{loser} folds: {winner} wins without a fight"),
                    loser=names[report.loser], winner=names[report.winner])
    if report.outcome == Outcome.SPLIT:
        return fill(BattleResultTexts.tr("A tie: {a} and {b} split the pot"),
                    **_both(names, report))
    if report.outcome == Outcome.BOTH_OUT:
        return fill(BattleResultTexts.tr("A tie: {a} and {b} are both out"),
                    **_both(names, report))
    return fill(BattleResultTexts.tr("{winner} wins the battle against {loser}"),
                winner=names[report.winner], loser=names[report.loser])


def _capture_line(report: BattleReport, names) -> str:
    banner, soldiers = report.captured[0], len(report.captured) - 1
    if soldiers:
        template = BattleResultTexts.tr("{captor} captures the {banner} and %Ln soldiers", "",
                                        soldiers)
    else:
        template = BattleResultTexts.tr("{captor} captures the {banner}")
    return fill(template, captor=names[report.captor], banner=card_name(banner))


def _exclusion_note(exclusion: str) -> str:
    if exclusion == "rank":
        return BattleResultTexts.tr(
            "Crossed out: cards of the opponent's banner rank do not count")
    return BattleResultTexts.tr("Crossed out: cards of the opponent's banner suit do not count")


def _equal_hands(report: BattleReport) -> bool:
    """Both hands shown and equally strong (so R15.5, the banner suit count, decided)."""
    if len(report.hands) != 2 or any(not hand.cards for hand in report.hands):
        return False
    first, second = report.hands
    if not all(isinstance(c, Card) for c in first.cards + second.cards):
        return False
    return hand_value(first.cards) == hand_value(second.cards)


def report_blocks(report: BattleReport, names, viewer: Optional[int],
                  exclusion: str) -> list:
    """The panel's blocks, top to bottom: title, the hands (the winner's first), then notes."""
    blocks: list = [TextBlock(_title(report, names), "title")]
    if not report.folded:
        order = (report.attacker, report.defender)
        if report.winner == report.defender:
            order = (report.defender, report.attacker)
        unseen = []
        for seat in order:
            hand = report.hand_of(seat)
            if hand is None:
                unseen.append(seat)
                continue
            label = fill(BattleResultTexts.tr("{name}: {hand}"), name=names[seat],
                         hand=describe_hand(hand.category, hand.cards))
            blocks.append(HandBlock(label, hand.cards, hand.excluded, seat == report.winner))
        if len(unseen) == 2 or (unseen and viewer not in order):
            blocks.append(TextBlock(fill(
                BattleResultTexts.tr("Only {a} and {b} see the battle hands"),
                **_both(names, report)), "line"))
        elif unseen:
            blocks.append(TextBlock(fill(
                BattleResultTexts.tr("{name}'s hand is not shown to you"),
                name=names[unseen[0]]), "line"))
        if report.winner is not None and _equal_hands(report):
            blocks.append(TextBlock(fill(BattleResultTexts.tr(
                "Equal hands: {winner} wins by holding more cards of their banner suit"),
                winner=names[report.winner]), "line"))
    if report.captor is not None and report.captured:
        blocks.append(TextBlock(_capture_line(report, names), "line"))
    if any(isinstance(b, HandBlock) and b.excluded for b in blocks):
        blocks.append(TextBlock(_exclusion_note(exclusion), "note"))
    return blocks


def showdown_blocks(report: ShowdownReport, names) -> list:
    """The panel's blocks for a showdown: the title, each winner's hand with its five cards,
    then every other hand in words (ten seats' cards would not fit between the seats)."""
    winners = report.winners
    if len(winners) == 1:
        title = fill(BattleResultTexts.tr("Showdown: {winner} wins {amount}"),
                     winner=names[winners[0]], amount=report.payouts[winners[0]])
    else:
        title = fill(BattleResultTexts.tr("Showdown: {names} split the pot"),
                     names=name_list(names[seat] for seat in winners))
    blocks: list = [TextBlock(title, "title")]
    ordered = sorted(report.hands, key=lambda hand: hand.seat not in winners)
    for hand in ordered:
        label = fill(BattleResultTexts.tr("{name}: {hand}"), name=names[hand.seat],
                     hand=describe_hand(hand.category, hand.cards))
        if hand.seat in winners:
            blocks.append(HandBlock(label, hand.cards, (), True))
        else:
            blocks.append(TextBlock(label, "line"))
    return blocks


# -- the item --------------------------------------------------------------------------------

def _public_moment(view: SeatView) -> tuple:
    """What every seat's view of one moment of play shares: equal for two viewers of the same
    moment, different for another moment or another game."""
    return (view.names, view.hand_number, view.chips, view.pot, view.in_hand, view.banners,
            view.soldiers, view.draw_pile_size, len(view.discard_pile), view.phase,
            view.to_act, len(view.battles))


class BattleResultItem(QGraphicsObject):
    """The panel, centred on its origin; hidden while there is nothing to say.

    Sizes are in item units, drawn for a scene `REFERENCE_HEIGHT` card units high; `place`
    scales the panel with the scene (so its text keeps its size on screen when there are more
    seats) and down to the free room between the seats, which it never covers.
    """

    REFERENCE_HEIGHT = 9.7  # card units: the scene's height for 2 to 7 seats
    PADDING = 16.0
    TITLE_PX, TEXT_PX, NOTE_PX = 23, 19, 17
    CARD_W = 50.0
    CARD_H = CARD_W * assets.CARD_ASPECT
    CARD_GAP = 5.0
    GROUP_GAP = 16.0  # between the counted cards and those crossed out
    LINE_GAP = 6.0
    BLOCK_GAP = 10.0
    MAX_TEXT_W = 560.0
    # Card units kept free round every seat: its cards' glow (card_shape.MARGIN) and the
    # panel's shadow; 0.1 let a panel scaled up to be read cover the viewer's glowing soldiers.
    SEAT_GAP = 0.3
    SMALLEST = 0.55  # of the wanted scale, before the panel gives up fitting between seats

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setZValue(Z_RESULT)
        self.setVisible(False)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._events: tuple = ()
        self._moment: Optional[tuple] = None
        self._report = None  # a BattleReport or a ShowdownReport
        self._blocks: list = []
        self._cards = 1.0  # the cards' size beside CARD_W: smaller when the text needs more
        self._rows: list = []  # (kind, rect, block, font), in item units
        self._box = QRectF()
        self._dismissed = False  # put away by the player, until the next result
        self.setToolTip(self._battle_tip())

    @staticmethod
    def _battle_tip() -> str:
        return BattleResultTexts.tr(
            "A battle hand is the best five of the banner, palace and soldiers (R15.2), "
            "without the crossed-out cards (R15.3); equal hands go to the one holding more "
            "cards of their own banner suit (R15.5).")

    @staticmethod
    def _showdown_tip() -> str:
        return BattleResultTexts.tr(
            "At a showdown every hand still in is the best five of all its cards, none "
            "crossed out (R17.3); the best hand takes the pot and equal best hands share it "
            "(R18.1).")

    # -- what it shows ----------------------------------------------------------------------

    def show_result(self, events: Sequence[A.Event], view: SeatView,
                    layout: Optional[L.TableLayout]) -> bool:
        """Show the battle `events` (one move's, redacted for `view.viewer`) decided, as of
        `view`, the moment they lead to. False (and hidden) when they decided none."""
        self._events = tuple(events)
        self._moment = _public_moment(view)
        self._dismissed = False
        return self._read(view, layout)

    def follow_view(self, view: SeatView, layout: Optional[L.TableLayout]) -> None:
        """The table now shows `view`: the same moment for another viewer (re-read for it),
        the same one laid out anew (re-placed), or another moment (the panel goes)."""
        if self._report is None:
            return
        if _public_moment(view) != self._moment:
            self.clear()
            return
        self._read(view, layout)

    def clear(self) -> None:
        """Nothing to show (play moved on, a new hand)."""
        self._events, self._moment, self._report = (), None, None
        self.prepareGeometryChange()
        self._blocks, self._rows, self._box = [], [], QRectF()
        self.setVisible(False)

    def _read(self, view: SeatView, layout: Optional[L.TableLayout]) -> bool:
        # The events as the table was given them, as this viewer may see them: the same for
        # the viewer they were redacted for, never more for another (R19.2).
        from .battle_reports import ShowdownReport, read_result

        self._report = read_result(redact_events(self._events, view.viewer))
        if self._report is None:
            self.clear()
            return False
        self.prepareGeometryChange()
        if isinstance(self._report, ShowdownReport):
            self._blocks = showdown_blocks(self._report, view.names)
            self.setToolTip(self._showdown_tip())
        else:
            self._blocks = report_blocks(self._report, view.names, view.viewer,
                                         view.rules.exclusion)
            self.setToolTip(self._battle_tip())
        self._lay_out()
        if layout is not None:
            self.place(layout, _piles_in_use(view, layout))
        self.setVisible(not self._dismissed)
        self.update()
        return True

    def report(self):
        """The BattleReport or ShowdownReport shown, or None."""
        return self._report

    def text(self) -> str:
        """Every line of text on the panel, top to bottom."""
        return "\n".join(block.label if isinstance(block, HandBlock) else block.text
                         for block in self._blocks)

    def cards(self) -> list:
        """Every card the panel draws a face of."""
        return [card for block in self._blocks if isinstance(block, HandBlock)
                for card in block.counted + block.excluded]

    def crossed_out(self) -> list:
        return [card for block in self._blocks if isinstance(block, HandBlock)
                for card in block.excluded]

    # -- out of the way of a player who uses the table -------------------------------------

    def itemChange(self, change, value):
        if change == QGraphicsItem.GraphicsItemChange.ItemSceneHasChanged and value is not None:
            _PressWatch(self, value)
        return super().itemChange(change, value)

    def table_pressed(self) -> None:
        """A press on the table or a key for it puts the panel away before the table sees
        it, so the pile or card under the panel is the one pressed: the piles are the
        table's, to be seen and used."""
        if self.isVisible():
            self._dismissed = True
            self.setVisible(False)

    # -- layout ------------------------------------------------------------------------------

    def _block_font(self, role: str) -> QFont:
        if role == "title":
            return pixel_font(self.TITLE_PX, bold=True)
        if role == "note":
            return pixel_font(self.NOTE_PX)
        return pixel_font(self.TEXT_PX)

    @staticmethod
    def _text_flags() -> int:
        return int(Qt.AlignmentFlag.AlignLeft) | int(Qt.TextFlag.TextWordWrap)

    def _text_size(self, text: str, font: QFont) -> QSizeF:
        bound = QRectF(0.0, 0.0, self.MAX_TEXT_W, 10000.0)
        return QFontMetricsF(font).boundingRect(bound, self._text_flags(), text).size()

    def _cards_width(self, block: HandBlock) -> float:
        count = len(block.counted) + len(block.excluded)
        width = count * self.CARD_W * self._cards + max(0, count - 1) * self.CARD_GAP
        if block.counted and block.excluded:
            width += self.GROUP_GAP - self.CARD_GAP
        return width

    def _lay_out(self) -> None:
        """Rows top to bottom in a box centred on the origin; mirrored right to left."""
        rows = []
        y = 0.0
        width = 0.0
        for index, block in enumerate(self._blocks):
            if index:
                y += self.BLOCK_GAP
            if isinstance(block, HandBlock):
                font = pixel_font(self.TEXT_PX, bold=True)
                size = self._text_size(block.label, font)
                rows.append(("label", QRectF(0.0, y, size.width(), size.height()), block, font))
                y += size.height() + self.LINE_GAP
                cards_w = self._cards_width(block)
                rows.append(("cards", QRectF(0.0, y, cards_w, self.CARD_H * self._cards),
                             block, None))
                y += self.CARD_H * self._cards
                width = max(width, size.width(), cards_w)
            else:
                font = self._block_font(block.role)
                size = self._text_size(block.text, font)
                rows.append((block.role, QRectF(0.0, y, size.width(), size.height()), block,
                             font))
                y += size.height()
                width = max(width, size.width())
        # The title stands centred over the rest; everything else starts at the reading edge.
        rtl = QGuiApplication.isRightToLeft()
        left = -width / 2
        placed = []
        for kind, rect, block, font in rows:
            if kind == "title":
                x = left + (width - rect.width()) / 2
            elif rtl:
                x = left + width - rect.width()
            else:
                x = left
            placed.append((kind, QRectF(x, rect.y() - y / 2, rect.width(), rect.height()),
                           block, font))
        self._rows = placed
        pad = self.PADDING
        self._box = QRectF(left - pad, -y / 2 - pad, width + 2 * pad, y + 2 * pad)

    def panel_size(self) -> QSizeF:
        return self._box.size()

    def place(self, layout: L.TableLayout, keep_clear: Sequence[L.Rect] = ()) -> None:
        """Centre the panel over the table's centre, as large as the scene's size asks and
        the seats round it leave room for (it may cover the piles and the pot, but not those
        in `keep_clear`, where it can)."""
        wanted = layout.height / self.REFERENCE_HEIGHT
        legible = self._legible_scale()
        # Text scaled up to be read takes the room from the cards, which keep the scene's size.
        cards = min(1.0, wanted / legible) if legible > 0 else 1.0
        if cards != self._cards:
            self._cards = cards
            self._lay_out()
        wanted = max(wanted, legible)
        smallest = min(1.0, max(self.SMALLEST, legible / wanted))
        centre, scale = placement(layout, self._box.width() / CARD_PX,
                                  self._box.height() / CARD_PX, wanted, smallest, self.SEAT_GAP,
                                  keep_clear)
        self.setScale(scale)
        self.setPos(QPointF(centre[0] * CARD_PX, centre[1] * CARD_PX))

    def _legible_scale(self) -> float:
        """The scale at which the panel's smallest text is the application's font on screen
        with the table fitted to its view: the panel is read as sentences, a step above the
        table's smallest labels. Following the scene alone, it was 9 pixels at 1024x640, and
        under 12 at 1280x800 where a font with taller lines left the table less room."""
        scene = self.scene()
        views = [v for v in scene.views() if hasattr(v, "scale_for_zoom")] if scene else []
        if not views:
            return 0.0
        on_screen = min(self.TITLE_PX, self.TEXT_PX, self.NOTE_PX) * views[0].scale_for_zoom(1)
        # Rounded up: the text must not come out a hair under that size.
        return math.ceil(scene.text_px / SHARE_OF_APP_FONT / on_screen * 1000) / 1000

    # -- painting ----------------------------------------------------------------------------

    def boundingRect(self) -> QRectF:
        return self._box.adjusted(-4.0, -4.0, 6.0, 7.0)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if self._box.isEmpty():
            return
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        box = self._box
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(box.translated(2.0, 4.0), 14.0, 14.0)
        painter.setPen(QPen(QColor(245, 197, 66, 150), 2.0))
        painter.setBrush(QColor(12, 18, 16, 250))
        painter.drawRoundedRect(box, 14.0, 14.0)
        rtl = QGuiApplication.isRightToLeft()
        for kind, rect, block, font in self._rows:
            if kind == "cards":
                self._paint_cards(painter, rect, block, rtl)
                continue
            painter.setFont(font)
            if kind == "label":
                painter.setPen(QColor("#f5c542") if block.winner else QColor("#ece7da"))
                text = block.label
            else:
                painter.setPen({"title": QColor("#fff7e0"), "note": QColor("#b8c4bc")}.get(
                    kind, QColor("#ece7da")))
                text = block.text
            align = Qt.AlignmentFlag.AlignRight if rtl and kind != "title" else (
                Qt.AlignmentFlag.AlignHCenter if kind == "title" else Qt.AlignmentFlag.AlignLeft)
            painter.drawText(rect, int(align) | int(Qt.TextFlag.TextWordWrap), text)
        painter.restore()

    def _paint_cards(self, painter: QPainter, rect: QRectF, block: HandBlock,
                     rtl: bool) -> None:
        card_w, card_h = self.CARD_W * self._cards, self.CARD_H * self._cards
        step = card_w + self.CARD_GAP
        x = rect.left()
        cards = [(card, False) for card in block.counted] + \
            [(card, True) for card in block.excluded]
        for index, (card, crossed) in enumerate(cards):
            if index and crossed and not cards[index - 1][1]:
                x += self.GROUP_GAP - self.CARD_GAP
            offset = x - rect.left()
            left = rect.right() - offset - card_w if rtl else x
            card_rect = QRectF(left, rect.top(), card_w, card_h)
            _paint_small_card(painter, card_rect, card, crossed)
            x += step
        if block.winner:
            # A gold rule under the winning five.
            counted = len(block.counted) * step - self.CARD_GAP
            start = rect.right() - counted if rtl else rect.left()
            painter.setPen(QPen(QColor("#f5c542"), 3.0))
            painter.drawLine(QPointF(start, rect.bottom() + 4.0),
                             QPointF(start + counted, rect.bottom() + 4.0))


def _paint_small_card(painter: QPainter, rect: QRectF, card, crossed: bool) -> None:
    """A card face from the shared pixmap cache, at the painter's resolution; crossed out as
    the table crosses out an excluded card (R15.3)."""
    t = painter.worldTransform()
    device = painter.device()
    dpr = device.devicePixelRatioF() if device is not None else 1.0
    pixels = rect.width() * math.hypot(t.m11(), t.m12()) * dpr
    snapped = max(8, int(math.ceil(pixels / 4.0)) * 4)
    pixmap = assets.card_pixmap(card, snapped)
    painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))
    if crossed:
        draw_cross_out(painter, rect)


def _piles_in_use(view: SeatView, layout: Optional[L.TableLayout]) -> list:
    """The piles the action bar asks the viewer to use now: the discard pile at their trim
    (R8.2, R16.2: right after their capture, with the result just up), with the room its
    glow takes as a drop zone."""
    if layout is None or view.phase != TRIM or view.to_act != view.viewer:
        return []
    return [layout.discard_pile.rect().inflated(0.2)]


def placement(layout: L.TableLayout, width: float, height: float, wanted: float,
              smallest: float, gap: float,
              keep_clear: Sequence[L.Rect] = ()) -> tuple[tuple[float, float], float]:
    """(centre, scale) for a panel `width` x `height` card units at scale 1: the largest scale
    up to `wanted` (down to `smallest` of it) at which it fits inside the scene and clear of
    every seat, as near the table's centre as that allows; at that scale, clear of
    `keep_clear` too (beside it, above or below it) where it can be, but never smaller for
    it: its text must stay readable. Where no such place is clear of `keep_clear` (a small
    window), it may cover the other seats instead: the pile the action bar asks for now
    matters more than their cards, and the panel is put away at the first press. The
    viewer's seat is never covered: if nothing fits, the smallest panel goes just above it."""
    zones = [seat.zone.inflated(gap) for seat in layout.seats]
    clear = [zone.inflated(gap) for zone in keep_clear]
    found = _place(layout, width, height, wanted, smallest, gap, zones, clear)
    if found is not None and found[2]:
        return found[0], found[1]
    if clear:
        beside = _place(layout, width, height, wanted, smallest, gap, zones[:1], clear)
        if beside is not None and beside[2]:
            return beside[0], beside[1]
    if found is not None:
        return found[0], found[1]
    cx, cy = layout.centre_area.center
    scale = wanted * smallest
    viewer_top = layout.seats[0].zone.y - gap
    return (cx, min(cy, viewer_top - height * scale / 2)), scale


def _place(layout: L.TableLayout, width: float, height: float, wanted: float, smallest: float,
           gap: float, zones: list, clear: list):
    """(centre, scale, clear of `clear`) at the largest scale with a place inside the scene
    and off `zones`: clear of `clear` where that scale allows, else centred; None if none."""
    cx, cy = layout.centre_area.center
    scene = L.Rect(0.0, 0.0, layout.width, layout.height).inflated(-gap)
    shifts = sorted((i * 0.05 for i in range(-60, 61)), key=abs)
    steps = 12
    for k in range(steps + 1):
        scale = wanted * (1.0 - (1.0 - smallest) * k / steps)
        w, h = width * scale, height * scale
        # Beside a pile to keep clear: next to it, or as far as the scene's edge.
        columns = [cx] + [x for z in clear for x in (z.x - w / 2, z.right + w / 2)] + \
            ([scene.x + w / 2, scene.right - w / 2] if clear else [])
        centred = None
        for dy in shifts:
            for x in columns:
                rect = L.Rect(x - w / 2, cy + dy - h / 2, w, h)
                if not scene.contains(rect) or any(rect.intersects(z) for z in zones):
                    continue
                if not any(rect.intersects(z) for z in clear):
                    return (x, cy + dy), scale, True
                if centred is None and x == cx:
                    centred = (x, cy + dy)
        if centred is not None:
            return centred, scale, False
    return None


class _PressWatch(QObject):
    """The scene's presses and keys, for its battle panel. Not the panel itself as the
    scene's event filter: the panel, an item of the scene, is destroyed within the scene's
    own destruction, and an event sent to the scene meanwhile reached a filter half
    destroyed (a crash in PySide's wrapper lookup, seen 6 runs in 10 of two test files under
    load). A child of the scene, this lives as long as the scene and asks whether the panel
    still does."""

    def __init__(self, panel: "BattleResultItem", scene):
        super().__init__(scene)
        self._panel = panel
        scene.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:
        if event.type() in (QEvent.Type.GraphicsSceneMousePress, QEvent.Type.KeyPress):
            panel = self._panel
            if panel is not None and Shiboken.isValid(panel):
                panel.table_pressed()
            else:
                self._panel = None
        return False
