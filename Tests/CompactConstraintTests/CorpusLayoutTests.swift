import CompactConstraint
import Foundation
import XCTest

/// The real layouts of `../shared/corpus/layouts`: each one that uses only compact
/// strings must solve to the frames its `expected` states (absolute, to 1e-6 points).
final class CorpusLayoutTests: XCTestCase {
    static let layoutsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("shared/corpus/layouts")

    /// Layouts that need visual format strings (a later issue); they must still read without a crash.
    static let needVisualFormat: Set<String> = [
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
            if Self.needVisualFormat.contains(name) {
                XCTAssertTrue(errors.allSatisfy { $0.code == .visualFormatUnsupported }, "\(name): \(errors)")
                continue
            }
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
        XCTAssertEqual(solved, 25 - Self.needVisualFormat.count)
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
