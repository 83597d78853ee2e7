"""Settings for the whole test run.

notebooks/90_scale.ipynb plays a quick ladder of 600 games unless its reader opts in to the
100,000-game one (LONG_LADDER, or the environment variable PIRATES_LADDER_GAMES). Under nbval it
must finish well under a minute and match its stored outputs (the quick ladder), so the tests
drop PIRATES_LADDER_GAMES before any notebook kernel starts (kernels inherit this process's
environment)."""
from __future__ import annotations

import os

os.environ.pop("PIRATES_LADDER_GAMES", None)

# Hypothesis's default 200 ms deadline per example is a wall-clock limit: on CI's busy two
# cores it fails examples that are merely slow (seen once in tests/odds/test_properties.py).
# Speed is measured in benchmarks/, not asserted in tests, so no property has a deadline.
from hypothesis import settings  # noqa: E402

settings.register_profile("no_deadline", deadline=None)
settings.load_profile("no_deadline")
