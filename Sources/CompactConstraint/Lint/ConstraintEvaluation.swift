import Cassowary

/// Evaluating a lowered constraint at solved variable values.
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
        violation(in: values) > Tolerance.lintValue * max(1, abs(expression.constant))
    }

    /// The variables the constraint mentions, ascending.
    var variables: [Int] { expression.terms.map(\.variable) }
}
