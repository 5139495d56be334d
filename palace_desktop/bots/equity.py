"""Monte Carlo battle equity from one seat's view, shared by the `medium` and `hard` bots.

Everything here reads a `SeatView` only. The unknown cards (other seats' palaces, the draw
pile, unknown discards) are the view's `unseen_cards()`; a sample deals them at random into
the hidden palaces, exactly as `determinize` would, and compares hands with the exclusion of
R15.3 and the banner tie-break of R15.5.

The per-sample loop is the hot path of both bots, so it works on plain lists of cards with
`hand_value` (never `best_hand`), and everything that does not depend on the sample (the
viewer's own values, the values after a capture, the values after buying each possible card)
is computed once.

Reasons quote figures that must be true at any budget, so they have their own exact versions
(`battle_equity`, `showdown_share`) in `exact_equity.py`: every palace an opponent may hold is
counted once.
"""

from __future__ import annotations

import random
from bisect import bisect_left, bisect_right
from itertools import combinations
from typing import Optional, Sequence

from ..engine.cards import Card, UNKNOWN
from ..engine.hands import category_number, hand_value, value_ranks
from ..engine.phases import MAX_SOLDIERS  # R8.2, R16.2: the engine's limit, not a copy
from ..engine.view import SeatView


# --------------------------------------------------------------------------------------------
# Hands with the exclusion


def countable(cards: Sequence[Card], opp_banner: Card, exclusion: str) -> list[Card]:
    """R15.3: the cards that count in a battle against the holder of `opp_banner`."""
    if exclusion == "suit":
        suit = opp_banner.suit
        return [c for c in cards if c.suit != suit]
    if exclusion == "rank":
        rank = opp_banner.rank
        return [c for c in cards if c.rank != rank]
    return list(cards)


def value(cards: Sequence[Card]) -> int:
    """`hand_value`, with -1 for no cards and the best 9 for more than 9 (an estimate only)."""
    n = len(cards)
    if n == 0:
        return -1
    if n > 9:
        return _value_of_many(cards)
    return hand_value(cards)


def _value_of_many(cards: Sequence[Card]) -> int:
    # More than 9 cards happen only in what-ifs (a capture before the trim). Dropping the
    # lowest ranks outside the biggest suit keeps pairs, straights' tops and flushes.
    suits = [0, 0, 0, 0]
    for c in cards:
        suits[c.suit] += 1
    big = max(range(4), key=suits.__getitem__)
    ordered = sorted(cards, key=lambda c: (c.suit == big, c.rank), reverse=True)
    return hand_value(ordered[:9])


def battle_value(cards: Sequence[Card], opp_banner: Card, exclusion: str) -> int:
    return value(countable(cards, opp_banner, exclusion))


def banner_count(cards: Sequence[Card], banner: Card) -> int:
    """R15.5: how many of `cards` have the suit of the holder's own banner."""
    suit = banner.suit
    return sum(1 for c in cards if c.suit == suit)


def versus(a: int, b: int) -> float:
    """One comparison as a share: 1 when `a` is greater, 0 when smaller, 0.5 when equal."""
    return 1.0 if a > b else 0.0 if a < b else 0.5


def battle_result(mine: int, theirs: int, my_count: int, their_cards: Sequence[Card],
                  their_banner: Card) -> float:
    """The viewer's result in one battle (R15.2-R15.6): 1 win, 0 loss, 0.5 still equal after
    the banner tie-break, where `my_count` is the viewer's `banner_count`. The opponent's
    banner cards are counted only when the values are equal: this runs once per sample."""
    if mine != theirs:
        return 1.0 if mine > theirs else 0.0
    return versus(my_count, banner_count(their_cards, their_banner))


def pot_share(mine: int, others: Sequence[int]) -> float:
    """The viewer's share of a pot the best value takes, equal best values splitting it."""
    top = max(others)
    return 1.0 if mine > top else 0.0 if mine < top else 1.0 / (1 + others.count(top))


def strength(v: int) -> float:
    """A hand value on a 0-9 scale (category, then the first two rank slots), for summing."""
    if v < 0:
        return 0.0
    first, second = value_ranks(v, 2)
    return category_number(v) + first / 16 + second / 256


# --------------------------------------------------------------------------------------------
# What the viewer knows


