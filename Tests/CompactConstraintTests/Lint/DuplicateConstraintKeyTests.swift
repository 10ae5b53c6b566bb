import CompactConstraint
import XCTest

/// The duplicate check's key (`DuplicateConstraintCheck.Key`): its own hash replaced
/// `Hasher` (session 11), so what counts as the same constraint is checked here on the
/// cases the hash must treat alike or apart, and on a table of thousands of keys.
final class DuplicateConstraintKeyTests: XCTestCase {
    private let views = #""a": {"size": [10, 10]}, "b": {"size": [10, 10]}"#
    private let placed = ["a.left = super.left", "a.top = super.top", "b.left = super.left", "b.top = super.top"]

    private func duplicates(_ constraints: [String], views: String? = nil) -> [String] {
        lintLayout(lintFile(views: views ?? self.views, constraints: constraints + placed)).diagnostics
            .filter { $0.code == .duplicateConstraint }.map(\.message)
    }

    /// An inequality written from the other side flips its relation with its sign, and a
    /// constant of -0 is the constant 0.
    func testFlippedInequalityAndNegativeZeroAreTheSame() {
        XCTAssertEqual(duplicates(["a.right <= b.right + 0", "b.right >= a.right - 0"]), [
            "'b.right >= a.right - 0' repeats 'a.right <= b.right + 0' (b.right >= a.right)",
        ])
    }

    /// Another priority, relation, multiplier or constant is another constraint.
    func testDifferentPartsAreNotTheSame() {
        XCTAssertEqual(duplicates([
            "a.right <= b.right", "a.right <= b.right @ 750", "a.right >= b.right", "a.right <= b.right * 2",
            "a.right <= b.right + 1",
        ]), [])
    }

    /// 2,000 distinct constraints, each written twice: 2,000 warnings, each naming its own.
    func testThousandsOfKeys() {
        let count = 2_000
        let names = (0..<count).map { "v\($0)" }
        let views = names.map { "\"\($0)\": {\"size\": [1, 1]}" }.joined(separator: ", ")
        let written = names.enumerated().map { "\($1).left = super.left + \($0)" }
        let placedViews = names.map { "\($0).top = super.top" }
        let found = duplicates(written + placedViews + written.reversed(), views: views)
        XCTAssertEqual(found.count, count)
        XCTAssertEqual(found.first, "'v1999.left = super.left + 1999' repeats 'v1999.left = super.left + 1999' (v1999.left == super.left + 1999)")
    }
}
