"""Every game package has one shape (docs/new_game.md): the same files with the same jobs,
imports that only go down the layers, no import circle anywhere, and the same declarative
names. A reader who knows one game knows where everything is in the others. A small game may
instead be one module holding the same parts in the same order ("A game in one module")."""
from __future__ import annotations

import ast
import dataclasses
import importlib
import sys
from pathlib import Path

import pytest

import examples
import pirates_lib as pl

ROOT = Path(__file__).resolve().parents[2]
#: The files of a game package and their layers: a module may import its own layer or lower.
LAYERS = {"components": 0, "mechanics": 1, "actions": 2, "views": 2, "state": 3, "odds": 4,
          "bots": 5, "__init__": 6}
GAMES = [*pl.GAMES, *examples.GAMES]


def home(name: str) -> Path:
    """Where a registered game is written: its package's folder, or its one module."""
    written = Path(sys.modules[type(pl.load(name)).__module__].__file__ or "")
    return written.parent if written.name == "__init__.py" else written


GAME_PACKAGES = [home(name) for name in GAMES if home(name).is_dir()]
ONE_MODULE_GAMES = [home(name) for name in GAMES if home(name).is_file()]
#: What a game in one module defines at its top level: its package's parts, in one place.
ONE_MODULE_PARTS = ("CODEC", "FLOW", "view", "snapshot", "invariants", "shuffle_hidden")
LONGEST_MODULE = 500  # STYLE.md 4: a game that outgrows one module becomes a package
ALL_PACKAGES = [*GAME_PACKAGES, ROOT / "pirates_lib" / "engine", ROOT / "pirates_lib" / "odds",
                ROOT / "pirates_lib" / "search", ROOT / "pirates_lib" / "coach",
                ROOT / "widgets", ROOT / "widgets" / "scenes"]


def _runtime_imports(tree: ast.Module) -> list[ast.ImportFrom | ast.Import]:
    """Every import statement, at any depth, except those under `if TYPE_CHECKING:`."""
    found: list[ast.ImportFrom | ast.Import] = []

    def visit(node: ast.AST) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and "TYPE_CHECKING" in ast.unparse(child.test):
                for other in child.orelse:
                    visit(other)
                continue
            if isinstance(child, (ast.Import, ast.ImportFrom)):
                found.append(child)
            visit(child)
    visit(tree)
    return found


def _dotted(package: Path) -> str:
    parts = package.relative_to(ROOT).parts if package.is_relative_to(ROOT) else (package.name,)
    parts = (*parts[:-1], package.stem) if package.suffix == ".py" else parts
    return ".".join(("pirates_widgets", *parts[1:]) if parts[0] == "widgets" else parts)


def local_graph(package: Path) -> dict[str, set[str]]:
    """Module -> the modules of the same package it imports at run time (late imports
    inside functions included: they are how a circle hides)."""
    modules = {p.stem for p in package.glob("*.py")}
    dotted = _dotted(package)
    graph: dict[str, set[str]] = {m: set() for m in modules}
    for name in modules:
        tree = ast.parse((package / f"{name}.py").read_text())
        for node in _runtime_imports(tree):
            graph[name] |= _targets(node, modules, dotted)
    return graph


def _targets(node: ast.Import | ast.ImportFrom, modules: set[str], dotted: str) -> set[str]:
    if isinstance(node, ast.Import):
        heads = [alias.name for alias in node.names]
        return {h[len(dotted) + 1:].split(".")[0] for h in heads if h.startswith(dotted + ".")}
    base = node.module or ""
    if node.level == 1 or (node.level == 0 and (base == dotted or base.startswith(dotted + "."))):
        inner = base if node.level == 1 else base[len(dotted) + 1:]
        if inner:
            return {inner.split(".")[0]}
        return {a.name if a.name in modules else "__init__" for a in node.names}
    return set()


def cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import circle, as the list of modules around it, or None."""
    state: dict[str, int] = {}

    def walk(node: str, path: list[str]) -> list[str] | None:
        state[node] = 1
        for nxt in sorted(graph.get(node, ())):
            if nxt == node:
                continue
            if state.get(nxt) == 1:
                return path[path.index(nxt):] + [nxt] if nxt in path else [node, nxt]
            if nxt not in state and (found := walk(nxt, path + [nxt])):
                return found
        state[node] = 2
        return None
    for start in sorted(graph):
        if start not in state and (found := walk(start, [start])):
            return found
    return None


def reach(graph: dict[str, set[str]], start: str) -> set[str]:
    seen, todo = set(), [start]
    while todo:
        for nxt in graph.get(todo.pop(), ()):
            if nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return seen


def _id(package: Path) -> str:
    return _dotted(package)


@pytest.mark.parametrize("package", ALL_PACKAGES, ids=_id)
def test_no_package_has_an_import_circle(package):
    assert cycle(local_graph(package)) is None, f"import circle: {cycle(local_graph(package))}"


def test_the_circle_finder_finds_a_circle_hidden_in_a_late_import():
    tree = ast.parse("def f():\n    from . import rules\n")
    assert _targets(_runtime_imports(tree)[0], {"rules", "turn"}, "x") == {"rules"}
    assert cycle({"rules": {"turn"}, "turn": {"rules"}}) == ["rules", "turn", "rules"]
    assert cycle({"a": {"b"}, "b": set()}) is None


def missing_files(package: Path) -> list[str]:
    """The files of the shape a game package lacks."""
    return sorted(f"{m}.py" for m in LAYERS if not (package / f"{m}.py").exists())


@pytest.mark.parametrize("package", GAME_PACKAGES, ids=_id)
def test_every_game_package_has_the_files_of_the_shape(package):
    assert not missing_files(package), (
        f"{_dotted(package)} lacks {missing_files(package)} (docs/new_game.md)")


def test_a_game_package_that_lacks_files_is_refused(tmp_path):
    """A game is a package with every file of the shape or one module: never a package
    with some of the files (its rules would be neither where a package keeps them nor in
    one place)."""
    for name in ("__init__", "actions", "state"):
        (tmp_path / f"{name}.py").write_text("")
    assert missing_files(tmp_path) == ["bots.py", "components.py", "mechanics.py", "odds.py",
                                       "views.py"]


def _assigned(body: list[ast.stmt]) -> set[str]:
    """The names a module's or a class's body assigns (`X = ...`, `x: T = ...`)."""
    targets = [t for node in body if isinstance(node, ast.Assign) for t in node.targets]
    targets += [node.target for node in body if isinstance(node, ast.AnnAssign)]
    return {t.id for t in targets if isinstance(t, ast.Name)}


def one_module_faults(path: Path) -> list[str]:
    """What keeps a module from being a whole game in one module: a part of the contract it
    does not define at its top level, a state class that names modules of its own, or more
    lines than a module should hold."""
    tree = ast.parse(path.read_text())
    defined = {node.name for node in tree.body if isinstance(node, (ast.FunctionDef, ast.ClassDef))}
    defined |= _assigned(tree.body)
    faults = [f"no {part}" for part in ONE_MODULE_PARTS if part not in defined]
    faults += [f"{cls.name} names its {name} module" for cls in _state_classes(tree)
               for name in ("actions", "views") if name in _assigned(cls.body)]
    lines = len(path.read_text().splitlines())
    return faults + ([f"{lines} lines: make it a package"] if lines > LONGEST_MODULE else [])


@pytest.mark.parametrize("path", ONE_MODULE_GAMES, ids=_id)
def test_a_game_in_one_module_defines_the_whole_contract_there(path):
    assert one_module_faults(path) == []
    game = next(pl.load(name) for name in GAMES if home(name) == path)
    assert game.State.actions is game.State.views is sys.modules[game.State.__module__]


def test_a_module_missing_part_of_the_contract_is_no_game_in_one_module(tmp_path):
    (tmp_path / "half.py").write_text("from . import views\nCODEC = 1\ndef view(): ...\n"
                                      "class HalfState(State):\n    views = views\n")
    assert one_module_faults(tmp_path / "half.py") == [
        "no FLOW", "no snapshot", "no invariants", "no shuffle_hidden",
        "HalfState names its views module"]


@pytest.mark.parametrize("package", GAME_PACKAGES, ids=_id)
def test_imports_only_go_down_the_layers(package):
    graph = local_graph(package)
    for module, layer in LAYERS.items():
        above = sorted(m for m in reach(graph, module) if LAYERS.get(m, -1) > layer)
        assert not above, f"{_dotted(package)}.{module} reaches higher layers {above}"


@pytest.mark.parametrize("name", GAMES)
def test_every_game_declares_itself_with_the_same_names(name):
    game = pl.load(name)
    package = type(game).__module__
    stem = type(game).__name__.removesuffix("Game")
    assert type(game).__name__ == f"{stem}Game" and package.count(".") == 1, type(game)
    state_module = f"{package}.state" if home(name).is_dir() else package
    assert game.State.__name__ == f"{stem}State" and game.State.__module__ == state_module
    assert game.Options.__name__ == f"{stem}Options"
    assert dataclasses.is_dataclass(game.Options) and game.Options.__dataclass_params__.frozen
    assert importlib.import_module(package).__dict__[type(game).__name__] is type(game)
    assert "random" in type(game).__dict__["bots"], "bots are declared in the class body"


def _state_classes(tree: ast.Module) -> list[ast.ClassDef]:
    """The classes of a module that subclass the engine's State."""
    return [node for node in tree.body if isinstance(node, ast.ClassDef)
            and any(ast.unparse(base).split(".")[-1] == "State" for base in node.bases)]


