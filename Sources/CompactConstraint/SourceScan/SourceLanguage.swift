/// The languages whose source files `ccc lint` reads constraint strings from.
public enum SourceLanguage: String, Sendable {
    case swift
    case objectiveC = "objective-c"

    /// The language of a path by its extension: `.swift`, or `.m`, `.mm`, `.h`; nil for
    /// anything else (a layout file).
    public init?(path: String) {
        let lowered = path.lowercased()
        if lowered.hasSuffix(".swift") {
            self = .swift
        } else if lowered.hasSuffix(".m") || lowered.hasSuffix(".mm") || lowered.hasSuffix(".h") {
            self = .objectiveC
        } else {
            return nil
        }
    }

    func scan(_ bytes: [UInt8]) -> SourceScan {
        switch self {
        case .swift: SwiftScanner.scan(bytes)
        case .objectiveC: ObjCScanner.scan(bytes)
        }
    }

    /// The value of the string literal token starting at `start`.
    func literal(_ bytes: [UInt8], at start: Int) -> StringLiteral {
        switch self {
        case .swift: SwiftScanner.literal(bytes, at: start)
        case .objectiveC: ObjCScanner.literal(bytes, at: start)
        }
    }
}

/// The tokens of one file with their text: what the call finder and the dictionary reader
/// look at.
struct TokenText {
    let bytes: [UInt8]
    let language: SourceLanguage
    let tokens: [SourceToken]
    /// For each opening bracket, the index just past the bracket that closes it (the end
    /// of the tokens when none does); 0 for every other token. Found once for the file, so
    /// that `closing` is one look-up: a scan per call made `f(f(f(…` N² (issue #18).
    private let closers: [Int32]

    init(bytes: [UInt8], language: SourceLanguage) {
        self.bytes = bytes
        self.language = language
        self.tokens = language.scan(bytes).tokens
        self.closers = TokenText.closers(of: tokens)
    }

    /// Brackets of any kind match the nearest open one, as `closing` counts them; an
    /// unmatched closing bracket is passed over.
    private static func closers(of tokens: [SourceToken]) -> [Int32] {
        var closers = [Int32](repeating: 0, count: tokens.count)
        var open: [Int] = []
        for index in tokens.indices {
            guard case .punctuation(let byte) = tokens[index].kind else { continue }
            if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                closers[index] = Int32(clamping: tokens.count)
                open.append(index)
            } else if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}"),
                      let last = open.popLast() {
                closers[last] = Int32(clamping: index + 1)
            }
        }
        return closers
    }

    func text(_ index: Int) -> String {
        guard index >= 0, index < tokens.count else { return "" }
        return String(decoding: bytes[tokens[index].start..<tokens[index].end], as: UTF8.self)
    }

    /// True when token `index` is the identifier `word` (no String made).
    func isIdentifier(_ index: Int, _ word: StaticString) -> Bool {
        guard index >= 0, index < tokens.count, tokens[index].kind == .identifier else { return false }
        let token = tokens[index]
        guard token.end - token.start == word.utf8CodeUnitCount else { return false }
        return word.withUTF8Buffer { buffer in
            var position = token.start
            for byte in buffer {
                if bytes[position] != byte { return false }
                position += 1
            }
            return true
        }
    }

    func isPunctuation(_ index: Int, _ character: Unicode.Scalar) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].isPunctuation(character)
    }

    func isString(_ index: Int) -> Bool {
        guard index >= 0, index < tokens.count, case .string = tokens[index].kind else { return false }
        return true
    }

    /// The value of a string literal token (decoded now), or nil for another token.
    func literal(_ index: Int) -> StringLiteral? {
        guard isString(index) else { return nil }
        return language.literal(bytes, at: tokens[index].start)
    }

    /// The file range of tokens `range` (token indices).
    func fileRange(_ range: Range<Int>) -> SourceRange {
        guard let first = range.first, first < tokens.count, range.upperBound - 1 < tokens.count else {
            return SourceRange(bytes.count, bytes.count)
        }
        return SourceRange(tokens[first].start, tokens[range.upperBound - 1].end)
    }

    /// The index just past the bracket that closes the one at `open` (`(`, `[` or `{`),
    /// or the end of the tokens when it is never closed.
    func closing(_ open: Int) -> Int {
        if open >= 0, open < closers.count, closers[open] > 0 { return Int(closers[open]) }
        var level = 0
        var index = open
        while index < tokens.count {
            if case .punctuation(let byte) = tokens[index].kind {
                if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") { level += 1 }
                if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
                    level -= 1
                    if level <= 0 { return index + 1 }
                }
            }
            index += 1
        }
        return tokens.count
    }

    /// The tokens strictly inside the bracket at `open` when it closes exactly at
    /// `upperBound - 1`; nil otherwise (an unclosed bracket, or text after it).
    func inside(_ open: Int, endingAt upperBound: Int) -> Range<Int>? {
        guard upperBound - 1 > open, isOpening(open), isClosing(upperBound - 1), closing(open) == upperBound else { return nil }
        return (open + 1)..<(upperBound - 1)
    }

    /// The parts of `range` between top-level commas (an empty range gives none).
    func splitCommas(_ range: Range<Int>) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var start = range.lowerBound
        var index = range.lowerBound
        while index < range.upperBound {
            if isOpening(index) {
                index = min(closing(index), range.upperBound)
                continue
            }
            if isPunctuation(index, ",") {
                parts.append(start..<index)
                start = index + 1
            }
            index += 1
        }
        if start < range.upperBound { parts.append(start..<range.upperBound) }
        return parts
    }

    func isOpening(_ index: Int) -> Bool {
        isPunctuation(index, "(") || isPunctuation(index, "[") || isPunctuation(index, "{")
    }

    func isClosing(_ index: Int) -> Bool {
        isPunctuation(index, ")") || isPunctuation(index, "]") || isPunctuation(index, "}")
    }
}
