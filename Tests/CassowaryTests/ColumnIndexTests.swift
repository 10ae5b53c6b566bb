import XCTest
@testable import Cassowary

/// The tableau's column index (`Tableau.columns`) is kept lazily: a row that gains a symbol
/// appends an entry, and entries are dropped only when the column is read. Rows that gain
/// and lose the same symbols again and again (`ccc lint`'s priority-tie trials on a squeezed
/// chain) filled columns nobody read with repeats: about 100 MB on a chain of 20,000 views
/// (issue 18, item 3). A full column now drops its repeats before it grows.
final class ColumnIndexTests: XCTestCase {
    /// n views in a row, 8 apart, each at least 20 wide and 50 wide at priority 250, the
    /// last ending at `room` (squeezed when `room` < 58n): the `chain` shape of `ccc-bench`.
    private func squeezedChain(_ solver: Solver, n: Int, room: Double) throws -> (widths: [Variable], handles: [ConstraintHandle]) {
        var x: [Variable] = [], w: [Variable] = []
        var handles: [ConstraintHandle] = []
        for i in 0..<n {
            x.append(solver.makeVariable(preferredSubject: true))
            w.append(solver.makeVariable())
            if i == 0 {
                _ = try solver.add(cn([(x[0], 1)], .equal, 8))
            } else {
                _ = try solver.add(cn([(x[i], 1)], .equal, 8, [(x[i - 1], 1), (w[i - 1], 1)]))
            }
            _ = try solver.add(cn([(w[i], 1)], .greaterThanOrEqual, 20))
            handles.append(try solver.add(cn([(w[i], 1)], .equal, 50, priority: 250)))
        }
        _ = try solver.add(cn([(x[n - 1], 1), (w[n - 1], 1)], .lessThanOrEqual, room))
        return (w, handles)
    }

    /// Re-prioritising the broken widths one after another, round after round (as the
    /// priority-tie trials do), leaves the column index about as large as after one round,
    /// and gives the same values as a solver that never ran the trials.
    func testRepeatedTrialsDoNotGrowTheColumnIndex() throws {
        let n = 300
        let solver = Solver()
        var (widths, handles) = try squeezedChain(solver, n: n, room: 40 * Double(n))
        let broken = widths.indices.filter { solver.value(of: widths[$0]) < 50 - 1e-9 }
        XCTAssertGreaterThan(broken.count, 64)
        func round() throws {
            for i in broken.prefix(64) {
                try solver.remove(handles[i])
                let raised = try solver.add(cn([(widths[i], 1)], .equal, 50, priority: 251))
                try solver.remove(raised)
                handles[i] = try solver.add(cn([(widths[i], 1)], .equal, 50, priority: 250))
            }
        }
        try round()
        let afterOne = solver.columnEntryCount
        for _ in 0..<9 { try round() }
        let afterTen = solver.columnEntryCount
        XCTAssertLessThanOrEqual(afterTen, afterOne + afterOne / 2, "column entries after 1 round \(afterOne), after 10 \(afterTen)")
        XCTAssertLessThan(afterTen, 4 * solver.tableauCellCount + 16 * n)
        XCTAssertTrue(solver.invariantViolations().isEmpty)
    }
}
