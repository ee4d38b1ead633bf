"""docs/rules.md covers the specification: every rule ID listed, every one named by a test."""

from __future__ import annotations

import re
from pathlib import Path

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


def test_every_rule_id_is_named_by_a_test() -> None:
    text = "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "tests").glob("test_*.py"))
    named = {i for i in spec_ids() if re.search(rf"\b{i}\b", text)}
    assert spec_ids() - named == set()
