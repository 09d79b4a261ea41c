/*
** techniques.h - the table of techniques: one TECHNIQUE row per technique
** (its name, its weight, the writer of its sentence, what it shows, what a
** forcing one follows) and one TRIAL row per place a finder is tried (the
** finder and the orders it is tried in). Every other file reads its
** columns from here, none keeps a list of techniques of its own: logic.c
** the names, finders and orders, position.c the weights and what each
** shows (sudoku__shows: eureka.c, tech_trace.c and, through
** sudoku_step_chain_in_cells, the command's JSON read it), explain.c the
** writers and what a forcing technique follows. Never installed.
**
** An X-macro table: a file defines TECHNIQUE and/or TRIAL to take the
** columns it needs, then includes this file (an undefined one takes
** nothing); both are undefined again at the end. The table is data only,
** so each layer can read it without calling the others: position.c (below
** the finders) its weights, logic.c (above them) its finders.
**
** Adding a technique touches: its own tech_<family>.c (the finder; the
** build takes every .c file of src) and its test tests/test_tech_<family>.c; its
** prototype in tech.h; its id at the end of the public enum
** (include/sudoku.h: the ABI keeps the values); one TECHNIQUE row below;
** a TRIAL row for each order that tries it. Nothing else, unless no writer
** of explain.c says its sentence (then a writer there, named in its row),
** or it is a chain listed in its cells (then its name in
** sudoku_step_chain's and sudoku_step_chain_in_cells' words in sudoku.h).
** The README's weights table is the user's copy of the weights, and the
** rate CSV gains the technique's column (tests/cli/cases/formats_rate.out).
*/

#ifndef SUDOKU_TECHNIQUES_FLAGS
#define SUDOKU_TECHNIQUES_FLAGS
/* The flags of TECHNIQUE's 'shows' column (sudoku__shows reads them).
** WORDS: its own sentence says more than an SE chain it carries, which
** follows it (explain.c); NODE_CELLS: a chain whose nodes may be listed
** only in the step's cells and cell_digit (sudoku.h), without 'chain'
** (eureka.c, sudoku_step_chain_in_cells). A pattern a forcing net or SE's
** dynamic chain may use says where it is in a node it removes
** (sudoku_chain_node.where, written from the step's units by tech_trace.c,
** read by eureka.c): LOCKED, the unit its digit is confined in, then the
** one it is confined to (its first two units); UNIT, its unit (its first);
** BASES, its two base lines (its units after its two cover lines). CELLS:
** it rests on its cells holding no other digit (a naked subset), so a
** trace notes its cells (tech_trace.c). */
#define SUDOKU__SHOWS_WORDS 1u
#define SUDOKU__SHOWS_LOCKED 2u
#define SUDOKU__SHOWS_NODE_CELLS 4u
#define SUDOKU__SHOWS_UNIT 8u
#define SUDOKU__SHOWS_BASES 16u
#define SUDOKU__SHOWS_CELLS 32u
#endif

#ifndef TECHNIQUE
#define TECHNIQUE(id, name, weight, writer, shows, follows)
#endif
#ifndef TRIAL
#define TRIAL(id, finder, n, houses, hint, classic, modern)
#endif

