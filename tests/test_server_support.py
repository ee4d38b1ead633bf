"""Shared by the server tests: a real ``rummyhall serve`` process on a free
loopback port, HTTP calls, and a small WebSocket client.  (No tests here.)"""

from __future__ import annotations

import contextlib
import json
import os
import secrets
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from websockets.sync.client import ClientConnection, connect

PG = os.environ.get(
    "RUMMYHALL_TEST_PG", "postgresql://rummyhall_test:rummyhall-tests-only@127.0.0.1:5432/rummyhall_test"
)
"""The PostgreSQL of the tests: scripts/services.sh gives the role rummyhall_test this
password and the database rummyhall_test (``RUMMYHALL_TEST_PG`` names another)."""


def postgres_schema() -> Iterator[str]:
    """For a fixture: a URL of the tests' PostgreSQL with a schema of its own, dropped
    afterwards; the test is skipped where there is no PostgreSQL, except in CI (where
    scripts/services.sh starts it, so its absence is an error)."""
    psycopg = pytest.importorskip("psycopg")
    try:
        admin = psycopg.connect(PG, autocommit=True, connect_timeout=5)
    except psycopg.OperationalError as error:
        if os.environ.get("CI"):
            raise
        pytest.skip(f"no PostgreSQL at {PG}: {error}")
    schema = "rh_test_" + secrets.token_hex(4)
    admin.execute(f"CREATE SCHEMA {schema}")
    try:
        yield f"{PG}?options=-csearch_path%3D{schema}"
    finally:
        admin.execute(f"DROP SCHEMA {schema} CASCADE")
        admin.close()


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


class ServerProcess:
    """``rummyhall serve`` in a child process (kill it with :meth:`kill`)."""

    OPTIONS: tuple[str, ...] = ()
    """More options of ``rummyhall serve`` (a subclass's, or given to the constructor)."""

    def __init__(
        self, db: str, port: int | None = None, bot_delay: float = 0.0, options: tuple[str, ...] | None = None
    ) -> None:
        self.db = db
        self.options = self.OPTIONS if options is None else options
        self.port = port or free_port()
        self.bot_delay = bot_delay
        self.proc: subprocess.Popen[bytes] | None = None
        self.log = Path(os.environ.get("TMPDIR", "/tmp")) / f"rummyhall-server-{self.port}.log"

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> ServerProcess:
        arguments = ["serve", "--port", str(self.port), "--db", self.db, "--bot-delay", str(self.bot_delay)]
        return self.start_with([*arguments, *self.options])

    def start_with(self, arguments: list[str], env: dict[str, str] | None = None) -> ServerProcess:
        """``rummyhall *arguments`` (which must listen on :attr:`port`), with more environment ``env``."""
        command = [sys.executable, "-m", "rummyhall.cli", *arguments]
        with open(self.log, "ab") as out:
            self.proc = subprocess.Popen(
                command, stdout=out, stderr=subprocess.STDOUT, env={**os.environ, **(env or {})}
            )
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"the server exited: {self.log.read_text()[-2000:]}")
            try:
                get(self.url + "/api/games")
                return self
            except OSError:
                time.sleep(0.1)
        raise RuntimeError("the server did not start in 30 s")

    def kill(self, sig: int = signal.SIGKILL) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(sig)
            self.proc.wait(10)
        self.proc = None


def get(url: str) -> Any:
    with urllib.request.urlopen(url, timeout=10) as response:
        return json.loads(response.read())


def post(url: str, body: dict[str, Any]) -> tuple[int, Any]:
    request = urllib.request.Request(
        url, data=json.dumps(body).encode(), headers={"Content-Type": "application/json"}, method="POST"
    )
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


class Player:
    """A WebSocket client at one table; keeps the latest state it was sent."""

    def __init__(self, server: ServerProcess, table_id: str, token: str | None = None) -> None:
        self.stack = contextlib.ExitStack()
        self.ws: ClientConnection = self.stack.enter_context(
            connect(f"ws://127.0.0.1:{server.port}/ws/{table_id}", open_timeout=10, max_size=1 << 22)
        )
        self.token = token or ""
        self.latest: dict[str, Any] | None = None
        self.received: list[dict[str, Any]] = []
        self.recv()  # the first message: the table as a spectator sees it
        if token is not None:
            self.send({"type": "hello", "token": token})
            # (a bot's move, broadcast to this connection while it was still a spectator, may come first)
            self.until(lambda m: m["type"] == "error" or m.get("you") is not None)

    def send(self, message: dict[str, Any] | str) -> None:
        self.ws.send(message if isinstance(message, str) else json.dumps(message))

    def recv(self, timeout: float = 10) -> dict[str, Any]:
        message: dict[str, Any] = json.loads(self.ws.recv(timeout))
        self.received.append(message)
        if message["type"] in ("state", "lobby"):
            self.latest = message
        return message

    def until(self, predicate: Any, timeout: float = 20) -> dict[str, Any]:
        """Read messages until one satisfies ``predicate``."""
        deadline = time.monotonic() + timeout
        while True:
            message = self.recv(max(0.01, deadline - time.monotonic()))
            if predicate(message):
                return message

    def error(self, timeout: float = 10) -> dict[str, Any]:
        return self.until(lambda m: m["type"] == "error", timeout)

    def drain(self, quiet: float = 0.3) -> None:
        """Read until nothing arrives for ``quiet`` seconds."""
        while True:
            try:
                self.recv(quiet)
            except TimeoutError:
                return

    def close(self) -> None:
        self.stack.close()


def my_turn(message: dict[str, Any]) -> bool:
    return (message["type"] == "state" and bool(message["legal"])) or message.get("view", {}).get("over", False)
