/// The one diagnostic that stops a parse. The parser reports the first error only.
struct ParseFailure: Error {
    var diagnostic: Diagnostic
}

/// A token of either dialect: a kind and a byte range in the string being parsed.
protocol CursorToken: Sendable {
    associatedtype Kind: Equatable
    var kind: Kind { get }
    var range: Range<Int> { get }
    init(_ kind: Kind, _ range: Range<Int>)
    /// The kind that ends the token list.
    static var endKind: Kind { get }
    /// The kind of a character that starts no token.
    static var invalidKind: Kind { get }
    /// Whether such a character is its own error (`invalid-character`, "unexpected
    /// character …"), as in the compact language; else it is "found '…'" in the error of
    /// what was expected there, under that error's code, as the visual format's other
    /// errors say it.
    static var invalidIsItsOwnError: Bool { get }
}

extension CompactToken: CursorToken {
    static var endKind: CompactTokenKind { .end }
    static var invalidKind: CompactTokenKind { .invalid }
    static var invalidIsItsOwnError: Bool { true }
}

/// The token cursor and error helpers behind both parsers (compact and visual format),
/// in the manner of Crafting Interpreters: `peek`, `advance`, `check`, `match`,
/// `consume`. Every read is bounds-checked: past the last token, `peek` keeps returning
/// the final end token.
///
/// A long string is lexed a stretch of `stretch` tokens at a time, the consumed ones let
/// go: the parser stops at its first error, so the tokens after it are never made, and
/// a 60 MB string costs a stretch, not 30 million tokens (issue #18). `peek` sees one
/// token behind and two ahead of the cursor at any time; a string of fewer tokens is
/// lexed whole at the start.
struct TokenCursor<T: CursorToken> {
    let source: SourceString
    private var tokens: [T]
    private var index = 0
    /// Appends at most `limit` tokens of a string from byte `start` on, the end token when
    /// the string ends within them (then nil), else returns the byte to go on from.
    typealias StretchLexer = (_ source: SourceString, _ start: Int, _ limit: Int, _ tokens: inout [T]) -> Int?
    /// The lexer of `init(source:lexer:)`; nil for a cursor over tokens given whole.
    private var lexer: StretchLexer?
    /// Where lexing goes on (a byte offset in `source`); nil once `tokens` ends with `.end`.
    private var resume: Int?
    /// The end of the last consumed token (a byte offset in `source`).
    private(set) var previousEnd = 0
    static var stretch: Int { 4096 }

    init(source: SourceString, tokens: [T]) {
        self.source = source
        self.tokens = tokens
    }

    /// The cursor over `source`'s tokens, lexed by `lexer` as the parser reaches them.
    init(source: SourceString, lexer: @escaping StretchLexer) {
        self.source = source
        self.lexer = lexer
        tokens = []
        resume = lexer(source, 0, Self.stretch, &tokens)
    }

    /// How many tokens are held (for tests: a stretch, not the whole string).
    var buffered: Int { tokens.count }

    /// The next stretch of tokens, keeping the last consumed one and those not yet consumed.
    private mutating func lexMore() {
        guard let from = resume, let lexer else { return }
        let consumed = max(0, index - 1)
        tokens.removeFirst(consumed)
        index -= consumed
        resume = lexer(source, from, Self.stretch, &tokens)
    }

    /// The token `offset` places from the cursor (`-1`: the last consumed one); `.end`
    /// outside the tokens.
    func peek(_ offset: Int = 0) -> T {
        let position = index + offset
        if position >= 0, position < tokens.count { return tokens[position] }
        let count = source.bytes.count
        return tokens.last ?? T(T.endKind, count..<count)
    }

    /// Consumes and returns the current token; never moves past `.end`.
    @discardableResult
    mutating func advance() -> T {
        let token = peek()
        if token.kind != T.endKind, index < tokens.count {
            index += 1
            previousEnd = token.range.upperBound
        }
        if resume != nil, index + 2 >= tokens.count { lexMore() }
        return token
    }

    /// Whether the current token is of `kind` (payload included).
    func check(_ kind: T.Kind) -> Bool { peek().kind == kind }

    /// Consumes the current token when it is of `kind`.
    mutating func match(_ kind: T.Kind) -> T? {
        check(kind) ? advance() : nil
    }

