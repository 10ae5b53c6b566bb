/// The syntax tree of one visual format string, after the grammar of Apple's "Visual
/// Format Language" reference (Auto Layout Guide, "Visual Format Language"):
///
///     visualFormatString := (orientation ':')? (superview connection)? view (connection view)* (connection superview)?
///     orientation        := 'H' | 'V'
///     superview          := '|'
///     view               := '[' viewName ('(' predicate (',' predicate)* ')')? ']'
///     connection         := '' | '-' predicateList '-' | '-'
///     predicateList      := simplePredicate | '(' predicate (',' predicate)* ')'
///     predicate          := relation? objectOfPredicate ('@' priority)?
///     relation           := '==' | '<=' | '>='
///     objectOfPredicate  := constant | viewName      (a view name only in a view's predicates)
///     constant, priority := metricName | number
///
/// Beyond the published grammar, as Apple's shipped parser: an unparenthesised connection
/// predicate may carry a relation and a priority (`-8@750-`, `->=8-`), and blanks may
/// stand between any two tokens. Every node keeps its byte range in the string.
public struct VisualFormatSyntax: Sendable, Hashable {
    public enum Orientation: String, Sendable, Hashable {
        case horizontal = "H", vertical = "V"
    }

    public var orientation: Orientation
    /// The `H:` or `V:` prefix; nil when omitted (horizontal, as Apple's default).
    public var orientationRange: Range<Int>?
    /// `|` and the connection after it, at the start.
    public var leadingSuperview: SuperviewSyntax?
    public var views: [VisualFormatViewSyntax]
    /// `connections[i]` joins `views[i]` and `views[i + 1]`.
    public var connections: [ConnectionSyntax]
    /// The connection before `|`, and `|`, at the end.
    public var trailingSuperview: SuperviewSyntax?
    public var range: Range<Int>

    public init(
        orientation: Orientation, orientationRange: Range<Int>?, leadingSuperview: SuperviewSyntax?,
        views: [VisualFormatViewSyntax], connections: [ConnectionSyntax], trailingSuperview: SuperviewSyntax?,
        range: Range<Int>
    ) {
        self.orientation = orientation
        self.orientationRange = orientationRange
        self.leadingSuperview = leadingSuperview
        self.views = views
        self.connections = connections
        self.trailingSuperview = trailingSuperview
        self.range = range
    }
}

/// `|` with the connection that joins it to the nearest view.
public struct SuperviewSyntax: Sendable, Hashable {
    /// The `|` character.
    public var range: Range<Int>
    public var connection: ConnectionSyntax

    public init(range: Range<Int>, connection: ConnectionSyntax) {
        self.range = range
        self.connection = connection
    }
}

/// `[name(predicates)]`
public struct VisualFormatViewSyntax: Sendable, Hashable {
    public var name: NameSyntax
    /// The size predicates (width in `H:`, height in `V:`); empty without parentheses.
    public var predicates: [PredicateSyntax]
    /// From `[` to `]`.
    public var range: Range<Int>

    public init(name: NameSyntax, predicates: [PredicateSyntax], range: Range<Int>) {
        self.name = name
        self.predicates = predicates
        self.range = range
    }
}

/// The space between two neighbours.
public struct ConnectionSyntax: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// No `-`: the neighbours touch (`[a][b]`, `|[a]`).
        case flush
        /// A lone `-`: the standard space.
        case standard
        /// `-predicateList-`; `parenthesised` is false for `-20-` or `-8@750-`.
        case predicates([PredicateSyntax], parenthesised: Bool)
    }

    public var kind: Kind
    /// From the first `-` to the last; empty (between the neighbours) when flush.
    public var range: Range<Int>

    public init(_ kind: Kind, range: Range<Int>) {
        self.kind = kind
        self.range = range
    }
}

/// `relation? object ('@' priority)?`; without a relation it means `==`.
public struct PredicateSyntax: Sendable, Hashable {
    public var relation: RelationSyntax?
    /// A number, or a name: a metric, else (in a view's predicates only) a view.
    public var object: ValueSyntax
    public var priority: ValueSyntax?
    public var range: Range<Int>

    public init(relation: RelationSyntax?, object: ValueSyntax, priority: ValueSyntax?, range: Range<Int>) {
        self.relation = relation
        self.object = object
        self.priority = priority
        self.range = range
    }

    /// The relation, `==` when none is written.
    public var relationKind: RelationKind { relation?.kind ?? .equal }
}

extension VisualFormatSyntax {
    /// Every value of the string's predicates (each predicate's object, then its priority),
    /// in the order written: the connections' (the superviews' included) and the views'.
    /// A name there is a metric, or in a view's predicates possibly a view (`[a(==b)]`).
    public var values: [ValueSyntax] {
        var values: [ValueSyntax] = []
        func append(_ predicates: [PredicateSyntax]) {
            for predicate in predicates { values += [predicate.object] + (predicate.priority.map { [$0] } ?? []) }
        }
        func append(_ connection: ConnectionSyntax?) {
            if case .predicates(let predicates, _)? = connection?.kind { append(predicates) }
        }
        append(leadingSuperview?.connection)
        for (index, view) in views.enumerated() {
            append(view.predicates)
            if connections.indices.contains(index) { append(connections[index]) }
        }
        append(trailingSuperview?.connection)
        return values
    }
}
