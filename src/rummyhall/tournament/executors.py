"""Where a tournament's games are played: this process, local worker processes, or Ray.

Every backend takes the games in schedule order and hands back their outcomes
as they finish (in any order); :func:`~rummyhall.tournament.play.play_task`
makes the outcome the same on each.  Closing a backend stops whatever is
still being played (a tournament stopped early by its SPRT does not wait).
"""

from __future__ import annotations

import logging
import multiprocessing
import os
import signal
import socket
from abc import ABC, abstractmethod
from collections.abc import Iterable, Iterator
from multiprocessing.connection import Connection, wait
from multiprocessing.process import BaseProcess
from types import TracebackType
from typing import Any, cast

from rummyhall.i18n import _, ngettext
from rummyhall.tournament.play import GameOutcome, play_task
from rummyhall.tournament.schedule import GameTask, TournamentError


class GameFailed(TournamentError):
    """A game a bot or the engine could not finish (a bug, not the user's mistake)."""


def run_task(task: GameTask) -> GameOutcome:
    """:func:`play_task`, with a failure told in one line that names the game."""
    try:
        return play_task(task)
    except Exception as error:
        raise GameFailed(
            "the game of {game} seed {seed} rotation {rotation} ({bots}) failed: {error}",
            game=task.game,
            seed=task.seed,
            rotation=task.rotation,
            bots=", ".join(task.bots),
            error=f"{type(error).__name__}: {error}",
        ) from None


class Backend(ABC):
    """Plays games; use it as a context manager, so that it is closed."""

    workers: int = 1
    name: str = "backend"

    def said(self) -> str:
        """The backend's name in the language of the command line (``name`` is English)."""
        return self.name

    @abstractmethod
    def outcomes(self, tasks: Iterable[GameTask]) -> Iterator[GameOutcome]:
        """The outcomes of ``tasks``, as each game ends."""

    def close(self) -> None:  # noqa: B027 (most backends have something to close, not all)
        """Stop playing and let go of the workers."""

    def __enter__(self) -> Backend:
        return self

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        self.close()


class InProcess(Backend):
    """Every game in this process, one after the other (``--workers 1``)."""

    name = "1 process"

    def said(self) -> str:
        return _("1 process")

    def outcomes(self, tasks: Iterable[GameTask]) -> Iterator[GameOutcome]:
        for task in tasks:
            yield run_task(task)


def local_cores() -> int:
    """The cores this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # (not every system has it)
        return os.cpu_count() or 1


class LocalProcesses(Backend):
    """``workers`` worker processes on this machine (default: one per core).

    Each worker has a pipe of its own and plays one game at a time: a worker
    stopped in the middle of sending an outcome leaves half a message only in
    its own pipe, which is then closed unread.  (``multiprocessing.Pool`` shares
    one result pipe, and its ``terminate`` could wait forever for the rest of
    such a message.)"""

    def __init__(self, workers: int | None = None) -> None:
        self.workers = workers or local_cores()
        self.name = f"{self.workers} local processes"
        methods = multiprocessing.get_all_start_methods()
        context: Any = multiprocessing.get_context("forkserver" if "forkserver" in methods else "spawn")
        self.processes: list[BaseProcess] = []
        self.pipes: list[Connection] = []
        for _number in range(self.workers):
            pipe, worker_end = context.Pipe()
            process = context.Process(target=serve_tasks, args=(worker_end,), daemon=True)
            process.start()
            worker_end.close()
            self.processes.append(process)
            self.pipes.append(pipe)

    def said(self) -> str:
        return ngettext("{count} local process", "{count} local processes", self.workers)

    def outcomes(self, tasks: Iterable[GameTask]) -> Iterator[GameOutcome]:
        todo = iter(tasks)
        playing: set[Connection] = set()
        for pipe in self.pipes:
            if hand_over(pipe, todo):
                playing.add(pipe)
        while playing:
            for ready in wait(list(playing)):
                pipe = cast(Connection, ready)
                try:
                    outcome: GameOutcome | BaseException = pipe.recv()
                except (EOFError, OSError):
                    raise GameFailed("a worker process ended in the middle of a game") from None
                if isinstance(outcome, BaseException):
                    raise outcome
                if not hand_over(pipe, todo):
                    playing.discard(pipe)
                yield outcome

    def close(self) -> None:
        for process in self.processes:
            process.terminate()
        for process, pipe in zip(self.processes, self.pipes, strict=True):
            process.join()
            pipe.close()
        self.processes, self.pipes = [], []


def hand_over(pipe: Connection, todo: Iterator[GameTask]) -> bool:
    """Sends the next game of ``todo`` down ``pipe``; False when there is none."""
    for task in todo:
        pipe.send(task)
        return True
    return False


def serve_tasks(pipe: Connection) -> None:
    """A worker process: plays each game it is sent and sends back its outcome
    (or the exception that stopped it).  Ctrl-C is for the tournament's own
    process, which stops the workers."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    while True:
        try:
            task: GameTask = pipe.recv()
        except EOFError:
            return
        try:
            outcome: GameOutcome | BaseException = run_task(task)
        except Exception as error:
            outcome = error
        pipe.send(outcome)


