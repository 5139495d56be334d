"""Bots' reasons are true: every percentage a reason states is checked against an exact
enumeration of what its words describe, from what the deciding seat can see.

- "about N% to win the battle" (attack, call, raise, fold): the seat's chance to win a battle
  against that opponent now (R15.2-R15.5, the exclusion of R15.3), over every palace the
  opponent may hold.
- "about N% to win if the hand ends now" (stay, buy): its share of the pot if the hand ended
  now by a quiet round (R17.3, or R17.4 heads-up), over every deal of the unseen cards.
- A figure from simulated hands names at least `MIN_SIMULATED` of them.

The positions are fixed (explicit cards), so the enumeration is exact: a battle depends only
on the opponent's palace, every set of unseen cards equally likely. A multiway showdown share
depends on every palace at once; the positions built for it put most cards in the (public)
discard pile so that every deal can be counted, and elsewhere 40,000 random deals stand in.
"""

from __future__ import annotations

import random
import re
import string
from itertools import combinations
from math import comb

import pytest

from palace_desktop.bots import TEMPLATES, fill_template, make_bot
from palace_desktop.bots.base import Decision
from palace_desktop.bots.moves import action_label
from palace_desktop.engine import actions as A
from palace_desktop.engine.cards import UNKNOWN, parse_cards, standard_deck
from palace_desktop.engine.hands import hand_value
from palace_desktop.engine.rules import Rules
from palace_desktop.engine.state import GameState

TOLERANCE = 5  # percentage points
MIN_SIMULATED = 100
MAX_DEALS = 200_000  # count every deal up to this many, else sample
SHOWDOWN_SAMPLES = 40_000

NAMES = ("Ann", "Ben", "Cara", "Dan")

# Reason key -> what its percentage means.
BATTLE = "battle"
SHOWDOWN = "showdown"
FIGURES = {
    "attack": BATTLE, "attack_fold": BATTLE, "call": BATTLE, "call_cheap": BATTLE,
    "call_allin": BATTLE, "raise": BATTLE, "fold_battle": BATTLE,
    "search_attack": BATTLE, "search_call": BATTLE, "search_call_allin": BATTLE,
    "search_raise": BATTLE, "search_fold": BATTLE,
    "search_attack_chips": BATTLE, "search_call_chips": BATTLE,
    "search_call_allin_chips": BATTLE, "search_raise_chips": BATTLE, "search_fold_chips": BATTLE,
    "fold_values": BATTLE, "fold_odds": BATTLE, "fold_multiway": BATTLE,
    "attack_bluff": BATTLE, "attack_capture": BATTLE,
    "search_attack_bluff": BATTLE, "search_attack_capture": BATTLE,
    "stay": SHOWDOWN, "stay_weak": SHOWDOWN, "buy": SHOWDOWN,
}


def placeholders(template: str) -> set[str]:
    return {field for _, field, _, _ in string.Formatter().parse(template) if field}


# --------------------------------------------------------------------------------------------
# Positions


