import XCTest
@testable import Cassowary
import CCCTestSupport

/// A short `Row` is sorted and gets a definition spliced or merged (`substituteSorted`); a long
/// one keeps its cells in no order with a hash index: `substitute(at:with:…)` updates only the
/// definition's cells. Each must give, bit for bit, what the
/// textbook computation on a dense vector gives (`old + a·d`, `a·d`, cancelled within the
/// tolerance), the same `added` and `removed` symbols, and an index that still finds every cell.
final class RowSubstituteTests: XCTestCase {
    func testSubstitutionEqualsTheDenseComputation() {
        var rng = XorShift(seed: 77)
        var indexed = 0
        for trial in 0..<2_000 {
            let n = [10, 70, 300][trial % 3]
            let universe = 4 * n
            var ids = Set<Int32>()
            while ids.count < n { ids.insert(Int32(rng.int(universe))) }
            // Built by appends and removals in a shuffled order, so the cells are unordered.
            var row = Row(constant: rng.double(-10, 10))
            var dense = [Double](repeating: 0, count: universe)
            for id in ids.sorted().shuffled(using: &rng) {
                let c = Double(rng.int(7) - 3) + 0.5
                row.append(Cell(symbol: Symbol(id), coefficient: c))
                dense[Int(id)] = c
            }
            row.indexIfLong()
            for id in ids.sorted().prefix(n / 5) where rng.int(2) == 0 {
                row.remove(Symbol(id))
                dense[Int(id)] = 0
            }
            guard let x = row.cells.randomElement(using: &rng)?.symbol, let position = row.position(of: x) else {
                return XCTFail("trial \(trial): an empty row")
            }
            let factor = row.cells[position].coefficient
            // A short or long definition, cancelling some cells exactly.
            var defIDs = Set<Int32>()
            for _ in 0..<(trial % 7 == 0 ? n : 1 + rng.int(6)) {
                let id = Int32(rng.int(universe))
                if id != x.id { defIDs.insert(id) }
            }
            let definition = Row(constant: rng.double(-5, 5), cells: defIDs.sorted().map { id in
                let existing = dense[Int(id)]
                let c = existing != 0 && rng.int(3) == 0 ? -existing / factor : Double(rng.int(9) - 4) + 0.25
                return Cell(symbol: Symbol(id), coefficient: c)
            })

            // The dense reference.
            let tolerance = 1e-8
            let constant = row.constant + factor * definition.constant
            dense[Int(x.id)] = 0
            var addedA: [Symbol] = [], removedA: [Symbol] = []
            for d in definition.cells {
                let old = dense[Int(d.symbol.id)]
                if old != 0 {
                    let c = old + factor * d.coefficient
                    if abs(c) > tolerance { dense[Int(d.symbol.id)] = c } else { dense[Int(d.symbol.id)] = 0; removedA.append(d.symbol) }
                } else {
                    let c = factor * d.coefficient
                    if abs(c) > tolerance { dense[Int(d.symbol.id)] = c; addedA.append(d.symbol) }
                }
            }

            if !row.table.isEmpty { indexed += 1 }
            var merged = Row(constant: row.constant, cells: row.sortedCells)
            var scratch: [Cell] = [], edits: [RowEdit] = [], addedD: [Symbol] = [], removedD: [Symbol] = []
            if let p = merged.position(of: x) {
                merged.substituteSorted(at: p, with: definition, tolerance: tolerance, scratch: &scratch, edits: &edits,
                                        added: &addedD, removed: &removedD)
            }
            XCTAssertEqual(addedD, addedA, "trial \(trial)")
            XCTAssertEqual(removedD, removedA, "trial \(trial)")
            var addedB: [Symbol] = [], removedB: [Symbol] = []
            row.substitute(at: position, with: definition, tolerance: tolerance, added: &addedB, removed: &removedB)
            XCTAssertEqual(addedB, addedA, "trial \(trial)")
            XCTAssertEqual(removedB, removedA, "trial \(trial)")

            let expected = dense.indices.filter { dense[$0] != 0 }
            for result in [row, merged] {
                XCTAssertEqual(result.constant.bitPattern, constant.bitPattern, "trial \(trial)")
                XCTAssertEqual(result.sortedCells.map { Int($0.symbol.id) }, expected, "trial \(trial)")
                XCTAssertEqual(result.sortedCells.map(\.coefficient.bitPattern), expected.map { dense[$0].bitPattern },
                               "trial \(trial)")
                XCTAssertTrue(result.indexIsConsistent, "trial \(trial)")
                for id in 0..<universe {
                    XCTAssertEqual(result.coefficient(of: Symbol(Int32(id))).bitPattern, dense[id].bitPattern,
                                   "trial \(trial), v\(id)")
                }
            }
        }
        XCTAssertGreaterThan(indexed, 500)
    }

    /// Long rows get an index when asked, and shrinking below a quarter of the length drops it: the index is built,
    /// kept through removals that move the last cell, and dropped.
    func testIndexFollowsGrowthAndShrinking() {
        var row = Row()
        for id in 0..<300 { row.append(Cell(symbol: Symbol(Int32(id * 7)), coefficient: Double(id + 1))) }
        XCTAssertTrue(row.table.isEmpty)
        row.indexIfLong()
        XCTAssertFalse(row.table.isEmpty)
        for id in stride(from: 0, to: 300, by: 3) { XCTAssertEqual(row.remove(Symbol(Int32(id * 7))), Double(id + 1)) }
        XCTAssertTrue(row.indexIsConsistent)
        for id in 0..<300 where id % 3 != 0 {
            XCTAssertEqual(row.coefficient(of: Symbol(Int32(id * 7))), Double(id + 1))
        }
        while row.cells.count > 5 { row.remove(row.cells[row.cells.count / 2].symbol) }
        XCTAssertTrue(row.table.isEmpty)
        XCTAssertTrue(row.indexIsConsistent)
    }
}
