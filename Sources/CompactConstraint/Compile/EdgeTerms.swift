/// A view's edge, centre or size as at most two terms and no constant, kept inline: what
/// `Scope.expression` gives for `left`, `right`, `top`, `bottom`, `width`, `height`,
/// `centerX` and `centerY` of a view (not a guide), without an array.
struct EdgeTerms {
    var count: Int
    var first: LinearTerm
    var second: LinearTerm

    init(_ first: LinearTerm) {
        count = 1
        self.first = first
        second = first
    }

    init(_ first: LinearTerm, _ second: LinearTerm) {
        count = 2
        self.first = first
        self.second = second
    }

    subscript(index: Int) -> LinearTerm { index == 0 ? first : second }

    /// The terms of `attribute` (resolved for the layout direction) of view `index`; nil
    /// for the attributes that read margins, baselines or insets.
    static func of(_ attribute: LayoutAttribute, view index: Int) -> EdgeTerms? {
        let x = 4 * index
        let y = x + 1
        let width = x + 2
        let height = x + 3
        // x < width and y < height in the variable numbering, so the terms are sorted.
        switch attribute {
        case .left, .leading: return EdgeTerms(LinearTerm(variable: x, coefficient: 1))
        case .top: return EdgeTerms(LinearTerm(variable: y, coefficient: 1))
        case .width: return EdgeTerms(LinearTerm(variable: width, coefficient: 1))
        case .height: return EdgeTerms(LinearTerm(variable: height, coefficient: 1))
        case .right, .trailing:
            return EdgeTerms(LinearTerm(variable: x, coefficient: 1), LinearTerm(variable: width, coefficient: 1))
        case .bottom:
            return EdgeTerms(LinearTerm(variable: y, coefficient: 1), LinearTerm(variable: height, coefficient: 1))
        case .centerX:
            return EdgeTerms(LinearTerm(variable: x, coefficient: 1), LinearTerm(variable: width, coefficient: 0.5))
        case .centerY:
            return EdgeTerms(LinearTerm(variable: y, coefficient: 1), LinearTerm(variable: height, coefficient: 0.5))
        default: return nil
        }
    }

    /// `lhs − (rhs × multiplier + constant)` in one array, by the very operations of
    /// `LinearExpression`'s `*`, `+` and `-` on the expressions of the two ends (so every
    /// coefficient and the constant come out bit for bit the same): a term whose
    /// coefficients cancel is left out, a multiplier of 0 drops the right-hand terms.
    static func difference(_ lhs: EdgeTerms, _ rhs: EdgeTerms?, multiplier: Double, constant: Double) -> LinearExpression {
        // Both ends' constants are 0: `rhs * multiplier` keeps `0 * multiplier`, then `+ constant`.
        var rhsConstant = 0.0
        var rhsCount = 0
        var right = (LinearTerm(variable: 0, coefficient: 0), LinearTerm(variable: 0, coefficient: 0))
        if let rhs {
            rhsCount = rhs.count
            right = (rhs.first, rhs.second)
            if multiplier != 1 {
                rhsConstant = rhsConstant * multiplier
                if multiplier == 0 {
                    rhsCount = 0
                } else {
                    right.0.coefficient = right.0.coefficient * multiplier
                    right.1.coefficient = right.1.coefficient * multiplier
                }
            }
            rhsConstant = rhsConstant + constant
        } else {
            rhsConstant = constant
        }
        let left = (lhs.first, lhs.second)
        let leftCount = lhs.count
        // At most four terms, merged into a fixed tuple and made one array literal (a
        // literal's storage type is cached; an array grown or built from a buffer looked it up).
        let zero = LinearTerm(variable: 0, coefficient: 0)
        var merged = (zero, zero, zero, zero)
        var n = 0
        func put(_ term: LinearTerm) {
            switch n {
            case 0: merged.0 = term
            case 1: merged.1 = term
            case 2: merged.2 = term
            default: merged.3 = term
            }
            n += 1
        }
        var i = 0
        var j = 0
        while i < leftCount || j < rhsCount {
            let a = i == 0 ? left.0 : left.1
            let b = j == 0 ? right.0 : right.1
            if j == rhsCount || (i < leftCount && a.variable < b.variable) {
                put(a)
                i += 1
            } else if i == leftCount || b.variable < a.variable {
                put(LinearTerm(variable: b.variable, coefficient: -1 * b.coefficient))
                j += 1
            } else {
                let sum = a.coefficient + -1 * b.coefficient
                if sum != 0 { put(LinearTerm(variable: a.variable, coefficient: sum)) }
                i += 1
                j += 1
            }
        }
        let terms: LinearTerms
        switch n {
        case 0: terms = LinearTerms()
        case 1: terms = LinearTerms(merged.0)
        case 2: terms = LinearTerms(merged.0, merged.1)
        case 3: terms = [merged.0, merged.1, merged.2]
        default: terms = [merged.0, merged.1, merged.2, merged.3]
        }
        var result = LinearExpression(sortedTerms: terms)
        result.constant = 0 + -1 * rhsConstant
        return result
    }
}
