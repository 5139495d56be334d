"""The session keeps a TableMemory per bot seat for the match and sends it with every bot
request (live/session.py, live/bot_worker.py): it counts what the seat saw, a new hand's start
included; a new game starts afresh; a loaded game replays its record into it."""

from __future__ import annotations

import copy
import pickle

from PySide6.QtCore import QObject, QTimer, Signal

from palace_desktop.bots.base import Bot, Decision, Reason
from palace_desktop.bots.memory import TableMemory
from palace_desktop.engine import actions as A
from palace_desktop.engine.deal import SeedDeal
from palace_desktop.engine.match import Match
from palace_desktop.engine.rules import Rules
from palace_desktop.live import bot_worker
from palace_desktop.live.session import GameSession, SeatKind


def aggressive_choice(view) -> A.Action:
    """Seat 0 attacks whenever it can; everyone else calls or stays."""
    legal = view.legal_actions
    kinds = {type(a): a for a in legal}
    if view.viewer == 0:
        bets = [a for a in legal if type(a) is A.Bet]
        if bets:
            return bets[0]
    for kind in (A.Call, A.Stay):
        if kind in kinds:
            return kinds[kind]
    return legal[0]


class RecordingWorker(QObject):
    """The worker's interface; keeps a copy of each request's memory and answers with
    `aggressive_choice` on the next turn of the event loop."""

    decided = Signal(int, object)
    failed = Signal(int, str)

    def __init__(self):
        super().__init__()
        self.requests: list[tuple[int, TableMemory]] = []

    def request(self, token, level, seat, seed, view, options=None, memory=None):
        self.requests.append((seat, copy.deepcopy(memory)))
        action = aggressive_choice(view)
        QTimer.singleShot(0, self, lambda: self.decided.emit(
            token, Decision(action, Reason.make("random", name=view.names[seat]))))

    @property
    def pending(self) -> int:
        return 0

    def shutdown(self) -> None:
        pass


def three_bots(worker, match=None):
    match = match or Match(Rules.make(), ["A", "B", "C"], [200] * 3, 2)
    session = GameSession(match, [SeatKind("bot", "hard")] * 3, 0, worker=worker, bot_seed=1)
    session.bot_delay_ms = 0
    return session


def play_hands(qtbot, session, deals):
    for deal in deals:
        session.start_hand(SeedDeal(deal))
        qtbot.waitUntil(lambda: session.state.is_over, timeout=20000)


def test_each_request_carries_the_seats_memory_of_what_happened(qtbot):
    worker = RecordingWorker()
    session = three_bots(worker)
    play_hands(qtbot, session, [11, 12])
    assert worker.requests
    for seat, memory in worker.requests:
        assert isinstance(memory, TableMemory) and memory.viewer == seat
        assert seat not in memory.counts  # a seat does not count itself
    # The last request of the second hand: both hands' starts and seat 0's attacks counted.
    seat, memory = next((s, m) for s, m in reversed(worker.requests) if s != 0)
    assert memory.hands == 2
    assert memory.count(0, "turn") >= 2
    assert memory.count(0, "attack") >= 1
    assert memory.count(0, "attack") == session.memories[seat].count(0, "attack")
    # The session's memories are the match's: what every seat saw to the end.
    total = sum(1 for h in session.match.hands for a in h.actions
                if type(a) is A.Bet and a.seat == 0)
    assert session.memories[1].count(0, "attack") == total


def test_a_new_game_starts_with_new_memories_and_a_loaded_one_replays_its_record(qtbot):
    worker = RecordingWorker()
    session = three_bots(worker)
    play_hands(qtbot, session, [5])
    seen = session.memories[2].count(0, "turn")
    assert seen >= 1
    fresh = three_bots(RecordingWorker())
    assert all(m.hands == 0 and not m.counts for m in fresh.memories.values())
    loaded = three_bots(RecordingWorker(), match=session.match)
    assert loaded.memories[2].hands == 1
    assert loaded.memories[2].counts == session.memories[2].counts


def test_only_bot_seats_keep_a_memory():
    match = Match(Rules.make(), ["A", "B"], [200, 200], 1)
    session = GameSession(match, [SeatKind("you"), SeatKind("bot", "easy")], 0)
    assert set(session.memories) == {1}


def test_the_worker_hands_the_memory_to_the_bot_and_it_pickles(monkeypatch):
    got = []

    class Recorder(Bot):
        level = "recorder"

        def _decide(self, view, legal, rng):
            got.append(self.memory)
            return Decision(legal[0], Reason.make("random", name="x"))

    import palace_desktop.bots as bots  # bot_worker imports make_bot from there when first used

    monkeypatch.setattr(bots, "make_bot", lambda level, seat, seed, **o: Recorder(seat))
    monkeypatch.setattr(bot_worker, "_BOTS", {})
    memory = TableMemory(1)
    memory.counts[0] = {"turn": 3, "attack": 2}
    match = Match(Rules.make(), ["A", "B"], [200, 200], 1)
    match.start_hand(SeedDeal(3))
    view = match.state.view(match.state.to_act)
    shipped = pickle.loads(pickle.dumps(memory))  # as a worker process receives it
    bot_worker.decide("recorder", view.viewer, 0, 1, view, {}, shipped)
    assert got and got[0].counts == {0: {"turn": 3, "attack": 2}}


def test_a_request_held_for_the_first_frame_keeps_its_memory(qtbot, monkeypatch):
    """The worker holds requests until the app's first frame (start-up); a held request must
    reach the bot with its memory, as a request sent at once does (a resumed game's first
    bot turn comes with the memory rebuilt from the record)."""
    got = []

    class Recorder(Bot):
        level = "recorder"

        def _decide(self, view, legal, rng):
            got.append(self.memory)
            return Decision(legal[0], Reason.make("random", name="x"))

    import palace_desktop.bots as bots

    monkeypatch.setattr(bots, "make_bot", lambda level, seat, seed, **o: Recorder(seat))
    monkeypatch.setattr(bot_worker, "_BOTS", {})
    memory = TableMemory(1)
    memory.counts[0] = {"turn": 2, "attack": 1}
    match = Match(Rules.make(), ["A", "B"], [200, 200], 1)
    match.start_hand(SeedDeal(3))
    view = match.state.view(match.state.to_act)
    worker = bot_worker.BotWorker(inline=True)
    worker.hold(60_000)
    worker.request(1, "recorder", view.viewer, 0, view, {}, memory=memory)
    worker.release()
    qtbot.waitUntil(lambda: bool(got), timeout=2000)
    assert got[0] is not None and got[0].counts == {0: {"turn": 2, "attack": 1}}
    worker.shutdown()
