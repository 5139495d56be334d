"""The controller without a table: every move a person can make (a drag or a button), and every
refusal, on exact deals. A refusal emits `refused` with translated text that starts with the
rule number, and changes nothing in the game."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import pytest

from palace_desktop.ui.controller import (BANNER, DISCARD_PILE, DRAW_PILE, PALACE, SOLDIER,
                                          SOLDIER_ROW, Controller, MarkForTrim, Zone)
from palace_desktop.engine import actions as A
from palace_desktop.engine.history import result_of
from palace_desktop.engine.match import Match
from palace_desktop.engine.rules import Rules
from palace_desktop.live.session import GameSession, SeatKind

from rules_support import C, cards, deal, of_type, one, snapshot

NAMES = ("Ann", "Ben", "Cara", "Dan", "Eve", "Fay", "Gus", "Hal", "Ida", "Jon")
RULE_PREFIX = re.compile(r"^R\d+\.\d+: \S")

# Two players: Ann (seat 0, the viewer) acts first; Ben is dealer. The draw pile is known.
TWO = ("As Kh", ["2c 3d 4h", "5c 6d 7s"])
TWO_DRAW = "9c Tc Jc Qc 8c 8d 9d Td Jd Qd"
# Three players, all suits different, for moves that must not end the hand.
THREE = ("As Kh Qd", ["2c 3d 4h", "5c 6d 7s", "2h 3h 4s"])


@dataclass
class Table:
    session: GameSession
    controller: Controller
    refusals: list = field(default_factory=list)
    trim_signals: list = field(default_factory=list)

    @property
    def state(self):
        return self.session.state

    def as_seat(self, seat: int) -> "Table":
        """Hot seat: the person at `seat` now looks at the screen."""
        self.session.set_viewer(seat)
        return self

    def act(self, method: str, *args):
        """The person to act does `method` (switching the screen to them first)."""
        self.as_seat(self.state.to_act)
        result = getattr(self.controller, method)(*args)
        assert result is True, (method, args, self.refusals[-1:])
        return result

    def refused(self, attempt, expected: str) -> str:
        """`attempt()` is refused with text starting with `expected` and changes nothing."""
        before = snapshot(self.state)
        result_before = result_of(self.state)
        actions_before = len(self.session.match.hands[-1].actions)
        history_before = len(self.session.event_history)
        marked_before = list(self.controller.trim_marked)
        count = len(self.refusals)
        outcome = attempt()
        assert outcome is False
        assert len(self.refusals) == count + 1, "exactly one refusal is announced"
        text = self.refusals[-1]
        assert text.startswith(expected), text
        assert result_of(self.state) == result_before
        assert snapshot(self.state) == before
        assert len(self.session.match.hands[-1].actions) == actions_before
        assert len(self.session.event_history) == history_before
        assert self.controller.trim_marked == marked_before
        return text


@pytest.fixture
def table(qapp):
    made = []

    def build(banners, palaces, draw="", discard="", *, chips=200, viewer=0, **house):
        spec = deal(banners, palaces, draw, discard)
        n = len(spec.banners)
        stacks = [chips] * n if isinstance(chips, int) else list(chips)
        match = Match(Rules.make(**house), NAMES[:n], stacks, dealer=n - 1)
        kinds = [SeatKind("you")] + [SeatKind("human")] * (n - 1)
        session = GameSession(match, kinds, viewer)
        assert session.worker is None
        session.start_hand(spec)
        session.accept_handover(viewer)  # a hot seat: the deal is public until someone continues
        controller = Controller(session)
        built = Table(session, controller)
        controller.refused.connect(built.refusals.append)
        controller.trim_changed.connect(lambda: built.trim_signals.append(
            list(controller.trim_marked)))
        made.append(built)
        return built

    yield build
    for built in made:
        built.session.stop()


def buy_and_keep(t: Table) -> None:
    """The seat to act buys and keeps every soldier (Done with nothing marked)."""
    t.act("buy")
    t.act("done")


# --------------------------------------------------------------------------------------------
# Buy (R8)


def test_r8_1_buy_by_dragging_the_draw_pile_to_the_own_soldier_row(table):
    t = table(*TWO, draw=TWO_DRAW)
    plan = t.controller.drag_plan(Zone(DRAW_PILE))
    assert plan.ok and plan.refusal == ""
    assert plan.drops == {Zone(SOLDIER_ROW, 0): A.Buy(0)}
    assert plan.confirm == {}
    assert t.controller.drop(plan, Zone(SOLDIER_ROW, 0)) is True
    assert t.state.soldiers[0] == [C("9c")]
    assert t.state.chips[0] == 200 - 2 - 5
    assert t.state.phase == "trim" and t.state.to_act == 0  # R8.2 comes next
    assert t.refusals == []


def test_r8_1_buy_button_is_the_same_move(table):
    t = table(*TWO, draw=TWO_DRAW)
    assert t.controller.buy() is True
    assert t.state.soldiers[0] == [C("9c")]
    assert t.state.phase == "trim"
    assert isinstance(t.session.match.hands[-1].actions[-1], A.Buy)


def test_dropping_the_bought_card_elsewhere_is_refused(table):
    t = table(*TWO, draw=TWO_DRAW)
    plan = t.controller.drag_plan(Zone(DRAW_PILE))
    t.refused(lambda: t.controller.drop(plan, Zone(SOLDIER_ROW, 1)), "That card cannot go there")
    t.refused(lambda: t.controller.drop(plan, Zone(DISCARD_PILE)), "That card cannot go there")


def test_r7_1_buy_is_refused_when_it_is_not_your_turn(table):
    t = table(*TWO, draw=TWO_DRAW)
    t.act("stay")
    t.as_seat(0)  # Ben is to act; Ann still looks at the screen
    assert t.state.to_act == 1
    plan = t.controller.drag_plan(Zone(DRAW_PILE))
    assert not plan.ok and plan.refusal.startswith("R7.1: ")
    assert plan.drops == {}
    t.refused(lambda: t.controller.drop(plan, Zone(SOLDIER_ROW, 0)), "R7.1: ")
    text = t.refused(t.controller.buy, "R7.1: ")
    assert text == "R7.1: It is not your turn."


def test_r8_4_buy_is_refused_without_chips_for_the_small_bet(table):
    t = table(*TWO, draw=TWO_DRAW, chips=[6, 200])  # 4 left after the ante; SB is 5
    assert t.session.availability.buy is False
    plan = t.controller.drag_plan(Zone(DRAW_PILE))
    assert not plan.ok and plan.refusal == "R8.4: You cannot pay for a soldier."
    t.refused(lambda: t.controller.drop(plan, Zone(SOLDIER_ROW, 0)), "R8.4: ")
    t.refused(t.controller.buy, "R8.4: You cannot pay for a soldier.")


def test_r8_3_buy_is_refused_when_both_piles_are_empty(table):
    # Ten players hold 40 cards; the other 12 are on the draw pile and all get bought.
    banners = "2c 2d 2h 2s 3c 3d 3h 3s 4c 4d"
    palaces = ["5c 6c 7c", "5d 6d 7d", "5h 6h 7h", "5s 6s 7s", "8c 9c Tc", "8d 9d Td",
               "8h 9h Th", "8s 9s Ts", "Jc Qc Kc", "Jd Qd Kd"]
    t = table(banners, palaces, chips=500)
    assert len(t.state.draw_pile) == 12
    for _ in range(12):
        buy_and_keep(t)
    assert t.state.draw_pile == [] and t.state.discard_pile == []
    t.as_seat(t.state.to_act)
    assert t.session.availability.buy is False
    plan = t.controller.drag_plan(Zone(DRAW_PILE))
    assert plan.refusal == "R8.3: There is no card left to buy."
    t.refused(t.controller.buy, "R8.3: There is no card left to buy.")


def test_a_refusal_while_cards_move_or_after_the_hand(table):
    t = table(*TWO, draw=TWO_DRAW)
    t.controller.input_blocked = True
    assert t.controller.drag_plan(Zone(DRAW_PILE)).refusal == (
        "Wait a moment: cards are still moving.")
    t.refused(t.controller.buy, "Wait a moment")
    t.controller.input_blocked = False
    t.act("fold")  # Ann folds; Ben is the last one in the hand (R17.1)
    assert t.state.is_over
    t.refused(t.controller.stay, "R17.1: The hand is over.")
    assert t.controller.drag_plan(Zone(DRAW_PILE)).refusal.startswith("R17.1: ")


# --------------------------------------------------------------------------------------------
# The trim step (R8.2, R16.2)


def six_soldiers(table):
    """Ann buys six times (Ben stays in between): she must now discard one (R8.2)."""
    t = table(*TWO, draw=TWO_DRAW)
    for _ in range(5):
        buy_and_keep(t)  # Ann
        t.act("stay")  # Ben
    t.act("buy")
    assert t.state.phase == "trim" and len(t.state.soldiers[0]) == 6
    return t


def test_r8_2_done_is_refused_with_more_than_five_soldiers(table):
    t = six_soldiers(table)
    ok, why = t.controller.trim_status()
    assert ok is False
    assert "Discard 1 more" in why and "R8.2" in why
    assert t.session.availability.trim is True
    text = t.refused(t.controller.done, "")
    assert text == why


def test_r8_2_done_refusal_starts_with_the_rule_number(table):
    t = six_soldiers(table)
    t.refused(t.controller.done, "R8.2: ")


def test_r8_2_trim_marks_soldiers_by_dragging_them_to_the_discard_pile(table):
    t = six_soldiers(table)
    first = t.state.soldiers[0][0]
    plan = t.controller.drag_plan(Zone(SOLDIER, 0, first))
    assert plan.ok and plan.cards == (first,)
    assert plan.drops == {Zone(DISCARD_PILE): MarkForTrim((first,))}
    before = result_of(t.state)
    t.trim_signals.clear()
    assert t.controller.drop(plan, Zone(DISCARD_PILE)) is True
    assert t.controller.trim_marked == [first]
    assert t.trim_signals == [[first]]
    assert result_of(t.state) == before  # marking is not a move yet
    assert t.controller.trim_status() == (True, "")
    # Marking the same card again adds nothing.
    assert t.controller.drop(t.controller.drag_plan(Zone(SOLDIER, 0, first)),
                             Zone(DISCARD_PILE)) is False
    assert t.controller.trim_marked == [first]
    # Done submits the discard of the marked soldiers, and the turn passes.
    assert t.controller.done() is True
    assert first not in t.state.soldiers[0] and len(t.state.soldiers[0]) == 5
    assert t.state.discard_pile[-1] == first
    last = t.session.match.hands[-1].actions[-1]
    assert last == A.Discard(0, (first,))
    assert t.controller.trim_marked == []  # reset by the events
    assert t.state.phase == "turn" and t.state.to_act == 1


def test_r8_2_trim_marks_a_selection_and_can_unmark(table):
    t = six_soldiers(table)
    a, b = t.state.soldiers[0][1], t.state.soldiers[0][2]
    plan = t.controller.drag_plan(Zone(SOLDIER, 0, a), selection=[a, b])
    assert plan.cards == (a, b)
    assert t.controller.drop(plan, Zone(DISCARD_PILE)) is True
    assert t.controller.trim_marked == [a, b]
    t.controller.unmark_for_trim(a)
    assert t.controller.trim_marked == [b]
    assert t.controller.discard([a]) is True  # the Discard key marks in the trim step
    assert t.controller.trim_marked == [b, a]
    assert t.controller.done() is True
    assert t.session.match.hands[-1].actions[-1] == A.Discard(0, (b, a))
    assert len(t.state.soldiers[0]) == 4


def test_r8_2_no_other_move_before_the_trim_is_done(table):
    t = table(*TWO, draw=TWO_DRAW)
    t.act("buy")
    t.refused(t.controller.stay, "R8.2: First discard down to at most five soldiers")
    t.refused(t.controller.buy, "R8.2: ")
    t.refused(lambda: t.controller.attack(1), "R8.2: ")
    # With five or fewer soldiers, Done with nothing marked keeps them all.
    assert t.controller.trim_status() == (True, "")
    assert t.controller.done() is True
    assert t.session.match.hands[-1].actions[-1] == A.Discard(0, ())
    assert t.state.soldiers[0] == [C("9c")]


def test_marking_is_refused_outside_the_trim_step(table):
    t = table(*TWO, draw=TWO_DRAW)
    buy_and_keep(t)
    t.as_seat(0)  # Ben's turn
    t.refused(lambda: t.controller.mark_for_trim([C("9c")]), "R7.1: ")
    t.refused(t.controller.done, "R7.1: ")


def test_r16_2_trim_after_a_capture(table):
    # Ann holds five soldiers and attacks Ben; Ben folds, Ann captures his banner: six.
    t = table(*THREE, draw=TWO_DRAW)
    for _ in range(5):
        buy_and_keep(t)  # Ann
        t.act("stay")  # Ben
        t.act("stay")  # Cara
    t.act("attack", 1)
    t.act("fold")  # Ben, defending
    assert t.state.phase == "trim" and t.state.to_act == 0 and t.state.trim_rule == "R16.2"
    t.as_seat(0)
    ok, why = t.controller.trim_status()
    assert not ok and "R16.2" in why
    text = t.refused(t.controller.done, "")
    assert "Discard 1 more" in text and "R16.2" in text
    banner = C("Kh")
    assert t.controller.drop(t.controller.drag_plan(Zone(SOLDIER, 0, banner)),
                             Zone(DISCARD_PILE))
    assert t.controller.done() is True
    assert banner not in t.state.soldiers[0]
    assert t.state.to_act == 2  # R7.3: after the attacker's seat


# --------------------------------------------------------------------------------------------
# Discard (R9), Stay (R10), Fold (R11)


def two_soldiers_each(table, **house):
    """Ann and Ben each buy twice (keeping everything); Ann is to act with 2 soldiers."""
    t = table(*TWO, draw=TWO_DRAW, **house)
    for _ in range(4):
        buy_and_keep(t)
    t.as_seat(0)
    assert t.state.to_act == 0 and t.state.soldiers[0] == cards("9c Jc")
    return t


def test_r9_1_discard_one_soldier_by_dragging_it_to_the_discard_pile(table):
    t = two_soldiers_each(table)
    card = C("9c")
    plan = t.controller.drag_plan(Zone(SOLDIER, 0, card))
    assert plan.ok and plan.drops == {Zone(DISCARD_PILE): A.Discard(0, (card,))}
    t.refused(lambda: t.controller.drop(plan, Zone(SOLDIER_ROW, 1)), "That card cannot go there")
    assert t.controller.drop(plan, Zone(DISCARD_PILE)) is True
    assert t.state.soldiers[0] == [C("Jc")]
    assert t.state.discard_pile[-1] == card
    assert t.state.chips[0] == 200 - 2 - 10  # R9.2 default: discarding costs nothing
    assert t.state.to_act == 1


def test_r9_1_discard_several_soldiers_at_once(table):
    t = two_soldiers_each(table)
    both = tuple(cards("9c Jc"))
    plan = t.controller.drag_plan(Zone(SOLDIER, 0, both[1]), selection=both)
    assert plan.drops == {Zone(DISCARD_PILE): A.Discard(0, both)}
    assert t.controller.drop(plan, Zone(DISCARD_PILE)) is True
    assert t.state.soldiers[0] == []
    turn_discards = [e for e in of_type(t.session.event_history, A.SoldiersDiscarded)
                     if not e.trim]
    assert turn_discards == [A.SoldiersDiscarded(0, both, 0, False)]


def test_r9_1_discard_button_and_its_refusals(table):
    t = two_soldiers_each(table)
    t.refused(lambda: t.controller.discard([]), "R9.1: Discard at least one soldier.")
    t.refused(lambda: t.controller.discard([C("Tc")]), "R9.1: That card is not one of your")
    t.refused(lambda: t.controller.discard([C("9c"), C("9c")]), "R9.1: A card is named twice.")
    assert t.controller.discard(cards("9c Jc")) is True
    assert t.state.soldiers[0] == []


def test_r9_1_a_seat_without_soldiers_cannot_discard(table):
    t = table(*TWO, draw=TWO_DRAW)
    assert t.session.availability.discard is False
    t.refused(lambda: t.controller.discard([C("9c")]), "R9.1: ")


def test_r9_2_discard_costs_the_small_bet_under_the_house_rule(table):
    t = two_soldiers_each(table, discard_cost="SB")
    assert t.controller.discard([C("9c")]) is True
    assert t.state.chips[0] == 200 - 2 - 10 - 5


def test_r9_2_discard_is_refused_without_chips_to_pay_for_it(table):
    # 11 chips: 9 after the ante, 4 after a buy; discarding costs SB = 5.
    t = table(*TWO, draw=TWO_DRAW, chips=[11, 200], discard_cost="SB")
    buy_and_keep(t)  # Ann
    buy_and_keep(t)  # Ben
    t.as_seat(0)
    assert t.state.chips[0] == 4 and t.session.availability.discard is False
    plan = t.controller.drag_plan(Zone(SOLDIER, 0, C("9c")))
    assert not plan.ok and plan.refusal == "R9.2: You cannot pay to discard."
    t.refused(lambda: t.controller.drop(plan, Zone(DISCARD_PILE)), "R9.2: ")
    t.refused(lambda: t.controller.discard([C("9c")]), "R9.2: You cannot pay to discard.")


def test_r10_1_stay(table):
    t = table(*TWO, draw=TWO_DRAW)
    assert t.controller.stay() is True
    assert of_type(t.session.event_history, A.Stayed) == [A.Stayed(0)]
    assert t.state.to_act == 1 and t.state.chips[0] == 198


def test_r11_1_fold_button_on_a_turn(table):
    t = table(*THREE, draw=TWO_DRAW)
    assert t.controller.fold_question() == "Fold and leave 2 chips in the pot?"
    assert t.controller.fold() is True
    assert t.state.in_hand == [False, True, True]
    assert t.state.to_act == 1 and not t.state.is_over
    assert one(t.session.event_history, A.Folded) == A.Folded(0, "turn")


def test_r11_1_fold_by_dropping_the_banner_on_the_discard_pile_asks_first(table):
    t = table(*THREE, draw=TWO_DRAW)
    plan = t.controller.drag_plan(Zone(BANNER, 0))
    assert plan.drops[Zone(DISCARD_PILE)] == A.Fold(0)
    # Chips in the pot (the ante): the table asks before it carries out this drop.
    assert plan.confirm == {Zone(DISCARD_PILE): "Fold and leave 2 chips in the pot?"}
    assert t.controller.drop(plan, Zone(DISCARD_PILE)) is True
    assert t.state.in_hand[0] is False


def test_r11_1_fold_without_chips_in_the_pot_needs_no_question(table):
    t = table(*THREE, draw=TWO_DRAW, ante=0)
    plan = t.controller.drag_plan(Zone(BANNER, 0))
    assert Zone(DISCARD_PILE) in plan.drops
    assert plan.confirm == {}
    assert t.controller.fold_question() == ""


# --------------------------------------------------------------------------------------------
# Bet (R12)

FIVE = ("As Kh Qd Jc Ks", ["2c 3d 4h", "5c 6d 7s", "2h 3h 4s", "5h 6h 7h", "2d 3c 4c"])


def test_r12_1_dragging_the_own_banner_offers_exactly_the_legal_targets(table):
    # Five players: Eve (seat 4, second banner group, R5.2) shares Ann's suit.
    t = table(*FIVE, draw=TWO_DRAW)
    plan = t.controller.drag_plan(Zone(BANNER, 0))
    assert plan.ok
    bets = {zone: action for zone, action in plan.drops.items() if isinstance(action, A.Bet)}
    assert bets == {Zone(BANNER, s): A.Bet(0, s) for s in (1, 2, 3)}
    assert set(plan.drops) == set(bets) | {Zone(DISCARD_PILE)}
    assert t.session.availability.attack_targets == (1, 2, 3)
    assert t.session.availability.bet_amount == 5


def test_r12_2_dropping_on_a_same_suit_banner_is_refused(table):
    t = table(*FIVE, draw=TWO_DRAW)
    plan = t.controller.drag_plan(Zone(BANNER, 0))
    assert Zone(BANNER, 4) not in plan.drops
    text = t.refused(lambda: t.controller.drop(plan, Zone(BANNER, 4)), "R12.2: ")
    assert text == "R12.2: You may not attack a player whose banner has your suit."
    t.refused(lambda: t.controller.attack(4), "R12.2: ")
    t.refused(lambda: t.controller.drop(plan, Zone(BANNER, 0)), "R12.1: ")


def test_r12_3_a_bet_by_drop_and_by_button(table):
    t = table(*FIVE, draw=TWO_DRAW)
    plan = t.controller.drag_plan(Zone(BANNER, 0))
    assert t.controller.drop(plan, Zone(BANNER, 2)) is True
    assert one(t.session.event_history, A.BetPlaced) == A.BetPlaced(0, 2, 5)
    assert t.state.phase == "defend" and t.state.to_act == 2
    t2 = table(*TWO, draw=TWO_DRAW)
    buy_and_keep(t2)
    t2.act("stay")
    assert t2.act("attack", 1)
    assert one(t2.session.event_history, A.BetPlaced) == A.BetPlaced(0, 1, 10)  # 1 soldier


def test_r12_5_an_attack_that_cannot_be_paid_is_refused(table):
    t = table(*TWO, draw=TWO_DRAW, chips=[6, 200])  # 4 chips; the bet is 5
    assert t.session.availability.attack_targets == ()
    plan = t.controller.drag_plan(Zone(BANNER, 0))
    assert plan.ok and set(plan.drops) == {Zone(DISCARD_PILE)}  # folding is still possible
    text = t.refused(lambda: t.controller.drop(plan, Zone(BANNER, 1)), "R12.5: ")
    assert text == "R12.5: You cannot pay for this attack."
    t.refused(lambda: t.controller.attack(1), "R12.5: ")


def test_other_seats_cards_cannot_be_dragged(table):
    t = table(*TWO, draw=TWO_DRAW)
    buy_and_keep(t)  # Ann holds 9c
    t.act("buy")  # Ben buys Tc and is trimming
    t.as_seat(1)
    for zone in (Zone(SOLDIER, 0, C("9c")), Zone(BANNER, 0)):
        plan = t.controller.drag_plan(zone)
        assert plan.refusal == "Only your own cards can be moved."
        t.refused(lambda: t.controller.drop(plan, Zone(DISCARD_PILE)), "Only your own cards")
    plan = t.controller.drag_plan(Zone(PALACE, 1, C("5c")))
    assert plan.refusal == "You cannot move that card."


# --------------------------------------------------------------------------------------------
# The defender answers (R13), raises (R14)


def attacked(table, **kwargs):
    """Ann (no soldiers) attacks Ben for 5; Ben's screen is on."""
    t = table(*TWO, draw=TWO_DRAW, **kwargs)
    t.act("attack", 1)
    t.as_seat(1)
    assert t.state.phase == "defend"
    return t


