"""The app's flow in its one window: the start and its first frame (window_start.py), the
tutorial (tutorial_flow.py), saved and kept games (saved_flow.py), one `Launcher` that puts
them together with the one way a game replaces another (flow.py), and the sessions they make
(sessions.py)."""

from .flow import Launcher
from .sessions import STARTING_CHIPS, bot_worker, new_session, session_from_save, session_meta
from .texts import LauncherTexts

__all__ = ["Launcher", "LauncherTexts", "STARTING_CHIPS", "bot_worker", "new_session",
           "session_from_save", "session_meta"]
