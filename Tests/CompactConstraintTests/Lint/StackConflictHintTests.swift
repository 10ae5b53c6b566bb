import CompactConstraint
import XCTest

/// A conflict with a stack's own required constraints (`UISV-…`) ends with a concrete fix
/// on the editable side (issue #12 §5).
final class StackConflictHintTests: XCTestCase {
    /// The hidden view with a padded child: `UISV-hiding` (h.height == 0) against
    /// the two 16-point pins. The fix: let the broken pin give way at 999, in visual format
    /// `-(16@999)-`.
    func testHidingConflictSuggestsAPriorityOnThePin() {
        let run = lintLayout("""
            {"size": {"width": 320, "height": 480},
             "views": {"s": {"stack": {"axis": "vertical"}}, "h": {"superview": "s", "hidden": true}, "l": {"superview": "h"}},
             "constraints": ["H:|[s]|", "s.top = super.top", "V:|-16-[l]-16-|", "H:|[l]|"]}
            """)
        let error = run.diagnostics.first { $0.code == .unsatisfiableConstraint }
        XCTAssertEqual(error?.notes.last { $0.message.hasPrefix("fix:") }?.message,
            "fix: 'UISV-hiding' is the stack's own and required; let 'h' collapse by giving 'l.bottom == super.bottom - 16' "
                + "a priority below 1000: write 'l.bottom == super.bottom - 16 @ 999' (in visual format: '-(16@999)-' for "
                + "that spacing)")
    }

    /// `fill` alignment against two fixed heights: the fix names the user's size.
    func testFillConflictSuggestsAPriorityOnTheSize() {
        let run = lintLayout("""
            {"size": {"width": 320, "height": 480},
             "views": {"s": {"stack": {}}, "a": {"superview": "s", "size": [30, 30]}, "b": {"superview": "s", "size": [20, 10]}},
             "constraints": ["s.left = super.left", "s.top = super.top"]}
            """)
        XCTAssertEqual(Self.fixes(run), [
            "fix: 'UISV-canvas-connection' is the stack's own and required; give 'a.height == 30' a priority below 1000: "
                + "write 'a.height == 30 @ 999' as a constraint in place of 'size', or change the stack's alignment or "
                + "distribution",
        ])
    }

    /// A stack pinned to its superview, too narrow for its fixed sizes: the fix names a size,
    /// not the pin (which would let the stack run off screen).
    func testSqueezedStackSuggestsAPriorityOnASizeNotThePin() {
        let run = lintLayout("""
            {"size": {"width": 200, "height": 100},
             "views": {"bar": {"stack": {"axis": "horizontal", "spacing": 12}, "align": "fill top"},
                       "back": {"superview": "bar", "size": [110, 44]}, "done": {"superview": "bar", "size": [110, 44]}}}
            """)
        XCTAssertEqual(Self.fixes(run), [
            "fix: 'UISV-spacing' is the stack's own and required; give 'back.width == 110' a priority below 1000: "
                + "write 'back.width == 110 @ 999' as a constraint in place of 'size', or change the stack's alignment or "
                + "distribution",
        ])
    }

    /// No stack constraint in the set: no such note.
    func testNoHintWithoutAStack() {
        let run = lintLayout("""
            {"size": {"width": 100, "height": 100}, "views": {"a": {}},
             "constraints": ["a.width == 10", "a.width == 20", "H:|[a]", "V:|[a(10)]"]}
            """)
        XCTAssertFalse(run.diagnostics.contains { $0.notes.contains { $0.message.hasPrefix("fix:") } })
    }

    /// The `fix:` note of each conflict.
    static func fixes(_ run: Pipeline.Run) -> [String] {
        run.diagnostics.filter { $0.code == .unsatisfiableConstraint }
            .compactMap { $0.notes.last { $0.message.hasPrefix("fix:") }?.message }
    }
}
