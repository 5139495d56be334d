"""`palace-desktop tournament`: bots play duplicate deals (ENGINE_API.md section 4).

Layout: P seats; player slot j is played by the bot `bots[j % len(bots)]`. Each deal (a seed
drawn from `--seed`, the dealer seat moving one place per deal) is played P times, the slots
rotated one seat each time, so every bot plays every seat's cards. Each hand is a single hand
(not a match) from equal stacks. A bot's chips per hand are its final chips minus its starting
chips; a hand won alone counts 1, a pot split k ways 1/k each.

Deals are played in sessions of `--session` deals (default 25): within a session the same
bots play the deals in order in one seating, and each seat keeps a `TableMemory` of what it
saw the others do, handed to its every decision, so a bot can learn its opponents. Sessions and
seatings run in parallel (`--workers`). A player is a level name or, for benchmarks, a factory
`(seat, seed) -> bot` (e.g. a fixed strategy of `benchmarks/strategies.py`).

The 95% interval of chips per hand is taken over deals (a deal's mean over its rotations is
one observation), which is how a duplicate format cancels the luck of the cards.

Everything but the decision times is deterministic for a seed, whatever the number of worker
processes: each hand gets its own seeded rngs, each session starts afresh, and results are
merged in deal order.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import statistics
import sys
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Optional, Sequence, Union

from ..engine import actions as A
from ..engine.deal import SeedDeal
from ..engine.phases import TRIM
from ..engine.rules import Rules
from ..engine.state import GameState
from . import LEVELS, make_bot
from .memory import TableMemory

FORMAT = "palace-tournament/1"
NAMES = ("Ada", "Ben", "Cara", "Dan", "Eve", "Finn", "Gus", "Hal", "Ivy", "Jo")
DEFAULT_SESSION = 25
MAX_ACTIONS = 5000  # a hand always ends long before (buys and bets cost chips); a guard only


Player = Union[str, Callable[..., Any]]  # a level name, or a factory `(seat, seed) -> bot`


def player_name(player: Player) -> str:
    """A level's name, or a factory's `level` (a strategy class) or its name."""
    if isinstance(player, str):
        return player
    return getattr(player, "level", None) or getattr(player, "__name__", repr(player))


@dataclass
class Config:
    bots: list  # of Player: level names or factories `(seat, seed) -> bot`, cycled over slots
    deals: int
    seed: int
    players: int
    chips: int = 200
    rules: Rules = field(default_factory=Rules.make)
    options: dict = field(default_factory=dict)  # level -> {option: value}
    session: int = DEFAULT_SESSION  # deals played in order by the same bots and memories
    # Deals before this one are left out: a run of deals first_deal..deals-1 plays them as a
    # run of all `deals` would (same deal seeds, bots, generators and sessions when it is a
    # multiple of `session`), to continue a finished run with more deals.
    first_deal: int = 0

    def make_player(self, slot: int, seat: int):
        player = self.bots[slot % len(self.bots)]
        if isinstance(player, str):
            return make_bot(player, seat, self.seed, **self.options.get(player, {}))
        return player(seat, self.seed)


@dataclass
class HandResult:
    deal: int
    rotation: int
    delta: list[int]  # per slot
    won: list[float]  # per slot
    times: list[list[float]]  # per slot: seconds per decision
    actions: int
    # per slot: what it did, for diagnostics (see `count_habits`)
    habits: list[dict] = field(default_factory=list)


@dataclass
class SessionResult:
    """The hands of one session in one seating, and each seat's memory at its end."""
    session: int
    rotation: int
    hands: list[HandResult]
    memories: dict  # seat -> TableMemory


def deal_seeds(seed: int, deals: int) -> list[int]:
    rng = random.Random(f"tournament:{seed}")
    return [rng.randrange(2**31) for _ in range(deals)]


def sessions(config: Config) -> list[range]:
    """The deals of each session, in order."""
    size = max(1, config.session)
    return [range(start, min(start + size, config.deals))
            for start in range(config.first_deal, config.deals, size)]


