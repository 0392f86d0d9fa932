"""Graph algorithms: strongly connected components and 2-SAT on top of them."""
