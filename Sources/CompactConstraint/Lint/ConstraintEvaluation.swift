import Cassowary

/// Evaluating a lowered constraint at solved variable values.
extension LinearConstraint {
    /// The expression's value (`lhs - rhs`, points) for the given variable values (points,
    /// one per layout variable by index; a variable beyond them counts as 0).
    public func residual(in values: [Double]) -> Double {
        expression.terms.reduce(expression.constant) { sum, term in
            sum + term.coefficient * (values.indices.contains(term.variable) ? values[term.variable] : 0)
        }
    }

    /// By how much the constraint is violated at `values` (points; 0 when it holds).
    public func violation(in values: [Double]) -> Double {
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

extension CompiledLayout {
    /// Each optional priority's summed violation (points) at `values`: what the solver's
    /// objective makes as small as it can, one priority level at a time, highest first.
    public func violationsByPriority(at values: [Double]) -> [Int: Double] {
        var sums: [Int: Double] = [:]
        for constraint in constraints where constraint.priority < Constraint.required {
            sums[constraint.priority, default: 0] += constraint.violation(in: values)
        }
        return sums
    }
}
