"""The replay cursor of games/replay.py, without Qt: stepping ends where the engine's replay
ends, a jump is the same position as stepping there, stepping back crosses hands, a seat's
events hide the other seats' palace cards (R19) and the public view hides all of them, an
illegal action stops the replay, a bad file fails with one line that names it, and only finished
hands are shown (a hand in progress, as in the autosave's match, would show hidden cards)."""

from __future__ import annotations

import copy
import json
import subprocess
import sys

import pytest

from palace_desktop.engine import actions as A
from palace_desktop.engine import history
from palace_desktop.engine.cards import UNKNOWN
from palace_desktop.engine.history import HistoryError
from palace_desktop.games.replay import PUBLIC, ReplayCursor

from replay_support import play_match, save


def test_importing_the_cursor_loads_no_qt():
    # A fresh interpreter: this test session has Qt loaded by other tests.
    code = ("import sys, palace_desktop.games.replay; "
            "sys.exit(any(m.split('.')[0] in ('PySide6', 'shiboken6') for m in sys.modules))")
    assert subprocess.run([sys.executable, "-c", code]).returncode == 0


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_stepping_to_the_end_gives_the_engines_result(seed):
    match = play_match(seed)
    cursor = ReplayCursor(match.to_json(), viewer=1)
    assert (cursor.hand_index, cursor.position) == (0, 0)
    assert [h.playable for h in cursor.hands] == [len(h.actions) for h in match.hands]
    assert [h.number for h in cursor.hands] == [1, 2]
    steps = 0
    while cursor.can_step_forward():
        assert cursor.step_forward() is not None
        steps += 1
    # Every action of both hands, plus one step to deal the second hand.
    assert steps == sum(len(h.actions) for h in match.hands) + 1
    assert cursor.at_end() and cursor.hand_index == 1
    assert history.result_of(cursor.state) == history.replay(match.to_json())
    assert cursor.step_forward() is None and cursor.at_end()  # nothing moves at the end
    assert cursor.rejected_hand is None and cursor.hands_left_out == 0


def test_a_jump_is_the_same_position_as_stepping_there():
    match = play_match(4)
    cursor = ReplayCursor(match.to_json(), viewer=0)
    cursor.jump(1, 0)
    stepped = []
    while cursor.position < cursor.action_count:
        cursor.step_forward()
        stepped.append((history.result_of(cursor.state), cursor.groups[:], cursor.last_action()))
    for position in range(cursor.action_count, 0, -1):
        cursor.jump(1, position)
        assert (history.result_of(cursor.state), cursor.groups,
                cursor.last_action()) == stepped[position - 1]
        assert len(cursor.groups) == position + 1
    assert cursor.last_action() == match.hands[1].actions[0]
    cursor.jump(1, 0)
    assert cursor.last_action() is None


def test_jumps_are_clamped_to_the_history():
    match = play_match(4)
    cursor = ReplayCursor(match.to_json())
    cursor.jump(9, 10_000)
    assert (cursor.hand_index, cursor.position) == (1, len(match.hands[1].actions))
    cursor.jump(-3, -1)
    assert (cursor.hand_index, cursor.position) == (0, 0)


def test_stepping_back_crosses_to_the_end_of_the_hand_before():
    match = play_match(5)
    cursor = ReplayCursor(match.to_json())
    assert not cursor.can_step_back() and not cursor.step_back()
    assert (cursor.hand_index, cursor.position) == (0, 0)
    cursor.jump(1, 1)
    assert cursor.step_back() and (cursor.hand_index, cursor.position) == (1, 0)
    assert cursor.step_back()
    assert (cursor.hand_index, cursor.position) == (0, len(match.hands[0].actions))
    assert history.result_of(cursor.state)["hand_over"]


def palace_cards_seen(cursor) -> dict[int, set]:
    """Per seat, the palace cards the cursor's deal events show to the watched seat."""
    seen: dict[int, set] = {}
    for _index, event in cursor.seen_events():
        if isinstance(event, A.PalaceDealt):
            seen.setdefault(event.seat, set()).add(event.card)
    return seen


