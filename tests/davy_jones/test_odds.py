"""The exact analyses (odds.py; docs/rules/davy_jones.md, "Exact analyses"): each checked
against a second derivation (counting, closed forms, sympy) and against simulations of the
rules code at 99% (Bonferroni when a test makes several checks), with small cases by hand."""
from __future__ import annotations

from fractions import Fraction as F
from math import comb, perm, prod

import pytest
import sympy
from sympy.stats import Die, P

from pirates_lib.davy_jones import components as c
from pirates_lib.davy_jones import mechanics as m
from pirates_lib.davy_jones import odds
from pirates_lib.odds import Dist, exact, hands, simulate, to_sympy_matrix

FOUR, THREE = (ship.ranks for ship in c.SHIP_CLASSES)


def level(checks: int) -> float:
    return 1 - 0.01 / checks


# --- (a) shooting -----------------------------------------------------------------------------
@pytest.mark.parametrize("rank", range(1, 6))
def test_one_cannon_hits_on_six_minus_its_rank_faces_of_six(rank):
    assert odds.hit_chance(rank) == F(6 - rank, 6)


@pytest.mark.parametrize("ranks", [FOUR, THREE, (3, 3, 3, 3), (2, 4), ()])
def test_a_volley_summed_cannon_by_cannon_equals_the_whole_volley_enumerated(ranks):
    assert odds.volley_hits(ranks) == exact(lambda ch: m.volley(ch, ranks).hits)


def test_every_volley_is_the_product_of_its_cannons_generating_polynomials():
    x = sympy.Symbol("x")
    for name, ranks in odds.VOLLEYS.items():
        poly = sympy.expand(prod(F(r, 6) + F(6 - r, 6) * x for r in ranks))
        by_sympy = {k: sympy.Rational(poly.coeff(x, k)) for k in range(len(ranks) + 1)}
        assert odds.volley_hits(ranks).to_sympy() == {k: p for k, p in by_sympy.items() if p}, name


def test_the_hit_tables_of_the_ships_and_monsters_by_hand():
    hits = {name: odds.volley_hits(ranks) for name, ranks in odds.VOLLEYS.items()}
    assert hits["4-mast ship"] == Dist({0: F(1, 18), 1: F(1, 4), 2: F(7, 18), 3: F(1, 4),
                                        4: F(1, 18)})
    assert hits["3-mast ship"] == Dist({0: F(1, 6), 1: F(5, 12), 2: F(1, 3), 3: F(1, 12)})
    assert hits["Sea Serpent"] == Dist({k: F(comb(4, k), 16) for k in range(5)})
    assert hits["Kraken"] == Dist({k: F(comb(6, k) * 2 ** (6 - k), 3 ** 6) for k in range(7)})


def test_volleys_simulated_with_the_rules_code_agree():
    checks = [(name, ranks, k) for name, ranks in odds.VOLLEYS.items() for k in (0, 2)]
    for i, (name, ranks, k) in enumerate(checks):
        sample = simulate(lambda ch, r=ranks: m.volley(ch, r).hits, 20_000, seed=i)
        assert sample.P(k, level(2 * len(checks))).agrees(odds.volley_hits(ranks)[k]), name
        assert sample.mean(level=level(2 * len(checks))).agrees(
            sum(odds.hit_chance(r) for r in ranks)), name


def test_hits_beyond_the_masts_left_are_lost():
    assert odds.masts_removed(FOUR, 1) == Dist({0: F(1, 18), 1: F(17, 18)})
    removed = odds.masts_removed(FOUR, 3)
    assert removed[3] == F(1, 4) + F(1, 18) and removed.mean() == F(35, 18)
    assert odds.masts_removed(FOUR, 4).mean() == F(2, 3) + F(1, 2) + F(1, 2) + F(1, 3)


def test_the_kraken_removes_457_243_masts_of_a_full_three_mast_ship_on_average():
    hits = odds.volley_hits(odds.VOLLEYS["Kraken"])
    by_hand = sum(min(k, 3) * p for k, p in hits.items())
    assert odds.masts_removed(odds.VOLLEYS["Kraken"], 3).mean() == by_hand == F(457, 243)


