"""The table's limits (games/limits.py) are what the engine enforces (R1.1), and every layer
above it takes them from that one module rather than a copy of its own."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from palace_desktop.engine.deal import SeedDeal
from palace_desktop.engine.rules import Rules
from palace_desktop.engine.state import GameState
from palace_desktop.games import limits

PACKAGE = Path(__file__).resolve().parent.parent / "palace_desktop"


def start(seats: int):
    return GameState.start(Rules(), [f"P{n}" for n in range(seats)],
                           [limits.STARTING_CHIPS] * seats, 0, SeedDeal(7))


@pytest.mark.parametrize("seats", [limits.MIN_SEATS, limits.MAX_SEATS])
def test_the_engine_deals_at_the_least_and_the_most_seats(seats):
    state, _ = start(seats)
    assert len(state.chips) == seats


@pytest.mark.parametrize("seats", [limits.MIN_SEATS - 1, limits.MAX_SEATS + 1])
def test_the_engine_refuses_one_seat_fewer_or_more(seats):
    with pytest.raises(ValueError, match="R1.1"):
        start(seats)


def test_no_module_above_the_engine_defines_its_own_seat_limits_or_starting_chips():
    names = {"MIN_SEATS", "MAX_SEATS", "STARTING_CHIPS", "MAX_STARTING_CHIPS"}
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        relative = path.relative_to(PACKAGE)
        if relative.parts[0] == "engine" or relative == Path("games/limits.py"):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Assign):
                targets = [t for t in node.targets if isinstance(t, (ast.Name, ast.Tuple))]
                for target in targets:
                    for name in ast.walk(target):
                        if isinstance(name, ast.Name) and name.id in names:
                            found.append(f"{relative}:{node.lineno} {name.id}")
    assert found == []
