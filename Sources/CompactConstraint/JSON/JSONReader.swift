/// Reads a layout file's JSON text into a `JSONNode` tree that remembers where every value
/// came from.
///
/// ## What is accepted
/// Exactly one JSON value as RFC 8259 defines it, in UTF-8:
/// * objects, arrays, strings, numbers, `true`, `false`, `null`, separated by the four
///   JSON whitespace characters (space, tab, line feed, carriage return);
/// * a UTF-8 byte-order mark at the very start is skipped;
/// * strings with the escapes `\" \\ \/ \b \f \n \r \t \uXXXX` (surrogate pairs are
///   combined into one scalar);
/// * numbers in the RFC grammar `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`,
///   converted to the nearest `Double` (digit strings of any length are read in linear
///   time; `-0` stays negative zero; values too small for a `Double` become zero).
///
/// Not accepted (each is an error): comments, trailing commas, single quotes, unquoted
/// keys, leading `+`, leading zeros (`01`), `.5`, `1.`, hexadecimal, `NaN`, `Infinity`,
/// raw control characters inside strings, text after the document, nesting deeper than
/// `maximumDepth` arrays and objects.
///
/// ## Errors
/// Every problem is a `Diagnostic` whose range is a range of **byte offsets** into the
/// file (`SourceFile.location(of:)` turns it into a 1-based line and column):
/// * `empty-file`: the file is empty or only whitespace (range `nil`);
/// * `invalid-utf8`: the whole file is checked first; the range is the first ill-formed
///   byte sequence and the message gives its byte offset and what is wrong;
/// * `json-syntax`: the range covers what was found, the message says what was expected,
///   e.g. `expected ',' or '}' after object member, found '"'`;
/// * `json-invalid-escape`: an unknown escape letter, a `\u` without four hex digits, or a
///   lone or reversed surrogate (range from the backslash);
/// * `json-unterminated-string`: a string with no closing quote (range: the opening quote);
/// * `json-too-deep`: the opening bracket that exceeds `maximumDepth`;
/// * `json-number-out-of-range`: a number whose value is not finite, such as `1e400`;
/// * `json-duplicate-key`: a key repeated in one object (range: the second key, with a
///   note at the first). This one does not stop reading: the first value is kept.
///
/// Reading stops at the first error of any other kind and returns `nil`.
///
/// ## Positions
/// `JSONNode.range` runs from the first byte of a value to just past its last byte
/// (quotes included for strings; brackets included for arrays and objects). Decoded
/// strings are `SourceString`s: `fileOffsets[i]` is the file offset of the source of
/// decoded byte `i` — its own byte for a plain character, the escape's backslash for every
/// byte an escape produces — and the last entry is the offset of the closing quote.
///
/// The reader never recurses: nesting is kept on an explicit stack, so any input runs in
/// time and stack space linear in its size (and it never traps).
public enum JSONReader {
    /// The deepest nesting of arrays and objects accepted: a document may have this many
    /// brackets open at once, and the next opening bracket is a `json-too-deep` error.
    public static let maximumDepth = 256

    /// Reads one JSON document (RFC 8259) from the file's bytes. Returns nil when the
    /// document could not be read; the reasons are in `diagnostics`.
    ///
    /// A document with duplicate keys is still returned (first value kept), with a
    /// `json-duplicate-key` error per repeat in `diagnostics`.
    public static func read(_ file: SourceFile, into diagnostics: inout Diagnostics) -> JSONNode? {
        var parser = JSONParser(bytes: file.bytes)
        let node: JSONNode?
        do {
            node = try parser.parseDocument()
        } catch {
            node = nil
        }
        diagnostics.append(contentsOf: parser.diagnostics)
        return node
    }
}

/// Thrown inside the parser after the diagnostic that stops reading has been recorded.
struct JSONStop: Error {}

