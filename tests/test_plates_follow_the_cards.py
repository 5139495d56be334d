"""The seats' plates on the table show what the cards have shown, even when a bot starts
thinking while they move: the thinking mark set the plates from the state the animation
ends at, so a seat showed "Out of this hand", dimmed, beside the battle it was still
losing (seen in Arabic under Xvfb, the seats dock rightly a step behind)."""

from __future__ import annotations

from palace_desktop.engine import actions as A
from palace_desktop.engine.deal import SeedDeal
from palace_desktop.engine.match import Match
from palace_desktop.engine.rules import Rules
from palace_desktop.ui.table.speeds import SPEEDS
from table_views import table_at_rest


def the_same_match(seats: int = 4, seed: int = 11) -> Match:
    """The hand table_at_rest shows."""
    names = [chr(ord("A") + seat) for seat in range(seats)]
    match = Match(Rules.make(), names, [200] * seats, dealer=seats - 1)
    match.start_hand(SeedDeal(seed))
    return match


def test_a_bot_thinking_while_the_cards_move_leaves_the_plates_where_the_cards_are(qtbot):
    scene, _view = table_at_rest(qtbot)
    match = the_same_match()
    buyer = match.state.to_act
    plate = scene.seats[buyer].plate
    chips_before = plate._chips
    events = match.apply(A.Buy(buyer)) + match.apply(A.Discard(buyer))  # (a buy ends the turn)
    after = match.state.view(0)
    following = after.to_act
    assert following != buyer and after.chips[buyer] < chips_before
    scene.animator.speed = SPEEDS["normal"]
    scene.apply_events(events, after)
    assert scene.busy
    scene.set_thinking(following, True)
    assert plate._chips == chips_before, "the plate paid before the chips flew"
    assert not scene.seats[following].plate.is_turn, "the next turn lit before its step"
    qtbot.waitUntil(lambda: not scene.busy, timeout=10000)
    assert plate._chips == after.chips[buyer]
    assert scene.seats[following].plate.is_turn
    assert scene.is_thinking(following)
    thinking = scene.seats[following].plate._status
    scene.set_thinking(following, False)
    assert scene.seats[following].plate._status != thinking, "the mark is shown at rest"
