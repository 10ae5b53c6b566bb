// Expanding expressions over definitions and tableau rows; making and reading definitions.

extension Simplex {
    /// A new variable (an external symbol, not yet defined).
    mutating func makeVariable(preferredSubject: Bool = false) -> Variable {
        let v = Variable(id: variableSymbols.count)
        variableSymbols.append(makeSymbol(.external))
        preferredSubjects.append(preferredSubject)
        definitions.appendVariable()
        return v
    }

    /// One new variable per flag of `preferredSubjects`, in order (as many `makeVariable`
    /// calls, each table grown once).
    mutating func makeVariables(preferredSubjects flags: [Bool]) -> [Variable] {
        let first = variableSymbols.count
        let symbol = tableau.makeSymbols(.external, count: flags.count)
        objective.appendSymbols(flags.count)
        artificial?.appendSymbols(flags.count)
        variableSymbols.append(contentsOf: (0..<flags.count).lazy.map { Symbol(symbol.index + $0) })
        preferredSubjects.append(contentsOf: flags)
        definitions.appendVariables(flags.count)
        return (0..<flags.count).map { Variable(id: first + $0) }
    }

    /// `expression` over non-basic tableau symbols: defined variables replaced by their
    /// definitions (nested; each reachable definition once), basic symbols by their rows.
    /// Cells are sorted by symbol and free of near-zero coefficients.
    mutating func expandedRow(_ expression: Expression) -> Row {
        let n = tableau.symbolCount
        if accumulator.count < n {
            accumulator.append(contentsOf: repeatElement(0, count: n - accumulator.count))
            accumulated.append(contentsOf: repeatElement(false, count: n - accumulated.count))
        }
        touched.removeAll(keepingCapacity: true)
        var constant = expression.constant
        for term in expression.terms where term.coefficient != 0 {
            if definitions.index[term.variable.id] >= 0 {
                definitions.pend(term.variable.id, term.coefficient)
            } else {
                accumulateSymbol(variableSymbols[term.variable.id], term.coefficient, constant: &constant)
            }
        }
        // Highest rank first: everything that mentions a definition ranks above it, so each
        // reachable definition is expanded once, with its summed coefficient.
        while let (d, coefficient) = definitions.popPending() {
            // Mentions that cancel (`gap.width = x(k+1) − gap.x`, both over `x(k)`) expand to
            // nothing: skipping them keeps a chain of definitions from being walked to its root.
            if coefficient == 0 { continue }
            constant += coefficient * d.constant
            for t in d.terms {
                if definitions.index[t.variable.id] >= 0 {
                    definitions.pend(t.variable.id, t.coefficient * coefficient)
                } else {
                    accumulateSymbol(variableSymbols[t.variable.id], t.coefficient * coefficient, constant: &constant)
                }
            }
        }
        touched.sort()
        expansionWork &+= touched.count
        var cells: [Cell] = []
        cells.reserveCapacity(touched.count + 2)
        for s in touched {
            let c = accumulator[s.index]
            if abs(c) > tolerance { cells.append(Cell(symbol: s, coefficient: c)) }
            accumulator[s.index] = 0
            accumulated[s.index] = false
        }
        return Row(constant: constant, cells: cells)
    }

    /// Adds `coefficient · s` to the accumulator, substituting the row of a basic `s`.
    @inline(__always)
    private mutating func accumulateSymbol(_ s: Symbol, _ coefficient: Double, constant: inout Double) {
        if let slot = tableau.slot(of: s) {
            constant += coefficient * tableau.rows[slot].constant
            for cell in tableau.rows[slot].cells { accumulate(cell.symbol, coefficient * cell.coefficient) }
        } else {
            accumulate(s, coefficient)
        }
    }

    @inline(__always)
    private mutating func accumulate(_ s: Symbol, _ c: Double) {
        if !accumulated[s.index] {
            accumulated[s.index] = true
            touched.append(s)
        }
        accumulator[s.index] += c
    }

