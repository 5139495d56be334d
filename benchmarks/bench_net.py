"""How many tables one table server holds (issue 40): latency, CPU and memory per table.

One headless server (`palace-desktop serve --port 0` on 127.0.0.1, a subprocess) and N tables
of 6 seats, each with 2 scripted remote players (the `easy` bot's policy run by the client on
the view it was sent, after a think time) and 4 of the server's `easy` bots. The remote
players are asyncio clients (palace_desktop/net/client.py) in `--workers` client processes.
Both players of a table are in the same worker, which stamps every frame as it arrives.

  latency     from a player sending its move to each of its table's two players receiving
              the state that move made (`hand`, `step + 1`): p50 / p99 / max over every pair
  server CPU  utime + stime of the server's pid (/proc) over the measured window, divided
              by its wall time (1.0 = one core busy)
  RSS         VmRSS of the server: before any table (0 tables), and at the end with N;
              per table = (RSS with N - RSS with 0) / N (it includes the two connections'
              buffers, and the bots' and engine's modules that the first table imports)

Goal (issue 40): p99 <= 100 ms and <= 2 MB per table, on one core.

    python benchmarks/bench_net.py [--tables 10,50,100] [--seconds 60] [--think 1.0]
        [--pause-ms 1000] [--workers 2] [--profile FILE.prof] [--server-core N]

The server saves every table after every move (`--data-dir`, a temporary folder on the same
disk as the results). `--server-core N` runs the server on core N alone (as `taskset -c N`
would) and the clients on the other cores, so the server is measured on one core and does not
share it with its own load; the machine's other work may still run on it.

`--profile` runs the server under cProfile, timed by its event loop thread's CPU time (the
bots think in the server's thread pool, which it does not see); read it with `python -c
"import pstats; pstats.Stats('FILE').sort_stats('tottime').print_stats(30)"`.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections import deque
from pathlib import Path
from typing import Optional

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

SEATS = [{"kind": "remote"}, {"kind": "bot", "level": "easy"}, {"kind": "bot", "level": "easy"},
         {"kind": "remote"}, {"kind": "bot", "level": "easy"}, {"kind": "bot", "level": "easy"}]
CHIPS = 5000  # a match outlasts the run at the default stakes; one that ends is dealt again
TICKS = os.sysconf("SC_CLK_TCK")
PAGE = os.sysconf("SC_PAGE_SIZE")


# The server's command line under cProfile, timed by the CPU time of the event loop's thread:
# on a loaded machine a wall-clock profile charges the waits for a core to whatever ran last.
PROFILED = """
import cProfile, sys, time
from palace_desktop.cli import main
profile = cProfile.Profile(time.thread_time)
try:
    profile.runcall(main, sys.argv[2:])
finally:
    profile.dump_stats(sys.argv[1])
