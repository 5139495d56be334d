"""Qt's Python enums made the quick way the standard library has for its own (issue 43).

PySide makes each Qt type's enums when the type is first used, through `enum`'s functional
API: `Enum(name, [(member, value), ...])`. On Python 3.11 that path checks and wraps every
member on its way in (`_EnumDict.__setitem__`, `_proto_member.__set_name__`): the `Qt`
namespace's 93 enums (`Qt.Key` alone has 471 members) took 19-21 ms, and the 246 enums made
before the dealt table 55-65 ms of CPU, a fifth of the start after the window's frame.

`enum._simple_enum` is the standard library's own way to the same class without those checks
(`http.HTTPStatus`, `re.RegexFlag` are made by it). Here its steps are written out: the class
made in one step (`_new_class`), and the members with the member itself put in the class dict
(`_add_members`).
`make_enums_quickly()` sends the functional API's plain calls this way: one of the four
standard bases, no mixin, a list of (name, int) pairs with no name twice, none starting with
"_" and none a base's attribute. Anything else, and every class written as a class
statement, goes the standard way. The class comes out as the standard path makes it (its
dict, members, order, module and pickling); tests/test_quick_enums.py compares the two for
every enum of QtCore, QtGui and QtWidgets.
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


# The standard library's enum internals this module follows are those of Python 3.11 (the
# Python of Debian 12): 3.12 and 3.13 make the class otherwise (`_generate_next_value_`, for
# one), and there the standard path is kept.
CHECKED_PYTHON = (3, 11)


def make_enums_quickly() -> None:
    """From now on, in this process (on the Python it was checked on). Before PySide is
    imported: QtCore makes 22 enums on import."""
    if sys.version_info[:2] == CHECKED_PYTHON:
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
    made = _new_class(cls, class_name, module, qualname, boundary)
    _add_members(made, members)
    return made


def _new_class(base, class_name: str, module: str, qualname, boundary):
    """The class `_simple_enum(base, boundary=boundary)` makes of a plain class holding only
    `__module__`, in one step: not the plain class first (~8 us), nor its dict read back,
    nor the four methods it asks the new class for and sets through `EnumType.__setattr__`
    (which ones it sets depends on the base alone: `_MIXIN_METHODS`). Without members; the
    doc is None, as the functional API leaves it."""
    new_member = base._member_type_.__new__
    body = {
        "_new_member_": new_member,
        "_use_args_": base._use_args_,
        "_generate_next_value_": base._generate_next_value_,
        "_member_names_": [],
        "_member_map_": {},
        "_value2member_map_": {},
        "_unhashable_values_": [],
        "_member_type_": base._member_type_,
        "_value_repr_": base._value_repr_,
    }
    if issubclass(base, enum.Flag):
        body.update(_boundary_=boundary or base._boundary_, _flag_mask_=None, _all_bits_=None,
                    _singles_mask_=None, _inverted_=None, **_FLAG_OPERATORS)
    body["__module__"] = module
    body["__doc__"] = None
    if qualname is not None:
        body["__qualname__"] = qualname
    body.update(_MIXIN_METHODS[base])
    made = enum.EnumType.__new__(enum.EnumType, class_name, (base,), body, boundary=boundary,
                                 _simple=True)
    builtins.type.__setattr__(made, "__new__", enum.Enum.__new__)
    return made


def _mixin_methods(base) -> dict:
    """What `_simple_enum` sets on a class of `base` after making it: each of these methods
    that `base` takes from its data type or from `object` is set to `base`'s own."""
    member_type = base._member_type_
    found = {}
    for name in ("__repr__", "__str__", "__format__", "__reduce_ex__"):
        method = getattr(base, name)
        if method in (getattr(member_type, name), getattr(object, name)):
            found[name] = method
    return found


_MIXIN_METHODS = {base: _mixin_methods(base) for base in _PLAIN_BASES}
_FLAG_OPERATORS = {name: getattr(enum.Flag, name) for name in
                   ("__or__", "__xor__", "__and__", "__ror__", "__rxor__", "__rand__",
                    "__invert__")}


def _add_members(made, members: dict) -> None:
    """`_simple_enum`'s members, made as it makes them, but the member itself put in the
    class dict, as the standard path leaves it where no base has an attribute of that name
    (`_simple_enum` puts a property there, through which every `Qt.Key.Key_A` would be a
    Python call). `made` was made without members; a Flag's masks are set here."""
    new_member, use_args = made._new_member_, made._use_args_
    member_map, value_map, member_names = (made._member_map_, made._value2member_map_,
                                           made._member_names_)
    put = builtins.type.__setattr__  # (not EnumType's, which asks whether a member exists)
    plain_init = made.__init__ is enum.Enum.__init__  # (which does nothing)
    flag = issubclass(made, enum.Flag)
    single_bits = multi_bits = 0
    for name, value in members.items():
        member = value_map.get(value)
        if member is not None:  # an alias of the member of that value
            put(made, name, member)
            member_map[name] = member
            continue
        member = new_member(made, value) if use_args else new_member(made)
        # One update of its dict, not four attributes set: the standard path's four names.
        member.__dict__.update(_value_=value, _name_=name, __objclass__=made,
                               _sort_order_=len(member_names))
        if not plain_init:
            member.__init__(value)
        put(made, name, member)
        member_map[name] = member
        value_map[value] = member
        if not flag:
            member_names.append(name)
        elif enum._is_single_bit(value):  # a Flag lists its one-bit members
            member_names.append(name)
            single_bits |= value
        else:
            multi_bits |= value
    if flag:
        made._flag_mask_ = single_bits | multi_bits
        made._singles_mask_ = single_bits
        made._all_bits_ = 2 ** ((single_bits | multi_bits).bit_length()) - 1
        values = [member._value_ for member in made]
        if values != sorted(values):
            made._iter_member_ = made._iter_member_by_def_


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
