// Katu Puzzle, the classic C++ way: scanf, adjacency lists, recursive Tarjan.
// A benchmark peer only (bench/bench_katu.py), not part of the solution set.
#include <cstdio>
#include <cstring>
#include "recursive_tarjan.hpp"

static RecursiveTarjan<2000> g;

int main() {
    int n, m;
    while (scanf("%d %d", &n, &m) == 2 && (n || m)) {
        for (int i = 0; i < 2 * n; ++i) g.adj[i].clear();
        // node 2i: X[i] = 0, node 2i+1: X[i] = 1
        auto clause = [&](int a, int b) { g.adj[a ^ 1].push_back(b); g.adj[b ^ 1].push_back(a); };
        char op[8];
        for (int k = 0; k < m; ++k) {
            int a, b, c;
            scanf("%d %d %d %s", &a, &b, &c, op);
            if (op[0] == 'A') {
                if (c) { clause(2*a+1, 2*a+1); clause(2*b+1, 2*b+1); }
                else clause(2*a, 2*b);
            } else if (op[0] == 'O') {
                if (c) clause(2*a+1, 2*b+1);
                else { clause(2*a, 2*a); clause(2*b, 2*b); }
            } else {
                if (c) { clause(2*a, 2*b); clause(2*a+1, 2*b+1); }
                else { clause(2*a, 2*b+1); clause(2*a+1, 2*b); }
            }
        }
        memset(g.idx, 0, sizeof g.idx); memset(g.onstk, 0, sizeof g.onstk);
        g.run(2 * n);
        bool ok = true;
        for (int i = 0; i < n; ++i) if (g.comp[2*i] == g.comp[2*i+1]) ok = false;
        puts(ok ? "YES" : "NO");
    }
}
