"""`record`: `dataclasses.dataclass` for the app's own classes, made without compiling code.

On Python 3.11 a dataclass compiles each method it writes from source text, at every start of
the app: `__init__`, `__repr__`, `__eq__`, `__hash__`, a frozen class's `__setattr__` and
`__delattr__`, `order`'s four. About 0.1 ms each, so 0.5-0.7 ms a class, and some eighty
classes are made before the dealt table (issue 43). A record is the same dataclass (its
`fields()`, `replace()`, `asdict()`, `__match_args__` and `__dataclass_params__` are the
dataclass's) whose methods do what the dataclass's would, but only `__init__` is compiled,
once for each shape of class (`_init`):
`__eq__`, `__hash__`, `__repr__`, the ordering and the frozen refusals are closures over the
class's field names, of functions written once here (making a closure compiles nothing). A
frozen record's `__init__` fills the instance dict directly, where the dataclass's calls
`object.__setattr__` once per field: faster (the bots make actions, events and views in
their searches).

`record(...)` takes `dataclass`'s arguments but `slots` and `weakref_slot`, and no `InitVar`
field (none is used). The classes made on the way to the dealt table's first frame are
records, and the engine's; the window's first frame and the table's layout import this
module alone of the engine (tests/test_startup.py, tests/test_layout.py). Classes made later
(dialogs, the bots' settings, the network) keep `dataclass`, where its compiling costs
nobody a wait. tests/test_records.py checks each record class against the plain dataclass
of the same declaration.
"""

from __future__ import annotations

import abc
import copy
import dataclasses
import inspect
import operator
import sys
from _thread import get_ident
from dataclasses import MISSING, FrozenInstanceError
from operator import attrgetter
from types import FunctionType, MemberDescriptorType

from .record_inits import TEMPLATES as KEPT_TEMPLATES


class _FactoryDefault:
    """The default of a field that has a `default_factory` in `__init__`'s signature."""

    def __repr__(self):
        return "<factory>"  # as the dataclass's signature shows it


_FACTORY = _FactoryDefault()
_SELF_DICT = "_record_dict_"  # the frozen __init__'s local for the instance dict
# __init__ source with placeholders -> its code (_init): those of the app's records come
# compiled with engine/record_inits.py (tools/record_inits.py writes it); others are compiled
# when first asked for, and listed in `compiled_here`.
_templates: dict[str, object] = dict(KEPT_TEMPLATES)
asked: set[str] = set()  # every template source asked for (what tools/record_inits.py keeps)
compiled_here: list[str] = []


def record(cls=None, /, *, init=True, repr=True, eq=True, order=False, unsafe_hash=False,
           frozen=False, match_args=True, kw_only=False):
    """`dataclass(cls, ...)`, its methods made without compiling (module doc)."""

    def wrap(cls):
        return _make(cls, init, repr, eq, order, unsafe_hash, frozen, match_args, kw_only)

    return wrap if cls is None else wrap(cls)


