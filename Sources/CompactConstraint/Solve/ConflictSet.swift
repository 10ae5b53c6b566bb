/// Finds a minimal set of required constraints that cannot hold together with a
/// constraint the solver rejected: irreducible, so dropping any member makes the rest
/// satisfiable.
///
/// The additive method (Junker, "QuickXPlain", 2004, in its simplest form): starting
/// from the rejected constraint, add the candidates in order to a fresh solver until one
/// fails; that one belongs to the conflict, and only the candidates before it are kept.
/// Repeat until the conflict alone is unsatisfiable. Each member is then necessary:
/// dropping any one makes the rest satisfiable. Only candidates connected to the rejected
/// constraint through shared variables are considered.
///
/// The method costs (conflict size × candidates) solver additions, which is quadratic
/// for a conflict as long as the layout (a chain of a thousand views squeezed by one
/// edge). A budget of additions, shared by every conflict of a layout, bounds the time;
/// once it runs out, the set found so far plus the candidates not yet excluded is
/// reported: it still conflicts, but is not proven minimal.
enum ConflictSet {
    /// Members (the rejected constraint first, then the others in file order) and whether
    /// the set is proven minimal.
    struct Conflict {
        var members: [Int]
        var isMinimal: Bool
    }

    /// Solver additions allowed for all the conflicts of one layout.
    static let additionBudget = 50_000

    static func minimal(
        failing: Int, candidates: [Int], in constraints: [LinearConstraint], variableCount: Int, budget: inout Int
    ) -> Conflict {
        let relevant = connected(to: failing, candidates, constraints, variableCount)
        // Which irreducible set the method finds depends on the order of the candidates;
        // trying both file order and its reverse and keeping the smaller finds the
        // obvious culprit more often (a smallest set is NP-hard to find in general).
        let forward = additive(failing: failing, candidates: relevant, constraints, variableCount, &budget)
        guard forward.isMinimal else { return forward }
        let backward = additive(failing: failing, candidates: relevant.reversed(), constraints, variableCount, &budget)
        return backward.isMinimal && backward.members.count < forward.members.count ? backward : forward
    }

    private static func additive(
        failing: Int, candidates: [Int], _ constraints: [LinearConstraint], _ variableCount: Int, _ budget: inout Int
    ) -> Conflict {
        var remaining = candidates
        var conflict = [failing]
        func fails(_ system: SolverSystem, _ index: Int) -> Bool {
            budget -= 1
            return !isSuccess(system.add(constraints[index]))
        }
        while conflict.count <= constraints.count {
            guard budget > 0 else {
                return Conflict(members: [failing] + (conflict.dropFirst() + remaining).sorted(), isMinimal: false)
            }
            let system = SolverSystem(variableCount: variableCount)
            if conflict.contains(where: { fails(system, $0) }) { break }
            guard let culprit = remaining.firstIndex(where: { fails(system, $0) }) else { break }
            conflict.append(remaining[culprit])
            remaining = Array(remaining[..<culprit])
        }
        return Conflict(members: [failing] + conflict.dropFirst().sorted(), isMinimal: true)
    }

    private static func isSuccess<T, E>(_ result: Result<T, E>) -> Bool {
        if case .success = result { return true }
        return false
    }

    /// The candidates that share a variable with the failing constraint, directly or through other candidates.
    private static func connected(
        to failing: Int, _ candidates: [Int], _ constraints: [LinearConstraint], _ variableCount: Int
    ) -> [Int] {
        var reached = [Bool](repeating: false, count: variableCount)
        var pending = constraints[failing].expression.terms.map(\.variable)
        var byVariable = [[Int]](repeating: [], count: variableCount)
        for candidate in candidates {
            for term in constraints[candidate].expression.terms { byVariable[term.variable].append(candidate) }
        }
        var included = Set<Int>()
        while let variable = pending.popLast() {
            guard !reached[variable] else { continue }
            reached[variable] = true
            for candidate in byVariable[variable] where included.insert(candidate).inserted {
                pending += constraints[candidate].expression.terms.map(\.variable)
            }
        }
        return candidates.filter { included.contains($0) }
    }

    /// The error for a broken constraint, naming each member of its conflict.
    static func diagnostic(failing: Int, conflict: Conflict, in layout: CompiledLayout) -> Diagnostic {
        let broken = layout.constraints[failing].origin
        let others = conflict.members.dropFirst().map { layout.constraints[$0].origin }
        var notes = others.map { origin in
            DiagnosticNote("conflicts with '\(origin.identifier)' (\(origin.canonical))", at: origin.range)
        }
        if !conflict.isMinimal {
            notes.append(DiagnosticNote(
                "this set is too large to reduce quickly; it conflicts, but some members may be unnecessary"))
        }
        notes.append(DiagnosticNote("'\(broken.identifier)' was broken to recover; the other frames are solved without it"))
        let count = others.count == 1 ? "1 other required constraint" : "\(others.count) other required constraints"
        let message = others.isEmpty
            ? "'\(broken.identifier)' (\(broken.canonical)) can never be satisfied: it contradicts itself"
            : "unable to satisfy '\(broken.identifier)' (\(broken.canonical)) together with \(count)"
        return Diagnostic(.error, .unsatisfiableConstraint, message, at: broken.range, notes: notes)
    }
}
