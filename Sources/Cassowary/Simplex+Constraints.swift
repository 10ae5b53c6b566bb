// Adding and removing constraints (kiwi's addConstraint / removeConstraint).

extension Simplex {
    /// Validates `constraint` without touching any state.
    func validate(_ constraint: Constraint) throws(SolverError) {
        guard Constraint.priorityRange.contains(constraint.priority) else {
            throw .invalidPriority(constraint.priority)
        }
        guard constraint.expression.constant.isFinite else { throw .invalidExpression }
        for term in constraint.expression.terms {
            guard term.coefficient.isFinite,
                  term.variable.id >= 0, term.variable.id < variableSymbols.count
            else { throw .invalidExpression }
        }
    }

    /// kiwi's `createRow`: the constraint as `0 = constant + Σ cells`, with basic
    /// variables replaced by their rows, plus its slack / error / dummy symbols.
    /// Errors are entered into the objective at the constraint's level with weight 1.
    /// The row is sign-normalised so that `constant ≥ 0`.
    mutating func createRow(_ constraint: Constraint) -> (Row, ConstraintTag) {
        var row = expandedRow(constraint.expression)
        var tag = ConstraintTag(marker: .invalid, other: .invalid, priority: constraint.priority, definition: -1)
        let optional = constraint.priority < Constraint.required
        let level = optional ? objective.retainLevel(priority: constraint.priority) : -1
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
            let slack = makeSymbol(.slack)
            row.append(Cell(symbol: slack, coefficient: coefficient))
            tag.marker = slack
            if optional {
                let error = makeSymbol(.error)
                row.append(Cell(symbol: error, coefficient: -coefficient))
                objective.add(error, 1, level: level, kinds: tableau.kinds, tolerance: tolerance)
                tag.other = error
            }
        case .equal:
            if optional {
                let plus = makeSymbol(.error)
                let minus = makeSymbol(.error)
                row.append(Cell(symbol: plus, coefficient: -1))
                row.append(Cell(symbol: minus, coefficient: 1))
                objective.add(plus, 1, level: level, kinds: tableau.kinds, tolerance: tolerance)
                objective.add(minus, 1, level: level, kinds: tableau.kinds, tolerance: tolerance)
                tag.marker = plus
                tag.other = minus
            } else {
                let dummy = makeSymbol(.dummy)
                row.append(Cell(symbol: dummy, coefficient: 1))
                tag.marker = dummy
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// kiwi's `chooseSubject`: the symbol to solve the new row for.
    /// 1. A (necessarily non-basic) external symbol — among several, the one that
    ///    occurs in the fewest rows (cheapest substitution, shorter rows), then the
    ///    lowest id. 2. The marker if it is a slack/error with a negative coefficient.
    /// 3. Likewise the other error. Otherwise `.invalid`.
    func chooseSubject(_ row: Row, _ tag: ConstraintTag) -> Symbol {
        var best = Symbol.invalid
        var bestCount = Int32.max
        for cell in row.cells where tableau.kind(cell.symbol) == .external {
            let count = tableau.occurrences[cell.symbol.index]
            if count < bestCount || (count == bestCount && cell.symbol < best) {
                best = cell.symbol
                bestCount = count
            }
        }
        if best.isValid { return best }
        for s in [tag.marker, tag.other] where s.isValid && tableau.kind(s).isRestricted {
            if row.coefficient(of: s) < 0 { return s }
        }
        return .invalid
    }

    /// The tolerance for deciding that a row constant (in points) is zero: the
    /// solver's tolerance scaled by the magnitude of the numbers involved.
    func constantTolerance(_ scale: Double) -> Double {
        tolerance * max(1, abs(scale))
    }

    /// kiwi's `addConstraint`. On `.unsatisfiable` the tableau represents the previous
    /// constraint set again and has been re-optimised.
    mutating func add(_ constraint: Constraint) throws(SolverError) -> ConstraintHandle {
        if let failure { throw .internalError(failure) }
        try validate(constraint)
        if constraint.priority == Constraint.required, constraint.relation == .equal,
           let subject = freshSubject(constraint.expression) ?? expandedFreshSubject(constraint.expression) {
            return addDefinition(constraint, subject: subject)
        }
        stamp &+= 1
        let mark = tableau.symbolCount
        if let handle = try defineOverSlack(constraint) { return handle }
        var (row, tag) = createRow(constraint)
        if let handle = try defineEqualSlacks(constraint, row: row, tag: tag, mark: mark) { return handle }
        let scale = max(abs(constraint.expression.constant), abs(row.constant))
        var subject = chooseSubject(row, tag)
        if !subject.isValid && row.cells.allSatisfy({ tableau.kind($0.symbol) == .dummy }) {
            // A redundant equality (0 = c): fine when c is 0, else contradictory.
            guard abs(row.constant) <= constantTolerance(scale) else {
                truncateSymbols(to: mark)
                throw .unsatisfiable
            }
            subject = tag.marker
        }
        if subject.isValid {
            row.solve(for: subject)
            tableau.substitute(subject, with: row, skip: -1)
            objectiveWork &+= objective.substitute(subject, with: row, kinds: tableau.kinds, tolerance: tolerance)
            _ = tableau.insertRow(row, basic: subject)
        } else {
            guard try addRequiredRow(row, tag: tag, mark: mark, scale: scale) else {
                throw .unsatisfiable
            }
        }
        let handle = record(tag, constraint)
        if dropsEqualityMarkers, tag.marker.isValid, tableau.kind(tag.marker) == .dummy { dropEqualityMarker(tag) }
        try optimize(.main)
        return handle
    }

    /// kiwi's `addWithArtificialVariable` (phase one for a required row that has no
    /// subject): add `art = row`, minimise `art`; feasible iff the minimum is 0.
    ///
    /// On success `art` is pivoted out (if still basic) and fixed at 0 by deleting its
    /// column. On failure `art` is basic; its row and the constraint's marker are
    /// projected out (as in `removeConstraint`), which restores the previous
    /// constraint set, the symbols made for the attempt are forgotten and the
    /// objective is re-optimised.
    ///
    /// - Throws: ``SolverError/internalError(_:)`` from `optimize`, or when a symbol made
    ///   for the attempt is still in the tableau after the projection (impossible in exact
    ///   arithmetic).
    ///
    /// With `phaseOneLimit`, a phase one that would rewrite more rows is undone (nil is
    /// returned, the tableau is as before the call): see `addRequiredRow`.
    mutating func addWithArtificialVariable(_ row: Row, tag: ConstraintTag, mark: Int, scale: Double,
                                            phaseOneLimit: Int? = nil) throws(SolverError) -> Bool? {
        let art = makeSymbol(.slack)
        _ = tableau.insertRow(row, basic: art)
        // Moved, not copied: a second reference would make every write copy the storage.
        artificial = spareArtificial ?? Objective(symbolCount: 0)
        spareArtificial = nil
        artificial?.resetAsArtificial(row: row, symbolCount: tableau.symbolCount, kinds: tableau.kinds, tolerance: tolerance)
        phaseOneRank = phaseOneRanks(row)
        if let ranks = phaseOneRank { artificial?.rankEntering(ranks, kinds: tableau.kinds, tolerance: tolerance) }
        defer { phaseOneRank = nil }
        var log: [(entering: Symbol, leaving: Symbol)]? = phaseOneLimit == nil ? nil : []
        if try !optimize(.artificial, workLimit: phaseOneLimit, log: &log) {
            try undo(log ?? [])
            spareArtificial = artificial
            artificial = nil
            try dropArtificial(art, after: "the phase one was undone")
            return nil
        }
        let residual = artificial?.artificialValue ?? 0
        spareArtificial = artificial
        artificial = nil
        let success = abs(residual) <= constantTolerance(scale)
        if success {
            if let slot = tableau.slot(of: art) {
                let cells = tableau.rows[slot].cells
                if cells.isEmpty {
                    tableau.dropRow(slot)
                } else {
                    // kiwi's anyPivotableSymbol (slack/error), else any symbol; the lowest id of each.
                    let entering = lowestSymbol(cells) { tableau.kind($0).isRestricted }
                        ?? lowestSymbol(cells) { tableau.kind($0) == .external }
                        ?? lowestSymbol(cells) { _ in true } ?? cells[0].symbol
                    pivot(entering: entering, slot: slot)
                }
            }
            tableau.eraseColumn(art)
            objective.clear(art)
            truncateSymbols(to: art.index)
            return true
        }
        freshTerms.version &+= 1  // rows dropped: a variable may be in none again
        eliminate(art)
        eliminate(tag.marker)
        if tag.other.isValid { eliminate(tag.other) }
        for i in mark..<tableau.symbolCount {
            let s = Symbol(i)
            if tableau.isBasic(s) || tableau.occurrences[i] != 0 {
                throw fail("\(symbolName(s)), made for a rejected constraint, is still in the tableau after its projection")
            }
            objective.clear(s)
        }
        truncateSymbols(to: mark)
        try optimize(.main)
        return false
    }

    /// The lowest-id symbol of `cells` that passes `test` (rows are in no order).
    func lowestSymbol(_ cells: [Cell], where test: (Symbol) -> Bool) -> Symbol? {
        var best: Symbol? = nil
        for cell in cells where test(cell.symbol) {
            if best.map({ cell.symbol < $0 }) ?? true { best = cell.symbol }
        }
        return best
    }

    /// kiwi's `removeConstraint`: remove the error effects from the objective, project
    /// the marker (and the other error) out of the tableau, re-optimise.
    mutating func remove(_ handle: ConstraintHandle) throws(SolverError) {
        if let failure { throw .internalError(failure) }
        guard handle.id >= 0, handle.id < constraints.count, let tag = constraints[handle.id] else {
            throw .unknownConstraint
        }
        constraints[handle.id] = nil
        sources[handle.id] = nil
        liveConstraintCount -= 1
        stamp &+= 1
        freshTerms.version &+= 1  // rows dropped: a variable may be in none again
        if tag.definition >= 0 || hasDroppedMarker(tag) {
            try rebuild()
            return
        }
        if tag.priority < Constraint.required, let level = objective.level(ofPriority: tag.priority) {
            for s in [tag.marker, tag.other] where s.isValid && tableau.kind(s) == .error {
                if let slot = tableau.slot(of: s) {
                    objective.add(tableau.rows[slot], times: -1, level: level,
                                  kinds: tableau.kinds, tolerance: tolerance)
                } else {
                    objective.add(s, -1, level: level, kinds: tableau.kinds, tolerance: tolerance)
                }
            }
        }
        eliminate(tag.marker)
        if tag.other.isValid { eliminate(tag.other) }
        if tag.priority < Constraint.required {
            objective.releaseLevel(priority: tag.priority, kinds: tableau.kinds, tolerance: tolerance)
        }
        try optimize(.main)
    }
}