@pytest.mark.parametrize("seed", [1, 7, 8])
def test_a_seat_sees_its_own_palace_only_and_the_public_view_none_r19(seed):
    cursor = ReplayCursor(play_match(seed).to_json(), viewer=1)
    cursor.jump(0, 3)
    seen = palace_cards_seen(cursor)
    dealt = {e.card for e in cursor.groups[0] if isinstance(e, A.PalaceDealt) and e.seat == 1}
    assert UNKNOWN not in seen[1] and seen[1] == dealt
    assert all(cards == {UNKNOWN} for seat, cards in seen.items() if seat != 1)
    assert cursor.view().viewer == 1
    assert UNKNOWN not in cursor.view().palaces[1]
    cursor.watch(PUBLIC)
    assert (cursor.hand_index, cursor.position) == (0, 3)  # the same moment, someone else
    assert all(cards == {UNKNOWN} for cards in palace_cards_seen(cursor).values())
    assert all(card is UNKNOWN for palace in cursor.view().palaces for card in palace)
    # Every event kept carries the index of the step that made it.
    assert [index for index, _ in cursor.seen_events()] == sorted(
        index for index, _ in cursor.seen_events())


def test_a_step_returns_its_events_as_the_watched_seat_saw_them():
    cursor = ReplayCursor(play_match(2).to_json(), viewer=PUBLIC)
    cursor.jump(0, cursor.action_count)
    deal = cursor.step_forward()  # the second hand's deal
    assert cursor.hand_index == 1 and cursor.position == 0
    assert deal == cursor.seen(cursor.groups[0]) and deal != cursor.groups[0]
    assert all(e.card is UNKNOWN for e in deal if isinstance(e, A.PalaceDealt))


def test_an_unknown_seat_watches_seat_0_and_watch_refuses_one():
    doc = play_match(1, hands=1).to_json()
    assert ReplayCursor(doc, viewer=7).seat == 0
    assert ReplayCursor(doc, viewer=PUBLIC).seat == PUBLIC
    cursor = ReplayCursor(doc, viewer=2)
    with pytest.raises(ValueError):
        cursor.watch(4)
    assert cursor.seat == 2 and not cursor.can_watch(-2)


def test_an_illegal_action_stops_the_replay():
    match = play_match(3, hands=2)
    doc = match.to_json()
    second = doc["hands"][1]["actions"]
    cut = min(5, len(second) - 1)
    # Nobody may act out of turn (R7.1); a third hand after it can never be reached.
    second.insert(cut, {"seat": (second[cut]["seat"] + 1) % len(match.names), "do": "stay"})
    doc["hands"].append(copy.deepcopy(doc["hands"][1]))
    expected = history.replay(doc)["rejected"]
    cursor = ReplayCursor(doc)
    assert len(cursor.hands) == 2 and cursor.hands_left_out == 1
    assert cursor.rejected_hand is cursor.hands[1]
    assert cursor.rejected_hand.rejected["message"] == expected["message"]
    assert cursor.hands[1].playable == cut
    cursor.jump(1, 10_000)
    assert cursor.position == cut and cursor.at_end() and not cursor.can_step_forward()
    assert history.result_of(cursor.state, expected) == history.replay(doc)


def test_a_single_hand_file_has_no_hand_number():
    doc = play_match(7, hands=4).hand_to_json(3)
    cursor = ReplayCursor(doc)
    assert [h.number for h in cursor.hands] == [None]
    cursor.jump(0, cursor.action_count)
    assert history.result_of(cursor.state) == history.replay(doc)


def test_bad_files_fail_with_one_line_that_names_them(tmp_path):
    cases = {"text.json": b"this is not json", "binary.json": b"\xff\xfe\x00garbage",
             "format.json": json.dumps({"format": "palace-save/9"}).encode(),
             "empty.json": json.dumps({**play_match(1, hands=1).to_json(),
                                       "hands": []}).encode()}
    expected = {"text.json": "not JSON", "binary.json": "not a UTF-8 text file",
                "format.json": "format", "empty.json": "hands"}
    for name, data in cases.items():
        (tmp_path / name).write_bytes(data)
        with pytest.raises(HistoryError) as caught:
            ReplayCursor.from_file(tmp_path / name)
        message = str(caught.value)
        assert message.startswith(f"{name}: ") and expected[name] in message
        assert "\n" not in message
    # A file that cannot be read is refused the same way (a HistoryError, not an OSError).
    with pytest.raises(HistoryError) as caught:
        ReplayCursor.from_file(tmp_path / "missing.json")
    assert str(caught.value).startswith("missing.json: cannot be read (")
    good = ReplayCursor.from_file(save(tmp_path, play_match(1, hands=1).to_json()), viewer=2)
    assert good.seat == 2 and good.names == ("Ann", "Ben", "Cleo", "Dora")


# ------------------------------------------------------------------------------------------
# Finished hands only: a hand in progress would show the bots' hidden cards


