"""The live game on QtCore: the session and its turn loop, the bot worker, autosave, the texts
that tell what happened (narration, refusals, bots' reasons) and translation loading. No
widgets here."""
