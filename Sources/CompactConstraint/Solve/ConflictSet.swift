import Cassowary

/// Finds a minimal set of required constraints that cannot hold together with a
/// constraint the solver rejected: irreducible, so dropping any member makes the rest
/// satisfiable.
///
/// The additive method (Junker, "QuickXPlain", 2004, in its simplest form): starting
/// from the rejected constraint, add the candidates in order to a fresh solver until one
/// fails; that one belongs to the conflict, and only the candidates before it are kept.
/// Repeat until the conflict alone is unsatisfiable. Each member is then necessary:
/// dropping any one makes the rest satisfiable.
///
/// Only candidates connected to the rejected constraint are considered: through shared
/// variables, except that a variable *pinned* by an accepted required equality of its
/// own (`root.width = 1000`) contributes that equality and links no further. With every
/// pinned variable at its value the accepted constraints fall apart into independent
/// parts, and since they hold together, the rejected constraint conflicts with its own
/// part and the pins it touches. So a layout of thousands of views, all placed relative
/// to the root, does not make every conflict search look at every constraint.
///
/// The method costs (conflict size × candidates) solver additions, which is quadratic
/// for a conflict as long as the layout (a chain of a thousand views squeezed by one
/// edge). A budget of additions, shared by every conflict of a layout, bounds the time.
/// Once it runs out, a **deletion filter** (Chinneck and Dravnieks, 1991) over one solver
/// finds the set instead: every candidate and then the rejected constraint are added
/// (which fails); each candidate in turn is removed, and if the rejected constraint can
/// then be added, the candidate is necessary (it goes back in), else it stays out. The
/// candidates left in are an irreducible conflict, at a cost of a few incremental
/// additions and removals per candidate. The filters have a budget of their own, shared
/// too (`deletionBudget`); a conflict past it keeps the additive method alone, and past
/// that method's budget the set found so far plus the candidates not yet excluded is
/// reported: it still conflicts, but is not proven minimal.
struct ConflictSet {
    /// Members (the rejected constraint first, then the others in file order) and whether
    /// the set is proven minimal.
    struct Conflict {
        var members: [Int]
        var isMinimal: Bool
    }

    /// Solver additions allowed for all the conflicts of one layout.
    static let additionBudget = 50_000
    /// Solver additions one conflict's additive search may make, at least (8 a candidate
    /// beyond that), before the deletion filter takes over, when the filter can afford it.
    static let additiveLimit = 2_000
    /// The deletion filters of one layout together: the sum of each one's candidates
    /// squared (a filter's additions and removals are a few a candidate, and each can cost
    /// as much as the candidates in a long chain's rows), about one filter of 410
    /// candidates. A conflict beyond what is left keeps the additive method alone, as
    /// before the filter: a chain of 4,000 views squeezed by its edge took 0.09 s unreduced,
    /// and over 30 s through the filter; 200 views with fixed widths squeezed (402
    /// candidates) take 1.4 s through it, against 0.08 s unreduced.
    static let deletionBudget = 170_000

    private let constraints: [LinearConstraint]
    private let variableCount: Int
    /// Per variable: the accepted required constraints that mention it, in file order.
    /// Built only when a first constraint is rejected (most layouts have none), from the
    /// constraints before it, and extended at each later rejection.
    private var byVariable: [[Int]] = []
    /// Per variable: the accepted required equality over it alone, if any (the first).
    private var pin: [Int?] = []
    /// The constraints before this index are in `byVariable` and `pin` (or were rejected).
    private var indexedUpTo = 0
    private var budget = ConflictSet.additionBudget
    private var deletionBudget = ConflictSet.deletionBudget
    /// The message of an internal error a search solver threw, if any: the conflict found
    /// is then not to be trusted, and `LayoutSolver` reports `internal-error` instead.
    private(set) var failure: String?

    /// The search for a layout's `constraints`, added to its solver in order; every required
    /// one is accepted unless passed to ``minimal(failing:)``.
    init(_ constraints: [LinearConstraint], variableCount: Int) {
        self.constraints = constraints
        self.variableCount = variableCount
    }

    /// Indexes the required constraints before `failing` not indexed yet: they were accepted
    /// (each rejected one was passed to ``minimal(failing:)`` when it was met, and skipped).
    private mutating func index(upTo failing: Int) {
        if byVariable.isEmpty {
            byVariable = [[Int]](repeating: [], count: variableCount)
            pin = [Int?](repeating: nil, count: variableCount)
        }
        for index in indexedUpTo..<max(indexedUpTo, failing) where constraints[index].priority == 1000 {
            let constraint = constraints[index]
            let variables = constraint.expression.terms.map(\.variable).filter(byVariable.indices.contains)
            for variable in variables { byVariable[variable].append(index) }
            if constraint.relation == .equal, variables.count == 1, let variable = variables.first, pin[variable] == nil {
                pin[variable] = index
            }
        }
        indexedUpTo = max(indexedUpTo, failing + 1)
    }

