/*
** test_shape.c - the geometry (shape.c): default boxes for every size, a
** tall box, variant names and aliases, each variant's houses (Sukaku
** Explainer's cells), jigsaw maps valid and invalid, clear refusals.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "internal.h"
#include "shape_rules.h"

static sudoku_shape *make(int n, unsigned variants) {
    sudoku_shape_spec spec;
    sudoku_shape *sh = NULL;
    sudoku_error err;
    sudoku_shape_spec_init(&spec, n);
    spec.variants = variants;
    if (sudoku_shape_new(&spec, &sh, &err) != SUDOKU_OK) fail_msg("%s", err.text);
    return sh;
}

/* Every house has N distinct cells that the rules written apart (in
** shape_rules.h) say must differ pairwise, except the windoku groups the
** windows imply; and every cell lies in its row, column and box. */
static void check_houses(const sudoku_shape *sh) {
    const sudoku_shape_spec *spec = sudoku_shape_spec_of(sh);
    int n = sudoku_shape_side(sh), cells[SUDOKU_MAX_SIDE];
    for (int h = 0; h < sudoku_shape_house_count(sh); h++) {
        assert_int_equal(sudoku_shape_house(sh, h, cells), n);
        for (int a = 0; a < n; a++)
            for (int b = a + 1; b < n; b++) {
                assert_true(cells[a] < cells[b]);
                if (sudoku_shape_house_kind(sh, h) != SUDOKU_HOUSE_WINDOW_HIDDEN)
                    assert_true(rules_differ(spec, cells[a], cells[b]));
            }
    }
    assert_int_equal(sudoku_shape_house(sh, sudoku_shape_house_count(sh), cells), 0);
    assert_int_equal(sudoku_shape_house_kind(sh, -1), -1);
}

static void test_shape_default_boxes(void **state) {
    (void)state;
    static const int table[][3] = {{4, 2, 2},  {6, 2, 3},  {8, 2, 4},  {9, 3, 3},
                                   {10, 2, 5}, {12, 3, 4}, {15, 3, 5}, {16, 4, 4},
                                   {20, 4, 5}, {25, 5, 5}};
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++) {
        sudoku_shape_spec spec;
        sudoku_shape_spec_init(&spec, table[i][0]);
        assert_int_equal(spec.box_rows, table[i][1]);
        assert_int_equal(spec.box_cols, table[i][2]);
    }
    for (int n = 4; n <= SUDOKU_MAX_SIDE; n++) {
        sudoku_shape_spec spec;
        sudoku_shape_spec_init(&spec, n);
        if (!spec.box_rows) continue;
        sudoku_shape *sh = make(n, 0);
        assert_int_equal(sudoku_shape_house_count(sh), 3 * n);
        assert_int_equal(sudoku_shape_is_classic(sh), n == 9);
        check_houses(sh);
        sudoku_shape_free(sh);
    }
}

static void test_shape_tall_box(void **state) {
    (void)state;
    sudoku_shape_spec spec;
    sudoku_shape *sh;
    sudoku_shape_spec_init(&spec, 6);
    spec.box_rows = 3, spec.box_cols = 2;
    assert_int_equal(sudoku_shape_new(&spec, &sh, NULL), SUDOKU_OK);
    int cells[6], want[6] = {0, 1, 6, 7, 12, 13};
    sudoku_shape_house(sh, 12, cells); /* the first box */
    assert_memory_equal(cells, want, sizeof want);
    check_houses(sh);
    sudoku_shape_free(sh);
}

static void test_shape_variant_names(void **state) {
    (void)state;
    unsigned v = 99;
    char buf[200];
    sudoku_error err;
    assert_int_equal(sudoku_variants_parse(" X, Hyper ,center-dot", &v, &err), SUDOKU_OK);
    assert_int_equal(v, SUDOKU_VARIANT_X | SUDOKU_VARIANT_WINDOKU |
                            SUDOKU_VARIANT_CENTRE_DOT);
    assert_int_equal(sudoku_variants_format(v, buf, sizeof buf),
                     strlen("x,windoku,centre-dot"));
    assert_string_equal(buf, "x,windoku,centre-dot");
    assert_int_equal(sudoku_variants_parse("", &v, NULL), SUDOKU_OK);
    assert_int_equal(v, 0);
    v = 5;
    assert_int_equal(sudoku_variants_parse("x,knight", &v, &err), SUDOKU_EINVAL);
    assert_int_equal(v, 5);
    assert_non_null(strstr(err.text, "'knight'"));
    assert_non_null(strstr(err.text, "anti-knight"));
    sudoku_variants_format(SUDOKU_VARIANT_ALL, buf, sizeof buf);
    assert_int_equal(sudoku_variants_parse(buf, &v, NULL), SUDOKU_OK);
    assert_int_equal(v, SUDOKU_VARIANT_ALL);
}

