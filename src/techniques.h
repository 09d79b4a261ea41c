/*
** techniques.h - the table of techniques: one TECHNIQUE row per technique
** (its name, its weight, the writer of its sentence, what it shows) and one
** TRIAL row per place a finder is tried (the finder and the orders it is
** tried in). Every other file reads its columns from here: logic.c the
** names, finders and orders, position.c the weights, explain.c the
** writers. Never installed.
**
** An X-macro table: a file defines TECHNIQUE and/or TRIAL to take the
** columns it needs, then includes this file (an undefined one takes
** nothing); both are undefined again at the end. The table is data only,
** so each layer can read it without calling the others: position.c (below
** the finders) its weights, logic.c (above them) its finders.
**
** Adding a technique: its finder (and its sentence, if no writer of
** explain.c says it) in a tech_*.c file with its prototype in tech.h, its
** id at the end of the public enum (include/sudoku.h: the ABI keeps the
** values), one TECHNIQUE row below and a TRIAL row where it is tried.
*/

#ifndef SUDOKU_TECHNIQUES_FLAGS
#define SUDOKU_TECHNIQUES_FLAGS
/* The flags of TECHNIQUE's 'shows' column. WORDS: its own sentence says
** more than an SE chain it carries, which follows it (explain.c); NODE_CELLS: a
** chain whose nodes may be listed only in the step's cells and cell_digit
** (sudoku.h), without 'chain' (eureka.c). */
#define SUDOKU__SHOWS_WORDS 1u
#define SUDOKU__SHOWS_NODE_CELLS 4u
#endif

#ifndef TECHNIQUE
#define TECHNIQUE(id, name, weight, writer, shows)
#endif
#ifndef TRIAL
#define TRIAL(id, finder, n, houses, hint, classic, modern)
#endif

/* TECHNIQUE(id, name, weight, writer, shows)
** id: SUDOKU_TECH_<id>. weight: the SE-like base weight, Sudoku Explainer
** 1.2.1's figure where SE has the technique; Sukaku Explainer's for the
** turbot fish family (4.0-4.2, set per step), its wings (the least of each,
** set per step) and strong-linked fish (3 links); W-wing (which SE finds
** as a chain) at 5.5, fitted to the SE-rated set like the forcing chains;
** colouring as an X-chain; static and dynamic forcing chains (7.2, 8.8)
** fitted to the SE-rated set in ../shared/data/rated (see tests/rate);
** SE's unique loop of 6 (more by its length). Chains add
** sudoku__length_bonus. writer: explain_<writer> in explain.c. */
#define W_ SUDOKU__SHOWS_WORDS
#define N_ SUDOKU__SHOWS_NODE_CELLS
TECHNIQUE(FULL_HOUSE, "full house", 1.0, single, W_)
TECHNIQUE(HIDDEN_SINGLE, "hidden single", 1.2, single, W_)
TECHNIQUE(NAKED_SINGLE, "naked single", 2.3, single, W_)
TECHNIQUE(POINTING, "pointing", 2.6, locked, W_)
TECHNIQUE(CLAIMING, "claiming", 2.8, locked, W_)
TECHNIQUE(NAKED_PAIR, "naked pair", 3.0, subset, W_)
TECHNIQUE(X_WING, "X-wing", 3.2, fish, W_) /* fish: rows and columns alone */
TECHNIQUE(HIDDEN_PAIR, "hidden pair", 3.4, subset, W_)
TECHNIQUE(NAKED_TRIPLE, "naked triple", 3.6, subset, W_)
TECHNIQUE(SWORDFISH, "swordfish", 3.8, fish, W_)
TECHNIQUE(HIDDEN_TRIPLE, "hidden triple", 4.0, subset, W_)
TECHNIQUE(TURBOT_FISH, "turbot fish", 4.1, chain, W_ | N_)
TECHNIQUE(XY_WING, "XY-wing", 4.2, wing, W_)
TECHNIQUE(XYZ_WING, "XYZ-wing", 4.4, wing, W_)
TECHNIQUE(UNIQUE_RECTANGLE, "unique rectangle", 4.5, unique, W_)
TECHNIQUE(NAKED_QUAD, "naked quad", 5.0, subset, W_)
TECHNIQUE(JELLYFISH, "jellyfish", 5.2, fish, W_)
TECHNIQUE(HIDDEN_QUAD, "hidden quad", 5.4, subset, W_)
TECHNIQUE(W_WING, "W-wing", 5.5, wing, W_)
TECHNIQUE(BUG, "BUG+1", 5.6, bug, W_)
TECHNIQUE(SIMPLE_COLOURING, "simple colouring", 6.5, chain, W_ | N_)
TECHNIQUE(X_CHAIN, "X-chain", 6.5, chain, N_)
TECHNIQUE(XY_CHAIN, "XY-chain", 6.6, chain, N_)
TECHNIQUE(AIC, "alternating inference chain", 7.0, chain, N_)
TECHNIQUE(FORCING_CHAIN, "forcing chain", 7.2, forcing, 0)
TECHNIQUE(NISHIO, "nishio", 7.5, forcing, 0)
TECHNIQUE(MULTIPLE_FORCING, "multiple forcing chains", 8.2, forcing, 0)
TECHNIQUE(DYNAMIC_FORCING, "dynamic forcing chain", 8.8, forcing, 0)
TECHNIQUE(FORCING_NET, "forcing net", 9.2, forcing, 0)
TECHNIQUE(TRIAL, "trial and error", 10.0, forcing, 0)
TECHNIQUE(DIRECT_POINTING, "direct pointing", 1.7, direct, 0)
TECHNIQUE(DIRECT_CLAIMING, "direct claiming", 1.9, direct, 0)
TECHNIQUE(DIRECT_HIDDEN_PAIR, "direct hidden pair", 2.0, direct, 0)
TECHNIQUE(DIRECT_HIDDEN_TRIPLE, "direct hidden triple", 2.5, direct, 0)
TECHNIQUE(CYCLE, "bidirectional cycle", 6.5, subset, 0)
TECHNIQUE(DYNAMIC_PLUS, "dynamic forcing chain plus", 9.0, subset, 0)
TECHNIQUE(NESTED_FORCING, "nested forcing chain", 9.5, subset, 0)
TECHNIQUE(WXYZ_WING, "WXYZ-wing", 5.5, als_wing, 0)
TECHNIQUE(VWXYZ_WING, "VWXYZ-wing", 6.2, als_wing, 0)
TECHNIQUE(UVWXYZ_WING, "UVWXYZ-wing", 6.6, als_wing, 0)
TECHNIQUE(TUVWXYZ_WING, "TUVWXYZ-wing", 7.5, als_wing, 0)
TECHNIQUE(STRONG_LINKS, "strong-linked fish", 5.4, chain, N_)
TECHNIQUE(UNIQUE_LOOP, "unique loop", 4.6, unique, 0)
TECHNIQUE(BUG_N, "BUG+n", 5.7, unique, 0)
TECHNIQUE(ALIGNED_PAIR, "aligned pair exclusion", 6.2, aligned, 0)
TECHNIQUE(ALIGNED_TRIPLET, "aligned triplet exclusion", 7.5, aligned, 0)
#undef W_
#undef N_

