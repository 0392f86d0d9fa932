// P4782 the way the seed does it: scanf, adjacency lists, recursive Tarjan.
// A benchmark peer only (bench/bench_twosat.py), not part of the solution set.
#include <cstdio>
#include <vector>
#include <algorithm>
using namespace std;

static vector<int> adj[2000005];
static int idx[2000005], low[2000005], comp[2000005], stk[2000005], top, counter, ncomp;
static bool onstk[2000005];

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
    if (scanf("%d %d", &n, &m) != 2) return 0;
    for (int k = 0; k < m; ++k) {
        int i, a, j, b;
        scanf("%d %d %d %d", &i, &a, &j, &b);
        int u = 2 * (i - 1) + a, v = 2 * (j - 1) + b;   // node 2x+1: x is 1
        adj[u ^ 1].push_back(v); adj[v ^ 1].push_back(u);
    }
    for (int v = 0; v < 2 * n; ++v) if (!idx[v]) tarjan(v);
    for (int x = 0; x < n; ++x) if (comp[2*x] == comp[2*x+1]) { puts("IMPOSSIBLE"); return 0; }
    puts("POSSIBLE");
    for (int x = 0; x < n; ++x) printf("%d%c", comp[2*x+1] < comp[2*x] ? 1 : 0, x + 1 < n ? ' ' : '\n');
}
