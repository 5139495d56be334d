"""The battle preview (issue 12): before attacking, the seat at the screen sees its best five
against that opponent (R15.2), the cards that would not count (R15.3, every `exclusion` house
rule), the bet (R12.3) and its chance to win the battle, checked against an exact enumeration
written here; the preview bubble while the banner is dragged over a legal target; refusals in
plain words beside the card (R12.2 for the example), gone after their time."""

from __future__ import annotations

import random
from itertools import combinations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from palace_desktop.engine import actions as A
from palace_desktop.engine.actions import RuleViolation
from palace_desktop.engine.cards import parse_cards, standard_deck
from palace_desktop.engine.hands import best_hand
from palace_desktop.engine.match import Match
from palace_desktop.engine.rules import Rules
from palace_desktop.engine.state import GameState
from palace_desktop.engine.view import make_view
from palace_desktop.live.battle_preview import battle_preview, preview_text
from palace_desktop.live.card_names import card_name
from palace_desktop.live.i18n import plain
from palace_desktop.live.rule_messages import plain_refusal_text, refusal_text, split_refusal
from palace_desktop.live.session import GameSession, SeatKind

from rules_support import C, cards, deal
from test_gestures import point_of

NAMES = ("Ann", "Ben", "Cara")


def position(banners: str, palaces: list[str], soldiers: list[str], *, draw=None,
             **house) -> GameState:
    """Seat 0 to act on a turn, from explicit cards. Cards named nowhere go to the draw pile,
    or, when `draw` lists it, to the discard pile as public discards (which keeps the cards
    seat 0 cannot see few)."""
    banner_cards = parse_cards(banners.split())
    palace_cards = [parse_cards(p.split()) for p in palaces]
    soldier_cards = [parse_cards(s.split()) for s in soldiers]
    n = len(banner_cards)
    used = set(banner_cards) | {c for p in palace_cards for c in p} | {
        c for s in soldier_cards for c in s}
    rest = [c for c in standard_deck() if c not in used]
    draw_pile = rest if draw is None else cards(draw)
    discard = [c for c in rest if c not in draw_pile]
    return GameState(
        rules=Rules.make(**house), names=NAMES[:n], chips=[200] * n, dealer=n - 1,
        hand_number=1, players=tuple(range(n)), in_hand=[True] * n, banners=banner_cards,
        palaces=palace_cards, soldiers=soldier_cards, draw_pile=draw_pile,
        discard_pile=discard, discard_known=[None] * len(discard), rng=random.Random(0),
        pot=6, committed=[2] * n, phase="turn", to_act=0, payouts=[0] * n)


# Ann 3h with Ad Kd 6s in her palace and the soldier Ks; Ben's banner 6d, Cara's 9c.
ANN = ("3h 6d 9c", ["Ad Kd 6s", "2s 8c 4h", "Qc Jh 5d"], ["Ks", "", ""])


def preview_of(state: GameState, target: int, viewer: int = 0):
    return battle_preview(make_view(state, viewer), target)


# --------------------------------------------------------------------------------------------
# The exact enumeration the chance is checked against (R15.2-R15.5)


def counting(held, their_banner, exclusion):
    """R15.3, written out again here."""
    if exclusion == "suit":
        return [c for c in held if c.suit != their_banner.suit]
    if exclusion == "rank":
        return [c for c in held if c.rank != their_banner.rank]
    return list(held)


