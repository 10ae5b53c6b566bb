import Foundation
import XCTest
import CCCTestSupport

/// Issue 18: the hostile texts of `TerminalSafetyTests` through the commands and formats
/// that test leaves out: `render` (SVG, HTML, states, constraints), `explain`, `log`
/// (console text with hostile names, paths and identifiers), `lint` of Swift and
/// Objective-C files in every format, `--list-strings` in JSON, a baseline on standard
/// output, and `completions` with a hostile shell name.
final class TerminalSafetyCoverageTests: XCTestCase {
    /// The first byte below 0x20 (but tab and newline), DEL, C1 or bidi control, described.
    func offence(_ text: String) -> String? {
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if (value < 0x20 && value != 0x09 && value != 0x0A) || (0x7F...0x9F).contains(value)
                || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value) {
                return "U+\(String(value, radix: 16))"
            }
        }
        return nil
    }

    func assertInert(_ arguments: [String], in folder: URL? = nil, stdin: Data? = nil) throws {
        let result = try CommandRunner.run(arguments, stdin: stdin, in: folder)
        XCTAssertFalse(result.stdout.isEmpty && result.stderr.isEmpty, "\(arguments) said nothing")
        for (stream, text) in [("stdout", result.stdout), ("stderr", result.stderr)] {
            if let offence = offence(text) {
                XCTFail("\(arguments) \(stream): \(offence) in \(text.prefix(2000))")
            }
        }
    }

    func testRenderAndExplainOfHostileNames() throws {
        let file = try CommandRunner.temporaryFile(TerminalSafetyTests.layout, name: "lay\u{1B}[2Jout\u{202E}.json")
        for format in ["svg", "html"] {
            try assertInert(["render", file, "--format", format])
            try assertInert(["render", file, "--format", format, "--constraints"])
            try assertInert(["render", file, "--format", format, "--state", "one", "--state", "two"])
        }
        try assertInert(["render", file, "--state", "one", "--state", "two", "--side-by-side"])
        for format in ["text", "json"] {
            try assertInert(["explain", file, "a", "--format", format])
            try assertInert(["explain", file, "a.width", "--format", format, "--state", "one"])
            for text in TerminalSafetyTests.hostile {
                try assertInert(["explain", file, "v\(text)", "--format", format])
                try assertInert(["explain", file, "a.\(text)", "--format", format])
            }
        }
    }

    /// A console log whose class names, addresses' neighbours, identifiers and paths carry
    /// the hostile texts.
    func testLogOfHostileConsoleText() throws {
        var text = ""
        for hostile in TerminalSafetyTests.hostile {
            text += """
                2026-11-30 07:55:13.002114+0900 App\(hostile)[5120:140337] [LayoutConstraints] Unable to simultaneously satisfy constraints.
                \tProbably at least one of the constraints in the following list is one you don't want.\(hostile)
                (
                    "<SnapKit.LayoutConstraint:0x600002c1e3a0@/Users/dev/App\(hostile)/CardView.swift#41 UILabel\(hostile):0x7fe3f5d0c8b0.leading == App.Card\(hostile)View:0x7fe3f5d0b6c0.leading + 20.0>",
                    "<NSLayoutConstraint:0x600000b04a50 '\(hostile)id' UILabel\(hostile):0x7fe3f5d0c8b0.trailing == App.Card\(hostile)View:0x7fe3f5d0b6c0.trailing - 20.0   (active)>",
                    "<NSLayoutConstraint:0x600000b04a51 '_UITemporaryLayoutWidth' App.Card\(hostile)View:0x7fe3f5d0b6c0.width == 0   (active)>"
                )

                Will attempt to recover by breaking constraint\(hostile)
                <NSLayoutConstraint:0x600000b04a50 '\(hostile)id' UILabel\(hostile):0x7fe3f5d0c8b0.trailing == App.Card\(hostile)View:0x7fe3f5d0b6c0.trailing - 20.0   (active)>

                Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.

                """
        }
        let file = try CommandRunner.temporaryFile(text, name: "con\u{1B}]0;x\u{07}sole.log")
        for format in ["text", "json"] { try assertInert(["log", file, "--format", format]) }
        try assertInert(["log", file, "--emit-layout", "--log", "2"])
        try assertInert(["log", "-", "--format", "json"], stdin: Data(text.utf8))
    }

    /// Swift and Objective-C files whose strings, names and comments carry the hostile
    /// texts, linted in every format, their strings listed in JSON, a baseline written to
    /// standard output.
    func testLintOfHostileSourceFiles() throws {
        let folder = try CommandRunner.temporaryDirectory().appendingPathComponent("src\u{1B}[2J\u{2066}")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var swift = ""
        var objc = ""
        for (number, hostile) in TerminalSafetyTests.hostile.enumerated() {
            let escaped = hostile.unicodeScalars.map { "\\u{\(String($0.value, radix: 16))}" }.joined()
            swift += "addCompactConstraint(\"a.left = zz\(escaped).right + 8\", metrics: nil, views: [\"a\": a])\n"
            swift += "addCompactConstraint(\"\(hostile).left = b.lft\", metrics: nil, views: [\"a\": a, \"b\": b])\n"
            swift += "// ccc:disable-next-line nope\(hostile)\n"
            swift += "view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: \"H:|-[v\(number)\(hostile)]-|\", metrics: nil, views: [:]))\n"
            objc += "[v addCompactConstraint:@\"a.left = zz\(hostile).right\" metrics:nil views:@{@\"a\": a}];\n"
            objc += "// ccc:disable nope\(hostile)\n"
        }
        try Data(swift.utf8).write(to: folder.appendingPathComponent("A\u{1B}[2J\u{202E}.swift"))
        try Data(objc.utf8).write(to: folder.appendingPathComponent("B\u{9B}31m.m"))
        for format in ["text", "json", "github", "sarif"] { try assertInert(["lint", folder.path, "--format", format]) }
        for format in ["text", "json"] { try assertInert(["lint", "--list-strings", folder.path, "--format", format]) }
        try assertInert(["lint", folder.path, "--write-baseline", "-"])
    }

    func testCompletionsOfAHostileShellName() throws {
        for shell in ["bash", "zsh", "fish"] { try assertInert(["completions", shell]) }
        for hostile in TerminalSafetyTests.hostile { try assertInert(["completions", "ba\(hostile)sh"]) }
    }
}