"""


# --- the server, seen from /proc ---------------------------------------------------------

def cpu_seconds(pid: int) -> float:
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS  # utime, stime (fields 14, 15)


def run_queue_wait(pid: int) -> tuple[float, int]:
    """Seconds the process's main thread (the server's event loop) was ready to run but
    waited for a core (the machine's share of the latency), and how many times it ran."""
    with open(f"/proc/{pid}/schedstat") as schedstat:
        fields = schedstat.read().split()
    return int(fields[1]) / 1e9, int(fields[2])


def rss_bytes(pid: int) -> int:
    with open(f"/proc/{pid}/statm") as statm:
        return int(statm.read().split()[1]) * PAGE


def load_average() -> str:
    with open("/proc/loadavg") as loadavg:
        return " ".join(loadavg.read().split()[:3])


def other_cores(core: Optional[int]) -> Optional[set]:
    """Every core this process may run on but `core` (None: no pinning)."""
    if core is None:
        return None
    others = os.sched_getaffinity(0) - {core}
    return others or None


class Server:
    def __init__(self, data_home: Path, profile: str = "", core: Optional[int] = None):
        serve = ["serve", "--host", "127.0.0.1", "--port", "0",
                 "--data-dir", str(data_home / "server"),
                 # every client is on 127.0.0.1, as behind a proxy
                 "--connections-per-address", "0"]
        if profile:
            command = [sys.executable, "-c", PROFILED, profile, *serve]
        else:
            command = [sys.executable, "-m", "palace_desktop", *serve]
        # the app's data directory (where a server that saves its tables writes them) in a
        # temporary folder: not the user's, and gone after the run
        env = dict(os.environ, PYTHONPATH=str(ROOT), XDG_DATA_HOME=str(data_home))
        pin = None if core is None else (lambda: os.sched_setaffinity(0, {core}))
        # cwd: `python -m` looks there first, so the server measured is this checkout's
        self.process = subprocess.Popen(command, stderr=subprocess.PIPE, text=True, env=env,
                                        stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                        preexec_fn=pin, cwd=str(ROOT))
        first = self.process.stderr.readline()
        if "listening on " not in first:
            self.process.kill()
            raise SystemExit(f"the server did not start: {first!r}")
        self.uri = first.split("listening on ", 1)[1].strip()
        self.hands = 0
        self.last_lines: deque = deque(maxlen=30)
        self._drain = threading.Thread(target=self._read_log, daemon=True)
        self._drain.start()

    def _read_log(self) -> None:
        for line in self.process.stderr:  # one line per table event; a full pipe would stall it
            self.last_lines.append(line)
            if " dealt" in line:
                self.hands += 1

    @property
    def pid(self) -> int:
        return self.process.pid

    def stop(self) -> int:
        self.process.terminate()
        try:
            return self.process.wait(30)
        except subprocess.TimeoutExpired:
            self.process.kill()
            return self.process.wait()


# --- the remote players (a worker process) -----------------------------------------------

async def worker(uri: str, tables: list[int], seconds: float, think: float,
                 pause_ms: int) -> dict:
    from websockets.exceptions import ConnectionClosed

    from palace_desktop.bots import make_bot
    from palace_desktop.net.client import TableClient
    from palace_desktop.net.wire import view_from_json

    class StampedClient(TableClient):
        """Stamps each frame when it is read off the socket, before anything waits on it."""

        async def _read(self) -> None:
            try:
                async for raw in self.socket:
                    if isinstance(raw, bytes):
                        continue
                    message = json.loads(raw)
                    message["_at"] = time.monotonic()
                    await self.inbox.put(message)
            except ConnectionClosed:
                pass
            finally:
                await self.inbox.put(None)

    sent: dict = {}  # (room, hand, step) -> when the move on that state was sent
    received: list = []  # (room, hand, step, when)
    pings: list = []  # ms
    counts = {"moves": 0, "matches": 0, "errors": 0, "states": 0}
    ready = asyncio.Event()
    started = [0]
    window: dict = {}

    async def play(client, room: str, seat: int, stop_at: list) -> None:
        bot = make_bot("easy", seat, seed=seat)
        while True:
            message = await client.receive("state", "match_over", timeout=30)
            if message["type"] == "match_over":
                counts["matches"] += 1
                return
            counts["states"] += 1
            hand, step = message["hand"], message["step"]
            received.append((room, hand, step, message["_at"]))
            raw = message["view"]
            if raw["phase"] == "over" or raw["to_act"] != raw["viewer"]:
                continue  # decoded only when this seat is to move: the clients' CPU is short
            view = view_from_json(raw)
            rng = random.Random(f"{room}:{seat}:{hand}:{step}")
            await asyncio.sleep(think * rng.uniform(0.5, 1.5))
            if time.monotonic() >= stop_at[0]:
                continue  # the last seconds only drain what is on its way
            action = bot.decide(view, view.legal_actions, rng).action
            sent[(room, hand, step)] = time.monotonic()
            counts["moves"] += 1
            await client.send({"type": "action", "hand": hand, "step": step,
                               "action": action.to_json()})

    async def ping(client, stop_at: list) -> None:
        """The reference: a WebSocket ping's round trip through the same server, answered
        by the library on the server's event loop with no table work."""
        rng = random.Random(id(client))
        while True:
            await asyncio.sleep(rng.uniform(1.0, 3.0))
            if time.monotonic() >= stop_at[0]:
                return
            sent_at = time.monotonic()
            await (await client.socket.ping())
            pings.append((time.monotonic() - sent_at) * 1000)

    async def table(index: int, stop_at: list) -> None:
        first = True
        while first or time.monotonic() < stop_at[0]:
            async with StampedClient.connect(uri, f"A{index}", proxy=None) as maker, \
                    StampedClient.connect(uri, f"B{index}", proxy=None) as other:
                room = await maker.create(SEATS, chips=CHIPS, pause_ms=pause_ms)
                seats = [await maker.join(room), await other.join(room)]
                await maker.start(room)
                if first:
                    first = False
                    started[0] += 1
                    if started[0] == len(tables):
                        ready.set()
                pinging = [asyncio.create_task(ping(c, stop_at)) for c in (maker, other)]
                try:
                    await asyncio.gather(*(play(c, room, s, stop_at)
                                           for c, s in zip((maker, other), seats)))
                finally:
                    for task in pinging:
                        task.cancel()

    stop_at = [float("inf")]
    tasks = [asyncio.create_task(table(i, stop_at)) for i in tables]
    await asyncio.wait_for(ready.wait(), 120)
    window["start"] = time.monotonic()
    cpu_start = time.process_time()
    stop_at[0] = window["start"] + seconds - 2.0
    print("ready", flush=True)
    await asyncio.sleep(seconds)
    cpu = time.process_time() - cpu_start
    for task in tasks:
        task.cancel()
    results = await asyncio.gather(*tasks, return_exceptions=True)
    counts["errors"] = sum(1 for r in results
                           if isinstance(r, BaseException)
                           and not isinstance(r, asyncio.CancelledError))
    latencies, unanswered = [], 0
    arrivals: dict = {}
    for room, hand, step, when in received:
        arrivals.setdefault((room, hand, step), []).append(when)
    for (room, hand, step), when in sent.items():
        got = arrivals.get((room, hand, step + 1), [])
        unanswered += 2 - len(got)
        latencies.extend((at - when) * 1000 for at in got)
    return {"latencies": latencies, "unanswered": unanswered, "pings": pings, "cpu": cpu,
            **counts}


def worker_main(options) -> int:
    tables = [int(t) for t in options.worker_tables.split(",")]
    result = asyncio.run(worker(options.uri, tables, options.seconds, options.think,
                                options.pause_ms))
    # a file, not stdout: the parent reads no pipe while it samples the server
    Path(options.result).write_text(json.dumps(result))
    return 0


# --- one run: N tables --------------------------------------------------------------------

def percentile(values: list, p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def run(tables: int, options) -> dict:
    results_dir = Path(tempfile.mkdtemp(prefix="bench_net."))
    server = Server(results_dir / "data", options.profile, options.server_core)
    clients = other_cores(options.server_core)
    pin = None if clients is None else (lambda: os.sched_setaffinity(0, clients))
    try:
        time.sleep(1.0)
        rss0 = rss_bytes(server.pid)
        workers = []
        for w in range(options.workers):
            mine = [i for i in range(tables) if i % options.workers == w]
            if not mine:
                continue
            workers.append(subprocess.Popen(
                [sys.executable, __file__, "--uri", server.uri, "--worker-tables",
                 ",".join(map(str, mine)), "--seconds", str(options.seconds),
                 "--think", str(options.think), "--pause-ms", str(options.pause_ms),
                 "--result", str(results_dir / f"worker{w}.json")],
                stdout=subprocess.PIPE, text=True, env=dict(os.environ, PYTHONPATH=str(ROOT)),
                preexec_fn=pin))
        for process in workers:
            line = process.stdout.readline()
            if line.strip() != "ready":
                raise SystemExit(f"a client worker failed to set its tables up: {line!r}")
        load_before = load_average()
        cpu0, wall0, hands0 = cpu_seconds(server.pid), time.monotonic(), server.hands
        waited0 = run_queue_wait(server.pid)
        peak = rss_bytes(server.pid)
        sample = None  # taken just before the workers stop, while every table is playing
        while any(p.poll() is None for p in workers) and server.process.poll() is None:
            peak = max(peak, rss_bytes(server.pid))
            time.sleep(0.5)
            if sample is None and time.monotonic() - wall0 > options.seconds - 1:
                sample = (rss_bytes(server.pid), cpu_seconds(server.pid), time.monotonic(),
                          server.hands, run_queue_wait(server.pid))
        if sample is None:
            sample = (rss_bytes(server.pid), cpu_seconds(server.pid), time.monotonic(),
                      server.hands, waited0)
        rss, cpu1, wall1, hands1, waited1 = sample
        load_after = load_average()
        if server.process.poll() is not None:
            raise SystemExit(f"the server ended during the run (status "
                             f"{server.process.returncode}):\n" + "".join(server.last_lines))
        results = [json.loads((results_dir / f"worker{w}.json").read_text())
                   for w in range(len(workers))]
    finally:
        status = server.stop()
        shutil.rmtree(results_dir, ignore_errors=True)
    latencies = [ms for r in results for ms in r["latencies"]]
    pings = [ms for r in results for ms in r["pings"]]
    total = {key: sum(r[key] for r in results)
             for key in ("moves", "matches", "errors", "states", "unanswered")}
    return {
        "tables": tables, "pairs": len(latencies),
        "p50": statistics.median(latencies) if latencies else float("nan"),
        "p99": percentile(latencies, 99) if latencies else float("nan"),
        "max": max(latencies) if latencies else float("nan"),
        "ping50": statistics.median(pings) if pings else float("nan"),
        "ping99": percentile(pings, 99) if pings else float("nan"),
        "cpu": (cpu1 - cpu0) / (wall1 - wall0),
        "clients_cpu": sum(r["cpu"] for r in results) / options.seconds,
        "waited": (waited1[0] - waited0[0]) / (wall1 - wall0) * 1000,
        "wait_per_run": (waited1[0] - waited0[0]) / max(1, waited1[1] - waited0[1]) * 1000,
        "rss0": rss0, "rss": rss, "peak": peak,
        "per_table": (rss - rss0) / tables, "hands": hands1 - hands0,
        "window": wall1 - wall0, "load": f"{load_before} -> {load_after}",
        "server_status": status, **total}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", default="100", help="comma-separated counts (default 100)")
    parser.add_argument("--seconds", type=float, default=60.0,
                        help="measured time per count (default 60)")
    parser.add_argument("--think", type=float, default=1.0,
                        help="a scripted player's mean think time in seconds (default 1.0)")
    parser.add_argument("--pause-ms", type=int, default=1000,
                        help="the tables' pause between hands (default 1000)")
    parser.add_argument("--workers", type=int, default=2, help="client processes (default 2)")
    parser.add_argument("--profile", default="", help="cProfile the server into this file")
    parser.add_argument("--server-core", type=int, default=None, metavar="N",
                        help="run the server on core N alone, the clients on the others")
    parser.add_argument("--uri", help=argparse.SUPPRESS)
    parser.add_argument("--worker-tables", help=argparse.SUPPRESS)
    parser.add_argument("--result", help=argparse.SUPPRESS)
    options = parser.parse_args(argv)
    if options.worker_tables:
        return worker_main(options)
    print(f"load average at the start: {load_average()} ({os.cpu_count()} cores)"
          + ("" if options.server_core is None else
             f"; server on core {options.server_core}, clients on "
             f"{sorted(other_cores(options.server_core) or [])}"))
    print("| tables | p50 (ms) | p99 (ms) | max (ms) | p99 / 100 ms | ping p50 / p99 (ms) "
          "| server CPU (cores) | server loop waiting for a core: ms/s, ms per run "
          "| clients' CPU (cores) "
          "| RSS 0 -> N (MB) | per table (MB) "
          "| per table / 2 MB | moves timed | hands | load average |")
    print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|")
    mb = 1024 * 1024
    runs = []
    for tables in [int(t) for t in options.tables.split(",")]:
        r = run(tables, options)
        runs.append(r)
        print(f"| {tables} | {r['p50']:.1f} | {r['p99']:.1f} | {r['max']:.1f} "
              f"| {r['p99'] / 100:.2f}x | {r['ping50']:.1f} / {r['ping99']:.1f} "
              f"| {r['cpu']:.2f} | {r['waited']:.0f}, {r['wait_per_run']:.2f} "
              f"| {r['clients_cpu']:.2f} "
              f"| {r['rss0'] / mb:.1f} -> "
              f"{r['rss'] / mb:.1f} | {r['per_table'] / mb:.2f} | "
              f"{r['per_table'] / mb / 2:.2f}x | {r['moves']} ({r['pairs']} arrivals, "
              f"{r['unanswered']} missing) | {r['hands']} | {r['load']} |", flush=True)
        if r["errors"] or r["server_status"]:
            print(f"  ({r['errors']} tables failed in the clients; the server ended with "
                  f"status {r['server_status']}; matches over: {r['matches']})", flush=True)
    for smaller, larger in zip(runs, runs[1:]):
        # the modules and caches the first table brings are in both: this is a table's own
        more = (larger["rss"] - smaller["rss"]) / (larger["tables"] - smaller["tables"])
        print(f"from {smaller['tables']} to {larger['tables']} tables: {more / mb:.2f} MB more "
              "per table")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
