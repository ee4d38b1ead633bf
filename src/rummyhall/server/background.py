"""Work started in the background (a notice to the other workers, a presence count): each
task is kept until it ends, so that the event loop's weak reference is never the only one.

>>> import asyncio
>>> async def main() -> int:
...     task = spawn(asyncio.sleep(0, 7))
...     return await task
>>> asyncio.run(main())
7
"""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from typing import Any, TypeVar

T = TypeVar("T")

_running: set[asyncio.Task[Any]] = set()


def spawn(work: Coroutine[Any, Any, T]) -> asyncio.Task[T]:
    """Run ``work`` in the background of the running event loop."""
    task = asyncio.get_running_loop().create_task(work)
    _running.add(task)
    task.add_done_callback(_running.discard)
    return task
