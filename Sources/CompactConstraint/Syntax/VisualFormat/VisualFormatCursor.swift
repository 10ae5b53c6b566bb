extension VisualFormatToken: CursorToken {
    static var endKind: VisualFormatTokenKind { .end }
    static var invalidKind: VisualFormatTokenKind { .invalid }
    static var invalidIsItsOwnError: Bool { false }
}

/// The cursor of the visual format parser.
typealias VisualFormatCursor = TokenCursor<VisualFormatToken>

extension TokenCursor where T == VisualFormatToken {
    init(source: SourceString) { self.init(source: source, lexer: VisualFormatLexer.tokens(of:from:limit:into:)) }
}
