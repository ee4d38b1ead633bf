"""rummyhall as a package: ``pip install rummyhall`` is the rules core, solvers,
bots, records and the command line with click, rich and babel only; the server is the
``[server]`` extra and PostgreSQL the ``[postgres]`` one (tournaments, Ray and the
learning environments are extras too), and a command that needs
a missing extra names it; the lock files pin everything ``make`` installs; and the
test database of ``scripts/services.sh`` is reached with a password, never ``trust``.
"""

from __future__ import annotations

import fnmatch
import importlib.metadata
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import tomllib
import zipfile
from email.parser import Parser
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import pytest
from packaging.requirements import Requirement
from packaging.specifiers import SpecifierSet
from packaging.utils import canonicalize_name
from packaging.version import Version

ROOT = Path(__file__).resolve().parent.parent
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))

BASE = {"babel", "click", "rich", "fluent-runtime"}
SERVER = {"starlette", "uvicorn", "websockets", "sqlalchemy", "platformdirs", "redis"}
SERVER_MODULES = SERVER | {"psycopg", "anyio", "h11"}
"""What only the server imports (its extras' packages and theirs)."""
COMMAND_LINE_MODULES = {"babel", "click", "rich", "markdown_it", "mdurl", "pygments", "fluent", "attr", "pytz"}
COMMAND_LINE_MODULES |= {"typing_extensions"}
"""Everything third-party the base install may import: babel, click, rich and fluent.runtime, and theirs."""
EXTRAS = {"server", "postgres", "tournament", "ray", "rl"}
EXTRA_MODULES = (
    "rummyhall.server.app",
    "rummyhall.server.connection",
    "rummyhall.server.hub",
    "rummyhall.server.pages",
    "rummyhall.server.room",
    "rummyhall.server.seats",
    "rummyhall.server.storage",
    "rummyhall.env",
    "rummyhall.tournament.ratings",
    "rummyhall.tournament.plots",
    "rummyhall.tournament.command",
)
"""The modules that need an extra (the server's, the learning environments'); the rest need only the base."""
DEV_ONLY = {"psycopg", "psycopg-binary", "setuptools", "mypy", "pytest", "ruff", "playwright", "hypothesis"}


def names(requirements: list[str]) -> set[str]:
    return {canonicalize_name(Requirement(r).name) for r in requirements}


def pins(lock: str) -> dict[str, str]:
    """The ``name==version`` lines of a lock file (``-r`` files included), by name."""
    found: dict[str, str] = {}
    for line in (ROOT / lock).read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        if line.startswith("-r "):
            found |= pins(line[3:].strip())
            continue
        assert re.fullmatch(r"[A-Za-z0-9_.\-]+==[0-9][A-Za-z0-9.+!\-]*", line), f"{lock}: not an exact pin: {line!r}"
        name, version = line.split("==")
        found[canonicalize_name(name)] = version
    return found


# -- what is declared -----------------------------------------------------------------------


def test_the_base_install_is_click_rich_babel_and_fluent_and_the_server_is_an_extra() -> None:
    project = PYPROJECT["project"]
    assert names(project["dependencies"]) == BASE
    extras = project["optional-dependencies"]
    assert set(extras) == EXTRAS
    assert names(extras["server"]) == SERVER
    postgres = [Requirement(r) for r in extras["postgres"]]
    assert {(canonicalize_name(r.name), frozenset(r.extras)) for r in postgres} == {
        ("rummyhall", frozenset({"server"})),
        ("psycopg", frozenset({"binary"})),
    }


