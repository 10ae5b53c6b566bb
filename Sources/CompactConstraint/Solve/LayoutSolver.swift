import Cassowary

/// Runs the Cassowary solver over a compiled layout and reads back every view's frame.
///
/// Constraints are added in compile order. A required constraint that cannot be added
/// is broken, as UIKit does: it is reported (with the smallest set of constraints it
/// conflicts with) and left out, and the rest is still solved.
public enum LayoutSolver {
    /// What the pipeline's `solve` stage (`solveSystem`) hands to its `ambiguity` stage
    /// (`checkAmbiguity`).
    struct SolvedSystem {
        /// The solver; nil once let go (`checkAmbiguity` lets it go before the frames are made).
        fileprivate(set) var system: IndexedSolver?
        let layout: CompiledLayout
        /// Every variable's value (points, root coordinates).
        let values: [Double]
        /// Which variables are ambiguous, when the factored engine solved the layout (the
        /// tableau's work passed its budget: `solvedByEngine`); nil when `Solver` did.
        var engineAmbiguity: [Bool]? = nil

        init(system: IndexedSolver?, layout: CompiledLayout, values: [Double], engineAmbiguity: [Bool]? = nil) {
            self.system = system
            self.layout = layout
            self.values = values
            self.engineAmbiguity = engineAmbiguity
        }
    }

    /// The first stage of `solve`: adds every constraint, breaking required ones that cannot hold.
    /// `priorities`: the solver gets each constraint at its spaced priority (`ccc lint`,
    /// whose priority trials then reuse the solver); the same pivots and values.
    /// `workLimit`: the tableau work after which the layout goes to the factored engine
    /// (`SolvedByEngine.swift`); nil for `workLimit(layout)`.
    static func solveSystem(
        _ layout: CompiledLayout, priorities: SpacedPriorities? = nil, workLimit limit: Int? = nil,
        into diagnostics: inout Diagnostics
    ) -> SolvedSystem {
        var tentative = Diagnostics()
        let limit = limit ?? workLimit(layout)
        var system = run(layout, priorities: priorities, workLimit: limit, into: &tentative)
        if system.isOverBudget {
            switch engineSolution(layout, priorities: priorities) {
            case .success(let solved):
                return solved
            case .failure(.unsatisfiable):
                if let solved = ConflictsByEngine.solve(
                    layout, priorities: priorities, workLimit: workLimit(layout), into: &diagnostics)
                {
                    return solved
                }
            case .failure:
                break
            }
            system = run(layout, priorities: priorities, into: &diagnostics)
        } else {
            diagnostics.append(contentsOf: tentative)
            system.solver.workLimit = nil  // `lint`'s priority trials go on with this solver
        }
        // A solver at the layout's own priorities is only read from here on (values, the
        // ambiguity check), whose arrays would come on top of its scratch buffers (issue #18);
        // `lint`'s, at spaced priorities, goes on to the priority trials, which reuse them.
        if !system.goesOnToTrials { system.solver.releaseScratch() }
        return SolvedSystem(system: system, layout: layout, values: system.values())
    }

    /// The second stage of `solve`: the ambiguity check (skipped after an internal
    /// error, whose frames are not shown), then the frames. An internal error of the
    /// ambiguity probe's own solvers is reported as `internal-error` too. Unless
    /// `keepsSolver`, the solver is let go before the frames are made, so that its tableau
    /// and the frames are never held at once.
    static func checkAmbiguity(
        _ solved: inout SolvedSystem, keepsSolver: Bool = false, into diagnostics: inout Diagnostics
    ) -> Solution {
        let ambiguity = ambiguity(solved, into: &diagnostics)
        if !keepsSolver { solved.system = nil }
        return frames(solved.layout, solved.values, ambiguity)
    }

    /// One `Ambiguity` per view (none after an internal error).
    private static func ambiguity(_ solved: SolvedSystem, into diagnostics: inout Diagnostics) -> [Ambiguity] {
        if let open = solved.engineAmbiguity { return AmbiguityCheck.run(solved.layout) { $0.map { open[$0] } } }
        guard let system = solved.system else { return [] }
        let ambiguity = system.hasFailed ? [] : AmbiguityCheck.run(system, solved.layout)
        if let failure = system.solver.probeFailure {
            diagnostics.append(internalError(failure, while: "checking the layout for ambiguity", at: nil))
        }
        return ambiguity
    }

    /// Whether the solver failed internally (`internal-error`): then the frames may be
    /// wrong, and `solve` and `lint` print none.
    public static func hasFailed(_ diagnostics: Diagnostics) -> Bool {
        diagnostics.items.contains { $0.code == .internalError }
    }

