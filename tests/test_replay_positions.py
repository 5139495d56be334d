"""The history viewer shows each position exactly, however it got there (issue 38, item 2):
after Next, Previous or First the table holds the same things as the same position opened
fresh, nothing left over from the steps walked on the way (the bubbles of later actions at
First, a battle's panel missing after a jump to its end)."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QGraphicsPixmapItem, QGraphicsSimpleTextItem

from palace_desktop.games.replay import PUBLIC
from palace_desktop.ui.table.items import CardItem
from palace_desktop.ui.table.message import BannerMessageItem

from replay_support import play_match, save


def table_items(viewer) -> list[tuple]:
    """Everything the viewer's table shows, each with where it lies and what it says. The
    felt's message is left out: it narrates the step just animated (at rest the caption
    under the table says the same); so are the pictures a card or plate shows itself as
    (cached_paint.py), which show once the table rests or not at all."""
    QCoreApplication.processEvents()  # the pictures' zero timers, as the event loop would
    shown = []
    for item in viewer.scene.items():
        if not item.isVisible() or item.opacity() == 0 or \
                isinstance(item, (BannerMessageItem, QGraphicsPixmapItem)):
            continue
        rect = item.sceneBoundingRect()
        entry = [type(item).__name__, round(rect.x()), round(rect.y()),
                 round(rect.width()), round(rect.height()), round(item.opacity(), 2)]
        if isinstance(item, CardItem):
            entry += [str(item.card), item.face_up, item.highlight(), round(item.rotation())]
        if isinstance(item, QGraphicsSimpleTextItem):
            entry.append(item.text())
        if not isinstance(item, QGraphicsSimpleTextItem):
            for reading in ("text", "status_line", "count", "is_turn", "is_dealer"):
                value = getattr(item, reading, None)  # a method, or a property (the plates')
                if value is not None:
                    entry.append(value() if callable(value) else value)
        shown.append(tuple(str(part) for part in entry))
    return sorted(shown)


@pytest.fixture
def viewers(qtbot, tmp_path):
    from palace_desktop.ui.replay_viewer import ReplayViewer

    def open_viewer(path, seat, speed):
        window = ReplayViewer.from_file(path, viewer=seat)
        qtbot.addWidget(window)
        window.set_speed(speed)
        window.resize(1280, 800)
        window.show()
        qtbot.waitExposed(window)
        return window

    return open_viewer


def fresh_items(open_viewer, path, seat, hand, position) -> list[tuple]:
    window = open_viewer(path, seat, "instant")
    window.go_to(hand, position)
    shown = table_items(window)
    window.close()
    return shown


@pytest.mark.parametrize("seed, seats, seat", [(2, 3, PUBLIC), (3, 4, 0), (6, 3, 1)])
def test_every_step_forward_and_back_shows_exactly_its_position(tmp_path, viewers, seed,
                                                                 seats, seat):
    path = save(tmp_path, play_match(seed, hands=2, seats=seats).to_json())
    fresh = {}

    def expected(window):
        key = (window.hand_index, window.position)
        if key not in fresh:
            fresh[key] = fresh_items(viewers, path, seat, *key)
        return fresh[key]

    window = viewers(path, seat, "instant")
    walked = [(window.hand_index, window.position)]
    while not window.at_end():
        window.go_next()
        walked.append((window.hand_index, window.position))
        assert table_items(window) == expected(window), walked[-1]
    while window.previous_action.isEnabled():
        window.go_previous()
        assert table_items(window) == expected(window), (window.hand_index, window.position)
    window.go_last()
    assert table_items(window) == expected(window)
    window.go_first()
    assert table_items(window) == expected(window)
    assert len(walked) > 10


def test_steps_taken_while_cards_fly_end_at_their_position(tmp_path, viewers, qtbot):
    """Next three times quickly at the normal speed, then First: the table holds what these
    positions hold, and no card or bubble of the way there."""
    path = save(tmp_path, play_match(2, hands=2, seats=3).to_json())
    window = viewers(path, PUBLIC, "normal")
    for _ in range(3):
        window.go_next()
        qtbot.wait(30)
    qtbot.waitUntil(lambda: not window.scene.busy, timeout=10_000)
    assert table_items(window) == fresh_items(viewers, path, PUBLIC, 0, 3)
    window.go_first()
    assert table_items(window) == fresh_items(viewers, path, PUBLIC, 0, 0)
    assert not window.scene.seat_bubbles.texts()


# --- Steps cut short while cards fly --------------------------------------------------------

def card_states(viewer) -> list[tuple]:
    """Each card item as it lies at rest: `table_items`, and what its outline does not show:
    how wide a turn over draws it (a turn stopped half way draws a narrowed card, or nothing
    at all edge-on; 1.0 at rest, the face or the back whole), its size, its depth among the others and its dimming."""
    QCoreApplication.processEvents()
    return sorted((str(item.card), item.face_up, round(abs(math.cos(math.pi * item.flip)), 3),
                   round(item.scale(), 3),
                   round(item.zValue(), 2), item.overlay_state())
                  for item in viewer.scene.items()
                  if isinstance(item, CardItem) and item.isVisible())


def misplaced_pictures(viewer) -> list[str]:
    """The pictures on show (cached_paint.py) that are not their item's as it lies now: a
    sprite of another state, or somewhere the item is not."""
    QCoreApplication.processEvents()
    wrong = []
    for item in viewer.scene.items():
        if not isinstance(item, QGraphicsPixmapItem) or not item.isVisible():
            continue
        owner = item.parentItem()
        where = item.sceneBoundingRect()
        if owner is None or not owner.isVisible():
            wrong.append(f"a picture of no item on show at {where}")
        elif not owner.sceneBoundingRect().adjusted(-2, -2, 2, 2).contains(where):
            wrong.append(f"{getattr(owner, 'card', owner)}'s picture at {where}, "
                         f"the item at {owner.sceneBoundingRect()}")
        elif owner.picture_state() != owner.sprite_state():
            wrong.append(f"{getattr(owner, 'card', owner)}'s picture of another state")
    return wrong


def cut_short(window, rng) -> None:
    """Let the step just asked for play some of its animation steps whole and stop half way
    through one (as far as the clock would have taken it when the next key came), without
    waiting on a clock: the animator's group is paused and moved to a time."""
    animator = window.scene.animator
    for _ in range(rng.randrange(4)):
        group = animator._group
        if group is None:
            return
        group.pause()
        group.setCurrentTime(group.totalDuration())  # ends: the next step starts
    group = animator._group
    if group is not None:
        group.pause()
        group.setCurrentTime(int(group.totalDuration() * rng.choice([0.3, 0.5, 0.7])))