/// ASCII bytes the parser looks at.
enum JSONByte {
    static let quote = UInt8(ascii: "\"")
    static let backslash = UInt8(ascii: "\\")
    static let slash = UInt8(ascii: "/")
    static let comma = UInt8(ascii: ",")
    static let colon = UInt8(ascii: ":")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let minus = UInt8(ascii: "-")
    static let plus = UInt8(ascii: "+")
    static let dot = UInt8(ascii: ".")
    static let zero = UInt8(ascii: "0")
    static let nine = UInt8(ascii: "9")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let lineFeed = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let star = UInt8(ascii: "*")
    static let underscore = UInt8(ascii: "_")
    static let singleQuote = UInt8(ascii: "'")

    static func isDigit(_ byte: UInt8) -> Bool { byte >= zero && byte <= nine }

    static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }

    /// Bytes that run together into one "word" when describing what was found
    /// (`NaN`, `tru`, `+1`, `.5`, `0x1F`).
    static func isWordByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || byte == underscore || byte == dot || byte == plus
            || byte == minus
    }
}

/// One open array or object on the parser's explicit stack.
private struct JSONFrame {
    let isObject: Bool
    /// Offset of the opening bracket.
    let start: Int
    var elements: [JSONNode] = []
    var members: [JSONMember] = []
    /// Decoded key bytes → range (with quotes) of the key's first occurrence.
    var firstKeyRanges = JSONKeyTable()
    /// The key whose value is being read.
    var pendingKey: SourceString?
    var pendingKeyIsDuplicate = false

    init(isObject: Bool, start: Int) {
        self.isObject = isObject
        self.start = start
    }
}

/// The state of one read: the bytes, the current offset and the diagnostics so far.
struct JSONParser {
    let bytes: [UInt8]
    var pos = 0
    var diagnostics = Diagnostics()

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    var count: Int { bytes.count }

    /// The byte at `offset`, or nil past the end.
    func byte(at offset: Int) -> UInt8? {
        offset >= 0 && offset < bytes.count ? bytes[offset] : nil
    }

    // MARK: - Errors

    /// Records an error and stops reading.
    mutating func fail(
        _ code: DiagnosticCode, _ message: String, at range: SourceRange,
        notes: [DiagnosticNote] = [], fixIts: [FixIt] = []
    ) throws(JSONStop) -> Never {
        diagnostics.error(code, message, at: range, notes: notes, fixIts: fixIts)
        throw JSONStop()
    }

    /// Records "expected …, found <what is at pos>" and stops reading.
    mutating func failExpected(_ expected: String, notes: [DiagnosticNote] = []) throws(JSONStop) -> Never {
        let found = describe(at: pos)
        try fail(.jsonSyntax, "expected \(expected), found \(found.text)", at: found.range, notes: notes)
    }

    // MARK: - Document

