"""The pages around the table (issue 14): a wrong table link, a table deleted while its
page was away, the favicon, serving across a home network (the invite address, a port
already in use) and a lobby refusal that says what to change.

Real ``rummyhall serve`` processes on loopback (and one on every interface), real HTTP
and WebSocket clients; the deleted table is served on a thread of this process, whose
hub the test sweeps with a clock moved on."""

from __future__ import annotations

import gzip
import ipaddress
import re
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from rummyhall.server import process as server_app
from rummyhall.server.app import NO_TABLE_CLOSE
from rummyhall.server.pages import WEB
from rummyhall.server.process import invite_host
from test_server_limits import new_table, serving
from test_server_support import Player, ServerProcess, free_port, get, post

ICON_LINK = '<link rel="icon" href="/favicon.svg" type="image/svg+xml">'


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    db = tmp_path_factory.mktemp("pages") / "pages.db"
    process = ServerProcess(f"sqlite:///{db}").start()
    try:
        yield process
    finally:
        process.kill()


def fetch(url: str) -> tuple[int, str, str]:
    """(status, content type, body) of a GET, error statuses included."""
    try:
        with urllib.request.urlopen(url, timeout=10) as response:
            return response.status, response.headers["Content-Type"], response.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.headers["Content-Type"], error.read().decode()


# -- a wrong table link -------------------------------------------------------------


@pytest.mark.parametrize("quoted_id", ["no", "not%20a%20table!", "a%00bcd", "%ED%A0%80abcd", "x" * 33, "Zz9_-Zz9_-Zz9"])
def test_a_wrong_table_link_shows_a_page_saying_so_with_the_way_to_the_lobby(
    server: ServerProcess, quoted_id: str
) -> None:
    """Malformed ids (too short, bad characters, a NUL, a lone surrogate, too long) and a well-formed id of no table."""
    status, kind, page = fetch(f"{server.url}/t/{quoted_id}")
    assert status == 404 and kind.startswith("text/html")
    assert "There is no such table" in page and '<a href="/">Go to the lobby</a>' in page
    assert "table.js" not in page  # (no table page: nothing that would try to connect)


def test_a_real_table_link_still_gives_the_table_page(server: ServerProcess) -> None:
    made = new_table(server)
    status, kind, page = fetch(f"{server.url}/t/{made['id']}")
    assert status == 200 and kind.startswith("text/html")
    assert "/static/table.js" in page and "There is no such table" not in page


def test_the_socket_of_a_missing_table_says_so_and_closes_with_the_code_the_page_stops_on(
    server: ServerProcess,
) -> None:
    with connect(f"ws://127.0.0.1:{server.port}/ws/Zz9_-Zz9_-Zz9", open_timeout=10) as ws:
        assert '"there is no such table"' in str(ws.recv(10))
        with pytest.raises(ConnectionClosed) as closed:
            ws.recv(10)
    assert closed.value.rcvd is not None and closed.value.rcvd.code == NO_TABLE_CLOSE == 4404
    script = (WEB / "table-core.js").read_text()
    assert "const NO_TABLE_CLOSE = 4404;" in script
    assert "if (event.code === NO_TABLE_CLOSE) return showNoTable();" in script


def test_a_table_deleted_while_its_page_was_away_ends_its_socket_with_no_such_table(tmp_path: Path) -> None:
    """Ann's page loses its connection; the lobby table expires; when the page reconnects
    it is told the table is gone, with the close code that stops its reconnecting."""
    with serving(tmp_path, lobby_expiry=100) as threaded:
        made = new_table(threaded)
        ann = Player(threaded, made["id"], made["token"])  # type: ignore[arg-type]
        assert ann.latest is not None and ann.latest["type"] == "lobby"
        ann.close()
        deadline = time.monotonic() + 10
        while threaded.hub.rooms[made["id"]].clients:  # (the server sees the connection go)
            assert time.monotonic() < deadline
            time.sleep(0.02)
        threaded.run(threaded.hub.sweep(time.time() + 101))
        assert threaded.storage.load(made["id"]) is None
        with connect(f"ws://127.0.0.1:{threaded.port}/ws/{made['id']}", open_timeout=10) as ws:
            assert '"there is no such table"' in str(ws.recv(10))
            with pytest.raises(ConnectionClosed) as closed:
                ws.recv(10)
        assert closed.value.rcvd is not None and closed.value.rcvd.code == NO_TABLE_CLOSE
        status, _, page = fetch(f"{threaded.url}/t/{made['id']}")
        assert status == 404 and "There is no such table" in page


# -- the favicon --------------------------------------------------------------------


@pytest.mark.parametrize("path", ["/favicon.ico", "/favicon.svg"])
def test_the_favicon_is_an_svg(server: ServerProcess, path: str) -> None:
    status, kind, body = fetch(server.url + path)
    assert status == 200 and kind.startswith("image/svg+xml")
    assert ET.fromstring(body).tag == "{http://www.w3.org/2000/svg}svg"


