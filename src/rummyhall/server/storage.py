"""Where tables live: SQLite by default, PostgreSQL by URL, through SQLAlchemy Core.

A table is its game, options, seed and seats; its moves are one row each, in
order.  Because the engine is deterministic, the seed and the moves rebuild the
game exactly, so the moves are all that has to be written while a game runs
(one row per accepted action, committed before anyone is told of it).

Every method here is synchronous; the server calls them through :meth:`Storage.run`,
which runs them on the storage's own worker thread(s) so that a slow or locked
database never stops the event loop (other tables, pings, views go on).

>>> store = Storage("sqlite://")
>>> table_id = store.create_table("liverpool", 2, {}, 7, [Seat("Ann", "hash", None), Seat(None, None, "greedy")])
>>> store.append_moves(table_id, 0, [Move(0, "draw stock", (4,), "")])
>>> [m.action for m in store.load(table_id).moves]
['draw stock']
"""

from __future__ import annotations

import asyncio
import functools
import json
import os
import secrets
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ParamSpec, TypeVar

from sqlalchemy import (
    BigInteger,
    Boolean,
    Column,
    Connection,
    Engine,
    Float,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    create_engine,
    event,
    false,
    func,
    insert,
    inspect,
    select,
    text,
    true,
    update,
)
from sqlalchemy.exc import IntegrityError, NoSuchModuleError
from sqlalchemy.pool import StaticPool

from rummyhall.record import Move

P = ParamSpec("P")
T = TypeVar("T")

metadata = MetaData()

tables = Table(
    "rh_tables",
    metadata,
    Column("id", String(32), primary_key=True),
    Column("game", String(32), nullable=False),
    Column("players", Integer, nullable=False),
    Column("options", Text, nullable=False),
    Column("seed", BigInteger, nullable=False),
    Column("bot_seed", BigInteger, nullable=False),  # the bots' own secret seed, independent of the deal
    Column("status", String(16), nullable=False),  # lobby, playing, over
    Column("created", Float, nullable=False),
    Column("finished", Float),
    Column("result", Text),
    Column("hints", Boolean, nullable=False, server_default=true()),  # may players ask for a hint?
    Column("listed", Boolean, nullable=False, server_default=false()),  # shown in the lobby's open tables?
    Column("next_table", String(32)),  # the table "Play again" made of this finished one
)

seats = Table(
    "rh_seats",
    metadata,
    Column("table_id", String(32), primary_key=True),
    Column("seat", Integer, primary_key=True),
    Column("name", String(64)),
    Column("token_hash", String(64)),
    Column("bot", String(16)),
    Column("level", String(16)),  # the level the bot was chosen by (easy, medium, hard; NULL: by its kind)
)

moves = Table(
    "rh_moves",
    metadata,
    Column("table_id", String(32), primary_key=True),
    Column("number", Integer, primary_key=True),  # 1, 2, 3... the move's number in the record
    Column("seat", Integer, nullable=False),
    Column("action", Text, nullable=False),
    Column("revealed", Text, nullable=False),  # JSON list of card ints
    Column("note", Text, nullable=False),
)


@dataclass
class Seat:
    """Who sits in a seat: a person's name and the hash of their secret token, and/or a bot
    (its kind, and the level it was chosen by: ``bots/levels.py``; None: chosen by its kind)."""

    name: str | None
    token_hash: str | None
    bot: str | None
    level: str | None = None

    @property
    def free(self) -> bool:
        """Nobody has this seat yet: the first person to join takes it."""
        return self.name is None and self.token_hash is None and self.bot is None

    @property
    def reserved(self) -> bool:
        """A seat of a table played again, kept for its person (named, no token yet): they
        are given their new token when they come back to the finished table."""
        return self.name is not None and self.token_hash is None and self.bot is None


@dataclass
class StoredTable:
    """A table as stored: its parameters, seats and moves."""

    id: str
    game: str
    players: int
    options: dict[str, Any]
    seed: int
    status: str
    seats: list[Seat]
    moves: list[Move] = field(default_factory=list)
    created: float = 0.0
    finished: float | None = None
    result: dict[str, Any] | None = None
    bot_seed: int = 0
    hints: bool = True
    """May the players ask for a hint (the greedy bot's advice)?  Chosen at creation."""
    listed: bool = False
    """Is the table shown to anyone in the lobby's open tables while it waits for players?"""
    next_table: str | None = None
    """The table "Play again" made of this finished one (None: not asked for)."""


