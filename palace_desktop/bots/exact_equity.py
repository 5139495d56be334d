"""Exact figures for the bots' reasons, shared by the `medium`, `hard` and `maniac` bots, the
coach and the battle preview: a reason quotes a figure that must be true at any budget, so
these count every palace an opponent may hold once (R15.2-R15.5), where `equity.py` samples.
Memoized on the cards, so a figure never depends on call history.
"""

from __future__ import annotations

import copy
import random
from bisect import bisect_left
from itertools import combinations
from math import comb
from typing import Sequence

from ..engine.cards import Card
from .equity import Seen, banner_count, battle_value, countable, pot_share, value, versus


_EXACT_CACHE: dict = {}
_EXACT_CACHE_LIMIT = 4096
# Count every deal up to this many (a palace of 3 from 47 unseen cards is 16,215), else sample.
EXACT_LIMIT = 60_000
REASON_SAMPLES = 4000


def battle_equity(seen: Seen, t: int) -> float:
    """The viewer's chance to win a battle against `t` now (R15.2-R15.5; equal hands after
    the banner tie-break count half), counted over every palace `t` may hold: each set of the
    viewer's unseen cards is equally likely to be it. Exact, so a reason can quote it at any
    budget; memoized on the cards, so it never depends on call history."""
    me = seen.me
    ex = seen.exclusion
    my_banner, their_banner = seen.banner[me], seen.banner[t]
    known = seen.known[t]
    hidden = seen.hidden[t]
    pool = seen.pool if len(seen.pool) >= hidden else []
    key = (tuple(c.index for c in seen.mine), tuple(c.index for c in known), hidden,
           my_banner.index, their_banner.index, ex, tuple(c.index for c in pool))
    cached = _EXACT_CACHE.get(key)
    if cached is not None:
        return cached
    mv = battle_value(seen.mine, their_banner, ex)
    my_bc = banner_count(seen.mine, my_banner)
    base = countable(known, my_banner, ex)
    base_bc = banner_count(known, their_banner)
    counts = set(countable(pool, my_banner, ex))
    suit = their_banner.suit

    def result(extra: Sequence[Card]) -> float:
        tv = value(base + [c for c in extra if c in counts])
        if mv != tv:
            return 1.0 if mv > tv else 0.0
        return versus(my_bc, base_bc + sum(1 for c in extra if c.suit == suit))

    if hidden == 0 or not pool:
        equity = result([])
    elif comb(len(pool), hidden) <= EXACT_LIMIT:
        equity = _every_palace(mv, my_bc, base, base_bc, pool, counts, suit, hidden)
    else:  # a palace bigger than 3 cards: never in a real hand; sample, seeded by the key
        rng = random.Random(repr(key))
        equity = sum(result(rng.sample(pool, hidden))
                     for _ in range(REASON_SAMPLES)) / REASON_SAMPLES
    if len(_EXACT_CACHE) >= _EXACT_CACHE_LIMIT:
        _EXACT_CACHE.clear()
    _EXACT_CACHE[key] = equity
    return equity


def _every_palace(mv: int, my_bc: int, base: list, base_bc: int, pool: Sequence[Card],
                  counts: set, suit: int, hidden: int) -> float:
    """`battle_equity` counted over every palace of `hidden` cards from `pool`, grouped by
    the cards that count against the viewer (`counts`): the ones that do not (the viewer's
    banner suit, R15.3) change only the banner tie-break (R15.5), through how many of them
    have the holder's banner `suit`, so each set of counting cards is valued once and
    weighed by the number of palaces it stands for (2.5 times fewer hand values under the
    suit exclusion). `tests/test_bot_reasons_truth.py` checks it against every palace."""
    counting = [c for c in pool if c in counts]
    others = len(pool) - len(counting)
    others_suited = sum(1 for c in pool if c not in counts and c.suit == suit)
    others_plain = others - others_suited
    total = 0.0
    for k in range(max(0, hidden - others), min(hidden, len(counting)) + 1):
        rest = hidden - k
        ways = comb(others, rest)
        for part in combinations(counting, k):
            tv = value(base + list(part))
            if mv != tv:
                if mv > tv:
                    total += ways
                continue
            theirs = base_bc + sum(1 for c in part if c.suit == suit)
            for j in range(rest + 1):
                total += (comb(others_suited, j) * comb(others_plain, rest - j)
                          * versus(my_bc, theirs + j))
    return total / comb(len(pool), hidden)


