/// One call that takes constraint strings, found in a source file.
struct ConstraintCall {
    enum Library {
        /// CompactConstraint's `addCompactConstraint(s)` / `compactConstraint(s)`: each
        /// string is compact or, when it starts like one, visual format; options are 0.
        case compactConstraint
        /// Apple's `constraints(withVisualFormat:options:metrics:views:)` and its kin:
        /// the string is visual format.
        case visualFormat
    }

    var library: Library
    /// The method name's token.
    var name: Int
    /// The argument expressions, as token index ranges; nil when the call has none.
    var strings: Range<Int>
    var views: Range<Int>?
    var metrics: Range<Int>?
    var options: Range<Int>?
}

/// Finds the constraint calls of a scanned file: in Swift `name(…)` with labelled
/// arguments, in Objective-C `[receiver name:… metrics:… views:…]`. Declarations
/// (`func addCompactConstraint(`, `- (…)addCompactConstraint:`) are not calls.
enum ConstraintCallFinder {
    static func calls(in text: TokenText, language: SourceLanguage) -> [ConstraintCall] {
        var calls: [ConstraintCall] = []
        for index in text.tokens.indices where text.tokens[index].kind == .identifier {
            let call = language == .swift ? swiftCall(at: index, text) : objectiveCCall(at: index, text)
            if let call { calls.append(call) }
        }
        return calls
    }

    private static func library(of index: Int, _ text: TokenText) -> ConstraintCall.Library? {
        if text.isIdentifier(index, "addCompactConstraint") || text.isIdentifier(index, "addCompactConstraints")
            || text.isIdentifier(index, "compactConstraint") || text.isIdentifier(index, "compactConstraints")
        {
            return .compactConstraint
        }
        if text.isIdentifier(index, "constraintsWithVisualFormat")
            || text.isIdentifier(index, "addConstraintsWithVisualFormat")
        {
            return .visualFormat
        }
        return nil
    }

    // MARK: Swift

    private static func swiftCall(at index: Int, _ text: TokenText) -> ConstraintCall? {
        guard text.isPunctuation(index + 1, "("), !text.isIdentifier(index - 1, "func") else { return nil }
        let library: ConstraintCall.Library
        if let found = Self.library(of: index, text), found == .compactConstraint {
            library = found
        } else if (text.isIdentifier(index, "constraints") || text.isIdentifier(index, "addConstraints")),
                  text.isIdentifier(index + 2, "withVisualFormat"), text.isPunctuation(index + 3, ":") {
            library = .visualFormat
        } else {
            return nil
        }
        let close = text.closing(index + 1)
        var call = ConstraintCall(library: library, name: index, strings: 0..<0)
        var first = true
        for argument in text.splitCommas((index + 2)..<max(index + 2, close - 1)) {
            var expression = argument
            var label = ""
            if text.tokens.indices.contains(argument.lowerBound), text.tokens[argument.lowerBound].kind == .identifier,
               text.isPunctuation(argument.lowerBound + 1, ":"), argument.count > 1 {
                label = text.text(argument.lowerBound)
                expression = (argument.lowerBound + 2)..<argument.upperBound
            }
            assign(label, expression, first: first, library, &call)
            first = false
        }
        return call.strings.isEmpty ? nil : call
    }

    private static func assign(
        _ label: String, _ expression: Range<Int>, first: Bool, _ library: ConstraintCall.Library,
        _ call: inout ConstraintCall
    ) {
        switch label {
        case "metrics": call.metrics = expression
        case "views": call.views = expression
        case "options": call.options = expression
        case "withVisualFormat": call.strings = expression
        default: if first, library == .compactConstraint { call.strings = expression }
        }
    }

    // MARK: Objective-C

    private static func objectiveCCall(at index: Int, _ text: TokenText) -> ConstraintCall? {
        guard let library = library(of: index, text), text.isPunctuation(index + 1, ":"),
              text.tokens[index].depth > 0, !text.isPunctuation(index - 1, ")")
        else { return nil }
        var call = ConstraintCall(library: library, name: index, strings: 0..<0)
        var label = "string"
        var start = index + 2
        var position = start
        while position <= text.tokens.count {
            let atEnd = position == text.tokens.count || text.isClosing(position) || text.isPunctuation(position, ";")
            let nextPart = !atEnd && text.tokens[position].kind == .identifier && text.isPunctuation(position + 1, ":")
                && position > start
            if atEnd || nextPart {
                if label == "string" { call.strings = start..<position } else { assign(label, start..<position, first: false, library, &call) }
                if atEnd { break }
                label = text.text(position)
                start = position + 2
                position = start
                continue
            }
            position = text.isOpening(position) ? text.closing(position) : position + 1
        }
        return call.strings.isEmpty ? nil : call
    }
}
