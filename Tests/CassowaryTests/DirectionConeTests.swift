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
}
