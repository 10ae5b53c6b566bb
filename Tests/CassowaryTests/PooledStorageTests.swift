import XCTest
@testable import Cassowary

/// The solver's pooled storage (issue 18, item 3): the objective's coefficient lists
/// (`ObjectiveEntries`), the column index (`ColumnIndex`) and the constraints as given
/// (`ConstraintSources`) live in one pool each instead of an array per symbol or constraint.
/// Each is checked here against the plain arrays it replaced, through a long sequence of
/// changes that frees and reuses its storage.
final class PooledStorageTests: XCTestCase {
    /// A small deterministic generator (a linear congruential one), so the sequence is the same on every run.
    private struct Sequence {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    func testObjectiveListsMatchArraysThroughAddsRemovalsAndTruncation() {
        var lists = ObjectiveEntries(symbolCount: 20)
        var model = [[(level: Int32, coefficient: Double)]](repeating: [], count: 20)
        var random = Sequence(state: 7)
        for step in 0..<5_000 {
            let s = random.next(model.count)
            switch random.next(10) {
            case 0:
                lists.clear(s)
                model[s] = []
            case 1:
                let level = Int32(random.next(6))
                XCTAssertEqual(lists.remove(level: level, of: s), model[s].contains { $0.level == level })
                model[s].removeAll { $0.level == level }
            case 2 where step % 50 == 0:
                let count = 10 + random.next(20)
                lists.resize(to: count)
                if count < model.count { model.removeLast(model.count - count) } else {
                    model.append(contentsOf: repeatElement([], count: count - model.count))
                }
            default:
                // Insert a level in falling order, as `Objective.accumulate` does.
                let level = Int32(random.next(6))
                var previous: Int32 = -1
                var e = lists.head(s)
                while e >= 0 && lists[e].level > level {
                    previous = e
                    e = lists[e].next
                }
                if e >= 0 && lists[e].level == level {
                    lists[e].coefficient += 1
                    if let i = model[s].firstIndex(where: { $0.level == level }) { model[s][i].coefficient += 1 }
                } else {
                    lists.link(level: level, coefficient: Double(step), before: e, after: previous, of: s)
                    let i = model[s].firstIndex { $0.level < level } ?? model[s].count
                    model[s].insert((level, Double(step)), at: i)
                }
            }
            XCTAssertEqual(lists.symbolCount, model.count)
            for t in model.indices {
                var read: [(Int32, Double)] = []
                var e = lists.head(t)
                while e >= 0 {
                    read.append((lists[e].level, lists[e].coefficient))
                    e = lists[e].next
                }
                XCTAssertEqual(read.map(\.0), model[t].map(\.level), "symbol \(t) after step \(step)")
                XCTAssertEqual(read.map(\.1), model[t].map(\.coefficient), "symbol \(t) after step \(step)")
            }
        }
    }

    func testColumnBlocksMatchArraysThroughGrowthDetachingAndSplitting() {
        var index = ColumnIndex()
        var model: [[Int32]] = []
        for _ in 0..<30 {
            index.appendSymbol()
            model.append([])
        }
        var random = Sequence(state: 11)
        for step in 0..<6_000 {
            let s = random.next(model.count)
            switch random.next(12) {
            case 0:
                let list = index.detach(s)
                XCTAssertEqual((0..<list.count).map { index.entry(list, $0) }, model[s])
                index.free(list)
                model[s] = []
            case 1:
                // Keep every other entry, as a compaction keeps the live ones in order.
                var kept = 0
                for i in 0..<index.count(of: s) where i % 2 == 0 {
                    index.setEntry(s, kept, index.entry(s, i))
                    kept += 1
                }
                index.shorten(s, to: kept)
                model[s] = model[s].enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
            case 2:
                index.reserve(s, capacity: 2 * max(1, index.capacity(of: s)))
            default:
                let slot = Int32(step)
                index.append(slot, to: s)
                model[s].append(slot)
            }
            XCTAssertGreaterThanOrEqual(index.capacity(of: s), index.count(of: s))
            for t in model.indices { XCTAssertEqual(index.entries(of: t), model[t], "symbol \(t) after step \(step)") }
        }
        XCTAssertEqual(index.entryCount, model.reduce(0) { $0 + $1.count })
        index.truncate(to: 10)
        XCTAssertEqual(index.symbolCount, 10)
        for t in 0..<10 { XCTAssertEqual(index.entries(of: t), model[t]) }
    }

    func testConstraintSourcesGiveBackEachConstraintAsAddedThroughRemovalsAndCompaction() {
        var sources = ConstraintSources()
        var model: [Constraint?] = []
        var random = Sequence(state: 3)
        let relations: [Relation] = [.lessThanOrEqual, .equal, .greaterThanOrEqual]
        for step in 0..<8_000 {
            if !model.isEmpty && random.next(3) == 0 {
                let id = random.next(model.count)
                sources[id] = nil
                model[id] = nil
            } else {
                var terms: [Term] = []
                for _ in 0..<random.next(4) {
                    terms.append(Term(Variable(id: random.next(100)), Double(random.next(9)) - 4))
                }
                let constraint = Constraint(
                    Expression(terms, constant: Double(step) / 8), relations[random.next(3)],
                    priority: 1 + random.next(1000))
                sources.append(constraint)
                model.append(constraint)
            }
        }
        XCTAssertEqual(sources.count, model.count)
        for id in model.indices {
            XCTAssertEqual(sources[id], model[id], "constraint \(id)")
            XCTAssertEqual(sources.firstVariable(of: id), model[id]?.expression.terms.first?.variable)
        }
        sources.removeLast(10)
        XCTAssertEqual(sources.count, model.count - 10)
        XCTAssertNil(sources.firstVariable(of: model.count))
    }
}