class Conflict(Exception):
    """Another worker wrote first: the move number is taken, or the seat or status changed
    since it was read.  Nothing was written; read the table again and decide anew."""


def new_seed() -> int:
    """A fresh secret seed (a deal's, or the bots')."""
    return secrets.randbits(62)


def default_url() -> str:
    """A SQLite file in the user's data directory (``$XDG_DATA_HOME/rummyhall``)."""
    import platformdirs

    folder = Path(os.environ.get("RUMMYHALL_DATA") or platformdirs.user_data_dir("rummyhall"))
    folder.mkdir(parents=True, exist_ok=True)
    return f"sqlite:///{folder / 'rummyhall.db'}"


def engine_url(url: str) -> str:
    """``postgresql://`` means psycopg 3; a bare path means a SQLite file."""
    if url.startswith(("postgresql://", "postgres://")):
        return "postgresql+psycopg://" + url.split("://", 1)[1]
    if "://" not in url:
        return f"sqlite:///{Path(url).resolve()}"
    return url


class Storage:
    """The database of tables, seats and moves."""

    def __init__(self, url: str | None = None) -> None:
        url = engine_url(url or default_url())
        self.sqlite = url.startswith("sqlite")
        if url in ("sqlite://", "sqlite:///:memory:"):
            self.engine: Engine = create_engine(url, poolclass=StaticPool, connect_args={"check_same_thread": False})
        else:
            try:
                self.engine = create_engine(url, pool_pre_ping=not self.sqlite)
            except ImportError as error:  # the database's driver is missing
                missing = f"its driver {error.name} is not installed"
                if url.startswith("postgresql"):
                    missing = "PostgreSQL needs the postgres extra: pip install 'rummyhall[postgres]'"
                raise NoSuchModuleError(missing) from None
        if self.sqlite:
            event.listen(self.engine, "connect", _sqlite_pragmas)
        elif url.startswith("postgresql"):
            event.listen(self.engine, "connect", _postgres_settings)
        _make_schema(self.engine)
        # SQLite has one writer at a time (and an in-memory database one connection): one
        # worker thread; PostgreSQL a few.  A table's moves keep their order because its
        # room awaits each write under its lock before settling the next action.
        self.worker = ThreadPoolExecutor(max_workers=1 if self.sqlite else 4, thread_name_prefix="rummyhall-db")

    async def run(self, work: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T:
        """``work(*args, **kwargs)`` (one of this storage's methods) on the worker
        thread, awaited: the event loop goes on serving while the database works."""
        return await asyncio.get_running_loop().run_in_executor(self.worker, functools.partial(work, *args, **kwargs))

    def close(self) -> None:
        self.worker.shutdown(wait=True)
        self.engine.dispose()

    def create_table(
        self,
        game: str,
        players: int,
        options: dict[str, Any],
        seed: int,
        seat_list: Sequence[Seat],
        bot_seed: int | None = None,
        hints: bool = True,
        listed: bool = False,
        again_of: str | None = None,
        replacing: str | None = None,
    ) -> str:
        """A new table in the lobby; returns its id (part of the invite link).
        ``bot_seed``: the bots' secret seed (None: a fresh one); ``hints``: may players ask for hints;
        ``listed``: shown in the lobby's open tables; ``again_of``: the finished table this one
        plays again (its ``next_table`` is set in the same transaction, if it is still
        ``replacing``, the table that played it again before and expired, or None: else
        another worker played it again first, :class:`Conflict`, nothing written)."""
        table_id = secrets.token_urlsafe(9)
        with self.engine.begin() as db:
            db.execute(
                insert(tables).values(
                    id=table_id,
                    game=game,
                    players=players,
                    options=json.dumps(options, sort_keys=True),
                    seed=seed,
                    bot_seed=new_seed() if bot_seed is None else bot_seed,
                    status="lobby",
                    created=time.time(),
                    hints=hints,
                    listed=listed,
                )
            )
            if again_of is not None:
                linked = db.execute(
                    update(tables)
                    .where(tables.c.id == again_of, _is(tables.c.next_table, replacing))
                    .values(next_table=table_id)
                ).rowcount
                if not linked:  # (another worker played it again first: its table is the one)
                    raise Conflict(again_of)
            db.execute(
                insert(seats),
                [
                    {
                        "table_id": table_id,
                        "seat": i,
                        "name": s.name,
                        "token_hash": s.token_hash,
                        "bot": s.bot,
                        "level": s.level,
                    }
                    for i, s in enumerate(seat_list)
                ],
            )
        return table_id

    def load(self, table_id: str, after: int = 0) -> StoredTable | None:
        """The table with its seats and every move (only those after the ``after``-th:
        a worker catching up with the others), or None."""
        with self.engine.connect() as db:
            row = db.execute(select(tables).where(tables.c.id == table_id)).first()
            if row is None:
                return None
            seat_rows = db.execute(select(seats).where(seats.c.table_id == table_id).order_by(seats.c.seat)).all()
            move_rows = db.execute(
                select(moves).where(moves.c.table_id == table_id, moves.c.number > after).order_by(moves.c.number)
            ).all()
        return StoredTable(
            id=row.id,
            game=row.game,
            players=row.players,
            options=json.loads(row.options),
            seed=row.seed,
            status=row.status,
            seats=[Seat(s.name, s.token_hash, s.bot, s.level) for s in seat_rows],
            moves=[_move(m) for m in move_rows],
            created=row.created,
            finished=row.finished,
            result=json.loads(row.result) if row.result else None,
            bot_seed=row.bot_seed,
            hints=bool(row.hints),
            listed=bool(row.listed),
            next_table=row.next_table,
        )

    def moves_after(self, table_id: str, done: int) -> list[Move]:
        """The table's moves after the ``done``-th, in order (what another worker wrote since)."""
        query = select(moves).where(moves.c.table_id == table_id, moves.c.number > done).order_by(moves.c.number)
        with self.engine.connect() as db:
            return [_move(m) for m in db.execute(query)]

    def set_seat(self, table_id: str, seat: int, value: Seat, was: Seat) -> None:
        """The seat becomes ``value`` if it is still ``was`` (as this worker read it);
        :class:`Conflict` if another worker changed it first (nothing written)."""
        same = [_is(seats.c.name, was.name), _is(seats.c.token_hash, was.token_hash), _is(seats.c.bot, was.bot)]
        with self.engine.begin() as db:
            changed = db.execute(
                update(seats)
                .where(seats.c.table_id == table_id, seats.c.seat == seat, *same)
                .values(name=value.name, token_hash=value.token_hash, bot=value.bot, level=value.level)
            ).rowcount
        if not changed:
            raise Conflict(table_id)

    def set_status(self, table_id: str, status: str, was: str = "lobby") -> None:
        """The table's status becomes ``status`` if it is still ``was``; else :class:`Conflict`."""
        with self.engine.begin() as db:
            changed = db.execute(
                update(tables).where(tables.c.id == table_id, tables.c.status == was).values(status=status)
            ).rowcount
        if not changed:
            raise Conflict(table_id)

    def append_moves(self, table_id: str, done: int, new: Sequence[Move], result: dict[str, Any] | None = None) -> None:
        """Write moves ``done + 1``, ``done + 2``... in one transaction (and the
        result, if the game just ended).  The primary key refuses a number
        written twice: another worker wrote move ``done + 1`` first, :class:`Conflict`."""
        rows = [
            {
                "table_id": table_id,
                "number": done + i,
                "seat": m.seat,
                "action": m.action,
                "revealed": json.dumps(list(m.revealed)),
                "note": m.note,
            }
            for i, m in enumerate(new, 1)
        ]
        try:
            with self.engine.begin() as db:
                db.execute(insert(moves), rows)
                if result is not None:
                    db.execute(
                        update(tables)
                        .where(tables.c.id == table_id)
                        .values(status="over", finished=time.time(), result=json.dumps(result))
                    )
        except IntegrityError:
            if self.move_count(table_id) >= done + 1:
                raise Conflict(table_id) from None
            raise

    def move_count(self, table_id: str) -> int:
        """How many moves of the table are stored."""
        with self.engine.connect() as db:
            count: int = db.execute(select(func.count()).where(moves.c.table_id == table_id)).scalar_one()
        return count

    def finished_tables(self, limit: int = 100) -> list[dict[str, Any]]:
        """The most recently finished games, newest first."""
        query = (
            select(tables.c.id, tables.c.game, tables.c.players, tables.c.finished, tables.c.result)
            .where(tables.c.status == "over")
            .order_by(tables.c.finished.desc())
            .limit(limit)
        )
        with self.engine.connect() as db:
            rows = db.execute(query).all()
            out = []
            for row in rows:
                names = db.execute(
                    select(seats.c.name, seats.c.bot).where(seats.c.table_id == row.id).order_by(seats.c.seat)
                ).all()
                out.append(
                    {
                        "id": row.id,
                        "game": row.game,
                        "players": [n.name or f"{n.bot} bot" for n in names],
                        "finished": row.finished,
                        "result": json.loads(row.result) if row.result else None,
                    }
                )
        return out

    def open_lobby_tables(self, limit: int) -> list[StoredTable]:
        """The newest ``limit`` tables listed in the lobby's open tables and still waiting
        there, with their seats (no moves: they have none)."""
        query = (
            select(tables.c.id)
            .where(tables.c.listed == true(), tables.c.status == "lobby")
            .order_by(tables.c.created.desc())
            .limit(limit)
        )
        with self.engine.connect() as db:
            found = [row.id for row in db.execute(query)]
        return [table for table in map(self.load, found) if table is not None]

    def lobby_tables(self, created_before: float) -> list[tuple[str, float]]:
        """The tables still in the lobby that were created before ``created_before``: (id, created)."""
        query = select(tables.c.id, tables.c.created).where(
            tables.c.status == "lobby", tables.c.created < created_before
        )
        with self.engine.connect() as db:
            return [(row.id, row.created) for row in db.execute(query)]

    def delete_lobby_table(self, table_id: str) -> bool:
        """Delete a table that is still in the lobby (never a started one); True if it was."""
        with self.engine.begin() as db:
            gone = db.execute(tables.delete().where(tables.c.id == table_id, tables.c.status == "lobby")).rowcount
            if gone:
                db.execute(seats.delete().where(seats.c.table_id == table_id))
        return bool(gone)


def _move(row: Any) -> Move:
    """A stored move as the record's."""
    return Move(row.seat, row.action, tuple(json.loads(row.revealed)), row.note)


def _is(column: Any, value: Any) -> Any:
    """SQL's "the column holds ``value``" (None: is NULL)."""
    return column.is_(None) if value is None else column == value


SCHEMA_LOCK = 0x72756D6D79  # ("rummy"): the PostgreSQL advisory lock held while the schema is made
"""Workers starting at once on a new database take turns making its tables: two CREATE TABLEs
of one name at once fail one of them ("duplicate key value violates unique constraint
pg_type_typname_nsp_index"), and that worker ended at its start."""


def _make_schema(engine: Engine) -> None:
    """The tables, and an older database's missing columns, in one transaction (on PostgreSQL
    under :data:`SCHEMA_LOCK`, so that workers starting together make them one after another)."""
    with engine.begin() as db:
        if engine.dialect.name == "postgresql":
            db.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": SCHEMA_LOCK})
        metadata.create_all(db)
        _add_bot_seeds(db)
        _add_column(db, "hints", "BOOLEAN NOT NULL DEFAULT TRUE")  # (every older table allowed hints)
        _add_column(db, "listed", "BOOLEAN NOT NULL DEFAULT FALSE")
        _add_column(db, "next_table", "VARCHAR(32)")
        _add_column(db, "level", "VARCHAR(16)", "rh_seats")  # (every older bot was chosen by its kind)


def _add_bot_seeds(db: Connection) -> None:
    """A database from before the bots had their own seed gets the column, and every
    table in it a fresh secret bot seed (its bots play differently from then on)."""
    if "bot_seed" in {column["name"] for column in inspect(db).get_columns("rh_tables")}:
        return
    db.execute(text("ALTER TABLE rh_tables ADD COLUMN bot_seed BIGINT"))
    for (table_id,) in db.execute(select(tables.c.id)).all():
        db.execute(update(tables).where(tables.c.id == table_id).values(bot_seed=new_seed()))


def _add_column(db: Connection, name: str, definition: str, table: str = "rh_tables") -> None:
    """A database from before ``table`` had the column ``name`` gets it (``definition``:
    its SQL type and default, which every older row takes)."""
    if name not in {column["name"] for column in inspect(db).get_columns(table)}:
        db.execute(text(f"ALTER TABLE {table} ADD COLUMN {name} {definition}"))


def _postgres_settings(connection: Any, _record: Any) -> None:
    """Wait at most 5 s for a lock, as SQLite's busy timeout: a table someone else holds
    locked fails the write (refused, nothing changed) instead of holding a worker for ever."""
    cursor = connection.cursor()
    cursor.execute("SET lock_timeout = 5000")
    cursor.close()
    connection.commit()


def _sqlite_pragmas(connection: Any, _record: Any) -> None:
    """WAL with NORMAL sync: a committed move survives the process being killed."""
    cursor = connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.execute("PRAGMA busy_timeout=5000")
    cursor.close()
