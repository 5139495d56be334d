"""Qt's Python enums made the quick way the standard library has for its own (issue 43).

PySide makes each Qt type's enums when the type is first used, through `enum`'s functional
API: `Enum(name, [(member, value), ...])`. On Python 3.11 that path checks and wraps every
member on its way in (`_EnumDict.__setitem__`, `_proto_member.__set_name__`): the `Qt`
namespace's 93 enums (`Qt.Key` alone has 471 members) took 19-21 ms, and the 246 enums made
before the dealt table 55-65 ms of CPU, a fifth of the start after the window's frame.

`enum._simple_enum` is the standard library's own way to the same class without those checks
(`http.HTTPStatus`, `re.RegexFlag` are made by it). `make_enums_quickly()` sends the functional
API's plain calls through it: one of the four standard bases, no mixin, a list of
(name, int) pairs with no name twice and none starting with "_". Anything else, and every
class written as a class statement, goes the standard way. The class comes out as the
standard path makes it (its dict, members, order, module and pickling);
tests/test_quick_enums.py compares the two for every enum of QtCore, QtGui and QtWidgets.
"""

from __future__ import annotations

import builtins
import enum
import sys

_STANDARD_CREATE = enum.EnumType._create_
_PLAIN_BASES = (enum.Enum, enum.IntEnum, enum.Flag, enum.IntFlag)
# What each base and its own bases define (`name`, `value`, ...): a member of such a name is the
# standard path's to make. Asked once a member, so kept as a set.
_TAKEN = {base: frozenset(name for kind in base.__mro__ for name in vars(kind))
          for base in _PLAIN_BASES}


def make_enums_quickly() -> None:
    """From now on, in this process. Before PySide is imported: QtCore makes 22 on import."""
    enum.EnumType._create_ = _create_quickly


def made_quickly() -> bool:
    return enum.EnumType._create_ is _create_quickly


def _create_quickly(cls, class_name, names=None, *, module=None, qualname=None, type=None,
                    start=1, boundary=None):
    """`EnumType._create_`, called as it is (by `EnumType.__call__`, so the frame two up is
    the caller's, whose module the standard path takes when none is given). `builtins.type`:
    the parameter `type` is the functional API's mixin."""
    if module is None:
        try:
            module = sys._getframe(2).f_globals["__name__"]
        except (AttributeError, ValueError, KeyError):
            pass  # the standard path makes such a class unpicklable: let it
    members = _plain_members(cls, names, type)
    if members is None or module is None:
        return _STANDARD_CREATE(cls, class_name, names, module=module, qualname=qualname,
                                type=type, start=start, boundary=boundary)
    members["__module__"] = module
    made = enum._simple_enum(cls, boundary=boundary)(builtins.type(class_name, (), members))
    made.__doc__ = None  # as the functional API leaves it (_simple_enum writes a default)
    if qualname is not None:  # (not in a class body's dict: `_simple_enum` cannot see it)
        made.__qualname__ = qualname
    # The members themselves in the class dict, as the standard path leaves them where no
    # base has an attribute of that name: `_simple_enum` leaves a property, and every
    # `Qt.Key.Key_A` would then be a Python call.
    for name, member in made._member_map_.items():
        builtins.type.__setattr__(made, name, member)
    return made


def _plain_members(cls, names, mixin) -> dict | None:
    """The members as a class body, or None when the call is not a plain one."""
    if cls not in _PLAIN_BASES or mixin is not None or builtins.type(names) is not list:
        return None
    members: dict = {}
    taken = _TAKEN[cls]
    for item in names:
        if builtins.type(item) is not tuple or len(item) != 2:
            return None
        name, value = item
        if (builtins.type(name) is not str or builtins.type(value) is not int
                or name.startswith("_") or name in members or name in taken):
            return None  # (a name a base has, such as `name`: the standard path redirects)
        members[name] = value
    return members or None