def count_habits(habits: dict, view, action: A.Action) -> None:
    """Counts of what a seat did: attacks, buys (and buys while holding five soldiers), and its
    answers to bets and raises (folds, raises)."""
    kind = type(action)
    if view.battle is not None:
        habits["faced"] = habits.get("faced", 0) + 1
        if kind is A.Fold:
            habits["folded"] = habits.get("folded", 0) + 1
        elif kind is A.Raise:
            habits["raised"] = habits.get("raised", 0) + 1
    elif view.phase != TRIM:
        habits["turns"] = habits.get("turns", 0) + 1
        if kind is A.Bet:
            habits["attacks"] = habits.get("attacks", 0) + 1
        elif kind is A.Buy:
            habits["buys"] = habits.get("buys", 0) + 1
            if len(view.soldiers[view.viewer]) >= 5:
                habits["buys_at_five"] = habits.get("buys_at_five", 0) + 1


def play_session(config: Config, session: int, rotation: int,
                 deals: Optional[range] = None, seeds: Optional[list[int]] = None
                 ) -> SessionResult:
    """The deals of `session`, in order, with slot j at seat (j + rotation) % P throughout.

    The bots persist over the session's hands, and each seat keeps a `TableMemory` fed every
    event list the engine returns (it keeps only what its seat may see) and handed to each of
    that seat's decisions: a bot that models its opponents can learn them within the session.
    """
    p = config.players
    if deals is None:
        deals = sessions(config)[session]
    if seeds is None:
        seeds = deal_seeds(config.seed, config.deals)
    seat_of = [(j + rotation) % p for j in range(p)]
    slot_at = {seat: j for j, seat in enumerate(seat_of)}
    bots = {seat_of[j]: config.make_player(j, seat_of[j]) for j in range(p)}
    memories = {seat: TableMemory(viewer=seat) for seat in range(p)}
    names = [NAMES[s % len(NAMES)] for s in range(p)]
    hands = []
    for deal in deals:
        rngs = {seat_of[j]: random.Random(f"{config.seed}:{deal}:{rotation}:{j}")
                for j in range(p)}
        state, events = GameState.start(config.rules, names, [config.chips] * p, deal % p,
                                        SeedDeal(seeds[deal]))
        for memory in memories.values():
            memory.record(events)
        times: list[list[float]] = [[] for _ in range(p)]
        habits: list[dict] = [{} for _ in range(p)]
        count = 0
        while not state.is_over:
            seat = state.to_act
            view = state.view(seat)
            start = time.perf_counter()
            decision = bots[seat].decide(view, view.legal_actions, rngs[seat],
                                         memory=memories[seat])
            times[slot_at[seat]].append(time.perf_counter() - start)
            count_habits(habits[slot_at[seat]], view, decision.action)
            events = state.apply(decision.action)
            for memory in memories.values():
                memory.record(events)
            count += 1
            if count > MAX_ACTIONS:
                raise RuntimeError(f"deal {deal} rotation {rotation}: the hand did not end")
        winners = [s for s in range(p) if state.payouts[s] > 0]
        for event in events:
            if isinstance(event, A.PotAwarded):
                winners = list(event.winners)
        delta = [state.chips[seat_of[j]] - config.chips for j in range(p)]
        won = [(1.0 / len(winners) if seat_of[j] in winners else 0.0) for j in range(p)]
        hands.append(HandResult(deal, rotation, delta, won, times, count, habits))
    return SessionResult(session, rotation, hands, memories)


def play_hand(config: Config, deal: int, deal_seed: int, rotation: int) -> HandResult:
    """One hand of deal `deal` alone (fresh bots and memories): slot j sits at seat
    (j + rotation) % P."""
    seeds = {deal: deal_seed}
    return play_session(config, 0, rotation, range(deal, deal + 1), seeds).hands[0]


def play_deal(args: tuple) -> list[HandResult]:
    """Deal `deal` alone, once per seating: `args` is (config, deal, deal seed)."""
    config, deal, deal_seed = args
    return [play_hand(config, deal, deal_seed, r) for r in range(config.players)]


def _play_job(args: tuple) -> SessionResult:
    config, session, rotation, deals, seeds = args
    return play_session(config, session, rotation, deals, seeds)


def run_sessions(config: Config, workers: int = 1, progress=None) -> list[SessionResult]:
    """Every session in every seating, in parallel over (session, rotation) pairs; the result
    is in (session, rotation) order whatever the number of workers. `progress(done, total)`
    counts those pairs."""
    seeds = deal_seeds(config.seed, config.deals)
    jobs = [(config, k, r, deals, seeds) for k, deals in enumerate(sessions(config))
            for r in range(config.players)]
    done: list[SessionResult] = []
    if workers <= 1:
        for job in jobs:
            done.append(_play_job(job))
            if progress:
                progress(len(done), len(jobs))
        return done
    import multiprocessing

    with multiprocessing.get_context().Pool(workers) as pool:
        for result in pool.imap(_play_job, jobs, chunksize=1):
            done.append(result)
            if progress:
                progress(len(done), len(jobs))
    return done


