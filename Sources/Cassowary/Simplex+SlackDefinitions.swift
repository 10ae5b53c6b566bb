// A required inequality that would make a fresh position basic defines it over its own slack.

/// kiwi's `chooseSubject` solves a required inequality `x ≥ …` for a fresh external symbol
/// (a position in no row): `x` becomes basic with the row `x = … + s`, `s` the slack. Such a
/// row is a passenger, like the rows definitions replace (see ``Definitions``): `x` never
/// enters, never leaves and no other row mentions it; but every pivot rewrites it. In a
/// stack whose gaps are distributed (`equalSpacing`, `equalCentering`) each `UISV-spacing`
/// inequality `x(k+1) ≥ right(k) + 8` arrives before the spacers' edges, so every arranged
/// view's `x` became such a row, over every width before it: O(n) rows of O(n) cells.
///
/// With ``Simplex/definesOverSlacks`` on, the inequality is kept out of the tableau
/// instead: a **hidden variable** σ is made whose symbol *is* the slack `s` (so σ's value is
/// the slack's, and expanding σ in a row gives `s` or, once `s` is basic, its row), and `x`
/// is defined over the inequality's own terms and σ: `x = −(c + Σ others − λ·σ)/a`, where the
/// expression `c + a·x + Σ others` equals `λ·s` (λ = +1 for `≥`, −1 for `≤`, as in kiwi's
/// `createRow`). No symbol is made beyond the slack the row would have had, so every symbol
/// keeps its id and Bland's order; the slack is in no row, as it was in none but `x`'s.
/// Removing such a constraint rebuilds the solver (as removing a definition does).
///
/// A hidden variable is never the subject of a definition (its symbol is restricted) and
/// callers never see it: its id is past every variable made before it, and ``Solver`` only
/// answers for the variables it handed out.
extension Simplex {
    /// Whether `v` is a hidden variable (its symbol is a slack; see above).
    @inline(__always) func isHidden(_ v: Int) -> Bool { tableau.kind(variableSymbols[v]) != .external }

    /// Adds the required inequality `constraint` as a definition of the variable kiwi's
    /// `chooseSubject` would solve it for, over a hidden variable, when that variable is a
    /// fresh preferred position whose definition makes no cycle; nil (nothing changed)
    /// otherwise. Decided without expanding the expression (a position's expansion is a sum
    /// over every view before it): kiwi takes the external of the expanded row in the fewest
    /// rows, then of the lowest id; a fresh variable is in none, so it is the fresh direct
    /// term of the lowest id unless the expansion of another term holds a fresh variable of
    /// a lower id (``lowestFreshSymbol(ofDefinition:)``; a basic term's row holds none, as
    /// every external in a row is in one).
    ///
    /// - Throws: ``SolverError/internalError(_:)`` from the optimisation that follows.
    mutating func defineOverSlack(_ constraint: Constraint) throws(SolverError) -> ConstraintHandle? {
        guard definesOverSlacks, constraint.priority == Constraint.required, constraint.relation != .equal,
              constraint.expression.terms.contains(where: { preferredSubjects[$0.variable.id] && isFresh($0.variable.id) })
        else { return nil }
        let terms = summedTerms(constraint.expression)
        var own: Term? = nil
        for t in terms where isFresh(t.variable.id) {
            if own.map({ variableSymbols[t.variable.id] < variableSymbols[$0.variable.id] }) ?? true { own = t }
        }
        guard let own, preferredSubjects[own.variable.id] else { return nil }
        let id = own.variable.id
        let subject = variableSymbols[id]
        guard objective.hasNoEntries(subject) else { return nil }
        for t in terms where t.variable.id != id && definitions.index[t.variable.id] >= 0 {
            guard lowestFreshSymbol(ofDefinition: Int(definitions.index[t.variable.id])) > subject.id else { return nil }
        }
        let others = terms.filter { $0.variable.id != id }
        guard let plan = definitions.plan(id, terms: others) else { return nil }
        let slack = makeSymbol(.slack)
        let hidden = Variable(id: variableSymbols.count)
        hiddenVariables[slack.id] = Int32(hidden.id)
        variableSymbols.append(slack)
        preferredSubjects.append(false)
        definitions.appendVariable()
        let lambda = constraint.relation == .greaterThanOrEqual ? 1.0 : -1.0
        let factor = -1.0 / own.coefficient
        let index = definitions.define(id, coefficient: own.coefficient, constant: constraint.expression.constant,
                                       terms: (others + [Term(hidden, -lambda)]).map { Term($0.variable, $0.coefficient * factor) },
                                       plan: plan)
        let handle = record(ConstraintTag(marker: slack, other: .invalid, priority: constraint.priority, definition: index),
                            constraint)
        try optimize(.main)
        return handle
    }

