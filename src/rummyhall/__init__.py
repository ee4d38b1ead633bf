"""rummyhall: Liverpool rummy, Rummoli and Carousel, with exact rules, solvers and bots."""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from importlib.machinery import ModuleSpec
from importlib.util import spec_from_file_location
from pathlib import Path
from types import ModuleType

__version__ = "0.1.0"

SOURCE_BUILD = "RUMMYHALL_SOURCE_BUILD"
"""``RUMMYHALL_SOURCE_BUILD=1``: the rules core is run from its ``.py`` files even where
the compiled modules are installed beside them (for debugging: tracebacks, pdb, coverage)."""


class _SourceFirst:
    """Finds rummyhall's modules as their ``.py`` files, before the compiled ones."""

    def find_spec(
        self, fullname: str, path: Sequence[str] | None = None, target: ModuleType | None = None
    ) -> ModuleSpec | None:
        if not fullname.startswith(__name__ + ".") or not path:
            return None
        name = fullname.rpartition(".")[2]
        for entry in path:
            package = Path(entry) / name / "__init__.py"
            if package.is_file():
                return spec_from_file_location(fullname, package, submodule_search_locations=[str(package.parent)])
            module = Path(entry) / f"{name}.py"
            if module.is_file():
                return spec_from_file_location(fullname, module)
        return None


if os.environ.get(SOURCE_BUILD) == "1" and not any(isinstance(finder, _SourceFirst) for finder in sys.meta_path):
    sys.meta_path.insert(0, _SourceFirst())


def compiled() -> bool:
    """True when the rules core is the compiled build (docs/compiled.md), False for the source."""
    from rummyhall import engine

    return not engine.__file__.endswith(".py")
