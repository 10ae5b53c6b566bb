/// Which layout variables the solver's dual phase may have moved: the connected parts of
/// the constraint graph (two variables are linked when a constraint holds both) that hold
/// a constraint the dual phase added (`Solver.lastAddUsedDualPhase`).
///
/// The solver never lets one part's rows, objective entries or definitions touch another
/// part's symbols, and every choice it makes while adding a constraint (Bland's order, the
/// ratio tests, the primal phase one's work limit) is made among the symbols of that
/// constraint's part. So a part where the dual phase never ran is pivoted exactly as
/// without it and has the primal phase's values, ambiguous or not; a part where it ran has
/// them when none of its variables is ambiguous (its optimum is then unique). `LayoutSolver`
/// keeps the dual phase's solution in both cases: a long `fill` list beside one unrelated
/// ambiguous view is then solved once, in linear time, instead of again by the primal
/// phase one (quadratic there).
struct DualPhaseReach {
    /// Union-find over the variables: each variable's parent, a root its own.
    private var parent: [Int]
    /// The size of each root's part (union by size).
    private var size: [Int]

    /// The parts of the graph of `constraints` over `variableCount` variables. Every
    /// constraint counts, kept or broken, so that a part is never split by a constraint the
    /// solver tried and rejected (its phase one pivoted both sides).
    init(_ constraints: [LinearConstraint], variableCount: Int) {
        parent = Array(0..<variableCount)
        size = [Int](repeating: 1, count: variableCount)
        for constraint in constraints {
            let terms = constraint.expression.terms
            guard let first = terms.first?.variable else { continue }
            for term in terms.dropFirst() { union(first, term.variable) }
        }
    }

    /// The root of `variable`'s part (halving the path on the way).
    private mutating func root(_ variable: Int) -> Int {
        var v = variable
        while parent[v] != v {
            parent[v] = parent[parent[v]]
            v = parent[v]
        }
        return v
    }

    private mutating func union(_ a: Int, _ b: Int) {
        guard parent.indices.contains(a), parent.indices.contains(b) else { return }
        var x = root(a), y = root(b)
        guard x != y else { return }
        if size[x] < size[y] { swap(&x, &y) }
        parent[y] = x
        size[x] += size[y]
    }

    /// Whether no variable of a part holding one of `dualPhaseVariables` (a variable of each
    /// constraint the dual phase added; -1 for one without variables, which reaches every
    /// part) is `ambiguous`.
    mutating func leavesUnambiguous(_ ambiguous: [Bool], reachedFrom dualPhaseVariables: [Int]) -> Bool {
        var reached = [Bool](repeating: false, count: parent.count)
        for variable in dualPhaseVariables {
            guard parent.indices.contains(variable) else { return false }
            reached[root(variable)] = true
        }
        for (variable, open) in ambiguous.enumerated() where open {
            guard parent.indices.contains(variable) else { return false }
            if reached[root(variable)] { return false }
        }
        return true
    }
}
