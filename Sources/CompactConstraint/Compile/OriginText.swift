/// How a `ConstraintOrigin` keeps its identifier and canonical text: given as strings, or
/// derived when read from what a written compact constraint or an implicit non-negative size
/// was made of.
enum OriginText: Sendable {
    case given(identifier: String, canonical: String)
    case written(WrittenConstraintText)
    /// `NonNegativeSize`: a view's name and `width` or `height`.
    case nonNegative(view: String, attribute: String)

    var identifier: String {
        switch self {
        case .given(let identifier, _): identifier
        case .written(let text): text.identifier
        case .nonNegative(let view, let attribute): NonNegativeSize.identifier(view, attribute)
        }
    }

    var canonical: String {
        switch self {
        case .given(_, let canonical): canonical
        case .nonNegative(let view, let attribute): NonNegativeSize.canonical(view, attribute)
        case .written(let text): text.canonical
        }
    }
}

