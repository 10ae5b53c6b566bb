import Foundation
import XCTest

/// The corpus copy in `Tests/Fixtures/corpus` must match the shared original when this
/// checkout sits next to it (it does in the workplace; a bare CI checkout may not).
final class CorpusCopyTests: XCTestCase {
    func testCopyMatchesTheSharedCorpus() throws {
        let original = Corpus.original
        try XCTSkipUnless(FileManager.default.fileExists(atPath: original.path), "no shared corpus beside this checkout")
        let names = ["README.md", "compact-strings.txt", "vfl-strings.txt", "rejected-strings.txt"]
            + (try FileManager.default.contentsOfDirectory(atPath: original.appendingPathComponent("layouts").path))
                .sorted().map { "layouts/\($0)" }
        for name in names {
            XCTAssertEqual(
                try Data(contentsOf: Corpus.url(name)), try Data(contentsOf: original.appendingPathComponent(name)),
                "\(name) differs from the shared corpus; copy it again")
        }
    }
}
