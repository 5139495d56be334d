"""A quick policy for the hard bot's rollouts: one hand value and a table look-up per step,
where a `medium` estimate deals dozens of samples.

Every seat decides from what it could see in the simulated hand: its own cards, the others'
banners and soldiers, how many palace cards they hold, the pot, the chips and the battle. Its
chance against an opponent (`chance`) is where its battle hand falls among the hands that
opponent may hold: the opponent's public cards with any palace from the cards the searching
seat could not see (`public_values`, memoized per search: the public cards change rarely).

The opponents play their `Profile` (bots/opponents.py): a seat that attacks on a quarter of its
turns attacks when its best chance is in its top quarter, a seat that folds to a third of the
bets folds its weakest third, and so on; so a maniac attacks every turn and never folds, a
station calls everything, a rock folds most bets, as the memory saw them do. The searching
seat plays to exploit them: it bets for value against whoever calls (thinner against one that
never folds), bluffs only a seat that folds more than it calls, and calls a bettor whose bets
are often bluffs with less.
"""

from __future__ import annotations

import random
from bisect import bisect_left, bisect_right
from typing import Sequence

from ..engine import actions as A
from ..engine.cards import Card
from ..engine.phases import DEFEND, MAX_SOLDIERS, RESPOND, TRIM
from ..engine.state import GameState
from .equity import battle_value, samples_of, value
from .opponents import Profile

PUBLIC_SAMPLES = 48

# The searching seat's own play in the rollouts.
VALUE_BET = 0.5  # the chance above which a bet on a seat that never folds earns chips
VALUE_BET_PER_FOLD = 0.3  # ... and how much higher it must be per fold of the target's
BLUFF_FOLDS = 0.55  # bluff a seat that folds more often than this
CALL = 0.55  # the chance a call needs against a value bettor
CALL_PER_BLUFF = 0.35  # ... and how much less per share of bluffs in its bets
RAISE = 0.85
RAISE_PER_BLUFF = 0.2
OWN_BUY = 0.3  # how often it buys on a turn with fewer than five soldiers


