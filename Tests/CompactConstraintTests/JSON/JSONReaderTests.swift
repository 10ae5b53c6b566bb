import XCTest

@testable import CompactConstraint
import CCCTestSupport

/// Tests of `JSONReader`: values, ranges, decoded-string offsets, every diagnostic with its
/// line and column, limits, and a seeded mutation test.
///
/// Inputs mark positions with keycap emoji (`1️⃣`, `2️⃣`, …): `marked` strips them and
/// records the byte offset where each stood, so expected locations are not hand-counted.
final class JSONReaderTests: XCTestCase {

    // MARK: - Helpers

    /// The text without its markers, and the byte offset of each marker by its digit
    /// (`0️⃣` is the tenth).
    private func marked(_ text: String) -> (bytes: [UInt8], markers: [Int: Int]) {
        let marked = MarkedText(text)
        var markers: [Int: Int] = [:]
        for (index, offset) in marked.markers.enumerated() where offset >= 0 { markers[(index + 1) % 10] = offset }
        return (marked.bytes, markers)
    }

    private struct Result {
        var file: SourceFile
        var node: JSONNode?
        var diagnostics: [Diagnostic]
        var markers: [Int: Int]

        func marker(_ digit: Int, file: StaticString = #filePath, line: UInt = #line) -> Int {
            guard let offset = markers[digit] else {
                XCTFail("no marker \(digit)", file: file, line: line)
                return -1
            }
            return offset
        }

        /// `line:column` of a byte offset.
        func location(_ offset: Int) -> String { self.file.location(of: offset).description }
    }

    private func read(_ text: String) -> Result {
        let (bytes, markers) = marked(text)
        return read(bytes: bytes, markers: markers)
    }

    private func read(bytes: [UInt8], markers: [Int: Int] = [:]) -> Result {
        let file = SourceFile(path: "test.json", bytes: bytes)
        var diagnostics = Diagnostics()
        let node = JSONReader.read(file, into: &diagnostics)
        return Result(file: file, node: node, diagnostics: diagnostics.items, markers: markers)
    }

