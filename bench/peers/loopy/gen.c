/* Benchmark-only: print N Loopy puzzle descriptions for params like 10x10t0dh. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "puzzles.h"
extern const game thegame;
int main(int argc, char **argv) {
    if (argc < 4) { fprintf(stderr, "usage: gen PARAMS N SEED\n"); return 2; }
    game_params *p = thegame.default_params();
    thegame.decode_params(p, argv[1]);
    int n = atoi(argv[2]);
    random_state *rs = random_new(argv[3], strlen(argv[3]));
    for (int k = 0; k < n; k++) {
        char *aux = NULL;
        char *desc = thegame.new_desc(p, rs, &aux, 0);
        printf("%s\n", desc); fflush(stdout);
        sfree(desc); sfree(aux);
    }
    return 0;
}