def test_the_build_asks_for_a_range_of_setuptools_and_the_compiled_build_for_mypy() -> None:
    system = PYPROJECT["build-system"]
    (setuptools,) = [Requirement(r) for r in system["requires"]]
    assert setuptools.name == "setuptools"
    assert setuptools.specifier and all(s.operator != "==" for s in setuptools.specifier), setuptools
    locked = pins("requirements-dev.lock")
    assert Version(locked["setuptools"]) in setuptools.specifier  # (what make fast builds with)
    assert Version("77") in setuptools.specifier and Version("76.1") not in setuptools.specifier  # (PEP 639 license)

    # The backend is setuptools' own, adding mypy (the dev lock's) when RUMMYHALL_MYPYC=1.
    spec = importlib.util.spec_from_file_location("backend", ROOT / system["backend-path"][0] / "backend.py")
    assert spec and spec.loader and system["build-backend"] == "backend"
    backend = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(backend)
    assert [Requirement(r).name for r in backend.MYPYC_REQUIRES] == ["mypy"]
    assert [f"mypy=={locked['mypy']}"] == backend.MYPYC_REQUIRES


def test_the_locks_pin_everything_make_installs() -> None:
    runtime, everything = pins("requirements.lock"), pins("requirements-dev.lock")
    project = PYPROJECT["project"]
    for requirement in map(Requirement, project["dependencies"] + project["optional-dependencies"]["server"]):
        name = canonicalize_name(requirement.name)
        assert name in runtime and Version(runtime[name]) in requirement.specifier, requirement
    (psycopg,) = [Requirement(r) for r in project["optional-dependencies"]["postgres"] if r.startswith("psycopg")]
    assert Version(everything["psycopg"]) in psycopg.specifier and everything["psycopg-binary"] == everything["psycopg"]
    assert not DEV_ONLY & set(runtime), "make play installs the runtime and the server extra only"

    # Each lock is closed: what a pinned package requires is pinned in the same lock
    # (read from the installed packages, which must be the pinned versions).
    for lock in (runtime, everything):
        for name, version in lock.items():
            assert importlib.metadata.version(name) == version, f"{name} installed is not the pinned {version}"
            for text in importlib.metadata.requires(name) or []:
                needed = Requirement(text)
                if needed.marker is None or needed.marker.evaluate({"extra": ""}):
                    assert canonicalize_name(needed.name) in lock, f"{name} needs {needed.name}, not pinned there"


def source_wheel(tmp_path: Path, env: dict[str, str]) -> Path:
    """A wheel built from a copy of the build's files (pip builds in the source tree, where
    test_compiled may be building), without compiling or build isolation."""
    source = tmp_path / "source"
    source.mkdir()
    for name in ("pyproject.toml", "setup.py", "MANIFEST.in", "README.md"):
        shutil.copy(ROOT / name, source / name)
    for folder in ("src", "_build_backend"):
        shutil.copytree(ROOT / folder, source / folder, ignore=shutil.ignore_patterns("__pycache__", "*.egg-info"))
    out = tmp_path / "wheel"
    command = [sys.executable, "-m", "pip", "wheel", "-q", "--no-build-isolation", "--no-deps", "-w", out, source]
    subprocess.run(command, env={**os.environ, **env}, check=True, capture_output=True)
    (wheel,) = out.glob("rummyhall-*.whl")
    return wheel


def test_the_wheel_declares_the_same(tmp_path: Path) -> None:
    wheel = source_wheel(tmp_path, {"RUMMYHALL_MYPYC": "0"})  # (the source build: the same metadata)
    with zipfile.ZipFile(wheel) as archive:
        metadata = Parser().parsestr(archive.read("rummyhall-0.1.0.dist-info/METADATA").decode())
        assert not [n for n in archive.namelist() if "backend" in n or n.endswith((".so", ".c"))]
        assert "rummyhall/source-build.json" not in archive.namelist()  # (asked for: nothing to tell)
    requires = [Requirement(r) for r in metadata.get_all("Requires-Dist") or []]
    assert {canonicalize_name(r.name) for r in requires if r.marker is None} == BASE
    server = {canonicalize_name(r.name) for r in requires if r.marker and r.marker.evaluate({"extra": "server"})}
    assert server == SERVER
    assert set(metadata.get_all("Provides-Extra") or []) == EXTRAS


