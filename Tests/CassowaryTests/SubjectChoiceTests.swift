import XCTest
@testable import Cassowary
import CCCTestSupport

/// Which variable a required equality is solved for decides whether rows stay short:
/// `v(i).left = v(i-1).right + 8` must define a position (not the width), always the
/// same one of the two, in whatever order the equalities arrive, so that no row becomes
/// a sum of every width before it.
final class SubjectChoiceTests: XCTestCase {
    /// Chains of `n` views (left, width): the links in file order, grouped after the
    /// widths' own constraints, reversed and shuffled. Every link becomes a definition of
    /// a left edge, and no tableau row grows with the chain.
    func testChainLinksDefinePositionsInAnyOrder() throws {
        let n = 200
        for order in ["file", "reversed", "shuffled", "widths first"] {
            var simplex = Simplex(tolerance: Tolerance.zero)
            var lefts: [Variable] = [], widths: [Variable] = []
            for _ in 0..<n {
                lefts.append(simplex.makeVariable(preferredSubject: true))
                widths.append(simplex.makeVariable())
            }
            var links = (1..<n).map { i in cn([(lefts[i], 1)], .equal, 8, [(lefts[i - 1], 1), (widths[i - 1], 1)]) }
            let own = (0..<n).flatMap { i in
                [cn([(widths[i], 1)], .greaterThanOrEqual, 20), cn([(widths[i], 1)], .equal, 50, priority: 250)]
            }
            switch order {
            case "reversed": links.reverse()
            case "shuffled":
                var rng = XorShift(seed: 11)
                for i in stride(from: links.count - 1, to: 0, by: -1) { links.swapAt(i, rng.int(i + 1)) }
            default: break
            }
            let all = order == "widths first" ? own + links : links + own
            for c in all { _ = try simplex.add(c) }
            _ = try simplex.add(cn([(lefts[0], 1)], .equal, 8))
            _ = try simplex.add(cn([(lefts[n - 1], 1), (widths[n - 1], 1)], .lessThanOrEqual, Double(40 * n)))

            // Each of the n - 1 links defines one left edge (which one depends on the order of the ids, not of the file).
            XCTAssertEqual(lefts.filter { simplex.definitions.definition(of: $0.id) != nil }.count, n - 1, order)
            let longest = simplex.tableau.rows.map(\.cells.count).max() ?? 0
            let longRows = simplex.tableau.rows.filter { $0.cells.count > 16 }.count
            XCTAssertLessThanOrEqual(longRows, 4, "\(order): \(longRows) rows longer than 16 cells (longest \(longest))")
            // And the squeeze holds: the chain ends at 40n.
            let end = simplex.value(of: lefts[n - 1].id) + simplex.value(of: widths[n - 1].id)
            XCTAssertEqual(end, Double(40 * n), accuracy: 1e-6, order)
        }
    }

    /// Rows of a form: each label's baseline on its field's, each field under the one
    /// before, heights from intrinsic sizes. Both equalities of a row must become
    /// definitions, or the positions pile up into rows over every height above.
    func testFormRowsStayDefinitions() throws {
        let n = 150
        var simplex = Simplex(tolerance: Tolerance.zero)
        var labelTops: [Variable] = [], fieldTops: [Variable] = [], fieldHeights: [Variable] = []
        for _ in 0..<n {
            labelTops.append(simplex.makeVariable(preferredSubject: true))
            _ = simplex.makeVariable()
            fieldTops.append(simplex.makeVariable(preferredSubject: true))
            fieldHeights.append(simplex.makeVariable())
        }
        for h in fieldHeights {
            _ = try simplex.add(cn([(h, 1)], .lessThanOrEqual, 34, priority: 250))
            _ = try simplex.add(cn([(h, 1)], .greaterThanOrEqual, 34, priority: 750))
        }
        for r in 0..<n {
            _ = try simplex.add(cn([(labelTops[r], 1)], .equal, 8, [(fieldTops[r], 1)]))
            if r == 0 {
                _ = try simplex.add(cn([(fieldTops[0], 1)], .equal, 20))
            } else {
                _ = try simplex.add(cn([(fieldTops[r], 1)], .equal, 8, [(fieldTops[r - 1], 1), (fieldHeights[r - 1], 1)]))
            }
        }
        XCTAssertEqual(simplex.definitions.count, 2 * n)
        XCTAssertLessThanOrEqual(simplex.tableau.rows.map(\.cells.count).max() ?? 0, 8)
        XCTAssertEqual(simplex.value(of: labelTops[n - 1].id), 20 + 42 * Double(n - 1) + 8, accuracy: 1e-6)
    }
}
