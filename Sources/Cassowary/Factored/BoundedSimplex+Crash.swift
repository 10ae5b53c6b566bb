// A triangular crash basis: the variables that required equalities define, basic from the start.

extension BoundedSimplex {
    /// Makes basic, before any pivot, each variable that a chain of required equalities
    /// determines, the way ``Definitions`` keeps them out of ``Solver``'s tableau: while some
    /// required equality's row holds exactly one free variable not yet made basic (a row
    /// singleton among the free columns), that variable becomes the row's basic column in place of its
    /// logical. The basis so made is triangular (each row holds its own variable and only
    /// variables made basic before it), so it is non-singular and its reinversion costs what it
    /// holds; the values then follow from one FTRAN, where the slack basis would need a pivot
    /// per such variable. (A triangular crash in the manner of Bixby, "Implementing the simplex
    /// method: the initial basis", ORSA J. on Computing 4, 1992, on the equality rows only.)
    mutating func crash() {
        let m = model.rowCount
        var eligible = [Bool](repeating: false, count: m)
        for row in 0..<m {
            let logical = Int(model.logical[row])
            eligible[row] = head[row] == Int32(logical) && model.lower[logical] == model.upper[logical]
        }
        // Each eligible row's variables (free columns), by row.
        var count = [Int32](repeating: 0, count: m)
        for j in 0..<model.variableCount where isFree(j) {
            for k in model.columnStart[j]..<model.columnStart[j + 1] where eligible[Int(model.entryRow[k])] {
                count[Int(model.entryRow[k])] += 1
            }
        }
        var start = [Int](repeating: 0, count: m + 1)
        for row in 0..<m { start[row + 1] = start[row] + Int(count[row]) }
        var members = [Int32](repeating: 0, count: start[m])
        var next = start
        for j in 0..<model.variableCount where isFree(j) {
            for k in model.columnStart[j]..<model.columnStart[j + 1] where eligible[Int(model.entryRow[k])] {
                let row = Int(model.entryRow[k])
                members[next[row]] = Int32(j)
                next[row] += 1
            }
        }
        var singletons = (0..<m).filter { eligible[$0] && count[$0] == 1 }.reversed().map(Int32.init)
        var basic = [Bool](repeating: false, count: model.variableCount)
        while let row = singletons.popLast().map(Int.init) {
            guard eligible[row], count[row] == 1,
                  let j = members[start[row]..<start[row + 1]].first(where: { !basic[Int($0)] }).map(Int.init)
            else { continue }
            basic[j] = true
            eligible[row] = false
            position[Int(head[row])] = -1
            head[row] = Int32(j)
            position[j] = Int32(row)
            for k in model.columnStart[j]..<model.columnStart[j + 1] {
                let other = Int(model.entryRow[k])
                guard eligible[other] else { continue }
                count[other] -= 1
                if count[other] == 1 { singletons.append(Int32(other)) }
            }
        }
    }

    /// Whether variable `j` has no bound (one the presolve made of a single-variable row is
    /// left non-basic at it by the crash).
    private func isFree(_ j: Int) -> Bool { model.lower[j] == -.infinity && model.upper[j] == .infinity }
}