def test_shot_odds_for_the_board_take_plain_ranks_and_masts():
    shot = odds.shot_odds((2, 3, 3, 4), 3)
    assert shot.per_cannon == (F(2, 3), F(1, 2), F(1, 2), F(1, 3))
    assert shot.removed == odds.masts_removed(FOUR, 3)
    assert shot.expected == F(35, 18) and shot.defeat == F(11, 36)
    assert odds.shot_odds((), 2).defeat == 0 and odds.shot_odds((), 2).expected == 0


def test_ranks_and_targets_are_checked():
    with pytest.raises(ValueError, match="a cannon rank must be from 1 to 5, not 6"):
        odds.volley_hits((2, 6))
    with pytest.raises(ValueError, match="masts or parts must be from 1 to 12, not 0"):
        odds.masts_removed(FOUR, 0)


# --- (b) swordfights --------------------------------------------------------------------------
def winning_pairs(sword: int, davy: int) -> F:
    return F(sum(1 for a in range(1, 7) for b in range(1, 7) if a + sword >= b + davy), 36)


def with_reroll(sword: int, davy: int) -> F:
    """Davy Jones' die b leaves the captain a chance w_b per roll; a reroll after a loss
    wins w_b again: w + (1 - w) w."""
    wins = [F(sum(1 for a in range(1, 7) if a + sword >= b + davy), 6) for b in range(1, 7)]
    return sum(w + (1 - w) * w for w in wins) / 6


@pytest.mark.parametrize("sword", range(6))
@pytest.mark.parametrize("davy", range(6))
def test_the_chance_to_win_a_swordfight_counts_the_winning_pairs_of_dice(sword, davy):
    assert odds.swordfight_chance(sword, davy) == winning_pairs(sword, davy)
    assert odds.swordfight_chance(sword, davy, reroll=True) == with_reroll(sword, davy)


def test_swordfights_by_sympy_stats_and_by_hand():
    X, Y = Die("X", 6), Die("Y", 6)
    for captain in c.CAPTAINS:
        assert odds.swordfight_chance(captain.sword) == P(X + captain.sword >= Y + 2)
    assert [odds.swordfight_chance(s) for s in range(4)] == [F(5, 18), F(5, 12), F(7, 12),
                                                            F(13, 18)]
    assert odds.swordfight_chance(0, reroll=True) == F(5, 12) == odds.swordfight_chance(1)


def test_swordfights_simulated_with_the_rules_code_agree():
    def kate(ch):
        first = m.swordfight(ch, 0)
        return first.captain_wins or m.fight(ch.die(6), first.davy_roll, 0).captain_wins
    checks = [(lambda ch, s=s: m.swordfight(ch, s).captain_wins, odds.swordfight_chance(s))
              for s in range(4)] + [(kate, odds.swordfight_chance(0, reroll=True))]
    for i, (fight, chance) in enumerate(checks):
        assert simulate(fight, 20_000, seed=i).P(True, level(len(checks))).agrees(chance)


# --- (c) cursed zones -------------------------------------------------------------------------
def attempt(zone: str, masts: int) -> F:
    """One attempt's chance by the rulebook's words."""
    return {c.SARGASSO_SEA: F(masts, 6), c.REEF: F(7 - masts, 6),
            c.STORM: F(1, 6), c.FOG_BANK: F(1, 6)}[zone]


def alone(zone: str, masts: int, turns: int = 99) -> tuple[F, F]:
    """One ship: she escapes unless every attempt fails, one per mast (within `turns`);
    the turns are at least j + 1 exactly when the first j attempts failed."""
    fails = [1 - attempt(zone, masts - j) for j in range(masts)]
    return (1 - prod(fails[:turns]), sum(prod(fails[:j]) for j in range(masts)))


@pytest.mark.parametrize("zone", odds.ZONES)
@pytest.mark.parametrize("masts", range(1, 5))
def test_one_ship_escapes_unless_every_attempt_fails(zone, masts):
    outcome = odds.curse_outcome(zone, masts)
    assert (outcome.ends[odds.ESCAPED], outcome.expected_steps) == alone(zone, masts)


@pytest.mark.parametrize("zone", [c.SARGASSO_SEA, c.REEF, c.STORM])
@pytest.mark.parametrize("turns", range(6))
def test_two_ships_escape_within_k_turns_when_each_would_alone(zone, turns):
    """Each ship rolls her own dice; the curse is lost if either would be defeated."""
    for masts in [(4, 3), (2, 3), (1, 1)]:
        by_ship = prod(alone(zone, n, turns)[0] for n in masts)
        assert odds.escape_within(zone, masts, turns) == by_ship


