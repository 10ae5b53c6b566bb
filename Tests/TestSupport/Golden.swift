import Foundation
import XCTest

/// Golden files: expected output kept in the repository. `CCC_UPDATE_GOLDEN=1 swift test`
/// rewrites them from the actual output; read their `git diff` before committing.
public enum Golden {
    /// Compares `actual` with the golden file `name` in `folder` (relative to the package
    /// root), after writing it there first when `CCC_UPDATE_GOLDEN` is set.
    public static func check(
        _ actual: String, folder: String, name: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let url = CommandRunner.packageRoot.appendingPathComponent("\(folder)/\(name)")
        if ProcessInfo.processInfo.environment["CCC_UPDATE_GOLDEN"] != nil {
            try Data(actual.utf8).write(to: url)
        }
        let expected = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        XCTAssertEqual(actual, expected, "golden \(name) differs", file: file, line: line)
    }
}
