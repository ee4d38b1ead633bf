"""The same server on PostgreSQL (``--db postgresql://...``): a real server on
loopback, its own schema, a game played, the server killed with SIGKILL and
started again, and the game resumed exactly where it was."""

from __future__ import annotations

import os
import secrets
from collections.abc import Iterator

import pytest

from test_server import Driver, seated_pair
from test_server_support import Player, ServerProcess

PG = os.environ.get("RUMMYHALL_TEST_PG", "postgresql://postgres@127.0.0.1:5432/test")


@pytest.fixture
def pg_url() -> Iterator[str]:
    psycopg = pytest.importorskip("psycopg")
    try:
        admin = psycopg.connect(PG, autocommit=True, connect_timeout=5)
    except psycopg.OperationalError as error:
        if os.environ.get("CI"):
            raise  # CI must run this test: scripts/services.sh starts PostgreSQL
        pytest.skip(f"no PostgreSQL at {PG}: {error}")
    schema = "rh_test_" + secrets.token_hex(4)
    admin.execute(f"CREATE SCHEMA {schema}")
    try:
        yield f"{PG}?options=-csearch_path%3D{schema}"
    finally:
        admin.execute(f"DROP SCHEMA {schema} CASCADE")
        admin.close()


def test_postgres_game_survives_kill_9(pg_url: str) -> None:
    server = ServerProcess(pg_url).start()
    try:
        table_id, ann, bob = seated_pair(server)
        driver = Driver([ann, bob])
        for _ in range(15):
            driver.step()
        ann.drain()
        bob.drain()
        before = {p.latest["you"]: (p.token, p.latest) for p in (ann, bob) if p.latest}
        assert before[0][1]["seq"] > 5
        server.kill()
        server.start()
        for token, old in before.values():
            player = Player(server, table_id, token)
            player.drain()
            now = player.latest
            assert now is not None
            assert (now["seq"], now["view"], now["legal"]) == (old["seq"], old["view"], old["legal"])
            player.close()
    finally:
        server.kill()
