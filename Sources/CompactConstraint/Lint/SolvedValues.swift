/// Reading and evaluating layout variables after solving.
enum SolvedValues {
    /// The solver's value of every variable: view `i` owns `4i ..< 4i + 4` (x, y, width,
    /// height, absolute); the root is view 0 at the origin.
    static func values(of solution: Solution, variableCount: Int) -> [Double] {
        var values = [Double](repeating: 0, count: variableCount)
        let frames = [Frame(x: 0, y: 0, width: solution.size.width, height: solution.size.height)]
            + solution.views.map(\.absoluteFrame)
        for (index, frame) in frames.enumerated() where 4 * index + 3 < variableCount {
            values[4 * index] = frame.x
            values[4 * index + 1] = frame.y
            values[4 * index + 2] = frame.width
            values[4 * index + 3] = frame.height
        }
        return values
    }
}

/// How far apart two solved values may be and still count as equal, in points.
let lintTolerance = 1e-4

extension LinearConstraint {
    /// The expression's value (`lhs - rhs`) for the given variable values.
    func residual(in values: [Double]) -> Double {
        expression.terms.reduce(expression.constant) { sum, term in
            sum + term.coefficient * (values.indices.contains(term.variable) ? values[term.variable] : 0)
        }
    }

    /// By how much the constraint is violated (0 when it holds).
    func violation(in values: [Double]) -> Double {
        let value = residual(in: values)
        switch relation {
        case .equal: return abs(value)
        case .lessThanOrEqual: return max(0, value)
        case .greaterThanOrEqual: return max(0, -value)
        }
    }

    func isViolated(in values: [Double]) -> Bool {
        violation(in: values) > lintTolerance * max(1, abs(expression.constant))
    }

    /// The variables the constraint mentions, ascending.
    var variables: [Int] { expression.terms.map(\.variable) }
}
