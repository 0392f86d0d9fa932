// The seed's SCC, shared by the C++ benchmark peers: adjacency lists and a recursive
// Tarjan (a deep graph overflows the stack, as the seed's did: bench/bench_twosat.py).
#include <algorithm>
#include <vector>

template <int N>
struct RecursiveTarjan {
    std::vector<int> adj[N];
    int idx[N], low[N], comp[N], stk[N], top, counter, ncomp;
    bool onstk[N];

    void visit(int v) {
        idx[v] = low[v] = ++counter; stk[top++] = v; onstk[v] = true;
        for (int w : adj[v]) {
            if (!idx[w]) { visit(w); low[v] = std::min(low[v], low[w]); }
            else if (onstk[w]) low[v] = std::min(low[v], idx[w]);
        }
        if (low[v] == idx[v]) {
            int w;
            do { w = stk[--top]; onstk[w] = false; comp[w] = ncomp; } while (w != v);
            ++ncomp;
        }
    }

    // comp[v] for nodes 0..nodes-1, sinks first; idx and onstk must be 0 on entry.
    void run(int nodes) {
        top = counter = ncomp = 0;
        for (int v = 0; v < nodes; ++v) if (!idx[v]) visit(v);
    }
};
