extension VisualFormatToken: CursorToken {
    static var endKind: VisualFormatTokenKind { .end }
    static var invalidKind: VisualFormatTokenKind { .invalid }
    static func lex(_ source: SourceString, from start: Int, limit: Int, into tokens: inout [VisualFormatToken]) -> Int? {
        VisualFormatLexer.tokens(of: source, from: start, limit: limit, into: &tokens)
    }
}

/// The cursor of the visual format parser.
typealias VisualFormatCursor = TokenCursor<VisualFormatToken>

extension TokenCursor where T == VisualFormatToken {
    init(source: SourceString) { self.init(lexing: source) }
}
