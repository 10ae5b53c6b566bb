/// `Σ coefficient·variable + constant` over a layout's variables, in points.
///
/// Variables are numbered densely: view `i` (0 is the root) owns `4i` (x), `4i+1` (y),
/// `4i+2` (width) and `4i+3` (height), all in the root's coordinates. Terms are kept
/// sorted by variable with no zero coefficients, so equal expressions compare equal. One or
/// two terms are kept inline (`LinearTerms`): no heap block for nearly every constraint.
public struct LinearExpression: Sendable, Hashable {
    public private(set) var terms: LinearTerms
    public var constant: Double

    public init(constant: Double = 0) {
        self.terms = LinearTerms()
        self.constant = constant
    }

    public init(variable: Int, coefficient: Double = 1) {
        self.terms = coefficient == 0 ? LinearTerms() : LinearTerms(LinearTerm(variable: variable, coefficient: coefficient))
        self.constant = 0
    }

    /// `Σ coefficient·variable` from terms already sorted by distinct variables with
    /// nonzero coefficients (the caller guarantees it), constant 0.
    init(sortedTerms: LinearTerms) {
        self.terms = sortedTerms
        self.constant = 0
    }

    /// True when every coefficient and the constant are finite.
    public var isFinite: Bool { constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite } }

    public static func + (a: LinearExpression, b: LinearExpression) -> LinearExpression { merge(a, b, sign: 1) }

    public static func * (a: LinearExpression, factor: Double) -> LinearExpression {
        // Multiplying by 1 changes no value (x × 1 is x, signed zeros included): no copy.
        if factor == 1 { return a }
        var result = LinearExpression(constant: a.constant * factor)
        if factor != 0 {
            result.terms.reserveCapacity(a.terms.count)
            for term in a.terms { result.terms.append(LinearTerm(variable: term.variable, coefficient: term.coefficient * factor)) }
        }
        return result
    }

    public static prefix func - (a: LinearExpression) -> LinearExpression { a * -1 }

    /// `a + (-b)`, merged in one pass: the same additions of negated values, without
    /// the intermediate negated copy of `b`.
    public static func - (a: LinearExpression, b: LinearExpression) -> LinearExpression { merge(a, b, sign: -1) }

    /// `a + sign × b` (`sign` 1 or -1, so each product is exact) in one pass over the two
    /// sorted term lists; a variable whose coefficients cancel is left out.
    private static func merge(_ a: LinearExpression, _ b: LinearExpression, sign: Double) -> LinearExpression {
        var result = LinearExpression(constant: a.constant + sign * b.constant)
        // One allocation of the most the merge can need (none up to two terms), not a
        // regrowth per appended term.
        result.terms.reserveCapacity(a.terms.count + b.terms.count)
        var i = 0
        var j = 0
        while i < a.terms.count || j < b.terms.count {
            if j == b.terms.count || (i < a.terms.count && a.terms[i].variable < b.terms[j].variable) {
                result.terms.append(a.terms[i])
                i += 1
            } else if i == a.terms.count || b.terms[j].variable < a.terms[i].variable {
                result.terms.append(LinearTerm(variable: b.terms[j].variable, coefficient: sign * b.terms[j].coefficient))
                j += 1
            } else {
                let sum = a.terms[i].coefficient + sign * b.terms[j].coefficient
                if sum != 0 { result.terms.append(LinearTerm(variable: a.terms[i].variable, coefficient: sum)) }
                i += 1
                j += 1
            }
        }
        result.terms.shrinkToInline()
        return result
    }

    public static func + (a: LinearExpression, constant: Double) -> LinearExpression {
        var result = a
        result.constant += constant
        return result
    }
}

public struct LinearTerm: Sendable, Hashable {
    public var variable: Int
    public var coefficient: Double
}

