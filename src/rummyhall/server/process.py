"""Running the server: the listening socket, the address to invite others to, and the
processes: one (``rummyhall serve``) or several workers sharing the port
(``--workers N``, each a whole server on the same database and bus), restarted by their
supervisor when one dies."""

from __future__ import annotations

import contextlib
import errno
import ipaddress
import logging
import multiprocessing
import os
import signal
import socket as sockets
import time
from dataclasses import dataclass, field
from typing import Any

from rummyhall.server.limits import Limits


class PortInUse(Exception):
    """Another program already listens on the port the server was asked for."""

    def __init__(self, host: str, port: int) -> None:
        super().__init__(
            f"port {port} is already in use on {host}: choose another with --port (or PORT= with make play)"
        )


@dataclass(frozen=True)
class Settings:
    """What every worker of a room is started with."""

    db: str | None = None
    """The database URL (None: a SQLite file in the user's data folder)."""
    bus: str | None = None
    """The bus URL (``redis://HOST:PORT/N``; None: one process, nobody else to tell)."""
    bot_delay: float = 0.8
    limits: Limits = field(default_factory=Limits)


def serve(host: str, port: int, settings: Settings, workers: int = 1) -> None:
    """Run the service until interrupted: one worker in this process, or ``workers``
    worker processes sharing the listening socket (the system hands each new connection
    to one of them), restarted when one dies; SIGHUP restarts them one at a time.  A port
    already in use: :class:`PortInUse` (checked before anything else is opened)."""
    from rummyhall.server.bus import BusError, check_bus

    if workers > 1 and settings.bus is None:
        raise BusError("--workers needs --bus redis://HOST:PORT/N: the workers tell each other of moves through it")
    if settings.bus is not None:
        check_bus(settings.bus)
    listener = listening_socket(host, port)
    port = listener.getsockname()[1]  # (port 0: the one the system chose)
    if workers == 1:
        app = _worker_app(settings)  # (a database or bus that cannot be used stops it here, in words)
        _say_address(host, port)
        _run(app, listener)
        return
    _say_address(host, port)
    Supervisor(listener, settings, workers).run()


def _worker_app(settings: Settings) -> Any:
    from rummyhall.server.app import create_app
    from rummyhall.server.bus import make_bus
    from rummyhall.server.storage import Storage

    return create_app(Storage(settings.db), settings.bot_delay, settings.limits, make_bus(settings.bus))


def _run(app: Any, listener: sockets.socket) -> None:
    import uvicorn

    config = uvicorn.Config(app, ws_max_size=1 << 20, log_level="warning", timeout_graceful_shutdown=5)
    with contextlib.suppress(KeyboardInterrupt):
        uvicorn.Server(config).run(sockets=[listener])


def _worker(listener: sockets.socket, settings: Settings) -> None:
    """One worker process: a whole server on the shared socket."""
    logging.basicConfig(level=logging.WARNING, format="rummyhall worker %(process)d: %(message)s")
    _run(_worker_app(settings), listener)


