// P4782 the way the seed does it: scanf, adjacency lists, recursive Tarjan.
// A benchmark peer only (bench/bench_twosat.py), not part of the solution set.
#include <cstdio>
#include "recursive_tarjan.hpp"

static RecursiveTarjan<2000005> g;

int main() {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 0;
    for (int k = 0; k < m; ++k) {
        int i, a, j, b;
        scanf("%d %d %d %d", &i, &a, &j, &b);
        int u = 2 * (i - 1) + a, v = 2 * (j - 1) + b;   // node 2x+1: x is 1
        g.adj[u ^ 1].push_back(v); g.adj[v ^ 1].push_back(u);
    }
    g.run(2 * n);
    for (int x = 0; x < n; ++x) if (g.comp[2*x] == g.comp[2*x+1]) { puts("IMPOSSIBLE"); return 0; }
    puts("POSSIBLE");
    for (int x = 0; x < n; ++x) printf("%d%c", g.comp[2*x+1] < g.comp[2*x] ? 1 : 0, x + 1 < n ? ' ' : '\n');
}