def test_the_fog_bank_frees_both_or_wears_both_down():
    for masts in [(4, 3), (2, 4), (1, 1)]:
        assert odds.curse_outcome(c.FOG_BANK, masts).ends[odds.ESCAPED] == 1 - F(5, 6) ** min(masts)
        assert odds.escape_within(c.FOG_BANK, masts, 2) == 1 - F(5, 6) ** min(2, *masts)


@pytest.mark.parametrize("zone", odds.ZONES)
def test_a_curse_lasts_at_most_as_many_turns_as_the_most_masts(zone):
    assert odds.escape_within(zone, (4, 3), 4) == odds.curse_outcome(zone).ends[odds.ESCAPED]
    assert odds.escape_within(zone, (4, 3), 0) == 0


def test_the_curse_outcomes_by_hand():
    assert odds.curse_outcome(c.REEF).ends == Dist.certain(odds.ESCAPED)  # 1 mast: any roll
    assert odds.curse_outcome(c.SARGASSO_SEA).ends[odds.ESCAPED] == F(49, 54) * F(13, 18)
    assert odds.curse_outcome(c.FOG_BANK).ends[odds.ESCAPED] == F(91, 216)
    assert odds.curse_outcome(c.FOG_BANK).expected_steps == 1 + F(5, 6) + F(25, 36)


@pytest.mark.parametrize("zone", odds.ZONES)
def test_the_chain_solved_by_sympy_fundamental_matrix_agrees(zone):
    chain = odds.curse_chain(zone)
    transient = sorted(chain, key=repr)
    order = transient + [odds.ESCAPED, odds.DEFEATED]
    matrix = to_sympy_matrix(chain, order)
    t = len(transient)
    fundamental = (sympy.eye(t) - matrix[:t, :t]).inv()
    start = transient.index((4, 3))
    escaped = (fundamental * matrix[:t, t:])[start, 0]
    turns = (fundamental * sympy.ones(t, 1))[start, 0]
    outcome = odds.curse_outcome(zone)
    assert (escaped, turns) == (outcome.ends[odds.ESCAPED], outcome.expected_steps)


def test_curses_simulated_with_the_rules_code_agree():
    """(A certain escape, the Reef's, is checked as every run escaping: the Wilson interval
    of n hits in n rounds its upper end to just below 1.)"""
    for i, zone in enumerate(odds.ZONES):
        sample = simulate(lambda ch, z=zone: odds.run_curse(ch, z, (4, 3)), 6000, seed=i)
        outcome = odds.curse_outcome(zone)
        escaped = sample.P(lambda r: r[0] == odds.ESCAPED, level(8))
        if outcome.ends[odds.ESCAPED] == 1:
            assert escaped.value == 1, zone
        else:
            assert escaped.agrees(outcome.ends[odds.ESCAPED]), zone
        assert sample.mean(lambda r: r[1], level(8)).agrees(outcome.expected_steps), zone


def test_one_turn_in_a_zone_follows_the_rulings():
    assert exact(lambda ch: odds.curse_turn(ch, c.SARGASSO_SEA, (1, odds.OUT))) == Dist(
        {odds.ESCAPED: F(1, 6), odds.DEFEATED: F(5, 6)})
    assert exact(lambda ch: odds.curse_turn(ch, c.FOG_BANK, (2, 3))) == Dist(
        {odds.ESCAPED: F(1, 6), (1, 2): F(5, 6)})
    assert odds.escape_within(c.STORM, 1, 1) == F(1, 6)


def test_curses_are_checked():
    with pytest.raises(ValueError, match="'kraken' is not a cursed zone"):
        odds.curse_outcome(c.KRAKEN)
    with pytest.raises(ValueError, match="one or two ships"):
        odds.curse_outcome(c.REEF, (1, 2, 3))
    with pytest.raises(ValueError, match="masts must be from 1 to 4, not 5"):
        odds.escape_within(c.REEF, 5, 2)


