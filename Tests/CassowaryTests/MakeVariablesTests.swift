import XCTest
import Cassowary
import CCCTestSupport

/// `Solver.makeVariables(preferredSubjects:)` is the same as one `makeVariable` call per
/// flag: the same ids, and the same tableau, definitions and values after the same adds.
final class MakeVariablesTests: XCTestCase {
    func testMakesTheSameSolverAsOneCallPerVariable() throws {
        let flags = (0..<40).map { $0 % 4 < 2 }
        let one = checkedSolver(), all = checkedSolver()
        let a = flags.map { one.makeVariable(preferredSubject: $0) }
        let b = all.makeVariables(preferredSubjects: flags)
        XCTAssertEqual(a.map(\.id), b.map(\.id))
        XCTAssertEqual(b.map(\.id), Array(0..<40))
        // A chain of ten views (x, y, w, h each): x(i) = x(i-1) + w(i-1) + 8, widths wanting 50
        // @500 and squeezed by the last right edge at 300 @750, one required height.
        for (solver, v) in [(one, a), (all, b)] {
            _ = try solver.add(cn([(v[0], 1)], .equal, 0))
            for i in 0..<10 {
                _ = try solver.add(cn([(v[4 * i + 2], 1)], .equal, 50, priority: 500))
                _ = try solver.add(cn([(v[4 * i + 3], 1)], .equal, 20))
                if i > 0 { _ = try solver.add(cn([(v[4 * i], 1)], .equal, 8, [(v[4 * i - 4], 1), (v[4 * i - 2], 1)])) }
            }
            _ = try solver.add(cn([(v[36], 1), (v[38], 1)], .equal, 300, priority: 750))
        }
        // More after the adds, when the tableau has rows and slack and error symbols.
        _ = [one.makeVariable(), one.makeVariable(preferredSubject: true)]
        _ = all.makeVariables(preferredSubjects: [false, true])
        XCTAssertEqual(all.variableCount, 42)
        XCTAssertEqual(one.dump(), all.dump())
        XCTAssertEqual(one.values(of: a), all.values(of: b))
        XCTAssertEqual(all.value(of: b[38]) + all.value(of: b[36]), 300, accuracy: 1e-9)
    }
}
