import CompactConstraint
import XCTest

/// A count and its noun agree in every message (trial of session 14: "the 1 required
/// constraints", "2 separate conflicts" for sets that share members, "which fix its frame"
/// after one constraint).
final class CountWordingTests: XCTestCase {
    private func log(_ descriptions: [String]) -> ConsoleLog.Analysis? {
        ConsoleLog.read(LogFixtures.log(descriptions)).logs.first
    }

    func testOneRequiredConstraintThatHoldsIsSingular() {
        let analysis = log(["<NSLayoutConstraint:0x1 UIView:0xa.width == 50   (active)>"])
        let message = analysis?.diagnostics.first { $0.code == .logNoConflict }?.message ?? ""
        XCTAssertTrue(message.hasPrefix("the 1 required constraint read holds in ccc's model: "), message)
    }

    /// Widths 50, 60 and 70 of one view: {50, 60} and {50, 70}, which share [0].
    func testConflictsThatShareMembersAreNotCalledSeparate() throws {
        let file = LogFixtures.log([
            "<NSLayoutConstraint:0x1 UIView:0xa.width == 50   (active)>",
            "<NSLayoutConstraint:0x2 UIView:0xa.width == 60   (active)>",
            "<NSLayoutConstraint:0x3 UIView:0xa.width == 70   (active)>",
        ])
        let logs = ConsoleLog.read(file).logs
        XCTAssertEqual(logs.first?.conflicts.map(\.members), [[0, 1], [0, 2]])
        XCTAssertTrue(LogReport.text(logs, file: file).hasPrefix("log 1 (line 1): 3 constraints, 2 conflicts\n"))
    }

    func testOneAutoresizingConstraintFixesTheFrame() {
        let analysis = log([
            "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UIView:0xa.width == 100   (active)>",
            "<NSLayoutConstraint:0x2 UIView:0xa.width == 50   (active)>",
        ])
        let suggestion = analysis?.suggestions.first { $0.contains("translatesAutoresizingMaskIntoConstraints") } ?? ""
        XCTAssertTrue(suggestion.contains("became [0] `view1.width == 100`, which fixes its frame as it was set"), suggestion)
    }

    func testAGridOfOneRowAndOneColumn() {
        let run = Pipeline.solve(SourceFile(path: "layout.json", text: """
            {"views": {"g": {"grid": {"rows": [10], "columns": [10]}},
                       "a": {"superview": "g", "cell": [0, 1]}}}
            """), options: CompileOptions())
        XCTAssertEqual(run.diagnostics.filter { $0.code == .gridCellOutside }.map(\.message), [
            "'a' spans rows 0..<1 and columns 1..<2; the grid has 1 row and 1 column (counted from 0)",
        ])
    }

    /// Nine views at x 12,000,000: eight errors, the last noting the ninth.
    func testOneMoreViewOutOfRange() {
        let names = (0...9).map { "v\($0)" }
        let views = names.map { #""\#($0)": {"size": [10, 10]}"# }.joined(separator: ", ")
        let constraints = ["v0.left = super.left + 6000000"] + (1...9).map { "v\($0).left = v0.left + 6000000" }
            + names.map { "\($0).top = super.top" }
        let run = Pipeline.solve(SourceFile(path: "layout.json", text: """
            {"size": {"width": 100, "height": 100}, "views": {\(views)},
             "constraints": [\(constraints.map { "\"\($0)\"" }.joined(separator: ", "))]}
            """), options: CompileOptions())
        let errors = run.diagnostics.filter { $0.code == .frameOutOfRange }
        XCTAssertEqual(errors.count, 8)
        XCTAssertEqual(errors.last?.notes.last?.message, "1 more view after this one has a solved frame out of range")
    }

    func testOneMoreRunOfWhiteSpace() {
        let format = "H:|[a]|" + String(repeating: " ]", count: 1_001)
        let text = """
            {"size": {"width": 320, "height": 480}, "views": {"a": {}},
             "constraints": ["\(format)"]}
            """
        let run = Pipeline.solve(SourceFile(path: "layout.json", text: text), options: CompileOptions())
        XCTAssertEqual(run.diagnostics.first?.notes.last?.message,
                       "the fix-its remove the first 1000 runs of white space; the other 1 is left")
    }
}
