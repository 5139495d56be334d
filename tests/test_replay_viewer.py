"""The hand-history viewer (issue: open a history file and step through it on the table, choosing
whose view to watch, only what that seat saw): stepping ends where the engine's replay ends,
a seat never sees another seat's hidden palace card on the table or in the log, the public view
shows no palace card, invalid files fail with one line, an illegal action stops the replay with
its rule, and Play steps on its own and stops at the end."""

from __future__ import annotations

import copy
import json
import re

import pytest

from palace_desktop.engine import actions as A
from palace_desktop.engine import history
from palace_desktop.engine.cards import UNKNOWN
from palace_desktop.engine.history import HistoryError

from replay_support import NAMES, play_match, save

CARD = re.compile(r"(?<![A-Za-z0-9])[2-9TJQKA][cdhs](?![A-Za-z0-9])")


@pytest.fixture
def open_viewer(qtbot):
    from palace_desktop.ui.replay_viewer import ReplayViewer

    def build(path, viewer=1, speed="instant", show=True):
        window = ReplayViewer.from_file(path, viewer=viewer)
        qtbot.addWidget(window)
        window.set_speed(speed)
        if show:
            window.show()
            qtbot.waitExposed(window)
        return window

    yield build


def step_to_the_end(viewer, on_step=None):
    steps = 0
    while not viewer.at_end():
        viewer.go_next()
        steps += 1
        if on_step:
            on_step()
        assert steps < 10_000
    return steps


def seat_items(viewer):
    return viewer.scene.seats


# ------------------------------------------------------------------------------------------
# Opening and stepping


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_stepping_to_the_end_gives_the_engines_result(tmp_path, open_viewer, seed):
    match = play_match(seed)
    viewer = open_viewer(save(tmp_path, match.to_json()))
    assert [h.playable for h in viewer.hands] == [len(h.actions) for h in match.hands]
    assert viewer.hand_combo.count() == 2
    assert viewer.hand_combo.currentText() == "Hand 1 of 2"
    steps = step_to_the_end(viewer)
    # Every action of both hands, plus one step to deal the second hand.
    assert steps == sum(len(h.actions) for h in match.hands) + 1
    assert viewer.hand_index == 1 and viewer.hand_combo.currentText() == "Hand 2 of 2"
    assert history.result_of(viewer.state) == history.result_of(match.state)
    assert history.result_of(viewer.state) == history.replay(match.to_json())
    assert not viewer.next_action.isEnabled()
    assert viewer.problem_label.text() == ""


def test_a_jump_is_the_same_position_as_stepping_there(tmp_path, open_viewer):
    match = play_match(4)
    viewer = open_viewer(save(tmp_path, match.to_json()))
    viewer.set_hand(1)
    stepped = []
    while viewer.position < viewer.action_count:
        viewer.go_next()
        stepped.append((history.result_of(viewer.state), viewer.log_lines(),
                        viewer.position_label.text(), viewer.action_label.text()))
    for position in range(viewer.action_count, 0, -1):
        viewer.go_to(1, position)
        assert (history.result_of(viewer.state), viewer.log_lines(),
                viewer.position_label.text(), viewer.action_label.text()) == stepped[position - 1]
    viewer.go_last()
    assert viewer.position == viewer.action_count
    viewer.go_first()
    assert viewer.position == 0 and viewer.hand_index == 1
    viewer.go_previous()  # from a hand's deal back to the end of the hand before
    assert viewer.hand_index == 0 and viewer.position == viewer.action_count
    assert history.result_of(viewer.state)["hand_over"]


def test_the_window_labels_the_file_the_position_and_the_action(tmp_path, open_viewer):
    match = play_match(5)
    viewer = open_viewer(save(tmp_path, match.to_json(), "evening.json"))
    assert viewer.windowTitle() == "Hand history \u2014 evening.json"
    assert viewer.width() >= 1000 and viewer.height() >= 700
    total = len(match.hands[0].actions)
    assert viewer.position_label.text() == f"Before action 1 of {total}"
    first = match.hands[0].actions[0]
    viewer.go_next()
    assert viewer.position_label.text() == f"Action 1 of {total}"
    assert viewer.action_label.text().startswith(NAMES[first.seat] + " ")
    bets = [(i, a) for i, a in enumerate(match.hands[0].actions) if isinstance(a, A.Bet)]
    if bets:
        index, bet = bets[0]
        viewer.go_to(0, index + 1)
        assert viewer.action_label.text() == f"{NAMES[bet.seat]} attacks {NAMES[bet.target]}"


