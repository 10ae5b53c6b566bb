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

    /// Solves the constraints in file order with the given priority for each (as
    /// `LayoutSolver` does: a required constraint that cannot be added is left out) and
    /// returns every variable's value.
    static func solve(_ layout: CompiledLayout, priorities: [Int]) -> [Double] {
        let system = SolverSystem(variableCount: layout.variableCount)
        for (index, constraint) in layout.constraints.enumerated() {
            var adjusted = constraint
            if priorities.indices.contains(index) { adjusted.priority = priorities[index] }
            _ = system.add(adjusted)
        }
        return (0..<layout.variableCount).map { system.value(of: $0) }
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