def _make(cls, init, repr, eq, order, unsafe_hash, frozen, match_args, kw_only):
    _refuse_initvars(cls)
    frozen_bases = [b for b in cls.__mro__[1:]
                    if "__dataclass_params__" in b.__dict__ and b.__dataclass_params__.frozen]
    if any(hasattr(b, "__dataclass_fields__") for b in cls.__mro__[1:]):
        if frozen_bases and not frozen:
            raise TypeError("cannot inherit non-frozen dataclass from a frozen one")
        if not frozen_bases and frozen:
            raise TypeError("cannot inherit frozen dataclass from a non-frozen one")
    if order and not eq:
        raise ValueError("eq must be true if order is true")
    class_hash = cls.__dict__.get("__hash__", MISSING)
    explicit_hash = not (class_hash is MISSING or (class_hash is None and "__eq__" in cls.__dict__))
    if unsafe_hash and explicit_hash:
        raise TypeError(f"Cannot overwrite attribute __hash__ in class {cls.__name__}")
    documented = bool(cls.__dict__.get("__doc__"))
    if not documented:
        cls.__doc__ = "-"  # for now: the dataclass would write one from a signature not yet made

    kinds = _field_kinds(cls)
    if kinds is not None:
        _make_fields(cls, kinds, kw_only, match_args)
        cls.__dataclass_params__ = dataclasses._DataclassParams(init, repr, eq, order,
                                                                unsafe_hash, frozen)
    else:
        # The dataclass makes the fields and checks them; it is told the class is not frozen
        # (the frozen bases too, for that call), or it would compile the frozen class's two
        # refusals.
        kept = [(base, base.__dataclass_params__) for base in frozen_bases]
        for base in frozen_bases:
            type.__setattr__(base, "__dataclass_params__", _params(base, frozen=False))
        try:
            dataclasses.dataclass(cls, init=False, repr=False, eq=False, order=False,
                                  unsafe_hash=False, frozen=False, match_args=match_args,
                                  kw_only=kw_only)
        finally:
            for base, params in kept:
                type.__setattr__(base, "__dataclass_params__", params)
        cls.__dataclass_params__ = _params(cls, init=init, repr=repr, eq=eq, order=order,
                                           unsafe_hash=unsafe_hash, frozen=frozen)

    fields = dataclasses.fields(cls)
    made = {}
    if init:
        made["__init__"] = _init(cls, fields, frozen)
    if repr:
        made["__repr__"] = _repr(tuple(f.name for f in fields if f.repr))
    compared = _values([f.name for f in fields if f.compare])
    if eq:
        made["__eq__"] = _eq(compared)
    for name, method in made.items():
        _set_new(cls, name, _named(method, cls, name))
    if order:
        for name in ("__lt__", "__le__", "__gt__", "__ge__"):
            method = _named(_comparison(compared, getattr(operator, name)), cls, name)
            if _set_new(cls, name, method):
                raise TypeError(f"Cannot overwrite attribute {name} in class {cls.__name__}. "
                                "Consider using functools.total_ordering")
    if frozen:
        names = tuple(f.name for f in fields)
        for name, method in (("__setattr__", _refuse_setattr(cls, names)),
                             ("__delattr__", _refuse_delattr(cls, names))):
            if _set_new(cls, name, _named(method, cls, name)):
                raise TypeError(f"Cannot overwrite attribute {name} in class {cls.__name__}")
    if unsafe_hash or (eq and frozen and not explicit_hash):
        hashed = _values([f.name for f in fields if (f.compare if f.hash is None else f.hash)])
        cls.__hash__ = _named(_hash(hashed), cls, "__hash__")
    elif eq and not frozen and not explicit_hash:
        cls.__hash__ = None
    if not documented:
        try:
            signature = str(inspect.signature(cls)).replace(" -> None", "")
        except (TypeError, ValueError):
            signature = ""
        cls.__doc__ = cls.__name__ + signature
    return cls


# --------------------------------------------------------------------------------------------
# The fields: made as the dataclass makes them, where every annotation is a plain one


def _field_kinds(cls):
    """For each annotation of `cls`, in order, whether the dataclass would take it for a
    `ClassVar` (True) or a plain field (False), read as its own test reads it (`_is_type`,
    three times a field: ~8 us); None where `_make_fields` leaves the class to the dataclass:
    not on the Python whose `dataclasses` it follows (3.11), an annotation that is not a string
    (the app's modules have `from __future__ import annotations`), an `InitVar`, `KW_ONLY`, or
    a name looked up in `typing` or `dataclasses` written with its module."""
    module = sys.modules.get(cls.__module__)
    if sys.version_info[:2] != (3, 11) or module is None:
        return None
    namespace = module.__dict__
    typing = sys.modules.get("typing")
    class_var = typing.ClassVar if typing is not None else None
    kinds = []
    for annotation in cls.__dict__.get("__annotations__", {}).values():
        if type(annotation) is not str:
            return None
        match = dataclasses._MODULE_IDENTIFIER_RE.match(annotation)
        if match is None:
            kinds.append(False)  # (the dataclass's test takes it as a plain type too)
            continue
        if match.group(1) is not None:  # "module.Name": looked up in that module
            if namespace.get(match.group(1)) in (typing, dataclasses):
                return None
            kinds.append(False)
            continue
        named = namespace.get(match.group(2))
        if named is class_var and named is not None:
            kinds.append(True)
        elif (named is dataclasses.InitVar or type(named) is dataclasses.InitVar
              or named is dataclasses.KW_ONLY or getattr(named, "__origin__", None) is not None
              and named.__origin__ in (class_var, dataclasses.InitVar)):
            return None
        else:
            kinds.append(False)
    return kinds


