/// The minimal conflicting sets of one log's required, active constraints.
///
/// View frames are unknown, so the question is about the linear system alone: the
/// implicit constraints of the model (non-negative sizes and margins) are added first,
/// then each required, active constraint of the list in log order (a repeated
/// description once). A constraint the solver rejects conflicts with those before it:
/// `ConflictSet` (the same machinery as `ccc solve`) reduces the accepted ones to a
/// minimal set, and the rejected one is left out, as UIKit does, so a log with two
/// separate conflicts gives both. A set found twice is reported once.
struct LogConflictAnalysis {
    struct Conflict: Sendable, Hashable {
        /// Indices into the log's constraint list, in log order.
        var members: [Int]
        /// The implicit constraints that take part (`label1.height >= 0`).
        var implicit: [String]
        /// False when the search ran out of budget: the set conflicts but may not be minimal.
        var isMinimal: Bool
    }

    private(set) var conflicts: [Conflict] = []

    /// `model` holds the list's constraints first (`count` of them), then possibly the broken one.
    init(_ model: LogModel, list: [LogConstraint]) {
        let implicit = model.implicit
        let base = implicit.count
        var system: [LinearConstraint] = implicit
        var listIndex: [Int] = []
        var seen = Set<String>()
        for (i, constraint) in list.enumerated() where constraint.isActive {
            guard i < model.linear.count, model.linear[i].priority == 1000, seen.insert(constraint.address + "|" + model.compact[i]).inserted else { continue }
            system.append(model.linear[i])
            listIndex.append(i)
        }
        let solver = IndexedSolver(variableCount: model.variableCount)
        var conflictSet = ConflictSet(system, variableCount: model.variableCount)
        var found = Set<[Int]>()
        for (index, constraint) in system.enumerated() {
            guard case .failure = solver.add(constraint) else { continue }
            let conflict = conflictSet.minimal(failing: index)
            let members = conflict.members.filter { $0 >= base }.map { listIndex[$0 - base] }.sorted()
            guard found.insert(members).inserted else { continue }
            let implicitMembers = conflict.members.filter { $0 < base }.sorted().map { implicit[$0].origin.canonical }
            conflicts.append(Conflict(members: members, implicit: implicitMembers, isMinimal: conflict.isMinimal))
        }
    }
}
