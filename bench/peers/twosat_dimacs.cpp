// 2-SAT in DIMACS form (Library Checker's two_sat), an independent peer for the
// benchmark: scanf, CSR adjacency, Kosaraju with explicit stacks (the judge's long
// chains are a million literals deep). Not part of the solution set.
#include <cstdio>
#include <cstdlib>
#include <vector>
using namespace std;

int main() {
    int n, m;
    if (scanf(" p cnf %d %d", &n, &m) != 2) return 1;
    int nodes = 2 * n;
    vector<int> src(2 * m), dst(2 * m);
    auto lit = [](int d) { return d > 0 ? 2 * (d - 1) : 2 * (-d - 1) + 1; };
    for (int k = 0; k < m; ++k) {
        int a, b, zero;
        if (scanf("%d %d %d", &a, &b, &zero) != 3) return 1;
        int u = lit(a), v = lit(b);
        src[2 * k] = u ^ 1; dst[2 * k] = v;
        src[2 * k + 1] = v ^ 1; dst[2 * k + 1] = u;
    }
    auto csr = [&](const vector<int>& from, const vector<int>& to, vector<int>& start, vector<int>& adj) {
        start.assign(nodes + 1, 0);
        adj.resize(from.size());
        for (int f : from) start[f + 1]++;
        for (int v = 0; v < nodes; ++v) start[v + 1] += start[v];
        vector<int> pos(start.begin(), start.end() - 1);
        for (size_t e = 0; e < from.size(); ++e) adj[pos[from[e]]++] = to[e];
    };
    vector<int> fs, fa, rs, ra;
    csr(src, dst, fs, fa);
    csr(dst, src, rs, ra);
    vector<int> order, it(nodes), stack;
    vector<char> seen(nodes, 0);
    for (int r = 0; r < nodes; ++r) {
        if (seen[r]) continue;
        seen[r] = 1; stack.push_back(r); it[r] = fs[r];
        while (!stack.empty()) {
            int v = stack.back();
            if (it[v] < fs[v + 1]) {
                int w = fa[it[v]++];
                if (!seen[w]) { seen[w] = 1; it[w] = fs[w]; stack.push_back(w); }
            } else { order.push_back(v); stack.pop_back(); }
        }
    }
    vector<int> comp(nodes, -1);
    int count = 0;
    for (int i = nodes - 1; i >= 0; --i) {       // components in topological order
        int r = order[i];
        if (comp[r] >= 0) continue;
        comp[r] = count; stack.push_back(r);
        while (!stack.empty()) {
            int v = stack.back(); stack.pop_back();
            for (int e = rs[v]; e < rs[v + 1]; ++e)
                if (comp[ra[e]] < 0) { comp[ra[e]] = count; stack.push_back(ra[e]); }
        }
        ++count;
    }
    for (int x = 0; x < n; ++x)
        if (comp[2 * x] == comp[2 * x + 1]) { puts("s UNSATISFIABLE"); return 0; }
    // Topological numbering: the literal whose component comes later is true.
    fputs("s SATISFIABLE\nv", stdout);
    for (int x = 0; x < n; ++x) printf(" %d", comp[2 * x] > comp[2 * x + 1] ? x + 1 : -(x + 1));
    puts(" 0");
}
