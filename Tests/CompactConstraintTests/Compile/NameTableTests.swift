import XCTest
@testable import CompactConstraint

/// `NameTable`, the look-up of view, metric and attribute names while lowering.
final class NameTableTests: XCTestCase {
    func testFindsWhatWasStoredAndNothingElse() {
        var table = NameTable<Int>(capacity: 2)
        table.store(1, for: "button")
        table.store(2, for: "label")
        XCTAssertEqual(table["button"], 1)
        XCTAssertEqual(table["label"], 2)
        XCTAssertNil(table["Button"])
        XCTAssertNil(table["butto"])
        XCTAssertNil(table[""])
        XCTAssertEqual(table.count, 2)
    }

    func testStoringAgainReplacesAsADictionaryWould() {
        var table = NameTable<Double>()
        table.store(8, for: "gap")
        table.store(12, for: "gap")
        XCTAssertEqual(table["gap"], 12)
        XCTAssertEqual(table.count, 1)
    }

    func testGrowsPastItsCapacityAndKeepsEveryName() {
        var table = NameTable<Int>(capacity: 1)
        // Long names (not small strings), non-ASCII names and the empty name too.
        let names = (0..<1_000).map { "view_\($0)_with_a_name_longer_than_fifteen_bytes" } + ["é", "", "ß_1"]
        for (index, name) in names.enumerated() { table.store(index, for: name) }
        XCTAssertEqual(table.count, names.count)
        for (index, name) in names.enumerated() { XCTAssertEqual(table[name], index, name) }
        XCTAssertNil(table["view_1000_with_a_name_longer_than_fifteen_bytes"])
    }

    func testEveryAttributeIsFoundByItsName() {
        for attribute in LayoutAttribute.allCases {
            XCTAssertEqual(LayoutAttribute.named(attribute.rawValue), attribute)
        }
        XCTAssertNil(LayoutAttribute.named("Left"))
        XCTAssertNil(LayoutAttribute.named("centerXWithinMargin"))
    }
}
