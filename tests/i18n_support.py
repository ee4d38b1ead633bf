"""Every message of every language, parsed and said with sample values (docs/i18n.md).

``python tests/i18n_support.py lt [WORD]`` prints each Lithuanian message said with
the counts of :data:`COUNTS` beside its English (only those whose id or text holds
WORD, if given), and then every problem :func:`problems` finds: a translator's check.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from babel import Locale
from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import FluentParser, ast

from rummyhall import i18n

COUNTS = (0, 1, 2, 5, 11, 21, 22, 100, 1234)
"""The counts every message with a number is said with (each plural category of the four languages)."""
SAMPLE_NAME = "Ada"
SAMPLE_NUMBER = 7
"""What a variable that is no count is said with: a name (a seat, a word or its case), else a number."""
TYPED = frozenset(
    [
        "draw",
        "stock",
        "discard",
        "buy",
        "pass",
        "rummy",
        "down",
        "layoff",
        "swap",
        "low",
        "high",
        "cut",
        "knock",
        "meld",
        "put",
        "move",
        "undo",
        "reset",
        "draft",
        "send",
        "declare",
        "edit",
        "keep",
        "exchange",
        "bid",
        "bet",
        "call",
        "raise",
        "fold",
        "check",
        "play",
        "claim",
        "legal",
        "hint",
        "table",
        "help",
        "quit",
        "new",
        "none",
        "true",
        "false",
        "null",
        "auto",
        "random",
        "greedy",
        "search",
        "shrewd",
    ]
)
"""Words a person types (moves, the terminal's commands, option values): the same in every language."""
KEPT = frozenset(
    [
        "rummyhall",
        "python",
        "debian",
        "rummoli",
        "openskill",
        "elo",
        "sprt",
        "llr",
        "ray",
        "pettingzoo",
        "openspiel",
        "gymnasium",
        "sqlite",
        "postgresql",
        "redis",
        "json",
        "csv",
        "enter",
        "esc",
        "tab",
        "shift",
    ]
)
"""Names that are the same in every language (the project, a game, programs and methods)."""
MARKUP = re.compile(r"\[/?[a-z ]*\]|<[^>]*>")
TAGS = re.compile(r"\[/?(?:bold|red|yellow|cyan|green|dim|magenta|italic)?(?: \w+)*\]|</?\w+[^>]*>")
"""Rich's markup (``[bold]``, ``[/]``) and HTML tags: a translation keeps the English ones."""
NOTATION = re.compile(
    r"rummyhall \w+(?: \w+)?|--[\w-]+|-\w\b|(?:-o )?\w+=[^\s:;,)]+|\b\w+_\w+\b|\bm\d+\b|\b[A-Z][A-Z_]+\b"
    r"|make \w+|\w+(?:[,:][\w.]+)+|\"[^\"\s]+\"|„[^“\s]+“|«[^»\s]+»|`[^`]+`|\w+(?:/[\w.]+)+"
)
"""What a person types or a program reads, the same in every language: a command line, an
option as typed (``-o target=100``, ``wild_twos``), a meld's number (``m2``), a name in
capitals (``LANG``, ``GAME``), a list or pair as typed (``greedy,random``, ``search:0.5``),
a quoted word (``"type"``, „hints“), a path (``rules/liverpool.txt``)."""
WORD = re.compile(r"\w+(?:'\w+)*")


OPTIONAL = frozenset({"verb", "number_type", "possibilities", "possibility", "nargs", "choices", "choice"})
"""Variables a translation may leave out: the English verb agreeing with its subject ("wins"/"win"),
and Click's: a number's type in English ("integer"), fields its plural forms do not share."""


@dataclass(frozen=True)
class Entry:
    """One message of one language: its id, the file (part) it is in, and its syntax tree."""

    ident: str
    part: str
    message: ast.Message
    source: str


def entries(lang: str) -> dict[str, Entry]:
    """The messages of ``lang``'s files, by id (a parse error raises)."""
    found: dict[str, Entry] = {}
    for part in i18n.PARTS:
        path = i18n.LOCALE_DIR / lang / f"{part}.ftl"
        if not path.exists():
            continue
        text = path.read_text(encoding="utf-8")
        for entry in FluentParser(with_spans=True).parse(text).body:
            if isinstance(entry, ast.Junk):
                raise AssertionError(f"{path}: not Fluent: {entry.content[:200]!r} ({entry.annotations[0].message})")
            if isinstance(entry, ast.Message):
                assert entry.span is not None
                said = text[entry.span.start : entry.span.end]  # (its comment's lines, the English, left out)
                found[entry.id.name] = Entry(entry.id.name, part, entry, re.sub(r"(?m)^#.*\n", "", said))
    return found


def _walk(node: Any) -> Iterator[Any]:
    yield node
    if isinstance(node, ast.BaseNode):
        for value in vars(node).values():
            for child in value if isinstance(value, list) else [value]:
                if isinstance(child, ast.BaseNode):
                    yield from _walk(child)


def variables(message: ast.Message) -> set[str]:
    """The variables a message refers to (its attributes' too)."""
    return {node.id.name for node in _walk(message) if isinstance(node, ast.VariableReference)}


def selected(message: ast.Message) -> dict[str, set[str]]:
    """Each variable a message selects on, with the keys of its variants."""
    found: dict[str, set[str]] = {}
    for node in _walk(message):
        if isinstance(node, ast.SelectExpression) and isinstance(node.selector, ast.VariableReference):
            keys = {v.key.name if isinstance(v.key, ast.Identifier) else v.key.value for v in node.variants}
            found.setdefault(node.selector.id.name, set()).update(keys)
    return found


@cache
def plural_categories(lang: str) -> frozenset[str]:
    """The CLDR plural categories of ``lang`` (Lithuanian: one, few, many, other)."""
    return frozenset(Locale.parse(lang).plural_form.tags | {"other"})


@cache
def bundle(lang: str) -> FluentBundle:
    made = FluentBundle([lang], use_isolating=False)
    made.add_resource(FluentResource(i18n.ftl_source(lang)))
    return made


def numbers_of(ident: str, lang: str) -> set[str]:
    """The variables of a message that are counts: those English or ``lang`` selects on."""
    own = entries_of(lang).get(ident)
    english = entries_of("en")[ident]
    return set(selected(english.message)) | (set(selected(own.message)) if own else set())


@cache
def entries_of(lang: str) -> dict[str, Entry]:
    return entries(lang)


def seats_of(ident: str) -> set[str]:
    """The variables of a message that are people or words: ``$who``, a seat or seats, a sentence."""
    english = entries_of("en")[ident]
    comment = english.message.comment.content if english.message.comment else ""
    return {"who"} | set(re.findall(r"\{(\w+):(?:seat|seats|sentence)\}", comment))


def sample_args(ident: str, lang: str, count: int) -> dict[str, Any]:
    """Every variable a message of ``lang`` may use, with ``count`` for each count and a
    name or card for the rest (and each case of a word: ``$pot_genitive``)."""
    numbers = numbers_of(ident, lang)
    people = seats_of(ident)
    args: dict[str, Any] = {}
    for name in variables(entries_of("en")[ident].message):
        args[name] = count if name in numbers else SAMPLE_NAME if name in people else SAMPLE_NUMBER
        for case in i18n.CASES[lang]:
            args[f"{name}_{case}"] = SAMPLE_NAME
    return args


def said(ident: str, lang: str) -> list[tuple[int, str, list[Exception]]]:
    """The message said with each count of :data:`COUNTS` (once if it has no count)."""
    counts = COUNTS if numbers_of(ident, lang) else (COUNTS[1],)
    message = bundle(lang).get_message(ident)
    out = []
    for count in counts:
        args = sample_args(ident, lang, count)
        text, errors = bundle(lang).format_pattern(message.value, args)
        for pattern in message.attributes.values():  # (a word's cases)
            errors += bundle(lang).format_pattern(pattern, args)[1]
        out.append((count, str(text), list(errors)))
    return out


@cache
def english_words() -> frozenset[str]:
    """The words of every English message as said (four letters or more), but what is typed or kept."""
    found: set[str] = set()
    for ident in entries_of("en"):
        for _, text, _ in said(ident, "en"):
            found |= {w.lower() for w in WORD.findall(NOTATION.sub(" ", MARKUP.sub(" ", text))) if _latin(w, 4)}
    return frozenset(found - TYPED - KEPT - {SAMPLE_NAME.lower()})


def english_in(text: str) -> set[str]:
    """The English words of the catalog in ``text`` (a message said in another language)."""
    seen = NOTATION.sub(" ", MARKUP.sub(" ", text))
    return {w.lower() for w in WORD.findall(seen) if _latin(w, 4)} & english_words()


def _latin(word: str, least: int) -> bool:
    return len(word) >= least and word.isascii() and word.replace("'", "").isalpha()


KAZAKH_SUFFIXES = frozenset(
    [
        "а",
        "е",
        "ы",
        "і",
        "н",
        "ке",
        "ге",
        "қа",
        "ға",
        "на",
        "не",
        "та",
        "те",
        "да",
        "де",
        "ны",
        "ні",
        "ды",
        "ді",
        "ты",
        "ті",
        "ның",
        "нің",
        "дың",
        "дің",
        "тың",
        "тің",
        "нан",
        "нен",
        "дан",
        "ден",
        "тан",
        "тен",
        "мен",
        "бен",
        "пен",
        "сы",
        "сі",
        "шы",
        "ші",
        "ншы",
        "нші",
        "лар",
        "лер",
        "дар",
        "дер",
        "тар",
        "тер",
        "нда",
        "нде",
        "ында",
        "інде",
    ]
)
"""Kazakh case, possessive and ordinal endings: after a number they follow its sound (5-ке, 6-ға), which a
variable does not tell, so none is written after one.  A noun after a number's hyphen is the ordinal
(``{ $round }-раунд``, "the 2nd round"), written so by Kazakh rules."""


def glued(lang: str, source: str) -> str | None:
    """A suffix hyphenated onto a variable in a message's Fluent source (``{ $card }-ის``), or a word
    onto one (``N-{ $count }``), but the ordinals each language writes so: Georgian ``მე-{ $n }``, a
    Kazakh number's ``{ $n }-раунд``."""
    for found in re.finditer(r"\}-(\w+)|(\w+)-\{", source):
        after, before = found[1], found[2]
        if lang == "ka" and before == "მე":
            continue
        if lang == "kk" and after and after.lower() not in KAZAKH_SUFFIXES:
            continue
        return found[0]
    return None


def problems(lang: str) -> list[str]:
    """What is wrong with ``lang``'s messages: missing, extra or misplaced, a variable English
    lacks, a plural key that is no CLDR category of the language, a suffix glued to a variable,
    a message that fails or leaves a variable unfilled when said, an English word said."""
    english, own = entries_of("en"), entries_of(lang)
    found = [f"missing: {ident} ({english[ident].part}.ftl)" for ident in sorted(set(english) - set(own))]
    found += [f"not in English: {ident}" for ident in sorted(set(own) - set(english))]
    cases = set(i18n.CASES[lang])
    categories = plural_categories(lang)
    for ident in sorted(set(own) & set(english)):
        entry, source = own[ident], english[ident]
        if entry.part != source.part:
            found.append(f"{ident}: in {entry.part}.ftl, English has it in {source.part}.ftl")
        allowed = variables(source.message)
        allowed |= {f"{v}_{case}" for v in allowed for case in cases}
        for name in sorted(variables(entry.message) - allowed):
            found.append(f"{ident}: ${name} is no variable of this message")
        bases = {
            name.rsplit("_", 1)[0] if name.rsplit("_", 1)[-1] in cases else name for name in variables(entry.message)
        }
        for name in sorted(variables(source.message) - bases - OPTIONAL):
            found.append(f"{ident}: ${name} is left out")
        if sorted(TAGS.findall(entry.source)) != sorted(TAGS.findall(source.source)):
            found.append(f"{ident}: markup differs from English: {sorted(TAGS.findall(entry.source))}")
        if entry.part == "core" and entry.source.rstrip().endswith(":") and not source.source.rstrip().endswith(":"):
            # (an event's cards follow its sentence after ": ", as in "dealt 10 cards each; upcard: 9h")
            found.append(f"{ident}: ends with a colon, English does not (its cards follow a colon of their own)")
        for attribute in entry.message.attributes:
            if attribute.id.name not in cases:
                found.append(f"{ident}: .{attribute.id.name} is no case of {lang} ({', '.join(sorted(cases))})")
        for name, keys in selected(entry.message).items():
            wrong = {k for k in keys if isinstance(k, str) and not k.replace(".", "").isdigit() and k not in categories}
            if wrong:
                found.append(f"{ident}: ${name} selects on {sorted(wrong)}, not plural categories of {lang}")
        if lang != "en" and glued(lang, entry.source):
            found.append(f"{ident}: a suffix hyphenated onto a variable: {glued(lang, entry.source)!r}")
        for count, text, errors in said(ident, lang):
            if errors or "{$" in text:
                found.append(f"{ident} with {count}: {errors or text!r}")
            if lang != "en" and english_in(text):
                found.append(f"{ident}: English {sorted(english_in(text))} in {text!r}")
    return found


if __name__ == "__main__":
    language, wanted = sys.argv[1], (sys.argv[2] if len(sys.argv) > 2 else "")
    for ident, entry in entries_of(language).items():
        if ident not in entries_of("en") or (wanted and wanted not in ident and wanted not in entry.source):
            continue
        print(f"{ident}:")
        for (count, english, _), (_, text, _) in zip(said(ident, "en"), said(ident, language), strict=False):
            print(f"  {count:>5}  en: {english}\n         {language}: {text}")
    for problem in problems(language):
        print("PROBLEM", problem)