def state_methods(path: Path) -> set[str]:
    """The names a game's state class (in `path`: a package's `state.py`, or a game in one
    module) defines beyond the engine's State (its methods and properties: the state's own
    behaviour, not its fields)."""
    if path.is_dir():
        tree = ast.parse((path / "state.py").read_text())
        classes = [node for node in tree.body if isinstance(node, ast.ClassDef)]
    else:
        classes = _state_classes(ast.parse(path.read_text()))
    own = {node.name for cls in classes
           for node in cls.body if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))}
    return own - set(dir(pl.State))


def calls_up(package: Path) -> list[str]:
    """Every use, in a module the state imports (so one below it), of a name the state's
    class defines: a dependency on the state the imports do not show."""
    if package.is_file():
        return _calls_up_in_one_module(package)
    names = state_methods(package)
    found = []
    for module in sorted(reach(local_graph(package), "state") - {"state"}):
        tree = ast.parse((package / f"{module}.py").read_text())
        found += [f"{module}.py:{node.lineno} .{node.attr}" for node in ast.walk(tree)
                  if isinstance(node, ast.Attribute) and node.attr in names]
    return found


def _calls_up_in_one_module(path: Path) -> list[str]:
    """In a game in one module, every use outside its state class of a name the class
    defines: the rules above the class in the module are the layers below it."""
    names = state_methods(path)
    tree = ast.parse(path.read_text())
    inside = {id(node) for cls in _state_classes(tree) for node in ast.walk(cls)}
    return [f"{path.name}:{node.lineno} .{node.attr}" for node in ast.walk(tree)
            if isinstance(node, ast.Attribute) and node.attr in names and id(node) not in inside]


@pytest.mark.parametrize("package", [*GAME_PACKAGES, *ONE_MODULE_GAMES], ids=_id)
def test_nothing_below_the_state_calls_the_state_s_own_methods(package):
    """docs/engine.md, "The flow": actions return the steps that follow instead of calling
    the state's flow methods, so the real dependencies go one way, as the imports do."""
    assert calls_up(package) == []


def test_the_upward_call_finder_finds_a_call_of_a_state_method(tmp_path):
    (tmp_path / "state.py").write_text(
        "from . import actions\nclass S:\n    def end_turn(self): ...\n    def setup(self): ...\n")
    (tmp_path / "actions.py").write_text("def end(state):\n    state.end_turn()\n")
    assert state_methods(tmp_path) == {"end_turn"}
    assert calls_up(tmp_path) == ["actions.py:2 .end_turn"]
    (tmp_path / "one.py").write_text("def end(state):\n    state.end_turn()\n"
                                     "class OneState(State):\n    def end_turn(self): ...\n"
                                     "    def setup(self):\n        self.end_turn()\n")
    assert calls_up(tmp_path / "one.py") == ["one.py:2 .end_turn"]


