// A direction cone's questions answered by the factored engine (its own ambiguity question).

/// ``DirectionCone``'s three questions, each as one ``FactoredEngine`` solve of the cone's
/// constraints over the directions `d` (variables `0 ..< n`: `d_i ≥ 0` for a restricted
/// symbol, each row `≥ 0` or `= 0`) and the question's own. Used for the factored engine's
/// ambiguity question (`BoundedSimplex+Ambiguity.swift`), whose components hold as many
/// symbols as the layout's tied views: the cone's own `Solver` was then as dense as the
/// layout's tableau (a squeezed row of 2,286 views with tied widths: 12 s in the cone).
extension DirectionCone {
    /// The cone's constraints over variables `0 ..< restricted.count`.
    private var coneConstraints: [Constraint] {
        var list: [Constraint] = []
        for (index, isRestricted) in restricted.enumerated() where isRestricted {
            list.append(Constraint(Expression([Term(Variable(id: index), 1)]), .greaterThanOrEqual))
        }
        for row in rows {
            let terms = row.terms.filter { restricted.indices.contains($0.0) }.map { Term(Variable(id: $0.0), $0.1) }
            list.append(Constraint(Expression(terms), row.equality ? .equal : .greaterThanOrEqual))
        }
        return list
    }

    /// `canMove(terms, by: rate)`: whether `Σ c·d = rate` can hold in the cone.
    func engineCanMove(_ terms: [(Int, Double)], by rate: Double) -> Bool {
        let goal = terms.filter { restricted.indices.contains($0.0) }.map { Term(Variable(id: $0.0), $0.1) }
        let list = coneConstraints + [Constraint(Expression(goal, constant: -rate), .equal)]
        do throws(SolverError) {
            _ = try FactoredEngine.solve(list, variableCount: restricted.count)
            return true
        } catch .unsatisfiable {
            return false
        } catch {
            record(error)
            return false
        }
    }

    /// `sample(towards:)`: the cone's direction nearest the targets, each pulled at priority 1.
    func engineSample(towards targets: [Double]) -> [Double] {
        var list = coneConstraints
        for (index, target) in targets.enumerated() where index < restricted.count {
            list.append(Constraint(Expression([Term(Variable(id: index), 1)], constant: -target), .equal, priority: 1))
        }
        do throws(SolverError) {
            return Array(try FactoredEngine.solve(list, variableCount: restricted.count).values.prefix(targets.count))
        } catch {
            record(error)
            return [Double](repeating: 0, count: targets.count)
        }
    }

    /// `movableSymbols()`: a share `t_i` per symbol, `0 ≤ t_i ≤ d_i` (or `≤ −d_i` for the
    /// unrestricted ones not yet moved), each pulled to 1 at priority 1; `t_i = 1` exactly
    /// where the cone can move the symbol that way.
    func engineMovableSymbols() -> [Bool]? {
        let n = restricted.count
        var moves = [Bool](repeating: false, count: n)
        for sign in [1.0, -1.0] {
            let asked = (0..<n).filter { !moves[$0] && (sign > 0 || !restricted[$0]) }
            guard !asked.isEmpty else { continue }
            var list = coneConstraints
            for (k, index) in asked.enumerated() {
                let share = Variable(id: n + k)
                list.append(Constraint(Expression([Term(share, 1)]), .greaterThanOrEqual))
                list.append(Constraint(Expression([Term(Variable(id: index), sign), Term(share, -1)]), .greaterThanOrEqual))
                list.append(Constraint(Expression([Term(share, 1)], constant: -1), .equal, priority: 1))
            }
            do throws(SolverError) {
                let values = try FactoredEngine.solve(list, variableCount: n + asked.count).values
                for (k, index) in asked.enumerated() where values[n + k] > 0.5 { moves[index] = true }
            } catch {
                record(error)
                return nil
            }
        }
        return moves
    }
}
