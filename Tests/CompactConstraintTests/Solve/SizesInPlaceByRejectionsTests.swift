import XCTest
@testable import CompactConstraint

/// A layout with a conflict whose sizes come out negative without UIKit's implicit
/// non-negative sizes was solved again with them in their place (quadratic on a squeezed
/// stack); now the in-place result is reached from the first solve
/// (`SizesInPlaceByRejections`): the same conflicts, reported the same way, and the same
/// frames, in a linear number of pivots.
final class SizesInPlaceByRejectionsTests: XCTestCase {
    /// A horizontal `fillEqually` stack of `views` views of intrinsic size 50×20 squeezed into
    /// a root 20 points per view wide, a view `neg` whose right edge is 50 points left of its
    /// left edge (at `negPriority`: required, it conflicts with `neg`'s implicit `width >= 0`),
    /// and a pair of required widths of `bad` that conflict. `neg.width = 0 @ 500` keeps `neg`'s
    /// width determined when `neg.right` is broken (an ambiguous layout is solved in place).
    private func layout(_ views: Int, negPriority: String) throws -> CompiledLayout {
        let arranged = (0..<views).map { "\"v\($0)\": {\"superview\": \"stack\", \"intrinsicSize\": [50, 20]}" }
        let text = """
            {"size": {"width": \(20 * views), "height": 100},
             "views": {"stack": {"stack": {"axis": "horizontal", "spacing": 8, "distribution": "fillEqually"},
                                 "align": "fill"}, \(arranged.joined(separator: ", ")), "neg": {}, "bad": {}},
             "constraints": ["neg.left = super.left + 100", "neg.right = super.left + 50\(negPriority)",
                             "neg.top = super.top", "neg.height = 10", "neg.width = 0 @ 500", "bad.left = super.left", "bad.top = super.top",
                             "bad.height = 10", "bad.width = 10", "bad.width = 20"]}
            """
        var diagnostics = Diagnostics()
        let compiled = Pipeline.compile(SourceFile(path: "conflict.json", text: text), into: &diagnostics)
        XCTAssertEqual(diagnostics.items.map(\.code), [])
        return try XCTUnwrap(compiled?.1)
    }

    /// Every constraint in its place, a required one that cannot be added broken and its
    /// conflict searched over every constraint: how `LayoutSolver` solved such a layout before.
    private func solvedInPlace(_ layout: CompiledLayout) -> (system: IndexedSolver, diagnostics: [Diagnostic]) {
        let system = IndexedSolver(variableCount: layout.variableCount)
        system.solver.usesDualPhase = true
        var search = ConflictSet(layout.constraints, variableCount: layout.variableCount)
        var diagnostics: [Diagnostic] = []
        for (index, constraint) in layout.constraints.enumerated() {
            guard case .failure = system.add(constraint) else { continue }
            diagnostics.append(ConflictSet.diagnostic(failing: index, conflict: search.minimal(failing: index), in: layout))
        }
        return (system, diagnostics)
    }

    private static func text(_ diagnostic: Diagnostic) -> String {
        ([diagnostic.message] + diagnostic.notes.map(\.message)).joined(separator: " | ")
    }

    private func solved(_ layout: CompiledLayout) -> (system: IndexedSolver, diagnostics: [Diagnostic]) {
        var diagnostics = Diagnostics()
        let system = LayoutSolver.runKeepingNonNegativeSizesOut(layout, dualPhase: true, into: &diagnostics)
        return (system, diagnostics.items)
    }

    /// `neg`'s negative width is optional: the sizes are appended to the first solve, which
    /// broke only `bad.width = 20`, so no second solve at all. 60 views: 181 pivots; in place,
    /// as before, 609 (about n²/6: the squeeze walks the views held at 0 width).
    func testConflictElsewhereKeepsTheFirstSolve() throws {
        let layout = try layout(60, negPriority: " @ 750")
        let (system, diagnostics) = solved(layout)
        let inPlace = solvedInPlace(layout)
        XCTAssertEqual(diagnostics, inPlace.diagnostics)
        let messages = diagnostics.map(Self.text)
        XCTAssertEqual(messages, [
            "unable to satisfy 'bad.width = 20' (bad.width == 20) together with 1 other required constraint"
                + " | conflicts with 'bad.width = 10' (bad.width == 10)"
                + " | 'bad.width = 20' was broken to recover; the other frames are solved without it",
        ])
        XCTAssertLessThan(system.solver.pivotCount, 4 * 60)
        XCTAssertGreaterThan(inPlace.system.solver.pivotCount, 8 * 60)
        assertSameFrames(layout, system, inPlace.system)
    }

    /// `neg`'s negative width is required: its `width >= 0` cannot be appended, so in place
    /// `neg.right` is broken instead (with `neg.width >= 0` in its conflict), found from the
    /// part of the layout holding `neg` alone; then the kept constraints are solved once
    /// (180 pivots at 60 views, 609 in place).
    func testFailingSizeIsDecidedInItsPart() throws {
        let layout = try layout(60, negPriority: "")
        let (system, diagnostics) = solved(layout)
        let inPlace = solvedInPlace(layout)
        XCTAssertEqual(diagnostics, inPlace.diagnostics)
        let messages = diagnostics.map(Self.text)
        XCTAssertEqual(messages.count, 2)
        XCTAssertTrue(messages[0].hasPrefix("unable to satisfy 'neg.right = super.left + 50'"), messages[0])
        XCTAssertTrue(messages[0].contains("conflicts with 'neg implicit non-negative width' (neg.width >= 0)"))
        XCTAssertLessThan(system.solver.pivotCount, 4 * 60)
        XCTAssertGreaterThan(inPlace.system.solver.pivotCount, 8 * 60)
        assertSameFrames(layout, system, inPlace.system)
    }

    /// Every arranged view's frame (the stack's optimum is unique) is the in-place solve's.
    private func assertSameFrames(_ layout: CompiledLayout, _ system: IndexedSolver, _ inPlace: IndexedSolver) {
        for view in layout.views where view.name.hasPrefix("v") || view.name == "stack" {
            for variable in [view.x, view.y, view.width, view.height] {
                XCTAssertEqual(system.value(of: variable), inPlace.value(of: variable), accuracy: 1e-9, view.name)
            }
        }
    }
}
