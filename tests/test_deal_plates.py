"""While the next hand is dealt, the plates say nothing of the last one (issue 38, item 7: "Won
41" and "Out of this hand" stood on the plates, dimmed, for the seconds of the deal)."""

from __future__ import annotations

from palace_desktop.engine import actions as A

from test_table import ann_and_ben_window


def test_the_plates_drop_the_last_hands_words_as_the_next_deal_starts(qtbot):
    session, window = ann_and_ben_window(qtbot)
    session.submit(A.Bet(0, 1))
    session.submit(A.Call(1))
    qtbot.waitUntil(lambda: not window.scene.busy, timeout=10000)
    plates = [window.scene.seats[seat].plate for seat in range(2)]
    assert {plate.status_line() for plate in plates} >= {"Out of this hand"}
    if window.summary is not None:
        window.summary.close()
    window.set_speed("normal")
    session.start_hand()
    assert window.scene.busy  # the deal is being shown
    for seat, plate in enumerate(plates):
        words = plate.status_line()
        assert "Won" not in words and "Out of this hand" not in words, (seat, words)
        assert not plate._dimmed, seat
    qtbot.waitUntil(lambda: not window.scene.busy, timeout=15000)