#: The library's packages from the bottom up (docs/architecture.md, "Layout"): a module may
#: import its own package or one of a lower layer, never a package beside it (no game
#: imports another) or above it. `pirates_lib` itself is the facade `pl` over all of them
#: (`pl.Board` included); the example game stands on top, as a contributor's game would. The
#: search bot sits above the games, whose heuristic bots it plays out with (read from
#: `game.bots`, never imported); the coach (`pl.review`) reads the search and sits below the
#: widgets, whose Board offers "Review this game".
PACKAGE_LAYERS = {"stats": 0, "engine": 1, "odds": 2, **{name: 3 for name in pl.GAMES},
                  "search": 4, "coach": 5, "pirates_widgets": 6, "pl": 7, "examples": 8}


def package_of(dotted: str) -> str | None:
    """The package of `PACKAGE_LAYERS` a dotted module name lies in; None outside the
    library (the standard library, numpy, ...)."""
    head, _, rest = dotted.partition(".")
    if head in ("pirates_widgets", "examples"):
        return head
    if head != "pirates_lib":
        return None
    inner = rest.split(".")[0]
    return inner if inner in PACKAGE_LAYERS else "pl"


def _module_name(path: Path) -> str:
    """The dotted name a library file is imported as (`widgets/` installs as
    `pirates_widgets`)."""
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    parts[0] = "pirates_widgets" if parts[0] == "widgets" else parts[0]
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported_modules(source: str, module: str, is_package: bool) -> set[str]:
    """The dotted names of the library modules `source` (the text of `module`) imports at
    run time: late imports inside functions included, `if TYPE_CHECKING:` left out, relative
    imports resolved, and `from x import y` counted as `x.y` (y may be a module)."""
    here = module.split(".") if is_package else module.split(".")[:-1]
    found = set()
    for node in _runtime_imports(ast.parse(source)):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
            continue
        base = here[:len(here) - node.level + 1] if node.level else []
        origin = ".".join([*base, *([node.module] if node.module else [])])
        found |= {f"{origin}.{alias.name}" for alias in node.names}
    return {name for name in found if package_of(name) is not None}


def upward_imports() -> list[str]:
    """Every run-time import, in the library and the example, of a package not below the
    importing one (its own package excepted)."""
    files = [ROOT / "pirates_lib" / "__init__.py", *ROOT.glob("pirates_lib/*/**/*.py"),
             ROOT / "pirates_lib" / "stats.py", *ROOT.glob("widgets/**/*.py"),
             *ROOT.glob("examples/**/*.py")]
    found = []
    for path in sorted(files):
        module = _module_name(path)
        mine = package_of(module)
        for name in sorted(imported_modules(path.read_text(), module, path.stem == "__init__")):
            theirs = package_of(name)
            if theirs != mine and PACKAGE_LAYERS[theirs] >= PACKAGE_LAYERS[mine]:
                found.append(f"{path.relative_to(ROOT)} ({mine}) imports {name} ({theirs})")
    return found


def test_every_library_module_is_in_a_layer():
    files = [*ROOT.glob("pirates_lib/**/*.py"), *ROOT.glob("widgets/**/*.py")]
    assert {package_of(_module_name(path)) for path in files} <= set(PACKAGE_LAYERS)
    assert package_of("pirates_lib.stats") == "stats" and package_of("pirates_lib") == "pl"


def test_packages_import_only_packages_below_them():
    """Statistics below the engine, the engine below the odds, the odds below the games, the
    games below the search, the search below the widgets: every import, late ones too, goes
    down."""
    assert upward_imports() == []


def test_the_layer_check_sees_late_relative_imports_and_imported_modules():
    late = "def table():\n    from ..odds.exact import wilson\n    from .. import odds\n"
    assert imported_modules(late, "pirates_lib.engine.tournament", False) == {
        "pirates_lib.odds.exact.wilson", "pirates_lib.odds"}
    hidden = "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import pirates_widgets\n"
    assert imported_modules(hidden, "pirates_lib.engine.game", False) == set()
    assert imported_modules("from . import leaky_loot\n", "pirates_lib", True) == {
        "pirates_lib.leaky_loot"}
