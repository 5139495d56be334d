"""Bot benchmarks: think times at 6 seats, and the strength gate (heads-up duplicate deals).

    python benchmarks/bench_bots.py think [--hands 12] [--players 6[,2]] [--levels ...]
        Every seat plays the same level (easy, medium, hard, app budgets); p50/p95/max of the
        decision times per level -> benchmarks/results/think_times.md (the rows run replace
        its table: `--no-report` for a run of some levels only).
        Budgets (issue): p95 easy 50 ms, medium 300 ms, hard 1 s.

    python benchmarks/bench_bots.py strength [--deals 1000] [--seed 2024]
            [--hard-iterations 60] [--workers 2] [--pairs random:easy,easy:medium,medium:hard]
        Heads-up duplicate deals for each adjacent pair of levels (the tournament runner);
        the stronger bot passes when it wins at least 55% of hands and the 95% interval of its
        chips per hand is above zero -> benchmarks/results/strength.md (+ strength.json).
        `hard` runs on a fixed iteration budget (no time limit), so the result is
        reproducible and the run fits on a shared 2-core machine.

    python benchmarks/bench_bots.py ladder [--deals 120] [--seed 18] [--session 25]
            [--workers 2] [--hard-iterations 30 | --app-budget]
            [--strategies maniac,station,rock,buyer,random]
        Heads-up, each fixed strategy of benchmarks/strategies.py against medium and against
        hard on the same duplicate deals, in sessions of --session deals (the bots keep a
        memory of the strategy over a session): chips per hand of medium and of hard against
        it, and the paired difference hard - medium per deal. A line passes when the
        difference's 95% interval is above 0 -> benchmarks/results/bots_ladder.md (+ .json).

    python benchmarks/bench_bots.py table6 [--deals 12] [--seed 18] [--session 25]
            [--workers 2] [--hard-iterations 30 | --app-budget] [--strategies ...]
        Six seats: each strategy among five hard bots (passes when the strategy's chips per
        hand have their 95% interval below 0), and one hard among five mediums (passes at
        +5 chips per hand or more with the interval above 0); hard's p95 decision time
        (budget 1 s, meaningful with --app-budget) -> benchmarks/results/bots_table6.md
        (+ .json). `--json FILE` also writes the lines, each deal's mean included, to FILE
        (with --no-report, for an A/B run with --hard-option).

    python benchmarks/bench_bots.py table6-merge RUN.json [RUN.json ...]
        The table (benchmarks/results/bots_table6.md + .json) from the lines of several
        `table6 --json` runs, each line from the run that played it over the most deals (the
        later file on a tie), each run's command, commit and budget written beside its lines:
        the fixed strategies among hards at a fixed iteration budget and hard among mediums at
        the app's time limit come from different runs.

    python benchmarks/bench_bots.py pair FIRST.json SECOND.json
        Each table6 line of both files compared deal by deal (the same seed and deals play
        the same cards): SECOND's chips per hand minus FIRST's, with its 95% interval.

A benchmark, not a test: it takes minutes (think) to an hour or more (strength).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import shlex
import subprocess
import sys
import time
from typing import Optional
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.result_header import NOT_CODE, header_lines  # noqa: E402
from benchmarks.strategies import STRATEGIES  # noqa: E402
from palace_desktop.bots import make_bot  # noqa: E402
from palace_desktop.bots import tournament as T  # noqa: E402
from palace_desktop.engine.deal import SeedDeal  # noqa: E402
from palace_desktop.engine.rules import Rules  # noqa: E402
from palace_desktop.engine.state import GameState  # noqa: E402

RESULTS = ROOT / "benchmarks" / "results"
BUDGET_MS = {"random": None, "easy": 50, "medium": 300, "hard": 1000}
WIN_RATE_GATE = 0.55

NOTES = """## Notes

- `random` picks uniformly among the legal actions (so it discards and folds a lot).
- `easy` compares its battle hand with what each opponent shows plus an allowance for the
  hidden palace, and attacks, buys, calls or bluffs by a personality (aggression, bluff rate,
  risk) that depends on its seat. No sampling.
- `medium` samples the unseen cards (1,200 deals heads-up) for its battle equity against each
  target and its showdown share, and scores stay, buy and each bet by the chips it expects to
  end the hand with; a target folds when, seeing its own palace, its chance is below the pot
  odds of the call. It values taking the pot at 4 small bets over the chips in it: a purely
  myopic count of today's pot gives up pots that an opponent who keeps buying then takes
  cheaply (in a 300-deal check, medium without the bonus won +0.9 chips per hand from easy
  but only 47.7% of the hands; with it, both measures rise).
