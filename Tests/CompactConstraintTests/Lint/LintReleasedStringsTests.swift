import XCTest

@testable import CompactConstraint

/// `ccc lint` of one configuration lets each list of parsed strings go once it is lowered, as
/// `ccc solve` does (issue #18), keeping only the trees `compactconstraint-difference` reads
/// (`ParsedLayout.constantTrees`): its diagnostics are those of a lint that keeps every tree.
final class LintReleasedStringsTests: XCTestCase {
    /// A chain of `count` views whose top-level strings fill two chunks, with strings the
    /// original CompactConstraint reads differently in a view's list and in both chunks, a
    /// visual format string, a broken string naming views, and an unused metric.
    private func layout(_ count: Int, safeArea: Bool = false) -> String {
        var views = ["\"v0\": {\"constraints\": [\"self.height = 200 - 40\", \"self.top = super.top\"]}"]
        var strings = ["\"v0.left = super.left + gap\"", "\"v0.width = 10\""]
        for index in 1..<count {
            views.append("\"v\(index)\": {}")
            strings.append("\"v\(index).left = v\(index - 1).right + gap\"")
            strings.append("\"v\(index).width = 10\"")
            strings.append("\"v\(index).top = super.top +-\(index % 3)\"")
        }
        views.append("\"lonely\": {}")
        strings.insert("\"v2.height = 20 + -4\"", at: 7)
        strings.insert("\"v3.height = 30 - pad\"", at: 4_500)
        strings.insert("\"v1.height == v0.height * 2 - 5\"", at: 4_501)
        strings.insert("\"H:[v4]-gap-[v5]\"", at: 4_502)
        strings.append("\"v6.height = v7.heigth + 1\"")
        return """
            {"size": {"width": \(count * 20 + 100), "height": 300}, "metrics": {"gap": 1, "pad": 12, "spare": 3},
             \(safeArea ? "\"safeArea\": [20, 0, 0, 0]," : "")
             "views": {\(views.joined(separator: ", "))},
             "constraints": [\(strings.joined(separator: ", "))]}
            """
    }

    private func compare(_ text: String, deferred: Bool) throws {
        let file = SourceFile(path: "chain.json", text: text)
        var diagnostics = Diagnostics()
        let document = try XCTUnwrap(Pipeline.read(file, into: &diagnostics))
        let full = ParsedLayout(document)
        XCTAssertEqual(Linter.ownParse(of: document).isDeferred, deferred)
        let released = Linter.lint(file)
        let kept = Linter.lint(full, file: file, options: CompileOptions(), diagnostics: diagnostics)
        XCTAssertEqual(released.diagnostics, kept.diagnostics)
        XCTAssertEqual(released.solution?.views.map(\.absoluteFrame), kept.solution?.views.map(\.absoluteFrame))

        let releasedParsed = try XCTUnwrap(released.layout?.parsed)
        let keptParsed = try XCTUnwrap(kept.layout?.parsed)
        XCTAssertFalse(releasedParsed.keepsSyntax)
        XCTAssertTrue(keptParsed.keepsSyntax)
        XCTAssertEqual(releasedParsed.constantTrees.map(\.position), keptParsed.constantTrees.map(\.position))
        // The same trees, but for the names' numbers (a deferred parse interns in another order).
        let strings = ConstraintStrings(document)
        let spelt = { (parsed: ParsedLayout) in
            parsed.constantTrees.map { $0.tree.syntax(in: strings[$0.position].entry.text) }
        }
        XCTAssertEqual(spelt(releasedParsed), spelt(keptParsed))
        XCTAssertEqual(spelt(releasedParsed).count, 3 + 1_333)
        XCTAssertEqual(MetricUsage.names(in: releasedParsed), MetricUsage.names(in: keptParsed))

        let differences = released.diagnostics.filter { $0.code == .compactConstraintDifference }.map(\.message)
        XCTAssertEqual(differences.count, 3 + 1_333)
        XCTAssertEqual(differences.first, "CompactConstraint reads '200 - 40' as -40; ccc reads it as 160")
        XCTAssertTrue(differences.contains("CompactConstraint reads '30 - pad' as -12; ccc reads it as 18"))
        XCTAssertTrue(differences.contains("CompactConstraint reads '+-2' as +2; ccc reads it as -2"))
        let codes = Set(released.diagnostics.map(\.code))
        for code in [DiagnosticCode.unknownAttribute, .unusedMetric, .unusedView] {
            XCTAssertTrue(codes.contains(code), "\(code.rawValue) in \(codes.map(\.rawValue))")
        }
    }

    func testADeferredLintReportsWhatALintThatKeepsItsTreesReports() throws {
        try compare(layout(2_000), deferred: true)
    }

    /// A root safe area: every string is parsed first (nested safe areas may re-lower them),
    /// and the trees go once the insets settle.
    func testALintWithARootSafeAreaReportsTheSame() throws {
        try compare(layout(2_000, safeArea: true), deferred: false)
    }

    /// The trees kept are those the check may warn about, and only those.
    func testOnlyConstantsAfterANumberOrNegativeAfterPlusMayDiffer() throws {
        let strings = [
            "a.width = 200 - 40", "a.width = 200 + 40", "a.left = b.right +-20", "a.left = b.right + -20",
            "a.left = b.right - -20", "a.left = b.right + 20", "a.left = b.right", "a.width = 40", "a.width = gap - 4",
        ]
        var names = NameInterner()
        var tokens: [CompactToken] = []
        let mayDiffer = strings.map { string in
            var diagnostics = Diagnostics()
            let tree = CompactParser.parseTree(
                SourceString(string), names: &names, tokens: &tokens, into: &diagnostics)
            return tree.map(ConstantTree.mayDiffer) ?? false
        }
        XCTAssertEqual(mayDiffer, [true, true, true, true, false, false, false, false, false])
    }
}