def position(banners: str, palaces: list[str], soldiers: list[str], *, to_act: int = 0,
             pot: int = 30, chips=200, draw: str | None = None, bet=None, **house) -> GameState:
    """A hand in progress from explicit cards. Cards named nowhere go to the draw pile, or,
    when `draw` lists the draw pile, to the discard pile as public discards (soldiers let go
    earlier), which keeps the unseen cards few. `bet=(attacker, target)` is applied first."""
    rules = Rules.make(**house)
    banner_cards = parse_cards(banners.split())
    palace_cards = [parse_cards(p.split()) for p in palaces]
    soldier_cards = [parse_cards(s.split()) for s in soldiers]
    n = len(banner_cards)
    used = set(banner_cards) | {c for p in palace_cards for c in p} | {
        c for s in soldier_cards for c in s}
    rest = [c for c in standard_deck() if c not in used]
    if draw is None:
        draw_pile, discard = rest, []
    else:
        draw_pile = parse_cards(draw.split())
        discard = [c for c in rest if c not in draw_pile]
    if isinstance(chips, int):
        chips = [chips] * n
    state = GameState(
        rules=rules, names=NAMES[:n], chips=list(chips), dealer=n - 1, hand_number=1,
        players=tuple(range(n)), in_hand=[True] * n, banners=banner_cards,
        palaces=palace_cards, soldiers=soldier_cards, draw_pile=draw_pile,
        discard_pile=discard, discard_known=[None] * len(discard), rng=random.Random(0),
        pot=pot, committed=[pot // n] * n, phase="turn", to_act=to_act, payouts=[0] * n,
    )
    if bet is not None:
        state.to_act = bet[0]
        state.apply(A.Bet(*bet))
    return state


POSITIONS = {
    # Heads-up, on a turn: strong, middling and weak battle hands.
    "hu_strong": lambda: position("2c 3h", ["Ac Ad Kc", "7d 8s 4c"], ["Ks", "Th"]),
    "hu_middling": lambda: position("2c 3h", ["9c 9d 4s", "Qd 6s 5c"], ["", "Js"]),
    "hu_weak": lambda: position("2c 3h", ["7d 5s 3c", "Ad Ks Kc"], ["", "Qs Qd"]),
    # Heads-up, answering a bet (Ben attacks Ann) and a raise.
    "hu_defend_middling": lambda: position("2c 3h", ["9c 9d 4s", "Qd 6s 5c"], ["", "Js"],
                                           bet=(1, 0)),
    "hu_defend_weak": lambda: position("2c 3h", ["7d 5s 3c", "Jd 8s 6c"], ["", "Js Jh"],
                                       bet=(1, 0), pot=60),
    "hu_defend_strong": lambda: position("2c 3h", ["Qc Qd Qs", "Td 8s 6c"], ["", "Js"],
                                         bet=(1, 0)),
    "hu_defend_short": lambda: position("2c 3h", ["Tc Td 4s", "Qd 6s 5c"], ["", "Js"],
                                        bet=(1, 0), chips=[8, 200]),
    # Three and four seats with every other card unseen: battles only.
    "three_turn": lambda: position("2c 3h 4d", ["Ac As 9c", "7c 8s 4c", "Kh 5s 6c"],
                                   ["Ad", "Th", "Qd"]),
    "three_defend": lambda: position("2c 3h 4d", ["Jc Js 9c", "7c 8s 4c", "Kh 5s 6c"],
                                     ["", "Th", "Qd"], to_act=2, bet=(2, 0)),
    "four_turn": lambda: position("2c 3h 4d 5s", ["Kc Kd 8c", "7c 8s 4c", "Kh 5d 6c",
                                                   "Jd Jh 2d"], ["9s", "", "Qd", ""]),
    # Few unseen cards (the rest discarded face up earlier): showdown shares can be counted.
    "three_few_unseen": lambda: position(
        "2c 3h 4d", ["Ac As 9c", "7c 8s 4c", "Kh 5s 6c"], ["Ad 9d", "Th", "Qd"],
        draw="2s 3s 5h 7h"),
    "four_few_unseen": lambda: position(
        "2c 3h 4d 5s", ["Kc Kd 8c", "7c 8s 4c", "Kh 5d 6c", "Jd Jh 2d"],
        ["9s", "", "Qd", ""], draw="Qc 3d 6h"),
    # Too few chips to buy or bet: staying is the only sensible move.
    "four_short": lambda: position(
        "2c 3h 4d 5s", ["Kc Kd 8c", "7c 8s 4c", "Kh 5d 6c", "Jd Jh 2d"],
        ["", "", "Qd", ""], draw="Qc 3d 6h 9s", chips=[3, 200, 200, 200]),
    "hu_showdown_rule": lambda: position("2c 3h", ["9c 9d 4s", "Qd 6s 5c"], ["Th", "Js"],
                                         two_left="showdown"),
}


# --------------------------------------------------------------------------------------------
# Exact figures, from the rules (an oracle independent of the bots' code)


def countable(cards, opp_banner, exclusion):
    """R15.3."""
    if exclusion == "suit":
        return [c for c in cards if c.suit != opp_banner.suit]
    if exclusion == "rank":
        return [c for c in cards if c.rank != opp_banner.rank]
    return list(cards)


def strength(cards) -> int:
    return hand_value(cards) if cards else -1  # R15.4: no cards ranks below any hand


def battle_result(mine, theirs, my_banner, their_banner, exclusion) -> float:
    """1 for a win, 0 for a loss, 1/2 for equal hands after the banner tie-break."""
    mv = strength(countable(mine, their_banner, exclusion))
    tv = strength(countable(theirs, my_banner, exclusion))
    if mv != tv:
        return 1.0 if mv > tv else 0.0
    mb = sum(1 for c in mine if c.suit == my_banner.suit)  # R15.5
    tb = sum(1 for c in theirs if c.suit == their_banner.suit)
    return 1.0 if mb > tb else 0.0 if mb < tb else 0.5


def held(view, seat, palace) -> list:
    return [view.banners[seat], *palace, *view.soldiers[seat]]


_BATTLES: dict = {}


def exact_battle(view, opponent) -> float:
    """The viewer's chance to win a battle against `opponent` now, over every palace the
    opponent may hold (the unseen cards, each set equally likely)."""
    key = (id(view), opponent)
    if key not in _BATTLES:
        _BATTLES[key] = (view, _exact_battle(view, opponent))  # the view keeps its id
    return _BATTLES[key][1]


def _exact_battle(view, opponent) -> float:
    me = view.viewer
    mine = held(view, me, view.palaces[me])
    shown = [c for c in view.palaces[opponent] if c is not UNKNOWN]
    hidden = len(view.palaces[opponent]) - len(shown)
    total = count = 0.0
    for combo in combinations(view.unseen_cards(), hidden):
        theirs = held(view, opponent, shown + list(combo))
        total += battle_result(mine, theirs, view.banners[me], view.banners[opponent],
                               view.rules.exclusion)
        count += 1
    return total / count


def deals(pool, sizes):
    """Every way to fill hidden palaces of `sizes` from `pool` (rest: the piles)."""
    if not sizes:
        yield []
        return
    for combo in combinations(pool, sizes[0]):
        left = [c for c in pool if c not in combo]
        for rest in deals(left, sizes[1:]):
            yield [list(combo)] + rest


def exact_showdown(view) -> float:
    """The viewer's share of the pot if the hand ended now (R17.3, R17.4)."""
    me = view.viewer
    live = view.seats_in_hand()
    opps = [s for s in live if s != me]
    if len(live) == 2 and view.rules.two_left == "battle":
        return exact_battle(view, opps[0])
    shown = {s: [c for c in view.palaces[s] if c is not UNKNOWN] for s in opps}
    sizes = [len(view.palaces[s]) - len(shown[s]) for s in opps]
    mine = strength(held(view, me, view.palaces[me]))
    pool = view.unseen_cards()
    if _deal_count(len(pool), sizes) <= MAX_DEALS:
        filled_deals = deals(pool, sizes)
    else:
        filled_deals = random_deals(pool, sizes, random.Random(0), SHOWDOWN_SAMPLES)
    total = count = 0.0
    for filled in filled_deals:
        values = [strength(held(view, s, shown[s] + extra)) for s, extra in zip(opps, filled)]
        top = max(values)
        total += 1.0 if mine > top else 0.0 if mine < top else 1.0 / (1 + values.count(top))
        count += 1
    return total / count


def _deal_count(pool: int, sizes) -> int:
    count = 1
    for size in sizes:
        count *= comb(pool, size)
        pool -= size
    return count


def random_deals(pool, sizes, rng, count):
    """`count` deals drawn at random, for the positions with too many to count (multiway,
    every card unseen): off by a few tenths of a point at most, well inside the tolerance."""
    for _ in range(count):
        cards = rng.sample(pool, sum(sizes))
        filled, k = [], 0
        for size in sizes:
            filled.append(cards[k:k + size])
            k += size
        yield filled


def opponent_of(view, action) -> int:
    if type(action) is A.Bet:
        return action.target
    battle = view.battle
    return battle.attacker if view.viewer == battle.defender else battle.defender


def check_reason(view, decision, where: str) -> None:
    reason = decision.reason
    params = dict(reason.params)
    assert reason.key in TEMPLATES, where
    assert reason.text == fill_template(reason.key, TEMPLATES[reason.key], params), where
    if "n" in params:
        assert params["n"] >= MIN_SIMULATED, f"{where}: {reason.text}"
    if "pct" not in params:
        return
    figure = FIGURES.get(reason.key)
    assert figure is not None, f"{where}: no exact figure known for {reason.key!r}"
    if figure == BATTLE:
        exact = exact_battle(view, opponent_of(view, decision.action))
    else:
        exact = exact_showdown(view)
    assert abs(params["pct"] - 100 * exact) <= TOLERANCE, (
        f"{where}: {reason.text!r} but the exact figure is {100 * exact:.1f}%")


# --------------------------------------------------------------------------------------------
# Tests


def test_every_percentage_template_has_a_checked_meaning():
    for key, template in TEMPLATES.items():
        fields = placeholders(template)
        if "pct" in fields:
            assert key in FIGURES, f"{key}: what does its percentage mean?"
        if "simulated" in template:
            assert "n" in fields, f"{key}: simulated hands without their number"
        assert not re.search(r"\bR\d+\.\d+", template), f"{key}: no rule numbers in reasons"


def test_oracle_on_a_position_with_one_answer():
    # Ann's straight flush (A-5 of clubs) beats anything Ben makes of five cards with 3h
    # and Th: no straight flush, no four of a kind.
    state = position("2c 3h", ["Ac 3c 4c", "7d 8s 6d"], ["5c", "Th"])
    view = state.view(0)
    assert exact_battle(view, 1) == 1.0


LEVEL_RUNS = {
    # level: (options, bot seeds, rng seeds)
    "easy": ({}, range(6), range(4)),
    "medium": ({}, range(1), range(2)),
    "hard": ({"iterations": 3, "time_limit": None, "rollout_samples": 8,
              "rollout_outsider": 8}, range(1), range(2)),
}


@pytest.mark.parametrize("level", sorted(LEVEL_RUNS))
def test_stated_percentages_match_an_exact_enumeration(level):
    options, seeds, rng_seeds = LEVEL_RUNS[level]
    keys = set()
    for name, make in POSITIONS.items():
        state = make()
        view = state.view(state.to_act)
        for seed in seeds:
            bot = make_bot(level, state.to_act, seed, **options)
            for r in rng_seeds:
                decision = bot.decide(view, view.legal_actions, random.Random(r))
                check_reason(view, decision, f"{level} {name} seed {seed} rng {r}")
                keys.add(decision.reason.key)
    assert len(keys) >= 3, keys  # the positions make the bots say different things


@pytest.mark.parametrize("name", ["hu_strong", "hu_weak", "hu_showdown_rule",
                                  "hu_defend_middling", "hu_defend_weak", "hu_defend_short",
                                  "four_few_unseen"])
def test_hard_search_reasons_quote_what_it_decided_on(name):
    """With a real search, hard's reason gives the number of simulated hands and by how many
    chips its choice beat the next best in that search (its decision values), and the
    battle equity is exact. Medium rollouts at every seat count (the multiway default,
    quick rollouts, leaves the four-seat attack to the medium estimate there: the search's
    lead for the other target is within its noise, so the reason is the plain one). Multiway
    turns count the pot bonus here (`multiway_bonus_bets`, 0 by default): on chips alone the
    four-seat search's lead is within its noise too, and this test is about the search's
    reason, which must then state the bonus it counted."""
    state = POSITIONS[name]()
    view = state.view(state.to_act)
    bot = make_bot("hard", state.to_act, 0, iterations=2 * MIN_SIMULATED, time_limit=None,
                   rollout_samples=8, rollout_outsider=8, rollout="medium",
                   multiway_bonus_bets=20.0)
    decision = bot.decide(view, view.legal_actions, random.Random(3))
    check_reason(view, decision, f"hard {name}")
    params = decision.reason.params
    assert decision.reason.key.startswith("search_"), decision.reason.text
    assert params["n"] == decision.info["iterations"] == 2 * MIN_SIMULATED
    # The bonus it counted: heads-up none against an opponent not seen passive (issue 44).
    from palace_desktop.bots.equity import Seen
    assert params["bonus"] == round(bot._bonus_bets(view, Seen(view)) * view.rules.small_bet)
    values = decision.info["values"]
    chosen = values.pop(action_label(decision.action))
    assert abs(params["gain"] - (chosen - max(values.values()))) <= 1, (
        decision.reason.text, decision.info)


@pytest.mark.parametrize("name", ["three_turn", "three_defend", "four_turn"])
def test_hard_multiway_reasons_are_true(name):
    """Multiway, hard may keep the medium estimate's choice when its search cannot clearly
    beat it: then the reason states that estimate's figure, exactly, not the search's."""
    state = POSITIONS[name]()
    view = state.view(state.to_act)
    bot = make_bot("hard", state.to_act, 0, iterations=MIN_SIMULATED, time_limit=None,
                   rollout_samples=8, rollout_outsider=8)
    decision = bot.decide(view, view.legal_actions, random.Random(3))
    check_reason(view, decision, f"hard {name}")
    if decision.reason.key.startswith("search_"):
        values = decision.info["values"]
        assert max(values, key=values.get) == action_label(decision.action)


def test_a_search_that_counted_no_pot_bonus_does_not_mention_one():
    """Multiway hard decides on chips alone (`multiway_bonus_bets`, 0): its search reasons then
    leave the bonus out (the `_chips` templates) rather than say it counted 0 extra; with a
    bonus they state it."""
    from palace_desktop.bots.equity import Seen
    from palace_desktop.bots.hard_reasons import search_reason

    for name in ("three_turn", "three_defend"):
        state = POSITIONS[name]()
        view = state.view(state.to_act)
        seen = Seen(view)
        bot = make_bot("hard", state.to_act, 0)
        bonus = bot._bonus_bets(view, seen) * view.rules.small_bet
        for action in view.legal_actions:
            # The search never weighs a discard or a fold on a turn: they say why by themselves.
            if type(action) is A.Discard or (type(action) is A.Fold and view.battle is None):
                continue
            plain = search_reason(view, seen, action, 3.0, 150, bonus)
            assert plain.key.endswith("_chips"), (name, action, plain.key)
            assert "counted" not in plain.text and "150" in plain.text
            check_reason(view, Decision(action, plain), f"hard {name} {action}")
            counted = search_reason(view, seen, action, 3.0, 150, bonus=100.0)
            assert counted.key == plain.key[:-len("_chips")]
            assert "counted 100 extra" in counted.text


def test_hard_at_the_app_budget_states_true_figures():
    state = POSITIONS["three_turn"]()
    view = state.view(0)
    decision = make_bot("hard", 0, 0).decide(view, view.legal_actions, random.Random(0))
    check_reason(view, decision, "hard, app budget")


def test_hard_with_a_tiny_budget_never_quotes_its_few_simulations():
    state = POSITIONS["three_turn"]()
    view = state.view(state.to_act)
    for iterations in (1, 5, MIN_SIMULATED - 1):
        bot = make_bot("hard", 0, 0, iterations=iterations, time_limit=None,
                       rollout_samples=6, rollout_outsider=6)
        decision = bot.decide(view, view.legal_actions, random.Random(iterations))
        check_reason(view, decision, f"hard {iterations} iterations")
        assert "simulated" not in decision.reason.text


def test_hard_alone_with_one_sensible_move_states_a_true_figure():
    """Too short of chips to buy or bet, hard has nothing to search: its reason still states
    the real figure, not a default."""
    state = POSITIONS["four_short"]()
    view = state.view(0)
    decision = make_bot("hard", 0, 0, iterations=5, time_limit=None).decide(
        view, view.legal_actions, random.Random(0))
    assert type(decision.action) is A.Stay
    check_reason(view, decision, "hard four_short")


def test_reasons_pickle_with_plain_values():
    import pickle

    for level, (options, _, _) in LEVEL_RUNS.items():
        state = POSITIONS["three_defend"]()
        view = state.view(state.to_act)
        decision = make_bot(level, state.to_act, 0, **options).decide(
            view, view.legal_actions, random.Random(0))
        assert all(type(v) in (str, int) for v in decision.reason.params.values())
        assert pickle.loads(pickle.dumps(decision.reason)) == decision.reason