# --- (d) the tokens ---------------------------------------------------------------------------
def test_the_pile_by_kind_for_four_and_three_players_and_less_what_was_seen():
    assert odds.pile_kinds() == {odds.GOLD: 28, odds.MONSTER: 4, odds.CURSE: 6,
                                 odds.DAVY_JONES: 4}
    assert odds.pile_kinds(3) == {odds.GOLD: 21, odds.MONSTER: 3, odds.CURSE: 6,
                                  odds.DAVY_JONES: 3}
    assert odds.pile_kinds(seen={odds.CURSE: 2})[odds.CURSE] == 4
    with pytest.raises(ValueError, match="seen 5 'Davy Jones' tokens, but the pile holds 4"):
        odds.pile_kinds(seen={odds.DAVY_JONES: 5})
    assert {odds.kind_of(t) for t in c.treasure_pile()} == set(odds.KINDS)
    with pytest.raises(ValueError, match="'Curses' is not a kind of token"):
        odds.kind_in_draws(odds.pile_kinds(), "Curses", 2)
    with pytest.raises(ValueError, match="'north' is not a wild island"):
        odds.deal_odds(odds.CURSE, 4, c.NORTH)


def test_the_next_token_is_each_kind_in_proportion_to_those_unseen():
    pool = odds.pile_kinds(seen={odds.GOLD: 5, odds.CURSE: 1})
    assert odds.next_token(pool) == Dist.from_weights(pool)


def test_the_kinds_in_the_next_draws_equal_the_draws_enumerated_and_the_hands():
    pool = odds.pile_kinds(3, seen={odds.GOLD: 10})

    def curses(ch):
        island = dict(pool)
        return sum(m.draw_token(ch, island) == odds.CURSE for _ in range(3))
    assert odds.kind_in_draws(pool, odds.CURSE, 3) == exact(curses)
    assert odds.kind_in_draws(pool, odds.CURSE, 3) == hands(pool, 3).map(lambda h: h[2])


def test_token_odds_by_hand():
    assert odds.token_odds({odds.GOLD: 2, odds.CURSE: 1}, 2) == {
        odds.GOLD: 1, odds.MONSTER: 0, odds.CURSE: F(2, 3), odds.DAVY_JONES: 0}
    full = odds.token_odds(odds.pile_kinds())
    assert full[odds.CURSE] == F(6, 42) and full[odds.GOLD] == F(28, 42)


def test_with_three_players_the_next_draws_lean_to_davy_jones_until_one_is_seen():
    """Ruling 59: a three-player deal setting all three Davy Jones tokens aside is dealt
    again, so before one is seen an island's next token is Davy Jones with chance
    P(first) / P(a valid deal) = (3/33) / (1 - C(30, 5)/C(33, 8)), not 3/33; once one has been
    seen every unseen token is alike again."""
    valid = 1 - F(comb(30, 5), comb(33, 8))
    assert valid == 1 - F(7, 682)
    fresh = odds.next_token(odds.pile_kinds(3), players=3)
    assert fresh[odds.DAVY_JONES] == F(3, 33) / valid == F(62, 675)
    assert fresh[odds.GOLD] == (F(21, 33) - F(7, 682) * F(21, 30)) / valid
    seen = odds.pile_kinds(3, seen={odds.DAVY_JONES: 1})
    assert odds.next_token(seen, players=3) == odds.next_token(seen) == Dist.from_weights(seen)
    assert odds.token_odds(odds.pile_kinds(3), 1, players=3)[odds.DAVY_JONES] == F(62, 675)
    with pytest.raises(ValueError, match="8 of the 33 unseen tokens lie aside: at most 25"):
        odds.kind_in_draws(odds.pile_kinds(3), odds.GOLD, 26, players=3)


def test_redealt_draws_are_the_uniform_deal_enumerated_and_conditioned():
    """A small pile (2 Davy Jones, 3 gold, a curse; 2 and 1 laid out, 3 aside): the real
    deal and a draw enumerated, the deals that set both Davy Jones aside left out."""
    pile = {odds.DAVY_JONES: 2, odds.GOLD: 3, odds.CURSE: 1}

    def deal_and_draw(ch):
        islands, aside = m.deal_wild_islands(ch, pile, {"x": 2, "y": 1})
        return m.draw_token(ch, islands["x"]), aside.get(odds.DAVY_JONES, 0) < 2
    enumerated = exact(deal_and_draw).given(lambda o: o[1]).map(lambda o: o[0])
    draw = odds.redealt(lambda p: exact(lambda ch: m.draw_token(ch, dict(p))), pile, 3)
    assert draw == enumerated and draw != Dist.from_weights(pile)