class Supervisor:
    """Keeps ``workers`` worker processes running on one listening socket."""

    RESTART_PAUSE = 2.0
    """Seconds a rolling restart waits after starting each new worker before stopping the next."""

    def __init__(self, listener: sockets.socket, settings: Settings, workers: int) -> None:
        self.listener = listener
        self.settings = settings
        self.context = multiprocessing.get_context("spawn")
        self.processes: list[Any] = [None] * workers
        self.stopping = False
        self.rolling = False

    def start(self, slot: int) -> None:
        process = self.context.Process(target=_worker, args=(self.listener, self.settings), daemon=True)
        process.start()
        self.processes[slot] = process

    def run(self) -> None:
        signal.signal(signal.SIGTERM, self._stop)
        signal.signal(signal.SIGINT, self._stop)
        signal.signal(signal.SIGHUP, self._roll)
        for slot in range(len(self.processes)):
            self.start(slot)
        print(f"rummyhall: {len(self.processes)} workers, pid {os.getpid()} (kill -HUP restarts them one by one)")
        while not self.stopping:
            if self.rolling:
                self.rolling = False
                self.roll()
            for slot, process in enumerate(self.processes):
                if not self.stopping and not process.is_alive():
                    print(f"rummyhall: worker {process.pid} ended ({process.exitcode}); starting another", flush=True)
                    self.start(slot)
            time.sleep(0.2)
        for process in self.processes:
            process.terminate()
        for process in self.processes:
            process.join(10)

    def roll(self) -> None:
        """Restart every worker, one at a time (each stops gracefully; its tables go on elsewhere)."""
        for slot, process in enumerate(self.processes):
            if self.stopping:
                return
            process.terminate()
            process.join(15)
            self.start(slot)
            time.sleep(self.RESTART_PAUSE)

    def _stop(self, *_: Any) -> None:
        self.stopping = True

    def _roll(self, *_: Any) -> None:
        self.rolling = True


def _say_address(host: str, port: int) -> None:
    address = invite_host(host)
    if address == "localhost":
        print(f"rummyhall: open http://localhost:{port}/ in a browser (Ctrl-C stops the server)", flush=True)
    else:
        print(
            f"rummyhall: open http://{address}:{port}/ in a browser (this address, not localhost: the"
            " invite links then work on the other computers of your network; Ctrl-C stops the server)",
            flush=True,
        )


def listening_socket(host: str, port: int) -> sockets.socket:
    """A TCP socket bound to ``host``:``port`` for the server to listen on; :class:`PortInUse`
    if another program has that port (so uvicorn never meets a port it cannot bind)."""
    family = sockets.AF_INET6 if ":" in host else sockets.AF_INET
    listener = sockets.socket(family, sockets.SOCK_STREAM)
    listener.setsockopt(sockets.SOL_SOCKET, sockets.SO_REUSEADDR, 1)  # (not past a live listener)
    try:
        listener.bind((host, port))
    except OSError as error:
        listener.close()
        if error.errno == errno.EADDRINUSE:
            raise PortInUse(host, port) from None
        raise
    listener.set_inheritable(True)
    return listener


def invite_host(host: str) -> str:
    """The address to give the other players for a server listening on ``host``:
    ``localhost`` for a loopback address (only this computer can play); for every
    interface (``0.0.0.0``, ``::``) this machine's network address as its name
    resolves, else the address its traffic leaves from (:func:`outward_address`; a
    name that resolves to a loopback address only, as Debian's ``127.0.1.1``, is no
    use to the others), else its name; any other address as it is.  No packet is sent."""
    if host in ("", "0.0.0.0", "::"):
        name = sockets.gethostname()
        try:
            found = sockets.getaddrinfo(name, None, sockets.AF_INET, sockets.SOCK_STREAM)
        except OSError:
            found = []
        for *_, address in found:
            if _reachable(str(address[0])):
                return str(address[0])
        return outward_address() or name
    if host == "localhost" or _is_loopback(host):
        return "localhost"
    return f"[{host}]" if ":" in host else host


def outward_address() -> str | None:
    """This machine's IPv4 address on the network its traffic leaves by (None: no such
    network): the address a UDP socket "connected" to a documentation address (TEST-NET-1)
    is given.  Connecting a UDP socket only picks the route: nothing is sent."""
    try:
        with sockets.socket(sockets.AF_INET, sockets.SOCK_DGRAM) as probe:
            probe.connect(("192.0.2.1", 9))
            address: str = probe.getsockname()[0]
    except OSError:
        return None
    return address if _reachable(address) else None


def _reachable(address: str) -> bool:
    """Could the other computers of the network reach this address (not loopback, link-local or 0.0.0.0)?"""
    ip = ipaddress.ip_address(address)
    return not (ip.is_loopback or ip.is_link_local or ip.is_unspecified)


def _is_loopback(host: str) -> bool:
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False
