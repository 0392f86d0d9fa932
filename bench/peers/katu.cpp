// Katu Puzzle, the classic C++ way: scanf, adjacency lists, recursive Tarjan.
// A benchmark peer only (bench/bench_katu.py), not part of the solution set.
#include <cstdio>
#include <cstring>
#include <vector>
#include <algorithm>
using namespace std;

static vector<int> adj[2000];
static int idx[2000], low[2000], comp[2000], stk[2000], top, counter, ncomp;
static bool onstk[2000];

static void tarjan(int v) {
    idx[v] = low[v] = ++counter; stk[top++] = v; onstk[v] = true;
    for (int w : adj[v]) {
        if (!idx[w]) { tarjan(w); low[v] = min(low[v], low[w]); }
        else if (onstk[w]) low[v] = min(low[v], idx[w]);
    }
    if (low[v] == idx[v]) {
        int w;
        do { w = stk[--top]; onstk[w] = false; comp[w] = ncomp; } while (w != v);
        ++ncomp;
    }
}

int main() {
    int n, m;
    while (scanf("%d %d", &n, &m) == 2 && (n || m)) {
        for (int i = 0; i < 2 * n; ++i) adj[i].clear();
        // node 2i: X[i] = 0, node 2i+1: X[i] = 1
        auto clause = [&](int a, int b) { adj[a ^ 1].push_back(b); adj[b ^ 1].push_back(a); };
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
        memset(idx, 0, sizeof idx); memset(onstk, 0, sizeof onstk);
        top = counter = ncomp = 0;
        for (int v = 0; v < 2 * n; ++v) if (!idx[v]) tarjan(v);
        bool ok = true;
        for (int i = 0; i < n; ++i) if (comp[2*i] == comp[2*i+1]) ok = false;
        puts(ok ? "YES" : "NO");
    }
}
