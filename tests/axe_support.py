"""axe-core in the browser tests: the accessibility violations a page has.

axe-core itself (``axe.min.js``, pinned through ``axe-playwright-python`` in
requirements-dev.lock) is injected into the page and run there; only the
violations whose impact is serious or critical fail a test.
"""

from __future__ import annotations

from typing import Any

from axe_playwright_python.sync_playwright import Axe

BLOCKING = {"serious", "critical"}


def blocking_violations(page: Any) -> list[str]:
    """One line per serious or critical axe-core violation on ``page``, empty when clean."""
    violations = Axe().run(page).response["violations"]
    return [
        f"{v['id']} ({v['impact']}): {v['help']} - {', '.join(str(n['target']) for n in v['nodes'][:3])}"
        for v in violations
        if v.get("impact") in BLOCKING
    ]
