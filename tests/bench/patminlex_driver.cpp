// patminlex_driver.cpp - our driver for the canon benchmark anchor: reads 81-character
// puzzles and prints dobrichev's patminlex form of each, one a line (canon_bench.sh
// builds it against the tool's own patminlex.cpp; none of its code is copied here).
#include "patminlex.h"
#include <cstdio>
int main() {
    char buf[512];
    while (fgets(buf, sizeof buf, stdin)) {
        char in[81], out[81], text[83];
        for (int i = 0; i < 81; i++) in[i] = buf[i] <= '9' && buf[i] > '0' ? buf[i] - '0' : 0;
        patminlex z(in, out);
        for (int i = 0; i < 81; i++) text[i] = out[i] ? out[i] + '0' : '.';
        text[81] = '\n', text[82] = 0;
        fputs(text, stdout);
    }
}