    /// The lowest symbol id of a fresh variable (``isFresh(_:)``) among the terms of
    /// definition `d` and, nested, of the definitions it mentions; `Int32.max` for none.
    /// Cancelling terms are counted too, so it may be lower than the expansion's, never
    /// higher. Kept per definition until a pivot or a dropped row, the only changes that may
    /// leave a variable in no row again (a definition, a new row or a basic variable only
    /// make variables not fresh): a chain of positions costs O(1) per new link.
    mutating func lowestFreshSymbol(ofDefinition d: Int) -> Int32 {
        let key = (pivotCount, freshTerms.version)
        if freshTerms.key.count < definitions.count {
            freshTerms.key.append(contentsOf: repeatElement((-1, -1), count: definitions.count - freshTerms.key.count))
            freshTerms.lowest.append(contentsOf: repeatElement(Int32.max, count: definitions.count - freshTerms.lowest.count))
        }
        var stack = [d]
        while let top = stack.last {
            if freshTerms.key[top] == key {
                stack.removeLast()
                continue
            }
            var lowest = Int32.max, waiting = false
            for t in definitions.list[top].terms {
                let j = Int(definitions.index[t.variable.id])
                if j >= 0 {
                    if freshTerms.key[j] == key { lowest = min(lowest, freshTerms.lowest[j]) } else { stack.append(j); waiting = true }
                } else if isFresh(t.variable.id) {
                    lowest = min(lowest, variableSymbols[t.variable.id].id)
                }
            }
            guard !waiting else { continue }
            freshTerms.lowest[top] = lowest
            freshTerms.key[top] = key
            stack.removeLast()
        }
        return freshTerms.lowest[d]
    }
}