def enumerated_chance(state: GameState, me: int, target: int) -> float:
    """Over every palace `target` may hold, from what `me` sees (each set of the cards `me`
    cannot see equally likely): 1 for a win, 0.5 for still equal after R15.5, 0 for a loss."""
    ex = state.rules.exclusion
    mine = [state.banners[me]] + list(state.palaces[me]) + list(state.soldiers[me])
    visible = set(mine) | {state.banners[s] for s in range(len(state.banners))}
    visible |= {c for s in state.soldiers for c in s} | set(state.discard_pile)
    unseen = [c for c in standard_deck() if c not in visible]
    my_hand = best_hand(counting(mine, state.banners[target], ex))
    my_suit_count = sum(1 for c in mine if c.suit == state.banners[me].suit)
    total = count = 0
    for palace in combinations(unseen, len(state.palaces[target])):
        theirs = [state.banners[target], *palace, *state.soldiers[target]]
        their_hand = best_hand(counting(theirs, state.banners[me], ex))
        if my_hand != their_hand:
            total += 1.0 if my_hand > their_hand else 0.0
        else:
            their_suit_count = sum(1 for c in theirs if c.suit == state.banners[target].suit)
            total += (1.0 if my_suit_count > their_suit_count
                      else 0.0 if my_suit_count < their_suit_count else 0.5)
        count += 1
    return total / count


# --------------------------------------------------------------------------------------------
# The preview from a seat view


def test_r15_3_suit_exclusion_crosses_out_the_opponents_banner_suit():
    state = position(*ANN)
    against_ben = preview_of(state, 1)  # 6d: Ann's diamonds do not count
    assert set(against_ben.excluded) == set(cards("Ad Kd"))
    assert set(against_ben.best) == set(cards("3h 6s Ks"))
    assert against_ben.category == "high card"
    against_cara = preview_of(state, 2)  # 9c: Ann holds no club, every card counts
    assert against_cara.excluded == ()
    assert set(against_cara.best) == set(cards("3h Ad Kd 6s Ks"))
    assert against_cara.category == "one pair"
    assert set(against_cara.best[:2]) == set(cards("Kd Ks"))  # the pair first


def test_r15_3_house_rule_rank_crosses_out_the_opponents_banner_rank():
    state = position(*ANN, exclusion="rank")
    against_ben = preview_of(state, 1)  # 6d: Ann's sixes do not count, her diamonds do
    assert against_ben.excluded == (C("6s"),)
    assert set(against_ben.best) == set(cards("3h Ad Kd Ks"))
    assert against_ben.category == "one pair"
    assert "rank six" in against_ben.exclusion_line


def test_r15_3_house_rule_none_counts_every_card():
    state = position(*ANN, exclusion="none")
    preview = preview_of(state, 1)
    assert preview.excluded == ()
    assert set(preview.best) == set(cards("3h Ad Kd 6s Ks"))
    assert preview.category == "one pair"
    assert preview.exclusion_line == "Against Ben all your cards count."


def test_r15_4_best_of_fewer_than_five_counting_cards():
    state = position("3h 6d", ["Ad Kd 7d", "2s 8c 4h"], ["", ""])
    preview = preview_of(state, 1)  # only the banner counts
    assert preview.best == (C("3h"),) and preview.category == "high card"
    assert preview.excluded == tuple(cards("Ad Kd 7d"))
    # "card" or "cards": the plural form is the catalogue's, made when the lead translates.
    assert preview.hand_line.startswith("Your best 1 card")


def test_r12_3_the_bet_is_the_engines_price():
    state = position(*ANN)
    view = make_view(state, 0)
    preview = battle_preview(view, 1)
    assert preview.bet == view.price_of(A.Bet(0, 1)) == 10  # (1 soldier + 1) x SB 5
    assert preview.bet_line == "You would bet 10."


@pytest.mark.parametrize("exclusion", ["suit", "rank", "none"])
@pytest.mark.parametrize("target", [1, 2])
def test_chance_equals_an_exact_enumeration_with_few_unseen_cards(exclusion, target):
    # Only the draw pile and the opponents' palaces are unseen: 4 + 6 cards.
    state = position(*ANN, draw="2c 4d 5h 8s", exclusion=exclusion)
    expected = enumerated_chance(state, 0, target)
    assert abs(preview_of(state, target).chance - expected) <= 0.005


