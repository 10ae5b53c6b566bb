import XCTest
@testable import CompactConstraint

/// `H:|--20-[a]`: Apple's NSLayoutConstraintParser (`parsePredicateWithParentheses`, a
/// decompiled copy on GitHub) throws "Cannot tell if this - is a minus sign or an accidental
/// extra bar in the connection. Use parentheses around negative numbers." at the second `-`;
/// a negative spacing is written `-(-20)-` (docs/fidelity.md, "Visual format as Apple parses it").
final class VisualFormatDoubleDashTests: XCTestCase {
    func testDoubleDashBeforeANumber() { assertVFLError("H:|-1️⃣-20-[a]", .vflExpectedPredicate) }
    func testDoubleDashBeforeAMetric() { assertVFLError("H:|-1️⃣-gap-[a]", .vflExpectedPredicate) }
    func testDoubleDashBeforeAView() { assertVFLError("H:|-1️⃣-[a]", .vflExpectedPredicate) }

    /// The message says why, and a number gets the parenthesised spelling as a fix-it; a
    /// metric gets none (Apple negates numbers only).
    func testMessageAndFixIt() {
        let run = solveLayout(vflLayout("H:|--20-[a]"))
        XCTAssertEqual(run.diagnostics.map(\.message), [
            "cannot tell if this '-' is a minus sign or an extra '-' in the connection; Apple's parser refuses it: "
                + "write a negative spacing in parentheses",
        ])
        XCTAssertEqual(run.diagnostics.first?.fixIts.map(\.replacement), ["(-20)"])
        XCTAssertEqual(run.diagnostics.first?.notes.first?.message, "did you mean '-(-20)-'?")
        let metric = solveLayout(vflLayout("H:|--gap-[a]", extra: []))
        XCTAssertEqual(metric.diagnostics.first?.fixIts.count, 0)
    }

    /// The parenthesised spelling is accepted: a 20 points to the left of the superview's edge.
    func testParenthesisedNegativeSpacing() {
        let run = solveLayout("""
            {"size": {"width": 100, "height": 100}, "views": {"a": {"size": [null, 10]}},
             "constraints": ["H:|-(-20)-[a]|", "V:|[a]"]}
            """)
        XCTAssertEqual(run.codes, [])
        XCTAssertEqual(run.frame("a"), [-20, 0, 120, 10])
    }
}
