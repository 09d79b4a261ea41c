/*
** test_eureka.c - sudoku_step_chain: chains built by hand come out in
** Eureka notation (the issue's own example), runs that do not follow on
** start from the node they follow, branches are named by their
** assumption, a pattern's removal is bracketed, a cut chain says so, and
** the snprintf contract holds.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "internal.h"

/* Appends node (digit d, row r, column c, 1-based) to st. */
static int add(sudoku_step *st, int d, int r, int c, int on, sudoku_link link, int from,
               int branch) {
    sudoku_chain_node *n = &st->chain[st->n_chain];
    n->cell = (unsigned char)(9 * (r - 1) + c - 1);
    n->digit = (unsigned char)d;
    n->on = (unsigned char)on;
    n->link = (unsigned char)link;
    n->from = (short)from;
    n->branch = (unsigned char)branch;
    n->unit = 255;
    if (branch + 1 > st->n_branches) st->n_branches = branch + 1;
    return st->n_chain++;
}

static void test_eureka_writes_an_aic(void **state) {
    sudoku_step st;
    char text[128];
    (void)state;
    memset(&st, 0, sizeof st);
    st.chain_end = SUDOKU_CHAIN_EITHER;
    add(&st, 6, 2, 9, 0, SUDOKU_LINK_START, -1, 0);
    add(&st, 1, 2, 9, 1, SUDOKU_LINK_STRONG, 0, 0);
    add(&st, 1, 1, 9, 0, SUDOKU_LINK_WEAK, 1, 0);
    add(&st, 1, 1, 5, 1, SUDOKU_LINK_STRONG, 2, 0);
    assert_int_equal(sudoku_step_chain(&st, text, sizeof text), 31);
    assert_string_equal(text, "(6)r2c9=(1)r2c9-(1)r1c9=(1)r1c5");
}

/* One assumption, two paths that part at r6c1: the second is a new run
** from where it leaves the first; a net's pattern removal is bracketed. */
static void test_eureka_starts_a_run_where_the_chain_forks(void **state) {
    sudoku_step st;
    char text[256];
    (void)state;
    memset(&st, 0, sizeof st);
    st.chain_end = SUDOKU_CHAIN_CLASH;
    add(&st, 6, 6, 3, 1, SUDOKU_LINK_START, -1, 0);
    add(&st, 6, 6, 1, 0, SUDOKU_LINK_WEAK, 0, 0);
    int fork = add(&st, 2, 6, 1, 1, SUDOKU_LINK_CELL, 1, 0);
    add(&st, 2, 4, 1, 0, SUDOKU_LINK_WEAK, fork, 0);
    add(&st, 2, 6, 7, 0, SUDOKU_LINK_WEAK, fork, 0);
    int p = add(&st, 4, 5, 9, 0, SUDOKU_LINK_PATTERN, -1, 0);
    st.chain[p].unit = SUDOKU_TECH_POINTING;
    sudoku_step_chain(&st, text, sizeof text);
    assert_string_equal(text, "(6)r6c3-(6)r6c1=(2)r6c1-(2)r4c1; (2)r6c1-(2)r6c7; "
                              "[pointing]-(4)r5c9");
}

static void test_eureka_names_each_branch(void **state) {
    sudoku_step st;
    char text[256];
    (void)state;
    memset(&st, 0, sizeof st);
    st.chain_end = SUDOKU_CHAIN_AGREE;
    add(&st, 2, 5, 6, 1, SUDOKU_LINK_START, -1, 0);
    add(&st, 2, 1, 6, 0, SUDOKU_LINK_WEAK, 0, 0);
    add(&st, 7, 5, 6, 1, SUDOKU_LINK_START, -1, 1);
    add(&st, 7, 1, 6, 0, SUDOKU_LINK_WEAK, 2, 1);
    st.chain_cut = 1;
    sudoku_step_chain(&st, text, sizeof text);
    assert_string_equal(text, "r5c6=2: (2)r5c6-(2)r1c6 | r5c6=7: (7)r5c6-(7)r1c6 ...");
}

static void test_eureka_no_chain_is_empty_and_cuts_like_snprintf(void **state) {
    sudoku_step st;
    char text[8] = "xxxxxxx";
    (void)state;
    memset(&st, 0, sizeof st);
    assert_int_equal(sudoku_step_chain(&st, text, sizeof text), 0);
    assert_string_equal(text, "");
    add(&st, 6, 2, 9, 0, SUDOKU_LINK_START, -1, 0);
    add(&st, 1, 2, 9, 1, SUDOKU_LINK_STRONG, 0, 0);
    assert_int_equal(sudoku_step_chain(&st, text, sizeof text), 15);
    assert_string_equal(text, "(6)r2c9");
    text[0] = 'u';
    assert_int_equal(sudoku_step_chain(&st, text, 0), 15);
    assert_int_equal(text[0], 'u');
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_eureka_writes_an_aic),
        cmocka_unit_test(test_eureka_starts_a_run_where_the_chain_forks),
        cmocka_unit_test(test_eureka_names_each_branch),
        cmocka_unit_test(test_eureka_no_chain_is_empty_and_cuts_like_snprintf),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
