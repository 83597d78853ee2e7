"""Settings for the whole test run.

notebooks/90_scale.ipynb plays a 100,000-game ladder when run by hand; under nbval it must
finish well under a minute, so the tests set its size (PIRATES_LADDER_GAMES) to 2,000 before
any notebook kernel starts (kernels inherit this process's environment). The notebook states
both sizes and marks the cells whose output depends on the size."""
from __future__ import annotations

import os

os.environ.setdefault("PIRATES_LADDER_GAMES", "2000")

# Hypothesis's default 200 ms deadline per example is a wall-clock limit: on CI's busy two
# cores it fails examples that are merely slow (seen once in tests/odds/test_properties.py).
# Speed is measured in benchmarks/, not asserted in tests, so no property has a deadline.
from hypothesis import settings  # noqa: E402

settings.register_profile("no_deadline", deadline=None)
settings.load_profile("no_deadline")
