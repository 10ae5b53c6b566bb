import XCTest
@testable import CompactConstraint
import CCCTestSupport

/// A layout for visual format tests: root 320×480, views `a`, `b`, `c` (siblings) and
/// `d` inside `a`, metrics `m` = 12 and `p` = 750, and one constraint entry.
func vflLayout(
    _ format: String, options: [String] = [], views: String? = nil, extra: [String] = [], direction: String? = nil
) -> String {
    let views = views ?? #""a": {}, "b": {}, "c": {}, "d": {"superview": "a"}"#
    let optionList = options.map { "\"\($0)\"" }.joined(separator: ", ")
    let entries = (["{\"format\": \"\(format)\", \"options\": [\(optionList)]}"] + extra.map { "\"\($0)\"" })
        .joined(separator: ",\n    ")
    return """
        {
          "size": {"width": 320, "height": 480},\(direction.map { "\n  \"layoutDirection\": \"\($0)\"," } ?? "")
          "metrics": {"m": 12, "p": 750},
          "views": {\(views)},
          "constraints": [
            \(entries)
          ]
        }
        """
}

/// Compiles `format` and returns the canonical forms of its constraints, or the
/// "line:column code" of its diagnostics when there are any.
func vflCompile(_ format: String, options: [String] = [], views: String? = nil) -> [String] {
    var diagnostics = Diagnostics()
    let result = Pipeline.compile(
        SourceFile(path: "layout.json", text: vflLayout(format, options: options, views: views)), into: &diagnostics)
    if !diagnostics.items.isEmpty {
        let file = SourceFile(path: "layout.json", text: vflLayout(format, options: options, views: views))
        return diagnostics.items.map { d in
            "\(d.range.map { "\(file.location(of: $0.lowerBound))" } ?? "-") \(d.severity == .warning ? "warning " : "")\(d.code.rawValue)"
        }
    }
    return result?.1.constraints.filter { $0.origin.kind == .visualFormat }.map(\.origin.canonical) ?? []
}

extension XCTestCase {
    /// Asserts that the marked format fails with exactly one diagnostic `code` at marker 1.
    func assertVFLError(
        _ marked: String, _ code: DiagnosticCode, options: [String] = [], views: String? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let text = MarkedText(vflLayout(marked, options: options, views: views))
        let run = solveLayout(text.text)
        XCTAssertEqual(run.located, ["\(text.location(1)) \(code.rawValue)"], file: file, line: line)
    }

    /// Solves `formats` (compact strings may be mixed in) and asserts each view's absolute frame.
    func assertVFLFrames(
        _ formats: [String], views: String, size: (Double, Double) = (320, 480), metrics: String = "",
        direction: String? = nil, _ expected: [String: [Double]], file: StaticString = #filePath, line: UInt = #line
    ) {
        let entries = formats.map { format -> String in
            if format.hasPrefix("{") { return format }
            return "\"\(format)\""
        }.joined(separator: ",\n    ")
        let text = """
            {
              "size": {"width": \(formatNumber(size.0)), "height": \(formatNumber(size.1))},\(direction.map { "\n  \"layoutDirection\": \"\($0)\"," } ?? "")
              "metrics": {\(metrics)},
              "views": {\(views)},
              "constraints": [
                \(entries)
              ]
            }
            """
        let run = solveLayout(text)
        XCTAssertEqual(run.diagnostics.map(\.message), [], file: file, line: line)
        for name in expected.keys.sorted() {
            XCTAssertEqual(run.frame(name), expected[name], name, file: file, line: line)
        }
    }
}
