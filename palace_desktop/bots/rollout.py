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
station calls everything, a rock folds most bets, as the memory saw them do.

The searching seat scores its choices as the medium bot does (bots/medium.py), by the chips it
expects to end the hand with, counting the pot with the hard bot's pot bonus,
from cheap chances rather than samples: stay, its share of the pot if the hand ended now; buy,
that share with each of up to `BUY_SAMPLES` cards it may draw (memoized per position); a bet
or a raise, the target folding its hands whose chance as it sees it is below the pot odds of
the call (`_folds`), the battle fought against the others (multiway, with the target's banner
and soldiers captured: `_share_after`, medium's `Estimate.after`); a call, its chance times the
pot against what it costs. A buy at five soldiers is judged like any other (the best five of
all its cards is the best hand after the trim), so a card that cannot improve the hand never
makes a buy worth its small bet. Its choices agree with a full medium bot's (with the same bonus) far
more often than the fixed thresholds it had before (`benchmarks/bench_rollout.py agree`).
"""

from __future__ import annotations

import random
from bisect import bisect_left, bisect_right
from typing import Optional, Sequence

from ..engine import actions as A
from ..engine.cards import Card
from ..engine.phases import DEFEND, RESPOND, TRIM, Phase
from ..engine.state import GameState
from .equity import battle_value, countable, samples_of, value
from .opponents import Profile

PUBLIC_SAMPLES = 48

# The searching seat's own play in the rollouts: each choice scored as the medium bot scores it
# (bots/medium.py), by the chips it expects to end the hand with, from cheap chance measures.
BUY_SAMPLES = 12  # at most this many cards a buy is judged on (the same ones for a position)


def _folds(rate: float, odds: float) -> float:
    """The chance below which a seat folds to the searching seat's bet or raise, as the
    searching seat reckons it: the pot odds of the call, as medium reckons it (the pot with
    the bonus), but no more than the seat's profile folds. With the profile's rate alone
    (a value player folds a third of the bets) it attacked and raised where medium buys or
    folds (heads-up it made medium's choice on 81% of the defends, against 97%); the cap
    keeps a seat that never folds from being bluffed."""
    return min(rate, odds)


class QuickPolicy:
    """Decides for every seat of a simulated hand; `me` is the searching seat."""

    def __init__(self, me: int, profiles: dict[int, Profile], unseen: Sequence[Card],
                 my_palace: Sequence[Card], exclusion: str, bonus_bets: float = 0.0):
        self.me = me
        # Taking the pot is worth this many small bets more than its chips, to the searching
        # seat (the hard bot's pot bonus, as its medium rollouts count it).
        self.bonus_bets = bonus_bets
        self.profiles = profiles
        # The palace cards another seat may think of: what the searching seat cannot see,
        # and for every seat but itself, its palace too.
        self.my_pool = sorted(unseen, key=lambda c: c.index)
        self.pool = sorted(list(unseen) + list(my_palace), key=lambda c: c.index)
        self.exclusion = exclusion
        self._public: dict = {}
        self._buys: dict = {}

    # ----------------------------------------------------------------------------------------
    # What a seat can tell

    def public_values(self, public: Sequence[Card], palace_size: int, banner: Card,
                      mine: bool = False, exclusion: Optional[str] = None) -> list[int]:
        """Sorted battle values, against the holder of `banner`, of a hand of `public` cards
        plus any `palace_size` cards of the pool (the searching seat's own pool if `mine`);
        `exclusion` "none" for showdown values (R17.3)."""
        exclusion = exclusion or self.exclusion
        key = (tuple(c.index for c in public), palace_size, banner.index, mine, exclusion)
        got = self._public.get(key)
        if got is None:
            got = public_values(public, palace_size, banner,
                                self.my_pool if mine else self.pool, exclusion)
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
        if seat == self.me:
            if phase in (DEFEND, RESPOND):
                return self._own_answer(state, seat, legal)
            return self._own_turn(state, seat, rng, legal)
        if phase in (DEFEND, RESPOND):
            return self._answer(state, seat, phase, legal)
        return self._turn(state, seat, rng, legal)

    # ----------------------------------------------------------------------------------------
    # The opponents: their profiles

    def _turn(self, state: GameState, seat: int, rng: random.Random,
              legal: list[A.Action]) -> A.Action:
        bets = {a.target: a for a in legal if type(a) is A.Bet}
        buy = next((a for a in legal if type(a) is A.Buy), None)
        if bets:
            chances = {t: self.chance(state, seat, t) for t in bets}
            target = max(bets, key=chances.__getitem__)
            if chances[target] > 1.0 - self.profiles[seat].attack:
                return bets[target]
        if buy is not None and rng.random() < self.profiles[seat].buy:
            return buy
        return next((a for a in legal if type(a) is A.Stay), legal[0])

    def _answer(self, state: GameState, seat: int, phase: Phase,
                legal: list[A.Action]) -> A.Action:
        battle = state.battle
        other = battle.opponent_of(seat)
        chance = self.chance(state, seat, other)
        raise_ = next((a for a in legal if type(a) is A.Raise), None)  # the smallest first
        call = next((a for a in legal if type(a) is A.Call), None)
        fold = next((a for a in legal if type(a) is A.Fold), None)
        profile = self.profiles[seat]
        if phase == DEFEND:
            folds, raises = profile.defend_fold, profile.defend_raise
        else:
            folds, raises = profile.respond_fold, profile.respond_raise
        if raise_ is not None and chance > 1.0 - raises:
            return raise_
        if chance >= folds or fold is None:
            return call or legal[0]
        return fold

    # ----------------------------------------------------------------------------------------
    # The searching seat: medium's scoring (bots/medium.py) on cheap chances

    def _win(self, state: GameState, seat: int, other: int, cards: list[Card]) -> float:
        """The chance that `cards` win a battle against `other` (as `seat` sees it)."""
        return self._split(state, seat, other, cards, 0.0)[1]

    def _split(self, state: GameState, seat: int, other: int, cards: list[Card],
               threshold: float) -> tuple[float, float]:
        """(fold, win): how often `other` folds to a bet or raise of `seat`'s, folding when
        the chance it sees for itself (its hand against what it can tell of `seat`'s) is
        below `threshold`, as the rollout opponents do; and the chance that `cards` win the
        battle when it does not fold."""
        theirs = self.public_values([state.banners[other]] + state.soldiers[other],
                                    len(state.palaces[other]), state.banners[seat], True)
        n = len(theirs)
        k = 0
        if threshold > 0.0:
            # Its chance as it sees it rises with its hand: the first hand it calls with.
            seen = self.public_values([state.banners[seat]] + state.soldiers[seat],
                                      len(state.palaces[seat]), state.banners[other])
            bound = 2 * len(seen) * threshold
            hi = n
            while k < hi:
                mid = (k + hi) // 2
                v = theirs[mid]
                if bisect_left(seen, v) + bisect_right(seen, v) < bound:
                    k = mid + 1
                else:
                    hi = mid
            if k == n:
                return 1.0, 0.0
        mine = battle_value(cards, state.banners[other], self.exclusion)
        below = bisect_left(theirs, mine) - k
        upto = bisect_right(theirs, mine) - k
        return k / n, (max(0, below) + max(0, upto)) / (2 * (n - k))

    def _beats(self, state: GameState, other: int, mine: int) -> float:
        """The chance that a hand of showdown value `mine` beats `other`'s hand at a
        showdown (R17.3, no exclusion)."""
        theirs = self.public_values([state.banners[other]] + state.soldiers[other],
                                    len(state.palaces[other]), state.banners[other], True, "none")
        return _pct(theirs, mine)

    def _share(self, state: GameState, seat: int, opps: list[int], cards: list[Card],
               but: int = -1) -> float:
        """The share of the pot `cards` take if the hand ends now (every opponent but `but`
        taken as independent): a battle heads-up under R17.4, else a showdown."""
        if len(opps) == 1 and state.rules.two_left == "battle":
            if opps[0] == but:
                return 1.0
            return self._win(state, seat, opps[0], cards)
        share = 1.0
        mine = value(cards)
        for o in opps:
            if o != but:
                share *= self._beats(state, o, mine)
        return share

    def _share_after(self, state: GameState, seat: int, opps: list[int], cards: list[Card],
                     beaten: int) -> float:
        """Multiway: the share of the pot `cards` take at a showdown once `beaten` is out and
        its banner and soldiers captured (R15.7, R13.3, R14.5; R16), as the medium bot counts
        a won battle (`equity.Estimate.after`): the captured cards count in the hand that
        meets the others. The best hand of all those cards is the best hand after the trim
        (R16.2), which keeps five soldiers and so every card of a best five."""
        captured = cards + [state.banners[beaten]] + state.soldiers[beaten]
        return self._share(state, seat, opps, captured, but=beaten)

    def _own_turn(self, state: GameState, seat: int, rng: random.Random,
                  legal: list[A.Action]) -> A.Action:
        sb = state.rules.small_bet
        pot = state.pot + self.bonus_bets * sb
        opps = [s for s in state.players if state.in_hand[s] and s != seat]
        heads_up = len(opps) == 1
        held = state.held_cards(seat)
        best = next((a for a in legal if type(a) is A.Stay), None)
        best_value = self._share(state, seat, opps, held) * pot if best is not None else -1e9
        for action in legal:
            kind = type(action)
            if kind is A.Bet:
                t = action.target
                bet = state.bet_amount(seat)
                call = min(state.call_amount(t, seat), state.chips[t])
                folds, won = self._split(state, seat, t, held, _folds(
                    self.profiles[t].defend_fold, call / (pot + bet + call)))
                rest = 1.0 if heads_up else self._share_after(state, seat, opps, held, t)
                if heads_up:
                    ev = folds * pot + (1.0 - folds) * (won * (pot + bet + call) - bet)
                else:
                    ev = (folds * (rest * (pot + bet) - bet)
                          + (1.0 - folds) * (won * rest * (pot + bet + call) - bet))
            elif kind is A.Buy:
                ev = self._bought(state, seat, opps, held, rng) * (pot + sb) - sb
            else:
                continue
            if ev > best_value:
                best, best_value = action, ev
        return best if best is not None else legal[0]

    def _bought(self, state: GameState, seat: int, opps: list[int], held: list[Card],
                rng: random.Random) -> float:
        """The mean share of the pot after buying a card the seat cannot see, over up to
        `BUY_SAMPLES` such cards (at five soldiers, after the best trim: the best five cards
        of the hand are kept). Memoized: it depends only on the
        seat's cards and the others' public cards, which repeat over the rollouts."""
        key = (tuple(c.index for c in held),
               tuple((o, len(state.palaces[o]), tuple(c.index for c in state.soldiers[o]))
                     for o in opps))
        got = self._buys.get(key)
        if got is None:
            public = {c.index for s in state.players for c in state.soldiers[s]}
            public.update(c.index for c in held)
            free = [c for c in self.my_pool if c.index not in public]
            if len(free) > BUY_SAMPLES:
                free = random.Random(repr(key)).sample(free, BUY_SAMPLES)
            if not free:
                got = self._share(state, seat, opps, held)
            elif len(opps) == 1 and state.rules.two_left == "battle":
                o = opps[0]
                theirs = self.public_values([state.banners[o]] + state.soldiers[o],
                                            len(state.palaces[o]), state.banners[seat], True)
                banner, ex = state.banners[o], self.exclusion
                got = sum(_pct(theirs, battle_value(held + [c], banner, ex))
                          for c in free) / len(free)
            else:
                lists = [self.public_values([state.banners[o]] + state.soldiers[o],
                                            len(state.palaces[o]), state.banners[o], True,
                                            "none") for o in opps]
                total = 0.0
                for c in free:
                    mine = value(held + [c])
                    share = 1.0
                    for theirs in lists:
                        share *= _pct(theirs, mine)
                    total += share
                got = total / len(free)
            self._buys[key] = got
        return got

    def _own_answer(self, state: GameState, seat: int, legal: list[A.Action]) -> A.Action:
        battle = state.battle
        other = battle.opponent_of(seat)
        opps = [s for s in state.players if state.in_hand[s] and s != seat]
        heads_up = len(opps) == 1
        pot = state.pot + self.bonus_bets * state.rules.small_bet
        held = state.held_cards(seat)
        pay = min(battle.owed, state.chips[seat])
        rest = 1.0 if heads_up else self._share_after(state, seat, opps, held, other)
        best = next((a for a in legal if type(a) is A.Fold), None)
        best_value = 0.0 if best is not None else -1e9
        for action in legal:
            kind = type(action)
            if kind is A.Call:
                ev = self._win(state, seat, other, held) * rest * (pot + pay) - pay
            elif kind is A.Raise:
                amount = (action.amount if action.amount is not None
                          else state.raise_size_limit(seat))
                answer = min(amount, state.chips[other])
                folds, won = self._split(state, seat, other, held, _folds(
                    self.profiles[other].respond_fold, answer / (pot + pay + amount + answer)))
                kept = pot if heads_up else rest * (pot + pay + amount) - pay - amount
                ev = (folds * kept
                      + (1.0 - folds) * (won * rest * (pot + pay + amount + answer)
                                         - pay - amount))
            else:
                continue
            if ev > best_value:
                best, best_value = action, ev
        return best if best is not None else legal[0]

    def _trim(self, state: GameState, seat: int, legal: list[A.Action]) -> A.Action:
        """The legal discard that keeps the best hand (heads-up under R17.4, the best battle
        hand against the last opponent)."""
        base = [state.banners[seat]] + state.palaces[seat]
        soldiers = state.soldiers[seat]
        opps = [s for s in state.players if state.in_hand[s] and s != seat]
        if len(opps) == 1 and state.rules.two_left == "battle":
            banner, exclusion = state.banners[opps[0]], self.exclusion
        else:
            banner, exclusion = state.banners[seat], "none"

        def kept_value(discard: A.Discard) -> int:
            dropped = set(discard.cards)
            return battle_value(base + [c for c in soldiers if c not in dropped], banner,
                                exclusion)

        # Only the smallest discards: keeping more cards never lowers the best hand, so one
        # of them keeps the best value, and the engine lists discards by size, so it is the
        # one a look at every discard would pick first (6 hands at six soldiers, not 63).
        smallest = len(legal[0].cards)
        fewest = [a for a in legal if len(a.cards) == smallest]
        return max(fewest, key=kept_value)


def _pct(values: list[int], v: int) -> float:
    """Where `v` falls among the sorted `values`, ties counted half."""
    return (bisect_left(values, v) + bisect_right(values, v)) / (2 * len(values))


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
    # `battle_value` of each hand, with the exclusion (a filter) applied to the public
    # cards once and to each drawn card by a set look-up.
    hand = countable(public, banner, exclusion)
    counts = {c.index for c in countable(free, banner, exclusion)}
    return sorted(value(hand + [c for c in drawn if c.index in counts])
                  for drawn in samples_of(free, palace_size, samples, rng))
