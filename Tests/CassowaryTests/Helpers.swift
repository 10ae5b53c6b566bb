import Cassowary

/// `Σ c·v + constant`.
func expr(_ terms: [(Variable, Double)], _ constant: Double = 0) -> Expression {
    Expression(terms.map { Term($0.0, $0.1) }, constant: constant)
}

/// `lhs relation rhs` where both sides are given as (terms, constant).
func cn(_ lhs: [(Variable, Double)], _ relation: Relation, _ rhs: Double,
        _ rhsTerms: [(Variable, Double)] = [], priority: Int = 1000) -> Constraint {
    let terms = lhs + rhsTerms.map { ($0.0, -$0.1) }
    return Constraint(expr(terms, -rhs), relation, priority: priority)
}

/// An n×n grid of equal cells filling `size`×`size`: cell (r, c) has x, y, w, h;
/// cells touch their neighbours, widths are equal along a row, heights along a column,
/// the first cell starts at 0 and the last ends at `size`. About 4n² required equalities.
func buildGrid(_ solver: Solver, n: Int, size: Double) throws -> [[(x: Variable, y: Variable, w: Variable, h: Variable)]] {
    var cells: [[(x: Variable, y: Variable, w: Variable, h: Variable)]] = []
    for _ in 0..<n {
        var row: [(x: Variable, y: Variable, w: Variable, h: Variable)] = []
        for _ in 0..<n {
            row.append((solver.makeVariable(), solver.makeVariable(), solver.makeVariable(), solver.makeVariable()))
        }
        cells.append(row)
    }
    for r in 0..<n {
        for c in 0..<n {
            let cell = cells[r][c]
            if c == 0 {
                _ = try solver.add(cn([(cell.x, 1)], .equal, 0))
            } else {
                let left = cells[r][c - 1]
                _ = try solver.add(cn([(cell.x, 1)], .equal, 0, [(left.x, 1), (left.w, 1)]))
                _ = try solver.add(cn([(cell.w, 1)], .equal, 0, [(left.w, 1)]))
            }
            if r == 0 {
                _ = try solver.add(cn([(cell.y, 1)], .equal, 0))
            } else {
                let above = cells[r - 1][c]
                _ = try solver.add(cn([(cell.y, 1)], .equal, 0, [(above.y, 1), (above.h, 1)]))
                _ = try solver.add(cn([(cell.h, 1)], .equal, 0, [(above.h, 1)]))
            }
            if c == n - 1 { _ = try solver.add(cn([(cell.x, 1), (cell.w, 1)], .equal, size)) }
            if r == n - 1 { _ = try solver.add(cn([(cell.y, 1), (cell.h, 1)], .equal, size)) }
        }
    }
    return cells
}

/// A horizontal chain of n views: left0 == 0, left(i) == right(i-1) + gap (required),
/// width >= minWidth (required), width == 50 @ 250 (the last view's @ `lastPriority`),
/// and, if `equalWidths`, width(i) == width(i-1) @ 500.
func buildChain(_ solver: Solver, n: Int, gap: Double = 8, minWidth: Double = 20,
                equalWidths: Bool = true, lastPriority: Int = 250) throws -> (lefts: [Variable], widths: [Variable]) {
    var lefts: [Variable] = [], widths: [Variable] = []
    for i in 0..<n {
        let l = solver.makeVariable(), w = solver.makeVariable()
        if i == 0 {
            _ = try solver.add(cn([(l, 1)], .equal, 0))
        } else {
            _ = try solver.add(cn([(l, 1)], .equal, gap, [(lefts[i - 1], 1), (widths[i - 1], 1)]))
        }
        _ = try solver.add(cn([(w, 1)], .greaterThanOrEqual, minWidth))
        _ = try solver.add(cn([(w, 1)], .equal, 50, priority: i == n - 1 ? lastPriority : 250))
        if i > 0 && equalWidths { _ = try solver.add(cn([(w, 1)], .equal, 0, [(widths[i - 1], 1)], priority: 500)) }
        lefts.append(l)
        widths.append(w)
    }
    return (lefts, widths)
}