@pytest.mark.parametrize("seed, seats, seat", [(2, 3, PUBLIC), (3, 4, 0), (6, 3, 1),
                                               (21, 3, PUBLIC), (5, 4, 2)])
def test_steps_cut_short_at_every_position_end_at_their_position(tmp_path, viewers, seed,
                                                                 seats, seat):
    """Issue 38, item 2: Next while the cards of the last step still fly, at every position
    of two hands, forward and back: each position at rest shows the items of that position
    opened fresh, each as it lies (turned over whole, its size and depth), and every picture
    on show is its own item's, where the item is."""
    import random

    rng = random.Random(seed)
    path = save(tmp_path, play_match(seed, hands=2, seats=seats).to_json())
    fresh = {}

    def expected(window):
        key = (window.hand_index, window.position)
        if key not in fresh:
            other = viewers(path, seat, "instant")
            other.go_to(*key)
            fresh[key] = (table_items(other), card_states(other))
            other.close()
        return fresh[key]

    window = viewers(path, seat, "normal")
    steps = 0
    while not window.at_end():
        window.go_next()
        steps += 1
        cut_short(window, rng)
        if rng.random() < 0.3:  # and sometimes back, before the cards have landed
            window.go_previous()
        else:
            window.scene.animator.finish_now()
        shown = (table_items(window), card_states(window))
        assert shown == expected(window), (window.hand_index, window.position)
        assert not misplaced_pictures(window), (window.hand_index, window.position)
    window.go_first()
    assert (table_items(window), card_states(window)) == expected(window)
    assert steps > 10
