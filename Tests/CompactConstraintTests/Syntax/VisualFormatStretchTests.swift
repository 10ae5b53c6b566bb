import XCTest
import CCCTestSupport

@testable import CompactConstraint

/// The visual format cursor lexes a long string a stretch at a time (issue #18): the
/// parse is the one every token at once gives, wherever the first error lies, and the
/// tokens after the first error are never made.
final class VisualFormatStretchTests: XCTestCase {
    /// The tree or the first error, from the stretched cursor and from every token at once.
    func parses(_ text: String) -> (stretched: String, whole: String) {
        let source = SourceString(text, at: 7)
        func outcome(_ cursor: VisualFormatCursor) -> String {
            var rules = VisualFormatRules(cursor: cursor)
            do {
                return "\(try rules.parseString())"
            } catch {
                return "\(error.diagnostic)"
            }
        }
        return (outcome(VisualFormatCursor(source: source)),
                outcome(VisualFormatCursor(source: source, tokens: VisualFormatLexer.tokens(of: source))))
    }

    /// Chains of 1,000 to 3,000 views (4 to 12 stretches of tokens), valid or with one
    /// stray piece anywhere (on either side of a stretch's edge, and at the very end).
    func testLongChainsParseAsWhole() {
        var random = XorShift(seed: 0x5_7AE7)
        let strays = ["]", "[", "-(", "==", "@", "x:", "|", "(>=", "é", "-8-", ")", ""]
        for _ in 0..<40 {
            let views = 1_000 + random.int(2_000)
            var pieces = (0..<views).map { "[v\($0)(>=\($0 % 7))]" + ($0 % 3 == 0 ? "-8-" : "") }
            let stray = strays[random.int(strays.count)]
            pieces.insert(stray, at: random.int(pieces.count + 1))
            let text = "H:|-" + pieces.joined() + "-|"
            let (stretched, whole) = parses(text)
            XCTAssertEqual(stretched, whole, "stray \(stray)")
        }
        // Exactly at the edges of the first stretch.
        for views in [1_022, 1_023, 1_024, 1_025] {
            let text = "H:|" + String(repeating: "[a]", count: views) + "]|"
            let (stretched, whole) = parses(text)
            XCTAssertEqual(stretched, whole)
        }
    }

    /// Junk after an error: one stretch is lexed, not the whole string.
    func testTokensAfterTheFirstErrorAreNotMade() {
        let source = SourceString("H:|[a]|" + String(repeating: "]", count: 100_000))
        var rules = VisualFormatRules(cursor: VisualFormatCursor(source: source))
        XCTAssertThrowsError(try rules.parseString())
        XCTAssertEqual(rules.cursor.buffered, VisualFormatCursor.stretch)
        var diagnostics = Diagnostics()
        XCTAssertNil(VisualFormatParser.parse(source, into: &diagnostics))
        XCTAssertEqual(diagnostics.items.map(\.code), [.vflMisplacedSuperview])
    }

    /// A token of megabytes is quoted from its first kilobyte, as the whole would be.
    func testALongTokenIsQuotedFromItsStart() {
        for count in [10, 1_000, 1_000_000] {
            var diagnostics = Diagnostics()
            XCTAssertNil(CompactParser.parse(SourceString("a.width = 1 junk" + String(repeating: "x", count: count)), into: &diagnostics))
            let shown = count > 20 ? "junk" + String(repeating: "x", count: 20) + "…" : "junk" + String(repeating: "x", count: count)
            XCTAssertEqual(diagnostics.items.map(\.message), ["unexpected '\(shown)' after the constraint"])
        }
    }

    /// A string of 500 views is the identifier of its 1,001 constraints: cut to 80
    /// characters and `…` (it was repeated whole in each message and in `compile`). The
    /// root is exactly as wide as the string asks (500 × 40 + 501 × 8), then a point less:
    /// the conflict's message is as short as for a string of two views.
    func testALongStringsIdentifierIsCut() throws {
        let views = (0..<500).map { "\"v\($0)\": {}" }.joined(separator: ", ")
        let format = "H:|-" + (0..<500).map { "[v\($0)(==40)]" }.joined(separator: "-") + "-|"
        func layout(width: Int) -> String {
            "{\"size\": {\"width\": \(width), \"height\": 100}, \"views\": {\(views)}, \"constraints\": [\"\(format)\"]}"
        }
        let run = solveLayout(layout(width: 24_008))
        XCTAssertEqual(run.diagnostics.filter { $0.severity == .error }.count, 0)
        let written = try XCTUnwrap(run.layout).constraints.filter { $0.origin.kind == .visualFormat }
        XCTAssertEqual(written.count, 1_001)
        XCTAssertTrue(written.allSatisfy { $0.origin.identifier == String(format.prefix(80)) + "…" })
        let squeezed = solveLayout(layout(width: 24_007))
        let conflict = try XCTUnwrap(squeezed.diagnostics.first { $0.code == .unsatisfiableConstraint })
        XCTAssertLessThan(conflict.message.count, 250, conflict.message)
    }
}
