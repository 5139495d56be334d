"""What a state remembers of its views between moves (`GameState._shown`), so that the next
view (view.py `make_view`) shares what did not change instead of copying the hand again, and
the parts a view works out only when first read.

Bots and simulations take a view per decision, thousands a second, and from one move to the
next most of a hand stays as it was: one seat's soldiers change, a seat leaves, a palace is
shown. The state's moves tell this object what they change (`soldiers_changed`, `seat_left`,
`palace_seen`, `knowledge_changed`). Everything it hands out is an immutable tuple or
frozenset, so views can share them. A state built without it (its dataclass __init__, a
clone) simply has none yet: the first view makes one.

What a view holds for its viewer alone (the palaces and discards it may see, the battles as
it saw them) costs a loop over the hand: `seen_of` keeps it per viewer while the palaces, what
the viewer knows, the discard pile and the battle records stay as they were (the engine only
appends to the last two, so their length tells). It is worked out when the view is made, never
later: a view may not hold the hidden cards it would need for that.

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

    __slots__ = ("soldiers", "stale_soldiers", "palaces", "known", "bets", "in_hand", "banners",
                 "palaces_seen", "discards_seen", "battles_seen")

    def __init__(self):
        self.in_hand = None  # who is still in, as a tuple
        self.banners = None  # the banners as dealt, as a tuple (they stay all hand)
        self.soldiers = None  # every seat's soldiers, as tuples
        self.stale_soldiers = set()  # seats whose soldiers changed since
        self.palaces = None  # every seat's palace as a tuple, its true cards
        self.known = None  # seer -> the owners whose palace it knows, for seers of any
        self.bets = {}  # seat -> its bet on each player of another suit (legality.py)
        # viewer -> (what it was worked out from..., what the viewer sees): `seen_of`
        self.palaces_seen = {}
        self.discards_seen = {}
        self.battles_seen = {}

    # ----------------------------------------------------------------------------------------
    # What the state's moves change

    def soldiers_changed(self, seat: int) -> None:
        self.stale_soldiers.add(seat)

    def seat_left(self, seat: int) -> None:
        """The seat is out of the hand: its palace and soldiers are gone."""
        self.stale_soldiers.add(seat)
        self.palaces = None
        self.in_hand = None

    def palace_seen(self, seer: int, owner: int) -> None:
        """`seer` now knows `owner`'s palace (R19.2, a called battle)."""
        known = self.known
        if known is not None:
            known[seer] = known.get(seer, _ONLY[seer]) | _ONLY[owner]

    def knowledge_changed(self) -> None:
        """A palace was shown (R19.2, R19.4): who knows which palace, and so which battle
        hands each fighter saw."""
        self.known = None

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

    def palaces_of(self, state) -> tuple:
        """Every palace as a tuple of its true cards (a view hides what its viewer may not
        see when it is read, view.py)."""
        palaces = self.palaces
        if palaces is None:
            palaces = self.palaces = tuple([tuple(p) for p in state.palaces])
        return palaces

    def known_of(self, state, viewer: int) -> frozenset:
        """The owners whose palace `viewer` knows, itself included (R19.1, R19.2, R19.4)."""
        known = self.known
        if known is None:
            known = self.known = _known_owners(state)
        mine = known.get(viewer)
        if mine is None:
            if 0 <= viewer < len(state.names):
                return _ONLY[viewer]
            # No seat (the public view of a replay): the palaces shown to all, if any (R19.4).
            mine = frozenset([viewer] + [h["seat"] for h in state.showdown["hands"]]
                             if state.showdown is not None else [viewer])
        return mine

    def seen_of(self, state, viewer: int, palaces: tuple, known: frozenset) -> tuple:
        """(palaces, discard pile, which discards are public, battles) as `viewer` sees them,
        worked out again only where what they come from changed."""
        got = self.palaces_seen.get(viewer)
        if got is None or got[0] is not palaces or got[1] is not known:
            got = self.palaces_seen[viewer] = (palaces, known, palaces_seen(palaces, known))
        seen_palaces = got[2]
        pile = state.discard_pile
        got = self.discards_seen.get(viewer)
        if got is None or got[0] is not pile or got[1] != len(pile):
            got = self.discards_seen[viewer] = (pile, len(pile), discard_seen(
                pile, state.discard_known, len(pile), viewer))
        discards, public = got[2]
        records = state.battles
        if not records:
            return seen_palaces, discards, public, ()
        got = self.battles_seen.get(viewer)
        if (got is None or got[0] is not records or got[1] != len(records)
                or got[2] is not known):
            got = self.battles_seen[viewer] = (records, len(records), known, battles_seen(
                records, len(records), viewer, known))
        return seen_palaces, discards, public, got[3]


# --------------------------------------------------------------------------------------------
# What a viewer alone may see, from the state's palaces, discard pile and battle records (the
# first `size` of a list the engine only appends to).


def palaces_seen(palaces: tuple, known: frozenset) -> tuple:
    """Every palace as a seat that knows the palaces of `known` sees it (R19.1, R19.2)."""
    return tuple([p if s in known else _HIDDEN[len(p)] for s, p in enumerate(palaces)])


def discard_seen(pile: list, knowledge: list, size: int, viewer: int) -> tuple:
    """(the first `size` cards of the discard pile as `viewer` sees them, which of them
    everyone knows): face down, but a soldier was public before it went there and a palace's
    owner, and whoever saw it, knows its cards."""
    if len(pile) != size:
        pile = pile[:size]
        knowledge = knowledge[:size]
    return (tuple([c if k is None or viewer in k else UNKNOWN for c, k in zip(pile, knowledge)]),
            tuple([k is None for k in knowledge]))


def battles_seen(records: list, size: int, viewer: int, known: frozenset) -> tuple:
    """The first `size` finished battles as `viewer` saw them."""
    return tuple([battle_for(r, viewer, known) for r in records[:size]])


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


def battle_for(record: dict, viewer, known: frozenset) -> dict:
    """A finished battle as the viewer saw it: the outcome for all; a hand only for the two
    fighters, and the opponent's only if its palace was shown to the viewer (R19.2): `known`,
    the owners whose palace the viewer knows when it looks."""
    hands = record.get("hands")
    if hands is None:
        return dict(record)  # a fold: nothing private in it
    result = {k: v for k, v in record.items() if k != "hands"}
    if hands and viewer in (record["attacker"], record["defender"]):
        result["hands"] = [h for h in hands if h["seat"] == viewer or h["seat"] in known]
    return result
