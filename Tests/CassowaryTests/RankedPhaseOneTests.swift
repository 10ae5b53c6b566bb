import XCTest
@testable import Cassowary

/// The phase one of a long row takes its symbols cheapest first (`Simplex+RankedPhaseOne.swift`):
/// a squeeze over hundreds of widths at many priorities falls on the lowest priorities in one
/// short pivot per width, and the main optimisation has nothing left to trade.
final class RankedPhaseOneTests: XCTestCase {
    /// `n` widths, each `>= 20` and `= 50` at priority `priority(i)`, then `Σ widths <= budget`.
    /// Returns the solver, the widths and the pivots the squeeze took.
    private func squeeze(_ n: Int, budget: Double, checks: Bool = true, priority: (Int) -> Int) throws
        -> (Solver, [Variable], Int) {
        let s = Solver()
        s.checksInvariants = checks
        let widths = (0..<n).map { _ in s.makeVariable() }
        for (i, w) in widths.enumerated() {
            _ = try s.add(cn([(w, 1)], .greaterThanOrEqual, 20))
            _ = try s.add(cn([(w, 1)], .equal, 50, priority: priority(i)))
        }
        let before = s.pivotCount
        _ = try s.add(cn(widths.map { ($0, 1) }, .lessThanOrEqual, budget))
        return (s, widths, s.pivotCount - before)
    }

    /// The squeezed chain of `chain-27-priorities` (270 widths, priorities 200 + i mod 27, 32
    /// points a width): Bland's order squeezed the newest widths whatever their priority and
    /// then traded one width per pivot of the 540-cell squeeze row, twice per misplaced width;
    /// ranked, the squeeze costs one short pivot per width it squeezes, lowest levels first
    /// (16 levels' 160 and 3 of level 216), and the main optimisation none.
    func testASqueezeAtManyPrioritiesTakesOneShortPivotPerSqueezedWidth() throws {
        let n = 270
        let (s, widths, pivots) = try squeeze(n, budget: Double(32 * n - 8), checks: false) { 200 + $0 % 27 }
        XCTAssertLessThanOrEqual(pivots, 170)
        XCTAssertEqual(s.invariantViolations(), [])
        // 5,400 points at 20 each, 3,232 to share: levels 226...217 get 30 more a width, 216 the last 232.
        var total = 0.0
        for (i, w) in widths.enumerated() {
            let value = s.value(of: w)
            total += value
            let p = 200 + i % 27
            if p < 216 { XCTAssertEqual(value, 20, accuracy: 1e-6, "width \(i) at \(p)") }
            if p > 216 { XCTAssertEqual(value, 50, accuracy: 1e-6, "width \(i) at \(p)") }
        }
        XCTAssertEqual(total, Double(32 * n - 8), accuracy: 1e-6)
    }

    /// Random priorities and budgets: every level gets the total the lexicographic optimum
    /// gives it (from the highest level down, each as close to 50 a width as the room left
    /// by the 20 points of every lower width allows), with rows long enough to be ranked;
    /// every invariant holds at the end.
    func testRandomSqueezesReachTheLexicographicOptimum() throws {
        var rng = SplitMix(seed: 17)
        for _ in 0..<6 {
            let n = 150 + Int(rng.next() % 200)
            let levels = 1 + Int(rng.next() % 40)
            let priorities = (0..<n).map { _ in 1 + Int(rng.next() % UInt64(levels)) * 7 }
            let budget = Double(20 * n) + Double(rng.next() % UInt64(30 * n))
            let (s, widths, _) = try squeeze(n, budget: budget, checks: false) { priorities[$0] }
            XCTAssertEqual(s.invariantViolations(), [])
            var sums: [Int: Double] = [:], counts: [Int: Int] = [:]
            for (i, w) in widths.enumerated() {
                sums[priorities[i], default: 0] += s.value(of: w)
                counts[priorities[i], default: 0] += 1
            }
            var left = budget - Double(20 * n)
            for p in counts.keys.sorted(by: >) {
                let count = counts[p] ?? 0
                let extra = min(Double(30 * count), left)
                left -= extra
                XCTAssertEqual(sums[p] ?? 0, Double(20 * count) + extra, accuracy: 1e-6, "level \(p) of \(levels), n \(n)")
            }
        }
    }
}
