import Foundation
import XCTest
@testable import ccc
import CCCTestSupport

/// The command table (`CommandInterface`, `Option`) is the one place options are declared:
/// these check that it is consistent and that the README's usage block is what `ccc` prints.
final class CommandTableTests: XCTestCase {
    /// The fenced block under `## Usage` in README.md is `ccc`'s usage, byte for byte.
    func testTheREADMEUsageBlockIsWhatCccPrints() throws {
        let readme = String(decoding: try Data(contentsOf: CommandRunner.packageRoot.appendingPathComponent("README.md")), as: UTF8.self)
        let usage = try ccc([])
        XCTAssertEqual(usage.status, 2)
        XCTAssertEqual(try XCTUnwrap(Self.fencedBlock(after: "## Usage", in: readme)), usage.stderr)
        XCTAssertEqual(usage.stderr, Help.usage)
        XCTAssertLessThanOrEqual(readme.utf8.count, 15_000, "the README stays a newcomer's page")
        // docs/command-line.md opens with the same block (Scripts/update-readme-usage.sh writes both).
        let reference = String(
            decoding: try Data(contentsOf: CommandRunner.packageRoot.appendingPathComponent("docs/command-line.md")), as: UTF8.self)
        XCTAssertEqual(try XCTUnwrap(Self.fencedBlock(after: "# The command line", in: reference)), usage.stderr)
    }

    /// The synopsis names exactly the options the command takes (all but `--help`), and
    /// each command takes each option once.
    func testSynopsisNamesEveryOptionOfTheCommand() {
        for command in CommandInterface.all {
            let names = command.options.map(\.name)
            XCTAssertEqual(Set(names).count, names.count, "\(command.name) declares an option twice")
            var shown: [String] = []
            for line in command.synopsis {
                for item in line {
                    switch item {
                    case .option(let option): shown.append(option.name)
                    case .either(let first, let second): shown += [first.name, second.name]
                    }
                }
            }
            XCTAssertEqual(Set(shown).count, shown.count, "\(command.name) shows an option twice")
            XCTAssertEqual(Set(shown), Set(names).subtracting(["--help"]), command.name)
        }
    }

    /// `ccc --help` says in prose which options repeat: "--metric and --metrics repeat,
    /// solve, lint and render repeat --state, and lint repeats --size". The table agrees.
    func testTheOverviewSaysWhichOptionsRepeat() {
        func repeating(_ name: String) -> [String] {
            CommandInterface.all.filter { $0.option(named: name)?.repeatable == true }.map(\.name)
        }
        func taking(_ name: String) -> [String] { CommandInterface.all.filter { $0.option(named: name) != nil }.map(\.name) }
        XCTAssertEqual(repeating("--metric"), taking("--metric"))
        XCTAssertEqual(repeating("--metrics"), taking("--metrics"))
        XCTAssertEqual(repeating("--state"), ["solve", "lint", "render"])
        XCTAssertEqual(repeating("--size"), ["lint"])
        let others = CommandInterface.all.flatMap(\.options).filter(\.repeatable).map(\.name)
        XCTAssertEqual(Set(others), ["--metric", "--metrics", "--state", "--size"])
        XCTAssertTrue(Help.overview.contains("--metric and --metrics repeat, solve, lint and render\nrepeat --state, and lint repeats --size"))
    }

    /// `ccc completions value-options COMMAND` (the package plugin's source) is the table's.
    func testValueOptionsComeFromTheTable() throws {
        for command in CommandInterface.all {
            let listed = try ccc(["completions", "value-options", command.name])
            XCTAssertEqual(listed.stdout, command.options.filter(\.takesValue).map { $0.name + "\n" }.joined(), command.name)
        }
    }

    func ccc(_ arguments: [String]) throws -> CommandResult { try CommandRunner.run(arguments) }

    /// The text of the first fenced code block after the line `heading`, with its final newline.
    static func fencedBlock(after heading: String, in text: String) -> String? {
        let lines = text.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: heading),
            let open = lines[start...].firstIndex(where: { $0.hasPrefix("```") }),
            let close = lines[(open + 1)...].firstIndex(where: { $0.hasPrefix("```") })
        else { return nil }
        return lines[(open + 1)..<close].map { $0 + "\n" }.joined()
    }
}
