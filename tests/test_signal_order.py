"""The order of what the session and the window announce, made explicit so that no listener
depends on who connected first: every signal of a change already sees the availability of the
new state, and the docks wait for the cards whatever order the connections were made in."""

from __future__ import annotations

from palace_desktop.engine import actions as A
from palace_desktop.engine.match import Match
from palace_desktop.engine.rules import Rules
from palace_desktop.live.session import GameSession, SeatKind, availability_of

from rules_support import deal

TWO = ("As Kh", ["2c 3d 4h", "5c 6d 7s"])
DRAW = "9c Tc Jc Qc 8c 8d 9d Td Jd Qd"


def current_availability(session: GameSession):
    """What the person at the screen may do in the state as it is now."""
    seat = session.human_to_act()
    return availability_of(session.view(seat) if seat == session.viewer else None)


def test_every_signal_of_a_change_already_sees_the_new_availability(qapp):
    match = Match(Rules.make(), ["Ann", "Ben"], [200, 200], dealer=1)
    session = GameSession(match, [SeatKind("you"), SeatKind("human")], 0)
    seen: list[tuple[str, bool]] = []
    announced = []

    def watch(name):
        return lambda *_args: seen.append((name, session.availability
                                           == current_availability(session)))

    for name in ("events_applied", "hand_started", "hand_finished", "viewer_changed",
                 "handover_needed"):
        getattr(session, name).connect(watch(name))
    session.availability_changed.connect(announced.append)
    session.start_hand(deal(*TWO, DRAW))
    session.accept_handover(0)
    # Ann buys and keeps it, stays after Ben's buy; Ben attacks, Ann raises, Ben calls: the
    # person to act changes at every step, and the screen is handed over each time.
    for action in (A.Buy(0), A.Discard(0, ()), A.Buy(1), A.Discard(1, ()), A.Stay(0),
                   A.Bet(1, 0), A.Raise(0, None), A.Call(1)):
        session.accept_handover(action.seat)
        assert session.submit(action) is None
    assert session.state.is_over
    names = {name for name, _ok in seen}
    assert names == {"events_applied", "hand_started", "hand_finished", "viewer_changed",
                     "handover_needed"}
    assert all(ok for _name, ok in seen), [name for name, ok in seen if not ok]
    # availability_changed comes once per change, never twice with the same value.
    assert all(a != b for a, b in zip(announced, announced[1:]))
    assert announced[-1] == session.availability


def test_the_docks_wait_for_the_cards_whatever_the_connection_order(qtbot):
    from palace_desktop.ui.main_window import MainWindow
    from palace_desktop.ui.models import SeatsModel

    match = Match(Rules.make(), ["Ann", "Ben"], [200, 200], 1)
    session = GameSession(match, [SeatKind("you"), SeatKind("bot", "easy")], 0)
    window = MainWindow(session)
    qtbot.addWidget(window)
    # The window's slot now comes last among the session's listeners: nothing may depend on
    # it being first.
    session.events_applied.disconnect(window.on_events)
    session.events_applied.connect(window.on_events)
    window.set_speed("instant")
    window.show()
    session.start_hand(deal("3h 6d", ["Ah Th 7h", "6s 6c Ad"], "2h"))
    window.set_speed("normal")
    session.submit(A.Bet(0, 1))
    qtbot.waitUntil(lambda: not window.scene.busy, timeout=10000)
    session.submit(A.Call(1))
    assert window.scene.busy
    assert not any("wins the battle" in line for line in window.log_model.lines())
    assert window.seats_model.index(0, SeatsModel.STATUS).data() != "Out of this hand"
    qtbot.waitUntil(lambda: not window.scene.busy, timeout=15000)
    assert any("Ben wins the battle" in line for line in window.log_model.lines())
    assert window.seats_model.index(0, SeatsModel.STATUS).data() == "Out of this hand"
    qtbot.waitUntil(lambda: window.summary is not None, timeout=5000)
    window.summary.close()
