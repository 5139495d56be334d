"""The battle result panel (issue 12, item 3): after a battle the table shows why it went as it
did (both hands named with their ranks, the counted cards, the excluded ones crossed out
(R15.3), the winner, the capture (R16.1), a tie (R15.6), a fold (R13.3)) until the next move,
and only what the seat at the screen may see (R19.2)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontInfo

from palace_desktop.engine import actions as A
from palace_desktop.engine.cards import Card, parse_cards
from palace_desktop.engine.match import Match
from palace_desktop.engine.rules import Rules
from palace_desktop.live.bot_worker import BotWorker
from palace_desktop.live.i18n import plain
from palace_desktop.live.session import SPECTATOR, GameSession, SeatKind
from palace_desktop.ui.table import layout as L
from palace_desktop.ui.table.battle_result import BattleResultItem, placement

from engine_play import Entitlements
from rules_support import deal

# Ann: banner 5d, palace Kc Ks 5c, buys Qh: two pair, kings and fives; the queen of hearts
# does not count against Ben's banner suit (R15.3). Ben: banner 7h, palace Ah Jh 9d: high card
# ace; the nine of diamonds does not count against Ann's banner suit.
THREE = dict(banners="5d 7h Qc", palaces=["Kc Ks 5c", "Ah Jh 9d", "2s 3s 4s"], draw="Qh")


@pytest.fixture
def table(qtbot):
    """(window, session) for Ann at the screen against bots that the test plays for."""
    from palace_desktop.ui.main_window import MainWindow

    made = []

    def build(names, spec, speed="instant", kinds=None, size=(1280, 800), **house):
        kinds = kinds or [SeatKind("you")] + [SeatKind("bot", "easy")] * (len(names) - 1)
        match = Match(Rules.make(**house), names, [200] * len(names), len(names) - 1)
        session = GameSession(match, kinds, 0, worker=BotWorker(inline=True))
        window = MainWindow(session)
        qtbot.addWidget(window)
        window.set_speed("instant")
        window.resize(*size)
        window.show()
        qtbot.waitExposed(window)
        session.start_hand(deal(spec["banners"], spec["palaces"], spec.get("draw", "")))
        window.set_speed(speed)
        made.append((window, session))
        return window, session

    yield build
    for window, session in made:
        session.stop()
        window.scene.animator.finish_now()
        if window.summary is not None:
            window.summary.close()


def to_the_battle(session):
    """Ann buys the queen of hearts and keeps it; Ben attacks her."""
    session.submit(A.Buy(0))
    session.submit(A.Discard(0, ()))
    session.submit(A.Bet(1, 0))


def excluded_and_counted(state, seat, opponent):
    held = set(state.held_cards(seat))
    return (held - set(state.countable_cards(seat, opponent)),
            set(state.battle_hand(seat, opponent).cards))


def test_r15_3_a_shown_down_battle_names_both_hands_crosses_out_and_names_the_capture(table):
    window, session = table(["Ann", "Ben", "Cy"], THREE)
    to_the_battle(session)
    state = session.state
    ann_out, ann_counted = excluded_and_counted(state, 0, 1)
    ben_out, ben_counted = excluded_and_counted(state, 1, 0)
    session.submit(A.Call(0))  # Ann calls last: she sees Ben's hand, and wins
    panel = window.scene.battle_result
    assert panel.isVisible()
    lines = plain(panel.text()).split("\n")
    assert lines[0] == "Ann wins the battle against Ben"
    assert "Ann: two pair, kings and fives" in lines
    assert "Ben: high card ace" in lines
    assert "Ann captures the seven of hearts" in lines
    assert any(line.startswith("Crossed out:") for line in lines)
    report = panel.report()
    assert (report.winner, report.captor) == (0, 0)
    assert set(report.hand_of(0).excluded) == ann_out == {Card.parse("Qh")}
    assert set(report.hand_of(1).excluded) == ben_out == {Card.parse("9d")}
    assert set(report.hand_of(0).cards) == ann_counted
    assert set(report.hand_of(1).cards) == ben_counted
    assert set(panel.crossed_out()) == ann_out | ben_out
    assert set(panel.cards()) == ann_out | ben_out | ann_counted | ben_counted
    assert panel.panel_size().height() > 2 * panel.CARD_H  # two rows of cards
    # The panel says who won; the felt's message does not say it again beside it.
    assert not window.scene.message.isVisible()


@pytest.mark.layout
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1600, 1000)],
                         ids=lambda v: f"{v[0]}x{v[1]}")
def test_the_panel_is_readable_and_clear_of_the_players_own_cards(table, qapp, size):
    window, session = table(["Ann", "Ben", "Cy"], THREE, size=size)
    to_the_battle(session)
    session.submit(A.Call(0))
    scene = window.scene
    panel = scene.battle_result
    box = panel.sceneBoundingRect()
    assert scene.sceneRect().contains(box)
    own = [item.sceneBoundingRect() for item in scene.seats[0].cards()]
    assert own and not any(box.intersects(card) for card in own)
    # The panel is read as sentences: every text is at least the application's font on the
    # screen (12 pixels for 9 points), at every window size (at 1024x640 it was 9 pixels).
    on_screen = scene.views()[0].transform().m11() * panel.scale()
    reading_px = QFontInfo(qapp.font()).pixelSize()
    assert min(panel.TEXT_PX, panel.NOTE_PX, panel.TITLE_PX) * on_screen >= reading_px
    assert panel.zValue() > max(item.zValue() for item in scene.card_items())


@pytest.mark.parametrize("seats", range(2, 11))
@pytest.mark.parametrize("aspect", [1.37, 1.6, 1.78])
def test_the_panel_fits_between_the_seats_at_every_table(seats, aspect):
    lay = L.compute_layout(seats, aspect)
    width, height = 5.6, 3.4  # card units: the largest panel, nine cards to a row
    centre, scale = placement(lay, width, height, lay.height / BattleResultItem.REFERENCE_HEIGHT,
                              BattleResultItem.SMALLEST, BattleResultItem.SEAT_GAP)
    rect = L.Rect(centre[0] - width * scale / 2, centre[1] - height * scale / 2,
                  width * scale, height * scale)
    assert not any(rect.intersects(seat.zone) for seat in lay.seats)
    assert L.Rect(0, 0, lay.width, lay.height).contains(rect)
    assert scale >= lay.height / BattleResultItem.REFERENCE_HEIGHT * 0.8


def test_it_appears_once_the_battle_has_played_and_stays_until_the_next_move(table, qtbot):
    window, session = table(["Ann", "Ben", "Cy"], THREE, speed="fast")
    scene = window.scene
    panel = scene.battle_result
    to_the_battle(session)
    qtbot.waitUntil(lambda: not scene.busy, timeout=10000)
    session.submit(A.Call(0))
    assert scene.busy and not panel.isVisible()  # the cards show the battle first
    qtbot.waitUntil(lambda: not scene.busy, timeout=15000)
    assert panel.isVisible()
    qtbot.wait(400)  # idle: nothing takes it away
    assert panel.isVisible()
    aspect = scene.aspect
    window.resize(1100, 800)  # a new shape lays the table out again: the panel stays
    qtbot.waitUntil(lambda: abs(scene.aspect - aspect) > 0.1, timeout=3000)
    assert panel.isVisible()
    assert scene.sceneRect().contains(panel.sceneBoundingRect())
    assert session.state.phase == "trim" and session.state.to_act == 0  # R16.2
    session.submit(A.Discard(0, ()))  # Ann's next move: the result is old news now
    assert not panel.isVisible()
    assert not scene.message.isVisible() or "wins the battle" not in scene.message.text()


def test_the_felt_message_of_a_battle_never_outlives_the_next_move(table):
    window, session = table(["Ann", "Ben", "Cy"], THREE)
    to_the_battle(session)
    assert "attacks" in window.scene.message.text()
    session.submit(A.Call(0))
    session.submit(A.Discard(0, ()))  # the trim: once the only move that kept it up
    message = window.scene.message
    assert not message.isVisible() or "battle" not in message.text()


def test_r13_3_a_fold_gives_the_short_panel(table):
    window, session = table(["Ann", "Ben", "Cy"], THREE)
    session.submit(A.Buy(0))
    session.submit(A.Discard(0, ()))
    session.submit(A.Bet(1, 0))
    session.submit(A.Fold(0))
    panel = window.scene.battle_result
    assert panel.isVisible()
    title, capture = plain(panel.text()).split("\n")
    assert title == "Ann folds: Ben wins without a fight"
    # (English spells "1 soldier" once the catalogue has the message's plural forms.)
    assert capture in ("Ben captures the five of diamonds and 1 soldier",
                       "Ben captures the five of diamonds and 1 soldiers")
    assert panel.cards() == []
    assert panel.panel_size().height() < 2 * panel.CARD_H  # no rows of cards


def test_r15_5_equal_hands_say_the_banner_suit_decided(table):
    # Ann: 3h As Ks 9h, two hearts; Ben: 3d Ac Kc 9s, one diamond: the same high cards.
    window, session = table(["Ann", "Ben"], dict(banners="3h 3d",
                                                 palaces=["As Ks 9h", "Ac Kc 9s"]))
    session.submit(A.Stay(0))
    session.submit(A.Bet(1, 0))
    session.submit(A.Call(0))  # Ann calls last: she sees both hands
    text = plain(window.scene.battle_result.text())
    assert text.startswith("Ann wins the battle against Ben")
    assert "Equal hands: Ann wins by holding more cards of their banner suit" in text
    assert "Ann: high card ace" in text and "Ben: high card ace" in text


def test_r15_6_a_tie_says_so_and_the_next_hand_clears_it(table):
    window, session = table(["Ann", "Ben"], dict(banners="3h 3d",
                                                 palaces=["As Ks 9c", "Ac Kc 9s"]))
    session.submit(A.Bet(0, 1))
    session.submit(A.Call(1))
    panel = window.scene.battle_result
    lines = plain(panel.text()).split("\n")
    assert lines[0] == "A tie: Ann and Ben split the pot"
    assert "Ann: high card ace" in lines and "Ben: high card ace" in lines
    assert session.state.is_over and panel.isVisible()  # it stays while the hand is over
    if window.summary is not None:
        window.summary.close()
    session.start_hand(deal("2c 2d", ["4c 5c 6c", "4d 5d 6d"]))
    assert not panel.isVisible()


def test_r17_3_a_quiet_rounds_showdown_says_who_won_and_with_what(table):
    from palace_desktop.ui.table.accessible import TableAccessible

    window, session = table(["Ann", "Ben", "Cy"], THREE)
    for seat in range(3):
        assert session.submit(A.Stay(seat)) is None
    assert session.state.is_over and session.state.showdown  # every seat stayed (R17.2)
    panel = window.scene.battle_result
    lines = plain(panel.text()).split("\n")
    assert panel.isVisible()
    # Ann's two pair take the pot of three antes; her five cards are drawn, the others'
    # hands said in words; nothing is crossed out at a showdown.
    assert lines == ["Showdown: Ann wins 6", "Ann: two pair, kings and fives",
                     "Ben: high card ace", "Cy: high card queen"]
    assert set(panel.cards()) == set(parse_cards(["5d", "Kc", "Ks", "5c"]))
    assert panel.crossed_out() == [] and "R17.3" in panel.toolTip()
    table_iface = TableAccessible(window.table_view)
    assert plain(table_iface.name_of(("result",))).startswith("Showdown: Ann wins 6. Ann: ")
    if window.summary is not None:
        window.summary.close()
    session.start_hand(deal("2c 2d 2h", ["4c 5c 6c", "4d 5d 6d", "4h 5h 6h"]))
    assert not panel.isVisible()


def test_a_split_showdown_names_the_winners():
    from palace_desktop.ui.table.battle_reports import read_result
    from palace_desktop.ui.table.battle_result import showdown_blocks

    cards = tuple(parse_cards(["As", "Ks"]))
    events = [A.ShowdownHeld("R17.3", (0, 2), ((0, "high_card", cards, ()),
                                                (1, "high_card", cards[1:], ()),
                                                (2, "high_card", cards, ()))),
              A.PotAwarded("R17.3", (5, 0, 4), (0, 2))]
    report = read_result(events)
    blocks = showdown_blocks(report, ["Ann", "Ben", "Cy"])
    assert plain(blocks[0].text) == "Showdown: Ann, Cy split the pot"
    assert [getattr(block, "winner", None) for block in blocks[1:]] == [True, True, None]


def test_r19_2_the_attacker_who_wins_is_not_shown_the_callers_hand(table):
    window, session = table(["Ann", "Ben", "Cy"], THREE)
    for action in (A.Buy(0), A.Discard(0, ()), A.Stay(1), A.Stay(2), A.Bet(0, 1)):
        assert session.submit(action) is None
    session.submit(A.Call(1))  # Ben calls last and loses: Ann may not see his palace
    panel = window.scene.battle_result
    text = plain(panel.text())
    assert "Ann: two pair, kings and fives" in text
    assert "Ben's hand is not shown to you" in text
    assert not set(parse_cards(["Ah", "Jh", "9d"])) & set(panel.cards())


def test_a_click_on_the_table_puts_it_away_and_reaches_what_lies_under_it(table, qtbot):
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    window, session = table(["Ann", "Ben", "Cy"], THREE)
    to_the_battle(session)
    session.submit(A.Call(0))
    scene = window.scene
    panel = scene.battle_result
    view = scene.views()[0]
    point = view.mapFromScene(panel.sceneBoundingRect().center())
    assert panel.isVisible()
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert not panel.isVisible()
    assert scene.itemAt(panel.sceneBoundingRect().center(), view.transform()) is not panel
    window.resize(1100, 800)  # a new layout does not bring it back
    qtbot.wait(50)
    assert not panel.isVisible()


def test_hot_seat_the_panel_holds_only_palaces_the_person_at_the_screen_may_see(qtbot):
    from palace_desktop.ui.main_window import MainWindow

    names = ["Ann", "Ben", "Cy"]
    kinds = [SeatKind("human")] * 3
    session = GameSession(Match(Rules.make(), names, [200] * 3, 2), kinds, 0)
    window = MainWindow(session)
    qtbot.addWidget(window)
    window.set_speed("instant")
    window.resize(1280, 800)
    window.show()
    spec = deal(THREE["banners"], THREE["palaces"], THREE["draw"])
    owner = {card: seat for seat, palace in enumerate(spec.palaces) for card in palace}
    seen = Entitlements([0, 1, 2])
    session.events_applied.connect(lambda events: [seen.follow(e) for e in events])
    panel = window.scene.battle_result
    checked = []

    def check():
        person = None if window.curtain.isVisible() else session.viewer
        for card in panel.cards():
            seat = owner.get(card)
            assert seat is None or (person is not None and (person, seat) in seen.pairs), \
                f"{card} of seat {seat}'s palace on the panel for {person}"
        checked.append(plain(panel.text()) if panel.isVisible() else "")

    def hand_over():
        assert window.curtain.isVisible() and session.viewer == SPECTATOR
        check()
        window.curtain.button.click()
        check()

    session.start_hand(spec)
    hand_over()  # Ann
    session.submit(A.Buy(0))
    session.submit(A.Discard(0, ()))
    hand_over()  # Ben
    session.submit(A.Stay(1))
    hand_over()  # Cy
    session.submit(A.Stay(2))
    hand_over()  # Ann
    assert session.submit(A.Bet(0, 1)) is None
    hand_over()  # Ben answers, calls and loses: he sees Ann's palace, she does not see his
    window.set_speed("fast")
    session.submit(A.Call(1))
    qtbot.waitUntil(panel.isVisible, timeout=10000)  # while the cards still hold the battle
    check()
    assert "Ben: high card ace" in checked[-1] and "Ann: two pair" in checked[-1]
    qtbot.waitUntil(window.curtain.isVisible, timeout=10000)
    assert session.state.to_act == 0 and session.state.phase == "trim"
    hand_over()  # Ann trims: behind the curtain the panel shows no hand, then only hers
    assert "Only Ann and Ben see the battle hands" in checked[-2]
    assert "Ben: high card" not in checked[-2] and "Ann: two pair" not in checked[-2]
    assert "Ann: two pair, kings and fives" in checked[-1]
    assert "Ben's hand is not shown to you" in checked[-1]
    assert not {owner_card for owner_card, seat in owner.items() if seat == 1} & set(
        panel.cards())
    session.submit(A.Discard(0, ()))
    assert not panel.isVisible()
    session.stop()


def test_every_word_on_the_panel_is_translated(table, qapp, tmp_path):
    import re
    import sys
    from pathlib import Path

    from PySide6.QtCore import QTranslator

    from palace_desktop.live.i18n import install_translators

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
    import translations

    qm = tmp_path / "pseudo.qm"
    translations.build_pseudo_qm(qm)
    for old in getattr(qapp, "_palace_translators", []):
        qapp.removeTranslator(old)
    translator = QTranslator(qapp)
    assert translator.load(str(qm))
    qapp.installTranslator(translator)
    qapp._palace_translators = [translator]
    try:
        window, session = table(["Ann", "Ben", "Cy"], THREE)
        to_the_battle(session)
        session.submit(A.Call(0))
        panel = window.scene.battle_result
        texts = plain(panel.text()).split("\n") + [panel.toolTip()]
    finally:
        install_translators(qapp, "en")
    assert len(texts) == 6
    for text in texts:
        depth, outside = 0, []
        for ch in text:
            if ch == translations.PSEUDO_OPEN:
                depth += 1
            elif ch == translations.PSEUDO_CLOSE:
                depth -= 1
            elif depth == 0:
                outside.append(ch)
        rest = re.sub(r"\bR\d+(\.\d+)?\b|Ann|Ben", " ", "".join(outside))
        assert not re.findall(r"[^\W\d_]+", rest), text


def test_the_keyboard_focus_ring_goes_under_the_panel_until_a_key_puts_the_panel_away(table):
    """Seen in a hot-seat game: the ring on the draw pile was drawn across the panel's text.
    The panel covers the piles until the player's first key; the ring shows above everything
    again once it has gone."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    window, session = table(["Ann", "Ben", "Cy"], THREE)
    scene = window.scene
    panel, ring = scene.battle_result, scene.gestures.focus_ring
    view = scene.views()[0]
    view.setFocus()
    session.submit(A.Buy(0))
    session.submit(A.Discard(0, ()))
    # Ben and Cy fight (were Ann the captor, the panel would keep clear of the discard pile
    # her trim needs, and perhaps of the draw pile beside it).
    session.submit(A.Bet(1, 2))
    session.submit(A.Call(2))
    scene.gestures.set_focus(scene.draw_pile)
    assert panel.isVisible() and ring.isVisible()
    overlap = ring.sceneBoundingRect().intersected(panel.sceneBoundingRect())
    assert not overlap.isEmpty()  # at this size the panel lies over the draw pile
    on_top = scene.items(overlap.center(), Qt.ItemSelectionMode.IntersectsItemShape,
                         Qt.SortOrder.DescendingOrder, view.transform())[0]
    assert on_top is panel
    QTest.keyClick(view.viewport(), Qt.Key.Key_Right)
    assert not panel.isVisible() and ring.isVisible()
    on_top = scene.items(ring.sceneBoundingRect().center(),
                         Qt.ItemSelectionMode.IntersectsItemShape,
                         Qt.SortOrder.DescendingOrder, view.transform())[0]
    assert on_top is ring
