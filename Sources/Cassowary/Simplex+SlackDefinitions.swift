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

    /// Adds the required inequality `constraint` (whose row `createRow` made, with the tag
    /// `tag`, and which kiwi would solve for `subject`) as a definition of `subject`'s
    /// variable over a hidden variable, when `subject` is a fresh preferred position whose
    /// definition makes no cycle; nil (nothing changed) otherwise.
    mutating func defineOverSlack(_ constraint: Constraint, tag: ConstraintTag, subject: Symbol) -> ConstraintHandle? {
        guard definesOverSlacks, constraint.priority == Constraint.required, constraint.relation != .equal,
              subject.isValid, tableau.kind(subject) == .external, !tableau.isBasic(subject),
              tableau.occurrences[subject.index] == 0, objective.entries[subject.index].isEmpty,
              tag.marker.isValid, tableau.kind(tag.marker) == .slack, !tag.other.isValid
        else { return nil }
        let terms = summedTerms(constraint.expression)
        guard let own = terms.first(where: { variableSymbols[$0.variable.id] == subject }) else { return nil }
        let id = own.variable.id
        guard preferredSubjects[id], definitions.index[id] < 0 else { return nil }
        let others = terms.filter { $0.variable.id != id }
        guard let plan = definitions.plan(id, terms: others) else { return nil }
        let hidden = Variable(id: variableSymbols.count)
        hiddenVariables[tag.marker.id] = Int32(hidden.id)
        variableSymbols.append(tag.marker)
        preferredSubjects.append(false)
        definitions.appendVariable()
        let lambda = constraint.relation == .greaterThanOrEqual ? 1.0 : -1.0
        let index = definitions.define(id, coefficient: own.coefficient, constant: constraint.expression.constant,
                                       others: others + [Term(hidden, -lambda)], plan: plan)
        stamp &+= 1
        return record(ConstraintTag(marker: tag.marker, other: .invalid, priority: constraint.priority, definition: index),
                      constraint)
    }

    /// The expression's terms summed per variable, in order of first appearance, without
    /// those that cancel (within the tolerance).
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
              let plan = definitions.plan(Int(second), terms: [Term(Variable(id: Int(first)), b)])
        else { return nil }
        let replacement = Row(constant: c * factor, cells: [Cell(symbol: slacks[0].symbol, coefficient: b * factor)])
        let newer = slacks[1].symbol
        tableau.substitute(newer, with: replacement, skip: -1)
        objective.substitute(newer, with: replacement, kinds: tableau.kinds, tolerance: tolerance)
        truncateSymbols(to: mark)  // the dummy `createRow` made
        let index = definitions.define(Int(second), coefficient: a, constant: c,
                                       others: [Term(Variable(id: Int(first)), b)], plan: plan)
        stamp &+= 1
        // kiwi's phase one pivots once here; counted so that work bounds read as before.
        pivotCount += 1
        let handle = record(ConstraintTag(marker: .invalid, other: .invalid, priority: constraint.priority, definition: index),
                            constraint)
        try optimize(.main)
        return handle
    }
}
