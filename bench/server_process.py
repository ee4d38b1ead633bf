"""A real ``rummyhall serve`` for the server benchmarks, and the one HTTP call they make.

with served(["--bot-delay", "0"]) as (url, server):
    made = post(url + "/api/tables", {"game": "liverpool", "players": 3, "name": "Ann"})
"""

from __future__ import annotations

import contextlib
import json
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


@contextlib.contextmanager
def served(options: Sequence[str] = (), db: str | None = None) -> Iterator[tuple[str, subprocess.Popen[bytes]]]:
    """A server on a free port of 127.0.0.1 (a new SQLite file unless ``db``), ready to answer;
    its address and process.  It is stopped on leaving."""
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    with tempfile.TemporaryDirectory() as folder:
        command = [sys.executable, "-m", "rummyhall.cli", "serve", "--host", "127.0.0.1", "--port", str(port)]
        command += ["--db", db or f"sqlite:///{Path(folder) / 'bench.db'}", *options]
        server = subprocess.Popen(command, stdout=subprocess.DEVNULL)
        try:
            for _ in range(300):
                try:
                    urllib.request.urlopen(url + "/api/games", timeout=1).close()
                    break
                except OSError:
                    time.sleep(0.1)
            yield url, server
        finally:
            server.terminate()
            server.wait(10)


def post(url: str, body: dict[str, Any]) -> tuple[int, dict[str, Any]]:
    """POST ``body`` as JSON: the HTTP status and the JSON answer (refusals too)."""
    request = urllib.request.Request(
        url, data=json.dumps(body).encode(), headers={"Content-Type": "application/json"}, method="POST"
    )
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())
