import CompactConstraint
import XCTest

/// A log's reading that no layout can hold (NSLayoutConstraint's pairing rules) is
/// `log-unrecognized-constraint`, so that `--emit-layout` always writes a layout that
/// compiles (trial of session 14: `UIView:0xa.left == UIView:0xa.top` was analysed and
/// emitted, and `ccc lint` rejected the layout with `axis-mismatch`).
final class LogPairingTests: XCTestCase {
    /// The errors of compiling and solving `--emit-layout`'s file, but conflicts.
    private func emittedErrors(_ log: ConsoleLog.Analysis) -> [String] {
        let run = Pipeline.solve(SourceFile(path: "emitted.json", text: LogLayoutWriter.json(log)), options: CompileOptions())
        return run.diagnostics.filter { $0.severity == .error && $0.code != .unsatisfiableConstraint }
            .map { "\($0.code.rawValue): \($0.message)" }
    }

    func testMixedAxesAreUnrecognizedAndLocated() throws {
        let file = LogFixtures.log(["<NSLayoutConstraint:0xB UIView:0xa.left == UIView:0xa.top (active)>"])
        let log = try XCTUnwrap(ConsoleLog.read(file).logs.first)
        XCTAssertEqual(log.constraints.count, 0)
        XCTAssertEqual(log.located(in: file).first, "3:6 log-unrecognized-constraint")
        XCTAssertEqual(log.diagnostics.first?.message,
            "cannot read this constraint: it relates the horizontal attribute 'left' to the vertical attribute 'top'; "
                + "a layout cannot hold it (NSLayoutConstraint refuses it); it is left out of the analysis")
        XCTAssertEqual(emittedErrors(log), [])
    }

    func testEachRuleOfTheCompilerIsAReadingError() {
        let cases: [(String, String)] = [
            ("UIView:0xa.width == UIView:0xb.top", "the location attribute 'top' to the size attribute 'width'"),
            ("UIView:0xa.leading == UIView:0xb.left", "'leading' to 'left': leading and trailing follow"),
            ("UIView:0xa.left == 0*UIView:0xb.left + 5", "'left' has multiplier 0"),
            ("UIView:0xa.top == + 70", "the location attribute 'top' equals a constant alone"),
            ("UIView:0xa.firstBaseline == UIView:0xb.centerX", "the vertical attribute 'firstBaseline' to the horizontal attribute 'centerX'"),
        ]
        for (description, message) in cases {
            let log = ConsoleLog.read(LogFixtures.log(["<NSLayoutConstraint:0xB \(description)   (active)>"])).logs[0]
            XCTAssertEqual(log.constraints.count, 0, description)
            XCTAssertTrue(log.diagnostics.first?.message.contains(message) == true, "\(description): \(log.diagnostics.map(\.message))")
        }
        // What the layout can hold stays: a frame attribute with a constant, a size with multiplier 0.
        XCTAssertEqual(LogFixtures.compact([
            "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UIView:0xa.midY == + 70   (active)>",
            "<NSLayoutConstraint:0x2 UIView:0xa.width == 0*UIView:0xb.width + 5   (active)>",
        ]).count, 2)
    }

    /// Every pair of the attributes a log prints, with multipliers 1, 0 and 2, on one view and
    /// on two: what is read is emitted as a layout that compiles.
    func testEveryAttributePairEmitsALayoutThatCompiles() {
        let attributes = ["left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY",
                          "baseline", "firstBaseline", "lastBaseline", "leftMargin", "rightMargin", "topMargin", "bottomMargin",
                          "leadingMargin", "trailingMargin", "centerXWithinMargins", "centerYWithinMargins",
                          "minX", "midX", "maxX", "minY", "midY", "maxY"]
        var descriptions: [String] = []
        for a in attributes {
            descriptions.append("UIView:0xa.\(a) == + 70")
            for b in attributes {
                for multiplier in ["", "0*", "2*"] {
                    for second in ["UIView:0xa", "UIView:0xb"] {
                        descriptions.append("UIView:0xa.\(a) == \(multiplier)\(second).\(b) + 5")
                    }
                }
            }
        }
        var failures: [String] = []
        for description in descriptions {
            let file = LogFixtures.log(["<NSLayoutConstraint:0xB \(description)   (active, names: '|':UIView:0xc )>"])
            guard let log = ConsoleLog.read(file).logs.first else { continue }
            let errors = emittedErrors(log)
            if !errors.isEmpty { failures.append("\(description): \(errors)") }
        }
        XCTAssertEqual(failures, [], "\(failures.count) of \(descriptions.count)")
    }

    /// Two descriptions that place each view inside the other's margins: the second is not
    /// taken as a superview, so the emitted layout has no `superview-cycle`.
    func testViewsPlacedInEachOthersMarginsMakeNoCycle() throws {
        let log = try XCTUnwrap(ConsoleLog.read(LogFixtures.log([
            "<NSLayoutConstraint:0x1 UIView:0xa.left == UIView:0xb.leftMargin   (active)>",
            "<NSLayoutConstraint:0x2 UIView:0xb.left == UIView:0xa.leftMargin   (active)>",
            "<NSLayoutConstraint:0x3 H:|-(8)-[UIView:0xb]   (active, names: '|':UIView:0xa )>",
        ])).logs.first)
        XCTAssertEqual(log.views.map(\.superview), ["view2", nil])
        XCTAssertEqual(emittedErrors(log), [])
    }
}
