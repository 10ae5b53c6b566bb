import Foundation
import XCTest

/// The corpus copy in `Tests/Fixtures/corpus` must match the shared original when this
/// checkout sits next to it (it does in the workplace; a bare CI checkout may not). The
/// copy's README names the repository's own docs where the original cites a contract file
/// a clone does not have (`copyEdits`); everything else is byte for byte.
final class CorpusCopyTests: XCTestCase {
    /// (the original's words, the copy's) in README.md.
    static let copyEdits = [
        ("made to follow `shared/SPEC.md` section 3 so", "made to follow the layout file format (docs/language.md) so"),
        ("as first stated in SPEC.md", "as first stated in the contract"),
    ]

    func testCopyMatchesTheSharedCorpus() throws {
        let original = Corpus.original
        try XCTSkipUnless(FileManager.default.fileExists(atPath: original.path), "no shared corpus beside this checkout")
        let names = ["README.md", "compact-strings.txt", "vfl-strings.txt", "rejected-strings.txt"]
            + (try FileManager.default.contentsOfDirectory(atPath: original.appendingPathComponent("layouts").path))
                .sorted().map { "layouts/\($0)" }
        for name in names {
            var expected = try Data(contentsOf: original.appendingPathComponent(name))
            if name == "README.md" {
                var text = String(decoding: expected, as: UTF8.self)
                for (from, to) in Self.copyEdits { text = text.replacingOccurrences(of: from, with: to) }
                expected = Data(text.utf8)
            }
            XCTAssertEqual(try Data(contentsOf: Corpus.url(name)), expected, "\(name) differs from the shared corpus; copy it again")
        }
    }
}
