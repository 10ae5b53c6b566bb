/// What `ccc explain` is asked about: `VIEW` (its frame: x, y, width, height) or
/// `VIEW.ATTRIBUTE` (`label.trailing`, `label.centerY`, `field.firstBaseline`, or one of
/// the frame's parts `x`, `y`, `width`, `height`).
public struct ExplainQuery: Sendable, Hashable {
    /// One value to explain.
    public enum Quantity: Sendable, Hashable {
        /// The frame's origin in the superview's coordinates (as `ccc solve` prints it).
        case x, y
        /// An Auto Layout attribute; locations are in the superview's coordinates.
        case attribute(LayoutAttribute)

        public var name: String {
            switch self {
            case .x: "x"
            case .y: "y"
            case .attribute(let attribute): attribute.rawValue
            }
        }
    }

    public var view: String
    public var quantities: [Quantity]

    /// Parses `VIEW` or `VIEW.ATTRIBUTE`.
    ///
    /// - Throws: ``ExplainError/badAttribute(_:suggestion:)`` for an attribute Auto Layout does not have;
    ///   ``ExplainError/missingAttribute(_:)`` for nothing after the dot.
    public static func parse(_ text: String) throws(ExplainError) -> ExplainQuery {
        guard let dot = text.firstIndex(of: ".") else {
            return ExplainQuery(view: text, quantities: [.x, .y, .attribute(.width), .attribute(.height)])
        }
        let view = String(text[..<dot])
        let name = String(text[text.index(after: dot)...])
        switch name {
        case "": throw .missingAttribute(text)
        case "x": return ExplainQuery(view: view, quantities: [.x])
        case "y": return ExplainQuery(view: view, quantities: [.y])
        default:
            guard let attribute = LayoutAttribute(rawValue: name) else {
                let names = ["x", "y"] + LayoutAttribute.allCases.map(\.rawValue)
                throw .badAttribute(name, suggestion: closestAttribute(to: name, in: names))
            }
            return ExplainQuery(view: view, quantities: [.attribute(attribute)])
        }
    }
}

/// Why `ccc explain` cannot answer: a usage error of the command line (exit status 2).
public enum ExplainError: Error, Sendable, Equatable {
    case badAttribute(String, suggestion: String?)
    /// `title.`: a dot with nothing after it.
    case missingAttribute(String)
    case unknownView(String, suggestion: String?)
    /// The file could not be read as a layout (its diagnostics say why).
    case unreadable

    public var message: String {
        switch self {
        case .badAttribute(let name, let suggestion):
            "unknown attribute '\(name)'" + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
                + "; use x, y, width, height or an Auto Layout attribute such as trailing or centerY"
        case .missingAttribute(let text):
            "expected an attribute after '.' in '\(text)', such as x, y, width, height, trailing or centerY"
        case .unknownView(let name, let suggestion):
            "unknown view \(QuotedArgument.quoted(name))" + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
        case .unreadable:
            "the file is not a layout that can be solved"
        }
    }
}
