"""The table (issue: QGraphicsScene view, models, screenshot mode): the scene shows exactly one
seat's view, hidden cards never get a face, the models follow the events, and `--screenshot`
writes real PNGs."""

from __future__ import annotations

import random
import subprocess
import sys

import pytest

from palace_desktop.engine.cards import UNKNOWN
from palace_desktop.engine.deal import SeedDeal
from palace_desktop.engine.match import Match
from palace_desktop.engine.rules import Rules
from palace_desktop.live.session import GameSession, SeatKind
from palace_desktop.live.card_names import card_name, short_card_name

from engine_play import random_action


def make_session(seats: int = 4, viewer: int = 0, seed: int = 5) -> GameSession:
    names = [f"P{i}" for i in range(seats)]
    match = Match(Rules.make(), names, [200] * seats, dealer=seats - 1)
    kinds = [SeatKind("you")] + [SeatKind("bot", "easy")] * (seats - 1)
    return GameSession(match, kinds, viewer)


@pytest.fixture
def window(qtbot):
    from palace_desktop.ui.main_window import MainWindow

    def build(seats=4, viewer=0, seed=5, speed="instant"):
        session = make_session(seats, viewer, seed)
        win = MainWindow(session)
        qtbot.addWidget(win)
        win.set_speed(speed)
        win.resize(1280, 800)
        win.show()
        session.start_hand(SeedDeal(seed))
        return win, session

    return build


def scene_cards_by_seat(scene):
    return {seat: items for seat, items in scene.seats.items()}


def assert_scene_matches_view(scene, view):
    for seat in range(view.num_seats):
        items = scene.seats[seat]
        banner = view.banners[seat] if view.in_hand[seat] else None
        assert (items.banner.card if items.banner else None) is banner
        assert [i.card for i in items.palace] == list(view.palaces[seat])
        assert [i.card for i in items.soldiers] == list(view.soldiers[seat])
        for item in items.soldiers:
            assert item.rotation() == 90  # R6.3: perpendicular
            assert item.face_up
        for item in items.palace:
            assert item.face_up == (item.card is not UNKNOWN)
    assert scene.draw_pile.count == view.draw_pile_size
    assert scene.discard_pile.count == view.discard_pile_size


def assert_no_hidden_face(scene, view):
    for seat, items in scene.seats.items():
        for item in items.palace:
            if seat != view.viewer and seat not in view.known_palaces:
                assert item.card is UNKNOWN
                assert not item.face_pixmap_held()


