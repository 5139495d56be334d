"""The summary between hands tells what happened to every seat that was not in the hand at its
end, whichever way it left: a fold on its own turn (R11), a fold as defender (R13.3), a fold to
a raise (R14.5, by attacker or defender), a lost battle (R15.7), both out on a tie (R15.6), or
sitting the hand out (R3.4)."""

from __future__ import annotations

import random

import pytest

from palace_desktop.engine import actions as A
from palace_desktop.engine.cards import Card
from palace_desktop.engine.deal import ExplicitDeal, SeedDeal
from palace_desktop.engine.match import Match
from palace_desktop.engine.rules import Rules

from engine_play import random_action

NAMES = ["Ann", "Ben", "Cleo", "Dora"]


def explicit(banners, palaces) -> ExplicitDeal:
    return ExplicitDeal(tuple(None if b is None else Card.parse(b) for b in banners),
                        tuple(tuple(Card.parse(c) for c in p.split()) for p in palaces))


def played(banners, palaces, actions, chips=None, dealer=None) -> Match:
    """A one-hand match from an explicit deal, played to its end."""
    n = len(banners)
    match = Match(Rules.make(), NAMES[:n], chips or [200] * n,
                  n - 1 if dealer is None else dealer)
    match.start_hand(explicit(banners, palaces))
    for action in actions:
        match.apply(action)
    assert match.state.is_over
    return match


def chips_before(match: Match) -> tuple[int, ...]:
    """As the main window reads them (the seat view's, issue 39 item 4)."""
    return match.state.view(-1).chips_before


@pytest.fixture
def summary(qtbot):
    from palace_desktop.ui.dialogs.hand_summary import HandSummaryDialog

    def build(match: Match):
        dialog = HandSummaryDialog(match, chips_before(match))
        qtbot.addWidget(dialog)
        return dialog

    yield build


def test_at_a_table_on_a_server_the_summary_deals_nothing_and_says_the_server_does(qtbot):
    from PySide6.QtWidgets import QPushButton

    from palace_desktop.ui.dialogs.hand_summary import HandSummaryDialog

    match = played(*TWO, [A.Bet(0, 1), A.Fold(1)])
    dialog = HandSummaryDialog(match, chips_before(match), dealt_by_server=True)
    qtbot.addWidget(dialog)
    texts = [b.text() for b in dialog.findChildren(QPushButton)]
    assert texts == [dialog.primary.text()] and "Deal" not in texts[0]
    assert detail_lines(dialog)[-1] == "The next hand is dealt in a moment."
    fired = []
    dialog.next_hand.connect(lambda: fired.append(True))
    dialog.primary.click()
    assert not fired and dialog.result() == dialog.DialogCode.Accepted


def detail_lines(dialog) -> list[str]:
    return dialog.details.text().split("\n")


THREE = (["2c", "3d", "4h"], ["As Ks Qh", "Ah Kh Qs", "7s 8s 9c"])
TWO = (["2c", "3d"], ["As Ks Qh", "Ah Kh Qs"])


def test_a_fold_on_ones_own_turn_is_in_the_summary_r11(summary):
    # Ann folds on her turn; Ben and Cleo stay, the quiet round ends (R17.2, R17.4).
    match = played(*THREE, [A.Fold(0), A.Stay(1), A.Stay(2)])
    assert not match.state.in_hand[0]
    assert "Ann folded on their turn." in detail_lines(summary(match))


def test_a_defender_fold_is_in_the_summary_r13_3(summary):
    match = played(*TWO, [A.Bet(0, 1), A.Fold(1)])
    assert "Ben folded when Ann attacked." in detail_lines(summary(match))


def test_an_attacker_folding_to_a_raise_is_in_the_summary_r14_5(summary):
    match = played(*TWO, [A.Bet(0, 1), A.Raise(1), A.Fold(0)])
    assert "Ann folded to Ben's raise." in detail_lines(summary(match))


def test_a_defender_folding_to_a_re_raise_is_a_fold_to_a_raise_r14_5(summary):
    match = played(*TWO, [A.Bet(0, 1), A.Raise(1), A.Raise(0), A.Fold(1)])
    lines = detail_lines(summary(match))
    assert "Ben folded to Ann's raise." in lines
    assert "Ben folded when Ann attacked." not in lines


def test_a_lost_battle_is_in_the_summary_r15_7(summary):
    # High card A K Q 3 (Ben) beats A K Q 2 (Ann); neither holds the other's banner suit.
    match = played(["2c", "3d"], ["As Ks Qh", "Ah Kh Qs"], [A.Bet(0, 1), A.Call(1)])
    assert "Ben beat Ann in battle." in detail_lines(summary(match))


def test_both_out_on_a_tie_is_in_the_summary_r15_6(summary):
    match = played(["2c", "2d", "4h"], ["As Ks Qh", "Ah Kh Qs", "7s 8s 9c"],
                   [A.Bet(0, 1), A.Call(1)])
    assert not match.state.in_hand[0] and not match.state.in_hand[1]
    assert "Ann and Ben tied and both went out." in detail_lines(summary(match))


