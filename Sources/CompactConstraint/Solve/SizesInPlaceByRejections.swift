/// The in-place solve of a layout (UIKit's implicit non-negative sizes among its other
/// constraints, `LayoutSolver.runAll` over every constraint) reached without that solve,
/// for a layout the shortcut of `LayoutSolver.runKeepingNonNegativeSizesOut` cannot take:
/// its first solve, without the sizes, broke a required constraint, or a size could not be
/// appended to it.
///
/// Why: in place, each view's `width >= 0` is there before the squeeze of a stack too short
/// for its views, and the squeeze walks one degenerate pivot per view held at 0 (about n²/4
/// pivots; docs/solver-engine-notes.md, "Non-negative sizes added last"). A `fillEqually`
/// stack of 500 views plus one conflict anywhere in the file took 9.8 s to `solve` where
/// the same file without the conflict took 0.2 s (the same notes, "Conflicts without the
/// in-place solve").
///
/// What the in-place solve gives, and how each part is found here:
/// * *Which required constraints it breaks.* A required constraint is broken exactly when it
///   cannot hold together with the required constraints accepted before it (optional ones
///   never block it: each has its error variables). Call the first solve's broken set B. When
///   every size could be appended to the first solve, the kept constraints and the sizes hold
///   together, and the in-place order breaks B too: by induction along that order, a kept
///   constraint or a size joins a subset of a satisfiable set, and a member of B meets a
///   superset of the set it already failed with. Otherwise B is right except in the parts of
///   the layout holding a size that failed (`rejectedInPlace`).
/// * *The values*: the lexicographic optimum of the constraints it kept, which does not
///   depend on the order the required constraints were added in (the argument of
///   `LayoutSolver.appendsNonNegativeSizes`): the first solve with the sizes appended, or,
///   when the broken set changed, the kept constraints solved as any layout is. Where that
///   optimum is unique, the values are the in-place solve's; where it is not (views reported
///   ambiguous), the vertex may differ, so then the caller solves in place after all.
/// * *Each conflict's set*: `ConflictSet` over every constraint of the layout, given the
///   broken constraints in order, as the in-place `runAll` gives them: the same sets, in the
///   same order, with the same words.
///
/// Any doubt (an internal error, a broken size, a kept constraint the solver refuses after
/// all) returns nil, and the caller solves in place as before.
enum SizesInPlaceByRejections {
    /// `layout` solved as `runAll` over every constraint would solve it, with that solve's
    /// diagnostics appended to `diagnostics`; nil (nothing appended) when the caller must run
    /// that solve itself. `first`: the layout solved without its sizes (`first.rejected` the
    /// constraints it broke), then every size appended but those at `failingSizes`.
    static func solve(
        _ layout: CompiledLayout, first: IndexedSolver, failingSizes: [Int], dualPhase: Bool, primalPhaseOneLimit: Int?,
        priorities: SpacedPriorities?, into diagnostics: inout Diagnostics
    ) -> IndexedSolver? {
        let rejected: [Int]
        if failingSizes.isEmpty {
            rejected = first.rejected
        } else {
            guard let found = rejectedInPlace(layout, outOfPlace: first.rejected, failingSizes: failingSizes) else {
                return nil
            }
            rejected = found
        }
        // A broken size would have to be left out of the appended ones: rare (the root's own
        // constraints against its sizes), and left to the in-place solve.
        guard !rejected.contains(where: { layout.constraints[$0].origin.kind == .nonNegativeSize }) else { return nil }
        guard let found = ConflictSet.diagnostics(of: rejected, in: layout) else { return nil }
        let system: IndexedSolver
        if failingSizes.isEmpty {
            system = first
        } else {
            guard let kept = solveKept(layout, rejected, dualPhase: dualPhase, primalPhaseOneLimit, priorities) else {
                return nil
            }
            system = kept
        }
        // Where the optimum is not unique the vertex may differ from the in-place solve's, and
        // with it the frames of ambiguous views (equalCentering-squeezed with a conflict moved):
        // keep those the in-place solve's. The sweep is kept for the ambiguity stage.
        guard !system.rememberAmbiguity().contains(true), system.solver.probeFailure == nil else { return nil }
        system.rejected = rejected
        // The solve stands for the in-place one: `lint`'s priority trials solve again, as after it.
        system.addsNonNegativeSizesInPlace = true
        diagnostics.append(contentsOf: found)
        return system
    }