    /// Every variable's value (points, root coordinates), without the ambiguity check.
    static func values(_ layout: CompiledLayout, into diagnostics: inout Diagnostics) -> [Double] {
        solveSystem(layout, into: &diagnostics).values
    }

    /// `values(_:into:)`, and whether the layout's tableau work passed its limit
    /// (`workLimit(_:)`), so that it went to the factored engine.
    static func valuesNotingEngine(_ layout: CompiledLayout, into diagnostics: inout Diagnostics)
        -> (values: [Double], wentToEngine: Bool)
    {
        let solved = solveSystem(layout, into: &diagnostics)
        return (solved.values, solved.engineAmbiguity != nil)
    }

    /// Solves `layout`, without UIKit's implicit non-negative sizes when they hold anyway
    /// (`runKeepingNonNegativeSizesOut`).
    ///
    /// The solver's dual phase (`Solver.usesDualPhase`) is on: linear where kiwi's primal
    /// phase one is quadratic (a `fill` stack's equal widths), and the same solution
    /// wherever the optimum is unique. Where it is not, the dual phase may reach another
    /// vertex of the optimum than the primal one, which would move ambiguous views; so when
    /// the dual phase was used and some variable of a part of the layout it reached is
    /// ambiguous (`DualPhaseReach`), or the solver failed, the layout is solved again
    /// without it, and every frame is the one it always was. The ambiguity found on the way
    /// is kept for the ambiguity stage (`IndexedSolver.ambiguity`).
    /// With `workLimit`, a solve whose tableau work passes it stops early and returns the
    /// solver marked `isOverBudget` (`solveSystem` then asks the factored engine).
    private static func run(
        _ layout: CompiledLayout, priorities: SpacedPriorities? = nil, workLimit: Int? = nil,
        into diagnostics: inout Diagnostics
    ) -> IndexedSolver {
        var dual = Diagnostics()
        if let system = runKeepingDualPhase(layout, priorities: priorities, workLimit: workLimit, into: &dual) {
            diagnostics.append(contentsOf: dual)
            return system
        }
        return runKeepingNonNegativeSizesOut(
            layout, dualPhase: false, priorities: priorities, workLimit: workLimit, into: &diagnostics)
    }

    /// The layout solved with the dual phase, or nil when it must be solved again without it
    /// (the solver is let go first, so that two are never alive at once).
    private static func runKeepingDualPhase(
        _ layout: CompiledLayout, priorities: SpacedPriorities?, workLimit: Int?, into diagnostics: inout Diagnostics
    ) -> IndexedSolver? {
        let system = runKeepingNonNegativeSizesOut(
            layout, dualPhase: true, priorities: priorities, workLimit: workLimit, into: &diagnostics)
        return system.isOverBudget || keepsDualPhase(system, layout) ? system : nil
    }

    /// Whether `system`, solved from `layout`'s constraints with the dual phase on, has the
    /// values the primal phase one alone would give: the dual phase was not used, or no
    /// variable of a part of the layout it reached is ambiguous (`DualPhaseReach`), and
    /// neither the solver nor the ambiguity probe failed. Sweeps every variable for
    /// ambiguity (kept for the ambiguity stage) when the dual phase was used.
    static func keepsDualPhase(_ system: IndexedSolver, _ layout: CompiledLayout) -> Bool {
        guard system.solver.hasUsedDualPhase else { return true }
        guard !system.hasFailed else { return false }
        let ambiguous = system.rememberAmbiguity()
        guard system.solver.probeFailure == nil else { return false }
        guard ambiguous.contains(true) else { return true }
        var reach = DualPhaseReach(layout.constraints, variableCount: layout.variableCount)
        return reach.leavesUnambiguous(ambiguous, reachedFrom: system.guardedDualPhaseVariables)
    }

