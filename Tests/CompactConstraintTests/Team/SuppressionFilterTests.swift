import XCTest

@testable import CompactConstraint

/// The suppression engine alone: line scopes (as source comments will give) and offset
/// scopes (as layout files give), and the unused warning.
final class SuppressionFilterTests: XCTestCase {
    let file = SourceFile(path: "View.swift", text: "line one\nline two\nline three\nline four\n")

    func warning(_ code: DiagnosticCode, at offset: Int) -> Diagnostic {
        Diagnostic(.warning, code, "w", at: SourceRange(offset, offset + 1))
    }

    func testLineScopeSilencesItsLinesOnly() {
        // Lines 2...3 start at offsets 9 and 18; line 4 at 29.
        let suppression = Suppression(
            codes: [Suppression.Code(.unusedView, at: SourceRange(0, 4))], scope: .lines(2...3))
        let kept = SuppressionFilter.apply(
            [suppression], to: [warning(.unusedView, at: 10), warning(.unusedView, at: 30), warning(.unusedMetric, at: 19)],
            file: file)
        XCTAssertEqual(kept.map(\.range?.lowerBound), [30, 19])
    }

    func testUnusedCodeIsReportedAtItsName() {
        let suppression = Suppression(
            codes: [Suppression.Code(.unusedView, at: SourceRange(0, 4)), Suppression.Code(.unusedMetric, at: SourceRange(5, 8))],
            scope: .offsets(0..<20))
        let kept = SuppressionFilter.apply([suppression], to: [warning(.unusedView, at: 12)], file: file)
        XCTAssertEqual(kept.count, 1)
        XCTAssertEqual(kept[0].code, .unusedSuppression)
        XCTAssertEqual(kept[0].range, SourceRange(5, 8))
        XCTAssertEqual(kept[0].message, "the suppression of 'unused-metric' silences nothing here; remove it")
    }

    func testFileWideDiagnosticsAreNeverSilenced() {
        let suppression = Suppression(codes: [Suppression.Code(.emptyFile, at: SourceRange(0, 1))], scope: .lines(1...4))
        let whole = Diagnostic(.error, .emptyFile, "empty", at: nil)
        let kept = SuppressionFilter.apply([suppression], to: [whole], file: file)
        XCTAssertEqual(kept.map(\.code), [.emptyFile, .unusedSuppression])
    }
}