    mutating func parseDocument() throws(JSONStop) -> JSONNode {
        // A layout saved as UTF-16 (some Windows editors do): one clear message, not its first odd byte.
        if NotUTF8.detect(bytes) == .utf16 {
            try fail(
                .invalidUTF8, "the file is UTF-16, not UTF-8; a layout file is UTF-8 (JSON, RFC 8259)",
                at: SourceRange(0, min(2, count)),
                notes: [DiagnosticNote("save it as UTF-8 (for example `iconv -f UTF-16 -t UTF-8`)")])
        }
        if let problem = JSONUTF8.firstProblem(in: bytes) {
            try fail(.invalidUTF8, problem.message, at: problem.range)
        }
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            pos = 3
        }
        skipWhitespace()
        if pos >= count {
            let message = pos == 0
                ? "the file is empty; expected a JSON document"
                : "the file contains only whitespace; expected a JSON document"
            diagnostics.error(.emptyFile, message, at: SourceRange(pos, pos))
            throw JSONStop()
        }
        return try parseValueTree()
    }

    mutating func skipWhitespace() {
        // Through a buffer: indentation is a good part of a pretty-printed file.
        pos = bytes.withUnsafeBufferPointer { all in
            var index = pos
            while index < all.count {
                switch all[index] {
                case JSONByte.space, JSONByte.tab, JSONByte.lineFeed, JSONByte.carriageReturn:
                    index += 1
                default:
                    return index
                }
            }
            return index
        }
    }

    /// Reads one value and everything nested in it, without recursion, then checks that
    /// only whitespace follows.
    private mutating func parseValueTree() throws(JSONStop) -> JSONNode {
        var stack: [JSONFrame] = []
        readValues: while true {
            // Expecting a value.
            skipWhitespace()
            guard let first = byte(at: pos) else {
                try failExpected("a value", notes: openingNote(stack))
            }
            var completed: JSONNode
            switch first {
            case JSONByte.openBrace, JSONByte.openBracket:
                let isObject = first == JSONByte.openBrace
                if stack.count >= JSONReader.maximumDepth {
                    try fail(
                        .jsonTooDeep,
                        "arrays and objects are nested too deeply (more than \(JSONReader.maximumDepth) levels)",
                        at: SourceRange(pos, pos + 1))
                }
                let open = pos
                pos += 1
                stack.append(JSONFrame(isObject: isObject, start: open))
                skipWhitespace()
                let close = isObject ? JSONByte.closeBrace : JSONByte.closeBracket
                if byte(at: pos) == close {
                    pos += 1
                    stack.removeLast()
                    completed = JSONNode(isObject ? .object([]) : .array([]), range: SourceRange(open, pos))
                } else if isObject {
                    try readKey(into: &stack, expected: "a string key or '}' after '{'")
                    continue readValues
                } else {
                    continue readValues
                }
            case JSONByte.quote:
                let (string, range) = try readString()
                completed = JSONNode(.string(string), range: range)
            case JSONByte.minus, JSONByte.zero...JSONByte.nine:
                completed = try readNumber()
            default:
                completed = try readLiteral()
            }

            // A value is complete: give it to its container, then read what follows it.
            while true {
                guard !stack.isEmpty else {
                    skipWhitespace()
                    if pos < count {
                        let found = describe(at: pos)
                        try fail(
                            .jsonSyntax, "unexpected text after the JSON document, found \(found.text)",
                            at: found.range)
                    }
                    return completed
                }
                let top = stack.count - 1
                let isObject = stack[top].isObject
                if isObject {
                    if let key = stack[top].pendingKey, !stack[top].pendingKeyIsDuplicate {
                        stack[top].members.append(JSONMember(key: key, value: completed))
                    }
                    stack[top].pendingKey = nil
                    stack[top].pendingKeyIsDuplicate = false
                } else {
                    stack[top].elements.append(completed)
                }
                skipWhitespace()
                let close = isObject ? JSONByte.closeBrace : JSONByte.closeBracket
                let closeText = isObject ? "'}'" : "']'"
                switch byte(at: pos) {
                case JSONByte.comma:
                    let comma = pos
                    pos += 1
                    skipWhitespace()
                    if byte(at: pos) == close {
                        try fail(
                            .jsonSyntax, "trailing comma before \(closeText)", at: SourceRange(comma, comma + 1),
                            fixIts: [FixIt(range: SourceRange(comma, comma + 1), replacement: "")])
                    }
                    if isObject {
                        try readKey(into: &stack, expected: "a string key after ',' in object")
                    }
                    continue readValues
                case close:
                    pos += 1
                    let frame = stack.removeLast()
                    completed = JSONNode(
                        frame.isObject ? .object(frame.members) : .array(frame.elements),
                        range: SourceRange(frame.start, pos))
                default:
                    try failExpected(
                        "',' or \(closeText) after \(isObject ? "object member" : "array element")",
                        notes: pos >= count ? openingNote(stack) : [])
                }
            }
        }
    }

    /// At end of file inside a container: a note at the innermost open bracket.
    private func openingNote(_ stack: [JSONFrame]) -> [DiagnosticNote] {
        guard pos >= count, let frame = stack.last else { return [] }
        let kind = frame.isObject ? "object" : "array"
        return [DiagnosticNote("the \(kind) opened here is not closed", at: SourceRange(frame.start, frame.start + 1))]
    }

    /// Reads `"key" :` for the innermost object and records the key as pending; reports a
    /// duplicate key without stopping.
    private mutating func readKey(into stack: inout [JSONFrame], expected: String) throws(JSONStop) {
        guard byte(at: pos) == JSONByte.quote, !stack.isEmpty else {
            try failExpected(expected, notes: openingNote(stack))
        }
        let (key, range) = try readString()
        let top = stack.count - 1
        if let first = stack[top].firstKeyRanges.firstRange(of: key.bytes, recording: range) {
            let name = JSONParser.displayText(key.bytes)
            diagnostics.error(
                .jsonDuplicateKey, "duplicate key '\(name)'", at: range,
                notes: [DiagnosticNote("'\(name)' was first defined here", at: first)])
            stack[top].pendingKeyIsDuplicate = true
        } else {
            stack[top].pendingKeyIsDuplicate = false
        }
        stack[top].pendingKey = key
        skipWhitespace()
        guard byte(at: pos) == JSONByte.colon else {
            try failExpected("':' after object key", notes: openingNote(stack))
        }
        pos += 1
    }

    /// Reads `true`, `false` or `null` at `pos`; anything else is "expected a value".
    private mutating func readLiteral() throws(JSONStop) -> JSONNode {
        let start = pos
        var end = pos
        while end < count, JSONByte.isLetter(bytes[end]) || JSONByte.isDigit(bytes[end])
            || bytes[end] == JSONByte.underscore
        {
            end += 1
        }
        let word = bytes[start..<end]
        let value: JSONValue
        if word.elementsEqual("true".utf8) {
            value = .bool(true)
        } else if word.elementsEqual("false".utf8) {
            value = .bool(false)
        } else if word.elementsEqual("null".utf8) {
            value = .null
        } else {
            try failExpected("a value")
        }
        pos = end
        return JSONNode(value, range: SourceRange(start, end))
    }

    // MARK: - Describing what was found

    /// A short description of the token at `offset` for "found …" messages, and its range.
    func describe(at offset: Int) -> (text: String, range: SourceRange) {
        guard let first = byte(at: offset) else {
            return ("end of file", SourceRange(count, count))
        }
        let one = SourceRange(offset, offset + 1)
        switch first {
        case JSONByte.lineFeed, JSONByte.carriageReturn:
            return ("a line break", one)
        case JSONByte.tab:
            return ("a tab", one)
        case 0..<0x20, 0x7F:
            return ("control character \(JSONParser.scalarName(UInt32(first)))", one)
        case JSONByte.slash where byte(at: offset + 1) == JSONByte.slash || byte(at: offset + 1) == JSONByte.star:
            let text = byte(at: offset + 1) == JSONByte.slash ? "//" : "/*"
            return ("a comment '\(text)' (JSON does not allow comments)", SourceRange(offset, offset + 2))
        case JSONByte.singleQuote:
            return ("\"'\" (JSON strings use double quotes)", one)
        case _ where JSONByte.isWordByte(first):
            var end = offset
            while end < count, JSONByte.isWordByte(bytes[end]) { end += 1 }
            return ("'\(JSONParser.displayText(bytes[offset..<end]))'", SourceRange(offset, end))
        case 0x20..<0x80:
            return ("'\(Character(Unicode.Scalar(first)))'", one)
        default:
            let length = min(JSONUTF8.sequenceLength(lead: first), count - offset)
            let text = String(decoding: bytes[offset..<(offset + length)], as: UTF8.self)
            let scalar = text.unicodeScalars.first.map { JSONParser.scalarName($0.value) } ?? ""
            return ("'\(text)' (\(scalar))", SourceRange(offset, offset + length))
        }
    }

    /// `U+00E9` style name of a scalar value.
    static func scalarName(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// Decoded text for a message: control characters escaped, long text shortened.
    static func displayText<C: Collection>(_ bytes: C, limit: Int = 40) -> String where C.Element == UInt8 {
        let text = String(decoding: bytes, as: UTF8.self)
        var result = ""
        var shown = 0
        for scalar in text.unicodeScalars {
            if shown == limit {
                result += "…"
                break
            }
            if scalar.value < 0x20 || scalar.value == 0x7F {
                result += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
            shown += 1
        }
        return result
    }
}
