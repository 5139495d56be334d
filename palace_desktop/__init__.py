"""Palace Desktop: the desktop home of Palace Poker (Castle Poker, Banner Poker)."""

__version__ = "0.1.0"
