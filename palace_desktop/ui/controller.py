"""Gestures -> engine actions. The controller answers what may be picked up, where it may be
dropped and what each drop means, all from the engine's legal actions; buttons and keys call the
same methods as drops. It decides no rule itself: when a drop names an illegal action, the seat
view (the engine's check on what the seat sees) says why."""

from __future__ import annotations

from dataclasses import field
from typing import Callable, Optional, Sequence

from PySide6.QtCore import QObject, Signal

from ..engine import actions as A
from ..engine.cards import Card
from ..engine.phases import TRIM
from ..engine.records import record
from ..live.i18n import fill, rule_number
from ..live.rule_messages import refusal_text
from ..live.session import GameSession

# Zones of the table a card can come from or go to.
DRAW_PILE = "draw_pile"
DISCARD_PILE = "discard_pile"
SOLDIER = "soldier"  # one soldier card of a seat
SOLDIER_ROW = "soldier_row"  # the place a seat's soldiers lie
BANNER = "banner"
PALACE = "palace"


@record(frozen=True)
class Zone:
    """A place on the table a card can be dragged from or dropped on: its kind (the
    names above), whose seat, and the card when the place is one card."""

    kind: str
    seat: int = -1
    card: Optional[Card] = None


@record(frozen=True)
class MarkForTrim:
    """A drop in the trim step (R8.2, R16.2): it marks these soldiers for the discard pile;
    the discard itself goes to the engine with Done, so the player can still change their
    mind."""

    cards: tuple[Card, ...]


@record(frozen=True)
class DragPlan:
    """What happens to a picked-up card: each legal drop zone and what it means (an engine
    action, or `MarkForTrim`). A plan with `refusal` cannot be dragged at all; `confirm` asks
    before a drop is carried out."""

    source: Zone
    cards: tuple[Card, ...] = ()
    drops: dict = field(default_factory=dict)  # Zone -> Action | MarkForTrim
    refusal: str = ""
    confirm: dict = field(default_factory=dict)  # Zone -> question text

    @property
    def ok(self) -> bool:
        return not self.refusal


