import XCTest

@testable import CompactConstraint

/// The text renderer never passes control characters or invalid UTF-8 to the terminal,
/// keeps the caret under the right character, and bounds what it prints.
final class DiagnosticRendererSafetyTests: XCTestCase {
    func render(_ bytes: [UInt8], _ range: SourceRange, message: String = "bad") -> [String] {
        let file = SourceFile(path: "f.json", bytes: bytes)
        let diagnostic = Diagnostic(.error, .jsonSyntax, message, at: range)
        return DiagnosticRenderer.text([diagnostic], file: file).split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
    }

    func testControlCharactersInTheSnippetAndMessageAreReplaced() {
        // {"a ESC [31mRED":1} with the caret on R (byte 10).
        let bytes = Array("{\"a\u{1B}[31mRED\":1}".utf8)
        let lines = render(bytes, SourceRange(9, 12), message: "unknown key 'a\u{1B}[31mRED' \u{7F}\u{9B}")
        XCTAssertEqual(lines[0], "f.json:1:10: error: unknown key 'a\u{FFFD}[31mRED' \u{FFFD}\u{FFFD} [json-syntax]")
        XCTAssertEqual(lines[1], "{\"a\u{FFFD}[31mRED\":1}")
        XCTAssertEqual(lines[2], "         ^~~")
        XCTAssertFalse(lines.joined().unicodeScalars.contains { $0.value < 0x20 || ($0.value >= 0x7F && $0.value <= 0x9F) })
    }

    /// A byte-order mark is no column (`SourceFile.location`), so it is not quoted either:
    /// the caret stays under the reported column; a range inside the mark is at column 1.
    func testAByteOrderMarkIsNotQuoted() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("{\"viewz\":1}".utf8)
        XCTAssertEqual(render(bytes, SourceRange(4, 11)), ["f.json:1:2: error: bad [json-syntax]", "{\"viewz\":1}", " ^~~~~~~", ""])
        XCTAssertEqual(render(bytes, SourceRange(0, 0)), ["f.json:1:1: error: bad [json-syntax]", "{\"viewz\":1}", "^", ""])
        XCTAssertEqual(render([0xEF, 0xBB, 0xBF, 0x20], SourceRange(4, 4)), ["f.json:1:2: error: bad [json-syntax]", " ", " ^", ""])
    }

    func testTabsBecomeSpacesAndOtherC0ControlsReplacementCharacters() {
        let bytes: [UInt8] = [0x09, 0x00, 0x07, 0x08, 0x41, 0x0C, 0x42]
        let lines = render(bytes, SourceRange(4, 5))
        XCTAssertEqual(lines[1], " \u{FFFD}\u{FFFD}\u{FFFD}A\u{FFFD}B")
        XCTAssertEqual(lines[2], "    ^")
    }

    func testInvalidUTF8IsOneReplacementCharacterPerColumn() {
        // 0xFF (one column), an overlong 4-byte form (one column: lead + 3 continuation
        // bytes), a truncated 3-byte form, then 'é' and 'x'. The caret is on 'x'.
        let bytes: [UInt8] = [0xFF, 0xF0, 0x80, 0x80, 0x80, 0xE2, 0x82, 0xC3, 0xA9, 0x78]
        let file = SourceFile(path: "f", bytes: bytes)
        XCTAssertEqual(file.location(of: 9).column, 5)
        let lines = render(bytes, SourceRange(9, 10))
        XCTAssertEqual(lines[1], "\u{FFFD}\u{FFFD}\u{FFFD}éx")
        XCTAssertEqual(lines[2], "    ^")
    }

    func testLongLinesShowAWindowAroundTheCaret() {
        let text = String(repeating: "a", count: 5000) + "BAD" + String(repeating: "b", count: 5000)
        let lines = render(Array(text.utf8), SourceRange(5000, 5003))
        let snippet = Array(lines[1].unicodeScalars)
        XCTAssertEqual(snippet.count, DiagnosticRenderer.maximumSnippetWidth + 2)
        XCTAssertEqual(snippet.first, "…")
        XCTAssertEqual(snippet.last, "…")
        let caret = Array(lines[2].unicodeScalars)
        let caretColumn = caret.firstIndex(of: "^") ?? -1
        XCTAssertEqual(String(String.UnicodeScalarView(snippet[caretColumn..<caretColumn + 3])), "BAD")
        XCTAssertEqual(String(String.UnicodeScalarView(caret[caretColumn...])), "^~~")
    }

    func testALongRangeIsMarkedUpToTheWindowsEnd() {
        let text = String(repeating: "x", count: 1000)
        let lines = render(Array(text.utf8), SourceRange(0, 1000))
        XCTAssertEqual(lines[1], String(repeating: "x", count: 120) + "…")
        XCTAssertEqual(lines[2], "^" + String(repeating: "~", count: 119))
    }

    func testTheCaretNearTheEndOfALongLine() {
        let text = String(repeating: "x", count: 999) + "Y"
        let lines = render(Array(text.utf8), SourceRange(999, 1000))
        XCTAssertEqual(lines[1], "…" + String(repeating: "x", count: 119) + "Y")
        XCTAssertEqual(lines[2], String(repeating: " ", count: 120) + "^")
    }

    func testShortLinesAreUnchanged() {
        let lines = render(Array("    \"buton.left = super.left\"".utf8), SourceRange(5, 10))
        XCTAssertEqual(lines[1], "    \"buton.left = super.left\"")
        XCTAssertEqual(lines[2], "     ^~~~~")
    }

    func testLongMessagesAreCut() {
        let name = String(repeating: "n", count: 1_000_000)
        let file = SourceFile(path: "f", text: "x")
        let diagnostic = Diagnostic(
            .error, .unknownView, "unknown view '\(name)'", at: SourceRange(0, 1), notes: [DiagnosticNote("did you mean '\(name)'?")])
        let lines = DiagnosticRenderer.text([diagnostic], file: file).split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 4)
        XCTAssertTrue(lines[0].hasSuffix("nnn… [unknown-view]"), lines[0])
        XCTAssertEqual(lines[0].unicodeScalars.count, "f:1:1: error: ".count + 300 + " [unknown-view]".count)
        XCTAssertEqual(lines[3].unicodeScalars.count, "f:1:1: note: ".count + 300)
    }
}