def battle_equities_after_buy(seen: Seen, t: int) -> dict:
    """{card: `battle_equity` against `t` had the viewer just bought `card`} for every card of
    the viewer's unseen pool, exact. One `battle_equity` per card values every palace `t` may
    hold again, about 45 times over; here each set of counting cards is valued once and the
    palaces without the bought card are counted per card by bisection in sorted values
    (`tests/test_hard_maniac.py` checks it against `battle_equity` card by card)."""
    pool = seen.pool
    hidden = seen.hidden[t]
    ex = seen.exclusion
    my_banner, their_banner = seen.banner[seen.me], seen.banner[t]
    if hidden == 0 or len(pool) - 1 < hidden or comb(len(pool) - 1, hidden) > EXACT_LIMIT:
        return {card: _equity_bought(seen, t, card) for card in pool}
    base = countable(seen.known[t], my_banner, ex)
    base_bc = banner_count(seen.known[t], their_banner)
    counts = set(countable(pool, my_banner, ex))
    suit = their_banner.suit
    counting = [c for c in pool if c in counts]
    # Every set of counting cards of each size: its value, its banner cards (R15.5), its cards.
    below: list[list[int]] = []  # by size: the sets' values, sorted
    below_with: list[dict] = []  # by size: {card: the values of the sets holding it, sorted}
    equal: list[dict] = []  # by size: {value: [(banner cards, cards)]}, for the ties
    for k in range(min(hidden, len(counting)) + 1):
        values, holding, ties = [], {c: [] for c in counting}, {}
        for part in combinations(counting, k):
            tv = value(base + list(part))
            values.append(tv)
            for c in part:
                holding[c].append(tv)
            ties.setdefault(tv, []).append(
                (base_bc + sum(1 for c in part if c.suit == suit), part))
        values.sort()
        for held in holding.values():
            held.sort()
        below.append(values)
        below_with.append(holding)
        equal.append(ties)
    others_suited = sum(1 for c in pool if c not in counts and c.suit == suit)
    others_plain = len(pool) - len(counting) - others_suited
    palaces = comb(len(pool) - 1, hidden)
    result = {}
    for card in pool:
        mine = seen.mine + [card]
        mv = battle_value(mine, their_banner, ex)
        my_bc = banner_count(mine, my_banner)
        counted = card in counts
        suited = others_suited - (not counted and card.suit == suit)
        plain = others_plain - (not counted and card.suit != suit)
        others, n_counting = suited + plain, len(counting) - counted
        total = 0.0
        for k in range(max(0, hidden - others), min(hidden, n_counting) + 1):
            rest = hidden - k
            wins = bisect_left(below[k], mv)
            if counted:
                wins -= bisect_left(below_with[k][card], mv)
            total += comb(others, rest) * wins
            for theirs, part in equal[k].get(mv, ()):
                if counted and card in part:
                    continue
                for j in range(rest + 1):
                    total += (comb(suited, j) * comb(plain, rest - j)
                              * versus(my_bc, theirs + j))
        result[card] = total / palaces
    return result


def _equity_bought(seen: Seen, t: int, card: Card) -> float:
    """`battle_equity` against `t` had the viewer just bought `card` (one of its unseen)."""
    bought = copy.copy(seen)
    bought.mine = seen.mine + [card]
    bought.pool = [c for c in seen.pool if c != card]
    return battle_equity(bought, t)


def showdown_share(seen: Seen, samples: int = REASON_SAMPLES) -> float:
    """The viewer's share of the pot if the hand ended now by a quiet round (R17.4 heads-up:
    the battle; else R17.3: best hand of all own cards, equal best hands split). Counted over
    every deal of the unseen cards into the hidden palaces when they are few enough (always
    heads-up); else over `samples` random deals, within a point or two, drawn with an rng
    seeded by the cards, so the figure never depends on call history."""
    opps = seen.opps
    if not opps:
        return 1.0
    if seen.battle_rules_at_end():
        return battle_equity(seen, opps[0])
    mine = value(seen.mine)
    pool = seen.pool
    hidden = [seen.hidden[t] for t in opps]
    known = [seen.known[t] for t in opps]
    need = sum(hidden)
    if need > len(pool):
        need, hidden = 0, [0] * len(opps)

    def share(extras: list) -> float:
        return pot_share(mine, [value(k + e) for k, e in zip(known, extras)])

    if _deal_count(len(pool), hidden) <= EXACT_LIMIT:
        deals = _every_deal(pool, hidden)
    else:
        # Independent draws (not `samples_of`, whose few fixed orders would repeat deals).
        rng = random.Random(repr((tuple(c.index for c in seen.mine),
                                  [tuple(c.index for c in k) for k in known], hidden,
                                  tuple(c.index for c in pool))))
        deals = (_split(rng.sample(pool, need), hidden) for _ in range(samples))
    total = 0.0
    count = 0
    for extras in deals:
        total += share(extras)
        count += 1
    return total / count


def _deal_count(pool: int, sizes: Sequence[int]) -> int:
    count = 1
    for size in sizes:
        count *= comb(pool, size)
        pool -= size
    return count


def _every_deal(pool: Sequence[Card], sizes: Sequence[int]):
    """Every way to fill palaces of `sizes` from `pool`."""
    if not sizes:
        yield []
        return
    for first in combinations(pool, sizes[0]):
        taken = set(first)
        rest = [c for c in pool if c not in taken]
        for others in _every_deal(rest, sizes[1:]):
            yield [list(first)] + others


def _split(cards: Sequence[Card], sizes: Sequence[int]) -> list:
    parts, k = [], 0
    for size in sizes:
        parts.append(list(cards[k:k + size]))
        k += size
    return parts


