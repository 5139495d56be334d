"""The hard bot's opponent model (bots/opponents.py) and quick rollout policy (bots/rollout.py):
no memory means the old reading of bets; a maniac's bets say less; each seat in a rollout
plays from what it can see, as the memory saw it play."""

import random

from palace_desktop.bots.hard import HardBot
from palace_desktop.bots.hard_config import HardConfig
from palace_desktop.bots.memory import TableMemory
from palace_desktop.bots.opponents import VALUE_PLAYER, profile_of
from palace_desktop.bots import rollout
from palace_desktop.bots.rollout import QuickPolicy, public_values
from palace_desktop.bots.equity import Seen, battle_value
from palace_desktop.engine import actions as A
from palace_desktop.engine.deal import SeedDeal
from palace_desktop.engine.rules import Rules
from palace_desktop.engine.state import GameState
from palace_desktop.engine.worlds import determinize


def memory_of(viewer, seat, **counts):
    memory = TableMemory(viewer)
    memory.counts[seat] = dict(counts)
    return memory


MANIAC = dict(turn=20, attack=20, attacked=10, defend_call=7, defend_raise=3)
STATION = dict(turn=20, stay=20, attacked=15, defend_call=15)
ROCK = dict(turn=20, stay=20, attacked=15, defend_fold=13, defend_call=2)


def test_no_memory_is_a_value_player_and_an_empty_memory_too():
    assert profile_of(None, 1) == VALUE_PLAYER
    assert profile_of(TableMemory(0), 1) == VALUE_PLAYER
    assert VALUE_PLAYER.bet_bluff == 0.0 and VALUE_PLAYER.raise_bluff == 0.0


def test_profiles_follow_what_was_seen():
    maniac = profile_of(memory_of(0, 1, **MANIAC), 1)
    assert maniac.attack > 0.8 and maniac.bet_bluff > 0.7
    station = profile_of(memory_of(0, 1, **STATION), 1)
    assert station.defend_fold < 0.1 and station.bet_bluff == 0.0
    rock = profile_of(memory_of(0, 1, **ROCK), 1)
    assert rock.defend_fold > 0.7
    # Weak hands shown behind bets make a bluffer too, however rarely it bets.
    shown = profile_of(memory_of(0, 1, turn=20, attack=5, shown=5, shown_weak=4), 1)
    assert shown.bet_bluff > 0.4


def defending_view(seed):
    """Seat 0 has attacked seat 1 heads-up; seat 1 must answer."""
    state, _ = GameState.start(Rules.make(), ["A", "B"], [200, 200], 1, SeedDeal(seed))
    while state.phase != "defend":
        seat = state.to_act
        legal = state.legal_actions()
        bets = [a for a in legal if type(a) is A.Bet]
        if seat == 0 and bets:
            state.apply(bets[0])
        else:
            state.apply(next(a for a in legal if type(a) in (A.Stay, A.Discard)))
        if state.is_over:
            return None
    return state.view(state.to_act)


def test_a_maniac_bet_weighs_hidden_hands_more_evenly():
    """The weights the hard bot gives the attacker's possible palaces: their spread (max/min
    over many deals) is far smaller against a seat that attacks every turn."""
    view = next(v for v in map(defending_view, range(40)) if v is not None and v.viewer == 1)
    seen = Seen(view)

    def spread(memory):
        bot = HardBot(1, config=HardConfig(iterations=1, time_limit=None))
        bot.memory = memory
        weigh = bot._battle_weight(view, seen, random.Random(1))
        weights = [weigh(determinize(view, random.Random(i))) for i in range(200)]
        return max(weights) / min(weights)

    assert spread(memory_of(1, 0, **MANIAC)) < spread(None) / 5
    assert spread(TableMemory(1)) == spread(None)  # nothing seen: the old reading


def test_public_values_memo_agrees_with_the_function():
    state, _ = GameState.start(Rules.make(), ["A", "B", "C"], [200] * 3, 0, SeedDeal(4))
    view = state.view(0)
    seen = Seen(view)
    policy = QuickPolicy(0, {1: VALUE_PLAYER, 2: VALUE_PLAYER}, seen.pool, view.palaces[0],
                         seen.exclusion)
    rng = random.Random(2)
    for _ in range(20):
        other = rng.choice([1, 2])
        public = [state.banners[other]] + rng.sample(seen.pool, rng.randrange(3))
        banner = state.banners[rng.choice([0, 1, 2])]
        for mine in (False, True):
            pool = policy.my_pool if mine else policy.pool
            direct = public_values(public, 3, banner, pool, seen.exclusion)
            assert policy.public_values(public, 3, banner, mine) == direct
            assert policy.public_values(public, 3, banner, mine) == direct  # from the memo
            assert direct == sorted(direct)


