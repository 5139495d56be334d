"""The table layout's geometry (palace_desktop/ui/table/layout.py): seats apart, cards readable, no Qt.

The checks run for every seat count on the viewports the app must look right on; the scene is
fit into the viewport keeping its aspect, which is how the card pixel sizes are worked out.
Run with `-s` to see the pixel report.
"""

from __future__ import annotations

import ast
import dataclasses
import math
import time
from pathlib import Path

import pytest

from palace_desktop.ui.table import layout as L
from palace_desktop.ui.table.layout import Rect, Slot, compute_layout, position_of, seat_at

SEAT_COUNTS = range(L.MIN_SEATS, L.MAX_SEATS + 1)
VIEWPORTS = [(1024, 640), (1920, 1080), (3840, 2160)]
# Not required to look their best, but nothing may overlap on them either.
OTHER_ASPECTS = [4 / 3, 21 / 9, 1.0, 0.75]
ALL_ASPECTS = [w / h for w, h in VIEWPORTS] + OTHER_ASPECTS

SEAT_MARGIN = 0.1          # free space required between two seats' zones, in card units
CENTRE_MARGIN = 0.1        # ... between a seat's zone and the centre area
MIN_OTHER_CARD_PX = 45     # other seats' card width at 1024x640: their indices must read
MAX_PALACE_OVERLAP = 0.15  # of a card's area
MIN_SOLDIER_STRIP = 0.25   # card units of each soldier left in view
MAX_GAP_RATIO = 2.2        # largest / smallest angle between neighbouring seats


def card_px(layout: L.TableLayout, viewport: tuple[int, int], scale: float) -> float:
    """Width in pixels of a card at `scale` once the scene is fit into `viewport`."""
    vw, vh = viewport
    return min(vw / layout.width, vh / layout.height) * scale * L.CARD_W


def centre_area(layout: L.TableLayout) -> Rect:
    """Piles, their counts, the pot (with a chip stack's room) and its label, the message strip."""
    px, py = layout.pot
    pot = Rect(px - L.CHIP_R, py - L.CHIP_R, 2 * L.CHIP_R, 2 * L.CHIP_R)
    return L.bounding_rect([layout.draw_pile.rect(), layout.discard_pile.rect(),
                            layout.draw_label, layout.discard_label, pot, layout.pot_label,
                            layout.message_area])


def button_rect(seat: L.SeatLayout) -> Rect:
    return seat.dealer_rect()


def seat_rects(seat: L.SeatLayout, soldiers: int = 5) -> dict[str, Rect]:
    rects = {"banner": seat.banner.rect(), "label": seat.label, "dealer button": button_rect(seat)}
    rects.update({f"palace {i}": slot.rect() for i, slot in enumerate(seat.palace)})
    rects.update({f"soldier {i}/{soldiers}": seat.soldier(i, soldiers).rect()
                  for i in range(soldiers)})
    return rects


def ring_angle(layout: L.TableLayout, rect: Rect) -> float:
    """Degrees clockwise on screen from straight down, about the scene's centre, on the oval
    the scene's aspect gives (x and y each divided by the scene's half extent)."""
    x, y = rect.center
    u = (x - layout.width / 2) / (layout.width / 2)
    v = (y - layout.height / 2) / (layout.height / 2)
    return math.degrees(math.atan2(-u, v)) % 360


def visible_strip(target: Slot, covers: list[Slot]) -> float:
    """The widest horizontal run of `target` that no slot in `covers` (all on top of it)
    covers, counting only covers that overlap it vertically."""
    box = target.rect()
    spans = sorted((max(box.x, c.x), min(box.right, c.right)) for c in map(Slot.rect, covers)
                   if c.intersects(box))
    best, start = 0.0, box.x
    for a, b in spans:
        best = max(best, a - start)
        start = max(start, b)
    return max(best, box.right - start)


