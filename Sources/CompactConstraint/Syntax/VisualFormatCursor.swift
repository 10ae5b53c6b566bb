/// The token cursor and error helpers behind `VisualFormatParser`, in the manner of
/// `ParserCursor`. Every read is bounds-checked: past the last token, `peek` keeps
/// returning the final `.end` token.
struct VisualFormatCursor {
    let source: SourceString
    private let tokens: [VisualFormatToken]
    private var index = 0
    /// The end of the last consumed token (a byte offset in `source`).
    private(set) var previousEnd = 0

    init(source: SourceString) {
        self.source = source
        self.tokens = VisualFormatLexer.tokens(of: source)
    }

    func peek(_ offset: Int = 0) -> VisualFormatToken {
        let position = index + offset
        if position >= 0, position < tokens.count { return tokens[position] }
        let count = source.bytes.count
        return tokens.last ?? VisualFormatToken(.end, count..<count)
    }

    @discardableResult
    mutating func advance() -> VisualFormatToken {
        let token = peek()
        if token.kind != .end, index < tokens.count {
            index += 1
            previousEnd = token.range.upperBound
        }
        return token
    }

    func check(_ kind: VisualFormatTokenKind) -> Bool { peek().kind == kind }

    mutating func match(_ kind: VisualFormatTokenKind) -> VisualFormatToken? {
        check(kind) ? advance() : nil
    }

    /// Consumes a token of `kind`, or fails with `code`: "`expectation`, found …".
    mutating func consume(
        _ kind: VisualFormatTokenKind, _ code: DiagnosticCode, _ expectation: String
    ) throws(ParseFailure) -> VisualFormatToken {
        if let token = match(kind) { return token }
        throw unexpected(peek(), code, expectation)
    }

    // MARK: Diagnostics

    func text(_ range: Range<Int>) -> String { source.text(range) }

    func failure(
        _ code: DiagnosticCode, _ message: String, at range: Range<Int>,
        notes: [DiagnosticNote] = [], fixIts: [FixIt] = []
    ) -> ParseFailure {
        ParseFailure(diagnostic: Diagnostic(.error, code, message, at: source.fileRange(range), notes: notes, fixIts: fixIts))
    }

    /// "`expectation`, found X" at `token`; a stray character is `invalid-character`.
    func unexpected(_ token: VisualFormatToken, _ code: DiagnosticCode, _ expectation: String) -> ParseFailure {
        if token.kind == .invalid {
            return failure(.invalidCharacter, "unexpected character \(describe(token)); \(expectation)", at: token.range)
        }
        return failure(code, "\(expectation), found \(describe(token))", at: token.range)
    }

    /// A token for a message: its quoted text, or "end of string".
    func describe(_ token: VisualFormatToken) -> String {
        if token.kind == .end { return "end of string" }
        let spelled = text(token.range)
        if token.kind == .invalid, let scalar = spelled.unicodeScalars.first, scalar.value < 0x20 || scalar.value == 0x7F {
            let digits = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        }
        return spelled.count > 24 ? "'\(spelled.prefix(24))…'" : "'\(spelled)'"
    }
}
