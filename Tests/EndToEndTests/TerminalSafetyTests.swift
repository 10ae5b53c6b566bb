import Foundation
import XCTest
import CCCTestSupport

/// No input text reaches any output as a raw control character (a byte below 0x20 other
/// than tab and newline, DEL, a C1 control) or a bidirectional control (U+202A–U+202E,
/// U+2066–U+2069): hostile names go through every command and format.
final class TerminalSafetyTests: XCTestCase {
    /// An OSC title change, a screen clear, a C1 CSI, DEL, a right-to-left override and an isolate.
    static let hostile = ["\u{1B}]0;owned\u{07}", "\u{1B}[2J", "x\u{9B}31m", "d\u{7F}", "\u{202E}evil", "\u{2066}i\u{2069}", "\u{202A}"]

    /// A layout whose names, keys and strings carry every hostile text, with two good states.
    static var layout: String {
        var views = [#""a": {}"#, #""b": {"superview": "a"}"#]
        var constraints = [#""a.left = super.left""#, #""a.top = super.top""#, #""a.width = 10""#, #""a.height = gap""#]
        var states = [#""one": {"gap": 1}"#, #""two": {"gap": 2}"#]
        var metrics = [#""gap": 4"#]
        var extra: [String] = []
        for (number, text) in hostile.enumerated() {
            let quoted = jsonString(text)
            let name = jsonString("v\(text)")
            views.append("\(name): {\"superview\": \(jsonString("s\(text)"))}")
            constraints.append(jsonString("v\(text).left = a.right\(text) + gap\(text)"))
            constraints.append(jsonString("H:|-[\(text)]-|"))
            constraints.append(jsonString("b.width = \(text)"))
            states.append("\(quoted): {\"gap\": \(number)}")
            states.append("\(jsonString("st\(number)")): {\(jsonString("m\(text)")): 1}")
            metrics.append("\(jsonString("m\(text)")): \(number)")
            extra.append("\(jsonString("key\(text)")): \(quoted)")
        }
        return """
            {"views": {\(views.joined(separator: ", "))},
             "metrics": {\(metrics.joined(separator: ", "))},
             "layoutDirection": \(jsonString("rtl\(hostile[0])")),
             "constraints": [\(constraints.joined(separator: ",\n  "))],
             "states": {\(states.joined(separator: ", "))},
             \(extra.joined(separator: ", "))}
            """
    }

    static func jsonString(_ text: String) -> String {
        String(decoding: try! JSONSerialization.data(withJSONObject: [text], options: [.fragmentsAllowed]), as: UTF8.self)
            .dropFirst().dropLast().description
    }

    /// The first offending byte or character of `bytes`, described, or nil.
    func offence(_ bytes: [UInt8]) -> String? {
        for (offset, byte) in bytes.enumerated() where (byte < 0x20 && byte != 0x09 && byte != 0x0A) || byte == 0x7F {
            return "byte 0x\(String(byte, radix: 16)) at \(offset)"
        }
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            switch scalar.value {
            case 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069: return "U+\(String(scalar.value, radix: 16))"
            default: continue
            }
        }
        return nil
    }

    func check(_ arguments: [String], file: String) throws {
        let result = try CommandRunner.run(arguments.map { $0 == "FILE" ? file : $0 })
        XCTAssertNotEqual(result.status, 2, "\(arguments): \(result.stderr)")
        for (stream, text) in [("stdout", result.stdout), ("stderr", result.stderr)] {
            if let offence = offence(Array(text.utf8)) {
                XCTFail("\(arguments) \(stream): \(offence) in \(text.prefix(2000))")
            }
        }
    }

    func testHostileNamesThroughEveryCommandAndFormat() throws {
        // The path carries hostile text too.
        let file = try CommandRunner.temporaryFile(Self.layout, name: "lay\u{1B}[2Jout\u{202E}.json")
        let metrics = try CommandRunner.temporaryFile(
            "{\(Self.hostile.map { "\(Self.jsonString("n\($0)")): 1" }.joined(separator: ", "))}", name: "m\u{1B}]0;x\u{07}.json")
        var runs: [[String]] = []
        for format in ["text", "json", "tsv"] {
            runs.append(["solve", "FILE", "--format", format])
            runs.append(["solve", "FILE", "--format", format, "--state", "one", "--state", "two"])
            runs.append(["solve", "FILE", "--format", format, "--state", "st3", "--metric", "gap=1"])
        }
        for format in ["text", "json"] { runs.append(["compile", "FILE", "--format", format]) }
        for format in ["text", "json", "github", "sarif"] { runs.append(["lint", "FILE", "--format", format]) }
        for format in ["text", "json"] {
            for text in Self.hostile {
                runs.append(["parse", "a.left = b\(text).right + 8", "--format", format])
                runs.append(["parse", "H:|-[a\(text)]-|", "--format", format])
            }
        }
        for run in runs { try check(run, file: file) }
        // Usage errors (status 2) that quote the input.
        for arguments in [
            ["solve", "FILE", "--state", "\u{1B}[2J\u{202E}"], ["solve", "FILE", "--state", "one", "--state", "\u{202E}x"],
            ["solve", "FILE", "--metrics", metrics], ["lint", "FILE", "--metrics", metrics, "--format", "sarif"],
            ["solve", "nowhere\u{1B}[2J\u{2066}.json"], ["sol\u{1B}ve"], ["solve", "FILE", "--form\u{202E}at", "x"],
            ["solve", "FILE", "--size", "1\u{1B}x2"], ["solve", "FILE", "--metric", "gap\u{1B}[2J=1"],
        ] {
            let result = try CommandRunner.run(arguments.map { $0 == "FILE" ? file : $0 })
            XCTAssertEqual(result.status, 2, "\(arguments)")
            for text in [result.stdout, result.stderr] {
                if let offence = offence(Array(text.utf8)) { XCTFail("\(arguments): \(offence) in \(text)") }
            }
        }
    }

    /// State names follow the identifier rule; a bad one is an error at its key.
    func testStateNamesMustBeIdentifiers() throws {
        let file = try CommandRunner.temporaryFile(#"{"views": {}, "states": {"ok": {}, "1x": {}, "a b": {}}}"#)
        let result = try CommandRunner.run(["solve", file])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains(
            ":1:37: error: '1x' is not a valid state name (ASCII letters, digits and '_', not starting with a digit) [invalid-value]"),
            result.stderr)
        XCTAssertTrue(result.stderr.contains(":1:47: error: 'a b' is not a valid state name"), result.stderr)
        XCTAssertEqual(try CommandRunner.run(["solve", file, "--state", "ok"]).status, 1)
    }

    /// Trial 13: CR and LF in a constraint's `#` identifier came out of `--format github` as
    /// `%0D%0A`, which GitHub turns into line breaks; the message is cleaned as the text
    /// output cleans it (U+FFFD) before the escaping, and only the note's own line is `%0A`.
    func testGitHubMessageLineBreaksAreCleanedBeforeEscaping() throws {
        let file = try CommandRunner.temporaryFile(#"""
            {"size": {"width": 100, "height": 100}, "views": {"a": {"size": [10, 10]}},
             "constraints": ["a.left = super.left", "a.top = super.top", "a.top = super.top # b\r\nc"]}
            """#)
        let github = try CommandRunner.run(["lint", file, "--format", "github"])
        XCTAssertEqual(github.status, 0)
        XCTAssertTrue(github.stdout.contains("::'b\u{FFFD}\u{FFFD}c' repeats 'a.top = super.top' (a.top == super.top)%0A"), github.stdout)
        XCTAssertFalse(github.stdout.contains("%0D"), github.stdout)
        XCTAssertEqual(github.stdout.components(separatedBy: "%0A").count, 2, github.stdout)
        let text = try CommandRunner.run(["lint", file], environment: ["NO_COLOR": "1"])
        XCTAssertTrue(text.stderr.contains("warning: 'b\u{FFFD}\u{FFFD}c' repeats"), text.stderr)
    }
}