class Seen:
    """The viewer's knowledge in the shape the estimators need."""

    def __init__(self, view: SeatView):
        self.view = view
        self.me = me = view.viewer
        self.rules = view.rules
        self.exclusion = view.rules.exclusion
        self.live = view.seats_in_hand()
        self.opps = [s for s in self.live if s != me]
        self.banner = view.banners
        self.known: dict[int, list[Card]] = {}
        self.hidden: dict[int, int] = {}
        for s in self.live:
            palace = view.palaces[s]
            self.known[s] = ([view.banners[s]] + [c for c in palace if c is not UNKNOWN]
                             + list(view.soldiers[s]))
            self.hidden[s] = sum(1 for c in palace if c is UNKNOWN)
        self.mine = self.known.get(me, [])
        self.pool = view.unseen_cards()
        self.heads_up = len(self.live) == 2

    def targets(self) -> list[int]:
        """Opponents the viewer may bet against (R12.2), whatever the chips."""
        my_suit = self.banner[self.me].suit
        return [t for t in self.opps if self.banner[t].suit != my_suit]

    def battle_rules_at_end(self) -> bool:
        """R17.4: with two left, a quiet-round end is a battle (else an R17.3 showdown)."""
        return self.heads_up and self.rules.two_left == "battle"

    def name(self, seat: int) -> str:
        return self.view.names[seat]


# --------------------------------------------------------------------------------------------
# Trim: which soldiers to keep (R8.2, R16.2)


def useful_cards(seen: Seen, cards: Sequence[Card]) -> list[Card]:
    """Soldiers that can count for the viewer: at a multiway showdown (R17.3) every card
    counts, and so it does heads-up under `two_left = showdown`; heads-up under R17.4 a card
    counts only if the opponent's banner does not exclude it (R15.3)."""
    if not seen.opps or not seen.battle_rules_at_end():
        return list(cards)
    t = seen.opps[0]
    keep = set(countable(cards, seen.banner[t], seen.exclusion))
    return [c for c in cards if c in keep]


def trim_score(seen: Seen, base: Sequence[Card], keep: Sequence[Card]) -> float:
    """How good a hand of `base` (banner and palace) plus the soldiers `keep` is: summed
    strength against each live opponent (and at an R17.3 showdown), with small bonuses for
    own-banner-suit cards (R15.5) and for suited cards, which may grow into a flush."""
    cards = list(base) + list(keep)
    ex = seen.exclusion
    score = 0.0
    for t in seen.opps:
        score += strength(battle_value(cards, seen.banner[t], ex))
    if len(seen.live) > 2 or not seen.battle_rules_at_end():
        score += strength(value(cards))
    my_banner = seen.banner[seen.me]
    score += 0.02 * banner_count(keep, my_banner)
    suits = [0, 0, 0, 0]
    for c in cards:
        suits[c.suit] += 1
    best_suit = max(suits)
    if best_suit < 5:
        score += 0.01 * best_suit
    return score


def choose_keep(seen: Seen, soldiers: Sequence[Card]) -> list[Card]:
    """The soldiers to keep: useful ones only, at most 5, the best set by `trim_score`."""
    useful = useful_cards(seen, soldiers)
    if len(useful) <= MAX_SOLDIERS:
        return useful
    base = [seen.banner[seen.me]] + [c for c in seen.view.palaces[seen.me]]
    best, best_score = None, -1.0
    for combo in combinations(useful, MAX_SOLDIERS):
        score = trim_score(seen, base, combo)
        if score > best_score:
            best, best_score = list(combo), score
    return best


# --------------------------------------------------------------------------------------------
# The Monte Carlo estimate


