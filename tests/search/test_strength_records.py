"""The strength benchmark keeps every game it plays and resumes where it stopped (300 games
at a second a move take more than one sitting), but only while the kept games still replay:
games of another bot must not be counted as this one's."""
from __future__ import annotations

import json

import pytest

from benchmarks import search_strength as bench


@pytest.fixture
def cheap(monkeypatch):
    """Round o' Loot searched with 2 iterations a move: the same code path, in seconds."""
    monkeypatch.setitem(bench.ONE_SECOND, "round_o_loot", 2)


def test_a_run_keeps_its_games_and_the_next_run_plays_only_the_new_seeds(cheap, tmp_path,
                                                                        capsys):
    records = tmp_path / "kept.jsonl"
    first = bench.measure("round_o_loot", 2, records=records)
    kept = [json.loads(line) for line in records.read_text().splitlines()]
    assert [r["seed"] for r in kept] == [0, 1] and {r["iterations"] for r in kept} == {2}
    assert "2 games" in capsys.readouterr().out
    again = bench.measure("round_o_loot", 3, records=records)
    lines = records.read_text().splitlines()
    assert [json.loads(line)["seed"] for line in lines] == [0, 1, 2]  # seed 2 only was played
    wins_two = sum(r["winners"] == [r["seat"]] for r in kept)
    third = json.loads(lines[2])
    assert again[0] == wins_two + (third["winners"] == [third["seat"]])
    assert first[0] == wins_two
    last = capsys.readouterr().out.splitlines()[-1]
    assert "3 games" in last and "; 2 kept," in last


def test_kept_games_that_no_longer_replay_stop_the_run(cheap, tmp_path):
    records = tmp_path / "kept.jsonl"
    bench.measure("round_o_loot", 1, records=records)
    record = json.loads(records.read_text())
    records.write_text(json.dumps({**record, "actions": "0" * 24}) + "\n")
    with pytest.raises(SystemExit, match="no longer replays the same"):
        bench.measure("round_o_loot", 2, records=records)
    assert len(records.read_text().splitlines()) == 1  # nothing added to another bot's games


def test_fresh_drops_only_the_kept_games_of_the_games_measured(cheap, tmp_path):
    records = tmp_path / "kept.jsonl"
    other = {"game": "leaky_loot", "who": "search", "iterations": 370, "seed": 0, "seat": 0,
             "winners": [1], "actions": "ab"}
    records.write_text(json.dumps(other) + "\n")
    bench.measure("round_o_loot", 1, records=records)
    bench.main(["--only", "round_o_loot", "--games", "1", "--fresh", "--records", str(records)])
    rows = [json.loads(line) for line in records.read_text().splitlines()]
    assert rows[0] == other and [r["game"] for r in rows] == ["leaky_loot", "round_o_loot"]


@pytest.mark.parametrize("line", ['{"game": "round_o_loot", "seed": ', '[1, 2]',
                                  '{"game": "round_o_loot", "who": "search"}'])
def test_a_broken_kept_games_file_is_named_with_its_line_and_left_as_it_was(tmp_path, line):
    records = tmp_path / "kept.jsonl"
    records.write_text("\n" + line + "\n")
    with pytest.raises(SystemExit, match=r"kept.jsonl, line 2: not a kept game"):
        bench.measure("round_o_loot", 1, records=records)
    assert records.read_text() == "\n" + line + "\n"


def test_the_clairvoyant_searches_copies_of_the_true_game_and_is_kept_apart(cheap, tmp_path):
    """Its worlds are the truth: every seat's cards and the dice to come, as the game has
    them; its games are kept under its own name, not counted as the fair search's."""
    game = bench.pl.load("round_o_loot", players=3)
    state = game.new_game(4)
    for _ in range(6):
        state.apply(state.legal_actions()[0].id)
    world = bench._Truth(state).sample(bench.pl.Chance(99))
    assert [world.view(s) for s in range(3)] == [state.view(s) for s in range(3)]
    again = state.clone()  # the true stream, where it stands now
    assert [world.chance.below(1000) for _ in range(5)] == [
        again.chance.below(1000) for _ in range(5)]
    records = tmp_path / "kept.jsonl"
    bench.measure("round_o_loot", 2, who="clairvoyant", records=records)
    bench.measure("round_o_loot", 1, records=records)
    assert [json.loads(line)["who"] for line in records.read_text().splitlines()] == [
        "clairvoyant", "clairvoyant", "search"]


def test_the_bot_that_sees_the_cards_sees_them_as_they_lie_but_not_the_dice_to_come():
    """Its worlds hold every seat's cards as the truth has them, and a future drawn from the
    search's chance, not the game's own; the redeal it leaves out is back for everyone
    else once the world is made."""
    game = bench.pl.load("leaky_loot", players=3)
    state = game.new_game(4)
    for _ in range(6):
        state.apply(state.legal_actions()[0].id)
    world = bench._Cards(state, 0).sample(bench.pl.Chance(99))
    assert [world.view(s, log=False) for s in range(3)] == [
        state.view(s, log=False) for s in range(3)]  # the log: seat 0's lines only, as a world
    futures = [[w.chance.below(10**6) for _ in range(5)]
               for w in (world, state.clone(), bench._Cards(state, 0).sample(bench.pl.Chance(7)))]
    assert futures[0] != futures[1] and futures[0] != futures[2]
    fair = state.world(0, bench.pl.Chance(99))
    assert [fair.view(s, log=False) for s in (1, 2)] != [
        state.view(s, log=False) for s in (1, 2)]  # redealt again


def test_par_and_the_clairvoyant_are_one_seat(capsys):
    with pytest.raises(SystemExit):
        bench.main(["--par", "--clairvoyant", "--only", "round_o_loot"])
    assert "not allowed with argument" in capsys.readouterr().err
