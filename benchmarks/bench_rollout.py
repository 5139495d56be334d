"""The hard bot's rollout policy: strength with quick (`rollout.QuickPolicy`) against medium
rollouts, and how often the quick policy's own choices are medium's.

    python benchmarks/bench_rollout.py run --rollout quick|medium|auto [--players 2]
            [--deals 200] [--seed 7] [--time-limit 0.2] [--session 25] [--workers 2] --out x.json
        One hard bot (with that rollout; auto, hard's default, is quick with three or more in
        the hand and medium heads-up) among medium bots on duplicate deals, seats rotated
        over each deal (the tournament runner, bots/tournament.py): hard's chips per hand
        per deal, their mean with a 95% interval over deals -> x.json.

    python benchmarks/bench_rollout.py compare a.json b.json [--md out.md]
        The paired difference a - b per deal (the same deals, seed and seats) with its 95%
        interval: the luck of the cards cancels.

    python benchmarks/bench_rollout.py agree [--players 2] [--hands 60] [--seed 3]
            [--reference REV]
        Positions from medium self-play; at every decision with a choice, the move the quick
        policy makes for the searching seat against the move a medium bot makes there with
        hard's pot bonus (what hard's medium rollouts play for it), by decision kind (turn,
        defend, respond); with --reference, the policy of that git revision too. The cheap
        inner-loop check before paying for strength runs.

    python benchmarks/bench_rollout.py iterations [--players 2,6] [--decisions 12]
            [--time-limit 0.6]
        Hard's iterations within its time limit with quick and with medium rollouts at the
        same positions, one after the other: the median of each and their ratio.
"""

from __future__ import annotations

import argparse
import importlib
import json
import random
import subprocess
import sys
import time
import types
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.bench_bots import commit, machine  # noqa: E402
from palace_desktop.bots import tournament as T  # noqa: E402
from palace_desktop.bots.equity import Seen  # noqa: E402
from palace_desktop.bots.medium import MediumBot  # noqa: E402
from palace_desktop.bots.opponents import profiles  # noqa: E402
from palace_desktop.engine import actions as A  # noqa: E402
from palace_desktop.engine.deal import SeedDeal  # noqa: E402
from palace_desktop.engine.rules import Rules  # noqa: E402
from palace_desktop.engine.state import GameState  # noqa: E402

HARD_BONUS_BETS = 20.0  # HardConfig's `pot_bonus_bets`, which its rollouts give the searcher


# --------------------------------------------------------------------------------------------
# Strength