/* TECHNIQUE(id, name, weight, writer, shows, follows)
** id: SUDOKU_TECH_<id>. weight: the SE-like base weight, Sudoku Explainer
** 1.2.1's figure where SE has the technique; Sukaku Explainer's for the
** turbot fish family (4.0-4.2, set per step), its wings (the least of each,
** set per step) and strong-linked fish (3 links); W-wing (which SE finds
** as a chain) at 5.5, fitted to the SE-rated set like the forcing chains;
** colouring as an X-chain; static and dynamic forcing chains (7.2, 8.8)
** fitted to the SE-rated set in ../shared/data/rated (see tests/rate);
** SE's unique loop of 6 (more by its length). Chains add
** sudoku__length_bonus. writer: explain_<writer> in explain.c. shows: its
** SUDOKU__SHOWS_* flags. follows: for a chain or forcing technique, what
** its sentence says it follows ("singles"), else 0 ("a search"). */
#define W_ SUDOKU__SHOWS_WORDS
#define L_ SUDOKU__SHOWS_LOCKED
#define N_ SUDOKU__SHOWS_NODE_CELLS
#define U_ SUDOKU__SHOWS_UNIT
#define B_ SUDOKU__SHOWS_BASES
#define C_ SUDOKU__SHOWS_CELLS
#define LINKS_ "chains of strong and weak links"
#define NET_ "singles, locked candidates, pairs and X-wings"
#define NESTED_ "singles, locked candidates, pairs, X-wings and inner forcing chains"
#define DIGIT_ "the strong and weak links of one digit"
TECHNIQUE(FULL_HOUSE, "full house", 1.0, single, W_, 0)
TECHNIQUE(HIDDEN_SINGLE, "hidden single", 1.2, single, W_, 0)
TECHNIQUE(NAKED_SINGLE, "naked single", 2.3, single, W_, 0)
TECHNIQUE(POINTING, "pointing", 2.6, locked, W_ | L_, 0)
TECHNIQUE(CLAIMING, "claiming", 2.8, locked, W_ | L_, 0)
TECHNIQUE(NAKED_PAIR, "naked pair", 3.0, subset, W_ | U_ | C_, 0)
TECHNIQUE(X_WING, "X-wing", 3.2, fish, W_ | B_, 0) /* fish: rows and columns alone */
TECHNIQUE(HIDDEN_PAIR, "hidden pair", 3.4, subset, W_ | U_, 0)
TECHNIQUE(NAKED_TRIPLE, "naked triple", 3.6, subset, W_ | U_ | C_, 0)
TECHNIQUE(SWORDFISH, "swordfish", 3.8, fish, W_, 0)
TECHNIQUE(HIDDEN_TRIPLE, "hidden triple", 4.0, subset, W_ | U_, 0)
TECHNIQUE(TURBOT_FISH, "turbot fish", 4.1, chain, W_ | N_, 0)
TECHNIQUE(XY_WING, "XY-wing", 4.2, wing, W_, 0)
TECHNIQUE(XYZ_WING, "XYZ-wing", 4.4, wing, W_, 0)
TECHNIQUE(UNIQUE_RECTANGLE, "unique rectangle", 4.5, unique, W_, 0)
TECHNIQUE(NAKED_QUAD, "naked quad", 5.0, subset, W_ | U_ | C_, 0)
TECHNIQUE(JELLYFISH, "jellyfish", 5.2, fish, W_, 0)
TECHNIQUE(HIDDEN_QUAD, "hidden quad", 5.4, subset, W_ | U_, 0)
TECHNIQUE(W_WING, "W-wing", 5.5, wing, W_, 0)
TECHNIQUE(BUG, "BUG+1", 5.6, bug, W_, 0)
TECHNIQUE(SIMPLE_COLOURING, "simple colouring", 6.5, chain, W_ | N_, 0)
TECHNIQUE(X_CHAIN, "X-chain", 6.5, chain, N_, DIGIT_)
TECHNIQUE(XY_CHAIN, "XY-chain", 6.6, chain, N_, 0)
TECHNIQUE(AIC, "alternating inference chain", 7.0, chain, N_, 0)
TECHNIQUE(FORCING_CHAIN, "forcing chain", 7.2, forcing, 0, LINKS_)
TECHNIQUE(NISHIO, "nishio", 7.5, forcing, 0, "that digit alone")
TECHNIQUE(MULTIPLE_FORCING, "multiple forcing chains", 8.2, forcing, 0, LINKS_)
TECHNIQUE(DYNAMIC_FORCING, "dynamic forcing chain", 8.8, forcing, 0, "singles")
TECHNIQUE(FORCING_NET, "forcing net", 9.2, forcing, 0, NET_)
TECHNIQUE(TRIAL, "trial and error", 10.0, forcing, 0, 0)
TECHNIQUE(DIRECT_POINTING, "direct pointing", 1.7, direct, 0, 0)
TECHNIQUE(DIRECT_CLAIMING, "direct claiming", 1.9, direct, 0, 0)
TECHNIQUE(DIRECT_HIDDEN_PAIR, "direct hidden pair", 2.0, direct, 0, 0)
TECHNIQUE(DIRECT_HIDDEN_TRIPLE, "direct hidden triple", 2.5, direct, 0, 0)
TECHNIQUE(CYCLE, "bidirectional cycle", 6.5, subset, 0, 0)
TECHNIQUE(DYNAMIC_PLUS, "dynamic forcing chain plus", 9.0, subset, 0, NET_)
TECHNIQUE(NESTED_FORCING, "nested forcing chain", 9.5, subset, 0, NESTED_)
TECHNIQUE(WXYZ_WING, "WXYZ-wing", 5.5, als_wing, 0, 0)
TECHNIQUE(VWXYZ_WING, "VWXYZ-wing", 6.2, als_wing, 0, 0)
TECHNIQUE(UVWXYZ_WING, "UVWXYZ-wing", 6.6, als_wing, 0, 0)
TECHNIQUE(TUVWXYZ_WING, "TUVWXYZ-wing", 7.5, als_wing, 0, 0)
TECHNIQUE(STRONG_LINKS, "strong-linked fish", 5.4, chain, N_, 0)
TECHNIQUE(UNIQUE_LOOP, "unique loop", 4.6, unique, 0, 0)
TECHNIQUE(BUG_N, "BUG+n", 5.7, unique, 0, 0)
TECHNIQUE(ALIGNED_PAIR, "aligned pair exclusion", 6.2, aligned, 0, 0)
TECHNIQUE(ALIGNED_TRIPLET, "aligned triplet exclusion", 7.5, aligned, 0, 0)
TECHNIQUE(NC_FORCING_CELL, "non-consecutive forcing cell", 2.4, nc, 0, 0)
TECHNIQUE(LOCKED_NC, "locked non-consecutive", 2.5, nc, 0, 0)
#undef W_
#undef L_
#undef N_
#undef U_
#undef B_
#undef C_
#undef LINKS_
#undef NET_
#undef NESTED_
#undef DIGIT_

