"""compose.yaml and deploy/haproxy.cfg, the room on several machines: the files are read
as Docker Compose and HAProxy would read them, and the same topology is started with
local processes (the test's PostgreSQL and Redis, each worker's own command and
environment from compose.yaml, Debian's haproxy with the repository's configuration
pointed at them); a game is then played through the balancer."""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
import subprocess
import time
from pathlib import Path
from typing import Any

import pytest
import yaml

from test_server import Driver
from test_server_postgres import pg_url  # noqa: F401 (a fixture)
from test_server_support import Player, ServerProcess, free_port, get, post
from test_server_workers import redis_url  # noqa: F401 (a fixture)

ROOT = Path(__file__).resolve().parents[1]
COMPOSE = yaml.safe_load((ROOT / "compose.yaml").read_text())
HAPROXY = (ROOT / "deploy" / "haproxy.cfg").read_text()


def workers() -> dict[str, dict[str, Any]]:
    return {name: s for name, s in COMPOSE["services"].items() if s.get("command", [])[:2] == ["rummyhall", "serve"]}


def test_compose_has_the_database_the_bus_workers_and_a_balancer() -> None:
    services = COMPOSE["services"]
    assert {"postgres", "redis", "balancer"} <= set(services)
    found = workers()
    assert len(found) >= 2
    environments = [w["environment"] for w in found.values()]
    # Every worker on the same database and the same bus: one room.
    assert len({e["RUMMYHALL_DB"] for e in environments}) == 1
    assert len({e["RUMMYHALL_BUS"] for e in environments}) == 1
    assert environments[0]["RUMMYHALL_DB"].startswith("postgresql://")
    assert environments[0]["RUMMYHALL_BUS"].startswith("redis://redis:")
    # Credentials from the environment, never on a command line (which any process may read).
    for worker in found.values():
        assert not any("postgresql://" in part or "redis://" in part for part in worker["command"])
    assert "${RUMMYHALL_DB_PASSWORD" in environments[0]["RUMMYHALL_DB"]
    # The balancer sends to every worker of compose.yaml, and to nothing else.
    servers = re.findall(r"^\s*server (\S+) (\S+):(\d+)", HAPROXY, re.M)
    assert {name for name, _, _ in servers} == set(found)
    assert all(host == name and port == "8000" for name, host, port in servers)
    assert "./deploy/haproxy.cfg" in services["balancer"]["volumes"][0]


def local_haproxy(ports: dict[str, int], listen: int) -> str:
    """deploy/haproxy.cfg with its workers at their local ports and its front on ``listen``
    (the benchmarks' own, bench/server_process.py, so that both run the same balancer)."""
    spec = importlib.util.spec_from_file_location("server_process", ROOT / "bench" / "server_process.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    text: str = module.local_haproxy(ports, listen)
    return text


def test_the_same_topology_with_local_processes_plays_through_the_balancer(
    pg_url: str,  # noqa: F811
    redis_url: str,  # noqa: F811
    tmp_path: Path,
) -> None:
    haproxy = shutil.which("haproxy")
    if haproxy is None:
        if os.environ.get("CI"):
            raise AssertionError("haproxy is missing: scripts/services.sh installs Debian's haproxy")
        pytest.skip("Debian's haproxy is not installed (scripts/services.sh installs it)")
    started: list[ServerProcess] = []
    balancer = None
    try:
        ports = {}
        for name, worker in workers().items():
            env = {**worker["environment"], "RUMMYHALL_DB": pg_url, "RUMMYHALL_BUS": redis_url}
            process = ServerProcess("")
            command = list(worker["command"][1:])  # (compose's own: serve --host 0.0.0.0 --port 8000)
            command[command.index("--host") + 1] = "127.0.0.1"
            command[command.index("--port") + 1] = str(process.port)
            process.start_with([*command, "--bot-delay", "0"], env)
            started.append(process)
            ports[name] = process.port
        config = tmp_path / "haproxy.cfg"
        front = free_port()
        config.write_text(local_haproxy(ports, front))
        checked = subprocess.run([haproxy, "-c", "-f", str(config)], capture_output=True, text=True)
        assert checked.returncode == 0, checked.stdout + checked.stderr
        balancer = subprocess.Popen([haproxy, "-f", str(config)], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        front_server = ServerProcess("", port=front)
        deadline = time.monotonic() + 20
        while True:
            try:
                get(front_server.url + "/api/games")
                break
            except OSError:
                assert time.monotonic() < deadline, "the balancer did not answer"
                time.sleep(0.2)
        body = {"game": "liverpool", "players": 4, "bots": [None, None, "greedy", "random"], "name": "Ann"}
        status, made = post(front_server.url + "/api/tables", body)
        assert status == 200, made
        status, joined = post(front_server.url + f"/api/tables/{made['id']}/join", {"name": "Bob"})
        assert status == 200, joined
        ann = Player(front_server, made["id"], made["token"])
        bob = Player(front_server, made["id"], joined["token"])
        ann.send({"type": "start"})
        for player in (ann, bob):
            player.until(lambda m: m["type"] == "state")
        driver = Driver([ann, bob])
        for _ in range(10):
            driver.step()
        ann.drain(0.5)
        bob.drain(0.5)
        assert ann.latest is not None and bob.latest is not None
        assert ann.latest["seq"] == bob.latest["seq"] > 5
        # Every worker knows the table and its moves, whichever served the players.
        for port in ports.values():
            info = get(f"http://127.0.0.1:{port}/api/tables/{made['id']}")
            assert info["moves"] == ann.latest["seq"]
    finally:
        if balancer is not None:
            balancer.kill()
            balancer.wait(5)
        for process in started:
            process.kill()
