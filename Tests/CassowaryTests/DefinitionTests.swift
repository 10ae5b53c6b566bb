import XCTest
import Cassowary
import CCCTestSupport

/// Required equalities solved for a variable outside the tableau (nested definitions),
/// including variables that earlier definitions already mention.
final class DefinitionTests: XCTestCase {
    /// `l = f + 5` first mentions `f`; `f = g + 10` then defines it, raising `l` above it.
    func testDefiningAVariableThatAnEarlierDefinitionMentions() throws {
        let s = checkedSolver()
        let l = s.makeVariable(), f = s.makeVariable(), g = s.makeVariable()
        _ = try s.add(cn([(l, 1)], .equal, 5, [(f, 1)]))
        let fg = try s.add(cn([(f, 1)], .equal, 10, [(g, 1)]))
        _ = try s.add(cn([(g, 1)], .equal, 100))
        XCTAssertEqual(s.value(of: g), 100, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: f), 110, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: l), 115, accuracy: 1e-9)
        XCTAssertEqual(s.ambiguity(of: [l, f, g]), [false, false, false])
        try s.remove(fg)
        XCTAssertEqual(s.value(of: l), s.value(of: f) + 5, accuracy: 1e-9)
        XCTAssertEqual(s.ambiguity(of: [l, f, g]), [true, true, false])
    }

    /// `a = b + 1` then `b = a + 1`: defining `b` would be a cycle, so the second goes
    /// into the tableau, where it is found contradictory; `b = a - 1` is redundant.
    func testACycleOfDefinitionsIsNeverMade() throws {
        let s = checkedSolver()
        let a = s.makeVariable(), b = s.makeVariable()
        _ = try s.add(cn([(a, 1)], .equal, 1, [(b, 1)]))
        XCTAssertThrowsError(try s.add(cn([(b, 1)], .equal, 1, [(a, 1)]))) { error in
            XCTAssertEqual(error as? SolverError, .unsatisfiable)
        }
        _ = try s.add(cn([(b, 1)], .equal, -1, [(a, 1)]))
        _ = try s.add(cn([(b, 1)], .equal, 7))
        XCTAssertEqual(s.value(of: a), 8, accuracy: 1e-9)
    }

    /// A vertical stack of rows where each label is centred on its field before the
    /// field is placed under the previous one (the order of a form): every position
    /// must come out right whatever order the equalities arrive in.
    func testChainDefinedInAnyOrderGivesTheSameValues() throws {
        for seed in 1...20 as ClosedRange<UInt64> {
            var rng = XorShift(seed: seed)
            let s = checkedSolver()
            let n = 30
            let tops = (0..<n).map { _ in s.makeVariable() }
            let labels = (0..<n).map { _ in s.makeVariable() }
            var equalities: [Constraint] = [cn([(tops[0], 1)], .equal, 20)]
            for i in 1..<n { equalities.append(cn([(tops[i], 1)], .equal, 42, [(tops[i - 1], 1)])) }
            for i in 0..<n { equalities.append(cn([(labels[i], 1)], .equal, 6.5, [(tops[i], 1)])) }
            for i in stride(from: equalities.count - 1, to: 0, by: -1) {
                equalities.swapAt(i, rng.int(i + 1))
            }
            for c in equalities { _ = try s.add(c) }
            for i in 0..<n {
                XCTAssertEqual(s.value(of: tops[i]), 20 + 42 * Double(i), accuracy: 1e-9, "seed \(seed)")
                XCTAssertEqual(s.value(of: labels[i]), 26.5 + 42 * Double(i), accuracy: 1e-9, "seed \(seed)")
            }
            XCTAssertEqual(s.ambiguity(of: tops + labels), [Bool](repeating: false, count: 2 * n), "seed \(seed)")
        }
    }

    /// `values(of:)` reads a whole solution in one pass: each value is `value(of:)`'s,
    /// bit for bit, for defined variables, variables in rows, and another solver's.
    func testValuesInOnePassEqualValueOfEach() throws {
        let s = checkedSolver()
        let a = s.makeVariable(), b = s.makeVariable(), c = s.makeVariable(), d = s.makeVariable()
        _ = try s.add(cn([(b, 1)], .equal, 7.25, [(a, 1)]))  // b is defined over a
        _ = try s.add(cn([(a, 1)], .greaterThanOrEqual, 3))  // a is in a row
        _ = try s.add(cn([(c, 1)], .equal, 1.5, [(b, 2)]))  // c is defined over b
        _ = try s.add(cn([(a, 1)], .equal, 10, priority: 250))
        let other = checkedSolver()
        let foreign = (0..<9).map { _ in other.makeVariable() }.last  // an id this solver never made
        let variables = [a, b, c, d] + (foreign.map { [$0] } ?? [])
        XCTAssertEqual(s.values(of: variables).map(\.bitPattern), variables.map { s.value(of: $0).bitPattern })
        XCTAssertEqual(s.values(of: [a, b, c]), [10, 17.25, 36])
    }
}
