import CompactConstraint
import XCTest

/// The `frame-out-of-range` note names what carried the frame out of range (issue #12 §5):
/// multipliers compounding, constants adding up, or both.
final class FrameRangeCauseTests: XCTestCase {
    /// Spacing constants only: 6,000,000 + 10 + 6,000,000 puts b at x = 12,000,010; the
    /// note names the constants, not multipliers.
    func testSpacingConstants() {
        let run = lintLayout("""
            {"size": {"width": 100, "height": 100}, "views": {"a": {"size": [10, 10]}, "b": {"size": [10, 10]}},
             "constraints": ["H:|-6000000-[a]-6000000-[b]", "V:|[a]", "V:|[b]"]}
            """)
        let errors = run.diagnostics.filter { $0.code == .frameOutOfRange }
        XCTAssertEqual(errors.map(\.message), [
            "the solved x of 'b' is 12000010: beyond what a frame can hold (±10,000,000 points)",
        ])
        XCTAssertEqual(errors.first?.notes.map(\.message), [
            "constants add up (the largest, 6000000 points, in 'a.leading == super.leading + 6000000') along a chain "
                + "of constraints; check the chain that sizes or places 'b'",
        ])
    }

    /// Multipliers only (each constant small): 10 · 2²⁰ = 10,485,760.
    func testMultipliers() {
        let names = (0...20).map { "v\($0)" }
        let views = names.map { #""\#($0)": {}"# }.joined(separator: ", ")
        let constraints = ["v0.width = 10"] + (1...20).map { "v\($0).width = v\($0 - 1).width * 2" }
            + names.flatMap { ["\($0).left = super.left", "\($0).top = super.top", "\($0).height = 10"] }
        let run = lintLayout("""
            {"size": {"width": 100, "height": 100}, "views": {\(views)},
             "constraints": [\(constraints.map { "\"\($0)\"" }.joined(separator: ", "))]}
            """)
        let errors = run.diagnostics.filter { $0.code == .frameOutOfRange }
        XCTAssertEqual(errors.first?.notes.map(\.message), [
            "multipliers compound along a chain of constraints; check the chain that sizes or places 'v20'",
        ])
    }
}
