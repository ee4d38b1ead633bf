"""The layers of the package, read from the source's imports (no module is run).

The rules core knows nothing of terminals, sockets or files and needs nothing
outside the standard library; faces depend on the core, never the other way;
the solvers do not lean on the bots; the server and the terminal are separate
faces; a game takes no rule from its solver (docs/architecture.md).
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "src" / "rummyhall"
CORE = ("cards", "melds", "engine", "poker", "games", "solve")
"""The rules core: these modules and packages (what ``make fast`` compiles)."""


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports(path: Path) -> set[str]:
    """Every module ``path`` imports, anywhere in it (inside functions too)."""
    found: set[str] = set()
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = module_name(path) if path.name == "__init__.py" else module_name(path).rpartition(".")[0]
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:  # a relative import, resolved against this module's package
                base = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                found.add(f"{base}.{node.module}" if node.module else base)
            elif node.module:
                found.add(node.module)
                found.update(f"{node.module}.{alias.name}" for alias in node.names)
    return found


def modules(*layers: str) -> list[Path]:
    """The source files of these top-level modules or packages of rummyhall."""
    files: list[Path] = []
    for layer in layers:
        single = PACKAGE / f"{layer}.py"
        files += [single] if single.exists() else sorted((PACKAGE / layer).rglob("*.py"))
    return files


def in_layer(name: str, *layers: str) -> bool:
    return any(name == f"rummyhall.{layer}" or name.startswith(f"rummyhall.{layer}.") for layer in layers)


def test_the_modules_are_found() -> None:
    """(The checks below would pass on nothing: make sure they see the source.)"""
    core = modules(*CORE)
    assert len(core) >= 10 and PACKAGE / "games" / "liverpool.py" in core
    assert "rummyhall.cards" in imports(PACKAGE / "games" / "liverpool.py")


@pytest.mark.parametrize("path", modules(*CORE), ids=lambda p: module_name(p))
def test_the_rules_core_imports_only_the_standard_library_and_itself(path: Path) -> None:
    for name in imports(path):
        top = name.partition(".")[0]
        if top == "rummyhall":
            assert in_layer(name, *CORE), f"{module_name(path)} imports {name}, which is not in the rules core"
        else:
            assert top in sys.stdlib_module_names or top == "__future__", f"{module_name(path)} imports {name}"


@pytest.mark.parametrize(
    ("layer", "forbidden"),
    [
        ("solve", ("bots",)),
        ("server", ("cli", "terminal")),
        ("terminal", ("server", "cli")),
        ("bots", ("server", "terminal", "cli")),
        ("record", ("server", "terminal", "cli", "bots")),
    ],
)
def test_faces_keep_to_their_side(layer: str, forbidden: tuple[str, ...]) -> None:
    for path in modules(layer):
        for name in imports(path):
            assert not in_layer(name, *forbidden), f"{module_name(path)} imports {name}"


@pytest.mark.parametrize("game", ["liverpool", "carousel", "rummoli"])
def test_a_game_takes_no_rule_from_its_solver(game: str) -> None:
    """A game may ask its solver to list moves, but the rules it checks live in
    the game or in ``melds``: only the listing functions are imported (and, in
    Liverpool, the listing's quick test on each seat's cards counted as they come and
    go: ``HandTally`` and ``surely_not_tallied``)."""
    listing = {"choices", "solve_keeping", "solve", "HandTally", "surely_not_tallied"}
    for name in imports(PACKAGE / "games" / f"{game}.py"):
        if in_layer(name, "solve") and name.count(".") == 3:
            assert name.rpartition(".")[2] in listing, f"games.{game} imports {name} from its solver"
