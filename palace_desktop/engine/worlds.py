"""Worlds consistent with what one seat knows: `determinize` deals the cards a seat cannot see
into the hidden places at random (for bots' simulations)."""

from __future__ import annotations

import random
from typing import Optional

from .cards import UNKNOWN
from .deal import seeded, shuffle
from .state import Battle, GameState
from .view import SeatView


def determinize(view: SeatView, rng: random.Random):
    """A full `GameState` that agrees with everything `view.viewer` knows: the unseen cards are
    dealt at random into the hidden places (other palaces, the draw pile, unknown discards)."""
    pool = view.unseen_cards()
    shuffle(rng, pool)
    take = iter(pool)
    palaces = [[c if c is not UNKNOWN else next(take) for c in p] for p in view.palaces]
    discard = [c if c is not UNKNOWN else next(take) for c in view.discard_pile]
    # Cards known to be in the draw pile go nowhere else; their places in it are unknown.
    known_draw = sorted(view.draw_pile_known, key=lambda c: c.index)
    draw = [next(take) for _ in range(view.draw_pile_size - len(known_draw))] + known_draw
    shuffle(rng, draw)
    leftover = list(take)
    if leftover:
        raise ValueError(f"view is inconsistent: {len(leftover)} cards have no place")
    viewer = view.viewer
    revealed = {(viewer, o) for o in view.known_palaces}
    b = view.battle
    # Every field given: built without the dataclass __init__ (a world per simulated hand).
    state = GameState._filled(
        rules=view.rules, names=view.names, chips=list(view.chips), dealer=view.dealer,
        hand_number=view.hand_number, players=view.players, in_hand=list(view.in_hand),
        banners=list(view.banners), palaces=palaces,
        soldiers=[list(s) for s in view.soldiers], draw_pile=draw, discard_pile=discard,
        discard_known=[_known_by(view, c, public) for c, public in
                       zip(view.discard_pile, view.discard_public or (False,) * len(discard))],
        rng=seeded(rng.getrandbits(64)), pot=view.pot, committed=list(view.committed),
        phase=view.phase, to_act=view.to_act,
        battle=Battle(b.attacker, b.defender, b.bet, b.owed, b.raises) if b else None,
        trim_rule=view.trim_rule, next_from=view.next_from, quiet=set(view.quiet),
        revealed=revealed, battles=list(view.battles), showdown=view.showdown,
        payouts=list(view.payouts), actions=[],
        draw_known={c: None if c in view.draw_pile_public else frozenset((viewer,))
                    for c in known_draw},
    )
    return state


def _known_by(view: SeatView, card, public: bool) -> Optional[frozenset]:
    """Who knows a discard in a determinized world: everyone for a public one, else only
    the viewer (if it knows it at all)."""
    if public:
        return None
    return frozenset((view.viewer,)) if card is not UNKNOWN else frozenset()
