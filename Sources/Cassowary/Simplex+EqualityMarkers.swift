// Required equalities that are never removed: their dummy marker's column dropped.

extension Simplex {
    /// Erases the column of a just-added required equality's dummy marker when it is not
    /// basic (see ``Solver/dropsEqualityMarkers``). A dummy never enters the basis (kiwi's
    /// `getEnteringSymbol` skips it) and stays at 0, so its cells change no value, no ratio
    /// and no choice of entering or leaving symbol; kiwi keeps them only so that
    /// `removeConstraint` can pivot the marker out. Substituted into every row that held
    /// the equality's subject, they make each such row one cell longer per equality: the
    /// `fillEqually` stack's `w(k) == w(0)` put a column per view into every width's row
    /// (n rows of n dummy cells).
    mutating func dropEqualityMarker(_ tag: ConstraintTag) {
        let marker = tag.marker
        guard tag.priority == Constraint.required, !tag.other.isValid, marker.isValid,
              tableau.kind(marker) == .dummy, !tableau.isBasic(marker) else { return }
        tableau.eraseColumn(marker)
        objective.clear(marker)
        artificial?.clear(marker)
    }

    /// Whether `tag` is a required equality whose marker's column was dropped (a non-basic
    /// dummy in no row): it cannot be pivoted out, so removing it rebuilds the solver from
    /// the live constraints, as removing a definition does.
    func hasDroppedMarker(_ tag: ConstraintTag) -> Bool {
        let marker = tag.marker
        return marker.isValid && tableau.kind(marker) == .dummy && !tableau.isBasic(marker)
            && tableau.occurrences[marker.index] == 0
    }
}
