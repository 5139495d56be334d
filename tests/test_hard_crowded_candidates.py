"""With four or more in the hand hard searches at most `crowded_candidates` of its moves (3
by default, each costing a rollout an iteration); three or fewer in the hand, up to
`max_candidates` (benchmarks/results/archive/bots_table6.md, seventh to ninth sittings)."""

from __future__ import annotations

import random
from itertools import islice

from palace_desktop.bots.hard import HardBot
from palace_desktop.bots.hard_config import HardConfig

from medium_play import medium_self_play


def crowded_turns(hands: int = 30):
    """(view, legal) of six-seat turns with four or more in the hand and four or more
    choices (stay, buy, bets on several targets)."""
    for _state, _seat, view, legal, _action in medium_self_play(6, hands, 3, "crowded"):
        if (view.phase not in ("trim", "defend", "respond") and len(legal) >= 4
                and sum(view.in_hand) >= 4):
            yield view, legal


def searched(view, legal, **options) -> int:
    bot = HardBot(view.viewer, config=HardConfig(iterations=8, time_limit=None, **options))
    values = bot.decide(view, legal, random.Random(3)).info.get("values") or {}
    return len(values)


def test_crowded_turns_search_at_most_the_crowded_limit():
    counts = {2: [], 3: []}
    for view, legal in islice(crowded_turns(), 8):
        for limit, found in counts.items():
            found.append(searched(view, legal, crowded_candidates=limit))
    assert counts[2] and max(counts[2]) <= 2
    assert max(counts[3]) == 3  # the option does widen the search somewhere
    assert all(three >= two for two, three in zip(counts[2], counts[3]))


def test_the_default_searches_three_when_crowded():
    """The default is the measured 3 (archive/bots_table6.md), and it is what a default bot
    searches."""
    assert HardConfig().crowded_candidates == 3
    for view, legal in islice(crowded_turns(), 8):
        if searched(view, legal) == 3:
            return
    raise AssertionError("no crowded turn searched three candidates by default")