    /// A minimal conflict of the rejected constraint `failing` with the accepted ones. Called
    /// once per rejected constraint, in order.
    mutating func minimal(failing: Int) -> Conflict {
        index(upTo: failing)
        let relevant = connected(to: failing)
        let local = ConflictSubproblem(constraints, [failing] + relevant)
        // Which irreducible set the method finds depends on the order of the candidates;
        // trying both file order and its reverse and keeping the smaller finds the
        // obvious culprit more often (a smallest set is NP-hard to find in general).
        let (square, overflow) = relevant.count.multipliedReportingOverflow(by: relevant.count)
        let filters = !overflow && square <= deletionBudget
        let limit = filters ? min(budget, max(Self.additiveLimit, 8 * relevant.count)) : budget
        let forward = additive(failing: failing, candidates: relevant, local, limit: limit)
        guard forward.isMinimal else {
            guard filters else { return forward }
            deletionBudget -= square
            return deletion(failing: failing, candidates: relevant, local) ?? forward
        }
        let backward = additive(failing: failing, candidates: relevant.reversed(), local, limit: budget)
        return backward.isMinimal && backward.members.count < forward.members.count ? backward : forward
    }

    /// `limit`: the additions this search may make (at most what is left of `budget`).
    private mutating func additive(failing: Int, candidates: [Int], _ local: ConflictSubproblem, limit: Int) -> Conflict {
        var remaining = candidates
        var conflict = [failing]
        let limit = min(limit, self.budget)
        var budget = limit
        defer { self.budget -= limit - budget }
        func fails(_ system: IndexedSolver, _ index: Int) -> Bool {
            budget -= 1
            return !local.add(index, to: system)
        }
        while conflict.count <= constraints.count {
            guard budget > 0 else {
                return Conflict(members: [failing] + (conflict.dropFirst() + remaining).sorted(), isMinimal: false)
            }
            let system = local.makeSystem()
            defer { if failure == nil { failure = system.failure } }
            if conflict.contains(where: { fails(system, $0) }) || system.hasFailed { break }
            guard let culprit = remaining.firstIndex(where: { fails(system, $0) }), !system.hasFailed else { break }
            conflict.append(remaining[culprit])
            remaining = Array(remaining[..<culprit])
        }
        return Conflict(members: [failing] + conflict.dropFirst().sorted(), isMinimal: true)
    }

    /// The deletion filter (see the type's comment) over `candidates`, or nil when a solver
    /// fails (the caller then keeps the additive method's set).
    private mutating func deletion(failing: Int, candidates: [Int], _ local: ConflictSubproblem) -> Conflict? {
        let system = local.makeSystem()
        defer { if failure == nil { failure = system.failure } }
        var handles: [ConstraintHandle] = []
        handles.reserveCapacity(candidates.count)
        for candidate in candidates {
            guard let handle = local.handle(candidate, in: system) else { return nil }
            handles.append(handle)
        }
        guard local.handle(failing, in: system) == nil, !system.hasFailed else { return nil }
        var members: [Int] = []
        for (candidate, handle) in zip(candidates, handles) {
            guard system.remove(handle) else { return nil }
            if let trial = local.handle(failing, in: system) {
                // Without it the rest holds: it is in the conflict, and goes back in.
                guard system.remove(trial), local.handle(candidate, in: system) != nil else { return nil }
                members.append(candidate)
            }
            if system.hasFailed { return nil }
        }
        return Conflict(members: [failing] + members, isMinimal: true)
    }

    /// The accepted constraints connected to `failing` (see the type's comment), in file order.
    private func connected(to failing: Int) -> [Int] {
        var reached = Set<Int>()
        var included = Set<Int>()
        var pending = constraints[failing].expression.terms.map(\.variable).filter(byVariable.indices.contains)
        while let variable = pending.popLast() {
            guard reached.insert(variable).inserted else { continue }
            if let p = pin[variable] {
                included.insert(p)
                continue
            }
            for candidate in byVariable[variable] where included.insert(candidate).inserted {
                pending += constraints[candidate].expression.terms.map(\.variable).filter(byVariable.indices.contains)
            }
        }
        return included.sorted()
    }
}

