import XCTest
@testable import Cassowary

/// `DirectionCone.movableSymbols()` answers in one programme what `canMove` answers per
/// symbol; the two must agree.
final class DirectionConeTests: XCTestCase {
    /// d0, d1, d2 restricted (≥ 0), d3, d4 unrestricted. Rows: d0 − d1 = 0 (they move
    /// together), −d2 ≥ 0 (so d2 is pinned at 0), d3 ≥ 0 (d3 moves up only), d4 = 0.
    func testMovableSymbolsOfAConeWithRows() throws {
        let cone = DirectionCone(
            restricted: [true, true, true, false, false],
            rows: [
                (terms: [(0, 1.0), (1, -1.0)], equality: true),
                (terms: [(2, -1.0)], equality: false),
                (terms: [(3, 1.0)], equality: false),
                (terms: [(4, 1.0)], equality: true),
            ])
        let settled = try XCTUnwrap(cone.movableSymbols())
        XCTAssertEqual(settled, [true, true, false, true, false])
        for position in 0..<5 {
            let probed = cone.canMove([(position, 1)], by: 1) || (position >= 3 && cone.canMove([(position, 1)], by: -1))
            XCTAssertEqual(settled[position], probed, "symbol \(position)")
        }
        // Asking twice gives the same answer (the programme's constraints are taken away).
        XCTAssertEqual(cone.movableSymbols(), settled)
    }

    /// An unrestricted symbol that can only move down: d1 ≥ 0 pinned by −d1 ≥ 0, and
    /// −d0 + d1 ≥ 0, so d0 ≤ 0.
    func testUnrestrictedSymbolMovingDownOnly() throws {
        let cone = DirectionCone(
            restricted: [false, true],
            rows: [(terms: [(0, -1.0), (1, 1.0)], equality: false), (terms: [(1, -1.0)], equality: false)])
        XCTAssertEqual(cone.movableSymbols(), [true, false])
    }

    func testConeWithoutRowsNeedsNoProgramme() {
        XCTAssertNil(DirectionCone(restricted: [true], rows: []).movableSymbols())
    }

    /// A component of one symbol is answered from its rows' signs, without a solver. Each
    /// such cone must answer as the same cone with a second, unconstrained symbol added
    /// (which a solver answers): every mix of rows that push the symbol up, down or pin it.
    func testOneSymbolConeAnswersAsTheSolverDoes() throws {
        let rowChoices: [(terms: [(Int, Double)], equality: Bool)] = [
            (terms: [(0, 2.0)], equality: false),
            (terms: [(0, -0.5)], equality: false),
            (terms: [(0, 3.0)], equality: true),
        ]
        for restricted in [true, false] {
            for mask in 1..<(1 << rowChoices.count) {
                let rows = rowChoices.indices.filter { mask & (1 << $0) != 0 }.map { rowChoices[$0] }
                let line = DirectionCone(restricted: [restricted], rows: rows)
                let solved = DirectionCone(restricted: [restricted, false], rows: rows)
                let context = "restricted \(restricted), rows \(mask)"
                for coefficient in [2.0, -0.5] {
                    for rate in [1.0, -1.0] {
                        XCTAssertEqual(
                            line.canMove([(0, coefficient)], by: rate),
                            solved.canMove([(0, coefficient)], by: rate), "\(context), c \(coefficient), rate \(rate)")
                    }
                }
                for target in [1.5, -1.25] {
                    XCTAssertEqual(line.sample(towards: [target]), [solved.sample(towards: [target, 1.75])[0]], context)
                }
                XCTAssertEqual(try XCTUnwrap(line.movableSymbols()), [try XCTUnwrap(solved.movableSymbols())[0]], context)
            }
        }
    }
}