    /// The positions (in `layout.constraints`, ascending) of the required constraints that the
    /// in-place solve breaks, given those the first solve broke (`outOfPlace`) and the sizes
    /// that could not be appended to it; nil when they cannot be told apart cheaply.
    ///
    /// The required constraints fall apart into parts: two variables are linked when a
    /// required constraint holds both, except a variable whose first required constraint
    /// (in layout order, sizes included) is an equality over it alone (`root.width = 320`),
    /// which is fixed from then on and links nothing. Whether a required constraint can be
    /// added depends only on the accepted constraints of its own part (and the equalities
    /// fixing the variables it reads), so outside the parts of the failing sizes the first
    /// solve's decisions stand (see the type's comment), and inside them a solver of those
    /// parts' required constraints alone, in layout order, decides as the in-place solve does.
    static func rejectedInPlace(_ layout: CompiledLayout, outOfPlace: [Int], failingSizes: [Int]) -> [Int]? {
        let constraints = layout.constraints
        let variableCount = layout.variableCount
        // Per variable: the required constraint that mentions it first, and whether that one fixes it.
        var first = [Int](repeating: -1, count: variableCount)
        var fixed = [Bool](repeating: false, count: variableCount)
        for (index, constraint) in constraints.enumerated() where constraint.priority >= 1000 {
            let terms = constraint.expression.terms
            for term in terms where first.indices.contains(term.variable) && first[term.variable] < 0 {
                first[term.variable] = index
                fixed[term.variable] = constraint.relation == .equal && terms.count == 1 && term.coefficient != 0
            }
        }
        var parts = RequiredParts(variableCount: variableCount)
        for constraint in constraints where constraint.priority >= 1000 {
            let linking = constraint.expression.terms.map(\.variable).filter { fixed.indices.contains($0) && !fixed[$0] }
            for variable in linking.dropFirst() { parts.union(linking[0], variable) }
        }
        var failing = [Bool](repeating: false, count: variableCount)
        for size in failingSizes {
            guard constraints.indices.contains(size),
                let variable = constraints[size].expression.terms.first?.variable,
                fixed.indices.contains(variable), !fixed[variable]
            else { return nil }
            failing[parts.part(of: variable)] = true
        }
        /// Whether constraint `index` belongs to a part of a failing size.
        func inFailingPart(_ index: Int) -> Bool {
            constraints[index].expression.terms.contains { term in
                fixed.indices.contains(term.variable) && !fixed[term.variable] && failing[parts.part(of: term.variable)]
            }
        }
        let system = IndexedSolver(variableCount: variableCount)
        var rejected = outOfPlace.filter { !inFailingPart($0) }
        for (index, constraint) in constraints.enumerated() where constraint.priority >= 1000 {
            // The part's constraints, and the equalities fixing the variables they read.
            let fixing = constraint.expression.terms.count == 1
                && constraint.expression.terms.contains {
                    fixed.indices.contains($0.variable) && fixed[$0.variable] && first[$0.variable] == index
                }
            guard inFailingPart(index) || fixing else { continue }
            switch system.add(constraint) {
            case .success: break
            case .failure(.internalError): return nil
            case .failure: rejected.append(index)
            }
        }
        return system.hasFailed ? nil : rejected.sorted()
    }

    /// Every constraint of `layout` but the `rejected` ones, without the sizes first, the sizes
    /// appended when one came out negative; nil when one cannot be added.
    private static func solveKept(
        _ layout: CompiledLayout, _ rejected: [Int], dualPhase: Bool, _ primalPhaseOneLimit: Int?,
        _ priorities: SpacedPriorities?
    ) -> IndexedSolver? {
        let system = IndexedSolver(variableCount: layout.variableCount, priorities: priorities)
        system.solver.usesDualPhase = dualPhase
        if let primalPhaseOneLimit { system.solver.primalPhaseOneLimit = primalPhaseOneLimit }
        var next = 0  // the next position of `rejected`
        for (index, constraint) in layout.constraints.enumerated() {
            if next < rejected.count, rejected[next] == index {
                next += 1
                continue
            }
            if constraint.origin.kind == .nonNegativeSize { continue }
            let added = system.add(constraint)
            if system.goesOnToTrials, constraint.priority < 1000 { system.addedHandles.append(try? added.get()) }
            guard case .success = added else { return nil }
        }
        if !NonNegativeSize.holds(in: system, layout) {
            guard NonNegativeSizesByDualPhase.append(layout, to: system) else { return nil }
        }
        return system.hasFailed ? nil : system
    }
}

/// Union-find over a layout's variables (by size, halving paths): the parts of
/// `SizesInPlaceByRejections.rejectedInPlace`.
private struct RequiredParts {
    private var parent: [Int]
    private var size: [Int]

    init(variableCount: Int) {
        parent = Array(0..<variableCount)
        size = [Int](repeating: 1, count: variableCount)
    }

    /// The representative of `variable`'s part (a variable index).
    mutating func part(of variable: Int) -> Int {
        var v = variable
        while parent[v] != v {
            parent[v] = parent[parent[v]]
            v = parent[v]
        }
        return v
    }

    mutating func union(_ a: Int, _ b: Int) {
        var x = part(of: a), y = part(of: b)
        guard x != y else { return }
        if size[x] < size[y] { swap(&x, &y) }
        parent[y] = x
        size[x] += size[y]
    }
}