def test_the_log_follows_the_position_and_a_click_goes_to_its_action(tmp_path, open_viewer):
    match = play_match(6)
    viewer = open_viewer(save(tmp_path, match.to_json()))
    at_deal = viewer.log_lines()
    assert at_deal[0] == "Hand 1 begins; Dora deals."
    viewer.go_next()
    lines = viewer.log_lines()
    assert lines[:len(at_deal)] == at_deal and len(lines) > len(at_deal)
    selected = sorted(i.row() for i in viewer.log_view.selectionModel().selectedIndexes())
    assert selected and selected[0] == len(at_deal)  # the current action's lines
    viewer.go_last()
    row = len(at_deal)  # the first action's first line
    viewer._on_log_clicked(viewer.log_model.index(row))
    assert viewer.position == 1


# ------------------------------------------------------------------------------------------
# Which hand of the match it is


def combo_items(viewer) -> list[str]:
    return [viewer.hand_combo.itemText(i) for i in range(viewer.hand_combo.count())]


def test_a_match_file_names_each_hand_by_its_number_in_the_match(tmp_path, open_viewer):
    # What Game > Export the match writes: every finished hand, from the first.
    match = play_match(7, hands=4)
    viewer = open_viewer(save(tmp_path, match.to_json(finished_only=True)))
    assert combo_items(viewer) == [f"Hand {k} of 4" for k in range(1, 5)]
    viewer.set_hand(3)
    dealer = NAMES[viewer.state.dealer]
    assert viewer.hand_combo.currentText() == "Hand 4 of 4"
    assert viewer.action_label.text() == f"Hand 4: {dealer} deals."
    assert viewer.log_lines()[0] == f"Hand 4 begins; {dealer} deals."


def test_an_exported_single_hand_does_not_claim_to_be_hand_1_of_1(tmp_path, open_viewer):
    """Game > Export the last finished hand writes `hand_to_json`, which carries no hand
    number (a palace-hand/1 document takes no key beyond its own: one would make the file
    invalid). The viewer names the hand by its file instead of calling it "Hand 1 of 1"."""
    match = play_match(7, hands=4)
    doc = match.hand_to_json(3)
    with pytest.raises(HistoryError):
        history.parse({**doc, "hand": 4})
    viewer = open_viewer(save(tmp_path, doc, "hand-4.json"))
    dealer = NAMES[viewer.state.dealer]
    assert combo_items(viewer) == ["Hand \u2014 hand-4.json"]
    assert not viewer.hand_combo.isEnabled()
    assert viewer.action_label.text() == f"{dealer} deals."
    assert viewer.log_lines()[0] == f"The hand begins; {dealer} deals."
    step_to_the_end(viewer)
    texts = [*combo_items(viewer), viewer.action_label.text(), viewer.position_label.text(),
             *viewer.log_lines()]
    assert not any(re.search(r"\bHand 1\b|\bof 1\b", text) for text in texts), texts
    assert history.result_of(viewer.state) == history.replay(doc)
    assert history.result_of(viewer.state)["chips"] == list(match.state.chips)


def test_a_single_hand_without_a_file_is_just_the_hand(qtbot):
    from palace_desktop.ui.replay_viewer import ReplayViewer

    viewer = ReplayViewer(play_match(7, hands=1).hand_to_json(0))
    qtbot.addWidget(viewer)
    assert combo_items(viewer) == ["Hand"]


# ------------------------------------------------------------------------------------------
# Only what the seat saw