def test_a_source_build_made_for_want_of_a_compiler_says_so_once_for_each_install(tmp_path: Path) -> None:
    """A wheel built where no C compiler is found (``CC`` names none) is the source build and
    carries a note of what was lacking; its command line says so on stderr the first time it is
    run, in the language, and not again; a source build forced for debugging says nothing."""
    wheel = source_wheel(tmp_path, {"CC": str(tmp_path / "no-such-cc"), "RUMMYHALL_MYPYC": ""})
    site = tmp_path / "site"
    with zipfile.ZipFile(wheel) as archive:
        assert not [n for n in archive.namelist() if n.endswith((".so", ".c"))]
        archive.extractall(site)
    assert "compiler" in json.loads((site / "rummyhall" / "source-build.json").read_text())["lacking"]
    cache = tmp_path / "cache"
    env = {**os.environ, "PYTHONPATH": str(site), "XDG_CACHE_HOME": str(cache), "RUMMYHALL_SOURCE_BUILD": ""}

    def stderr(*args: str, **more: str) -> str:
        command = [sys.executable, "-m", "rummyhall.cli", *args, "rules", "carousel"]
        run = subprocess.run(command, env={**env, **more}, capture_output=True, text=True, check=True, cwd=tmp_path)
        return run.stderr

    assert stderr(RUMMYHALL_SOURCE_BUILD="1") == ""  # (a source build asked for: not told)
    first = stderr("--lang", "lt")
    assert "išeities kodo versija" in first and "C kompiliatoriaus" in first, first
    assert stderr() == "" and stderr("--lang", "lt") == ""  # (said once for this install)
    assert (cache / "rummyhall" / "told-source-build").read_text().split() == [str((site / "rummyhall").resolve())]
    assert (ROOT / "src" / "rummyhall" / "source-build.json").exists() is False  # (a checkout: never told)


def test_a_wheel_is_compiled_where_it_can_be_and_an_editable_install_or_sdist_never() -> None:
    spec = importlib.util.spec_from_file_location("backend", ROOT / "_build_backend" / "backend.py")
    assert spec and spec.loader
    backend = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(backend)
    saved = os.environ.get("RUMMYHALL_MYPYC")
    try:
        os.environ.pop("RUMMYHALL_MYPYC", None)
        assert backend.compile_mode() == (backend.missing() == [])  # (by default: whenever this machine can)
        with backend._source():
            assert not backend.compile_mode()  # (the hooks for an editable install, the sdist, the metadata)
        assert os.environ.get("RUMMYHALL_MYPYC") is None
        os.environ["RUMMYHALL_MYPYC"] = "1"
        assert backend.compile_mode() and backend.get_requires_for_build_wheel() == backend.MYPYC_REQUIRES
        os.environ["RUMMYHALL_MYPYC"] = "0"
        assert not backend.compile_mode()
    finally:
        os.environ.pop("RUMMYHALL_MYPYC", None)
        if saved is not None:
            os.environ["RUMMYHALL_MYPYC"] = saved


FAKE_PYTHON = """#!/bin/sh
# Python for scripts/wheel.sh, except that `-m pip ... wheel ... -w DIR SOURCE` writes a wheel named
# after SOURCE's copy of cards.py (so a changed source gives another wheel) and counts the builds.
if [ "$1" = -m ]; then
    while [ "$#" -gt 1 ] && [ "$1" != -w ]; do shift; done
    out="$2"; source="$3"
    echo build >> "$(dirname "$0")/builds"
    mkdir -p "$out"
    sum="$(sha256sum "$source/src/rummyhall/cards.py" | cut -c1-8)"
    echo "$sum" > "$out/rummyhall-0.1.0-$sum-none-any.whl"
    exit 0
fi
exec {python} "$@"
"""