def test_every_page_links_the_favicon(server: ServerProcess) -> None:
    made = new_table(server)
    for path in ["/", f"/t/{made['id']}", "/t/nope!", "/games", f"/replay/{made['id']}"]:
        assert ICON_LINK in fetch(server.url + path)[2], path
    for page in WEB.glob("*.html"):
        assert ICON_LINK in page.read_text(), page.name


# -- across a home network ----------------------------------------------------------


def test_a_port_in_use_is_one_line_naming_it_and_how_to_choose_another(tmp_path: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        command = [sys.executable, "-m", "rummyhall.cli", "serve", "--port", str(port)]
        done = subprocess.run(
            [*command, "--db", f"sqlite:///{tmp_path / 'x.db'}"], capture_output=True, text=True, timeout=60
        )
    assert done.returncode == 2
    assert done.stderr == (
        f"error: port {port} is already in use on 127.0.0.1: choose another with --port (or PORT= with make play)\n"
    )
    assert done.stdout == ""


def test_serving_on_every_interface_prints_an_address_the_others_can_reach(tmp_path: Path) -> None:
    port = free_port()
    command = [sys.executable, "-m", "rummyhall.cli", "serve", "--host", "0.0.0.0", "--port", str(port)]
    command += ["--db", f"sqlite:///{tmp_path / 'lan.db'}"]
    proc = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline()
        address = invite_host("0.0.0.0")
        assert f"open http://{address}:{port}/ in a browser" in line and "http://localhost" not in line
        deadline = time.monotonic() + 30
        while True:
            try:
                assert "liverpool" in [g["name"] for g in get(f"http://127.0.0.1:{port}/api/games")["games"]]
                break
            except OSError:
                assert time.monotonic() < deadline and proc.poll() is None
                time.sleep(0.1)
    finally:
        proc.kill()
        proc.wait(10)


def test_the_invite_address_is_the_machines_network_address_or_its_name(monkeypatch: pytest.MonkeyPatch) -> None:
    found = invite_host("0.0.0.0")
    assert found == socket.gethostname() or not found.startswith("127.")
    outward = server_app.outward_address()
    assert outward is None or not ipaddress.ip_address(outward).is_loopback
    assert invite_host("::") == found

    def resolves_to(*addresses: str) -> Any:
        return lambda *args: [(socket.AF_INET, socket.SOCK_STREAM, 6, "", (a, 0)) for a in addresses]

    monkeypatch.setattr(server_app.sockets, "gethostname", lambda: "kitchen-pc")
    monkeypatch.setattr(server_app.sockets, "getaddrinfo", resolves_to("127.0.1.1", "169.254.3.3", "192.168.1.20"))
    assert invite_host("0.0.0.0") == "192.168.1.20"
    # A name that resolves to loopback only (Debian's 127.0.1.1): the address the traffic leaves from.
    monkeypatch.setattr(server_app.sockets, "getaddrinfo", resolves_to("127.0.1.1"))
    monkeypatch.setattr(server_app, "outward_address", lambda: "192.168.1.31")
    assert invite_host("0.0.0.0") == "192.168.1.31"
    monkeypatch.setattr(server_app, "outward_address", lambda: None)  # (no network at all)
    assert invite_host("0.0.0.0") == "kitchen-pc"

    def unresolved(*args: Any) -> Any:
        raise socket.gaierror("no such name")

    monkeypatch.setattr(server_app.sockets, "getaddrinfo", unresolved)
    assert invite_host("0.0.0.0") == "kitchen-pc"
    assert invite_host("127.0.0.1") == invite_host("::1") == invite_host("localhost") == "localhost"
    assert invite_host("192.168.1.20") == "192.168.1.20" and invite_host("fd00::5") == "[fd00::5]"


# -- a lobby refusal that says what to change ----------------------------------------


def test_two_players_of_liverpool_are_told_which_option_to_turn_on(server: ServerProcess) -> None:
    liverpool = next(g for g in get(server.url + "/api/games")["games"] if g["name"] == "liverpool")
    assert liverpool["min_players"] == 3 and liverpool["fewest_players"] == 2  # (the lobby lets two be chosen)
    status, answer = post(server.url + "/api/tables", {"game": "liverpool", "players": 2, "name": "Ann"})
    assert status == 400
    assert answer["error"] == (
        'Liverpool is for 3 to 8 players; for two, turn on the option "Allow a game of two" (two_players)'
    )
    two = {"game": "liverpool", "players": 2, "name": "Ann", "options": {"two_players": True}}
    assert post(server.url + "/api/tables", two)[0] == 200
    status, answer = post(server.url + "/api/tables", {"game": "liverpool", "players": 9, "name": "Ann"})
    assert status == 400 and answer["error"] == "Liverpool is for 3 to 8 players, not 9: choose fewer seats"


# -- page weight ----------------------------------------------------------------------


def test_a_table_page_is_light_and_sent_gzipped(server: ServerProcess) -> None:
    """The table page of each game and every script, stylesheet and icon it names (its game's
    module among them), and every module they import: under 200 KB uncompressed (the issue's
    goal for a first load before fonts; bench/bench_page_weight.py measures what a browser
    loads), and gzipped when asked for."""
    for game, players in (("liverpool", 3), ("carousel", 2), ("rummoli", 3)):
        made = new_table(server, {"game": game, "players": players, "name": "Ann"})
        status, _, page = fetch(f"{server.url}/t/{made['id']}")
        assert status == 200
        assert_light(server, page, game)


def assert_light(server: ServerProcess, page: str, game: str) -> None:
    names = re.findall(r'<(?:script|link)\b[^>]*?\b(?:src|href)="(/[^"]+)"', page)
    assert "/static/table.js" in names and "/favicon.svg" in names and f"/static/{game}.js" in names
    plain = len(page.encode())
    loaded = set()
    while names:
        name = names.pop(0)
        if name in loaded:
            continue
        loaded.add(name)
        request = urllib.request.Request(server.url + name, headers={"Accept-Encoding": "gzip"})
        with urllib.request.urlopen(request, timeout=10) as response:
            body = response.read()
            size = len(gzip.decompress(body)) if response.headers.get("Content-Encoding") == "gzip" else len(body)
            assert response.headers.get("Content-Encoding") == "gzip" or size < 1024, name
            if name.endswith(".js"):  # (the modules it imports: "./common.js", beside it)
                text = gzip.decompress(body) if response.headers.get("Content-Encoding") == "gzip" else body
                folder = name.rsplit("/", 1)[0]
                names += [
                    f"{folder}/{m}" for m in re.findall(r'^(?:import|} from)\b.*?"\./([\w.-]+)";', text.decode(), re.M)
                ]
        plain += size
    assert {"/static/i18n.js", "/static/common.js", "/static/table-core.js", f"/static/{game}.js"} <= loaded
    assert not {"/static/liverpool.js", "/static/carousel.js", "/static/rummoli.js"} - {f"/static/{game}.js"} & loaded
    assert plain < 200_000, (game, plain)


def test_each_module_imports_names_another_exports() -> None:
    """Every name a page's module imports is exported by the module it names (a missing one stops the
    page's whole graph of modules in the browser), and every module named is there."""
    exports: dict[str, set[str]] = {}
    imports: dict[str, list[tuple[str, set[str]]]] = {}
    games: list[str] = []
    for path in WEB.glob("*.js"):
        text = path.read_text(encoding="utf-8")
        exports[path.name] = set(re.findall(r"^export (?:async )?(?:function|const|let|class) (\w+)", text, re.M))
        found = re.findall(r'^import \{([^}]*)\} from "\./([\w.-]+)";', text, re.M | re.S)
        imports[path.name] = [(source, {n.strip() for n in names.split(",") if n.strip()}) for names, source in found]
        games += re.findall(r'import\("\./([\w.-]+)"\)', text)  # (a game's table, imported when first drawn)
    assert imports["table.js"] and imports["liverpool.js"], "the pages' scripts import what they use"
    for module, wanted in imports.items():
        for source, names in wanted:
            assert source in exports, (module, source)
            assert names <= exports[source], (module, source, names - exports[source])
    assert sorted(games) == ["carousel.js", "liverpool.js", "rummoli.js"], games
    for game in games:
        assert {"render", "keys"} <= exports[game], game


def test_the_pages_scripts_are_modules_sent_as_javascript(server: ServerProcess) -> None:
    """Every page loads its script as an ES module (after the vendored @fluent/bundle, a classic
    script); each script is sent as text/javascript, which a browser needs to run a module (a
    system's table of types may say otherwise), and is asked for again on each load (no-cache)."""
    for page in ("index.html", "table.html", "replay.html", "games.html", "no-table.html"):
        text = (WEB / page).read_text(encoding="utf-8")
        tags = re.findall(r"<script\b[^>]*>", text)
        assert tags[0] == '<script src="/static/vendor/fluent-bundle.js">', page
        assert all('type="module"' in tag for tag in tags[1:]) and len(tags) == 2, page
    for name in ("table.js", "table-core.js", "i18n.js", "common.js", "liverpool.js", "vendor/fluent-bundle.js"):
        with urllib.request.urlopen(f"{server.url}/static/{name}", timeout=10) as response:
            assert response.headers["Content-Type"] == "text/javascript; charset=utf-8", name
            assert response.headers["Cache-Control"] == "no-cache", name
            etag = response.headers["ETag"]
        again = urllib.request.Request(f"{server.url}/static/{name}", headers={"If-None-Match": etag})
        with pytest.raises(urllib.error.HTTPError) as unchanged:
            urllib.request.urlopen(again, timeout=10)
        assert unchanged.value.code == 304, name
