import Foundation
import XCTest
import CompactConstraint
import CCCTestSupport

/// Two rules of docs/DEVELOPMENT.md that the compiler does not enforce, checked over the
/// text of `Sources/`: no trapping construct on a path input can reach, and each
/// diagnostic's severity written at its call site agrees with its rule's default.
final class SourceRulesTests: XCTestCase {
    /// Every Swift file under `Sources/`, with comments and string literals blanked out
    /// (same length, lines kept), so that only code is searched.
    private func sourceCode() throws -> [(path: String, code: String)] {
        let root = CommandRunner.packageRoot.appendingPathComponent("Sources")
        guard let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
            XCTFail("cannot list \(root.path)")
            return []
        }
        var files: [(String, String)] = []
        for case let url as URL in walk where url.pathExtension == "swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            files.append((url.path.replacingOccurrences(of: CommandRunner.packageRoot.path + "/", with: ""), Self.codeOnly(text)))
        }
        XCTAssertGreaterThan(files.count, 100)
        return files.sorted { $0.0 < $1.0 }
    }

    /// The text with block and line comments and string literals replaced by spaces.
    static func codeOnly(_ text: String) -> String {
        var out: [Character] = []
        let chars = Array(text)
        var i = 0
        func blank(until end: Int) {
            while i < end && i < chars.count {
                out.append(chars[i] == "\n" ? "\n" : " ")
                i += 1
            }
        }
        func starts(_ s: String) -> Bool {
            let s = Array(s)
            return i + s.count <= chars.count && Array(chars[i..<(i + s.count)]) == s
        }
        while i < chars.count {
            if starts("//") {
                var end = i
                while end < chars.count && chars[end] != "\n" { end += 1 }
                blank(until: end)
            } else if starts("/*") {
                var end = i + 2
                while end + 1 < chars.count && !(chars[end] == "*" && chars[end + 1] == "/") { end += 1 }
                blank(until: end + 2)
            } else if starts("\"\"\"") {
                var end = i + 3
                while end + 2 < chars.count && !(chars[end] == "\"" && chars[end + 1] == "\"" && chars[end + 2] == "\"") { end += 1 }
                blank(until: end + 3)
            } else if chars[i] == "\"" {
                var end = i + 1
                while end < chars.count && chars[end] != "\"" && chars[end] != "\n" {
                    end += chars[end] == "\\" ? 2 : 1
                }
                blank(until: end + 1)
            } else {
                out.append(chars[i])
                i += 1
            }
        }
        return String(out)
    }

    /// `try!`, `as!`, `fatalError`, `precondition`, and a force unwrap (`x!`, `f()!`, `a[i]!`).
    func testNoTrapsInSources() throws {
        let trap = try NSRegularExpression(
            pattern: #"try!|as!|\bfatalError\(|\bprecondition\(|\bpreconditionFailure\(|[\w)\]]!(?!=)"#)
        var found: [String] = []
        for (path, code) in try sourceCode() {
            for (number, line) in code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let text = String(line)
                if trap.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil {
                    found.append("\(path):\(number + 1): \(text.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        XCTAssertEqual(found, [], "a trap on a path input may reach; report a diagnostic instead")
    }

    func testTheCheckerSeesATrap() {
        XCTAssertEqual(Self.codeOnly("let a = b! // c!\nlet s = \"d!\""), "let a = b!      \nlet s =     ")
    }

    /// `.warning(.code`, `.error(.code`, `.note(.code` and `Diagnostic(.severity, .code`
    /// at call sites: the severity must be the rule's (`ccc lint --list-rules`), which SARIF
    /// and the docs report. Two call sites differ on purpose, listed here with the reason.
    func testCallSiteSeveritiesAgreeWithTheRules() throws {
        let site = try NSRegularExpression(
            pattern: #"(?:\.|Diagnostic\(\s*\.)(warning|error|note)\s*[(,]\s*\.([a-zA-Z0-9]+)"#)
        var checked = 0
        var found = Set<String>()
        for (path, code) in try sourceCode() {
            for match in site.matches(in: code, range: NSRange(code.startIndex..., in: code)) {
                guard let severityRange = Range(match.range(at: 1), in: code),
                      let nameRange = Range(match.range(at: 2), in: code) else { continue }
                let name = String(code[nameRange])
                // The case name in kebab case is the code (`unknownKey` is `unknown-key`).
                let kebab = name.reduce(into: "") { out, c in
                    if c.isUppercase { out += "-" + c.lowercased() } else { out.append(c) }
                }
                guard let diagnosticCode = DiagnosticCode(rawValue: kebab)
                    ?? DiagnosticCode.allCases.first(where: { "\($0)" == name }) else { continue }
                checked += 1
                let written = String(code[severityRange])
                let rule = RuleRegistry.rule(for: diagnosticCode).severity.rawValue
                if written != rule {
                    found.insert("\(path): .\(written) for '\(diagnosticCode.rawValue)', whose rule says \(rule)")
                }
            }
        }
        let onPurpose: Set = [
            // The further members of a conflict in a console log: note lines under its error.
            "Sources/CompactConstraint/ConsoleLog/LogReport.swift: .note for 'log-conflict', whose rule says error",
            // A baseline is ccc's own file: a key it does not know is an error there.
            "Sources/CompactConstraint/Team/BaselineReader.swift: .error for 'unknown-key', whose rule says warning",
        ]
        XCTAssertGreaterThan(checked, 100, "the pattern no longer finds the call sites")
        XCTAssertEqual(found, onPurpose)
    }
}
