import XCTest
@testable import CompactConstraint

/// Parses every real-world string of `Tests/Fixtures/corpus/vfl-strings.txt` and resolves the
/// options written next to it (the third column).
final class VisualFormatCorpusTests: XCTestCase {
    /// The corpus copy's `vfl-strings.txt`.
    static var corpusURL: URL {
        CorpusTests.corpusURL.deletingLastPathComponent().appendingPathComponent("vfl-strings.txt")
    }

    /// Lines as (string, options column).
    static func lines() throws -> [(String, String)] {
        let text = try String(contentsOf: corpusURL, encoding: .utf8)
        return text.split(separator: "\n", omittingEmptySubsequences: true).map { line in
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return (columns.first ?? "", columns.count > 2 ? columns[2] : "")
        }
    }

    /// The option names of a third column: `NSLayoutFormatAlignAllCenterY|NSLayoutFormatDirectionLeftToRight`
    /// → two names; the spellings of "no options" (`0`, `[]`, `kNilOptions`, `.init()`, `…(rawValue: 0)`) → none.
    static func optionNames(_ column: String) -> [String] {
        if column.hasPrefix("0") || column.contains("rawValue: 0") || column.hasSuffix("()") { return [] }
        return column.split(whereSeparator: { "|,[] ".contains($0) }).map(String.init)
            .filter { $0 != "kNilOptions" && !$0.isEmpty }
    }

    func testEveryCorpusStringParses() throws {
        let lines = try Self.lines()
        XCTAssertEqual(lines.count, 406)
        var parsed = 0
        for (string, _) in lines {
            let source = SourceString(string)
            XCTAssertTrue(ConstraintDialect(of: source) == .visualFormat, string)
            var diagnostics = Diagnostics()
            let tree = VisualFormatParser.parse(source, into: &diagnostics)
            XCTAssertEqual(diagnostics.items.map(\.message), [], string)
            if let tree {
                parsed += 1
                XCTAssertEqual(tree.range, 0..<string.utf8.count, string)
                XCTAssertEqual(tree.connections.count, tree.views.count - 1, string)
            }
        }
        XCTAssertEqual(parsed, 406)
    }

    func testEveryCorpusOptionColumnResolves() throws {
        var seen = 0
        for (string, column) in try Self.lines() {
            let names = Self.optionNames(column)
            guard !names.isEmpty else { continue }
            seen += 1
            var diagnostics = Diagnostics()
            let tree = VisualFormatParser.parse(SourceString(string), into: &diagnostics)
            let written = names.map { NameInFile($0, SourceRange(0, 0)) }
            let options = VisualFormatOptions.resolve(
                written, vertical: tree?.orientation == .vertical, viewCount: tree?.views.count ?? 0,
                into: &diagnostics)
            XCTAssertNotNil(options, "\(string) \(column)")
            XCTAssertEqual(diagnostics.items.filter { $0.severity == .error }.map(\.message), [], "\(string) \(column)")
        }
        XCTAssertEqual(seen, 49)
    }

    /// Every line of the corpus compiles, with its options, in a layout that declares its
    /// names (views as siblings, every other name a metric of 10).
    func testEveryCorpusStringCompilesWithItsOptions() throws {
        var compiled = 0
        for (string, column) in try Self.lines() {
            var diagnostics = Diagnostics()
            guard let tree = VisualFormatParser.parse(SourceString(string), into: &diagnostics) else { continue }
            let viewNames = tree.views.map(\.name.text)
            var metricNames: [String] = []
            var predicates = tree.views.flatMap(\.predicates)
            for connection in tree.connections + [tree.leadingSuperview?.connection, tree.trailingSuperview?.connection]
                .compactMap({ $0 })
            {
                if case .predicates(let list, _) = connection.kind { predicates += list }
            }
            for p in predicates {
                for value in [p.object, p.priority].compactMap({ $0 }) {
                    if case .name(let n) = value, !viewNames.contains(n.text), !metricNames.contains(n.text) {
                        metricNames.append(n.text)
                    }
                }
            }
            var unique: [String] = []
            for name in viewNames where !unique.contains(name) && name != "self" { unique.append(name) }
            let views = unique.map { "\"\($0)\": {}" }.joined(separator: ", ")
            let metrics = metricNames.map { "\"\($0)\": 10" }.joined(separator: ", ")
            let options = Self.optionNames(column).map { "\"\($0)\"" }.joined(separator: ", ")
            let escaped = string.replacingOccurrences(of: "\"", with: "\\\"")
            let text = """
                {"size": {"width": 320, "height": 480}, "metrics": {\(metrics)}, "views": {\(views)},
                 "constraints": [{"format": "\(escaped)", "options": [\(options)]}]}
                """
            var compileDiagnostics = Diagnostics()
            let result = Pipeline.compile(SourceFile(path: "corpus.json", text: text), into: &compileDiagnostics)
            let errors = compileDiagnostics.items.filter { $0.severity == .error }
            // `[self]` is the root, which has no superview for `|`.
            if viewNames.contains("self"), tree.leadingSuperview != nil || tree.trailingSuperview != nil {
                XCTAssertEqual(errors.map(\.code), [.vflNoSuperview], string)
                continue
            }
            XCTAssertEqual(errors.map(\.message), [], string)
            if result?.1.constraints.contains(where: { $0.origin.kind == .visualFormat }) == true
                || (tree.views.allSatisfy(\.predicates.isEmpty) && tree.views.count == 1)
            {
                compiled += 1
            }
        }
        XCTAssertEqual(compiled, 406)
    }
}
