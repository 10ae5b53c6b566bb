import CompactConstraint
import XCTest

/// Text with location markers (`1️⃣`, `2️⃣`, …) removed; `markers[n]` is the byte offset
/// where marker n+1 stood, so tests name positions instead of counting columns.
struct MarkedText {
    var text: String
    var markers: [Int]

    init(_ marked: String) {
        let symbols = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]
        var working = marked
        var offsets: [Int: Int] = [:]
        while true {
            // The earliest marker left in the text.
            let earliest = symbols.enumerated()
                .compactMap { number, symbol in working.range(of: symbol).map { (number, $0) } }
                .min { $0.1.lowerBound < $1.1.lowerBound }
            guard let (number, range) = earliest else { break }
            offsets[number] = working.utf8.distance(from: working.startIndex, to: range.lowerBound)
            working.removeSubrange(range)
        }
        self.text = working
        self.markers = (0..<offsets.count).map { offsets[$0] ?? -1 }
    }

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

/// The real-world corpus: a copy of the project's `shared/corpus` kept in
/// `Tests/Fixtures/corpus`, so the tests run from any checkout.
enum Corpus {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static let folder = packageRoot.appendingPathComponent("Tests/Fixtures/corpus")

    /// A file or folder of the corpus, e.g. `"layouts"` or `"compact-strings.txt"`.
    static func url(_ name: String) -> URL { folder.appendingPathComponent(name) }

    /// The shared original next to the package, when this checkout has one.
    static let original = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")
}

extension XCTestCase {
    /// How long one fuzz case may take before it counts as a hang (seconds). A guard against
    /// loops that never end, not a speed goal: speed is shown by `ccc-bench`, and a loaded
    /// CI machine can be many times slower than a quiet one.
    static var hangLimit: Double { 30 }
}
