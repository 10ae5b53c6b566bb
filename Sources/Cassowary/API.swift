// PLACEHOLDER API — replaced by the real solver. Shapes agreed for the pipeline.

/// An unknown of the system (for ccc: one of a view's x, y, width, height, in points).
public struct Variable: Hashable, Sendable, Comparable {
    public let id: Int
    public static func < (a: Variable, b: Variable) -> Bool { a.id < b.id }
}

/// `Σ coefficient·variable + constant`.
public struct Expression: Sendable, Hashable {
    public var terms: [Term]
    public var constant: Double
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }
}

public struct Term: Sendable, Hashable {
    public var variable: Variable
    public var coefficient: Double
    public init(_ variable: Variable, _ coefficient: Double) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// `expression relation 0`.
public enum Relation: Sendable, Hashable { case lessThanOrEqual, equal, greaterThanOrEqual }

public struct Constraint: Sendable, Hashable {
    public var expression: Expression
    public var relation: Relation
    /// 1...999 optional, strict levels; 1000 required.
    public var priority: Int
    public init(_ expression: Expression, _ relation: Relation, priority: Int = 1000) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
    }
}

public struct ConstraintHandle: Hashable, Sendable { public let id: Int }

public enum SolverError: Error, Sendable, Equatable {
    case unsatisfiable
    case invalidPriority(Int)
    case unknownConstraint
}

public final class Solver {
    public init() {}
    public func makeVariable() -> Variable { fatalError() }
    public func add(_ constraint: Constraint) throws(SolverError) -> ConstraintHandle { fatalError() }
    public func remove(_ handle: ConstraintHandle) throws(SolverError) { fatalError() }
    public func value(of variable: Variable) -> Double { fatalError() }
}
