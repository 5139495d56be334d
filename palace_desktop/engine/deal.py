"""How a hand's cards are laid out: the deal specifications of ENGINE_API.md section 2, the
banner deal (R5), the palace deal (R6) and the choice of the first dealer (R3.2)."""

from __future__ import annotations

import random
from typing import Optional, Sequence

from .cards import Card, standard_deck
from .records import record


# The random bits `Random._randbelow` draws for a number below n (n.bit_length()), by n.
_BITS = tuple(n.bit_length() for n in range(1024))


def shuffle(rng: random.Random, items: list) -> None:
    """`rng.shuffle(items)`: the same permutation from the same draws, at half the cost.

    Every deal shuffles twice, so simulations shuffle thousands of times a second, and the
    library's shuffle calls `_randbelow` once per card. `_inline_shuffle` is CPython's own loop
    with those calls inlined; it stands in only for a plain `random.Random` on a Python whose
    shuffle it matches (checked at import, and by a test on random seeds).
    """
    if _INLINE_MATCHES and type(rng) is random.Random:
        if len(items) < len(_STEPS):
            _stepped_shuffle(rng, items)
        elif len(items) < len(_BITS):
            _inline_shuffle(rng, items)
        else:
            rng.shuffle(items)
    else:
        rng.shuffle(items)


# For a list of each size up to a deck and more: (i, the bits drawn for a number up to i) for
# each index i from the end, as `_inline_shuffle` goes (it works both out for every card).
_STEPS = tuple(tuple((i, (i + 1).bit_length()) for i in range(size - 1, 0, -1))
               for size in range(64))


def _stepped_shuffle(rng: random.Random, items: list) -> None:
    """`_inline_shuffle` with each index and its number of bits read from `_STEPS`."""
    getrandbits = rng.getrandbits
    for i, k in _STEPS[len(items)]:
        j = getrandbits(k)
        while j > i:
            j = getrandbits(k)
        items[i], items[j] = items[j], items[i]


def _inline_shuffle(rng: random.Random, items: list) -> None:
    """Fisher-Yates from the end; each index drawn by rejection from `getrandbits`, as
    `Random._randbelow_with_getrandbits` draws it."""
    getrandbits = rng.getrandbits
    bits = _BITS
    for i in range(len(items) - 1, 0, -1):
        n = i + 1
        k = bits[n]
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        items[i], items[j] = items[j], items[i]


def _inline_matches_library() -> bool:
    if random.Random._randbelow is not random.Random._randbelow_with_getrandbits:
        return False
    for seed in range(5):
        ours, stepped, theirs = list(range(60)), list(range(60)), list(range(60))
        _inline_shuffle(random.Random(seed), ours)
        _stepped_shuffle(random.Random(seed), stepped)
        random.Random(seed).shuffle(theirs)
        if ours != theirs or stepped != theirs:
            return False
    return True


_INLINE_MATCHES = _inline_matches_library()

_Random = random.Random
_new_random = random.Random.__new__
_seed_random = random.Random.__mro__[1].seed  # the generator's own (C) seeding


def seeded(seed) -> random.Random:
    """`random.Random(seed)`: the same generator in the same state, for an int seed at half
    the cost (the library's `__init__` and `seed` are Python code that, for an int, end in the
    generator's own seeding, which is called here directly). A deal is seeded every hand."""
    if type(seed) is not int or not _SEEDING_MATCHES:
        return _Random(seed)
    rng = _new_random(_Random)
    _seed_random(rng, seed)
    rng.gauss_next = None
    return rng


def _seeding_matches_library() -> bool:
    for seed in (0, 1, 42, -7, 2**40 + 3):
        rng = _new_random(_Random)
        _seed_random(rng, seed)
        rng.gauss_next = None
        if rng.getstate() != _Random(seed).getstate():
            return False
    return True


_SEEDING_MATCHES = _seeding_matches_library()


@record(frozen=True)
class SeedDeal:
    """`{"seed": N}`: shuffle the standard deck with `random.Random(N)`."""

    seed: int

    def to_json(self) -> dict:
        return {"seed": self.seed}


@record(frozen=True)
class DeckDeal:
    """`{"deck": [...52 cards, top first], "seed": N}`: deal from this order, no first shuffle."""

    deck: tuple[Card, ...]
    seed: int = 0

    def to_json(self) -> dict:
        return {"deck": [str(c) for c in self.deck], "seed": self.seed}


@record(frozen=True)
class ExplicitDeal:
    """Banners, palaces and piles given card by card (scenario tests, bug reports)."""

    banners: tuple[Optional[Card], ...]
    palaces: tuple[tuple[Card, ...], ...]
    draw_pile: tuple[Card, ...] = ()  # top first
    discard_pile: tuple[Card, ...] = ()  # top first, so the last entry arrived first
    seed: int = 0

    def to_json(self) -> dict:
        return {
            "banners": [None if b is None else str(b) for b in self.banners],
            "palaces": [[str(c) for c in p] for p in self.palaces],
            "draw_pile": [str(c) for c in self.draw_pile],
            "discard_pile": [str(c) for c in self.discard_pile],
            "seed": self.seed,
        }


