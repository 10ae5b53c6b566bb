import CompactConstraint
import Foundation

/// The fixture logs of `Tests/Fixtures/log`, and one-description logs built in tests.
enum LogFixtures {
    static let folder = Corpus.packageRoot.appendingPathComponent("Tests/Fixtures/log")

    static func file(_ name: String) throws -> SourceFile {
        let url = folder.appendingPathComponent(name)
        return SourceFile(path: name, bytes: Array(try Data(contentsOf: url)))
    }

    static func read(_ name: String) throws -> (logs: [ConsoleLog.Analysis], diagnostics: [Diagnostic], file: SourceFile) {
        let file = try file(name)
        let (logs, diagnostics) = ConsoleLog.read(file)
        return (logs, diagnostics, file)
    }

    /// A log whose list holds the given descriptions, one a line, each quoted as UIKit prints them.
    static func log(_ descriptions: [String]) -> SourceFile {
        let lines = descriptions.map { "    \"\($0)\"," }.joined(separator: "\n")
        return SourceFile(path: "t.log", text: "Unable to simultaneously satisfy constraints.\n(\n\(lines)\n)\n")
    }

    /// The compact strings of the descriptions, read as one log.
    static func compact(_ descriptions: [String]) -> [String] {
        ConsoleLog.read(log(descriptions)).logs.first?.constraints.map(\.compact) ?? []
    }
}

extension ConsoleLog.Analysis {
    /// Codes and "line:column" of the log's diagnostics.
    func located(in file: SourceFile) -> [String] {
        diagnostics.map { d in "\(d.range.map { "\(file.location(of: $0.lowerBound))" } ?? "-") \(d.code.rawValue)" }
    }
}
