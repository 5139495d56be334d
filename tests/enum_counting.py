"""The start of a child Python program that counts the enums PySide creates: each test
appends what it does and prints `len(created)` where it needs it. PySide makes a Python enum
the first time a class's enums are reached, so the count tells what was loaded."""

COUNTING_ENUMS_PRELUDE = """
import enum, sys
created = []
make = enum.EnumType._create_
def counting(cls, name, names=None, *args, **kwargs):
    created.append(name)
    return make(cls, name, names, *args, **kwargs)
enum.EnumType._create_ = counting
"""
