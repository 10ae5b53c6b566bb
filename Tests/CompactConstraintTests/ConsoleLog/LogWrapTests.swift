import CompactConstraint
import XCTest

/// A description wrapped anywhere reads as the unwrapped log does (docs/console-log.md,
/// "Where a wrap may fall"): at every width `fold` could cut, and at every single position
/// of the list's last entry and of the constraint UIKit breaks (trial of session 14: a wrap
/// just before the last entry's `>"` lost that entry).
final class LogWrapTests: XCTestCase {
    static let fixtures = ["table-cell-height.log", "safe-area.log", "keyboard.log", "temporary-width.log", "stack-view.log"]

    /// The log's reading, without locations: what a wrap must not change.
    private func reading(_ text: String, _ name: String) throws -> [String] {
        let log = try XCTUnwrap(ConsoleLog.read(SourceFile(path: name, text: text)).logs.first, name)
        return log.constraints.map { "\($0.compact) \($0.identifier ?? "-")" }
            + ["conflicts \(log.conflicts.map(\.members))", "broken \(log.broken.map(String.init) ?? "-")"]
            + log.diagnostics.map(\.code.rawValue)
    }

    /// Whether a line holds the header or the recovery sentence, which must stand whole.
    private static func isSentence(_ line: Substring) -> Bool {
        line.contains("Unable to simultaneously satisfy constraints") || line.contains("Will attempt to recover by breaking constraint")
    }

    func testTheTrialsLogReadsBothConstraints() {
        let text = """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x3 UIView:0x2.width == 50   (active)>",
                "<NSLayoutConstraint:0x1 UIView:0x2.width == 100   (active)
            >"
            )
            """
        let (logs, _) = ConsoleLog.read(SourceFile(path: "w10.txt", text: text))
        XCTAssertEqual(logs.first?.constraints.map(\.compact), ["view1.width == 50", "view1.width == 100"])
        XCTAssertEqual(logs.first?.conflicts.map(\.members), [[0, 1]])
        XCTAssertEqual(logs.first?.diagnostics.map(\.code), [.logTruncated])
    }

    func testEveryFoldWidthReadsAsTheUnwrappedLog() throws {
        for name in Self.fixtures {
            let original = String(decoding: try LogFixtures.file(name).bytes, as: UTF8.self)
            let expected = try reading(original, name)
            let lines = original.split(separator: "\n", omittingEmptySubsequences: false)
            let longest = lines.filter { !Self.isSentence($0) }.map(\.utf8.count).max() ?? 0
            // Up to sixteen lines a description: the joining takes at most fifteen more.
            for width in stride(from: (longest + 15) / 16, through: longest, by: 1) {
                let folded = lines.map { line in
                    Self.isSentence(line) ? String(line) : LogTrialTests.fold(String(line), width: width)
                }.joined(separator: "\n")
                XCTAssertEqual(try reading(folded, name), expected, "\(name) folded at \(width)")
            }
        }
    }

    func testOneWrapAnywhereInTheLastEntryOrTheBrokenOne() throws {
        for name in Self.fixtures {
            let original = String(decoding: try LogFixtures.file(name).bytes, as: UTF8.self)
            let expected = try reading(original, name)
            var lines = original.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            guard let close = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == ")" }) else {
                XCTFail("\(name): no ')'")
                continue
            }
            let broken = lines.indices.dropFirst(close).first { lines[$0].contains("<") && !Self.isSentence(lines[$0][...]) }
            for index in [close - 1] + (broken.map { [$0] } ?? []) {
                let line = Array(lines[index].utf8)
                for cut in 1..<line.count where line[cut] & 0xC0 != 0x80 {
                    let saved = lines[index]
                    lines[index] = String(decoding: line[..<cut], as: UTF8.self) + "\n" + String(decoding: line[cut...], as: UTF8.self)
                    XCTAssertEqual(try reading(lines.joined(separator: "\n"), name), expected, "\(name): line \(index + 1) cut at \(cut)")
                    lines[index] = saved
                }
            }
        }
    }
}
