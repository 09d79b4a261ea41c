/*
** solver_avx2.c - the solver (solver.c) compiled a second time, for x86-64
** CPUs with AVX2, BMI1/2 and POPCNT: CMake gives this file those flags and
** defines SUDOKU_SOLVER_AVX2 where the compiler takes them. Its entry points
** are sudoku__avx2_solve and sudoku__avx2_count; solver.c's public functions
** call them when the CPU has the features (solver.c, "Entry points").
** Elsewhere (SUDOKU_PORTABLE, another CPU family) it compiles to nothing.
*/
#include "internal.h"

#if defined(SUDOKU_HAVE_SOLVER_AVX2)
#define SUDOKU_SOLVER_AVX2_COPY 1
#include "solver.c" /* NOLINT(bugprone-suspicious-include): the same code, other flags */
#else
typedef int sudoku__solver_avx2_unused; /* ISO C wants a declaration */
#endif
