"""Settings for the whole test run.

notebooks/90_scale.ipynb plays a 100,000-game ladder when run by hand; under nbval it must
finish well under a minute, so the tests set its size (PIRATES_LADDER_GAMES) to 2,000 before
any notebook kernel starts (kernels inherit this process's environment). The notebook states
both sizes and marks the cells whose output depends on the size."""
from __future__ import annotations

import os

os.environ.setdefault("PIRATES_LADDER_GAMES", "2000")
