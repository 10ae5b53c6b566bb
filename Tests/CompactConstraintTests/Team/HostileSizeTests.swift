import XCTest

@testable import CompactConstraint

/// Issue 18: the indexes that keep `lint` linear (suppressions, fingerprints) answer as a
/// walk over every item would, and the caps (unknown keys, configurations named in a
/// merged diagnostic) say what they leave out.
final class HostileSizeTests: XCTestCase {
    let file = SourceFile(path: "View.swift", text: "line one\nline two\nline three\nline four\n")

    func warning(_ code: DiagnosticCode, at offset: Int) -> Diagnostic {
        Diagnostic(.warning, code, "w", at: SourceRange(offset, offset + 1))
    }

    /// Overlapping and nested scopes of both kinds: each covering suppression of the
    /// diagnostic's code is used, the others are reported unused at their code.
    func testOverlappingScopesAreEachUsed() {
        let outer = Suppression(codes: [Suppression.Code(.unusedView, at: SourceRange(0, 1))], scope: .offsets(0..<30))
        let inner = Suppression(codes: [Suppression.Code(.unusedView, at: SourceRange(1, 2))], scope: .offsets(5..<12))
        let elsewhere = Suppression(codes: [Suppression.Code(.unusedView, at: SourceRange(2, 3))], scope: .offsets(12..<14))
        let lines = Suppression(codes: [Suppression.Code(.unusedView, at: SourceRange(3, 4))], scope: .lines(2...2))
        let empty = Suppression(codes: [Suppression.Code(.unusedView, at: SourceRange(4, 5))], scope: .offsets(7..<7))
        let kept = SuppressionFilter.apply(
            [outer, inner, elsewhere, lines, empty],
            to: [warning(.unusedView, at: 10), warning(.unusedView, at: 35), warning(.unusedMetric, at: 11)], file: file)
        XCTAssertEqual(kept.map(\.code), [.unusedView, .unusedMetric, .unusedSuppression, .unusedSuppression])
        XCTAssertEqual(kept.map(\.range?.lowerBound), [35, 11, 2, 4])
    }

    /// 20,000 suppressions and 20,000 findings: each finding silenced, none reported unused
    /// (quadratic before: 4 × 10⁸ checks; the growth is shown by Scripts/hostile-growth.sh).
    func testManySuppressionsAndFindings() {
        let count = 20_000
        let text = String(repeating: "x", count: count * 10)
        let big = SourceFile(path: "big.json", text: text)
        let suppressions = (0..<count).map { index in
            Suppression(codes: [Suppression.Code(.outsideSuperview, at: SourceRange(index * 10, index * 10 + 1))],
                        scope: .offsets((index * 10)..<(index * 10 + 5)))
        }
        let findings = (0..<count).map { warning(.outsideSuperview, at: $0 * 10 + 2) }
        XCTAssertEqual(SuppressionFilter.apply(suppressions, to: findings, file: big), [])
    }

    /// A layout's fingerprints found through the index equal those of one finding at a time.
    func testFingerprintsOfManyFindingsEqualOneAtATime() throws {
        let text = """
            {"metrics": {"gap": 4}, "views": {"a": {"constraints": ["self.width = gap"]}, "b": {}},
             "constraints": ["a.left = b.lft", "H:|-[a]-|"]}
            """
        let layout = SourceFile(path: "l.json", text: text)
        let run = Linter.lint(layout)
        let document = try XCTUnwrap(run.document)
        var findings = run.diagnostics
        for offset in stride(from: 0, to: text.utf8.count, by: 3) { findings.append(warning(.unusedView, at: offset)) }
        XCTAssertEqual(
            Fingerprint.of(findings, file: layout, document: document),
            findings.map { Fingerprint.of($0, file: layout, document: document) })
    }

    func testUnknownKeysAreCappedWithACountingNote() {
        for (count, note) in [(100, nil), (101, "1 more unknown key in this file is not listed"),
                              (1_250, "1,150 more unknown keys in this file are not listed")] {
            let keys = (0..<count).map { "\"zz\($0)\": \($0)" }.joined(separator: ", ")
            let run = Pipeline.solve(SourceFile(path: "k.json", text: "{\"views\": {}, \(keys)}"))
            let unknown = run.diagnostics.filter { $0.code == .unknownKey }
            XCTAssertEqual(unknown.count, 100)
            XCTAssertEqual(unknown.last?.notes.last?.message, note)
            XCTAssertEqual(unknown.dropLast().allSatisfy(\.notes.isEmpty), true)
        }
    }

    /// A finding of 25 of 31 configurations names 20 of them and counts the rest.
    func testAMergedDiagnosticNamesTwentyConfigurations() {
        var merge = ConfigurationMerge(states: (0..<31).map { "in state 's\($0)'" }, sizes: [nil])
        let shared = warning(.unusedView, at: 1)
        for number in 0..<31 {
            merge.add(number < 25 ? [shared, shared] : [], state: number, size: 0)
        }
        let merged = merge.merged()
        XCTAssertEqual(merged.count, 1)
        let listed = (0..<20).map { "in state 's\($0)'" }.joined(separator: "; ")
        XCTAssertEqual(merged.first?.message, listed + " and 5 more configurations: w")
        XCTAssertEqual(VariantLinter.groupedThousands(1_234_567), "1,234,567")
    }
}
