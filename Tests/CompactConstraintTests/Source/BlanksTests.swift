import XCTest
@testable import CompactConstraint

/// `trimmingBlanks` is the one blank trimming of the library: the identifier of a string
/// and the text after `#` lose the same blanks.
final class BlanksTests: XCTestCase {
    func testTrimsSpacesTabsAndLineBreaks() {
        XCTAssertEqual(" \t a = b \r\n".trimmingBlanks(), "a = b")
        XCTAssertEqual("a = b".trimmingBlanks(), "a = b")
        XCTAssertEqual(" \r\n\t ".trimmingBlanks(), "")
        XCTAssertEqual("".trimmingBlanks(), "")
        XCTAssertEqual(" é ".trimmingBlanks(), "é")
    }

    func testAStringEndingInCarriageReturnLineFeedHasTheSameIdentifierAsWithout() {
        // `\r\n` is one Character: trimming by characters once kept it in the identifier.
        let run = solveLayout(#"""
            {"size": {"width": 100, "height": 100}, "views": {"a": {"size": [10, 10]}},
             "constraints": ["a.left = super.left\r\n", "a.top = super.top # tag\r\n"]}
            """#)
        XCTAssertEqual(run.codes, [])
        let identifiers = run.layout?.constraints.filter { $0.origin.kind == .written }.map(\.origin.identifier)
        XCTAssertEqual(identifiers, ["a.left = super.left", "tag"])
    }
}
