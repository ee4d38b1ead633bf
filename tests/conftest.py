"""The modules with the longest tests run first.

`make test` runs the suite on two workers that take tests from each other's
queues (`pytest -n 2 --dist worksteal`).  A long test left for the end keeps
one worker busy while the other has nothing to do; started first, it runs
while the other worker gets through the short ones.
"""

from __future__ import annotations

import pytest

# Modules holding a test of 15 s or more (`make test` prints the 30 longest), longest first.
LONGEST_FIRST = (
    "test_compiled",
    "test_server_workers",
    "test_web_carousel",
    "test_server_fuzz",
    "test_web_whole_deal",
    "test_web_rummoli",
    "test_cli_fuzz",
    "test_web_table",
    "test_server",
    "test_web",
    "test_web_lobby",
    "test_web_contract",
    "test_conformance",
)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Put the tests of ``LONGEST_FIRST`` first, in its order; every other test keeps its place."""
    rank = {name: number for number, name in enumerate(LONGEST_FIRST)}
    items.sort(key=lambda item: rank.get(item.path.stem, len(LONGEST_FIRST)))
