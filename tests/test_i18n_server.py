"""GET /api/messages/<lang>: the pages' strings from the same catalogs (docs/i18n.md)."""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from collections.abc import Iterator
from typing import Any

import pytest

from test_server_support import ServerProcess


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    process = ServerProcess(f"sqlite:///{tmp_path_factory.mktemp('i18n') / 'rummyhall.db'}").start()
    yield process
    process.kill()


def fetch(url: str, **headers: str) -> tuple[int, dict[str, str], Any]:
    request = urllib.request.Request(url, headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status, dict(response.headers), json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers), json.loads(error.read())


def test_a_language_s_messages(server: ServerProcess) -> None:
    status, headers, data = fetch(f"{server.url}/api/messages/kk")
    assert status == 200 and headers["content-language"] == "kk"
    assert data["lang"] == "kk" and data["plurals"] == ["one", "other"]
    assert data["messages"]["drew from the stock"] == "қоймадан тартты"


def test_auto_follows_accept_language(server: ServerProcess) -> None:
    _, _, data = fetch(f"{server.url}/api/messages/auto", **{"Accept-Language": "de, ka;q=0.7, lt;q=0.5"})
    assert data["lang"] == "ka"
    assert fetch(f"{server.url}/api/messages/auto")[2]["lang"] == "en"


def test_an_unknown_language(server: ServerProcess) -> None:
    status, _, data = fetch(f"{server.url}/api/messages/fr")
    assert status == 404 and "languages: en, kk, lt, ka" in data["error"]
