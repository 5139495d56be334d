"""Everything the app keeps on disk, in one import: paths and atomic files (files.py), saved
and kept games (saved_games.py), settings (settings.py) and statistics (stats.py).

The app, live/persistence.py and the tests use `storage.NAME`; the work is done in the four
modules named above, each with one job. No Qt here (tests/test_architecture.py), so a script
or a test can read and write everything the app does.
"""

from __future__ import annotations

from .files import (APP_NAME, AUTOSAVE_FILE, HOME_ENV, KEPT_DIR, SETTINGS_FILE,
                    STATISTICS_FILE, LoadError, Paths, atomic_write_json, documents_dir,
                    move_aside, remove_interrupted_writes)
from .saved_games import (SAVE_FORMAT, SavedGameInfo, discard_saved_match, has_saved_match,
                          keep_saved_match, kept_games, known_kept_games, load_saved_file,
                          load_saved_match, note_kept, read_kept_info, restore_kept_match,
                          save_match, saved_game_info)
from .settings import (ANIMATION_SPEEDS, BOT_DELAY_MS, Settings, files_folder, load_settings,
                       read_settings, save_settings)
from .stats import (STATISTICS_FORMAT, PlayerStats, Statistics, add_to_statistics,
                    hand_winners, load_statistics, reset_statistics, save_statistics)

__all__ = [
    "APP_NAME", "AUTOSAVE_FILE", "HOME_ENV", "KEPT_DIR", "SETTINGS_FILE", "STATISTICS_FILE",
    "LoadError", "Paths", "atomic_write_json", "documents_dir", "move_aside",
    "remove_interrupted_writes",
    "SAVE_FORMAT", "SavedGameInfo", "discard_saved_match", "has_saved_match",
    "keep_saved_match", "kept_games", "known_kept_games", "load_saved_file",
    "load_saved_match", "note_kept", "read_kept_info", "restore_kept_match", "save_match",
    "saved_game_info",
    "ANIMATION_SPEEDS", "BOT_DELAY_MS", "Settings", "files_folder", "load_settings",
    "read_settings", "save_settings",
    "STATISTICS_FORMAT", "PlayerStats", "Statistics", "add_to_statistics", "hand_winners",
    "load_statistics", "reset_statistics", "save_statistics",
]