class Estimate:
    """Per sample `i` (all lists have `n` entries):

    - `outcome[t][i]`: the viewer's battle result against `t` now: 1 win, 0.5 equal after the
      banner tie-break, 0 loss (R15.2-R15.6).
    - `perceived[t][i]`: what `t`, seeing its own palace but not the viewer's, believes its
      chance against the viewer is (the basis of the fold model).
    - `showdown[i]`: the viewer's share of the pot if the hand ended now by a quiet round
      (R17.3 or R17.4).
    - `bought[i]`: the same after a Buy of a random card and the best trim; None if not asked.
    - `bought_vs[t][i]`: the battle result against `t` after that Buy (heads-up only).
    - `after[t][i]`: multiway: the viewer's showdown share once `t` is beaten and captured.
    - `cards[t][i]`: `t`'s cards (banner, palace, soldiers), only if `estimate` was asked to
      keep them.
    """

    def __init__(self, seen: Seen, n: int):
        self.seen = seen
        self.n = n
        self.outcome: dict[int, list[float]] = {t: [] for t in seen.opps}
        self.perceived: dict[int, list[float]] = {t: [] for t in seen.opps}
        self.opp_value: dict[int, list[int]] = {t: [] for t in seen.opps}
        self.showdown: list[float] = []
        self.bought: Optional[list[float]] = None
        self.bought_vs: dict[int, list[float]] = {}
        self.after: dict[int, list[float]] = {}

    def mean(self, values: Sequence[float], weights: Optional[Sequence[float]] = None) -> float:
        if not values:
            return 0.0
        if weights is None:
            return sum(values) / len(values)
        total = sum(weights)
        if total <= 0:
            return sum(values) / len(values)
        return sum(v * w for v, w in zip(values, weights)) / total


_PERMUTATIONS: dict[int, list[list[int]]] = {}
_PERMUTATION_COUNT = 128


def _permutations(n: int) -> list[list[int]]:
    """A fixed set of random orders of range(n): picking one costs one rng call, where a
    shuffle costs n of them. Seeded by n only, so results never depend on call history."""
    perms = _PERMUTATIONS.get(n)
    if perms is None:
        order_rng = random.Random(f"perm:{n}")
        perms = []
        for _ in range(_PERMUTATION_COUNT):
            order = list(range(n))
            order_rng.shuffle(order)
            perms.append(order)
        _PERMUTATIONS[n] = perms
    return perms


def samples_of(pool: Sequence[Card], size: int, count: int, rng: random.Random):
    """`count` random draws of `size` distinct cards from `pool`: slices of randomly
    reordered copies (draws within one order are disjoint, which only lowers the variance),
    much quicker than `rng.sample` per draw."""
    if size == 0:
        for _ in range(count):
            yield []
        return
    n = len(pool)
    per = n // size
    perms = _permutations(n)
    pick = rng.randrange
    deck: list = []
    for i in range(count):
        j = i % per
        if j == 0:
            order = perms[pick(_PERMUTATION_COUNT)]
            deck = [pool[k] for k in order]
        yield deck[j * size:(j + 1) * size]


_OUTSIDER_CACHE: dict = {}
_OUTSIDER_CACHE_LIMIT = 50_000


def outsider_values(seen: Seen, t: int, samples: int) -> list[int]:
    """Sorted battle values of the viewer's hand against `t` as others see it: banner and
    soldiers known, the palace any of the cards the viewer cannot see or its own palace.

    The result depends only on public cards, so it is memoized; its rng is seeded from the
    key, so the memo never changes a result."""
    me = seen.me
    view = seen.view
    palace = [c for c in view.palaces[me] if c is not UNKNOWN]
    pool = sorted(seen.pool + palace, key=_index)
    public = [seen.banner[me]] + list(view.soldiers[me])
    k = len(view.palaces[me])
    tb = seen.banner[t]
    ex = seen.exclusion
    if k == 0 or len(pool) < k:
        return [battle_value(public, tb, ex)]
    key = (tuple(c.index for c in public), tb.index, ex, k, samples,
           tuple(c.index for c in pool))
    cached = _OUTSIDER_CACHE.get(key)
    if cached is not None:
        return cached
    rng = random.Random(repr(key))
    result = sorted(battle_value(public + drawn, tb, ex)
                    for drawn in samples_of(pool, k, samples, rng))
    if len(_OUTSIDER_CACHE) >= _OUTSIDER_CACHE_LIMIT:
        _OUTSIDER_CACHE.clear()
    _OUTSIDER_CACHE[key] = result
    return result


def _index(card: Card) -> int:
    return card.index


def _perceived(sorted_values: list[int], v: int) -> float:
    n = len(sorted_values)
    return (bisect_left(sorted_values, v) + bisect_right(sorted_values, v)) / (2 * n)