def falling(pool: dict[str, int], room: int) -> dict:
    """g gold in a row then encounter e: G (G-1) ... (G-g+1) E_e / N (N-1) ... (N-g)."""
    gold, total = pool[odds.GOLD], sum(pool.values())
    out = {(g, e): F(perm(gold, g) * n, perm(total, g + 1))
           for g in range(room) for e, n in pool.items() if e != odds.GOLD and n}
    out[(room, None)] = F(perm(gold, room), perm(total, room))
    return {k: p for k, p in out.items() if p}


@pytest.mark.parametrize("room", [0, 1, 3, 5])
def test_exploring_is_gold_in_a_row_then_an_encounter_by_falling_factorials(room):
    pool = odds.pile_kinds(seen={odds.CURSE: 2})
    assert dict(odds.explore_outcome(pool, room).items()) == falling(pool, room)
    assert odds.explore_outcome({odds.GOLD: 2}, 5) == Dist.certain((2, None))
    assert odds.explore_outcome(pool, 5, left=1) == odds.explore_outcome(pool, 1)


def test_exploring_a_freshly_dealt_island_agrees_with_the_pile_by_kind():
    """The real deal and real tokens: the first explore of the centre island is as if drawn
    from the whole pile (by symmetry), for the full set-up and the 3-player layout."""
    for i, players in enumerate((4, 3)):
        pile = c.treasure_pile(c.CAPTAINS[:players])
        counts = c.wild_island_counts(players)

        def first_explore(ch):
            island = m.deal_wild_islands(ch, pile, counts)[0][c.CENTRE]
            for taken in range(3):
                kind = odds.kind_of(m.draw_token(ch, island))
                if kind != odds.GOLD:
                    return taken, kind
            return 3, None
        sample = simulate(first_explore, 4000, seed=i)
        exact_outcome = odds.explore_outcome(odds.pile_kinds(players), 3)
        for outcome in [(0, odds.CURSE), (3, None)]:
            assert sample.P(outcome, level(4)).agrees(exact_outcome[outcome]), players


def test_the_deal_lays_curses_and_davy_jones_hypergeometrically():
    assert odds.deal_odds(odds.CURSE)[0] == F(comb(36, 14), comb(42, 14)) == F(2070, 28823)
    assert odds.deal_odds(odds.GOLD, 4, None) == Dist.certain(28)  # four players lay all out
    two_kinds = {odds.CURSE: 6, "other": 36}

    def centre_curses(ch):
        islands, _ = m.deal_wild_islands(ch, dict(two_kinds), {c.CENTRE: 14})
        return islands[c.CENTRE].get(odds.CURSE, 0)
    assert odds.deal_odds(odds.CURSE, 4) == exact(centre_curses)


def test_three_players_deal_at_least_one_davy_jones_token_by_counting_deals():
    """Ruling 59, counted: of the C(33, 8) set-asides, the C(30, 5) holding all three Davy
    Jones tokens are dealt again; a curse count on the centre island counts the centre's 9,
    then the other 16 laid out (all three Davy Jones among the 8 left: C(21, 16) ways)."""
    in_play = odds.deal_odds(odds.DAVY_JONES, 3, None)
    valid = comb(33, 8) - comb(30, 5)
    assert F(comb(30, 5), comb(33, 8)) == F(142506, 13884156) == F(7, 682)
    assert in_play == Dist({k: F(comb(3, k) * comb(30, 25 - k), valid) for k in (1, 2, 3)})
    assert in_play[0] == 0 and in_play[3] == F(23, 54) and in_play.mean() == F(62, 27)
    deals = comb(33, 9) * comb(24, 16) - comb(30, 9) * comb(21, 16)
    assert odds.deal_odds(odds.CURSE, 3) == Dist({k: F(comb(6, k) * comb(27, 9 - k) * comb(
        24, 16) - comb(6, k) * comb(24, 9 - k) * comb(21, 16), deals) for k in range(7)})
    assert odds.deal_odds(odds.CURSE, 3, None)[6] == F(comb(27, 8) - comb(24, 5), valid)


