"""Read-only records for views (R19): a view is handed to a bot's thread or process, and soon
over the network, so nothing in it may be a container of the state's, nor one its holder
could change and so change what another view shows.

The quiet round's showdown is a dict in the state (ENGINE_API section 3, and so in the hand
history); in a view it is a `FrozenDict`, its lists tuples. (The battle records are frozen
records of their own: battle_records.py.)
A `FrozenDict` is a dict that refuses every change: it equals the dict it was made from, is
read like one, is written to JSON like one and pickles (a view goes to a bot worker pickled).
"""

from __future__ import annotations

from typing import Any


class FrozenDict(dict):
    """A dict that refuses to change (TypeError, as a tuple's item assignment does)."""

    __slots__ = ()

    def _refuse(self, *args, **kwargs):
        raise TypeError(f"{type(self).__name__} is read-only")

    __setitem__ = __delitem__ = __ior__ = _refuse
    clear = pop = popitem = setdefault = update = _refuse

    def __reduce__(self):
        return (FrozenDict, (dict(self),))


# Values that are already read-only, left as they are without a call (records hold many).
_PLAIN = frozenset([int, str, bool, float, type(None)])


def frozen(value: Any) -> Any:
    """`value` with every dict a `FrozenDict` and every list a tuple, all the way down."""
    if isinstance(value, dict):
        if type(value) is FrozenDict:
            return value
        return FrozenDict({key: item if type(item) in _PLAIN else frozen(item)
                           for key, item in value.items()})
    if isinstance(value, (list, tuple)):
        return tuple([item if type(item) in _PLAIN else frozen(item) for item in value])
    return value
