import XCTest
@testable import CompactConstraint

/// `Scope.nearestCommonAncestor` (multipliers on locations and right-to-left constraints
/// are evaluated in the two items' nearest common ancestor).
final class ScopeTests: XCTestCase {
    /// `parents[i]` is the superview of view i + 1 (view 0 is the root).
    private func scope(_ parents: [Int]) -> Scope {
        let views = [CompiledView(name: "self", index: 0, superview: nil, nameRange: nil, layoutMargins: .zero)]
            + parents.enumerated().map { offset, parent in
                CompiledView(name: "v\(offset + 1)", index: offset + 1, superview: parent, nameRange: nil, layoutMargins: .zero)
            }
        return Scope(views: views, metrics: [], direction: .leftToRight)
    }

    func testAncestorsSiblingsCousinsAndTheRoot() {
        //        0
        //      1   4
        //     2 3    5
        //    6
        let tree = scope([0, 1, 1, 0, 4, 2])
        XCTAssertEqual(tree.nearestCommonAncestor(2, 3), 1)
        XCTAssertEqual(tree.nearestCommonAncestor(6, 3), 1)
        XCTAssertEqual(tree.nearestCommonAncestor(3, 6), 1)
        XCTAssertEqual(tree.nearestCommonAncestor(6, 5), 0)
        XCTAssertEqual(tree.nearestCommonAncestor(6, 2), 2)
        XCTAssertEqual(tree.nearestCommonAncestor(1, 6), 1)
        XCTAssertEqual(tree.nearestCommonAncestor(5, 5), 5)
        XCTAssertEqual(tree.nearestCommonAncestor(0, 5), 0)
    }

    func testViewsDeclaredBeforeTheirSuperviews() {
        // v1 in v3 in v2 in the root.
        let tree = scope([3, 0, 2])
        XCTAssertEqual(tree.nearestCommonAncestor(1, 3), 3)
        XCTAssertEqual(tree.nearestCommonAncestor(1, 2), 2)
        XCTAssertEqual(Scope.depths(of: tree.views), [0, 3, 1, 2])
    }

    /// 20,000 views each in the previous: a view and its superview meet in one step, so
    /// compiling a deep nesting is linear in the number of constraints (it was quadratic).
    func testDeepNesting() {
        let depth = 20_000
        let tree = scope((0..<depth).map { $0 })
        XCTAssertEqual(Scope.depths(of: tree.views).last, depth)
        for view in stride(from: 1, through: depth, by: 997) {
            XCTAssertEqual(tree.nearestCommonAncestor(view, view - 1), view - 1)
            XCTAssertEqual(tree.nearestCommonAncestor(view - 1, view), view - 1)
        }
        XCTAssertEqual(tree.nearestCommonAncestor(depth, 1), 1)
    }
}
