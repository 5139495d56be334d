"""The game log speaks of every seat in the third person, the viewer too (issue 38, item 9: it
said "Player pays the ante of 2." and then "You get the palace card ..." of the same person)."""

from __future__ import annotations

from palace_desktop.engine.deal import SeedDeal
from palace_desktop.engine.match import Match
from palace_desktop.engine.rules import Rules
from palace_desktop.engine.view import redact_events
from palace_desktop.live.narration import describe


def test_the_viewers_lines_name_them_as_every_other_line_does(qapp):
    names = ["Player", "Bea", "Greta"]
    match = Match(Rules.make(), names, [200] * 3, dealer=2)
    events = match.start_hand(SeedDeal(21))
    lines = [describe(event, names, 0) for event in redact_events(events, 0)]
    lines = [line for line in lines if line]
    assert any(line.startswith("Player pays the ante") for line in lines)
    assert sum("Player gets the palace card" in line for line in lines) == 3
    assert not [line for line in lines if line.startswith("You ")]
