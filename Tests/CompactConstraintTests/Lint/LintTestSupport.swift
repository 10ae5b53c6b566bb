import CompactConstraint
import XCTest

/// Lints a layout given as text.
func lintLayout(_ text: String, path: String = "layout.json") -> Pipeline.Run {
    Linter.lint(SourceFile(path: path, text: text))
}

extension Pipeline.Run {
    /// The diagnostics of one code.
    func only(_ code: DiagnosticCode) -> [Diagnostic] { diagnostics.filter { $0.code == code } }

    /// "line:column message" of each diagnostic of one code.
    func described(_ code: DiagnosticCode) -> [String] {
        only(code).map { d in
            let location = d.range.map { "\(file.location(of: $0.lowerBound))" } ?? "-"
            return "\(location) \(d.message)"
        }
    }
}

/// A layout (root 300×200) with the given views, metrics and constraint strings.
func lintFile(views: String, metrics: String = "", constraints: [String]) -> String {
    let list = constraints.map { "    \"\($0)\"" }.joined(separator: ",\n")
    return """
        {
          "size": {"width": 300, "height": 200},
          "metrics": {\(metrics)},
          "views": {\(views)},
          "constraints": [
        \(list)
          ]
        }
        """
}
