"""Refusals: a request the server will not grant, said in words a player reads.

A :class:`Refused` carries the sentence to fill (``template`` and ``params``, as the rules
core's refusals do, docs/i18n.md) so that a page can say it in its reader's language, and
``message``, the same in English, for programs.

>>> Refused("every seat at this table is taken").answer("act")["message"]
'every seat at this table is taken'
"""

from __future__ import annotations

from typing import Any

from rummyhall.engine import RulesError, fill
from rummyhall.i18n import DEFAULT, translator
from rummyhall.server.lobby import Listed, LobbyRefusal


class Refused(Exception):
    """A request that cannot be granted: a sentence to fill (``template``, ``params``, as
    the rules core's refusals, docs/i18n.md) saying why, in a player's words; ``message`` is
    it in English (seats by ``names`` when given), :meth:`said` in any language, and
    :meth:`answer` the socket's ``error`` message carrying both (the page says it in its
    reader's language, a program reads ``message``)."""

    def __init__(self, template: str, **params: Any) -> None:
        self.template = template
        self.params = {key: _plain(value) for key, value in params.items()}
        self.names: list[str] | None = None
        self.message = fill(template, self.params) if params else template
        super().__init__(self.message)

    @classmethod
    def naming(cls, names: list[str], template: str, **params: Any) -> Refused:
        """A refusal whose ``{x:seats}`` are said by ``names`` (a page names them as it shows them)."""
        refused = cls(template, **params)
        refused.names = names
        refused.message = fill(template, refused.params, names)
        refused.args = (refused.message,)
        return refused

    @classmethod
    def because(cls, error: RulesError) -> Refused:
        """The rules core's refusal as the server's (the same template and params)."""
        return cls(error.template, **error.params)

    @classmethod
    def lobby(cls, refusal: LobbyRefusal) -> Refused:
        """A new table the lobby refuses (its lists of choices said in English here;
        :meth:`said` says the whole refusal in a language)."""
        if refusal.error is not None:
            refused = cls.because(refusal.error)
        else:
            english = translator(DEFAULT)
            params = {k: v.said(english) if isinstance(v, Listed) else v for k, v in refusal.params.items()}
            refused = cls(refusal.template, **params)
        refused.__cause__ = refusal
        return refused

    def said(self, lang: str) -> str:
        """The refusal in ``lang``."""
        cause = self.__cause__
        if isinstance(cause, LobbyRefusal):
            return cause.said(lang)
        return translator(lang).fill(self.template, self.params, self.names)

    def answer(self, about: str | None = None) -> dict[str, Any]:
        """``{"type": "error", "message", "template", "params", "about"}`` for the socket."""
        return {
            "type": "error",
            "message": self.message,
            "template": self.template,
            "params": self.params,
            "about": about,
        }


def _plain(value: Any) -> Any:
    """A param as JSON carries it (numbers, text, lists of them; anything else as its text)."""
    if value is None or isinstance(value, bool | int | float | str):
        return value
    if isinstance(value, list | tuple):
        return [_plain(item) for item in value]
    return str(value)


class NotSaved(Refused):
    """The database did not take the change; nothing was changed in memory either."""


class Overtaken(Exception):
    """Another worker changed the table first (a move, a seat, the start): this worker has
    caught up with the database, and the request is to be decided again on the new table."""
