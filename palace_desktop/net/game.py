"""The game at one networked table, without the network: the match, the bots' seats and the
seeds, in the order a table uses them. The server's `Table` plays through this, and a test
plays the same match through it locally, so both deal and decide alike from the same seeds.

Seeds come from `seeds()`, called in a fixed order: the bots' seed, the draw for the first
dealer (R3.2), then one per hand. On a server it is `secrets` (a seat that knew a seed would
know every card); a test passes a `random.Random`'s.
"""

from __future__ import annotations

import random
import threading
from collections import deque
from typing import Callable, Optional, Sequence

from ..bots import make_bot
from ..bots.memory import TableMemory
from ..engine import actions as A
from ..engine.deal import SeedDeal
from ..engine.match import Match
from ..engine.rules import Rules
from ..engine.view import SeatView


class BotSeat:
    """A bot at a table: its level's policy, what it has seen the others do (only events as
    its seat saw them), and a decision's rng that follows from the table's seed, the hand and
    the step, so the same game gets the same answer anywhere.

    The events reach its memory when it is about to decide, on the thread it decides on: fed
    after every move on the event loop, four bots' memories took a tenth of a busy server's
    loop, ahead of the states the players wait for. The events wait in a deque (its append
    and popleft are atomic), so the loop may add to it while a thread takes from it; a bot
    that no longer decides (out of the match) has them taken in on the loop now and then, so
    they do not pile up."""

    MAX_UNSEEN = 512  # moves' events waiting; a hand has about a hundred

    def __init__(self, level: str, seat: int, seed: int,
                 memory: Optional[TableMemory] = None):
        self.level = level
        self.seat = seat
        self.seed = seed
        self.bot = make_bot(level, seat, seed)
        self.memory = memory if memory is not None else TableMemory(seat)
        self._unseen: deque[Sequence[A.Event]] = deque()
        self._remembering = threading.Lock()

    def observe(self, events: Sequence[A.Event]) -> None:
        self._unseen.append(events)
        if len(self._unseen) > self.MAX_UNSEEN:
            self.remember()

    def remember(self) -> TableMemory:
        """The memory, with every event observed so far taken in (each as its seat may see
        it: the memory redacts)."""
        with self._remembering:
            while self._unseen:
                self.memory.record(self._unseen.popleft())
        return self.memory

    def decide(self, view: SeatView, hand: int, step: int) -> A.Action:
        """Runs off the server's event loop (a thread): reads, never changes, the table."""
        rng = random.Random(f"{self.seed}:{self.seat}:{hand}:{step}")
        return self.bot.decide(view, view.legal_actions, rng, memory=self.remember()).action


class TableGame:
    def __init__(self, rules: Rules, names: Sequence[str], chips: int,
                 bot_levels: Sequence[Optional[str]], seeds: Callable[[], int],
                 restored: Optional[tuple[Match, int]] = None):
        """`bot_levels[seat]`: the bot's level, or None for a person's seat. `restored`: a
        saved table's match and bots' seed, instead of a new match (the seeds then make
        only the hands still to come)."""
        self._seeds = seeds
        if restored is None:
            self.bot_seed = seeds()
            self.match, _draw = Match.new(rules, list(names), [chips] * len(names),
                                          random.Random(seeds()))
        else:
            self.match, self.bot_seed = restored
        events = self.match.events() if self.match.hands else []  # a saved match's so far
        levels = {seat: level for seat, level in enumerate(bot_levels) if level is not None}
        memories = TableMemory.of_seats(levels, events)
        self.bots = {seat: BotSeat(level, seat, self.bot_seed, memories[seat])
                     for seat, level in levels.items()}
        self.stand_ins: dict[int, BotSeat] = {}  # bots playing for players who dropped
        self._finished_json: list = []  # each finished hand's JSON, for the autosave
        starts = [i for i, e in enumerate(events) if isinstance(e, A.HandStarted)]
        # the current hand's, for a player coming back
        self.hand_events: list[A.Event] = events[starts[-1]:] if starts else []

    @property
    def state(self):
        return self.match.state

    @property
    def hand(self) -> int:
        """The hand under way or just over, from 1 (0 before the first deal)."""
        return len(self.match.hands)

    @property
    def step(self) -> int:
        """Actions applied in this hand: a move is made on the state of one (hand, step)."""
        return len(self.match.hands[-1].actions) if self.match.hands else 0

    def match_json(self) -> dict:
        """The match's `palace-match/1` document (the autosave's, after every move), each
        finished hand encoded once."""
        return self.match.to_json(finished_json=self._finished_json)

    def deal(self) -> list[A.Event]:
        events = self.match.start_hand(SeedDeal(self._seeds()))
        self.hand_events = list(events)
        self._observe(events)
        return events

    def apply(self, action: A.Action) -> list[A.Event]:
        """The engine's check, exactly as a local move's (RuleViolation: nothing changed)."""
        events = self.match.apply(action)
        self.hand_events.extend(events)
        self._observe(events)
        return events

    def bot_to_act(self) -> Optional[BotSeat]:
        state = self.match.state
        if state is None or state.is_over:
            return None
        return self.bots.get(state.to_act) or self.stand_ins.get(state.to_act)

    def stand_in(self, seat: int, level: str) -> BotSeat:
        """A bot plays `seat` until its player is back. It learns the match as that seat saw
        it (every event so far, redacted for it), as a bot seated from the start would
        have; its decisions follow from the bots' seed, like theirs."""
        bot = BotSeat(level, seat, self.bot_seed,
                      TableMemory.of_seats([seat], self.match.events())[seat])
        self.stand_ins[seat] = bot
        return bot

    def player_back(self, seat: int) -> None:
        self.stand_ins.pop(seat, None)

    def _observe(self, events) -> None:
        for bot in self.bots.values():
            bot.observe(events)
        for bot in self.stand_ins.values():
            bot.observe(events)