def test_a_seat_decides_on_what_it_sees_only():
    """Dealing other palaces differently never changes a rollout seat's move."""
    for seed in range(15):
        state, _ = GameState.start(Rules.make(), ["A", "B", "C"], [200] * 3, 0, SeedDeal(seed))
        seat = state.to_act
        view = state.view(seat)
        seen = Seen(view)
        # As the searching seat, and as an opponent in another seat's search.
        for me, palace in ((seat, view.palaces[seat]), ((seat + 1) % 3, [])):
            policy = QuickPolicy(me, {s: VALUE_PLAYER for s in range(3)}, seen.pool,
                                 palace, seen.exclusion)
            moves = {policy.act(determinize(view, random.Random(i)), random.Random(7))
                     for i in range(8)}
            assert len(moves) == 1


def test_rollout_opponents_answer_as_seen():
    """A station calls (all but its weakest few, as the prior still allows), a rock folds all
    but its best hands, in the rollouts."""
    answers = {"station": [], "rock": []}
    for seed in range(40):
        view = defending_view(seed)
        if view is None:
            continue
        seen = Seen(view)
        for name, counts in (("station", STATION), ("rock", ROCK)):
            profile = profile_of(memory_of(0, view.viewer, **counts), view.viewer)
            policy = QuickPolicy(0, {view.viewer: profile, 0: VALUE_PLAYER}, seen.pool,
                                 [c for c in view.palaces[view.viewer]], seen.exclusion)
            state = determinize(view, random.Random(seed))
            answers[name].append(type(policy.act(state, random.Random(seed))))
    assert len(answers["station"]) >= 10
    assert answers["station"].count(A.Fold) * 3 < answers["rock"].count(A.Fold)
    assert answers["rock"].count(A.Fold) > len(answers["rock"]) / 2


def own_turns(seats=2, seeds=range(30)):
    """(state, policy) at the first turn of each seeded deal, the policy searching for the
    seat to act, every opponent a value player."""
    for seed in seeds:
        state, _ = GameState.start(Rules.make(), ["A", "B", "C", "D", "E", "F"][:seats],
                                   [200] * seats, 0, SeedDeal(seed))
        view = state.view(state.to_act)
        seen = Seen(view)
        policy = QuickPolicy(view.viewer, {s: VALUE_PLAYER for s in range(seats)}, seen.pool,
                             list(view.palaces[view.viewer]), seen.exclusion, bonus_bets=20)
        yield state, policy


def test_the_searching_seat_never_counts_on_a_station_folding():
    """Its fold threshold is the pot odds capped by the target's profile: a seat that never
    folds is never expected to fold; a station, which folds far less than a rock, folds less
    of its hands."""
    station = profile_of(memory_of(0, 1, **STATION), 1)
    rock = profile_of(memory_of(0, 1, **ROCK), 1)
    assert rollout._folds(station.defend_fold, 0.3) <= station.defend_fold
    folds = {"station": 0.0, "rock": 0.0}
    for state, policy in own_turns():
        me = state.to_act
        other = 1 - me
        held = state.held_cards(me)
        for name, profile in (("station", station), ("rock", rock)):
            fold, win = policy._split(state, me, other, held, rollout._folds(
                profile.defend_fold, 0.3))
            folds[name] += fold
            assert 0.0 <= fold <= 1.0 and 0.0 <= win <= 1.0
        assert policy._split(state, me, other, held, rollout._folds(0.0, 0.3))[0] == 0.0
    assert folds["station"] < 0.7 * folds["rock"]


def test_split_agrees_with_counting_each_hand():
    """`_split` (a bisection over the opponent's sorted hands) agrees with judging each of
    them as the rollout opponent does: it folds when the chance it sees is below the
    threshold."""
    from bisect import bisect_left, bisect_right
    rng = random.Random(5)
    for state, policy in own_turns(seeds=range(12)):
        me = state.to_act
        other = 1 - me
        theirs = policy.public_values([state.banners[other]] + state.soldiers[other],
                                      len(state.palaces[other]), state.banners[me], True)
        seen = policy.public_values([state.banners[me]] + state.soldiers[me],
                                    len(state.palaces[me]), state.banners[other])
        mine = battle_value(state.held_cards(me), state.banners[other], policy.exclusion)
        for threshold in [0.0, 1.0] + [rng.random() for _ in range(6)]:
            def perceived(v):
                return (bisect_left(seen, v) + bisect_right(seen, v)) / (2 * len(seen))
            called = [v for v in theirs if perceived(v) >= threshold]
            fold, win = policy._split(state, me, other, state.held_cards(me), threshold)
            assert abs(fold - (1.0 - len(called) / len(theirs))) < 1e-9
            if called:
                expected = sum(1.0 if mine > v else 0.5 if mine == v else 0.0
                               for v in called) / len(called)
                assert abs(win - expected) < 1e-9