class Recorder:
    """Every card value any table card item of the viewer was ever given."""

    def __init__(self, monkeypatch):
        from palace_desktop.ui.table import scene as scene_module
        from palace_desktop.ui.table.items import CardItem

        self.cards: list = []
        record = self.cards

        class RecordingCardItem(CardItem):
            def __init__(self, card=UNKNOWN, face_up=False, parent=None):
                super().__init__(card, face_up, parent)
                record.append(card)

            def set_card(self, card):
                record.append(card)
                super().set_card(card)

        monkeypatch.setattr(scene_module, "CardItem", RecordingCardItem)

    def take(self) -> list:
        cards, self.cards[:] = list(self.cards), []
        return cards


def hidden_palace_cards(viewer, seen: set) -> set:
    """Palace cards dealt this hand to other seats that the watched seat has not seen. A card
    rejected as a banner was shown to everyone (R5.3) before it went back into the deck."""
    deal = viewer.cursor.groups[0]
    dealt = {e.card for e in deal if isinstance(e, A.PalaceDealt) and e.seat != viewer.seat}
    rejected = {e.card for e in deal if isinstance(e, A.BannerRejected)}
    return dealt - seen - rejected


def check_privacy(viewer, recorder, seen: set) -> None:
    view = viewer.view()
    seen |= view.known_cards()
    hidden = hidden_palace_cards(viewer, seen)
    assert hidden, "the test should have cards to hide"
    assert not hidden & set(recorder.take()), "a hidden palace card reached a card item"
    for item in viewer.scene.card_items():
        assert item.card not in hidden
    for seat, items in seat_items(viewer).items():
        for item in items.palace:
            if seat != view.viewer and seat not in view.known_palaces:
                assert item.card is UNKNOWN and not item.face_pixmap_held()
    named = {token for line in viewer.log_lines() for token in CARD.findall(line)}
    assert not named & {str(c) for c in hidden}, "the log names a hidden palace card"


@pytest.mark.parametrize("seed", [1, 7, 8, 9])
@pytest.mark.parametrize("seat", [1, -1])
def test_the_watched_seat_never_sees_another_seats_hidden_palace(tmp_path, open_viewer,
                                                                 monkeypatch, seed, seat):
    recorder = Recorder(monkeypatch)
    viewer = open_viewer(save(tmp_path, play_match(seed).to_json()), viewer=seat)
    seen: set = set()
    check_privacy(viewer, recorder, seen)
    hand = viewer.hand_index

    def after_step():
        nonlocal hand
        if viewer.hand_index != hand:
            hand = viewer.hand_index
            seen.clear()
        check_privacy(viewer, recorder, seen)

    step_to_the_end(viewer, after_step)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_public_view_shows_no_palace_card_but_a_showdown(tmp_path, open_viewer, seed):
    from palace_desktop.ui.replay_viewer import PUBLIC

    match = play_match(seed)
    viewer = open_viewer(save(tmp_path, match.to_json()), viewer=PUBLIC)
    assert viewer.seat_combo.currentText().startswith("Public view")
    public: set = set()  # cards everyone has seen this hand
    hand = [viewer.hand_index]

    def check():
        deal = viewer.cursor.groups[0]
        if viewer.hand_index != hand[0]:
            hand[0] = viewer.hand_index
            public.clear()
        palace_cards = {str(e.card) for e in deal if isinstance(e, A.PalaceDealt)}
        showdown = viewer.state.showdown
        shown = {h["seat"] for h in showdown["hands"]} if showdown else set()
        for seat, items in seat_items(viewer).items():
            if seat in shown:  # R19.4: a quiet-round showdown is shown to everyone
                public.update(str(c) for c in viewer.state.palaces[seat])
            else:
                assert all(item.card is UNKNOWN for item in items.palace)
        assert viewer.scene.viewer == PUBLIC
        named = {token for line in viewer.log_lines() for token in CARD.findall(line)}
        # A palace card may have been seen as a rejected banner (R5.3) or come back into play
        # as a soldier after a reshuffle (R8.3).
        public.update(str(c) for s in viewer.state.soldiers for c in s)
        public.update(str(e.card) for e in deal if isinstance(e, A.BannerRejected))
        assert not (named & palace_cards) - public

    check()
    step_to_the_end(viewer, check)


