"""The engine's simple implementations from before the speed work (issue 16), kept as the
reference its fast paths are tested against (tests/test_engine_fast_paths.py): the view built
field by field, legal actions with every `Discard` made by its constructor, the deal that
pops cards one at a time and the library's shuffle; and the obvious hand evaluator (R15.4,
R20): the best key over every 5-card subset, its cards picked rank by rank in the order given."""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations

from palace_desktop.engine import actions as A
from palace_desktop.engine.battle_records import BattleRecord
from palace_desktop.engine.cards import UNKNOWN, standard_deck
from palace_desktop.engine.deal import DealtHand, ExplicitDeal, _explicit, banner_group
from palace_desktop.engine.frozen import frozen
from palace_desktop.engine.phases import DEFEND, MAX_SOLDIERS, OVER, RESPOND, TRIM
from palace_desktop.engine.view import BattleView, SeatView


def knows_palace(state, viewer, owner) -> bool:
    if viewer is None or viewer == owner or (viewer, owner) in state.revealed:
        return True
    return state.showdown is not None and any(h["seat"] == owner
                                              for h in state.showdown["hands"])


def make_view(state, viewer: int) -> SeatView:
    battle = state.battle
    palaces = tuple(
        tuple(state.palaces[s]) if knows_palace(state, viewer, s)
        else tuple(UNKNOWN for _ in state.palaces[s])
        for s in range(state.num_seats)
    )
    discard = tuple(
        card if known is None or viewer in known else UNKNOWN
        for card, known in zip(state.discard_pile, state.discard_known)
    )
    battles = tuple(battle_for(record, viewer, state) for record in state.battles)
    return SeatView(
        viewer=viewer, rules=state.rules, names=state.names, chips=tuple(state.chips),
        dealer=state.dealer, hand_number=state.hand_number, players=state.players,
        in_hand=tuple(state.in_hand), banners=tuple(state.banners), palaces=palaces,
        soldiers=tuple(tuple(s) for s in state.soldiers), draw_pile_size=len(state.draw_pile),
        discard_pile=discard, pot=state.pot, committed=tuple(state.committed),
        phase=state.phase, to_act=state.to_act,
        battle=BattleView(battle.attacker, battle.defender, battle.bet, battle.owed,
                          battle.raises) if battle else None,
        trim_rule=state.trim_rule, next_from=state.next_from, quiet=frozenset(state.quiet),
        known_palaces=frozenset(o for o in range(state.num_seats)
                                if knows_palace(state, viewer, o)) | {viewer},
        battles=battles, showdown=frozen(state.showdown), payouts=tuple(state.payouts),
        legal_actions=tuple(legal_actions(state)) if state.to_act == viewer else (),
        draw_pile_known=frozenset(c for c, known in state.draw_known.items()
                                  if known is None or viewer in known),
        discard_public=tuple(known is None for known in state.discard_known),
        draw_pile_public=frozenset(c for c, known in state.draw_known.items() if known is None),
    )


def battle_for(record: BattleRecord, viewer: int, state) -> BattleRecord:
    hands = None
    if record.hands and viewer in (record.attacker, record.defender):
        hands = tuple(h for h in record.hands
                      if h.seat == viewer or (viewer, h.seat) in state.revealed)
    return BattleRecord(record.attacker, record.defender, record.outcome, hands)


