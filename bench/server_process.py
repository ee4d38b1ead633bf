"""A real ``rummyhall serve`` for the server benchmarks, and the one HTTP call they make.

with served(["--bot-delay", "0"]) as (url, server):
    made = post(url + "/api/tables", {"game": "liverpool", "players": 3, "name": "Ann"})

Or a room of several workers, each its own ``rummyhall serve --bus`` on its own port,
behind Debian's HAProxy with the repository's ``deploy/haproxy.cfg`` (as compose.yaml runs it):

with balanced(2, db="postgresql://...", bus="redis://127.0.0.1:6379/14") as (url, workers, balancer):
    ...
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import shutil
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
            _answers(url, 30)
            yield url, server
        finally:
            server.terminate()
            server.wait(10)


HAPROXY = Path(__file__).resolve().parent.parent / "deploy" / "haproxy.cfg"


def local_haproxy(ports: dict[str, int], listen: int) -> str:
    """deploy/haproxy.cfg with its workers at their local ports and its front on ``listen``.

    >>> "127.0.0.1:9002" in local_haproxy({"worker1": 9001, "worker2": 9002}, 9000)
    True
    """
    text = re.sub(r"^(\s*bind )\S+", rf"\g<1>127.0.0.1:{listen}", HAPROXY.read_text(), flags=re.M)
    text = re.sub(r"^\s*server worker.*\n", "", text, flags=re.M)
    return text + "".join(f"    server {name} 127.0.0.1:{port}\n" for name, port in ports.items())


def _answers(url: str, seconds: float) -> None:
    deadline = time.monotonic() + seconds
    while True:
        try:
            urllib.request.urlopen(url + "/api/games", timeout=1).close()
            return
        except OSError:
            if time.monotonic() > deadline:
                raise RuntimeError(f"nothing answered at {url} in {seconds:.0f} s") from None
            time.sleep(0.1)


@contextlib.contextmanager
def balanced(
    count: int, db: str, bus: str, options: Sequence[str] = (), cpus: set[int] | None = None
) -> Iterator[tuple[str, list[subprocess.Popen[bytes]], subprocess.Popen[bytes]]]:
    """``count`` workers of one room (``rummyhall serve --db db --bus bus``, each on a free
    port, on the processors ``cpus`` if given) behind HAProxy with deploy/haproxy.cfg: the
    balancer's address, the workers' processes and the balancer's.  All are stopped on leaving."""
    pinned = None if cpus is None else lambda: os.sched_setaffinity(0, cpus)
    haproxy = shutil.which("haproxy")
    if haproxy is None:
        raise RuntimeError("Debian's haproxy is missing (scripts/services.sh installs it)")
    ports = {f"worker{n + 1}": free_port() for n in range(count)}
    front = free_port()
    workers: list[subprocess.Popen[bytes]] = []
    balancer: subprocess.Popen[bytes] | None = None
    with tempfile.TemporaryDirectory() as folder:
        config = Path(folder) / "haproxy.cfg"
        config.write_text(local_haproxy(ports, front))
        try:
            for port in ports.values():
                command = [sys.executable, "-m", "rummyhall.cli", "serve", "--host", "127.0.0.1"]
                command += ["--port", str(port), "--db", db, "--bus", bus, *options]
                workers.append(subprocess.Popen(command, stdout=subprocess.DEVNULL, preexec_fn=pinned))
            for port in ports.values():
                _answers(f"http://127.0.0.1:{port}", 30)
            balancer = subprocess.Popen([haproxy, "-f", str(config)], stdout=subprocess.DEVNULL)
            url = f"http://127.0.0.1:{front}"
            _answers(url, 20)
            time.sleep(1.5)  # (until every worker has passed its first health check)
            yield url, workers, balancer
        finally:
            for process in [*workers, *([balancer] if balancer else [])]:
                process.terminate()
            for process in [*workers, *([balancer] if balancer else [])]:
                process.wait(10)


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
