import CompactConstraint
import Foundation
import XCTest
import CCCTestSupport

/// Mutates real layouts byte-wise and token-wise and runs each through the whole pipeline
/// (read, parse, compile, solve, lint) and every output format: nothing may crash, and no
/// case may take more than a second. `CCC_FUZZ_ITERATIONS` and `CCC_FUZZ_SEED` run it
/// longer or differently.
final class LintFuzzTests: XCTestCase {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func corpus() throws -> [[UInt8]] {
        let folders = [packageRoot.appendingPathComponent("Examples"),
                       Corpus.url("layouts")]
        var files: [[UInt8]] = []
        for folder in folders {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for name in names.sorted() where name.hasSuffix(".json") {
                files.append(Array(try Data(contentsOf: folder.appendingPathComponent(name))))
            }
        }
        return files
    }

    static let interestingTokens = [
        "1e999", "-0", "0", "1000", "1001", "-1", ".5", "1e-320", "999999999999", "super", "self", "safe", "width",
        "left", "leading", "centerX", "baseline", "H:", "V:", "|", "[", "-", "@", "#", "*", "/", "==", "<=", ">=",
        "\\u0000", "\\ud800", "\\\"", "null", "true", "[]", "{}", "\"\"", ",", ":", "é", "🙂",
    ].map { Array($0.utf8) }

    static let interestingBytes: [UInt8] = Array("{}[]\",:.\\-+*/@#=<>0123456789e ".utf8) + [0x00, 0x0A, 0xFF, 0xC3, 0xE2]

    func testMutatedLayoutsNeverCrashOrHang() throws {
        let environment = ProcessInfo.processInfo.environment
        let iterations = environment["CCC_FUZZ_ITERATIONS"].flatMap(Int.init) ?? 1000
        let seed = environment["CCC_FUZZ_SEED"].flatMap(UInt64.init) ?? 0xCCC
        let corpus = try Self.corpus()
        XCTAssertGreaterThan(corpus.count, 4)
        var random = XorShift(seed: seed)
        var slowest = 0.0
        for iteration in 0..<iterations {
            var bytes = corpus[random.below(corpus.count)]
            for _ in 0...random.below(4) {
                bytes = random.below(2) == 0 ? Self.mutateBytes(bytes, &random) : Self.mutateTokens(bytes, &random)
            }
            let start = Date()
            let run = Self.runEverything(bytes)
            let elapsed = Date().timeIntervalSince(start)
            // An internal solver error (with CCC_CHECK_SOLVER=1: any broken solver invariant) is a bug.
            if let failure = run.diagnostics.first(where: { $0.code == .internalError }) {
                XCTFail("iteration \(iteration) (seed \(seed)): \(failure.message)\n\(String(decoding: bytes, as: UTF8.self))")
            }
            slowest = max(slowest, elapsed)
            XCTAssertLessThan(elapsed, Self.hangLimit, "iteration \(iteration) (seed \(seed)) took \(elapsed) s")
        }
    }

    /// Every stage and every renderer; the lint run.
    @discardableResult
    static func runEverything(_ bytes: [UInt8]) -> Pipeline.Run {
        let file = SourceFile(path: "fuzz.json", bytes: bytes)
        let run = Linter.lint(file)
        let report = LintReport(files: [LintReport.FileResult(file: file, diagnostics: run.diagnostics)])
        _ = report.text(colour: true)
        _ = report.json()
        _ = GitHubAnnotations.render(report)
        _ = SARIFLog.render(report, toolVersion: "0")
        if let solution = run.solution {
            _ = FrameWriter.text(solution)
            _ = FrameWriter.json(solution, diagnostics: run.diagnostics, file: file)
        }
        return run
    }

    static func mutateBytes(_ input: [UInt8], _ random: inout XorShift) -> [UInt8] {
        var bytes = input
        guard !bytes.isEmpty else { return interestingBytes }
        let at = random.below(bytes.count)
        switch random.below(5) {
        case 0: bytes[at] ^= UInt8(1 << random.below(8))
        case 1: bytes[at] = interestingBytes[random.below(interestingBytes.count)]
        case 2: bytes.removeSubrange(at..<min(bytes.count, at + 1 + random.below(8)))
        case 3: bytes.insert(interestingBytes[random.below(interestingBytes.count)], at: at)
        default:
            let end = min(bytes.count, at + 1 + random.below(40))
            bytes.insert(contentsOf: bytes[at..<end], at: random.below(bytes.count))
        }
        return bytes
    }

    /// Splits into words, numbers, single punctuation bytes and blanks, then replaces,
    /// deletes, duplicates or swaps tokens.
    static func mutateTokens(_ input: [UInt8], _ random: inout XorShift) -> [UInt8] {
        var tokens = tokenize(input)
        guard !tokens.isEmpty else { return input }
        let at = random.below(tokens.count)
        switch random.below(4) {
        case 0: tokens[at] = interestingTokens[random.below(interestingTokens.count)]
        case 1: tokens[at] = tokens[random.below(tokens.count)]
        case 2: tokens.remove(at: at)
        default: tokens.swapAt(at, random.below(tokens.count))
        }
        return tokens.flatMap { $0 }
    }

    static func tokenize(_ bytes: [UInt8]) -> [[UInt8]] {
        func kind(_ b: UInt8) -> Int {
            if (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || (b >= 0x30 && b <= 0x39) || b == 0x2E {
                return 0
            }
            return b == 0x20 || b == 0x0A ? 1 : 2
        }
        var tokens: [[UInt8]] = []
        for byte in bytes {
            if let last = tokens.last?.last, kind(last) == kind(byte), kind(byte) != 2 {
                tokens[tokens.count - 1].append(byte)
            } else {
                tokens.append([byte])
            }
        }
        return tokens
    }

    /// Hand-picked hostile inputs.
    func testHostileLayouts() {
        let cases = [
            "", "{", "[]", "null", #"{"views": {"a": {"superview": "a"}}, "constraints": ["a.left = a.left"]}"#,
            #"{"views": {"a": {}}, "constraints": ["a.width = 1e308 * 1e308", "a.width >= -1e308 @ 1", "a.left = a.right"]}"#,
            #"{"size": {"width": 1e308, "height": 1e308}, "views": {"a": {"intrinsicSize": [1e308, 1e308]}}}"#,
            #"{"views": {"a": {}}, "constraints": ["a.width = 200 +-1e400", "a.width = 10 / 0 + 1"]}"#,
            String(repeating: "[", count: 5000),
        ]
        for text in cases { Self.runEverything(Array(text.utf8)) }
    }
}
