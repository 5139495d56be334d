"""Hard against medium, measured against every style of benchmarks/styles.py (issue 44).

    python benchmarks/bench_styles.py run [--deals 60] [--seed 44] [--session 20]
            [--hard-iterations 30] [--workers 2] [--opponents all] [--players medium,hard]
            [--json FILE]
        Heads-up duplicate deals (the tournament runner: each deal played once in each
        seating, in sessions of --session deals played in order by the same bots, each seat
        keeping a `TableMemory` as in the app): every player of --players against every
        opponent of --opponents (a style's name, a fixed strategy of strategies.py, `medium`,
        or `all` for every style), on the SAME deals. Hard runs at a fixed iteration count,
        no time limit (reproducible).
        A player is `medium`, `hard`, or hard with options, `hard:KEY=VALUE[;KEY=VALUE]`
        (e.g. `hard:pot_bonus_bets=0`; values read as JSON). For each opponent: each
        player's chips per hand, and each player minus every one before it, paired per deal
        (each deal's mean over its two seatings is one observation), with a 95% interval.
        --json writes it all, each deal's mean included.

    python benchmarks/bench_styles.py table RUN.json
        The run's lines as markdown rows (for benchmarks/results/hard_vs_styles.md).

    python benchmarks/bench_styles.py pair FIRST.json SECOND.json [--players A,B]
        The lines both runs share (the same opponent and player name, or FIRST's player A
        and SECOND's player B; the same seed, deals and sessions), SECOND minus FIRST per
        deal: the A/B of code or options changed between the runs.

A benchmark, not a test: minutes per style on a shared machine.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.bench_bots import (ci_dict, ci_text, command_line, commit,  # noqa: E402
                                   habits_of, machine)
from benchmarks.strategies import STRATEGIES  # noqa: E402
from benchmarks.styles import STYLES  # noqa: E402
from palace_desktop.bots import tournament as T  # noqa: E402


def parse_player(text: str) -> tuple[str, dict]:
    """(level, options) of `medium`, `hard` or `hard:KEY=VALUE;KEY=VALUE`."""
    level, _, rest = text.partition(":")
    if level not in ("medium", "hard") or (rest and level != "hard"):
        raise ValueError(f"a player is medium, hard or hard:KEY=VALUE, not {text!r}")
    options: dict = {}
    for item in filter(None, rest.split(";")):
        key, _, raw = item.partition("=")
        if not key or not raw:
            raise ValueError(f"{text!r}: expected KEY=VALUE")
        try:
            options[key] = json.loads(raw)
        except ValueError:
            options[key] = raw
    return level, options


def rates(habits: dict) -> dict:
    turns, faced = habits.get("turns", 0), habits.get("faced", 0)

    def share(count: int, out_of: int):
        return round(count / out_of, 3) if out_of else None

    return {"attacks_per_turn": share(habits.get("attacks", 0), turns),
            "buys_per_turn": share(habits.get("buys", 0), turns),
            "folds_when_faced": share(habits.get("folded", 0), faced),
            "raises_when_faced": share(habits.get("raised", 0), faced)}


def play(player: str, opponent: str, args) -> dict:
    """`player` (slot 1) against `opponent` (slot 0) on the run's deals."""
    level, options = parse_player(player)
    if level == "hard":
        options = {"iterations": args.hard_iterations, "time_limit": None, **options}
    foe = STYLES.get(opponent) or STRATEGIES.get(opponent) or opponent
    config = T.Config([foe, level], args.deals, args.seed, 2,
                      options={level: options} if options else {}, session=args.session)
    started = time.monotonic()
    results = T.run(config, args.workers)
    bot = T.summarize(config, results)["bots"][1]
    times = [t for hand in results for t in hand.times[1]]
    return {"player": player, "opponent": opponent, "hands": bot["hands"],
            "chips_per_hand": bot["chips_per_hand"], "hand_win_rate": bot["hand_win_rate"],
            "habits": rates(habits_of(results, [1])),
            "opponent_habits": rates(habits_of(results, [0])),
            "decisions": len(times), "p95_ms": round(1000 * T._percentile(times, 0.95), 1),
            "seconds": round(time.monotonic() - started),
            "deal_means": {str(d): round(m, 4)
                           for d, m in T.deal_means(results, 1, 2).items()}}


def difference(later: dict, first: dict) -> dict:
    a = {int(d): m for d, m in later["deal_means"].items()}
    b = {int(d): m for d, m in first["deal_means"].items()}
    return ci_dict(*T.paired_difference(a, b))


def load() -> str:
    try:
        return Path("/proc/loadavg").read_text().split()[0]
    except OSError:
        return "?"


