import XCTest
@testable import CompactConstraint

/// Parses every real-world string of `Tests/Fixtures/corpus/compact-strings.txt`.
final class CorpusTests: XCTestCase {
    /// The strings the parser rejects, each a genuine error, with its code.
    static let expectedRejections: [String: DiagnosticCode] = [
        // hbang/Canzone: the reference NSScanner parser stops after the constant and
        // silently drops `/ 2`, so the author's intent (half the margin) is lost.
        "transportControls.trailing = labelsContainerView.trailing - controlsMargin / 2": .operatorAfterConstant,
    ]

    static var corpusURL: URL { Corpus.url("compact-strings.txt") }

    func testEveryCorpusStringParsesExceptTheKnownErrors() throws {
        let text = try String(contentsOf: Self.corpusURL, encoding: .utf8)
        let strings = text.split(separator: "\n", omittingEmptySubsequences: true).map { line in
            String(line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
        }
        XCTAssertEqual(strings.count, 495)
        var rejected: [String: DiagnosticCode] = [:]
        var parsed = 0
        for string in strings {
            var diagnostics = Diagnostics()
            let tree = CompactParser.parse(SourceString(string), into: &diagnostics)
            if let tree {
                parsed += 1
                XCTAssertEqual(diagnostics.items.count, 0, string)
                XCTAssertEqual(tree.first.range.lowerBound, 0, string)
                XCTAssertEqual(tree.range.upperBound, string.utf8.count, string)
            } else {
                XCTAssertEqual(diagnostics.items.count, 1, string)
                rejected[string] = diagnostics.items.first?.code
            }
        }
        XCTAssertEqual(rejected, Self.expectedRejections)
        XCTAssertEqual(parsed, 495 - Self.expectedRejections.count)
    }

    func testTheCanzoneStringPointsAtTheDivision() throws {
        let string = "transportControls.trailing = labelsContainerView.trailing - controlsMargin / 2"
        var diagnostics = Diagnostics()
        XCTAssertNil(CompactParser.parse(SourceString(string), into: &diagnostics))
        XCTAssertEqual(diagnostics.items.first?.range, SourceRange(75, 78))
        XCTAssertEqual(diagnostics.items.first?.message,
                       "'/ 2' after the constant is not part of the grammar (the multiplier comes before the constant); "
                           + "CompactConstraint silently ignores it")
    }

    /// The example of the corpus README that is not a constraint: it parses, and the
    /// compiler reports the unknown attribute and view.
    func testCommentedOutNegativeExampleParses() {
        let tree = parseOK("articleNumberLabel.down = botto-50")
        XCTAssertEqual(tree?.second, .value(.name(NameSyntax("botto", 26..<31))))
        XCTAssertEqual(tree?.constant, ConstantSyntax(isSubtraction: true, value: .number(50, 32..<34), range: 31..<34))
    }
}