/// Line breaks: LF, CRLF and a lone CR (classic Mac OS) each end a line.
final class SourceFileLineBreakTests: XCTestCase {
    func testLoneCarriageReturnEndsALine() {
        let file = SourceFile(path: "f", text: "ab\rcd\r\nef\ngh\r")
        XCTAssertEqual(file.location(of: 3), SourceLocation(line: 2, column: 1))
        XCTAssertEqual(file.location(of: 7), SourceLocation(line: 3, column: 1))
        XCTAssertEqual(file.location(of: 10), SourceLocation(line: 4, column: 1))
        XCTAssertEqual(file.location(of: 13), SourceLocation(line: 5, column: 1))
        XCTAssertEqual((1...5).map(file.lineText), ["ab", "cd", "ef", "gh", ""])
    }

    func testCarriageReturnsBeforeTheLastLine() {
        let file = SourceFile(path: "f", text: "a\r\rb")
        XCTAssertEqual(file.location(of: 3), SourceLocation(line: 3, column: 1))
        XCTAssertEqual((1...3).map(file.lineText), ["a", "", "b"])
    }
}

/// `--metrics` files and the metric names a layout uses.
final class MetricsFileReaderTests: XCTestCase {
    func read(_ text: String) -> ([Metric]?, [String]) {
        var diagnostics = Diagnostics()
        let file = SourceFile(path: "m.json", text: text)
        let metrics = MetricsFileReader.read(file, into: &diagnostics)
        return (metrics, diagnostics.items.map { "\(file.location(of: $0.range?.lowerBound ?? 0)) \($0.code.rawValue)" })
    }

    func testAGoodFile() {
        let (metrics, diagnostics) = read(#"{"spacing": 8, "inset_2": -1e3}"#)
        XCTAssertEqual(metrics?.map(\.name), ["spacing", "inset_2"])
        XCTAssertEqual(metrics?.map(\.value), [8, -1000])
        XCTAssertEqual(diagnostics, [])
    }

    func testAnyErrorIsFatal() {
        XCTAssertNil(read("{\"a\": 1,\n \"a\": 2}").0)
        XCTAssertEqual(read("{\"a\": 1,\n \"a\": 2}").1, ["2:2 json-duplicate-key"])
        XCTAssertEqual(read(#"{"": 1, "a b": 2, "1a": 3}"#).1, ["1:2 invalid-value", "1:10 invalid-value", "1:20 invalid-value"])
        XCTAssertEqual(read(#"{"a": "8"}"#).1, ["1:7 type-mismatch"])
        XCTAssertEqual(read(#"{"a": 1e8}"#).1, ["1:7 invalid-value"])
        XCTAssertEqual(read("[]").1, ["1:1 type-mismatch"])
        XCTAssertEqual(read("").1.map { $0.split(separator: " ").last.map(String.init) ?? "" }, ["empty-file"])
    }

    func testMetricNamesOfALayout() {
        var diagnostics = Diagnostics()
        let file = SourceFile(path: "l.json", text: """
            {"metrics": {"gap": 8}, "states": {"s": {"wide": 1}},
             "views": {"a": {"stack": {"spacing": "rowGap"}}, "b": {"superview": "a", "hidden": "compact"}},
             "constraints": ["a.left = super.left + pad @ prio", "H:|-m-[a]"]}
            """)
        let document = Pipeline.read(file, into: &diagnostics)
        let names = document.map { MetricUsage.names(in: Pipeline.parse($0)) } ?? []
        for name in ["gap", "wide", "rowGap", "compact", "pad", "prio", "m"] { XCTAssertTrue(names.contains(name), name) }
        XCTAssertFalse(names.contains("left"))
        let unused = MetricUsage.unused(["pad", "gapp", "zzzzzz", "gapp"], among: names)
        XCTAssertEqual(unused.map(\.name), ["gapp", "zzzzzz"])
        XCTAssertEqual(unused.map(\.suggestion), ["gap", nil])
    }
}
