"""The same server on PostgreSQL (``--db postgresql://...``): a real server on
loopback, its own schema, a game played, the server killed with SIGKILL and
started again, and the game resumed exactly where it was; a table played again
("Play again") found again after the restart."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from test_server import play_kill_9_and_resume
from test_server_again import come_back_after_a_restart
from test_server_support import ServerProcess, postgres_schema


@pytest.fixture
def pg_url() -> Iterator[str]:
    yield from postgres_schema()


def test_postgres_game_survives_kill_9(pg_url: str) -> None:
    assert play_kill_9_and_resume(pg_url, steps=15) > 5


def test_postgres_keeps_a_table_played_again_across_a_restart(pg_url: str) -> None:
    server = ServerProcess(pg_url).start()
    try:
        come_back_after_a_restart(server)
    finally:
        server.kill()


def test_workers_starting_at_once_on_a_new_database_all_start(pg_url: str) -> None:
    """Six storages opened at the same moment on a new schema (as the workers of `serve --workers`
    start) all make or find its tables: two CREATE TABLEs at once failed one worker at its start
    ("duplicate key value violates unique constraint"), which the supervisor then restarted."""
    import threading

    from rummyhall.server.storage import Storage

    start = threading.Barrier(6)
    opened: list[Storage] = []
    failed: list[BaseException] = []

    def open_storage() -> None:
        start.wait()
        try:
            opened.append(Storage(pg_url))
        except BaseException as error:  # (said below, with the others)
            failed.append(error)

    threads = [threading.Thread(target=open_storage) for _ in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    for storage in opened:
        storage.close()
    assert not failed and len(opened) == 6, failed
