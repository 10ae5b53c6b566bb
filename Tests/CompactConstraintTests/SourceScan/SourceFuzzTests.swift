import CompactConstraint
import Foundation
import XCTest
import CCCTestSupport

/// Mutates the Swift and Objective-C fixtures byte-wise and token-wise (the seeded
/// generator and mutations of LintFuzzTests, with the tokens of string literals and
/// comments added) and lints each as Swift and as Objective-C, rendering every format and
/// the string list: nothing may crash, and no case may take more than a second.
/// `CCC_FUZZ_ITERATIONS` and `CCC_FUZZ_SEED` run it longer or differently;
/// `CCC_FUZZ_DUMP=FILE` writes each case to FILE before running it.
final class SourceFuzzTests: XCTestCase {
    static func corpus() throws -> [[UInt8]] {
        let folder = LintFuzzTests.packageRoot.appendingPathComponent("Tests/Fixtures/source")
        return try ["Constructs.swift", "Constructs.m", "Nested/Card.mm"].map {
            Array(try Data(contentsOf: folder.appendingPathComponent($0)))
        }
    }

    static let sourceTokens = [
        "\"", "\"\"\"", "#\"", "\"#", "##", "\\(", "\\", "\\u{", "\\u{110000}", "\\x", "\\777", "@\"", "@{", "@[", "/*", "*/",
        "//", "'", "(", ")", "[", "]", "{", "}", ":", ",", "|", "=", "views", "metrics", "options", "nil", "let", "var",
        "func", "NSDictionaryOfVariableBindings", "addCompactConstraint", "constraintsWithVisualFormat", "withVisualFormat",
        "\n", "\r", "as", "@", "0", "rawValue", ".alignAllTop",
    ].map { Array($0.utf8) }

    func testMutatedSourcesNeverCrashOrHang() throws {
        let environment = ProcessInfo.processInfo.environment
        let iterations = environment["CCC_FUZZ_ITERATIONS"].flatMap(Int.init) ?? 200
        let seed = environment["CCC_FUZZ_SEED"].flatMap(UInt64.init) ?? 0x5C
        let corpus = try Self.corpus()
        var random = XorShift(seed: seed)
        for iteration in 0..<iterations {
            var bytes = corpus[random.below(corpus.count)]
            for _ in 0...random.below(6) {
                switch random.below(3) {
                case 0: bytes = LintFuzzTests.mutateBytes(bytes, &random)
                case 1: bytes = LintFuzzTests.mutateTokens(bytes, &random)
                default:
                    let token = Self.sourceTokens[random.below(Self.sourceTokens.count)]
                    bytes.insert(contentsOf: token, at: random.below(bytes.count + 1))
                }
            }
            // CCC_FUZZ_DUMP=FILE keeps the case being run, to reproduce a crash.
            if let dump = environment["CCC_FUZZ_DUMP"] { _ = FileManager.default.createFile(atPath: dump, contents: Data(bytes)) }
            let start = Date()
            Self.lintEverything(bytes)
            let elapsed = Date().timeIntervalSince(start)
            XCTAssertLessThan(elapsed, Self.hangLimit, "iteration \(iteration) (seed \(seed)) took \(elapsed) s")
        }
    }

    static func lintEverything(_ bytes: [UInt8]) {
        for language in [SourceLanguage.swift, .objectiveC] {
            let file = SourceFile(path: "fuzz", bytes: bytes)
            let lint = SourceLinter.lint(file, language: language)
            let report = LintReport(files: [LintReport.FileResult(file: file, diagnostics: lint.diagnostics)])
            _ = report.text(colour: false)
            _ = report.json()
            _ = GitHubAnnotations.render(report)
            _ = SARIFLog.render(report, toolVersion: "0")
            _ = StringListing.text(file, lint.strings)
            _ = StringListing.document(StringListing.json(file, lint.strings))
        }
    }

    func testHostileSources() {
        let cases = [
            "", "\"", "#\"", "\"\"\"", "\"\"\"\n", "@\"", "\\", "addCompactConstraint(", "addCompactConstraint(\"",
            "[x addCompactConstraint:", "[x addCompactConstraint:@\"a\" views:", "{ [x addCompactConstraint:@\"a.left = b.left\" metrics:nil views:@{",
            "f(\"\\(\"", "f(\"\\u{FFFFFFFFFFFFFFFF}\")", "@\"\\xFFFFFFFFFFFFFFFFFFFF\"", "@\"\\U99999999\"",
            "{ views = [\"a\": a]; addCompactConstraint(\"a.left = b.left\", metrics: nil, views: views as) }",
            "NSLayoutConstraint.constraints(withVisualFormat: \"H:|[a]|\", options: [.], metrics: [:], views: [\"a\" a])",
            "{ NSDictionary *v = NSDictionaryOfVariableBindings(); [NSLayoutConstraint constraintsWithVisualFormat:@\"H:|[a]|\" options:(NSLayoutFormatOptions) metrics:nil views:v]; }",
            "NSLayoutConstraint.constraints(withVisualFormat: \"H:|[a]|\", options: a), metrics: nil, views: [:])",
            String(repeating: "/*", count: 10000), String(repeating: "(", count: 10000) + "addCompactConstraint(\"a\"",
            String(repeating: "{ let views = [\"a\": a]; addCompactConstraint(\"a.left = b.left\", metrics: nil, views: views)\n", count: 300),
        ]
        for text in cases { Self.lintEverything(Array(text.utf8)) }
    }

    /// Issue 14: `"\("\("\(…)")")"` 5,000 deep overflowed the stack; past 64 levels the
    /// string is not whole, so it is not checked.
    func testDeeplyNestedInterpolationIsNotChecked() {
        let depth = 5000
        let nested = String(repeating: #""\("#, count: depth) + "x" + String(repeating: #")""#, count: depth)
        let source = "addCompactConstraint(\(nested), metrics: nil, views: [\"a\": a])\n"
        let lint = SourceLinter.lint(SourceFile(path: "f.swift", text: source), language: .swift)
        XCTAssertEqual(lint.strings.map(\.namesChecked), [false])
        XCTAssertEqual(lint.diagnostics.map(\.code), [.sourceStringsUnchecked])
        Self.lintEverything(Array(source.utf8))
    }
}