/// Some constraints of a layout over their own variables only, renumbered, so that a
/// solver for them costs nothing in proportion to the whole layout.
///
/// The renumbering keeps what the layout's own solver reads from a variable's number
/// (`IndexedSolver`): the order of the variables (Bland's order, and which of two fresh
/// variables a definition is solved for) and each one's place in its view's four (x, y,
/// width, height: positions are the preferred subjects of definitions). Variable `v` of the
/// layout becomes `4·k + v mod 4`, `k` the rank of `v / 4` among the groups of four the
/// constraints use. Numbered by first use instead, positions and sizes were mixed up, no
/// required inequality defined a position over its slack (docs/solver-engine-notes.md,
/// "Slack definitions and equal slacks"), and a conflict through a chain of `>=` gaps built
/// rows as long as the chain in every search solver (issue #17; `ccc-bench` shape
/// `chain-stack-conflict`).
struct ConflictSubproblem {
    private var local: [Int: LinearConstraint] = [:]
    /// The variables the search solvers make (a multiple of 4).
    let variableCount: Int

    init(_ constraints: [LinearConstraint], _ indices: [Int]) {
        let number = Self.renumbering(indices.flatMap { constraints[$0].expression.terms.map(\.variable) })
        for index in indices {
            var constraint = constraints[index]
            var expression = LinearExpression(constant: constraint.expression.constant)
            for term in constraint.expression.terms {
                expression = expression + LinearExpression(variable: number[term.variable] ?? 0, coefficient: term.coefficient)
            }
            constraint.expression = expression
            local[index] = constraint
        }
        variableCount = 4 * Set(number.keys.map { $0 / 4 }).count
    }

    /// The number of each of `variables` (layout numbers, non-negative) in the search
    /// solvers: `4·k + v mod 4`, `k` the rank of `v / 4` among the groups used (see above).
    static func renumbering(_ variables: [Int]) -> [Int: Int] {
        let groups = Set(variables.map { $0 / 4 }).sorted()
        var rank: [Int: Int] = [:]
        rank.reserveCapacity(groups.count)
        for (k, group) in groups.enumerated() { rank[group] = k }
        var number: [Int: Int] = [:]
        for v in variables where number[v] == nil { number[v] = 4 * (rank[v / 4] ?? 0) + v % 4 }
        return number
    }

    func makeSystem() -> IndexedSolver { IndexedSolver(variableCount: variableCount) }

    /// Adds constraint `index` (one of those given); whether the solver accepted it.
    func add(_ index: Int, to system: IndexedSolver) -> Bool { handle(index, in: system) != nil }

    /// Adds constraint `index` (one of those given); its handle, or nil when the solver refused it.
    func handle(_ index: Int, in system: IndexedSolver) -> ConstraintHandle? {
        guard let constraint = local[index], case .success(let handle) = system.add(constraint) else { return nil }
        return handle
    }
}

extension ConflictSet {
    /// The `unsatisfiable-constraint` diagnostic of each of the `broken` constraints
    /// (positions in `layout.constraints`, ascending, each rejected in that order), their sets
    /// found by one search over `layout`; nil when a search solver fails.
    static func diagnostics(of broken: [Int], in layout: CompiledLayout) -> Diagnostics? {
        var found = Diagnostics()
        var search = ConflictSet(layout.constraints, variableCount: layout.variableCount)
        for index in broken {
            let conflict = search.minimal(failing: index)
            if search.failure != nil { return nil }
            found.append(diagnostic(failing: index, conflict: conflict, in: layout))
        }
        return found
    }

    /// The error for a broken constraint, naming each member of its conflict.
    static func diagnostic(failing: Int, conflict: Conflict, in layout: CompiledLayout) -> Diagnostic {
        let broken = layout.constraints[failing].origin
        let others = conflict.members.dropFirst().map { layout.constraints[$0].origin }
        var notes = others.map { origin in
            Compiler.isCommandLineSize(origin)
                ? DiagnosticNote(
                    "conflicts with '\(origin.identifier)' (\(origin.canonical), given by --size)", isAboutCommandLine: true)
                : DiagnosticNote("conflicts with '\(origin.identifier)' (\(origin.canonical))", at: origin.range)
        }
        if !conflict.isMinimal {
            notes.append(DiagnosticNote(
                "this set is too large to reduce quickly; it conflicts, but some members may be unnecessary"))
        }
        notes.append(DiagnosticNote("'\(broken.identifier)' was broken to recover; the other frames are solved without it"))
        if let hint = StackConflictHint.note([broken] + others) { notes.append(hint) }
        let count = others.count == 1 ? "1 other required constraint" : "\(others.count) other required constraints"
        let message = others.isEmpty
            ? "'\(broken.identifier)' (\(broken.canonical)) can never be satisfied: it contradicts itself"
            : "unable to satisfy '\(broken.identifier)' (\(broken.canonical)) together with \(count)"
        return Diagnostic(
            .error, .unsatisfiableConstraint, message, at: broken.range, notes: notes,
            subject: "\(broken.identifier) \(broken.canonical)")
    }
}