def run(args) -> int:
    opponents = (list(STYLES) if args.opponents == "all"
                 else [o.strip() for o in args.opponents.split(",") if o.strip()])
    players = [p.strip() for p in args.players.split(",") if p.strip()]
    meta = {"command": command_line(args.argv).replace("bench_bots", "bench_styles"),
            "commit": commit(), "machine": machine(), "deals": args.deals, "seed": args.seed,
            "session": args.session, "hard_iterations": args.hard_iterations}
    lines = []
    for opponent in opponents:
        played = []
        for player in players:
            before = load()
            line = play(player, opponent, args)
            line["load"] = f"{before} -> {load()}"
            played.append(line)
            lines.append(line)
            print(f"{opponent:<17} {player:<24} {ci_text(line['chips_per_hand'])}  habits "
                  f"{line['habits']}  ({line['seconds']} s, load {line['load']})", flush=True)
        for k, line in enumerate(played):
            line["minus"] = {earlier["player"]: difference(line, earlier)
                             for earlier in played[:k]}
            for name, d in line["minus"].items():
                print(f"{opponent:<17} {line['player']} - {name}: {ci_text(d)}", flush=True)
        if args.json:
            Path(args.json).write_text(json.dumps({"meta": meta, "lines": lines}, indent=1)
                                       + "\n", encoding="utf-8")
    return 0


def pair(args) -> int:
    first, second = (json.loads(Path(f).read_text(encoding="utf-8"))
                     for f in (args.first, args.second))
    for key in ("seed", "deals", "session"):
        if first["meta"][key] != second["meta"][key]:
            raise SystemExit(f"the runs differ in {key}: their deals are not the same")
    theirs = {(line["opponent"], line["player"]): line for line in second["lines"]}
    compared = 0
    for line in first["lines"]:
        if args.players and line["player"] != args.players[0]:
            continue
        player = args.players[1] if args.players else line["player"]
        other = theirs.get((line["opponent"], player))
        if other is None:
            continue
        d = difference(other, line)
        print(f"{line['opponent']:<17} {line['player']} -> {player}: "
              f"{ci_text(line['chips_per_hand'])} -> {ci_text(other['chips_per_hand'])}, "
              f"paired {ci_text(d)}")
        compared += 1
    return 0 if compared else 1


def pct(value) -> str:
    return "-" if value is None else f"{100 * value:.0f}%"


def table(args) -> int:
    """Markdown rows of a run's JSON: per opponent, each player's chips per hand, each player
    minus every one before it, and the habits behind them."""
    doc = json.loads(Path(args.run).read_text(encoding="utf-8"))
    by_opponent: dict = {}
    for line in doc["lines"]:
        by_opponent.setdefault(line["opponent"], []).append(line)
    players = [line["player"] for line in next(iter(by_opponent.values()))]
    pairs = [(later, earlier) for k, later in enumerate(players) for earlier in players[:k]]
    print("| opponent | " + " | ".join(f"{p} chips/hand" for p in players) + " | "
          + " | ".join(f"{a} - {b} [95% CI]" for a, b in pairs)
          + " | attacks per turn | raises / folds when attacked or raised | "
          "opponent attacks per turn | seconds | load |")
    print("|---" * (2 + len(players) + len(pairs) + 4) + "|")
    for opponent, lines in by_opponent.items():
        named = {line["player"]: line for line in lines}
        cells = [f"{named[p]['chips_per_hand']['mean']:+.2f}" for p in players]
        cells += [ci_text(named[a]["minus"][b]) for a, b in pairs]
        cells.append(" / ".join(pct(named[p]["habits"]["attacks_per_turn"]) for p in players))
        cells.append(" / ".join(f"{pct(named[p]['habits']['raises_when_faced'])}, "
                                f"{pct(named[p]['habits']['folds_when_faced'])}"
                                for p in players))
        cells.append(pct(lines[0]["opponent_habits"]["attacks_per_turn"]))
        cells.append(" / ".join(str(named[p]["seconds"]) for p in players))
        cells.append(" / ".join(named[p]["load"] for p in players))
        print(f"| {opponent} | " + " | ".join(cells) + " |")
    return 0


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    go = sub.add_parser("run", help="players against styles on the same duplicate deals")
    go.add_argument("--deals", type=int, default=60)
    go.add_argument("--seed", type=int, default=44)
    go.add_argument("--session", type=int, default=20)
    go.add_argument("--hard-iterations", type=int, default=30)
    go.add_argument("--workers", type=int, default=2)
    go.add_argument("--opponents", default="all",
                    help=f"comma separated, among {', '.join(STYLES)}, medium, or the fixed "
                         f"strategies {', '.join(STRATEGIES)}; or all (the styles)")
    go.add_argument("--players", default="medium,hard")
    go.add_argument("--json", metavar="FILE")
    two = sub.add_parser("pair", help="two runs' shared lines compared deal by deal")
    two.add_argument("first")
    two.add_argument("second")
    two.add_argument("--players", type=lambda text: text.split(","), metavar="FIRST,SECOND",
                     help="compare FIRST's player FIRST with SECOND's player SECOND (default: "
                          "each player with itself)")
    rows = sub.add_parser("table", help="a run's JSON as markdown rows")
    rows.add_argument("run")
    args = parser.parse_args(argv)
    args.argv = list(sys.argv[1:] if argv is None else argv)
    if args.command == "pair":
        return pair(args)
    if args.command == "table":
        return table(args)
    if args.opponents != "all":
        unknown = [o for o in args.opponents.split(",") if o.strip() and o.strip()
                   not in STYLES and o.strip() not in STRATEGIES and o.strip() != "medium"]
        if unknown:
            parser.error(f"--opponents: unknown {', '.join(unknown)}")
    try:
        for player in args.players.split(","):
            parse_player(player.strip())
    except ValueError as error:
        parser.error(str(error))
    return run(args)


if __name__ == "__main__":
    sys.exit(main())
