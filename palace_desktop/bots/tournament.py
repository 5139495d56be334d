"""`palace-desktop tournament`: bots play duplicate deals (ENGINE_API.md section 4).

Layout: P seats; player slot j is played by the bot `bots[j % len(bots)]`. Each deal (a seed
drawn from `--seed`, the dealer seat moving one place per deal) is played P times, the slots
rotated one seat each time, so every bot plays every seat's cards. Each hand is a single hand
(not a match) from equal stacks. A bot's chips per hand are its final chips minus its starting
chips; a hand won alone counts 1, a pot split k ways 1/k each.

The 95% interval of chips per hand is taken over deals (a deal's mean over its rotations is
one observation), which is how a duplicate format cancels the luck of the cards.

Everything but the decision times is deterministic for a seed, whatever the number of worker
processes: each hand gets its own seeded rngs, and results are merged in deal order.
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
from typing import Optional, Sequence

from ..engine import actions as A
from ..engine.deal import SeedDeal
from ..engine.rules import Rules
from ..engine.state import GameState
from . import LEVELS, make_bot

FORMAT = "palace-tournament/1"
NAMES = ("Ada", "Ben", "Cara", "Dan", "Eve", "Finn", "Gus", "Hal", "Ivy", "Jo")
MAX_ACTIONS = 5000  # a hand always ends long before (buys and bets cost chips); a guard only


@dataclass
class Config:
    bots: list[str]
    deals: int
    seed: int
    players: int
    chips: int = 200
    rules: Rules = field(default_factory=Rules.make)
    options: dict = field(default_factory=dict)  # level -> {option: value}


@dataclass
class HandResult:
    deal: int
    rotation: int
    delta: list[int]  # per slot
    won: list[float]  # per slot
    times: list[list[float]]  # per slot: seconds per decision
    actions: int


def deal_seeds(seed: int, deals: int) -> list[int]:
    rng = random.Random(f"tournament:{seed}")
    return [rng.randrange(2**31) for _ in range(deals)]


def play_hand(config: Config, deal: int, deal_seed: int, rotation: int) -> HandResult:
    """One hand of deal `deal`: slot j sits at seat (j + rotation) % P."""
    p = config.players
    dealer = deal % p
    seat_of = [(j + rotation) % p for j in range(p)]
    slot_at = {seat: j for j, seat in enumerate(seat_of)}
    bots = {}
    rngs = {}
    for j in range(p):
        level = config.bots[j % len(config.bots)]
        seat = seat_of[j]
        bots[seat] = make_bot(level, seat, config.seed, **config.options.get(level, {}))
        rngs[seat] = random.Random(f"{config.seed}:{deal}:{rotation}:{j}")
    names = [NAMES[s % len(NAMES)] for s in range(p)]
    state, events = GameState.start(config.rules, names, [config.chips] * p, dealer,
                                    SeedDeal(deal_seed))
    times: list[list[float]] = [[] for _ in range(p)]
    count = 0
    while not state.is_over:
        seat = state.to_act
        view = state.view(seat)
        start = time.perf_counter()
        decision = bots[seat].decide(view, view.legal_actions, rngs[seat])
        times[slot_at[seat]].append(time.perf_counter() - start)
        events = state.apply(decision.action)
        count += 1
        if count > MAX_ACTIONS:
            raise RuntimeError(f"deal {deal} rotation {rotation}: the hand did not end")
    winners = [s for s in range(p) if state.payouts[s] > 0]
    for event in events:
        if isinstance(event, A.PotAwarded):
            winners = list(event.winners)
    delta = [state.chips[seat_of[j]] - config.chips for j in range(p)]
    won = [(1.0 / len(winners) if seat_of[j] in winners else 0.0) for j in range(p)]
    return HandResult(deal, rotation, delta, won, times, count)


def play_deal(args: tuple) -> list[HandResult]:
    config, deal, deal_seed = args
    return [play_hand(config, deal, deal_seed, r) for r in range(config.players)]


def run(config: Config, workers: int = 1, progress=None) -> list[HandResult]:
    seeds = deal_seeds(config.seed, config.deals)
    jobs = [(config, k, seeds[k]) for k in range(config.deals)]
    results: list[HandResult] = []
    if workers <= 1:
        for done, job in enumerate(jobs, 1):
            results.extend(play_deal(job))
            if progress:
                progress(done, len(jobs))
        return results
    import multiprocessing

    with multiprocessing.get_context().Pool(workers) as pool:
        chunk = max(1, min(20, len(jobs) // (workers * 8)))
        for done, hands in enumerate(pool.imap(play_deal, jobs, chunksize=chunk), 1):
            results.extend(hands)
            if progress:
                progress(done, len(jobs))
    return results


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
        deal_means = [sum(v) / len(v) for v in per_deal.values()]
        if len(deal_means) >= 2:
            half = 1.96 * statistics.stdev(deal_means) / math.sqrt(len(deal_means))
        else:
            half = 0.0
        entries.append({
            "name": config.bots[b],
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
    parser.add_argument("--progress", action="store_true", help="report progress on stderr")
    return parser


def _progress_printer():
    """A `progress` callback for `run`: about twenty lines on stderr, with the time so far."""
    started = time.monotonic()

    def progress(done: int, total: int) -> None:
        if done == total or done % max(1, total // 20) == 0:
            print(f"{done}/{total} deals, {time.monotonic() - started:.0f} s",
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
    config = Config(bots, args.deals, args.seed, players, args.chips, rules, options)
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