def test_a_showdown_turns_the_palaces_over_for_every_viewer_r19_4(
        tmp_path, open_viewer, monkeypatch):
    from palace_desktop.ui.replay_viewer import PUBLIC

    match = play_match(7, hands=1, seats=3)
    assert match.state.showdown is not None  # a quiet round ended this hand (R17)
    path = save(tmp_path, match.to_json())
    seat_viewer = open_viewer(path, viewer=0)
    step_to_the_end(seat_viewer)
    shown = [h["seat"] for h in match.state.showdown["hands"]]
    for seat in shown:  # R19.4: every remaining hand is shown
        assert [i.card for i in seat_items(seat_viewer)[seat].palace] == \
            list(match.state.palaces[seat])
    recorder = Recorder(monkeypatch)
    public = open_viewer(path, viewer=PUBLIC)
    deal = public.cursor.groups[0]
    palace_cards = {e.card for e in deal if isinstance(e, A.PalaceDealt)}
    rejected = {e.card for e in deal if isinstance(e, A.BannerRejected)}
    step_to_the_end(public, lambda: None)
    # R19.4 shows the remaining hands to everyone, onlookers too; nothing else ever shows.
    showdown_palaces = {c for seat in shown for c in match.state.palaces[seat]}
    assert not (set(recorder.take()) & palace_cards) - rejected - showdown_palaces
    for seat, items in seat_items(public).items():
        expected = list(match.state.palaces[seat]) if seat in shown else \
            [UNKNOWN] * len(items.palace)
        assert [i.card for i in items.palace] == expected


def test_switching_watch_as_redraws_the_table_and_the_log(tmp_path, open_viewer):
    from palace_desktop.ui.replay_viewer import PUBLIC

    match = play_match(2)
    viewer = open_viewer(save(tmp_path, match.to_json()), viewer=1)
    viewer.go_to(0, 2)
    state = viewer.state
    items = seat_items(viewer)
    assert [i.card for i in items[1].palace] == list(state.palaces[1])
    assert all(i.card is UNKNOWN for i in items[2].palace)
    ben_log = viewer.log_lines()
    viewer.seat_combo.setCurrentIndex(viewer.seat_combo.findData(2))  # as a person would
    assert viewer.seat == 2 and viewer.scene.viewer == 2
    assert viewer.position == 2  # the same moment, seen by someone else
    items = seat_items(viewer)
    assert [i.card for i in items[2].palace] == list(state.palaces[2])
    assert all(i.card is UNKNOWN for i in items[1].palace)
    assert viewer.log_title.text() == "What Cleo saw"
    cleo_log = viewer.log_lines()
    assert cleo_log != ben_log
    assert not {str(c) for c in state.palaces[1]} & set(CARD.findall(" ".join(cleo_log)))
    viewer.set_seat(PUBLIC)
    assert viewer.seat_combo.currentData() == PUBLIC
    assert all(i.card is UNKNOWN for s in seat_items(viewer).values() for i in s.palace)
    assert viewer.seat_combo.count() == len(match.names) + 1


# ------------------------------------------------------------------------------------------
# Bad files and illegal actions


def test_invalid_files_raise_one_clear_line(tmp_path, qtbot):
    from palace_desktop.ui.replay_viewer import ReplayViewer

    cases = {
        "text.json": b"this is not json",
        "binary.json": b"\xff\xfe\x00garbage",
        "format.json": json.dumps({"format": "palace-save/9"}).encode(),
        "chips.json": json.dumps({**play_match(1, hands=1).to_json(),
                                  "seats": [{"name": "Ann", "chips": -5},
                                            {"name": "Ben", "chips": 200}]}).encode(),
        "empty.json": json.dumps({**play_match(1, hands=1).to_json(), "hands": []}).encode(),
    }
    expected = {"text.json": "not JSON", "binary.json": "not a UTF-8 text file",
                "format.json": "format", "chips.json": "seats[0].chips",
                "empty.json": "hands"}
    for name, data in cases.items():
        path = tmp_path / name
        path.write_bytes(data)
        with pytest.raises(HistoryError) as caught:
            ReplayViewer.from_file(str(path))
        message = str(caught.value)
        assert message.startswith(f"{name}: ") and expected[name] in message
        assert "\n" not in message
    with pytest.raises(HistoryError) as caught:
        ReplayViewer.from_file(tmp_path / "missing.json")
    assert str(caught.value).startswith("missing.json: cannot be read (")
    with pytest.raises(HistoryError):
        ReplayViewer({"format": "palace-hand/1"})