- `hard` plays each candidate out on determinized deals (the same deals for every
  candidate), every seat following a quick medium policy that sees only its own view; bets
  and raises weigh the deals by how likely the bettor was to bet with them (curves fitted to
  medium's play). At a table of two it values taking the pot at 20 small bets against a
  passive opponent only, chips alone otherwise (issue 44: hard_vs_styles.md).
- The 95% interval is over deals (each deal's mean over its two seatings is one
  observation), which is how the duplicate format removes the luck of the cards.
"""


def machine() -> str:
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    return (f"{platform.python_implementation()} {platform.python_version()}, "
            f"{os.cpu_count()} CPUs, load average {load:.1f} at the start")


# --------------------------------------------------------------------------------------------
# Think times


def think_times(level: str, hands: int, players: int, seed: int) -> tuple[list[float], list]:
    """Decision times (seconds) and hard's iteration counts over `hands` hands."""
    times: list[float] = []
    iterations: list = []
    for hand in range(hands):
        names = [f"P{s}" for s in range(players)]
        state, _ = GameState.start(Rules.make(), names, [200] * players, hand % players,
                                   SeedDeal(seed + hand))
        bots = [make_bot(level, s, seed) for s in range(players)]
        rngs = [random.Random(f"{seed}:{hand}:{s}") for s in range(players)]
        while not state.is_over:
            seat = state.to_act
            view = state.view(seat)
            start = time.perf_counter()
            decision = bots[seat].decide(view, view.legal_actions, rngs[seat])
            elapsed = time.perf_counter() - start
            if view.phase != "trim" or len(view.legal_actions) > 1:
                times.append(elapsed)
                if "iterations" in decision.info:
                    iterations.append(decision.info["iterations"])
            state.apply(decision.action)
    return times, iterations


def run_think(args) -> int:
    levels = args.levels.split(",")
    seat_counts = [int(p) for p in str(args.players).split(",")]
    rows = []
    command = command_line(args.argv)
    header = machine()
    for players in seat_counts:
        for level in levels:
            started = time.monotonic()
            times, iterations = think_times(level, args.hands, players, args.seed)
            wall = time.monotonic() - started
            ms = sorted(1000 * t for t in times)
            p50 = T._percentile(ms, 0.5)
            p95 = T._percentile(ms, 0.95)
            budget = BUDGET_MS[level]
            verdict = "n/a" if budget is None else ("ok" if p95 <= budget else "OVER")
            its = (f"{T._percentile(iterations, 0.05):.0f} / {T._percentile(iterations, 0.5):.0f}"
                   if iterations else "-")
            rows.append((players, level, len(ms), p50, p95, ms[-1] if ms else 0.0, budget,
                         verdict, its))
            print(f"{players} seats {level:<7} decisions {len(ms):5}  p50 {p50:8.1f} ms  "
                  f"p95 {p95:8.1f} ms  max {rows[-1][5]:8.1f} ms  budget {budget} ms  "
                  f"{verdict}  iterations p5/p50 {its}  ({wall:.0f} s)", flush=True)
    lines = [
        "# Bot think times",
        "",
        f"Every seat the same level with the app's default budgets (hard: up to 600 "
        f"iterations or 0.6 s), {args.hands} hands per row (deal seeds {args.seed}...), limit "
        "rules, 200 chips, SB 5. Trim steps with a single legal action are not counted. "
        "Budgets of the issue are p95 at 6 seats.",
        "",
        f"Command: `{command}`",
        "",
        f"Machine: {header}.",
        "",
        "| seats | level | decisions | p50 ms | p95 ms | max ms | p95 budget ms | | "
        "hard iterations p5 / p50 |",
        "|---:|---|---:|---:|---:|---:|---:|---|---|",
    ]
    for players, level, n, p50, p95, mx, budget, verdict, its in rows:
        lines.append(f"| {players} | {level} | {n} | {p50:.1f} | {p95:.1f} | {mx:.1f} | "
                     f"{budget if budget else '-'} | {verdict} | {its} |")
    if not getattr(args, "no_report", False):
        write_report("think_times.md", lines, commit())
    return 0 if all(r[7] != "OVER" for r in rows) else 1


KEPT = ("<!-- Written by hand below this line: benchmarks/bench_bots.py keeps it when it "
        "writes this file again. -->")


def write_report(name: str, lines: list, commits: str) -> None:
    """Write results/`name` from the bench's `lines` (its title first, then the commit measured,
    `commits`), keeping what was written by hand below the KEPT line of the file it replaces."""
    path, lines = RESULTS / name, lines[:1] + header_lines(name, commits) + lines[1:]
    kept = ""
    if path.exists():
        old = path.read_text(encoding="utf-8")
        if KEPT in old:
            kept = old.split(KEPT, 1)[1].lstrip("\n")
    RESULTS.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(lines).rstrip("\n") + "\n\n" + KEPT + "\n\n" + kept,
                    encoding="utf-8")
    print(f"wrote {path}")


# --------------------------------------------------------------------------------------------
# Strength gate


