/// The terms of a `LinearExpression`, in order (sorted by variable, as the expression keeps
/// them), read like an array of `LinearTerm`.
///
/// Nearly every lowered constraint has one or two terms (a view's edge against a value or
/// against another view's edge, an implicit size): those are kept inline, with no heap block
/// (issue #18: a block a constraint, 64–80 bytes with malloc's and the array's headers, was
/// a fifth of the compiled layout). Three or more terms, or a variable outside 0...Int32.max,
/// are kept in an array.
public struct LinearTerms: RandomAccessCollection, Sendable, Hashable, ExpressibleByArrayLiteral {
    private enum Storage: Sendable {
        /// Up to two terms: a variable of -1 marks an absent term (a term's variable here is
        /// never negative), so `first == -1` is no term and `second == -1` at most one.
        case small(first: Int32, second: Int32, firstCoefficient: Double, secondCoefficient: Double)
        case large([LinearTerm])
    }

    private var storage: Storage

    /// No terms.
    public init() { storage = .small(first: -1, second: -1, firstCoefficient: 0, secondCoefficient: 0) }

    /// One term.
    init(_ term: LinearTerm) {
        if let variable = Self.inlineVariable(term.variable) {
            storage = .small(first: variable, second: -1, firstCoefficient: term.coefficient, secondCoefficient: 0)
        } else {
            storage = .large([term])
        }
    }

    /// Two terms, in this order.
    init(_ first: LinearTerm, _ second: LinearTerm) {
        if let a = Self.inlineVariable(first.variable), let b = Self.inlineVariable(second.variable) {
            storage = .small(first: a, second: b, firstCoefficient: first.coefficient, secondCoefficient: second.coefficient)
        } else {
            storage = .large([first, second])
        }
    }

    /// The terms of `terms`, in order.
    public init(_ terms: [LinearTerm]) {
        switch terms.count {
        case 0: self.init()
        case 1: self.init(terms[0])
        case 2: self.init(terms[0], terms[1])
        default: self.init(storage: .large(terms))
        }
    }

    private init(storage: Storage) { self.storage = storage }

    public init(arrayLiteral elements: LinearTerm...) { self.init(elements) }

    /// `variable` as kept inline; nil when it does not fit (it then goes in the array).
    private static func inlineVariable(_ variable: Int) -> Int32? {
        guard variable >= 0, let narrow = Int32(exactly: variable) else { return nil }
        return narrow
    }

    public var startIndex: Int { 0 }

    public var endIndex: Int {
        switch storage {
        case .small(let first, let second, _, _): first < 0 ? 0 : (second < 0 ? 1 : 2)
        case .large(let terms): terms.count
        }
    }

    /// The term at `position` (0 ..< count; a position outside is a programming error, as
    /// for an array).
    public subscript(position: Int) -> LinearTerm {
        switch storage {
        case .small(let first, let second, let firstCoefficient, let secondCoefficient):
            position == 0
                ? LinearTerm(variable: Int(first), coefficient: firstCoefficient)
                : LinearTerm(variable: Int(second), coefficient: secondCoefficient)
        case .large(let terms): terms[position]
        }
    }

    /// Makes room for `capacity` terms: beyond two they go to an array, reserved once.
    mutating func reserveCapacity(_ capacity: Int) {
        guard capacity > 2, case .small = storage else { return }
        var terms: [LinearTerm] = []
        terms.reserveCapacity(capacity)
        terms.append(contentsOf: self)
        storage = .large(terms)
    }

    /// Appends `term` after the others (the caller keeps them sorted).
    mutating func append(_ term: LinearTerm) {
        switch storage {
        case .small(let first, let second, let firstCoefficient, _):
            if first < 0 {
                self = LinearTerms(term)
            } else if second < 0, let variable = Self.inlineVariable(term.variable) {
                storage = .small(
                    first: first, second: variable, firstCoefficient: firstCoefficient, secondCoefficient: term.coefficient)
            } else {
                var terms = Array(self)
                terms.append(term)
                storage = .large(terms)
            }
        case .large(var terms):
            storage = .small(first: -1, second: -1, firstCoefficient: 0, secondCoefficient: 0)
            terms.append(term)
            storage = .large(terms)
        }
    }

    /// Two terms or fewer kept in an array (a merge reserved for more than it kept) go inline.
    mutating func shrinkToInline() {
        guard case .large(let terms) = storage, terms.count <= 2 else { return }
        self = LinearTerms(terms)
    }

    /// Equal when they hold the same terms in the same order, however they are kept.
    public static func == (a: LinearTerms, b: LinearTerms) -> Bool { a.elementsEqual(b) }

    /// As an array of the same terms hashes: the count, then each term.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for term in self { hasher.combine(term) }
    }
}
