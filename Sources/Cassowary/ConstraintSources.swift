// The constraints a solver accepted, as given, in flat arrays (issue #18).

/// The constraint of each handle id, as given, nil once removed: what ``Simplex/rebuild()``
/// adds again, the invariant checks read and ``Solver/dualPhaseVariables`` names.
///
/// Every constraint's terms sit in one pool (a variable id of 4 bytes and a coefficient of 8,
/// in two arrays), the rest in one array each: 18 bytes a constraint plus 12 a term, where a
/// `[Constraint?]` cost 40 bytes a constraint plus a heap block for its terms (32 bytes of
/// header, 16 a term, malloc's rounding). A solver's variables are tableau symbols, whose
/// ids are 32-bit, so a variable id always fits (`Simplex.validate` checks it). A removed
/// constraint's terms stay in the pool until they are half of it; then the pool is compacted
/// (`ccc lint`'s priority trials remove and add the same constraints again and again).
struct ConstraintSources: RandomAccessCollection {
    /// The terms of every constraint: variable ids and coefficients, one entry a term.
    private var variables: [Int32] = []
    private var coefficients: [Double] = []
    /// Per constraint: where its terms start in `variables` and `coefficients`, and how many.
    private var starts: [Int32] = []
    private var counts: [Int32] = []
    private var constants: [Double] = []
    /// Per constraint: its priority times 4 plus its relation (0 `≤`, 1 `=`, 2 `≥`); 0 once removed.
    private var codes: [UInt16] = []
    /// How many terms of `terms` belong to removed constraints.
    private var garbage = 0

    var startIndex: Int { 0 }
    var endIndex: Int { codes.count }

    subscript(_ id: Int) -> Constraint? {
        get {
            let code = codes[id]
            guard code != 0 else { return nil }
            let start = Int(starts[id])
            let terms = (start..<start + Int(counts[id])).map { Term(Variable(id: Int(variables[$0])), coefficients[$0]) }
            let expression = Expression(terms, constant: constants[id])
            let relation: Relation = switch code & 3 {
            case 0: .lessThanOrEqual
            case 1: .equal
            default: .greaterThanOrEqual
            }
            return Constraint(expression, relation, priority: Int(code >> 2))
        }
        set {
            if codes[id] != 0 {
                garbage += Int(counts[id])
                codes[id] = 0
            }
            if let newValue { store(newValue, at: id) }
            if garbage > 1024 && 2 * garbage > variables.count { compact() }
        }
    }

    /// The first variable of constraint `id`'s expression, as given; nil once it is removed
    /// or when it has none.
    func firstVariable(of id: Int) -> Variable? {
        guard indices.contains(id), codes[id] != 0, counts[id] > 0 else { return nil }
        return Variable(id: Int(variables[Int(starts[id])]))
    }

    /// Reserves room for `count` constraints of `terms` terms in all.
    mutating func reserveCapacity(_ count: Int, terms: Int) {
        starts.reserveCapacity(count)
        counts.reserveCapacity(count)
        constants.reserveCapacity(count)
        codes.reserveCapacity(count)
        variables.reserveCapacity(terms)
        coefficients.reserveCapacity(terms)
    }

    mutating func append(_ constraint: Constraint?) {
        starts.append(0)
        counts.append(0)
        constants.append(0)
        codes.append(0)
        if let constraint { store(constraint, at: codes.count - 1) }
    }

    mutating func removeLast(_ k: Int) {
        for id in codes.count - k..<codes.count where codes[id] != 0 { garbage += Int(counts[id]) }
        starts.removeLast(k)
        counts.removeLast(k)
        constants.removeLast(k)
        codes.removeLast(k)
    }

    /// Writes a constraint into the empty place `id`, its terms at the end of the pool.
    /// Priorities are 1...1000 (validated before a constraint is recorded), so the code is
    /// never 0 and fits 16 bits.
    private mutating func store(_ constraint: Constraint, at id: Int) {
        starts[id] = Int32(truncatingIfNeeded: variables.count)
        counts[id] = Int32(truncatingIfNeeded: constraint.expression.terms.count)
        for t in constraint.expression.terms {
            variables.append(Int32(truncatingIfNeeded: t.variable.id))
            coefficients.append(t.coefficient)
        }
        constants[id] = constraint.expression.constant
        let relation: UInt16 = switch constraint.relation {
        case .lessThanOrEqual: 0
        case .equal: 1
        case .greaterThanOrEqual: 2
        }
        codes[id] = UInt16(truncatingIfNeeded: constraint.priority) << 2 | relation
    }

    /// Drops the terms of removed constraints, keeping the others in id order.
    private mutating func compact() {
        var keptVariables: [Int32] = []
        var keptCoefficients: [Double] = []
        keptVariables.reserveCapacity(variables.count - garbage)
        keptCoefficients.reserveCapacity(variables.count - garbage)
        for id in codes.indices where codes[id] != 0 {
            let start = Int(starts[id])
            starts[id] = Int32(truncatingIfNeeded: keptVariables.count)
            keptVariables.append(contentsOf: variables[start..<start + Int(counts[id])])
            keptCoefficients.append(contentsOf: coefficients[start..<start + Int(counts[id])])
        }
        variables = keptVariables
        coefficients = keptCoefficients
        garbage = 0
    }
}
