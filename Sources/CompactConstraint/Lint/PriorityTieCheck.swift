import Cassowary

/// `priority-tie`: optional constraints at the same priority that pull against each
/// other so evenly that which one Auto Layout breaks depends only on the order the
/// solver meets them (the classic case: two labels side by side, both with the default
/// content hugging 250, in a space wider than both).
///
/// The rule, precisely. Call a solution's *profile* the summed violation of each
/// priority level. For every optional constraint C (priority P) that the solution
/// violates, solve again with C alone raised just above P (between P and the next level
/// in use; every other level keeps its order). If that solution violates C less and has
/// the same profile (each level within tolerance), it is another optimal layout under
/// the file's priorities, one that keeps C: C and the constraints at P that it breaks
/// instead tie, and the solver's order alone chose C. Reported at C, with a note at each
/// rival. Each trial changes C's priority in the solved system (remove, add) rather than
/// solving the file again, and puts it back. Sound (every report is a real tie between two optimal layouts); at most
/// `candidateLimit` broken constraints are examined per file.
enum PriorityTieCheck: LintCheck {
    static let rule = LintRule(
        .priorityTie, .warning,
        "Optional constraints at the same priority that pull against each other, so the solver's order picks the winner")

    static let candidateLimit = 64

    static func check(_ context: LintContext, into diagnostics: inout Diagnostics) {
        let constraints = context.layout.constraints
        // Level i (ascending) becomes priority 2i + 2, leaving 2i + 3 free just above it.
        guard let spacing = SpacedPriorities(constraints), !context.trialSolver.hasNoCandidates,
            !context.trialSolver.skipsTrials
        else { return }
        let reported = context.trialSolver.reportedValues
        let system = PriorityTrialSolver(context.layout, spacing: spacing, solved: context.trialSolver.take())
        let base = system.values
        let baseProfile = profile(constraints, base, spacing)
        // Trials that start from another optimum than the one reported (a required constraint
        // broken otherwise) would report what the user does not see: none then.
        if let reported, !sameProfile(profile(constraints, reported, spacing), baseProfile) { return }
        let broken = constraints.indices.filter { c in
            constraints[c].priority < 1000 && constraints[c].isViolated(in: base)
                && (reported.map { constraints[c].isViolated(in: $0) } ?? true)
        }
        for c in broken.prefix(candidateLimit) {
            guard let trial = system.values(trying: c, atPriority: spacing.spaced(constraints[c].priority) + 1),
                constraints[c].violation(in: trial) < constraints[c].violation(in: base) - Tolerance.lintValue,
                sameProfile(profile(constraints, trial, spacing), baseProfile)
            else { continue }
            let rivals = constraints.indices.filter { d in
                d != c && constraints[d].priority == constraints[c].priority
                    && constraints[d].violation(in: trial) > constraints[d].violation(in: base) + Tolerance.lintValue
            }
            guard !rivals.isEmpty else { continue }
            diagnostics.append(diagnostic(broken: constraints[c], rivals: rivals.map { constraints[$0] }))
        }
        if let failure = system.failure {
            diagnostics.append(LayoutSolver.internalError(failure, while: "checking priority ties", at: nil))
        }
    }

    /// The summed violation of each level, in the order of `spacing.levels` (a level's
    /// rank is read from its spaced priority, 2 · rank + 2, in constant time).
    static func profile(_ constraints: [LinearConstraint], _ values: [Double], _ spacing: SpacedPriorities) -> [Double] {
        var sums = [Double](repeating: 0, count: spacing.levels.count)
        for constraint in constraints where constraint.priority < 1000 {
            let level = (spacing.spaced(constraint.priority) - 2) / 2
            if sums.indices.contains(level) { sums[level] += constraint.violation(in: values) }
        }
        return sums
    }

    static func sameProfile(_ a: [Double], _ b: [Double]) -> Bool {
        zip(a, b).allSatisfy { abs($0 - $1) <= Tolerance.lintValue * max(1, abs($0), abs($1)) }
    }

    static func diagnostic(broken: LinearConstraint, rivals: [LinearConstraint]) -> Diagnostic {
        let origin = broken.origin
        var notes = rivals.map { rival in
            DiagnosticNote(
                "'\(rival.origin.identifier)' (\(rival.origin.canonical)) has the same priority and pulls the other way; "
                    + "breaking it instead is just as good",
                at: rival.origin.range)
        }
        notes.append(DiagnosticNote("give one of them a higher priority so that the outcome does not depend on order"))
        return Diagnostic(
            .warning, .priorityTie,
            "'\(origin.identifier)' (\(origin.canonical)) is broken only because of the order the solver met it: "
                + "it ties at priority \(broken.priority)",
            at: origin.range ?? rivals.compactMap(\.origin.range).first, notes: notes)
    }
}
