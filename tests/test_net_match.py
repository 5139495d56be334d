"""Whole matches through the table server, remote players and the server's bots together,
end as the same match played locally on the engine: same deals, same moves, same chips."""

from __future__ import annotations

import pytest

from net_play import play_locally, play_through_server, run


@pytest.mark.parametrize("kinds, seed", [
    ("rr", 1),
    ("rbr", 2),
    ("rbrbbr", 3),
    ("rbbrbrbbrb", 4),
])
def test_a_match_through_the_server_is_the_match_played_locally(kinds, seed):
    played = run(play_through_server(kinds, seed))
    local = play_locally(kinds, seed, played.names)
    assert played.record == local.match.to_json()
    assert len(played.record["hands"]) >= 2  # a match, not one hand
    for seat, chips in played.chips.items():
        assert chips == list(local.match.chips), seat
    assert set(played.chips) == {seat for seat, kind in enumerate(kinds) if kind == "r"}