class QuickPolicy:
    """Decides for every seat of a simulated hand; `me` is the searching seat."""

    def __init__(self, me: int, profiles: dict[int, Profile], unseen: Sequence[Card],
                 my_palace: Sequence[Card], exclusion: str):
        self.me = me
        self.profiles = profiles
        # The palace cards another seat may think of: what the searching seat cannot see,
        # and for every seat but itself, its palace too.
        self.my_pool = sorted(unseen, key=lambda c: c.index)
        self.pool = sorted(list(unseen) + list(my_palace), key=lambda c: c.index)
        self.exclusion = exclusion
        self._public: dict = {}

    # ----------------------------------------------------------------------------------------
    # What a seat can tell

    def public_values(self, public: Sequence[Card], palace_size: int, banner: Card,
                      mine: bool = False) -> list[int]:
        """Sorted battle values, against the holder of `banner`, of a hand of `public` cards
        plus any `palace_size` cards of the pool (the searching seat's own pool if `mine`)."""
        key = (tuple(c.index for c in public), palace_size, banner.index, mine)
        got = self._public.get(key)
        if got is None:
            got = public_values(public, palace_size, banner,
                                self.my_pool if mine else self.pool, self.exclusion)
            self._public[key] = got
        return got

    def chance(self, state: GameState, seat: int, other: int) -> float:
        """`seat`'s chance in a battle against `other`, from what `seat` can see."""
        theirs = self.public_values([state.banners[other]] + state.soldiers[other],
                                    len(state.palaces[other]), state.banners[seat],
                                    seat == self.me)
        mine = battle_value(state.held_cards(seat), state.banners[other], self.exclusion)
        n = len(theirs)
        return (bisect_left(theirs, mine) + bisect_right(theirs, mine)) / (2 * n)

    # ----------------------------------------------------------------------------------------

    def act(self, state: GameState, rng: random.Random) -> A.Action:
        """The move of the seat to act, among the engine's legal actions (no rule is worked
        out here: who may be attacked, what may be bought or raised is the engine's)."""
        seat = state.to_act
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        phase = state.phase
        if phase == TRIM:
            return self._trim(state, seat, legal)
        if phase in (DEFEND, RESPOND):
            return self._answer(state, seat, phase, legal)
        return self._turn(state, seat, rng, legal)

    def _turn(self, state: GameState, seat: int, rng: random.Random,
              legal: list[A.Action]) -> A.Action:
        bets = {a.target: a for a in legal if type(a) is A.Bet}
        buy = next((a for a in legal if type(a) is A.Buy), None)
        if bets:
            chances = {t: self.chance(state, seat, t) for t in bets}
            if seat == self.me:
                target = self._own_attack(chances)
                if target is not None:
                    return bets[target]
            else:
                target = max(bets, key=chances.__getitem__)
                if chances[target] > 1.0 - self.profiles[seat].attack:
                    return bets[target]
        if buy is not None:
            if seat == self.me:
                if len(state.soldiers[seat]) < MAX_SOLDIERS and rng.random() < OWN_BUY:
                    return buy
            elif rng.random() < self.profiles[seat].buy:
                return buy
        return next((a for a in legal if type(a) is A.Stay), legal[0])

    def _own_attack(self, chances: dict[int, float]):
        best, best_margin = None, 0.0
        for t, chance in chances.items():
            folds = self.profiles[t].defend_fold
            margin = chance - (VALUE_BET + VALUE_BET_PER_FOLD * folds)
            if folds > BLUFF_FOLDS:
                margin = max(margin, folds - BLUFF_FOLDS)
            if margin > best_margin:
                best, best_margin = t, margin
        return best

    def _answer(self, state: GameState, seat: int, phase: str,
                legal: list[A.Action]) -> A.Action:
        battle = state.battle
        other = battle.attacker if seat == battle.defender else battle.defender
        chance = self.chance(state, seat, other)
        raise_ = next((a for a in legal if type(a) is A.Raise), None)  # the smallest first
        call = next((a for a in legal if type(a) is A.Call), None)
        fold = next((a for a in legal if type(a) is A.Fold), None)
        if seat == self.me:
            bettor = self.profiles[other]
            bluff = bettor.bet_bluff if phase == DEFEND else bettor.raise_bluff
            wants_raise = chance > RAISE - RAISE_PER_BLUFF * bluff
            wants_call = chance > CALL - CALL_PER_BLUFF * bluff
        else:
            profile = self.profiles[seat]
            if phase == DEFEND:
                folds, raises = profile.defend_fold, profile.defend_raise
            else:
                folds, raises = profile.respond_fold, profile.respond_raise
            wants_raise = chance > 1.0 - raises
            wants_call = chance >= folds
        if raise_ is not None and wants_raise:
            return raise_
        if wants_call or fold is None:
            return call or legal[0]
        return fold

    def _trim(self, state: GameState, seat: int, legal: list[A.Action]) -> A.Action:
        """The legal discard that keeps the best hand."""
        base = [state.banners[seat]] + state.palaces[seat]
        soldiers = state.soldiers[seat]

        def kept_value(discard: A.Discard) -> int:
            dropped = set(discard.cards)
            return value(base + [c for c in soldiers if c not in dropped])

        return max(legal, key=kept_value)


def public_values(public: Sequence[Card], palace_size: int, banner: Card,
                  pool: Sequence[Card], exclusion: str,
                  samples: int = PUBLIC_SAMPLES) -> list[int]:
    """The sorted battle values (against the holder of `banner`) of `public` plus
    `palace_size` random cards of `pool` not in `public`; its rng is seeded by the arguments,
    so a memo of it never changes a result."""
    taken = {c.index for c in public}
    free = [c for c in pool if c.index not in taken]
    if palace_size == 0 or len(free) < palace_size:
        return [battle_value(list(public), banner, exclusion)]
    rng = random.Random(repr((tuple(c.index for c in public), palace_size, banner.index,
                              exclusion, len(free))))
    hand = list(public)
    return sorted(battle_value(hand + drawn, banner, exclusion)
                  for drawn in samples_of(free, palace_size, samples, rng))