def estimate(view: SeatView, rng: random.Random, samples: int, *, buy: bool = False,
             outsider: int = 150, seen: Optional[Seen] = None,
             buy_samples: Optional[int] = None) -> Estimate:
    """Deal the unseen cards `samples` times and record what the `Estimate` lists (the
    values after a buy for the first `buy_samples` samples only, if given)."""
    seen = seen or Seen(view)
    me = seen.me
    est = Estimate(seen, samples)
    opps = seen.opps
    if me not in seen.known or not opps:
        return est
    ex = seen.exclusion
    mine = seen.mine
    my_banner = seen.banner[me]
    my_bc = banner_count(mine, my_banner)
    heads_up = seen.heads_up
    battle_end = seen.battle_rules_at_end()
    my_battle = {t: battle_value(mine, seen.banner[t], ex) for t in opps}
    my_sd = value(mine)
    outs = {t: outsider_values(seen, t, outsider) for t in opps}
    pool = seen.pool
    hidden = [seen.hidden[t] for t in opps]
    known = [seen.known[t] for t in opps]
    banners = [seen.banner[t] for t in opps]
    need = sum(hidden)
    extra = 1 if buy and len(pool) > need else 0
    if len(pool) < need:  # an inconsistent view; nothing sensible to sample
        need = len(pool)
    total = need + extra

    # Values after a buy depend only on the bought card: cache them per card.
    buy_cache: dict[Card, tuple] = {}
    my_soldiers = list(view.soldiers[me])
    my_base = [my_banner] + list(view.palaces[me])

    need_vs = heads_up
    need_sd = not (heads_up and battle_end)

    def after_buy(card: Card) -> tuple:
        got = buy_cache.get(card)
        if got is not None:
            return got
        soldiers = my_soldiers + [card]
        if len(soldiers) > MAX_SOLDIERS:
            options = [my_base + soldiers[:i] + soldiers[i + 1:] for i in range(len(soldiers))]
        else:
            options = [my_base + soldiers]
        vs = ({t: max(battle_value(o, seen.banner[t], ex) for o in options) for t in opps}
              if need_vs else None)
        sd = max(value(o) for o in options) if need_sd else None
        bc = max(banner_count(o, my_banner) for o in options) if need_vs else None
        got = (vs, sd, bc)
        buy_cache[card] = got
        return got

    # Multiway: the viewer's showdown value after capturing t's banner and soldiers.
    after_sd = {}
    if not heads_up:
        for t in opps:
            after_sd[t] = value(mine + [seen.banner[t]] + list(view.soldiers[t]))
            est.after[t] = []
    if extra:
        est.bought = []
        if heads_up:
            est.bought_vs = {t: [] for t in opps}

    outcome = [est.outcome[t] for t in opps]
    perceived = [est.perceived[t] for t in opps]
    opp_value = [est.opp_value[t] for t in opps]
    outs_list = [outs[t] for t in opps]
    mine_vs = [my_battle[t] for t in opps]
    showdown = est.showdown
    n_opps = len(opps)
    rng_opps = range(n_opps)
    buy_limit = samples if buy_samples is None else buy_samples
    for i, drawn in enumerate(samples_of(pool, total, samples, rng)):
        k = 0
        cards_of = []
        for j in rng_opps:
            h = hidden[j]
            cards = known[j] + drawn[k:k + h] if h else known[j]
            k += h
            cards_of.append(cards)
            tv = battle_value(cards, my_banner, ex)
            outcome[j].append(battle_result(mine_vs[j], tv, my_bc, cards, banners[j]))
            opp_value[j].append(tv)
            perceived[j].append(_perceived(outs_list[j], tv))
        if heads_up and battle_end:
            showdown.append(outcome[0][-1])
            sd_values = None
        else:
            sd_values = [value(c) for c in cards_of]
            showdown.append(pot_share(my_sd, sd_values))
        if not heads_up:
            for j in rng_opps:
                t = opps[j]
                rest = [v for i2, v in enumerate(sd_values) if i2 != j]
                est.after[t].append(pot_share(after_sd[t], rest))
        if extra and i < buy_limit:
            vs, sd, bc = after_buy(drawn[need])
            if heads_up:
                t = opps[0]
                cards = cards_of[0]
                r = battle_result(vs[t], opp_value[0][-1], bc, cards, banners[0])
                est.bought_vs[t].append(r)
                est.bought.append(r if battle_end else versus(sd, value(cards)))
            else:
                est.bought.append(pot_share(sd, sd_values))
    return est
