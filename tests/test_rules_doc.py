"""docs/rules.md covers the specification: every rule ID listed, every one named by a test."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT.parent / "shared" / "rules"
RULE_ID = re.compile(r"\*\*((?:LIV|RUM|CAR)-\d+)")


def spec_ids() -> set[str]:
    if not SPEC.is_dir():
        pytest.skip("the specification (../shared/rules) is not beside this checkout")
    return {m for path in SPEC.glob("*.md") for m in RULE_ID.findall(path.read_text(encoding="utf-8"))}


def test_every_rule_id_is_in_the_rules_doc() -> None:
    documented = set(RULE_ID.findall((ROOT / "docs" / "rules.md").read_text(encoding="utf-8")))
    assert spec_ids() - documented == set(), "run: python tools/rule_map.py"


def _rule_map() -> ModuleType:
    spec = importlib.util.spec_from_file_location("rule_map", ROOT / "tools" / "rule_map.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_rule_id_is_named_by_a_test() -> None:
    """A test names a rule in its name or docstring (a comment does not count)."""
    rule_map = _rule_map()
    unnamed = sorted(i for i in spec_ids() if not rule_map.tests_naming(i))
    assert unnamed == []


def test_a_rule_named_only_in_a_comment_does_not_count(tmp_path: Path) -> None:
    example = [
        "def test_cut():",
        "    pass  # LIV-8",
        "",
        "def test_liv9_deal():",
        "    pass",
        "",
        "def test_scores():",
        '    """LIV-20: a deal' + "'" + 's points."""',
    ]
    (tmp_path / "test_example.py").write_text("\n".join(example) + "\n", encoding="utf-8")
    rule_map = _rule_map()
    assert rule_map.tests_naming("LIV-8", tmp_path) == []
    assert rule_map.tests_naming("LIV-9", tmp_path) and rule_map.tests_naming("LIV-20", tmp_path)
    assert rule_map.tests_naming("LIV-2", tmp_path) == []  # (not a prefix of LIV-20)


def test_the_rules_doc_is_current() -> None:
    """docs/rules.md is what tools/rule_map.py writes today (a new test naming a rule updates it)."""
    spec_ids()
    written = (ROOT / "docs" / "rules.md").read_text(encoding="utf-8")
    assert written == _rule_map().render(SPEC), "run: python tools/rule_map.py"