/* Each variant's houses, and SE's cells for the nine-cell groups. */
static void test_shape_variant_houses(void **state) {
    (void)state;
    static const struct {
        unsigned v;
        int extra;
    } cases[] = {{SUDOKU_VARIANT_X, 2},           {SUDOKU_VARIANT_WINDOKU, 9},
                 {SUDOKU_VARIANT_DG, 9},          {SUDOKU_VARIANT_ASTERISK, 1},
                 {SUDOKU_VARIANT_CENTRE_DOT, 1},  {SUDOKU_VARIANT_GIRANDOLA, 1},
                 {SUDOKU_VARIANT_ANTI_KNIGHT, 0}, {SUDOKU_VARIANT_NON_CONSECUTIVE, 0}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        sudoku_shape *sh = make(9, cases[i].v);
        assert_int_equal(sudoku_shape_house_count(sh), 27 + cases[i].extra);
        check_houses(sh);
        sudoku_shape_free(sh);
    }
    sudoku_shape *sh = make(9, SUDOKU_VARIANT_GIRANDOLA);
    int cells[9], want[9] = {0, 8, 13, 37, 40, 43, 67, 72, 80};
    sudoku_shape_house(sh, 27, cells);
    assert_memory_equal(cells, want, sizeof want);
    assert_int_equal(sudoku_shape_house_kind(sh, 27), SUDOKU_HOUSE_GIRANDOLA);
    sudoku_shape_free(sh);
    sh = make(16, SUDOKU_VARIANT_WINDOKU | SUDOKU_VARIANT_X | SUDOKU_VARIANT_DG);
    assert_int_equal(sudoku_shape_house_count(sh), 48 + 2 + 16 + 16);
    assert_int_equal(sudoku_shape_house_kind(sh, 50), SUDOKU_HOUSE_WINDOW);
    assert_int_equal(sudoku_shape_house_kind(sh, 59), SUDOKU_HOUSE_WINDOW_HIDDEN);
    check_houses(sh);
    sudoku_shape_free(sh);
}

/* A refusal: EINVAL, *out untouched, the message holding 'words'. */
static void refused(const sudoku_shape_spec *spec, const char *words) {
    sudoku_shape *sh = (sudoku_shape *)&sh;
    sudoku_error err;
    assert_int_equal(sudoku_shape_new(spec, &sh, &err), SUDOKU_EINVAL);
    assert_ptr_equal(sh, (sudoku_shape *)&sh);
    if (!strstr(err.text, words)) fail_msg("'%s' lacks '%s'", err.text, words);
}

static void test_shape_refusals(void **state) {
    (void)state;
    sudoku_shape_spec spec;
    sudoku_shape_spec_init(&spec, 6);
    spec.variants = SUDOKU_VARIANT_WINDOKU;
    refused(&spec, "windoku is not defined on a 6x6");
    sudoku_shape_spec_init(&spec, 16);
    spec.box_rows = spec.box_cols = 3;
    refused(&spec, "box 3x3 does not fit a 16x16");
    sudoku_shape_spec_init(&spec, 7);
    refused(&spec, "no box shape divides a 7x7");
    sudoku_shape_spec_init(&spec, 26);
    refused(&spec, "side 26 out of range");
    sudoku_shape_spec_init(&spec, 16);
    spec.variants = SUDOKU_VARIANT_ASTERISK;
    refused(&spec, "9x9 only");
    sudoku_shape_spec_init(&spec, 9);
    spec.variants = SUDOKU_VARIANT_LATIN | SUDOKU_VARIANT_DG;
    refused(&spec, "dg is not defined");
    spec.variants = SUDOKU_VARIANT_LATIN | SUDOKU_VARIANT_JIGSAW;
    refused(&spec, "exclude each other");
}

static void test_shape_jigsaw_maps(void **state) {
    (void)state;
    sudoku_shape_spec spec;
    sudoku_shape *sh;
    sudoku_shape_spec_init(&spec, 4);
    spec.variants = SUDOKU_VARIANT_JIGSAW;
    static const char good[] = "0001"
                               "0211"
                               "2231"
                               "2333";
    for (int c = 0; c < 16; c++)
        spec.region[c] = (unsigned char)(good[c] - '0');
    assert_int_equal(sudoku_shape_new(&spec, &sh, NULL), SUDOKU_OK);
    check_houses(sh);
    int cells[4], want[4] = {5, 8, 9, 12};
    sudoku_shape_house(sh, 10, cells); /* region 3 of the map (index 2) */
    assert_memory_equal(cells, want, sizeof want);
    sudoku_shape_free(sh);
    spec.region[12] = 3, spec.region[15] = 2; /* region 3 cut in two */
    refused(&spec, "not connected");
    spec.region[15] = 3;
    refused(&spec, "region 3 has 3 cells; a 4x4 board needs 4");
    spec.region[12] = 7;
    refused(&spec, "past the 4 regions");
}

static void test_shape_cell_names(void **state) {
    (void)state;
    sudoku_shape *sh = make(16, 0);
    char buf[16];
    assert_int_equal(sudoku_shape_cell_name(sh, 11 * 16 + 2, buf, sizeof buf), 5);
    assert_string_equal(buf, "r12c3");
    assert_int_equal(sudoku_shape_cell_name(sh, 0, buf, 3), 4);
    assert_string_equal(buf, "r1");
    sudoku_shape_free(sh);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_shape_default_boxes),
        cmocka_unit_test(test_shape_tall_box),
        cmocka_unit_test(test_shape_variant_names),
        cmocka_unit_test(test_shape_variant_houses),
        cmocka_unit_test(test_shape_refusals),
        cmocka_unit_test(test_shape_jigsaw_maps),
        cmocka_unit_test(test_shape_cell_names),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