def match_in_progress(seed: int, finished: int, actions: int = 3):
    """A match of `finished` hands and one more in progress, as the autosave holds it."""
    match = play_match(seed, hands=finished)
    match.start_hand()
    for _ in range(actions):
        match.apply(match.state.legal_actions()[0])
    assert match.hand_in_progress
    return match


def test_a_match_shows_its_finished_hands_only():
    match = match_in_progress(2, finished=2)
    cursor = ReplayCursor(match.to_json(), viewer=PUBLIC)
    assert len(cursor.hands) == 2 and cursor.hand_in_progress_left_out
    assert cursor.rejected_hand is None and cursor.hands_left_out == 0
    cursor.jump(99, 10_000)
    assert cursor.hand_index == 1 and not cursor.can_step_forward() and cursor.at_end()
    # No step ever reaches the hand in progress: the last one ends with the finished hand.
    while cursor.step_back():
        pass
    while cursor.step_forward() is not None:
        assert cursor.hand_index < 2
    assert cursor.state.is_over
    finished = ReplayCursor(match.to_json(finished_only=True), viewer=PUBLIC)
    assert not finished.hand_in_progress_left_out
    assert [h.deal for h in finished.hands] == [h.deal for h in cursor.hands]


def test_the_match_of_an_autosave_shows_its_finished_hands_only(tmp_path):
    from palace_desktop.games.saved_games import save_match
    from palace_desktop.games.storage import Paths

    match = match_in_progress(5, finished=1)
    saved = save_match(Paths(tmp_path), match.to_json(), {"viewer": 0})
    part = save(tmp_path, json.loads(saved.read_text(encoding="utf-8"))["match"], "part.json")
    cursor = ReplayCursor.from_file(part, viewer=0)
    assert len(cursor.hands) == 1 and cursor.hand_in_progress_left_out
    dealt_now = {e.card for e in match.events()[-40:] if isinstance(e, A.PalaceDealt)}
    cursor.jump(0, cursor.action_count)
    assert cursor.state.palaces != match.state.palaces and dealt_now
    # The autosave itself is no hand history: refused in one line that names it.
    with pytest.raises(HistoryError) as caught:
        ReplayCursor.from_file(saved)
    assert str(caught.value).startswith(f"{saved.name}: ") and "palace-save/1" in str(caught.value)
    assert "\n" not in str(caught.value)


def test_a_match_with_no_finished_hand_is_refused(tmp_path):
    path = save(tmp_path, match_in_progress(1, finished=0).to_json(), "autosave-match.json")
    with pytest.raises(HistoryError) as caught:
        ReplayCursor.from_file(path)
    message = str(caught.value)
    assert message.startswith("autosave-match.json: ") and "\n" not in message
    assert "no finished hand" in message


def test_a_single_unfinished_hand_is_refused(tmp_path):
    # The viewer opens finished hands only, as Export writes them: a palace-hand/1 of a hand
    # still being played is refused, like a match's hand in progress is left out.
    match = match_in_progress(4, finished=1)
    path = save(tmp_path, match.hand_to_json(1), "hand-2.json")
    with pytest.raises(HistoryError) as caught:
        ReplayCursor.from_file(path)
    message = str(caught.value)
    assert message.startswith("hand-2.json: ") and "not finished" in message
    assert "\n" not in message
    # An illegal action stops a hand rather than leaving it in progress: that hand is shown
    # up to the illegal action (a bug report), as before.
    doc = match.hand_to_json(1)
    doc["actions"].append({"seat": (match.state.to_act + 1) % 4, "do": "stay"})
    assert ReplayCursor(doc).rejected_hand is not None


def test_special_files_are_refused_in_one_line_that_names_them(tmp_path):
    import os

    from palace_desktop.engine.history_file import MAX_FILE_BYTES

    big = tmp_path / "big.json"
    with open(big, "wb") as handle:
        handle.truncate(MAX_FILE_BYTES + 1)
    cases = {big: "over the", tmp_path / "missing.json": "cannot be read",
             tmp_path: "directory"}
    if hasattr(os, "mkfifo"):
        os.mkfifo(tmp_path / "pipe.json")
        cases[tmp_path / "pipe.json"] = "not a regular file"
    (tmp_path / "deep.json").write_text("[" * 100_000)
    cases[tmp_path / "deep.json"] = "level limit"
    for path, words in cases.items():
        with pytest.raises(HistoryError) as caught:
            ReplayCursor.from_file(path)
        message = str(caught.value)
        assert message.startswith(f"{path.name}: ") and words in message, message
        assert "\n" not in message