def _make_fields(cls, kinds: list, kw_only: bool, match_args: bool) -> None:
    """What `dataclass(cls, init=False, repr=False, eq=False, ...)` does to a class whose
    annotations `_field_kinds` has read: its fields (`ClassVar`s among them, as pseudo-fields),
    its bases' first, the defaults as class attributes, the same refusals, `__match_args__`.
    The caller sets `__dataclass_params__`."""
    fields = {}
    for base in cls.__mro__[-1:0:-1]:
        base_fields = getattr(base, "__dataclass_fields__", None)
        if base_fields is not None:
            for f in base_fields.values():
                fields[f.name] = f
    annotations = cls.__dict__.get("__annotations__", {})
    own = []
    for (name, annotation), class_var in zip(annotations.items(), kinds):
        default = getattr(cls, name, MISSING)
        if isinstance(default, dataclasses.Field):
            f = default
        else:
            if isinstance(default, MemberDescriptorType):
                default = MISSING
            f = dataclasses.field(default=default)
        f.name = name
        f.type = annotation
        if class_var:
            f._field_type = dataclasses._FIELD_CLASSVAR
            if f.default_factory is not MISSING:
                raise TypeError(f"field {f.name} cannot have a default factory")
            if f.kw_only is not MISSING:
                raise TypeError(f"field {f.name} is a ClassVar but specifies kw_only")
        else:
            f._field_type = dataclasses._FIELD
            if f.kw_only is MISSING:
                f.kw_only = kw_only
            if f.default.__class__.__hash__ is None:
                raise ValueError(f"mutable default {type(f.default)} for field {f.name} is "
                                 "not allowed: use default_factory")
        own.append(f)
    for f in own:
        fields[f.name] = f
        if isinstance(getattr(cls, f.name, None), dataclasses.Field):
            if f.default is MISSING:
                delattr(cls, f.name)
            else:
                setattr(cls, f.name, f.default)
    for name, value in cls.__dict__.items():
        if isinstance(value, dataclasses.Field) and name not in annotations:
            raise TypeError(f"{name!r} is a field but has no type annotation")
    cls.__dataclass_fields__ = fields
    if match_args and "__match_args__" not in cls.__dict__:
        cls.__match_args__ = tuple(f.name for f in fields.values()
                                   if f._field_type is dataclasses._FIELD and f.init
                                   and not f.kw_only)
    abc.update_abstractmethods(cls)


def _refuse_initvars(cls):
    annotations = [cls.__dict__.get("__annotations__", {})] + [
        {f.name: f.type for f in getattr(b, "__dataclass_fields__", {}).values()}
        for b in cls.__mro__[1:]]
    for names in annotations:
        for kind in names.values():
            if "InitVar" in (kind if isinstance(kind, str) else getattr(kind, "__name__", "")):
                raise TypeError(f"{cls.__name__}: a record takes no InitVar (use dataclass)")


def _params(cls, **flags):
    """A copy of `cls`'s `__dataclass_params__` with `flags` changed (for the classes left to
    the dataclass: `_make_fields` makes the others' parameters whole)."""
    params = copy.copy(cls.__dataclass_params__)
    for name, value in flags.items():
        setattr(params, name, value)
    return params


def _set_new(cls, name, value) -> bool:
    """As the dataclass does: set `name` unless the class defines it; True if it does."""
    if name in cls.__dict__:
        return True
    setattr(cls, name, value)
    return False


def _values(names: list[str]):
    """obj -> the tuple of these attributes of obj (what a dataclass compares or hashes)."""
    if len(names) > 1:
        return attrgetter(*names)
    if names:
        get = attrgetter(names[0])
        return lambda obj: (get(obj),)
    return lambda obj: ()


def _named(method, cls, name):
    method.__qualname__ = f"{cls.__qualname__}.{name}"
    return method


# --------------------------------------------------------------------------------------------
# __init__: compiled once for each shape of class, then renamed for each class


