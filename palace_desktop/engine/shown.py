"""What a state remembers of its views between moves (`GameState._shown`), so that the next
view (view.py `make_view`) shares what did not change instead of copying the hand again.

Bots and simulations take a view per decision, thousands a second, and from one move to the
next most of a hand stays as it was: one seat's soldiers change, a few cards reach the
discard pile, a battle ends. The state's moves tell this object what they change
(`soldiers_changed`, `seat_left`, `knowledge_changed`, `draw_known_changed`); the discard
pile and the battle records only grow, so what arrived since is read from them. Everything
it hands out is an immutable tuple or frozenset (a battle record's dict, as before, one per
record), so views can share them. A state built without it (its dataclass __init__, a
clone) simply has none yet: the first view makes one.

What each seat may see is the rule of R19, decided here exactly as the simple code did it
(tests/engine_reference.py `make_view`; tests/test_engine_fast_paths.py compares the two).
"""

from __future__ import annotations

from .cards import UNKNOWN

_HIDDEN = tuple((UNKNOWN,) * size for size in range(60))  # a hidden palace of that size
_ONLY = tuple(frozenset((seat,)) for seat in range(10))  # R1.1: at most 10 seats
_NOBODY: frozenset = frozenset()


class Shown:
    """The parts of a state's views worked out so far; None where a move changed them."""

    __slots__ = ("soldiers", "stale_soldiers", "hidden_palaces", "known", "discard_pile",
                 "discard_all", "discard_public", "discard_knowers", "discard_own",
                 "battle_records", "public_battles", "fighters", "own_battles", "draw_known",
                 "bets", "palaces_seen")

    def __init__(self):
        self.soldiers = None  # every seat's soldiers, as tuples
        self.stale_soldiers = set()  # seats whose soldiers changed since
        self.hidden_palaces = None  # every palace as a seat that does not know it sees it
        self.known = None  # seer -> the owners whose palace it knows, for seers of any
        self.palaces_seen = {}  # viewer -> (the palaces as it sees them, the owners it knows)
        # The discard pile as everyone sees it, which of its cards are public, the seats that
        # know a face-down card there (its own folded palace, one it saw) and their own
        # views of it; kept with the list they describe (R8.3 replaces it) and extended by
        # what arrived since.
        self.discard_pile = None
        self.discard_all = self.discard_public = ()
        self.discard_knowers = _NOBODY
        self.discard_own = {}
        # The finished battles as a seat that fought none of the called ones sees them, the
        # seats that fought one, and those seats' own views; kept with the records' list.
        self.battle_records = None
        self.public_battles = ()
        self.fighters = _NOBODY
        self.own_battles = {}
        self.draw_known = {}  # viewer -> (its known draw-pile cards, the public ones)
        self.bets = {}  # seat -> its bet on each player of another suit (legality.py)

    # ----------------------------------------------------------------------------------------
    # What the state's moves change

    def soldiers_changed(self, seat: int) -> None:
        self.stale_soldiers.add(seat)

    def seat_left(self, seat: int) -> None:
        """The seat is out of the hand: its palace and soldiers are gone."""
        self.stale_soldiers.add(seat)
        self.hidden_palaces = None
        self.palaces_seen = {}

    def knowledge_changed(self) -> None:
        """A palace was shown (R19.2, R19.4): who knows which palace, and so which battle
        hands each fighter saw."""
        self.known = None
        self.palaces_seen = {}
        self.own_battles = {}

    def draw_known_changed(self) -> None:
        self.draw_known = {}

    # ----------------------------------------------------------------------------------------
    # What a view shows

    def soldiers_of(self, state) -> tuple:
        soldiers = self.soldiers
        if soldiers is None:
            self.stale_soldiers.clear()
            soldiers = self.soldiers = tuple([tuple(s) for s in state.soldiers])
        elif self.stale_soldiers:
            fresh = list(soldiers)
            for seat in self.stale_soldiers:
                fresh[seat] = tuple(state.soldiers[seat])
            self.stale_soldiers.clear()
            soldiers = self.soldiers = tuple(fresh)
        return soldiers

    def palaces_of(self, state, viewer: int) -> tuple:
        """(the palaces as `viewer` sees them, the owners whose palace it knows)."""
        seen = self.palaces_seen.get(viewer)
        if seen is None:
            seen = self.palaces_seen[viewer] = self._palaces_for(state, viewer)
        return seen

    def _palaces_for(self, state, viewer: int) -> tuple:
        hidden = self.hidden_palaces
        if hidden is None:
            hidden = self.hidden_palaces = tuple([_HIDDEN[len(p)] for p in state.palaces])
        known = self.known
        if known is None:
            known = self.known = _known_owners(state)
        mine = known.get(viewer)
        if mine is None:
            if 0 <= viewer < len(hidden):  # its own palace only, the others hidden (R19.1)
                return (hidden[:viewer] + (tuple(state.palaces[viewer]),) + hidden[viewer + 1:],
                        _ONLY[viewer])
            # No seat (the public view of a replay): the palaces shown to all, if any (R19.4).
            mine = frozenset([viewer] + [h["seat"] for h in state.showdown["hands"]]
                             if state.showdown is not None else [viewer])
        palaces = state.palaces
        return tuple([tuple(palaces[s]) if s in mine else h
                      for s, h in enumerate(hidden)]), mine

    def discard_of(self, state, viewer: int) -> tuple:
        """(the discard pile as `viewer` sees it, which of its cards everyone knows). The
        engine only appends to the pile, so what was worked out for it stays true and only
        the cards that arrived since are looked at."""
        pile = state.discard_pile
        done = len(self.discard_all)
        if self.discard_pile is not pile or done > len(pile):
            self.discard_pile = pile
            self.discard_all = self.discard_public = ()
            self.discard_knowers = _NOBODY
            self.discard_own = {}
            done = 0
        if done < len(pile):
            arrived = pile[done:]
            knowledge = state.discard_known[done:]
            self.discard_all += tuple([c if k is None else UNKNOWN
                                       for c, k in zip(arrived, knowledge)])
            self.discard_public += tuple([k is None for k in knowledge])
            knowers = [k for k in knowledge if k]
            if knowers:
                self.discard_knowers = self.discard_knowers.union(*knowers)
        if viewer not in self.discard_knowers:
            return self.discard_all, self.discard_public
        own = self.discard_own.get(viewer, ())
        if len(own) < len(pile):
            done = len(own)
            own = self.discard_own[viewer] = own + tuple([
                card if k is None or viewer in k else UNKNOWN
                for card, k in zip(pile[done:], state.discard_known[done:])])
        return own, self.discard_public

    def battles_of(self, state, viewer: int) -> tuple:
        """The finished battles as `viewer` saw them: the outcome for all; a hand only for
        the two fighters, and the opponent's only if its palace was shown to the viewer."""
        records = state.battles
        if self.battle_records is not records or len(self.public_battles) > len(records):
            self.battle_records = records
            self.public_battles = ()
            self.fighters = _NOBODY
            self.own_battles = {}
        done = len(self.public_battles)
        if done < len(records):
            arrived = records[done:]
            fighters = set(self.fighters)
            for record in arrived:
                if record.get("hands"):
                    fighters.update((record["attacker"], record["defender"]))
            self.fighters = frozenset(fighters)
            self.public_battles += tuple([battle_for(r, None, state) for r in arrived])
            self.own_battles = {}
        if viewer not in self.fighters:
            return self.public_battles
        own = self.own_battles.get(viewer)
        if own is None:
            own = self.own_battles[viewer] = tuple([battle_for(r, viewer, state)
                                                    for r in records])
        return own

    def draw_known_of(self, state, viewer: int) -> tuple:
        """(the cards `viewer` knows are in the draw pile, those everyone knows are)."""
        draw_known = state.draw_known
        if not draw_known:
            return _NOBODY, _NOBODY
        seen = self.draw_known.get(viewer)
        if seen is None:
            seen = self.draw_known[viewer] = (
                frozenset([c for c, k in draw_known.items() if k is None or viewer in k]),
                frozenset([c for c, k in draw_known.items() if k is None]))
        return seen


def _known_owners(state) -> dict:
    """Seer -> the owners whose palace it knows (itself included), for each seat that knows
    another's: `state.knows_palace` asked once for all (R19.2, R19.4)."""
    known: dict = {}
    for seer, owner in state.revealed:
        if seer != owner:
            known.setdefault(seer, {seer}).add(owner)
    if state.showdown is not None:
        shown = {h["seat"] for h in state.showdown["hands"]}
        for seer in range(len(state.names)):
            if not shown <= {seer}:
                known.setdefault(seer, {seer}).update(shown)
    return {seer: frozenset(owners) for seer, owners in known.items()}


def battle_for(record: dict, viewer, state) -> dict:
    """A finished battle as the viewer saw it: the outcome for all; a hand only for the two
    fighters, and the opponent's only if its palace was shown to the viewer (R19.2)."""
    hands = record.get("hands")
    if hands is None:
        return dict(record)  # a fold: nothing private in it
    result = {k: v for k, v in record.items() if k != "hands"}
    if hands and viewer in (record["attacker"], record["defender"]):
        result["hands"] = [h for h in hands
                           if h["seat"] == viewer or (viewer, h["seat"]) in state.revealed]
    return result