def run(config: Config, workers: int = 1, progress=None) -> list[HandResult]:
    """Every hand, in (deal, rotation) order."""
    hands = [h for result in run_sessions(config, workers, progress) for h in result.hands]
    hands.sort(key=lambda h: (h.deal, h.rotation))
    return hands


def deal_means(results: list[HandResult], slot_of_bot: int, bots: int) -> dict[int, float]:
    """Per deal: the chips per hand of bot `slot_of_bot` (slots j with j % bots == it),
    averaged over the deal's seatings."""
    per_deal: dict[int, list[int]] = {}
    for hand in results:
        for j in range(len(hand.delta)):
            if j % bots == slot_of_bot:
                per_deal.setdefault(hand.deal, []).append(hand.delta[j])
    return {deal: sum(v) / len(v) for deal, v in sorted(per_deal.items())}


def mean_ci(values: Sequence[float]) -> tuple[float, float, float]:
    """The mean and its 95% interval (normal approximation; zero width below two values)."""
    if not values:
        return 0.0, 0.0, 0.0
    mean = sum(values) / len(values)
    half = (1.96 * statistics.stdev(values) / math.sqrt(len(values))
            if len(values) >= 2 else 0.0)
    return mean, mean - half, mean + half


def paired_difference(a: dict, b: dict) -> tuple[float, float, float]:
    """Mean and 95% interval of a[deal] - b[deal] over the deals both have: a paired
    comparison, so the luck of each deal cancels."""
    deals = sorted(set(a) & set(b))
    return mean_ci([a[d] - b[d] for d in deals])


def _percentile(values: Sequence[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    k = (len(ordered) - 1) * q
    lo = math.floor(k)
    hi = min(lo + 1, len(ordered) - 1)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (k - lo)


def summarize(config: Config, results: list[HandResult]) -> dict:
    """The palace-tournament/1 document."""
    nb = len(config.bots)
    p = config.players
    entries = []
    for b in range(nb):
        slots = [j for j in range(p) if j % nb == b]
        per_deal: dict[int, list[int]] = {}
        deltas: list[int] = []
        wins: list[float] = []
        times: list[float] = []
        for hand in results:
            for j in slots:
                deltas.append(hand.delta[j])
                wins.append(hand.won[j])
                times.extend(hand.times[j])
                per_deal.setdefault(hand.deal, []).append(hand.delta[j])
        hands = len(deltas)
        mean = sum(deltas) / hands if hands else 0.0
        means = [sum(v) / len(v) for v in per_deal.values()]
        if len(means) >= 2:
            half = 1.96 * statistics.stdev(means) / math.sqrt(len(means))
        else:
            half = 0.0
        entries.append({
            "name": player_name(config.bots[b]),
            "hands": hands,
            "chips_per_hand": {"mean": round(mean, 3),
                               "ci95": [round(mean - half, 3), round(mean + half, 3)]},
            "hand_win_rate": round(sum(wins) / hands, 4) if hands else 0.0,
            "decision_ms": {"p50": round(1000 * _percentile(times, 0.5), 2),
                            "p95": round(1000 * _percentile(times, 0.95), 2)},
        })
    return {"format": FORMAT, "deals": config.deals, "players": p, "bots": entries}


def format_table(doc: dict, config: Config) -> str:
    lines = [f"Tournament: {doc['deals']} duplicate deals x {doc['players']} seatings, "
             f"{doc['players']} players, seed {config.seed}, {config.chips} chips, "
             f"SB {config.rules.small_bet} ({config.rules.structure})"]
    head = (f"{'bot':<10}{'hands':>7}{'chips/hand':>12}  {'95% CI':<20}{'win rate':>9}"
            f"{'p50 ms':>9}{'p95 ms':>9}")
    lines.append(head)
    lines.append("-" * len(head))
    for e in doc["bots"]:
        c = e["chips_per_hand"]
        ci = f"[{c['ci95'][0]:+.2f}, {c['ci95'][1]:+.2f}]"
        lines.append(f"{e['name']:<10}{e['hands']:>7}{c['mean']:>+12.2f}  {ci:<20}"
                     f"{100 * e['hand_win_rate']:>8.1f}%{e['decision_ms']['p50']:>9.1f}"
                     f"{e['decision_ms']['p95']:>9.1f}")
    return "\n".join(lines)


def _option(text: str) -> tuple[str, str, object]:
    """`LEVEL:KEY=VALUE` (e.g. `hard:iterations=200`)."""
    level, _, rest = text.partition(":")
    key, _, raw = rest.partition("=")
    if level not in LEVELS or not key or not raw:
        raise argparse.ArgumentTypeError(f"expected LEVEL:KEY=VALUE, got {text!r}")
    try:
        value: object = int(raw)
    except ValueError:
        try:
            value = float(raw)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r}: the value must be a number") from None
    return level, key, value


class _Parser(argparse.ArgumentParser):
    def error(self, message: str):
        self.print_usage(sys.stderr)
        self.exit(1, f"{self.prog}: error: {message}\n")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="palace-desktop tournament",
                     description="Bots play duplicate deals: each deal is replayed with the "
                                 "seats rotated so every bot plays every seat.")
    parser.add_argument("--bots", required=True,
                        help=f"comma separated levels, cycled over the seats ({', '.join(LEVELS)})")
    parser.add_argument("--deals", type=int, required=True, help="number of deals")
    parser.add_argument("--seed", type=int, required=True, help="seed of the deals and the bots")
    parser.add_argument("--players", type=int, default=None,
                        help="seats at the table, 2-10 (default: the number of bots)")
    parser.add_argument("--json", action="store_true", help="print the palace-tournament/1 JSON")
    parser.add_argument("--workers", type=int, default=None,
                        help="worker processes (default: up to 2 when there are many hands)")
    parser.add_argument("--chips", type=int, default=200, help="starting stack (default 200)")
    parser.add_argument("--small-bet", type=int, default=5, help="small bet (default 5)")
    parser.add_argument("--structure", choices=("limit", "no-limit"), default="limit")
    parser.add_argument("--bot-option", action="append", type=_option, default=[],
                        metavar="LEVEL:KEY=VALUE",
                        help="a bot budget, e.g. hard:iterations=200 or medium:samples=400")
    parser.add_argument("--session", type=int, default=DEFAULT_SESSION,
                        help="deals played in a row by the same bots, each seat keeping a "
                             f"memory of the others (default {DEFAULT_SESSION})")
    parser.add_argument("--progress", action="store_true", help="report progress on stderr")
    return parser


