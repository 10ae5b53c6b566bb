import CompactConstraint
import Foundation
import XCTest

/// The real layouts of the corpus (`Tests/Fixtures/corpus/layouts`), compact and visual format strings
/// alike: each must solve to the frames its `expected` states (absolute, to 1e-6 points).
final class CorpusLayoutTests: XCTestCase {
    static let layoutsFolder = Corpus.url("layouts")

    /// The layouts that use visual format strings: 13, 14, 15, 20-25.
    static let useVisualFormat = [
        "13-typestatus-statusbar-foreground.json", "14-chrysalis-app-switcher.json", "15-chrysalis-tutorial-AMBIGUOUS.json",
        "20-popupdialog-default-view.json", "21-popupdialog-container-multi-predicate.json",
        "22-slack-message-cell.json", "23-dznemptydataset-countries-search.json", "24-instructions-coach-mark-body.json",
        "25-savant-scene-dialog-mixed.json",
    ]

    func testCorpusLayoutsSolveToTheirExpectedFrames() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.layoutsFolder.path).sorted()
        XCTAssertEqual(names.count, 25)
        var solved = 0
        for name in names {
            let url = Self.layoutsFolder.appendingPathComponent(name)
            let bytes = Array(try Data(contentsOf: url))
            let run = Pipeline.solve(SourceFile(path: name, bytes: bytes))
            let errors = run.diagnostics.filter { $0.severity == .error }
            XCTAssertEqual(errors.map(\.message), [], name)
            XCTAssertEqual(try ambiguousAxes(run), try statedAmbiguity(bytes), name)
            let expected = try expectedFrames(bytes)
            for (view, frame) in expected {
                let actual = run.frame(view)
                XCTAssertNotNil(actual, "\(name): \(view)")
                for (a, b) in zip(actual ?? [], frame) {
                    XCTAssertEqual(a, b, accuracy: 1e-6, "\(name): \(view) \(actual ?? []) != \(frame)")
                }
            }
            solved += 1
        }
        XCTAssertEqual(solved, 25)
    }

    /// Every visual format layout lists its file and compiles to visual format constraints.
    func testVisualFormatLayoutsCompileTheirStrings() throws {
        for name in Self.useVisualFormat {
            let bytes = Array(try Data(contentsOf: Self.layoutsFolder.appendingPathComponent(name)))
            var diagnostics = Diagnostics()
            let compiled = Pipeline.compile(SourceFile(path: name, bytes: bytes), into: &diagnostics)
            XCTAssertFalse(diagnostics.hasErrors, name)
            XCTAssertTrue(compiled?.1.constraints.contains { $0.origin.kind == .visualFormat } == true, name)
        }
    }

    /// "view horizontal|vertical" for every view with an open part, sorted.
    func ambiguousAxes(_ run: Pipeline.Run) throws -> [String] {
        (run.solution?.views ?? []).flatMap { view -> [String] in
            let a = view.ambiguity
            return (a.horizontalPosition || a.width ? ["\(view.name) horizontal"] : [])
                + (a.verticalPosition || a.height ? ["\(view.name) vertical"] : [])
        }.sorted()
    }

    /// The corpus file's own `ambiguous` list (empty for determined layouts), sorted.
    func statedAmbiguity(_ bytes: [UInt8]) throws -> [String] {
        let object = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any]
        return (object?["ambiguous"] as? [String] ?? []).sorted()
    }

    /// The `expected` object: view name → [x, y, width, height] relative to the root.
    func expectedFrames(_ bytes: [UInt8]) throws -> [(String, [Double])] {
        let object = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any]
        let expected = object?["expected"] as? [String: [Double]] ?? [:]
        return expected.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}
