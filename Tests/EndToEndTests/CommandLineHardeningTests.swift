import Foundation
import XCTest
@testable import ccc
import CCCTestSupport

/// The command line is as strict as the layout file, reads any kind of file, and never lets
/// input flood or drive the terminal.
final class CommandLineHardeningTests: XCTestCase {
    static let panels = "Examples/sliding-panels.json"

    func ccc(_ arguments: [String], stdin: Data? = nil) throws -> CommandResult {
        try CommandRunner.run(arguments, stdin: stdin)
    }

    // MARK: - Metric overrides (12, 13)

    func testMetricsFileWithADuplicateKeyIsAnErrorWithItsLocation() throws {
        let metrics = try CommandRunner.temporaryFile("{\"spacing\": 4,\n \"spacing\": 5}", name: "metrics.json")
        let result = try ccc(["solve", Self.panels, "--metrics", metrics])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, """
            \(metrics):2:2: error: duplicate key 'spacing' [json-duplicate-key]
             "spacing": 5}
             ^~~~~~~~~
            \(metrics):1:2: note: 'spacing' was first defined here

            """)
    }

    func testMetricsFileNamesMustBeIdentifiersAndValuesNumbers() throws {
        let metrics = try CommandRunner.temporaryFile(#"{"": 1, "a b": 2, "ok": "8", "big": 1e9}"#, name: "metrics.json")
        for command in [["solve", Self.panels], ["lint", Self.panels], ["compile", Self.panels]] {
            let result = try ccc(command + ["--metrics", metrics])
            XCTAssertEqual(result.status, 2, command.joined(separator: " "))
            XCTAssertTrue(result.stderr.contains("\(metrics):1:2: error: metric name '' is not an identifier"), result.stderr)
            XCTAssertTrue(result.stderr.contains("\(metrics):1:10: error: metric name 'a b' is not an identifier"), result.stderr)
            XCTAssertTrue(result.stderr.contains("\(metrics):1:25: error: metric 'ok' must be a number [type-mismatch]"), result.stderr)
            XCTAssertTrue(result.stderr.contains("\(metrics):1:37: error: metric 'big' is beyond 10,000,000 points"), result.stderr)
        }
        let good = try CommandRunner.temporaryFile(#"{"spacing": 100}"#, name: "metrics.json")
        let solved = try ccc(["solve", Self.panels, "--metrics", good, "--format", "tsv"])
        XCTAssertEqual(solved.status, 0, solved.stderr)
        XCTAssertEqual(parseTSV(solved.stdout)["blue"]?.first, 237.5)
    }

    /// Every error of a metrics file is reported, as the layout reader reports them: a
    /// duplicate key does not hide the others (issue #18); past 100, a note counts the rest.
    func testMetricsFileReportsEveryError() throws {
        let metrics = try CommandRunner.temporaryFile(#"{"a": "x", "1b": 2, "c": 1e9, "a": 3}"#, name: "metrics.json")
        let result = try ccc(["solve", Self.panels, "--metrics", metrics])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr.split(separator: "\n").filter { $0.contains(": error: ") }, [
            "\(metrics):1:31: error: duplicate key 'a' [json-duplicate-key]",
            "\(metrics):1:7: error: metric 'a' must be a number [type-mismatch]",
            "\(metrics):1:13: error: metric name '1b' is not an identifier (letters, digits and '_', not starting with a digit) [invalid-value]",
            "\(metrics):1:26: error: metric 'c' is beyond 10,000,000 points; lengths, constants and metrics must stay within ±1e7 [invalid-value]",
        ])
        let many = try CommandRunner.temporaryFile(
            "{" + (0..<150).map { "\"m\($0)\": \"x\"" }.joined(separator: ",\n") + "}", name: "metrics.json")
        let capped = try ccc(["solve", Self.panels, "--metrics", many])
        XCTAssertEqual(capped.status, 2)
        XCTAssertEqual(capped.stderr.components(separatedBy: ": error: ").count - 1, 100)
        XCTAssertTrue(capped.stderr.hasSuffix("\(many):100:8: note: 50 more errors in this file are not listed\n"), capped.stderr)
    }

    func testMetricOptionIsStrict() throws {
        let bad: [(String, String)] = [
            ("=5", "the name must be an identifier"),
            ("a b=5", "the name must be an identifier"),
            ("5a=5", "the name must be an identifier"),
            ("spacing", "--metric must be NAME=VALUE"),
            ("spacing=0x10", "the value must be a decimal number"),
            ("spacing=inf", "the value must be a decimal number"),
            ("spacing=nan", "the value must be a decimal number"),
            ("spacing= 5", "the value must be a decimal number"),
            ("spacing=", "the value must be a decimal number"),
            ("spacing=1e8", "beyond 10,000,000 points"),
            ("spacing=1e999", "beyond 10,000,000 points"),
        ]
        for (metric, message) in bad {
            let result = try ccc(["solve", Self.panels, "--metric", metric])
            XCTAssertEqual(result.status, 2, metric)
            XCTAssertTrue(result.stderr.hasPrefix("ccc: --metric"), result.stderr)
            XCTAssertTrue(result.stderr.contains(message), "\(metric): \(result.stderr)")
            XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, 1, result.stderr)
        }
        for (metric, blueX) in [("spacing=+100", 237.5), ("spacing=1e2", 237.5), ("spacing=-.5", 187.25)] {
            let result = try ccc(["solve", Self.panels, "--metric", metric, "--format", "tsv"])
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertEqual(parseTSV(result.stdout)["blue"]?.first, blueX, metric)
        }
    }

    func testAnUnusedMetricOverrideIsAWarningWithASuggestion() throws {
        let typo = try ccc(["solve", Self.panels, "--metric", "spacng=3", "--format", "tsv"])
        XCTAssertEqual(typo.status, 0)
        XCTAssertEqual(typo.stderr, "ccc: warning: --metric 'spacng' is not a metric of \(Self.panels); did you mean 'spacing'?\n")
        XCTAssertFalse(typo.stdout.isEmpty)
        let unrelated = try ccc(["compile", Self.panels, "--metric", "zzzzzz=1"])
        XCTAssertEqual(unrelated.status, 0)
        XCTAssertEqual(unrelated.stderr, "ccc: warning: --metric 'zzzzzz' is not a metric of \(Self.panels)\n")
        let used = try ccc(["solve", Self.panels, "--metric", "spacing=3", "--state", "shown", "--state", "hidden"])
        XCTAssertEqual(used.status, 0)
        XCTAssertEqual(used.stderr, "")
        let lint = try ccc(["lint", Self.panels, "Examples/docked-button.json", "--metric", "spacng=3"])
        XCTAssertEqual(lint.status, 0)
        XCTAssertTrue(lint.stderr.hasPrefix("ccc: warning: --metric 'spacng' is not a metric of any of the files; did you mean 'spacing'?\n"), lint.stderr)
    }

    /// In a visual format string only the predicates' values may be metrics: not the `H:`
    /// or `V:` orientation, not the views in brackets (card-cell's `H:|-[card]-|`).
    func testVisualFormatOrientationAndViewsAreNoMetrics() throws {
        for name in ["H", "V", "card"] {
            let result = try ccc(["solve", "Examples/card-cell.json", "--metric", "\(name)=5", "--format", "tsv"])
            XCTAssertEqual(result.status, 0)
            XCTAssertTrue(result.stderr.hasPrefix("ccc: warning: --metric '\(name)' is not a metric of Examples/card-cell.json"), result.stderr)
        }
        let typo = try ccc(["solve", "Examples/card-cell.json", "--metric", "Hx=3"])
        XCTAssertFalse(typo.stderr.contains("did you mean 'H'"), typo.stderr)
    }

    // MARK: - Sizes (16)

    func testSizesAreDecimalsWithinLimits() throws {
        for size in ["1e308x1e308", "2e7x10", "0x10x10", "infxinf", "10x-1", "10 x 10"] {
            let result = try ccc(["solve", "Examples/docked-button.json", "--size", size])
            XCTAssertEqual(result.status, 2, size)
            XCTAssertTrue(result.stderr.hasPrefix("ccc: --size"), result.stderr)
            XCTAssertLessThan(result.stderr.count, 200, result.stderr)
        }
        let ok = try ccc(["solve", "Examples/docked-button.json", "--size", "1e7X400.5", "--format", "tsv"])
        XCTAssertEqual(ok.status, 0, ok.stderr)
        XCTAssertEqual(try ccc(["solve", "Examples/docked-button.json", "--scale", "0x2"]).status, 2)
    }

    // MARK: - Reading files (14)

    func testDevStdinAndPipesAreRead() throws {
        let layout = try Data(contentsOf: CommandRunner.packageRoot.appendingPathComponent("Examples/docked-button.json"))
        let result = try ccc(["solve", "/dev/stdin", "--format", "tsv"], stdin: layout)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(parseTSV(result.stdout)["button"], [195, 10, 100, 100])
    }

    func testAFIFOIsRead() throws {
        let fifo = try CommandRunner.temporaryDirectory().appendingPathComponent("layout.fifo").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let layout = try Data(contentsOf: CommandRunner.packageRoot.appendingPathComponent("Examples/docked-button.json"))
        let writer = Thread {
            if let handle = FileHandle(forWritingAtPath: fifo) {
                handle.write(layout)
                try? handle.close()
            }
        }
        writer.start()
        let result = try ccc(["solve", fifo, "--format", "tsv"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(parseTSV(result.stdout)["button"], [195, 10, 100, 100])
    }

    func testAnEndlessDeviceIsCutOffAt64MiB() throws {
        let result = try ccc(["solve", "/dev/zero"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "ccc: cannot read '/dev/zero': the file is larger than 64 MiB\n")
    }

    func testDirectoriesAndUnreadableFiles() throws {
        let directory = try CommandRunner.temporaryDirectory().path
        let result = try ccc(["solve", directory])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "ccc: cannot read '\(directory)': it is a directory\n")
        // A folder is walked for source files (docs/source-files.md); one without any is a usage error.
        let lint = try ccc(["lint", directory])
        XCTAssertEqual(lint.status, 2)
        XCTAssertTrue(lint.stderr.hasPrefix("ccc: cannot lint '\(directory)': the folder holds no Swift or Objective-C files"), lint.stderr)

        let locked = try CommandRunner.temporaryFile("{}")
        XCTAssertEqual(chmod(locked, 0), 0)
        if geteuid() == 0 { throw XCTSkip("running as root: permissions do not apply") }
        let denied = try ccc(["solve", locked])
        XCTAssertEqual(denied.status, 2)
        XCTAssertEqual(denied.stderr, "ccc: cannot read '\(locked)': permission denied\n")
    }

    // MARK: - What reaches the terminal (15, 16)

    func testControlBytesNeverReachTheTerminal() throws {
        let result = try ccc(["solve", "-"], stdin: Data("{\"a\u{1B}[31mRED\":1}".utf8))
        XCTAssertEqual(result.status, 1)
        XCTAssertFalse(result.stderr.contains("\u{1B}"), result.stderr)
        XCTAssertTrue(result.stderr.contains("{\"a\u{FFFD}[31mRED\":1}\n   ^\n"), result.stderr)

        // An escape in a view name (written as \u001b in JSON) reaches the message too.
        let named = try ccc(["solve", "-"], stdin: Data(#"{"views": {"a": {}}, "constraints": ["a.left = b\u001b]0;x\u0007.left"]}"#.utf8))
        XCTAssertEqual(named.status, 1)
        XCTAssertFalse(named.stderr.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, named.stderr)

        // Invalid UTF-8 is shown as U+FFFD, the caret still under the right column.
        let invalid = try ccc(["solve", "-"], stdin: Data([0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D]))
        XCTAssertTrue(invalid.stderr.contains("{\"\u{FFFD}\":1}\n  ^\n"), invalid.stderr)

        // Paths, options and arguments echoed in one-line errors are made safe as well.
        let path = try ccc(["solve", "no\u{1B}[2Jsuch.json"])
        XCTAssertEqual(path.stderr, "ccc: cannot read 'no\u{FFFD}[2Jsuch.json': no such file\n")
        let option = try ccc(["solve", "x.json", "--\u{1B}[2J"])
        XCTAssertFalse(option.stderr.contains("\u{1B}"), option.stderr)
    }

    func testAHugeTokenGivesShortDiagnostics() throws {
        let token = String(repeating: "x", count: 1_000_000)
        let layout = #"{"views": {"a": {}}, "constraints": ["a.left = "# + token + #".left"]}"#
        let result = try ccc(["solve", "-"], stdin: Data(layout.utf8))
        XCTAssertEqual(result.status, 1)
        XCTAssertLessThan(result.stderr.utf8.count, 2000, String(result.stderr.prefix(3000)))
        XCTAssertTrue(result.stderr.contains("…"), result.stderr)
        for line in result.stderr.split(separator: "\n") { XCTAssertLessThanOrEqual(line.unicodeScalars.count, 400) }
    }

    // MARK: - Options (22)

    func testOptionsBeforeTheCommand() throws {
        let result = try ccc(["--format", "json", "solve", "f.json"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "ccc: options come after the command: 'ccc solve f.json --format json'\n")
        let alone = try ccc(["--format", "json"])
        XCTAssertEqual(alone.status, 2)
        XCTAssertTrue(alone.stderr.contains("options come after the command"), alone.stderr)
    }

    func testNoArgumentsPrintsTheUsage() throws {
        let result = try ccc([])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.hasPrefix("usage: ccc solve"), result.stderr)
        XCTAssertEqual(result.stdout, "")
    }

    func testSingleValueOptionsGivenTwiceAreUsageErrors() throws {
        let cases: [([String], String)] = [
            (["solve", Self.panels, "--format", "json", "--format", "tsv"], "--format"),
            (["solve", Self.panels, "--size", "1x1", "--size=2x2"], "--size"),
            (["solve", Self.panels, "--scale", "2", "--scale", "2"], "--scale"),
            (["solve", Self.panels, "--layout-direction", "rtl", "--layout-direction", "ltr"], "--layout-direction"),
            (["compile", Self.panels, "--state", "shown", "--state", "hidden"], "--state"),
            (["parse", "a.width = 1", "--format", "json", "--format", "text"], "--format"),
        ]
        for (arguments, option) in cases {
            let result = try ccc(arguments)
            XCTAssertEqual(result.status, 2, arguments.joined(separator: " "))
            XCTAssertEqual(result.stderr, "ccc: \(option) given twice; ccc \(arguments[0]) takes one\n")
        }
        let repeated = try ccc([
            "solve", Self.panels, "--metric", "spacing=1", "--metric", "spacing=2", "--state", "shown", "--state", "hidden",
        ])
        XCTAssertEqual(repeated.status, 0, repeated.stderr)
    }

    func testLintTakesALayoutDirection() throws {
        let result = try ccc(["lint", "Examples/rtl-toolbar.json", "--layout-direction", "ltr"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try ccc(["lint", "Examples/rtl-toolbar.json", "--layout-direction", "up"]).status, 2)
    }

    /// Every command's `--help` lists exactly the options of its declaration, the command
    /// accepts each of them, and rejects every other command's, naming the commands that take it.
    func testHelpListsExactlyTheOptionsEachCommandAccepts() throws {
        let elsewhere = Set(CommandInterface.all.flatMap(\.options).flatMap(Self.spellings))
        for command in CommandInterface.all {
            let options = Set(command.options.flatMap(Self.spellings))
            let help = try ccc([command.name, "--help"])
            XCTAssertEqual(help.status, 0)
            XCTAssertEqual(listedOptions(help.stdout), options, command.name)
            for option in options {
                let result = try ccc([command.name, option])
                XCTAssertFalse(result.stderr.contains("unknown option"), "\(command.name) \(option): \(result.stderr)")
            }
            for option in elsewhere.subtracting(options) {
                let result = try ccc([command.name, option, "x"])
                XCTAssertEqual(result.status, 2)
                XCTAssertTrue(result.stderr.hasPrefix("ccc: '\(option)' is an option of "), "\(command.name) \(option): \(result.stderr)")
                XCTAssertTrue(result.stderr.hasSuffix(", not of \(command.name); see 'ccc \(command.name) --help'\n"), result.stderr)
            }
        }
    }

    /// Every option that takes a value is a one-line usage error without one, and, unless
    /// it repeats, given twice.
    func testEveryValueOptionNeedsItsValueAndIsGivenOnceUnlessItRepeats() throws {
        for command in CommandInterface.all {
            for option in command.options where option.takesValue {
                let missing = try ccc([command.name, option.name])
                XCTAssertEqual(missing.status, 2, "\(command.name) \(option.name)")
                XCTAssertEqual(missing.stderr, "ccc: option '\(option.name)' needs a value\n")
                XCTAssertEqual(missing.stdout, "")
                guard !option.repeatable else { continue }
                let twice = try ccc([command.name, option.name, "a", "\(option.name)=b"])
                XCTAssertEqual(twice.status, 2, "\(command.name) \(option.name)")
                XCTAssertEqual(twice.stderr, "ccc: \(option.name) given twice; ccc \(command.name) takes one\n")
            }
        }
    }

    /// A flag takes no value: `--implicit=yes` is a usage error that says so (trial 13: it
    /// said "unknown option").
    func testAFlagWithAValueIsAUsageError() throws {
        for command in CommandInterface.all {
            for option in command.options where !option.takesValue {
                let result = try ccc([command.name, option.name + "=yes"])
                XCTAssertEqual(result.status, 2, "\(command.name) \(option.name)")
                XCTAssertTrue(
                    result.stderr.hasPrefix("ccc: option '\(option.name)' takes no value; give it alone, without '=yes'"),
                    result.stderr)
                XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, 1, result.stderr)
            }
        }
    }

    /// An empty path to any file option (`--baseline ''`, `--metrics=`) is a usage error that
    /// says the option needs a file name (issue #18: `--baseline ''` said "cannot read ''").
    func testAnEmptyPathIsAUsageErrorOfEveryFileOption() throws {
        var checked = 0
        for command in CommandInterface.all {
            for option in command.options where option.value == .file {
                for arguments in [[option.name, ""], [option.name + "="]] {
                    let result = try ccc([command.name, Self.panels] + arguments)
                    XCTAssertEqual(result.status, 2, "\(command.name) \(arguments)")
                    XCTAssertEqual(result.stderr, "ccc: \(option.name) needs a file name\n", "\(command.name) \(arguments)")
                }
                checked += 1
            }
        }
        XCTAssertGreaterThanOrEqual(checked, 5)
    }

    /// `--size` and `-h, --help`: every way an option may be written.
    static func spellings(_ option: Option) -> [String] { [option.name] + (option.alias.map { [$0] } ?? []) }

    /// The option names in the first column of a help text's `options:` list.
    func listedOptions(_ help: String) -> Set<String> {
        var options: Set<String> = []
        var inList = false
        for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == "options:" { inList = true; continue }
            guard inList else { continue }
            if line.isEmpty { break }
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("-") else { continue }
            let column = trimmed.components(separatedBy: "  ").first ?? ""
            for name in column.components(separatedBy: ", ") {
                if let word = name.split(separator: " ").first { options.insert(String(word)) }
            }
        }
        return options
    }

    /// Trial 13: a flag given a value said "unknown option"; an empty `--write-baseline`
    /// said "a folder of the path does not exist".
    func testAFlagWithAValueAndAnEmptyBaselineAreSaidPlainly() throws {
        let flag = try CommandRunner.run(["lint", Self.panels, "--warnings-as-errors=yes"])
        XCTAssertEqual(flag.status, 2)
        XCTAssertEqual(flag.stderr, "ccc: option '--warnings-as-errors' takes no value; give it alone, without '=yes'\n")
        let empty = try CommandRunner.run(["lint", Self.panels, "--write-baseline", ""])
        XCTAssertEqual(empty.status, 2)
        XCTAssertEqual(empty.stderr, "ccc: --write-baseline needs a file name\n")
    }
}