def test_the_hand_in_progress_of_an_autosaved_match_is_not_shown(tmp_path, open_viewer):
    """The `match` of an autosave ends with the hand being played: the viewer shows the
    finished hands only, as Export writes them, so no bot's hidden card of the hand in
    progress ever reaches the table or the log; a file of that hand alone is refused."""
    from palace_desktop.ui.replay_viewer import ReplayViewer

    match = play_match(6, hands=2)
    match.start_hand()
    for _ in range(3):
        match.apply(match.state.legal_actions()[0])
    viewer = open_viewer(save(tmp_path, match.to_json(), "autosave-match.json"), viewer=1)
    assert combo_items(viewer) == ["Hand 1 of 2", "Hand 2 of 2"]
    viewer.set_hand(1)
    step_to_the_end(viewer)
    assert viewer.hand_index == 1 and viewer.state.is_over
    assert not viewer.next_action.isEnabled() and not viewer.next_hand_action.isEnabled()
    assert viewer.state.palaces != match.state.palaces
    assert viewer.problem_label.text() == "The hand still being played is not shown."
    assert [h.deal for h in viewer.hands] == [h.deal for h in match.hands[:2]]
    with pytest.raises(HistoryError) as caught:
        ReplayViewer.from_file(save(tmp_path, match.hand_to_json(2), "hand-3.json"))
    assert str(caught.value).startswith("hand-3.json: ") and "not finished" in str(caught.value)


def test_an_illegal_action_stops_the_replay_with_its_rule(tmp_path, open_viewer):
    match = play_match(3, hands=2)
    doc = match.to_json()
    second = doc["hands"][1]["actions"]
    cut = min(5, len(second) - 1)
    wrong_seat = (second[cut]["seat"] + 1) % len(match.names)
    # Nobody may act out of turn (R7.1); a third hand after it can never be reached.
    second.insert(cut, {"seat": wrong_seat, "do": "stay"})
    doc["hands"].append(copy.deepcopy(doc["hands"][1]))
    expected = history.replay(doc)["rejected"]
    assert expected["hand"] == 1 and expected["index"] == cut
    viewer = open_viewer(save(tmp_path, doc))
    assert len(viewer.hands) == 2 and viewer.hand_combo.count() == 2
    step_to_the_end(viewer)
    assert viewer.hand_index == 1 and viewer.position == cut == viewer.action_count
    assert viewer.problem_label.text().startswith(
        f"Hand 2, action {cut + 1} is illegal: {expected['rule']}: it is not that seat's turn")
    assert expected["message"].startswith(expected["rule"] + ": ")
    assert "R7" in viewer.problem_label.text()
    assert viewer.problem_label.text().endswith(" (the 1 hand after it cannot be shown)")
    assert viewer.hand_combo.itemText(1) == "Hand 2 of 2"  # as many as it offers
    assert viewer.statusBar().isAncestorOf(viewer.problem_label)
    assert not viewer.next_action.isEnabled()
    # Everything before it stays viewable.
    assert history.result_of(viewer.state, expected) == history.replay(doc)
    viewer.go_first()
    viewer.set_hand(0)
    assert viewer.position == 0 and viewer.hand_index == 0


def test_an_illegal_action_in_a_single_hand_file(tmp_path, open_viewer):
    match = play_match(5, hands=1)
    doc = match.hand_to_json(0)
    doc["actions"].insert(0, {"seat": doc["actions"][0]["seat"], "do": "raise"})
    viewer = open_viewer(save(tmp_path, doc, "bug.json"))
    assert viewer.action_count == 0 and viewer.position_label.text() == "No actions"
    assert not viewer.hand_combo.isEnabled()
    rejected = history.replay(doc)["rejected"]
    # The refusal in the reader's words (the engine's English is for the command line).
    assert rejected["message"] == "R7.2: there is no bet to answer"
    assert viewer.problem_label.text() == "Action 1 is illegal: R7.2: There is no bet to answer."
    assert not viewer.next_action.isEnabled() and not viewer.play_action.isEnabled()


