"""The heap handed back at each hand's end (issue 43, item 2: memory that stays flat all
evening), and nothing done where glibc is not the allocator."""

from __future__ import annotations

import pytest

from palace_desktop.ui import heap_trim


@pytest.fixture
def fresh_lookup(monkeypatch):
    monkeypatch.setattr(heap_trim, "_trim", heap_trim._UNSET)


def test_the_heap_is_trimmed_once_a_hands_summary_is_up(qtbot, monkeypatch):
    from palace_desktop.engine.deal import SeedDeal
    from palace_desktop.engine.match import Match
    from palace_desktop.engine.rules import Rules
    from palace_desktop.live.bot_worker import BotWorker
    from palace_desktop.live.session import GameSession, SeatKind
    from palace_desktop.ui.main_window import MainWindow

    trims = []
    monkeypatch.setattr(heap_trim, "trim_heap", lambda: trims.append(1) or True)
    match = Match(Rules.make(), ["Ada", "Ben", "Cy"], [1000] * 3, dealer=0)
    session = GameSession(match, [SeatKind("bot", "easy")] * 3, 0,
                          worker=BotWorker(inline=True), bot_seed=1)
    session.bot_delay_ms = 0
    window = MainWindow(session)
    qtbot.addWidget(window)
    window.set_speed("instant")
    window.show()
    session.start_hand(SeedDeal(3))
    assert trims == []  # not while the hand is played
    qtbot.waitUntil(lambda: window.summary is not None and window.summary.isVisible(),
                    timeout=20000)
    qtbot.waitUntil(lambda: trims == [1], timeout=2000)


def test_glibc_trim_is_called_where_it_is_there(fresh_lookup, monkeypatch):
    calls = []
    monkeypatch.setattr(heap_trim.sys, "platform", "linux")
    monkeypatch.setattr(heap_trim.ctypes, "CDLL", lambda name: _FakeLibc(calls))
    assert heap_trim.trim_heap() is True
    assert calls == [0]


class _FakeLibc:
    def __init__(self, calls):
        self.malloc_trim = _FakeFunction(calls)


class _FakeFunction:
    def __init__(self, calls):
        self.calls = calls

    def __call__(self, pad):
        self.calls.append(pad)
        return 1


def test_nothing_is_done_off_linux(fresh_lookup, monkeypatch):
    def no_library(name):
        raise AssertionError("no C library is loaded off Linux")

    monkeypatch.setattr(heap_trim.sys, "platform", "darwin")
    monkeypatch.setattr(heap_trim.ctypes, "CDLL", no_library)
    assert heap_trim.trim_heap() is False
    assert heap_trim.trim_heap() is False


def test_nothing_is_done_with_a_c_library_that_has_no_malloc_trim(fresh_lookup, monkeypatch):
    # musl, for one: its C library has no malloc_trim.
    class Musl:
        pass

    monkeypatch.setattr(heap_trim.sys, "platform", "linux")
    monkeypatch.setattr(heap_trim.ctypes, "CDLL", lambda name: Musl())
    assert heap_trim.trim_heap() is False


def test_nothing_is_done_where_the_c_library_cannot_be_loaded(fresh_lookup, monkeypatch):
    def missing(name):
        raise OSError(name)

    monkeypatch.setattr(heap_trim.sys, "platform", "linux")
    monkeypatch.setattr(heap_trim.ctypes, "CDLL", missing)
    assert heap_trim.trim_heap() is False

