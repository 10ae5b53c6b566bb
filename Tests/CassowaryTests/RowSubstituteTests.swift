import XCTest
@testable import Cassowary
import CCCTestSupport

/// `Row.substitute(at:with:…)` splices a short definition into a long row (binary search per
/// cell, block copies between the edits); it must give exactly what removing the cell and
/// merging the whole definition gives, bit for bit, with the same `added` and `removed` lists.
final class RowSubstituteTests: XCTestCase {
    func testSplicedSubstitutionEqualsAFullMerge() {
        var rng = XorShift(seed: 77)
        var spliced = 0
        for trial in 0..<2_000 {
            let n = [10, 70, 200][trial % 3]
            // A sorted row over random distinct symbols, some of them adjacent ids.
            var ids = Set<Int32>()
            while ids.count < n { ids.insert(Int32(rng.int(4 * n))) }
            let sorted = ids.sorted()
            let row = Row(constant: rng.double(-10, 10),
                          cells: sorted.map { Cell(symbol: Symbol($0), coefficient: Double(rng.int(7) - 3) + 0.5) })
            let position = rng.int(n)
            let x = sorted[position]
            // A short definition near x (sometimes far), cancelling some cells exactly.
            var defIDs = Set<Int32>()
            let spread = trial % 5 == 0 ? 4 * n : 6
            for _ in 0..<(1 + rng.int(6)) {
                let id = max(0, x + Int32(rng.int(2 * spread + 1) - spread))
                if id != x { defIDs.insert(id) }
            }
            let factor = row.cells[position].coefficient
            let definition = Row(constant: rng.double(-5, 5), cells: defIDs.sorted().map { id in
                let existing = row.coefficient(of: Symbol(id))
                let c = existing != 0 && rng.int(3) == 0 ? -existing / factor : Double(rng.int(9) - 4) + 0.25
                return Cell(symbol: Symbol(id), coefficient: c)
            })

            var expected = row
            var scratch: [Cell] = [], addedA: [Symbol] = [], removedA: [Symbol] = []
            expected.cells.remove(at: position)
            expected.add(definition, times: factor, tolerance: 1e-8, scratch: &scratch, added: &addedA, removed: &removedA)

            var actual = row
            var addedB: [Symbol] = [], removedB: [Symbol] = [], edits: [RowEdit] = []
            actual.substitute(at: position, with: definition, tolerance: 1e-8,
                              scratch: &scratch, edits: &edits, added: &addedB, removed: &removedB)
            if n >= Row.spliceMinimumLength && definition.cells.count * Row.spliceRatio <= n { spliced += 1 }

            XCTAssertEqual(actual.constant.bitPattern, expected.constant.bitPattern, "trial \(trial)")
            XCTAssertEqual(actual.cells.map(\.symbol), expected.cells.map(\.symbol), "trial \(trial)")
            XCTAssertEqual(actual.cells.map(\.coefficient.bitPattern), expected.cells.map(\.coefficient.bitPattern), "trial \(trial)")
            XCTAssertEqual(addedB, addedA, "trial \(trial)")
            XCTAssertEqual(removedB, removedA, "trial \(trial)")
        }
        XCTAssertGreaterThan(spliced, 1_000)
    }
}
