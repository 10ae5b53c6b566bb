import XCTest
@testable import Cassowary

/// `Solver.work` counts the objectives' substitutions at pivots, once per priority level a
/// symbol is in: with many levels they, not the tableau's rows, are what a pivot costs
/// (trial of session 15: a squeezed `fillProportionally` stack of 200 views, a level per
/// view, took 100 s and never passed the work limit that sends a layout to the factored
/// engine; with them counted it does, and takes 1 s).
final class ObjectiveWorkTests: XCTestCase {
    /// As `fillProportionally` lowers: each of 40 widths wants a share of the stack's length
    /// `t` (the shares add up to 1.5) at its own level, the widths fill `t`, and `t` is
    /// pinned: every level's objective holds `t`'s symbols, and the pivots substitute them
    /// into each level.
    func testObjectiveSubstitutionsAreCountedInTheWork() throws {
        var simplex = Simplex(tolerance: Tolerance.zero)
        let t = simplex.makeVariable()
        let widths = (0..<40).map { _ in simplex.makeVariable() }
        for (i, w) in widths.enumerated() {
            _ = try simplex.add(cn([(w, 1)], .greaterThanOrEqual, 0))
            _ = try simplex.add(cn([(w, 1), (t, -1.5 / 40)], .equal, 0, priority: 1 + i))
        }
        _ = try simplex.add(cn(widths.map { ($0, 1) } + [(t, -1)], .equal, 0))
        _ = try simplex.add(cn([(t, 1)], .equal, 1000))
        // Each of 40 levels is substituted into at least once when `t` is pinned.
        XCTAssertGreaterThanOrEqual(simplex.objectiveWork, 40)
        XCTAssertEqual(
            simplex.solveWork,
            simplex.tableau.substitutionWork + simplex.tableau.compactionWork + simplex.expansionWork + simplex.objectiveWork)
    }
}
