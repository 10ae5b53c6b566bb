// Public value types that describe a linear constraint: variables, terms and expressions.

/// An unknown of the system (for ccc: one of a view's x, y, width or height, in points).
///
/// Variables are created by ``Solver/makeVariable()``; `id` is dense, starting at 0,
/// in creation order, and is only meaningful for the solver that created it.
public struct Variable: Hashable, Sendable, Comparable {
    /// Dense index of the variable inside its solver (0, 1, 2, ... in creation order).
    public let id: Int
    public static func < (a: Variable, b: Variable) -> Bool { a.id < b.id }
}

/// One summand `coefficient · variable` of an ``Expression``. The coefficient is dimensionless.
public struct Term: Sendable, Hashable {
    public var variable: Variable
    public var coefficient: Double
    public init(_ variable: Variable, _ coefficient: Double) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// The affine expression `Σ coefficient·variable + constant` (constant in points).
///
/// The same variable may appear in several terms; their coefficients are summed.
public struct Expression: Sendable, Hashable {
    public var terms: [Term]
    public var constant: Double
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }
}
