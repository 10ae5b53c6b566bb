import XCTest
import Cassowary

final class LayoutTests: XCTestCase {
    func testGrid30x30() throws {
        let s = Solver()
        let n = 30
        let cells = try buildGrid(s, n: n, size: 1000)
        let side = 1000.0 / Double(n)
        for r in 0..<n {
            for c in 0..<n {
                let cell = cells[r][c]
                XCTAssertEqual(s.value(of: cell.w), side, accuracy: 1e-6)
                XCTAssertEqual(s.value(of: cell.h), side, accuracy: 1e-6)
                XCTAssertEqual(s.value(of: cell.x), Double(c) * side, accuracy: 1e-6)
                XCTAssertEqual(s.value(of: cell.y), Double(r) * side, accuracy: 1e-6)
            }
        }
    }

    func testChainOf2000Views() throws {
        let s = Solver()
        let n = 2000
        // The last view's preferred width is weaker (@100) than the others' (@250),
        // so a squeeze is taken from it alone and the optimum is unique.
        let (lefts, widths) = try buildChain(s, n: n, equalWidths: false, lastPriority: 100)
        let last = n - 1
        // Natural layout: width 50, left(i) = 58 i.
        for i in stride(from: 0, to: n, by: 97) {
            XCTAssertEqual(s.value(of: widths[i]), 50, accuracy: 1e-6)
            XCTAssertEqual(s.value(of: lefts[i]), 58 * Double(i), accuracy: 1e-6)
        }
        // Natural right edge: 1999·58 + 50 = 115992. right(last) <= 115972 takes 20 from
        // the last view: width 30 (>= 20), everything else unchanged.
        _ = try s.add(cn([(lefts[last], 1), (widths[last], 1)], .lessThanOrEqual, 115_972))
        XCTAssertEqual(s.value(of: widths[last]), 30, accuracy: 1e-6)
        XCTAssertEqual(s.value(of: lefts[last]), 58 * Double(last), accuracy: 1e-6)
        for i in stride(from: 0, to: last, by: 97) {
            XCTAssertEqual(s.value(of: widths[i]), 50, accuracy: 1e-6)
        }
    }

    func testChainRejectsImpossibleRightEdge() throws {
        // Kept at 150 views: rejecting runs the artificial phase through the whole chain,
        // which is super-quadratic in this tableau form (see the report).
        let s = Solver()
        let n = 150
        let (lefts, widths) = try buildChain(s, n: n, equalWidths: false, lastPriority: 100)
        let last = n - 1
        // right(last) <= 1000 is impossible with width >= 20 (needs >= 150·20 + 149·8).
        XCTAssertThrowsError(try s.add(cn([(lefts[last], 1), (widths[last], 1)], .lessThanOrEqual, 1000))) {
            XCTAssertEqual($0 as? SolverError, .unsatisfiable)
        }
        for i in 0..<n {
            XCTAssertEqual(s.value(of: widths[i]), 50, accuracy: 1e-6)
            XCTAssertEqual(s.value(of: lefts[i]), 58 * Double(i), accuracy: 1e-6)
        }
        // Still usable: a feasible squeeze afterwards.
        _ = try s.add(cn([(lefts[last], 1), (widths[last], 1)], .lessThanOrEqual, 58 * Double(last) + 25))
        XCTAssertEqual(s.value(of: widths[last]), 25, accuracy: 1e-6)
    }

    func testEqualWidthChainSqueeze() throws {
        // width(i) == width(i-1) @ 500 makes the squeeze unique: n w + (n-1)·8 = R.
        let s = Solver()
        let n = 60
        let (lefts, widths) = try buildChain(s, n: n)
        _ = try s.add(cn([(lefts[n - 1], 1), (widths[n - 1], 1)], .lessThanOrEqual, 2000))
        let w = (2000.0 - Double(n - 1) * 8) / Double(n)
        for i in 0..<n {
            XCTAssertEqual(s.value(of: widths[i]), w, accuracy: 1e-6)
            XCTAssertEqual(s.value(of: lefts[i]), Double(i) * (w + 8), accuracy: 1e-6)
        }
    }

    func testDeterminism() throws {
        func build() throws -> [UInt64] {
            let s = Solver()
            let cells = try buildGrid(s, n: 6, size: 700)
            let (lefts, widths) = try buildChain(s, n: 40)
            _ = try s.add(cn([(lefts[39], 1), (widths[39], 1)], .lessThanOrEqual, 1500))
            // Ambiguous optimum on purpose: which width gives way must still be reproducible.
            _ = try s.add(cn([(widths[3], 1)], .equal, 0, [(widths[4], 1)], priority: 500))
            let vars = cells.flatMap { $0.flatMap { [$0.x, $0.y, $0.w, $0.h] } } + lefts + widths
            return vars.map { s.value(of: $0).bitPattern }
        }
        let a = try build(), b = try build()
        XCTAssertEqual(a, b)
    }
}
