// Public description of a constraint `expression relation 0` and the handle that names it.

/// How an ``Expression`` is compared with zero.
public enum Relation: Sendable, Hashable { case lessThanOrEqual, equal, greaterThanOrEqual }

/// The linear constraint `expression relation 0` at a priority.
///
/// Priority 1000 (``Constraint/required``) must hold exactly. Priorities 1...999 are
/// optional and *strict*: any violation at a higher level outweighs any amount of
/// violation at all lower levels together. Within one level the solver minimises the
/// summed absolute violation (in points) of that level's constraints.
public struct Constraint: Sendable, Hashable {
    /// The priority of a constraint that must hold.
    public static let required = 1000
    /// The valid priorities: 1...999 optional, 1000 required.
    public static let priorityRange = 1...1000

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

/// Names a constraint accepted by ``Solver/add(_:)``; pass it to ``Solver/remove(_:)``.
/// Only meaningful for the solver that returned it.
public struct ConstraintHandle: Hashable, Sendable { public let id: Int }