class RayCluster(Backend):
    """The games as Ray tasks: on a local Ray started here (``address`` None; ``cpus``
    its CPUs, default all) or on the cluster at ``address`` (``auto``: the one this
    machine belongs to).  The cluster's machines need this version of rummyhall."""

    def __init__(self, address: str | None = None, cpus: int | None = None) -> None:
        try:
            import ray
        except ImportError:
            raise TournamentError(
                "--ray needs the ray extra: {command}", command="pip install 'rummyhall[ray]'"
            ) from None
        self.ray: Any = ray
        if address:
            reachable(address)
        quiet: dict[str, Any] = {"logging_level": logging.ERROR, "log_to_driver": False, "include_dashboard": False}
        try:
            if address:
                ray.init(address=address, **quiet)
            else:
                ray.init(num_cpus=cpus or local_cores(), **quiet)
        except (ConnectionError, RuntimeError, ValueError) as error:
            why = str(error).splitlines()[0]
            if address:
                raise TournamentError(
                    "cannot start the Ray cluster at {address}: {why}", address=address, why=why
                ) from None
            raise TournamentError("cannot start a local Ray: {why}", why=why) from None
        self.workers = max(1, int(self.ray.cluster_resources().get("CPU", 1)))
        self.name = f"Ray, {self.workers} CPUs" + (f" at {address}" if address else " (local)")
        self.address = address
        self.pending: list[Any] = []

    def said(self) -> str:
        if self.address:
            return _("Ray, {cpus} CPUs at {address}", cpus=self.workers, address=self.address)
        return _("Ray, {cpus} CPUs (local)", cpus=self.workers)

    def outcomes(self, tasks: Iterable[GameTask]) -> Iterator[GameOutcome]:
        ray = self.ray
        remote = ray.remote(num_cpus=1, max_retries=0)(run_task)
        window = 2 * self.workers
        todo = iter(tasks)
        for task in todo:
            self.pending.append(remote.remote(task))
            if len(self.pending) >= window:
                break
        while self.pending:
            done, self.pending = ray.wait(self.pending, num_returns=1)
            try:
                outcome: GameOutcome = ray.get(done[0])
            except ray.exceptions.RayTaskError as error:
                cause = error.as_instanceof_cause()
                raise cause if isinstance(cause, GameFailed) else GameFailed(str(error).splitlines()[0]) from None
            for task in todo:
                self.pending.append(remote.remote(task))
                break
            yield outcome

    def close(self) -> None:
        for ref in self.pending:
            self.ray.cancel(ref, force=True)
        self.pending = []
        self.ray.shutdown()


def reachable(address: str) -> None:
    """Fail at once, in one line, if ``HOST:PORT`` does not answer (Ray would retry for minutes)."""
    if address == "auto" or "://" in address:
        return
    host, colon, port = address.rpartition(":")
    if not colon or not port.isdigit():
        raise TournamentError(
            "a Ray address is HOST:PORT (like 10.0.0.5:6379) or auto, not {address}", address=repr(address)
        )
    try:
        socket.create_connection((host.strip("[]"), int(port)), timeout=5).close()
    except OSError as error:
        raise TournamentError(
            "cannot reach the Ray cluster at {address}: {why}", address=address, why=error.strerror or str(error)
        ) from error


def backend(workers: int | None = None, ray: str | None = None) -> Backend:
    """The backend of ``--workers N`` (1: this process) or ``--ray [ADDRESS]``
    (``ray=""``: a local Ray with ``workers`` CPUs)."""
    if ray is not None:
        return RayCluster(ray or None, workers)
    if workers == 1:
        return InProcess()
    return LocalProcesses(workers)
