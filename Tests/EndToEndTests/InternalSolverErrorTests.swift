import Foundation
import XCTest
import CCCTestSupport

/// An internal solver failure, induced through the debug builds' pivot-budget switch, is an
/// `internal-error` diagnostic with no frames; the invariant switch changes no output.
final class InternalSolverErrorTests: XCTestCase {
    private func environment(_ extra: [String: String]) -> [String: String] {
        ProcessInfo.processInfo.environment.merging(extra) { _, new in new }
    }

    private func skipUnlessDebug() throws {
        #if !DEBUG
        throw XCTSkip("the CCC_SOLVER_PIVOT_BUDGET and CCC_CHECK_SOLVER switches exist in debug builds only")
        #endif
    }

    func testAnExhaustedPivotBudgetIsReportedInsteadOfFrames() throws {
        try skipUnlessDebug()
        let failing = environment(["CCC_SOLVER_PIVOT_BUDGET": "0"])
        let json = try CommandRunner.run(["solve", "Examples/sign-in-form.json", "--format", "json"], environment: failing)
        XCTAssertEqual(json.status, 1)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        XCTAssertTrue(document["size"] is NSNull)
        XCTAssertEqual((document["views"] as? [String: Any])?.count, 0)
        let diagnostics = try XCTUnwrap(document["diagnostics"] as? [[String: Any]])
        XCTAssertEqual(diagnostics.map { "\($0["line"] ?? "-"):\($0["column"] ?? "-") \($0["code"] ?? "")" },
                       ["14:35 internal-error"])

        let text = try CommandRunner.run(["solve", "Examples/sign-in-form.json"], environment: failing)
        XCTAssertEqual(text.status, 1)
        XCTAssertEqual(text.stdout, "")
        XCTAssertEqual(text.stderr.split(separator: "\n").first.map(String.init),
                       "Examples/sign-in-form.json:14:35: error: internal solver error while adding "
                       + "'H:|-[emailLabel]-[emailField]-|' (emailField.trailing == super.trailingMargin): the artificial "
                       + "optimisation ran out of its pivot budget (0 pivots) before reaching the optimum [internal-error]")
        XCTAssertTrue(text.stderr.contains(
            "note: this is a bug in ccc, not in the layout: please report it with this layout file"))

        let lint = try CommandRunner.run(["lint", "Examples/sign-in-form.json"], environment: failing)
        XCTAssertEqual(lint.status, 1)
        XCTAssertTrue((lint.stdout + lint.stderr).contains("[internal-error]"))
    }

    /// With the invariant checker on after every change, every example solves to the same bytes.
    func testTheInvariantCheckerFindsNothingInTheExamples() throws {
        try skipUnlessDebug()
        let examples = try FileManager.default.contentsOfDirectory(atPath: CommandRunner.packageRoot.path + "/Examples")
            .filter { $0.hasSuffix(".json") }.sorted()
        XCTAssertFalse(examples.isEmpty)
        for name in examples {
            let arguments = ["solve", "Examples/" + name, "--format", "json"]
            let plain = try CommandRunner.run(arguments)
            let checked = try CommandRunner.run(arguments, environment: environment(["CCC_CHECK_SOLVER": "1"]))
            XCTAssertEqual(checked.stdout, plain.stdout, name)
            XCTAssertEqual(checked.status, plain.status, name)
            XCTAssertFalse(checked.stdout.contains("internal-error"), name)
        }
    }
}
