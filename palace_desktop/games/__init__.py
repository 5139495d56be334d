"""The application model without Qt: who sits where (setup, seat kinds, names, presets), and
what the app keeps on disk (saves, settings, statistics). It imports the engine and the bots,
never Qt, so scripts and worker processes can use it."""
