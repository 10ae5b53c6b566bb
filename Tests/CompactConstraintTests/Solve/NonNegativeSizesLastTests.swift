import XCTest
@testable import CompactConstraint

/// When a size comes out negative without UIKit's implicit non-negative sizes, they are
/// added to the same solver (`LayoutSolver.appendsNonNegativeSizes`) instead of solving the
/// layout again with them in their place: the same optimum, in a linear number of pivots
/// where the in-place solve of a squeezed `fillProportionally` stack is quadratic.
final class NonNegativeSizesLastTests: XCTestCase {
    /// A horizontal `fillProportionally` stack of `views` views of intrinsic widths 40, 50, 60
    /// squeezed into a root 20 points per view wide (`ccc-bench`'s `stack-fill-proportionally`):
    /// the last views come out of the proportional shares at negative widths.
    private func squeezedStack(_ views: Int) throws -> CompiledLayout {
        let arranged = (0..<views).map { "\"v\($0)\": {\"superview\": \"stack\", \"intrinsicSize\": [\(40 + 10 * ($0 % 3)), 20]}" }
        let text = """
            {"size": {"width": \(20 * views), "height": 100},
             "views": {"stack": {"stack": {"axis": "horizontal", "spacing": 8, "distribution": "fillProportionally"},
                                 "align": "fill"}, \(arranged.joined(separator: ", "))}}
            """
        var diagnostics = Diagnostics()
        let compiled = Pipeline.compile(SourceFile(path: "stack.json", text: text), into: &diagnostics)
        XCTAssertEqual(diagnostics.items.map(\.code), [])
        return try XCTUnwrap(compiled?.1)
    }

    /// The layout solved with every constraint in its place, the non-negative sizes included
    /// (how `runKeepingNonNegativeSizesOut` solved it again before).
    private func solvedInPlace(_ layout: CompiledLayout) -> IndexedSolver {
        let system = IndexedSolver(variableCount: layout.variableCount)
        system.solver.usesDualPhase = true
        for constraint in layout.constraints { _ = system.add(constraint) }
        return system
    }

    private func solved(_ layout: CompiledLayout) -> (system: IndexedSolver, codes: [DiagnosticCode]) {
        var diagnostics = Diagnostics()
        let system = LayoutSolver.runKeepingNonNegativeSizesOut(layout, dualPhase: true, into: &diagnostics)
        return (system, diagnostics.items.map(\.code))
    }

    /// 120 views: 396 pivots in all (the solve without the implicit sizes, then adding them);
    /// solved with them in place, as before, the same stack takes 1,579 (each share above the
    /// squeezed views raises its view through one degenerate pivot per view held at 0 width),
    /// about n²/10 and growing.
    func testPivotCountIsLinear() throws {
        let layout = try squeezedStack(120)
        let (system, codes) = solved(layout)
        XCTAssertEqual(codes, [])
        XCTAssertLessThan(system.solver.pivotCount, 4 * 120)
        XCTAssertGreaterThan(solvedInPlace(layout).solver.pivotCount, 10 * 120)
    }

    /// Fewer than 249 views: every share has a priority of its own (999 − i), so the optimum
    /// is unique and both orders reach it; the last views are squeezed to 0.
    func testSameValuesAsInPlace() throws {
        for views in [2, 3, 5, 8, 13, 21, 34, 55, 89, 144] {
            let layout = try squeezedStack(views)
            let (system, codes) = solved(layout)
            XCTAssertEqual(codes, [], "\(views) views")
            let inPlace = solvedInPlace(layout)
            for variable in 0..<layout.variableCount {
                XCTAssertEqual(system.value(of: variable), inPlace.value(of: variable), accuracy: 1e-9,
                               "\(views) views, variable \(variable)")
            }
            if views >= 13 {
                let last = try XCTUnwrap(layout.views.last)
                XCTAssertEqual(system.value(of: last.width), 0, accuracy: 1e-9, "\(views) views")
            }
        }
    }
}
