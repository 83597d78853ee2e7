"""The project installs on a fresh machine and on Binder with everything it imports."""
from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _name(requirement: str) -> str:
    return re.split(r"[<>=!~\[ ;]", requirement.strip(), maxsplit=1)[0].lower().replace("_", "-")


def test_binder_requirements_name_every_runtime_dependency_and_install_the_project():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    runtime = {_name(r) for r in project["dependencies"]}
    lines = [ln.strip() for ln in (ROOT / "binder" / "requirements.txt").read_text().splitlines()
             if ln.strip() and not ln.startswith("#")]
    assert runtime <= {_name(ln) for ln in lines}, runtime - {_name(ln) for ln in lines}
    assert "." in lines or "-e ." in lines


def test_binder_has_no_conflicting_dot_binder_folder():
    assert not (ROOT / ".binder").exists()


def _setuptools() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]


def test_widget_front_end_files_ship_as_package_data():
    data = _setuptools()
    assert set(data["package-data"]["pirates_widgets"]) >= {"*.js", "*.css"}
    assert list((ROOT / "widgets").glob("*.js")) and list((ROOT / "widgets").glob("*.css"))


def test_every_package_folder_is_installed_and_widgets_under_a_distinctive_name():
    data = _setuptools()
    assert data["package-dir"] == {"pirates_widgets": "widgets"}
    folders = {".".join(p.parent.relative_to(ROOT).parts) for p in ROOT.glob("pirates_lib/**/__init__.py")}
    folders |= {"pirates_" + ".".join(p.parent.relative_to(ROOT).parts)
                for p in ROOT.glob("widgets/**/__init__.py")}
    assert set(data["packages"]) == folders, set(data["packages"]) ^ folders


def test_nothing_imports_the_widgets_folder_by_its_folder_name():
    """Two names for one package would load it twice (two Board classes)."""
    for path in [*ROOT.glob("**/*.py"), *ROOT.glob("notebooks/*.ipynb")]:
        if ".venv" in path.parts or "build" in path.parts:
            continue
        text = path.read_text()
        assert not re.search(r"(^|\\n|\n)\s*(from|import) widgets\b", text, re.M), path


def test_readme_starts_with_the_two_commands():
    head = (ROOT / "README.md").read_text().split("\n## ", 1)[0]
    assert "make lab" in head and "make test" in head


def test_ci_installs_chromium_and_runs_make_test():
    run = (ROOT / ".ci" / "run").read_text()
    assert "apt-get install" in run and "chromium" in run and "make test" in run


def test_rules_library_never_imports_jupyter():
    for path in (ROOT / "pirates_lib").rglob("*.py"):
        text = path.read_text()
        assert not re.search(r"^\s*(import|from)\s+(ipywidgets|anywidget|IPython|jupyter)",
                             text, re.M), path


def test_every_benchmark_module_imports_and_has_run():
    """`make bench` is not part of `make test`, so guard its modules against rot here."""
    import importlib
    import pkgutil

    import benchmarks
    names = [m.name for m in pkgutil.iter_modules(benchmarks.__path__) if m.name.startswith("bench_")]
    assert {"bench_leaky_loot", "bench_round_o_loot", "bench_libertalia",
            "bench_key_largo"} <= set(names)
    for name in names:
        assert callable(importlib.import_module(f"benchmarks.{name}").run)