def test_own_buy_is_judged_on_the_cards_it_may_draw():
    """The memoized bought share is the mean over the drawn cards of the share with each,
    at most `BUY_SAMPLES` of them, the same ones each time."""
    for seats in (2, 4):
        for state, policy in own_turns(seats, range(6)):
            me = state.to_act
            opps = [s for s in state.players if s != me]
            held = state.held_cards(me)
            got = policy._bought(state, me, opps, held, random.Random(1))
            assert got == policy._bought(state, me, opps, held, random.Random(2))
            public = {c.index for c in held}
            free = [c for c in policy.my_pool if c.index not in public]
            shares = sorted(policy._share(state, me, opps, held + [c]) for c in free)
            k = rollout.BUY_SAMPLES
            assert sum(shares[:k]) / k - 1e-9 <= got <= sum(shares[-k:]) / k + 1e-9


def test_the_searching_seat_plays_its_moves_legally_and_sees_only_its_view():
    for seats in (2, 3, 6):
        for state, policy in own_turns(seats, range(8)):
            view = state.view(state.to_act)
            moves = {policy.act(determinize(view, random.Random(i)), random.Random(3))
                     for i in range(4)}
            assert len(moves) == 1 and moves <= set(view.legal_actions)


def test_hard_decides_with_a_memory_and_reports_iterations():
    state, _ = GameState.start(Rules.make(), ["A", "B", "C"], [200] * 3, 0, SeedDeal(9))
    view = state.view(state.to_act)
    memory = memory_of(view.viewer, (view.viewer + 1) % 3, **MANIAC)
    config = HardConfig(iterations=40, time_limit=None)
    decision = HardBot(view.viewer, config=config).decide(
        view, rng=random.Random(1), memory=memory)
    again = HardBot(view.viewer, config=config).decide(
        view, rng=random.Random(1), memory=memory)
    assert decision == again
    assert decision.action in view.legal_actions
    if "iterations" in decision.info:
        assert decision.info["iterations"] == 40


def test_fold_rates_of_the_medium_estimate_follow_the_memory():
    """`_match_fold_rate` keeps the order of the perceived chances and puts the observed
    share of them under the threshold."""
    from palace_desktop.bots.hard import _match_fold_rate

    rng = random.Random(5)
    for _ in range(50):
        n = rng.randrange(1, 60)
        values = [rng.random() for _ in range(n)]
        moved = list(values)
        threshold, rate = rng.random(), rng.random()
        _match_fold_rate(moved, threshold, rate)
        for i in range(n):
            for j in range(n):
                if values[i] < values[j]:
                    assert moved[i] < moved[j]
        under = sum(1 for v in moved if v < threshold)
        assert abs(under - rate * n) <= 1


def test_public_values_agree_with_the_battle_value_of_each_sampled_hand():
    """`public_values` filters the exclusion once (a fast path): the same values as
    `battle_value` of each drawn hand, for every exclusion."""
    from palace_desktop.bots.equity import samples_of
    rng = random.Random(8)
    for _ in range(40):
        state, _ = GameState.start(Rules.make(), ["A", "B"], [200, 200], 0,
                                   SeedDeal(rng.randrange(999)))
        deck = list(state.draw_pile)
        public = deck[:rng.randrange(1, 6)]
        pool = deck[6:]
        banner = deck[5]
        size = rng.randrange(4)
        for exclusion in ("suit", "rank", "none"):
            got = public_values(public, size, banner, pool, exclusion, samples=20)
            if size == 0:
                assert got == [battle_value(public, banner, exclusion)]
                continue
            draw = random.Random(repr((tuple(c.index for c in public), size, banner.index,
                                       exclusion, len(pool))))
            expected = sorted(battle_value(list(public) + drawn, banner, exclusion)
                              for drawn in samples_of(pool, size, 20, draw))
            assert got == expected