    /// The variable a required equality can be solved for without entering the tableau:
    /// a variable with a non-zero summed coefficient that is in no row, not basic and not
    /// defined (the symbol Cassowary's `chooseSubject` would pick, occurring in no row).
    /// Variables made as preferred subjects go first, lowest id first (so that
    /// `v.left = u.right + 8` defines a position, not `u.width`; see
    /// ``Solver/makeVariable(preferredSubject:)``); then the others, fewest mentions
    /// first. The first whose definition makes no cycle (see ``Definitions/plan(_:terms:)``). Returns
    /// it with the definition's terms and the ranks to set.
    func freshSubject(_ expression: Expression) -> FreshSubject? {
        // Summed per variable, in order of first appearance: the constrained item comes
        // first (`v.left = u.right + 8` lowers to `v.x - u.x - u.width - 8`).
        var terms = summedTerms(expression)
        // Preferred subjects first, lowest id first: one fixed order, so that a chain of
        // equalities `v(i).left = v(i-1).right + 8` arriving in any order defines each
        // position from one side only (defining from both sides would leave a middle
        // equality with no position to solve for). Then the others, fewest mentions first
        // (less to raise), then in the expression's order. The keys are distinct, so the
        // order is total: a short expression takes the candidates one at a time by the
        // smallest key above the last one tried (the first is almost always taken), with
        // no array; a long one sorts them.
        if terms.count <= 16 {
            var last: CandidateKey? = nil
            while true {
                var best: (key: CandidateKey, offset: Int)? = nil
                for offset in terms.indices {
                    guard let key = candidateKey(terms[offset], offset: offset) else { continue }
                    if let last, !(last < key) { continue }
                    if best.map({ key < $0.key }) ?? true { best = (key, offset) }
                }
                guard let best else { return nil }
                if let subject = definedSubject(&terms, at: best.offset) { return subject }
                last = best.key
            }
        }
        // Candidates with their sort keys, computed here: a closure that reads `self`
        // inside `sorted` copied the whole solver state for every comparison.
        var candidates: [(key: CandidateKey, offset: Int)] = []
        for offset in terms.indices {
            if let key = candidateKey(terms[offset], offset: offset) { candidates.append((key, offset)) }
        }
        candidates.sort { $0.key < $1.key }
        for candidate in candidates {
            if let subject = definedSubject(&terms, at: candidate.offset) { return subject }
        }
        return nil
    }

    /// A candidate's place in ``freshSubject(_:)``'s order: preferred subjects by id, then
    /// the others by mentions and offset in the expression.
    typealias CandidateKey = (rank: Int, first: Int, second: Int)

    /// The key of `term` at `offset` of the summed terms, or nil when its variable is
    /// defined, basic, in a row or hidden (``Simplex/isHidden(_:)``).
    @inline(__always)
    private func candidateKey(_ term: Term, offset: Int) -> CandidateKey? {
        let id = term.variable.id
        let s = variableSymbols[id]
        guard definitions.index[id] < 0, !tableau.isBasic(s), tableau.occurrences[s.index] == 0, !isHidden(id) else {
            return nil
        }
        return preferredSubjects[id] ? (0, id, 0) : (1, definitions.referenceCount(id), offset)
    }

    /// The subject `terms[offset]` with the definition's terms, or nil (and `terms`
    /// unchanged) when defining it would make a cycle. On success `terms` becomes the
    /// definition's terms in place: the others, in order, divided by `-coefficient`. The
    /// plan is asked with every term: the subject's own is neither defined nor a
    /// definition's variable, so it changes nothing there.
    private func definedSubject(_ terms: inout [Term], at offset: Int) -> FreshSubject? {
        let t = terms[offset]
        guard let plan = definitions.plan(t.variable.id, terms: terms) else { return nil }
        terms.remove(at: offset)
        let factor = -1.0 / t.coefficient
        for i in terms.indices { terms[i].coefficient *= factor }
        return FreshSubject(variable: t.variable.id, coefficient: t.coefficient, terms: terms, plan: plan)
    }

    /// The expression's terms summed per variable, in order of first appearance, without
    /// those that cancel (within the tolerance).
    /// A short expression (almost every one) is searched; a dictionary costs more there.
    func summedTerms(_ expression: Expression) -> [Term] {
        var terms: [Term] = []
        terms.reserveCapacity(expression.terms.count)
        var position: [Int: Int] = [:]
        let isShort = expression.terms.count <= 16
        for t in expression.terms where t.coefficient != 0 {
            let id = t.variable.id
            if let p = isShort ? terms.firstIndex(where: { $0.variable.id == id }) : position[id] {
                terms[p].coefficient += t.coefficient
            } else {
                if !isShort { position[id] = terms.count }
                terms.append(t)
            }
        }
        terms.removeAll { abs($0.coefficient) <= tolerance }
        return terms
    }

