import CCCTestSupport
import CompactConstraint
import XCTest

extension MarkedText {
    /// "line:column" of marker n (1-based) in the text.
    func location(_ n: Int) -> String {
        "\(SourceFile(path: "", text: text).location(of: markers[n - 1]))"
    }
}

/// Solves a layout given as text and returns the run.
func solveLayout(_ text: String, options: CompileOptions = CompileOptions(), path: String = "layout.json") -> Pipeline.Run {
    Pipeline.solve(SourceFile(path: path, text: text), options: options)
}

extension Pipeline.Run {
    /// The absolute frame of a view as [x, y, width, height].
    func frame(_ name: String) -> [Double]? {
        guard let view = solution?.views.first(where: { $0.name == name }) else { return nil }
        let f = view.absoluteFrame
        return [f.x, f.y, f.width, f.height].map { ($0 * 1e6).rounded() / 1e6 }
    }

    var codes: [String] { diagnostics.map(\.code.rawValue) }

    /// "line:column code" of each diagnostic.
    var located: [String] {
        diagnostics.map { d in
            guard let range = d.range else { return "-:- \(d.code.rawValue)" }
            return "\(file.location(of: range.lowerBound)) \(d.code.rawValue)"
        }
    }
}

/// The real-world corpus in `Tests/Fixtures/corpus`: constraint strings and layouts
/// from public apps.
enum Corpus {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static let folder = packageRoot.appendingPathComponent("Tests/Fixtures/corpus")

    /// A file or folder of the corpus, e.g. `"layouts"` or `"compact-strings.txt"`.
    static func url(_ name: String) -> URL { folder.appendingPathComponent(name) }
}

extension XCTestCase {
    /// How long one fuzz case may take before it counts as a hang (seconds). A guard against
    /// loops that never end, not a speed goal: speed is shown by `ccc-bench`, and a loaded
    /// CI machine can be many times slower than a quiet one.
    static var hangLimit: Double { 30 }
}
