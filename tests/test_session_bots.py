"""The session's turn loop with bots: they think in a worker (a process in the app), their
answers wait for the table's animations, an answer for an outdated state is dropped, and a
person at the table plays through the controller."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from palace_desktop.live.bot_worker import BotWorker
from palace_desktop.engine import actions as A
from palace_desktop.engine.deal import SeedDeal
from palace_desktop.engine.match import Match
from palace_desktop.engine.rules import Rules
from palace_desktop.live.session import GameSession, SeatKind


def bots_session(worker, seats=3, you=True):
    names = [f"P{i}" for i in range(seats)]
    kinds = ([SeatKind("you")] if you else [SeatKind("bot", "easy")]) + \
        [SeatKind("bot", "easy")] * (seats - 1)
    session = GameSession(Match(Rules.make(), names, [200] * seats, seats - 1), kinds, 0,
                          worker=worker, bot_seed=3)
    session.bot_delay_ms = 0
    return session


def test_bots_play_a_hand_to_the_end_inline(qtbot):
    worker = BotWorker(inline=True)
    session = bots_session(worker, you=False)
    reasons = []
    session.bot_decided.connect(lambda seat, reason: reasons.append((seat, reason.text)))
    session.start_hand(SeedDeal(8))
    qtbot.waitUntil(lambda: session.state.is_over, timeout=20000)
    assert reasons and all(text for _, text in reasons)
    assert len(reasons) == len(session.match.hands[-1].actions)


def test_a_person_and_process_bots_finish_a_hand(qtbot):
    from palace_desktop.ui.controller import Controller

    worker = BotWorker()
    try:
        session = bots_session(worker)
        controller = Controller(session)
        thinking = []
        session.thinking_changed.connect(lambda seat, on: thinking.append((seat, on)))
        session.start_hand(SeedDeal(21))
        for _ in range(60):
            qtbot.waitUntil(lambda: session.state.is_over or session.human_to_act() == 0,
                            timeout=30000)
            if session.state.is_over:
                break
            availability = session.availability
            if availability.trim:
                assert controller.done()
            elif availability.call:
                assert controller.fold()
            else:
                assert controller.stay()
        assert session.state.is_over
        assert any(on for _, on in thinking) and thinking[-1][1] is False
    finally:
        worker.shutdown()


def test_an_answer_for_an_outdated_state_is_dropped(qtbot):
    worker = BotWorker(inline=True)
    names = ["A", "B"]
    session = GameSession(Match(Rules.make(), names, [200, 200], 1),
                          [SeatKind("bot", "easy"), SeatKind("human")], 1, worker=worker)
    session.bot_delay_ms = 0
    session.worker = None  # no automatic request: this test asks by hand
    session.start_hand(SeedDeal(4))
    stale_token = session.token
    state = session.state
    from palace_desktop.live.bot_worker import decide

    decision = decide("easy", 0, 0, stale_token, state.view(0), {})
    session.submit(A.Fold(0))  # the game moves on before the answer arrives
    applied = []
    session.events_applied.connect(lambda events: applied.append(events))
    session._waiting_token = stale_token
    session._on_decided(stale_token, decision)
    # Dropped, not put off: no answer is held and no timer would apply one later.
    assert session._pending is None and not session._delay_timer.isActive()
    QCoreApplication.processEvents()
    assert applied == []


def test_bot_answers_wait_while_the_table_animates(qtbot):
    worker = BotWorker(inline=True)
    session = bots_session(worker, you=False)
    session.set_presentation_busy(True)
    with qtbot.waitSignal(worker.decided, timeout=10000):
        session.start_hand(SeedDeal(5))
    QCoreApplication.processEvents()
    assert session.match.hands[-1].actions == []  # decided, but held back
    session.set_presentation_busy(False)
    qtbot.waitUntil(lambda: len(session.match.hands[-1].actions) >= 1, timeout=5000)
    session.stop()
    qtbot.waitUntil(lambda: not session.bot_thinking or session.state.is_over, timeout=5000)
    session.stop()