def test_the_wheel_is_built_once_for_the_same_sources_and_again_when_one_changes(tmp_path: Path) -> None:
    # scripts/wheel.sh (make wheel, make test): a wheel kept under a hash of what it is built from.
    tree = tmp_path / "tree"
    (tree / "scripts").mkdir(parents=True)
    shutil.copy(ROOT / "scripts" / "wheel.sh", tree / "scripts" / "wheel.sh")
    for name in ("setup.py", "pyproject.toml", "MANIFEST.in", "README.md"):
        shutil.copy(ROOT / name, tree / name)
    shutil.copytree(ROOT / "_build_backend", tree / "_build_backend", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(ROOT / "src", tree / "src", ignore=shutil.ignore_patterns("__pycache__", "*.egg-info"))
    fake = tmp_path / "bin" / "python"
    fake.parent.mkdir()
    fake.write_text(FAKE_PYTHON.format(python=sys.executable))
    fake.chmod(0o755)
    cache = tmp_path / "cache"
    env = {**os.environ, "RUMMYHALL_WHEEL_CACHE": str(cache)}
    env.pop("RUMMYHALL_MYPYC", None)

    def build(wanted: dict[str, str] | None = None) -> tuple[str, list[str]]:
        command = ["bash", str(tree / "scripts" / "wheel.sh"), str(fake), "dist/compiled"]
        run = subprocess.run(command, env={**env, **(wanted or {})}, capture_output=True, text=True, check=True)
        wheels = sorted(path.name for path in (tree / "dist" / "compiled").iterdir())
        return run.stdout, wheels

    def builds() -> int:
        return len((fake.parent / "builds").read_text().split())

    said, first = build()
    assert builds() == 1 and len(first) == 1 and "built" in said and len(list(cache.iterdir())) == 1, said
    said, again = build()
    assert builds() == 1 and again == first and "built before" in said, said  # (from the cache)
    cards = tree / "src" / "rummyhall" / "cards.py"
    cards.write_text(cards.read_text() + "\n# changed\n")
    said, changed = build()
    assert builds() == 2 and changed != first and len(list(cache.iterdir())) == 2, said
    said, _ = build({"RUMMYHALL_MYPYC": "0"})  # (another kind of build is another wheel)
    assert builds() == 3, said
    said, _ = build({"RUMMYHALL_WHEEL_CACHE": ""})  # (no cache: built every time)
    assert builds() == 4 and "kept" not in said, said
    assert not list((tree / "src").glob("*.egg-info")) and not (tree / "build").exists()  # (built from a copy)


def test_the_release_wheels_are_compiled_for_cpython_311_to_313_on_manylinux_x86_64_and_aarch64() -> None:
    # (cibuildwheel runs in containers, not here: this checks what it is told)
    config = PYPROJECT["tool"]["cibuildwheel"]
    build, skip = config["build"].split(), config.get("skip", "").split()
    assert sorted(build) == ["cp311-*", "cp312-*", "cp313-*"]
    assert Version("3.11") in SpecifierSet(PYPROJECT["project"]["requires-python"])
    assert "*-musllinux_*" in skip
    assert config["environment"] == {"RUMMYHALL_MYPYC": "1"}  # (compiled, or the build fails)
    assert "rummyhall.compiled()" in config["test-command"]
    linux = config["linux"]
    assert sorted(linux["archs"]) == ["aarch64", "x86_64"]
    assert {linux[f"manylinux-{arch}-image"] for arch in linux["archs"]} == {"manylinux_2_28"}
    # What cibuildwheel would build: its identifiers (python-platform_arch), selected as it selects them.
    wanted = {f"cp3{minor}-manylinux_{arch}" for minor in (11, 12, 13) for arch in ("x86_64", "aarch64")}
    pythons = ("cp310", "cp311", "cp312", "cp313", "cp313t", "cp314", "pp310", "pp311")
    candidates = {
        f"{py}-{platform}_{arch}"
        for py in pythons
        for platform in ("manylinux", "musllinux")
        for arch in ("x86_64", "aarch64", "i686", "ppc64le")
    }
    chosen = {
        name
        for name in candidates
        if any(fnmatch.fnmatch(name, pattern) for pattern in build)
        and not any(fnmatch.fnmatch(name, pattern) for pattern in skip)
        and name.split("-", 1)[1].split("_", 1)[1] in linux["archs"]
    }
    assert chosen == wanted, chosen ^ wanted


# -- what is imported ----------------------------------------------------------------------------

BLOCKER = """
import sys
BLOCKED = set(sys.argv[1].split(","))
class Missing:
    '''As if these packages were not installed.'''
    def find_spec(self, name, path=None, target=None):
        if name.partition(".")[0] in BLOCKED:
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
        return None
sys.meta_path.insert(0, Missing())
sys.argv = ["rummyhall", *sys.argv[2:]]
from rummyhall.cli import main
main()
"""


def without(packages: set[str], *args: str) -> subprocess.CompletedProcess[str]:
    """``rummyhall *args`` in a fresh interpreter where ``packages`` cannot be imported."""
    command = [sys.executable, "-c", BLOCKER, ",".join(sorted(packages)), *args]
    return subprocess.run(command, capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL)


def test_the_core_solvers_bots_records_and_command_line_import_no_server_library() -> None:
    script = """
import json, pkgutil, sys, rummyhall
def walk(path, prefix):
    # (pkgutil.walk_packages would import the extras' packages too, to look inside them)
    for module in pkgutil.iter_modules(path, prefix):
        if not module.name.startswith(EXTRA_MODULES):
            __import__(module.name)
            if module.ispkg:
                walk(sys.modules[module.name].__path__, module.name + ".")
walk(rummyhall.__path__, "rummyhall.")
from rummyhall.cli import cli
from click.testing import CliRunner
for args in (["--help"], ["solve", "liverpool", "--help"], ["play", "--help"], ["serve", "--help"]):
    assert CliRunner().invoke(cli, args).exit_code == 0, args
top = {name.partition(".")[0] for name in sys.modules}
print(json.dumps(sorted(top - set(sys.stdlib_module_names))))
""".replace("EXTRA_MODULES", repr(EXTRA_MODULES))
    run = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120, check=True)
    imported = {name for name in json.loads(run.stdout) if not name.startswith("_") and name != "rummyhall"}
    assert "rummyhall" in json.loads(run.stdout)
    assert not imported & SERVER_MODULES, imported
    assert imported <= COMMAND_LINE_MODULES, imported - COMMAND_LINE_MODULES