def run_strength(args) -> int:
    pairs = [tuple(p.split(":")) for p in args.pairs.split(",")]
    options = {"hard": {"iterations": args.hard_iterations, "time_limit": None}}
    out_json = RESULTS / "strength.json"
    keep = args.resume or args.report_only
    saved = json.loads(out_json.read_text()) if keep and out_json.exists() else {}
    meta = saved.get("meta") or {
        "command": command_line(args.argv),
        "commit": commit(), "machine": machine(), "deals": args.deals, "seed": args.seed,
        "hard_iterations": args.hard_iterations}
    done = saved.get("results", {})
    for weak, strong in pairs:
        key = f"{weak}:{strong}"
        if args.report_only:
            continue
        if key in done:
            print(f"{key}: kept from {out_json}")
            continue
        config = T.Config([weak, strong], args.deals, args.seed, 2, options=options)
        started = time.monotonic()

        def progress(count: int, total: int, key=key, started=started) -> None:
            if count == total or count % max(1, total // 20) == 0:
                print(f"  {key}: {count}/{total} deals, {time.monotonic() - started:.0f} s",
                      flush=True)

        results = T.run(config, args.workers, progress)
        doc = T.summarize(config, results)
        doc["seconds"] = round(time.monotonic() - started)
        done[key] = doc
        print(T.format_table(doc, config), flush=True)
        RESULTS.mkdir(parents=True, exist_ok=True)
        out_json.write_text(json.dumps({"meta": meta, "results": done}, indent=1) + "\n",
                            encoding="utf-8")
    write_strength_md(done, pairs, meta)
    return 0 if all(f"{w}:{s}" in done and passes(done[f"{w}:{s}"]) for w, s in pairs) else 1


def passes(doc: dict) -> bool:
    strong = doc["bots"][1]
    return (strong["hand_win_rate"] >= WIN_RATE_GATE
            and strong["chips_per_hand"]["ci95"][0] > 0)


def write_strength_md(done: dict, pairs, meta: dict) -> None:
    lines = [
        "# Bot strength gate",
        "",
        f"Heads-up, {meta['deals']} duplicate deal pairs per match-up (each deal played twice, "
        "seats swapped), single hands from 200 chips each, limit, SB 5, default house rules. "
        "The stronger bot passes when it wins at least 55% of hands (a split counts half) and "
        "the 95% interval of its chips per hand (over deals) is above zero.",
        "",
        f"Budgets: easy and medium as in the app; hard `iterations={meta['hard_iterations']}`, "
        "no time limit, a fraction of its budget (p95 below). The app's hard searches up to "
        "600 iterations or 0.6 s, whichever comes first, which heads-up is more iterations "
        "than this in most decisions.",
        "",
        f"Command: `{meta['command']}` (seed {meta['seed']}"
        + (f", code at commit {meta['commit']}" if meta.get("commit") else "") + ").",
        "",
        f"Machine: {meta['machine']}. Seconds per match-up: "
        + ", ".join(f"{k} {v.get('seconds', '?')}" for k, v in done.items()) + ".",
        "",
        "| match-up | stronger bot | hands | chips/hand | 95% CI | hand win rate | "
        "p50 / p95 ms (stronger) | p50 / p95 ms (weaker) | passes |",
        "|---|---|---:|---:|---|---:|---|---|---|",
    ]
    for weak, strong in pairs:
        doc = done.get(f"{weak}:{strong}")
        if doc is None:
            lines.append(f"| {weak} vs {strong} | {strong} | - | - | - | - | - | - | not run |")
            continue
        w, s = doc["bots"]
        c = s["chips_per_hand"]
        lines.append(
            f"| {weak} vs {strong} | {strong} | {s['hands']} | {c['mean']:+.2f} | "
            f"[{c['ci95'][0]:+.2f}, {c['ci95'][1]:+.2f}] | {100 * s['hand_win_rate']:.1f}% | "
            f"{s['decision_ms']['p50']:.1f} / {s['decision_ms']['p95']:.1f} | "
            f"{w['decision_ms']['p50']:.1f} / {w['decision_ms']['p95']:.1f} | "
            f"{'yes' if passes(doc) else 'NO'} |")
    lines += ["", NOTES]
    write_report("strength.md", lines, meta["commit"])

# --------------------------------------------------------------------------------------------
# Against the fixed strategies (issue 18): the heads-up ladder and six seats

HARD_BUDGET_MS = 1000
TABLE6_HARD_GATE = 5.0  # chips per hand one hard must win among five mediums


def commit() -> str:
    try:
        head = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, text=True,
                              capture_output=True, check=True).stdout.strip()
        dirty = subprocess.run(["git", "status", "--porcelain", "-uno", "--", ".", NOT_CODE],
                               cwd=ROOT, text=True, capture_output=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"
    return head + (" (with uncommitted changes)" if dirty else "")


def hard_options(args) -> dict:
    """The app's budget (up to 600 iterations or 0.6 s), or a fixed iteration count."""
    if args.app_budget:
        hard = {"iterations": 600, "time_limit": 0.6}
    else:
        hard = {"iterations": args.hard_iterations, "time_limit": None}
    for item in getattr(args, "hard_option", None) or []:
        key, _, text = item.partition("=")
        try:
            hard[key] = json.loads(text)
        except ValueError:
            hard[key] = text
    return {"hard": hard}


def budget_text(meta: dict) -> str:
    if meta["app_budget"]:
        return "hard with the app's budget (up to 600 iterations or 0.6 s; not reproducible)"
    return (f"hard at a fixed `iterations={meta['hard_iterations']}`, no time limit "
            "(reproducible)")


def habits_of(results, slots) -> dict:
    """Summed `tournament.count_habits` counters of the given slots."""
    total: dict = {}
    for hand in results:
        for j in slots:
            for key, value in hand.habits[j].items():
                total[key] = total.get(key, 0) + value
    return total


def habit_rates(habits: dict) -> dict:
    turns = habits.get("turns", 0)
    faced = habits.get("faced", 0)
    return {
        "fold_when_faced": round(habits.get("folded", 0) / faced, 3) if faced else None,
        "attacks_per_turn": round(habits.get("attacks", 0) / turns, 3) if turns else None,
        "buys_at_five": habits.get("buys_at_five", 0),
        "buys": habits.get("buys", 0),
    }


def ci_dict(mean: float, lo: float, hi: float) -> dict:
    return {"mean": round(mean, 3), "ci95": [round(lo, 3), round(hi, 3)]}


def ci_text(c: dict) -> str:
    return f"{c['mean']:+.2f} [{c['ci95'][0]:+.2f}, {c['ci95'][1]:+.2f}]"


def _progress(label: str):
    started = time.monotonic()

    def progress(done: int, total: int) -> None:
        print(f"  {label}: {done}/{total} sessions x seatings, "
              f"{time.monotonic() - started:.0f} s", flush=True)
    return progress


def ladder_line(strategy: str, args, options: dict) -> dict:
    """Strategy vs medium and vs hard on the same deals, and the paired difference."""
    line: dict = {"strategy": strategy}
    per_deal = {}
    started = time.monotonic()
    for level in ("medium", "hard"):
        config = T.Config([STRATEGIES[strategy], level], args.deals, args.seed, 2,
                          options=options, session=args.session)
        results = T.run(config, args.workers, _progress(f"{strategy} vs {level}"))
        per_deal[level] = T.deal_means(results, 1, 2)
        bot = T.summarize(config, results)["bots"][1]
        line[level] = {"chips_per_hand": bot["chips_per_hand"], "hands": bot["hands"],
                       "hand_win_rate": bot["hand_win_rate"],
                       "decision_ms": bot["decision_ms"],
                       "habits": habit_rates(habits_of(results, [1]))}
    line["difference"] = ci_dict(*T.paired_difference(per_deal["hard"], per_deal["medium"]))
    line["passes"] = line["difference"]["ci95"][0] > 0
    line["seconds"] = round(time.monotonic() - started)
    return line


def run_ladder(args) -> int:
    strategies = [s.strip() for s in args.strategies.split(",") if s.strip()]
    meta = {"command": command_line(args.argv),
            "commit": commit(), "machine": machine(), "deals": args.deals, "seed": args.seed,
            "session": args.session, "app_budget": args.app_budget,
            "hard_iterations": None if args.app_budget else args.hard_iterations}
    options = hard_options(args)
    if args.hard_option:
        meta["hard_options"] = options["hard"]
    lines = []
    for strategy in strategies:
        line = ladder_line(strategy, args, options)
        lines.append(line)
        print(f"{strategy:<8} medium {ci_text(line['medium']['chips_per_hand'])}  hard "
              f"{ci_text(line['hard']['chips_per_hand'])}  hard - medium "
              f"{ci_text(line['difference'])}  {'passes' if line['passes'] else 'FAILS'}  "
              f"({line['seconds']} s)", flush=True)
        for level in ("medium", "hard"):
            print(f"         {level} habits {line[level]['habits']}", flush=True)
        if not args.no_report:
            write_ladder(meta, lines)
    return 0 if all(line["passes"] for line in lines) else 1


LADDER_NOTES = """## Notes

- The strategies (`benchmarks/strategies.py`): maniac attacks the weakest-looking banner every
  turn, always raises, never folds; station stays and always calls; rock stays and calls only
  with a pair of queens or better in its battle hand (R15.3 exclusion applied), else folds;
  buyer buys to five soldiers, attacks with two pair or better, calls with a pair; random
  picks uniformly among the legal actions.
- "Folds when attacked or raised" is over the bets the bot faced ("-": none; station and rock
  never attack). Heads-up, a called or folded battle ends the hand, so against station and
  rock medium and hard play the same hands up to their first attack: their habits match.
- "Buys at five soldiers" counts buys made while already holding five.
- How hard plays them: heads-up, once its memory reads the other seat as one of fixed
  habits (`opponents.Profile.fixed_habits`: never attacks and seldom buys, attacks on most
  turns, or folds on its own turn; station, rock, maniac and random within a few hands),
  it decides by a two-step look ahead over that seat's observed rates
  (`opponents.exploit_turn_values`, `exploit_answer_values`) instead of its rollouts,
  whose opponents play like medium. The buyer is told apart from medium (it buys on every
  turn it holds fewer than five soldiers, medium on 37-73%: `opponents.Profile.buy_short`);
  hard searches against it with the buyer played in the rollouts by the hand values it was
  seen attacking and calling with (`opponents.habit_thresholds`, `HabitPolicy`), its hidden
  hand weighed by its last attack or stay, chips alone counted (the look ahead did worse).
  A seat seen attacking on every turn it took, raising every bet and never folding (the
  maniac, from its first attack: `maniac.always_attacker`) is played on exact values
  instead (`maniac.always_attacker_values`): it plays without its cards, so the rest of the
  hand is one battle at the exact battle equity.
"""


def write_ladder(meta: dict, lines: list) -> None:
    RESULTS.mkdir(parents=True, exist_ok=True)
    (RESULTS / "bots_ladder.json").write_text(
        json.dumps({"meta": meta, "lines": lines}, indent=1) + "\n", encoding="utf-8")
    out = [
        "# Bots against fixed strategies: the heads-up ladder",
        "",
        f"Heads-up, {meta['deals']} duplicate deals (each played once per seating) per "
        f"match-up, in sessions of {meta['session']} deals played in order by the same bots, "
        "each seat keeping a memory of what it saw the other do. Single hands from 200 chips "
        "each, limit, SB 5, default house rules. Each fixed strategy "
        "(`benchmarks/strategies.py`) plays medium and hard on the SAME deals; chips per hand "
        "are medium's and hard's (95% interval over deals); the difference is hard - medium "
        "per deal (paired). A line passes when the difference's interval is above 0.",
        "",
        f"Budgets: medium as in the app; {budget_text(meta)}.",
        "",
        f"Command: `{meta['command']}` (seed {meta['seed']}, code at commit {meta['commit']}).",
        "",
        f"Machine: {meta['machine']}. Seconds per line: "
        + ", ".join(f"{line['strategy']} {line['seconds']}" for line in lines) + ".",
        "",
    ]
    if meta.get("note"):
        out += [meta["note"], ""]
    out += [
        "| strategy | medium chips/hand [95% CI] | hard chips/hand [95% CI] | "
        "hard - medium [95% CI] | passes | folds when attacked or raised (medium / hard) | "
        "attacks per turn (medium / hard) | buys at five soldiers (medium / hard) |",
        "|---|---|---|---|---|---|---|---|",
    ]

    def pct(value) -> str:
        return "-" if value is None else f"{100 * value:.0f}%"

    for line in lines:
        m, h = line["medium"], line["hard"]
        out.append(
            f"| {line['strategy']} | {ci_text(m['chips_per_hand'])} | "
            f"{ci_text(h['chips_per_hand'])} | {ci_text(line['difference'])} | "
            f"{'yes' if line['passes'] else 'NO'} | {pct(m['habits']['fold_when_faced'])} / "
            f"{pct(h['habits']['fold_when_faced'])} | {pct(m['habits']['attacks_per_turn'])} / "
            f"{pct(h['habits']['attacks_per_turn'])} | {m['habits']['buys_at_five']} of "
            f"{m['habits']['buys']} / {h['habits']['buys_at_five']} of {h['habits']['buys']} |")
    out += ["", "Decision times (p50 / p95 ms), medium and hard: "
            + "; ".join(f"{line['strategy']} {line['medium']['decision_ms']['p50']:.0f} / "
                        f"{line['medium']['decision_ms']['p95']:.0f} and "
                        f"{line['hard']['decision_ms']['p50']:.0f} / "
                        f"{line['hard']['decision_ms']['p95']:.0f}" for line in lines) + "."]
    out += ["", LADDER_NOTES]
    write_report("bots_ladder.md", out, meta["commit"])


def table6_line(name: str, players: list, args, options: dict,
                deals: Optional[int] = None) -> tuple[dict, list]:
    """Six seats, the first player alone against five of the second kind: its chips per
    hand, and every decision time of the hard seats (`deals`: by default `args.deals`)."""
    deals = deals or args.deals
    first_deal = getattr(args, "first_deal", 0) if players[0] != "hard" else 0
    config = T.Config(players, deals, args.seed, 6, options=options, session=args.session,
                      first_deal=first_deal)
    started = time.monotonic()
    results = T.run(config, args.workers, _progress(name))
    first = T.summarize(config, results)["bots"][0]
    hard_slots = [j for j, p in enumerate(players) if p == "hard"]
    hard_times = [t for hand in results for j in hard_slots for t in hand.times[j]]
    line = {"line": name, "player": T.player_name(players[0]), "deals": deals - first_deal,
            "hands": first["hands"],
            "chips_per_hand": first["chips_per_hand"],
            "habits": habit_rates(habits_of(results, [0])),
            "seconds": round(time.monotonic() - started),
            # The lone player's chips per hand in each deal (over its six seatings): what
            # `pair` compares, deal by deal, between two runs of other code or options.
            "deal_means": {str(d): round(m, 4)
                           for d, m in T.deal_means(results, 0, len(players)).items()}}
    return line, hard_times


def run_table6(args) -> int:
    strategies = [s.strip() for s in args.strategies.split(",") if s.strip()]
    meta = {"command": command_line(args.argv),
            "commit": commit(), "machine": machine(), "deals": args.deals, "seed": args.seed,
            "session": args.session, "app_budget": args.app_budget,
            "medium_deals": args.medium_deals or args.deals,
            "hard_iterations": None if args.app_budget else args.hard_iterations}
    if getattr(args, "first_deal", 0):  # (a caller's own namespace may not have it)
        meta["first_deal"] = args.first_deal
    options = hard_options(args)
    if args.hard_option:
        meta["hard_options"] = options["hard"]
    lines = []
    hard_times: list[float] = []
    plans = [(f"{s} + 5 hard", [STRATEGIES[s]] + ["hard"] * 5) for s in strategies]
    plans.append(("hard + 5 medium", ["hard"] + ["medium"] * 5))
    for name, players in plans:
        deals = args.medium_deals if players[0] == "hard" else None
        line, times = table6_line(name, players, args, options, deals)
        hard_times.extend(times)
        c = line["chips_per_hand"]
        if players[0] == "hard":
            line["passes"] = c["mean"] >= TABLE6_HARD_GATE and c["ci95"][0] > 0
        else:
            line["passes"] = c["ci95"][1] < 0
        lines.append(line)
        print(f"{name:<18} {line['player']} {ci_text(c)}  "
              f"{'passes' if line['passes'] else 'FAILS'}  ({line['seconds']} s)", flush=True)
        timing = {"decisions": len(hard_times),
                  "p50_ms": round(1000 * T._percentile(hard_times, 0.5), 1),
                  "p95_ms": round(1000 * T._percentile(hard_times, 0.95), 1)}
        if not args.no_report:
            write_table6(meta, lines, timing)
        if getattr(args, "json", None):
            write_table6_json(Path(args.json), meta, lines, timing)
    return 0 if all(line["passes"] for line in lines) else 1


def run_pair(args) -> int:
    """Each line two table6 runs share (their `--json` or bots_table6.json), compared deal by
    deal: the second run's chips per hand minus the first's, with its 95% interval."""
    first, second = (json.loads(Path(f).read_text(encoding="utf-8")) for f in
                     (args.first, args.second))
    theirs = {line["line"]: line for line in second["lines"]}
    compared = 0
    for line in first["lines"]:
        other = theirs.get(line["line"])
        if other is None or "deal_means" not in line or "deal_means" not in other:
            continue
        a, b = line["deal_means"], other["deal_means"]
        common = sorted(set(a) & set(b), key=int)
        if len(common) < 2:
            continue
        mean, low, high = T.paired_difference({d: b[d] for d in common},
                                              {d: a[d] for d in common})
        print(f"{line['line']:<18} {line['player']}: {ci_text(line['chips_per_hand'])} -> "
              f"{ci_text(other['chips_per_hand'])}, paired over {len(common)} deals "
              f"{mean:+.2f} [{low:+.2f}, {high:+.2f}]")
        compared += 1
    if not compared:
        print("no line with its deals' means in both files")
        return 1
    return 0


def table6_deals_text(meta: dict) -> str:
    medium = meta.get("medium_deals") or meta["deals"]
    if medium == meta["deals"]:
        return str(meta["deals"])
    return f"{meta['deals']} (the hard + 5 medium line {medium})"


def write_table6_json(path: Path, meta: dict, lines: list, timing: dict) -> None:
    """The run's document: what `reports` rewrites the .md from and what `pair` compares."""
    path.write_text(json.dumps({"meta": meta, "lines": lines, "hard_decisions": timing},
                               indent=1) + "\n", encoding="utf-8")


def write_table6(meta: dict, lines: list, timing: dict) -> None:
    RESULTS.mkdir(parents=True, exist_ok=True)
    write_table6_json(RESULTS / "bots_table6.json", meta, lines, timing)
    runs = meta.get("runs")
    if runs:
        return write_merged_table6(meta, lines)
    within = timing["p95_ms"] <= HARD_BUDGET_MS
    out = table6_preamble(table6_deals_text(meta), meta["session"]) + [
        f"Budgets: medium as in the app; {budget_text(meta)}.",
        "",
        f"Command: `{meta['command']}` (seed {meta['seed']}, code at commit {meta['commit']}).",
        "",
        f"Machine: {meta['machine']}. Seconds per line: "
        + ", ".join(f"{line['line']} {line['seconds']}" for line in lines) + ".",
        "",
    ]
    if min(line.get("deals", meta["deals"]) for line in lines) < 30:
        out += ["A line of fewer than 30 deals is a smoke run: its normal-approximation "
                "interval is far too narrow to trust, and its pass/fail is no verdict.", ""]
    out += table6_rows(lines, meta["deals"])
    out += ["", f"Hard's decisions at six seats, all lines: {timing['decisions']}, p50 "
            f"{timing['p50_ms']:.0f} ms, p95 {timing['p95_ms']:.0f} ms (budget "
            f"{HARD_BUDGET_MS} ms: {'within' if within else 'OVER'}"
            + ("" if meta["app_budget"] else "; a fixed iteration budget, not the app's, so "
               "this says little about the app") + ")."]
    write_report("bots_table6.md", out, meta["commit"])


def command_line(argv: list) -> str:
    """The command as run, to be run again: quoted as a shell reads it (`--strategies ""`
    lost its quotes when the words were only joined). From the arguments `main` was given,
    not sys.argv: a run started by `main([...])` (the tests do) recorded pytest's."""
    return "python benchmarks/bench_bots.py " + shlex.join(argv)


def table6_preamble(deals_text: str, session) -> list:
    return [
        "# Bots against fixed strategies: six seats",
        "",
        f"Six seats, {deals_text} duplicate deals (each played once in each of "
        f"the six seatings) per line, in sessions of {session} deals played in order by the "
        "same bots, each seat keeping a memory of the others. Single hands from 200 chips, "
        "limit, SB 5, default house rules. Chips per hand are the lone player's (first "
        "column), 95% interval over deals. A fixed strategy among five hard bots passes when "
        f"its interval is below 0; one hard among five mediums passes at +{TABLE6_HARD_GATE:g} "
        "chips per hand or more with its interval above 0.",
        "",
    ]


def table6_rows(lines: list, deals) -> list:
    out = ["| line | lone player | deals | hands | chips/hand [95% CI] | passes |",
           "|---|---|---:|---:|---|---|"]
    for line in lines:
        out.append(f"| {line['line']} | {line['player']} | {line.get('deals', deals)} | "
                   f"{line['hands']} | "
                   f"{ci_text(line['chips_per_hand'])} | {'yes' if line['passes'] else 'NO'} |")
    return out


def merge_table6_runs(docs: list[tuple[str, dict]]) -> tuple[dict, list]:
    """(meta, lines) of the table from several runs' documents ((file, document) pairs):
    each line from the run that played it over the most deals, the later run on a tie (a
    smoke line of one deal never displaces a real one), in the order lines first appear."""
    chosen: dict[str, tuple[int, dict]] = {}
    for index, (_name, doc) in enumerate(docs):
        for line in doc["lines"]:
            deals = line.get("deals", doc["meta"]["deals"])
            kept = chosen.get(line["line"])
            if kept is None or deals >= kept[1].get("deals", docs[kept[0]][1]["meta"]["deals"]):
                chosen[line["line"]] = (index, line)
    used = sorted({index for index, _line in chosen.values()})
    runs, lines = [], []
    for index in used:
        name, doc = docs[index]
        runs.append({"file": name, "meta": doc["meta"], "hard_decisions": doc["hard_decisions"],
                     "lines": [line["line"] for i, line in chosen.values() if i == index]})
    for index, line in chosen.values():
        line = dict(line)
        line.setdefault("deals", docs[index][1]["meta"]["deals"])
        line["run"] = used.index(index)
        lines.append(line)
    sessions = {run["meta"]["session"] for run in runs}
    meta = {"command": "python benchmarks/bench_bots.py table6-merge "
                       + " ".join(name for name, _doc in docs),
            "runs": runs, "session": sessions.pop() if len(sessions) == 1 else None}
    return meta, lines


def write_merged_table6(meta: dict, lines: list) -> None:
    """The table of `merge_table6_runs`: every line with the run it came from."""
    RESULTS.mkdir(parents=True, exist_ok=True)
    (RESULTS / "bots_table6.json").write_text(
        json.dumps({"meta": meta, "lines": lines, "hard_decisions": None}, indent=1) + "\n",
        encoding="utf-8")
    session = meta["session"] if meta["session"] is not None else "the runs' own"
    out = table6_preamble("the given number of", session)
    out += [f"Lines from {len(meta['runs'])} runs, put together by `{meta['command']}`; "
            "each run's command, code and budget:", ""]
    for number, run in enumerate(meta["runs"], start=1):
        m, timing = run["meta"], run["hard_decisions"]
        options = f", hard options {m['hard_options']}" if m.get("hard_options") else ""
        seconds = ", ".join(f"{line['line']} {line['seconds']}" for line in lines
                            if line["run"] == number - 1)
        note = ("the app's budget" if m["app_budget"]
                else "a fixed iteration budget: says little about the app's times")
        out.append(f"{number}. {', '.join(run['lines'])}: `{m['command']}` (seed {m['seed']}, "
                   f"code at commit {m['commit']}{options}; medium as in the app, "
                   f"{budget_text(m)}). Machine: {m['machine']}. Seconds: {seconds}. Hard's "
                   f"decisions: {timing['decisions']}, p50 {timing['p50_ms']:.0f} ms, p95 "
                   f"{timing['p95_ms']:.0f} ms ({note}). Lines: `{run['file']}`.")
    out.append("")
    if min(line["deals"] for line in lines) < 30:
        out += ["A line of fewer than 30 deals is a smoke run: its normal-approximation "
                "interval is far too narrow to trust, and its pass/fail is no verdict.", ""]
    out += table6_rows(lines, None)
    app = [run["hard_decisions"] for run in meta["runs"] if run["meta"]["app_budget"]]
    if app:
        worst = max(timing["p95_ms"] for timing in app)
        out += ["", f"Hard's p95 decision time at the app's budget, six seats: {worst:.0f} ms "
                    f"at most over the runs at that budget (budget {HARD_BUDGET_MS} ms: "
                    f"{'within' if worst <= HARD_BUDGET_MS else 'OVER'})."]
    write_report("bots_table6.md", out, ", ".join(run["meta"]["commit"] for run in meta["runs"]))


def join_table6_runs(docs: list[dict]) -> dict:
    """One run's document from runs that played the same fixed-strategy lines on different
    deals (`--first-deal`): each line over all their deals, its mean and interval worked out
    again from the deals' means (every deal has its six seatings, so the mean of the deals'
    means is the mean per hand). The hard + 5 medium line is left out: `--first-deal` does
    not apply to it (join its runs with other seeds by `pair`, or read them apart)."""
    joined: dict[str, dict] = {}
    for doc in docs:
        for line in doc["lines"]:
            if line["player"] == "hard":
                continue
            kept = joined.setdefault(line["line"], {**line, "deals": 0, "hands": 0,
                                                    "seconds": 0, "deal_means": {}})
            overlap = set(kept["deal_means"]) & set(line["deal_means"])
            if overlap:
                raise SystemExit(f"{line['line']}: deals {sorted(overlap, key=int)[:5]} are "
                                 "in more than one run")
            kept["deal_means"].update(line["deal_means"])
            for key in ("deals", "hands", "seconds"):
                kept[key] += line[key]
    for line in joined.values():
        mean, low, high = T.mean_ci(list(line["deal_means"].values()))
        line["chips_per_hand"] = {"mean": round(mean, 3), "ci95": [round(low, 3), round(high, 3)]}
        line["passes"] = line["chips_per_hand"]["ci95"][1] < 0
        line.pop("habits", None)  # (counts per run: not summed here)
    meta = dict(docs[0]["meta"])
    meta["command"] = " + ".join(f"`{doc['meta']['command']}`" for doc in docs).strip("`")
    meta["commit"] = ", ".join(dict.fromkeys(doc["meta"]["commit"] for doc in docs))
    meta["deals"] = max(line["deals"] for line in joined.values())
    meta.pop("first_deal", None)
    times = [doc["hard_decisions"] for doc in docs]
    timing = {"decisions": sum(t["decisions"] for t in times),
              "p50_ms": max(t["p50_ms"] for t in times),
              "p95_ms": max(t["p95_ms"] for t in times)}
    return {"meta": meta, "lines": list(joined.values()), "hard_decisions": timing}


def run_table6_join(args) -> int:
    docs = [json.loads(Path(name).read_text(encoding="utf-8")) for name in args.runs]
    doc = join_table6_runs(docs)
    Path(args.json).write_text(json.dumps(doc, indent=1) + "\n", encoding="utf-8")
    for line in doc["lines"]:
        print(f"{line['line']:<18} {line['player']} {ci_text(line['chips_per_hand'])}  "
              f"{'passes' if line['passes'] else 'FAILS'}  ({line['deals']} deals)")
    return 0 if all(line["passes"] for line in doc["lines"]) else 1


def run_table6_merge(args) -> int:
    docs = [(name, json.loads(Path(name).read_text(encoding="utf-8"))) for name in args.runs]
    meta, lines = merge_table6_runs(docs)
    write_merged_table6(meta, lines)
    for line in lines:
        print(f"{line['line']:<18} {line['player']} {ci_text(line['chips_per_hand'])}  "
              f"{'passes' if line['passes'] else 'FAILS'}  (run {line['run'] + 1})")
    return 0 if all(line["passes"] for line in lines) else 1


def add_match_options(parser, deals: int) -> None:
    parser.add_argument("--deals", type=int, default=deals)
    parser.add_argument("--seed", type=int, default=18)
    parser.add_argument("--session", type=int, default=T.DEFAULT_SESSION,
                        help="deals played in a row by the same bots and memories")
    parser.add_argument("--workers", type=int, default=2)
    budget = parser.add_mutually_exclusive_group()
    budget.add_argument("--hard-iterations", type=int, default=30,
                        help="hard's fixed iteration budget, no time limit (reproducible)")
    budget.add_argument("--app-budget", action="store_true",
                        help="hard as in the app: up to 600 iterations or 0.6 s")
    parser.add_argument("--strategies", default=",".join(STRATEGIES),
                        help=f"comma separated, among {', '.join(STRATEGIES)}")
    parser.add_argument("--no-report", action="store_true",
                        help="print the lines only, leave benchmarks/results/ alone")
    parser.add_argument("--hard-option", action="append", metavar="KEY=VALUE",
                        help="a HardBot option for an experiment (value read as JSON, else "
                             "as text), e.g. pot_bonus_bets=4; may be repeated")


def rewrite_reports() -> None:
    """Rewrite the .md files from their .json (after a change of layout or notes)."""
    ladder = RESULTS / "bots_ladder.json"
    if ladder.exists():
        doc = json.loads(ladder.read_text())
        write_ladder(doc["meta"], doc["lines"])
    table6 = RESULTS / "bots_table6.json"
    if table6.exists():
        doc = json.loads(table6.read_text())
        write_table6(doc["meta"], doc["lines"], doc["hard_decisions"])


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    think = sub.add_parser("think", help="decision times at 6 seats")
    think.add_argument("--hands", type=int, default=12)
    think.add_argument("--players", default="6",
                       help="seats per table, or a comma separated list (e.g. 6,2)")
    think.add_argument("--seed", type=int, default=100)
    think.add_argument("--levels", default="easy,medium,hard")
    think.add_argument("--no-report", action="store_true",
                       help="print the rows only: think_times.md keeps its whole table (a run "
                            "of some levels or seat counts would replace it with those rows)")
    strength = sub.add_parser("strength", help="the heads-up strength gate")
    strength.add_argument("--deals", type=int, default=1000)
    strength.add_argument("--seed", type=int, default=2024)
    strength.add_argument("--hard-iterations", type=int, default=60)
    strength.add_argument("--workers", type=int, default=2)
    strength.add_argument("--pairs", default="random:easy,easy:medium,medium:hard")
    strength.add_argument("--resume", action="store_true",
                          help="keep match-ups already in results/strength.json")
    strength.add_argument("--report-only", action="store_true",
                          help="only rewrite strength.md from results/strength.json")
    ladder = sub.add_parser("ladder", help="heads-up: hard and medium against fixed strategies")
    add_match_options(ladder, deals=120)
    table6 = sub.add_parser("table6", help="six seats: fixed strategies among hard bots, "
                                           "hard among mediums")
    add_match_options(table6, deals=12)
    table6.add_argument("--medium-deals", type=int, default=None,
                        help="deals of the hard + 5 medium line (default: --deals)")
    table6.add_argument("--first-deal", type=int, default=0,
                        help="leave out the fixed strategies' deals before this one (the rest "
                             "of a run with more --deals, for table6-join); a multiple of "
                             "--session")
    table6.add_argument("--json", metavar="FILE",
                        help="also write the lines, with each deal's mean, to FILE (for pair)")
    pair = sub.add_parser("pair", help="two table6 runs' lines compared deal by deal")
    pair.add_argument("first", help="a table6 --json file (or results/bots_table6.json)")
    pair.add_argument("second")
    join = sub.add_parser("table6-join", help="two table6 --json runs of the same lines on "
                                              "other deals, as one run")
    join.add_argument("runs", nargs="+", metavar="RUN.json")
    join.add_argument("--json", metavar="FILE", required=True)
    merge = sub.add_parser("table6-merge", help="the six-seat table from several table6 "
                                                "--json runs")
    merge.add_argument("runs", nargs="+", metavar="RUN.json")
    sub.add_parser("reports", help="rewrite bots_ladder.md and bots_table6.md from their JSON")
    args = parser.parse_args(argv)
    args.argv = list(sys.argv[1:] if argv is None else argv)
    if args.command == "reports":
        rewrite_reports()
        return 0
    if args.command in ("ladder", "table6"):
        # (table6 --strategies "": the hard + 5 medium line alone)
        unknown = [s for s in args.strategies.split(",")
                   if s.strip() and s.strip() not in STRATEGIES]
        if unknown:
            parser.error(f"--strategies: unknown {', '.join(unknown)}")
    if args.command == "think":
        return run_think(args)
    if args.command == "ladder":
        return run_ladder(args)
    if args.command == "table6":
        if args.first_deal % max(1, args.session) or not 0 <= args.first_deal < args.deals:
            # (elsewhere its sessions would start at other deals than the longer run's)
            parser.error("--first-deal: a multiple of --session, below --deals")
        return run_table6(args)
    if args.command == "pair":
        return run_pair(args)
    if args.command == "table6-merge":
        return run_table6_merge(args)
    if args.command == "table6-join":
        return run_table6_join(args)
    return run_strength(args)


if __name__ == "__main__":
    sys.exit(main())
