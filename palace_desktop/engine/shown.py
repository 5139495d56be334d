"""What a state remembers of its views between moves (`GameState._shown`), so that the next
view (view.py `make_view`) shares what did not change instead of copying the hand again: a
speed trick, what it saves measured in fast_paths.py.

Bots and simulations take a view per decision, thousands a second, and from one move to the
next most of a hand stays as it was: one seat's soldiers change, a seat leaves, a palace is
shown. The state's moves tell this object what they change (`soldiers_changed`, `seat_left`,
`palace_seen`, `knowledge_changed`). Everything it hands out is an immutable tuple or
frozenset (of frozen battle records, battle_records.py; the showdown read-only, frozen.py),
so views can share them. A state built without it (its dataclass __init__, a clone) simply has
none yet: the first view makes one.

What a view holds for its viewer (the palaces and discards it may see, the battles as it saw
them) costs a loop over the hand. Most viewers see the discard pile and the battles as
everyone does: `seen_of` works those out once for all of them, and per viewer only for a seat
that knows a hidden discard or fought a called battle; each is kept while the palaces, what
the viewer knows, the discard pile and the battle records stay as they were (the engine only
appends to the last two, so their length tells, and only the new entries are worked out). It
is all worked out when the view is made, never later: a view may not hold the hidden cards it
would need for that.

What each seat may see is the rule of R19, decided here exactly as the simple code did it
(tests/engine_reference.py `make_view`; tests/test_engine_fast_paths.py compares the two).
"""

from __future__ import annotations

from .battle_records import BattleRecord
from .cards import UNKNOWN
from .frozen import frozen

_HIDDEN = tuple((UNKNOWN,) * size for size in range(60))  # a hidden palace of that size
# The owners whose palace a seat knows when it knows only its own (R1.1: at most 10 seats),
# one value shared by every view, so that this case is found by identity.
ONLY = _ONLY = tuple(frozenset((seat,)) for seat in range(10))
_NOBODY: frozenset = frozenset()
_PUBLIC = tuple((True,) * size for size in range(60))  # `public_discards`' flags, by size
_PRIVATE = tuple((False,) * size for size in range(60))


