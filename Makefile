# Two commands do all the set-up: `make lab` and `make test`. `make help` lists the targets.
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed
PLAY_STAMP := $(VENV)/.installed-play
PYTEST := $(PY) -m pytest
NBVAL  := --nbval notebooks --nbval-sanitize-with tests/nbval_sanitize.cfg
DOCTEST := pirates_lib/odds pirates_lib/stats.py pirates_lib/exercises.py --doctest-modules  # the >>> examples of the odds toolkit, its statistics and the exercises
# `notebooks` and `playthroughs` only run code: any Python with the package installed will do
# (the venv's if there is one, else python3; or RUNPY=...), with no extra installed.
RUNPY  := $(if $(wildcard $(PY)),$(PY),python3)
NB     :=

.PHONY: help lab play lock test typecheck test-fast stress bench winrates searchstrength notebooks playthroughs clean

help:  ## this list
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | sed -E 's/^([a-z-]+):.*## /  make \1\t/'

# Two set-ups in one venv: playing and the lessons (`make lab`, `make play`: the core and the
# "play" extra), and on top of it everything the checks need (`make test`: test, dev, cluster).
$(PLAY_STAMP): pyproject.toml
	test -x $(PY) || python3 -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e ".[play]"
	touch $(PLAY_STAMP)

$(STAMP): $(PLAY_STAMP)
	$(PY) -m pip install --quiet -e ".[play,test,dev,cluster]"
	touch $(STAMP)

ROOT_FLAG := $(if $(filter 0,$(shell id -u)),--allow-root)

lab: $(PLAY_STAMP)  ## open JupyterLab on the welcome notebook (--allow-root only when run as root)
	$(VENV)/bin/jupyter lab $(ROOT_FLAG) notebooks/00_welcome.ipynb

play: $(PLAY_STAMP)  ## the games without code: Voilà serves app/play.ipynb and opens a browser
	$(VENV)/bin/voila app/play.ipynb

lock:  ## rewrite binder/requirements.txt: every package of ".[play]" pinned (Python of binder/runtime.txt)
	python3 tools/lock_binder.py

test: $(STAMP) typecheck  ## everything CI checks: types, unit, conformance, property, doctests, notebooks, browser
	$(PYTEST) tests $(DOCTEST) $(NBVAL)

typecheck: $(STAMP)  ## mypy over pirates_lib, widgets, examples and benchmarks ([tool.mypy] in pyproject.toml)
	$(PY) -m mypy

test-fast: $(STAMP)  ## everything but the browser and the notebooks
	$(PYTEST) tests $(DOCTEST) -m "not browser"

stress: $(STAMP)  ## 10,000 seeded playouts per game; 2,000 examples per hostile-input property; a fresh Binder venv runs every notebook and the app
	PIRATES_PLAYOUTS=10000 $(PYTEST) tests/test_conformance.py -m "not browser" -x -q
	PIRATES_FUZZ=2000 $(PYTEST) tests/robustness -x -q
	PIRATES_BINDER_ENV=1 $(PYTEST) tests/project/test_binder_env.py -x -q

bench: $(STAMP)  ## speed, as ratios against baselines measured in the same run; writes docs/performance.md
	$(PY) -m benchmarks

notebooks:  ## re-run the lesson notebooks in place; NB=03_libertalia.ipynb for one, NB=--all adds 90_scale
	$(RUNPY) tools/refresh_notebooks.py $(NB)

playthroughs:  ## rewrite the golden playthroughs (only when a rule or word change is meant)
	PYTHONPATH=. $(RUNPY) tools/playthroughs.py

winrates: $(STAMP)  ## each heuristic bot against random bots over 1,000 seeded games
	$(PY) -m benchmarks.win_rates

searchstrength: $(STAMP)  ## one search bot (about 1 s a move) vs two heuristic bots, 300 games per game
	$(PY) -m benchmarks.search_strength --games 300

clean:
	rm -rf $(VENV) build *.egg-info test-artifacts
