import XCTest
@testable import CompactConstraint

/// The compact, visual-format and docking lowerings build through one `ConstraintBuilder`,
/// so the same relation lowers to the same linear constraint whoever wrote it: right to
/// left, across superviews, with a multiplier.
final class ConstraintBuilderTests: XCTestCase {
    /// A right-to-left root 300 wide; `p` (200 wide, 40 from the root's leading edge) holds
    /// `a`; `b` is the root's, so the relation between `a` and `b` crosses superviews.
    private func layout(_ relation: String, direction: String = "rightToLeft") -> String {
        """
        {"size": {"width": 300, "height": 100}, "layoutDirection": "\(direction)",
         "views": {"p": {"size": [200, 50]}, "a": {"superview": "p", "size": [50, 10]}, "b": {"size": [40, 10]}},
         "constraints": ["p.leading = super.leading + 40", "p.top = super.top", "b.top = super.top",
                         "a.leading = p.leading + 10", "a.top = p.top", \(relation)]}
        """
    }

    /// The lowered constraints of the run that `kind` produced.
    private func constraints(_ run: Pipeline.Run, _ kind: ConstraintOrigin.Kind) -> [LinearConstraint] {
        run.layout?.constraints.filter { $0.origin.kind == kind } ?? []
    }

    func testVisualFormatAcrossSuperviewsRightToLeftIsTheCompactRelation() {
        let visual = solveLayout(layout(#""H:[a]-8-[b]""#))
        let compact = solveLayout(layout(#""b.leading = a.trailing + 8""#))
        XCTAssertEqual(visual.codes, [])
        XCTAssertEqual(compact.codes, [])
        // a: p spans 60...260, a's leading (right) edge 10 inside it at 250; b 8 points left of a.
        XCTAssertEqual(visual.frame("a"), [200, 0, 50, 10])
        XCTAssertEqual(visual.frame("b"), [152, 0, 40, 10])
        XCTAssertEqual(compact.frame("b"), visual.frame("b"))
        let fromVisual = constraints(visual, .visualFormat).map(\.expression)
        let written = constraints(compact, .written).last.map(\.expression)
        XCTAssertEqual(fromVisual.count, 1)
        XCTAssertEqual(fromVisual.first, written)
        XCTAssertEqual(constraints(visual, .visualFormat).first?.origin.canonical, "b.leading == a.trailing + 8")
    }

    func testVisualFormatInequalityRightToLeftKeepsItsMeaning() {
        let visual = solveLayout(layout(#""H:[a]-(>=8)-[b]", "b.leading = a.trailing @ 500""#))
        XCTAssertEqual(visual.codes, [])
        XCTAssertEqual(visual.frame("b"), [152, 0, 40, 10])
    }

    func testDockingRightToLeftIsTheCompactRelation() {
        func run(_ a: String, _ constraints: String = "") -> Pipeline.Run {
            solveLayout("""
                {"size": {"width": 300, "height": 100}, "layoutDirection": "rightToLeft",
                 "views": {"a": \(a)}, "constraints": [\(constraints)]}
                """)
        }
        let docked = run(#"{"size": [50, 10], "align": "leading top", "margin": 20}"#)
        let written = run(#"{"size": [50, 10]}"#, #""a.leading = super.leading + 20", "a.top = super.top + 20""#)
        XCTAssertEqual(docked.codes, [])
        XCTAssertEqual(written.codes, [])
        XCTAssertEqual(docked.frame("a"), [230, 20, 50, 10])
        XCTAssertEqual(written.frame("a"), docked.frame("a"))
        XCTAssertEqual(
            constraints(docked, .align).map(\.expression), constraints(written, .written).map(\.expression))
        XCTAssertEqual(
            constraints(docked, .align).map(\.origin.canonical), ["a.leading == super.leading + 20", "a.top == super.top + 20"])
    }

    func testMultiplierAcrossSuperviewsIsMeasuredFromTheCommonAncestor() {
        // a in p (p at x 40 left to right): a.centerX = p.centerX * 0.5 in p's coordinates,
        // p.centerX = 100 there, so a's centre is at 50 in p, 90 in the root.
        let run = solveLayout(layout(#""b.leading = super.leading""#, direction: "leftToRight")
            .replacingOccurrences(of: #""a.leading = p.leading + 10""#, with: #""a.centerX = p.centerX * 0.5""#))
        XCTAssertEqual(run.codes, [])
        XCTAssertEqual(run.frame("a"), [65, 0, 50, 10])
    }

    func testMultiplierRightToLeftIsMeasuredOnTheMirroredAxis() {
        // Right to left, leading is measured from p's right edge: a's leading edge (right)
        // at 0.5 × 200 = 100 from p's right edge (260), so at 160.
        let run = solveLayout(layout(#""b.leading = super.leading""#)
            .replacingOccurrences(of: #""a.leading = p.leading + 10""#, with: #""a.leading = p.trailing * 0.5""#))
        XCTAssertEqual(run.codes, [])
        XCTAssertEqual(run.frame("a"), [110, 0, 50, 10])
    }
}
