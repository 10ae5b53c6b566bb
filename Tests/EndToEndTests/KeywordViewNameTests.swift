import Foundation
import XCTest
import CCCTestSupport

/// A view named `self`, `super` or `safe` wins over the keyword (docs/language.md, Items):
/// every command resolves the name to the view, and the name gets a `view-shadows-keyword`
/// warning, since the root (or the superview, or its safe area) can no longer be named.
final class KeywordViewNameTests: XCTestCase {
    /// `self` is a 100×50 view at (10, 0); `a` is pinned to its right: a.x = 10 + 100 = 110.
    static let layout = """
        {"size": {"width": 320, "height": 480}, "views": {"self": {}, "a": {}},
         "constraints": ["self.left = super.left + 10", "self.top = super.top", "self.width = 100", "self.height = 50",
         "a.left = self.right", "a.top = super.top", "a.width = 10", "a.height = 10"]}
        """

    func testSelfViewIsTheViewEverywhereWithAWarning() throws {
        let space = try Workspace()
        try space.write("self.json", Self.layout)
        let solved = try space.run(["solve", "self.json", "--format", "tsv"])
        XCTAssertEqual(solved.status, 0, solved.stderr)
        XCTAssertEqual(solved.stdout, "self\t0\t0\t320\t480\nself\t10\t0\t100\t50\na\t110\t0\t10\t10\n")
        XCTAssertEqual(Workspace.findings(solved), [
            "self.json:1:52: warning: a view named 'self' hides the keyword: every string's 'self' is this view, "
                + "never the root [view-shadows-keyword]",
        ])
        // `explain self` is the view (x = 10 from `+ 10`), not the root (x = 0).
        let explained = try space.run(["explain", "self.json", "self.x"])
        XCTAssertEqual(explained.status, 0, explained.stderr)
        XCTAssertTrue(explained.stdout.hasPrefix("self.x = 10\n"), explained.stdout)
        let linted = try space.run(["lint", "self.json"])
        XCTAssertEqual(linted.status, 0, linted.stderr)
        XCTAssertEqual(Workspace.findings(linted).count, 1, linted.stderr)
    }

    /// `super` and `safe` as view names: the warning says which keyword each hides.
    func testSuperAndSafeViewsAreWarnedAbout() throws {
        let space = try Workspace()
        try space.write("two.json", """
            {"size": {"width": 100, "height": 100}, "views": {"super": {"size": [10, 10]}, "safe": {"size": [10, 10]}},
             "constraints": ["super.left = self.left", "super.top = self.top", "safe.left = super.right", "safe.top = self.top"]}
            """)
        let result = try space.run(["lint", "two.json", "--warnings-as-errors"])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(Workspace.findings(result), [
            "two.json:1:52: error: a view named 'super' hides the keyword: every string's 'super' is this view, "
                + "never the left item's superview [view-shadows-keyword]",
            "two.json:1:81: error: a view named 'safe' hides the keyword: every string's 'safe' is this view, "
                + "never the superview's safe-area guide [view-shadows-keyword]",
        ])
    }

    /// The warnings about a view named `self` point at its name (the root, also `self`, has
    /// none); `a.left = 5` gets no `super.left + 5` suggestion when `super` is a view.
    func testWarningsAtTheViewAndNoSuggestionOfTheView() throws {
        let space = try Workspace()
        try space.write("v.json", """
            {"size": {"width": 100, "height": 100}, "views": {"self": {"size": [10, 10]}, "super": {}, "a": {}},
             "constraints": ["a.left = 5"]}
            """)
        let result = try space.run(["lint", "v.json"])
        XCTAssertTrue(Workspace.findings(result).contains(
            "v.json:1:52: warning: the constraints do not determine the horizontal position and vertical position of "
                + "'self' [ambiguous-layout]"), result.stderr)
        XCTAssertTrue(result.stderr.contains("[location-to-constant]"), result.stderr)
        XCTAssertFalse(result.stderr.contains("did you mean"), result.stderr)
    }
}
