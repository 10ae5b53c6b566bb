import CompactConstraint
import XCTest
import CCCTestSupport

/// Lint that CI can trust (issue #12): what used to pass silently is reported.
final class TrustworthyLintTests: XCTestCase {
    /// A state's metric name that is no metric of the file: the override changes nothing.
    func testStateMetricThatIsNoMetric() {
        let marked = MarkedText("""
            {"size": {"width": 100, "height": 100}, "metrics": {"spacing": 8},
             "views": {"a": {"size": [10, 10]}},
             "constraints": ["a.left = super.left + spacing", "a.top = super.top"],
             "states": {"wide": {"1️⃣spacng": 20, "spacing": 30}}}
            """)
        let run = lintLayout(marked.text)
        XCTAssertEqual(run.described(.unknownStateMetric), [
            "\(marked.location(1)) state 'wide' sets 'spacng', which is not a metric of the file's 'metrics'",
        ])
        XCTAssertEqual(run.only(.unknownStateMetric).first?.notes.map(\.message), ["did you mean 'spacing'?"])
        XCTAssertEqual(run.only(.unknownStateMetric).first?.severity, .warning)
    }

    /// Negative, or below the intrinsic height: warnings at the value.
    func testImpossibleBaselines() {
        let marked = MarkedText("""
            {"size": {"width": 100, "height": 100},
             "views": {"a": {"intrinsicSize": [10, 20], "baseline": 1️⃣25, "lastBaseline": 2️⃣-2},
                       "b": {"size": [10, 12], "baseline": 3️⃣13}, "c": {"intrinsicSize": [10, 20], "baseline": 16}},
             "constraints": ["H:|[a][b][c]", "V:|[a]", "V:|[b]", "V:|[c]"]}
            """)
        let run = lintLayout(marked.text)
        XCTAssertEqual(run.described(.impossibleBaseline), [
            "\(marked.location(1)) the first baseline of 'a' ('baseline': 25) is 5 points below the view's bottom (its "
                + "intrinsic height is 20): a baseline is measured down from the top and lies within the view",
            "\(marked.location(2)) the last baseline of 'a' ('lastBaseline': -2) is 2 points above the view's top: a "
                + "baseline is measured down from the top, so it is 0 or more",
            "\(marked.location(3)) the first baseline of 'b' ('baseline': 13) is 1 point below the view's bottom (its "
                + "fixed height is 12): a baseline is measured down from the top and lies within the view",
        ])
    }

    /// UIKit: "The view hierarchy is not prepared for the constraint" when a view's own
    /// constraint relates a view outside it; the entry is dropped.
    func testOwnConstraintReachingOutside() {
        let marked = MarkedText("""
            {"size": {"width": 100, "height": 100},
             "views": {"card": {"constraints": ["title.left = super.left + 8", "1️⃣other.width = title.width",
                                               "2️⃣self.left = super.left"]},
                       "title": {"superview": "card"}, "other": {}}}
            """)
        let run = lintLayout(marked.text)
        let tail = "UIKit throws \"The view hierarchy is not prepared for the constraint\""
        XCTAssertEqual(run.described(.viewOutsideInstallingView), [
            "\(marked.location(1)) this constraint is in the own 'constraints' of 'card' but relates 'other', which is "
                + "not 'card' or inside it; \(tail)",
            "\(marked.location(2)) this constraint is in the own 'constraints' of 'card' but relates the root view, "
                + "which is not 'card' or inside it; \(tail)",
        ])
        XCTAssertTrue(run.only(.viewOutsideInstallingView).first?.message.hasSuffix(
            "UIKit throws \"The view hierarchy is not prepared for the constraint\"") == true)
    }

    /// State names follow the identifier rule; a bad one is an error and the state is left out.
    func testStateNamesAreIdentifiers() {
        let marked = MarkedText(#"{"size": {"width": 10, "height": 10}, "views": {}, "states": {"1️⃣": {}, "2️⃣a\tb": {}, "ok": {}}}"#)
        let run = lintLayout(marked.text)
        XCTAssertEqual(run.located, ["\(marked.location(1)) invalid-value", "\(marked.location(2)) invalid-value"])
        XCTAssertEqual(run.document?.states.map(\.name), ["ok"])
    }
}