DealSpec = SeedDeal | DeckDeal | ExplicitDeal


def banner_group(player_number: int) -> int:
    """R5.2: players 1-4, 5-8 and 9-10 (numbered from the dealer's left) form the groups."""
    return (player_number - 1) // 4


@record
class DealtHand:
    """What the deal produced, with the public steps in order for the event stream."""

    banners: dict[int, Card]
    palaces: dict[int, list[Card]]
    draw_pile: list[Card]  # top first
    discard_pile: list[Card]  # arrival order (last is top)
    steps: list[tuple]  # ("rejected", seat, card) | ("banner", seat, card) | ("reshuffled", n) | ("gathered", n)
    rng: random.Random


def deal_hand(spec: DealSpec, players: Sequence[int]) -> DealtHand:
    """Deal banners and palaces to `players` (clockwise from the dealer's left, R5.1)."""
    if isinstance(spec, ExplicitDeal):
        return _explicit(spec, players)
    rng = seeded(spec.seed)
    if isinstance(spec, SeedDeal):
        deck = standard_deck()
        shuffle(rng, deck)
    else:
        deck = list(spec.deck)
    steps: list[tuple] = []
    banners: dict[int, Card] = {}
    rejected: list[Card] = []
    # The suits dealt so far in each group of `banner_group` (at most 10 players: 3 groups),
    # its test written out.
    group_suits = [set() for _ in range((len(players) + 3) // 4)]
    for number, seat in enumerate(players, start=1):
        suits = group_suits[(number - 1) // 4]
        while True:
            if not deck:  # R5.4
                shuffle(rng, rejected)
                deck, rejected = rejected, []
                steps.append(("reshuffled", len(deck)))
            card = deck.pop(0)
            if card.suit in suits:  # R5.3
                rejected.append(card)
                steps.append(("rejected", seat, card))
                continue
            suits.add(card.suit)
            banners[seat] = card
            steps.append(("banner", seat, card))
            break
    rest = deck + rejected  # R5.5: undealt first, then rejected, in order
    shuffle(rng, rest)
    steps.append(("gathered", len(rest)))
    # R6.1: three rounds, one card each from the top, so the seat at position i gets the
    # cards at i, i + n and i + 2n.
    n = len(players)
    palaces = {seat: rest[i:3 * n:n] for i, seat in enumerate(players)}
    return DealtHand(banners, palaces, rest[3 * n:], [], steps, rng)


def _explicit(spec: ExplicitDeal, players: Sequence[int]) -> DealtHand:
    banners = {seat: spec.banners[seat] for seat in players}
    palaces = {seat: list(spec.palaces[seat]) for seat in players}
    named = set(banners.values())
    for cards in palaces.values():
        named.update(cards)
    named.update(spec.draw_pile)
    named.update(spec.discard_pile)
    draw = list(spec.draw_pile) + [c for c in standard_deck() if c not in named]
    discard = list(reversed(spec.discard_pile))
    steps = [("banner", seat, banners[seat]) for seat in players]
    return DealtHand(banners, palaces, draw, discard, steps, random.Random(spec.seed))


def validate_explicit_banners(spec: ExplicitDeal, players: Sequence[int]) -> Optional[str]:
    """R5.2 for an explicit deal: None when fine, else a reason."""
    seen: dict[int, dict] = {}
    for number, seat in enumerate(players, start=1):
        card = spec.banners[seat]
        group = seen.setdefault(banner_group(number), {})
        if card.suit in group:
            return (f"banners of seats {group[card.suit]} and {seat} share a suit in one group "
                    f"(R5.2)")
        group[card.suit] = seat
    return None


def choose_first_dealer(num_seats: int, rng: random.Random) -> tuple[int, list[dict[int, Card]]]:
    """R3.2: one card to each seat, highest rank deals; tied seats get another card until one
    is highest. Returns the dealer and the cards of every round (for the table to show)."""
    deck = standard_deck()
    rng.shuffle(deck)
    contenders = list(range(num_seats))
    rounds: list[dict[int, Card]] = []
    while True:
        dealt: dict[int, Card] = {}
        for seat in contenders:
            if not deck:
                deck = standard_deck()
                rng.shuffle(deck)
            dealt[seat] = deck.pop(0)
        rounds.append(dealt)
        top = max(card.rank for card in dealt.values())
        contenders = [seat for seat in contenders if dealt[seat].rank == top]
        if len(contenders) == 1:
            return contenders[0], rounds