def test_chance_equals_an_exact_enumeration_over_the_whole_deck():
    state = position("3h 6d", ["9h 9s 2c", "Qd Jc 4s"], ["Tc", "Kd"])
    expected = enumerated_chance(state, 0, 1)
    preview = preview_of(state, 1)
    assert abs(preview.chance - expected) <= 0.005
    assert 0.0 < preview.chance < 1.0


def test_summary_in_plain_words():
    state = position(*ANN)
    preview = preview_of(state, 1)
    text = plain(preview.text)
    assert text.startswith("Against Ben your diamonds do not count. Your best 3 cards: ")
    assert "high card king (king of spades, six of spades, three of hearts)" in text
    assert "You would bet 10." in text
    percent = round(preview.chance * 100)
    assert f"You win about {percent}% of such battles, from what you can see." in text
    assert "R15" not in text and "R12" not in text  # no rule numbers in the main text
    assert preview_text(make_view(state, 0), 1) == preview.text  # the keyboard's text


def test_a_certain_win_and_a_certain_loss_are_said_so():
    # Every card is seen but Ben's palace; Ann's aces (her diamond does not count) beat
    # whatever of it Ben holds.
    sure = position("Ah 2d", ["As Ac Ad", "3c 4c 5s"], ["", ""], draw="")
    assert preview_of(sure, 1).chance == 1.0
    assert preview_of(sure, 1).chance_line == "You win this battle whatever they hold."
    lost = position("2h 3d", ["4s 7c 9c", "3s 3c 3h"], ["", ""], draw="")
    assert preview_of(lost, 1).chance == 0.0
    assert preview_of(lost, 1).chance_line == "You lose this battle whatever they hold."


def test_r19_2_the_preview_names_only_the_viewers_own_cards():
    state = position(*ANN)
    for target in (1, 2):
        preview = preview_of(state, target)
        own = {state.banners[0], *state.palaces[0], *state.soldiers[0]}
        assert set(preview.best) | set(preview.excluded) <= own
        for seat in (1, 2):
            for card in state.palaces[seat]:
                assert card_name(card) not in preview.text


# --------------------------------------------------------------------------------------------
# Refusal texts without the rule number


def test_plain_refusal_text_has_no_rule_number():
    violation = RuleViolation("R12.2", "same suit", "same_suit")
    words = "You may not attack a player whose banner has your suit."
    assert plain_refusal_text(violation) == words
    assert refusal_text(violation) == "R12.2: " + words  # as before
    assert split_refusal(refusal_text(violation)) == ("R12.2", words)
    assert split_refusal(refusal_text("not_your_turn", "R7.1")) == (
        "R7.1", "It is not your turn.")
    assert split_refusal(refusal_text("cannot_drag")) == ("", "You cannot move that card.")


# --------------------------------------------------------------------------------------------
# On the table


@pytest.fixture
def table(qtbot):
    from palace_desktop.ui.main_window import MainWindow

    def build(banners="3h 6d 9c", palaces=("Ad Kd 6s", "2s 8c 4h", "Qc Jh 5d"),
              draw="Ks 5s 8d Jc Qd Kc 4s", **house):
        n = len(banners.split())
        match = Match(Rules.make(**house), list(NAMES[:n]), [200] * n, n - 1)
        session = GameSession(match, [SeatKind("you")] + [SeatKind("bot", "easy")] * (n - 1), 0)
        win = MainWindow(session)
        qtbot.addWidget(win)
        win.set_speed("instant")
        win.resize(1280, 800)
        win.show()
        qtbot.waitExposed(win)
        session.start_hand(deal(banners, list(palaces), draw))
        return win, session

    return build


def move_to(viewport, start: QPoint, end: QPoint, steps: int = 6) -> None:
    for i in range(1, steps + 1):
        p = start + (end - start) * (i / steps)
        QTest.mouseMove(viewport, QPoint(int(p.x()), int(p.y())))


def press(viewport, point: QPoint) -> None:
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)


