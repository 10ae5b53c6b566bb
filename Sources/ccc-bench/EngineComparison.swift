import Cassowary
import CompactConstraint

/// `--measure SHAPE SIZE --engine current|factored|both`: one generated layout compiled to its
/// linear constraints, which are then solved by ``Solver`` (added one by one in compile order,
/// with the switches ccc's solvers use: dual phase, dropped equality markers, slack
/// definitions; no second solve, no ambiguity check), by ``FactoredEngine`` (the whole list at
/// once), or both. Only the solve is timed. With `both`, the largest difference between the two
/// engines' violations at any priority level is printed too (docs/solver-engine-notes.md, "The
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
        if engine != .factored {
            let (seconds, values, rejected) = solveCurrent(compiled)
            fields += [("current", "\(seconds)"), ("currentRejected", "\(rejected)")]
            profiles.append(compiled.violationsByPriority(at: values))
        }
        if engine != .current {
            switch solveFactored(compiled) {
            case .success(let (seconds, solution)):
                fields += [
                    ("factored", "\(seconds)"), ("pivots", "\(solution.pivots)"),
                    ("refactorizations", "\(solution.refactorizations)"),
                    ("factorEntries", "\(solution.factorEntries)"), ("largestEtaFile", "\(solution.largestEtaFile)"),
                    ("drift", "\(solution.largestReducedCostDrift)"), ("rows", "\(solution.rows)"),
                    ("eliminated", "\(solution.eliminatedVariables)"), ("bounds", "\(solution.boundRows)"),
                ]
                profiles.append(compiled.violationsByPriority(at: solution.values))
            case .failure(let error):
                fields.append(("factoredError", "\(error)".replacingOccurrences(of: " ", with: "_")))
            }
        }
        if profiles.count == 2 {
            let gap = profiles[0].keys.map { abs(profiles[0][$0, default: 0] - profiles[1][$0, default: 0]) }.max() ?? 0
            fields += [("levels", "\(profiles[0].count)"), ("largestLevelGap", "\(gap)")]
        }
        fields.append(("peakMB", "\(StageTimer.peakMegabytes())"))
        return fields.map { "\($0.0)=\($0.1)" }.joined(separator: " ")
    }

    /// Seconds of the adds, every variable's value, and how many required constraints were refused.
    private static func solveCurrent(_ layout: CompiledLayout) -> (Double, [Double], Int) {
        let (solver, variables) = Solver.forLayout(variableCount: layout.variableCount)
        solver.usesDualPhase = true
        let list = layout.constraints.map { $0.solverConstraint(over: variables) }
        let clock = ContinuousClock()
        let start = clock.now
        var rejected = 0
        for constraint in list where (try? solver.add(constraint)) == nil { rejected += 1 }
        let seconds = StageTimer.seconds(start.duration(to: clock.now))
        return (seconds, solver.values(of: variables), rejected)
    }

    private static func solveFactored(_ layout: CompiledLayout) -> Result<(Double, FactoredSolution), SolverError> {
        let maker = Solver()
        let variables = maker.makeVariables(preferredSubjects: Array(repeating: false, count: layout.variableCount))
        let list = layout.constraints.map { $0.solverConstraint(over: variables) }
        let clock = ContinuousClock()
        let start = clock.now
        let result = Result { () throws(SolverError) in try FactoredEngine.solve(list, variableCount: layout.variableCount) }
        let seconds = StageTimer.seconds(start.duration(to: clock.now))
        return result.map { (seconds, $0) }
    }
}
