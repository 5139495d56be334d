"""The coach: a word before a clearly bad battle, and a review line after each hand.

Before an attack or a call, the coach works out the chance to win that battle from what the
player can see (the exact count the hard bot's reasons quote,
`bots.exact_equity.battle_equity`) and warns under `WARN_BELOW`: a battle won that rarely loses
the banner and the soldiers too.
After a hand, it compares the player's decisions with what the hard bot would have done in
the same spot (asked off the GUI thread, through a bot worker, as the player acted) and
reviews the biggest one it disagrees with, quoting the bot's own reason.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from PySide6.QtCore import QObject, Signal, Slot

from ..engine import actions as A
from ..engine.view import SeatView
from .action_texts import action_label
from .i18n import fill, percent

WARN_BELOW = 0.25
# "For my first games": the coach speaks until the player has finished this many hands.
FIRST_GAMES_HANDS = 30
# The hard bot's budget for a review: enough for a clear opinion, quick in the background.
REVIEW_OPTIONS = {"iterations": 150, "time_limit": 0.4}
REVIEW_SEED = 12345


class CoachTexts(QObject):
    """The translation context of the coach's words: `CoachTexts.tr(...)`, which
    pyside6-lupdate files under "CoachTexts"."""


def coach_active(mode: str, hands_played: int) -> bool:
    if mode == "on":
        return True
    if mode == "off":
        return False
    return hands_played < FIRST_GAMES_HANDS


def battle_opponent(view: SeatView, action: A.Action) -> Optional[int]:
    """Whom `action` fights: the target of an attack, the other side of a call."""
    if isinstance(action, A.Bet):
        return action.target
    if isinstance(action, A.Call) and view.battle is not None:
        battle = view.battle
        return battle.opponent_of(view.viewer)
    return None


def win_chance(view: SeatView, action: A.Action) -> Optional[float]:
    """The chance to win the battle `action` starts or accepts, from what the viewer sees;
    None for an action that starts no battle."""
    opponent = battle_opponent(view, action)
    if opponent is None:
        return None
    # Not needed before the first window.
    from ..bots.equity import Seen
    from ..bots.exact_equity import battle_equity

    return battle_equity(Seen(view), opponent)


def warning_text(view: SeatView, action: A.Action) -> str:
    """A one-line warning before a clearly losing battle, or '' when the move is fine."""
    chance = win_chance(view, action)
    if chance is None or chance >= WARN_BELOW:
        return ""
    if isinstance(action, A.Call) and view.call_amount == 0:
        return ""  # nothing more to pay: calling costs nothing that folding would save
    name = view.names[battle_opponent(view, action)]
    if chance == 0.0:  # exact (battle_equity): no palace the opponent may hold loses
        if isinstance(action, A.Bet):
            return fill(CoachTexts.tr("Whatever {name} holds, you lose this battle, and a "
                                      "lost battle costs your banner and soldiers."), name=name)
        return fill(CoachTexts.tr("Whatever {name} holds, you lose this battle; folding now "
                                  "saves the call."), name=name)
    pct = percent(max(1, round(100 * chance)))
    if isinstance(action, A.Bet):
        return fill(CoachTexts.tr("Against what {name} shows, you win only about {pct} of "
                                  "such battles, and a lost battle costs your banner and "
                                  "soldiers."), name=name, pct=pct)
    return fill(CoachTexts.tr("You win only about {pct} of battles against what {name} "
                              "shows; folding now saves the call."), name=name, pct=pct)


def stake(view: SeatView, action: A.Action) -> int:
    """How many chips a decision was about: what the move puts in, or, for a fold in a
    battle, what it declined to pay."""
    if isinstance(action, A.Fold) and view.battle is not None:
        return view.call_amount
    return view.price_of(action) or 0


@dataclass
class Decision:
    view: SeatView
    action: A.Action
    advice: object = None  # the hard bot's Decision, once it answered


class Coach(QObject):
    """Follows one session's local player; `review` is emitted after each hand with a line
    for the log (only when there is something to say)."""

    review = Signal(str)

    def __init__(self, session, worker, parent=None):
        super().__init__(parent)
        self.session = session
        self.worker = worker
        self.active = True
        self._decisions: dict[int, Decision] = {}
        self._next_token = 1_000_000  # apart from any token the session uses
        worker.decided.connect(self._on_advice)
        session.hand_started.connect(self._forget)
        session.hand_finished.connect(self._review_hand)

    def warning(self, view: Optional[SeatView], action: A.Action) -> str:
        if not self.active or view is None:
            return ""
        return warning_text(view, action)

    def record(self, view: Optional[SeatView], action: A.Action) -> None:
        """The player made `action` in `view`: ask the hard bot what it would have done."""
        if not self.active or view is None or len(view.legal_actions) < 2:
            return
        token = self._next_token
        self._next_token += 1
        self._decisions[token] = Decision(view, action)
        self.worker.request(token, "hard", view.viewer, REVIEW_SEED, view, REVIEW_OPTIONS)

    @Slot(int, object)
    def _on_advice(self, token: int, advice) -> None:
        decision = self._decisions.get(token)
        if decision is not None:
            decision.advice = advice

    @Slot()
    def _forget(self) -> None:
        self._decisions.clear()

    @Slot()
    def _review_hand(self) -> None:
        line = self.review_text()
        self._decisions.clear()
        if line:
            self.review.emit(line)

    def review_text(self) -> str:
        """The biggest decision of the hand the hard bot would have made differently, and
        its reason; '' when it agreed with every answered one."""
        differing = [d for d in self._decisions.values()
                     if d.advice is not None and d.advice.action != d.action]
        if not differing:
            return ""
        biggest = max(differing, key=lambda d: max(stake(d.view, d.action),
                                                   stake(d.view, d.advice.action)))
        return review_line(biggest.view, biggest.action, biggest.advice)


def review_line(view: SeatView, action: A.Action, advice) -> str:
    """The review of the player's `action` in `view`, where the hard bot's decision was
    `advice` (another action)."""
    from .bot_reasons import reason_text  # with the bots' templates: after the first frame

    mine = action_label(action, view)
    theirs = action_label(advice.action, view)
    reason = reason_text(advice.reason)
    if warning_text(view, advice.action):
        # A move the coach warns of: say why the hard bot makes it all the same, so the
        # warning and the review do not read as two opinions.
        return fill(CoachTexts.tr("Coach: you chose “{mine}”; in your place the hard bot "
                                  "would have chosen “{theirs}”, though it wins that battle "
                                  "only about {pct} of the time, as the coach warns: {why}. "
                                  "Its reasoning: {reason}"),
                    mine=mine, theirs=theirs, reason=reason,
                    pct=percent(round(100 * win_chance(view, advice.action))),
                    why=why_despite_warning(view, advice))
    return fill(CoachTexts.tr("Coach: you chose “{mine}”; in your place the hard bot would "
                              "have chosen “{theirs}”. Its reasoning: {reason}"),
                mine=mine, theirs=theirs, reason=reason)


def why_despite_warning(view: SeatView, advice) -> str:
    """Why the hard bot makes a move the coach warns of, from the kind of its reason: the
    folds a bluff counts on, the cards a won battle captures, or the pot against the price."""
    name = view.names[battle_opponent(view, advice.action)]
    key = advice.reason.key
    if "bluff" in key:
        return fill(CoachTexts.tr("it expects {name} to fold often enough, a bluff"), name=name)
    if "capture" in key:
        return fill(CoachTexts.tr("the banner and soldiers it would capture from {name} are "
                                  "worth the risk"), name=name)
    return CoachTexts.tr("the chips in the pot are worth the price of the battle")