def overlap_area(a: Rect, b: Rect) -> float:
    w = min(a.right, b.right) - max(a.x, b.x)
    h = min(a.bottom, b.bottom) - max(a.y, b.y)
    return max(0.0, w) * max(0.0, h)


# --- Standard library only ----------------------------------------------------------------

LAYOUT_MODULES = ("layout.py", "layout_shapes.py", "layout_seats.py", "layout_centre.py")


def test_layout_imports_only_the_standard_library():
    """The layout and the modules it is made of import the standard library, each other, the
    table's limits (games/limits.py: numbers that import nothing) and `record`
    (engine/records.py: the standard library alone, made without the rest of the engine)."""
    folder = Path(L.__file__).parent
    imported = set()
    for name in LAYOUT_MODULES:
        for node in ast.walk(ast.parse((folder / name).read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                imported |= {alias.name.split(".")[0] for alias in node.names}
            elif isinstance(node, ast.ImportFrom):
                module = node.module or ""
                if node.level and f"{module}.py" in LAYOUT_MODULES:
                    continue
                if node.level == 3 and module in ("games.limits", "engine.records"):
                    continue
                imported.add(module.split(".")[0])
    assert imported <= {"__future__", "math", "dataclasses", "functools"}, imported


# --- The whole table ----------------------------------------------------------------------

@pytest.mark.parametrize("n", SEAT_COUNTS)
@pytest.mark.parametrize("aspect", ALL_ASPECTS, ids=lambda a: f"aspect{a:.2f}")
def test_seats_the_centre_and_the_scene_do_not_overlap(n, aspect):
    layout = compute_layout(n, aspect)
    assert layout.width / layout.height == pytest.approx(aspect)
    scene = Rect(0, 0, layout.width, layout.height)
    centre = centre_area(layout)
    zones = [seat.zone for seat in layout.seats]
    for i, a in enumerate(zones):
        for j in range(i + 1, n):
            assert not a.inflated(SEAT_MARGIN).intersects(zones[j]), (i, j)
        assert not a.inflated(CENTRE_MARGIN).intersects(centre), f"seat {i} over the centre"
        assert not a.intersects(layout.rejected_row), f"seat {i} over the rejected row"
        assert scene.contains(a), f"seat {i} off the scene"
    for name in ("draw_label", "discard_label", "pot_label", "message_area", "rejected_row",
                 "table"):
        assert scene.contains(getattr(layout, name)), name
    for pile in (layout.draw_pile, layout.discard_pile):
        assert scene.contains(pile.rect())
    assert not layout.draw_pile.rect().intersects(layout.discard_pile.rect())
    assert layout.draw_pile.x < layout.pot[0] < layout.discard_pile.x
    assert centre.contains(layout.draw_label) and centre.contains(layout.pot_label)


@pytest.mark.parametrize("n", SEAT_COUNTS)
@pytest.mark.parametrize("viewport", VIEWPORTS, ids=lambda v: f"{v[0]}x{v[1]}")
def test_every_slot_lies_inside_its_seats_zone(n, viewport):
    layout = compute_layout(n, viewport[0] / viewport[1])
    scene = Rect(0, 0, layout.width, layout.height)
    for seat in layout.seats:
        for count in range(1, L.SOLDIERS_AT_FULL_STEP + 1):
            for name, rect in seat_rects(seat, count).items():
                assert seat.zone.contains(rect), (seat.position, name, rect, seat.zone)
                assert scene.contains(rect)


@pytest.mark.parametrize("n", SEAT_COUNTS)
@pytest.mark.parametrize("aspect", ALL_ASPECTS, ids=lambda a: f"aspect{a:.2f}")
def test_bets_land_between_the_seat_and_the_pot_clear_of_everything(n, aspect):
    layout = compute_layout(n, aspect)
    centre = centre_area(layout)
    pot = layout.pot
    for seat in layout.seats:
        chips = L.chip_rect(seat.bet_spot)
        assert not chips.intersects(centre), seat.position
        assert not any(chips.intersects(other.zone) for other in layout.seats), seat.position
        assert Rect(0, 0, layout.width, layout.height).contains(chips)
        # Nearer the pot than the seat, and off to neither side of the way there.
        zx, zy = seat.zone.center
        bx, by = seat.bet_spot
        assert math.dist(seat.bet_spot, pot) < math.dist((zx, zy), pot)
        cross = (pot[0] - zx) * (by - zy) - (pot[1] - zy) * (bx - zx)
        assert abs(cross) < 1e-6 * max(1.0, math.dist((zx, zy), pot) ** 2)


def test_card_pixels_at_1024x640(capsys):
    """The other seats' cards must be wide enough for their corner indices to read."""
    rows = []
    for n in SEAT_COUNTS:
        layout = compute_layout(n, 1024 / 640)
        viewer = card_px(layout, (1024, 640), layout.seats[0].scale)
        other = card_px(layout, (1024, 640), layout.seats[1].scale)
        rows.append(f"{n:2d} seats: viewer {viewer:5.1f} px, others {other:5.1f} px")
        assert other >= MIN_OTHER_CARD_PX, rows[-1]
        assert viewer > other
    with capsys.disabled():
        print("\ncard widths at 1024x640:\n  " + "\n  ".join(rows))


@pytest.mark.parametrize("n", range(3, L.MAX_SEATS + 1))
@pytest.mark.parametrize("viewport", VIEWPORTS, ids=lambda v: f"{v[0]}x{v[1]}")
def test_seats_spread_over_the_width(n, viewport):
    layout = compute_layout(n, viewport[0] / viewport[1])
    assert min(seat.zone.x for seat in layout.seats) < 0.5
    assert max(seat.zone.right for seat in layout.seats) > layout.width - 0.5


# --- Positions ------------------------------------------------------------------------------

@pytest.mark.parametrize("n", SEAT_COUNTS)
@pytest.mark.parametrize("viewport", VIEWPORTS, ids=lambda v: f"{v[0]}x{v[1]}")
def test_position_0_is_the_larger_seat_at_the_bottom_centre(n, viewport):
    layout = compute_layout(n, viewport[0] / viewport[1])
    viewer = layout.seats[0]
    assert [seat.position for seat in layout.seats] == list(range(n))
    assert viewer.zone.center[0] == pytest.approx(layout.width / 2)
    assert viewer.zone.bottom == pytest.approx(max(s.zone.bottom for s in layout.seats))
    assert viewer.zone.y > layout.pot[1]
    assert viewer.scale == 1.0
    assert all(0.7 <= seat.scale < viewer.scale for seat in layout.seats[1:])


@pytest.mark.parametrize("n", SEAT_COUNTS)
@pytest.mark.parametrize("viewport", VIEWPORTS, ids=lambda v: f"{v[0]}x{v[1]}")
def test_positions_run_clockwise_and_evenly_round_the_oval(n, viewport):
    layout = compute_layout(n, viewport[0] / viewport[1])
    angles = [ring_angle(layout, seat.zone) for seat in layout.seats]
    assert angles[0] == pytest.approx(0.0, abs=1e-6) or angles[0] == pytest.approx(360.0)
    angles[0] = 0.0
    # Clockwise on screen: down, then left, up, right.
    assert angles == sorted(angles) and len(set(angles)) == n, angles
    for position, angle in enumerate(angles[1:], start=1):
        if 2 * position < n:
            assert layout.seats[position].zone.center[0] < layout.width / 2
        elif 2 * position > n:
            assert layout.seats[position].zone.center[0] > layout.width / 2
    gaps = [(angles[(i + 1) % n] - angles[i]) % 360 for i in range(n)]
    assert max(gaps) / min(gaps) <= MAX_GAP_RATIO, [round(g) for g in gaps]


@pytest.mark.parametrize("n", SEAT_COUNTS)
@pytest.mark.parametrize("aspect", ALL_ASPECTS, ids=lambda a: f"aspect{a:.2f}")
def test_the_table_is_symmetric_left_to_right(n, aspect):
    layout = compute_layout(n, aspect)
    width = layout.width
    for seat in layout.seats:
        mirror = layout.seats[(n - seat.position) % n].zone
        assert mirror.x == pytest.approx(width - seat.zone.right)
        assert (mirror.y, mirror.w, mirror.h) == pytest.approx(
            (seat.zone.y, seat.zone.w, seat.zone.h))
    for a, b in ((layout.draw_pile.x, layout.discard_pile.x),
                 (layout.draw_label.x, layout.discard_label.right),
                 (layout.message_area.x, layout.message_area.right),
                 (layout.rejected_row.x, layout.rejected_row.right),
                 (layout.table.x, layout.table.right)):
        assert a == pytest.approx(width - b)
    assert layout.pot[0] == pytest.approx(width / 2)
    if n % 2 == 0:
        top = layout.seats[n // 2].zone
        assert top.center[0] == pytest.approx(width / 2)
        assert top.y == pytest.approx(min(s.zone.y for s in layout.seats))


@pytest.mark.parametrize("n", SEAT_COUNTS)
def test_position_of_and_seat_at_are_inverse(n):
    for viewer in range(n):
        assert position_of(viewer, viewer, n) == 0
        # The next seat clockwise (the viewer's left, R7.1) is drawn at the bottom left.
        assert position_of((viewer + 1) % n, viewer, n) == 1
        for seat in range(n):
            position = position_of(seat, viewer, n)
            assert 0 <= position < n
            assert seat_at(position, viewer, n) == seat
        assert sorted(position_of(s, viewer, n) for s in range(n)) == list(range(n))


def test_seat_counts_and_aspects_out_of_range_are_refused():
    for n in (0, 1, 11):
        with pytest.raises(ValueError):
            compute_layout(n)
        with pytest.raises(ValueError):
            position_of(0, 0, n)
    for aspect in (0, -1.6, float("nan"), float("inf")):
        with pytest.raises(ValueError):
            compute_layout(4, aspect)


# --- Within a seat ----------------------------------------------------------------------------

def all_seats():
    for n in SEAT_COUNTS:
        for w, h in VIEWPORTS:
            for seat in compute_layout(n, w / h).seats:
                yield n, seat


def test_the_banner_stands_above_three_distinct_palace_cards():
    for n, seat in all_seats():
        banner = seat.banner.rect()
        assert seat.banner.rotation == 0 and seat.banner.scale == seat.scale
        palace = [slot.rect() for slot in seat.palace]
        assert len(palace) == 3
        for slot, rect in zip(seat.palace, palace):
            assert slot.rotation == 0 and slot.scale == seat.scale
            assert seat.banner.y < slot.y and banner.bottom <= rect.y
        assert [s.x for s in seat.palace] == sorted(s.x for s in seat.palace)
        card_area = palace[0].w * palace[0].h
        for i in range(3):
            for j in range(i + 1, 3):
                assert overlap_area(palace[i], palace[j]) <= MAX_PALACE_OVERLAP * card_area


def test_soldiers_lie_across_under_the_banner_with_their_ends_in_view():
    for n, seat in all_seats():
        banner = seat.banner
        for count in range(1, L.SOLDIERS_AT_FULL_STEP + 1):
            soldiers = [seat.soldier(i, count) for i in range(count)]
            for i, slot in enumerate(soldiers):
                assert slot.rotation == 90 and slot.scale == seat.scale
                # Under the banner: drawn below it and touching it or beside it in its band.
                assert slot.z < banner.z
                assert banner.rect().y <= slot.rect().y and slot.rect().bottom <= banner.rect().bottom
                covers = [banner] + [s for s in soldiers if s.z > slot.z]
                strip = visible_strip(slot, covers)
                assert strip >= MIN_SOLDIER_STRIP, (n, seat.position, count, i, strip)
                for palace in seat.palace:
                    assert not slot.rect().intersects(palace.rect())
                assert not slot.rect().intersects(seat.label)
            assert soldiers[0].rect().intersects(banner.rect()), "the first soldier is tucked under"
            assert len({s.z for s in soldiers}) == count


def test_soldiers_keep_their_places_as_more_arrive():
    for n, seat in all_seats():
        for count in range(2, L.SOLDIERS_AT_FULL_STEP + 1):
            for i in range(count - 1):
                assert seat.soldier(i, count) == seat.soldier(i, count - 1)


def test_r16_1_captured_soldiers_lie_in_two_tiers_inside_the_zone():
    """Six to eleven soldiers (a capture, R16.1, before the trim or at a hand's end) lie in
    two tiers, each left to right, all inside the seat's zone, none on the palace row."""
    for n, seat in all_seats():
        for count in range(L.SOLDIERS_AT_FULL_STEP + 1, 12):
            slots = [seat.soldier(i, count) for i in range(count)]
            tiers = sorted({s.y for s in slots})
            assert len(tiers) == 2
            for y in tiers:
                row = [s.x for s in slots if s.y == y]
                assert row == sorted(row) and len(set(row)) == len(row)
            for slot in slots:
                assert slot.rotation == 90
                assert seat.zone.contains(slot.rect()), (n, seat.position, count)
                assert not any(slot.rect().intersects(p.rect()) for p in seat.palace)
            assert len({s.z for s in slots}) == count


def test_soldier_index_out_of_range_is_refused():
    seat = compute_layout(4).seats[1]
    for index, count in ((0, 0), (3, 3), (-1, 2)):
        with pytest.raises(ValueError):
            seat.soldier(index, count)


def test_plate_and_dealer_button_sit_beside_the_cards_not_on_them():
    for n, seat in all_seats():
        cards = [seat.banner.rect()] + [s.rect() for s in seat.palace]
        cards += [seat.soldier(i, 5).rect() for i in range(5)]
        button = button_rect(seat)
        for card in cards:
            assert not seat.label.intersects(card)
            assert not button.intersects(card)
        assert not button.intersects(seat.label)
        # Near the plate.
        assert math.dist(seat.dealer_button, seat.label.center) < seat.label.w


# --- Value types ------------------------------------------------------------------------------

def test_slot_rect_is_the_rotated_scaled_card():
    assert Slot(5, 5).rect() == Rect(4.5, 4.3, 1.0, 1.4)
    r = Slot(5, 5, rotation=90, scale=0.5).rect()
    assert (r.w, r.h) == pytest.approx((0.7, 0.5)) and r.center == pytest.approx((5, 5))
    r = Slot(0, 0, rotation=45).rect()
    assert r.w == pytest.approx(r.h) == pytest.approx(2.4 / math.sqrt(2))


def test_rect_helpers():
    a = Rect(0, 0, 2, 1)
    assert (a.right, a.bottom, a.center) == (2, 1, (1, 0.5))
    assert a.intersects(Rect(1, 0.5, 5, 5)) and not a.intersects(Rect(2, 0, 1, 1))
    assert a.contains(Rect(0.5, 0.25, 1, 0.5)) and not a.contains(Rect(1.5, 0, 1, 1))
    assert a.inflated(0.5) == Rect(-0.5, -0.5, 3, 2)
    assert a.united(Rect(3, 3, 1, 1)) == Rect(0, 0, 4, 4)


def test_layouts_are_frozen_deterministic_and_fast():
    layout = compute_layout(10, 16 / 10)
    with pytest.raises(dataclasses.FrozenInstanceError):
        layout.width = 3  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        layout.seats[0].zone.x = 3  # type: ignore[misc]
    uncached = compute_layout.__wrapped__
    assert uncached(10, 16 / 10) == layout
    start = time.perf_counter()
    for n in SEAT_COUNTS:
        uncached(n, 16 / 9)
    assert time.perf_counter() - start < 0.5


# --- Every soldier readable, text legible at every size (issue 17) -----------------------

SIZES = [(800, 600), (1280, 800), (1920, 1080)]
MIN_TEXT_PX = 11.0


def covers_of(seat: L.SeatLayout, slot: Slot, count: int) -> list[Rect]:
    """Every card of the seat drawn over `slot` (soldier of `count`)."""
    cards = [seat.banner] + list(seat.palace) + [seat.soldier(i, count) for i in range(count)]
    return [card.rect() for card in cards if card.z > slot.z]


@pytest.mark.parametrize("n", [2, 6, 10])
@pytest.mark.parametrize("size", SIZES, ids=lambda v: f"{v[0]}x{v[1]}")
def test_r6_3_every_soldier_shows_its_rank_and_suit(n, size):
    """Whatever the count (up to eleven after a capture), each soldier's corner index, rank
    and suit, lies clear of every card over it, inside the seat's zone, on the table."""
    w, h = size
    layout = compute_layout(n, w / h, L.text_share(MIN_TEXT_PX, h))
    scene = Rect(0, 0, layout.width, layout.height)
    for seat in layout.seats:
        for count in range(1, 12):
            if count > 10:
                break  # eleven: a tier of six squeezes; its check is below
            for i in range(count):
                slot = seat.soldier(i, count)
                index = slot.corner_index()
                for cover in covers_of(seat, slot, count):
                    assert not index.intersects(cover), (n, size, seat.position, count, i)
                assert seat.zone.contains(slot.rect()) and scene.contains(slot.rect())


def test_eleven_soldiers_still_show_every_rank():
    """Eleven (five captured with a banner by a seat holding five) squeeze the upper tier of
    six: each index still shows at least its rank (the index's first 0.2 of a card)."""
    layout = compute_layout(10, 4 / 3, L.text_share(MIN_TEXT_PX, 600))
    for seat in layout.seats:
        for i in range(11):
            slot = seat.soldier(i, 11)
            index = slot.corner_index()
            rank = Rect(index.right - 0.2 * seat.scale, index.y, 0.2 * seat.scale, index.h)
            assert not any(rank.intersects(c) for c in covers_of(seat, slot, 11))
            assert seat.zone.contains(slot.rect())


def test_corner_index_turns_with_the_card():
    upright = Slot(1.0, 1.0).corner_index()
    assert upright.x == pytest.approx(0.5 + L.CORNER_INDEX[0])
    assert upright.y == pytest.approx(0.3 + L.CORNER_INDEX[1])
    turned = Slot(1.0, 1.0, 90.0).corner_index()
    # A quarter turn clockwise takes the top-left corner to the top-right.
    card = Slot(1.0, 1.0, 90.0).rect()
    assert turned.right == pytest.approx(card.right - L.CORNER_INDEX[1])
    assert turned.y == pytest.approx(card.y + L.CORNER_INDEX[0])
    assert (turned.w, turned.h) == pytest.approx((L.CORNER_INDEX[3], L.CORNER_INDEX[2]))


def px_per_unit(layout: L.TableLayout, size: tuple[int, int]) -> float:
    return min(size[0] / layout.width, size[1] / layout.height)


@pytest.mark.parametrize("n", [2, 6, 10])
@pytest.mark.parametrize("size", SIZES, ids=lambda v: f"{v[0]}x{v[1]}")
def test_text_keeps_a_legible_size(n, size):
    """At zoom 1.0 the plates hold two lines (three beside the cards), the pile counts one
    line and the dealer button a letter, each of at least 11 px: the layout grows them."""
    layout = compute_layout(n, size[0] / size[1], L.text_share(MIN_TEXT_PX, size[1]))
    k = px_per_unit(layout, size)
    assert layout.text * k >= MIN_TEXT_PX - 1e-6
    for seat in layout.seats:
        lines = 2 if seat.label.w > 2 * seat.label.h else 3
        needed = MIN_TEXT_PX * (lines * L.LINE + 2 * L.PLATE_PAD)
        assert seat.label.h * k >= needed - 1e-6, (n, size, seat.position)
        # A button is a disc as tall as a line of text, and more.
        assert 2 * seat.dealer_r * k >= 2 * MIN_TEXT_PX
        assert seat.zone.contains(seat.dealer_rect())
        assert not seat.dealer_rect().intersects(seat.label)
    for label in (layout.draw_label, layout.discard_label, layout.pot_label):
        assert label.h * k >= MIN_TEXT_PX * L.LINE
    # Room for the words of a count ("52 discarded") at that size.
    assert layout.draw_label.w * k >= L.COUNT_EMS * MIN_TEXT_PX - 1e-6
    assert not layout.draw_label.intersects(layout.pot_label)
    assert not layout.discard_label.intersects(layout.pot_label)


@pytest.mark.parametrize("n", [2, 6, 10])
@pytest.mark.parametrize("size", SIZES, ids=lambda v: f"{v[0]}x{v[1]}")
def test_pile_counts_lie_below_the_piles_depth(n, size):
    """A pile's lower cards show below its top card (PILE_DEPTH): its count starts lower."""
    layout = compute_layout(n, size[0] / size[1], L.text_share(MIN_TEXT_PX, size[1]))
    for pile, label in ((layout.draw_pile, layout.draw_label),
                        (layout.discard_pile, layout.discard_label)):
        assert label.y >= pile.rect().bottom + L.PILE_DEPTH * pile.scale
        assert label.x <= pile.x <= label.right


@pytest.mark.parametrize("n", SEAT_COUNTS)
@pytest.mark.parametrize("size", SIZES + [(1024, 640), (1600, 1000)],
                         ids=lambda v: f"{v[0]}x{v[1]}")
def test_with_legible_text_nothing_overlaps(n, size):
    layout = compute_layout(n, size[0] / size[1], L.text_share(MIN_TEXT_PX, size[1]))
    scene = Rect(0, 0, layout.width, layout.height)
    zones = [seat.zone for seat in layout.seats]
    centre = centre_area(layout)
    for i, zone in enumerate(zones):
        assert scene.contains(zone)
        assert not zone.inflated(CENTRE_MARGIN).intersects(centre)
        for other in zones[i + 1:]:
            assert not zone.inflated(SEAT_MARGIN).intersects(other)
    for seat in layout.seats:
        for name, rect in seat_rects(seat).items():
            assert seat.zone.contains(rect), (seat.position, name)


def test_text_share_is_rounded_up_and_bounded():
    assert L.text_share(11, 600) >= 11 / 600
    assert L.text_share(11, 0) == 0.0
    with pytest.raises(ValueError):
        compute_layout(4, 1.6, 0.5)


@pytest.mark.parametrize("n", [2, 6, 10])
@pytest.mark.parametrize("aspect", [0.5, 0.7, 1.0])
def test_a_narrow_table_in_large_text_gives_way_rather_than_no_table(n, aspect):
    """Counts as wide as Vietnamese's pot ("Tiền cược chung 1.250", 13.5 times the text) in
    large text (4% of the height) left no table that fits a tall narrow viewport: the layout
    raised instead. Now the counts, then the text, give way; nothing overlaps."""
    layout = compute_layout(n, aspect, 0.04, (14.0, 13.5))
    assert layout.width == pytest.approx(aspect * layout.height)
    labels = [layout.draw_label, layout.pot_label, layout.discard_label]
    assert labels[0].right <= labels[1].x and labels[1].right <= labels[2].x
    assert layout.text <= 0.04 * layout.height
