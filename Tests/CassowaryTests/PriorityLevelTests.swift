import XCTest
import Cassowary

/// Many distinct priority levels: each is strict, and none costs memory per symbol.
final class PriorityLevelTests: XCTestCase {
    /// 300 widths that each want 50 at its own priority (1...300), squeezed so that only
    /// 100 fit: the 100 highest priorities get 50 points, the rest 0.
    func testThreeHundredLevelsSqueezeTheLowestFirst() throws {
        let s = Solver()
        let widths = (0..<300).map { _ in s.makeVariable() }
        for (i, w) in widths.enumerated() {
            _ = try s.add(cn([(w, 1)], .greaterThanOrEqual, 0))
            _ = try s.add(cn([(w, 1)], .equal, 50, priority: i + 1))
        }
        _ = try s.add(cn(widths.map { ($0, 1) }, .lessThanOrEqual, 5000))
        for (i, w) in widths.enumerated() {
            XCTAssertEqual(s.value(of: w), i >= 200 ? 50 : 0, accuracy: 1e-6, "width at priority \(i + 1)")
        }
    }

    /// Removing the only constraint of a level drops the level: what it held is free again.
    func testRemovingTheLastConstraintOfALevel() throws {
        let s = Solver()
        let x = s.makeVariable()
        _ = try s.add(cn([(x, 1)], .equal, 10, priority: 100))
        let strong = try s.add(cn([(x, 1)], .equal, 30, priority: 700))
        XCTAssertEqual(s.value(of: x), 30, accuracy: 1e-9)
        try s.remove(strong)
        XCTAssertEqual(s.value(of: x), 10, accuracy: 1e-9)
        _ = try s.add(cn([(x, 1)], .lessThanOrEqual, 5, priority: 700))
        XCTAssertEqual(s.value(of: x), 5, accuracy: 1e-9)
    }
}