/// One lowered constraint: `expression relation 0`, at a priority (1...999 optional, 1000 required).
public struct LinearConstraint: Sendable, Hashable {
    // Stored in this order so that the one-byte relation packs after the origin's last
    // field: 88 bytes a constraint instead of 104 (a layout keeps every one until it is printed).
    public var expression: LinearExpression
    public var priority: Int
    public var origin: ConstraintOrigin
    public var relation: RelationKind

    public init(_ expression: LinearExpression, _ relation: RelationKind, priority: Int, origin: ConstraintOrigin) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
        self.origin = origin
    }
}

/// Where a lowered constraint came from, for messages and for `ccc compile`.
public struct ConstraintOrigin: Sendable, Hashable {
    public enum Kind: String, Sendable {
        /// A constraint string in the file.
        case written
        /// The root's position and size.
        case root
        /// A view's `size`.
        case size
        /// Content hugging or compression resistance from `intrinsicSize`.
        case intrinsicSize
        /// Docking (`align`).
        case align
        /// A visual format string (one string may give many constraints).
        case visualFormat
        /// A stack view's arrangement (`stack`), named after UIKit's `UISV-…` identifiers.
        case stack
        /// A grid's rows and columns (`grid`, `cell`).
        case grid
        /// UIKit's implicit `width >= 0` and `height >= 0` of every view and layout guide
        /// (listed by `ccc compile --implicit`).
        case nonNegativeSize = "implicit"
    }

    // The texts first and the kind in the byte after them, then the written priority in the
    // padding before the range: 64 bytes an origin, not 72.
    private var text: OriginText
    public var kind: Kind
    /// The priority a written compact constraint's canonical text shows (1...1000), kept
    /// here rather than in its `WrittenConstraintText`, which then fits the origin's text
    /// with no heap block; 0 for every other kind.
    private var writtenPriority: Int16 = 0
    /// The identifier: the text after `#`, else the whole string; for implicit constraints a description.
    public var identifier: String {
        get { text.identifier }
        set { text = .given(identifier: newValue, canonical: canonical) }
    }
    /// The canonical compact form, e.g. `button.right == super.right - 5 @ 750`.
    public var canonical: String {
        get { text.canonical(writtenPriority: Int(writtenPriority)) }
        set { text = .given(identifier: identifier, canonical: newValue) }
    }
    /// What produced it in the file.
    public var range: SourceRange?

    public init(kind: Kind, identifier: String, canonical: String, range: SourceRange?) {
        self.kind = kind
        self.text = .given(identifier: identifier, canonical: canonical)
        self.range = range
    }

    /// A written compact constraint, whose identifier and canonical text are built when
    /// first read (only messages and `ccc compile` read them).
    /// `priority` is the written one (1...1000), which the canonical text shows.
    init(written: WrittenConstraintText, priority: Int, range: SourceRange?) {
        self.kind = .written
        self.text = .written(written)
        self.writtenPriority = Int16(clamping: priority)
        self.range = range
    }

    /// `NonNegativeSize`'s `view.width >= 0` or `view.height >= 0`, its texts built when read.
    init(nonNegative view: String, _ attribute: String, range: SourceRange?) {
        self.kind = .nonNegativeSize
        self.text = .nonNegative(view: view, attribute: attribute)
        self.range = range
    }

    /// `ImplicitConstraints.intrinsicSize`'s hugging or compression resistance of a view, its
    /// texts built when read.
    init(intrinsic view: String, _ size: IntrinsicSizeText, range: SourceRange?) {
        self.kind = .intrinsicSize
        self.text = .intrinsic(view: view, size)
        self.range = range
    }

    /// Equal when kind, identifier, canonical text and range are: however the texts are kept.
    public static func == (a: ConstraintOrigin, b: ConstraintOrigin) -> Bool {
        a.kind == b.kind && a.range == b.range && a.identifier == b.identifier && a.canonical == b.canonical
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(identifier)
        hasher.combine(canonical)
        hasher.combine(range)
    }
}