/* TRIAL(id, finder, n, houses, hint, classic, modern): the finder of
** technique id (sudoku__tech_<finder>, called with n when n is not 0),
** whether it reads the board's own houses (X: it is tried on a variant's
** board too, whose table of houses it reads as Sudoku Explainer does with
** the variant's switch, and on a jigsaw, its regions in the boxes' place;
** _: it reads
** the classic houses alone and is not tried there, so a variant puzzle
** that needs it is refused) and the
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
/* a non-consecutive board's own (Sukaku Explainer's modern set with -c 1) */
TRIAL(NC_FORCING_CELL, nc_forcing_cell, 0, X, X, _, X)
TRIAL(LOCKED_NC, locked_nc, 0, X, X, _, X)
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
TRIAL(TURBOT_FISH, strong_links, 2, X, _, _, X)
TRIAL(XY_WING, xy_wing, 0, X, X, X, X)
TRIAL(TURBOT_FISH, strong_links, 2, X, X, _, _)
TRIAL(XYZ_WING, xyz_wing, 0, X, X, X, X)
TRIAL(UNIQUE_RECTANGLE, unique_rectangle, 0, _, X, _, _)
TRIAL(UNIQUE_LOOP, se_unique_loops, 0, X, X, X, X)
TRIAL(NAKED_QUAD, naked_subset, 4, X, X, X, X)
TRIAL(JELLYFISH, fish, 4, X, X, X, X)
TRIAL(HIDDEN_QUAD, hidden_subset, 4, X, X, X, X)
TRIAL(STRONG_LINKS, strong_links, 3, X, X, _, X)
TRIAL(W_WING, w_wing, 0, _, X, _, _)
TRIAL(WXYZ_WING, als_wing, 3, X, X, _, X)
TRIAL(BUG, bug, 0, _, X, _, _)
TRIAL(BUG_N, se_bug, 0, X, X, X, X)
TRIAL(STRONG_LINKS, strong_links, 4, X, X, _, X)
TRIAL(VWXYZ_WING, als_wing, 4, X, X, _, X)
TRIAL(SIMPLE_COLOURING, simple_colouring, 0, _, X, _, _)
TRIAL(X_CHAIN, x_chain, 0, _, X, _, _)
TRIAL(ALIGNED_PAIR, se_aligned_pair, 0, X, _, X, X)
TRIAL(UVWXYZ_WING, als_wing, 5, X, X, _, X)
TRIAL(XY_CHAIN, xy_chain, 0, _, X, _, _)
TRIAL(AIC, aic, 0, _, X, _, _)
TRIAL(FORCING_CHAIN, forcing_chain, 0, _, X, _, _)
TRIAL(CYCLE, se_cycles_and_chains, 0, X, _, X, X)
TRIAL(TUVWXYZ_WING, als_wing, 6, X, X, _, X)
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