def test_a_seat_sitting_out_is_in_the_summary_r3_4(summary):
    # Cleo cannot pay the ante of 2 (R3.4): she is not dealt in.
    match = played(["2c", "3d", None], ["As Ks Qh", "Ah Kh Qs", ""],
                   [A.Bet(0, 1), A.Fold(1)], chips=[200, 200, 1], dealer=1)
    assert 2 not in match.state.players
    lines = detail_lines(summary(match))
    assert "Cleo is out of the match (cannot pay the ante)." in lines


def test_the_ways_out_are_told_in_the_order_they_happened(summary):
    # Ann folds on her turn, then Ben attacks Cleo, who folds; Dora and Ben stay to the end.
    match = played(["2c", "3d", "4h", "5s"],
                   ["As Ks Qh", "Ah Kh Qs", "7s 8s 9c", "Jd Jc Th"],
                   [A.Fold(0), A.Bet(1, 2), A.Fold(2), A.Discard(1, ()), A.Stay(3),
                    A.Stay(1)])
    lines = detail_lines(summary(match))
    assert lines.index("Ann folded on their turn.") < lines.index(
        "Cleo folded when Ben attacked.")


@pytest.mark.parametrize("seed", range(12))
def test_every_seat_out_of_the_hand_is_named_in_the_summary(summary, seed):
    """Random hands at random tables: each seat not in the hand at its end, dealt in or not,
    is named in a line of the details."""
    rng = random.Random(seed)
    seats = rng.randint(3, 4)
    chips = [200] * seats
    if seed % 3 == 0:
        chips[rng.randrange(seats)] = 1  # cannot pay the ante: out of the match (R3.4)
    match = Match(Rules.make(), NAMES[:seats], chips, dealer=seats - 1)
    match.start_hand(SeedDeal(rng.randrange(10**6)))
    while not match.state.is_over:
        match.apply(random_action(match.state.legal_actions(), rng))
    state = match.state
    lines = detail_lines(summary(match))
    for seat in range(seats):
        if seat in state.players and state.in_hand[seat]:
            continue
        name = NAMES[seat]
        assert any(name in line for line in lines), (name, lines)


def test_numbers_follow_the_locale(summary):
    from PySide6.QtCore import QLocale

    match = played(*TWO, [A.Bet(0, 1), A.Fold(1)], chips=[20000, 20000])
    old = QLocale()
    QLocale.setDefault(QLocale("de_DE"))
    try:
        dialog = summary(match)
    finally:
        QLocale.setDefault(old)
    won = match.chips[0]
    assert won > 20000
    german = f"{won:,}".replace(",", ".")
    assert dialog.table.item(0, 1).text() == german
    assert dialog.table.item(1, 1).text() == f"{match.chips[1]:,}".replace(",", ".")
    assert dialog.table.item(0, 2).text() == "+" + str(won - 20000)


def test_the_showdown_names_each_hand_as_the_tables_result_panel_does_r17_3(summary):
    from palace_desktop.live.hand_words import describe_hand

    match = played(*THREE, [A.Stay(0), A.Stay(1), A.Stay(2)])
    lines = detail_lines(summary(match))
    assert "Showdown:" in lines
    shown = [line.strip() for line in lines[lines.index("Showdown:") + 1:]]
    for hand in match.state.showdown["hands"]:
        name = NAMES[hand["seat"]]
        words = describe_hand(hand["category"], [Card.parse(c) for c in hand["cards"]])
        assert any(line.startswith(f"{name}: {words} (") for line in shown), (name, words)
    assert any(line.startswith("Cleo: high card nine (") for line in shown)


def _empty_below_the_rows(dialog) -> int:
    table = dialog.table
    rows = sum(table.rowHeight(r) for r in range(table.rowCount()))
    return table.viewport().height() - rows


@pytest.mark.layout
@pytest.mark.parametrize("seats", [2, 4, 10])
def test_the_standings_are_as_tall_as_their_rows_no_blank_below_nor_scrolling(summary, seats):
    """The standings table was a fixed 420 px dialog's: three rows stood over a blank the
    height of ten more. It is as tall as its rows (every row in sight, no scrolling) and the
    dialog as tall as what it holds."""
    names = [f"P{s}" for s in range(seats)]
    match = Match(Rules.make(), names, [200] * seats, seats - 1)
    match.start_hand(SeedDeal(5))
    rng = random.Random(5)
    while not match.state.is_over:
        match.apply(random_action(match.state.legal_actions(), rng))
    dialog = summary(match)
    dialog.show()
    assert 0 <= _empty_below_the_rows(dialog) < dialog.table.rowHeight(0)
    assert not dialog.table.verticalScrollBar().isVisible()
    layout = dialog.layout()
    assert dialog.height() <= layout.totalHeightForWidth(dialog.width()) + 2
