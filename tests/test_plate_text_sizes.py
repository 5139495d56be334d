"""A seat plate's text size (and a count's under the piles) is the largest from the plate's
height down whose line fits its width, as stepping down one pixel at a time found it, with
fewer sizes measured: each size measured is a font Qt matches and loads anew (issue 43, the
dealt table's first frame)."""

from __future__ import annotations

from hypothesis import given, strategies as st

from palace_desktop.ui.table.text_size import largest_fitting


def _stepping_down(start: int, smallest: float, room: float, width_at) -> int:
    """The search the plate made before: one pixel at a time from `start`."""
    size = start
    while size - 1 >= smallest:
        if width_at(size) <= room:
            break
        size -= 1
    return size


@st.composite
def _lines(draw):
    """Widths that grow with the size (each pixel adds 0.01 to 30 units), a start, a least
    size and the room."""
    steps = draw(st.lists(st.floats(0.01, 30.0), min_size=60, max_size=60))
    widths = [sum(steps[:px]) for px in range(60)]
    start = draw(st.integers(1, 59))
    smallest = draw(st.one_of(st.sampled_from([6, 7.0, 9.0, 12.0]), st.floats(1.0, 40.0)))
    room = draw(st.floats(0.0, widths[start] * 1.3))
    return widths, start, smallest, room


@given(_lines())
def test_the_size_is_the_one_stepping_down_finds(line):
    widths, start, smallest, room = line
    width_at = widths.__getitem__
    assert largest_fitting(start, smallest, room, width_at) == \
        _stepping_down(start, smallest, room, width_at)


def test_a_line_much_too_wide_is_sized_with_three_measures_not_one_a_pixel():
    measured = []

    def width_at(px):
        measured.append(px)
        return 10.0 * px

    assert largest_fitting(22, 7.0, 175.0, width_at) == 17  # 170 fits, 180 does not
    assert len(measured) <= 3 and sorted(measured) == sorted(set(measured))
