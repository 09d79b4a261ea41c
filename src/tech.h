/*
** tech.h - the technique units (src/tech_*.c), each a search for one kind
** of step in a position. They sit between the positions (position.h) below
** and the step engine (logic.c) above, and call only sideways to simpler
** techniques (the forcing techniques propagate with the singles). Never
** installed.
*/
#ifndef SUDOKU_TECH_H
#define SUDOKU_TECH_H

#include "position.h"

/* Each returns 1 and fills *st when it finds a step in *s, else 0 with *st
** unspecified; n is the size of a subset or fish (2..4). */
int sudoku__tech_full_house(const sudoku__position *s, sudoku_step *st);
int sudoku__tech_hidden_single(const sudoku__position *s, sudoku_step *st);
int sudoku__tech_naked_single(const sudoku__position *s, sudoku_step *st);
int sudoku__tech_pointing(const sudoku__position *s, sudoku_step *st);
int sudoku__tech_claiming(const sudoku__position *s, sudoku_step *st);
int sudoku__tech_unique_rectangle(const sudoku__position *s, sudoku_step *st);
int sudoku__tech_bug(const sudoku__position *s, sudoku_step *st);
int sudoku__tech_naked_subset(const sudoku__position *s, sudoku_step *st, int n);
int sudoku__tech_hidden_subset(const sudoku__position *s, sudoku_step *st, int n);
int sudoku__tech_fish(const sudoku__position *s, sudoku_step *st, int n);
int sudoku__tech_turbot_fish(const sudoku__position *s, sudoku_step *st);
int sudoku__tech_xy_wing(const sudoku__position *s, sudoku_step *st);
int sudoku__tech_xyz_wing(const sudoku__position *s, sudoku_step *st);
int sudoku__tech_w_wing(const sudoku__position *s, sudoku_step *st);
int sudoku__tech_simple_colouring(const sudoku__position *s, sudoku_step *st);
int sudoku__tech_x_chain(const sudoku__position *s, sudoku_step *st);
int sudoku__tech_xy_chain(const sudoku__position *s, sudoku_step *st);
int sudoku__tech_aic(const sudoku__position *s, sudoku_step *st);
int sudoku__tech_forcing_chain(const sudoku__position *s, sudoku_step *st);
int sudoku__tech_nishio(const sudoku__position *s, sudoku_step *st);
int sudoku__tech_multiple_forcing(const sudoku__position *s, sudoku_step *st);
int sudoku__tech_dynamic_forcing(const sudoku__position *s, sudoku_step *st);
int sudoku__tech_forcing_net(const sudoku__position *s, sudoku_step *st);
int sudoku__tech_trial(const sudoku__position *s, sudoku_step *st);

#endif /* SUDOKU_TECH_H */
