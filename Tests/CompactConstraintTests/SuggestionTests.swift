import CompactConstraint
import XCTest

/// "Did you mean": case first, then the nearest name within a third of its length, and
/// a budget that keeps a file of thousands of misspelt names linear.
final class SuggestionTests: XCTestCase {
    func testNearestNameAndCase() {
        XCTAssertEqual(closestMatch(to: "buton", in: ["label", "button", "field"]), "button")
        XCTAssertEqual(closestMatch(to: "Button", in: ["buttons", "button"]), "button")
        XCTAssertEqual(closestMatch(to: "wdith", in: ["width", "height"]), "width")
        XCTAssertNil(closestMatch(to: "xyz", in: ["label", "button"]))
        // A one-letter name: another letter is no near miss, a letter more or less is.
        XCTAssertNil(closestMatch(to: "z", in: ["a", "b"]))
        XCTAssertEqual(closestMatch(to: "x", in: ["a", "xy"]), "xy")
        XCTAssertEqual(closestMatch(to: "ab", in: ["b"]), "b")
    }

    func testBudgetStopsSuggestingOnceSpent() {
        let budget = SuggestionBudget(comparisons: 5)
        let names = ["label", "button", "field"]
        XCTAssertEqual(closestMatch(to: "buton", in: names, budget: budget), "button")
        XCTAssertNil(closestMatch(to: "lable", in: names, budget: budget), "3 more comparisons do not fit in the 2 left")
        XCTAssertEqual(closestMatch(to: "fied", in: ["field", "x"], budget: budget), "field")
    }

    /// Thousands of unknown names among thousands of views: every one is reported, the
    /// first ones with a suggestion, and the work stays bounded.
    func testManyUnknownNamesAreAllReported() {
        let n = 800
        let views = (0..<n).map { #""view\#($0)": {}"# }.joined(separator: ", ")
        let constraints = (0..<n).map { "vew\($0).left = super.left" }
        let text = """
            {"views": {\(views)}, "constraints": [\(constraints.map { "\"\($0)\"" }.joined(separator: ", "))]}
            """
        var diagnostics = Diagnostics()
        _ = Pipeline.compile(SourceFile(path: "typos.json", text: text), into: &diagnostics)
        let unknown = diagnostics.items.filter { $0.code == .unknownView }
        XCTAssertEqual(unknown.count, n)
        XCTAssertEqual(unknown.first?.notes.first?.message, "did you mean 'view0'?")
        XCTAssertTrue(unknown.last?.notes.allSatisfy { !$0.message.hasPrefix("did you mean") } ?? false)
    }
}
