import XCTest
@testable import CompactConstraint
import CCCTestSupport

/// Test helpers for the lexer and parser.
enum ParserTestHelpers {
    /// `text` without its markers, and marker 1's byte offset (nil when absent).
    static func strip(_ text: String) -> (text: String, offset: Int?) {
        let marked = MarkedText(text)
        return (marked.text, marked.offset(1))
    }

    /// Kinds and ranges of the tokens of `text`.
    static func tokens(_ text: String) -> [CompactToken] {
        CompactLexer.tokens(of: SourceString(text))
    }

    /// Parses `text`; returns the tree and the diagnostics.
    static func parse(_ text: String) -> (ConstraintSyntax?, [Diagnostic]) {
        var diagnostics = Diagnostics()
        let tree = CompactParser.parse(SourceString(text), into: &diagnostics)
        return (tree, diagnostics.items)
    }
}

extension XCTestCase {
    /// Asserts that `text` parses without diagnostics and returns the tree.
    func parseOK(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> ConstraintSyntax? {
        let (tree, diagnostics) = ParserTestHelpers.parse(text)
        XCTAssertEqual(diagnostics.map(\.message), [], "\(text)", file: file, line: line)
        XCTAssertNotNil(tree, "\(text)", file: file, line: line)
        return tree
    }

    /// Asserts that the marked string fails with exactly one error of `code` starting at
    /// the marker (and `length` bytes long when given); returns the diagnostic.
    @discardableResult
    func assertError(
        _ marked: String, _ code: DiagnosticCode, length: Int? = nil, message: String? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) -> Diagnostic? {
        let (text, offset) = ParserTestHelpers.strip(marked)
        let (tree, diagnostics) = ParserTestHelpers.parse(text)
        XCTAssertNil(tree, "\(text)", file: file, line: line)
        XCTAssertEqual(diagnostics.count, 1, "\(text): \(diagnostics.map(\.message))", file: file, line: line)
        guard let diagnostic = diagnostics.first else { return nil }
        XCTAssertEqual(diagnostic.severity, .error, file: file, line: line)
        XCTAssertEqual(diagnostic.code, code, "\(text): \(diagnostic.message)", file: file, line: line)
        if let offset {
            XCTAssertEqual(diagnostic.range?.lowerBound, offset, "\(text): \(diagnostic.message)", file: file, line: line)
        }
        if let length, let range = diagnostic.range {
            XCTAssertEqual(range.upperBound - range.lowerBound, length, "\(text)", file: file, line: line)
        }
        if let message {
            XCTAssertEqual(diagnostic.message, message, file: file, line: line)
        }
        return diagnostic
    }
}