    /// UIKit's implicit non-negative sizes (`NonNegativeSize`) cost a slack row each and
    /// rarely matter, so the layout is first solved without them; when no width or height
    /// came out negative, that solution also satisfies them and is optimal with them
    /// (adding a constraint the optimum satisfies keeps it optimal), so it is kept.
    /// Otherwise they are added to that solver (`appendsNonNegativeSizes`). When that solve
    /// reported something or one of them cannot be added, the result of solving again with
    /// them in their place (so that conflicts name them as before) is reached without that
    /// solve, which is quadratic on a squeezed stack (`SizesInPlaceByRejections`); only when
    /// that cannot be done is the layout solved again in place.
    /// (`primalPhaseOneLimit`: see `Solver.primalPhaseOneLimit`; nil for its default.)
    static func runKeepingNonNegativeSizesOut(
        _ layout: CompiledLayout, dualPhase: Bool, primalPhaseOneLimit: Int? = nil, priorities: SpacedPriorities? = nil,
        workLimit: Int? = nil, into diagnostics: inout Diagnostics
    ) -> IndexedSolver {
        guard layout.constraints.contains(where: { $0.origin.kind == .nonNegativeSize }) else {
            return runAll(
                layout, dualPhase: dualPhase, primalPhaseOneLimit: primalPhaseOneLimit, priorities: priorities,
                workLimit: workLimit, into: &diagnostics)
        }
        var scratch = Diagnostics()
        let system = runAll(
            layout, skippingNonNegativeSizes: true, dualPhase: dualPhase, primalPhaseOneLimit: primalPhaseOneLimit,
            priorities: priorities, workLimit: workLimit, into: &scratch)
        if system.isOverBudget { return system }
        // Reading the values allocates per variable and definition: the scratch buffers go first,
        // as in `solveSystem` (adding the sizes below makes them again, with the same results).
        if !system.goesOnToTrials { system.solver.releaseScratch() }
        if NonNegativeSize.holds(in: system, layout) {
            diagnostics.append(contentsOf: scratch)
            return system
        }
        if !hasFailed(scratch) {
            let failing = appendsNonNegativeSizes(layout, to: system)
            if system.isOverBudget || (scratch.items.isEmpty && failing.isEmpty) { return system }
            if !system.hasFailed, let solved = SizesInPlaceByRejections.solve(
                layout, first: system, failingSizes: failing, dualPhase: dualPhase,
                primalPhaseOneLimit: primalPhaseOneLimit, priorities: priorities, into: &diagnostics)
            {
                return solved
            }
        }
        let all = runAll(
            layout, dualPhase: dualPhase, primalPhaseOneLimit: primalPhaseOneLimit, priorities: priorities,
            into: &diagnostics)
        all.addsNonNegativeSizesInPlace = true
        return all
    }

    /// Adds the layout's non-negative sizes to `system` (which holds every other constraint
    /// of it but those it broke); the positions of those that cannot be added (a conflict or
    /// an internal error: the caller then reaches the result of solving again with them in
    /// their place, whose diagnostics are the ones shown).
    ///
    /// When all can be added, `system` holds the layout's constraint set, every required
    /// constraint of it satisfied, so its optimum is the one the in-place solve reaches:
    /// the lexicographic optimum of a constraint set does not depend on the order the
    /// required constraints came in, and the in-place solve reports nothing either (every
    /// prefix of a satisfiable set of required constraints is satisfiable). Only where that
    /// optimum is not unique (ambiguous views) may the vertex differ.
    ///
    /// Why: in place, each view's `width >= 0` is there before the squeeze of a stack too
    /// short for its views; the squeeze leaves the newest views at 0 width, and each later
    /// optional size of a higher priority (a `fillProportionally` share) then raises its view
    /// through one degenerate pivot per view at 0 before a view with width to give is found:
    /// a quadratic pivot count (docs/solver-engine-notes.md, "Non-negative sizes added last").
    ///
    /// With the dual phase on, each size that does not hold is added by it
    /// (`NonNegativeSizesByDualPhase`).
    private static func appendsNonNegativeSizes(_ layout: CompiledLayout, to system: IndexedSolver) -> [Int] {
        NonNegativeSizesByDualPhase.failing(appending: layout, to: system, stopsAtFirst: false)
    }