def test_the_command_line_works_without_the_server_libraries() -> None:
    hand = "7c 7d * Qs Qh Qd 4h 5h 6h 7h Kc 2s 9d"
    solved = without(SERVER_MODULES, "solve", "liverpool", "--deal", "1", "--hand", hand, "--json")
    assert solved.returncode == 0, solved.stderr
    assert json.loads(solved.stdout)["melds"] == [["7c", "7d", "7h", "*"], ["Qd", "Qh", "Qs"]]
    played = without(SERVER_MODULES, "play", "liverpool", "--players", "3", "--seed", "3")  # (no input: it leaves)
    assert (played.returncode, played.stderr) == (0, ""), played.stderr
    assert "Your hand:" in played.stdout and "Input ended; you leave the game." in played.stdout


@pytest.mark.parametrize("missing", sorted(SERVER))
def test_serve_without_the_server_extra_names_it(missing: str) -> None:
    run = without({missing}, "serve", "--port", "0")
    assert (run.returncode, run.stdout) == (2, "")
    assert run.stderr == "error: rummyhall serve needs the server extra: pip install 'rummyhall[server]'\n"


def test_serve_on_postgresql_without_psycopg_names_the_postgres_extra() -> None:
    run = without({"psycopg"}, "serve", "--port", "0", "--db", "postgresql://nobody@127.0.0.1:1/nothing")
    assert (run.returncode, run.stdout) == (2, "")
    expected = "PostgreSQL needs the postgres extra: pip install 'rummyhall[postgres]'"
    assert run.stderr == f"error: cannot use the database: {expected}\n"


