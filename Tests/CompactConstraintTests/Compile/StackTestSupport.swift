import CompactConstraint
import XCTest

/// A layout with one stack `s` at the root's top left (root 400×300) and its arranged views.
/// `stack` is the JSON of the `stack` object; `size` the stack's fixed size (null for none).
func stackLayout(
    _ stack: String, size: String = "[300, 100]", views: String, extra: String = "", root: String = ""
) -> String {
    """
    {
      "size": {"width": 400, "height": 300},\(root)
      "views": {
        "s": {"stack": \(stack), "size": \(size), "align": "left top"},
        \(views)
      }\(extra)
    }
    """
}

/// Three arranged views of `s` with intrinsic sizes 50×20, 60×40, 40×30 and extra keys per view.
func threeViews(a: String = "", b: String = "", c: String = "") -> String {
    """
    "a": {"superview": "s", "intrinsicSize": [50, 20]\(a)},
    "b": {"superview": "s", "intrinsicSize": [60, 40]\(b)},
    "c": {"superview": "s", "intrinsicSize": [40, 30]\(c)}
    """
}

extension XCTestCase {
    /// Asserts the absolute frames of views and that the layout solved without diagnostics.
    func assertFrames(
        _ text: String, _ expected: [String: [Double]], options: CompileOptions = CompileOptions(),
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let run = solveLayout(text, options: options)
        XCTAssertEqual(run.codes, [], "\(run.diagnostics.map(\.message))", file: file, line: line)
        for (name, frame) in expected.sorted(by: { $0.key < $1.key }) {
            XCTAssertEqual(run.frame(name), frame, name, file: file, line: line)
        }
        for view in run.solution?.views ?? [] where expected[view.name] != nil {
            XCTAssertFalse(view.ambiguity.isAmbiguous, "\(view.name) is ambiguous", file: file, line: line)
        }
    }
}