def _init(cls, fields, frozen: bool):
    """The dataclass's `__init__` for `cls` (a frozen one fills the instance dict directly).

    Its source names the fields `_f0`, `_f1`... by their place, so that classes of one shape
    (which fields are keyword-only, have a default factory, are left out; frozen or not; a
    `__post_init__` or not) share a compiled template: a class's `__init__` is the template's
    code with its own field names put in (`code.replace`), which costs no compiling. The app's
    own shapes come compiled with engine/record_inits.py (read from its bytecode: ~0.1 ms
    where compiling them took ~1.7 ms of the start)."""
    positional, keyword, defaults, kwdefaults, body = [], [], [], {}, []
    names, factories = {}, {}
    for place, f in enumerate(fields):
        if f.name in ("self", _SELF_DICT):
            raise TypeError(f"{cls.__name__}: a record cannot have a field named {f.name!r}")
        name = f"_f{place}"
        names[name] = f.name
        has_default = f.default is not MISSING or f.default_factory is not MISSING
        if f.default_factory is not MISSING:
            factories[f"_factory{place}"] = f.default_factory
        if f.init:
            if f.kw_only:
                keyword.append(name)
                if has_default:
                    kwdefaults[f.name] = _FACTORY if f.default is MISSING else f.default
            else:
                if defaults and not has_default:
                    raise TypeError(f"non-default argument {f.name!r} follows default argument")
                positional.append(name)
                if has_default:
                    defaults.append(_FACTORY if f.default is MISSING else f.default)
            value = (f"_factory{place}() if {name} is _FACTORY else {name}"
                     if f.default_factory is not MISSING else name)
        elif f.default_factory is not MISSING:
            value = f"_factory{place}()"
        else:
            continue  # the class attribute holds its default, as in the dataclass
        body.append(f"{_SELF_DICT}[{name!r}] = {value}" if frozen else f"self.{name} = {value}")
    if frozen and body:
        body.insert(0, f"{_SELF_DICT} = self.__dict__")
    if hasattr(cls, "__post_init__"):
        body.append("self.__post_init__()")
    signature = ", ".join(["self", *positional] + (["*", *keyword] if keyword else []))
    source = f"def __init__({signature}):\n    " + ("\n    ".join(body) or "pass") + "\n"
    asked.add(source)
    template = _templates.get(source)
    if template is None:
        namespace = {}
        exec(source, namespace)  # noqa: S102 - placeholders and this module's words only
        template = _templates[source] = namespace["__init__"].__code__
        compiled_here.append(source)
    qualname = f"{cls.__qualname__}.__init__"
    code = template.replace(  # the placeholders are locals, constants (frozen) or attributes
        co_varnames=tuple(names.get(name, name) for name in template.co_varnames),
        co_consts=tuple(names.get(value, value) if type(value) is str else value
                        for value in template.co_consts),
        co_names=tuple(names.get(name, name) for name in template.co_names),
        co_qualname=qualname)
    function = FunctionType(code, {"__name__": cls.__module__, "_FACTORY": _FACTORY,
                                   "__builtins__": __builtins__, **factories},
                            "__init__", tuple(defaults) or None)
    function.__kwdefaults__ = kwdefaults or None
    function.__qualname__ = qualname
    function.__annotations__ = {**{f.name: f.type for f in fields if f.init}, "return": None}
    return function


# --------------------------------------------------------------------------------------------
# The other methods: a closure for each class over its fields' names (making one compiles
# nothing), each doing what the dataclass's method of that name does


def _eq(values):
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return values(self) == values(other)
        return NotImplemented

    return __eq__


def _comparison(values, compare):
    """An ordering method: `compare` (operator.lt, ...) over the tuples of `values`."""

    def method(self, other):
        if other.__class__ is self.__class__:
            return compare(values(self), values(other))
        return NotImplemented

    return method


def _hash(values):
    def __hash__(self):
        return hash(values(self))

    return __hash__


def _repr(names: tuple[str, ...]):
    running = set()  # (id, thread) of the instances being written: a cycle shows "..."

    def __repr__(self):
        key = id(self), get_ident()
        if key in running:
            return "..."
        running.add(key)
        try:
            values = ", ".join(f"{name}={getattr(self, name)!r}" for name in names)
        finally:
            running.discard(key)
        return f"{self.__class__.__qualname__}({values})"

    return __repr__


def _refuse_setattr(cls, names):
    def __setattr__(self, name, value):
        if type(self) is cls or name in names:
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    return __setattr__


def _refuse_delattr(cls, names):
    def __delattr__(self, name):
        if type(self) is cls or name in names:
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    return __delattr__
