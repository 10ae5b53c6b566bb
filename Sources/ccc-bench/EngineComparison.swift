import Cassowary
import CompactConstraint

/// `--measure SHAPE SIZE --engine current|factored|both`: one generated layout compiled to its
/// linear constraints, which are then solved by ``Solver`` (added one by one in compile order,
/// with the switches ccc's solvers use: dual phase, dropped equality markers, slack
/// definitions; no second solve, no ambiguity check), by ``FactoredEngine`` (the whole list at
/// once), or both. Only the solve is timed. With `both`, the largest difference between the two
/// engines' violations at any priority level is printed too, and how many variables each
/// engine's ambiguity question answers differently (`ambiguityMismatches`; the factored
/// engine's time then includes its question) (docs/solver-engine-notes.md, "The
/// factored basis, session 11").
enum EngineComparison {
    enum Engine: String, CaseIterable {
        case current, factored, both
    }

    static func measure(_ layout: LayoutText, engine: Engine) -> String {
        var diagnostics = Diagnostics()
        guard let (_, compiled) = Pipeline.compile(SourceFile(path: "generated.json", text: layout.json), into: &diagnostics)
        else { return "error=the layout does not compile" }
        var fields: [(String, String)] = [
            ("strings", "\(layout.constraintCount)"), ("constraints", "\(compiled.constraints.count)"),
        ]
        var profiles: [[Int: Double]] = []
        var ambiguity: [[Bool]?] = []
        if engine != .factored {
            let (seconds, values, rejected, work, ambiguous) = solveCurrent(compiled, checksAmbiguity: engine == .both)
            fields += [("current", "\(seconds)"), ("currentRejected", "\(rejected)"), ("currentWork", "\(work)")]
            profiles.append(compiled.violationsByPriority(at: values))
            ambiguity.append(ambiguous)
        }
        if engine != .current {
            switch solveFactored(compiled, checksAmbiguity: engine == .both) {
            case .success(let (seconds, solution)):
                fields += [
                    ("factored", "\(seconds)"), ("pivots", "\(solution.pivots)"),
                    ("refactorizations", "\(solution.refactorizations)"),
                    ("factorEntries", "\(solution.factorEntries)"), ("largestEtaFile", "\(solution.largestEtaFile)"),
                    ("drift", "\(solution.largestReducedCostDrift)"), ("rows", "\(solution.rows)"),
                    ("eliminated", "\(solution.eliminatedVariables)"), ("bounds", "\(solution.boundRows)"),
                ]
                profiles.append(compiled.violationsByPriority(at: solution.values))
                ambiguity.append(solution.ambiguous)
            case .failure(let error):
                fields.append(("factoredError", "\(error)".replacingOccurrences(of: " ", with: "_")))
            }
        }
        if profiles.count == 2 {
            let gap = profiles[0].keys.map { abs(profiles[0][$0, default: 0] - profiles[1][$0, default: 0]) }.max() ?? 0
            fields += [("levels", "\(profiles[0].count)"), ("largestLevelGap", "\(gap)")]
        }
        if ambiguity.count == 2, let current = ambiguity[0], let factored = ambiguity[1] {
            let differ = zip(current, factored).filter { $0 != $1 }.count
            fields += [("ambiguous", "\(current.filter { $0 }.count)"), ("ambiguityMismatches", "\(differ)")]
        }
        fields.append(("peakMB", "\(StageTimer.peakMegabytes())"))
        return fields.map { "\($0.0)=\($0.1)" }.joined(separator: " ")
    }

    /// Seconds of the adds, every variable's value, how many required constraints were
    /// refused, the solver's work (``Solver/work``), and (when asked, not timed) which
    /// variables are ambiguous.
    private static func solveCurrent(
        _ layout: CompiledLayout, checksAmbiguity: Bool
    ) -> (Double, [Double], Int, Int, [Bool]?) {
        let (solver, variables) = Solver.forLayout(variableCount: layout.variableCount)
        solver.usesDualPhase = true
        let list = layout.constraints.map { $0.solverConstraint(over: variables) }
        let clock = ContinuousClock()
        let start = clock.now
        var rejected = 0
        for constraint in list where (try? solver.add(constraint)) == nil { rejected += 1 }
        let seconds = StageTimer.seconds(start.duration(to: clock.now))
        let ambiguous = checksAmbiguity ? solver.ambiguity(of: variables) : nil
        return (seconds, solver.values(of: variables), rejected, solver.work, ambiguous)
    }

    /// Seconds of the solve (with the ambiguity question when `checksAmbiguity`) and its solution.
    private static func solveFactored(
        _ layout: CompiledLayout, checksAmbiguity: Bool
    ) -> Result<(Double, FactoredSolution), SolverError> {
        let maker = Solver()
        let variables = maker.makeVariables(preferredSubjects: Array(repeating: false, count: layout.variableCount))
        let list = layout.constraints.map { $0.solverConstraint(over: variables) }
        let clock = ContinuousClock()
        let start = clock.now
        let result = Result { () throws(SolverError) in
            try FactoredEngine.solve(list, variableCount: layout.variableCount, checksAmbiguity: checksAmbiguity)
        }
        let seconds = StageTimer.seconds(start.duration(to: clock.now))
        return result.map { (seconds, $0) }
    }
}