def legal_actions(state) -> list:
    seat = state.to_act
    if state.phase == OVER or seat is None:
        return []
    if state.phase == TRIM:
        soldiers = state.soldiers[seat]
        low = max(0, len(soldiers) - MAX_SOLDIERS)
        return [A.Discard(seat, combo) for k in range(low, len(soldiers) + 1)
                for combo in combinations(soldiers, k)]
    if state.phase in (DEFEND, RESPOND):
        result = [A.Fold(seat), A.Call(seat)]
        span = state.raise_range()
        if span:
            low, high = span
            if state.rules.is_limit:
                result.append(A.Raise(seat, low))
            else:
                sizes = {low, high, (low + high) // 2, min(max(state.pot, low), high)}
                result.extend(A.Raise(seat, amount) for amount in sorted(sizes))
        return result
    result = []
    rules = state.rules
    chips = state.chips[seat]
    if (state.draw_pile or state.discard_pile) and chips >= rules.small_bet:
        result.append(A.Buy(seat))
    soldiers = state.soldiers[seat]
    if soldiers and chips >= rules.discard_price:
        result.extend(A.Discard(seat, combo) for k in range(1, len(soldiers) + 1)
                      for combo in combinations(soldiers, k))
    result.append(A.Stay(seat))
    result.append(A.Fold(seat))
    if chips >= state.bet_amount(seat):
        my_suit = state.banners[seat].suit
        for target in state.players:
            if target != seat and state.in_hand[target] and state.banners[target].suit != my_suit:
                result.append(A.Bet(seat, target))
    return result


def deal_hand(spec, players) -> DealtHand:
    if isinstance(spec, ExplicitDeal):
        return _explicit(spec, players)
    rng = random.Random(spec.seed)
    if hasattr(spec, "deck"):
        deck = list(spec.deck)
    else:
        deck = standard_deck()
        rng.shuffle(deck)
    steps: list = []
    banners: dict = {}
    rejected: list = []
    group_suits: dict = {}
    for number, seat in enumerate(players, start=1):
        suits = group_suits.setdefault(banner_group(number), set())
        while True:
            if not deck:
                rng.shuffle(rejected)
                deck, rejected = rejected, []
                steps.append(("reshuffled", len(deck)))
            card = deck.pop(0)
            if card.suit in suits:
                rejected.append(card)
                steps.append(("rejected", seat, card))
                continue
            suits.add(card.suit)
            banners[seat] = card
            steps.append(("banner", seat, card))
            break
    rest = deck + rejected
    rng.shuffle(rest)
    steps.append(("gathered", len(rest)))
    palaces: dict = {seat: [] for seat in players}
    for _round in range(3):
        for seat in players:
            palaces[seat].append(rest.pop(0))
    return DealtHand(banners, palaces, rest, [], steps, rng)


# --- hands (R15.4, R20) -------------------------------------------------------------------------

HAND_CATEGORIES = ("high card", "one pair", "two pair", "three of a kind", "straight", "flush",
                   "full house", "four of a kind", "straight flush")


def five_card_key(hand) -> tuple:
    """(category index, ranks to compare high to low) of exactly the given 1 to 5 cards.

    Ranks are listed once per card, grouped by count then rank, padded with -1 for missing
    cards (R15.4: a missing card ranks below any card); a straight lists its ranks from the top,
    the wheel's being 5 4 3 2 A (R20.2)."""
    counts = Counter(card.rank for card in hand)
    ranks = [rank for rank in sorted(counts, key=lambda r: (counts[r], r), reverse=True)
             for _ in range(counts[rank])]
    shape = sorted(counts.values(), reverse=True)
    flush = len(hand) == 5 and len({card.suit for card in hand}) == 1
    run = None
    if len(hand) == 5 and len(counts) == 5:
        if ranks[0] - ranks[4] == 4:
            run = ranks
        elif ranks == [12, 3, 2, 1, 0]:
            run = [3, 2, 1, 0, 12]
    if run and flush:
        category = 8
    elif shape[0] == 4:
        category = 7
    elif shape[:2] == [3, 2]:
        category = 6
    elif flush:
        category = 5
    elif run:
        category = 4
    elif shape[0] == 3:
        category = 3
    elif shape[:2] == [2, 2]:
        category = 2
    elif shape[0] == 2:
        category = 1
    else:
        category = 0
    if run:  # a straight compares by its top card alone
        return (category, run[0], -1, -1, -1, -1), run
    return (category, *ranks, *[-1] * (5 - len(ranks))), ranks


def best_key(cards) -> tuple:
    """The best `five_card_key` over every 5-card subset (all the cards when fewer)."""
    return max(five_card_key(list(five))[0] for five in combinations(cards, min(5, len(cards))))


def best_cards(cards) -> tuple:
    """The cards of the best hand in display order: its ranks in key order (a straight's from
    the top), each filled with the first card of that rank not yet used, in the order given,
    from the flush's suit when the hand is a flush."""
    key = best_key(cards)
    shapes = [five_card_key(list(five)) for five in combinations(cards, min(5, len(cards)))]
    ranks = next(ranks for k, ranks in shapes if k == key)
    pool = list(cards)
    if key[0] in (5, 8):
        suit = Counter(card.suit for card in cards).most_common(1)[0][0]
        pool = [card for card in cards if card.suit == suit]
    shown = []
    for rank in ranks:
        card = next(c for c in pool if c.rank == rank)
        pool.remove(card)
        shown.append(card)
    return tuple(shown)