/* TRIAL(id, finder, n, houses, hint, classic, modern): the finder of
** technique id (sudoku__tech_<finder>, called with n when n is not 0),
** whether it reads the board's own houses (X: it is tried on a variant's
** board too, whose table of houses it reads as Sudoku Explainer does with
** the variant's switch; _: it reads the classic houses alone and is not
** tried there, so a variant puzzle that needs it is refused) and the
** orders it is tried in (X yes, _ no): the hints' (every technique of the
** library, by difficulty) and the two Sudoku Explainer scales the rater
** follows.
** Each order tries its rows from the top down, and the first that applies
** gives the step.
**
** The hints' order is by difficulty rather than by id: a technique is
** added at the end of the enum (the ABI keeps its values) and tried
** wherever its difficulty puts it. Of the SE scales' own techniques it
** takes those that give a player an easier step than ours: unique loops,
** BUG types 2 to 4, the fish of strong links (turbot fish with a group,
** 4.3; 3 and 4 links, 5.4 and 5.8 up) and the WXYZ- to TUVWXYZ-wings. Not
** SE's cycles: our X-, XY-chains and AIC find them at the same weight
** (tried after the AIC, they found no step on 565 sample puzzles). Not the
** aligned exclusions: their words name the cells, not the combinations
** ruled out, which a player could not check.
**
** The classic scale is SE 1.2.1's techniques in the order SE tries them
** (not quite by difficulty: its direct techniques come first; its cycles
** and forcing chains, one search each, take the easiest and shortest they
** find). The modern one is SukakuExplainer's default set: the classic one
** plus strong-linked fish of 2 to 4 links (the turbot fish family first)
** and the WXYZ- to TUVWXYZ-wings, where Sukaku Explainer tries them. Past
** SE's chains both try our forcing nets and trial. A finder two orders try
** in different places has a row for each place. */
TRIAL(FULL_HOUSE, full_house, 0, X, X, X, X)
TRIAL(HIDDEN_SINGLE, hidden_single, 0, X, X, X, X)
TRIAL(DIRECT_POINTING, direct_pointing, 0, X, _, X, X)
TRIAL(DIRECT_CLAIMING, direct_claiming, 0, X, _, X, X)
TRIAL(DIRECT_HIDDEN_PAIR, direct_hidden_pair, 0, X, _, X, X)
TRIAL(NAKED_SINGLE, naked_single, 0, X, X, X, X)
TRIAL(DIRECT_HIDDEN_TRIPLE, direct_hidden_triple, 0, X, _, X, X)
TRIAL(POINTING, pointing, 0, X, X, X, X)
TRIAL(CLAIMING, claiming, 0, X, X, X, X)
TRIAL(NAKED_PAIR, naked_subset, 2, X, X, X, X)
TRIAL(X_WING, fish, 2, X, X, X, X)
TRIAL(HIDDEN_PAIR, hidden_subset, 2, X, X, X, X)
TRIAL(NAKED_TRIPLE, naked_subset, 3, X, X, X, X)
TRIAL(SWORDFISH, fish, 3, X, X, X, X)
TRIAL(HIDDEN_TRIPLE, hidden_subset, 3, X, X, X, X)
TRIAL(TURBOT_FISH, turbot_fish, 0, _, X, _, _)
TRIAL(TURBOT_FISH, strong_links, 2, _, _, _, X)
TRIAL(XY_WING, xy_wing, 0, X, X, X, X)
TRIAL(TURBOT_FISH, strong_links, 2, _, X, _, _)
TRIAL(XYZ_WING, xyz_wing, 0, X, X, X, X)
TRIAL(UNIQUE_RECTANGLE, unique_rectangle, 0, _, X, _, _)
TRIAL(UNIQUE_LOOP, se_unique_loops, 0, X, X, X, X)
TRIAL(NAKED_QUAD, naked_subset, 4, X, X, X, X)
TRIAL(JELLYFISH, fish, 4, X, X, X, X)
TRIAL(HIDDEN_QUAD, hidden_subset, 4, X, X, X, X)
TRIAL(STRONG_LINKS, strong_links, 3, _, X, _, X)
TRIAL(W_WING, w_wing, 0, _, X, _, _)
TRIAL(WXYZ_WING, als_wing, 3, _, X, _, X)
TRIAL(BUG, bug, 0, _, X, _, _)
TRIAL(BUG_N, se_bug, 0, X, X, X, X)
TRIAL(STRONG_LINKS, strong_links, 4, _, X, _, X)
TRIAL(VWXYZ_WING, als_wing, 4, _, X, _, X)
TRIAL(SIMPLE_COLOURING, simple_colouring, 0, _, X, _, _)
TRIAL(X_CHAIN, x_chain, 0, _, X, _, _)
TRIAL(ALIGNED_PAIR, se_aligned_pair, 0, X, _, X, X)
TRIAL(UVWXYZ_WING, als_wing, 5, _, X, _, X)
TRIAL(XY_CHAIN, xy_chain, 0, _, X, _, _)
TRIAL(AIC, aic, 0, _, X, _, _)
TRIAL(FORCING_CHAIN, forcing_chain, 0, _, X, _, _)
TRIAL(CYCLE, se_cycles_and_chains, 0, X, _, X, X)
TRIAL(TUVWXYZ_WING, als_wing, 6, _, X, _, X)
TRIAL(ALIGNED_TRIPLET, se_aligned_triplet, 0, X, _, X, X)
TRIAL(NISHIO, nishio, 0, _, X, _, _)
TRIAL(MULTIPLE_FORCING, multiple_forcing, 0, _, X, _, _)
TRIAL(DYNAMIC_FORCING, dynamic_forcing, 0, _, X, _, _)
TRIAL(NISHIO, se_nishio, 0, X, _, X, X)
TRIAL(MULTIPLE_FORCING, se_multiple, 0, X, _, X, X)
TRIAL(DYNAMIC_FORCING, se_dynamic, 0, X, _, X, X)
TRIAL(DYNAMIC_PLUS, se_dynamic_plus, 0, X, _, X, X)
TRIAL(FORCING_NET, forcing_net, 0, _, X, _, _)
/* SE's nested forcing chains before trial: they show their chains */
TRIAL(NESTED_FORCING, se_nested, 0, X, X, X, X)
TRIAL(FORCING_NET, forcing_net, 0, _, _, X, X)
TRIAL(TRIAL, trial, 0, _, X, X, X)

#undef TECHNIQUE
#undef TRIAL