def test_r13_1_only_fold_call_or_raise_while_attacked(table):
    t = attacked(table)
    availability = t.session.availability
    assert (availability.seat, availability.phase) == (1, "defend")
    assert availability.fold and availability.call and availability.raise_
    assert not (availability.buy or availability.stay or availability.attack)
    t.refused(t.controller.stay, "R13.1: You are attacked: fold, call or raise.")
    t.refused(t.controller.buy, "R13.1: ")
    t.as_seat(0)
    t.refused(t.controller.call, "R7.1: ")  # Ann must wait for Ben's answer


def test_r13_2_defender_calls(table):
    t = attacked(table)
    assert t.session.availability.call_amount == 5
    assert t.session.availability.call_all_in is False
    assert t.controller.call() is True
    assert one(t.session.event_history, A.Called) == A.Called(1, 5, False)
    assert one(t.session.event_history, A.BattleEnded).rule == "R15.7"
    assert t.state.is_over  # two players: the loser is out (R17.1)


def test_r13_3_defender_folds(table):
    t = attacked(table)
    assert t.controller.fold_question() == \
        "Fold and leave 2 chips in the pot? Ann takes your banner and soldiers."
    assert t.controller.fold() is True
    assert one(t.session.event_history, A.Folded) == A.Folded(1, "defend")
    assert one(t.session.event_history, A.BattleEnded).outcome == "defender_folded"


