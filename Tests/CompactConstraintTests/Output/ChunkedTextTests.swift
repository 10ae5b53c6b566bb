import XCTest

@testable import CompactConstraint

/// The text renderers hand their output on in pieces as it is made (so that `ccc` never
/// holds 100,000 diagnostics as one string), and the pieces joined are exactly the text.
final class ChunkedTextTests: XCTestCase {
    /// 3,000 views whose one constraint each is installed on the wrong view: 3,000 errors
    /// with a note and a source excerpt, about 1 MB of text, and 15,000 lowered constraints.
    private let file: SourceFile = {
        var views: [String] = []
        for index in 0..<3_000 {
            views.append(#""view\#(index)": {"intrinsicSize": [\#(index % 300), 20], "constraints": ["self.left = super.left + \#(index % 50)"]}"#)
        }
        return SourceFile(path: "many.json", text: "{\"views\": {\n" + views.joined(separator: ",\n") + "\n}}\n")
    }()

    func testDiagnosticsComeInPiecesThatJoinToTheText() throws {
        let run = Pipeline.solve(file)
        XCTAssertEqual(run.diagnostics.filter { $0.code == .viewOutsideInstallingView }.count, 3_000)
        let whole = DiagnosticRenderer.text(run.diagnostics, file: file)
        var pieces: [String] = []
        DiagnosticRenderer.write(run.diagnostics, file: file) { pieces.append($0) }
        XCTAssertEqual(pieces.joined(), whole)
        XCTAssertGreaterThan(pieces.count, 10)
        // Each piece ends once it reaches the chunk size: at most one diagnostic's lines more.
        for piece in pieces { XCTAssertLessThan(piece.utf8.count, ChunkedText.chunkSize + 1_024) }
        XCTAssertTrue(whole.hasPrefix("many.json:2:"))
    }

    func testCompiledConstraintsAndLintReportComeInPiecesThatJoinToTheText() throws {
        var diagnostics = Diagnostics()
        let (_, layout) = try XCTUnwrap(Pipeline.compile(file, into: &diagnostics))
        for implicit in [false, true] {
            var pieces: [String] = []
            ConstraintWriter.write(layout, file: file, implicit: implicit) { pieces.append($0) }
            XCTAssertEqual(pieces.joined(), ConstraintWriter.text(layout, file: file, implicit: implicit))
            XCTAssertGreaterThan(pieces.count, 5)
        }
        let linted = Linter.lint(file)
        let report = LintReport(files: [LintReport.FileResult(file: file, diagnostics: linted.diagnostics)])
        var pieces: [String] = []
        report.write(colour: true) { pieces.append($0) }
        XCTAssertEqual(pieces.joined(), report.text(colour: true))
        XCTAssertEqual(pieces.last?.split(separator: "\n").last, "3000 errors and 3002 warnings in 1 file")
    }

    func testShortTextIsOnePiece() {
        var pieces: [String] = []
        DiagnosticRenderer.write([], file: file) { pieces.append($0) }
        XCTAssertEqual(pieces, [])
        var chunked = ChunkedText()
        chunked.append("a", to: { pieces.append($0) })
        chunked.append("b", to: { pieces.append($0) })
        chunked.flush(to: { pieces.append($0) })
        XCTAssertEqual(pieces, ["ab"])
    }
}
