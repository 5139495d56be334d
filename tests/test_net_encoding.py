"""The server's shortcuts give what the plain way gives: events encoded once for every viewer
of a move, views sharing their records' JSON, the autosave's finished hands encoded once, the
bots' memories fed when they decide, the autosave's writes of one table merged."""

from __future__ import annotations

import json
import os
import random
import threading
import time

from hypothesis import given, settings, strategies as st

from palace_desktop.bots import make_bot
from palace_desktop.bots.memory import TableMemory
from palace_desktop.engine.deal import SeedDeal
from palace_desktop.engine.match import Match
from palace_desktop.engine.rules import Rules
from palace_desktop.engine.view import redact_events
import palace_desktop.net.store as store_module
from palace_desktop.net.game import BotSeat
from palace_desktop.net.spectators import PUBLIC
from palace_desktop.net.store import TableStore
from palace_desktop.net.wire import event_to_json, events_to_json, view_from_json, view_to_json


def _played(seats: int, seed: int, hands: int, chips: int = 60):
    """(match, the events of each deal and move) of random bots playing up to `hands` hands;
    yields after each."""
    rules = Rules.make(structure=random.Random(seed).choice(["limit", "no-limit"]))
    match = Match(rules, [f"P{i}" for i in range(seats)], [chips] * seats, dealer=0)
    rng = random.Random(seed)
    bots = [make_bot("random", s, seed=s) for s in range(seats)]
    for hand in range(hands):
        if match.is_over:
            return
        yield match, match.start_hand(SeedDeal(seed + hand))
        while not match.state.is_over:
            view = match.state.view(match.state.to_act)
            yield match, match.apply(bots[view.viewer].decide(view, view.legal_actions,
                                                              rng).action)


@settings(max_examples=15, deadline=None)
@given(st.integers(2, 10), st.integers(0, 10**6))
def test_each_viewer_gets_its_events_as_if_encoded_for_it_alone(seats, seed):
    for _, events in _played(seats, seed, hands=2):
        done: dict = {}
        viewers = list(range(seats)) + [PUBLIC]
        random.Random(seed).shuffle(viewers)  # whoever is asked first, the same answers
        for viewer in viewers:
            alone = [event_to_json(e) for e in redact_events(events, viewer)]
            assert events_to_json(events, viewer, done) == alone


@settings(max_examples=10, deadline=None)
@given(st.integers(2, 6), st.integers(0, 10**6))
def test_views_of_interleaved_tables_come_back_equal(seats, seed):
    """Views of two tables written in turn (the shared records' JSON is kept by identity):
    each comes back from its text as the view it was."""
    tables = [_played(seats, seed, hands=2), _played(seats + 1, seed + 1, hands=2)]
    going = True
    while going:
        going = False
        for table in tables:
            step = next(table, None)
            if step is None:
                continue
            going = True
            match = step[0]
            for viewer in [PUBLIC] + list(range(len(match.names))):
                view = match.state.view(viewer)
                assert view_from_json(json.loads(json.dumps(view_to_json(view)))) == view


@settings(max_examples=10, deadline=None)
@given(st.integers(2, 6), st.integers(0, 10**6), st.booleans())
def test_a_match_saved_after_every_move_is_the_whole_match(seats, seed, finished_only):
    kept: list = []
    for match, _ in _played(seats, seed, hands=4, chips=30):
        assert match.to_json(finished_only, finished_json=kept) == \
            match.to_json(finished_only)


@settings(max_examples=10, deadline=None)
@given(st.integers(2, 6), st.integers(0, 10**6))
def test_a_bot_fed_when_it_decides_remembers_what_one_fed_every_move_does(seats, seed):
    fed_each_move = TableMemory(1)
    bot = BotSeat("easy", 1, seed)
    bot.MAX_UNSEEN = 7  # also taken in on the way now and then
    for _, events in _played(seats, seed, hands=3):
        fed_each_move.record(events)
        bot.observe(events)
        assert len(bot._unseen) <= bot.MAX_UNSEEN  # a bot that never decides holds no pile
    assert bot.remember() == fed_each_move


def test_a_tables_writes_not_begun_are_merged_into_its_newest(tmp_path, monkeypatch):
    """While a table's file is being written, its saves asked meanwhile wait as one: the
    newest document, written next; every save's future is done once that is on disk. Another
    table's file is written meanwhile."""
    store = TableStore(tmp_path)
    gate = threading.Event()
    written = []

    def write(room, doc):
        if doc == 0:
            gate.wait(10)  # the first write of the room takes its time
        written.append((room, doc))

    class Table:
        def __init__(self, room):
            self.room = room

    monkeypatch.setattr(store, "_write", write)
    documents = iter(range(100))
    monkeypatch.setattr(store_module, "table_to_json", lambda table: next(documents))
    futures = [store.save(Table("AAAAAAAAAA")) for _ in range(10)]
    store.save(Table("BBBBBBBBBB")).result(10)  # not held up by the other table's write
    assert written == [("BBBBBBBBBB", 10)]
    gate.set()
    for future in futures:
        future.result(10)
    store.written("AAAAAAAAAA").result(10)
    store.close()
    assert written == [("BBBBBBBBBB", 10), ("AAAAAAAAAA", 0), ("AAAAAAAAAA", 9)]


def test_what_is_written_is_synced_within_a_second_and_at_the_close(tmp_path, monkeypatch):
    synced = []
    real_fsync = store_module.os.fsync
    monkeypatch.setattr(store_module.os, "fsync",
                        lambda fd: synced.append(os.readlink(f"/proc/self/fd/{fd}"))
                        or real_fsync(fd))
    store = TableStore(tmp_path)
    monkeypatch.setattr(store, "SYNC_SECONDS", 0.05)

    class Table:
        room = "AAAAAAAAAA"

    monkeypatch.setattr(store_module, "table_to_json", lambda table: {"n": 1})
    store.save(Table()).result(10)
    for _ in range(300):
        if len(synced) == 2:
            break
        time.sleep(0.01)
    once = [str(store.path("AAAAAAAAAA")), str(tmp_path)]  # the file, then its directory
    assert synced == once
    store.save(Table()).result(10)
    store.close()  # syncs what is left
    assert synced == once * 2
