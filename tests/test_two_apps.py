"""Play across computers, as two people would (issue 41): two app processes, each with its own
home and data folders. One hosts a table from New Game; the other finds it on the network
(DNS-SD, here on loopback) from New Game > Join a table, and takes a seat; a bot takes the
third; both play whole hands. Then the joining app is killed, started again, offered its seat
back at its start, rejoins, and both finish the match with the same chips. At one moment
both windows are photographed: each shows its own palace only.

`PALACE_SCREENSHOTS=DIR` keeps the two pictures there (docs/screenshots/ holds a pair)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DRIVER = Path(__file__).resolve().parent / "app_process.py"
pytestmark = pytest.mark.slow  # two app processes, a whole match: started first


class App:
    """One app process and its command line (tests/app_process.py)."""

    def __init__(self, home: Path, name: str):
        self.home, self.name = home, name
        env = {**os.environ, "PALACE_DESKTOP_HOME": str(home), "QT_QPA_PLATFORM": "offscreen",
               "PYTHONPATH": str(ROOT), "LANGUAGE": "en", "LC_ALL": "C.UTF-8"}
        self.process = subprocess.Popen([sys.executable, str(DRIVER)], cwd=ROOT, env=env,
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.PIPE, text=True, bufsize=1)
        self.errors: list[str] = []
        threading.Thread(target=self._drain, daemon=True).start()

    def _drain(self) -> None:
        for line in self.process.stderr:
            self.errors.append(line)

    def send(self, do: str, **args) -> None:
        self.process.stdin.write(json.dumps({"do": do, **args}) + "\n")
        self.process.stdin.flush()

    def answer(self, timeout: float = 150) -> dict:
        result: list = []
        reader = threading.Thread(target=lambda: result.append(self.process.stdout.readline()))
        reader.start()
        reader.join(timeout)
        assert result and result[0], f"{self.name} gave no answer:\n{''.join(self.errors)[-3000:]}"
        answer = json.loads(result[0])
        assert answer["ok"], f"{self.name}: {answer['error']}\n{''.join(self.errors)[-3000:]}"
        return answer

    def ask(self, do: str, **args) -> dict:
        self.send(do, **args)
        return self.answer()

    def kill(self) -> None:
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(10)

    def close(self) -> None:
        if self.process.poll() is None:
            try:
                self.send("quit")
                self.process.wait(10)
            except (OSError, subprocess.TimeoutExpired, ValueError):
                self.process.kill()


def test_two_apps_host_find_join_play_drop_rejoin_and_finish(tmp_path):
    shots = Path(os.environ.get("PALACE_SCREENSHOTS", tmp_path))
    ann = App(tmp_path / "ann", "Ann's app")
    bea = App(tmp_path / "bea", "Bea's app")
    try:
        room = ann.ask("host", name="Ann", seats=3, chips=14)["room"]
        joined = bea.ask("join_from_the_network", name="Bea", room=room)
        assert joined["seat"] == 1 and joined["listed"].startswith("Ann")
        assert "Bea" in ann.ask("lobby_seats")["seats"][1]
        ann.ask("give_seat_to_a_bot_and_start", seat=2)
        bea.ask("wait_for_the_table")

        # A whole hand, each app making its own seat's moves.
        ann.send("play_until", hand=2)
        bea.send("play_until", hand=2)
        assert ann.answer()["hand"] >= 2 and bea.answer()["hand"] >= 2
        seen = {"ann": ann.ask("look"), "bea": bea.ask("look")}
        ann.ask("screenshot", path=str(shots / "two-apps-ann.png"))
        bea.ask("screenshot", path=str(shots / "two-apps-bea.png"))
        if seen["ann"]["hand"] == seen["bea"]["hand"]:
            for who, other in (("ann", 1), ("bea", 0)):
                mine = seen[who]["palaces"][seen[who]["seat"]]
                assert "??" not in mine, (who, mine)  # its own palace, face up ...
                assert set(seen[who]["palaces"][other]) <= {"??"}, (who, seen[who])  # ... only

        # Bea's app dies; Ann's table shows her away; started again, it takes the seat back.
        bea.kill()
        notes = {}
        for _ in range(50):
            notes = ann.ask("look")["notes"]
            if "Away" in notes.get("1", ""):
                break
        assert "Away" in notes.get("1", ""), notes
        bea = App(tmp_path / "bea", "Bea's app, started again")
        bea.ask("rejoin_at_start")
        assert ann.ask("look")["notes"].get("1", "").startswith("Connected"), "Bea is back"

        ann.send("play_until", match_over=True, seconds=240)
        bea.send("play_until", match_over=True, seconds=240)
        ann_end, bea_end = ann.answer(300), bea.answer(300)
        assert ann_end["final"] == bea_end["final"] and sum(ann_end["final"]) == 3 * 14
    finally:
        ann.close()
        bea.close()