def render(scene):
    from PySide6.QtGui import QImage, QPainter

    image = QImage(800, 500, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    scene.render(painter)
    painter.end()
    return image


@pytest.mark.parametrize("seats", [2, 6, 10])
def test_hidden_palace_cards_hold_no_face_pixmap(window, seats):
    win, session = window(seats=seats)
    scene = win.scene
    render(scene)  # paint every item once: painting must not fetch a hidden face either
    view = session.view()
    assert_no_hidden_face(scene, view)
    own = scene.seats[view.viewer].palace
    assert [i.card for i in own] == list(session.state.palaces[view.viewer])
    assert all(i.face_up and i.shows_face() for i in own)
    hidden = [i for s, it in scene.seats.items() if s != view.viewer for i in it.palace]
    assert len(hidden) == 3 * (seats - 1)
    secret = {c for s in range(seats) if s != view.viewer for c in session.state.palaces[s]}
    assert not secret & {i.card for i in scene.card_items()}


def test_scene_follows_random_play_for_the_viewer_only(window):
    win, session = window(seats=5, viewer=2)
    rng = random.Random(3)
    for _ in range(200):
        state = session.state
        if state.is_over:
            break
        session.submit(random_action(state.legal_actions(), rng))
        view = session.view()
        assert_scene_matches_view(win.scene, view)
        assert_no_hidden_face(win.scene, view)
    assert session.state.is_over


def test_animated_play_comes_to_rest_where_the_view_says(window, qtbot):
    win, session = window(seats=4, speed="fast")
    qtbot.waitUntil(lambda: not win.scene.busy, timeout=20000)
    rng = random.Random(11)
    for _ in range(8):
        if session.state.is_over:
            break
        session.submit(random_action(session.state.legal_actions(), rng))
        qtbot.waitUntil(lambda: not win.scene.busy, timeout=20000)
        assert_scene_matches_view(win.scene, session.view())


def test_switching_viewer_redraws_from_the_new_seat(window):
    win, session = window(seats=3, viewer=0)
    session.set_viewer(1)
    view = session.view()
    assert_scene_matches_view(win.scene, view)
    assert_no_hidden_face(win.scene, view)
    assert [i.card for i in win.scene.seats[0].palace] == [UNKNOWN] * 3


def test_seats_model_rows_roles_and_data_changed(qtbot):
    from PySide6.QtCore import Qt

    from palace_desktop.ui.models import CHIPS_ROLE, IN_HAND_ROLE, SEAT_ROLE, SeatsModel

    session = make_session(seats=3)
    model = SeatsModel(session)
    assert model.rowCount() == 3 and model.columnCount() == 6
    changes = []
    model.dataChanged.connect(lambda a, b, roles=None: changes.append((a.row(), b.row())))
    session.start_hand(SeedDeal(1))
    assert changes  # antes and banners changed every row
    index = model.index(0, SeatsModel.CHIPS)
    assert index.data(CHIPS_ROLE) == session.state.chips[0]
    assert index.data(Qt.ItemDataRole.DisplayRole) == str(session.state.chips[0])
    assert index.data(SEAT_ROLE) == 0 and index.data(IN_HAND_ROLE) is True
    # The banner column is narrow: the card short, as its corner shows it; in words on hover.
    banner = model.index(1, SeatsModel.BANNER)
    assert banner.data() == short_card_name(session.state.banners[1])
    assert banner.data(Qt.ItemDataRole.ToolTipRole) == card_name(session.state.banners[1])
    changes.clear()
    seat = session.state.to_act
    session.submit(next(a for a in session.state.legal_actions() if a.name == "fold"))
    assert any(a <= seat <= b for a, b in changes)
    assert model.index(seat, 0).data(IN_HAND_ROLE) is False


def test_log_model_adds_one_line_per_event_and_hides_other_palaces(qtbot):
    from palace_desktop.ui.models import LogModel

    session = make_session(seats=3, viewer=0)
    model = LogModel(session)
    inserted = []
    model.rowsInserted.connect(lambda parent, first, last: inserted.append((first, last)))
    session.start_hand(SeedDeal(2))
    assert inserted and model.rowCount() == inserted[-1][1] + 1
    text = "\n".join(model.lines())
    for seat in (1, 2):
        for card in session.state.palaces[seat]:
            assert f"palace card {card_name(card)}" not in text
    for card in session.state.palaces[0]:
        assert card_name(card) in text
    buyer = session.state.to_act
    session.submit(next(a for a in session.state.legal_actions() if a.name == "buy"))
    bought = session.state.soldiers[buyer][-1]
    assert any(f"({card_name(bought)})" in line and "buys" in line for line in model.lines())
    session.set_viewer(1)  # hot seat: the log is rebuilt for the new viewer
    text = "\n".join(model.lines())
    for card in session.state.palaces[0]:
        assert f"palace card {card_name(card)}" not in text


@pytest.mark.parametrize("seats", [2, 4, 6, 10])
def test_screenshot_writes_a_png_of_the_window(tmp_path, seats):
    out = tmp_path / f"table{seats}.png"
    spec = ",".join(["you"] + ["bot:easy"] * (seats - 1))
    done = subprocess.run([sys.executable, "-m", "palace_desktop", "--seed", "4", "--seats", spec,
                           "--screenshot", str(out), "--size", "1200x760"],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    from PySide6.QtGui import QImage

    image = QImage(str(out))
    assert not image.isNull()
    assert (image.width(), image.height()) == (1200, 760)
    # A real table, not an empty window: many distinct colours.
    colours = {image.pixel(x, y) for x in range(0, 1200, 13) for y in range(0, 760, 13)}
    assert len(colours) > 200


def test_bad_seat_spec_is_a_clear_error():
    done = subprocess.run([sys.executable, "-m", "palace_desktop", "--seats", "you,robot:x",
                           "--screenshot", "/dev/null"], capture_output=True, text=True,
                          timeout=60)
    assert done.returncode != 0
    assert "robot:x" in done.stderr


def ann_and_ben_window(qtbot):
    """(session, window): Ann (you, 3h, palace Ah Th 7h) against Ben (easy bot, 6d, palace
    6s 6c Ad), dealt at once; Ben's trips beat Ann's high card in a battle."""
    from palace_desktop.ui.main_window import MainWindow

    from rules_support import deal

    match = Match(Rules.make(), ["Ann", "Ben"], [200, 200], 1)
    session = GameSession(match, [SeatKind("you"), SeatKind("bot", "easy")], 0)
    window = MainWindow(session)
    qtbot.addWidget(window)
    window.set_speed("instant")
    window.show()
    session.start_hand(deal("3h 6d", ["Ah Th 7h", "6s 6c Ad"], "2h"))
    return session, window


def test_the_log_and_seats_wait_for_the_cards_to_show_a_battle(qtbot):
    from palace_desktop.engine import actions as A
    from palace_desktop.ui.models import SeatsModel

    session, window = ann_and_ben_window(qtbot)
    window.set_speed("normal")
    session.submit(A.Bet(0, 1))
    qtbot.waitUntil(lambda: not window.scene.busy, timeout=10000)
    session.submit(A.Call(1))
    assert window.scene.busy
    assert not any("wins the battle" in line for line in window.log_model.lines())
    assert window.seats_model.index(0, SeatsModel.STATUS).data() != "Out of this hand"
    assert not window.action_bar.isEnabled()
    qtbot.waitUntil(lambda: not window.scene.busy, timeout=15000)
    # Ben's trips beat Ann's high card (her hearts count, his banner suit is diamonds).
    assert any("Ben wins the battle" in line for line in window.log_model.lines())
    assert window.seats_model.index(0, SeatsModel.STATUS).data() == "Out of this hand"
    qtbot.waitUntil(lambda: window.summary is not None, timeout=5000)
    window.summary.close()


def test_while_the_next_hand_is_dealt_the_seats_dock_shows_none_of_the_last_hand(qtbot):
    """The dock waits for the cards, so during the next deal it kept the last hand's rows
    ("Won 26", "Out of this hand", the old banners and chips) while the plates already showed
    the antes paid. At a deal's start it shows each seat's chips as the hand begins and no
    banner, soldiers or status; the new ones come once the table has dealt them."""
    from palace_desktop.engine import actions as A
    from palace_desktop.ui.models import SeatsModel

    session, window = ann_and_ben_window(qtbot)
    session.submit(A.Bet(0, 1))
    session.submit(A.Call(1))
    qtbot.waitUntil(lambda: not window.scene.busy, timeout=10000)
    model = window.seats_model
    cell = lambda seat, column: model.index(seat, column).data()  # noqa: E731
    assert cell(0, SeatsModel.STATUS) == "Out of this hand" and cell(1, SeatsModel.STATUS)
    window.set_speed("normal")
    table = window.seats_table
    widths = [table.columnWidth(c) for c in range(6)]
    session.start_hand()
    assert window.scene.busy  # the deal is being shown
    # The blank cells do not refit the columns for the seconds of the deal (and back).
    assert [table.columnWidth(c) for c in range(6)] == widths
    chips = session.view().chips
    for seat in range(2):
        assert cell(seat, SeatsModel.STATUS) == "" and cell(seat, SeatsModel.BANNER) == ""
        assert cell(seat, SeatsModel.SOLDIERS) == "0"
        assert cell(seat, SeatsModel.CHIPS) == str(chips[seat])
    qtbot.waitUntil(lambda: not window.scene.busy, timeout=15000)
    assert all(cell(seat, SeatsModel.BANNER) for seat in range(2))  # dealt: shown


def play_to_the_end(session: GameSession, rng: random.Random) -> None:
    while not session.state.is_over:
        session.submit(random_action(session.state.legal_actions(), rng))


def test_bot_reasons_stay_in_the_log_when_it_is_rebuilt_for_another_seat(qtbot):
    from palace_desktop.ui.models import LogModel

    session = make_session(seats=3, viewer=0)
    model = LogModel(session)
    session.start_hand(SeedDeal(2))
    model.add_reason("P1 stays: a reason.")
    seat = session.state.to_act
    session.submit(next(a for a in session.state.legal_actions() if a.name == "stay"))
    play_to_the_end(session, random.Random(2))
    before = model.lines()
    session.set_viewer(1)
    after = model.lines()
    # In the same place: after the deal, just before the stay it explains.
    at = after.index("P1 stays: a reason.")
    assert after[at + 1] == f"P{seat} stays." == before[before.index("P1 stays: a reason.") + 1]
    assert after[at - 1].startswith("P1 gets the palace card")


def test_a_bots_reason_waits_for_the_end_of_its_hand_r19(qtbot):
    """A reason's figures rest on the bot's palace ("about 80% to win", "on a bluff"): the log
    keeps it out while the hand is played, whoever looks (hot seat), and puts it in its place,
    as inserted rows, when the hand ends. A note of the app shows at once."""
    from palace_desktop.ui.models import LogModel

    session = make_session(seats=3, viewer=0)
    model = LogModel(session)
    inserted = []
    model.rowsInserted.connect(lambda _parent, first, last: inserted.extend(
        model.lines()[first:last + 1]))
    session.start_hand(SeedDeal(2))
    model.add_reason("P1 attacks on a bluff.")
    model.add_line("A note of the app.")
    assert "A note of the app." in model.lines()
    stayed = next(a for a in session.state.legal_actions() if a.name == "stay")
    session.submit(stayed)
    assert "P1 attacks on a bluff." not in model.lines()
    session.set_viewer(1)  # the next person at the screen: the log told again, still kept out
    assert "P1 attacks on a bluff." not in model.lines()
    reset = []
    model.modelReset.connect(lambda: reset.append(True))
    play_to_the_end(session, random.Random(2))
    lines = model.lines()
    at = lines.index("P1 attacks on a bluff.")
    assert lines[at + 1] == "A note of the app."
    assert lines[at + 2] == f"P{stayed.seat} stays."
    assert inserted[-1] == "P1 attacks on a bluff." and not reset
    session.start_hand(SeedDeal(3))  # the hand before keeps it
    assert "P1 attacks on a bluff." in model.lines()


def test_the_status_bar_says_what_the_table_shows_at_every_frame(window, qtbot):
    """One source for the pot and the turn: the cards. Checked after every event-loop turn of
    whole hands at a visible speed, actions sent while the cards still move included, and
    across the next deal (issue 10: "To act" for a seat that was out, a pot the table did not
    show yet, "Hand over" during the next deal)."""
    import random
    import re

    from PySide6.QtCore import QAbstractEventDispatcher

    win, session = window(seats=4, speed="fast")
    scene = win.scene
    problems = []

    def check():
        shown_pot = re.findall(r"\d+", scene.pot_label.text())
        status_pot = re.findall(r"\d+", win.pot_label.text())
        if shown_pot != status_pot:
            problems.append(f"pot: table {scene.pot_label.text()!r}, status "
                            f"{win.pot_label.text()!r}")
        glowing = [seat for seat, items in scene.seats.items() if items.plate.is_turn]
        text = win.turn_label.text()
        if text == "Hand over":
            if not scene.shown_hand_over:
                problems.append("'Hand over' while the table shows a hand in play")
        elif glowing:
            name = session.match.names[glowing[0]]
            if text != f"To act: {name}":
                problems.append(f"turn: {name}'s plate glows, the status says {text!r}")
        elif text:
            problems.append(f"turn: no plate glows, the status says {text!r}")

    dispatcher = QAbstractEventDispatcher.instance()
    dispatcher.aboutToBlock.connect(check)
    rng = random.Random(3)
    try:
        for hand in range(2):
            while not session.state.is_over:
                state = session.state
                session.submit(random_action(state.legal_actions(), rng))
                if rng.random() < 0.5:  # the next one before the cards have caught up
                    qtbot.waitUntil(lambda: not scene.busy, timeout=20000)
                check()
            qtbot.waitUntil(lambda: not scene.busy, timeout=20000)
            check()
            assert win.turn_label.text() == "Hand over"
            if win.summary is not None:
                win.summary.close()
            session.start_hand()
            check()
            assert win.turn_label.text() != "Hand over"
    finally:
        dispatcher.aboutToBlock.disconnect(check)
    assert not problems, problems[:5]


def test_the_hand_summary_stands_over_the_table_not_over_the_docks(qtbot):
    """Qt centres a dialog on its window: the summary between hands stood over the middle of
    the whole window, half over the seats and log docks on a small screen (right to left,
    the docks on the left, at 1024x600). It stands over the table, within the window."""
    from palace_desktop.engine import actions as A

    session, window = ann_and_ben_window(qtbot)
    window.resize(1200, 700)
    qtbot.waitUntil(lambda: window.width() == 1200)
    session.submit(A.Bet(0, 1))
    session.submit(A.Call(1))
    qtbot.waitUntil(lambda: window.summary is not None and window.summary.isVisible(),
                    timeout=10000)
    table = window.table_view
    centre = table.mapToGlobal(table.rect().center())
    shown = window.summary.frameGeometry()
    assert abs(shown.center().x() - centre.x()) <= 2
    assert window.frameGeometry().contains(shown)
    window.summary.close()