    /// Adds a required equality as a definition of its fresh subject (see ``Definitions``).
    mutating func addDefinition(_ constraint: Constraint, subject: FreshSubject) -> ConstraintHandle {
        let index = definitions.define(subject.variable, coefficient: subject.coefficient,
                                       constant: subject.constant ?? constraint.expression.constant, terms: subject.terms,
                                       plan: subject.plan)
        stamp &+= 1
        return record(ConstraintTag(marker: .invalid, other: .invalid, priority: constraint.priority, definition: index),
                      constraint)
    }

    /// Stores the tag and source of a newly accepted constraint; returns its handle.
    mutating func record(_ tag: ConstraintTag, _ constraint: Constraint) -> ConstraintHandle {
        let handle = ConstraintHandle(id: constraints.count)
        constraints.append(tag)
        sources.append(constraint)
        liveConstraintCount += 1
        return handle
    }

    /// The current value of a variable, defined or not.
    mutating func value(of variable: Int) -> Double {
        guard definitions.index[variable] >= 0 else { return tableau.value(of: variableSymbols[variable]) }
        let symbols = variableSymbols
        let tableau = self.tableau
        return definitions.value(of: variable, stamp: stamp) { tableau.value(of: symbols[$0]) }
    }

    /// The values of `variables`, in order (0 for an id out of range): the definitions are
    /// evaluated once and the tableau is read in place, without the per-call copies of
    /// ``value(of:)``.
    mutating func values(of variables: [Variable]) -> [Double] {
        let symbols = variableSymbols
        let tableau = self.tableau
        definitions.refreshValues(stamp: stamp) { tableau.value(of: symbols[$0]) }
        let definitions = self.definitions
        return variables.map { variable in
            let id = variable.id
            guard id >= 0, id < symbols.count else { return 0 }
            let d = definitions.index[id]
            return d >= 0 ? definitions.cachedValue(ofDefinition: d) : tableau.value(of: symbols[id])
        }
    }

    /// Rebuilds the solver from the live constraints, keeping every handle (used to
    /// remove a definition, which other rows may have been expanded through).
    ///
    /// - Throws: ``SolverError/internalError(_:)`` when re-adding a live constraint fails
    ///   (they were all accepted, so any failure is the engine's).
    mutating func rebuild() throws(SolverError) {
        let live = sources
        var fresh = Simplex(tolerance: tolerance)
        fresh.pivotBudget = pivotBudget
        fresh.usesDualPhase = usesDualPhase
        fresh.hasUsedDualPhase = hasUsedDualPhase
        fresh.dropsEqualityMarkers = dropsEqualityMarkers
        fresh.definesOverSlacks = definesOverSlacks
        fresh.primalPhaseOneLimit = primalPhaseOneLimit
        _ = fresh.makeVariables(preferredSubjects: preferredSubjects)
        fresh.stamp = stamp &+ 1
        for source in live {
            var tag: ConstraintTag? = nil
            if let c = source {
                let before = fresh.constraints.count
                do {
                    _ = try fresh.add(c)
                    tag = fresh.constraints[before]
                } catch .internalError(let message) {
                    throw fail(message)
                } catch {
                    // Every live constraint was accepted, and a subset of a satisfiable set is satisfiable.
                    throw fail("rebuilding without a definition rejected constraint #\(fresh.constraints.count) (\(error)), which held before")
                }
                fresh.constraints.removeLast(fresh.constraints.count - before)
                fresh.sources.removeLast(fresh.sources.count - before)
            }
            fresh.constraints.append(tag)
            fresh.sources.append(tag == nil ? nil : source)
        }
        fresh.liveConstraintCount = fresh.constraints.reduce(0) { $0 + ($1 == nil ? 0 : 1) }
        self = fresh
    }
}

/// A variable that a required equality can be solved for outside the tableau.
struct FreshSubject {
    var variable: Int
    var coefficient: Double
    /// The definition's terms: the equality's other terms (every one but the subject's),
    /// summed per variable and divided by `-coefficient`.
    var terms: [Term]
    var plan: Definitions.Plan
    /// The constant of the expression `terms` come from, when it is not the constraint's
    /// own (``Simplex/expandedFreshSubject(_:)``).
    var constant: Double? = nil
}