def test_r13_4_defender_short_of_chips_calls_all_in(table):
    t = attacked(table, chips=[200, 5])  # Ben has 3 after the ante; the call is 5
    availability = t.session.availability
    assert availability.call_all_in is True and availability.call_amount == 3
    assert availability.raise_range is None
    t.refused(t.controller.raise_, "R14.6: You cannot pay a raise; you may call all-in.")
    assert t.controller.call() is True
    assert one(t.session.event_history, A.Called) == A.Called(1, 3, True)


def test_r14_2_limit_raise_has_a_fixed_size(table):
    t = attacked(table)
    # Ben has no soldiers: his limit raise is the small bet (R14.2 default).
    assert t.session.availability.raise_range == (5, 5)
    t.refused(lambda: t.controller.raise_(10), "R14.2: In limit the raise has a fixed size.")
    assert t.controller.raise_() is True
    assert one(t.session.event_history, A.Raised) == A.Raised(1, 5, 5)
    assert t.state.phase == "respond" and t.state.to_act == 0
    t.as_seat(0)
    availability = t.session.availability
    assert (availability.phase, availability.call_amount) == ("respond", 5)


def test_r14_2_limit_raise_with_soldiers_is_the_big_bet(table):
    t = table(*TWO, draw=TWO_DRAW)
    buy_and_keep(t)  # Ann
    buy_and_keep(t)  # Ben: one soldier
    t.act("attack", 1)  # Ann: (1 + 1) x 5
    t.as_seat(1)
    assert t.session.availability.call_amount == 10
    assert t.session.availability.raise_range == (10, 10)
    assert t.controller.raise_() is True
    assert of_type(t.session.event_history, A.Raised) == [A.Raised(1, 10, 10)]


