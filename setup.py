"""The build, as pyproject.toml describes it: a wheel compiles the rules core to C
extensions with mypyc when this machine can (a C compiler and the Python headers),
and is the source build otherwise, saying so (docs/compiled.md):

    pip install .                               # compiled when it can be, else the source
    RUMMYHALL_MYPYC=1 pip wheel --no-deps -w dist .   # compiled, or an error
    RUMMYHALL_MYPYC=0 pip install .             # the source build

The build backend (_build_backend/backend.py) decides, and asks the build frontend
for the mypy this needs.  The compiled modules are the same source, so either build
plays the same games.
"""

import json
import os
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from setuptools import setup
from setuptools.command.build_ext import build_ext
from setuptools.command.build_py import build_py

sys.path.insert(0, str(Path(__file__).resolve().parent / "_build_backend"))
from backend import compile_mode, lacking, missing

SOURCE_BUILD_NOTE = "source-build.json"
"""Written into a source build's package when this machine could not compile (the command line reads it)."""

# The rules core: no terminals, sockets or files, and only these imports among themselves.
COMPILED = [
    "src/rummyhall/cards.py",
    "src/rummyhall/melds.py",
    "src/rummyhall/engine.py",
    "src/rummyhall/poker.py",
    "src/rummyhall/games/__init__.py",
    "src/rummyhall/games/liverpool.py",
    "src/rummyhall/games/carousel.py",
    "src/rummyhall/games/rummoli.py",
    "src/rummyhall/games/rummoli_betting.py",
    "src/rummyhall/solve/__init__.py",
    "src/rummyhall/solve/liverpool.py",
    "src/rummyhall/solve/carousel.py",
    "src/rummyhall/solve/carousel_dp.py",
]

if compile_mode():
    try:
        from mypyc.build import mypycify
    except ImportError:  # only without build isolation: otherwise the frontend has installed it
        sys.exit("rummyhall: the compiled build needs mypyc, which ships with mypy: pip install mypy==2.4.1")

    class ParallelBuildExt(build_ext):
        """Compiles an extension's C files side by side, one job per core (mypyc's
        ``multi_file`` mode writes one C file per module: the rules core is one
        extension of about fifteen files, which setuptools would compile one by one)."""

        def build_extension(self, ext: Any) -> None:
            compile_one = self.compiler.compile
            cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
            jobs = max(1, min(cores, 8))

            def compile_all(sources: list[str], *args: Any, **kwargs: Any) -> list[str]:
                if jobs == 1 or len(sources) < 2:
                    return list(compile_one(sources, *args, **kwargs))
                # (the largest first, so that the last job to finish is a small one)
                order = sorted(sources, key=lambda name: -os.path.getsize(name))
                with ThreadPoolExecutor(jobs) as pool:
                    objects = pool.map(lambda name: compile_one([name], *args, **kwargs), order)
                    done = dict(zip(order, objects, strict=True))
                return [obj for name in sources for obj in done[name]]

            self.compiler.compile = compile_all
            try:
                super().build_extension(ext)
            finally:
                del self.compiler.compile

    setup(ext_modules=mypycify(COMPILED, multi_file=True), cmdclass={"build_ext": ParallelBuildExt})
elif os.environ.get("RUMMYHALL_MYPYC") != "0":  # (not asked for: this machine cannot compile)
    print(
        "rummyhall: building the source build (pure Python, about half as fast): this machine lacks "
        + " and ".join(missing())
        + "; with them, the rules core is compiled (docs/compiled.md)",
        file=sys.stderr,
    )

    class NotedBuildPy(build_py):
        """The package with a note of what the build lacked (``rummyhall/source-build.json``):
        pip shows the message above only with ``-v``, so the command line says it once too."""

        def run(self) -> None:
            super().run()
            note = Path(self.build_lib) / "rummyhall" / SOURCE_BUILD_NOTE
            note.write_text(json.dumps({"lacking": lacking()}) + "\n", encoding="utf-8")

    setup(cmdclass={"build_py": NotedBuildPy})
else:
    setup()