def run(args) -> int:
    bots = ["hard"] + ["medium"] * (args.players - 1)
    options = {"hard": {"rollout": args.rollout, "time_limit": args.time_limit,
                        "iterations": args.iterations}}
    config = T.Config(bots, args.deals, args.seed, args.players, options=options,
                      session=args.session)
    started = time.monotonic()

    def progress(done: int, total: int) -> None:
        if done == total or done % max(1, total // 10) == 0:
            print(f"  {done}/{total} sessions x seatings, {time.monotonic() - started:.0f} s",
                  flush=True)

    import os
    load = os.getloadavg()[0]
    results = T.run(config, args.workers, progress)
    per_deal = T.deal_means(results, 0, len(bots))
    mean, lo, hi = T.mean_ci(list(per_deal.values()))
    summary = T.summarize(config, results)
    doc = {"meta": {"command": "python benchmarks/bench_rollout.py " + " ".join(sys.argv[1:]),
                    "commit": commit(), "machine": machine(), "load_average_start": load,
                    "rollout": args.rollout, "players": args.players, "deals": args.deals,
                    "seed": args.seed, "time_limit": args.time_limit,
                    "iterations": args.iterations, "session": args.session,
                    "seconds": round(time.monotonic() - started)},
           "hard": {"mean": mean, "ci95": [lo, hi],
                    "hand_win_rate": summary["bots"][0]["hand_win_rate"],
                    "decision_ms": summary["bots"][0]["decision_ms"]},
           "per_deal": {str(d): v for d, v in per_deal.items()}}
    Path(args.out).write_text(json.dumps(doc, indent=1) + "\n", encoding="utf-8")
    print(f"hard ({args.rollout} rollouts) vs medium, {args.players} seats, {args.deals} "
          f"deals: {mean:+.2f} [{lo:+.2f}, {hi:+.2f}] chips/hand "
          f"({doc['meta']['seconds']} s) -> {args.out}")
    return 0


def compare(args) -> int:
    a = json.loads(Path(args.a).read_text())
    b = json.loads(Path(args.b).read_text())
    for key in ("players", "seed", "time_limit"):
        if a["meta"][key] != b["meta"][key]:
            print(f"warning: {key} differs ({a['meta'][key]} vs {b['meta'][key]})")
    da = {int(k): v for k, v in a["per_deal"].items()}
    db = {int(k): v for k, v in b["per_deal"].items()}
    mean, lo, hi = T.paired_difference(da, db)
    n = len(set(da) & set(db))
    lines = []
    for doc in (a, b):
        h, m = doc["hard"], doc["meta"]
        lines.append(f"- hard ({m['rollout']} rollouts): {h['mean']:+.2f} "
                     f"[{h['ci95'][0]:+.2f}, {h['ci95'][1]:+.2f}] chips/hand, hand win rate "
                     f"{100 * h['hand_win_rate']:.1f}%, decision p50/p95 "
                     f"{h['decision_ms']['p50']:.0f}/{h['decision_ms']['p95']:.0f} ms "
                     f"(`{m['command']}`, commit {m['commit']}, load {m.get('load_average_start', 0):.1f}, "
                     f"{m['seconds']} s)")
    lines.append(f"- paired {a['meta']['rollout']} - {b['meta']['rollout']} over {n} deals: "
                 f"{mean:+.2f} [{lo:+.2f}, {hi:+.2f}] "
                 f"({'not below 0' if lo >= 0 else 'below 0' if hi < 0 else 'interval spans 0'})")
    text = "\n".join(lines)
    print(text)
    if args.md:
        with open(args.md, "a", encoding="utf-8") as f:
            f.write(f"\n### {a['meta']['players']} seats, time limit {a['meta']['time_limit']} s, "
                    f"seed {a['meta']['seed']}, {n} deals\n\n{text}\n")
    return 0


# --------------------------------------------------------------------------------------------
# Agreement


def reference_module(rev: str):
    """bots/rollout.py as it was at `rev`, imported beside the current one."""
    source = subprocess.run(["git", "show", f"{rev}:palace_desktop/bots/rollout.py"], cwd=ROOT,
                            text=True, capture_output=True, check=True).stdout
    importlib.import_module("palace_desktop.bots")
    module = types.ModuleType("palace_desktop.bots._rollout_reference")
    module.__package__ = "palace_desktop.bots"
    exec(compile(source, f"{rev}:rollout.py", "exec"), module.__dict__)
    return module


def kind_of(action: A.Action) -> str:
    kind = type(action)
    if kind is A.Bet:
        return f"bet {action.target}"
    if kind is A.Discard:
        return "stay"  # a quiet discard of useless soldiers is medium's stay
    return kind.__name__.lower()


def positions(players: int, hands: int, seed: int):
    """(state, seat) at every decision with a choice but the trims, medium self-play."""
    rules = Rules.make()
    names = [T.NAMES[s] for s in range(players)]
    for hand in range(hands):
        bots = {s: MediumBot(s, seed) for s in range(players)}
        rng = random.Random(f"agree:{seed}:{hand}")
        state, _ = GameState.start(rules, names, [200] * players, hand % players,
                                   SeedDeal(rng.randrange(2**31)))
        while not state.is_over:
            seat = state.to_act
            view = state.view(seat)
            legal = list(view.legal_actions)
            if len(legal) > 1 and state.phase != "trim":
                yield state.clone(), seat
            state.apply(bots[seat].decide(view, legal, rng).action)


def agree(args) -> int:
    from palace_desktop.bots.rollout import QuickPolicy
    policies = {"current": QuickPolicy}
    if args.reference:
        policies[args.reference] = reference_module(args.reference).QuickPolicy
    counts: dict = {}
    spent = {name: 0.0 for name in policies}
    decisions = 0
    for state, seat in positions(args.players, args.hands, args.seed):
        view = state.view(seat)
        seen = Seen(view)
        medium = MediumBot(seat, args.seed, bonus_bets=HARD_BONUS_BETS, judge_sure_losses=False)
        target = kind_of(medium.decide(view, list(view.legal_actions),
                                       random.Random(decisions)).action)
        phase = state.phase if state.phase in ("defend", "respond") else "turn"
        decisions += 1
        for name, cls in policies.items():
            try:
                policy = cls(seat, profiles(None, seen.opps), seen.pool,
                             list(view.palaces[seat]), seen.exclusion,
                             bonus_bets=HARD_BONUS_BETS)
            except TypeError:  # an older policy without the pot bonus
                policy = cls(seat, profiles(None, seen.opps), seen.pool,
                             list(view.palaces[seat]), seen.exclusion)
            started = time.perf_counter()
            got = kind_of(policy.act(state.clone(), random.Random(decisions)))
            spent[name] += time.perf_counter() - started
            row = counts.setdefault((name, phase), {"n": 0, "same": 0, "confusion": {}})
            row["n"] += 1
            row["same"] += got == target
            pair = f"{target.split()[0]}->{got.split()[0]}"
            if got != target:
                row["confusion"][pair] = row["confusion"].get(pair, 0) + 1
    print(f"{decisions} decisions, {args.players} seats, {args.hands} hands of medium "
          f"self-play (seed {args.seed}); quick policy's move = medium's (bonus "
          f"{HARD_BONUS_BETS:g} small bets):")
    for name in policies:
        parts = []
        for phase in ("turn", "defend", "respond"):
            row = counts.get((name, phase))
            if row:
                top = sorted(row["confusion"].items(), key=lambda kv: -kv[1])[:3]
                parts.append(f"{phase} {100 * row['same'] / row['n']:.0f}% of {row['n']} "
                             f"(misses: {', '.join(f'{k} {v}' for k, v in top) or '-'})")
        print(f"  {name}: " + "; ".join(parts)
              + f"; {1e6 * spent[name] / max(1, decisions):.0f} us per decision (cold: a "
              "fresh policy at each position, nothing memoized)")
    return 0


# --------------------------------------------------------------------------------------------
# Iterations


def iterations(args) -> int:
    """Hard's iterations within its time limit with each rollout policy, at the same
    positions (medium self-play, the first decisions where both searched), asked one after
    the other so both see the same load."""
    import statistics
    from palace_desktop.bots import make_bot
    for players in [int(p) for p in args.players.split(",")]:
        got: dict = {"quick": [], "medium": []}
        for k, (state, seat) in enumerate(positions(players, 40, args.seed)):
            view = state.view(seat)
            found = {}
            for rollout in ("quick", "medium"):
                bot = make_bot("hard", seat, args.seed, rollout=rollout, iterations=10**6,
                               time_limit=args.time_limit)
                info = bot.decide(view, list(view.legal_actions), random.Random(k)).info
                if "iterations" in info:
                    found[rollout] = info["iterations"]
            if len(found) == 2:
                for rollout, n in found.items():
                    got[rollout].append(n)
            if len(got["quick"]) >= args.decisions:
                break
        q, m = statistics.median(got["quick"]), statistics.median(got["medium"])
        print(f"{players} seats, {len(got['quick'])} decisions, time limit {args.time_limit} s: "
              f"median iterations quick {q:g}, medium {m:g}: {q / m:.2f}x")
    return 0


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    r = sub.add_parser("run", help="hard with a rollout policy among medium bots")
    r.add_argument("--rollout", choices=("quick", "medium", "auto"), required=True)
    r.add_argument("--players", type=int, default=2)
    r.add_argument("--deals", type=int, default=200)
    r.add_argument("--seed", type=int, default=7)
    r.add_argument("--time-limit", type=float, default=0.2)
    r.add_argument("--iterations", type=int, default=600)
    r.add_argument("--session", type=int, default=T.DEFAULT_SESSION)
    r.add_argument("--workers", type=int, default=2)
    r.add_argument("--out", required=True)
    c = sub.add_parser("compare", help="paired difference a - b per deal")
    c.add_argument("a")
    c.add_argument("b")
    c.add_argument("--md", help="append the comparison to this markdown file")
    g = sub.add_parser("agree", help="how often the quick policy makes medium's move")
    g.add_argument("--players", type=int, default=2)
    g.add_argument("--hands", type=int, default=60)
    g.add_argument("--seed", type=int, default=3)
    g.add_argument("--reference", help="a git revision whose policy is measured too")
    it = sub.add_parser("iterations", help="hard's iterations with each rollout policy")
    it.add_argument("--players", default="2,6")
    it.add_argument("--decisions", type=int, default=12)
    it.add_argument("--seed", type=int, default=11)
    it.add_argument("--time-limit", type=float, default=0.6)
    args = parser.parse_args(argv)
    return {"run": run, "compare": compare, "agree": agree,
            "iterations": iterations}[args.command](args)


if __name__ == "__main__":
    sys.exit(main())