class Shown:
    """The parts of a state's views worked out so far; None where a move changed them."""

    __slots__ = ("soldiers", "stale_soldiers", "palaces", "known", "bets", "in_hand",
                 "palaces_seen", "discards_seen", "battles_seen", "palaces_hidden",
                 "public_discards", "battles_outside", "fields", "battle_view", "listed", "showdown")

    def __init__(self):
        self.in_hand = None  # who is still in, as a tuple
        self.soldiers = None  # every seat's soldiers, as tuples
        self.stale_soldiers = set()  # seats whose soldiers changed since
        self.palaces = None  # every seat's palace as a tuple, its true cards
        self.known = None  # seat -> the owners whose palace it knows (`known_of`), every seat
        self.bets = {}  # seat -> its bets on the players of another suit (legality.py)
        # viewer -> (what it was worked out from..., what the viewer sees): `seen_of`
        self.palaces_seen = {}
        self.discards_seen = {}
        self.battles_seen = {}
        self.palaces_hidden = None  # (palaces, every palace hidden, as a list)
        self.public_discards = None  # `public_discards`
        self.battles_outside = None  # `battles_outside`
        self.fields = None  # every field of a view, those kept here up to date (view.py)
        self.battle_view = None  # (battle, owed, raises, its BattleView)
        # The legal actions last listed for the seat to act (view.py), until the next move:
        # `GameState.apply` need not check again an action that is one of them (the same
        # object), for the state they were listed for has not changed since.
        self.listed = None
        self.showdown = None  # (the state's showdown, its read-only copy): `showdown_of`

    # ----------------------------------------------------------------------------------------
    # What the state's moves change

    def soldiers_changed(self, seat: int) -> None:
        self.stale_soldiers.add(seat)

    def seat_left(self, seat: int) -> None:
        """The seat is out of the hand: its palace and soldiers are gone. The palaces (and
        every palace hidden) are the same but for its own, now empty: only that one changes
        (a palace changes only so)."""
        self.stale_soldiers.add(seat)
        self.in_hand = None
        palaces = self.palaces
        if palaces is not None and palaces[seat]:
            fresh = list(palaces)
            fresh[seat] = ()
            palaces = self.palaces = tuple(fresh)
            hidden = self.palaces_hidden
            if hidden is not None:
                hidden[1][seat] = ()  # a list nobody else holds (`_palaces_seen` copies it)
                self.palaces_hidden = (palaces, hidden[1])

    def discarded(self, pile: list, cards, known) -> None:
        """`cards` went to the end of the discard pile `pile`, known to `known` (None:
        everyone): the pile as everyone sees it (`public_discards`) grows by them, one batch
        at a time, without going over the pile again when read."""
        public = self.public_discards
        if public is None:
            return
        size = len(cards)
        if public[0] is not pile or public[1] + size != len(pile) or size >= len(_HIDDEN):
            self.public_discards = None  # worked out again when read
        elif known is None:
            self.public_discards = (pile, public[1] + size, public[2] + _PUBLIC[size],
                                    public[3] + tuple(cards), public[4])
        else:
            self.public_discards = (pile, public[1] + size, public[2] + _PRIVATE[size],
                                    public[3] + _HIDDEN[size], public[4] | known)

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

    def showdown_of(self, state):
        """The state's showdown (R19.4), read-only (frozen.py), made once for every view."""
        showdown = state.showdown
        got = self.showdown
        if got is None or got[0] is not showdown:
            got = self.showdown = (showdown, frozen(showdown))
        return got[1]

    def known_of(self, state, viewer: int) -> frozenset:
        """The owners whose palace `viewer` knows, itself included (R19.1, R19.2, R19.4)."""
        known = self.known
        if known is None:
            known = self.known = _known_owners(state)
            for seat in range(min(len(state.names), len(_ONLY))):
                if seat not in known:
                    known[seat] = _ONLY[seat]
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
        worked out again only where what they come from changed.

        Most viewers know no hidden card of the discard pile and fought no called battle:
        they see the pile and the battles as everyone does, worked out once for all of them.
        The discard pile and the battle records only grow (until R8.3 makes a new discard
        pile), so what was worked out for fewer entries is kept and only the new ones are
        added."""
        got = self.palaces_seen.get(viewer)
        if got is None or got[0] is not palaces or got[1] is not known:
            got = self.palaces_seen[viewer] = (palaces, known,
                                               self._palaces_seen(palaces, viewer, known))
        pile = state.discard_pile
        seen_palaces = got[2]
        size = len(pile)
        public = self.public_discards
        if public is None or public[0] is not pile or public[1] != size:
            public = self.public_discards = public_discards(public, pile, size,
                                                            state.discard_known)
        if viewer in public[4]:  # it knows a hidden card of the pile
            got = self.discards_seen.get(viewer)
            if got is None or got[0] is not pile or got[1] != size:
                got = self.discards_seen[viewer] = discard_seen(got, pile, size,
                                                                state.discard_known, viewer)
            discards = got[2]
        else:
            discards = public[3]
        records = state.battles
        if not records:
            return seen_palaces, discards, public[2], ()
        size = len(records)
        outside = self.battles_outside
        if outside is None or outside[0] is not records or outside[1] != size:
            outside = self.battles_outside = battles_outside(outside, records, size)
        if viewer not in outside[3]:  # it fought no called battle
            return seen_palaces, discards, public[2], outside[2]
        got = self.battles_seen.get(viewer)
        if got is None or got[0] is not records or got[1] != size or got[3] is not known:
            got = self.battles_seen[viewer] = (records, size, battles_seen(
                records, size, viewer, known, outside), known)
        return seen_palaces, discards, public[2], got[2]

    def _palaces_seen(self, palaces: tuple, viewer: int, known: frozenset) -> tuple:
        """`palaces_seen`; for a viewer that knows only its own palace (most of them, most
        of the time), every palace hidden (worked out once for all viewers) but its own."""
        if not 0 <= viewer < len(_ONLY) or known is not _ONLY[viewer]:
            return palaces_seen(palaces, known)
        hidden = self.palaces_hidden
        if hidden is None or hidden[0] is not palaces:
            hidden = self.palaces_hidden = (palaces, [_HIDDEN[len(p)] for p in palaces])
        seen = hidden[1][:]
        seen[viewer] = palaces[viewer]
        return tuple(seen)


# --------------------------------------------------------------------------------------------
# What a viewer alone may see, from the state's palaces, discard pile and battle records (the
# first `size` of a list the engine only appends to).


def palaces_seen(palaces: tuple, known: frozenset) -> tuple:
    """Every palace as a seat that knows the palaces of `known` sees it (R19.1, R19.2)."""
    return tuple([p if s in known else _HIDDEN[len(p)] for s, p in enumerate(palaces)])


def discard_seen(got, pile: list, size: int, knowledge: list, viewer: int) -> tuple:
    """(pile, size, the first `size` cards of the discard pile as `viewer` sees them): face
    down, but a soldier was public before it went there and a palace's owner, and whoever saw
    it, knows its cards. `got`: the same for fewer cards of the same pile, or None."""
    done = got[1] if got is not None and got[0] is pile and got[1] < size else 0
    seen = tuple([c if k is None or viewer in k else UNKNOWN
                  for c, k in zip(pile[done:size], knowledge[done:size])])
    return pile, size, got[2] + seen if done else seen


def public_discards(got, pile: list, size: int, knowledge: list) -> tuple:
    """(pile, size, which of the first `size` cards of the discard pile everyone knows, those
    cards as everyone sees them, the seats that know some of the others), from `got` as
    `discard_seen` does."""
    done = got[1] if got is not None and got[0] is pile and got[1] < size else 0
    knowledge = knowledge[done:size]
    public = tuple([k is None for k in knowledge])
    cards = tuple([c if k is None else UNKNOWN for c, k in zip(pile[done:size], knowledge)])
    knowers = frozenset().union(*[k for k in knowledge if k])
    if done:
        return pile, size, got[2] + public, got[3] + cards, got[4] | knowers
    return pile, size, public, cards, knowers


def battles_outside(got, records: list, size: int) -> tuple:
    """(records, size, the first `size` finished battles as a seat that fought in none of
    their called battles saw them, the seats that fought in one, each record's hands or
    None), from `got` for fewer records of the same list, or None."""
    done = got[1] if got is not None and got[0] is records and got[1] < size else 0
    new = records[done:size]
    seen = tuple([r.without_hands() for r in new])
    fighters = frozenset([seat for r in new if r.hands for seat in (r.attacker, r.defender)])
    hands = tuple([r.hands or None for r in new])
    if done:
        return records, size, got[2] + seen, got[3] | fighters, got[4] + hands
    return records, size, seen, fighters, hands


def battles_seen(records: list, size: int, viewer: int, known: frozenset,
                 outside: tuple) -> tuple:
    """The first `size` finished battles as `viewer` saw them, from `outside` (what
    `battles_outside` gives): those it did not fight in as a seat that fought none of their
    called battles saw them, shared from there; its own called battles with the hands it
    saw (R19.2)."""
    result = []
    for r, seen, hands in zip(records[:size], outside[2], outside[4]):
        if hands and viewer in (r.attacker, r.defender):
            seen = BattleRecord(r.attacker, r.defender, r.outcome,
                                tuple([h for h in hands if h.seat == viewer or h.seat in known]))
        result.append(seen)
    return tuple(result)


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