    /// Adds every constraint in order, breaking (and reporting) required ones that cannot
    /// hold; stops at an internal solver error, reported as `internal-error`.
    /// `skippingNonNegativeSizes`: UIKit's implicit non-negative sizes are left out. The list
    /// of the constraints added is then made only for the conflict search, at the first
    /// constraint that cannot be added (a copy of every constraint was alive for the whole
    /// solve: 5 MB of a 20,000-view chain's 86 MB peak).
    private static func runAll(
        _ layout: CompiledLayout, skippingNonNegativeSizes skipping: Bool = false, dualPhase: Bool,
        primalPhaseOneLimit: Int?, priorities: SpacedPriorities?, workLimit: Int? = nil,
        into diagnostics: inout Diagnostics
    ) -> IndexedSolver {
        // Room reserved for what is added (not for `lint`'s solver, whose priority trials go on
        // to make symbols of their own beyond it; measured: 1 % more peak memory on a chain).
        let system = IndexedSolver(
            variableCount: layout.variableCount, priorities: priorities,
            expecting: priorities == nil ? layout.constraints : [], skippingNonNegativeSizes: skipping)
        system.solver.usesDualPhase = dualPhase
        system.solver.workLimit = workLimit
        if let primalPhaseOneLimit { system.solver.primalPhaseOneLimit = primalPhaseOneLimit }
        var addedLayout: CompiledLayout? = skipping ? nil : layout
        var conflicts: ConflictSet? = nil
        var index = -1  // the constraint's position among those added
        for (position, constraint) in layout.constraints.enumerated() {
            if skipping && constraint.origin.kind == .nonNegativeSize { continue }
            index += 1
            let added = system.add(constraint)
            if system.isOverBudget { return system }
            if system.goesOnToTrials, constraint.priority < 1000 { system.addedHandles.append(try? added.get()) }
            switch added {
            case .success:
                break
            case .failure(.internalError(let message)):
                diagnostics.append(internalError(message, adding: constraint))
                return system
            case .failure:
                let searched = addedLayout ?? layout.keepingOnly { $0.origin.kind != .nonNegativeSize }
                addedLayout = searched
                var search = conflicts.take() ?? ConflictSet(searched.constraints, variableCount: searched.variableCount)
                let conflict = search.minimal(failing: index)
                if let message = search.failure {
                    let origin = constraint.origin
                    diagnostics.append(internalError(
                        message, while: "finding the conflict of '\(origin.identifier)' (\(origin.canonical))", at: origin.range))
                    return system
                }
                conflicts = search
                system.rejected.append(position)
                diagnostics.append(ConflictSet.diagnostic(failing: index, conflict: conflict, in: searched))
            }
        }
        return system
    }

    /// The `internal-error` diagnostic: where the solver failed, and what to do about it.
    static func internalError(_ message: String, adding constraint: LinearConstraint) -> Diagnostic {
        let origin = constraint.origin
        return internalError(message, while: "adding '\(origin.identifier)' (\(origin.canonical))", at: origin.range)
    }

    /// The `internal-error` diagnostic for a failure while doing `activity`.
    static func internalError(_ message: String, while activity: String, at range: SourceRange?) -> Diagnostic {
        let summary = message.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? message
        return Diagnostic(
            .error, .internalError,
            "internal solver error while \(activity): \(summary)",
            at: range,
            notes: [DiagnosticNote("this is a bug in ccc, not in the layout: please report it with this layout file"),
                    DiagnosticNote("no frames are printed, as they could be wrong")])
    }

    static func frames(_ layout: CompiledLayout, _ values: [Double], _ ambiguity: [Ambiguity]) -> Solution {
        func absolute(_ view: CompiledView) -> Frame {
            Frame(x: values[view.x], y: values[view.y], width: values[view.width], height: values[view.height])
        }
        let root = layout.views[0]
        // One pass, reserved: no intermediate list of the views (192 bytes each) to filter.
        var views: [SolvedView] = []
        views.reserveCapacity(max(0, layout.views.count - 1))
        for view in layout.views.dropFirst() where !view.isGuide {
            let frame = absolute(view)
            let superview = layout.views[view.superview ?? 0]
            let origin = absolute(superview)
            views.append(SolvedView(
                name: view.name, superview: superview.index == 0 ? nil : superview.name,
                frame: Frame(x: frame.x - origin.x, y: frame.y - origin.y, width: frame.width, height: frame.height),
                absoluteFrame: frame, ambiguity: view.index < ambiguity.count ? ambiguity[view.index] : Ambiguity()))
        }
        var solution = Solution(size: Size(width: values[root.width], height: values[root.height]), views: views)
        if let rootAmbiguity = ambiguity.first {
            solution.sizeAmbiguity.width = rootAmbiguity.width
            solution.sizeAmbiguity.height = rootAmbiguity.height
        }
        return solution
    }
}

extension CompiledLayout {
    /// The layout with only the constraints for which `keeps` is true.
    fileprivate func keepingOnly(_ keeps: (LinearConstraint) -> Bool) -> CompiledLayout {
        var layout = self
        layout.constraints = constraints.filter(keeps)
        return layout
    }
}