    /// Consumes a token of `kind`, or fails with `code`: "`message`, found …". The message
    /// is only built on failure (most hold an interpolated name).
    mutating func consume(
        _ kind: T.Kind, _ code: DiagnosticCode, _ message: @autoclosure () -> String
    ) throws(ParseFailure) -> T {
        if let token = match(kind) { return token }
        throw unexpected(peek(), code, message())
    }

    // MARK: Diagnostics

    /// The source text of a byte range.
    func text(_ range: Range<Int>) -> String { source.text(range) }

    /// An error at a byte range of the string.
    func failure(
        _ code: DiagnosticCode, _ message: String, at range: Range<Int>,
        notes: [DiagnosticNote] = [], fixIts: [FixIt] = []
    ) -> ParseFailure {
        ParseFailure(diagnostic: Diagnostic(.error, code, message, at: source.fileRange(range), notes: notes, fixIts: fixIts))
    }

    /// "`expectation`, found X" at `token`, or `invalid-character` when the token is one
    /// and ``CursorToken/invalidIsItsOwnError``. A quote found where a name could go gets a
    /// note: names are written bare (`H:|-"gap"-[a]`).
    func unexpected(_ token: T, _ code: DiagnosticCode, _ expectation: String) -> ParseFailure {
        guard token.kind == T.invalidKind else {
            return failure(code, "\(expectation), found \(describe(token))", at: token.range)
        }
        if T.invalidIsItsOwnError { return invalidCharacter(token) }
        let quote = ["\"", "'"].contains(text(token.range))
        return failure(
            code, "\(expectation), found \(describe(token))", at: token.range,
            notes: quote ? [DiagnosticNote("a visual format string writes metric and view names without quotes")] : [])
    }

    /// `invalid-character` for an `.invalid` token.
    func invalidCharacter(_ token: T) -> ParseFailure {
        failure(.invalidCharacter, "unexpected character \(describeCharacter(token.range))", at: token.range)
    }

    /// A token for a message: its quoted text (shortened when long), or "end of string".
    func describe(_ token: T) -> String {
        if token.kind == T.endKind { return "end of string" }
        if token.kind == T.invalidKind { return describeCharacter(token.range) }
        // A long token (a 60 MB word) is cut from its first kilobyte when that holds more
        // than 25 characters, as `quoted` would cut the whole (issue #18: no copy of it).
        let head = token.range.lowerBound..<min(token.range.upperBound, token.range.lowerBound + 1024)
        if head != token.range, case let start = text(head), start.count > 25 { return "'\(start.prefix(24))…'" }
        return quoted(text(token.range))
    }

    /// `'x'` with a long text cut to 24 characters and an ellipsis.
    func quoted(_ s: String) -> String {
        s.count > 24 ? "'\(s.prefix(24))…'" : "'\(s)'"
    }

    /// A stray character: quoted when printable, else as `U+0007` or `byte 0xFF`.
    private func describeCharacter(_ range: Range<Int>) -> String {
        let lower = max(0, min(range.lowerBound, source.bytes.count))
        let upper = max(lower, min(range.upperBound, source.bytes.count))
        let bytes = Array(source.bytes[lower..<upper])
        let decoded = String(validating: bytes, as: UTF8.self)
        guard let decoded, let scalar = decoded.unicodeScalars.first else {
            return bytes.map { "byte 0x" + hex($0) }.joined(separator: " ")
        }
        // A character that shows as nothing, as blank or reorders the line (a control, a bidi
        // override, a zero-width or non-ASCII space) by its code point and name.
        if decoded.unicodeScalars.count == 1, scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
            || invisibleCharacterCategories.contains(scalar.properties.generalCategory)
        {
            return "U+" + String(repeating: "0", count: max(0, 4 - String(scalar.value, radix: 16).count))
                + String(scalar.value, radix: 16, uppercase: true) + (scalar.properties.name.map { " (\($0))" } ?? "")
        }
        return "'\(decoded)'"
    }

    private func hex(_ b: UInt8) -> String {
        let digits = String(b, radix: 16, uppercase: true)
        return digits.count < 2 ? "0" + digits : digits
    }
}

/// The cursor of the compact parser.
typealias ParserCursor = TokenCursor<CompactToken>

extension TokenCursor where T == CompactToken {
    init(source: SourceString) { self.init(source: source, tokens: CompactLexer.tokens(of: source)) }
}

/// The general categories of characters that show as nothing or as a blank (Unicode: format,
/// separators, combining marks): a message names them by code point.
private let invisibleCharacterCategories: Set<Unicode.GeneralCategory> = [
    .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .nonspacingMark, .enclosingMark,
]