    /// Reads text that must be valid and returns its value.
    private func value(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> JSONValue? {
        let result = read(text)
        XCTAssertEqual(result.diagnostics, [], file: file, line: line)
        XCTAssertNotNil(result.node, file: file, line: line)
        return result.node?.value
    }

    /// Reads text that must fail with exactly one diagnostic of `code` starting at marker 1;
    /// `message` must be contained in its message. Returns the diagnostic.
    @discardableResult
    private func expectError(
        _ text: String, _ code: DiagnosticCode, _ message: String,
        file: StaticString = #filePath, line: UInt = #line
    ) -> Diagnostic? {
        let result = read(text)
        XCTAssertNil(result.node, "document should not be returned", file: file, line: line)
        XCTAssertEqual(result.diagnostics.count, 1, "\(result.diagnostics)", file: file, line: line)
        guard let diagnostic = result.diagnostics.first else { return nil }
        XCTAssertEqual(diagnostic.severity, .error, file: file, line: line)
        XCTAssertEqual(diagnostic.code, code, diagnostic.message, file: file, line: line)
        XCTAssertTrue(
            diagnostic.message.contains(message), "message: \(diagnostic.message)", file: file, line: line)
        let expected = result.marker(1, file: file, line: line)
        XCTAssertEqual(diagnostic.range?.lowerBound, expected, diagnostic.message, file: file, line: line)
        if let range = diagnostic.range {
            XCTAssertEqual(result.location(range.lowerBound), result.location(expected), file: file, line: line)
            XCTAssertLessThanOrEqual(range.upperBound, result.file.bytes.count, file: file, line: line)
        }
        return diagnostic
    }

    private func string(_ value: JSONValue?) -> SourceString? {
        if case .string(let string) = value { return string }
        return nil
    }

    private func number(_ value: JSONValue?) -> Double? {
        if case .number(let number) = value { return number }
        return nil
    }

    private func members(_ value: JSONValue?) -> [JSONMember]? {
        if case .object(let members) = value { return members }
        return nil
    }

    private func elements(_ value: JSONValue?) -> [JSONNode]? {
        if case .array(let elements) = value { return elements }
        return nil
    }

    // MARK: - Values

    func testEveryValueKind() {
        let result = read(#"{"o": {}, "a": [], "s": "text", "n": -2.5, "t": true, "f": false, "z": null}"#)
        XCTAssertEqual(result.diagnostics, [])
        let members = members(result.node?.value) ?? []
        XCTAssertEqual(members.map(\.name), ["o", "a", "s", "n", "t", "f", "z"])
        guard members.count == 7 else { return XCTFail("members: \(members)") }
        XCTAssertEqual(members[0].value.value, .object([]))
        XCTAssertEqual(members[1].value.value, .array([]))
        XCTAssertEqual(string(members[2].value.value)?.text, "text")
        XCTAssertEqual(members[3].value.value, .number(-2.5))
        XCTAssertEqual(members[4].value.value, .bool(true))
        XCTAssertEqual(members[5].value.value, .bool(false))
        XCTAssertEqual(members[6].value.value, .null)
    }

    func testTopLevelScalars() {
        XCTAssertEqual(value("true"), .bool(true))
        XCTAssertEqual(value(" false "), .bool(false))
        XCTAssertEqual(value("\nnull\n"), .null)
        XCTAssertEqual(value("12"), .number(12))
        XCTAssertEqual(string(value(#""hi""#))?.text, "hi")
        XCTAssertEqual(string(value(#""""#))?.text, "")
    }

    func testNodeRanges() {
        let result = read("1️⃣{\"k\": 2️⃣[3️⃣true4️⃣, 5️⃣\"s\"6️⃣, 7️⃣-1.5e28️⃣]9️⃣}0️⃣ \n")
        XCTAssertEqual(result.diagnostics, [])
        guard let root = result.node else { return XCTFail("no document") }
        XCTAssertEqual(root.range, SourceRange(result.marker(1), result.marker(0)))
        let member = members(root.value)?.first
        XCTAssertEqual(member?.name, "k")
        XCTAssertEqual(member?.key.fileRange, SourceRange(result.marker(1) + 2, result.marker(1) + 3))
        XCTAssertEqual(member?.value.range, SourceRange(result.marker(2), result.marker(9)))
        let items = elements(member?.value.value) ?? []
        XCTAssertEqual(items.map(\.range), [
            SourceRange(result.marker(3), result.marker(4)),
            SourceRange(result.marker(5), result.marker(6)),
            SourceRange(result.marker(7), result.marker(8)),
        ])
        XCTAssertEqual(items.last?.value, .number(-150))
    }

    func testNestingAndKeyOrder() {
        let result = value(#"{"zeta": [[1, [2]], {"b": {"c": [3]}}], "alpha": 0, "mid": {"y": 1, "x": 2}}"#)
        let top = members(result) ?? []
        XCTAssertEqual(top.map(\.name), ["zeta", "alpha", "mid"])
        XCTAssertEqual(members(top.last?.value.value)?.map(\.name), ["y", "x"])
        let zeta = elements(top.first?.value.value) ?? []
        XCTAssertEqual(zeta.count, 2)
        let inner = elements(zeta.first?.value) ?? []
        XCTAssertEqual(inner.first?.value, .number(1))
        XCTAssertEqual(elements(inner.last?.value)?.first?.value, .number(2))
        let b = members(zeta.last?.value)?.first
        XCTAssertEqual(b?.name, "b")
        let c = members(b?.value.value)?.first
        XCTAssertEqual(c?.name, "c")
        XCTAssertEqual(elements(c?.value.value)?.first?.value, .number(3))
    }

    func testDeterministic() {
        let text = #"{"a": [1, "x\u00e9", {"b": null}], "a": 2}"#
        let first = read(text)
        let second = read(text)
        XCTAssertEqual(first.node, second.node)
        XCTAssertEqual(first.diagnostics, second.diagnostics)
    }

    // MARK: - Duplicate keys

    func testDuplicateKeyIsReportedAndFirstValueKept() {
        let result = read("{\n  1️⃣\"x\": 1,\n  \"y\": 2,\n  2️⃣\"x\": 3\n}")
        XCTAssertEqual(result.diagnostics.count, 1)
        guard let diagnostic = result.diagnostics.first else { return }
        XCTAssertEqual(diagnostic.code, .jsonDuplicateKey)
        XCTAssertEqual(diagnostic.severity, .error)
        XCTAssertEqual(diagnostic.message, "duplicate key 'x'")
        XCTAssertEqual(diagnostic.range, SourceRange(result.marker(2), result.marker(2) + 3))
        XCTAssertEqual(result.location(result.marker(2)), "4:3")
        XCTAssertEqual(diagnostic.notes, [
            DiagnosticNote("'x' was first defined here", at: SourceRange(result.marker(1), result.marker(1) + 3))
        ])
        XCTAssertEqual(result.location(result.marker(1)), "2:3")
        // The document is still returned, with the first value.
        let members = members(result.node?.value) ?? []
        XCTAssertEqual(members.map(\.name), ["x", "y"])
        XCTAssertEqual(members.first?.value.value, .number(1))
    }

    func testDuplicateKeysCompareDecodedText() {
        let result = read(#"{"ab": 1, 1️⃣"a\u0062": {"n": 1, 2️⃣"n": 2}}"#)
        XCTAssertEqual(result.diagnostics.map(\.code), [.jsonDuplicateKey, .jsonDuplicateKey])
        XCTAssertEqual(result.diagnostics.map { $0.range?.lowerBound }, [result.marker(1), result.marker(2)])
        XCTAssertEqual(result.diagnostics.first?.message, "duplicate key 'ab'")
        XCTAssertEqual(members(result.node?.value)?.map(\.name), ["ab"])
        // Same key in different objects is fine.
        XCTAssertNotNil(value(#"[{"a": 1}, {"a": 2}, {"b": {"a": 3}, "a": 4}]"#))
    }

    func testDuplicateKeysOfALargeObjectAreFoundByTheTable() {
        // Past `JSONKeyTable.scanLimit` keys the table answers; every repeat is still found,
        // at its own place, with the first occurrence's range in the note.
        let keys = (0..<200).map { "k\($0)" }
        let text = "{" + (keys + ["k7", "k150", "k0"]).map { "\"\($0)\": 1" }.joined(separator: ", ") + "}"
        let result = read(text)
        XCTAssertEqual(result.diagnostics.map(\.message), ["duplicate key 'k7'", "duplicate key 'k150'", "duplicate key 'k0'"])
        let offset = { (key: String) in (text.range(of: "\"\(key)\"").map { text.utf8.distance(from: text.startIndex, to: $0.lowerBound) }) ?? -1 }
        XCTAssertEqual(
            result.diagnostics.first?.notes, [DiagnosticNote("'k7' was first defined here", at: SourceRange(offset("k7"), offset("k7") + 4))])
        XCTAssertEqual(members(result.node?.value)?.map(\.name), keys)
    }

    func testDuplicateKeyThenSyntaxErrorReportsBoth() {
        let result = read(#"{"a": 1, "a": 2 "b"}"#)
        XCTAssertNil(result.node)
        XCTAssertEqual(result.diagnostics.map(\.code), [.jsonDuplicateKey, .jsonSyntax])
    }

    // MARK: - Syntax errors

    func testMissingCommaInObject() {
        let diagnostic = expectError(
            "{\n  \"a\": 1\n  1️⃣\"b\": 2\n}", .jsonSyntax, "expected ',' or '}' after object member, found '\"'")
        XCTAssertEqual(diagnostic?.message, "expected ',' or '}' after object member, found '\"'")
        let result = read("{\n  \"a\": 1\n  \"b\": 2\n}")
        XCTAssertEqual(result.diagnostics.first.flatMap { $0.range }.map { result.location($0.lowerBound) }, "3:3")
    }

    func testMissingCommaInArray() {
        expectError("[1 1️⃣2]", .jsonSyntax, "expected ',' or ']' after array element, found '2'")
    }

    func testEndOfFileInsideContainers() {
        let array = expectError("[1, 2\n1️⃣", .jsonSyntax, "expected ',' or ']' after array element, found end of file")
        XCTAssertEqual(array?.notes.first?.range, SourceRange(0, 1))
        expectError("{\"a\": 1️⃣", .jsonSyntax, "expected a value, found end of file")
        expectError("[1️⃣", .jsonSyntax, "expected a value, found end of file")
        expectError("{1️⃣", .jsonSyntax, "expected a string key or '}' after '{', found end of file")
        expectError("{\"a\"1️⃣", .jsonSyntax, "expected ':' after object key, found end of file")
        expectError("{\"a\": 1,1️⃣", .jsonSyntax, "expected a string key after ',' in object, found end of file")
    }

    func testExpectedValue() {
        expectError("{\"a\": 1️⃣}", .jsonSyntax, "expected a value, found '}'")
        expectError("[1, 1️⃣, 2]", .jsonSyntax, "expected a value, found ','")
        expectError("1️⃣]", .jsonSyntax, "expected a value, found ']'")
        expectError("[1️⃣tru]", .jsonSyntax, "expected a value, found 'tru'")
        expectError("[1️⃣True]", .jsonSyntax, "expected a value, found 'True'")
        expectError("[1️⃣truex]", .jsonSyntax, "expected a value, found 'truex'")
        expectError("[1️⃣nul]", .jsonSyntax, "expected a value, found 'nul'")
        expectError("[1️⃣NaN]", .jsonSyntax, "expected a value, found 'NaN'")
        expectError("[1️⃣Infinity]", .jsonSyntax, "expected a value, found 'Infinity'")
        expectError("[-1️⃣Infinity]", .jsonSyntax, "expected a digit after '-', found 'Infinity'")
        expectError("[1️⃣'a']", .jsonSyntax, "JSON strings use double quotes")
        expectError("[1️⃣é]", .jsonSyntax, "expected a value, found 'é' (U+00E9)")
    }

    func testTrailingCommas() {
        let object = expectError("{\"a\": 11️⃣,\n}", .jsonSyntax, "trailing comma before '}'")
        XCTAssertEqual(object?.message, "trailing comma before '}'")
        XCTAssertEqual(object?.fixIts.first?.replacement, "")
        expectError("[1, 21️⃣, ]", .jsonSyntax, "trailing comma before ']'")
        expectError("[[]1️⃣,]", .jsonSyntax, "trailing comma before ']'")
    }

    func testObjectKeyAndColon() {
        expectError("{1️⃣a: 1}", .jsonSyntax, "expected a string key or '}' after '{', found 'a'")
        expectError("{\"a\": 1, 1️⃣2: 1}", .jsonSyntax, "expected a string key after ',' in object, found '2'")
        expectError("{\"a\" 1️⃣1}", .jsonSyntax, "expected ':' after object key, found '1'")
        expectError("{\"a\" 1️⃣= 1}", .jsonSyntax, "expected ':' after object key, found '='")
    }

    func testTextAfterDocument() {
        let diagnostic = expectError("{}\n  1️⃣x", .jsonSyntax, "unexpected text after the JSON document")
        XCTAssertEqual(diagnostic?.message, "unexpected text after the JSON document, found 'x'")
        expectError("[1] 1️⃣[2]", .jsonSyntax, "unexpected text after the JSON document, found '['")
        expectError("\"a\" 1️⃣\"b\"", .jsonSyntax, "unexpected text after the JSON document")
        expectError("1 1️⃣2", .jsonSyntax, "unexpected text after the JSON document")
    }

    func testCommentsAreErrors() {
        let line = expectError("{\n  1️⃣// note\n  \"a\": 1\n}", .jsonSyntax, "comments")
        XCTAssertEqual(line?.range, read("{\n  // note\n}").diagnostics.first?.range)
        XCTAssertEqual(line?.range.map { $0.upperBound - $0.lowerBound }, 2)
        expectError("1️⃣/* c */ {}", .jsonSyntax, "a comment '/*'")
        expectError("[1 1️⃣// c\n]", .jsonSyntax, "comments")
        expectError("{} 1️⃣// end", .jsonSyntax, "unexpected text after the JSON document, found a comment")
        expectError("[1️⃣/]", .jsonSyntax, "expected a value, found '/'")
    }

    func testSyntaxErrorLineAndColumn() {
        let result = read("{\n  \"views\": {\n    \"a\": [1, 2,, 3]\n  }\n}")
        XCTAssertEqual(result.diagnostics.map(\.code), [.jsonSyntax])
        XCTAssertEqual(result.diagnostics.first.flatMap { $0.range }.map { result.location($0.lowerBound) }, "3:16")
        // Columns count scalars, not bytes.
        let wide = read("{\"é\": 1 \"b\": 2}")
        XCTAssertEqual(wide.diagnostics.first.flatMap { $0.range }.map { wide.location($0.lowerBound) }, "1:9")
    }

    // MARK: - Strings

    func testAllEscapes() {
        let decoded = string(value(#"["\" \\ \/ \b \f \n \r \t \u0041 \u00e9 \u20AC \ud83d\ude00 \u0000"]"#).flatMap {
            elements($0)?.first?.value
        })
        XCTAssertEqual(decoded?.text, "\" \\ / \u{8} \u{C} \n \r \t A é € 😀 \u{0}")
    }

    func testPlainOffsetsAndClosingQuote() {
        let result = read("1️⃣\"ab\"")
        let decoded = string(result.node?.value)
        XCTAssertEqual(decoded.map { Array($0.bytes) }, Array("ab".utf8))
        XCTAssertEqual(decoded?.fileOffsets, [1, 2, 3])
        XCTAssertEqual(result.node?.range, SourceRange(0, 4))
        // Non-ASCII characters map byte for byte.
        let wide = string(read(#""é""#).node?.value)
        XCTAssertEqual(wide?.fileOffsets, [1, 2, 3])
    }

    /// Finds `needle` in the decoded string and checks that it maps back to marker 1.
    private func checkMapsBack(_ text: String, _ needle: String, file: StaticString = #filePath, line: UInt = #line) {
        let result = read(text)
        XCTAssertEqual(result.diagnostics, [], file: file, line: line)
        guard let decoded = string(members(result.node?.value)?.first?.value.value) else {
            return XCTFail("no string", file: file, line: line)
        }
        let needleBytes = Array(needle.utf8)
        guard let start = (0...(decoded.bytes.count - needleBytes.count)).first(where: {
            Array(decoded.bytes[$0..<($0 + needleBytes.count)]) == needleBytes
        }) else {
            return XCTFail("'\(needle)' not in '\(decoded.text)'", file: file, line: line)
        }
        let expected = result.marker(1, file: file, line: line)
        XCTAssertEqual(decoded.fileOffsets[start], expected, file: file, line: line)
        XCTAssertEqual(
            decoded.fileRange(start..<(start + needleBytes.count)),
            SourceRange(expected, expected + needleBytes.count), file: file, line: line)
        XCTAssertEqual(
            result.location(decoded.fileOffsets[start]), result.location(expected), file: file, line: line)
        XCTAssertEqual(decoded.text(start..<(start + needleBytes.count)), needle, file: file, line: line)
        // The last entry is the closing quote.
        XCTAssertEqual(decoded.fileOffsets.last, result.marker(2, file: file, line: line), file: file, line: line)
    }

    func testEscapedQuoteOffsetsMapTokensBack() {
        checkMapsBack(#"{"c": "a\"b.left = 1️⃣buton.right2️⃣"}"#, "buton")
        let result = read(#"{"c": "a\"b.left = buton.right"}"#)
        let decoded = string(members(result.node?.value)?.first?.value.value)
        XCTAssertEqual(decoded?.text, "a\"b.left = buton.right")
        // The escaped quote maps to its backslash.
        XCTAssertEqual(decoded?.fileOffsets[1], 8)
        XCTAssertEqual(decoded?.fileOffsets[2], 10)
        XCTAssertEqual(result.location(decoded?.fileOffsets[11] ?? 0), "1:20")
    }

    func testUnicodeEscapeOffsetsMapTokensBack() {
        checkMapsBack(#"{"c": "caf\u00e9.left = 1️⃣buton.right2️⃣"}"#, "buton")
        let result = read(#"{"c": "1️⃣\u00e9x"}"#)
        let decoded = string(members(result.node?.value)?.first?.value.value)
        XCTAssertEqual(decoded.map { Array($0.bytes) }, [0xC3, 0xA9, UInt8(ascii: "x")])
        let backslash = result.marker(1)
        XCTAssertEqual(decoded?.fileOffsets, [backslash, backslash, backslash + 6, backslash + 7])
    }

    func testSurrogatePairOffsetsMapTokensBack() {
        checkMapsBack(#"{"c": "\ud83d\ude00 a.left = 1️⃣buton.right2️⃣"}"#, "buton")
        let result = read(#"{"c": "1️⃣\ud83d\ude00"}"#)
        let decoded = string(members(result.node?.value)?.first?.value.value)
        XCTAssertEqual(decoded?.text, "😀")
        let backslash = result.marker(1)
        XCTAssertEqual(decoded?.fileOffsets, [backslash, backslash, backslash, backslash, backslash + 12])
    }

    func testKeysAreDecodedSourceStrings() {
        let result = read(#"{1️⃣"k\u00e9y": 1}"#)
        let key = members(result.node?.value)?.first?.key
        XCTAssertEqual(key?.text, "kéy")
        XCTAssertEqual(key?.fileOffsets.first, result.marker(1) + 1)
        XCTAssertEqual(key?.fileOffsets.last, result.marker(1) + 9)
    }

    func testInvalidEscapes() {
        let letter = expectError(#"["ab1️⃣\x"]"#, .jsonInvalidEscape, #"invalid escape '\x'"#)
        XCTAssertEqual(letter?.range.map { $0.upperBound - $0.lowerBound }, 2)
        expectError(#"["1️⃣\u12G4"]"#, .jsonInvalidEscape, "four hex digits")
        expectError(#"["1️⃣\u12"]"#, .jsonInvalidEscape, "four hex digits")
        expectError(#"["1️⃣\U0041"]"#, .jsonInvalidEscape, "invalid escape")
        expectError(#"["1️⃣\'"]"#, .jsonInvalidEscape, "invalid escape")
        expectError(#"["1️⃣\é"]"#, .jsonInvalidEscape, #"invalid escape '\é'"#)
    }

    func testLoneAndReversedSurrogates() {
        expectError(#"["x1️⃣\ud83d"]"#, .jsonInvalidEscape, "high surrogate")
        expectError(#"["1️⃣\ud83dx"]"#, .jsonInvalidEscape, "high surrogate")
        expectError(#"["1️⃣\ud83d\u0041"]"#, .jsonInvalidEscape, "high surrogate")
        expectError(#"["1️⃣\ud83d\ud83d"]"#, .jsonInvalidEscape, "high surrogate")
        expectError(#"["1️⃣\ude00"]"#, .jsonInvalidEscape, "low surrogate")
        expectError(#"["1️⃣\ude00\ud83d"]"#, .jsonInvalidEscape, "low surrogate")
    }

    func testControlCharactersInStrings() {
        let lineBreak = expectError("[\"a1️⃣\nb\"]", .jsonSyntax, "line break")
        XCTAssertEqual(lineBreak?.notes, [DiagnosticNote("the string starts here", at: SourceRange(1, 2))])
        expectError("[\"a1️⃣\tb\"]", .jsonSyntax, "unescaped tab")
        expectError("[\"a1️⃣\u{1}b\"]", .jsonSyntax, "U+0001")
        expectError("{\"a\": \"x1️⃣\r\n\", \"b\": 1}", .jsonSyntax, "line break")
    }

    func testUnterminatedString() {
        let diagnostic = expectError("{\"a\": 1️⃣\"abc", .jsonUnterminatedString, "closing")
        XCTAssertEqual(diagnostic?.range.map { $0.upperBound - $0.lowerBound }, 1)
        // A line break with no closing quote anywhere after it: the quote is missing.
        expectError("{\"a\": 1️⃣\"abc}\n", .jsonUnterminatedString, "closing")
        expectError("[1️⃣\"abc\\", .jsonUnterminatedString, "closing")
        expectError("[1️⃣\"abc\\\"]", .jsonUnterminatedString, "closing")
        expectError("{\n  \"a\": 1,\n  1️⃣\"b: 2\n}\n", .jsonUnterminatedString, "closing")
        let result = read("{\n  \"a\": 1,\n  \"b: 2\n}\n")
        XCTAssertEqual(result.diagnostics.first.flatMap { $0.range }.map { result.location($0.lowerBound) }, "3:3")
    }

    // MARK: - Numbers

    func testValidNumbers() {
        let cases: [(String, Double)] = [
            ("0", 0), ("1e3", 1000), ("1E-3", 0.001), ("-12.5e+2", -1250), ("1.5", 1.5), ("10", 10),
            ("-1", -1), ("0.1", 0.1), ("123456789", 123_456_789), ("1e-400", 0), ("0e99999999999999", 0),
            ("2.2250738585072014e-308", 2.2250738585072014e-308), ("5e-324", Double.leastNonzeroMagnitude),
            ("1.7976931348623157e308", 1.7976931348623157e308), ("0.000", 0), ("100e-2", 1),
        ]
        for (text, expected) in cases {
            let result = read(text)
            XCTAssertEqual(result.diagnostics, [], text)
            XCTAssertEqual(number(result.node?.value), expected, text)
            XCTAssertEqual(result.node?.range, SourceRange(0, text.utf8.count), text)
        }
        let negativeZero = number(value("-0"))
        XCTAssertEqual(negativeZero, 0)
        XCTAssertEqual(negativeZero?.sign, .minus)
        XCTAssertEqual(number(value("-0.0e5"))?.sign, .minus)
        XCTAssertEqual(number(value("0"))?.sign, .plus)
    }

    func testShortNumbersReadAsTheLongConversionReadsThem() {
        // Short numbers take `DecimalNumber`'s scanner; every value is bit for bit the one
        // `JSONParser.convert` (and `Double(String)`) gives.
        var random = XorShift(seed: 17)
        for _ in 0..<20_000 {
            var text = random.int(4) == 0 ? "-" : ""
            let integer = random.int(3) == 0 ? "0" : String(1 + random.int(9)) + (0..<random.int(12)).map { _ in String(random.int(10)) }.joined()
            text += integer
            var fraction = ""
            if random.int(2) == 0 { fraction = (0..<(1 + random.int(10))).map { _ in String(random.int(10)) }.joined() }
            if !fraction.isEmpty { text += "." + fraction }
            var exponent = 0
            if random.int(3) == 0 {
                exponent = random.int(590) - 300
                text += (random.int(2) == 0 ? "e" : "E") + String(exponent)
            }
            let reference = JSONParser.convert(
                negative: text.hasPrefix("-"), integer: ArraySlice(Array(integer.utf8)), fraction: ArraySlice(Array(fraction.utf8)),
                exponent: exponent)
            XCTAssertEqual(number(value(text))?.bitPattern, reference?.bitPattern, text)
        }
    }

    func testInvalidNumbers() {
        expectError("[1️⃣+1]", .jsonSyntax, "expected a value, found '+1'")
        expectError("[1️⃣.5]", .jsonSyntax, "expected a value, found '.5'")
        expectError("[1.1️⃣]", .jsonSyntax, "expected a digit after '.' in number, found ']'")
        expectError("[1.1️⃣e5]", .jsonSyntax, "expected a digit after '.' in number, found 'e5'")
        expectError("[1️⃣01]", .jsonSyntax, "invalid number '01': numbers cannot have leading zeros")
        expectError("[1️⃣-00.5]", .jsonSyntax, "leading zeros")
        expectError("[1e1️⃣]", .jsonSyntax, "expected a digit in the exponent of the number, found ']'")
        expectError("[1e+1️⃣]", .jsonSyntax, "expected a digit in the exponent")
        expectError("[1E-1️⃣]", .jsonSyntax, "expected a digit in the exponent")
        expectError("[-1️⃣]", .jsonSyntax, "expected a digit after '-', found ']'")
        expectError("[-1️⃣ 1]", .jsonSyntax, "expected a digit after '-', found ' '")
        expectError("[1️⃣0x10]", .jsonSyntax, "invalid number '0x10'")
        expectError("[1️⃣1.2.3]", .jsonSyntax, "invalid number '1.2.3'")
        expectError("[1️⃣1e5e5]", .jsonSyntax, "invalid number '1e5e5'")
        expectError("[1️⃣1-2]", .jsonSyntax, "invalid number '1-2'")
        expectError("-1️⃣", .jsonSyntax, "expected a digit after '-', found end of file")
    }

    func testOutOfRangeNumbers() {
        let diagnostic = expectError("{\"w\": 1️⃣1e400}", .jsonNumberOutOfRange, "'1e400'")
        XCTAssertEqual(diagnostic?.range.map { $0.upperBound - $0.lowerBound }, 5)
        expectError("[1️⃣-1e400]", .jsonNumberOutOfRange, "too large")
        expectError("[1️⃣1.8e308]", .jsonNumberOutOfRange, "too large")
        expectError("[1️⃣1e99999999999999999999999999]", .jsonNumberOutOfRange, "too large")
    }

    func testHugeDigitStringsAreExact() {
        // 1 followed by 300 zeros, written out.
        XCTAssertEqual(number(value("1" + String(repeating: "0", count: 300))), 1e300)
        XCTAssertEqual(number(value("0." + String(repeating: "0", count: 300) + "1e300")), 0.1)
        // A 400,000-digit mantissa, an out-of-range one, and one that underflows to 0.
        let long = "1." + String(repeating: "23456789", count: 50_000) + "e-5"
        XCTAssertEqual(number(value(long)), 1.2345678923456789e-5)
        expectError("1️⃣1" + String(repeating: "0", count: 400_000), .jsonNumberOutOfRange, "…")
        XCTAssertEqual(number(value("0." + String(repeating: "0", count: 400_000) + "1")), 0)
        // The halfway case between two doubles only decides after hundreds of digits.
        let halfway = "9007199254740993." + String(repeating: "0", count: 1000)
        XCTAssertEqual(number(value(halfway)), 9_007_199_254_740_992)
        XCTAssertEqual(number(value(halfway + "1")), 9_007_199_254_740_994)
    }

    func testConversionMatchesStandardLibrary() {
        var random = XorShift(seed: 42)
        for _ in 0..<2000 {
            var text = random.next() % 4 == 0 ? "-" : ""
            let integerDigits = Int(random.next() % 20) + 1
            for index in 0..<integerDigits {
                let digit = random.next() % 10
                text += String(index == 0 && integerDigits > 1 ? max(digit, 1) : digit)
            }
            if random.next() % 2 == 0 {
                text += "."
                for _ in 0..<(Int(random.next() % 25) + 1) { text += String(random.next() % 10) }
            }
            if random.next() % 2 == 0 {
                text += random.next() % 2 == 0 ? "e" : "E"
                text += ["", "+", "-"][Int(random.next() % 3)]
                text += String(random.next() % 330)
            }
            let expected = Double(text)
            let result = read(text)
            if let expected, expected.isFinite {
                XCTAssertEqual(number(result.node?.value), expected, text)
                XCTAssertEqual(number(result.node?.value)?.sign, expected.sign, text)
            } else {
                XCTAssertEqual(result.diagnostics.map(\.code), [.jsonNumberOutOfRange], text)
            }
        }
    }

    // MARK: - The file as a whole

    func testEmptyFile() {
        let result = read(bytes: [])
        XCTAssertNil(result.node)
        XCTAssertEqual(result.diagnostics.map(\.code), [.emptyFile])
        XCTAssertEqual(result.diagnostics.first?.range, SourceRange(0, 0), "at 1:1")
    }

    func testWhitespaceOnlyFile() {
        for text in [" ", "\n\n", " \t\r\n ", "\u{FEFF}", "\u{FEFF}  \n"] {
            let result = read(text)
            XCTAssertNil(result.node, text)
            XCTAssertEqual(result.diagnostics.map(\.code), [.emptyFile], text)
            // At the end of the file, where a document was expected.
            XCTAssertEqual(result.diagnostics.first?.range, SourceRange(text.utf8.count, text.utf8.count), text)
        }
    }

    func testByteOrderMarkIsSkipped() {
        let result = read("\u{FEFF}1️⃣{\"a\": 2️⃣1}")
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.node?.range.lowerBound, 3)
        XCTAssertEqual(result.marker(1), 3)
        XCTAssertEqual(members(result.node?.value)?.first?.value.range.lowerBound, result.marker(2))
        // A byte-order mark anywhere else is not whitespace.
        expectError("{\"a\": 1️⃣\u{FEFF}1}", .jsonSyntax, "U+FEFF")
        // Nor is it a column: `{` right after it is at 1:1, as an editor shows it.
        let file = SourceFile(path: "bom.json", text: "\u{FEFF}{\"a\": 1}")
        XCTAssertEqual(file.location(of: 3).description, "1:1")
        XCTAssertEqual(file.location(of: 9).description, "1:7")
    }

    func testInvalidUTF8() {
        let prefix = Array("{\"a\": \"x".utf8)
        let suffix = Array("\"}".utf8)
        let cases: [([UInt8], String)] = [
            ([0xFF], "0xFF never occurs"),
            ([0xF5, 0x80, 0x80, 0x80], "0xF5 never occurs"),
            ([0x80], "continuation byte"),
            ([0xC0, 0xAF], "overlong"),
            ([0xC1, 0xBF], "overlong"),
            ([0xE0, 0x80, 0xAF], "overlong"),
            ([0xF0, 0x80, 0x80, 0xAF], "overlong"),
            ([0xED, 0xA0, 0x80], "surrogate"),
            ([0xED, 0xBF, 0xBF], "surrogate"),
            ([0xF4, 0x90, 0x80, 0x80], "above U+10FFFF"),
            ([0xE2, 0x28, 0xA1], "not a continuation byte"),
            ([0xC3], "not a continuation byte"),
        ]
        let offset = prefix.count
        for (bad, reason) in cases {
            let result = read(bytes: prefix + bad + suffix)
            XCTAssertNil(result.node, reason)
            XCTAssertEqual(result.diagnostics.map(\.code), [.invalidUTF8], reason)
            guard let diagnostic = result.diagnostics.first else { continue }
            XCTAssertEqual(diagnostic.range?.lowerBound, offset, reason)
            XCTAssertEqual(result.location(offset), "1:9")
            XCTAssertTrue(diagnostic.message.contains("byte offset \(offset)"), diagnostic.message)
            XCTAssertTrue(diagnostic.message.contains(reason), diagnostic.message)
        }
        // Truncated at the end of the file.
        let truncated = read(bytes: Array("[1] ".utf8) + [0xF0, 0x9F, 0x98])
        XCTAssertEqual(truncated.diagnostics.map(\.code), [.invalidUTF8])
        XCTAssertEqual(truncated.diagnostics.first?.range, SourceRange(4, 7))
        XCTAssertTrue(truncated.diagnostics.first?.message.contains("end of the file") ?? false)
        // The whole file is checked before anything else, on any line.
        let late = read(bytes: Array("[1,]\n\n  ".utf8) + [0xFE])
        XCTAssertEqual(late.diagnostics.map(\.code), [.invalidUTF8])
        XCTAssertEqual(late.diagnostics.first.flatMap { $0.range }.map { late.location($0.lowerBound) }, "3:3")
        // Valid multi-byte text of every length passes.
        XCTAssertEqual(string(value("\"é € 😀 \u{10FFFF} \u{D7FF} \u{E000}\""))?.text, "é € 😀 \u{10FFFF} \u{D7FF} \u{E000}")
    }

    // MARK: - Depth

    func testDeepNestingIsAnErrorNotACrash() {
        let result = read(bytes: Array(repeating: UInt8(ascii: "["), count: 100_000))
        XCTAssertNil(result.node)
        XCTAssertEqual(result.diagnostics.map(\.code), [.jsonTooDeep])
        XCTAssertEqual(result.diagnostics.first?.range, SourceRange(JSONReader.maximumDepth, JSONReader.maximumDepth + 1))
        let objects = read(String(repeating: "{\"a\": ", count: 100_000))
        XCTAssertEqual(objects.diagnostics.map(\.code), [.jsonTooDeep])
        XCTAssertEqual(objects.diagnostics.first?.range?.lowerBound, 6 * JSONReader.maximumDepth)
        let text = String(repeating: "[", count: JSONReader.maximumDepth) + "1️⃣[" + String(repeating: "]", count: 257)
        expectError(text, .jsonTooDeep, "nested too deeply")
    }

    func testMaximumDepthIsAccepted() {
        let depth = JSONReader.maximumDepth
        let result = read(String(repeating: "[", count: depth - 1) + "{\"a\": 1}" + String(repeating: "]", count: depth - 1))
        XCTAssertEqual(result.diagnostics, [])
        var node = result.node
        var levels = 0
        while let current = node {
            switch current.value {
            case .array(let items): node = items.first
            case .object(let members): node = members.first?.value
            default: node = nil
            }
            if node != nil { levels += 1 }
        }
        XCTAssertEqual(levels, depth)
    }

    // MARK: - Mutations

    func testRandomMutationsNeverCrashAndStayInRange() {
        let document = Array("""
            \u{FEFF}{
              "metrics": {"margin": 8, "wide": 1.5e2, "neg": -0.25},
              "views": {
                "root": {"frame": [0, 0, 320, 480]},
                "title": {"superview": "root", "text": "caf\\u00e9 \\ud83d\\ude00 \\"q\\""},
                "button": {"superview": "root", "hidden": false, "tag": null, "flags": [true, false]}
              },
              "constraints": [
                "title.left = root.left + margin",
                "button.top == title.bottom * 2 + 10 @750",
                "a\\tb\\n\\/\\\\"
              ]
            }

            """.utf8)
        XCTAssertEqual(read(bytes: document).diagnostics, [])
        let alphabet = Array("{}[],:\"\\ \n0123456789-+.eEtrufalsn/*xé".utf8) + [0xFF, 0xC3, 0x80, 0x00, 0x1F]
        var random = XorShift(seed: 0x5EED_C0DE)
        var returned = 0
        for iteration in 0..<4000 {
            var bytes = document
            for _ in 0..<(Int(random.next() % 4) + 1) {
                let position = bytes.isEmpty ? 0 : Int(random.next() % UInt64(bytes.count))
                let choice = random.next() % 6
                switch choice {
                case 0 where !bytes.isEmpty:
                    bytes[position] = UInt8(truncatingIfNeeded: random.next())
                case 1 where !bytes.isEmpty:
                    bytes[position] = alphabet[Int(random.next() % UInt64(alphabet.count))]
                case 2:
                    bytes.insert(alphabet[Int(random.next() % UInt64(alphabet.count))], at: position)
                case 3 where !bytes.isEmpty:
                    bytes.remove(at: position)
                case 4:
                    let length = min(Int(random.next() % 40), bytes.count - position)
                    bytes.insert(contentsOf: Array(bytes[position..<(position + length)]), at: position)
                default:
                    bytes.removeSubrange(position..<bytes.count)
                }
            }
            let result = read(bytes: bytes)
            let count = bytes.count
            for diagnostic in result.diagnostics {
                if let range = diagnostic.range {
                    XCTAssertTrue(
                        range.lowerBound >= 0 && range.upperBound <= count && range.lowerBound <= range.upperBound,
                        "iteration \(iteration): \(diagnostic)")
                } else {
                    XCTAssertEqual(diagnostic.code, .emptyFile, "iteration \(iteration)")
                }
                for note in diagnostic.notes {
                    if let range = note.range {
                        XCTAssertTrue(range.lowerBound >= 0 && range.upperBound <= count, "iteration \(iteration)")
                    }
                }
                XCTAssertFalse(diagnostic.message.isEmpty)
            }
            if let node = result.node {
                returned += 1
                XCTAssertTrue(
                    result.diagnostics.allSatisfy { $0.code == .jsonDuplicateKey }, "iteration \(iteration)")
                checkRanges(node, count: count, iteration: iteration)
            } else {
                XCTAssertFalse(result.diagnostics.isEmpty, "iteration \(iteration): nil without a reason")
                XCTAssertTrue(
                    result.diagnostics.dropLast().allSatisfy { $0.code == .jsonDuplicateKey }, "iteration \(iteration)")
            }
        }
        XCTAssertGreaterThan(returned, 0)
    }

    /// Every node range and string offset lies in the file, children inside parents.
    private func checkRanges(_ root: JSONNode, count: Int, iteration: Int) {
        var pending = [(root, SourceRange(0, count))]
        while let (node, parent) = pending.popLast() {
            XCTAssertTrue(
                node.range.lowerBound >= parent.lowerBound && node.range.upperBound <= parent.upperBound
                    && node.range.lowerBound < node.range.upperBound,
                "iteration \(iteration)")
            switch node.value {
            case .array(let items):
                pending += items.map { ($0, node.range) }
            case .object(let members):
                for member in members {
                    XCTAssertTrue(member.key.fileOffsets.allSatisfy { node.range.lowerBound < $0 && $0 < node.range.upperBound })
                    pending.append((member.value, node.range))
                }
            case .string(let string):
                XCTAssertEqual(string.fileOffsets.count, string.bytes.count + 1)
                XCTAssertTrue(string.fileOffsets.allSatisfy { node.range.lowerBound < $0 && $0 < node.range.upperBound })
                XCTAssertEqual(string.fileOffsets.last, node.range.upperBound - 1)
            default:
                break
            }
        }
    }
}
