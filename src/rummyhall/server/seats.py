"""Seats: who sits where, as people read it, and the secret tokens that prove it.

The server keeps only a token's hash (:func:`token_hash`); "Play again" derives a person's
token at the next table from their token here (:func:`again_token`), so it never stores it.

>>> from rummyhall.server.storage import Seat
>>> seat_names([Seat("Ann", None, None), Seat(None, None, "greedy"), Seat(None, None, None)])
['Ann', 'Ada (greedy)', '(empty)']
>>> valid_table_id("abc-DEF_12"), valid_table_id("../etc")
(True, False)
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import re
import secrets
from typing import Any

from rummyhall.bots import bot_names
from rummyhall.bots.levels import seat_bot_name
from rummyhall.server.refusals import Refused
from rummyhall.server.storage import Seat

NAME_LIMIT = 40
TABLE_ID = re.compile(r"[A-Za-z0-9_-]{4,32}")


def seat_names(seats: list[Seat]) -> list[str]:
    """Each seat's name as people read it: the person's, a bot's own ("Ada (greedy)"),
    or "(empty)" for a seat nobody has taken yet.  (No text from the server numbers
    seats: the pages name them.)"""
    people = [s.name for s in seats if s.name]
    kinds = [seat_bot_name(s.bot, s.level) for s in seats if s.bot and not s.name]
    bots = iter(bot_names(kinds, taken=people))
    return [s.name or (next(bots) if s.bot else "(empty)") for s in seats]


def valid_table_id(table_id: Any) -> bool:
    """Could this be a table's id?  (Anything else is not looked up at all.)"""
    return isinstance(table_id, str) and TABLE_ID.fullmatch(table_id) is not None


def new_token() -> tuple[str, str]:
    """A secret seat token and the hash that is stored instead of it."""
    token = secrets.token_urlsafe(24)
    return token, token_hash(token)


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def again_token(token: str, table_id: str) -> str:
    """A person's token at the table ``table_id`` that plays their finished table again,
    made from their token there: the server, which stores only hashes, can give it to
    them whenever they come back with their old token, and never has to keep it."""
    digest = hmac.new(token.encode(), f"rummyhall play again at {table_id}".encode(), hashlib.sha256).digest()
    return base64.urlsafe_b64encode(digest[:24]).decode()


def clean_name(name: Any) -> str:
    if not isinstance(name, str) or not name.strip():
        raise Refused("type your name first: it is how the others see you at the table")
    words: list[str] = name.split()
    cleaned = " ".join(words)
    if not cleaned.isprintable():  # control characters, NUL, lone surrogates
        raise Refused("a name may hold letters, digits, punctuation and spaces only")
    return cleaned[:NAME_LIMIT]