/// Equal gaps: a required equality between two hidden variables defines the newer one.
///
/// A distributed stack's `gap(k).width == gap(1).width`, once the positions are defined over
/// the spacing slacks, expands to `s(k) − s(1) = 0`. kiwi adds it by a phase one that makes
/// `s(1)` basic with the row `s(1) = s(k)`, and the next equality chains the family on:
/// every slack of the family but one is a basic row equal to the last one's. When the gaps
/// have room to spare the family's slack is positive, so basic, and its row is over every
/// view's width (the common gap depends on all of them): n − 1 identical rows of n cells,
/// rewritten by every pivot of a width (issue #17's `equalSpacing` with room).
///
/// Here the equality is a definition instead: `σ(k) = −(c + b·σ(r))/a` for the row
/// `a·s(k) + b·s(r) + c = 0` (`s(k)` the newer slack), when that keeps `s(k) ≥ 0` on its own
/// (`−b/a > 0` and `−c/a ≥ 0`, so the inequality of `s(k)` is implied by that of `s(r)`).
/// `s(k)` is substituted by `−(c + b·s(r))/a` in every row and the objective that hold it
/// (what kiwi's pivot does to them) and is then in none: the family shares one slack, whose
/// row, basic or not, is stored once. Values are those of the rows wherever the optimum is
/// unique; where it is not, the family's remaining symbol is the oldest slack, not the newest
/// as in kiwi, which Bland's order may see (docs/solver-engine-notes.md).
extension Simplex {
    /// Adds the required equality `constraint` (its `row` and `tag` from `createRow`, made
    /// when the solver had `mark` symbols) as a definition of a hidden variable, when its row
    /// is `a·s(k) + b·s(r) + c` over the slacks of two hidden variables and implies `s(k) ≥ 0`;
    /// nil (nothing changed) otherwise.
    ///
    /// - Throws: ``SolverError/internalError(_:)`` from the optimisation that follows.
    mutating func defineEqualSlacks(_ constraint: Constraint, row: Row, tag: ConstraintTag,
                                    mark: Int) throws(SolverError) -> ConstraintHandle? {
        guard definesOverSlacks, !hiddenVariables.isEmpty, constraint.relation == .equal,
              constraint.priority == Constraint.required, row.cells.count == 3,
              tag.marker.isValid, tableau.kind(tag.marker) == .dummy
        else { return nil }
        let slacks = row.cells.filter { $0.symbol != tag.marker }
        guard slacks.count == 2,
              let first = hiddenVariables[slacks[0].symbol.id], let second = hiddenVariables[slacks[1].symbol.id]
        else { return nil }
        // Cells are sorted by symbol: the second is the newer slack.
        let (a, b, c) = (slacks[1].coefficient, slacks[0].coefficient, row.constant)
        let factor = -1.0 / a
        guard b * factor > 0, c * factor >= 0, definitions.index[Int(second)] < 0,
              keepsRowsFeasible(raising: slacks[1].symbol, by: c * factor),
              let plan = definitions.plan(Int(second), terms: [Term(Variable(id: Int(first)), b)])
        else { return nil }
        let replacement = Row(constant: c * factor, cells: [Cell(symbol: slacks[0].symbol, coefficient: b * factor)])
        let newer = slacks[1].symbol
        tableau.substitute(newer, with: replacement, skip: -1)
        objectiveWork &+= objective.substitute(newer, with: replacement, kinds: tableau.kinds, tolerance: tolerance)
        truncateSymbols(to: mark)  // the dummy `createRow` made
        let index = definitions.define(Int(second), coefficient: a, constant: c,
                                       terms: [Term(Variable(id: Int(first)), b * factor)], plan: plan)
        stamp &+= 1
        // kiwi's phase one pivots once here; counted so that work bounds read as before.
        pivotCount += 1
        let handle = record(ConstraintTag(marker: .invalid, other: .invalid, priority: constraint.priority, definition: index),
                            constraint)
        try optimize(.main)
        return handle
    }
}

extension Simplex {
    /// Whether every restricted row stays feasible when the non-basic symbol `s` (at 0) is
    /// raised to `shift` points: a slack or error row whose value would fall below 0, or a
    /// dummy row that would leave 0, says no.
    ///
    /// The equal-slack definition `σ(k) = −(c + b·σ(r))/a` moves `s(k)` from 0 to `−c/a`
    /// (with `s(r)` non-basic at 0). Where kiwi's phase one adds the equality, it repairs the
    /// rows that move infeasible, or rejects the equality when none can: substituting `s(k)`
    /// out of them instead left them negative (`s = 10 − s(k)` became `s = −190 − s(r)`), so
    /// a contradictory required equality was accepted and a bound broken
    /// (`SlackDefinitionBugTests`). Such an equality now takes kiwi's path.
    mutating func keepsRowsFeasible(raising s: Symbol, by shift: Double) -> Bool {
        guard shift != 0 else { return true }
        for entry in tableau.rowsContaining(s) {
            let slot = Int(entry)
            let kind = tableau.kind(tableau.basicOfSlot[slot])
            guard kind != .external else { continue }
            let row = tableau.rows[slot]
            let value = row.constant + row.coefficient(of: s) * shift
            if kind == .dummy || value < 0 { return false }
        }
        return true
    }
}

/// See ``Simplex/lowestFreshSymbol(ofDefinition:)``.
struct FreshTermCache {
    /// Per definition: the lowest symbol id of a fresh variable its expansion may hold.
    var lowest: [Int32] = []
    /// Per definition: the (pivot count, version) `lowest` was computed at.
    var key: [(Int, Int)] = []
    /// Bumped when rows are dropped (a removal, a rejected constraint).
    var version = 0
}
