import XCTest
import CCCTestSupport

/// Runs `ccc solve` on a layout given as text (written to a temporary file) and returns
/// the absolute frames from `tsv`; every number in the fidelity tests is worked out by
/// hand from Apple's documented rules, in the comment beside the assertion.
func solveText(
    _ layout: String, _ arguments: [String] = [], file: StaticString = #filePath, line: UInt = #line
) throws -> [String: [Double]] {
    let path = try CommandRunner.temporaryFile(layout)
    let result = try CommandRunner.run(["solve", path, "--format", "tsv"] + arguments)
    XCTAssertEqual(result.status, 0, result.stderr, file: file, line: line)
    XCTAssertEqual(result.stderr, "", file: file, line: line)
    return parseTSV(result.stdout)
}
