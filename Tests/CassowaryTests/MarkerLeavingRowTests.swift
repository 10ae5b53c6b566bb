import XCTest
import Cassowary

/// Removing a required equality that another live one duplicates (`v1 = −20` twice): the
/// duplicate's dummy `d` is basic, its row `d = d′` over the removed one's dummy `d′`. kiwi's
/// `getMarkerLeavingRow` pivots `d′` into a slack row with a negative coefficient (ratio
/// 180) instead, which leaves `d = 180 + …`: the duplicate no longer holds (`v1` came out
/// −200). Found by
/// `SlackDefinitionDifferentialTests` (both solvers alike; the switch plays no part).
final class MarkerLeavingRowTests: XCTestCase {
    func testRemovingADuplicatedEqualityKeepsTheOther() throws {
        let s = Solver()
        let v = (0..<6).map { s.makeVariable(preferredSubject: $0 % 2 == 0) }
        _ = try s.add(cn([(v[1], 1), (v[0], -1)], .lessThanOrEqual, 0))
        _ = try s.add(cn([(v[1], 1), (v[2], -1)], .lessThanOrEqual, -200))
        let upper = try s.add(cn([(v[0], -1)], .greaterThanOrEqual, -375))
        _ = try s.add(cn([(v[0], 1)], .greaterThanOrEqual, -200))
        try s.remove(upper)
        _ = try s.add(cn([(v[2], 1), (v[1], -1)], .greaterThanOrEqual, 0))
        let first = try s.add(cn([(v[1], 1)], .equal, -20))
        _ = try s.add(cn([(v[1], 1)], .equal, -20))
        _ = try s.add(Constraint(expr([(v[2], 1), (v[2], -1), (v[0], -1), (v[0], 1)]), .equal))
        try s.remove(first)
        XCTAssertEqual(s.invariantViolations(), [])
        XCTAssertEqual(s.value(of: v[1]), -20, accuracy: 1e-9)
    }
}
