import CompactConstraint
import XCTest

/// Issue 12: a stack whose settings have errors lowers nothing, so the fallback values
/// (a horizontal `fill` stack for `"axis": "Vertical"`) add no conflicts or warnings.
final class StackInvalidSettingsTests: XCTestCase {
    /// Three 60-wide views in a 60-wide stack: as the fallback horizontal stack they would
    /// conflict (180 points in 60); only the invalid axis is reported.
    func testInvalidAxisLowersNothing() throws {
        let views = """
            "a": {"superview": "s", "size": [60, 20]},
            "b": {"superview": "s", "size": [60, 20]},
            "c": {"superview": "s", "size": [60, 20]}
            """
        let text = stackLayout(#"{"axis": "Vertical"}"#, size: "[60, 60]", views: views)
        let run = Linter.lint(SourceFile(path: "layout.json", text: text))
        let errors = run.diagnostics.filter { $0.severity == .error }
        XCTAssertEqual(errors.map(\.code.rawValue), ["invalid-value"])
        XCTAssertEqual(
            errors.first?.message,
            "'axis' of 's.stack' must be one of horizontal, vertical; found 'Vertical'")
        XCTAssertFalse(run.codes.contains { $0.contains("conflict") || $0.contains("unsatisfiable") }, "\(run.codes)")
        XCTAssertFalse(run.diagnostics.contains { $0.message.contains("UISV") }, "\(run.diagnostics.map(\.message))")
    }
}
