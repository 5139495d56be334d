"""packaging/orca-speech (issue 42) on a machine without Orca: it says what to install and
exits non-zero, before starting anything."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

SCRIPT = Path(__file__).resolve().parent.parent / "packaging" / "orca-speech"


def test_the_script_is_executable_shell():
    assert os.access(SCRIPT, os.X_OK), "chmod +x packaging/orca-speech"
    assert subprocess.run(["sh", "-n", str(SCRIPT)]).returncode == 0


def test_without_orca_it_names_the_packages_and_fails(tmp_path):
    # A PATH with the shell's own tools and none of Orca's.
    for tool in ("dirname", "sh"):
        (tmp_path / tool).symlink_to(shutil.which(tool))
    run = subprocess.run([shutil.which("sh"), str(SCRIPT)], capture_output=True, text=True,
                         env={"PATH": str(tmp_path)}, timeout=30)
    assert run.returncode == 1
    assert "orca-speech: orca is missing" in run.stderr
    assert "apt-get install orca speech-dispatcher espeak-ng" in run.stderr
    assert run.stdout == ""
