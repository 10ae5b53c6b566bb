// An independent solver for tiny systems: lexicographic optimisation by enumerating vertices.

import Cassowary

/// One constraint `Σ a[i]·x[i] + b  relation  0` of a small system, at a priority.
struct SmallConstraint {
    var a: [Double]
    var b: Double
    var relation: Relation
    var priority: Int

    /// `Σ a·x + b`.
    func residual(_ x: [Double]) -> Double { zip(a, x).reduce(b) { $0 + $1.0 * $1.1 } }

    /// `|Σ a·x| + |b|`: the size of the numbers the residual is made of.
    func scale(_ x: [Double]) -> Double { zip(a, x).reduce(abs(b)) { $0 + abs($1.0 * $1.1) } }

    /// By how much `x` violates the constraint (0 when it holds).
    func violation(_ x: [Double]) -> Double {
        let r = residual(x)
        switch relation {
        case .equal: return abs(r)
        case .lessThanOrEqual: return max(0, r)
        case .greaterThanOrEqual: return max(0, -r)
        }
    }

    func holds(_ x: [Double], tolerance: Double) -> Bool {
        violation(x) <= tolerance * max(1, scale(x))
    }
}

/// Solves a system of a few variables (at most 4 or 5) exactly, without a simplex.
///
/// Every constraint's hyperplane `Σ a·x + b = 0` cuts space into cells; inside one closed
/// cell every violation `|r|`, `max(0, r)`, `max(0, -r)` is linear, and the required
/// constraints either hold on the whole cell or not. So the lexicographic objective (the
/// summed violation of each priority level, highest first) is linear on each cell, and
/// its minimum over a cell is reached on a face of the cell, which holds a vertex of the
/// cell when the normals span the space (the cell is then pointed). Cell vertices are the
/// points where n of the hyperplanes with independent normals meet. Hence: enumerate
/// those points, keep those where the required constraints hold, and take the ones whose
/// level-by-level violations are lexicographically least.
///
/// The caller must make the normals span the space (`VertexOracle` adds nothing); a weak
/// `x[i] = r[i]` for every variable does it and also makes the optimal set bounded, so
/// that the optimum is unique exactly when every optimal vertex is the same point.
struct VertexOracle {
    let variableCount: Int
    let constraints: [SmallConstraint]
    /// Optional priorities in use, highest first.
    let levels: [Int]
    /// The constraints of each level in `levels`.
    private let byLevel: [[SmallConstraint]]
    let tolerance = 1e-7

    init(variableCount: Int, constraints: [SmallConstraint]) {
        self.variableCount = variableCount
        self.constraints = constraints
        levels = Set(constraints.map(\.priority)).filter { $0 < 1000 }.sorted(by: >)
        byLevel = levels.map { level in constraints.filter { $0.priority == level } }
    }

    /// The summed violation of each optional level, highest priority first.
    func profile(_ x: [Double]) -> [Double] {
        byLevel.map { level in level.reduce(0) { $0 + $1.violation(x) } }
    }

    /// Whether every required constraint holds at `x`.
    func isFeasible(_ x: [Double]) -> Bool {
        constraints.allSatisfy { $0.priority < 1000 || $0.holds(x, tolerance: tolerance) }
    }

    /// Every point where `variableCount` hyperplanes with independent normals meet.
    func vertices() -> [[Double]] {
        var points: [[Double]] = []
        var chosen: [Int] = []
        func choose(from start: Int) {
            if chosen.count == variableCount {
                if let x = solve(chosen.map { constraints[$0] }) { points.append(x) }
                return
            }
            guard start < constraints.count else { return }
            for i in start..<constraints.count {
                chosen.append(i)
                choose(from: i + 1)
                chosen.removeLast()
            }
        }
        choose(from: 0)
        return points
    }

    /// The lexicographically least profile and the feasible vertices that reach it; nil
    /// when no vertex is feasible (the required constraints contradict each other).
    func optimum() -> (profile: [Double], points: [[Double]])? {
        let feasible = vertices().filter(isFeasible).map { (x: $0, profile: profile($0)) }
        guard let first = feasible.first else { return nil }
        var best = first.profile
        for candidate in feasible.dropFirst() where compare(candidate.profile, best) < 0 { best = candidate.profile }
        return (best, feasible.filter { compare($0.profile, best) == 0 }.map(\.x))
    }

    /// -1, 0 or 1 as profile `p` is lexicographically below, equal to (within the
    /// tolerance) or above `q`.
    func compare(_ p: [Double], _ q: [Double]) -> Int {
        for (u, v) in zip(p, q) where abs(u - v) > tolerance * max(1, abs(u), abs(v)) {
            return u < v ? -1 : 1
        }
        return 0
    }

    /// The point where the hyperplanes of `rows` meet, by Gaussian elimination with
    /// partial pivoting; nil when their normals are dependent.
    private func solve(_ rows: [SmallConstraint]) -> [Double]? {
        let n = variableCount
        var m = rows.map { $0.a + [-$0.b] }
        for column in 0..<n {
            guard let pivot = (column..<n).max(by: { abs(m[$0][column]) < abs(m[$1][column]) }),
                  abs(m[pivot][column]) > 1e-9 else { return nil }
            m.swapAt(column, pivot)
            for r in 0..<n where r != column {
                let factor = m[r][column] / m[column][column]
                guard factor != 0 else { continue }
                for c in column...n { m[r][c] -= factor * m[column][c] }
            }
        }
        return (0..<n).map { m[$0][n] / m[$0][$0] }
    }
}