def _progress_printer():
    """A `progress` callback for `run`: about twenty lines on stderr, with the time so far."""
    started = time.monotonic()

    def progress(done: int, total: int) -> None:
        if done == total or done % max(1, total // 20) == 0:
            print(f"{done}/{total} sessions x seatings, {time.monotonic() - started:.0f} s",
                  file=sys.stderr, flush=True)
    return progress


def main(argv: Optional[Sequence[str]] = None) -> int:
    parser = build_parser()
    args = parser.parse_args(list(sys.argv[1:] if argv is None else argv))
    bots = [b.strip().lower() for b in args.bots.split(",") if b.strip()]
    for b in bots:
        if b not in LEVELS:
            parser.error(f"--bots: unknown level {b!r} (one of {', '.join(LEVELS)})")
    if not bots:
        parser.error("--bots: name at least one bot")
    players = args.players if args.players is not None else len(bots)
    if not 2 <= players <= 10:
        parser.error(f"--players: 2 to 10 seats, got {players}")
    if args.deals < 1:
        parser.error("--deals: at least 1")
    if args.chips < 1:
        parser.error("--chips: at least 1")
    if args.session < 1:
        parser.error("--session: at least 1")
    try:
        rules = Rules.make(small_bet=args.small_bet, structure=args.structure)
    except ValueError as error:
        parser.error(str(error))
    options: dict = {}
    for level, key, value in args.bot_option:
        options.setdefault(level, {})[key] = value
    for level, opts in options.items():
        try:
            make_bot(level, 0, 0, **opts)
        except TypeError:
            parser.error(f"--bot-option: {level} takes no option among {', '.join(opts)}")
        except ValueError as error:
            parser.error(f"--bot-option: {error}")
    config = Config(bots, args.deals, args.seed, players, args.chips, rules, options,
                    args.session)
    workers = args.workers
    if workers is None:
        workers = min(2, os.cpu_count() or 1) if args.deals * players >= 40 else 1
    results = run(config, workers, _progress_printer() if args.progress else None)
    doc = summarize(config, results)
    if args.json:
        print(json.dumps(doc))
    else:
        print(format_table(doc, config))
    return 0