# ------------------------------------------------------------------------------------------
# Play and the keyboard


def test_play_steps_and_stops_at_the_end(tmp_path, open_viewer, qtbot):
    match = play_match(1)
    viewer = open_viewer(save(tmp_path, match.to_json()))
    assert viewer.play_interval_ms == 1200
    viewer.play_interval_ms = 5
    viewer.play()
    assert viewer.is_playing and viewer.play_action.text() == "Pause"
    qtbot.waitUntil(lambda: not viewer.is_playing, timeout=20_000)
    assert viewer.at_end()
    assert not viewer._play_timer.isActive()
    assert viewer.play_action.text() == "Play"
    assert history.result_of(viewer.state) == history.result_of(match.state)
    viewer.play()  # from the end: again from the hand's deal
    assert viewer.is_playing and viewer.position == 0
    viewer.pause()
    assert not viewer._play_timer.isActive()


def test_play_waits_for_the_cards_to_land(tmp_path, open_viewer, qtbot):
    viewer = open_viewer(save(tmp_path, play_match(2).to_json()), speed="fast")
    viewer.go_to(1, viewer.hands[1].playable - 3)
    viewer.play_interval_ms = 1
    ticks = []
    viewer.scene.busy_changed.connect(lambda busy: ticks.append((busy, viewer.position)))
    viewer.play()
    qtbot.waitUntil(lambda: not viewer.is_playing, timeout=20_000)
    qtbot.waitUntil(lambda: not viewer.scene.busy, timeout=20_000)
    assert viewer.at_end()
    # Each step's animation ended before the next step began.
    starts = [position for busy, position in ticks if busy]
    assert starts == sorted(set(starts)) and len(starts) == 3


def test_closing_stops_play(tmp_path, open_viewer):
    viewer = open_viewer(save(tmp_path, play_match(1).to_json()), speed="normal")
    viewer.play()
    assert viewer._play_timer.isActive()
    viewer.close()
    assert not viewer.is_playing and not viewer._play_timer.isActive()
    assert not viewer.scene.busy


def test_keyboard_shortcuts_step_jump_and_play(tmp_path, open_viewer, qtbot):
    from PySide6.QtCore import Qt

    viewer = open_viewer(save(tmp_path, play_match(1).to_json()))
    viewer.activateWindow()
    qtbot.waitUntil(viewer.isActiveWindow)
    for widget in (viewer, viewer.log_view, viewer.seat_combo):
        widget.setFocus()
        qtbot.keyClick(widget, Qt.Key.Key_Right)
        qtbot.keyClick(widget, Qt.Key.Key_Right)
        assert viewer.position == 2
        qtbot.keyClick(widget, Qt.Key.Key_Left)
        assert viewer.position == 1
        qtbot.keyClick(widget, Qt.Key.Key_End)
        assert viewer.position == viewer.action_count
        qtbot.keyClick(widget, Qt.Key.Key_Home)
        assert viewer.position == 0
        qtbot.keyClick(widget, Qt.Key.Key_Space)
        assert viewer.is_playing
        qtbot.keyClick(widget, Qt.Key.Key_Space)
        assert not viewer.is_playing
    qtbot.keyClick(viewer, Qt.Key.Key_PageDown)
    assert viewer.hand_index == 1
    qtbot.keyClick(viewer, Qt.Key.Key_PageUp)
    assert viewer.hand_index == 0
    assert viewer.seat == 1  # no key changed whose view it is


def test_the_speed_menu_ticks_one_speed(tmp_path, open_viewer):
    viewer = open_viewer(save(tmp_path, play_match(1).to_json()), speed="normal")
    viewer.speed_actions["fast"].trigger()
    assert [k for k, a in viewer.speed_actions.items() if a.isChecked()] == ["fast"]
    viewer.set_speed("slow")
    assert [k for k, a in viewer.speed_actions.items() if a.isChecked()] == ["slow"]
