"""The application model without Qt: who sits where (setup, seat kinds, names, presets), what
the app keeps on disk (saves, settings, statistics), and a hand history loaded for replay (the
replay cursor). It imports the engine and the bots, never Qt, so scripts and worker processes
can use it."""
