// The invariant checker (what kiwi's design relies on, written as checks).

extension Simplex {
    /// Every broken invariant, one sentence each (see ``Solver/invariantViolations()``).
    /// Meant for the state between two public calls; never traps, never mutates.
    func invariantViolations() -> [String] {
        var problems: [String] = []
        let names = SymbolNames(self)
        let name = { (s: Symbol) in names[s] }
        tableau.checkInvariants(into: &problems, name: name)
        guard problems.isEmpty else { return problems }  // the checks below read the rows
        if artificial != nil { problems.append("a phase-one objective is left behind") }
        checkObjective(&problems, name: name)
        checkDefinitions(&problems)
        checkConstraints(&problems, name: name)
        if problems.isEmpty { checkRequiredConstraintsHold(&problems) }
        return problems
    }

    /// The objective: one entry list per symbol, levels falling, coefficients finite and
    /// not near zero, only levels in use, none on a basic symbol (it is written over
    /// non-basic symbols), no improving symbol left (optimal), each level's use count
    /// equal to its live constraints and its constant equal to the sum of its errors.
    private func checkObjective(_ problems: inout [String], name: (Symbol) -> String) {
        guard objective.entries.count == tableau.symbolCount else {
            problems.append("the objective covers \(objective.entries.count) of \(tableau.symbolCount) symbols")
            return
        }
        let kinds = tableau.kinds, slots = tableau.slotOfSymbol
        for (index, entries) in objective.entries.enumerated() where !entries.isEmpty {
            let s = Symbol(index)
            let isBasic = slots[index] >= 0
            if isBasic { problems.append("the objective mentions the basic symbol \(name(s))") }
            for (i, entry) in entries.enumerated() {
                if i > 0 && entries[i - 1].level <= entry.level {
                    problems.append("the objective levels of \(name(s)) are not in falling order")
                }
                if !entry.coefficient.isFinite || abs(entry.coefficient) <= tolerance {
                    problems.append("the objective coefficient of \(name(s)) at level \(entry.level) is \(entry.coefficient)")
                }
                if (objective.usage[entry.level] ?? 0) <= 0 {
                    problems.append("the objective has \(name(s)) at level \(entry.level), which no constraint uses")
                }
            }
            if !isBasic && objective.direction(of: s, kinds: kinds, tolerance: tolerance) != 0 {
                problems.append("not optimal: moving \(name(s)) would improve the objective")
            }
        }
        var usage: [Int32: Int] = [:]
        var sums: [Int32: Double] = [:]
        for case let tag? in constraints where tag.priority < Constraint.required {
            let level = Int32(tag.priority)
            usage[level, default: 0] += 1
            for s in [tag.marker, tag.other] where s.isValid && s.index < kinds.count && kinds[s.index] == .error {
                let slot = Int(slots[s.index])
                sums[level, default: 0] += slot >= 0 ? tableau.rows[slot].constant : 0
            }
        }
        for level in Set(usage.keys).union(objective.usage.keys).sorted() {
            if usage[level] != objective.usage[level] {
                problems.append("level \(level) is used by \(usage[level] ?? 0) constraints, counted \(objective.usage[level] ?? 0)")
            }
        }
        for level in Set(sums.keys).union(objective.constants.keys).sorted() {
            let sum = sums[level] ?? 0, constant = objective.constants[level] ?? 0
            if abs(sum - constant) > Tolerance.invariant * max(1, abs(sum)) {
                problems.append("level \(level)'s objective value is \(constant) but its errors sum to \(sum)")
            }
        }
    }

    /// The definitions: each names its variable and is named back; terms finite; every
    /// defined term ranks lower (so no cycle); the mention lists are exact; a defined
    /// variable is in no row and not basic; the expansion work list is empty.
    private func checkDefinitions(_ problems: inout [String]) {
        let d = definitions
        let n = variableSymbols.count
        let slots = tableau.slotOfSymbol, occurrences = tableau.occurrences
        guard d.index.count == n, d.variableCount == n, preferredSubjects.count == n,
              d.rank.count == d.list.count, d.pendingCoefficient.count == d.list.count, d.isPending.count == d.list.count
        else {
            problems.append("definition arrays disagree in length")
            return
        }
        if !d.heap.isEmpty || d.isPending.contains(true) || d.pendingCoefficient.contains(where: { $0 != 0 }) {
            problems.append("the definitions' expansion work list is not empty")
        }
        var mentions = [[Int32]](repeating: [], count: n)
        for (i, definition) in d.list.enumerated() {
            let v = definition.variable
            guard v >= 0, v < n, d.index[v] == Int32(i) else {
                problems.append("definition \(i) of v\(definition.variable) is not the variable's definition")
                continue
            }
            if d.rank[i] < 1 { problems.append("definition of v\(v) has rank \(d.rank[i])") }
            if !definition.constant.isFinite { problems.append("definition of v\(v) has the constant \(definition.constant)") }
            let symbol = variableSymbols[v].index
            if slots[symbol] >= 0 || occurrences[symbol] != 0 || !objective.entries[symbol].isEmpty {
                problems.append("the defined variable v\(v) is still in the tableau")
            }
            for t in definition.terms {
                let w = t.variable.id
                guard w >= 0, w < n, w != v, t.coefficient.isFinite else {
                    problems.append("definition of v\(v) has the term \(t.coefficient)·v\(w)")
                    continue
                }
                mentions[w].append(Int32(i))
                let j = d.index[w]
                if j >= 0 && d.rank[Int(j)] >= d.rank[i] {
                    problems.append("definition of v\(v) (rank \(d.rank[i])) mentions v\(w) of rank \(d.rank[Int(j)]); ranks must rise")
                }
            }
        }
        for v in 0..<n {
            if d.index[v] >= 0 && (Int(d.index[v]) >= d.list.count || d.list[Int(d.index[v])].variable != v) {
                problems.append("v\(v) points to a definition of another variable")
            }
            let listed = Array(d.referencers(of: v))
            if mentions[v].sorted() != listed.sorted() || listed.count != d.referenceCount(v) {
                problems.append("the definitions that mention v\(v) are listed as \(listed), not \(mentions[v].sorted())")
            }
        }
        if let order = d.order, order != definitionOrder() {
            problems.append("the cached evaluation order is stale")
        }
    }