def test_the_searching_seat_buys_at_five_soldiers_only_to_improve():
    """In the rollouts it buys holding five soldiers only where a card it may draw can improve
    its hand (`moves.buy_can_improve`, the rule every level keeps), as medium does; with four
    it often buys. (It never bought at five before: medium's buys there were most of its
    six-seat disagreement with medium.)"""
    from palace_desktop.bots.moves import buy_can_improve
    bought = {4: 0, 5: 0}
    for soldiers in (4, 5):
        for state, policy in own_turns(seeds=range(30)):
            me = state.to_act
            state.soldiers[me] = state.draw_pile[:soldiers]
            del state.draw_pile[:soldiers]
            if any(type(a) is A.Buy for a in state.legal_actions()):
                if type(policy.act(state, random.Random(1))) is A.Buy:
                    bought[soldiers] += 1
                    if soldiers == 5:
                        assert buy_can_improve(Seen(state.view(me)))
    assert bought[4] >= 3


def test_a_seat_that_bet_on_each_of_a_few_turns_reads_as_betting_blind():
    """Issue 18: a maniac attacks on every turn, raises every bet, never folds. After three
    turns, all attacks, its bets and raises carry little news and it is not expected to fold
    to a third of our bets (the careful player's prior) or of our raises; a seat seen
    attacking on a quarter of its turns (the prior's rate) reads as before."""
    from palace_desktop.bots.memory import PRIOR

    few = profile_of(memory_of(0, 1, turn=3, attack=3), 1)
    assert few.fixed_habits()
    assert few.bet_bluff >= 0.75 and few.raise_bluff >= few.bet_bluff
    assert few.defend_fold <= 0.25 * PRIOR[("defend_fold", "attacked")]
    assert few.respond_fold <= 0.25 * PRIOR[("respond_fold", "raised")]
    careful = profile_of(memory_of(0, 1, turn=8, attack=2), 1)
    assert not careful.fixed_habits()
    assert careful.bet_bluff == 0.0 and careful.raise_bluff == 0.0
    assert careful.defend_fold == PRIOR[("defend_fold", "attacked")]


def test_raises_are_answered_as_bets_were_until_some_are_seen():
    """A seat never seen raised answers raises relative to how it answers bets: a station
    (calls every bet) is not taken to fold to 30% of raises, a rock (folds most bets) folds
    to more; once raises are seen, they count."""
    from palace_desktop.bots.memory import PRIOR

    prior = PRIOR[("respond_fold", "raised")]
    station = profile_of(memory_of(0, 1, **STATION), 1)
    rock = profile_of(memory_of(0, 1, **ROCK), 1)
    assert station.respond_fold < 0.5 * prior < prior < rock.respond_fold
    seen = profile_of(memory_of(0, 1, raised=30, respond_fold=30, **STATION), 1)
    assert seen.respond_fold > 0.85


def test_a_seat_that_buys_whenever_it_holds_fewer_than_five_reads_so():
    """The buyer (benchmarks/strategies.py) buys on every turn it holds fewer than five
    soldiers; the medium bot, seen over 25 hands (4 sessions, seed 5), bought on 37-73% of
    them. The profile tells them apart (`buy_short`); neither is a fixed habit (the look
    ahead does worse than the search against the buyer)."""
    buyer = profile_of(memory_of(0, 1, turn=40, buy=30, stay=8, attack=2, turn_short=30,
                                 buy_short=30), 1)
    medium = profile_of(memory_of(0, 1, turn=59, buy=40, stay=10, attack=9, turn_short=55,
                                  buy_short=40), 1)
    assert buyer.buy_short > 0.9 > 0.75 > medium.buy_short
    assert not buyer.fixed_habits() and not medium.fixed_habits()


def test_a_seat_choosing_blindly_is_not_read_as_calling_loosely():
    """A random player attacks on more turns than a careful one, but folds on its own turn
    too: it chooses blindly, folds to bets blindly as well, and keeps the careful prior's
    fold rate until seen answering; the same attacks without the turn folds read as loose."""
    from palace_desktop.bots.memory import PRIOR

    blind = profile_of(memory_of(0, 1, turn=20, turn_fold=4, attack=7, stay=5, buy=4), 1)
    assert blind.blind == 1.0
    assert blind.defend_fold == PRIOR[("defend_fold", "attacked")]
    loose = profile_of(memory_of(0, 1, turn=20, attack=7, stay=9, buy=4), 1)
    assert loose.blind == 0.0 and loose.defend_fold < blind.defend_fold