def release(viewport, point: QPoint) -> None:
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       point)


def test_preview_bubble_follows_the_hovered_target_and_goes_on_drop(table, monkeypatch):
    from palace_desktop.live import battle_preview as preview_module

    made = []

    def counted(view, target):
        made.append(target)
        return battle_preview(view, target)

    monkeypatch.setattr(preview_module, "battle_preview", counted)  # (gestures import it late)
    win, session = table()
    scene = win.scene
    bubble = scene.preview_bubble
    viewport = win.table_view.viewport()
    start = point_of(win, scene.seats[0].banner)
    ben = point_of(win, scene.seats[1].banner)
    cara = point_of(win, scene.seats[2].banner)
    assert not bubble.isVisible()
    press(viewport, start)
    move_to(viewport, start, ben)
    assert bubble.isVisible() and bubble.target == 1
    assert "Against Ben your diamonds do not count." in plain(bubble.text())
    best, crossed = bubble.cards_shown()
    assert set(crossed) == set(cards("Ad Kd"))  # Ben's banner is the six of diamonds
    assert bubble.sceneBoundingRect().intersects(scene.sceneRect())
    move_to(viewport, ben, cara)
    assert bubble.isVisible() and bubble.target == 2
    assert "Against Cara all your cards count." in plain(bubble.text())
    move_to(viewport, cara, ben)
    move_to(viewport, ben, cara)
    assert made == [1, 2]  # once per target per drag, however often it hovers
    release(viewport, cara)
    assert not bubble.isVisible()
    assert bubble.cards_shown() == ((), ())  # nothing of Ann's hand stays behind
    assert session.state.phase == "defend" and session.state.battle.defender == 2


def test_preview_bubble_goes_away_off_target_and_on_cancel(table):
    win, session = table()
    scene = win.scene
    bubble = scene.preview_bubble
    viewport = win.table_view.viewport()
    start = point_of(win, scene.seats[0].banner)
    ben = point_of(win, scene.seats[1].banner)
    press(viewport, start)
    move_to(viewport, start, ben)
    assert bubble.isVisible()
    move_to(viewport, ben, start)  # back home: no target under the banner
    assert not bubble.isVisible()
    move_to(viewport, start, ben)
    assert bubble.isVisible()
    scene.gestures.cancel()  # Esc
    assert not bubble.isVisible()
    release(viewport, ben)
    scene.animator.finish_now()
    assert session.state.phase == "turn" and session.state.to_act == 0


def test_preview_bubble_shows_no_other_seats_palace(table):
    win, session = table()
    scene = win.scene
    bubble = scene.preview_bubble
    viewport = win.table_view.viewport()
    start = point_of(win, scene.seats[0].banner)
    state = session.state
    own = {state.banners[0], *state.palaces[0], *state.soldiers[0]}
    hidden = [c for seat in (1, 2) for c in state.palaces[seat]]
    press(viewport, start)
    for seat in (1, 2):
        move_to(viewport, start, point_of(win, scene.seats[seat].banner))
        assert bubble.isVisible() and bubble.target == seat
        best, crossed = bubble.cards_shown()
        assert set(best) | set(crossed) <= own
        assert not any(card_name(c) in bubble.text() for c in hidden)
    release(viewport, start)
    scene.animator.finish_now()