def test_the_real_deal_simulated_agrees():
    """The three-player set-up's deal, 3,000 times: never without Davy Jones (the old deal
    would have had about 31 such), his tokens in play and the centre's curses as exact."""
    pile, counts = c.treasure_pile(c.CAPTAINS[:3]), c.wild_island_counts(3)

    def dealt(ch):
        islands, _ = m.deal_wild_islands(ch, pile, counts)
        davy = sum(n for tokens in islands.values() for t, n in tokens.items()
                   if t == c.DAVY_JONES)
        return davy, sum(n for t, n in islands[c.CENTRE].items() if t in c.CURSES)
    sample = simulate(dealt, 3000, seed=7)
    assert sample.P(lambda d: d[0] == 0).value == 0
    for k in (1, 2, 3):
        assert sample.P(lambda d: d[0] == k, level(5)).agrees(
            odds.deal_odds(odds.DAVY_JONES, 3, None)[k])
    assert sample.mean(lambda d: d[0], level(5)).agrees(F(62, 27))
    assert sample.mean(lambda d: d[1], level(5)).agrees(odds.deal_odds(odds.CURSE, 3).mean())


# --- (e) Davy Jones' flights ------------------------------------------------------------------
def test_one_flight_from_the_ring_goes_one_time_in_six_to_each_other_place():
    others = [p for p in odds.PLACES if p != c.SOUTH]
    assert odds.flight(c.SOUTH) == Dist({p: F(1, 6) for p in others})


def test_from_the_centre_the_island_before_the_winners_home_is_never_reached():
    assert odds.flight(c.CENTRE, (c.EAST,))[c.NORTH_EAST] == 0
    assert odds.flight(c.CENTRE)[c.WEST] == F(1, 6) * F(3, 4)  # missed when north wins


def test_the_long_run_solves_pi_p_equals_pi_like_sympy_and_by_hand():
    chain = odds.davy_jones_chain()
    pi = odds.davy_jones_stationary()
    assert all(sum(pi[a] * chain[a].get(b, 0) for a in chain) == pi[b] for b in chain)
    matrix = to_sympy_matrix(chain, list(odds.PLACES))
    (vector,) = (matrix.T - sympy.eye(7)).nullspace()
    by_sympy = vector / sum(vector)
    assert [pi[p] for p in odds.PLACES] == list(by_sympy)
    assert pi[c.CENTRE] == F(1, 6) and pi[c.NORTH] == pi[c.SOUTH] == F(1, 7)
    assert pi[c.WEST] == (F(5, 6) + F(1, 8)) / 7 == F(23, 168)


def test_after_n_flights_is_the_matrix_power():
    chain = odds.davy_jones_chain()
    matrix = to_sympy_matrix(chain, list(odds.PLACES))
    row = (matrix ** 3)[odds.PLACES.index(c.CENTRE), :]
    after = odds.davy_jones_after(3, c.CENTRE)
    assert [after[p] for p in odds.PLACES] == list(row)
    assert odds.davy_jones_after(2, c.NORTH)[c.NORTH] == F(1, 6)  # 5/36 round, 1/36 via centre


def flights(ch, start: str, n: int) -> str:
    at = start
    for _ in range(n):
        at = m.davy_jones_flight(ch, at, ch.pick(c.HOME_ISLANDS))[1]
    return at


def test_flights_simulated_with_the_rules_code_agree():
    sample = simulate(lambda ch: flights(ch, c.CENTRE, 3), 20_000, seed=3)
    after = odds.davy_jones_after(3, c.CENTRE)
    assert all(sample.P(p, level(7)).agrees(after[p]) for p in odds.PLACES)


def test_expected_flights_to_an_island_and_back():
    assert odds.expected_flights(c.NORTH, c.CENTRE) == 6  # 1 in 6 from every other place
    assert all(odds.expected_flights(p, p) == 1 / odds.davy_jones_stationary()[p]
               for p in odds.PLACES)

    def until_west(ch):
        at, n = c.CENTRE, 0
        while at != c.WEST or n == 0:
            at, n = m.davy_jones_flight(ch, at, ch.pick(c.HOME_ISLANDS))[1], n + 1
        return n
    sample = simulate(until_west, 8000, seed=5)
    assert sample.mean().agrees(odds.expected_flights(c.WEST, c.CENTRE))


def test_flights_are_checked():
    with pytest.raises(ValueError, match="not 'atlantis'"):
        odds.flight("atlantis")
    with pytest.raises(ValueError, match="homes must be distinct home islands"):
        odds.flight(c.CENTRE, (c.CENTRE,))
