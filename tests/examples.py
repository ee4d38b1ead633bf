"""How many examples a property test tries.

The source build tries each test's full count.  The compiled build's rerun of
the rules tests (tests/test_compiled.py) sets ``RUMMYHALL_EXAMPLES_SCALE`` to
try a share of them: it is the same source, already tried in full.
"""

from __future__ import annotations

import os

SCALE = float(os.environ.get("RUMMYHALL_EXAMPLES_SCALE", "1"))


def examples(count: int) -> int:
    """``count`` on the source build, a share of it (at least 5) when scaled."""
    return max(5, round(count * SCALE)) if SCALE < 1 else count