def test_r12_2_illegal_drop_says_why_in_plain_words_beside_the_card(table, qtbot,
                                                                     monkeypatch):
    from palace_desktop.ui.table.bubble import RefusalBubble

    monkeypatch.setattr(RefusalBubble, "SHOW_MS", 60)
    win, session = table(banners="3h 6d 9h", palaces=("Ah Th 7h", "6s 6c Ad", "2c 3c 4c"))
    scene = win.scene
    bubble = scene.refusal_bubble
    viewport = win.table_view.viewport()
    start = point_of(win, scene.seats[0].banner)
    cara = point_of(win, scene.seats[2].banner)  # 9h: Ann's suit
    press(viewport, start)
    move_to(viewport, start, cara)
    assert not scene.preview_bubble.isVisible()  # not a legal target: no preview
    release(viewport, cara)
    words = "You may not attack a player whose banner has your suit."
    assert win.statusBar().currentMessage() == words  # the number is the link beside it
    assert "R12.2" in win.rule_link.text()
    assert bubble.isVisible()
    first_line, rule_line = plain(bubble.text()).split("\n")
    assert first_line == words  # no rule number in the words
    assert rule_line == "Rule R12.2"
    dropped_at = win.table_view.mapToScene(cara)
    assert bubble.sceneBoundingRect().adjusted(-40, -40, 40, 40).contains(dropped_at)
    qtbot.waitUntil(lambda: not bubble.isVisible(), timeout=3000)  # after its time


def test_a_refused_drag_says_why_beside_the_card(table):
    win, session = table()
    session.submit(A.Stay(0))  # now it is Ben's turn
    scene = win.scene
    viewport = win.table_view.viewport()
    start = point_of(win, scene.draw_pile)
    press(viewport, start)
    move_to(viewport, start, start + QPoint(0, -80))
    release(viewport, start + QPoint(0, -80))
    bubble = scene.refusal_bubble
    assert bubble.isVisible()
    assert plain(bubble.text()) == "It is not your turn.\nRule R7.1"
    bubble.dismiss()
    assert not bubble.isVisible()


def test_bubbles_speak_only_translated_text(table, qapp, tmp_path):
    """With a pseudo-translation (every message of the sources wrapped in ⟦ ⟧), nothing in
    either bubble stands outside the markers but names, numbers and the rule's number."""
    import re
    import sys
    from pathlib import Path

    from PySide6.QtCore import QLocale, QTranslator

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
    QLocale.setDefault(QLocale("en_US"))
    try:
        win, session = table(banners="3h 6d 9h", palaces=("Ad Kd 7h", "6s 6c Ad", "2c 3c 4c"))
        scene = win.scene
        viewport = win.table_view.viewport()
        start = point_of(win, scene.seats[0].banner)
        ben = point_of(win, scene.seats[1].banner)
        cara = point_of(win, scene.seats[2].banner)
        press(viewport, start)
        move_to(viewport, start, ben)
        shown = [scene.preview_bubble.text()]
        move_to(viewport, ben, cara)
        release(viewport, cara)  # R12.2
        shown.append(scene.refusal_bubble.text())
        scene.refusal_bubble.dismiss()
    finally:
        install_translators(qapp, "en")
    for text in shown:
        assert text
        for line in plain(text).split("\n"):
            depth, outside = 0, []
            for ch in line:
                depth += (ch == "⟦") - (ch == "⟧")
                if depth == 0 and ch not in "⟦⟧":
                    outside.append(ch)
            rest = re.sub(r"\bR\d+(\.\d+)?\b|Ben", " ", "".join(outside))
            assert not re.findall(r"[^\W\d_]+", rest), line


def test_a_bubble_never_stands_between_the_player_and_a_card(table):
    win, session = table()
    scene = win.scene
    viewport = win.table_view.viewport()
    start = point_of(win, scene.seats[0].banner)
    ben = point_of(win, scene.seats[1].banner)
    # A refusal shown right over Ann's banner: pressing there still picks up the banner.
    scene.refusal_bubble.show_refusal("It is not your turn.", "R7.1",
                                      win.table_view.mapToScene(start + QPoint(0, 60)),
                                      scene.sceneRect())
    assert scene.refusal_bubble.sceneBoundingRect().contains(win.table_view.mapToScene(start))
    press(viewport, start)
    assert not scene.refusal_bubble.isVisible()  # a new press puts the old note away
    move_to(viewport, start, ben)
    release(viewport, ben)
    assert session.state.phase == "defend" and session.state.battle.defender == 1
