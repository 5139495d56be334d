"""A hand history exported from a seat at a table on the network (palace-seat-history/1) opens
in Game ▸ Open a hand history as that seat's log, hand by hand: it was refused ("format:
expected 'palace-hand/1' or 'palace-match/1'"), so a player could export what they saw and
never read it again. What the file says is checked as any file from outside."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings, strategies as st

from palace_desktop.engine.deal import SeedDeal
from palace_desktop.engine.history import HistoryError
from palace_desktop.engine.match import Match
from palace_desktop.engine.rules import Rules
from palace_desktop.engine.view import redact_events
from palace_desktop.live.narration import describe
from palace_desktop.live.remote_match import SEAT_HAND_FORMAT, SEAT_HISTORY_FORMAT
from palace_desktop.live.seat_history import seat_history_from_json
from palace_desktop.net.wire import event_to_json

from engine_play import random_action

NAMES = ["Ann", "Bea", "Cy"]


def seat_doc(seed: int = 3, seat: int = 1, hands: int = 2) -> tuple[dict, list]:
    """A seat's history of a real match, as RemoteMatch writes it, and the events it holds."""
    rng = random.Random(seed)
    match = Match(Rules.make(), NAMES, [60] * 3, dealer=2)
    told = []
    for number in range(1, hands + 1):
        events = list(match.start_hand(SeedDeal(rng.randrange(10**6))))
        while not match.state.is_over:
            events += match.apply(random_action(match.state.legal_actions(), rng))
        told.append((number, redact_events(events, seat)))
    doc = {"format": SEAT_HISTORY_FORMAT, "rules": match.rules.to_json(),
           "seats": [{"name": name} for name in NAMES], "viewer": seat,
           "hands": [{"hand": n, "events": [event_to_json(e) for e in events]}
                     for n, events in told]}
    return json.loads(json.dumps(doc)), told


def test_a_seat_s_history_reads_back_as_the_seat_saw_it():
    doc, told = seat_doc()
    history = seat_history_from_json(doc)
    assert history.names == tuple(NAMES) and history.viewer == 1
    assert ([(n, [event_to_json(e) for e in events]) for n, events in history.hands]
            == [(n, [event_to_json(e) for e in events]) for n, events in told])
    hand = {"format": SEAT_HAND_FORMAT, **{k: doc[k] for k in ("rules", "seats", "viewer")},
            **doc["hands"][1]}
    assert seat_history_from_json(hand).hands == history.hands[1:]


def test_the_window_tells_each_hand_in_the_game_log_s_words_and_no_other_palace(qtbot):
    from palace_desktop.ui.seat_history_window import SeatHistoryWindow

    doc, told = seat_doc()
    window = SeatHistoryWindow(seat_history_from_json(doc), source="bea.json")
    qtbot.addWidget(window)
    assert "Bea" in window.windowTitle() and window.hand_picker.count() == 2
    for index, (_number, events) in enumerate(told):
        window.hand_picker.setCurrentIndex(index)
        expected = [line for line in (describe(e, NAMES, 1) for e in events) if line]
        assert window.log.toPlainText().split("\n") == expected
        assert not any(line.startswith(("Ann gets the palace card", "Cy gets the palace card"))
                       for line in expected)
    assert window.log.isReadOnly() and window.hand_picker.accessibleName()


def test_open_a_hand_history_opens_a_seat_s_history_in_its_window(qtbot, qapp, tmp_path):
    from palace_desktop.games.files import Paths
    from palace_desktop.live.bot_worker import BotWorker
    from palace_desktop.live.persistence import Persistence
    from palace_desktop.ui.launcher import Launcher
    from palace_desktop.ui.seat_history_window import SeatHistoryWindow

    from replay_support import wait_for_openings

    doc, _told = seat_doc()
    path = tmp_path / "bea.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    launcher = Launcher(qapp, Persistence(Paths(tmp_path / "home")),
                        lambda: BotWorker(inline=True))
    launcher.open_window()
    try:
        launcher.open_history(str(path))
        wait_for_openings(qtbot)
        qtbot.waitUntil(lambda: any(isinstance(v, SeatHistoryWindow)
                                    for v in launcher.viewers), timeout=5000)
        shown = next(v for v in launcher.viewers if isinstance(v, SeatHistoryWindow))
        assert shown.history.viewer == 1
        shown.close()
    finally:
        launcher.window.close()


@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_any_damage_is_one_line_naming_the_field(data):
    doc, _told = seat_doc(hands=1)
    hand = doc["hands"][0]
    target = data.draw(st.sampled_from(["viewer", "seats", "hand", "event", "events"]))
    junk = data.draw(st.one_of(st.none(), st.booleans(), st.integers(-10**12, 10**12),
                               st.text(max_size=30), st.lists(st.integers(), max_size=3),
                               st.dictionaries(st.text(max_size=5), st.integers(), max_size=2)))
    if target == "viewer":
        doc["viewer"] = junk
    elif target == "seats":
        doc["seats"] = junk
    elif target == "hand":
        hand["hand"] = junk
    elif target == "events":
        hand["events"] = junk
    else:
        index = data.draw(st.integers(0, len(hand["events"]) - 1))
        key = data.draw(st.sampled_from(sorted(hand["events"][index])))
        hand["events"][index][key] = junk
    try:
        history = seat_history_from_json(doc)
    except HistoryError as error:
        assert "\n" not in str(error) and len(str(error)) < 300
    else:
        assert len(history.names) == 3 and -1 <= history.viewer < 3


def test_a_file_too_full_is_refused_without_reading_it_all():
    doc, _told = seat_doc(hands=1)
    doc["hands"] = doc["hands"] * 10_001
    with pytest.raises(HistoryError, match="hands: a list of at most"):
        seat_history_from_json(doc)