    /// The constraint bookkeeping: tags and sources agree; each live tag's symbols have
    /// the kinds its relation and priority call for; every slack, error and dummy in the
    /// tableau or the objective belongs to exactly one live constraint; every definition
    /// belongs to one live required equality.
    private func checkConstraints(_ problems: inout [String], name: (Symbol) -> String) {
        guard constraints.count == sources.count else {
            problems.append("\(constraints.count) tags but \(sources.count) sources")
            return
        }
        let kinds = tableau.kinds, slots = tableau.slotOfSymbol, occurrences = tableau.occurrences
        var owner = [Int](repeating: -1, count: kinds.count)
        var definitionOwner = [Int](repeating: -1, count: definitions.list.count)
        var live = 0
        for (id, tag) in constraints.enumerated() {
            guard let tag else {
                if sources[id] != nil { problems.append("constraint #\(id) has a source but no tag") }
                continue
            }
            live += 1
            guard let source = sources[id] else {
                problems.append("constraint #\(id) has a tag but no source")
                continue
            }
            if tag.priority != source.priority { problems.append("constraint #\(id) has the wrong priority") }
            if tag.definition >= 0 {
                // A required equality, or a required inequality defined over its slack (`Simplex+SlackDefinitions.swift`).
                guard tag.definition < definitionOwner.count, definitionOwner[tag.definition] < 0,
                      source.priority == Constraint.required, (source.relation == .equal) != tag.marker.isValid else {
                    problems.append("constraint #\(id) names definition \(tag.definition), which is not its own")
                    continue
                }
                definitionOwner[tag.definition] = id
                if source.relation == .equal { continue }
            }
            let expected = expectedKinds(source)
            for (s, kind) in [(tag.marker, expected.marker), (tag.other, expected.other)] {
                guard let kind else {
                    if s.isValid { problems.append("constraint #\(id) has an unexpected second symbol") }
                    continue
                }
                guard s.isValid, s.index < kinds.count, kinds[s.index] == kind else {
                    problems.append("constraint #\(id) has the symbol \(name(s)), not a \(kind)")
                    continue
                }
                if owner[s.index] >= 0 { problems.append("\(name(s)) belongs to #\(owner[s.index]) and #\(id)") }
                owner[s.index] = id
            }
        }
        if live != liveConstraintCount { problems.append("\(live) live constraints, counted \(liveConstraintCount)") }
        if let i = definitionOwner.firstIndex(of: -1) { problems.append("definition \(i) belongs to no live constraint") }
        for i in kinds.indices where kinds[i] != .external && owner[i] < 0 {
            if slots[i] >= 0 || occurrences[i] != 0 || !objective.entries[i].isEmpty {
                problems.append("\(name(Symbol(i))) is in the tableau but belongs to no live constraint")
            }
        }
        for s in variableSymbols where kinds[s.index] != .external {
            // A hidden variable's symbol is the slack of a live inequality defined over it.
            if kinds[s.index] == .slack, owner[s.index] >= 0, constraints[owner[s.index]]?.definition ?? -1 >= 0 { continue }
            problems.append("the variable symbol \(name(s)) is not external")
        }
    }

    /// The marker and other symbol kinds of a constraint's row (kiwi's `createRow`).
    private func expectedKinds(_ c: Constraint) -> (marker: SymbolKind, other: SymbolKind?) {
        let optional = c.priority < Constraint.required
        switch c.relation {
        case .equal: return optional ? (.error, .error) : (.dummy, nil)
        case .lessThanOrEqual, .greaterThanOrEqual: return (.slack, optional ? .error : nil)
        }
    }

    /// Every live required constraint holds at the current values.
    private func checkRequiredConstraintsHold(_ problems: inout [String]) {
        var copy = self
        for (id, source) in sources.enumerated() {
            guard let c = source, c.priority == Constraint.required else { continue }
            var value = c.expression.constant
            var scale = abs(value)
            for t in c.expression.terms {
                let term = t.coefficient * copy.value(of: t.variable.id)
                value += term
                scale += abs(term)
            }
            let slack = Tolerance.invariant * max(1, scale)
            let holds = switch c.relation {
            case .equal: abs(value) <= slack
            case .lessThanOrEqual: value <= slack
            case .greaterThanOrEqual: value >= -slack
            }
            if !holds { problems.append("required constraint #\(id) does not hold: its expression is \(value)") }
        }
    }
}
