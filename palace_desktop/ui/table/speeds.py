"""The animation speeds: a factor on every animation's duration, by the key that the settings
and the View menu use. Apart from animation.py so that the window's menus, which come before
its first frame, do not bring the animation classes with them."""

SPEEDS = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}