class Controller(QObject):
    """The one path from a player's intent to `session.submit`."""

    refused = Signal(str)  # a translated explanation for the status bar
    trim_changed = Signal()  # the soldiers marked for the trim discard, or whether Done is ok

    def __init__(self, session: GameSession, parent=None):
        super().__init__(parent)
        self.session = session
        self.trim_marked: list[Card] = []
        self.input_blocked = False  # cards still moving: input waits
        # The coach (live/coach.py), when the window has one, and how to ask the player
        # whether to go ahead after its warning (True: do it anyway).
        self.coach = None
        self.confirm_risky: Optional[Callable[[str], bool]] = None
        session.events_applied.connect(self._reset_trim)
        session.viewer_changed.connect(self._reset_trim)

    # ----------------------------------------------------------------------------------------
    # Questions

    def _my_turn_view(self):
        """The viewer's view if it is the viewer's move and the viewer is a person here."""
        session = self.session
        seat = session.human_to_act()
        if seat is None or seat != session.viewer:
            return None
        return session.view()

    def _why_not_now(self) -> str:
        if self.input_blocked:
            return refusal_text("wait_for_animation")
        if self.session.bot_thinking:
            return refusal_text("bot_thinking")
        state = self.session.state
        if state is None or state.is_over:
            return refusal_text("hand_over", "R17.1")
        return refusal_text("not_your_turn", "R7.1")

    def drag_plan(self, source: Zone, selection: Sequence[Card] = ()) -> DragPlan:
        view = self._my_turn_view()
        if view is None or self.input_blocked:
            return DragPlan(source, refusal=self._why_not_now())
        me = view.viewer
        legal = view.legal_actions
        if source.kind == DRAW_PILE:
            buy = A.Buy(me)
            if buy in legal:
                return DragPlan(source, drops={Zone(SOLDIER_ROW, me): buy})
            return DragPlan(source, refusal=self._explain(buy))
        if source.kind == SOLDIER:
            if source.seat != me:
                return DragPlan(source, refusal=refusal_text("not_your_card"))
            cards = tuple(selection) if source.card in selection else (source.card,)
            if view.phase == TRIM:
                return DragPlan(source, cards, drops={Zone(DISCARD_PILE): MarkForTrim(cards)})
            discard = A.Discard(me, cards)
            if discard in legal:
                return DragPlan(source, cards, drops={Zone(DISCARD_PILE): discard})
            return DragPlan(source, cards, refusal=self._explain(discard))
        if source.kind == BANNER:
            if source.seat != me:
                return DragPlan(source, refusal=refusal_text("not_your_card"))
            drops: dict = {}
            confirm: dict = {}
            for action in legal:
                if isinstance(action, A.Bet):
                    drops[Zone(BANNER, action.target)] = action
                elif isinstance(action, A.Fold):
                    drops[Zone(DISCARD_PILE)] = action
                    question = self.fold_question()
                    if question:
                        confirm[Zone(DISCARD_PILE)] = question
            if not drops:
                return DragPlan(source, refusal=self._explain(A.Bet(me, -1)))
            return DragPlan(source, drops=drops, confirm=confirm)
        return DragPlan(source, refusal=refusal_text("cannot_drag"))

    def fold_question(self) -> str:
        """Asked before folding with chips in the pot (empty: no need to ask)."""
        view = self.session.view()
        if view is None or view.committed[view.viewer] <= 0:
            return ""
        question = self.tr("Fold and leave %Ln chips in the pot?", "",
                           view.committed[view.viewer])
        battle, me = view.battle, view.viewer
        if battle is not None and me in (battle.attacker, battle.defender):
            # Folding in a battle gives the other one a capture (R13.3, R14.5).
            other = battle.opponent_of(me)
            question += " " + fill(self.tr("{name} takes your banner and soldiers."),
                                   name=view.names[other])
        return question

    def _explain(self, action: A.Action) -> str:
        """Why `action` is refused, in the engine's words for the rule, translated."""
        violation = self.session.view().refusal(action)
        return refusal_text(violation if violation is not None else "not_a_target")

    # ----------------------------------------------------------------------------------------
    # Doing

    def drop(self, plan: DragPlan, target: Zone) -> bool:
        """Carry out the drop. False (with `refused` emitted) when it changes nothing."""
        if not plan.ok:
            self.refused.emit(plan.refusal)
            return False
        action = plan.drops.get(target)
        if action is None:
            self.refused.emit(self._explain_drop(plan, target))
            return False
        if isinstance(action, MarkForTrim):
            return self.mark_for_trim(action.cards)
        return self._submit(action)

    def _explain_drop(self, plan: DragPlan, target: Zone) -> str:
        me = self.session.viewer
        if plan.source.kind == BANNER and target.kind == BANNER and target.seat >= 0:
            return self._explain(A.Bet(me, target.seat))
        if plan.source.kind == SOLDIER and target.kind == DISCARD_PILE:
            return self._explain(A.Discard(me, plan.cards))
        return refusal_text("not_a_target")

    def _submit(self, action: A.Action) -> bool:
        if self.input_blocked:
            self.refused.emit(refusal_text("wait_for_animation"))
            return False
        view = self.session.view()
        if self.coach is not None and self.confirm_risky is not None:
            warning = self.coach.warning(view, action)
            if warning and not self.confirm_risky(warning):
                return False  # taken back: nothing happens
        violation = self.session.submit(action)
        if violation is not None:
            self.refused.emit(refusal_text(violation))
            return False
        if self.coach is not None:
            self.coach.record(view, action)
        return True

    def _me(self) -> Optional[int]:
        view = self._my_turn_view()
        return None if view is None else view.viewer

    def _act(self, make) -> bool:
        me = self._me()
        if me is None:
            self.refused.emit(self._why_not_now())
            return False
        return self._submit(make(me))

    def buy(self) -> bool:
        return self._act(A.Buy)

    def stay(self) -> bool:
        return self._act(A.Stay)

    def fold(self) -> bool:
        return self._act(A.Fold)

    def call(self) -> bool:
        return self._act(A.Call)

    def raise_(self, amount: Optional[int] = None) -> bool:
        return self._act(lambda me: A.Raise(me, amount))

    def attack(self, target: int) -> bool:
        return self._act(lambda me: A.Bet(me, target))

    def discard(self, cards: Sequence[Card]) -> bool:
        view = self._my_turn_view()
        if view is not None and view.phase == TRIM:
            return self.mark_for_trim(cards)
        return self._act(lambda me: A.Discard(me, tuple(cards)))

    # ----------------------------------------------------------------------------------------
    # The trim step (R8.2, R16.2): soldiers are marked one drag at a time, then "Done"

    def mark_for_trim(self, cards: Sequence[Card]) -> bool:
        view = self._my_turn_view()
        if view is None or view.phase != TRIM:
            self.refused.emit(self._why_not_now())
            return False
        mine = view.soldiers[view.viewer]
        added = [c for c in cards if c in mine and c not in self.trim_marked]
        if not added:
            return False
        self.trim_marked.extend(added)
        self.trim_changed.emit()
        return True

    def unmark_for_trim(self, card: Card) -> None:
        if card in self.trim_marked:
            self.trim_marked.remove(card)
            self.trim_changed.emit()

    def trim_status(self) -> tuple[bool, str]:
        """(Done allowed, why not): more than five soldiers left cannot end the turn."""
        view = self._my_turn_view()
        if view is None or view.phase != TRIM:
            return False, ""
        violation = view.refusal(A.Discard(view.viewer, tuple(self.trim_marked)))
        if violation is None:
            return True, ""
        if violation.key == "too_many_soldiers":
            more = view.soldiers_over_limit(view.viewer, len(self.trim_marked))
            return False, "{rule}: ".format(rule=rule_number(violation.rule)) + self.tr(
                "Discard %Ln more: at most five soldiers may stay.", "", more)
        return False, refusal_text(violation)

    def done(self) -> bool:
        ok, why = self.trim_status()
        if not ok:
            self.refused.emit(why or self._why_not_now())
            return False
        cards = tuple(self.trim_marked)
        return self._act(lambda me: A.Discard(me, cards))

    def _reset_trim(self, *_args) -> None:
        if self.trim_marked:
            self.trim_marked = []
        self.trim_changed.emit()
