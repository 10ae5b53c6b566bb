@testable import CompactConstraint
import XCTest

/// The one-pass location table agrees with `SourceFile.location(of:)` at every offset.
final class LocationTableTests: XCTestCase {
    func testAgreesWithSourceFileEverywhere() {
        let texts = [
            "{\"a\": 1,\n  \"é\": \"x\"\r\n\r  \"b\"\r\n}",
            "\u{FEFF}{\n\"views\": {}}\n",
            "",
            "one line, no break, ünïcödé",
        ]
        for text in texts {
            let file = SourceFile(path: "f.json", text: text)
            let offsets = Array(-1...(file.bytes.count + 1))
            let table = LocationTable(file, offsets: offsets)
            for offset in offsets {
                XCTAssertEqual(table.location(of: offset, in: file), file.location(of: offset), "\(text.debugDescription) at \(offset)")
            }
        }
    }
}
