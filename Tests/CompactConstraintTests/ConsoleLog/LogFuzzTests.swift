import CompactConstraint
import Foundation
import XCTest
import CCCTestSupport

/// Mutates the fixture logs byte-wise and token-wise (the mutations of `LintFuzzTests`)
/// and runs each through `ccc log`'s whole library path: reading, naming, conflicts,
/// suggestions, every output (text, JSON, emitted layout) and the emitted layout through
/// the linter. Nothing may crash, and no case may take more than a second.
/// `CCC_FUZZ_ITERATIONS` and `CCC_FUZZ_SEED` run it longer or differently.
final class LogFuzzTests: XCTestCase {
    static func corpus() throws -> [[UInt8]] {
        let names = try FileManager.default.contentsOfDirectory(atPath: LogFixtures.folder.path)
        return try names.sorted().filter { $0.hasSuffix(".log") }.map { name in
            Array(try Data(contentsOf: LogFixtures.folder.appendingPathComponent(name)))
        }
    }

    static let interestingTokens = [
        "(", ")", "<", ">", "'", "\"", "|", "[", "]", "-", "H:", "V:", "==", "<=", ">=", "*", "@", "0x", "0x7f01",
        "names:", "(active)", "(inactive)", "h=--&", "NSSpace(", "1e999", "-0", "1e7", "10000001", "UIView:0x7f01",
        "'|':UIView:0x7f02", ".width", ".minX", ".topMargin", "Will attempt to recover by breaking constraint",
        "Unable to simultaneously satisfy constraints", "é", "🙂", "\u{0}",
    ].map { Array($0.utf8) }

    func testMutatedLogsNeverCrashOrHang() throws {
        let environment = ProcessInfo.processInfo.environment
        let iterations = environment["CCC_FUZZ_ITERATIONS"].flatMap(Int.init) ?? 400
        let seed = environment["CCC_FUZZ_SEED"].flatMap(UInt64.init) ?? 0x10C
        let corpus = try Self.corpus()
        XCTAssertGreaterThan(corpus.count, 4)
        var random = XorShift(seed: seed)
        for iteration in 0..<iterations {
            var bytes = corpus[random.below(corpus.count)]
            for _ in 0...random.below(4) {
                if random.below(3) == 0 {
                    var tokens = LintFuzzTests.tokenize(bytes)
                    if !tokens.isEmpty {
                        tokens[random.below(tokens.count)] = Self.interestingTokens[random.below(Self.interestingTokens.count)]
                    }
                    bytes = tokens.flatMap { $0 }
                } else {
                    bytes = random.below(2) == 0
                        ? LintFuzzTests.mutateBytes(bytes, &random) : LintFuzzTests.mutateTokens(bytes, &random)
                }
            }
            let start = Date()
            Self.runEverything(bytes)
            let elapsed = Date().timeIntervalSince(start)
            XCTAssertLessThan(elapsed, Self.hangLimit, "iteration \(iteration) (seed \(seed)) took \(elapsed) s")
        }
    }

    static func runEverything(_ bytes: [UInt8]) {
        let file = SourceFile(path: "fuzz.log", bytes: bytes)
        let (logs, diagnostics) = ConsoleLog.read(file)
        _ = LogReport.text(logs, file: file, colour: true)
        _ = LogReport.json(logs, diagnostics: diagnostics, file: file)
        _ = DiagnosticRenderer.text(diagnostics + logs.flatMap(\.diagnostics), file: file)
        if let first = logs.first {
            let layout = LogLayoutWriter.json(first)
            _ = Linter.lint(SourceFile(path: "emitted.json", text: layout))
        }
    }

    /// Hand-picked hostile inputs.
    func testHostileLogs() {
        let header = "Unable to simultaneously satisfy constraints.\n(\n"
        let cases = [
            "", header, header + ")", header + "\"<\"", header + "<NSLayoutConstraint:0x1 ",
            header + "<NSLayoutConstraint:0x1 UIView:0x2.width == 1e308   (active)>\n)",
            header + "<NSLayoutConstraint:0x1 UIView:0x2.width == 1e7*UIView:0x3.width + 1e7   (active)>\n"
                + "<NSLayoutConstraint:0x1 UIView:0x3.width == 1e7*UIView:0x2.width - 1e7   (active)>\n)",
            header + "<NSLayoutConstraint:0x1 H:|-(8)-[x]-(8)-|   (active)>\n)",
            header + "<NSLayoutConstraint:0x1 V:[UIView:0x2(==other)]   (active)>\n)",
            header + "<NSLayoutConstraint:0x1 'unterminated UIView:0x2.width == 3>\n)",
            header + String(repeating: "<NSLayoutConstraint:0x1 UIView:0x2.width == 3>\n", count: 2000) + ")",
            String(repeating: header, count: 500),
            header + "<NSLayoutConstraint:0x1 UIView:0x2'" + String(repeating: "'.", count: 5000) + ".width == 3>\n)",
        ]
        for text in cases { Self.runEverything(Array(text.utf8)) }
    }
}
