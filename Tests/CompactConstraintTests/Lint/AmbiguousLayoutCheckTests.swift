import XCTest
@testable import CompactConstraint
import CCCTestSupport

/// The ambiguity check on a solution whose `ambiguity` is filled in by hand, so the
/// check's location and message are tested before the solver's probe fills it in.
final class AmbiguousLayoutCheckTests: XCTestCase {
    func testReportsEachAmbiguousViewAtItsName() throws {
        let marked = MarkedText(lintFile(views: #""a": {"size": [1, 1]}, "1️⃣b": {}"#, constraints: []))
        let file = SourceFile(path: "layout.json", text: marked.text)
        let run = Pipeline.solve(file)
        let (document, layout) = (try XCTUnwrap(run.document), try XCTUnwrap(run.layout))
        var solution = try XCTUnwrap(run.solution)
        var open = Ambiguity()
        open.width = true
        open.height = true
        for index in solution.views.indices { solution.views[index].ambiguity = Ambiguity() }
        solution.views[1].ambiguity = open
        let context = LintContext(file: file, document: document, layout: layout, solution: solution)
        var found = Diagnostics()
        AmbiguousLayoutCheck.check(context, into: &found)
        XCTAssertEqual(found.items.map { "\(file.location(of: $0.range?.lowerBound ?? 0)) \($0.code.rawValue) \($0.message)" },
                       ["\(marked.location(1)) ambiguous-layout the constraints do not determine the width and height of 'b'"])
    }
}