/// A Cassowary solver with one variable per layout variable.
final class IndexedSolver {
    let solver: Solver
    let variables: [Variable]
    /// The message of the first `SolverError.internalError` the solver threw, if any.
    private(set) var failure: String?
    /// A layout variable of each constraint the solver's dual phase added (-1 for one since
    /// removed), in order: the parts of the layout it reached (`DualPhaseReach`). The
    /// solver's variables were made in the layout's order, so a variable's id is its index.
    var dualPhaseVariables: [Int] { solver.dualPhaseVariables.map { $0?.id ?? -1 } }
    /// How many constraints the dual phase had added when the non-negative sizes were
    /// appended (`NonNegativeSizesByDualPhase`); nil when they were not.
    var dualPhaseCountBeforeSizes: Int? = nil
    /// `dualPhaseVariables` but for the appended non-negative sizes: the parts whose
    /// ambiguous variables send the layout back to the primal phase (`keepsDualPhase`).
    var guardedDualPhaseVariables: [Int] { Array(dualPhaseVariables.prefix(dualPhaseCountBeforeSizes ?? Int.max)) }
    var hasFailed: Bool { failure != nil }
    /// The priority each constraint is added at when `add` is given none: its spaced
    /// priority (`SpacedPriorities`), or its own when nil.
    let priorities: SpacedPriorities?
    /// Whether this is `lint`'s solver (at spaced priorities), which the priority trials take
    /// over (`PriorityTrialSolver`): it keeps its scratch buffers and the added handles.
    var goesOnToTrials: Bool { priorities != nil }
    /// With `priorities`, the handle of each optional constraint `LayoutSolver` added, in
    /// order (nil for one it could not add): `PriorityTrialSolver` takes the solver over with
    /// them (it re-prioritises optional constraints only).
    var addedHandles: [ConstraintHandle?] = []
    /// Whether `LayoutSolver` added UIKit's implicit non-negative sizes, in their place
    /// (some size came out negative without them).
    var addsNonNegativeSizesInPlace = false
    /// The positions (in the layout's constraints, ascending) of the required constraints
    /// `LayoutSolver` broke (reported as `unsatisfiable-constraint`).
    var rejected: [Int] = []
    /// Whether the solver's work passed its `Solver.workLimit` (set by `LayoutSolver`) in
    /// an `add`: the solver has stopped, its callers stop too, and the layout goes to the
    /// factored engine (`LayoutSolver.solvedByEngine`).
    var isOverBudget: Bool { solver.hasPassedWorkLimit || solver.workLimit.map { solver.work > $0 } ?? false }

    /// `expecting`: the constraints that will be added (but the implicit non-negative sizes
    /// when `skipping`), for which the solver reserves room (`Solver.reserveCapacity`: their
    /// count, terms and symbols; issue #18).
    init(variableCount: Int, priorities: SpacedPriorities? = nil, expecting constraints: [LinearConstraint] = [],
         skippingNonNegativeSizes skipping: Bool = false) {
        self.priorities = priorities
        let solver = Solver()
        if !constraints.isEmpty {
            solver.reserveCapacity(adding: constraints, variableCount: variableCount, skippingNonNegativeSizes: skipping)
        }
        (self.solver, variables) = Solver.forLayout(variableCount: variableCount, in: solver)
    }

    /// Adds `constraint` at `priority`, or at its priority (spaced with `priorities`) when nil.
    func add(_ constraint: LinearConstraint, atPriority priority: Int? = nil) -> Result<ConstraintHandle, SolverError> {
        knownAmbiguity = nil
        let priority = priority ?? priorities?.spaced(constraint.priority) ?? constraint.priority
        do {
            return .success(try solver.add(constraint.solverConstraint(over: variables, priority: priority)))
        } catch {
            record(error)
            return .failure(error)
        }
    }

    /// Removes a constraint; false when the solver refused (an internal error is recorded).
    @discardableResult
    func remove(_ handle: ConstraintHandle) -> Bool {
        knownAmbiguity = nil
        do throws(SolverError) {
            try solver.remove(handle)
            return true
        } catch {
            record(error)
            return false
        }
    }

    private func record(_ error: SolverError) {
        if case .internalError(let message) = error, failure == nil, !solver.hasPassedWorkLimit { failure = message }
    }

    func value(of variable: Int) -> Double { solver.value(of: variables[variable]) }

    /// Every layout variable's value, in order (`value(of:)` of each, in one pass).
    func values() -> [Double] { solver.values(of: variables) }

    /// Whether each layout variable is ambiguous, from `rememberAmbiguity` until the next
    /// change; nil when not computed.
    private var knownAmbiguity: [Bool]? = nil

    /// Whether each layout variable is ambiguous (all of them, in order), kept until the
    /// next change so that the ambiguity stage does not sweep again.
    func rememberAmbiguity() -> [Bool] {
        if let knownAmbiguity { return knownAmbiguity }
        let answers = solver.ambiguity(of: variables)
        knownAmbiguity = answers
        return answers
    }

    /// For each of `variables` (layout variable indices), whether it is ambiguous.
    func ambiguity(of variables: [Int]) -> [Bool] {
        if let knownAmbiguity { return variables.map { knownAmbiguity[$0] } }
        return solver.ambiguity(of: variables.map { self.variables[$0] })
    }
}