def test_r14_3_no_limit_raise_range_and_amounts(table):
    t = attacked(table, structure="no-limit")
    availability = t.session.availability
    # At least BB, at most what is left after the call: 198 - 5.
    assert availability.raise_range == (10, 193)
    t.refused(t.controller.raise_, "R14.3: Choose how much to raise.")
    t.refused(lambda: t.controller.raise_(9), "R14.3: That raise is too small or too large.")
    t.refused(lambda: t.controller.raise_(194), "R14.3: ")
    assert t.controller.raise_(37) is True
    assert one(t.session.event_history, A.Raised) == A.Raised(1, 5, 37)
    t.as_seat(0)
    assert t.session.availability.call_amount == 37
    assert t.session.availability.raise_range == (10, 198 - 5 - 37)


def test_r14_4_no_fourth_raise_in_limit(table):
    t = attacked(table)
    t.act("raise_")  # Ben
    t.act("raise_")  # Ann
    t.act("raise_")  # Ben: the third raise
    t.as_seat(0)
    availability = t.session.availability
    assert availability.call and availability.raise_range is None
    text = t.refused(t.controller.raise_, "R14.4: ")
    assert text == "R14.4: No more raises in this battle."
    assert t.controller.call() is True  # R14.1: the attacker calls the last raise


def test_r14_5_folding_to_a_raise(table):
    t = attacked(table)
    t.act("raise_")  # Ben
    t.as_seat(0)
    assert t.controller.fold() is True
    assert one(t.session.event_history, A.Folded) == A.Folded(0, "respond")
    assert one(t.session.event_history, A.BattleEnded).outcome == "attacker_folded"


# --------------------------------------------------------------------------------------------
# Refusals in general


def test_every_refusal_names_its_rule_and_changes_nothing(table):
    t = table(*TWO, draw=TWO_DRAW, chips=[6, 200])
    attempts = [
        (t.controller.buy, "R8.4"),
        (lambda: t.controller.attack(1), "R12.5"),
        (lambda: t.controller.discard([C("9c")]), "R9.1"),
        (t.controller.call, "R7.2"),
        (lambda: t.controller.raise_(5), "R7.2"),
    ]
    for attempt, rule in attempts:
        text = t.refused(attempt, rule + ": ")
        assert RULE_PREFIX.match(text), text
    # Nothing was recorded: the match still holds only the deal.
    assert t.session.match.hands[-1].actions == []
