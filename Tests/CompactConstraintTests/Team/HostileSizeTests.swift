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

    /// The hash fed piece by piece (blanks skipped in place, a string's part hashed once per
    /// code) equals FNV-1a of the code, a NUL and the subject written out, as baselines
    /// recorded before hold it: over blanks of every kind (tab, `\r\n`, a no-break space,
    /// a space with a combining mark, an escape), for findings at every offset of the file.
    func testStreamedFingerprintsEqualTheSubjectWrittenOut() throws {
        let text = """
            {"views": {"a": {"constraints": ["self.width = 1\\tx"]}, "b": {}},
             "constraints": ["a.left = b.lft\\r\\n+ 2", "a.top\\u00a0= b.top", "a.top = \u{00A0}b.top \u{0301}junk",
                             "H:|-[a]-| é ü", "a.left = b.left ×  2"]}
            """
        let layout = SourceFile(path: "l.json", text: text)
        let run = Linter.lint(layout)
        let document = try XCTUnwrap(run.document)
        var findings = run.diagnostics
        for offset in 0..<text.utf8.count {
            findings.append(warning(.unusedView, at: offset))
            findings.append(Diagnostic(.error, .unexpectedToken, "e", at: SourceRange(offset, min(offset + 7, text.utf8.count))))
        }
        findings.append(Diagnostic(.warning, .unusedView, "no range", at: nil))
        let streamed = Fingerprint.of(findings, file: layout, document: document)
        let index = SubjectIndex(document)
        let written = findings.map { finding in
            Fingerprint.hex(Fingerprint.fnv1a(finding.code.rawValue + "\u{0}" + writtenSubject(finding, layout, index, document)))
        }
        XCTAssertEqual(streamed, written)
    }

    /// The subject as the fingerprint wrote it out before it was streamed (the part of a
    /// constraint string a finding points at found by a pass over every byte's offset).
    func writtenSubject(_ finding: Diagnostic, _ file: SourceFile, _ index: SubjectIndex, _ document: LayoutDocument) -> String {
        guard let range = finding.range, let constraint = index.constraint(at: range.lowerBound) else {
            return Fingerprint.subject(finding, file: file, document: document)
        }
        let string = constraint.entry.text
        let offsets = string.fileOffsets.enumerated().filter { range.lowerBound <= $0.element && $0.element < range.upperBound }
        var within = ""
        if let first = offsets.first?.offset, let last = offsets.last?.offset {
            within = string.text(first..<(last + 1)).filter { !$0.isWhitespace }
        }
        let text = string.text.filter { !$0.isWhitespace }
        let options = constraint.entry.options.map(\.name).joined(separator: ",")
        return "constraint:\(constraint.owner):\(text):\(options):\(within)"
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
