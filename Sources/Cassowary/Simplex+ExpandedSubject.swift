// A required equality whose fresh variable is one definition down: defined all the same.

extension Simplex {
    /// A fresh subject (see ``freshSubject(_:)``) among the terms of the definitions that
    /// `expression` mentions, each expanded one level, when `expression`'s own terms have
    /// none. The returned subject's terms and constant are those of the expanded expression.
    ///
    /// A nested stack's `inner.trailing == outer.trailing` defines `inner.x` over
    /// `inner.width`; then `inner.leading == label.trailing + 8` mentions only `inner.x`
    /// (defined) and `label`'s position and width (in rows), so kiwi makes `inner.width`
    /// basic, with a row over every label width before it that every pivot rewrites: O(depth)
    /// cells in O(depth) such rows. `inner.width` is in no row, so it is defined instead
    /// (`inner.x`'s definition is raised above it, ``Definitions/plan(_:terms:)``). As
    /// with every definition, it is exactly the row kiwi would make basic: an external basic
    /// never enters or leaves, so the pivots are the same.
    func expandedFreshSubject(_ expression: Expression) -> FreshSubject? {
        // Most such equalities have no candidate: look before building anything. A candidate
        // is mentioned by no definition but those expanded here (then nothing else is raised
        // for it: a variable that many definitions mention failed the plan's budget, slowly).
        let expandedDefinitions = expression.terms.map { definitions.index[$0.variable.id] }.filter { $0 >= 0 }
        let hasCandidate = expandedDefinitions.contains { d in
            definitions.list[Int(d)].terms.contains { t in
                isFresh(t.variable.id) && definitions.referencers(of: t.variable.id).allSatisfy { expandedDefinitions.contains($0) }
            }
        }
        guard hasCandidate else { return nil }
        var constant = expression.constant
        var terms: [Term] = []
        var expanded = false
        for t in expression.terms where t.coefficient != 0 {
            guard let d = definitions.definition(of: t.variable.id) else {
                terms.append(t)
                continue
            }
            expanded = true
            constant += t.coefficient * d.constant
            for u in d.terms { terms.append(Term(u.variable, u.coefficient * t.coefficient)) }
        }
        guard expanded, var subject = freshSubject(Expression(terms, constant: constant)) else { return nil }
        subject.constant = constant
        return subject
    }

    /// Whether `variable` may become a definition's subject: not defined, not basic, in no row.
    @inline(__always) func isFresh(_ variable: Int) -> Bool {
        let s = variableSymbols[variable]
        return definitions.index[variable] < 0 && !tableau.isBasic(s) && tableau.occurrences[s.index] == 0 && !isHidden(variable)
    }
}
