/*
** test_cli_common.c - the command's option loop (src/cli/cli_common.c): the
** one job limit, whatever the number of processors, and the option table
** read by the parser: values, abbreviations, choices and operands.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "cli/cli.h"

static void test_cli_common_jobs_never_exceed_the_limit(void **state) {
    (void)state;
    assert_int_equal(cli_jobs_for(0, 4), 4);
    assert_int_equal(cli_jobs_for(0, 512), CLI_MAX_JOBS); /* gen -j 0 on 512 CPUs */
    assert_int_equal(cli_jobs_for(0, 100000), CLI_MAX_JOBS);
    assert_int_equal(cli_jobs_for(0, 0), 1);
    assert_int_equal(cli_jobs_for(3, 512), 3);
    assert_int_equal(cli_jobs_for(CLI_MAX_JOBS, 1), CLI_MAX_JOBS);
}

enum { OPT_JOBS = 1, OPT_SYM, OPT_STATS };

static const cli_option options[] = {
    {"jobs", 'j', "N", NULL, OPT_JOBS, "jobs"},
    {"symmetry", 0, "SYM", "none rotational mirror", OPT_SYM, "symmetry"},
    {"stats", 0, NULL, NULL, OPT_STATS, "stats"},
    CLI_OPTIONS_END};

static const cli_command command = {"test", "test", "[OPTION]...", "", options, "", NULL};

typedef struct seen {
    int jobs, symmetry, stats;
} seen;

static int take(const cli_parser *p, const cli_option *opt, const char *value,
                void *config) {
    seen *s = config;
    if (opt->id == OPT_JOBS) return cli_parse_jobs(p, value, &s->jobs);
    if (opt->id == OPT_SYM)
        return (s->symmetry = cli_parse_choice(p, opt, value)) < 0 ? -1 : 0;
    s->stats++;
    return 0;
}

/* Parses the NULL-terminated words after argv[0]; returns cli_parse's status. */
static int parse(seen *s, cli_parser *p, char **argv) {
    int argc = 0;
    while (argv[argc])
        argc++;
    *s = (seen){1, -1, 0};
    return cli_parse(p, &command, argc, argv, take, s);
}

static void test_cli_common_parses_the_table(void **state) {
    (void)state;
    char *argv[] = {"test", "a",       "-j3", "--symm=mirror", "--st", "-",
                    "--",   "--stats", NULL};
    seen s;
    cli_parser p;
    assert_int_equal(parse(&s, &p, argv), CLI_GO_ON);
    assert_int_equal(s.jobs, 3);
    assert_int_equal(s.symmetry, 2);
    assert_int_equal(s.stats, 1);
    assert_int_equal(p.noperands, 3);
    assert_string_equal(p.argv[0], "a");
    assert_string_equal(p.argv[1], "-");
    assert_string_equal(p.argv[2], "--stats");
}

static void test_cli_common_rejects_what_the_table_does_not_take(void **state) {
    (void)state;
    char *too_many[] = {"test", "-j", "257", NULL};
    char *ambiguous[] = {"test", "--s", NULL};
    char *bad_choice[] = {"test", "--symmetry", "spiral", NULL};
    char *no_value[] = {"test", "--jobs", NULL};
    char *flag_value[] = {"test", "--stats=1", NULL};
    seen s;
    cli_parser p;
    assert_int_equal(parse(&s, &p, too_many), EXIT_USAGE);
    assert_int_equal(parse(&s, &p, ambiguous), EXIT_USAGE);
    assert_int_equal(parse(&s, &p, bad_choice), EXIT_USAGE);
    assert_int_equal(parse(&s, &p, no_value), EXIT_USAGE);
    assert_int_equal(parse(&s, &p, flag_value), EXIT_USAGE);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_cli_common_jobs_never_exceed_the_limit),
        cmocka_unit_test(test_cli_common_parses_the_table),
        cmocka_unit_test(test_cli_common_rejects_what_the_table_does_not_take),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