# -- the test database (scripts/services.sh) -------------------------------------------------------


def test_the_test_database_wants_its_password() -> None:
    """services.sh gives the tests a role with a password, its own first line of pg_hba.conf
    even where the machine trusts local logins: a wrong password is refused."""
    psycopg = pytest.importorskip("psycopg")
    from test_server_support import PG

    if os.environ.get("RUMMYHALL_TEST_PG"):
        pytest.skip("RUMMYHALL_TEST_PG names a database scripts/services.sh did not set up")
    try:
        psycopg.connect(PG, connect_timeout=5).close()
    except psycopg.OperationalError as error:
        if os.environ.get("CI"):
            raise
        pytest.skip(f"no PostgreSQL for the tests (scripts/services.sh sets it up as root): {error}")
    url = urlsplit(PG)
    wrong = url._replace(netloc=f"{url.username}:not-the-password@{url.hostname}:{url.port}")
    with pytest.raises(psycopg.OperationalError, match="password authentication failed"):
        psycopg.connect(urlunsplit(wrong), connect_timeout=5)
    # pg_hba.conf's first line for the role on 127.0.0.1 is the script's own, asking a
    # password (a machine may trust every other local login: that line is its owner's).
    for conf in Path("/etc/postgresql").glob("*/main/pg_hba.conf"):
        if os.access(conf, os.R_OK):
            hosts = [line.split() for line in conf.read_text().splitlines() if line.startswith("host")]
            ours = [h for h in hosts if h[1] in ("all", url.path[1:]) and h[2] in ("all", url.username)]
            assert ours and ours[0][3:5] == ["127.0.0.1/32", "scram-sha-256"], (conf, ours[:1])
            assert " ".join(ours[0]).endswith("# added by rummyhall scripts/services.sh"), ours[0]


def test_services_without_root_says_what_is_missing_and_exits_0() -> None:
    """As a user who is not root, with no way to reach PostgreSQL (no psql): the
    script says what is missing and how to set it up, and exits 0, or 1 in CI."""
    if os.geteuid() != 0 or not shutil.which("runuser"):
        pytest.skip("needs root, to run the script as the user nobody")
    with tempfile.TemporaryDirectory(prefix="rummyhall-services-") as folder:
        (here := Path(folder)).chmod(0o755)  # (for nobody)
        said = run_services_as_nobody(here)
    status, out, err = said[""]
    assert status == 0 and "services: not set up:" in out and "will be skipped" in out and err == "", said[""]
    status, out, err = said["true"]
    assert status == 1 and "services: error:" in err, said["true"]


def run_services_as_nobody(folder: Path) -> dict[str, tuple[int, str, str]]:
    """scripts/services.sh run by the user nobody with the usual tools but no psql
    or apt-get, outside CI and in it: {CI: (status, stdout, stderr)}."""
    tools = folder / "bin"
    tools.mkdir()
    for tool in ("bash", "env", "id", "ls", "sort", "tail", "grep", "sed", "sleep", "seq", "basename", "dirname"):
        found = shutil.which(tool)
        assert found, tool
        (tools / tool).symlink_to(found)
    script = folder / "services.sh"
    shutil.copy(ROOT / "scripts" / "services.sh", script)
    said = {}
    for ci in ("", "true"):
        command = ["runuser", "-u", "nobody", "--", "env", "-i", f"PATH={tools}", f"CI={ci}", "bash", str(script)]
        run = subprocess.run(command, capture_output=True, text=True, timeout=60)
        said[ci] = (run.returncode, run.stdout, run.stderr)
        assert "PostgreSQL" in run.stdout + run.stderr and "needs root" in run.stdout + run.stderr, said[ci]
        assert "command not found" not in run.stderr, said[ci]
    return said
