// Whether a variable's value is the same in every optimal solution.

extension Simplex {
    /// True when some other solution, exactly as good at every priority level, gives the
    /// variable `v` a different value: the layout leaves it *ambiguous*.
    ///
    /// The optimal face is the set of feasible points where every non-basic symbol with a
    /// non-zero objective vector stays 0; the others (*free* symbols: zero objective,
    /// not dummies) may move without changing the objective. Because the face is convex,
    /// `v` takes another value on it exactly when some feasible direction at the current
    /// solution changes `v`. Feasible directions form a cone: free symbols move (slack
    /// and error symbols only upwards), every row whose basic symbol sits at its bound
    /// (a restricted basic at 0, or a dummy) must not leave it, and rows with slack to
    /// spare do not constrain an infinitesimal step. The cone splits into independent
    /// components (free symbols linked by rows at their bound); `v` can move exactly when
    /// its rate of change can be made ±1 within one component. Each component is put
    /// into a small solver when first asked, and each question adds and removes one
    /// constraint there.
    /// The tableau itself is not touched.
    mutating func isAmbiguous(_ v: Variable) -> Bool {
        // `v` written over the non-basic symbols (a defined variable expanded through its definitions).
        let goal = expandedRow(Expression([Term(v, 1)]))
        let free = goal.cells.filter { isFree($0.symbol) && abs($0.coefficient) > tolerance }
        var checked: [Int] = []
        for cell in free {
            let component = coneComponent(containing: cell.symbol)
            guard !checked.contains(component) else { continue }
            checked.append(component)
            // v's rate of change in this component's directions.
            let rate = free.compactMap { cell -> (Int, Double)? in
                let index = cell.symbol.index
                guard ambiguityCones.componentOf[index] == component else { return nil }
                return (Int(ambiguityCones.position[index]), cell.coefficient)
            }
            let cone = ambiguityCones.components[component]
            if cone.canMove(rate, by: 1) || cone.canMove(rate, by: -1) { return true }
        }
        return false
    }

    /// A non-basic symbol that may move along the optimal face.
    func isFree(_ s: Symbol) -> Bool {
        tableau.kind(s) != .dummy && !tableau.isBasic(s) && objective.isZero(s, tolerance: tolerance)
    }

    /// A row whose basic symbol cannot move freely: a dummy, or a restricted symbol at 0.
    func isAtBound(_ slot: Int) -> Bool {
        let kind = tableau.kind(tableau.basicOfSlot[slot])
        return kind == .dummy || (kind.isRestricted && abs(tableau.rows[slot].constant) <= Tolerance.atBound)
    }

    /// The index of the cone component of a free symbol, building it on first use: every
    /// free symbol linked to it through rows at their bound, and those rows.
    mutating func coneComponent(containing symbol: Symbol) -> Int {
        ambiguityCones.prepare(symbolCount: tableau.symbolCount, slotCount: tableau.rows.count)
        let known = ambiguityCones.componentOf[symbol.index]
        if known >= 0 { return Int(known) }
        let index = ambiguityCones.components.count
        var symbols: [Symbol] = []
        var rows: [(cells: [Cell], equality: Bool)] = []
        // Depth first from `symbol`; `pending` stays empty (unallocated) for the usual
        // component of one view's own free symbol.
        var first: Symbol? = symbol
        var pending: [Symbol] = []
        while let s = first ?? pending.popLast() {
            first = nil
            guard ambiguityCones.componentOf[s.index] < 0 else { continue }
            ambiguityCones.componentOf[s.index] = Int32(index)
            ambiguityCones.position[s.index] = Int32(symbols.count)
            symbols.append(s)
            for slot in tableau.rowsContaining(s)
            where ambiguityCones.componentOfSlot[Int(slot)] < 0 && isAtBound(Int(slot)) {
                // A row at its bound links its free symbols, so it is in one component only.
                ambiguityCones.componentOfSlot[Int(slot)] = Int32(index)
                // In symbol order, so that the component's positions do not depend on the row's history.
                let cells = tableau.rows[Int(slot)].sortedCells.filter { isFree($0.symbol) }
                rows.append((cells, tableau.kind(tableau.basicOfSlot[Int(slot)]) == .dummy))
                pending += cells.map(\.symbol)
            }
        }
        let restricted = symbols.map { tableau.kind($0).isRestricted }
        let positions = rows.map { row in
            (row.cells.map { (Int(ambiguityCones.position[$0.symbol.index]), $0.coefficient) }, row.equality)
        }
        ambiguityCones.components.append(DirectionCone(restricted: restricted, rows: positions, pivotBudget: pivotBudget))
        ambiguityCones.members.append(symbols)
        return index
    }
}

/// The cone components built for the current tableau; emptied whenever it changes.
/// `componentOf` and `position` are indexed by symbol, `componentOfSlot` by tableau row
/// (-1: in no component yet).
struct AmbiguityCones {
    var componentOf: [Int32] = []
    var position: [Int32] = []
    var componentOfSlot: [Int32] = []
    var components: [DirectionCone] = []
    /// The symbols of each component, in their positions' order.
    var members: [[Symbol]] = []

    /// Nothing to forget when the tableau changes.
    var isEmpty: Bool { componentOf.isEmpty }

    /// The first internal error of any component's solver since the last change (see
    /// ``Solver/probeFailure``).
    var failure: String? { components.lazy.compactMap(\.failure).first }

    mutating func prepare(symbolCount: Int, slotCount: Int) {
        if componentOf.count < symbolCount {
            componentOf += [Int32](repeating: -1, count: symbolCount - componentOf.count)
            position += [Int32](repeating: -1, count: symbolCount - position.count)
        }
        if componentOfSlot.count < slotCount {
            componentOfSlot += [Int32](repeating: -1, count: slotCount - componentOfSlot.count)
        }
    }
}
